"""What is said at a table of Ass, event by event, in the player's language: the
trump suits chosen, the deal, each bet, each card and the way it took the trick (or
did not), the tricks, a card drawn (to its drawer alone), the banks and the winner.

The window's table and the terminal's game say the same lines.  Each line says
what the table shows after the event (:class:`~piquet_game.ass.board.AssBoard`,
kept from the events), so it is said after the board took the event.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..common.events import Event
from ..i18n import Translator
from .board import AssBoard
from .phrases import WAY_WHY, suit_words
from .rules.cards import score_cards
from .words import card_words

#: A line and who may read it (None: everybody at the table).
Line = tuple[int | None, str]


def event_line(e: Event, board: AssBoard, names: Sequence[str], tr: Translator,
               draws_said: Callable[[int], bool] = lambda seat: True) -> Line | None:
    """The line said for ``e`` (None for an event said by no words).  A card drawn is
    said to its drawer alone, and only where ``draws_said(seat)`` (a person's seat)."""
    who = names[e.seat] if e.seat is not None and e.seat < len(names) else ""
    kind = e.kind
    if kind == "trump":
        return None, tr("{who}: {suit} as trumps").format(who=who, suit=suit_words(e.info[0], tr))
    if kind == "deal":
        # a figure (only the catalogue's "Deal {number}" says it in words where a language does)
        return None, tr("Deal {number}, dealt by {who}").format(number=e.info[0] if e.info else 0, who=who)
    if kind == "bet":
        said = (tr("{who}: go, {target} points to drop a bank") if e.word == "go"
                else tr("{who}: no, {target} points to drop a bank"))
        return None, said.format(who=who, target=e.info[0])
    if kind == "first-lead":
        return None, tr("First lead: {who}").format(who=who)
    if kind == "play":
        card = e.cards.bit_length() - 1
        holder = names[e.info[0]] if e.info else ""
        main = board.main
        return None, tr(WAY_WHY.get(e.word, WAY_WHY[""])).format(
            who=who, card=card_words(card, tr), holder=holder,
            suit=suit_words(main // 9 if main is not None else card // 9, tr))
    if kind == "trick":
        points = score_cards(board.won[e.seat or 0])
        return None, tr.ntr("The trick to {who} ({n} point won so far)",
                            "The trick to {who} ({n} points won so far)", points).format(who=who, n=points)
    if kind == "draw" and e.seat is not None and draws_said(e.seat):
        return e.seat, tr("You draw the {card}").format(card=card_words(e.cards.bit_length() - 1, tr))
    if kind == "bank" and e.seat is not None:
        points, target = e.info
        if e.points < 0:
            line = tr("{who}: {points} of {target}: a bank dropped, {banks} left")
        elif e.points > 0:
            line = tr("{who}: {points} of {target}: a bank more, {banks} now")
        else:
            line = tr("{who}: {points} of {target}: the banks stay at {banks}")
        return None, line.format(who=who, points=points, target=target, banks=e.total)
    if kind == "winner":
        return None, tr("Winner of the game: {who}").format(who=who)
    return None


__all__ = ["Line", "event_line"]
