"""What the table says: the engine's events in the traditional words of Piquet.

:class:`Commentator` turns each event of a deal into short spoken lines ("Point of
five.", "Good.", "Quint to the king, fifteen; and one for the lead, sixteen.") for the
window's running commentary.  :func:`deal_summary` lists what each player scored in a
finished deal, and :func:`partie_sheet` gives the partie's score sheet and explains its
settlement in words.  Pure Python: this module never imports pygame.

Spoken counts are in words and give the player's running score in the deal, as elder
counts aloud; card lists and score sheets use digits and two-letter card names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rules.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES, long_card_name
from .rules.combos import SEQUENCE_NAMES, run_of, set_of
from .rules.events import Event

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

#: Scores that belong to a player's count before the first lead (repeated by the lead line).
_DECLARED = ("blanche", "point", "sequence", "set", "repique", "pique")
_TRICK_KINDS = ("lead", "win")
_ANSWERS = {"good": "Good.", "not-good": "Not good.", "equal": "Equal."}
_NOTHING = {"point": "No point.", "sequence": "No sequence.", "set": "Nothing."}
_IRREGULAR = {"are": "is", "have": "has", "do": "does", "reach": "reaches"}


def number_words(n: int) -> str:
    """``49`` -> ``'forty-nine'``, ``170`` -> ``'one hundred and seventy'``, ``0`` -> ``'zero'``."""
    if n < 0:
        return "minus " + number_words(-n)
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" and {number_words(rest)}" if rest else "")
    if n < 1_000_000:
        thousands, rest = divmod(n, 1000)
        head = f"{number_words(thousands)} thousand"
        if not rest:
            return head
        return head + (" and " if rest < 100 else " ") + number_words(rest)
    return str(n)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _words(n: int) -> str:
    return _cap(number_words(n))


def _join(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _card_list(mask: int) -> str:
    """Cards as a person reads them, suit by suit, high to low: ``the queen of
    spades, the king and seven of hearts and the nine of clubs``."""
    groups = []
    for suit in range(4):
        ranks = [RANK_NAMES[r] for r in range(7, -1, -1) if mask >> (suit * 8 + r) & 1]
        if ranks:
            groups.append(f"the {_join(ranks)} of {SUIT_NAMES[suit]}")
    return _join(groups) if len(groups) < 3 else "; ".join(groups[:-1]) + " and " + groups[-1]


def combo_words(kind: str, mask: int) -> str:
    """One scored combination as it is called: ``point of five``, ``quint to the king``,
    ``fourteen aces``, ``three kings``."""
    if kind == "point":
        return f"point of {number_words(mask.bit_count())}"
    if kind == "sequence":
        run = run_of(mask)
        if run is None:
            return "a sequence"
        _, top, length = run
        name = SEQUENCE_NAMES.get(length, f"sequence of {number_words(length)}")
        return f"{name} to the {RANK_NAMES[top]}"
    found = set_of(mask)
    if found is None:
        return "a set"
    rank, size = found
    return ("fourteen" if size == 4 else number_words(size)) + " " + RANK_PLURALS[rank]


def _grouped(words: list[str]) -> list[str]:
    """Like combinations counted together: four ``tierce to the ace`` make
    ``four tierces to the ace``."""
    out: list[str] = []
    for w in dict.fromkeys(words):
        k = words.count(w)
        if k == 1:
            out.append(w)
        else:
            head, sep, tail = w.partition(" to the ")
            out.append(f"{number_words(k)} {head}s{sep}{tail}")
    return out


def score_words(event: Event) -> str:
    """What a scoring event scored, named: ``Quint to the king``, ``Repique``, ``The cards``."""
    kind = event.kind
    if kind in ("point", "sequence", "set"):
        return _cap(_join(_grouped([combo_words(kind, m) for m in event.combos])) or kind)
    return {
        "blanche": "Carte blanche",
        "repique": "Repique",
        "pique": "Pique",
        "lead": "The lead",
        "win": "The trick",
        "last": "The last trick",
        "cards": "The cards",
        "capot": "Capot",
    }.get(kind, _cap(kind))


@dataclass(frozen=True)
class Line:
    """One thing said at the table.  ``seat`` is the player who speaks or acts (None:
    the table); ``kind`` the event kind it came from; ``points`` what it scored."""

    seat: int | None
    text: str
    kind: str
    points: int = 0


class _Names:
    """Players by name, the viewer as "You", with verbs that agree."""

    def __init__(self, players: Sequence[str], viewer: int | None = None) -> None:
        self.players = tuple(players)
        self.viewer = viewer

    def who(self, seat: int, start: bool = True) -> str:
        if seat == self.viewer:
            return "You" if start else "you"
        return self.players[seat]

    def does(self, seat: int, verb: str, start: bool = True) -> str:
        """``does(0, "lead")``: ``You lead`` for the viewer, ``Ann leads`` otherwise
        (and ``You lead`` for a player who calls himself "You")."""
        if seat != self.viewer and self.players[seat].strip().lower() != "you":
            verb = _IRREGULAR.get(verb, verb + "s")
        return f"{self.who(seat, start)} {verb}"

    def scores(self, values: Sequence[int]) -> str:
        return ", ".join(f"{self.who(s, False)} {v}" for s, v in enumerate(values))


def _settlement(who: _Names, variant, totals: Sequence[int], winner: int | None,
                result: int | None) -> list[str]:
    """The settlement of a finished partie in words, checked against ``result``: a
    game of deals pays the game's bonus and both totals against a loser under the
    line (rubiconed), a game to a target the difference, doubled against a loser
    under the line (lurched), each in the variant's own word."""
    if winner is None:
        return [f"The partie is drawn, {totals[0]} all."]
    loser = 1 - winner
    hi, lo = totals[winner], totals[loser]
    bonus = variant.game_bonus
    if variant.target:  # the game ends the moment a total reaches the target
        out = [f"{who.does(winner, 'reach')} {hi}: the game is over."]
        if lo < variant.rubicon and (hi - lo) * 2 == result:
            return out + [f"{who.does(winner, 'win')} the partie: {who.does(loser, 'have', False)} less "
                          f"than {variant.rubicon}, {variant.lurched}, so the difference is doubled: "
                          f"({hi} - {lo}) × 2 = {result}."]
        if lo >= variant.rubicon and hi - lo == result:
            return out + [f"{who.does(winner, 'win')} the partie: the difference, {hi} - {lo} = {result}."]
        return out + [f"{who.does(winner, 'win')} the partie and "
                      f"{who.does(winner, 'score', False)} {result}."]
    if variant.is_rubiconed(list(totals)) and hi + lo + bonus == result:
        return [
            f"{who.does(winner, 'win')} the partie.",
            f"{who.does(loser, 'are')} {variant.lurched} (under {variant.rubicon}): "
            f"{who.does(winner, 'score')} {hi} + {lo} + {bonus} = {result}.",
        ]
    if not variant.is_rubiconed(list(totals)) and hi - lo + bonus == result:
        return [f"{who.does(winner, 'win')} the partie: {hi} - {lo} = {hi - lo}, "
                f"plus {bonus} for the game: {result}."]
    return [f"{who.does(winner, 'win')} the partie and {who.does(winner, 'score', False)} {result}."]


