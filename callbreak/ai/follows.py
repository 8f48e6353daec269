"""The rollout policy's follows, learned from the search's own follows.

Three plays in four follow a lead. Under the must-win rule a seat that can follow and beat
must beat, so the choice left is mostly which winner: the cheapest one, hoping nobody after
it goes higher, or a bigger one that holds. The hand-written follow (`sim.policy`) plays the
cheapest winner nobody after it can beat, else the cheapest; with honest sight somebody
after it almost always may, so it plays cheap and is overtaken. Here, whenever the legal
cards lie in one suit (following, trumping, overtrumping), each distinct legal card is
scored by a linear model over facts a player weighs: does it win now, how many seats are
still to play and how many cards above it they may hold, whether they may trump it, what
rank it is, where it stands among our cards of the suit, whether the seat winning so far
still needs tricks, where the round stands and what the seat's call still needs. The
highest score is played. Discards (legal cards in several suits) stay hand-written.

The weights are fitted by `tools.train_leads --follows` to the follows of the search itself
and shipped as the module `follow_weights`; the features are all the seat could know (with
`sight`, the cards each other seat may hold), so honest rollouts stay honest.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK

from .equal import distinct_cards
from .follow_weights import WEIGHTS
from .leads import LEARNED, LOST, MADE, WANTS

FOLLOWS = LEARNED + 1  # `sim.policy`'s `refined` at this value: learned leads and follows
WEIGHTS_PATH = Path(__file__).with_name("follow_weights.py")

# Feature ids, a block per state of the seat's call (needs tricks, made, out of reach).
_KIND = 0        # + 6 * trumping + 3 * wins + place among the options (lowest, middle, top)
_PLACE = 12      # + 3 * wins + seats still to play (0, 1, 2)
_HIGHER = 18     # wins with seats to come: + 4 * trumping + their possible cards above (0-3+)
_RUFFERS = 26    # wins in a side suit with seats to come: those that may trump it (0, 1, 2+)
_RANK = 29       # + 5 * trump + rank (2-7, 8-10, J-Q, K, A)
_LENGTH = 39     # + 5 * (not the lowest option) + our cards of its suit (1 .. 5+)
_WINNER = 49     # + 2 * wins + the seat winning so far still needs tricks
_STAGE = 53      # + 3 * wins + cards in hand (10-13, 6-9, 1-5)
_PRESSURE = 59   # + wins; needs more than half the tricks left (wanting only)
_LATER = 61      # + 3 * wins + seats to come that still need tricks (0, 1, 2)
_SAFE = 67       # wins and nobody after can beat it: + (not the cheapest such option)
BLOCK = 69
RANK_BUCKET = (0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4)


def follow_options(legal: int, win: int, gone: int) -> list[int]:
    """The cards weighed when the legal cards lie in one suit and one of them beats `win`,
    the card winning so far (one of each run equal in play, the lowest, as the search's
    candidates are); empty otherwise. With no card that wins, the lowest is played: the
    search's own choice there costs 0.003 points a follow less (689 follows of 1,133)."""
    low = legal & -legal
    if legal & ~SUIT_MASK[(low.bit_length() - 1) // 13] or \
            not legal & (ABOVE[win] | (SPADES_MASK if win >= 13 else 0)):
        return []
    return distinct_cards(legal, gone, win)


def follow_features(options: list[int], hand: int, sight: list[int], calls: list,
                    won: list[int], seat: int, led: int, win: int, win_seat: int, n_in: int,
                    nxt: Sequence[int]) -> list[list[int]]:
    """The ids of the features that hold for each option (see the layout above).
    `sight[s]` is what seat `s` may hold as far as the follower knows (the whole deal's
    hands in a rollout that sees it)."""
    left = hand.bit_count()
    need = calls[seat] - won[seat]
    base = BLOCK * (WANTS if 0 < need <= left else MADE if need <= 0 else LOST)
    to_come = 3 - n_in
    later = []
    s = seat
    for _ in range(to_come):
        s = nxt[s]
        later.append(s)
    later_sight = void_sight = 0  # what the seats to come may hold; those void in the suit
    for s in later:
        later_sight |= sight[s]
        if not sight[s] & SUIT_MASK[led]:
            void_sight |= sight[s]
    ruffers = 0
    if led != 0:
        for s in later:
            if not sight[s] & SUIT_MASK[led] and sight[s] & SPADES_MASK:
                ruffers += 1
    later_need = sum(1 for s in later if calls[s] > won[s])
    winner_needs = 1 if calls[win_seat] > won[win_seat] else 0
    stage = 0 if left >= 10 else 1 if left >= 6 else 2
    pressure = base == 0 and 2 * need > left
    suit = options[0] // 13
    trump = 1 if suit == 0 else 0
    trumping = 1 if suit == 0 and led != 0 else 0
    length = min(5, (hand & SUIT_MASK[suit]).bit_count())
    beat = ABOVE[win] | (SPADES_MASK if win >= 13 else 0)
    last = len(options) - 1
    out = []
    safe_seen = 0
    for i, card in enumerate(options):
        wins = 1 if beat >> card & 1 else 0
        place = 0 if i == 0 else 2 if i == last else 1
        ids = [base + _KIND + 6 * trumping + 3 * wins + place,
               base + _PLACE + 3 * wins + to_come,
               base + _RANK + 5 * trump + RANK_BUCKET[card % 13],
               base + _LENGTH + (5 if i else 0) + length - 1,
               base + _WINNER + 2 * wins + winner_needs,
               base + _STAGE + 3 * wins + stage,
               base + _LATER + 3 * wins + later_need]
        if wins and to_come:
            ids.append(base + _HIGHER + 4 * trumping
                       + min(3, (later_sight & ABOVE[card]).bit_count()))
            if not trump:
                ids.append(base + _RUFFERS + min(2, ruffers))
        # `sim._beaten_later` with this sight: a seat that may follow can beat only a card
        # of the suit led, one that may be void only by a higher trump
        if wins and (not to_come or (
                not later_sight & ABOVE[card] and not (led and not trump and ruffers)
                if card // 13 == led else not void_sight & ABOVE[card])):
            ids.append(base + _SAFE + safe_seen)
            safe_seen = 1
        if pressure:
            ids.append(base + _PRESSURE + wins)
        out.append(ids)
    return out


def learned_follow(hand: int, legal: int, sight: list[int], played: int, calls: list,
                   won: list[int], seat: int, led: int, win: int, win_seat: int, n_in: int,
                   nxt: Sequence[int], w: Sequence[float] = WEIGHTS) -> int:
    """The follow the model scores highest (the lowest of equal scores), or -1 when it has
    no say (`follow_options`: a discard, or no card that wins, left to the hand-written
    policy). `follow_features` summed, with what the options share worked out once (this
    runs in the rollouts); a test holds the two together. `w`: weights other than the
    shipped ones (`follow_weights`)."""
    low = legal & -legal
    suit = (low.bit_length() - 1) // 13
    beat = ABOVE[win] | (SPADES_MASK if win >= 13 else 0)
    if legal & ~SUIT_MASK[suit] or not legal & beat:
        return -1
    gone = (hand | played) & ~(1 << win)
    options = []
    prev = -2
    m = legal
    while m:
        bit = m & -m
        card = bit.bit_length() - 1
        m ^= bit
        if prev >= 0 and ((1 << card) - 1) & ~((2 << prev) - 1) & ~gone == 0:
            prev = card
            continue
        options.append(card)
        prev = card
    if len(options) == 1:
        return options[0]
    left = hand.bit_count()
    need = calls[seat] - won[seat]
    base = BLOCK * (WANTS if 0 < need <= left else MADE if need <= 0 else LOST)
    to_come = 3 - n_in
    later_sight = void_sight = ruffers = later_need = 0
    s = seat
    led_mask = SUIT_MASK[led]
    for _ in range(to_come):
        s = nxt[s]
        h = sight[s]
        later_sight |= h
        if not h & led_mask:
            void_sight |= h
            if led and h & SPADES_MASK:
                ruffers += 1
        if calls[s] > won[s]:
            later_need += 1
    trump = suit == 0
    trumping = 6 if trump and led else 0
    length = (hand & SUIT_MASK[suit]).bit_count()
    length = length - 1 if length < 5 else 4
    stage = 0 if left >= 10 else 1 if left >= 6 else 2
    # every option's sum, less the parts that depend on whether it wins
    both = [w[base + _STAGE + stage] + w[base + _LATER + later_need]
            + w[base + _WINNER + (1 if calls[win_seat] > won[win_seat] else 0)]
            + w[base + _PLACE + to_come],
            w[base + _STAGE + 3 + stage] + w[base + _LATER + 3 + later_need]
            + w[base + _WINNER + 2 + (1 if calls[win_seat] > won[win_seat] else 0)]
            + w[base + _PLACE + 3 + to_come]]
    if base == 0 and 2 * need > left:
        both[0] += w[_PRESSURE]
        both[1] += w[_PRESSURE + 1]
    if to_come and not trump:
        both[1] += w[base + _RUFFERS + (ruffers if ruffers < 2 else 2)]
    rank_base = base + _RANK + (5 if trump else 0)
    kind_base = base + _KIND + trumping
    higher_base = base + _HIGHER + (4 if trumping else 0)
    ruffed = 1 if led and not trump and ruffers else 0  # a card of the suit led may be trumped
    last = len(options) - 1
    safe_at = base + _SAFE
    best, best_score = -1, -1e18
    for i, card in enumerate(options):
        wins = beat >> card & 1
        score = both[wins] + w[kind_base + 3 * wins + (0 if i == 0 else 2 if i == last else 1)] \
            + w[rank_base + RANK_BUCKET[card % 13]] + w[base + _LENGTH + (5 if i else 0) + length]
        if wins:
            if to_come:
                above = later_sight & ABOVE[card]
                higher = above.bit_count()
                score += w[higher_base + (higher if higher < 3 else 3)]
                safe = not (above or ruffed) if suit == led else not void_sight & ABOVE[card]
            else:
                safe = True
            if safe:
                score += w[safe_at]
                safe_at = base + _SAFE + 1
        if score > best_score:
            best, best_score = card, score
    return best
