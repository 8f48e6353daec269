"""Deal codes: a game's seed and house rules as eleven characters a person can read aloud
and type; the same code gives the same deals, the same first dealer and the same rules on
any machine. Codes of ten characters, beginning with 1 (version 1), still read and play as
they always did; new codes are written in version 2.

Both are in Crockford's base 32 (digits and letters without I, L, O, U). Version 2:

    character 1       a letter from G to Z (values 16 to 31): the version, and in its low
                      four bits the payload's top four bits
    characters 2-10   the rest of the 49-bit payload: the seed (0 <= seed < 2**32) times
                      2**17, plus the house rules' 17 bits (laid out by RULE_FIELDS)
    character 11      a check character

The house rules' bits are RULE_FIELDS read from the lowest bit up: each rule holds a fixed
number of bits, and the place of its choice in its `choices`. Nine bits are used today;
eight are free, room for eight more on/off rules (or fewer with more choices) in version 2.
RULE_FIELDS is `rules.HOUSE_RULES` as the code sees it (each rule's bits, its usual choice
first): a rule is added by appending it there, its usual choice its field's default: every
code given out before has zeros there, so it keeps its meaning (the new rule at its usual
choice). A choice may be appended to a rule while its bits hold it; nothing else in the
table ever changes. A code with a bit or a choice this version does not know comes from a
newer Callbreak, and says so.

Version 1, ten characters: "1", then 40 bits (the seed times 256, plus an index into the
144 tables of V1_CHOICES read as a mixed-radix number), then the check character.

Reading ignores case, spaces and hyphens, and takes O for 0 and I or L for 1, as Crockford
does. The check character makes the n values v0..v(n-1), read as elements of GF(32),
satisfy sum(a**i * v_i) == 0 for a primitive element a. The weights a**0..a**10 are
distinct and not zero, so any one wrong character, and any two characters swapped, break
the sum: every single typo is caught, never read as another valid code. As the weights are
powers of one element, a character typed before a code, or one dropped from its start,
shifts the sum by a power of a and breaks it too (the first character is never 0); any other
added or dropped character leaves a length that its first character does not allow.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from math import prod
from typing import Any

from .game import SEED_BITS, Game
from .rules import HOUSE_RULES, HouseRules, Redeal

CODE_VERSION = 2  # the version new codes are written in
CODE_LENGTH = 11  # the characters of a new code (the longest a code has)
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})  # read as Crockford does
_HYPHEN_AFTER = 5  # "GABCD-EFGHJK": read aloud in two breaths

_V1_LENGTH = 10
_V1_RULE_BITS = 8
_V2_LEAD = 16  # version 2's first character is 16 to 31: one bit of version, four of payload
_V2_PAYLOAD_CHARS = CODE_LENGTH - 2  # besides the first character and the check
RULE_BITS = 4 + 5 * _V2_PAYLOAD_CHARS - SEED_BITS  # version 2's bits for house rules: 17


@dataclass(frozen=True)
class RuleDigits:
    """One house rule in a version-2 code: its `HouseRules` field, its choices (the usual
    table's first; a choice's place is its digit, so choices are only ever appended) and
    the bits it holds (fixed once codes are out, room for 2**bits choices)."""

    name: str
    choices: tuple[object, ...]
    bits: int


# Version 2's rules, from the lowest bit up: each house rule as `HOUSE_RULES` declares it,
# in its order (append only: see the module's docstring).
RULE_FIELDS: tuple[RuleDigits, ...] = tuple(
    RuleDigits(rule.field, rule.code_choices, rule.bits) for rule in HOUSE_RULES)

# Version 1's rules, frozen: the rules index is these choices read as the digits of a
# mixed-radix number, the first rule the most significant (the usual table is 0).
V1_CHOICES: tuple[tuple[str, tuple[object, ...]], ...] = (
    ("rounds", (5, 3, 10)),
    ("max_call", (8, 13)),
    ("must_beat", (True, False)),
    ("big_call", (False, True)),
    ("redeal", (Redeal.OFF, Redeal.JQK, Redeal.JQKA)),
    ("clockwise", (False, True)),
)
V1_TABLES = prod(len(choices) for _, choices in V1_CHOICES)  # 144

# GF(32) from the primitive polynomial x^5 + x^2 + 1.
_EXP = [0] * 62
_LOG = [0] * 32
_x = 1
for _i in range(31):
    _EXP[_i] = _EXP[_i + 31] = _x
    _LOG[_x] = _i
    _x <<= 1
    if _x & 32:
        _x ^= 0b100101


def _times_power(value: int, power: int) -> int:
    """value * a**power in GF(32)."""
    return 0 if value == 0 else _EXP[_LOG[value] + power % 31]


def _syndrome(values: list[int]) -> int:
    out = 0
    for i, v in enumerate(values):
        out ^= _times_power(v, i)
    return out


class CodeProblem(Enum):
    """What is wrong with a typed deal code (`callbreak.words.code_problem` says it to the
    player, naming the character not used in codes or how many were typed)."""

    EMPTY = "empty"
    BAD_CHARACTER = "bad_character"
    WRONG_LENGTH = "wrong_length"
    MISTYPED = "mistyped"
    OTHER_VERSION = "other_version"
    NOT_A_DEAL = "not_a_deal"


class DealCodeError(ValueError):
    """A typed code that gives no deal: `problem` says which, with `char` (a character not
    used in codes) or `count` (how many were typed) where it names one. `str(error)` is a
    short plain description for tools and logs ("not a deal code: wrong length (8)")."""

    def __init__(self, problem: CodeProblem, char: str = "", count: int = 0) -> None:
        self.problem, self.char, self.count = problem, char, count
        detail = f" ({char})" if char else f" ({count})" if count else ""
        super().__init__(f"not a deal code: {problem.value.replace('_', ' ')}{detail}")


def _rule_bits(rules: HouseRules) -> int:
    out = shift = 0
    for field in RULE_FIELDS:
        out |= field.choices.index(getattr(rules, field.name)) << shift
        shift += field.bits
    return out


def _rules_of_bits(bits: int) -> HouseRules:
    values: dict[str, Any] = {}
    for field in RULE_FIELDS:
        digit = bits & ((1 << field.bits) - 1)
        bits >>= field.bits
        if digit >= len(field.choices):  # a choice a newer version added
            raise DealCodeError(CodeProblem.OTHER_VERSION)
        values[field.name] = field.choices[digit]
    if bits:  # a rule a newer version added, not at its usual choice
        raise DealCodeError(CodeProblem.OTHER_VERSION)
    return HouseRules(**values)


def _rules_of_v1_index(index: int) -> HouseRules:
    if index >= V1_TABLES:
        raise DealCodeError(CodeProblem.NOT_A_DEAL)
    values: dict[str, Any] = {}
    for name, choices in reversed(V1_CHOICES):
        index, digit = divmod(index, len(choices))
        values[name] = choices[digit]
    return HouseRules(**values)


def _payload(values: list[int]) -> int:
    out = 0
    for v in values:
        out = out << 5 | v
    return out


def deal_code(seed: int, rules: HouseRules) -> str:
    """The code of a game with this seed and these rules, e.g. "VPG76-9M0517". Raises
    ValueError for a seed a code cannot carry (not a whole number from 0 to 2**32 - 1)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << SEED_BITS:
        raise ValueError(f"a deal code carries a seed from 0 to 2**{SEED_BITS} - 1, "
                         f"not {seed!r}")
    payload = seed << RULE_BITS | _rule_bits(rules)
    values = [_V2_LEAD | payload >> 5 * _V2_PAYLOAD_CHARS]
    values += [payload >> 5 * k & 31 for k in range(_V2_PAYLOAD_CHARS - 1, -1, -1)]
    values.append(_times_power(_syndrome(values), -(CODE_LENGTH - 1)))
    text = "".join(ALPHABET[v] for v in values)
    return f"{text[:_HYPHEN_AFTER]}-{text[_HYPHEN_AFTER:]}"


