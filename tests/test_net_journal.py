"""The table server's journal (callbreak/net/journal.py): a group of tables is one flush to
the disk, reading back gives each table's last save, a last line cut short by a crash is
left out and never spoils what comes after, and the journal stays small however long the
server runs. With hypothesis: any run of groups, cut anywhere, reads back as the groups
written before the cut."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import CALLING, GAME_OVER, PLAYING, Game, HouseRules
from callbreak.net.guard import address_of, trusted
from callbreak.net.journal import JOURNAL, TableJournal, read_journal


def table(code: str, n: int) -> dict:
    return {"format": 1, "code": code, "moves": n}


def test_a_group_is_one_flush_and_reading_back_gives_each_table_s_last_save(
        tmp_path: Path) -> None:
    journal = TableJournal(tmp_path)
    assert journal.load() == []
    journal.save_many([("K7QX", table("K7QX", 1)), ("HJ2K", table("HJ2K", 1)),
                       ("ABCD", table("ABCD", 1))])
    journal.save_many([("K7QX", table("K7QX", 2)), ("ABCD", None)])
    assert journal.flushes == 2
    journal.close()
    again = TableJournal(tmp_path)
    assert sorted(again.load(), key=lambda t: t["code"]) == [table("HJ2K", 1), table("K7QX", 2)]


def test_a_last_line_cut_short_is_left_out_and_what_follows_reads_well(tmp_path: Path) -> None:
    journal = TableJournal(tmp_path)
    journal.load()
    journal.save("K7QX", table("K7QX", 1))
    journal.close()
    with (tmp_path / JOURNAL).open("ab") as f:  # a crash in the middle of the next write
        f.write(b'{"code":"K7QX","table":{"format":1,"co')
    again = TableJournal(tmp_path)
    assert again.load() == [table("K7QX", 1)]
    again.save("K7QX", table("K7QX", 2))
    again.close()
    assert read_journal(tmp_path / JOURNAL) == {"K7QX": table("K7QX", 2)}


def test_the_journal_stays_small_however_many_saves(tmp_path: Path) -> None:
    journal = TableJournal(tmp_path, compact_bytes=4096)
    journal.load()
    for n in range(2000):
        journal.save_many([(code, table(code, n)) for code in ("K7QX", "HJ2K")])
    assert (tmp_path / JOURNAL).stat().st_size < 4 * 4096
    journal.close()
    assert sorted(TableJournal(tmp_path).load(), key=lambda t: t["code"]) == \
        [table("HJ2K", 1999), table("K7QX", 1999)]


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.lists(st.tuples(st.sampled_from(["K7QX", "HJ2K", "ABCD"]),
                                   st.integers(-1, 9)), min_size=1, max_size=4),
                min_size=1, max_size=12),
       st.integers(0, 10**6))
def test_a_journal_cut_anywhere_reads_back_as_every_whole_save_before_the_cut(
        groups: list[list[tuple[str, int]]], cut_at: int) -> None:
    """A crash may cut the journal anywhere: what reads back is, for each table, its last
    save written whole before the cut (a table let go: gone), and nothing else."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder)
        journal = TableJournal(path)
        journal.load()
        for group in groups:
            journal.save_many([(c, None if n < 0 else table(c, n)) for c, n in group])
        journal.close()
        raw = (path / JOURNAL).read_bytes()
        cut = cut_at % (len(raw) + 1)
        (path / JOURNAL).write_bytes(raw[:cut])
        expected: dict[str, dict | None] = {}
        end = 0
        for line in raw.split(b"\n")[:-1]:  # each save, and where its text ends
            end += len(line)
            if end <= cut:
                entry = json.loads(line)
                expected[entry["code"]] = entry["table"]
            end += 1
        assert read_journal(path / JOURNAL) == expected
        again = TableJournal(path)
        assert sorted(again.load(), key=lambda t: t["code"]) == \
            sorted((t for t in expected.values() if t), key=lambda t: t["code"])
        again.close()


def test_a_table_saved_after_every_move_reads_back_as_each_save(tmp_path: Path) -> None:
    """As a server saves: after every call and card. The code's saves come from two games
    in turn (as a table's next game, or a save put back): a finished round's text is
    reused only for that very round."""
    journal = TableJournal(tmp_path)
    journal.load()
    rng = random.Random(3)
    seats = [{"name": "Asha", "token": "t0"}, {"name": "Bikash", "token": "t1"}]
    games = [Game(HouseRules(rounds=3), seed) for seed in (3, 4)]
    while any(game.phase != GAME_OVER for game in games):
        game = rng.choice([game for game in games if game.phase != GAME_OVER])
        if game.phase == CALLING:
            game.call(game.turn, rng.randint(1, 8))
        elif game.phase == PLAYING:
            game.play(game.turn, rng.choice(game.view(game.turn).legal))
        else:
            game.next_round()
        data = {"format": 1, "code": "K7QX", "seats": seats, "game": game.to_json()}
        journal.save_many([("K7QX", data), ("HJ2K", table("HJ2K", len(game.events)))])
        assert read_journal(tmp_path / JOURNAL)["K7QX"] == data
    journal.close()
    saved = {t["code"]: t for t in TableJournal(tmp_path).load()}
    assert Game.from_json(saved["K7QX"]["game"]).events == game.events


def test_the_address_counted_behind_a_trusted_proxy_and_for_ipv6() -> None:
    proxy = trusted(["127.0.0.1", "10.0.0.0/8"])
    assert address_of("203.0.113.7", ["198.51.100.2"], proxy) == "203.0.113.7"  # not trusted
    assert address_of("127.0.0.1", ["198.51.100.2, 192.0.2.9"], proxy) == "192.0.2.9"
    assert address_of("127.0.0.1", ["198.51.100.2", "10.1.1.1"], proxy) == "198.51.100.2"
    assert address_of("127.0.0.1", [], proxy) == "127.0.0.1"  # the balancer's own check
    assert address_of("127.0.0.1", ["not an address"], proxy) == "127.0.0.1"
    assert address_of("2001:db8::1") == address_of("2001:db8::ffff") == "2001:db8::/64"
    assert address_of("::ffff:192.0.2.1") == "192.0.2.1"
