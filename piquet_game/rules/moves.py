"""Making an action: each kind of action applied to the partie, the scores it makes
(pique, repique, a target reached), and the deal's and the partie's end; each
returns the events it caused."""

from __future__ import annotations

import random

from . import auction
from .actions import (
    AUCTION,
    BLANCHE,
    DEAL,
    DECLARE_PHASES,
    DECLARE_POINT,
    EXCHANGE_ELDER,
    EXCHANGE_YOUNGER,
    OPEN_CAPOT,
    PARTIE_OVER,
    PLAY,
    PLAYS,
    Action,
    Blanche,
    Call,
    DealCards,
    Declare,
    DeclClass,
    Exchange,
    OpenCapot,
    Phase,
    Play,
)
from .cards import (
    winning_index,
)
from .combos import (
    combo_key,
    compare,
    declaration_score,
)
from .deal import _CUT_SHORT, _NEXT_CLASS_PHASE, DealLog, shuffle_deal
from .events import NOBODY, Event
from .legality import Legality
from .shape import LeavingAtTarget
from .variant import pique_due, pique_pending_below

#: The event of each card played by each seat, made once (an event is immutable,
#: and a deal plays one for every card).
PLAY_EVENTS = tuple(tuple(Event("play", seat, cards=1 << card) for card in range(32)) for seat in range(4))