def read_deal_code(text: str) -> tuple[int, HouseRules]:
    """The seed and house rules a typed code stands for (either version); raises
    DealCodeError, naming the problem, for anything mistyped."""
    chars = [ch for ch in str(text).upper() if ch not in " -\t\n"]
    if not chars:
        raise DealCodeError(CodeProblem.EMPTY)
    for ch in chars:
        if ch not in _VALUE:
            raise DealCodeError(CodeProblem.BAD_CHARACTER, char=ch)
    if len(chars) not in (_V1_LENGTH, CODE_LENGTH):
        raise DealCodeError(CodeProblem.WRONG_LENGTH, count=len(chars))
    values = [_VALUE[ch] for ch in chars]
    if _syndrome(values):  # every one wrong character and every swap lands here
        raise DealCodeError(CodeProblem.MISTYPED)
    lead = values[0]
    if lead != 1 and lead < _V2_LEAD:
        raise DealCodeError(CodeProblem.OTHER_VERSION)
    if len(values) != (_V1_LENGTH if lead == 1 else CODE_LENGTH):
        raise DealCodeError(CodeProblem.WRONG_LENGTH, count=len(values))
    if lead == 1:
        seed, index = divmod(_payload(values[1:-1]), 1 << _V1_RULE_BITS)
        return seed, _rules_of_v1_index(index)
    payload = (lead - _V2_LEAD) << 5 * _V2_PAYLOAD_CHARS | _payload(values[1:-1])
    seed, bits = divmod(payload, 1 << RULE_BITS)
    return seed, _rules_of_bits(bits)


def game_code(game: Game) -> str | None:
    """The code that replays `game` from its first deal; None for a game whose seed no code
    can carry (one begun by an older version)."""
    if not isinstance(game.seed, int):  # a seed of text: no code carries it
        return None
    try:
        return deal_code(game.seed, game.rules)
    except ValueError:
        return None


def game_from_code(text: str) -> Game:
    """A new game from a typed code (raises DealCodeError when it is mistyped)."""
    seed, rules = read_deal_code(text)
    return Game(rules, seed=seed)


# what a code looks like, for the words and the screens: the game of version 1's example
# "1QD0E-CK9KP" (3 rounds, redeal when a hand lacks a spade or a J, Q or K, clockwise)
EXAMPLE = deal_code(3141592653, HouseRules(rounds=3, redeal=Redeal.JQK, clockwise=True))

__all__ = ["CODE_VERSION", "CODE_LENGTH", "ALPHABET", "RULE_BITS", "RULE_FIELDS",
           "RuleDigits", "V1_CHOICES", "EXAMPLE", "CodeProblem", "DealCodeError",
           "deal_code", "read_deal_code", "game_code", "game_from_code"]
