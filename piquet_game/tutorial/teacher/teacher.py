"""The teacher itself: fed every engine event of a partie, in order, it keeps up
with the deal and answers each event with its lines (narration, explanation,
remark), each with what it is about."""

from __future__ import annotations

from ...common.events import Event
from .explanations import Explanations
from .narration import Narration
from .remarks import Remarks
from .teaching import _DECLARATIONS, PARTIE_END, Note


class Teacher(Narration, Explanations, Remarks):
    """Explains a partie to a newcomer, event by event.

    ``players`` are the display names by seat; ``viewer`` the seat at the keyboard,
    spoken of as "you" (None: two players share the screen, and only public events are
    explained); ``tr`` the language.  Feed every event of the partie, in order, to
    :meth:`lines` (or to :meth:`notes`, which says what each line is about); call one
    of the two per event.
    """

    # ------------------------------------------------------------------ feeding

    def notes(self, event: Event) -> list[Note]:
        """Like :meth:`lines`, with what each line is about."""
        seen = event.visible_to(self._viewer)
        if not seen:
            return []
        out: list[Note] = []
        k = event.kind
        if k == "deal":
            self._new_deal(event.info[0] if event.info else len(self.deal_scores) + 1, event.seat)
        if k == "korolik" and event.seat is not None:
            self._korolik = (event.info[0] if event.info else 1, event.seat)
            return []  # told with the deal it begins
        if k in ("overtricks", "undertricks") and event.seat is not None:
            return [Note("explain", k, text, event.points) for text in self._auction_words(event)]
        if k in ("call", "contract", "redeal"):
            if k == "contract" and len(event.info) > 1:  # the thresholds follow the contract
                self._minus = bool(event.info[1])
            return [Note("note", k, text) for text in self._auction_words(event)]
        if k == "play" and not self._played:  # the declarations are over: a repique not made
            self._played = True
            out += [Note("note", "repique", text) for text in self._no_repique()]
        phase = self._follow(event)
        if phase == PARTIE_END:
            if not self._partie_told:
                self._partie_told = True
                out.append(Note("phase", PARTIE_END, self._partie_end(event)))
            return out
        phases = [phase] if phase is not None else []
        if phase == "set" and self.variant.open_capot_points:
            phases.append("open-capot")  # offered as soon as the sets are over
        for ph in phases:
            if ph in self._narrated:
                continue
            self._narrated.append(ph)
            full = ph not in self._told
            self._told.add(ph)
            out += [Note("phase", ph, text) for text in self._narrate(ph, event, full)]
        if event.is_score and event.seat is not None:
            text = self._explain(event)
            self._scores[event.seat] = event.total
            if k in _DECLARATIONS:
                self._decl[event.seat] += event.points
            if k in ("repique", "pique"):
                self._bonus[event.seat] = True
            if text:
                out.append(Note("explain", k, text, event.points))
            return out
        out += [Note("note", k, text) for text in self._remark(event)]
        return out
