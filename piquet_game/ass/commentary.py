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
from ..i18n import N_, Translator
from .board import AssBoard
from .phrases import WAY_WHY, suit_words
from .rules.cards import score_cards
from .words import card_words

#: A line and who may read it (None: everybody at the table).
Line = tuple[int | None, str]
#: Words said, to be put in a language: ``speak(tr, names)`` gives them in ``tr``'s,
#: the players named by ``names`` (as that language names them).
Speak = Callable[[Translator, Sequence[str]], str]
#: A line not yet put in a language, and who may read it.
Said = tuple[int | None, Speak]


def event_said(e: Event, board: AssBoard,
               draws_said: Callable[[int], bool] = lambda seat: True) -> Said | None:
    """What is said of ``e`` (None for an event said by no words), in any language:
    what the board shows after it is taken now, the words when they are spoken, so
    that the table can say its commentary again in another language.  A card drawn
    is said to its drawer alone, and only where ``draws_said(seat)`` (a person's
    seat)."""
    seat = e.seat
    kind = e.kind

    def who(names: Sequence[str]) -> str:
        return names[seat] if seat is not None and seat < len(names) else ""

    if kind == "trump":
        suit = e.info[0]
        return None, lambda tr, names: tr("{who}: {suit} as trumps").format(who=who(names),
                                                                           suit=suit_words(suit, tr))
    if kind == "deal":
        # a figure (only the catalogue's "Deal {number}" says it in words where a language does)
        number = e.info[0] if e.info else 0
        return None, lambda tr, names: tr("Deal {number}, dealt by {who}").format(number=number,
                                                                                  who=who(names))
    if kind == "bet":
        go, target = e.word == "go", e.info[0]
        return None, lambda tr, names: (tr("{who}: go, {target} points to drop a bank") if go
                                        else tr("{who}: no, {target} points to drop a bank")).format(
            who=who(names), target=target)
    if kind == "first-lead":
        return None, lambda tr, names: tr("First lead: {who}").format(who=who(names))
    if kind == "play":
        card = e.cards.bit_length() - 1
        held = e.info[0] if e.info else None
        main = board.main
        suit = main // 9 if main is not None else card // 9
        why = WAY_WHY.get(e.word, WAY_WHY[""])
        return None, lambda tr, names: tr(why).format(who=who(names), card=card_words(card, tr),
                                                      holder=names[held] if held is not None else "",
                                                      suit=suit_words(suit, tr))
    if kind == "trick":
        points = score_cards(board.won[seat or 0])
        return None, lambda tr, names: tr.ntr("The trick to {who} ({n} point won so far)",
                                              "The trick to {who} ({n} points won so far)", points).format(
            who=who(names), n=points)
    if kind == "draw" and seat is not None and draws_said(seat):
        drawn = e.cards.bit_length() - 1
        return seat, lambda tr, names: tr("You draw the {card}").format(card=card_words(drawn, tr))
    if kind == "bank" and seat is not None:
        points, target = e.info
        if e.points < 0:
            line = N_("{who}: {points} of {target}: a bank dropped, {banks} left")
        elif e.points > 0:
            line = N_("{who}: {points} of {target}: a bank more, {banks} now")
        else:
            line = N_("{who}: {points} of {target}: the banks stay at {banks}")
        banks = e.total
        return None, lambda tr, names: tr(line).format(who=who(names), points=points, target=target,
                                                       banks=banks)
    if kind == "winner":
        return None, lambda tr, names: tr("Winner of the game: {who}").format(who=who(names))
    return None


def event_line(e: Event, board: AssBoard, names: Sequence[str], tr: Translator,
               draws_said: Callable[[int], bool] = lambda seat: True) -> Line | None:
    """The line said for ``e`` (:func:`event_said`) in ``tr``'s language, the
    players named by ``names``."""
    said = event_said(e, board, draws_said)
    if said is None:
        return None
    return said[0], said[1](tr, names)


__all__ = ["Line", "Said", "Speak", "event_line", "event_said"]
