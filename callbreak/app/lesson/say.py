"""What the lesson's coach says: one sentence for each step (what to do now), a word on
the trick just taken while the others play, a pointer to the right cards after a wrong
one, and the round's end told call by call. No pygame: the sentences are read from the
game, so a test can check them against the engine.

Each sentence is English said through `tr`; the cards, names and numbers are filled in as
they stand on the table (whose turn, which card leads the trick).
"""

from __future__ import annotations

from collections.abc import Sequence

from callbreak.engine import CALLING, PLAYING, Card, Game, Suit, format_tenths
from callbreak.words import N_, join_or, name, tr

from .script import ACROSS, BEFORE, NEXT, YOU, Step, seat_of

TITLE = N_("Learn by playing")
HEADING = N_("Lesson: your first round")  # the table's round line, instead of "Round 1 of 5"
LEAVE = N_("Esc leaves the lesson")
KEYS = N_("Click a card, or choose one with ← → and press Enter.")
PAUSED = N_("The lesson is paused: press P or click to go on.")

DEALING = N_("Watch the deal: everyone gets thirteen cards, and spades are trumps.")
OTHERS_CALL = N_("First the others call: each says how many tricks they think they will "
                 "take.")
YOUR_CALL_WAIT = N_("Your call: how many tricks do you think you will take?")
YOUR_CALL = N_("Call {n}, the suggested call marked ★: the words under the numbers say "
                "why.")
FOLLOW = {Suit.HEARTS: N_("Hearts were led and you hold hearts, so you must follow suit: "
                         "play any heart."),
          Suit.CLUBS: N_("Clubs were led and you hold clubs, so you must follow suit: play "
                         "any club.")}
AGAIN = {Suit.HEARTS: N_("Hearts were led again: follow suit with any heart."),
         Suit.CLUBS: N_("Clubs were led again: follow suit with any club.")}
DO = {
    Step.MUST_BEAT: N_("You hold clubs higher than the {best}, so you must beat it with "
                       "one."),
    Step.TRUMP: N_("You have no diamonds, so you must trump: play any spade, as a spade "
                   "beats every other suit."),
    Step.PLAY: N_("Play one of the raised cards."),
    Step.OVERTRUMP: N_("{name} trumped with the {card}: you have no hearts either, so beat "
                       "it with a higher spade."),
    Step.CLAIM: N_("Every trick left is yours: press C or click Claim the rest to take "
                   "them all."),
}
WATCH = N_("Watch the others play their cards.")
TOOK_SUIT = N_("{name} took the trick with the {card}, the highest card of the suit led.")
TOOK_TRUMP = N_("{name} took the trick with the {card}: a spade beats every other suit.")
OVERTRUMPED = N_("{name} took the trick with the {card}: when several spades are played, "
                 "the highest one takes the trick.")
YOU_TOOK = N_("You took the trick with the {card}: no one could play a higher spade.")
YOU_TOOK_SUIT = N_("You took the trick with the {card}, the highest card of the suit led.")
RAISED = N_("Play one of the raised cards: the {cards}.")
RAISED_ONE = N_("Play the raised card, the {card}.")
CLAIMED = N_("Your claim is played out: every trick left is yours.")
CLAIM_NOW = N_("Press C, or click Claim the rest, to take the tricks left.")
STEP_OF = N_("Step {n} of {steps}")

ROUND_OVER = N_("The round is over")
YOU_MADE = N_("You called {call} and took {won}: your call is made, so you score {score}.")
YOU_MADE_MORE = N_("You called {call} and took {won}: your call is made, and each trick "
                   "over it adds 0.1, so you score {score}.")
YOU_MISSED = N_("You called {call} but took {won}: a missed call scores minus the call, "
                "{score}.")
THEY_MISSED = N_("{name} called {call} but took only {won}: a missed call scores minus the "
                 "call, {score}.")
THEY_MORE = N_("{name} called {call} and took {won}: made, and 0.1 for the trick over the "
               "call, {score}.")
THEY_MADE = N_("{name} called {call} and took {won}: made exactly, {score}.")
WHOLE_GAME = N_("A game is {rounds} rounds like this one, and the highest total wins.")
DONE = N_("Done  (Enter)")


