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

The teacher speaks the language of its translator (``tr``, English by default): each
sentence is one entry of the catalogue (area "teacher"), written twice where its verb
agrees with "you" or with a player's name; the cards, ranks, suits, sequences and sets
are named by :class:`~piquet_game.vocabulary.Vocabulary`, the game's own words (a
Picchetto's "picca", Russian Piquet's "leza") by their own entries.

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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..commentary import _Names, last_trick_worth
from ..i18n import ENGLISH, Translator
from ..rules.cards import RANK_PLURALS
from ..rules.combos import SET_NAMES, point_value, run_of, set_of, suits_in
from ..rules.events import Event
from ..rules.variant import Variant, pique_due, pique_pending_below
from ..variant_words import game_name, game_target, korolik_of_deal, terms
from ..vocabulary import Vocabulary

#: The phases of a deal, in the order they are narrated ("open-capot" only in a game
#: that has one, told with the sets: it is offered as soon as they are over).
PHASES = ("deal", "blanche", "exchange-elder", "exchange-younger", "point", "sequence", "set",
          "open-capot", "play", "count")
#: The kinds of score that are declarations (what blocks a Russian pique or repique).
_DECLARATIONS = ("blanche", "point", "sequence", "set")
#: Narrated once per partie, after the last deal.
PARTIE_END = "partie-end"

