"""The event log the table animates from, checked against the log rebuilt by hand from the
rules: each thrown-in deal, the deal, each call, each card with its trick, each trick's
winner (the highest spade, else the highest card of the suit led), each round's scores by
the formula with the running totals, and the end with its winners; a round read back from
its record logs the same."""

from __future__ import annotations

import random

from callbreak.engine import (
    Called,
    Dealt,
    Game,
    GameOver,
    HouseRules,
    Played,
    Redeal,
    Redealt,
    Round,
    RoundScored,
    Suit,
    TrickWon,
)


def winner_by_hand(cards) -> int:
    """Which card of a full trick wins it, read from docs/rules.md."""
    spades = [c for c in cards if c.suit is Suit.SPADES]
    if spades:
        return cards.index(max(spades, key=lambda c: c.rank))
    led = [c for c in cards if c.suit is cards[0].suit]
    return cards.index(max(led, key=lambda c: c.rank))


def score_by_hand(call: int, tricks: int) -> int:
    return 10 * call + (tricks - call) if tricks >= call else -10 * call


def log_by_hand(game: Game) -> list:
    rules, out, totals = game.rules, [], [0, 0, 0, 0]
    for r, rnd in enumerate(game.rounds):
        out += [Redealt(r, rnd.dealer, seat, reason) for seat, reason in rnd.redeals]
        out.append(Dealt(r, rnd.dealer))
        out += [Called(r, seat, rnd.calls[seat]) for seat in rnd.call_order]
        leader, won = rules.next_seat(rnd.dealer), [0, 0, 0, 0]
        for t in range(0, len(rnd.plays), 4):
            cards = rnd.plays[t:t + 4]
            seats = rules.order_from(leader)[:len(cards)]
            out += [Played(r, t // 4, seat, card) for seat, card in zip(seats, cards)]
            if len(cards) == 4:
                leader = seats[winner_by_hand(cards)]
                won[leader] += 1
                out.append(TrickWon(r, t // 4, leader, tuple(zip(seats, cards))))
        if len(rnd.plays) == 52:
            scores = tuple(score_by_hand(rnd.calls[s], won[s]) for s in range(4))
            totals = [t + s for t, s in zip(totals, scores)]
            out.append(RoundScored(r, tuple(rnd.calls), tuple(won), scores, tuple(totals)))
    if len(game.rounds) == rules.rounds and len(game.rounds[-1].plays) == 52:
        out.append(GameOver(tuple(totals), tuple(s for s in range(4) if totals[s] == max(totals))))
    return out


def play(game: Game, rng: random.Random, cards: int | None = None) -> Game:
    """Random calls and legal cards; stop after `cards` cards of the last round, or at the end."""
    while game.phase != "game_over":
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 4))
        elif cards is not None and game.round_no == game.rules.rounds - 1 and \
                len(game.round.plays) >= cards:
            break
        else:
            game.play(game.turn, rng.choice(game.round.legal_cards(game.turn)))
    return game


def test_a_whole_game_logs_what_the_rules_say_happened():
    # seed 5 with the redeal rule: the first deal is thrown in (seat 2 had no spade)
    game = play(Game(HouseRules(rounds=3, redeal=Redeal.JQK, clockwise=True), seed=5),
                random.Random(1))
    assert isinstance(game.events[0], Redealt)
    assert game.events == log_by_hand(game)
    assert isinstance(game.events[-1], GameOver)


def test_a_game_stopped_mid_trick_logs_no_more_than_happened():
    for cards in (0, 1, 6, 49):
        game = play(Game(HouseRules(rounds=3), seed=40 + cards), random.Random(cards), cards)
        assert game.events == log_by_hand(game)
        assert not any(isinstance(e, GameOver) for e in game.events)


def test_a_round_alone_is_round_zero_and_reads_back_with_the_same_log():
    rules = HouseRules(redeal=Redeal.JQKA)
    rnd = Round(rules, 2, rng=random.Random(7))
    assert rnd.round_no == 0 and rnd.events[-1] == Dealt(0, 2)
    for _ in range(4):
        rnd.call(rnd.turn, 2)
    for _ in range(9):
        rnd.play(rnd.turn, rnd.legal_cards(rnd.turn)[-1])
    again = Round.from_json(rnd.to_json(), rules)
    assert again.round_no == 0 and again.events == rnd.events