def steps(game: Game) -> tuple[Step, ...]:
    """The steps this lesson teaches, in order (no must-beat where it is not played)."""
    taught = [Step.CALL, Step.FOLLOW, Step.MUST_BEAT, Step.TRUMP, Step.OVERTRUMP, Step.CLAIM]
    if not game.rules.must_beat:
        taught.remove(Step.MUST_BEAT)
    return tuple(taught)


def do(game: Game, step: Step, suggested: int | None) -> str:
    """What to do now, on your turn."""
    if step is Step.CALL:
        return tr(YOUR_CALL, n=suggested) if suggested is not None else tr(YOUR_CALL_WAIT)
    trick = game.round.trick
    if step is Step.FOLLOW:
        return tr(FOLLOW[trick[0][1].suit if trick else Suit.HEARTS])
    if step is Step.PLAY and following(game):  # nothing new: the rule it plays by again
        return tr(AGAIN[trick[0][1].suit])
    if step is Step.MUST_BEAT:
        return tr(DO[step], best=Card(game.round.win))
    if step is Step.OVERTRUMP:
        seat, card = next(((s, c) for s, c in trick if c.suit is Suit.SPADES),
                          (seat_of(game.rules, ACROSS), None))
        return tr(DO[step], name=name(seat), card=card)
    return tr(DO[step])


def following(game: Game) -> bool:
    """On your turn, the suit led is one the lesson says "follow suit" of, and any card of
    it you hold may be played."""
    trick = game.round.trick
    if not trick or trick[0][1].suit not in FOLLOW:
        return False
    suit = trick[0][1].suit
    view = game.view(YOU)
    held = [c for c in view.hand if c.suit is suit]
    return bool(held) and set(held) == set(view.legal)


def watching(game: Game) -> str:
    """While the others play: who took the last trick and why (until you play to the next
    one), or what happens now."""
    rnd = game.round
    if game.phase is CALLING:
        return tr(OTHERS_CALL)
    if game.phase is not PLAYING:  # the claim played every trick at once: the table
        return tr(CLAIMED)  # shows them one by one, so none is told as the last
    if not rnd.completed or any(seat == YOU for seat, _ in rnd.trick):
        return tr(WATCH)
    _, plays, winner = rnd.completed[-1]
    card = next(c for s, c in plays if s == winner)
    trumped = card.suit is Suit.SPADES and plays[0][1].suit is not Suit.SPADES
    if winner == YOU:
        return tr(YOU_TOOK if trumped else YOU_TOOK_SUIT, card=card)
    if trumped and sum(c.suit is Suit.SPADES for _, c in plays) > 1:
        return tr(OVERTRUMPED, name=name(winner), card=card)
    return tr(TOOK_TRUMP if trumped else TOOK_SUIT, name=name(winner), card=card)


def pointer(legal: Sequence[Card]) -> str:
    """After a wrong card: which cards are right."""
    if len(legal) == 1:
        return tr(RAISED_ONE, card=legal[0])
    return tr(RAISED, cards=join_or([str(c) for c in legal]))


def ending(game: Game, rounds: int) -> list[str]:
    """The round's end told: your call, a missed call and a trick over a call (the others'
    calls were chosen so both happen), and what a game is."""
    rnd = game.round
    scores = rnd.scores()
    lines = []
    call, won, score = rnd.calls[YOU], rnd.tricks_won[YOU], format_tenths(scores[YOU])
    if won < (call or 0):
        lines.append(tr(YOU_MISSED, call=call, won=won, score=score))
    else:
        lines.append(tr(YOU_MADE_MORE if won > (call or 0) else YOU_MADE, call=call,
                        won=won, score=score))
    for relative in (BEFORE, ACROSS, NEXT):
        seat = seat_of(game.rules, relative)
        call, won = rnd.calls[seat] or 0, rnd.tricks_won[seat]
        said = THEY_MISSED if won < call else THEY_MORE if won > call else THEY_MADE
        lines.append(tr(said, name=name(seat), call=call, won=won,
                        score=format_tenths(scores[seat])))
    lines.append(tr(WHOLE_GAME, rounds=rounds))
    return lines