class Commentator:
    """Speaks the events of a partie, one at a time, as the players at the table would.

    ``players`` are the display names by seat; ``viewer`` is the seat at the keyboard,
    spoken of as "You", whose private events (discards, draws, the cards left in the
    talon) are spoken too.  With ``viewer=None`` the table is neutral and only public
    events are spoken."""

    def __init__(self, players: tuple[str, str], variant, viewer: int | None = None) -> None:
        self.names = _Names(players, viewer)
        self.variant = variant
        self.viewer = viewer
        self.reset_deal()

    def reset_deal(self) -> None:
        """Forget the state of the deal: the card led, the count being spoken."""
        self._led: int | None = None  # the card led to the trick in progress
        self._tricks = 0  # tricks played in the deal
        # (seat, words) of that seat's last declared score while its count runs on
        # unbroken by the other player: the first lead repeats it.
        self._count: tuple[int, str] | None = None

    def lines(self, event: Event) -> list[Line]:
        """The lines to show for one event; ``[]`` for an event not spoken."""
        if event.kind == "deal":
            self.reset_deal()
        seen = event.to is None if self.viewer is None else event.visible_to(self.viewer)
        if not seen:
            return []
        out = self._say(event)
        for line in out:
            if line.seat is not None and self._count is not None and line.seat != self._count[0]:
                self._count = None  # the other player spoke: the count is broken
        return out

    # ------------------------------------------------------------------ speech

    def _say(self, e: Event) -> list[Line]:
        k, seat, n = e.kind, e.seat, self.names
        if e.is_score and seat is not None:
            return [Line(seat, self._score_text(e, seat), k, e.points)]
        if k == "deal" and seat is not None:
            number = e.info[0] if e.info else 0
            return [Line(None, f"Deal {number_words(number)}. {n.does(seat, 'deal')}; "
                               f"{n.does(1 - seat, 'are', False)} elder.", k)]
        if k == "deal-end":
            if self.variant.target and self._tricks < self.variant.hand_size:  # the target reached mid-deal
                return [Line(None, f"The deal stops here: {n.scores(e.info)}.", k)]
            return [Line(None, f"End of the deal: {n.scores(e.info)}.", k)]
        if k == "partie-end":
            text = " ".join(_settlement(n, self.variant, e.info, seat, e.points))
            return [Line(None, text, k)]
        if k == "rest" and e.cards:
            return [Line(None, f"The rest is shown: {_card_list(e.cards)}.", k)]
        if seat is None:
            return []
        text = self._act_text(e, seat)
        return [Line(seat, text, k)] if text else []

    def _act_text(self, e: Event, seat: int) -> str:
        """What a seat says or does, for the events that are not scores."""
        k, n = e.kind, self.names
        if k == "announce":
            return self._announce(e)
        if k == "answer":
            return _ANSWERS.get(e.word, _cap(e.word.replace("-", " ")) + ".")
        if k == "ask":
            return {"point": "Making?", "sequence": "To what?"}.get(e.cls, "How high?")
        if k == "tiebreak" and e.info:
            if e.cls == "sequence":
                return f"To the {RANK_NAMES[e.info[0]]}."
            return _words(e.info[0]) + "."
        if k == "play" and e.cards:
            return self._play(seat, e.cards.bit_length() - 1)
        if k == "trick":
            self._led = None
            self._tricks += 1
            return f"{n.does(seat, 'take')} the trick."
        if k == "exchange":
            count = e.info[0] if e.info else 0
            if not count:
                return f"{n.does(seat, 'do')} not exchange."
            return f"{n.does(seat, 'exchange')} {number_words(count)}."
        if k == "blanche-shown":
            return f"{n.does(seat, 'show')} carte blanche: {_card_list(e.cards)}."
        if k == "discard" and e.cards:
            return f"{n.does(seat, 'discard')} {_card_list(e.cards)}."
        if k == "draw" and e.cards:
            return f"{n.does(seat, 'draw')} {_card_list(e.cards)}."
        if k == "peek" and e.cards:
            return f"Left in the talon: {_card_list(e.cards)}."
        return ""  # 'hand' and empty private events are not spoken

    def _announce(self, e: Event) -> str:
        if not e.info:
            return _NOTHING.get(e.cls, "Nothing.")
        if e.cls == "point":
            return f"Point of {number_words(e.info[0])}."
        if e.cls == "sequence":
            length = e.info[0]
            return _cap(SEQUENCE_NAMES.get(length, f"sequence of {number_words(length)}")) + "."
        if e.cls == "set" and len(e.info) == 2:
            size, rank = e.info
            return _cap(("fourteen" if size == 4 else number_words(size)) + " " + RANK_PLURALS[rank]) + "."
        return _cap(f"{e.cls} of {number_words(e.info[0])}.")

    def _play(self, seat: int, card: int) -> str:
        n = self.names
        if self._led is None:
            self._led = card
            return f"{n.does(seat, 'lead')} the {long_card_name(card)}."
        led, self._led = self._led, None
        if card >> 3 == led >> 3:
            return f"{n.does(seat, 'play')} the {RANK_NAMES[card & 7]}."
        return f"{n.does(seat, 'play')} the {long_card_name(card)}."

    def _score_text(self, e: Event, seat: int) -> str:
        """A score as the player counts it, ending with his running total in the deal."""
        k, pts, total = e.kind, number_words(e.points), number_words(e.total)
        count = self._count if self._count is not None and self._count[0] == seat else None
        self._count = None
        if k in ("repique", "pique"):
            self._count = (seat, f"{_cap(k)}, {total}")
            return f"{_cap(k)}! {_cap(pts)} more: {total}."
        if k in _DECLARED:
            words = f"{score_words(e)}, {total}"
            self._count = (seat, words)
            return words + "."
        if k == "lead":
            if count is not None:
                return f"{count[1]}; and {pts} for the lead, {total}."
            return f"{_cap(pts)} for the lead, {total}."
        if k == "win":
            return f"{_cap(pts)} for the trick, {total}."
        if k == "last":
            return f"And {pts} for the last, {total}."
        if k == "cards":
            return f"The cards: {pts}, {total}."
        if k == "capot":
            return f"Capot! {_cap(pts)}, {total}."
        return f"{score_words(e)}: {pts}, {total}."