_CLASSES = ("point", "sequence", "set")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


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
    """What every teacher has: the players' names by seat, the game, the language
    (``tr``, a :class:`~piquet_game.i18n.Translator`) and the seat at the keyboard
    (spoken of as "you"; None: people share the screen, and only public events are
    explained), which may change; each event's lines from :meth:`notes`."""

    def __init__(self, players: Sequence[str], variant: Variant, viewer: int | None = None, *,
                 tr: Translator = ENGLISH) -> None:
        self.players = tuple(players)
        self.variant = variant
        self.tr = tr
        self.words = Vocabulary(tr, variant)
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

    # ------------------------------------------------------------------ words

    def _you(self, seat: int | None) -> bool:
        """Whether ``seat`` is spoken of as "you" (the viewer, or a player who calls
        himself "You")."""
        if seat is None:
            return False
        return seat == self._viewer or self.players[seat].strip().lower() == "you"

    def _name(self, seat: int | None) -> str:
        return self.players[seat] if seat is not None else ""

    def _by(self, seat: int | None, mine: str, theirs: str, **values: object) -> str:
        """One of two sentences, as ``seat`` is the viewer (``mine``) or a player named
        ``{name}`` (``theirs``), filled in."""
        text = mine if self._you(seat) else theirs
        return text.format(name=self._name(seat), **values)

    def _by2(self, seat: int | None, other: int | None, mine: str, yours: str, theirs: str,
             **values: object) -> str:
        """One of three sentences about two players, ``{name}`` (``seat``) and
        ``{other}``: ``mine`` when ``seat`` is the viewer, ``yours`` when ``other`` is,
        ``theirs`` when neither is."""
        if self._you(seat):
            text = mine
        elif self._you(other):
            text = yours
        else:
            text = theirs
        return text.format(name=self._name(seat), other=self._name(other), **values)

    def _list(self, items: Iterable[str]) -> str:
        """``a``, ``a and b``, ``a, b and c`` in the language."""
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        return self.tr("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])

    def _totals_text(self, values: Sequence[int]) -> str:
        """``you 12, Ben 37``."""
        return ", ".join(self.tr("you {score}").format(score=v) if self._you(s) else f"{self.players[s]} {v}"
                         for s, v in enumerate(values))

    def _number(self, n: int) -> str:
        """``n`` in words."""
        return self.tr.number(n)

    def _term(self, word: str) -> str:
        """The game's word for ``blanche``, ``pique``, ``repique`` or ``cards`` in the
        language: its own (Picchetto's "picca") or the usual one ("pique")."""
        return self.words.game_term(word)

    def _answer(self, word: str) -> str:
        """Younger's answer (``good``, ``not-good``, ``equal``) in the game's words,
        with its meaning when they are not the language's own (``Va bene (good)``)."""
        return self.words.game_answer(word)

    def _game(self, number: int) -> str:
        """The ``number``-th game of a match: ``Partita``."""
        return game_name(self.variant, number, self.tr)

    def _lurched(self) -> str:
        """The game's word for a loser under the line: ``rubiconed``, ``lurched``."""
        return self.tr.ptr("loser under the line", self.variant.lurched)

    def _seq_name(self, length: int) -> str:
        """``quint``."""
        return self.words.sequence_name(length)

    def _set_name(self, size: int) -> str:
        """``quatorze``, ``trio``."""
        return self.tr.ptr("set name", SET_NAMES.get(size, "trio"))

    def _ranks(self, rank: int) -> str:
        """A rank in the plural: ``tens``."""
        return self.tr.ptr("ranks", RANK_PLURALS[rank])

    def _combo(self, kind: str, mask: int) -> str:
        """A sequence or set as it is counted: ``quint to the king``, ``fourteen aces``."""
        if kind == "sequence":
            run = run_of(mask)
            return self.words.sequence(run[2], run[1], major=False) if run is not None else ""
        found = set_of(mask)
        return self.words.set(*found) if found is not None else ""

class Teacher(Teaching):
    """Explains a partie to a newcomer, event by event.

    ``players`` are the display names by seat; ``viewer`` the seat at the keyboard,
    spoken of as "you" (None: two players share the screen, and only public events are
    explained); ``tr`` the language.  Feed every event of the partie, in order, to
    :meth:`lines` (or to :meth:`notes`, which says what each line is about); call one
    of the two per event.
    """

    # set by _new_deal; declared here as notes() comes first in the class
    _minus: bool | None  # the kind of the deal's contract, once there is one
    _played: bool  # the first card is led

    def __init__(self, players: Sequence[str], variant: Variant, viewer: int | None = None, *,
                 tr: Translator = ENGLISH) -> None:
        super().__init__(players, variant, viewer, tr=tr)
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

    def _contract_sum(self, e: Event) -> tuple[int, str]:
        """(tricks over or short, the sum that scored them: ``10 × 2 × 4 (redoubled)``)."""
        tr = self.tr
        count = e.info[0] if e.info else 0
        each = self.variant.contract_points
        times = e.points // max(1, each * count) if count else 1
        if times == 2:
            return count, tr("{each} × {count} × {times} "
                             "(doubled)").format(each=each, count=count, times=times)
        if times == 4:
            return count, tr("{each} × {count} × {times} (redoubled)").format(each=each, count=count,
                                                                             times=times)
        if times > 1:
            return count, tr("{each} × {count} × {times}").format(each=each, count=count, times=times)
        return count, f"{each} × {count}"

    def _auction_words(self, e: Event) -> list[str]:
        """Contract Piquet: the auction taught as it goes (the first call of a deal),
        the contract and what it is worth, a deal thrown in, and the over- or
        under-tricks counted after the last trick."""
        tr = self.tr
        k = e.kind
        if e.is_score and e.seat is not None:
            self._scores[e.seat] = e.total
            count, sum_ = self._contract_sum(e)
            values = {"count": self._number(count), "sum": sum_, "points": e.points}
            if k == "overtricks":
                return [self._by(e.seat, tr.ntr(
                    "Contract made, {count} over: {sum}: {points} to you. The tricks themselves counted one "
                    "each; a contract made exactly scores nothing more.",
                    "Contract made, {count} over: {sum}: {points} to you. The tricks themselves counted one "
                    "each; a contract made exactly scores nothing more.", count), tr.ntr(
                    "Contract made, {count} over: {sum}: {points} to {name}. The tricks themselves counted "
                    "one each; a contract made exactly scores nothing more.",
                    "Contract made, {count} over: {sum}: {points} to {name}. The tricks themselves counted "
                    "one each; a contract made exactly scores nothing more.", count), **values)]
            return [self._by(e.seat, tr.ntr(
                "Contract broken by {count}: {sum}: {points} to you. The tricks themselves counted one each; "
                "a contract made exactly scores nothing more.",
                "Contract broken by {count}: {sum}: {points} to you. The tricks themselves counted one each; "
                "a contract made exactly scores nothing more.", count), tr.ntr(
                "Contract broken by {count}: {sum}: {points} to {name}. The tricks themselves counted one "
                "each; a contract made exactly scores nothing more.",
                "Contract broken by {count}: {sum}: {points} to {name}. The tricks themselves counted one "
                "each; a contract made exactly scores nothing more.", count), **values)]
        if k == "call" and e.seat is not None:
            if "auction" in self._narrated:
                return []
            self._narrated.append("auction")
            return [tr("The auction: no exchange in Contract Piquet, so each player bids on the twelve cards "
                       "he holds. Elder calls first. A bid is a number of tricks, 7 to 12, to win (+) or to "
                       "lose (\u2212); each bid must be higher (at equal number, minus ranks above plus). A "
                       "pass is final; a bid passed, or doubled and answered, is the contract. Count your "
                       "sure tricks: aces, kings guarded, long suits.")]
        if k == "redeal":
            return [tr("Both passed at their first turn: the cards are thrown in, nothing of this deal "
                       "counts, and the same dealer deals again.")]
        if k == "contract" and e.seat is not None:
            bid = e.word.partition(" ")[0]
            times = e.info[2] if len(e.info) >= 3 else 1
            each = self.variant.contract_points
            minus = len(e.info) >= 2 and bool(e.info[1])
            n = int(bid[:-1]) if bid[:-1].isdigit() else 0
            values = {"tricks": self._number(n), "most": self._number(self.variant.hand_size - n),
                      "each": each * times, "times": times}
            if bid.endswith("-"):
                out = [self._by(e.seat, tr("You play {tricks} minus: to lose {tricks} tricks or more (win "
                                           "{most} at most)."),
                                tr("{name} plays {tricks} minus: to lose {tricks} tricks or more (win {most} "
                                   "at most)."), **values)]
            else:
                out = [self._by(e.seat, tr("You play {tricks} plus: to win {tricks} tricks or more."),
                                tr("{name} plays {tricks} plus: to win {tricks} tricks or more."), **values)]
            if times > 1:
                out.append(self._by(e.seat, tr("Each trick over scores {each} to you, each trick short "
                                               "{each} to the other (doubled or redoubled: times {times})."),
                                    tr("Each trick over scores {each} to {name}, each trick short {each} to "
                                       "the other (doubled or redoubled: times {times})."), **values))
            else:
                out.append(self._by(e.seat, tr("Each trick over scores {each} to you, each trick short "
                                               "{each} to the other."),
                                    tr("Each trick over scores {each} to {name}, each trick short {each} to "
                                       "the other."), **values))
            if minus:
                out.append(tr("Under this contract pique and repique are reached at {threshold}.").format(
                    threshold=21))
            else:
                out.append(tr("Under this contract pique and repique are reached at {pique} and "
                              "{repique}.").format(pique=29, repique=30))
            return [" ".join(out)]
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
        self._minus = None
        self._played = False
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
            return e.cls if e.cls in _CLASSES else None
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
        tr = self.tr
        counts = self.variant.exchange_counts(lo, hi)
        taken = [c for c in counts if c]
        if not taken:
            return tr("none")
        low, high = min(taken), max(taken)
        if 0 in counts and low > 1:
            if high > low:
                return tr("none, or {low} to {high}").format(low=low, high=high)
            return tr("none, or {low}").format(low=low)
        if 0 in counts:
            return tr("up to {high}").format(high=high) if high > 1 else tr("none or 1")
        return tr("{low} to {high}").format(low=low, high=high) if high > low else str(low)

    def _deal_head(self, full: bool) -> list[str]:
        """The deal's number as the game counts its deals, and what the game is played
        to, in sentences (the draw for a korolik's deal goes after the first)."""
        tr = self.tr
        v, n = self.variant, self.number
        if v.korolik:
            korolik, deal = korolik_of_deal(v, n)
            head = [tr("Korolik {korolik}, deal {deal} of {deals}.").format(korolik=korolik, deal=deal,
                                                                             deals=v.korolik)]
            if full and n == 1:
                koroliks = max(1, v.deals // v.korolik)
                head.append(tr.ntr(
                    "The partie is {n} korolik of {deals} deals, {total} in all, each player dealing once in "
                    "each korolik; the higher total after the last wins.",
                    "The partie is {n} koroliks of {deals} deals, {total} in all, each player dealing once "
                    "in each korolik; the higher total after the last wins.", koroliks).format(
                    n=koroliks, deals=v.korolik, total=v.deals))
            return head
        if v.game_targets:
            number = len(self._game_winners) + 1
            name, target = self._game(number), game_target(v, number)
            deal = n - self._game_start
            head = [tr("{game}, deal {deal}.").format(game=name, deal=deal)]
            if full or deal == 1:
                if target % 10 == 1:
                    head.append(tr("The first to reach {target}, that is more than {below}, wins the {game}, "
                                   "the moment he reaches it, in the middle of a deal if need be.").format(
                        target=target, below=target - 1, game=name))
                else:
                    head.append(tr("The first to reach {target} wins the {game}, the moment he reaches it, "
                                   "in the middle of a deal if need be.").format(target=target, game=name))
                if number == 1 and full:
                    names = self._list(tr("the {game} (to {target})").format(game=self._game(i + 1), target=t)
                                       for i, t in enumerate(v.game_targets))
                    head.append(tr("The match is {games}, the totals starting again at 0 for each; the first "
                                   "to win {won} games wins the match.").format(games=names,
                                                                               won=v.games_to_win))
            return head
        if v.target:  # no set number of deals: the game goes on until a total reaches the target
            if full:
                return [tr("Deal {deal}: the deals go on until a player reaches {target}.").format(
                    deal=n, target=v.target)]
            return [tr("Deal {deal}.").format(deal=n)]
        if n > v.deals:
            return [tr("Deal {deal}, an extra deal: the totals were equal after {deals}.").format(
                deal=n, deals=v.deals)]
        return [tr("Deal {deal} of {deals}.").format(deal=n, deals=v.deals)]

    def _narrate_deal(self, e: Event, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        elder_share, younger_share = v.talon_shares[0], sum(v.talon_shares[1:])
        talon = sum(v.talon_shares)
        lo, hi = v.elder_exchange
        head = self._deal_head(full)
        korolik = self._korolik
        self._korolik = None
        if korolik is not None:  # the draw for the korolik's deal, told after its number
            _number, dealer = korolik
            head.insert(1, self._by(dealer, tr("The players drew for the deal: you drew the lower card, so "
                                               "you deal first in this korolik."),
                                    tr("The players drew for the deal: {name} drew the lower card, so {name} "
                                       "deals first in this korolik.")))
        if self.dealer is None:
            return [" ".join(head)]
        dealer, elder = self.dealer, 1 - self.dealer
        if full:
            who = self._by2(dealer, elder,
                            tr("You deal, so {other} is elder hand (elder plays first); you are younger "
                               "hand."),
                            tr("{name} deals, so you are elder hand (elder plays first); {name} is younger "
                               "hand."),
                            tr("{name} deals, so {other} is elder hand (elder plays first); {name} is "
                               "younger hand."))
        else:
            who = self._by2(dealer, elder, tr("You deal, so {other} is elder hand."),
                            tr("{name} deals, so you are elder hand."),
                            tr("{name} deals, so {other} is elder hand."))
        first = " ".join([*head, who])
        if not v.exchange:  # the talon out of play
            text = tr("Each player gets {cards} cards; the other {talon} lie face down out of play, seen by "
                      "nobody: there is no exchange.").format(cards=v.hand_size, talon=talon)
            if v.auction:
                text += " " + tr("After carte blanche the players bid for the contract.")
            return [f"{first} {text}"] if not full else [first, text]
        elder_counts = self._exchange_words(lo, min(hi, elder_share))
        if not full:
            return [first + " " + tr("{cards} cards each and a talon of {talon} ({elder} for elder, "
                                     "{younger} for younger); elder exchanges {counts} first.").format(
                cards=v.hand_size, talon=talon, elder=elder_share, younger=younger_share,
                counts=elder_counts)]
        out = [first, tr("Each player gets {cards} cards; the other {talon} lie face down as the talon: the "
                         "top {elder} for elder, the last {younger} for younger.").format(
            cards=v.hand_size, talon=talon, elder=elder_share, younger=younger_share)]
        y_lo = v.younger_min_exchange
        y_hi = v.younger_max_exchange or talon
        values = {"counts": elder_counts, "younger": self._exchange_words(y_lo, y_hi), "least": y_lo}
        if v.exchange_min_taken > 1 or v.younger_max_exchange:
            rule = (tr("Elder must exchange first: put out {counts} cards face down and draw as many from "
                       "the top of the talon; then younger may take what is left, {younger} "
                       "cards.") if lo else
                    tr("Elder exchanges first: put out {counts} cards face down and draw as many from the "
                       "top of the talon; then younger may take what is left, {younger} cards."))
        elif y_lo:
            rule = (tr("Elder must exchange first: put out {counts} cards face down and draw as many from "
                       "the top of the talon; then younger may take what is left, at least "
                       "{least}.") if lo else
                    tr("Elder exchanges first: put out {counts} cards face down and draw as many from the "
                       "top of the talon; then younger may take what is left, at least {least}."))
        else:
            rule = (tr("Elder must exchange first: put out {counts} cards face down and draw as many from "
                       "the top of the talon; then younger may take what is left.") if lo else
                    tr("Elder exchanges first: put out {counts} cards face down and draw as many from the "
                       "top of the talon; then younger may take what is left."))
        said = [rule.format(**values)]
        if not v.elder_peeks:
            said.append(tr("Nobody may look at the talon before discarding."))
        if v.rest_shown_to_both:
            said.append(tr("The cards nobody takes are turned face up for both to see."))
        if v.blanche_points:
            blanche = {"blanche": self._term("blanche"), "points": v.blanche_points}
            if v.younger_blanche_after_exchange:
                said.append(tr("A hand with no king, queen or jack ({blanche}) counts {points}: elder "
                               "declares it before his exchange, younger after it.").format(**blanche))
            else:
                said.append(tr("A hand with no king, queen or jack ({blanche}) may be declared before that, "
                               "for {points}.").format(**blanche))
        out.append(" ".join(said))
        return out

    def _thresholds(self) -> tuple[int, int, int, int]:
        """(pique threshold, pique bonus, repique threshold, repique bonus) in this
        deal: by the kind of contract in a game with an auction, once there is one."""
        return self.variant.bonus_rules(self._minus)

    def _blanche_rule(self) -> str:
        tr = self.tr
        v = self.variant
        values = {"name": _cap(self._term("blanche")), "points": v.blanche_points}
        if v.younger_blanche_after_exchange:
            return tr("{name}: a hand dealt with no king, queen or jack counts {points}. Elder declares it "
                      "before his exchange and shows it at once; younger declares his after elder's "
                      "exchange, on the cards he was dealt, and shows them.").format(**values)
        if not v.exchange:
            return tr("{name}: a hand dealt with no king, queen or jack counts {points}, declared at once; "
                      "elder shows it at once, younger once elder has spoken.").format(**values)
        return tr("{name}: a hand dealt with no king, queen or jack. Declared before the exchange it counts "
                  "{points}; elder shows it at once, younger only after elder's exchange.").format(**values)

    def _narrate_elder_exchange(self, e: Event) -> str:
        tr = self.tr
        v = self.variant
        count = e.info[0] if e.info else 0
        self._elder_took = count
        share = v.talon_shares[0]
        seat = e.seat if e.seat is not None else self.elder
        if seat is None:
            seat = 0
        if count:
            text = [self._by(seat, tr.ntr("Elder's exchange: you put out {n} card face down and drew as many "
                                          "from the top of the talon.",
                                          "Elder's exchange: you put out {n} cards face down and drew as "
                                          "many from the top of the talon.", count),
                             tr.ntr("Elder's exchange: {name} put out {n} card face down and drew as many "
                                    "from the top of the talon.",
                                    "Elder's exchange: {name} put out {n} cards face down and drew as many "
                                    "from the top of the talon.", count), n=count)]
        else:
            text = [self._by(seat, tr("Elder's exchange: you took no card from the talon."),
                             tr("Elder's exchange: {name} took no card from the talon."))]
        left = share - count
        if left > 0:
            dealer = self.dealer if self.dealer is not None else 1 - seat
            if v.elder_peeks:
                text.append(self._by2(seat, dealer, tr.ntr(
                    "The {n} card left of elder's {share} goes to {other}'s share, and you may look at it.",
                    "The {n} cards left of elder's {share} go to {other}'s share, and you may look at them.",
                    left), tr.ntr(
                    "The {n} card left of elder's {share} goes to your share, and {name} may look at it.",
                    "The {n} cards left of elder's {share} go to your share, and {name} may look at them.",
                    left), tr.ntr(
                    "The {n} card left of elder's {share} goes to {other}'s share, and {name} may look at "
                    "it.",
                    "The {n} cards left of elder's {share} go to {other}'s share, and {name} may look at "
                    "them.",
                    left), n=left, share=share))
            else:
                text.append(self._by(dealer, tr.ntr(
                    "The {n} card left of elder's {share} goes to your share, face down: nobody looks at it.",
                    "The {n} cards left of elder's {share} go to your share, face down: nobody looks at "
                    "them.",
                    left), tr.ntr(
                    "The {n} card left of elder's {share} goes to {name}'s share, face down: nobody looks at "
                    "it.",
                    "The {n} cards left of elder's {share} go to {name}'s share, face down: nobody looks at "
                    "them.", left), n=left, share=share))
        return " ".join(text)

    def _narrate_younger_exchange(self, e: Event) -> str:
        tr = self.tr
        v = self.variant
        count = e.info[0] if e.info else 0
        seat = e.seat if e.seat is not None else self.dealer
        if seat is None:
            seat = 1
        talon = sum(v.talon_shares)
        if self._elder_took is None:
            return self._by(seat, tr.ntr("Younger's exchange: you took {n} card from the talon.",
                                         "Younger's exchange: you took {n} cards from the talon.", count),
                            tr.ntr("Younger's exchange: {name} took {n} card from the talon.",
                                   "Younger's exchange: {name} took {n} cards from the "
                                   "talon.", count), n=count)
        avail = talon - self._elder_took
        left_by_elder = v.talon_shares[0] - self._elder_took
        own = talon - v.talon_shares[0]
        if left_by_elder:
            source = self._by(1 - seat, tr("first the {left} you left, then younger's own {own}"),
                              tr("first the {left} {name} left, then younger's own {own}"),
                              left=left_by_elder, own=own)
        else:
            source = tr("younger's own {own}").format(own=avail)
        hi = min(avail, v.younger_max_exchange) if v.younger_max_exchange else avail
        values = {"source": source, "avail": avail, "count": count}
        if v.exchange_min_taken > 1 or v.younger_min_exchange or v.younger_max_exchange:
            values["counts"] = self._exchange_words(v.younger_min_exchange, hi)
            if count:
                text = [self._by(seat, tr("Younger's exchange: you could take {counts} of {avail} cards "
                                          "({source}) and took {count}."),
                                 tr("Younger's exchange: {name} could take {counts} of {avail} cards "
                                    "({source}) and took {count}."), **values)]
            else:
                text = [self._by(seat, tr("Younger's exchange: you could take {counts} of {avail} cards "
                                          "({source}) and took none."),
                                 tr("Younger's exchange: {name} could take {counts} of {avail} cards "
                                    "({source}) and took none."), **values)]
        elif count:
            text = [self._by(seat, tr("Younger's exchange: you could take up to {avail} cards ({source}) and "
                                      "took {count}."),
                             tr("Younger's exchange: {name} could take up to {avail} cards ({source}) and "
                                "took {count}."), **values)]
        else:
            text = [self._by(seat, tr("Younger's exchange: you could take up to {avail} cards ({source}) and "
                                      "took none."),
                             tr("Younger's exchange: {name} could take up to {avail} cards ({source}) and "
                                "took none."), **values)]
        rest = avail - count
        if rest:
            if v.rest_shown_to_both:
                if self._viewer is not None:
                    said = tr.ntr("The {n} card nobody took plays no part; it is turned face up for both of "
                                  "you to see.",
                                  "The {n} cards nobody took play no part; they are turned face up for both "
                                  "of you to see.", rest)
                else:
                    said = tr.ntr("The {n} card nobody took plays no part; it is turned face up for both "
                                  "players to see.",
                                  "The {n} cards nobody took play no part; they are turned face up for both "
                                  "players to see.", rest)
            elif self._viewer is not None:
                said = tr.ntr("The {n} card nobody took plays no part; younger chooses whether both of you "
                              "see it or neither does.",
                              "The {n} cards nobody took play no part; younger chooses whether both of you "
                              "see them or neither does.", rest)
            else:
                said = tr.ntr("The {n} card nobody took plays no part; younger chooses whether both players "
                              "see it or neither does.",
                              "The {n} cards nobody took play no part; younger chooses whether both players "
                              "see them or neither does.", rest)
            text.append(said.format(n=rest))
        return " ".join(text)

    def _narrate_point(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        per = tr("1 for each card") if all(v.point_score(n, 0) == n for n in range(1, v.hand_size + 1)) \
            else tr("by the length of the suit")
        answers = tr("{good}, {not_good} or {equal}").format(
            good=self._answer("good"), not_good=self._answer("not-good"), equal=self._answer("equal"))
        values = {"answers": answers, "per": per}
        if v.point_said == "value":
            if not full:
                return [tr("The point: elder says the value of his longest suit; younger answers {answers}; "
                           "the winner scores {per}.").format(**values)]
            out = [tr("The point: elder says the total value of his longest suit ({values}) without naming "
                      "the suit, and younger answers {answers}. The higher value wins (it is always the "
                      "longer suit) and shows its cards; equal, nobody scores. Only the winner scores: "
                      "{per}.").format(
                values=self._values_text(), **values)]
        else:
            if not full:
                return [tr("The point: the longest suit; the winner scores {per}. Elder declares "
                           "first.").format(
                    **values)]
            out = [tr("The point: each player counts the cards of the longest suit in hand. Elder says how "
                      "many, and younger answers {answers}. More cards wins; with as many, the higher value "
                      "wins ({values}). Only the winner scores: "
                      "{per}.").format(values=self._values_text(), **values)]
        if rb:
            bonus = {"name": _cap(self._term("repique")), "blanche": self._term("blanche"), "threshold": rt,
                     "bonus": rb}
            if v.blocking == "declarations":
                out.append(tr("{name}: whoever reaches {threshold} from {blanche} and declarations alone "
                              "scores {bonus} more, if the other has scored nothing in his declarations in "
                              "the deal: it is decided once the sets are over.").format(**bonus))
            else:
                out.append(tr("{name}: whoever reaches {threshold} from {blanche} and declarations alone, "
                              "before the other has scored anything in the deal, scores {bonus} "
                              "more.").format(**bonus))
        return out

    def _values_text(self) -> str:
        v = self.variant
        parts: list[str] = []
        r = 7
        while r >= 0:
            value = v.card_value(r)
            if r <= 3 and value == r + 7:  # the pip cards count their number
                parts.append(self.tr("the others their number"))
                break
            group = [self.words.rank(r)]
            while r - 1 >= 0 and v.card_value(r - 1) == value and not (r - 1 <= 3 and value == r + 6):
                r -= 1
                group.append(self.words.rank(r))
            parts.append(self.tr("{ranks} {value}").format(ranks=self._list(group), value=value))
            r -= 1
        return ", ".join(parts)

    def _seq_table(self) -> str:
        v = self.variant
        return ", ".join(self.tr("{name} ({length}) {score}").format(
            name=self._seq_name(length), length=length, score=v.sequence_scores[length])
            for length in sorted(v.sequence_scores))

    def _narrate_sequences(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        if not full:
            return [tr("Sequences: longer wins, then the higher top card; "
                       "{table}.").format(table=self._seq_table())]
        first = min(v.sequence_scores)
        return [tr("Sequences: {first} or more cards of one suit in a row. Their names and counts: {table}. "
                   "Longer beats shorter, then the higher top card; only the winner scores, counting every "
                   "sequence declared.").format(first=self._number(first), table=self._seq_table())]

    def _narrate_sets(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        low = self._ranks(v.set_min_rank)
        named = ", ".join(tr("{count} of a kind (a {name}) {score}").format(
            count=self._number(size), name=self._set_name(size), score=score)
            for size, score in sorted(v.set_scores.items()))
        if not full:
            return [tr("Sets: {low} or higher; {named}; the bigger set wins, then the higher rank.").format(
                low=low, named=named)]
        if v.set_min_rank:
            return [tr("Sets: cards of one rank, {low} or higher ({lower} and below never count): {named}. "
                       "The bigger set wins, then the higher rank; only the winner scores, counting every "
                       "set declared.").format(low=low, lower=self._ranks(v.set_min_rank - 1), named=named)]
        return [tr("Sets: cards of one rank, {low} or higher: {named}. The bigger set wins, then the higher "
                   "rank; only the winner scores, counting every set declared.").format(low=low, named=named)]

    def _narrate_open_capot(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        values = {"tricks": self._number(v.hand_size), "open": v.open_capot_points, "capot": v.capot_points}
        if not full:
            return [tr("Before the first lead either player may announce an open capot: all {tricks} tricks, "
                       "{open} instead of {capot}.").format(**values)]
        return [tr("Open capot: once the sets are over, before the first card is led, either player may "
                   "announce that he will take all {tricks} tricks. Made, the open capot counts {open} "
                   "instead of the capot's {capot}; failed, it costs nothing. Announce it only with tricks "
                   "you are sure of.").format(**values)]

    def _narrate_play(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        pts = []
        if v.lead_points:
            pts.append(tr("{points} for each trick you lead").format(points=v.lead_points))
        if v.win_own_lead_points and v.win_own_lead_points == v.win_opponent_lead_points:
            pts.append(tr("{points} for each trick you win, whoever led "
                          "it").format(points=v.win_own_lead_points))
        else:
            if v.win_opponent_lead_points:
                pts.append(tr("{points} for each trick you win on the other's lead").format(
                    points=v.win_opponent_lead_points))
            if v.win_own_lead_points:
                pts.append(tr("{points} for each trick you win on your own lead").format(
                    points=v.win_own_lead_points))
        points = self._list(pts) or tr("nothing for the tricks themselves")
        if not v.lead_points and pts:
            points = tr("{points} (nothing for leading)").format(points=points)
        if not full:
            if v.must_head_trick:
                return [tr("Trick play: follow suit, and head the trick if you can; no trumps; "
                           "{points}.").format(
                    points=points)]
            return [tr("Trick play: follow suit if you can; no trumps; {points}.").format(points=points)]
        if self.elder is None:
            out = [tr("Trick play: elder leads first. Follow suit if you can; if not, play any card. There "
                      "are no trumps: the higher card of the suit led wins the trick, and the winner leads "
                      "next. Points: {points}.").format(points=points)]
        else:
            out = [self._by(self.elder, tr("Trick play: you lead first. Follow suit if you can; if not, play "
                                           "any card. There are no trumps: the higher card of the suit led "
                                           "wins the trick, and the winner leads next. Points: {points}."),
                            tr("Trick play: {name} leads first. Follow suit if you can; if not, play any "
                               "card. There are no trumps: the higher card of the suit led wins the trick, "
                               "and the winner leads next. Points: {points}."), points=points)]
        if v.must_head_trick:
            out.append(tr("You must head the trick: following suit, play a card higher than the one led if "
                          "you hold one; a lower card of the suit only when you have no higher."))
        if v.pique_bonus:
            values = {"name": _cap(self._term("pique")), "threshold": pt, "bonus": pb}
            if v.blocking == "declarations":
                out.append(tr("{name}: only elder can. Reaching {threshold}, counting declarations and trick "
                              "points together, before the other has scored anything in his declarations, he "
                              "scores {bonus} more; younger's tricks do not stop it.").format(**values))
            else:
                text = tr("{name}: whoever reaches {threshold}, counting declarations and trick points "
                          "together, before the other has scored anything in the deal, scores {bonus} "
                          "more.").format(**values)
                if v.lead_points:
                    text += " " + tr("Only elder can: elder's first lead scores before younger can win a "
                                     "trick.")
                else:
                    text += " " + tr("Either player can: nothing is scored for leading.")
                out.append(text)
        return out

    def _narrate_count(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        total = v.hand_size
        most = total // 2 + 1
        won = self._list(self._by(s, tr.ntr("you {n} trick", "you {n} tricks", n),
                                  tr.ntr("{name} {n} trick", "{name} {n} tricks", n), n=n)
                         for s, n in enumerate(self._tricks))
        parts = []
        worth = last_trick_worth(v)
        cards = self._term("cards")
        if v.last_trick_points:
            if worth:
                parts.append(tr("the last trick scores {points} more ({worth} in all)").format(
                    points=v.last_trick_points, worth=worth))
            else:
                parts.append(tr("the last trick scores {points} more").format(points=v.last_trick_points))
        if v.cards_points:
            parts.append(tr("{most} or more tricks score {points} for {cards}").format(
                most=most, points=v.cards_points, cards=cards))
        if v.capot_points:
            if v.capot_cancels_last and v.last_trick_points:
                parts.append(tr("all {total} is capot, {points} instead of {cards} and the last trick's "
                                "{last}").format(total=total, points=v.capot_points, cards=cards,
                                                 last=v.last_trick_points))
            else:
                parts.append(tr("all {total} is capot, {points} instead").format(total=total,
                                                                                points=v.capot_points))
        if v.open_capot_points:
            parts.append(tr("an open capot announced and made {points}").format(points=v.open_capot_points))
        rule = f" {_cap(tr('; ').join(parts))}." if parts else ""
        if not full:
            return [tr("The count: {won}.").format(won=won) + rule]
        text = tr("The count, after the last trick: {won}.").format(won=won) + rule
        if v.cards_points and total % 2 == 0:
            text += " " + tr("With {half} each nobody scores for "
                             "{cards}.").format(half=total // 2, cards=cards)
        return [text]

    # ------------------------------------------------------------ explanations

    def _explain(self, e: Event) -> str:
        tr = self.tr
        k, seat = e.kind, e.seat
        assert seat is not None
        before = e.total - e.points
        v = self.variant
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
            text = self._by(seat, tr("The lead: you score {points} for leading this trick. Every lead counts "
                                     "{points} (from now on leads are counted without a word)."),
                            tr("The lead: {name} scores {points} for leading this trick. Every lead counts "
                               "{points} (from now on leads are counted without a word)."), points=e.points)
        elif k == "win":
            text = self._explain_win(e, seat)
        elif k == "last":
            worth = last_trick_worth(v)
            if worth:
                text = self._by(seat, tr("The last trick: you won the last trick, worth {points} more: with "
                                         "its trick, the last trick counts {worth}."),
                                tr("The last trick: {name} won the last trick, worth {points} more: with its "
                                   "trick, the last trick counts {worth}."), points=e.points, worth=worth)
            else:
                text = self._by(seat, tr("The last trick: you won the last trick, worth {points} more."),
                                tr("The last trick: {name} won the last trick, worth {points} more."),
                                points=e.points)
        elif k == "cards":
            cards = self._term("cards")
            text = self._by(seat, tr("{title}: you won {won} of the {total} tricks, more than half, so "
                                     "{points} for {cards}."),
                            tr("{title}: {name} won {won} of the {total} tricks, more than half, so {points} "
                               "for {cards}."), title=_cap(cards), cards=cards, won=self._tricks[seat],
                            total=self._trick_count, points=e.points)
        elif k == "capot":
            text = self._explain_capot(e, seat)
        elif k == "open-capot":
            text = self._by(seat, tr("Open capot: you announced before the first lead to take all {tricks} "
                                     "tricks, and took them: {points} instead of the capot's {capot}."),
                            tr("Open capot: {name} announced before the first lead to take all {tricks} "
                               "tricks, and took them: {points} instead of the capot's {capot}."),
                            tricks=self._trick_count, points=e.points, capot=v.capot_points)
            if v.capot_cancels_last and v.last_trick_points:
                text += " " + tr("As with any capot, nothing for {cards} and nothing more for the last "
                                 "trick.").format(cards=self._term("cards"))
        else:
            text = self._by(seat, tr("{kind}: you score {points}."), tr("{kind}: {name} scores {points}."),
                            kind=_cap(k.replace("-", " ")), points=e.points)
        return text + self._missed_bonus(e, seat, before)

    def _explain_capot(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        values = {"tricks": self._trick_count, "points": e.points, "cards_points": v.cards_points,
                  "cards": self._term("cards"), "last": v.last_trick_points}
        if v.cards_points and v.capot_cancels_last and v.last_trick_points:
            text = self._by(seat, tr("Capot: you won all {tricks} tricks, which counts {points} instead of "
                                     "the {cards_points} for {cards} and the last trick's {last}."),
                            tr("Capot: {name} won all {tricks} tricks, which counts {points} instead of the "
                               "{cards_points} for {cards} and the last trick's {last}."), **values)
        elif v.cards_points:
            text = self._by(seat, tr("Capot: you won all {tricks} tricks, which counts {points} instead of "
                                     "the {cards_points} for {cards}."),
                            tr("Capot: {name} won all {tricks} tricks, which counts {points} instead of the "
                               "{cards_points} for {cards}."), **values)
        else:
            text = self._by(seat, tr("Capot: you won all {tricks} tricks, which counts {points}."),
                            tr("Capot: {name} won all {tricks} tricks, which counts {points}."), **values)
        if v.open_capot_points:
            if self._capot_call is not None and self._capot_call != seat:
                text += " " + self._by(self._capot_call,
                                       tr("You announced an open capot and did not make it: that costs "
                                          "nothing."),
                                       tr("{name} announced an open capot and did not make it: that costs "
                                          "nothing."))
            else:
                text += " " + tr("Announced before the first lead, as an open capot, it would have counted "
                                 "{points}.").format(points=v.open_capot_points)
        return text

    def _missed_bonus(self, e: Event, seat: int, before: int) -> str:
        """Why reaching the threshold with this score earned no repique or pique."""
        tr = self.tr
        v, k = self.variant, e.kind
        pt, pb, rt, rb = self._thresholds()
        other = 1 - seat
        if k in _DECLARATIONS and v.repique_bonus:
            th, name = rt, self._term("repique")
            reached = before < th <= e.total
        elif k in ("lead", "win", "last") and v.pique_bonus:
            th, name = pt, self._term("pique")
            reached = pique_due(before, e.total, pt, pique_pending_below(pt, rt))
        else:
            return ""
        if not reached:
            return ""
        values = {"threshold": th, "bonus": name, "decl": self._decl[other], "scored": self._scores[other]}
        if v.blocking == "declarations":  # only the other's declarations block; only elder piques
            if k in _DECLARATIONS:
                if self._decl[other]:
                    self._repique_told.add(seat)
                    return " " + self._by(other, tr("That reaches {threshold}, but no {bonus}: you have "
                                                    "scored {decl} in declarations."),
                                          tr("That reaches {threshold}, but no {bonus}: {name} has scored "
                                             "{decl} in declarations."), **values)
                return ""  # decided once the declarations are over
            if self._bonus[seat]:
                return ""
            if seat != self.elder:
                return " " + tr("That reaches {threshold}, but no {bonus}: only elder can make one in this "
                                "game.").format(**values)
            if self._decl[other]:
                return " " + self._by(other, tr("That reaches {threshold}, but no {bonus}: you scored {decl} "
                                                "in declarations."),
                                      tr("That reaches {threshold}, but no {bonus}: {name} scored {decl} in "
                                         "declarations."), **values)
            return ""
        if self._scores[other]:
            return " " + self._by(other, tr("That reaches {threshold}, but no {bonus}: you had already "
                                            "scored {scored} in this deal."),
                                  tr("That reaches {threshold}, but no {bonus}: {name} had already scored "
                                     "{scored} in this deal."), **values)
        return ""

    def _no_repique(self) -> list[str]:
        """Once the declarations are over, in a game where only the other's declarations
        block a repique (decided only then): why a player who reached the threshold from
        his declarations made none."""
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        if v.blocking != "declarations" or not v.repique_bonus:
            return []
        out = []
        for seat in (0, 1):
            other = 1 - seat
            if (self._decl[seat] >= rt and not self._bonus[seat] and self._decl[other]
                    and seat not in self._repique_told):
                out.append(self._by2(seat, other,
                                     tr("No {bonus} for you, though you have {decl} in declarations: {other} "
                                        "scored {other_decl} in declarations too."),
                                     tr("No {bonus} for {name}, though {name} has {decl} in declarations: "
                                        "you scored {other_decl} in declarations too."),
                                     tr("No {bonus} for {name}, though {name} has {decl} in declarations: "
                                        "{other} scored {other_decl} in declarations too."),
                                     bonus=self._term("repique"), decl=self._decl[seat],
                                     other_decl=self._decl[other]))
        return out

    def _explain_blanche(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        values = {"title": _cap(self._term("blanche")), "cards": self._number(v.hand_size),
                  "points": e.points}
        if v.younger_blanche_after_exchange and seat != self.elder:
            return self._by2(seat, 1 - seat,
                             tr("{title}: the {cards} cards you were dealt hold no king, queen or jack; "
                                "declared after {other}'s exchange, as younger does, that counts {points}, "
                                "and they are shown."),
                             tr("{title}: the {cards} cards {name} was dealt hold no king, queen or jack; "
                                "declared after your exchange, as younger does, that counts {points}, and "
                                "they are shown."),
                             tr("{title}: the {cards} cards {name} was dealt hold no king, queen or jack; "
                                "declared after {other}'s exchange, as younger does, that counts {points}, "
                                "and they are shown."), **values)
        text = self._by(seat, tr("{title}: your {cards} cards hold no king, queen or jack, and declared "
                                 "before the exchange that counts {points}."),
                        tr("{title}: {name}'s {cards} cards hold no king, queen or jack, and declared before "
                           "the exchange that counts {points}."), **values)
        if seat != self.elder and self.elder is not None:
            text += " " + self._by2(seat, self.elder, tr("You will show them once {other} has exchanged."),
                                    tr("{name} will show them once you have exchanged."),
                                    tr("{name} will show them once {other} has exchanged."))
        return text

    def _class_said(self, cls: str) -> dict[str, object]:
        return self._classes.setdefault(cls, {})

    def _outcome(self, cls: str, seat: int, elder_desc: str) -> str:
        """Why ``seat`` won the class, in a clause: from elder's announcement, the
        tie-break and younger's answer (younger's losing hand is never shown)."""
        tr = self.tr
        said = self._class_said(cls)
        other = 1 - seat
        if seat == self.elder:
            if said.get("tiebreak") is not None:
                return self._by(other, tr("as long as yours but higher"), tr("as long as {name}'s but "
                                                                             "higher"))
            return self._by(other, tr("you showed nothing as good"), tr("{name} showed nothing as good"))
        if said.get("announce") == ():
            return self._by(other, tr("you declared none"), tr("{name} declared none"))
        if said.get("tiebreak") is not None:
            if not elder_desc:
                return self._by(other, tr("as long as yours but higher"), tr("as long as {name}'s but "
                                                                             "higher"))
            return self._by(other, tr("as long as your {combination}, but higher"),
                            tr("as long as {name}'s {combination}, but higher"), combination=elder_desc)
        if elder_desc:
            return self._by(other, tr("better than your {combination}"), tr("better than {name}'s "
                                                                            "{combination}"),
                            combination=elder_desc)
        return self._by(other, tr("better than yours"), tr("better than {name}'s"))

    def _scored(self, points: int, length: int) -> str:
        """What a point scored: ``5, 1 for each card`` when it scores by its cards."""
        if points == length:
            return self.tr("{points}, 1 for each card").format(points=points)
        return str(points)

    def _explain_point(self, e: Event, seat: int) -> str:
        tr = self.tr
        mask = e.combos[0] if e.combos else e.cards
        length, value = point_value(mask)
        suits = suits_in(mask) or [0]
        suit = self.words.suit(suits[0])
        said = self._class_said("point")
        other = 1 - seat
        ann = said.get("announce")
        values = {"suit": suit, "value": value, "count": self._number(length),
                  "scored": self._scored(e.points, length)}
        if self.variant.point_said == "value":
            if seat == self.elder:
                if said.get("answer") == "good":
                    why = self._by(other, tr("{answer}: you had no suit worth as much"),
                                   tr("{answer}: {name} had no suit worth as "
                                      "much"), answer=self._answer("good"))
                else:
                    why = self._by(other, tr("you declared no point"), tr("{name} declared no point"))
            elif ann:
                why = self._by(other, tr("{answer}: more than your {value}"),
                               tr("{answer}: more than {name}'s {value}"), answer=self._answer("not-good"),
                               value=self._number(ann[0]))  # type: ignore[index]
            else:
                why = self._by(other, tr("you declared no point"), tr("{name} declared no point"))
            return self._by(seat, tr.ntr(
                "Point: your {suit} made {value} ({count} card) and won ({why}), so you score {scored}. The "
                "value is said, but the point scores by the cards.",
                "Point: your {suit} made {value} ({count} cards) and won ({why}), so you score {scored}. The "
                "value is said, but the point scores by the cards.", length), tr.ntr(
                "Point: {name}'s {suit} made {value} ({count} card) and won ({why}), so {name} scores "
                "{scored}. The value is said, but the point scores by the cards.",
                "Point: {name}'s {suit} made {value} ({count} cards) and won ({why}), so {name} scores "
                "{scored}. The value is said, but the point scores by the cards.", length), why=why, **values)
        if said.get("tiebreak") is not None:
            elder_value = said["tiebreak"][0]  # type: ignore[index]
            if seat == self.elder:
                return self._by2(seat, other, tr.ntr(
                    "Point: both points had {count} card, and your {suit} made {value}, more than {other}'s, "
                    "so you score {scored}.",
                    "Point: both points had {count} cards, and your {suit} made {value}, more than "
                    "{other}'s, so you score {scored}.", length), tr.ntr(
                    "Point: both points had {count} card, and {name}'s {suit} made {value}, more than yours, "
                    "so {name} scores {scored}.",
                    "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than "
                    "yours, so {name} scores {scored}.", length), tr.ntr(
                    "Point: both points had {count} card, and {name}'s {suit} made {value}, more than "
                    "{other}'s, so {name} scores {scored}.",
                    "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than "
                    "{other}'s, so {name} scores {scored}.", length), **values)
            return self._by2(seat, other, tr.ntr(
                "Point: both points had {count} card, and your {suit} made {value}, more than {other}'s "
                "{other_value}, so you score {scored}.",
                "Point: both points had {count} cards, and your {suit} made {value}, more than {other}'s "
                "{other_value}, so you score {scored}.", length), tr.ntr(
                "Point: both points had {count} card, and {name}'s {suit} made {value}, more than your "
                "{other_value}, so {name} scores {scored}.",
                "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than your "
                "{other_value}, so {name} scores {scored}.", length), tr.ntr(
                "Point: both points had {count} card, and {name}'s {suit} made {value}, more than {other}'s "
                "{other_value}, so {name} scores {scored}.",
                "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than {other}'s "
                "{other_value}, so {name} scores {scored}.", length), other_value=elder_value, **values)
        if seat == self.elder:
            why = self._by(other, tr("you showed no suit as long"), tr("{name} showed no suit as long"))
        elif ann == ():
            why = self._by(other, tr("you declared no point"), tr("{name} declared no point"))
        elif ann:
            why = self._by(other, tr("you had only {count}"), tr("{name} had only {count}"),
                           count=self._number(ann[0]))  # type: ignore[index]
        else:
            why = self._by(other, tr("you had fewer"), tr("{name} had fewer"))
        return self._by(seat, tr.ntr("Point: your {count} {suit} won ({why}), so you score {scored}.",
                                     "Point: your {count} {suit} won ({why}), so you score "
                                     "{scored}.", length),
                        tr.ntr("Point: {name}'s {count} {suit} won ({why}), so {name} scores {scored}.",
                               "Point: {name}'s {count} {suit} won ({why}), so {name} scores "
                               "{scored}.", length),
                        why=why, **values)

    def _seq_rule(self, length: int) -> str:
        """Why a sequence of ``length`` counts what it counts."""
        tr = self.tr
        v = self.variant
        score = v.sequence_score(length)
        if score == length:
            return tr("1 for each card")
        extra = score - length
        start = min((n for n, s in v.sequence_scores.items() if s - n == extra), default=length)
        if start == min(v.sequence_scores):
            return tr("{length}, plus {extra} for any sequence").format(length=length, extra=extra)
        return tr("{length}, plus {extra} for a run of {start} or more").format(length=length, extra=extra,
                                                                               start=self._number(start))

    def _set_rule(self, size: int) -> str:
        tr = self.tr
        v = self.variant
        score = v.set_score(size)
        if score == size:
            return tr("1 for each card")
        if score == 14 and SET_NAMES.get(size) == "quatorze":
            return tr("quatorze is French for fourteen")
        return tr("{score} for {count} of a kind").format(score=score, count=self._number(size))

    def _explain_sequence(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        combos = list(e.combos) or [e.cards]
        said = self._class_said("sequence")
        ann = said.get("announce")
        elder_desc = ""
        if ann:
            elder_desc = self._seq_name(ann[0])  # type: ignore[index]
        first = combos[0]
        run = run_of(first)
        if run is None:
            return self._by(seat, tr("Sequences: you score {points}."), tr("Sequences: {name} scores "
                                                                           "{points}."),
                            points=e.points)
        suit, _, length = run
        text = self._by(seat, tr("Sequences: your {sequence} in {suit} won ({why}). A {title}, {length} in a "
                                 "row, counts {score}: {rule}."),
                        tr("Sequences: {name}'s {sequence} in {suit} won ({why}). A {title}, {length} in a "
                           "row, counts {score}: {rule}."),
                        sequence=self._combo("sequence", first), suit=self.words.suit(suit),
                        why=self._outcome("sequence", seat, elder_desc), title=self._seq_name(length),
                        length=self._number(length), score=v.sequence_score(length),
                        rule=self._seq_rule(length))
        if len(combos) > 1:
            more = []
            for m in combos[1:]:
                r = run_of(m)
                if r is None:
                    continue
                more.append(tr("{sequence} in {suit} ({length} in a row, {score})").format(
                    sequence=self._combo("sequence", m), suit=self.words.suit(r[0]),
                    length=self._number(r[2]), score=v.sequence_score(r[2])))
            text += " " + self._by(seat, tr("The winner counts every sequence declared, so you also count "
                                            "{sequences}: {points} in all."),
                                   tr("The winner counts every sequence declared, so {name} also counts "
                                      "{sequences}: {points} in "
                                      "all."), sequences=self._list(more), points=e.points)
        return text

    def _explain_set(self, e: Event, seat: int) -> str:
        tr = self.tr
        combos = list(e.combos) or [e.cards]
        said = self._class_said("set")
        ann = said.get("announce")
        elder_desc = ""
        if isinstance(ann, tuple) and len(ann) == 2:  # announced: (size, rank)
            size, rank = ann
            elder_desc = self.words.set(rank, size)
        first = combos[0]
        found = set_of(first)
        if found is None:
            return self._by(seat, tr("Sets: you score {points}."), tr("Sets: {name} scores {points}."),
                            points=e.points)
        _, size = found
        text = self._by(seat, tr("Sets: your {set} won ({why}). A {title}, {size} of one rank, counts "
                                 "{score}: {rule}."),
                        tr("Sets: {name}'s {set} won ({why}). A {title}, {size} of one rank, counts {score}: "
                           "{rule}."),
                        set=self._combo("set", first), why=self._outcome("set", seat, elder_desc),
                        title=self._set_name(size), size=self._number(size),
                        score=self.variant.set_score(size), rule=self._set_rule(size))
        if len(combos) > 1:
            more = [tr("{set} ({score})").format(set=self._combo("set", m),
                                                 score=self.variant.set_score(m.bit_count()))
                    for m in combos[1:]]
            text += " " + self._by(seat, tr("The winner counts every set declared, so you also count {sets}: "
                                            "{points} in all."),
                                   tr("The winner counts every set declared, so {name} also counts {sets}: "
                                      "{points} in all."), sets=self._list(more), points=e.points)
        return text

    def _explain_bonus(self, e: Event, seat: int, kind: str) -> str:
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        other = 1 - seat
        reached = e.total - e.points
        if kind == "repique":
            th = rt
            source = tr("{blanche} and declarations alone").format(blanche=self._term("blanche"))
        else:
            th = pt
            source = tr("declarations and trick points together")
        values = {"title": _cap(self._term(kind)), "reached": reached, "threshold": th, "source": source,
                  "points": e.points, "total": e.total, "tricks": self._scores[other]}
        if v.blocking == "declarations":
            if kind == "pique" and self._scores[other]:
                text = self._by2(seat, other, tr(
                    "{title}: you reached {reached} ({threshold} or more) from {source}, and {other} scored "
                    "nothing in declarations ({other}'s {tricks} from the tricks do not stop it), so "
                    "{points} more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and you scored "
                    "nothing in declarations (your {tricks} from the tricks do not stop it), so {points} "
                    "more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and {other} "
                    "scored nothing in declarations ({other}'s {tricks} from the tricks do not stop it), so "
                    "{points} more: {total}."), **values)
            else:
                text = self._by2(seat, other, tr(
                    "{title}: you reached {reached} ({threshold} or more) from {source}, and {other} scored "
                    "nothing in declarations, so {points} more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and you scored "
                    "nothing in declarations, so {points} more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and {other} "
                    "scored nothing in declarations, so {points} more: {total}."), **values)
        else:
            text = self._by2(seat, other, tr(
                "{title}: you reached {reached} ({threshold} or more) from {source} before {other} had "
                "scored anything in this deal, so {points} more: {total}."), tr(
                "{title}: {name} reached {reached} ({threshold} or more) from {source} before you had scored "
                "anything in this deal, so {points} more: {total}."), tr(
                "{title}: {name} reached {reached} ({threshold} or more) from {source} before {other} had "
                "scored anything in this deal, so {points} more: {total}."), **values)
        if self._equal:
            text += " " + tr("An {equal} is no score, so it did not stop "
                             "it.").format(equal=self._answer("equal"))
        return text

    def _explain_win(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        other = 1 - seat
        if self._last_leader == seat:
            return self._by(seat, tr("The trick: you score {points} for winning a trick led by you (from now "
                                     "on tricks are counted without a word)."),
                            tr("The trick: {name} scores {points} for winning a trick led by {name} (from "
                               "now on tricks are counted without a word)."), points=e.points)
        text = [self._by2(seat, other, tr("The trick: you score {points} for winning a trick {other} led."),
                          tr("The trick: {name} scores {points} for winning a trick you led."),
                          tr("The trick: {name} scores {points} for winning a trick {other} led."),
                          points=e.points)]
        if not v.win_own_lead_points:
            text.append(tr("Winning your own lead scores nothing more than the lead itself."))
        text.append(tr("From now on tricks are counted without a word."))
        return " ".join(text)

    # ------------------------------------------------------------------ remarks

    def _remark(self, e: Event) -> list[str]:
        """Lines for events that are neither a phase's start nor a score."""
        tr = self.tr
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
                return [tr("The points are the same length, so younger asks “making?”: elder tells the value "
                           "of the cards.")]
            if e.cls == "sequence":
                return [tr("The sequences are the same length, so younger asks “to what?”: elder names the "
                           "top card.")]
            return []
        if k == "answer" and e.cls:
            self._class_said(e.cls)["answer"] = e.word
            if e.word == "equal":
                self._equal = True
                said = self._answer("equal")
                bonus = self._list([self._term(w) for w, on in (("repique", v.repique_bonus),
                                                                ("pique", v.pique_bonus)) if on])
                tail = " " + tr("An {equal} is no score, so it blocks no {bonus}.").format(
                    equal=said, bonus=bonus) if bonus else ""
                if v.point_said == "value" and e.cls == "point":
                    return [tr("{equal}: both points are worth as much, so both show them and neither "
                               "scores.").format(equal=said) + tail]
                if e.cls == "point":
                    return [tr("{equal}: neither player scores for the point.").format(equal=said) + tail]
                if e.cls == "sequence":
                    return [tr("{equal}: neither player scores for sequences.").format(equal=said) + tail]
                return [tr("{equal}: neither player scores for sets.").format(equal=said) + tail]
            return []
        if k == "blanche-shown" and e.seat is not None:
            elder = self.elder if self.elder is not None else 1 - e.seat
            return [self._by2(e.seat, elder,
                              tr("You show the {blanche} now that {other} has exchanged, as younger does."),
                              tr("{name} shows the {blanche} now that you have exchanged, as younger does."),
                              tr("{name} shows the {blanche} now that {other} has exchanged, as younger "
                                 "does."),
                              blanche=self._term("blanche"))]
        if k == "capot-call" and e.seat is not None:
            return [self._by2(e.seat, 1 - e.seat, tr(
                "You announce an open capot: all {tricks} tricks. Made, it counts {open} instead of {capot}; "
                "if {other} takes a single trick, it costs nothing but the capot."), tr(
                "{name} announces an open capot: all {tricks} tricks. Made, it counts {open} instead of "
                "{capot}; if you take a single trick, it costs nothing but the capot."), tr(
                "{name} announces an open capot: all {tricks} tricks. Made, it counts {open} instead of "
                "{capot}; if {other} takes a single trick, it costs nothing but the capot."),
                tricks=v.hand_size, open=v.open_capot_points, capot=v.capot_points)]
        if k == "deal-end":
            return self._deal_end(e)
        if k == "game-end" and e.seat is not None:
            return self._game_end(e, e.seat)
        return []

    def _deal_end(self, e: Event) -> list[str]:
        tr = self.tr
        v = self.variant
        self.deal_scores.append(tuple(e.info))
        played = len(self.deal_scores)
        totals = [sum(d[i] for d in self.deal_scores) for i in range(len(self.players))]
        if v.game_targets:
            number = len(self._game_winners) + 1
            target = game_target(v, number)
            in_game = [sum(d[i] for d in self.deal_scores[self._game_start:]) for i in range(2)]
            if max(in_game) >= target:
                return []  # the game is won: told with its end
            deals = played - self._game_start
            return [tr.ntr("After {n} deal of the {game}, the totals: {scores}; the first to reach {target} "
                           "wins it.",
                           "After {n} deals of the {game}, the totals: {scores}; the first to reach {target} "
                           "wins it.", deals).format(n=deals, game=self._game(number),
                                                scores=self._totals_text(in_game), target=target)]
        if v.target:
            if v.reached(totals):
                lead = max(range(len(totals)), key=lambda i: totals[i])
                if totals[lead] != v.target:
                    return [self._by(lead, tr("You reached {target} ({total}), so the game ends at once, in "
                                              "the middle of the deal if need be: nothing more is scored or "
                                              "played."),
                                     tr("{name} reached {target} ({total}), so the game ends at once, in the "
                                        "middle of the deal if need be: nothing more is scored or played."),
                                     target=v.target, total=totals[lead])]
                return [self._by(lead, tr("You reached {target}, so the game ends at once, in the middle of "
                                          "the deal if need be: nothing more is scored or played."),
                                 tr("{name} reached {target}, so the game ends at once, in the middle of the "
                                    "deal if need be: nothing more is scored or played."), target=v.target)]
            return [tr.ntr("After {n} deal, the totals: {scores}; the first to reach {target} wins.",
                           "After {n} deals, the totals: {scores}; the first to reach {target} wins.",
                           played).format(n=played, scores=self._totals_text(totals), target=v.target)]
        out = [tr.ntr("After {n} deal of {deals}, the totals: {scores}.",
                      "After {n} deals of {deals}, the totals: {scores}.", played).format(
            n=played, deals=v.deals, scores=self._totals_text(totals))]
        if v.korolik and played % v.korolik == 0 and played < v.deals:
            korolik = played // v.korolik
            out.append(tr("Korolik {korolik} is over: the players draw again for the deal, and whoever draws "
                          "the lower card deals first in korolik "
                          "{next}.").format(korolik=korolik, next=korolik + 1))
        if played == v.deals and v.tie_deals and totals[0] == totals[1]:
            out.append(tr("The totals are equal after {deals} deals, so {extra} more are played, one deal "
                          "each.").format(deals=v.deals, extra=v.tie_deals))
        return out

    def _game_end(self, e: Event, seat: int) -> list[str]:
        """A game of a match won, in the middle of a deal or at its end."""
        tr = self.tr
        v = self.variant
        number = e.info[0] if e.info else len(self._game_winners) + 1
        totals = tuple(e.info[1:3]) if len(e.info) >= 3 else (0, 0)
        self._game_winners.append(seat)
        self._game_start = len(self.deal_scores)
        target = game_target(v, number)
        if totals[seat] != target and target % 10 == 1:
            reached = tr("{target} ({total}), more than {below},").format(target=target, total=totals[seat],
                                                                         below=target - 1)
        elif target % 10 == 1:
            reached = tr("{target}, more than {below},").format(target=target, below=target - 1)
        elif totals[seat] != target:
            reached = tr("{target} ({total})").format(target=target, total=totals[seat])
        else:
            reached = str(target)
        text = [self._by(seat, tr("You reached {reached} and win the {game}, {won} to {lost}: it ends at "
                                  "once, in the middle of the deal if need be, and nothing more is scored or "
                                  "played in it."),
                         tr("{name} reached {reached} and wins the {game}, {won} to {lost}: it ends at once, "
                            "in the middle of the deal if need be, and nothing more is scored or played in "
                            "it."),
                         reached=reached, game=self._game(number), won=totals[seat], lost=totals[1 - seat])]
        won = [self._game_winners.count(s) for s in (0, 1)]
        if max(won) >= v.games_to_win or number >= len(v.game_targets):
            return text
        following = number + 1
        values = {"game": self._game(following), "target": game_target(v, following)}
        if won[0] == won[1]:
            you = [s for s in (0, 1) if self._you(s)]
            if you:
                text.append(tr("The {game} begins: the totals start again at 0, and the first to reach "
                               "{target} wins it; you and {name} have won a game each, so it decides the "
                               "match.").format(
                    name=self.players[1 - you[0]], **values))
            else:
                text.append(tr("The {game} begins: the totals start again at 0, and the first to reach "
                               "{target} wins it; {name} and {other} have won a game each, so it decides the "
                               "match.").format(name=self.players[0], other=self.players[1], **values))
        else:
            text.append(tr("The {game} begins: the totals start again at 0, and the first to reach {target} "
                           "wins it.").format(**values))
        return [" ".join(text)]

    def _partie_end(self, e: Event) -> str:
        tr = self.tr
        v = self.variant
        if v.game_targets:
            return self._match_end(e)
        totals: Sequence[int] = e.info
        winner, result = e.seat, e.points
        head = tr("End of the partie: {scores}.").format(scores=self._totals_text(totals))
        if winner is None:
            return head + " " + tr("The totals are equal: the partie is drawn.")
        loser = 1 - winner
        hi, lo = totals[winner], totals[loser]
        bonus = v.game_bonus
        values = {"hi": hi, "lo": lo, "result": result, "bonus": bonus, "rubicon": v.rubicon,
                  "lurched": self._lurched()}
        if v.target:
            if v.rubicon * 2 == v.target:
                values["under"] = tr("{rubicon}, half the target,").format(rubicon=v.rubicon)
            else:
                values["under"] = str(v.rubicon)
            if lo < v.rubicon and (hi - lo) * 2 == result:
                return head + " " + self._by2(loser, winner, tr(
                    "You finished under {under} which is called being {lurched}: {other} scores the "
                    "difference doubled: ({hi} - {lo}) × 2 = {result}."), tr(
                    "{name} finished under {under} which is called being {lurched}: you score the difference "
                    "doubled: ({hi} - {lo}) × 2 = {result}."), tr(
                    "{name} finished under {under} which is called being {lurched}: {other} scores the "
                    "difference doubled: ({hi} - {lo}) × 2 = {result}."), **values)
            if hi - lo == result:
                return head + " " + self._by2(loser, winner, tr(
                    "You reached {under} so {other} scores the difference: {hi} - {lo} = {result}."), tr(
                    "{name} reached {under} so you score the difference: {hi} - {lo} = {result}."), tr(
                    "{name} reached {under} so {other} scores the difference: {hi} - {lo} = "
                    "{result}."), **values)
        elif v.is_rubiconed(list(totals)) and hi + lo + bonus == result:
            if hi < v.rubicon:
                return head + " " + self._by2(loser, winner, tr(
                    "You finished under {rubicon}, which is called being {lurched}: {other} scores both "
                    "totals plus {bonus} for the game (even though {other} too stayed under {rubicon}): {hi} "
                    "+ {lo} + {bonus} = {result}."), tr(
                    "{name} finished under {rubicon}, which is called being {lurched}: you score both totals "
                    "plus {bonus} for the game (even though you too stayed under {rubicon}): {hi} + {lo} + "
                    "{bonus} = {result}."), tr(
                    "{name} finished under {rubicon}, which is called being {lurched}: {other} scores both "
                    "totals plus {bonus} for the game (even though {other} too stayed under {rubicon}): {hi} "
                    "+ {lo} + {bonus} = {result}."), **values)
            return head + " " + self._by2(loser, winner, tr(
                "You finished under {rubicon}, which is called being {lurched}: {other} scores both totals "
                "plus {bonus} for the game: {hi} + {lo} + {bonus} = {result}."), tr(
                "{name} finished under {rubicon}, which is called being {lurched}: you score both totals "
                "plus {bonus} for the game: {hi} + {lo} + {bonus} = {result}."), tr(
                "{name} finished under {rubicon}, which is called being {lurched}: {other} scores both "
                "totals plus {bonus} for the game: {hi} + {lo} + {bonus} = {result}."), **values)
        if not v.target and not bonus and not v.is_rubiconed(list(totals)) and hi - lo == result:
            return head + " " + self._by(winner, tr("The higher total wins, and you score the difference: "
                                                    "{hi} - {lo} = {result}."),
                                         tr("The higher total wins, and {name} scores the difference: {hi} - "
                                            "{lo} = {result}."), **values)
        if not v.target and hi - lo + bonus == result:
            return head + " " + self._by(winner, tr("Both reached {rubicon}, so you score the difference "
                                                    "plus {bonus} for the game: {hi} - {lo} + {bonus} = "
                                                    "{result}."),
                                         tr("Both reached {rubicon}, so {name} scores the difference plus "
                                            "{bonus} for the game: {hi} - {lo} + {bonus} = "
                                            "{result}."), **values)
        return head + " " + self._by(winner, tr("You win the partie and score {result}."),
                                     tr("{name} wins the partie and scores {result}."), **values)

    def _match_end(self, e: Event) -> str:
        """The end of a match of games: who won which, and the games won."""
        tr = self.tr
        v = self.variant
        winner = e.seat
        games = tuple(e.info) if len(e.info) == 2 else tuple(self._game_winners.count(s) for s in (0, 1))
        won = {s: [tr("the {game}").format(game=self._game(i + 1))
                   for i, w in enumerate(self._game_winners) if w == s] for s in (0, 1)}
        parts = [self._by(s, tr("you won {games}"), tr("{name} won {games}"), games=self._list(won[s]))
                 for s in (0, 1) if won[s]]
        if parts:
            head = tr("End of the match: {games}.").format(games="; ".join([_cap(parts[0]), *parts[1:]]))
        else:
            head = tr("End of the match.")
        if winner is None:
            return head
        lost = games[1 - winner]
        values = {"won": self._number(games[winner]),
                  "lost": self._number(lost) if lost else tr.ptr("games "
                                                                 "won", "none"), "needed": v.games_to_win}
        return head + " " + self._by(winner, tr("You win the match, {won} games to {lost}: the first to win "
                                                "{needed} games wins it, whatever the points."),
                                     tr("{name} wins the match, {won} games to {lost}: the first to win "
                                        "{needed} games wins it, whatever the points."), **values)


def _marks(tr: Translator) -> None:
    """The words this module looks up by a variable, spelt out for the catalogue (never
    called: ``tools/i18n_tool.py`` reads the calls)."""
    tr.ptr("set name", "trio"), tr.ptr("set name", "quatorze")
    tr.ptr("ranks", "sevens"), tr.ptr("ranks", "eights"), tr.ptr("ranks", "nines"), tr.ptr("ranks", "tens")
    tr.ptr("ranks", "jacks"), tr.ptr("ranks", "queens"), tr.ptr("ranks", "kings"), tr.ptr("ranks", "aces")
