"""Teach while you play: the rules of each moment of an ordinary game, as it comes.

:class:`Teacher` is fed every engine event of a partie, in order, and answers each with
a few plain lines for a newcomer:

* when a phase of a deal begins, what happens in it and how it scores (the deal, carte
  blanche when one is declared, elder's exchange, younger's exchange, the point,
  sequences, sets, trick play, the count after the last trick); each phase is narrated
  once per deal, in full the first time in the partie and as a short reminder after;
* for every scoring event, one line saying why it scored what it scored, worked out
  from the event and the variant's own numbers ("A quint, five in a row, counts 15: 5,
  plus 10 for a run of five or more");
* at the end of the partie, the settlement with its figures (the rubicon when a
  player stayed under it).

Each game is taught in its own rules and words, read from its variant: Russian
Piquet's koroliks, its exchanges of none or three to five, its open capot, leza and last
trick of four, its pique for elder only and its blocking rule (only the other's
declarations stop a pique or repique); Picchetto's point said by its value and answered
"va bene", "non basta" or "uguale", the dealer's Bianco, the duty to head the trick,
picca by either player and its match of three games to 150, 150 and 221.

Points for leading a trick and for winning one come a dozen times a deal: the first of
each kind in a deal is explained, the rest are counted without a word.

The teacher only ever speaks of what the viewer may know.  An event the viewer may
not see (``event.visible_to(viewer)``; with ``viewer=None``, two players sharing a
screen, only public events) produces nothing and changes nothing, so no line can
depend on a hidden card.  Private events the viewer may see (his hand, discards,
draws) are not explained either: every phase begins with a public event.

To join a partie already under way, feed the teacher the events so far and drop its
lines.  Pure Python: no pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..commentary import _cap, _join, _Names, combo_words, last_trick_worth, number_words
from ..rules.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES
from ..rules.combos import SEQUENCE_NAMES, SET_NAMES, point_value, run_of, set_of, suits_in
from ..rules.events import Event
from ..rules.variant import Variant
from ..variant_words import answer_words, game_name, game_target, korolik_of_deal, terms

#: The phases of a deal, in the order they are narrated ("open-capot" only in a game
#: that has one, told with the sets: it is offered as soon as they are over).
PHASES = ("deal", "blanche", "exchange-elder", "exchange-younger", "point", "sequence", "set",
          "open-capot", "play", "count")
#: The kinds of score that are declarations (what blocks a Russian pique or repique).
_DECLARATIONS = ("blanche", "point", "sequence", "set")
#: Narrated once per partie, after the last deal.
PARTIE_END = "partie-end"

_CLASS_NAMES = {"point": "the point", "sequence": "sequences", "set": "sets"}


@dataclass(frozen=True)
class Note:
    """One line of teaching.  ``kind`` is ``"phase"`` (a phase begins: ``topic`` is one
    of :data:`PHASES` or :data:`PARTIE_END`), ``"explain"`` (why a score scored:
    ``topic`` is the scoring kind, ``points`` what it scored) or ``"note"`` (a remark
    on another event: ``topic`` is its kind)."""

    kind: str
    topic: str
    text: str
    points: int = 0


class Teaching:
    """What every teacher has: the players' names by seat, the game, and the seat at
    the keyboard (spoken of as "you"; None: people share the screen, and only public
    events are explained), which may change; each event's lines from :meth:`notes`."""

    def __init__(self, players: Sequence[str], variant: Variant, viewer: int | None = None) -> None:
        self.players = tuple(players)
        self.variant = variant
        self._viewer = viewer
        self.names = _Names(self.players, viewer)

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        """The person at the keyboard changes (people sharing one computer)."""
        self._viewer = seat
        self.names = _Names(self.players, seat)

    def lines(self, event: Event) -> list[str]:
        """What to tell the viewer about one event (``[]`` for most events)."""
        return [note.text for note in self.notes(event)]

    def notes(self, event: Event) -> list[Note]:
        raise NotImplementedError


