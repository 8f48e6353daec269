"""Deal codes: a game's seed and house rules as ten characters a person can read aloud and
type, such as ``1QD0E-CK9KP``; the same code gives the same deals, the same first dealer
and the same rules on any machine.

The format (version 1), in Crockford's base 32 (digits and letters without I, L, O, U):

    character 1       the format version, "1"
    characters 2-9    40 bits: the seed (0 <= seed < 2**32) times 256, plus the house rules
                      (an index into RULE_CHOICES read as a mixed-radix number, the usual
                      table is 0; 144 tables in all)
    character 10      a check character

Reading ignores case, spaces and hyphens, and takes O for 0 and I or L for 1, as Crockford
does. The check character makes the ten values v0..v9, read as elements of GF(32), satisfy
sum(a**i * v_i) == 0 for a primitive element a. Weights a**0..a**9 are distinct and not
zero, so any one wrong character, and any two characters swapped, always break the sum:
every single typo is caught, never read as another valid code.

A new house rule, a new choice for one, or any other change here changes the version.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from .game import SEED_BITS, Game
from .rules import HouseRules, Redeal

CODE_VERSION = 1
CODE_LENGTH = 10
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})  # read as Crockford does
_PAYLOAD_CHARS = 8
_RULE_BITS = 5 * _PAYLOAD_CHARS - SEED_BITS

# Every house rule and its choices, the usual table's choice first: the rules index is
# these choices read as digits of a mixed-radix number (the usual table is 0).
RULE_CHOICES: tuple[tuple[str, tuple[object, ...]], ...] = (
    ("rounds", (5, 3, 10)),
    ("max_call", (8, 13)),
    ("must_beat", (True, False)),
    ("big_call", (False, True)),
    ("redeal", (Redeal.OFF, Redeal.JQK, Redeal.JQKA)),
    ("clockwise", (False, True)),
)
RULE_TABLES = 1
for _name, _choices in RULE_CHOICES:
    RULE_TABLES *= len(_choices)

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


def _rules_index(rules: HouseRules) -> int:
    index = 0
    for name, choices in RULE_CHOICES:
        index = index * len(choices) + choices.index(getattr(rules, name))
    return index


def _rules_of(index: int) -> HouseRules:
    values: dict[str, Any] = {}
    for name, choices in reversed(RULE_CHOICES):
        index, digit = divmod(index, len(choices))
        values[name] = choices[digit]
    return HouseRules(**values)


def deal_code(seed: int, rules: HouseRules) -> str:
    """The code of a game with this seed and these rules, e.g. "1QD0E-CK9KP". Raises
    ValueError for a seed a code cannot carry (not a whole number from 0 to 2**32 - 1)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << SEED_BITS:
        raise ValueError(f"a deal code carries a seed from 0 to 2**{SEED_BITS} - 1, "
                         f"not {seed!r}")
    payload = seed << _RULE_BITS | _rules_index(rules)
    values = [CODE_VERSION] + [payload >> (5 * k) & 31 for k in range(_PAYLOAD_CHARS - 1, -1, -1)]
    values.append(_times_power(_syndrome(values), -(CODE_LENGTH - 1)))
    text = "".join(ALPHABET[v] for v in values)
    return f"{text[:5]}-{text[5:]}"


def read_deal_code(text: str) -> tuple[int, HouseRules]:
    """The seed and house rules a typed code stands for; raises DealCodeError, with a
    sentence for the player, for anything mistyped."""
    chars = [ch for ch in str(text).upper() if ch not in " -\t\n"]
    if not chars:
        raise DealCodeError(CodeProblem.EMPTY)
    for ch in chars:
        if ch not in _VALUE:
            raise DealCodeError(CodeProblem.BAD_CHARACTER, char=ch)
    if len(chars) != CODE_LENGTH:
        raise DealCodeError(CodeProblem.WRONG_LENGTH, count=len(chars))
    values = [_VALUE[ch] for ch in chars]
    if _syndrome(values):
        raise DealCodeError(CodeProblem.MISTYPED)
    if values[0] != CODE_VERSION:
        raise DealCodeError(CodeProblem.OTHER_VERSION)
    payload = 0
    for v in values[1:-1]:
        payload = payload << 5 | v
    seed, index = divmod(payload, 1 << _RULE_BITS)
    if index >= RULE_TABLES:
        raise DealCodeError(CodeProblem.NOT_A_DEAL)
    return seed, _rules_of(index)


def game_code(game: Game) -> str | None:
    """The code that replays `game` from its first deal; None for a game whose seed no code
    can carry (one begun by an older version)."""
    try:
        return deal_code(game.seed, game.rules)  # type: ignore[arg-type]
    except ValueError:
        return None


def game_from_code(text: str) -> Game:
    """A new game from a typed code (raises DealCodeError when it is mistyped)."""
    seed, rules = read_deal_code(text)
    return Game(rules, seed=seed)


__all__ = ["CODE_VERSION", "CODE_LENGTH", "ALPHABET", "RULE_CHOICES", "CodeProblem",
           "DealCodeError", "deal_code", "read_deal_code", "game_code", "game_from_code"]
