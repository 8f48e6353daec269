"""The rules of Call Break, pure Python: cards, house rules, legal plays, a round, a game,
scoring in tenths and what one seat may know; reasons as records (`Reason`, `RedealReason`),
deal codes (`dealcode`) and claims (`claim`). No pygame, no files, no clock, no threads."""

from .cards import CARDS, Card, Suit, cards_of, mask_of
from .claim import can_claim, claim_lead, play_claim
from .dealcode import (
    CodeProblem,
    DealCodeError,
    deal_code,
    game_code,
    game_from_code,
    read_deal_code,
)
from .errors import IllegalAction
from .events import Called, Dealt, Event, GameOver, Played, Redealt, RoundScored, TrickWon
from .game import Action, Call, Game, NextRound, Play
from .phase import CALLING, GAME_OVER, PLAYING, ROUND_OVER, Phase
from .reasons import Reason, ReasonKind, RedealKind, RedealReason
from .round import Round
from .rules import HouseRules, Redeal
from .scoring import format_tenths, game_over, may_be_last, score_round, winners
from .tricks import illegal_reason, legal_mask, legal_plays, trick_winner
from .view import SeatView

__all__ = [
    "CARDS", "Card", "Suit", "cards_of", "mask_of", "IllegalAction",
    "Event", "Redealt", "Dealt", "Called", "Played", "TrickWon", "RoundScored", "GameOver",
    "Game", "Action", "Call", "Play", "NextRound", "Round", "Phase",
    "CALLING", "PLAYING", "ROUND_OVER", "GAME_OVER", "HouseRules", "Redeal",
    "Reason", "ReasonKind", "RedealReason", "RedealKind",
    "can_claim", "claim_lead", "play_claim",
    "deal_code", "read_deal_code", "game_code", "game_from_code", "DealCodeError", "CodeProblem",
    "score_round", "format_tenths", "winners", "game_over", "may_be_last",
    "legal_plays", "legal_mask", "illegal_reason", "trick_winner", "SeatView",
]
