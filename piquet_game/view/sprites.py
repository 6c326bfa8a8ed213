"""A card on the table as the window moves it (:class:`CardSprite`: where it is,
where it goes, face up or down, in which zone) and how long each movement takes
(:class:`Timing`, from the animation setting)."""

from __future__ import annotations

from dataclasses import dataclass

from .tween import Tween


@dataclass
class Timing:
    """Seconds for each kind of movement at normal speed."""

    move: float = 0.42
    deal_packet: float = 0.16
    flip: float = 0.28
    speak: float = 0.9  # time to read an announcement
    trick_hold: float = 0.7
    computer_pause: float = 0.35


class CardSprite:
    __slots__ = ("id", "card", "face_up", "lifted", "src", "move", "flip", "flip_from")

    def __init__(self, ident: int) -> None:
        self.id = ident
        self.card: int | None = None
        self.face_up = False
        self.lifted = False
        self.src: tuple | None = None  # ("slot", zone, index, count, lifted) or ("pt", fx, fy)
        self.move: Tween | None = None
        self.flip: Tween | None = None
        self.flip_from = False

    @property
    def shows_face(self) -> bool:
        """Whether the face is what is drawn now (mid-flip included)."""
        if self.flip is not None and not self.flip.done and self.flip.raw < 0.5:
            return self.flip_from and self.card is not None
        return self.face_up and self.card is not None
