"""The last two of a Piquet Normand partie seen as the two-handed game they play.

When one player is left at a table of three, the two others play on at two-handed
Piquet (``seats`` holds their two seats, which need not be 0 and 1; the one who
left is no longer dealt to).  The two-handed players read a view of seats 0 and 1,
each seat its own side.  :func:`two_handed_view` is the same view with the two
seats renumbered 0 and 1 in their order at the table: every seat, side and
seat-indexed count of the view, and every event's seat, moved; the player who left
dropped from the names, the scores and the totals.  It reads only the seat's own
view, so it tells the two-handed player nothing the seat does not know.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..rules import SeatView
from ..rules.events import NOBODY, Event


def is_two_left(view: SeatView) -> bool:
    """Whether the view is of two players left at a larger table."""
    return len(view.seats) == 2 and len(view.players) > 2


def two_handed_view(view: SeatView) -> SeatView:
    """``view`` (two left at a larger table) as a view of a two-handed partie: the
    two seats numbered 0 and 1 in their order at the table.  ValueError if the view
    is not of two left, or a seat is not one side of its own (the sides of a
    partnership game never come down to two)."""
    if not is_two_left(view):
        raise ValueError(f"not two players left at a larger table: seats {view.seats} of {len(view.players)}")
    a, b = view.seats
    new = {a: 0, b: 1}
    side_a, side_b = view.sides[a], view.sides[b]
    if side_a == side_b or not (side_a < len(view.scores) and side_b < len(view.scores)):
        raise ValueError(f"seats {a} and {b} are not each a side of their own")

    def seat(s: int) -> int:
        return new[s]

    def maybe(s: int | None) -> int | None:
        return new.get(s, s) if s is not None else None

    def by_seat(values: tuple[Any, ...], fill: Any = 0) -> tuple[Any, ...]:
        return tuple(values[s] if s < len(values) else fill for s in (a, b))

    def by_side(values: tuple[int, ...]) -> tuple[int, ...]:
        return (values[side_a], values[side_b])

    def event(e: Event) -> Event:
        to = e.to if e.to is None or e.to == NOBODY else new.get(e.to, NOBODY)
        info = by_side(e.info) if e.kind == "deal-end" and len(e.info) == len(view.scores) else e.info
        if e.seat == maybe(e.seat) and to == e.to and info == e.info:
            return e
        return replace(e, seat=maybe(e.seat), to=to, info=info)

    tricks = tuple((seat(t[0]), *t[1:-1], seat(t[-1])) for t in view.tricks)
    return replace(
        view,
        seat=seat(view.seat),
        players=(view.players[a], view.players[b]),
        to_move=maybe(view.to_move),
        dealer=seat(view.dealer),
        elder=seat(view.elder),
        blanche=by_seat(view.blanche, False),
        tricks=tricks,
        leader=seat(view.leader),
        tricks_won=by_seat(view.tricks_won),
        scores=by_side(view.scores),
        deal_scores=tuple(by_side(d) for d in view.deal_scores),
        totals=by_side(view.totals),
        events=tuple(event(e) for e in view.events),
        seats=(0, 1),
        order=tuple(seat(s) for s in view.order),
        sides=(0, 1),
        shown=by_seat(view.shown) if view.shown else (),
        hand_sizes=by_seat(view.hand_sizes) if view.hand_sizes else (),
        left=(),
    )


__all__ = ["is_two_left", "two_handed_view"]
