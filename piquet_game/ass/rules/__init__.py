"""Ass: the 36-card game of source 002, a rules package of its own.

Nothing here imports the Piquet engine's game: only its error classes, its
:class:`~piquet_game.rules.events.Event` and its name checks, which are common
to every game the program plays.  Start with :class:`AssGame` and
:class:`AssRules`; the trick resolution is in :mod:`piquet_game.ass.rules.trick`.
"""

from .actions import GO, NO, PLAYS, AssAction, AssDeal, AssPhase, AssPlay, Bet, ChooseTrump, parse_ass_action
from .cards import card_name, mask_of, names, parse_card, parse_cards, score_cards
from .game import (
    NO_TRUMPS,
    ONE_TRUMP,
    OWN,
    SENIOR_JUNIOR,
    TRUMP_OPTIONS,
    TWO_TRUMPS,
    AssDealLog,
    AssGame,
    AssPublic,
    AssRules,
    AssView,
)

__all__ = [
    "GO", "NO", "NO_TRUMPS", "ONE_TRUMP", "OWN", "PLAYS", "SENIOR_JUNIOR", "TRUMP_OPTIONS", "TWO_TRUMPS",
    "AssAction", "AssDeal", "AssDealLog", "AssGame", "AssPhase", "AssPlay", "AssPublic", "AssRules",
    "AssView", "Bet", "ChooseTrump", "card_name", "mask_of", "names", "parse_ass_action", "parse_card",
    "parse_cards", "score_cards",
]
