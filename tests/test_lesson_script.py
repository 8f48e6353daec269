"""The lesson's fixed round, against the engine: whatever legal card the player picks at
each turn, the same steps arise in the same tricks and the round ends the same (a made
call, a call made with a trick over, a missed call, six tricks for you), must-beat on or
off, clockwise or not; the computer players' scripted cards are always legal; and the real
hint suggests a call that the round makes with a trick to spare."""

from __future__ import annotations

import itertools

import pytest

from callbreak.ai import suggest_call
from callbreak.app.lesson.script import (
    ACROSS,
    BEFORE,
    NEXT,
    YOU,
    Scripted,
    Step,
    lesson_game,
    seat_of,
    step,
)
from callbreak.app.shell.thinker import JobKind, Thinker
from callbreak.engine import CALLING, PLAYING, Card, Game, HouseRules, Suit, can_claim, play_claim

TABLES = [HouseRules(must_beat=mb, clockwise=cw) for mb, cw in
          itertools.product((True, False), (False, True))]
# every line of every table, each played out on its own, takes a while: the README's command
# walks the anticlockwise tables with each position reached by two orders of your cards
# played on once (the same lines, the same asserts); CI's slow step plays every line of
# every table out separately, the clockwise ones (the same round, the seats turned) too
LINES = [pytest.param(r, True, id=f"beat-{r.must_beat}-cw-{r.clockwise}")
         for r in TABLES if not r.clockwise] + [
    pytest.param(r, False, id=f"beat-{r.must_beat}-cw-{r.clockwise}-every-line-apart",
                 marks=pytest.mark.slow) for r in TABLES]


def situation(game: Game) -> str:
    """What the rules ask of you now, worked out here from the trick and your hand."""
    view = game.view(YOU)
    if not view.trick:
        return "claim" if can_claim(view) else "lead"
    led = view.trick[0][1].suit
    mine = [c for c in view.hand if c.suit is led]
    spade_in_trick = any(c.suit is Suit.SPADES for _, c in view.trick)
    if mine:
        best = max(c.rank for _, c in view.trick if c.suit is led)
        above = [c for c in mine if c.rank > best]
        trumped = spade_in_trick and led is not Suit.SPADES
        if game.rules.must_beat and not trumped and above and len(above) < len(mine):
            return "must beat"
        return "follow"
    if not any(c.suit is Suit.SPADES for c in view.hand):
        return "discard"
    return "overtrump" if spade_in_trick else "trump"


Move = tuple[int, "int | Card"]  # a seat and its call or card


def others_play(game: Game, players: Scripted) -> list[Move]:
    """The computer players' turns until it is yours (or the round is over): their moves."""
    moves: list[Move] = []
    while game.phase in (CALLING, PLAYING) and game.turn != YOU:
        view = game.view(game.turn)
        kind = JobKind.CALL if game.phase is CALLING else JobKind.CARD
        answer = players.ask(kind, (), "easy", 0, view).result()
        if kind is JobKind.CALL:
            game.call(view.seat, answer)
            moves.append((view.seat, answer))
        else:
            assert answer in [c.index for c in view.legal]
            card = view.legal[[c.index for c in view.legal].index(answer)]
            game.play(view.seat, card)
            moves.append((view.seat, card))
    return moves


def every_line(rules: HouseRules, shared: bool = False
               ) -> list[tuple[tuple[int, ...], tuple[str, ...]]]:
    """Each legal line of yours: the tricks each seat took and what each turn asked. With
    `shared`, a position reached again (the same hands, trick, tricks won and turn, by
    another order of your cards) is played on once and its lines reused."""
    players = Scripted(rules, hints=None)
    seen: dict[tuple, list[tuple[tuple[int, ...], tuple[str, ...]]]] = {}

    def replayed(record: tuple[Move, ...]) -> Game:
        """The round from its deal with the moves of `record` played again (a few plays,
        where a copy of the game would copy its whole history at every branch)."""
        game = lesson_game(rules)
        for seat, move in record:
            if isinstance(move, Card):
                game.play(seat, move)
            else:
                game.call(seat, move)
        return game

    def walk(record: tuple[Move, ...]) -> list[tuple[tuple[int, ...], tuple[str, ...]]]:
        game = replayed(record)
        record += tuple(others_play(game, players))
        r = game.round
        here = (tuple(r.hands), tuple(r.trick), tuple(r.tricks_won), len(r.completed),
                r.turn, game.phase)
        if shared and here in seen:
            return seen[here]
        if game.phase is not PLAYING:
            lines = [(tuple(r.tricks_won), ())]
        else:
            now = situation(game) + "/" + step(game).value
            if now.startswith("claim"):
                play_claim(game, YOU)
                lines = [(tuple(game.round.tricks_won), (now,))]
            else:
                lines = []
                for card in game.view(YOU).legal:
                    lines += [(tricks, (now, *asked))
                              for tricks, asked in walk((*record, (YOU, card)))]
        seen[here] = lines
        return lines

    game = lesson_game(rules)
    return walk((*others_play(game, players), (YOU, 5)))


