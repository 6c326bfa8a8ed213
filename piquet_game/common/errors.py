"""The typed errors every game raises on purpose.

An illegal action raises :class:`IllegalActionError` (its ``rule`` names the rule
broken) and changes nothing; text that does not read as an action raises
:class:`ActionSyntaxError`; a record that cannot be read or breaks a rule raises
:class:`RecordError`, which says where.
"""

from __future__ import annotations


class GameError(Exception):
    """Base of every error a game's rules raise on purpose."""


class IllegalActionError(GameError, ValueError):
    """An action the rules do not allow here.  ``rule`` is a short identifier of the
    rule broken; the message says it in words.  The game is left unchanged."""

    def __init__(self, message: str, rule: str = "illegal") -> None:
        super().__init__(message)
        self.rule = rule


class WrongPhaseError(IllegalActionError):
    pass


class NotYourTurnError(IllegalActionError):
    pass


class ActionSyntaxError(GameError, ValueError):
    """Text that does not read as an action."""


class RecordError(GameError, ValueError):
    """A record that cannot be read or breaks a rule.  ``deal`` is 1-based,
    ``action`` the 0-based index into that deal's ``actions``."""

    def __init__(self, message: str, deal: int | None = None, action: int | None = None,
                 rule: str = "record") -> None:
        self.message = message
        self.deal = deal
        self.action = action
        self.rule = rule
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = []
        if self.deal is not None:
            where.append(f"deal {self.deal}")
        if self.action is not None:
            where.append(f"action {self.action}")
        return (", ".join(where) + ": " if where else "") + self.message


__all__ = ["ActionSyntaxError", "GameError", "IllegalActionError", "NotYourTurnError", "RecordError",
           "WrongPhaseError"]
