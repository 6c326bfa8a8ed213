"""The hand-over between two people at one computer: a screen over a covered table
that names who is to look next and waits for them (nothing of a hand on it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..rules import Phase
from ..vocabulary import Vocabulary
from .palette import DIM, GOLD, INK
from .scene import Scene

if TYPE_CHECKING:
    from .table import TableScene


class PrivacyScene(Scene):
    """Two players, one screen: hides the table until the next player is ready."""

    name = "privacy"
    keyboard_focus = True

    def __init__(self, app, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        # the last thing both players may know: never the cards the one who just
        # played drew or discarded, however the table spoke them to him
        public = table.told(None)[0]
        # with whose words: "Ben: nothing.", not "Nothing."
        self.last_public = table.painter.said(public[-1]) if public else ""

    @property
    def who(self) -> str:
        return self.table.names[self.seat]

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(40, round(h * 0.065))
        bw = round(min(w * 0.5, bh * 9))
        self.button(
            ((w - bw) // 2, round(h * 0.58), bw, bh),
            self.ready_words(),
            self.ready,
            object_id="@primary",
        )

    def ready(self) -> None:
        table = self.table
        self.app.stack.pop(self)
        table.set_viewer(self.seat)

    def confirm(self) -> bool:
        self.ready()
        return True

    def update(self, dt: float) -> None:
        self.table.update_covered(dt)

    def picture_key(self) -> tuple | None:
        return ()  # the screen that passes the keyboard: only its words and buttons

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((16, 28, 20))
        w, h = surface.get_size()
        fs = max(16, round(h * 0.03))
        text = self.app.text
        tr = self.tr
        others = [n for s, n in enumerate(self.table.names) if s != self.seat]
        other = others[0] if len(others) == 1 else tr("Everyone else")
        small = round(fs * 0.85)
        rows = text.wrap(self.why(), small, round(w * 0.8))[:4]  # longer in some languages
        step = max(fs * 1.15, text.font(small).get_height())  # rows apart, however tall the font
        last = self.last_public
        # the why and the last words end above the button (at 0.58 of the height); the
        # more rows they take, the higher the lines above them stand
        y = min(h * 0.47, h * 0.58 - fs * 0.9 - len(rows) * step - (fs * 1.2 if last else 0))
        raised = h * 0.47 - y
        text.blit(
            surface,
            tr("Pass the computer to {who}").format(who=self.who),
            round(fs * 1.6),
            (w / 2, h * 0.33 - raised),
            GOLD,
            True,
            "center",
        )
        text.blit(
            surface,
            self.look_away(other),
            fs,
            (w / 2, h * 0.43 - raised),
            INK,
            False,
            "center",
        )
        for row in rows:
            text.blit(surface, row, small, (w / 2, y), INK, False, "center")
            y += step
        if last:
            said = tr("Last: {line}").format(line=last)
            text.blit(surface, said, round(fs * 0.8), (w / 2, y + fs * 0.2), DIM, False, "center")

    def ready_words(self) -> str:
        """The button the next person presses."""
        return self.tr("{who}: show my cards").format(who=self.who)

    def look_away(self, other: str) -> str:
        """What the others are asked, under the heading."""
        return self.tr("{other}, please look away: the cards of {who} come next.").format(
            other=other, who=self.who)

    def why(self) -> str:
        """Why the computer changes hands here, in words that tell nothing of a hand."""
        table, who, tr = self.table, self.who, self.tr
        others = [n for s, n in enumerate(table.names) if s != self.seat]
        other = others[0] if len(others) == 1 else tr("the others")
        phase = table.seen.phase
        blanche = Vocabulary(tr, table.seen.variant).game_term("blanche")
        said = {"who": who, "other": other, "blanche": blanche}
        if table.looks and len(table.names) > 2:
            return tr("{who} looks at the new hand: after each deal every person at the table looks in "
                      "turn, the same way whatever the cards, so that nobody can tell who holds a "
                      "{blanche}.").format(**said)
        if table.looks and table.seen.variant.auction:
            return tr("{who} looks at the new hand first, and {other} then calls: every deal passes the same "
                      "way, so that nobody can tell who holds a {blanche}.").format(**said)
        if table.looks:
            return tr("{who} looks at the new hand first, and {other} then exchanges: every deal passes the "
                      "same way, so that nobody can tell who holds a {blanche}.").format(**said)
        if phase is Phase.AUCTION:
            return tr("{who} calls next in the auction: every call is said aloud, but from a hand {other} "
                      "may not see.").format(**said)
        if phase in (Phase.BLANCHE, Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            return tr("{who} exchanges next: the cards discarded and drawn are for the eyes of {who} "
                      "only.").format(**said)
        if phase is Phase.PLAY:
            return tr("{who} plays next, from a hand {other} may not see.").format(**said)
        if phase is Phase.OPEN_CAPOT:
            return tr("{who} says next whether to announce an open capot, from a hand {other} may not "
                      "see.").format(**said)
        return tr("{who} declares next, from a hand {other} may not see.").format(**said)
