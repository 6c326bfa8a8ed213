"""Teaching while you play at a table of three or four (Piquet Normand, the
partnership game): the same interface as :class:`~piquet_game.tutorial.teacher.Teacher`,
with what changes when more than two play: the order round the table, the dealer's
talon and leaving the table, partners and the partner rule of the point, pique and
repique at 20 by side, the tricks of three or four cards.  Each phase is told in
full the first time, in a line after."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.events import Event
from ..rules.game import play_order
from ..rules.variant import Variant
from .teacher import PARTIE_END, Note, Teaching

_NUMBERS = {8: "eight", 10: "ten", 12: "twelve"}


class TableTeacher(Teaching):
    """Explains a partie at a table of three or four to a newcomer, event by event."""

    def __init__(self, players: Sequence[str], variant: Variant, viewer: int | None = None) -> None:
        super().__init__(players, variant, viewer)
        self._told: set[str] = set()
        self._said: set[str] = set()  # phases said in this deal
        self.left: list[int] = []
        self.dealer: int | None = None

    # ------------------------------------------------------------------ words

    def _at_table(self) -> list[int]:
        return [s for s in range(self.variant.players) if s not in self.left]

    def _partners(self) -> tuple[tuple[int, ...], ...]:
        return self.variant.partnerships

    def _side(self, seat: int) -> str:
        sides = self._partners()
        if not sides:
            return self.names.who(seat)
        return self.names.side(self.variant.side_of(seat), sides, True)

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
        seen = event.to is None if self._viewer is None else event.visible_to(self._viewer)
        if not seen:
            return []
        k, seat = event.kind, event.seat
        v = self.variant
        if k == "deal":
            self.dealer = seat
            self._said = set()
            return self._deal(event)
        if k == "exchange" and seat is not None and len(self._at_table()) > 2:
            n = event.info[0] if event.info else 0
            return self._phase("exchange", (
                f"Only the dealer may buy the talon: {self.names.does(seat, 'take')} {n} of its two, "
                "discarding as many first. A card he leaves only he may look at."),
                f"The dealer's exchange: {n} taken.")
        if k == "announce" and event.cls:
            return self._declaring(event.cls)
        if k in ("point", "sequence", "set", "cards", "capot") and seat is not None:
            return self._scored(event)
        if k in ("repique", "pique") and seat is not None:
            bonus = "ninety" if k == "repique" else "sixty"
            when = "before a card was played" if k == "repique" else "in the play, as first hand's side"
            return [Note("explain", k,
                         f"{k.capitalize()}: {self._side(seat)} reached 20 {when}, with nobody "
                         f"else having scored: that counts {bonus}.", event.points)]
        if k == "play" and "play" not in self._said:
            partner = " (not by a partner: a partner's lead won is not a point)" if self._partners() else ""
            n = len(self._at_table())
            return self._phase("play", (
                f"The play: {n} cards to a trick, each following suit if he can; no trumps, the highest "
                f"card of the suit led wins. One point for each lead, one for winning a trick led by "
                f"another{partner}, one more for the last trick."), "")
        if k == "deal-end":
            cards = 10
            capot = 40 if self._partners() else 20
            most = "the side with five tricks or more" if self._partners() else \
                "the player with more tricks than each other"
            return self._phase("count", (
                f"The cards: {cards} to {most}; a tie for the most scores nothing. A capot, every "
                f"trick, scores {capot} instead."), "")
        if k == "leave" and seat is not None:
            self.left.append(seat)
            rest = " and ".join(self.names.who(s) for s in self._at_table())
            return [Note("note", k, (
                f"{self.names.who(seat, True)} reached the target at the end of the deal and "
                f"{self.names.verb(seat, 'leave')} the table a winner. {rest[:1].upper() + rest[1:]} play "
                "on at two-handed Piquet from their totals, until one reaches it; the last at the table pays "
                "each winner." if len(self._at_table()) > 1 else ""))]
        if k == "partie-end":
            if PARTIE_END in self._said:
                return []
            self._said.add(PARTIE_END)
            if v.target_at_deal_end:
                text = "The partie is over: the last at the table pays each who left it a winner."
            else:
                text = (f"The partie is over after {v.deals} deals: the sides' totals are compared, a side "
                        f"under {v.rubicon} is rubiconed.")
            return [Note("phase", PARTIE_END, text)]
        return []

    def _scored(self, e: Event) -> list[Note]:
        """Why a class or the tricks scored, told for the first score of each kind in
        a deal: who held the best at the table, and for whom it counts."""
        key = f"scored-{e.kind}"
        if key in self._said or e.seat is None:
            return []
        self._said.add(key)
        seat = e.seat
        who = self.names.who(seat, True)
        side = self._side(seat)
        partners = bool(self._partners())
        for_side = f" for {side}" if partners else ""
        if e.kind == "point":
            text = (f"{who} held the best point at the table: {e.points}, one a card{for_side}. Nobody "
                    "else scores the point.")
        elif e.kind in ("sequence", "set"):
            what = "sequence" if e.kind == "sequence" else "set"
            whose = "either partner" if partners else self.names.who(seat, False)
            text = (f"{who} held the best {what} at the table, so every {what} {whose} declared "
                    f"counts{for_side}: {e.points} here.")
        elif e.kind == "cards":
            most = "five tricks or more" if partners else "more tricks than each other player"
            text = f"{side} took {most}: the cards, {e.points}."
        else:
            text = f"{side} took every trick: capot, {e.points} instead of the cards."
        return [Note("explain", e.kind, text, e.points)]

    def _deal(self, e: Event) -> list[Note]:
        at = self._at_table()
        dealer = e.seat
        first = self._first_hand()
        if dealer is None or first is None:
            return []
        number = e.info[0] if e.info else 0
        v = self.variant
        deals = self.names.does(dealer, "deal", True)
        first_words = f"{self.names.who(first, True)} {self.names.verb(first, 'are')} first hand"
        if len(at) == 2:  # the last two of a table of three play on
            a, b = at
            full = (f"Deal {number}: {self.names.who(a, True)} and {self.names.who(b)} play on alone, at "
                    "two-handed Piquet: twelve cards each, a talon of eight, elder takes up to five and "
                    "younger the rest.")
            return self._phase("deal2", full, f"Deal {number}: {deals}.")
        hand = _NUMBERS.get(v.hand_size, str(v.hand_size))
        if self._partners():
            sides = " against ".join(self.names.side(i, v.partnerships, i == 0)
                                     for i in range(len(v.partnerships)))
            full = (f"Deal {number}: {deals} {hand} cards each, two at a time, round the table to the "
                    f"right; no talon, no exchange. {first_words}: he speaks first and leads. {sides}: "
                    "partners sit facing each other, and a side's points are one score.")
        else:
            full = (f"Deal {number}: {deals} {hand} cards each, two at a time, round the table to the "
                    "right, and the two left over are the talon, which only the dealer may buy. "
                    f"{first_words}: he speaks first and leads.")
        first_said = first_words if first == self.viewer else first_words[:1].lower() + first_words[1:]
        return self._phase("deal", full, f"Deal {number}: {deals}; {first_said}.")

    def _declaring(self, cls: str) -> list[Note]:
        v = self.variant
        if cls == "point":
            if self._partners():
                full = ("The point: each in turn from first hand says his point's value or passes. He may "
                        "say only a point better than the best so far, or equal to an opponent's, never "
                        "equal to his partner's. The best at the table scores one a card for its side; equal "
                        "bests on the two sides score nothing.")
            else:
                full = ("The point: each in turn from first hand; the longest suit wins, then the higher "
                        "count. Its holder scores one a card; two equal bests score nothing.")
            return self._phase("point", full, "")
        if cls in ("sequence", "set"):
            what = "sequences (three 3, four 4, five 15 ...)" if cls == "sequence" else \
                "sets (fourteen for four of a kind, three for a trio)"
            scorer = "the winning side scores every one its partners declare" if self._partners() else \
                "its holder scores every one he declares"
            return self._phase(cls, f"The {what}: the best at the table wins the class, and {scorer}.", "")
        del v
        return []
