"""The rules engine: pure Python, no pygame, no I/O, no global state.

Start here: :class:`Game` (the partie as a state machine), the typed actions and
:class:`Phase`, :class:`SeatView` (what one seat may know), and the
:class:`Variant` description that holds every rule a later variant may change.
"""

from .actions import (
    PLAYS,
    Action,
    ActionSyntaxError,
    Blanche,
    DealCards,
    Declare,
    DeclClass,
    Exchange,
    GameError,
    IllegalActionError,
    NotYourTurnError,
    OpenCapot,
    Phase,
    Play,
    WrongPhaseError,
    parse_action,
)
from .cards import card_name, cards_of, mask_of, names, parse_card, parse_cards
from .deal import DealLog, is_blank, shuffle_deal
from .events import SCORING_KINDS, Event
from .game import Game
from .variant import RUBICON, VARIANTS, Variant, variant_named
from .view import SeatView

__all__ = [
    "PLAYS", "RUBICON", "SCORING_KINDS", "VARIANTS", "Action", "ActionSyntaxError", "Blanche",
    "DealCards", "DealLog", "DeclClass", "Declare", "Event", "Exchange", "Game",
    "IllegalActionError", "NotYourTurnError", "OpenCapot", "Phase", "GameError", "Play", "SeatView",
    "Variant", "WrongPhaseError", "card_name", "cards_of", "is_blank", "mask_of", "names",
    "parse_action", "parse_card", "parse_cards", "shuffle_deal", "variant_named",
]
