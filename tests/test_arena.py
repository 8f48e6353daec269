"""The arena plays duplicate matches and reports figures a reader can trust."""

import pytest

from callbreak.engine import HouseRules
from callbreak.tools.arena import format_table, lineups, main, run

pytestmark = pytest.mark.slow  # a tool's matches: CI runs them with `-m slow`


def test_every_entrant_sits_in_every_place():
    for n in (1, 2, 3, 4):
        seatings = lineups(n)
        for who in range(n):
            assert {s for lineup in seatings for s in range(4) if lineup[s] == who} == set(range(4))
    assert lineups(2) == [(0, 1, 0, 1), (1, 0, 1, 0)]


def test_a_small_match_reports_paired_differences():
    out = run(["medium", "easy"], games=3, seed=1, rules=HouseRules(rounds=3), jobs=1,
              progress=False)
    summary = out["summary"]
    medium, easy = summary["players"]
    assert medium["rounds"] == easy["rounds"] == 3 * 3 * 2 * 2
    assert 0 <= medium["made"] <= 1 and medium["mean_call"] >= 1
    assert abs(medium["win_rate"] + easy["win_rate"] - 0.5) < 1e-9  # two seats each: shares add up
    pair = summary["pairs"][0]
    assert pair["deals"] == 9
    assert abs(pair["diff"] - (medium["mean"] - easy["mean"])) < 1e-9
    # games won, paired by seed: every seed seats each twice in each of its two games
    assert pair["seeds"] == 3
    assert abs(pair["wins_diff"] - (medium["win_rate"] - easy["win_rate"])) < 1e-9
    text = format_table(summary)
    assert "Medium - Easy" in text and "paired deals" in text and "over 3 seeds" in text


def test_command_line_runs_in_parallel(capsys):
    assert main(["medium", "hard", "--games", "2", "--rounds", "3", "--jobs", "2",
                 "--max-deals", "2", "--quiet", "--no-must-beat", "--max-call", "13"]) == 0
    assert "Medium - Hard" in capsys.readouterr().out


def test_saved_blocks_pool_into_one_table_and_overlaps_are_refused(tmp_path, capsys):
    paths = []
    for seed in (1, 5):
        path = tmp_path / f"block{seed}.json"
        assert main(["medium", "easy", "--games", "2", "--rounds", "3", "--jobs", "1",
                     "--seed", str(seed), "--quiet", "--json", str(path)]) == 0
        paths.append(str(path))
    capsys.readouterr()
    assert main(["--pool", *paths]) == 0
    assert "over 12 paired deals" in capsys.readouterr().out  # 2 blocks x 2 games x 3 rounds
    for bad in ([paths[0], paths[0]], [str(tmp_path / "missing.json")]):
        with pytest.raises(SystemExit) as refused:
            main(["--pool", *bad])
        assert refused.value.code == 2
    err = capsys.readouterr().err
    assert "already in" in err and "not an arena --json file" in err


def test_a_deal_code_plays_its_own_game_and_a_mistyped_one_is_refused(capsys):
    assert main(["easy", "easy", "--deal", "1qd0e ck9kp", "--jobs", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "over 3 paired deals" in out  # the code's house rules: 3 rounds
    with pytest.raises(SystemExit):
        main(["easy", "--deal", "1QD0E-CK9KQ"])
    assert "typing mistake" in capsys.readouterr().err


def test_expert_may_search_on_two_cores_in_the_arena(capsys):
    """`--cores 2` seats an Expert that searches with a helper (one game at a time: the
    pool's processes cannot start helpers, and asking for both gets one sentence)."""
    assert main(["expert", "medium", "--games", "1", "--rounds", "3", "--jobs", "1",
                 "--cores", "2", "--max-deals", "8", "--quiet"]) == 0
    assert "Expert - Medium" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["expert", "medium", "--jobs", "2", "--cores", "2"])
    assert "--cores needs --jobs 1" in capsys.readouterr().err


def test_a_variant_of_a_level_is_seated_and_a_wrong_one_refused(capsys):
    """`level:key=value` screens an idea without a new entrant: a Hard that calls one trick
    higher than it would calls higher at the same table, and a mistyped setting, a
    value that is not a literal or a rule player with settings gets one sentence."""
    out = run(["hard:call_bias=1.0", "hard"], games=2, seed=3, rules=HouseRules(rounds=3),
              jobs=1, max_deals=16, progress=False)
    bold, plain = out["summary"]["players"]
    assert bold["name"] == "hard:call_bias=1.0"
    assert bold["mean_call"] > plain["mean_call"]
    for bad, said in (("hard:call_bais=1", "not key=value"), ("hard:walk=ten", "not a Python"),
                      ("medium:walk=2", "only the search levels"), ("hardest", "unknown level")):
        with pytest.raises(SystemExit) as refused:
            main([bad, "easy", "--games", "1"])
        assert refused.value.code == 2
        assert said in capsys.readouterr().err
