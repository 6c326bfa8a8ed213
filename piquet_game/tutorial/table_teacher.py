"""Teaching while you play at a table of three or four (Piquet Normand, the
partnership game): the same interface as :class:`~piquet_game.tutorial.teacher.Teacher`,
with what changes when more than two play: the order round the table, the dealer's
talon and leaving the table, partners and the partner rule of the point, pique and
repique at 20 by side, the tricks of three or four cards.  Each phase is told in
full the first time, in a line after.  Every sentence is an entry of the catalogue
(area "teacher"), in the language of the translator given."""

from __future__ import annotations

from collections.abc import Sequence

from ..common.events import Event
from ..i18n import ENGLISH, Translator
from ..rules.deal import play_order
from ..rules.variant import Variant
from .teacher import PARTIE_END, Note, Teaching


class TableTeacher(Teaching):
    """Explains a partie at a table of three or four to a newcomer, event by event."""

    def __init__(self, players: Sequence[str], variant: Variant, viewer: int | None = None, *,
                 tr: Translator = ENGLISH) -> None:
        super().__init__(players, variant, viewer, tr=tr)
        self._told: set[str] = set()
        self._said: set[str] = set()  # phases said in this deal
        self.left: list[int] = []
        self.dealer: int | None = None

    # ------------------------------------------------------------------ words

    def _at_table(self) -> list[int]:
        return [s for s in range(self.variant.players) if s not in self.left]

    def _partners(self) -> tuple[tuple[int, ...], ...]:
        return self.variant.partnerships

    def _side_seats(self, seat: int) -> tuple[int, ...]:
        """The players who score with ``seat``: his side, or himself."""
        sides = self._partners()
        return tuple(sides[self.variant.side_of(seat)]) if sides else (seat,)

    def _pair(self, seats: Sequence[int]) -> str:
        """Players together, named: ``you and West``, ``South and North``."""
        you = [s for s in seats if self._you(s)]
        if you and len(seats) > 1:
            others = [self.players[s] for s in seats if s != you[0]]
            return self.tr("you and {name}").format(name=self._list(others))
        return self._list([self.players[s] for s in seats])

    def _by_side(self, seat: int, mine: str, theirs: str, ours: str, both: str, **values: object) -> str:
        """One of four sentences about the side of ``seat``: ``mine`` (the viewer alone),
        ``theirs`` (one player, ``{name}``), ``ours`` (the viewer and ``{partner}``),
        ``both`` (``{name}`` and ``{partner}``)."""
        seats = self._side_seats(seat)
        if len(seats) == 1:
            return self._by(seat, mine, theirs, **values)
        you = [s for s in seats if self._you(s)]
        if you:
            partner = next(s for s in seats if s != you[0])
            return ours.format(partner=self.players[partner], **values)
        return both.format(name=self.players[seats[0]], partner=self.players[seats[1]], **values)

    def _first_hand(self) -> int | None:
        at = self._at_table()
        if self.dealer is None or self.dealer not in at:
            return None
        return play_order(self.dealer, at)[0]

    def _phase(self, topic: str, full: str, short: str) -> list[Note]:
        if topic in self._said:
            return []
        self._said.add(topic)
        text = full if topic not in self._told else short
        self._told.add(topic)
        return [Note("phase", topic, text)] if text else []

    def notes(self, event: Event) -> list[Note]:
        seen = event.visible_to(self._viewer)
        if not seen:
            return []
        tr = self.tr
        k, seat = event.kind, event.seat
        v = self.variant
        if k == "deal":
            self.dealer = seat
            self._said = set()
            return self._deal(event)
        if k == "exchange" and seat is not None and len(self._at_table()) > 2:
            n = event.info[0] if event.info else 0
            return self._phase("exchange", self._by(
                seat, tr("Only the dealer may buy the talon: you take {n} of its two, discarding as many "
                         "first. A card you leave only you may look at."),
                tr("Only the dealer may buy the talon: {name} takes {n} of its two, discarding as many "
                   "first. A card he leaves only he may look at."), n=n),
                tr("The dealer's exchange: {n} taken.").format(n=n))
        if k == "announce" and event.cls:
            return self._declaring(event.cls)
        if k in ("point", "sequence", "set", "cards", "capot") and seat is not None:
            return self._scored(event)
        if k in ("repique", "pique") and seat is not None:
            if k == "repique":
                text = self._by_side(
                    seat, tr("Repique: you reached 20 before a card was played, with nobody else having "
                             "scored: that counts {bonus}."),
                    tr("Repique: {name} reached 20 before a card was played, with nobody else having scored: "
                       "that counts {bonus}."),
                    tr("Repique: you and {partner} reached 20 before a card was played, with nobody else "
                       "having scored: that counts {bonus}."),
                    tr("Repique: {name} and {partner} reached 20 before a card was played, with nobody else "
                       "having scored: that counts {bonus}."), bonus=self._number(90))
            else:
                text = self._by_side(
                    seat, tr("Pique: you reached 20 in the play, as first hand's side, with nobody else "
                             "having scored: that counts {bonus}."),
                    tr("Pique: {name} reached 20 in the play, as first hand's side, with nobody else having "
                       "scored: that counts {bonus}."),
                    tr("Pique: you and {partner} reached 20 in the play, as first hand's side, with nobody "
                       "else having scored: that counts {bonus}."),
                    tr("Pique: {name} and {partner} reached 20 in the play, as first hand's side, with "
                       "nobody else having scored: that counts {bonus}."), bonus=self._number(60))
            return [Note("explain", k, text, event.points)]
        if k == "play" and "play" not in self._said:
            n = len(self._at_table())
            if self._partners():
                full = tr("The play: {n} cards to a trick, each following suit if he can; no trumps, the "
                          "highest card of the suit led wins. One point for each lead, one for winning a "
                          "trick led by another (not by a partner: a partner's lead won is not a point), one "
                          "more for the last trick.").format(n=n)
            else:
                full = tr("The play: {n} cards to a trick, each following suit if he can; no trumps, the "
                          "highest card of the suit led wins. One point for each lead, one for winning a "
                          "trick led by another, one more for the last trick.").format(n=n)
            return self._phase("play", full, "")
        if k == "deal-end":
            if self._partners():
                full = tr("The cards: {cards} to the side with five tricks or more; a tie for the most "
                          "scores nothing. A capot, every trick, scores {capot} "
                          "instead.").format(cards=10, capot=40)
            else:
                full = tr("The cards: {cards} to the player with more tricks than each other; a tie for the "
                          "most scores nothing. A capot, every trick, scores {capot} "
                          "instead.").format(cards=10, capot=20)
            return self._phase("count", full, "")
        if k == "leave" and seat is not None:
            self.left.append(seat)
            rest = self._at_table()
            text = ""
            if len(rest) > 1:
                you = [s for s in rest if self._you(s)]
                if self._you(seat):
                    text = tr("You reached the target at the end of the deal and leave the table a winner. "
                              "{rest} play on at two-handed Piquet from their totals, until one reaches it; "
                              "the last at the table pays each "
                              "winner.").format(rest=self._list(self.players[s] for s in rest))
                elif you:
                    text = tr("{name} reached the target at the end of the deal and leaves the table a "
                              "winner. You and {rest} play on at two-handed Piquet from your totals, until "
                              "one reaches it; the last at the table pays each winner.").format(
                        name=self.players[seat],
                        rest=self._list(self.players[s] for s in rest if s != you[0]))
                else:
                    text = tr("{name} reached the target at the end of the deal and leaves the table a "
                              "winner. {rest} play on at two-handed Piquet from their totals, until one "
                              "reaches it; the last at the table pays each winner.").format(
                        name=self.players[seat], rest=self._list(self.players[s] for s in rest))
            return [Note("note", k, text)]
        if k == "partie-end":
            if PARTIE_END in self._said:
                return []
            self._said.add(PARTIE_END)
            if v.shape.ends_between_deals:
                text = tr("The partie is over: the last at the table pays each who left it a winner.")
            else:
                text = tr("The partie is over after {deals} deals: the sides' totals are compared, a side "
                          "under {rubicon} is rubiconed.").format(deals=v.shape.deals, rubicon=v.rubicon)
            return [Note("phase", PARTIE_END, text)]
        return []

    def _scored(self, e: Event) -> list[Note]:
        """Why a class or the tricks scored, told for the first score of each kind in
        a deal: who held the best at the table, and for whom it counts."""
        tr = self.tr
        key = f"scored-{e.kind}"
        if key in self._said or e.seat is None:
            return []
        self._said.add(key)
        seat = e.seat
        partners = bool(self._partners())
        values = {"points": e.points, "side": self._pair(self._side_seats(seat))}
        if e.kind == "point":
            if partners:
                text = self._by(seat, tr("You held the best point at the table: {points}, one a card for "
                                         "{side}. Nobody else scores the point."),
                                tr("{name} held the best point at the table: {points}, one a card for "
                                   "{side}. Nobody else scores the point."), **values)
            else:
                text = self._by(seat, tr("You held the best point at the table: {points}, one a card. Nobody "
                                         "else scores the point."),
                                tr("{name} held the best point at the table: {points}, one a card. Nobody "
                                   "else scores the point."), **values)
        elif e.kind == "sequence":
            if partners:
                text = self._by(seat, tr("You held the best sequence at the table, so every sequence either "
                                         "partner declared counts for {side}: {points} here."),
                                tr("{name} held the best sequence at the table, so every sequence either "
                                   "partner declared counts for {side}: {points} here."), **values)
            else:
                text = self._by(seat, tr("You held the best sequence at the table, so every sequence you "
                                         "declared counts: {points} here."),
                                tr("{name} held the best sequence at the table, so every sequence {name} "
                                   "declared counts: {points} here."), **values)
        elif e.kind == "set":
            if partners:
                text = self._by(seat, tr("You held the best set at the table, so every set either partner "
                                         "declared counts for {side}: {points} here."),
                                tr("{name} held the best set at the table, so every set either partner "
                                   "declared counts for {side}: {points} here."), **values)
            else:
                text = self._by(seat, tr("You held the best set at the table, so every set you declared "
                                         "counts: {points} here."),
                                tr("{name} held the best set at the table, so every set {name} declared "
                                   "counts: {points} here."), **values)
        elif e.kind == "cards":
            text = self._by_side(
                seat, tr("You took more tricks than each other player: the cards, {points}."),
                tr("{name} took more tricks than each other player: the cards, {points}."),
                tr("You and {partner} took five tricks or more: the cards, {points}."),
                tr("{name} and {partner} took five tricks or more: the cards, {points}."), **values)
        else:
            text = self._by_side(
                seat, tr("You took every trick: capot, {points} instead of the cards."),
                tr("{name} took every trick: capot, {points} instead of the cards."),
                tr("You and {partner} took every trick: capot, {points} instead of the cards."),
                tr("{name} and {partner} took every trick: capot, {points} instead of the cards."), **values)
        return [Note("explain", e.kind, text, e.points)]

    def _deal(self, e: Event) -> list[Note]:
        tr = self.tr
        at = self._at_table()
        dealer = e.seat
        first = self._first_hand()
        if dealer is None or first is None:
            return []
        number = e.info[0] if e.info else 0
        v = self.variant
        if len(at) == 2:  # the last two of a table of three play on
            you = [s for s in at if self._you(s)]
            if you:
                full = tr("Deal {deal}: you and {name} play on alone, at two-handed Piquet: twelve cards "
                          "each, a talon of eight, elder takes up to five and younger the rest.").format(
                    deal=number, name=self.players[next(s for s in at if s != you[0])])
            else:
                full = tr("Deal {deal}: {name} and {other} play on alone, at two-handed Piquet: twelve cards "
                          "each, a talon of eight, elder takes up to five and younger the rest.").format(
                    deal=number, name=self.players[at[0]], other=self.players[at[1]])
            short = self._by(dealer, tr("Deal {deal}: you deal."), tr("Deal {deal}: {name} "
                                                                      "deals."), deal=number)
            return self._phase("deal2", full, short)
        values = {"deal": number, "cards": self._number(v.hand_size)}
        if self._partners():
            values["sides"] = tr("{first} against {second}").format(
                first=_cap_first(self._pair(v.partnerships[0])), second=self._pair(v.partnerships[1]))
            full = self._by2(dealer, first, tr(
                "Deal {deal}: you deal {cards} cards each, two at a time, round the table to the right; no "
                "talon, no exchange. {other} is first hand: he speaks first and leads. {sides}: partners sit "
                "facing each other, and a side's points are one score."), tr(
                "Deal {deal}: {name} deals {cards} cards each, two at a time, round the table to the right; "
                "no talon, no exchange. You are first hand: you speak first and lead. {sides}: partners sit "
                "facing each other, and a side's points are one score."), tr(
                "Deal {deal}: {name} deals {cards} cards each, two at a time, round the table to the right; "
                "no talon, no exchange. {other} is first hand: he speaks first and leads. {sides}: partners "
                "sit facing each other, and a side's points are one score."), **values)
        else:
            full = self._by2(dealer, first, tr(
                "Deal {deal}: you deal {cards} cards each, two at a time, round the table to the right, and "
                "the two left over are the talon, which only the dealer may buy. {other} is first hand: he "
                "speaks first and leads."), tr(
                "Deal {deal}: {name} deals {cards} cards each, two at a time, round the table to the right, "
                "and the two left over are the talon, which only the dealer may buy. You are first hand: you "
                "speak first and lead."), tr(
                "Deal {deal}: {name} deals {cards} cards each, two at a time, round the table to the right, "
                "and the two left over are the talon, which only the dealer may buy. {other} is first hand: "
                "he speaks first and leads."), **values)
        short = self._by2(dealer, first, tr("Deal {deal}: you deal; {other} is first hand."),
                          tr("Deal {deal}: {name} deals; you are first hand."),
                          tr("Deal {deal}: {name} deals; {other} is first hand."), **values)
        return self._phase("deal", full, short)

    def _declaring(self, cls: str) -> list[Note]:
        tr = self.tr
        partners = bool(self._partners())
        if cls == "point":
            if partners:
                full = tr("The point: each in turn from first hand says his point's value or passes. He may "
                          "say only a point better than the best so far, or equal to an opponent's, never "
                          "equal to his partner's. The best at the table scores one a card for its side; "
                          "equal bests on the two sides score nothing.")
            else:
                full = tr("The point: each in turn from first hand; the longest suit wins, then the higher "
                          "count. Its holder scores one a card; two equal bests score nothing.")
            return self._phase("point", full, "")
        if cls == "sequence":
            if partners:
                full = tr("The sequences (three 3, four 4, five 15 ...): the best at the table wins the "
                          "class, and the winning side scores every one its partners declare.")
            else:
                full = tr("The sequences (three 3, four 4, five 15 ...): the best at the table wins the "
                          "class, and its holder scores every one he declares.")
            return self._phase(cls, full, "")
        if cls == "set":
            if partners:
                full = tr("The sets (fourteen for four of a kind, three for a trio): the best at the table "
                          "wins the class, and the winning side scores every one its partners declare.")
            else:
                full = tr("The sets (fourteen for four of a kind, three for a trio): the best at the table "
                          "wins the class, and its holder scores every one he declares.")
            return self._phase(cls, full, "")
        return []


def _cap_first(text: str) -> str:
    return text[:1].upper() + text[1:]