class Teacher(Teaching):
    """Explains a partie to a newcomer, event by event.

    ``players`` are the display names by seat; ``viewer`` the seat at the keyboard,
    spoken of as "you" (None: two players share the screen, and only public events are
    explained).  Feed every event of the partie, in order, to :meth:`lines` (or to
    :meth:`notes`, which says what each line is about); call one of the two per event.
    """

    def __init__(self, players: Sequence[str], variant: Variant, viewer: int | None = None) -> None:
        super().__init__(players, variant, viewer)
        self.terms = terms(variant)
        self.deal_scores: list[tuple[int, ...]] = []  # each finished deal's scores by seat
        self._told: set[str] = set()  # phases explained in full in this partie
        self._partie_told = False
        # a match of games: the winner of each game so far, and the deal its game began with
        self._game_winners: list[int] = []
        self._game_start = 0  # index in deal_scores
        self._korolik: tuple[int, int] | None = None  # (number, dealer) of a korolik's draw, untold
        self._new_deal(0, None)

    # ------------------------------------------------------------------ feeding

    def notes(self, event: Event) -> list[Note]:
        """Like :meth:`lines`, with what each line is about."""
        seen = event.to is None if self._viewer is None else event.visible_to(self._viewer)
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

    # -------------------------------------------------------------- the auction

    def _auction_words(self, e: Event) -> list[str]:
        """Contract Piquet: the auction taught as it goes (the first call of a deal),
        the contract and what it is worth, a deal thrown in, and the over- or
        under-tricks counted after the last trick."""
        from ..commentary import contract_result_words
        from ..variant_words import bid_meaning, call_words

        n, k = self.names, e.kind
        if e.is_score and e.seat is not None:
            self._scores[e.seat] = e.total
            return [f"{contract_result_words(e, self.variant)}: {e.points} to "
                    f"{n.who(e.seat, False)}. The tricks themselves counted one each; a contract "
                    f"made exactly scores nothing more."]
        if k == "call" and e.seat is not None:
            if "auction" in self._narrated:
                return []
            self._narrated.append("auction")
            return ["The auction: no exchange in Contract Piquet, so each player bids on the twelve "
                    "cards he holds. Elder calls first. A bid is a number of tricks, 7 to 12, to win "
                    "(+) or to lose (\u2212); each bid must be higher (at equal number, minus ranks "
                    "above plus). A pass is final; a bid passed, or doubled and answered, is the "
                    "contract. Count your sure tricks: aces, kings guarded, long suits."]
        if k == "redeal":
            return ["Both passed at their first turn: the cards are thrown in, nothing of this deal "
                    "counts, and the same dealer deals again."]
        if k == "contract" and e.seat is not None:
            bid = e.word.partition(" ")[0]
            times = e.info[2] if len(e.info) >= 3 else 1
            each = self.variant.contract_points * times
            pique = "29 and 30" if not (len(e.info) >= 2 and e.info[1]) else "21"
            return [f"{n.who(e.seat)} {n.verb(e.seat, 'play')} {call_words(bid)}: "
                    f"{bid_meaning(bid, self.variant.hand_size)}. Each trick over scores {each} to "
                    f"{n.who(e.seat, False)}, each trick short {each} to the other"
                    + (f" (doubled or redoubled: times {times})" if times > 1 else "")
                    + f". Under this contract pique and repique are reached at {pique}."]
        return []

    # -------------------------------------------------------------- deal state

    def _new_deal(self, number: int, dealer: int | None) -> None:
        self.number = number
        self.dealer = dealer
        self._narrated: list[str] = []
        self._scores = [0, 0]
        self._classes: dict[str, dict[str, object]] = {}  # what was said in each class
        self._equal = False  # an Equal was answered in this deal
        self._elder_took: int | None = None
        self._leader: int | None = None  # who led the trick in progress
        self._last_leader: int | None = None  # who led the trick just finished
        self._tricks = [0, 0]
        self._trick_count = 0
        self._quiet: set[str] = set()  # lead / win: explained once in this deal
        self._decl = [0, 0]  # carte blanche and combinations scored, by seat
        self._bonus = [False, False]  # a repique or pique scored, by seat
        self._minus: bool | None = None  # the kind of the deal's contract, once there is one
        self._played = False  # the first card is led
        self._capot_call: int | None = None  # the seat that announced an open capot
        self._repique_told: set[int] = set()  # seats told why they made no repique

    @property
    def elder(self) -> int | None:
        return None if self.dealer is None else 1 - self.dealer

    def _follow(self, e: Event) -> str | None:
        """Keep up with the deal (who deals, who leads, the tricks won), and say which
        phase this event begins or belongs to, if any."""
        k = e.kind
        if k == "deal":
            return "deal"
        if k == "blanche":
            return "blanche"
        if k == "exchange":
            if self.dealer is None and "exchange-elder" not in self._narrated:
                self.dealer = None if e.seat is None else 1 - e.seat  # joined mid-deal
            return "exchange-elder" if e.seat == self.elder else "exchange-younger"
        if k == "announce":
            if self.dealer is None and e.seat is not None:
                self.dealer = 1 - e.seat
            return e.cls if e.cls in _CLASS_NAMES else None
        if k == "capot-call":
            self._capot_call = e.seat
            return None
        if k == "play":
            if self._leader is None:
                self._leader = e.seat
            return "play"
        if k == "trick":
            self._tricks[e.seat] += 1  # type: ignore[index]
            self._trick_count += 1
            self._last_leader, self._leader = self._leader, None
            return None
        if k in ("last", "cards", "capot", "open-capot", "deal-end") \
                and self._trick_count >= self.variant.hand_size:
            return "count"  # after the last trick's own points
        if k == "partie-end":
            return PARTIE_END
        return None

    # ------------------------------------------------------------------ words

    def _who(self, seat: int, start: bool = False) -> str:
        return self.names.who(seat, start)

    def _does(self, seat: int, verb: str, start: bool = False) -> str:
        return self.names.does(seat, verb, start)

    def _poss(self, seat: int, start: bool = False) -> str:
        """``Ann's`` or ``your``."""
        if seat == self._viewer:
            return "Your" if start else "your"
        return f"{self.players[seat]}'s"

    def _elder_name(self, start: bool = False) -> str:
        return self._who(self.elder, start) if self.elder is not None else ("Elder" if start else "elder")

    def _leads_first(self) -> str:
        return f"{self._does(self.elder, 'lead')} first" if self.elder is not None else "elder leads first"

    def _both(self) -> str:
        return "both of you" if self._viewer is not None else "both players"

    # -------------------------------------------------------------- narration

    def _narrate(self, phase: str, e: Event, full: bool) -> list[str]:
        if phase == "deal":
            return self._narrate_deal(e, full)
        if phase == "blanche":
            return [self._blanche_rule()]
        if phase == "exchange-elder":
            return [self._narrate_elder_exchange(e)]
        if phase == "exchange-younger":
            return [self._narrate_younger_exchange(e)]
        if phase == "point":
            return self._narrate_point(full)
        if phase == "sequence":
            return self._narrate_sequences(full)
        if phase == "set":
            return self._narrate_sets(full)
        if phase == "open-capot":
            return self._narrate_open_capot(full)
        if phase == "play":
            return self._narrate_play(full)
        if phase == "count":
            return self._narrate_count(full)
        return []

    def _exchange_words(self, lo: int, hi: int) -> str:
        """The counts a seat may exchange: ``1 to 5``, ``none, or 3 to 5``, ``up to 3``."""
        counts = self.variant.exchange_counts(lo, hi)
        if not counts:
            return "none"
        taken = [c for c in counts if c]
        if not taken:
            return "none"
        low, high = min(taken), max(taken)
        span = f"{low} to {high}" if high > low else f"{low}"
        if 0 in counts and low > 1:
            return f"none, or {span}"
        if 0 in counts:
            return f"up to {high}" if high > 1 else "none or 1"
        return span

    def _deal_head(self, full: bool) -> str:
        """The deal's number as the game counts its deals, and what the game is played to."""
        v, n = self.variant, self.number
        if v.korolik:
            korolik, deal = korolik_of_deal(v, n)
            head = f"Korolik {korolik}, deal {deal} of {v.korolik}."
            if full and n == 1:
                koroliks = max(1, v.deals // v.korolik)
                head += (f" The partie is {koroliks} koroliks of {v.korolik} deals, {v.deals} in all, "
                         "each player dealing once in each korolik; the higher total after the last wins.")
            return head
        if v.game_targets:
            number = len(self._game_winners) + 1
            name, target = game_name(v, number), game_target(v, number)
            deal = n - self._game_start
            head = f"{name}, deal {deal}."
            if full or deal == 1:
                more = ", that is more than " + str(target - 1) if target % 10 == 1 else ""
                head += (f" The first to reach {target}{more} wins the {name}, the moment he reaches it, "
                         "in the middle of a deal if need be.")
                if number == 1 and full:
                    names = _join([f"the {game_name(v, i + 1)} (to {t})"
                                   for i, t in enumerate(v.game_targets)])
                    head += (f" The match is {names}, the totals starting again at 0 for each; the first "
                             f"to win {v.games_to_win} games wins the match.")
            return head
        if v.target:  # no set number of deals: the game goes on until a total reaches the target
            return f"Deal {n}: the deals go on until a player reaches {v.target}." if full else f"Deal {n}."
        if n > v.deals:
            return f"Deal {n}, an extra deal: the totals were equal after {v.deals}."
        return f"Deal {n} of {v.deals}."

    def _narrate_deal(self, e: Event, full: bool) -> list[str]:
        v = self.variant
        elder_share, younger_share = v.talon_shares[0], sum(v.talon_shares[1:])
        talon = sum(v.talon_shares)
        lo, hi = v.elder_exchange
        head = self._deal_head(full)
        korolik = self._korolik
        self._korolik = None
        if korolik is not None:  # the draw for the korolik's deal, told after its number
            _number, dealer = korolik
            first, dot, rest = head.partition(".")
            draw = (f" The players drew for the deal: {self._who(dealer)} drew the lower card, so "
                    f"{self._does(dealer, 'deal')} first in this korolik.")
            head = f"{first}{dot}{draw}{rest}"
        if self.dealer is None:
            return [head]
        who = f"{self._does(self.dealer, 'deal', True)}, so {self._does(self.elder, 'are')} elder hand"
        younger = f"{self._does(self.dealer, 'are')} younger hand"
        if not v.exchange:  # the talon out of play
            text = (f"Each player gets {v.hand_size} cards; the other {talon} lie face down out of "
                    "play, seen by nobody: there is no exchange.")
            if v.auction:
                text += " After carte blanche the players bid for the contract."
            return [f"{head} {who}. {text}"] if not full else [
                f"{head} {who} (elder plays first); {younger}.", text]
        elder_counts = self._exchange_words(lo, min(hi, elder_share))
        if not full:
            return [f"{head} {who}. {v.hand_size} cards each and a talon of {talon} ({elder_share} for "
                    f"elder, {younger_share} for younger); elder exchanges {elder_counts} first."]
        out = [f"{head} {who} (elder plays first); {younger}.",
               f"Each player gets {v.hand_size} cards; the other {talon} lie face down as the talon: "
               f"the top {elder_share} for elder, the last {younger_share} for younger."]
        must = "must exchange" if lo else "exchanges"
        rule = (f"Elder {must} first: put out {elder_counts} cards face down and draw as many from "
                "the top of the talon; then younger may take what is left")
        y_lo = v.younger_min_exchange
        y_hi = v.younger_max_exchange or talon
        if v.exchange_min_taken > 1 or v.younger_max_exchange:
            rule += f", {self._exchange_words(y_lo, y_hi)} cards"
        elif y_lo:
            rule += f", at least {y_lo}"
        rule += "."
        if not v.elder_peeks:
            rule += " Nobody may look at the talon before discarding."
        if v.rest_shown_to_both:
            rule += " The cards nobody takes are turned face up for both to see."
        if v.blanche_points:
            if v.younger_blanche_after_exchange:
                rule += (f" A hand with no king, queen or jack ({self.terms.blanche}) counts "
                         f"{v.blanche_points}: elder declares it before his exchange, younger after it.")
            else:
                rule += (f" A hand with no king, queen or jack ({self.terms.blanche}) may be declared "
                         f"before that, for {v.blanche_points}.")
        out.append(rule)
        return out

    def _thresholds(self) -> tuple[int, int, int, int]:
        """(pique threshold, pique bonus, repique threshold, repique bonus) in this
        deal: by the kind of contract in a game with an auction, once there is one."""
        return self.variant.bonus_rules(self._minus)

    def _blanche_rule(self) -> str:
        v = self.variant
        name = _cap(self.terms.blanche)
        if v.younger_blanche_after_exchange:
            return (f"{name}: a hand dealt with no king, queen or jack counts {v.blanche_points}. Elder "
                    f"declares it before his exchange and shows it at once; younger declares his after "
                    f"elder's exchange, on the cards he was dealt, and shows them.")
        if not v.exchange:
            return (f"{name}: a hand dealt with no king, queen or jack counts {v.blanche_points}, "
                    f"declared at once; elder shows it at once, younger once elder has spoken.")
        return (f"{name}: a hand dealt with no king, queen or jack. Declared before the exchange it "
                f"counts {v.blanche_points}; elder shows it at once, younger only after elder's exchange.")

    def _narrate_elder_exchange(self, e: Event) -> str:
        v = self.variant
        count = e.info[0] if e.info else 0
        self._elder_took = count
        share = v.talon_shares[0]
        seat = e.seat if e.seat is not None else self.elder
        who = self._who(seat) if seat is not None else "elder"
        if count:
            text = (f"Elder's exchange: {who} put out {count} card{'s' if count != 1 else ''} face down and "
                    f"drew as many from the top of the talon.")
        else:
            text = f"Elder's exchange: {who} took no card from the talon."
        left = share - count
        if left > 0:
            to = f"{self._poss(self.dealer)} share" if self.dealer is not None else "younger's share"
            them = (f"{left} cards left of elder's {share} go" if left != 1
                    else f"1 card left of elder's {share} goes")
            if v.elder_peeks:
                may = self._who(seat) if seat is not None else "elder"
                text += f" The {them} to {to}, and {may} may look at {'them' if left != 1 else 'it'}."
            else:
                text += f" The {them} to {to}, face down: nobody looks at {'them' if left != 1 else 'it'}."
        return text

    def _narrate_younger_exchange(self, e: Event) -> str:
        v = self.variant
        count = e.info[0] if e.info else 0
        who = self._who(e.seat) if e.seat is not None else "younger"
        talon = sum(v.talon_shares)
        if self._elder_took is None:
            return f"Younger's exchange: {who} took {count} card{'s' if count != 1 else ''} from the talon."
        avail = talon - self._elder_took
        left_by_elder = v.talon_shares[0] - self._elder_took
        source = (f"first the {left_by_elder} {self._elder_name()} left, then younger's own "
                  f"{talon - v.talon_shares[0]}" if left_by_elder else f"younger's own {avail}")
        took = f"took {count}" if count else "took none"
        hi = min(avail, v.younger_max_exchange) if v.younger_max_exchange else avail
        if v.exchange_min_taken > 1 or v.younger_min_exchange or v.younger_max_exchange:
            could = f"could take {self._exchange_words(v.younger_min_exchange, hi)} of {avail} cards"
        else:
            could = f"could take up to {avail} cards"
        text = f"Younger's exchange: {who} {could} ({source}) and {took}."
        rest = avail - count
        if rest:
            cards = f"{rest} cards nobody took play" if rest != 1 else "1 card nobody took plays"
            them = "them" if rest != 1 else "it"
            if v.rest_shown_to_both:
                text += f" The {cards} no part; they are turned face up for {self._both()} to see."
            else:
                text += (f" The {cards} no part; younger chooses whether {self._both()} see {them} or "
                         "neither does.")
        return text

    def _narrate_point(self, full: bool) -> list[str]:
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        per = "1 for each card" if all(v.point_score(n, 0) == n for n in range(1, v.hand_size + 1)) \
            else "by the length of the suit"
        t = self.terms
        good, not_good, equal = (answer_words(v, w) for w in ("good", "not-good", "equal"))
        answers = f"{good}, {not_good} or {equal}"
        if v.point_said == "value":
            if not full:
                return [f"The point: elder says the value of his longest suit; younger answers {answers}; "
                        f"the winner scores {per}."]
            out = [f"The point: elder says the total value of his longest suit ({self._values_text()}) "
                   f"without naming the suit, and younger answers {answers}. "
                   f"The higher value wins (it is always the longer suit) and shows its cards; equal, "
                   f"nobody scores. Only the winner scores: {per}."]
        else:
            if not full:
                return [f"The point: the longest suit; the winner scores {per}. Elder declares first."]
            out = [f"The point: each player counts the cards of the longest suit in hand. Elder says how "
                   f"many, and younger answers {answers}. More cards wins; with as many, the "
                   f"higher value wins ({self._values_text()}). Only the winner scores: {per}."]
        if rb:
            name = _cap(t.repique)
            if v.blocking == "declarations":
                out.append(f"{name}: whoever reaches {rt} from {t.blanche} and "
                           f"declarations alone scores {rb} more, if the other has scored "
                           f"nothing in his declarations in the deal: it is decided once the sets are over.")
            else:
                out.append(f"{name}: whoever reaches {rt} from {t.blanche} and "
                           f"declarations alone, before the other has scored anything in the deal, scores "
                           f"{rb} more.")
        return out

    def _values_text(self) -> str:
        v = self.variant
        parts: list[str] = []
        r = 7
        while r >= 0:
            value = v.card_value(r)
            if r <= 3 and value == r + 7:  # the pip cards count their number
                parts.append("the others their number")
                break
            group = [RANK_NAMES[r]]
            while r - 1 >= 0 and v.card_value(r - 1) == value and not (r - 1 <= 3 and value == r + 6):
                r -= 1
                group.append(RANK_NAMES[r])
            parts.append(f"{_join(group)} {value}")
            r -= 1
        return ", ".join(parts)

    def _seq_table(self) -> str:
        v = self.variant
        items = []
        for length in sorted(v.sequence_scores):
            name = SEQUENCE_NAMES.get(length, f"sequence of {length}")
            items.append(f"{name} ({length}) {v.sequence_scores[length]}")
        return ", ".join(items)

    def _narrate_sequences(self, full: bool) -> list[str]:
        v = self.variant
        if not full:
            return [f"Sequences: longer wins, then the higher top card; {self._seq_table()}."]
        first = min(v.sequence_scores)
        return [f"Sequences: {number_words(first)} or more cards of one suit in a row. Their names "
                f"and counts: {self._seq_table()}. Longer beats shorter, then the higher top card; only "
                f"the winner scores, counting every sequence declared."]

    def _narrate_sets(self, full: bool) -> list[str]:
        v = self.variant
        low = RANK_PLURALS[v.set_min_rank]
        named = ", ".join(
            f"{number_words(size)} of a kind (a {SET_NAMES.get(size, 'set')}) {score}"
            for size, score in sorted(v.set_scores.items())
        )
        if not full:
            return [f"Sets: {low} or higher; {named}; the bigger set wins, then the higher rank."]
        below = f" ({RANK_PLURALS[v.set_min_rank - 1]} and below never count)" if v.set_min_rank else ""
        return [f"Sets: cards of one rank, {low} or higher{below}: {named}. The bigger set wins, then "
                f"the higher rank; only the winner scores, counting every set declared."]

    def _narrate_open_capot(self, full: bool) -> list[str]:
        v = self.variant
        n = number_words(v.hand_size)
        if not full:
            return [f"Before the first lead either player may announce an open capot: all {n} tricks, "
                    f"{v.open_capot_points} instead of {v.capot_points}."]
        return [f"Open capot: once the sets are over, before the first card is led, either player may "
                f"announce that he will take all {n} tricks. Made, the open capot counts "
                f"{v.open_capot_points} instead of the capot's {v.capot_points}; failed, it costs "
                "nothing. Announce it only with tricks you are sure of."]

    def _narrate_play(self, full: bool) -> list[str]:
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        t = self.terms
        pts = []
        if v.lead_points:
            pts.append(f"{v.lead_points} for each trick you lead")
        if v.win_own_lead_points and v.win_own_lead_points == v.win_opponent_lead_points:
            pts.append(f"{v.win_own_lead_points} for each trick you win, whoever led it")
        else:
            if v.win_opponent_lead_points:
                pts.append(f"{v.win_opponent_lead_points} for each trick you win on the other's lead")
            if v.win_own_lead_points:
                pts.append(f"{v.win_own_lead_points} for each trick you win on your own lead")
        points = _join(pts) or "nothing for the tricks themselves"
        if not v.lead_points and pts:
            points += " (nothing for leading)"
        head = ("Follow suit, and head the trick if you can" if v.must_head_trick
                else "Follow suit if you can")
        if not full:
            return [f"Trick play: {head.lower()}; no trumps; {points}."]
        out = [f"Trick play: {self._leads_first()}. Follow suit if you can; if not, play any "
               f"card. There are no trumps: the higher card of the suit led wins the trick, and the "
               f"winner leads next. Points: {points}."]
        if v.must_head_trick:
            out.append("You must head the trick: following suit, play a card higher than the one led if "
                       "you hold one; a lower card of the suit only when you have no higher.")
        if v.pique_bonus:
            name = _cap(t.pique)
            if v.blocking == "declarations":
                out.append(f"{name}: only elder can. Reaching {pt}, counting declarations "
                           f"and trick points together, before the other has scored anything in his "
                           f"declarations, he scores {pb} more; younger's tricks do not stop it.")
            else:
                text = (f"{name}: whoever reaches {pt}, counting declarations and trick "
                        f"points together, before the other has scored anything in the deal, scores "
                        f"{pb} more.")
                if v.lead_points:
                    text += " Only elder can: elder's first lead scores before younger can win a trick."
                else:
                    text += " Either player can: nothing is scored for leading."
                out.append(text)
        return out

    def _narrate_count(self, full: bool) -> list[str]:
        v = self.variant
        total = v.hand_size
        most = total // 2 + 1
        won = _join([f"{self._who(s)} {n} trick{'s' if n != 1 else ''}" for s, n in enumerate(self._tricks)])
        parts = []
        worth = last_trick_worth(v)
        if v.last_trick_points:
            last = f"the last trick scores {v.last_trick_points} more"
            if worth:
                last += f" ({worth} in all)"
            parts.append(last)
        cards = self.terms.cards
        if v.cards_points:
            parts.append(f"{most} or more tricks score {v.cards_points} for {cards}")
        if v.capot_points:
            instead = "instead"
            if v.capot_cancels_last and v.last_trick_points:
                instead = f"instead of {cards} and the last trick's {v.last_trick_points}"
            parts.append(f"all {total} is capot, {v.capot_points} {instead}")
        if v.open_capot_points:
            parts.append(f"an open capot announced and made {v.open_capot_points}")
        rule = "; ".join(parts)
        if not full:
            return [f"The count: {won}. {_cap(rule)}."]
        tie = (f" With {total // 2} each nobody scores for {cards}." if v.cards_points and total % 2 == 0
               else "")
        return [f"The count, after the last trick: {won}. {_cap(rule)}.{tie}"]

    # ------------------------------------------------------------ explanations

    def _explain(self, e: Event) -> str:
        k, seat = e.kind, e.seat
        assert seat is not None
        before = e.total - e.points
        v, t = self.variant, self.terms
        if k in ("lead", "win"):
            if k in self._quiet:
                return ""
            self._quiet.add(k)
        if k == "blanche":
            text = self._explain_blanche(e, seat)
        elif k == "point":
            text = self._explain_point(e, seat)
        elif k == "sequence":
            text = self._explain_sequence(e, seat)
        elif k == "set":
            text = self._explain_set(e, seat)
        elif k == "repique":
            text = self._explain_bonus(e, seat, "repique")
        elif k == "pique":
            text = self._explain_bonus(e, seat, "pique")
        elif k == "lead":
            text = (f"The lead: {self._does(seat, 'score')} {e.points} for leading this trick. Every lead "
                    f"counts {e.points} (from now on leads are counted without a word).")
        elif k == "win":
            text = self._explain_win(e, seat)
        elif k == "last":
            text = f"The last trick: {self._who(seat)} won the last trick, worth {e.points} more"
            worth = last_trick_worth(v)
            text += f": with its trick, the last trick counts {worth}." if worth else "."
        elif k == "cards":
            won, total = self._tricks[seat], self._trick_count
            text = (f"{_cap(t.cards)}: {self._who(seat)} won {won} of the {total} tricks, more than half, "
                    f"so {e.points} for {t.cards}.")
        elif k == "capot":
            text = self._explain_capot(e, seat)
        elif k == "open-capot":
            text = (f"Open capot: {self._who(seat)} announced before the first lead to take all "
                    f"{self._trick_count} tricks, and took them: {e.points} instead of the capot's "
                    f"{v.capot_points}.")
            if v.capot_cancels_last and v.last_trick_points:
                text += f" As with any capot, nothing for {t.cards} and nothing more for the last trick."
        else:
            text = f"{_cap(k.replace('-', ' '))}: {self._does(seat, 'score')} {e.points}."
        return text + self._missed_bonus(e, seat, before)

    def _explain_capot(self, e: Event, seat: int) -> str:
        v, t = self.variant, self.terms
        cards = f"the {v.cards_points} for {t.cards}" if v.cards_points else ""
        if v.capot_cancels_last and v.last_trick_points and cards:
            cards += f" and the last trick's {v.last_trick_points}"
        instead = f" instead of {cards}" if cards else ""
        text = (f"Capot: {self._who(seat)} won all {self._trick_count} tricks, which counts "
                f"{e.points}{instead}.")
        if v.open_capot_points:
            if self._capot_call is not None and self._capot_call != seat:
                text += (f" {self._who(self._capot_call, True)} announced an open capot and did not make "
                         "it: that costs nothing.")
            else:
                text += (f" Announced before the first lead, as an open capot, it would have counted "
                         f"{v.open_capot_points}.")
        return text

    def _missed_bonus(self, e: Event, seat: int, before: int) -> str:
        """Why reaching the threshold with this score earned no repique or pique."""
        v, k, t = self.variant, e.kind, self.terms
        pt, pb, rt, rb = self._thresholds()
        other = 1 - seat
        if k in _DECLARATIONS and v.repique_bonus:
            th, name = rt, t.repique
        elif k in ("lead", "win", "last") and v.pique_bonus:
            th, name = pt, t.pique
        else:
            return ""
        if not before < th <= e.total:
            return ""
        if v.blocking == "declarations":  # only the other's declarations block; only elder piques
            if k in _DECLARATIONS:
                if self._decl[other]:
                    self._repique_told.add(seat)
                    return (f" That reaches {th}, but no {name}: {self._who(other)} has scored "
                            f"{self._decl[other]} in declarations.")
                return ""  # decided once the declarations are over
            if self._bonus[seat]:
                return ""
            if seat != self.elder:
                return f" That reaches {th}, but no {name}: only elder can make one in this game."
            if self._decl[other]:
                return (f" That reaches {th}, but no {name}: {self._who(other)} scored "
                        f"{self._decl[other]} in declarations.")
            return ""
        if self._scores[other]:
            return (f" That reaches {th}, but no {name}: {self._who(other)} had already scored "
                    f"{self._scores[other]} in this deal.")
        return ""

    def _no_repique(self) -> list[str]:
        """Once the declarations are over, in a game where only the other's declarations
        block a repique (decided only then): why a player who reached the threshold from
        his declarations made none."""
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        if v.blocking != "declarations" or not v.repique_bonus:
            return []
        out = []
        for seat in (0, 1):
            other = 1 - seat
            if (self._decl[seat] >= rt and not self._bonus[seat] and self._decl[other]
                    and seat not in self._repique_told):
                out.append(f"No {self.terms.repique} for {self._who(seat)}, though "
                           f"{self._does(seat, 'have')} {self._decl[seat]} in declarations: "
                           f"{self._who(other)} scored {self._decl[other]} in declarations too.")
        return out

    def _explain_blanche(self, e: Event, seat: int) -> str:
        v = self.variant
        name = _cap(self.terms.blanche)
        if v.younger_blanche_after_exchange and seat != self.elder:
            return (f"{name}: the {number_words(v.hand_size)} cards {self._who(seat)} "
                    f"{'were' if seat == self._viewer else 'was'} dealt hold no king, queen or jack; "
                    f"declared after {self._poss(1 - seat)} exchange, as younger does, that counts "
                    f"{e.points}, and they are shown.")
        text = (f"{name}: {self._poss(seat)} {number_words(v.hand_size)} cards hold no king, queen "
                f"or jack, and declared before the exchange that counts {e.points}.")
        if seat != self.elder and self.elder is not None:
            text += f" {self._who(seat, True)} will show them once {self._elder_name()} has exchanged."
        return text

    def _class_said(self, cls: str) -> dict[str, object]:
        return self._classes.setdefault(cls, {})

    def _outcome(self, cls: str, seat: int, elder_desc: str) -> str:
        """Why ``seat`` won the class, in a clause: from elder's announcement, the
        tie-break and younger's answer (younger's losing hand is never shown)."""
        said = self._class_said(cls)
        other = 1 - seat
        if seat == self.elder:
            if said.get("tiebreak") is not None:
                return f"as long as {self._poss(other)} but higher"
            return f"{self._who(other)} showed nothing as good"
        if said.get("announce") == ():
            return f"{self._who(other)} declared none"
        if said.get("tiebreak") is not None:
            return f"as long as {self._poss(other)} {elder_desc}, but higher"
        if elder_desc:
            return f"better than {self._poss(other)} {elder_desc}"
        return f"better than {self._poss(other)}"

    def _explain_point(self, e: Event, seat: int) -> str:
        mask = e.combos[0] if e.combos else e.cards
        length, value = point_value(mask)
        suits = suits_in(mask)
        suit = SUIT_NAMES[suits[0]] if suits else "cards"
        said = self._class_said("point")
        other = 1 - seat
        per = ", 1 for each card" if e.points == length else ""
        ann = said.get("announce")
        if self.variant.point_said == "value":
            v = self.variant
            if seat == self.elder:
                why = (f"{answer_words(v, 'good')}: {self._who(other)} had no suit worth as much"
                       if said.get("answer") == "good" else f"{self._who(other)} declared no point")
            elif ann:
                why = (f"{answer_words(v, 'not-good')}: more than {self._poss(other)} "
                       f"{number_words(ann[0])}")  # type: ignore[index]
            else:
                why = f"{self._who(other)} declared no point"
            return (f"Point: {self._poss(seat)} {suit} made {value} ({number_words(length)} cards) and won "
                    f"({why}), so {self._does(seat, 'score')} {e.points}{per}. The value is said, but the "
                    f"point scores by the cards.")
        if said.get("tiebreak") is not None:
            elder_value = said["tiebreak"][0]  # type: ignore[index]
            if seat == self.elder:
                why = (f"both points had {number_words(length)} cards, and {self._poss(seat)} {suit} "
                       f"made {value}, more than {self._poss(other)}")
            else:
                why = (f"both points had {number_words(length)} cards, and {self._poss(seat)} {suit} "
                       f"made {value}, more than {self._poss(other)} {elder_value}")
            return f"Point: {why}, so {self._does(seat, 'score')} {e.points}{per}."
        if seat == self.elder:
            why = f"{self._who(other)} showed no suit as long"
        elif ann == ():
            why = f"{self._who(other)} declared no point"
        elif ann:
            why = f"{self._who(other)} had only {number_words(ann[0])}"  # type: ignore[index]
        else:
            why = f"{self._who(other)} had fewer"
        return (f"Point: {self._poss(seat)} {number_words(length)} {suit} won ({why}), so "
                f"{self._does(seat, 'score')} {e.points}{per}.")

    def _seq_rule(self, length: int) -> str:
        """Why a sequence of ``length`` counts what it counts."""
        v = self.variant
        score = v.sequence_score(length)
        if score == length:
            return "1 for each card"
        extra = score - length
        start = min((n for n, s in v.sequence_scores.items() if s - n == extra), default=length)
        if start == min(v.sequence_scores):
            return f"{length}, plus {extra} for any sequence"
        return f"{length}, plus {extra} for a run of {number_words(start)} or more"

    def _set_rule(self, size: int) -> str:
        v = self.variant
        score = v.set_score(size)
        if score == size:
            return "1 for each card"
        if score == 14 and SET_NAMES.get(size) == "quatorze":
            return "quatorze is French for fourteen"
        return f"{score} for {number_words(size)} of a kind"

    def _explain_sequence(self, e: Event, seat: int) -> str:
        v = self.variant
        combos = list(e.combos) or [e.cards]
        said = self._class_said("sequence")
        ann = said.get("announce")
        elder_desc = ""
        if ann:
            elder_desc = SEQUENCE_NAMES.get(ann[0], f"sequence of {ann[0]}")  # type: ignore[index]
        first = combos[0]
        run = run_of(first)
        if run is None:
            return f"Sequences: {self._does(seat, 'score')} {e.points}."
        suit, _, length = run
        name = SEQUENCE_NAMES.get(length, "sequence")
        why = self._outcome("sequence", seat, elder_desc)
        text = (f"Sequences: {self._poss(seat)} {combo_words('sequence', first)} in {SUIT_NAMES[suit]} "
                f"won ({why}). A {name}, {number_words(length)} in a row, counts "
                f"{v.sequence_score(length)}: {self._seq_rule(length)}.")
        if len(combos) > 1:
            more = []
            for m in combos[1:]:
                r = run_of(m)
                if r is None:
                    continue
                more.append(f"{combo_words('sequence', m)} in {SUIT_NAMES[r[0]]} "
                            f"({number_words(r[2])} in a row, {v.sequence_score(r[2])})")
            text += (f" The winner counts every sequence declared, so {self._does(seat, 'also count')} "
                     f"{_join(more)}: {e.points} in all.")
        return text

    def _explain_set(self, e: Event, seat: int) -> str:
        combos = list(e.combos) or [e.cards]
        said = self._class_said("set")
        ann = said.get("announce")
        elder_desc = ""
        if ann and len(ann) == 2:  # type: ignore[arg-type]
            size, rank = ann  # type: ignore[misc]
            elder_desc = ("fourteen " if size == 4 else number_words(size) + " ") + RANK_PLURALS[rank]
        first = combos[0]
        found = set_of(first)
        if found is None:
            return f"Sets: {self._does(seat, 'score')} {e.points}."
        _, size = found
        why = self._outcome("set", seat, elder_desc)
        name = SET_NAMES.get(size, "set")
        text = (f"Sets: {self._poss(seat)} {combo_words('set', first)} won ({why}). A {name}, "
                f"{number_words(size)} of one rank, counts {self.variant.set_score(size)}: "
                f"{self._set_rule(size)}.")
        if len(combos) > 1:
            more = [f"{combo_words('set', m)} ({self.variant.set_score(m.bit_count())})" for m in combos[1:]]
            text += (f" The winner counts every set declared, so {self._does(seat, 'also count')} "
                     f"{_join(more)}: {e.points} in all.")
        return text

    def _explain_bonus(self, e: Event, seat: int, kind: str) -> str:
        v, t = self.variant, self.terms
        pt, pb, rt, rb = self._thresholds()
        other = 1 - seat
        reached = e.total - e.points
        name = t.repique if kind == "repique" else t.pique
        if kind == "repique":
            th, source = rt, f"{t.blanche} and declarations alone"
        else:
            th, source = pt, "declarations and trick points together"
        if v.blocking == "declarations":
            tricks = ""
            if kind == "pique" and self._scores[other]:
                tricks = f" ({self._poss(other)} {self._scores[other]} from the tricks do not stop it)"
            text = (f"{_cap(name)}: {self._who(seat)} reached {reached} ({th} or more) from {source}, and "
                    f"{self._who(other)} scored nothing in declarations{tricks}, so {e.points} more: "
                    f"{e.total}.")
        else:
            text = (f"{_cap(name)}: {self._who(seat)} reached {reached} ({th} or more) from {source} "
                    f"before {self._who(other)} had scored anything in this deal, so {e.points} more: "
                    f"{e.total}.")
        if self._equal:
            text += f" An {answer_words(v, 'equal')} is no score, so it did not stop it."
        return text

    def _explain_win(self, e: Event, seat: int) -> str:
        v = self.variant
        other = 1 - seat
        if self._last_leader == seat:
            return (f"The trick: {self._does(seat, 'score')} {e.points} for winning a trick led by "
                    f"{self._who(seat)} (from now on tricks are counted without a word).")
        text = (f"The trick: {self._does(seat, 'score')} {e.points} for winning a trick "
                f"{self._who(other)} led.")
        if not v.win_own_lead_points:
            text += " Winning your own lead scores nothing more than the lead itself."
        return text + " From now on tricks are counted without a word."

    # ------------------------------------------------------------------ remarks

    def _remark(self, e: Event) -> list[str]:
        """Lines for events that are neither a phase's start nor a score."""
        k, v = e.kind, self.variant
        if k == "announce" and e.cls:
            self._class_said(e.cls)["announce"] = tuple(e.info)
            return []
        if k == "tiebreak" and e.cls:
            self._class_said(e.cls)["tiebreak"] = tuple(e.info)
            return []
        if k == "ask":
            if e.cls == "point" and v.point_said == "value":
                return []  # the values were said: the higher wins
            if e.cls == "point":
                return ["The points are the same length, so younger asks “making?”: elder tells the "
                        "value of the cards."]
            if e.cls == "sequence":
                return ["The sequences are the same length, so younger asks “to what?”: elder names "
                        "the top card."]
            return []
        if k == "answer" and e.cls:
            self._class_said(e.cls)["answer"] = e.word
            if e.word == "equal":
                self._equal = True
                said = answer_words(v, "equal")
                bonus = _join([w for w, on in ((self.terms.repique, v.repique_bonus),
                                               (self.terms.pique, v.pique_bonus)) if on])
                tail = f" An {said} is no score, so it blocks no {bonus}." if bonus else ""
                if v.point_said == "value" and e.cls == "point":
                    return [f"{said}: both points are worth as much, so both show them and neither scores."
                            f"{tail}"]
                return [f"{said}: neither player scores for {_CLASS_NAMES.get(e.cls, e.cls)}.{tail}"]
            return []
        if k == "blanche-shown" and e.seat is not None:
            return [f"{self._does(e.seat, 'show', True)} the {self.terms.blanche} now that "
                    f"{self._elder_name()} has exchanged, as younger does."]
        if k == "capot-call" and e.seat is not None:
            return [f"{self._does(e.seat, 'announce', True)} an open capot: all {v.hand_size} tricks. "
                    f"Made, it counts {v.open_capot_points} instead of {v.capot_points}; if "
                    f"{self._who(1 - e.seat)} {'take' if 1 - e.seat == self._viewer else 'takes'} a "
                    "single trick, it costs nothing but the capot."]
        if k == "deal-end":
            return self._deal_end(e)
        if k == "game-end" and e.seat is not None:
            return self._game_end(e, e.seat)
        return []

    def _deal_end(self, e: Event) -> list[str]:
        v = self.variant
        self.deal_scores.append(tuple(e.info))
        played = len(self.deal_scores)
        totals = [sum(d[i] for d in self.deal_scores) for i in range(len(self.players))]
        if v.game_targets:
            number = len(self._game_winners) + 1
            name, target = game_name(v, number), game_target(v, number)
            in_game = [sum(d[i] for d in self.deal_scores[self._game_start:]) for i in range(2)]
            if max(in_game) >= target:
                return []  # the game is won: told with its end
            deals = played - self._game_start
            return [f"After {deals} deal{'s' if deals != 1 else ''} of the {name}, the totals: "
                    f"{self.names.scores(in_game)}; the first to reach {target} wins it."]
        if v.target:
            if v.reached(totals):
                lead = max(range(len(totals)), key=lambda i: totals[i])
                past = f" ({totals[lead]})" if totals[lead] != v.target else ""
                return [f"{self._who(lead, True)} reached {v.target}{past}, so the game ends at once, in "
                        f"the middle of the deal if need be: nothing more is scored or played."]
            return [f"After {played} deal{'s' if played != 1 else ''}, the totals: "
                    f"{self.names.scores(totals)}; the first to reach {v.target} wins."]
        out = [f"After {played} deal{'s' if played != 1 else ''} of {v.deals}, the totals: "
               f"{self.names.scores(totals)}."]
        if v.korolik and played % v.korolik == 0 and played < v.deals:
            korolik = played // v.korolik
            out.append(f"Korolik {korolik} is over: the players draw again for the deal, and whoever "
                       f"draws the lower card deals first in korolik {korolik + 1}.")
        if played == v.deals and v.tie_deals and totals[0] == totals[1]:
            out.append(f"The totals are equal after {v.deals} deals, so {v.tie_deals} more are played, "
                       "one deal each.")
        return out

    def _game_end(self, e: Event, seat: int) -> list[str]:
        """A game of a match won, in the middle of a deal or at its end."""
        v = self.variant
        number = e.info[0] if e.info else len(self._game_winners) + 1
        totals = tuple(e.info[1:3]) if len(e.info) >= 3 else (0, 0)
        self._game_winners.append(seat)
        self._game_start = len(self.deal_scores)
        name, target = game_name(v, number), game_target(v, number)
        past = f" ({totals[seat]})" if totals[seat] != target else ""
        more = f", more than {target - 1}," if target % 10 == 1 else ""
        text = (f"{self._who(seat, True)} reached {target}{past}{more} and {self.names.verb(seat, 'win')} "
                f"the {name}, {totals[seat]} to {totals[1 - seat]}: it ends at once, in the middle of the "
                "deal if need be, and nothing more is scored or played in it.")
        won = [self._game_winners.count(s) for s in (0, 1)]
        if max(won) >= v.games_to_win or number >= len(v.game_targets):
            return [text]
        following = number + 1
        text += (f" The {game_name(v, following)} begins: the totals start again at 0, and the first to "
                 f"reach {game_target(v, following)} wins it")
        if won[0] == won[1]:
            text += (f"; {_join([self._who(s) for s in (0, 1)])} have won a game each, so it decides "
                     "the match.")
        else:
            text += "."
        return [text]

    def _partie_end(self, e: Event) -> str:
        v = self.variant
        if v.game_targets:
            return self._match_end(e)
        totals: Sequence[int] = e.info
        winner, result = e.seat, e.points
        head = f"End of the partie: {self.names.scores(totals)}."
        if winner is None:
            return f"{head} The totals are equal: the partie is drawn."
        loser = 1 - winner
        hi, lo = totals[winner], totals[loser]
        bonus = v.game_bonus
        if v.target:
            half = ", half the target," if v.rubicon * 2 == v.target else ""
            if lo < v.rubicon and (hi - lo) * 2 == result:
                return (f"{head} {self._who(loser, True)} finished under {v.rubicon}{half} "
                        f"which is called being {v.lurched}: {self._does(winner, 'score')} the difference "
                        f"doubled: ({hi} - {lo}) × 2 = {result}.")
            if hi - lo == result:
                return (f"{head} {self._who(loser, True)} reached {v.rubicon}{half} so "
                        f"{self._does(winner, 'score')} the difference: {hi} - {lo} = {result}.")
        elif v.is_rubiconed(list(totals)) and hi + lo + bonus == result:
            also = ""
            if hi < v.rubicon:
                also = f" (even though {self._who(winner)} too stayed under {v.rubicon})"
            return (f"{head} {self._who(loser, True)} finished under {v.rubicon}, which is called being "
                    f"{v.lurched}: {self._does(winner, 'score')} both totals plus {bonus} for the "
                    f"game{also}: {hi} + {lo} + {bonus} = {result}.")
        if not v.target and not bonus and not v.is_rubiconed(list(totals)) and hi - lo == result:
            return (f"{head} The higher total wins, and {self._does(winner, 'score')} the difference: "
                    f"{hi} - {lo} = {result}.")
        if not v.target and hi - lo + bonus == result:
            return (f"{head} Both reached {v.rubicon}, so {self._does(winner, 'score')} the difference "
                    f"plus {bonus} for the game: {hi} - {lo} + {bonus} = {result}.")
        return (f"{head} {self._does(winner, 'win', True)} the partie and "
                f"{self._does(winner, 'score')} {result}.")

    def _match_end(self, e: Event) -> str:
        """The end of a match of games: who won which, and the games won."""
        v = self.variant
        winner = e.seat
        games = tuple(e.info) if len(e.info) == 2 else tuple(self._game_winners.count(s) for s in (0, 1))
        names = [game_name(v, i + 1) for i in range(len(self._game_winners))]
        won = {s: [f"the {n}" for n, w in zip(names, self._game_winners, strict=True) if w == s]
               for s in (0, 1)}
        seats = [s for s in (0, 1) if won[s]]
        parts = [f"{self._who(s, i == 0)} won {_join(won[s])}" for i, s in enumerate(seats)]
        head = f"End of the match: {'; '.join(parts)}." if parts else "End of the match."
        if winner is None:
            return head
        lost = games[1 - winner]
        return (f"{head} {self._does(winner, 'win', True)} the match, {number_words(games[winner])} games "
                f"to {number_words(lost) if lost else 'none'}: the first to win {v.games_to_win} games wins "
                f"it, whatever the points.")