def deal_summary(log, players: tuple[str, str], variant) -> list[Line]:
    """Every score of a finished deal (a :class:`~piquet_game.rules.game.DealLog`), one
    line each in scoring order, with the points for leading and winning tricks summed
    into one ``tricks`` line per player: ``Point of five, five``, ``Leads and tricks won, seven``.
    Each text names the score and the points it made (words, no closing stop: these are
    entries of a score sheet); ``seat`` says whose it is and ``points`` the number."""
    entries: list[list] = []  # [seat, kind, points, text]; tricks texts are filled in at the end
    tricks: dict[int, list] = {}
    for e in log.events:
        if not e.is_score or e.seat is None:
            continue
        if e.kind in _TRICK_KINDS:
            if e.seat not in tricks:
                tricks[e.seat] = [e.seat, "tricks", 0, ""]
                entries.append(tricks[e.seat])
            tricks[e.seat][2] += e.points
            continue
        entries.append([e.seat, e.kind, e.points, f"{score_words(e)}, {number_words(e.points)}"])
    for entry in tricks.values():
        entry[3] = f"Leads and tricks won, {number_words(entry[2])}"
    return [Line(seat, text, kind, points) for seat, kind, points, text in entries]


def partie_sheet(game) -> dict:
    """The partie's score sheet: the deals played, the totals, and the settlement in words
    (agreeing with ``game.result``, which the engine worked out from ``game.variant``)."""
    who = _Names(game.players)
    deals = [(number, d[0], d[1]) for number, d in enumerate(game.deal_scores, 1)]
    totals = tuple(game.totals)
    played = len(game.deal_scores)
    lines = [f"After {number_words(played)} deal{'' if played == 1 else 's'}: {who.scores(totals)}."]
    rubicon = False
    if game.is_over:
        rubicon = game.winner is not None and game.variant.is_rubiconed(list(totals))
        lines += _settlement(who, game.variant, totals, game.winner, game.result)
    else:
        lines.append("The partie is not over.")
    headline = "The partie is drawn" if game.winner is None else f"{who.does(game.winner, 'win')} the partie"
    return {
        "headline": headline,
        "deals": deals,
        "totals": totals,
        "winner": game.winner,
        "result": game.result or 0,
        "rubicon": rubicon,
        "lines": lines,
    }
