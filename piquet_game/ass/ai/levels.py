"""The levels of the computer players of Ass, and the player of a level."""

from __future__ import annotations

from .master import AssMaster
from .players import AssNovice, AssPlayer, AssRuleplayer, AssSearcher

ASS_LEVELS: dict[int, type[AssPlayer]] = {1: AssNovice, 2: AssRuleplayer, 3: AssSearcher, 4: AssMaster}


def make_ass_player(level: int, seed: int = 0, seats: int = 2) -> AssPlayer:
    """The computer player of Ass of ``level``: the same player at a table of two to
    six (``seats``, checked)."""
    try:
        cls = ASS_LEVELS[level]
    except KeyError:
        raise ValueError(f"no level {level} of Ass: levels are {sorted(ASS_LEVELS)}") from None
    if not 2 <= seats <= 6:
        raise ValueError(f"no table of {seats}: Ass is played by two to six")
    return cls(seed=seed)


__all__ = ["ASS_LEVELS", "make_ass_player"]