@pytest.mark.parametrize(("rules", "shared"), LINES)
def test_every_legal_line_teaches_the_same_steps_and_ends_the_same(rules: HouseRules,
                                                                   shared: bool) -> None:
    lines = every_line(rules, shared)
    assert len(lines) > 100  # choices there are: each is played out
    ends = {tricks for tricks, _ in lines}
    steps = {asked for _, asked in lines}
    assert len(steps) == 1 and len(ends) == 1
    (tricks,) = ends
    took = {rel: tricks[seat_of(rules, rel)] for rel in (YOU, NEXT, ACROSS, BEFORE)}
    assert took == {YOU: 6, NEXT: 3, ACROSS: 3, BEFORE: 1}
    (asked,) = steps
    beat = "must beat/must beat" if rules.must_beat else "follow/follow"
    assert asked == ("follow/follow", beat, "trump/trump", "follow/play", "follow/play",
                     "follow/play", "follow/play", "overtrump/overtrump", "claim/claim")


@pytest.mark.parametrize("rules", TABLES[:2], ids=["anticlockwise", "clockwise"])
def test_the_calls_end_made_made_with_a_trick_over_and_missed(rules: HouseRules) -> None:
    game = lesson_game(rules)
    players = Scripted(rules, hints=None)
    others_play(game, players)
    assert game.phase is CALLING and game.turn == YOU  # you deal, so you call last
    calls = {rel: game.round.calls[seat_of(rules, rel)] for rel in (NEXT, ACROSS, BEFORE)}
    assert calls == {NEXT: 3, ACROSS: 2, BEFORE: 3}
    game.call(YOU, 5)
    while game.phase is PLAYING:
        others_play(game, players)
        if game.phase is PLAYING:
            view = game.view(YOU)
            if can_claim(view):
                play_claim(game, YOU)
            else:
                game.play(YOU, view.legal[-1])
    scores = {rel: game.round_scores[0][seat_of(rules, rel)] for rel in (YOU, NEXT, ACROSS,
                                                                          BEFORE)}
    assert scores == {YOU: 51, NEXT: 30, ACROSS: 21, BEFORE: -30}


@pytest.mark.parametrize("rules", [HouseRules(), HouseRules(must_beat=False, clockwise=True),
                                   HouseRules(max_call=13, rounds=10, big_call=True)],
                         ids=["usual", "call-bridge-clockwise", "long-calls"])
def test_the_real_hint_suggests_a_call_the_round_makes(rules) -> None:
    """Asked as the table asks it (the worker's door, thinking in the caller here)."""
    game = lesson_game(rules)
    players = Scripted(game.rules, Thinker("inline"))
    others_play(game, players)
    call, _ = players.ask(JobKind.SUGGEST_CALL, ("hint",), "easy", 0,
                          game.view(YOU)).result()
    assert call == suggest_call(game.view(YOU))[0]
    assert 1 <= call <= 6  # you take six tricks: the suggested call is made


def test_the_lesson_follows_only_the_rules_that_change_its_round() -> None:
    rules = HouseRules(rounds=10, max_call=13, must_beat=False, clockwise=True, big_call=True,
                       redeal="jqka")
    game = lesson_game(rules)
    assert (game.rules.must_beat, game.rules.clockwise, game.rules.max_call) == (False, True, 13)
    assert not game.rules.redeal and not game.rules.big_call
    assert step(game) is Step.CALL