class Moves(Legality):
    """Actions applied, and what they score."""


    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Make the action for the seat to move (checked against ``seat`` if given).
        Returns the events it caused, in order."""
        if self.phase is PLAY and type(action) is Play and seat is None:
            # Hot path: the same checks as check(), inlined.
            card = action.card
            mover = self.turns[self.leader][len(self.trick)]
            hand = self.hands[mover]
            legal = hand
            if self.trick:
                follow = hand & (0xFF << (self.trick[0] & ~7))
                if follow:
                    legal = follow
                    if self.rules.must_head_trick:
                        legal = follow & ~((2 << self.trick[0]) - 1) or follow
            if type(card) is not int or not 0 <= card < 32 or not legal >> card & 1:
                self.check(action)
            return self._play(mover, card)
        self.check(action, seat)
        if isinstance(action, DealCards):
            return self._deal(action)
        who = self.to_move
        assert who is not None
        if isinstance(action, Play):
            return self._play(who, action.card)
        mover = who
        self.history[-1].actions.append((mover, action))
        if isinstance(action, Declare):
            return self._declare(mover, action)
        if isinstance(action, Exchange):
            return self._exchange(mover, action)
        if isinstance(action, OpenCapot):
            return self._open_capot(mover, action.announce)
        if isinstance(action, Call):
            return self._call(mover, action)
        assert isinstance(action, Blanche)
        return self._blanche(mover, action.declare)

    def deal_random(self, rng: random.Random | None = None) -> list[Event]:
        """The chance step, from ``rng`` or the game's own."""
        rng = rng or self.rng
        if rng is None:
            raise ValueError("no random.Random to deal with")
        if self.needs_draw():  # the korolik's draw, told with its first deal
            self.draw_for_deal(rng)
        return self.apply(self.shuffled(rng))

    def shuffled(self, rng: random.Random) -> DealCards:
        """A shuffle of the pack dealt for the next deal, by its dealer, to the seats
        at the table."""
        return shuffle_deal(rng, self.next_dealer, self.packet, self.rules_for_next_deal().hand_size,
                            self.tables[-1][1], self.variant.players)

    def _emit(self, events: list[Event], event: Event) -> None:
        events.append(event)
        self.log.append(event)

    def _score(self, events: list[Event], seat: int, kind: str, points: int, bonus: str | None,
               **extra: object) -> None:
        """Add points to the score of ``seat``'s side (``seat`` made them); ``bonus`` is
        "repique" or "pique" when reaching the threshold with this score would earn one."""
        scores = self.scores
        side = self.side_of[seat]
        before = scores[side]
        after = before + points
        scores[side] = after
        event = (Event(kind, seat, points, after, **extra) if extra  # type: ignore[arg-type]
                 else Event(kind, seat, points, after))
        events.append(event)
        self.log.append(event)
        if bonus is None:
            pass
        elif bonus == "pique":
            th = self.bonus[0]
            if pique_due(before, after, th, self.pique_pending) and self._unblocked("pique", seat):
                extra_pts = self.bonus[1]
                scores[side] = after + extra_pts
                self._emit(events, Event("pique", seat, extra_pts, after + extra_pts))
        else:
            self.decl_points[side] += points
            v = self.rules
            if v.blocking == "any":  # (blocked by declarations: decided after them)
                th, extra_pts = self.bonus[2], self.bonus[3]
                if before < th <= after and v.may_repique(scores, side):
                    scores[side] = after + extra_pts
                    self._emit(events, Event("repique", seat, extra_pts, after + extra_pts))
        if self.target_mid_deal:
            self._check_target(events)

    def _unblocked(self, bonus: str, seat: int) -> bool:
        """Whether nothing of the other sides' blocks ``seat``'s pique or repique."""
        v = self.rules
        side = self.side_of[seat]
        if v.blocking == "declarations":  # only elder piques; tricks never block
            return (bonus == "repique" or seat == self.elder) and \
                all(p == 0 for i, p in enumerate(self.decl_points) if i != side)
        return v.may_pique(self.scores, side) if bonus == "pique" else v.may_repique(self.scores, side)

    def _after_declarations(self, events: list[Event]) -> None:
        """The declarations are over: a repique decided only now (Russian), then the
        open capot question, or the first lead."""
        v = self.rules
        if v.blocking == "declarations":
            th, extra_pts = self.bonus[2], self.bonus[3]
            for s in self.order:
                side = self.side_of[s]
                if self.decl_points[side] >= th and self._unblocked("repique", s):
                    self.scores[side] += extra_pts
                    self._emit(events, Event("repique", s, extra_pts, self.scores[side]))
                    self._check_target(events)
                    if self.phase in _CUT_SHORT:
                        return
        if v.open_capot_points:
            self.phase = OPEN_CAPOT
            self.capot_calls = list(self.order)
        else:
            self._enter_class(PLAY)

    def _open_capot(self, seat: int, announce: bool) -> list[Event]:
        events: list[Event] = []
        self.capot_calls.pop(0)
        if announce and self.open_capot is None:
            self.open_capot = seat
            self._emit(events, Event("capot-call", seat))  # announced: all twelve tricks
        if not self.capot_calls:
            self._enter_class(PLAY)
        return events

    def _check_target(self, events: list[Event]) -> None:
        """A game to a target ends the moment a running total reaches it: the score
        that reached it counts in full (its pique or repique too), nothing after it
        is scored or played, and the deal ends where it stands."""
        shape = self.variant.shape
        if not shape.ends_mid_deal:
            return
        scores = self.scores
        for side, left in enumerate(self.reach):
            if scores[side] >= left:
                break
        else:
            return
        running = [t + s for t, s in zip(self.totals, scores, strict=True)]
        if not shape.is_match:
            self._end_deal(events, partie_over=True)
            return
        # a game of the match is won: the deal ends here; the match, or the next game
        winner = running.index(max(running))
        self.game_winners.append(winner)
        over = shape.match_over(self.game_winners)
        self._end_deal(events, partie_over=over, game_won=(winner, len(self.game_winners), running))

    def _deal(self, action: DealCards) -> list[Event]:
        thrown: list[DealLog] = []
        if self.history and self.history[-1].redealt:  # the deal thrown in, kept with this one
            last = self.history.pop()
            thrown = [*last.thrown_in, last]
            last.thrown_in = []
        self._clear_deal()
        self.hands = list(action.hands)
        self.dealt = tuple(action.hands)
        self.talon = list(action.talon)
        number = len(self.deal_scores) + 1
        self.history.append(DealLog(number, self.dealer, tuple(action.hands), tuple(action.talon),
                                    thrown_in=thrown))
        events: list[Event] = []
        if self.drawn_event is not None:
            self._emit(events, self.drawn_event)
            self.drawn_event = None
        self._emit(events, Event("deal", self.dealer, info=(number,)))
        for s in self.order:
            self._emit(events, Event("hand", s, cards=self.hands[s], to=s))
        # Every seat is asked, first hand first, whatever it holds: a question put only
        # to a seat holding a blank hand would tell the others it holds one.
        if not self.rules.blanche_points:
            self.blanche_pending = []
        elif self.rules.younger_blanche_after_exchange:  # younger is asked after elder exchanges
            self.blanche_pending = [self.elder]
        else:
            self.blanche_pending = list(self.order)
        self.history[-1].events = self.log
        if self.blanche_pending:
            self.phase = BLANCHE
        else:
            self._after_blanche(events)
        return events

    def _blanche(self, seat: int, declare: bool) -> list[Event]:
        events: list[Event] = []
        self.blanche_pending.pop(0)
        if declare:
            self.blanche[seat] = True
            # shown at once, but younger's when elder is still to exchange (he would
            # exchange knowing it): shown after elder's exchange, or when he has spoken
            if seat != self.dealer or self.rules.younger_blanche_after_exchange or len(self.order) > 2:
                self.shown[seat] |= self.hands[seat]  # shown at once
                self._score(events, seat, "blanche", self.rules.blanche_points, "repique",
                            cards=self.hands[seat])
            else:
                self._score(events, seat, "blanche", self.rules.blanche_points, "repique")
            if self.phase in _CUT_SHORT:  # a game to a target, reached
                return events
        if not self.blanche_pending:
            self._after_blanche(events)
        return events

    def _after_blanche(self, events: list[Event]) -> None:
        """Carte blanche is answered: the exchange, or in a game without one (the
        talon out of play, unseen) the auction or the declarations."""
        if self.rules.exchange:
            first = self.elder_exchanged or self.rules.exchangers == "dealer"
            self.phase = EXCHANGE_YOUNGER if first else EXCHANGE_ELDER
            return
        rest = 0
        for c in self.talon:
            rest |= 1 << c
        self.rest, self.rest_shown, self.talon = rest, False, []
        if rest:
            self._emit(events, Event("rest", None, cards=rest, to=NOBODY))
        if self.blanche[self.dealer] and not self.shown[self.dealer]:
            # younger's blanche is shown once elder has spoken
            self.shown[self.dealer] |= self.dealt[self.dealer]
            self._emit(events, Event("blanche-shown", self.dealer, cards=self.dealt[self.dealer]))
        if self.rules.auction:
            self.phase = AUCTION
        else:
            self._enter_class(DECLARE_POINT)

    def _call(self, seat: int, call: Call) -> list[Event]:
        events: list[Event] = []
        self.calls.append((seat, call))
        self._emit(events, Event("call", seat, word=call.word))
        if not auction.is_over(self.calls):
            return events
        contract = auction.contract(self.calls)
        if contract is None:  # both passed: the same dealer deals again
            self.history[-1].redealt = True
            self._emit(events, Event("redeal", self.dealer))
            self.phase = DEAL
            return events
        self.contract = contract
        self.bonus = self.rules.bonus_rules(contract.minus)
        self.pique_pending = pique_pending_below(self.bonus[0], self.bonus[2])
        self._emit(events, Event("contract", contract.declarer, word=str(contract),
                                 info=(contract.tricks, int(contract.minus), contract.multiplier)))
        self._enter_class(DECLARE_POINT)
        return events

    def _exchange(self, seat: int, action: Exchange) -> list[Event]:
        events: list[Event] = []
        d = action.discard
        n = d.bit_count()
        drawn = 0
        for c in self.talon[:n]:
            drawn |= 1 << c
        del self.talon[:n]
        self.hands[seat] = (self.hands[seat] & ~d) | drawn
        self.discards[seat] = d
        self.drawn[seat] = drawn
        self.known_talon[seat] |= drawn
        self._emit(events, Event("exchange", seat, info=(n,)))
        self._emit(events, Event("discard", seat, cards=d, to=seat))
        self._emit(events, Event("draw", seat, cards=drawn, to=seat))
        if seat == self.elder and self.rules.exchangers == "both":
            left = 0
            order = tuple(self.talon[: self.rules.talon_shares[0] - n])
            for c in order:
                left |= 1 << c
            if left and self.rules.elder_peeks:
                self.known_talon[seat] |= left
                self._emit(events, Event("peek", seat, cards=left, info=order, to=seat))
            if self.blanche[self.dealer]:
                self.shown[self.dealer] |= self.dealt[self.dealer]
                self._emit(events, Event("blanche-shown", self.dealer, cards=self.dealt[self.dealer]))
            self.elder_exchanged = True
            if self.rules.younger_blanche_after_exchange and self.rules.blanche_points:
                self.blanche_pending = [self.dealer]  # the dealer's Bianco comes now
                self.phase = BLANCHE
            else:
                self.phase = EXCHANGE_YOUNGER
        else:
            rest = 0
            for c in self.talon:
                rest |= 1 << c
            self.rest = rest
            if rest and self.rules.exchangers == "dealer":  # he alone looks at what he left
                self.rest_shown = False
                self.known_talon[seat] |= rest
                self._emit(events, Event("rest", None, cards=rest, to=seat))
            elif rest:
                self.rest_shown = bool(action.show_rest) or self.rules.rest_shown_to_both
                if self.rest_shown:
                    for s in self.seats:
                        self.known_talon[s] |= rest
                    self._emit(events, Event("rest", None, cards=rest))
                else:
                    self._emit(events, Event("rest", None, cards=rest, to=NOBODY))
            self.talon = []
            self._enter_class(DECLARE_POINT)
        return events

    def _enter_class(self, phase: Phase) -> None:
        self.phase = phase
        if phase in DECLARE_PHASES:  # a seat away from the table has declared nothing
            self.declared[DECLARE_PHASES[phase]] = [None if s in self.seats else () for s in
                                                    range(self.variant.players)]
        else:
            self.leader = self.elder

    def _declare(self, seat: int, action: Declare) -> list[Event]:
        events: list[Event] = []
        cls = action.cls
        word = cls.value
        v = self.rules
        combos = tuple(action.combos)
        slots = self.declared[cls]
        slots[seat] = combos
        if len(self.order) > 2 or seat == self.elder:  # an announcement, in turn
            self._emit(events, Event("announce", seat, cls=word, info=self._announce_info(cls, combos)))
            if seat != self.order[-1]:
                return events
        holder: int | None = None
        if len(self.order) == 2:  # two: younger answers elder, asking for the tie-break when he must
            elder_combos = slots[self.elder] or ()
            if elder_combos:
                ke = combo_key(cls, elder_combos[0], v)
                ky = combo_key(cls, combos[0], v) if combos else None
                head = 2 if cls is DeclClass.SET else 1
                if ky is not None and ky[:head] == ke[:head] and len(ke) > head:
                    self._emit(events, Event("ask", seat, cls=word))
                    self._emit(events, Event("tiebreak", self.elder, cls=word, info=tuple(ke[head:])))
            outcome = compare(cls, elder_combos, combos, v)
            if elder_combos:
                said = "good" if outcome > 0 else "not-good" if outcome < 0 else "equal"
                self._emit(events, Event("answer", seat, cls=word, word=said))
            if outcome:
                holder = self.elder if outcome > 0 else seat
        else:  # the best at the table, unless another side holds one as good
            best = self._best_declared(cls)
            if best is not None and len({self.side_of[h] for h in best[1]}) == 1:
                holder = best[1][0]
        # the class is declared: the best scores for its side
        if holder is not None:
            side = self.side_of[holder]
            # the holder's combinations, then (sequences and sets) his partners'
            scorers = [holder] + ([s for s in self.order if s != holder and self.side_of[s] == side]
                                  if cls is not DeclClass.POINT else [])
            for s in scorers:
                won = slots[s] or ()
                if not won:
                    continue
                shown = 0
                for m in won:
                    shown |= m
                self.shown[s] |= shown
                self._score(events, s, word, declaration_score(cls, won, v), "repique",
                            cards=shown, combos=won, cls=word)
                if self.phase in _CUT_SHORT:  # a game to a target, reached
                    return events
        following = _NEXT_CLASS_PHASE[self.phase]
        if following is PLAY:
            self._after_declarations(events)
        else:
            self._enter_class(following)
        return events

    def _announce_info(self, cls: DeclClass, combos: tuple[int, ...]) -> tuple[int, ...]:
        """What is said of a class: by elder, opening it at a table of two, the
        length of his point or sequence, the size and rank of his set; at a table of
        three or four, by each in turn, all of it at once (the point's length and
        value, the sequence's length and top card); the value alone of a point said
        by its value; or nothing."""
        if not combos:
            return ()
        key = combo_key(cls, combos[0], self.rules)
        if cls is DeclClass.POINT and self.rules.point_said == "value":
            return (key[1],)  # the total of the suit, the suit not named
        if len(self.order) > 2:
            return tuple(key)
        return tuple(key[:2]) if cls is DeclClass.SET else tuple(key[:1])

    def _play(self, seat: int, card: int) -> list[Event]:
        self.history[-1].actions.append((seat, PLAYS[card]))
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        v = self.rules
        trick = self.trick
        played = PLAY_EVENTS[seat][card]
        events = [played]
        self.log.append(played)
        trick.append(card)
        if len(trick) == 1:
            if v.lead_points:
                self._score(events, seat, "lead", v.lead_points, "pique")
            return events
        if len(trick) < len(self.seats):
            return events
        # the trick is complete: the highest card of the suit led wins it
        leader = self.leader
        if len(trick) == 2:  # (two at the table: the card led, or the second if above it)
            lead = trick[0]
            winner = self.turns[leader][1] if card >> 3 == lead >> 3 and card > lead else leader
            cards = 1 << lead | 1 << card
        else:
            winner = self.turns[leader][winning_index(trick)]
            cards = 0
            for card_i in trick:
                cards |= 1 << card_i
        self.tricks.append((leader, *trick, winner))
        self.trick = []
        self.tricks_won[winner] += 1
        event = Event("trick", winner, cards=cards, info=tuple(trick))
        events.append(event)
        self.log.append(event)
        side = self.side_of
        pts = v.win_opponent_lead_points if side[winner] != side[leader] else v.win_own_lead_points
        self.leader = winner
        if pts:
            self._score(events, winner, "win", pts, "pique")
        if self.phase in _CUT_SHORT or len(self.tricks) < v.hand_size:
            return events
        total = len(self.tricks)
        by_side = [0] * self.variant.sides
        for s in self.seats:
            by_side[side[s]] += self.tricks_won[s]
        capot = by_side[side[winner]] == total
        if v.last_trick_points and not (capot and v.capot_cancels_last):
            self._score(events, winner, "last", v.last_trick_points, "pique")
        award = v.cards_award(by_side, total)
        if award is not None and self.phase not in _CUT_SHORT:
            won_side, kind, points = award
            # scored by the side's player with the most tricks (the first in turn of equals)
            scorer = max((x for x in self.order if side[x] == won_side), key=lambda x: self.tricks_won[x])
            if kind == "capot" and self.open_capot == scorer:
                kind, points = "open-capot", v.open_capot_points
            self._score(events, scorer, kind, points, None)
        if self.contract is not None and self.phase not in _CUT_SHORT:
            c = self.contract
            over, under = c.result(self.tricks_won[c.declarer], total)
            each = v.contract_points * c.multiplier
            if over:
                self._score(events, c.declarer, "overtricks", over * each, None, info=(over,))
            if under:
                self._score(events, 1 - c.declarer, "undertricks", under * each, None, info=(under,))
        if self.phase not in _CUT_SHORT:
            self._end_deal(events)
        return events

    def _end_deal(self, events: list[Event], partie_over: bool = False,
                  game_won: tuple[int, int, list[int]] | None = None) -> None:
        scores = list(self.scores)
        self.deal_scores.append(scores)
        self.history[-1].scores = scores
        self._emit(events, Event("deal-end", None, info=tuple(scores)))
        if game_won is not None:
            winner, number, running = game_won
            self._emit(events, Event("game-end", winner, info=(number, *running)))
            if partie_over:  # the match: the games won by each
                self.winner = winner
                self.result = self.variant.shape.games_to_win - self.game_winners.count(1 - winner)
                self.phase = PARTIE_OVER
                games = tuple(self.game_winners.count(s) for s in (0, 1))
                self._emit(events, Event("partie-end", winner, self.result, info=games))
            else:  # the totals start again for the next game
                self.game_starts.append(len(self.deal_scores))
                self.phase = DEAL
            return
        if self.variant.shape.ends_between_deals and self._leave(events):
            return
        if partie_over or self.variant.shape.over_after(self.deal_scores):
            totals = self.totals
            self.winner, self.result = self.variant.settle(totals)
            self.phase = PARTIE_OVER
            self._emit(events, Event("partie-end", self.winner, self.result or 0, info=tuple(totals)))
        else:
            self.phase = DEAL

    def _leave(self, events: list[Event]) -> bool:
        """After a deal of a game whose target is looked at between deals (Piquet
        Normand): every player at the table who has reached it leaves a winner,
        highest total first; when one player is left (or none: all reached it in the
        same deal, the lowest of them is left), the partie is over and he pays each
        winner.  Whether it is over."""
        totals = self.totals
        seats = self.tables[-1][1]
        shape = self.variant.shape
        assert isinstance(shape, LeavingAtTarget)
        reached = shape.leaving(totals, seats)  # all at once: the lowest stay (equal: play on)
        if not reached:  # (all equal at once: they play on, as if none had)
            return False
        for s in reached:
            self.left.append(s)
            self._emit(events, Event("leave", s, totals[s], totals[s], info=(len(self.left),)))
        stay = tuple(s for s in seats if s not in reached)
        if len(stay) > 1:  # the deal passes on from this deal's dealer, to the next still there
            following = shape.dealer_after(seats, self.history[-1].dealer, stay)
            self.tables.append((len(self.deal_scores), stay, following))
            self.phase = DEAL
            return True
        loser = stay[0]
        self.winner = None
        if shape.settlement == "difference":
            self.result = sum(totals[s] - totals[loser] for s in self.left)
        else:
            self.result = len(self.left)  # a stake to each winner
        self.phase = PARTIE_OVER
        # ``seat`` is the one who pays, ``points`` what he pays in all
        self._emit(events, Event("partie-end", loser, self.result, info=tuple(totals), word="pays"))
        return True
