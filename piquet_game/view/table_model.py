"""The table as the person at the keyboard sees it: 32 card sprites in zones.

No pygame.  The model is driven by the engine's events, one at a time, and only by
those its viewer may see (:meth:`Event.visible_to`); the opponent's cards are
anonymous sprites (``card is None``) until they are shown or played, so no code
path can draw a face the viewer may not know.  :meth:`TableModel.resync` rebuilds
the table from a :class:`SeatView` (a change of the person at the keyboard, or a
resumed game); only a replay, which hands it the game itself, shows every card.

Movement is a diff: before an event every sprite's slot is noted, the event moves
sprites between zones, and each sprite whose slot changed gets a tween from its old
slot to its new one.  Slots are logical (zone, index, count), so a resize re-lays
out everything at once, cards in flight included.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..common.events import Event
from ..rules import Game, Phase, SeatView
from ..rules.cards import cards_of
from ..rules.deal import play_order
from ..rules.variant import RUBICON, Variant
from .layout import BOTTOM, PLACES, TOP, TableLayout
from .match_words import match_games
from .sprites import CardSprite, Timing
from .tween import Tween, ease_in_out_cubic, ease_out_cubic, lerp

ZONES = ("deck", "talon", "spread", "trick", "hand0", "hand1", "shown0", "shown1",
         "discard0", "discard1", "won0", "won1",
         # three or four at the table: the places at the left and right, and a
         # trick's cards each by its player's place
         "hand2", "hand3", "shown2", "shown3", "discard2", "discard3", "won2", "won3",
         "play0", "play1", "play2", "play3")
PLAYS = ("play0", "play1", "play2", "play3")

SUIT_ORDER = (0, 1, 3, 2)  # spades, hearts, clubs, diamonds: colours alternate


def hand_order(card: int) -> tuple[int, int]:
    return (SUIT_ORDER[card >> 3], -(card & 7))


class TableModel:
    def __init__(self, layout: TableLayout, viewer: int | None, bottom: int = 0,
                 variant: Variant = RUBICON, packet: int = 2, speed: float = 1.0,
                 players: tuple[str, ...] = ("South", "North")) -> None:  # i18n: names given by the table
        self.layout = layout
        self.viewer = viewer
        self.bottom = viewer if viewer is not None else bottom
        self.variant = variant
        self.packet = packet
        self.speed = speed
        self.players = players
        self.timing = Timing()
        self.sprites = [CardSprite(i) for i in range(32)]
        self.zones: dict[str, list[CardSprite]] = {z: [] for z in ZONES}
        self.zones["deck"] = list(self.sprites)
        self.seats = variant.players  # how many play the partie (three or four: a round table)
        self.scores = [0] * variant.sides  # by side: a player, or partners
        self.left: list[int] = []  # the players who have left the table (Piquet Normand)
        self.deal_results: list[tuple[int, ...]] = []
        self.deal_no = 0
        self.dealer = 0
        self.peek: list[int] = []  # elder's view of the cards he left, talon order
        self.peek_open = False
        self.rest_shown = False
        self.tricks_won = [0] * variant.players  # by seat
        self.open_capot: int | None = None  # the seat that announced one, in this deal
        # the auction of this deal as the table has shown it (Contract Piquet): the
        # calls (seat, word), the contract (declarer, its words, (tricks, minus,
        # multiplier)) once bid, and whether the deal was thrown in (both passed)
        self.calls: list[tuple[int, str]] = []
        self.contract: tuple[int, str, tuple[int, ...]] | None = None
        self.thrown_in = False
        # a match of games (Picchetto), as the table has shown it: the deal (index in
        # deal_results) each game began with, and who won each game over
        self.game_starts: list[int] = [0]
        self.game_winners: list[int] = []
        self._next_game: int | None = None  # where the next game begins, once it is dealt
        self._tweens: list[Tween] = []
        self._cosmetic: list[Tween] = []  # movements nobody waits for (a card rising when selected)
        self._after: list[Callable[[], None]] = []  # run in turn once the table is still
        self._delays: dict[int, float] = {}
        self._durations: dict[int, float] = {}
        #: counts what moved the table on (an event, a fresh layout, a card raised):
        #: the scene compares it to know whether the table still looks as drawn
        self.changes = 0

    # ------------------------------------------------------------- geometry

    def side(self, seat: int) -> int:
        """The place ``seat`` is drawn at: two, the bottom or the top; three or
        four, by its distance after the bottom seat in the order of play."""
        if self.seats == 2:
            return BOTTOM if seat == self.bottom else TOP
        return PLACES[self.seats][(seat - self.bottom) % self.seats]

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for (itself, or its partnership)."""
        return self.variant.side_of(seat)

    def at_table(self) -> list[int]:
        """The seats playing the deals now, in the order of play."""
        return [s for s in range(self.seats) if s not in self.left]

    def zone(self, name: str, seat: int) -> list[CardSprite]:
        return self.zones[f"{name}{self.side(seat)}"]

    def slot(self, sp: CardSprite) -> tuple[str, int, int]:
        for name, cards in self.zones.items():
            if sp in cards:
                return (name, cards.index(sp), len(cards))
        raise LookupError(f"sprite {sp.id} is in no zone")

    def slots(self) -> dict[int, tuple[str, int, int, bool]]:
        out = {}
        for name, cards in self.zones.items():
            n = len(cards)
            for i, sp in enumerate(cards):
                out[sp.id] = (name, i, n, sp.lifted)
        return out

    def slot_xy(self, name: str, index: int, count: int, lifted: bool) -> tuple[float, float]:
        lay = self.layout
        if name == "spread":
            x, y = lay.talon_fanned(index, count)
        else:
            x, y = lay.position(name, index, count)
        if lifted:
            y -= lay.lift
        return (x, y)

    def position(self, sp: CardSprite,
                 where: tuple[str, int, int, bool] | None = None) -> tuple[float, float]:
        """Where ``sp`` is drawn now, its centre in pixels."""
        if where is None:
            name, i, n = self.slot(sp)
            where = (name, i, n, sp.lifted)
        to = self.slot_xy(*where)
        if sp.move is None or sp.move.done or sp.src is None:
            return to
        fr = self._src_xy(sp.src)
        t = sp.move.value
        return (lerp(fr[0], to[0], t), lerp(fr[1], to[1], t))

    def _src_xy(self, src: tuple) -> tuple[float, float]:
        if src[0] == "pt":
            return (src[1] * self.layout.width, src[2] * self.layout.height)
        return self.slot_xy(*src[1:])

    def size_scale(self, sp: CardSprite, where: tuple[str, int, int, bool]) -> float:
        """The size ``sp`` is drawn at now, to a card's: its zone's, changing on the
        way from one zone to another."""
        lay = self.layout
        to = lay.card_scale(where[0])
        if sp.move is None or sp.move.done or sp.src is None or sp.src[0] != "slot":
            return to
        fr = lay.card_scale(sp.src[1])
        return lerp(fr, to, sp.move.value)

    def flip_scale(self, sp: CardSprite) -> float:
        """Horizontal scale of a turning card (1 when not turning)."""
        if sp.flip is None or sp.flip.done:
            return 1.0
        return max(0.04, abs(math.cos(math.pi * sp.flip.raw)))

    def draw_order(self) -> list[tuple[CardSprite, tuple[str, int, int, bool]]]:
        """Sprites with their slots, back to front; moving cards on top."""
        slots = self.slots()
        order = ("won1", "won0", "won2", "won3", "discard1", "discard0", "discard2", "discard3", "deck",
                 "talon", "spread", "hand1", "hand2", "hand3", "shown1", "shown2", "shown3",
                 "trick", "play1", "play2", "play3", "play0", "hand0", "shown0")
        out = []
        for name in order:
            for sp in self.zones[name]:
                out.append((sp, slots[sp.id]))
        out.sort(key=lambda item: 1 if (item[0].move is not None and not item[0].move.done) else 0)
        return out

    # ------------------------------------------------------------ animation

    @property
    def busy(self) -> bool:
        return bool(self._after) or any(not tw.done for tw in self._tweens)

    @property
    def moving(self) -> bool:
        """Whether a card is on its way or turning now (a card waiting for its turn
        to move, or the table held still to read a line, is not)."""
        return any((tw is not None and tw.started and not tw.done)
                   for sp in self.sprites for tw in (sp.move, sp.flip))

    def update(self, dt: float) -> None:
        for tw in self._cosmetic:
            tw.update(dt)
        self._cosmetic = [tw for tw in self._cosmetic if not tw.done]
        for tw in self._tweens:
            tw.update(dt)
        self._tweens = [tw for tw in self._tweens if not tw.done]
        while not self._tweens and self._after:
            self._after.pop(0)()

    def conceal(self, public: int) -> None:
        """Nobody at the keyboard (a screen the players share), the table left as it
        stands: every card but those every seat knows (``public``, a mask) turned
        face down where it lies."""
        self.finish()
        self.viewer = None
        self.changes += 1
        for sp in self.sprites:
            if sp.card is not None and not public >> sp.card & 1:
                sp.card, sp.face_up, sp.lifted, sp.flip = None, False, False, None

    def finish(self) -> None:
        """End every movement now (and run what waited for them)."""
        self.changes += 1
        for tw in self._cosmetic:
            tw.finish()
        self._cosmetic = []
        for _ in range(100):
            for tw in self._tweens:
                tw.finish()
            self._tweens = []
            if not self._after:
                return
            self._after.pop(0)()

    def _scaled(self, seconds: float) -> float:
        return seconds * self.speed

    def _mark(self) -> dict[int, tuple[str, int, int, bool]]:
        self._delays = {}
        self._durations = {}
        return self.slots()

    def _commit(self, before: dict[int, tuple[str, int, int, bool]], duration: float | None = None,
                faces: dict[int, bool] | None = None, cosmetic: bool = False) -> None:
        """Start a tween for every sprite whose slot changed, a turn for every sprite
        whose face changed (``faces``: the face each had before)."""
        duration = self.timing.move if duration is None else duration
        after = self.slots()
        for sp in self.sprites:
            old, new = before.get(sp.id), after[sp.id]
            delay = self._scaled(self._delays.get(sp.id, 0.0))
            length = self._scaled(self._durations.get(sp.id, duration))
            if old is not None and old != new:
                if sp.move is not None and not sp.move.done and sp.src is not None:
                    x, y = self.position(sp, old)
                    sp.src = ("pt", x / self.layout.width, y / self.layout.height)
                else:
                    sp.src = ("slot",) + old
                easing = ease_out_cubic if old[0].startswith("hand") and new[0] in ("trick",) + PLAYS \
                    else ease_in_out_cubic
                sp.move = Tween(length, delay, easing)
                (self._cosmetic if cosmetic else self._tweens).append(sp.move)
            if faces is not None and sp.id in faces and faces[sp.id] != sp.face_up:
                sp.flip_from = faces[sp.id]
                sp.flip = Tween(self._scaled(self.timing.flip), delay + length * 0.35, ease_in_out_cubic)
                self._tweens.append(sp.flip)

    def _faces(self) -> dict[int, bool]:
        return {sp.id: sp.face_up for sp in self.sprites}

    def hold(self, seconds: float) -> None:
        """Keep the model busy for a while (to read a line, to see a trick)."""
        if seconds > 0 and self.speed > 0:
            self._tweens.append(Tween(self._scaled(seconds)))

    # ------------------------------------------------------------- picking

    def _take(self, zone: list[CardSprite], card: int | None = None) -> CardSprite:
        """Take the sprite of ``card`` out of ``zone``; an anonymous one (from the
        middle) if the card is not known there."""
        if card is not None:
            for sp in zone:
                if sp.card == card:
                    zone.remove(sp)
                    return sp
        anon = [sp for sp in zone if sp.card is None] or zone
        sp = anon[len(anon) // 2]
        zone.remove(sp)
        if card is not None:
            sp.card = card
        return sp

    def _sort_hand(self, seat: int) -> None:
        hand = self.zone("hand", seat)
        if all(sp.card is not None and sp.face_up for sp in hand):
            hand.sort(key=lambda sp: hand_order(sp.card))  # type: ignore[arg-type]

    def _return_shown(self) -> None:
        for seat in range(self.seats):
            shown = self.zone("shown", seat)
            hand = self.zone("hand", seat)
            for sp in shown:
                if self.side(seat) != BOTTOM:
                    sp.face_up = False
                hand.append(sp)
            shown.clear()
            for sp in hand:
                sp.lifted = False
            self._sort_hand(seat)

    # --------------------------------------------------------------- events

    def apply(self, e: Event) -> None:
        """Move the table on by one event the viewer may see."""
        self.changes += 1
        if not e.visible_to(self.viewer):
            return
        handler = getattr(self, "_on_" + e.kind.replace("-", "_"), None)
        if e.is_score and e.seat is not None:
            self.scores[self.side_of(e.seat)] = e.total
        if handler is not None:
            handler(e)

    def _on_deal(self, e: Event) -> None:
        self.finish()
        for sp in self.sprites:
            sp.card, sp.face_up, sp.lifted, sp.move, sp.flip, sp.src = None, False, False, None, None, None
        for z in self.zones.values():
            z.clear()
        self.zones["deck"] = list(reversed(self.sprites))
        self.scores = [0] * len(self.scores)
        self.tricks_won = [0] * self.seats
        self.deal_no = e.info[0] if e.info else self.deal_no + 1
        self.dealer = e.seat if e.seat is not None else 0
        self.peek, self.peek_open, self.rest_shown = [], False, False
        self.open_capot = None
        self.calls, self.contract, self.thrown_in = [], None, False
        if self._next_game is not None:  # the first deal of the next game of a match
            self.game_starts.append(self._next_game)
            self._next_game = None
        before = self._mark()
        seats = self.at_table()
        # first hand (elder) first, the dealer last, round the table
        order = list(play_order(self.dealer, seats)) if self.dealer in seats else seats
        hand_size = self.variant.rules_at(len(seats)).hand_size
        deck = self.zones["deck"]
        t = 0.0
        counts = dict.fromkeys(order, 0)
        step = self.timing.deal_packet
        k = 0
        while min(counts.values()) < hand_size and deck:
            seat = order[k % len(order)]
            for _ in range(self.packet):
                sp = deck.pop()
                self.zone("hand", seat).append(sp)
                self._delays[sp.id] = t
                counts[seat] += 1
                t += step * 0.25
            t += step
            k += 1
        while deck:
            sp = deck.pop()
            self.zones["talon"].append(sp)
            self._delays[sp.id] = t
            t += step * 0.3
        self._commit(before, self.timing.move * 0.8)

    def _on_leave(self, e: Event) -> None:
        if e.seat is not None and e.seat not in self.left:
            self.left.append(e.seat)
        self.hold(self.timing.speak * 1.6)

    def _on_hand(self, e: Event) -> None:
        if e.seat is None:
            return
        faces = self._faces()
        before = self._mark()
        hand = self.zone("hand", e.seat)
        for i, (sp, card) in enumerate(zip(hand, cards_of(e.cards), strict=False)):
            sp.card = card
            sp.face_up = True
            self._delays[sp.id] = 0.02 * i
        self._sort_hand(e.seat)
        self._commit(before, faces=faces)

    def _show_from_hand(self, seat: int, cards: int) -> None:
        """The cards of ``cards`` in ``seat``'s hand are shown to the table."""
        faces = self._faces()
        before = self._mark()
        hand, shown = self.zone("hand", seat), self.zone("shown", seat)
        if self.side(seat) == BOTTOM:
            for sp in hand:
                if sp.card is not None and cards >> sp.card & 1:
                    sp.lifted = True
        else:
            have = {sp.card for sp in shown}
            for card in cards_of(cards):
                if card in have:
                    continue
                sp = self._take(hand, card)
                sp.face_up = True
                shown.append(sp)
            shown.sort(key=lambda sp: hand_order(sp.card))  # type: ignore[arg-type]
        self._commit(before, faces=faces)
        self.hold(self.timing.speak)

    def _on_blanche(self, e: Event) -> None:
        if e.seat is not None and e.cards:
            self._show_from_hand(e.seat, e.cards)
        else:
            self.hold(self.timing.speak)

    def _on_blanche_shown(self, e: Event) -> None:
        if e.seat is not None:
            self._show_from_hand(e.seat, e.cards)

    def _on_exchange(self, e: Event) -> None:
        seat = e.seat
        if seat is None:
            return
        if self.side(seat) == BOTTOM and self.viewer == seat:
            return  # the private discard and draw events follow
        n = e.info[0] if e.info else 0
        self._close_spread()
        faces = self._faces()
        self._return_shown()
        before = self._mark()
        hand, discard, talon = self.zone("hand", seat), self.zone("discard", seat), self.zones["talon"]
        for i in range(n):
            sp = self._take(hand)
            sp.face_up = False
            discard.append(sp)
            self._delays[sp.id] = 0.08 * i
        for i in range(min(n, len(talon))):
            sp = talon.pop(0)
            sp.face_up = False
            hand.insert(len(hand) // 2, sp)
            self._delays[sp.id] = 0.5 + 0.1 * i
        self._commit(before, faces=faces)
        self._forget_drawn_peek()
        self.hold(0.2)

    def _close_spread(self) -> None:
        """Elder puts back the cards he was looking at (before a draw or the first lead)."""
        if self.peek_open:
            self.peek_open = False
            self._spread(False)
            self.finish()

    def _forget_drawn_peek(self) -> None:
        """Younger drew from the top: elder's view of the talon keeps what is left."""
        left = {sp.card for sp in self.zones["talon"] + self.zones["spread"]}
        self.peek = [c for c in self.peek if c in left]

    def _on_discard(self, e: Event) -> None:
        if e.seat is None:
            return
        faces = self._faces()
        self._return_shown()
        before = self._mark()
        hand, discard = self.zone("hand", e.seat), self.zone("discard", e.seat)
        for i, card in enumerate(cards_of(e.cards)):
            sp = self._take(hand, card)
            discard.append(sp)
            self._delays[sp.id] = 0.08 * i
        self._commit(before, faces=faces)

    def _on_draw(self, e: Event) -> None:
        if e.seat is None:
            return
        self._close_spread()
        faces = self._faces()
        before = self._mark()
        hand, talon = self.zone("hand", e.seat), self.zones["talon"]
        drawn = cards_of(e.cards)
        # the draw is from the top of the talon: the engine gives the set, so the
        # sprites on top take those identities
        for i, card in enumerate(drawn):
            if not talon:
                break
            known = [sp for sp in talon if sp.card == card]
            sp = known[0] if known else next((s for s in talon if s.card is None), talon[0])
            talon.remove(sp)
            sp.card = card
            sp.face_up = self.side(e.seat) == BOTTOM
            hand.append(sp)
            self._delays[sp.id] = 0.1 * i
        self._sort_hand(e.seat)
        self._commit(before, faces=faces)
        self._forget_drawn_peek()
        self.hold(0.2)

    def _on_peek(self, e: Event) -> None:
        order = list(e.info) if e.info else cards_of(e.cards)
        self.peek = order
        talon = self.zones["talon"]
        for sp, card in zip(talon, order, strict=False):
            sp.card = card

    def set_peek_open(self, open_: bool) -> None:
        """Elder looks at (or puts back) the cards he left in the talon."""
        if open_ == self.peek_open or not self.peek:
            return
        self.changes += 1
        self.peek_open = open_
        self._spread(open_)

    def _spread(self, up: bool) -> None:
        faces = self._faces()
        before = self._mark()
        src, dst = ("talon", "spread") if up else ("spread", "talon")
        moving = self.zones[src]
        for i, sp in enumerate(moving):
            if sp.card is not None:
                sp.face_up = up
            self._delays[sp.id] = 0.05 * i
        self.zones[dst].extend(moving)
        self.zones[src] = []
        self._commit(before, faces=faces)

    def _on_rest(self, e: Event) -> None:
        talon = self.zones["talon"] + self.zones["spread"]
        for sp, card in zip(talon, cards_of(e.cards), strict=False):
            sp.card = card
        self.rest_shown = True
        self.peek_open = False
        self.peek = []  # shown to both now: nothing left for elder to look at alone
        if self.zones["spread"]:
            self.zones["talon"] = talon
            self.zones["spread"] = []
        self._spread(True)
        self.hold(self.timing.speak)

    def _on_announce(self, e: Event) -> None:
        self.hold(self.timing.speak)

    _on_ask = _on_tiebreak = _on_answer = _on_announce

    def _on_point(self, e: Event) -> None:
        if e.seat is not None:
            self._show_from_hand(e.seat, e.cards)

    _on_sequence = _on_set = _on_point

    def _on_repique(self, e: Event) -> None:
        self.hold(self.timing.speak * 1.3)

    _on_pique = _on_capot = _on_repique

    def _on_play(self, e: Event) -> None:
        if e.seat is None:
            return
        self._close_spread()
        faces = self._faces()
        if any(self.zones[f"shown{p}"] for p in range(4)) or any(sp.lifted for sp in self.sprites):
            self._return_shown()
        before = self._mark()
        card = cards_of(e.cards)[0]
        sp = self._take(self.zone("hand", e.seat), card)
        sp.face_up = True
        sp.lifted = False
        self.zones["trick" if self.seats == 2 else f"play{self.side(e.seat)}"].append(sp)
        self._sort_hand(e.seat)
        self._commit(before, faces=faces)

    def _on_trick(self, e: Event) -> None:
        if e.seat is None:
            return
        winner = e.seat
        self.hold(self.timing.trick_hold)
        self._after.append(lambda: self.gather(winner))

    def gather(self, winner: int) -> None:
        self.changes += 1
        faces = self._faces()
        before = self._mark()
        won = self.zone("won", winner)
        for i, sp in enumerate(self.trick_sprites()):
            sp.face_up = False
            won.append(sp)
            self._delays[sp.id] = 0.05 * i
        for name in ("trick",) + PLAYS:
            self.zones[name] = []
        self.tricks_won[winner] += 1
        self._commit(before, faces=faces)

    def trick_sprites(self) -> list[CardSprite]:
        """The cards of the trick on the table (three or four: each by its place)."""
        return self.zones["trick"] + [sp for name in PLAYS for sp in self.zones[name]]

    def _on_deal_end(self, e: Event) -> None:
        self.deal_results.append(tuple(e.info))

    def _on_capot_call(self, e: Event) -> None:
        self.open_capot = e.seat
        self.hold(self.timing.speak * 1.6)

    def _on_call(self, e: Event) -> None:
        if e.seat is not None:
            self.calls.append((e.seat, e.word))
        self.hold(self.timing.speak * 0.8)

    def _on_contract(self, e: Event) -> None:
        if e.seat is not None:
            self.contract = (e.seat, e.word, tuple(e.info))
        self.hold(self.timing.speak * 1.6)

    def _on_redeal(self, e: Event) -> None:
        self.thrown_in = True
        self.hold(self.timing.speak * 2)

    def _on_korolik(self, e: Event) -> None:
        self.hold(self.timing.speak * 1.6)

    def _on_game_end(self, e: Event) -> None:
        """A game of the match is won: the table shows it as it ended until the next
        deal, which begins the next game at 0."""
        if e.seat is not None:
            self.game_winners.append(e.seat)
            if not self.variant.shape.match_over(self.game_winners):
                self._next_game = len(self.deal_results)
        self.hold(self.timing.speak * 1.6)

    @property
    def game_number(self) -> int:
        """The game of a match being played (1-based), as the table has shown it."""
        return len(self.game_starts)

    def game_totals(self) -> list[int]:
        """Each seat's total in the game being played, over its deals ended."""
        totals = [0, 0]
        for d in self.deal_results[self.game_starts[-1]:]:
            totals = [t + s for t, s in zip(totals, d, strict=True)]
        return totals

    # ---------------------------------------------------------------- resync

    def resync(self, view: SeatView, viewer: int | None, reveal: Game | None = None) -> None:
        """Lay the table out afresh as ``view.seat`` knows it, without animation;
        ``viewer`` None hides that seat's hand too (nobody at the keyboard).
        ``reveal``, the game itself (a replay), shows every card face up: the other
        hand, both discards, the talon spread out, and a finished deal as it ended."""
        self.finish()
        self.viewer = viewer
        self.bottom = view.seat
        for sp in self.sprites:
            sp.card, sp.face_up, sp.lifted, sp.move, sp.flip, sp.src = None, False, False, None, None, None
        for z in self.zones.values():
            z.clear()
        pool = list(self.sprites)
        show = viewer == view.seat or reveal is not None
        me, opp = view.seat, 1 - view.seat

        def put(zone: str, card: int | None, face: bool) -> None:
            sp = pool.pop()
            sp.card = card if face or card is None else (card if show else None)
            sp.face_up = face and sp.card is not None
            self.zones[zone].append(sp)

        self.left = list(view.left)
        between = view.phase is Phase.DEAL or view.phase is Phase.PARTIE_OVER and not view.hand
        if between and not (reveal is not None and reveal.history):
            while pool:
                self.zones["deck"].append(pool.pop())
        elif self.seats > 2:
            self._lay_round(view, reveal, put, pool, show)
        else:
            mine = sorted(cards_of(view.hand), key=hand_order)
            for c in mine:
                put(f"hand{BOTTOM}", c if show else None, show)
            if reveal is not None:
                for c in sorted(cards_of(reveal.hands[opp]), key=hand_order):
                    put(f"hand{TOP}", c, True)
            else:
                for _ in range(view.opponent_hand_size):
                    put(f"hand{TOP}", None, False)
            for c in cards_of(view.discards):
                put(f"discard{BOTTOM}", c if show else None, show)
            if reveal is not None:
                for c in cards_of(reveal.discards[opp]):
                    put(f"discard{TOP}", c, True)
            else:
                for _ in range(view.opponent_exchanged or 0):
                    put(f"discard{TOP}", None, False)
            rest = next((ev.cards for ev in view.events if ev.kind == "rest" and ev.to is None), 0)
            peek = next((list(ev.info) for ev in view.events if ev.kind == "peek"), [])
            if peek and view.opponent_exchanged:
                peek = peek[view.opponent_exchanged:]
            rest_cards = cards_of(rest)
            if reveal is not None:  # the talon as it lies, or the cards nobody took
                for c in reveal.talon or cards_of(reveal.rest):
                    put("spread", c, True)
            if reveal is None and rest_cards:  # the cards nobody took, shown to both
                for c in rest_cards:
                    put("spread", c, True)
            for i in range(0 if reveal is not None or rest_cards else view.talon_left):
                sp = pool.pop()
                sp.card = peek[i] if show and i < len(peek) else None
                self.zones["talon"].append(sp)
            for c in view.trick:
                put("trick", c, True)
            for seat in (me, opp):
                side = BOTTOM if seat == me else TOP
                for _ in range(2 * view.tricks_won[seat]):
                    put(f"won{side}", None, False)
            # what is left lies in the talon, face down: the cards nobody took and
            # nobody sees (a replay lays them out above)
            while pool:
                self.zones["deck" if reveal is not None else "talon"].append(pool.pop())
            self.peek = peek if show and not rest_cards and reveal is None else []
            self.rest_shown = bool(rest_cards)
        self.peek_open = False
        # between deals, the deal to come has no score yet (the engine keeps the last one's)
        self.scores = list(view.scores) if view.phase is not Phase.DEAL else [0] * len(view.scores)
        self.tricks_won = list(view.tricks_won)
        self.deal_results = [tuple(d) for d in view.deal_scores]
        self.game_starts, self.game_winners = match_games(self.variant, self.deal_results)
        self._next_game = None
        self.deal_no = view.deal_number
        self.dealer = view.dealer
        self.open_capot = next((ev.seat for ev in view.events if ev.kind == "capot-call"), None) \
            if view.phase is not Phase.DEAL else None
        between = view.phase is Phase.DEAL
        self.calls = [] if between else [(s, c.word) for s, c in view.calls]
        contract = view.contract
        self.contract = None if between or contract is None else \
            (contract.declarer, str(contract), (contract.tricks, int(contract.minus), contract.multiplier))
        self.thrown_in = False

    def _lay_round(self, view: SeatView, reveal: Game | None, put: Callable[[str, int | None, bool], None],
                   pool: list[CardSprite], show: bool) -> None:
        """:meth:`resync` at a table of three or four: every hand at its place, the
        cards each has set aside, the talon, the trick by its players, the tricks."""
        exchanged = {e.seat: e.info[0] for e in view.events if e.kind == "exchange" and e.info}
        for seat in view.seats:
            place = self.side(seat)
            if seat == view.seat:
                for c in sorted(cards_of(view.hand), key=hand_order):
                    put(f"hand{place}", c if show else None, show)
                for c in cards_of(view.discards):
                    put(f"discard{place}", c if show else None, show)
                continue
            if reveal is not None:
                for c in sorted(cards_of(reveal.hands[seat]), key=hand_order):
                    put(f"hand{place}", c, True)
                for c in cards_of(reveal.discards[seat]):
                    put(f"discard{place}", c, True)
                continue
            for _ in range(view.hand_sizes[seat] if view.hand_sizes else 0):
                put(f"hand{place}", None, False)
            for _ in range(exchanged.get(seat, 0)):
                put(f"discard{place}", None, False)
        rest = next((ev.cards for ev in view.events if ev.kind == "rest" and ev.to is None), 0)
        if reveal is not None:
            for c in reveal.talon or cards_of(reveal.rest):
                put("spread", c, True)
        elif rest:
            for c in cards_of(rest):
                put("spread", c, True)
        else:
            for _ in range(view.talon_left):
                put("talon", None, False)
        seats = list(view.seats)
        if view.trick and view.leader in seats:
            start = seats.index(view.leader)
            for k, c in enumerate(view.trick):
                put(f"play{self.side(seats[(start + k) % len(seats)])}", c, True)
        for seat in seats:
            for _ in range(len(seats) * view.tricks_won[seat]):
                if pool:
                    put(f"won{self.side(seat)}", None, False)
        while pool:  # what nobody sees lies in the talon, face down (a replay: the pack)
            self.zones["deck" if reveal is not None else "talon"].append(pool.pop())
        self.peek = []
        self.rest_shown = bool(rest)

    def lift(self, cards: set[int]) -> None:
        """Raise exactly ``cards`` of the bottom hand (the cards selected)."""
        self.changes += 1
        before = self._mark()
        for sp in self.zones["hand0"]:
            sp.lifted = sp.card is not None and sp.card in cards
        self._commit(before, 0.12, cosmetic=True)

    # --------------------------------------------------------------- queries

    def hand_cards(self) -> list[int]:
        """The viewer's hand, left to right (empty when no hand is shown)."""
        return [sp.card for sp in self.zones["hand0"] if sp.card is not None and sp.face_up]

    def faces_drawn(self) -> set[int]:
        """The cards whose faces would be drawn now."""
        return {sp.card for sp in self.sprites if sp.card is not None and sp.shows_face}
