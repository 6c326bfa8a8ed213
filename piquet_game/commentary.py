"""What the table says: the engine's events in the traditional words of Piquet.

:class:`Commentator` turns each event of a deal into short spoken lines ("Point of
five.", "Good.", "Quint to the king, fifteen; and one for the lead, sixteen.") for the
window's running commentary.  :func:`deal_summary` lists what each player scored in a
finished deal, and :func:`partie_sheet` gives the partie's score sheet and explains its
settlement in words.  Pure Python: this module never imports pygame.

Spoken counts are in words and give the player's running score in the deal, as elder
counts aloud; card lists and score sheets use digits and two-letter card names.

Each game is spoken of in its own terms, read from its variant: the figures from its
fields (Russian Piquet's last trick that counts four, Picchetto's point said by its
value), its traditional words (Picchetto's "Bianco", "picca" and "non basta", Russian
Piquet's "leza") from :data:`~piquet_game.variant_words.TERMS`, its koroliks and the
games of its match from the variant's ``korolik`` and ``game_targets``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .i18n import N_
from .rules.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES, long_card_name
from .rules.combos import SEQUENCE_NAMES, point_value, run_of, set_of
from .rules.events import Event
from .rules.game import play_order
from .rules.variant import RUBICON
from .variant_words import (
    answer_words,
    bid_meaning,
    call_words,
    game_name,
    game_target,
    korolik_of_deal,
    multiplier_words,
    terms,
)

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

#: Scores that belong to a player's count before the first lead (repeated by the lead line).
_DECLARED = ("blanche", "point", "sequence", "set", "repique", "pique")
_TRICK_KINDS = ("lead", "win")
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


def score_words(event: Event, variant=None) -> str:
    """What a scoring event scored, named in the game's words: ``Quint to the king``,
    ``Repique``, ``The cards``; Picchetto's ``Bianco`` and ``Picca``, Russian Piquet's
    ``The leza`` and ``Open capot``."""
    kind = event.kind
    if kind in ("point", "sequence", "set"):
        return _cap(_join(_grouped([combo_words(kind, m) for m in event.combos])) or kind)
    t = terms(variant if variant is not None else RUBICON)
    return {
        "blanche": _cap(t.blanche),
        "repique": _cap(t.repique),
        "pique": _cap(t.pique),
        "lead": "The lead",
        "win": "The trick",
        "last": "The last trick",
        "cards": _cap(t.cards),
        "capot": "Capot",
        "open-capot": "Open capot",
    }.get(kind, _cap(kind.replace("-", " ")))


def last_trick_worth(variant) -> int:
    """What the last trick counts in all when every trick won scores alike, whoever
    led it (Russian Piquet's 4, Picchetto's 2); 0 when it depends on the lead (Rubicon:
    the last is said as "one for the last")."""
    won = variant.win_own_lead_points
    if won and won == variant.win_opponent_lead_points and variant.last_trick_points:
        return won + variant.last_trick_points
    return 0


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
        name = self.players[seat]
        if not start and name.strip().lower() == "you":  # a player named "You", spoken of mid-sentence
            return "you"
        return name

    def does(self, seat: int, verb: str, start: bool = True) -> str:
        """``does(0, "lead")``: ``You lead`` for the viewer, ``Ann leads`` otherwise
        (and ``You lead`` for a player who calls himself "You")."""
        return f"{self.who(seat, start)} {self.verb(seat, verb)}"

    def verb(self, seat: int, verb: str) -> str:
        """The verb alone, agreeing with the seat: ``deals`` or ``deal``."""
        if seat != self.viewer and self.players[seat].strip().lower() != "you":
            return _IRREGULAR.get(verb, verb + "s")
        return verb

    def side(self, side: int, partnerships: Sequence[Sequence[int]] = (), start: bool = False) -> str:
        """A side: a player, or partners (``you and Ben``, ``South and North``)."""
        if not partnerships:
            return self.who(side, start)
        return self.all_of(partnerships[side], start)

    def all_of(self, seats: Sequence[int], start: bool = False) -> str:
        """Several players together: ``you and Ben``, ``Ann and Ben``."""
        return " and ".join(self.who(s, start and i == 0) for i, s in enumerate(seats))

    def scores(self, values: Sequence[int], partnerships: Sequence[Sequence[int]] = ()) -> str:
        """``you 12, Ben 37``; by sides: ``you and Cy 12, Ben and Di 37``."""
        return ", ".join(f"{self.side(s, partnerships)} {v}" for s, v in enumerate(values))


def paid_words(amount: int, variant) -> str:
    """What the loser pays: ``two stakes``, or ``thirty points`` (the settlement's unit)."""
    if variant.settlement == "stake":
        return f"{number_words(amount)} stake{'s' if amount != 1 else ''}"
    return f"{number_words(amount)} points"


class _Sides(_Names):
    """Partners spoken of as one: ``who(0)`` is ``You and North``, and the verbs
    agree with two (``win``, ``are``)."""

    def __init__(self, names: _Names, partnerships: Sequence[Sequence[int]]) -> None:
        super().__init__(names.players, names.viewer)
        self.partnerships = partnerships

    def who(self, seat: int, start: bool = True) -> str:
        return " and ".join(_Names.who(self, s, start and i == 0)
                            for i, s in enumerate(self.partnerships[seat]))

    def verb(self, seat: int, verb: str) -> str:
        return verb


def side_speaker(names: _Names, variant) -> _Names:
    """Who scores, as the settlement speaks of them: each player, or partners."""
    return _Sides(names, variant.partnerships) if variant.partnerships else names


def _settlement(who: _Names, variant, totals: Sequence[int], winner: int | None,
                result: int | None) -> list[str]:
    """The settlement of a finished partie in words, checked against ``result``: a
    game of deals pays the game's bonus and both totals against a loser under the
    line (rubiconed), or with no bonus the difference; a game to a target the
    difference, doubled against a loser under the line (lurched), each in the
    variant's own word.  (A match of games is settled by :func:`match_words`.)"""
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
    if not variant.is_rubiconed(list(totals)) and not bonus and hi - lo == result:
        return [f"{who.does(winner, 'win')} by {result}, the difference: {hi} - {lo} = {result}."]
    if not variant.is_rubiconed(list(totals)) and hi - lo + bonus == result:
        return [f"{who.does(winner, 'win')} the partie: {hi} - {lo} = {hi - lo}, "
                f"plus {bonus} for the game: {result}."]
    return [f"{who.does(winner, 'win')} the partie and {who.does(winner, 'score', False)} {result}."]


def match_words(who: _Names, winner: int | None, games_won: Sequence[int]) -> str:
    """The end of a match of games: ``Ann wins the match, two games to one.``"""
    if winner is None:
        return "The match is not decided."
    lost = games_won[1 - winner]
    return (f"{who.does(winner, 'win')} the match, {number_words(games_won[winner])} games to "
            f"{number_words(lost) if lost else 'none'}.")


def _games_played(variant, winners: Sequence[int]) -> tuple[bool, int]:
    """(whether the match is over, the number of the next game) once the games won by
    ``winners`` (seats, in order) are played."""
    won = max((list(winners).count(s) for s in (0, 1)), default=0)
    over = won >= variant.games_to_win or len(winners) >= len(variant.game_targets)
    return over, len(winners) + 1


class Commentator:
    """Speaks the events of a partie, one at a time, as the players at the table would.

    ``players`` are the display names by seat; ``viewer`` is the seat at the keyboard,
    spoken of as "You", whose private events (discards, draws, the cards left in the
    talon) are spoken too.  With ``viewer=None`` the table is neutral and only public
    events are spoken."""

    def __init__(self, players: tuple[str, ...], variant, viewer: int | None = None) -> None:
        self.names = _Names(players, viewer)
        self.variant = variant
        self.left: list[int] = []  # players who left the table (Piquet Normand)
        self.terms = terms(variant)
        self.viewer = viewer
        # a match of games: who won each game so far, and the deal its game began with
        self._game_winners: list[int] = []
        self._game_first_deal = 1
        self._deal_number = 0  # the deal being played
        self.reset_deal()

    def reset_deal(self) -> None:
        """Forget the state of the deal: the card led, the count being spoken."""
        self._led: int | None = None  # the card led to the trick in progress
        self._tricks = 0  # tricks played in the deal
        # (seat, words) of that seat's last declared score while its count runs on
        # unbroken by the other player: the first lead repeats it.
        self._count: tuple[int, str] | None = None
        # Picchetto's "non basta": said with the value of the point that beat elder's
        self._not_good_point = False

    def lines(self, event: Event) -> list[Line]:
        """The lines to show for one event; ``[]`` for an event not spoken."""
        if event.kind == "deal":
            self.reset_deal()
            self._deal_number = event.info[0] if event.info else self._deal_number + 1
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
            first = self._first_hand(seat)
            role = "elder" if self._at_table() == 2 else "first hand"
            return [Line(None, f"{self._deal_name(number)}. {n.does(seat, 'deal')}; "
                               f"{n.does(first, 'are', False)} {role}.", k)]
        if k == "leave" and seat is not None:
            self.left.append(seat)
            return [Line(seat, f"{n.who(seat)} {'leave' if seat == self.viewer else 'leaves'} the table "
                               f"a winner, with {number_words(e.total)}.", k)]
        if k == "korolik" and seat is not None:
            number = e.info[0] if e.info else 1
            return [Line(None, f"Korolik {number_words(number)}: {n.who(seat, False)} drew the lower "
                               f"card and {n.verb(seat, 'deal')} first.", k)]
        if k == "deal-end":
            v = self.variant
            sides = v.partnerships
            cut = (v.target or v.game_targets) and not v.target_at_deal_end
            if cut and self._tricks < v.hand_size:  # a target reached mid-deal
                return [Line(None, f"The deal stops here: {n.scores(e.info, sides)}.", k)]
            return [Line(None, f"End of the deal: {n.scores(e.info, sides)}.", k)]
        if k == "game-end" and seat is not None:
            return [Line(None, self._game_end(e, seat), k)]
        if k == "partie-end" and e.word == "pays" and seat is not None:  # Normand: one is left to pay
            winners = n.all_of(self.left, True)
            have = "have" if len(self.left) > 1 or self.viewer in self.left else "has"
            paid = paid_words(e.points, self.variant)
            return [Line(None, f"{winners} {have} left the table winners; {n.does(seat, 'pay', False)} "
                               f"{paid}.", k)]
        if k == "partie-end":
            if self.variant.game_targets:
                return [Line(None, match_words(n, seat, e.info), k)]
            text = " ".join(_settlement(side_speaker(n, self.variant), self.variant, e.info, seat, e.points))
            return [Line(None, text, k)]
        if k == "rest" and e.cards:
            return [Line(None, f"The rest is shown: {_card_list(e.cards)}.", k)]
        if k == "redeal" and seat is not None:
            return [Line(None, f"Both passed: the deal is thrown in, and {n.who(seat, False)} "
                               f"{n.verb(seat, 'deal')} again.", k)]
        if k == "contract" and seat is not None:
            return [Line(None, self._contract(e, seat), k)]
        if seat is None:
            return []
        text = self._act_text(e, seat)
        return [Line(seat, text, k)] if text else []

    def _at_table(self) -> int:
        return len(self.names.players) - len(self.left)

    def _first_hand(self, dealer: int) -> int:
        """The seat after the dealer still at the table: elder, first hand."""
        return play_order(dealer, [s for s in range(len(self.names.players)) if s not in self.left])[0]

    def _contract(self, e: Event, seat: int) -> str:
        """The auction's end: ``Contract: Ann's eight plus, redoubled (to win eight
        tricks or more; ten a trick over or short, times four).``"""
        n = self.names
        multiplier = e.info[2] if len(e.info) >= 3 else 1
        bid = e.word.partition(" ")[0]
        each = self.variant.contract_points * multiplier
        times = f", {multiplier_words(multiplier)}" if multiplier > 1 else ""
        owner = "your" if seat == self.viewer else f"{n.players[seat]}'s"
        return (f"Contract: {owner} {call_words(bid)}{times}, {bid_meaning(bid, self.variant.hand_size)}; "
                f"{number_words(each)} a trick over or short.")

    def _contract_score(self, e: Event, seat: int) -> str:
        return contract_result_words(e, self.variant) + "."

    def _deal_name(self, number: int) -> str:
        """``Deal three``; ``Korolik one, deal two``; ``Partita, deal three``."""
        v = self.variant
        if v.korolik:
            korolik, deal = korolik_of_deal(v, number)
            return f"Korolik {number_words(korolik)}, deal {number_words(deal)}"
        if v.game_targets:
            game = len(self._game_winners) + 1
            return f"{game_name(v, game)}, deal {number_words(number - self._game_first_deal + 1)}"
        return f"Deal {number_words(number)}"

    def _game_end(self, e: Event, seat: int) -> str:
        """A game of a match won: ``Ann wins the Partita, 150 to 72; the Rivincita
        begins, to 150: the totals start again at 0.``"""
        v, n = self.variant, self.names
        number = e.info[0] if e.info else len(self._game_winners) + 1
        totals = e.info[1:3] if len(e.info) >= 3 else (0, 0)
        self._game_winners.append(seat)
        self._game_first_deal = self._deal_number + 1
        text = (f"{n.does(seat, 'win')} the {game_name(v, number)}, {totals[seat]} to "
                f"{totals[1 - seat]}")
        over, following = _games_played(v, self._game_winners)
        if over:
            return text + "."
        return (f"{text}; the {game_name(v, following)} begins, to {game_target(v, following)}: "
                f"the totals start again at 0.")

    def _act_text(self, e: Event, seat: int) -> str:
        """What a seat says or does, for the events that are not scores."""
        k, n, v = e.kind, self.names, self.variant
        if k == "announce":
            return self._announce(e)
        if k == "answer":
            if e.cls == "point" and v.point_said == "value" and e.word == "not-good":
                self._not_good_point = True  # said with the dealer's value, when he scores it
                return ""
            return answer_words(v, e.word) + "."
        if k in ("ask", "tiebreak") and e.cls == "point" and v.point_said == "value":
            return ""  # the value was said: the higher one is known without asking
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
            return f"{n.does(seat, 'show')} {self.terms.blanche}: {_card_list(e.cards)}."
        if k == "discard" and e.cards:
            return f"{n.does(seat, 'discard')} {_card_list(e.cards)}."
        if k == "draw" and e.cards:
            return f"{n.does(seat, 'draw')} {_card_list(e.cards)}."
        if k == "peek" and e.cards:
            return f"Left in the talon: {_card_list(e.cards)}."
        if k == "call" and e.word:
            said = _cap(call_words(e.word))
            return said + ("!" if e.word in ("double", "redouble") else ".")
        if k == "capot-call":
            return (f"{n.does(seat, 'announce')} an open capot: all {number_words(v.hand_size)} "
                    f"tricks, for {number_words(v.open_capot_points)}.")
        return ""  # 'hand' and empty private events are not spoken

    def _announce(self, e: Event) -> str:
        if not e.info:
            return _NOTHING.get(e.cls, "Nothing.")
        if e.cls == "point":
            if self.variant.point_said == "value":  # the total of the suit, the suit not named
                return _words(e.info[0]) + "."
            if len(e.info) >= 2:  # at a table of three: the length and the value said at once
                return f"Point of {number_words(e.info[0])}, making {number_words(e.info[1])}."
            return f"Point of {number_words(e.info[0])}."
        if e.cls == "sequence":
            length = e.info[0]
            name = _cap(SEQUENCE_NAMES.get(length, f"sequence of {number_words(length)}"))
            if len(e.info) >= 2:  # at a table of three or four: to which card, said at once
                return f"{name} major." if e.info[1] == 7 else f"{name} to the {RANK_NAMES[e.info[1]]}."
            return name + "."
        if e.cls == "set" and len(e.info) == 2:
            size, rank = e.info
            return _cap(("fourteen" if size == 4 else number_words(size)) + " " + RANK_PLURALS[rank]) + "."
        return _cap(f"{e.cls} of {number_words(e.info[0])}.")

    def _play(self, seat: int, card: int) -> str:
        n = self.names
        if self._led is None:
            self._led = card
            return f"{n.does(seat, 'lead')} the {long_card_name(card)}."
        led = self._led  # the card led stays until the trick is taken (three or four play to it)
        if card >> 3 == led >> 3:
            return f"{n.does(seat, 'play')} the {RANK_NAMES[card & 7]}."
        return f"{n.does(seat, 'play')} the {long_card_name(card)}."

    def _score_text(self, e: Event, seat: int) -> str:
        """A score as the player counts it, ending with his running total in the deal."""
        k, pts, total = e.kind, number_words(e.points), number_words(e.total)
        t = self.terms
        count = self._count if self._count is not None and self._count[0] == seat else None
        self._count = None
        if k in ("repique", "pique"):
            word = _cap(t.repique if k == "repique" else t.pique)
            self._count = (seat, f"{word}, {total}")
            return f"{word}! {_cap(pts)} more: {total}."
        if k in _DECLARED:
            words = f"{score_words(e, self.variant)}, {total}"
            self._count = (seat, words)
            if k == "point" and self._not_good_point:  # Picchetto: "non basta", and the dealer's value
                self._not_good_point = False
                value = point_value(e.combos[0] if e.combos else e.cards)[1]
                return f"{answer_words(self.variant, 'not-good')}: {number_words(value)}. {words}."
            return words + "."
        if k == "lead":
            if count is not None:
                return f"{count[1]}; and {pts} for the lead, {total}."
            return f"{_cap(pts)} for the lead, {total}."
        if k == "win":
            return f"{_cap(pts)} for the trick, {total}."
        if k == "last":
            worth = last_trick_worth(self.variant)
            if worth:
                return f"And {pts} more for the last (the last trick counts {number_words(worth)}), {total}."
            return f"And {pts} for the last, {total}."
        if k == "cards":
            return f"{_cap(t.cards)}: {pts}, {total}."
        if k == "capot":
            return f"Capot! {_cap(pts)}, {total}."
        if k == "open-capot":
            return f"Open capot, made! {_cap(pts)}, {total}."
        if k in ("overtricks", "undertricks"):
            return self._contract_score(e, seat) + f" {_cap(pts)}, {total}."
        return f"{score_words(e, self.variant)}: {pts}, {total}."


def contract_result_words(e: Event, variant) -> str:
    """An over- or under-tricks score explained: ``Contract made, two over: 10 × 2 × 4
    (redoubled)``, ``Contract broken by two: 10 × 2 × 2 (doubled)``."""
    count = e.info[0] if e.info else 0
    each = variant.contract_points
    multiplier = e.points // max(1, each * count) if count else 1
    sum_ = f"{each} × {count}"
    if multiplier > 1:
        sum_ += f" × {multiplier} ({multiplier_words(multiplier)})"
    if e.kind == "overtricks":
        return f"Contract made, {number_words(count)} over: {sum_}"
    return f"Contract broken by {number_words(count)}: {sum_}"


def deal_summary(log, players: tuple[str, str], variant) -> list[Line]:
    """Every score of a finished deal (a :class:`~piquet_game.rules.game.DealLog`), one
    line each in scoring order, with the points for leading and winning tricks summed
    into one ``tricks`` line per player: ``Point of five, five``, ``Leads and tricks won, seven``.
    Each text names the score and the points it made (words, no closing stop: these are
    entries of a score sheet) in the game's words (``Bianco, ten``, ``The leza, ten``);
    ``seat`` says whose it is and ``points`` the number."""
    entries: list[list] = []  # [seat, kind, points, text]; tricks texts are filled in at the end
    tricks: dict[int, list] = {}
    worth = last_trick_worth(variant)
    for e in log.events:
        if not e.is_score or e.seat is None:
            continue
        if e.kind in _TRICK_KINDS:
            if e.seat not in tricks:
                tricks[e.seat] = [e.seat, "tricks", 0, ""]
                entries.append(tricks[e.seat])
            tricks[e.seat][2] += e.points
            continue
        text = f"{score_words(e, variant)}, {number_words(e.points)}"
        if e.kind in ("overtricks", "undertricks"):
            count = e.info[0] if e.info else 0
            said = "Overtricks" if e.kind == "overtricks" else "Contract broken by"
            text = f"{said} {number_words(count)}, {contract_result_words(e, variant).partition(': ')[2]}"
        if e.kind == "last" and worth:
            text += f" more ({number_words(worth)} in all)"
        entries.append([e.seat, e.kind, e.points, text])
    label = "Leads and tricks won" if variant.lead_points else "Tricks won"
    for entry in tricks.values():
        entry[3] = f"{label}, {number_words(entry[2])}"
    return [Line(seat, text, kind, points) for seat, kind, points, text in entries]


def korolik_rows(game) -> list[tuple[str, int | None, int | None, str]]:
    """The score sheet's rows in a game of koroliks: a heading for each korolik (who
    drew the lower card and dealt first in it), then its deals."""
    who = _Names(game.players)
    v = game.variant
    rows: list[tuple[str, int | None, int | None, str]] = []
    for number, d in enumerate(game.deal_scores, 1):
        korolik, deal = korolik_of_deal(v, number)
        if deal == 1:
            dealer = game.history[number - 1].dealer if len(game.history) >= number else None
            head = f"Korolik {korolik}"
            if dealer is not None:
                head += f": {who.who(dealer)} {who.verb(dealer, 'deal')} first"
            rows.append((head, None, None, "korolik"))
        rows.append((f"Deal {deal}", d[0], d[1], "deal"))
    return rows


def match_games(game) -> list[dict]:
    """The games of a match so far (Picchetto): each with its ``number``, ``name``
    (Partita ...), ``target``, the ``totals`` it ended with (or stands at), its
    ``winner`` (None while it is played) and its ``deals`` (first, last), 1-based."""
    v = game.variant
    starts = list(game.game_starts)
    out = []
    for i, first in enumerate(starts):
        last = starts[i + 1] if i + 1 < len(starts) else len(game.deal_scores)
        if last <= first and i >= len(game.game_winners):
            continue  # a game not yet begun
        totals = tuple(v.totals(game.deal_scores[first:last]))
        winner = game.game_winners[i] if i < len(game.game_winners) else None
        out.append({"number": i + 1, "name": game_name(v, i + 1), "target": game_target(v, i + 1),
                    "totals": totals, "winner": winner, "deals": (first + 1, last)})
    return out


def partie_sheet(game) -> dict:
    """The partie's score sheet: the deals played, the totals, and the settlement in words
    (agreeing with ``game.result``, which the engine worked out from ``game.variant``).

    ``rows`` are what the sheet shows, each (label, first seat's, second seat's, kind):
    the deals (``deal``), in a game of koroliks under a heading for each (``korolik``,
    no figures), in a match one row for each game (``game``) with its totals.
    ``total_label`` names the row below them, whose figures are ``totals`` (the games
    won, ``games_won``, in a match)."""
    who = _Names(game.players)
    v = game.variant
    if v.players > 2:
        return _table_sheet(game, who)
    deals = [(number, d[0], d[1]) for number, d in enumerate(game.deal_scores, 1)]
    totals = tuple(game.totals)
    played = len(game.deal_scores)
    after = f"After {number_words(played)} deal{'' if played == 1 else 's'}"
    rubicon = False
    sheet: dict = {"deals": deals, "winner": game.winner, "result": game.result or 0}
    if v.game_targets:
        games = match_games(game)
        won = tuple(list(game.game_winners).count(s) for s in (0, 1))
        lines = [f"{after}, {number_words(len(games))} game{'' if len(games) == 1 else 's'}: "
                 f"{_games_won_words(who, games)}."]
        if game.is_over:
            lines.append(match_words(who, game.winner, won))
        else:
            lines.append("The match is not over.")
        headline = ("The match is not over" if not game.is_over
                    else f"{who.does(game.winner, 'win')} the match")
        sheet.update(games=games, games_won=won, total_label=N_("Games won"), totals=won,
                     game_totals=totals,
                     rows=[(f"{g['name']}, to {g['target']}", g["totals"][0], g["totals"][1], "game")
                           for g in games])
    else:
        lines = [f"{after}: {who.scores(totals)}."]
        if game.is_over:
            rubicon = game.winner is not None and v.is_rubiconed(list(totals))
            lines += _settlement(who, v, totals, game.winner, game.result)
        else:
            lines.append("The partie is not over.")
        if not game.is_over:
            headline = "The partie is not over"
        elif game.winner is None:
            headline = "The partie is drawn"
        else:
            headline = f"{who.does(game.winner, 'win')} the partie"
        rows = korolik_rows(game) if v.korolik else [(str(n), a, b, "deal") for n, a, b in deals]
        sheet.update(total_label=N_("Total"), totals=totals, rows=rows)
    sheet.update(headline=headline, rubicon=rubicon, lines=lines)
    return sheet


def _table_sheet(game, who: _Names) -> dict:
    """:func:`partie_sheet` for a table of three or four: a column for each side that
    scores (each player, or partners), and the end as the game has it (those who
    left the table winners and who pays them; partners rubiconed or not)."""
    v = game.variant
    totals = tuple(game.totals)
    sides = side_speaker(who, v)
    played = len(game.deal_scores)
    after = f"After {number_words(played)} deal{'' if played == 1 else 's'}"
    lines = [f"{after}: {who.scores(totals, v.partnerships)}."]
    if not game.is_over:
        headline = "The partie is not over"
        lines.append("The partie is not over.")
    elif game.loser is not None:
        winners = who.all_of(game.left, True)
        paid = paid_words(game.result, v)
        headline = f"{winners} {'leave' if len(game.left) > 1 else 'leaves'} the table winners"
        if len(game.left) == 1:
            headline = f"{winners} {who.verb(game.left[0], 'leave')} the table a winner"
        each = " (a stake to each)" if len(game.left) > 1 and v.settlement == "stake" else ""
        lines.append(f"{winners} left the table {'winners' if len(game.left) > 1 else 'a winner'}; "
                     f"{who.does(game.loser, 'pay', False)} {paid}{each}.")
        if v.target and totals[game.loser] >= v.target:  # all the last at the table reached it at once
            lines.append(f"Every player still at the table reached {v.target} in the same deal: the "
                         "lowest total stays, and pays.")
    elif game.winner is None:
        headline = "The partie is drawn"
        lines += _settlement(sides, v, totals, None, game.result)
    else:
        headline = f"{sides.does(game.winner, 'win')} the partie"
        lines += _settlement(sides, v, totals, game.winner, game.result)
    rows = [(str(n), *d, "deal") for n, d in enumerate(game.deal_scores, 1)]
    return {"deals": [(n, *d) for n, d in enumerate(game.deal_scores, 1)], "winner": game.winner,
            "result": game.result or 0, "total_label": N_("Total"), "totals": totals, "rows": rows,
            "headline": headline, "rubicon": bool(game.winner is not None and v.is_rubiconed(list(totals))),
            "lines": lines, "sides": [sides.who(i) for i in range(len(totals))]}


def _games_won_words(who: _Names, games: list[dict]) -> str:
    """``Ann won the Partita and the Bella, Ben the Rivincita``; a game still played:
    ``the Bella is being played``."""
    parts = []
    for seat in (0, 1):
        names = [f"the {g['name']}" for g in games if g["winner"] == seat]
        if names:
            parts.append(f"{who.who(seat)}{'' if parts else ' won'} {_join(names)}")
    playing = [g for g in games if g["winner"] is None]
    if playing:
        parts.append(f"the {playing[0]['name']} is being played")
    if not parts:
        return "no game won yet"
    return ", ".join(parts)
