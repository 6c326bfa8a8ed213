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

from .common.events import Event
from .i18n import ENGLISH, N_, Translator
from .rules.combos import point_value, run_of, set_of
from .rules.deal import play_order
from .rules.variant import RUBICON
from .variant_words import (
    bid_meaning,
    call_words,
    game_name,
    multiplier_words,
)
from .vocabulary import Vocabulary

#: Scores that belong to a player's count before the first lead (repeated by the lead line).
_DECLARED = ("blanche", "point", "sequence", "set", "repique", "pique")
_TRICK_KINDS = ("lead", "win")


def number_words(n: int, tr: Translator = ENGLISH) -> str:
    """``49`` -> ``'forty-nine'``, ``170`` -> ``'one hundred and seventy'``, ``0`` ->
    ``'zero'``; in the words of ``tr``'s language (``quarante-neuf``), from num2words."""
    return tr.number(n)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _words(n: int, tr: Translator = ENGLISH) -> str:
    return _cap(tr.number(n))


def _join(items: Sequence[str], tr: Translator = ENGLISH) -> str:
    """``a``, ``a and b``, ``a, b and c`` (the ``and`` in ``tr``'s language)."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def _card_list(mask: int, tr: Translator = ENGLISH) -> str:
    """Cards as a person reads them, suit by suit, high to low: ``the queen of
    spades, the king and seven of hearts and the nine of clubs``."""
    vocab = Vocabulary(tr)
    groups = []
    for suit in range(4):
        ranks = [vocab.rank(r) for r in range(7, -1, -1) if mask >> (suit * 8 + r) & 1]
        if ranks:
            groups.append(tr("the {ranks} of {suit}").format(ranks=_join(ranks, tr),
                                                             suit=vocab.suit_of_card(suit)))
    if len(groups) < 3:
        return _join(groups, tr)
    return tr("{first} and {last}").format(first=tr("; ").join(groups[:-1]), last=groups[-1])


def combo_words(kind: str, mask: int, tr: Translator = ENGLISH) -> str:
    """One scored combination as it is called: ``point of five``, ``quint to the king``,
    ``fourteen aces``, ``three kings`` (in ``tr``'s language: ``quinte au roi``)."""
    vocab = Vocabulary(tr)
    if kind == "point":
        return tr("point of {n}").format(n=tr.number(mask.bit_count()))
    if kind == "sequence":
        run = run_of(mask)
        if run is None:
            return tr("a sequence")
        _, top, length = run
        return vocab.sequence(length, top, major=False)
    found = set_of(mask)
    if found is None:
        return tr("a set")
    rank, size = found
    return vocab.set(rank, size)


def _grouped(words: list[str], tr: Translator = ENGLISH) -> list[str]:
    """Like combinations counted together: four ``tierce to the ace`` make
    ``four tierces to the ace`` (in another language, ``tierce majeure ×4``)."""
    out: list[str] = []
    for w in dict.fromkeys(words):
        k = words.count(w)
        if k == 1:
            out.append(w)
        elif tr.language == "en":
            head, sep, tail = w.partition(" to the ")
            out.append(f"{tr.number(k)} {head}s{sep}{tail}")
        else:
            out.append(tr("{combination} ×{n}").format(combination=w, n=k))
    return out


def score_words(event: Event, variant=None, tr: Translator = ENGLISH) -> str:
    """What a scoring event scored, named in the game's words: ``Quint to the king``,
    ``Repique``, ``The cards``; Picchetto's ``Bianco`` and ``Picca``, Russian Piquet's
    ``The leza`` and ``Open capot``."""
    kind = event.kind
    if kind in ("point", "sequence", "set"):
        named = _join(_grouped([combo_words(kind, m, tr) for m in event.combos], tr), tr)
        return _cap(named or tr.ptr("class", kind))
    vocab = Vocabulary(tr, variant if variant is not None else RUBICON)
    if kind in ("blanche", "repique", "pique", "cards", "capot", "open-capot"):
        return _cap(vocab.game_term(kind))
    said = {"lead": N_("The lead"), "win": N_("The trick"), "last": N_("The last trick"),
            "overtricks": N_("Overtricks"), "undertricks": N_("Undertricks")}.get(kind)
    return tr(said) if said else _cap(kind.replace("-", " "))


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
    """Players by name, the viewer as "You".  A sentence about a player is written
    twice in the catalogue, of "you" and of a named player (``pick``), so that its
    verb agrees in every language; ``does``/``verb`` agree English verbs alone."""

    def __init__(self, players: Sequence[str], viewer: int | None = None, tr: Translator = ENGLISH) -> None:
        self.players = tuple(players)
        self.viewer = viewer
        self.tr = tr

    def is_you(self, seat: int) -> bool:
        """Whether the seat is spoken to (the viewer, or a player who calls himself "You",
        or the language's word for it: a name the screen shows translated)."""
        name = self.players[seat].strip().lower()
        return seat == self.viewer or name == "you" or name == self.tr("You").lower()

    def pick(self, seat: int, you: str, other: str, /, **values) -> str:
        """One of two sentences (translated already): ``you`` of the viewer, ``other``
        of a named player (its ``{name}``), with ``values`` filled in."""
        if self.is_you(seat):
            return you.format(**values)
        return other.format(name=self.players[seat], **values)

    def pick_many(self, seats: Sequence[int], you: str, one: str, many: str, with_you: str, /,
                  **values) -> str:
        """A sentence of several players (a side, the winners of a table): ``you``
        alone, ``one`` other (``{name}``), ``many`` others (``{names}``), or you and
        others (``with_you``, ``{names}`` the others)."""
        seats = list(seats)
        if len(seats) == 1:
            return self.pick(seats[0], you, one, **values)
        others = [self.players[s] for s in seats if not self.is_you(s)]
        if len(others) < len(seats):
            return with_you.format(names=_join(others, self.tr), **values)
        return many.format(names=_join(others, self.tr), **values)

    def who(self, seat: int, start: bool = True) -> str:
        if self.is_you(seat) and (seat == self.viewer or not start or self.tr.language != "en"):
            return self.tr("You") if start else self.tr("you")
        return self.players[seat]

    def does(self, seat: int, verb: str, start: bool = True) -> str:
        """English only: ``does(0, "lead")``: ``You lead`` for the viewer, ``Ann leads``
        otherwise (and ``You lead`` for a player who calls himself "You")."""
        return f"{self.who(seat, start)} {self.verb(seat, verb)}"

    def verb(self, seat: int, verb: str) -> str:
        """English only: the verb alone, agreeing with the seat: ``deals`` or ``deal``."""
        if not self.is_you(seat):
            return {"are": "is", "have": "has", "do": "does", "reach": "reaches"}.get(verb, verb + "s")
        return verb

    def side(self, side: int, partnerships: Sequence[Sequence[int]] = (), start: bool = False) -> str:
        """A side: a player, or partners (``you and Ben``, ``South and North``)."""
        if not partnerships:
            return self.who(side, start)
        return self.all_of(partnerships[side], start)

    def all_of(self, seats: Sequence[int], start: bool = False) -> str:
        """Several players together: ``you and Ben``, ``Ann and Ben``."""
        return _join([self.who(s, start and i == 0) for i, s in enumerate(seats)], self.tr)

    def scores(self, values: Sequence[int], partnerships: Sequence[Sequence[int]] = ()) -> str:
        """``you 12, Ben 37``; by sides: ``you and Cy 12, Ben and Di 37``."""
        return ", ".join(f"{self.side(s, partnerships)} {v}" for s, v in enumerate(values))


def paid_words(amount: int, variant, tr: Translator = ENGLISH) -> str:
    """What the loser pays: ``two stakes``, or ``thirty points`` (the settlement's unit)."""
    if variant.shape.settlement == "stake":
        return tr.ntr("{count} stake", "{count} stakes", amount).format(count=tr.number(amount))
    return tr.ntr("{n} point", "{n} points", amount).format(n=tr.number(amount))


class _Sides(_Names):
    """Partners spoken of as one: ``seats(0)`` are the partners of side 0."""

    def __init__(self, names: _Names, partnerships: Sequence[Sequence[int]]) -> None:
        super().__init__(names.players, names.viewer, names.tr)
        self.partnerships = partnerships

    def seats(self, side: int) -> Sequence[int]:
        return self.partnerships[side]

    def who(self, seat: int, start: bool = True) -> str:
        return _join([_Names.who(self, s, start and i == 0) for i, s in enumerate(self.partnerships[seat])],
                     self.tr)


def side_speaker(names: _Names, variant) -> _Names:
    """Who scores, as the settlement speaks of them: each player, or partners."""
    return _Sides(names, variant.partnerships) if variant.partnerships else names


def _of(who: _Names, side: int, you: str, one: str, many: str, with_you: str, /, **values) -> str:
    """A sentence of a side that scores: a player, or partners."""
    seats = who.seats(side) if isinstance(who, _Sides) else [side]
    return who.pick_many(seats, you, one, many, with_you, **values)


def _wins(who: _Names, side: int, rest: str) -> str:
    """``You win the partie`` + ``rest`` (a translated clause after the verb)."""
    tr = who.tr
    return _of(who, side, tr("You win {rest}"), tr("{name} wins {rest}"), tr("{names} win {rest}"),
               tr("You and {names} win {rest}"), rest=rest)


def _settlement(who: _Names, variant, totals: Sequence[int], winner: int | None,
                result: int | None) -> list[str]:
    """The settlement of a finished partie in words, checked against ``result``: a
    game of deals pays the game's bonus and both totals against a loser under the
    line (rubiconed), or with no bonus the difference; a game to a target the
    difference, doubled against a loser under the line (lurched), each in the
    variant's own word.  (A match of games is settled by :func:`match_words`.)"""
    tr = who.tr
    if winner is None:
        return [tr("The partie is drawn, {total} all.").format(total=totals[0])]
    loser = 1 - winner
    hi, lo = totals[winner], totals[loser]
    bonus = variant.game_bonus
    lurched = tr.ptr("loser under the line", variant.lurched) if variant.lurched else ""
    partie = tr("the partie")
    if variant.shape.goal:  # the game ends the moment a total reaches the target
        out = [_of(who, winner, tr("You reach {total}: the game is over."),
                   tr("{name} reaches {total}: the game is over."),
                   tr("{names} reach {total}: the game is over."),
                   tr("You and {names} reach {total}: the game is over."), total=hi)]
        if lo < variant.rubicon and (hi - lo) * 2 == result:
            under = _of(who, loser, tr("you have less than {rubicon}, {lurched}"),
                        tr("{name} has less than {rubicon}, {lurched}"),
                        tr("{names} have less than {rubicon}, {lurched}"),
                        tr("you and {names} have less than {rubicon}, {lurched}"),
                        rubicon=variant.rubicon, lurched=lurched)
            return out + [_wins(who, winner, tr("the partie: {under}, so the difference is doubled: "
                                                "({hi} - {lo}) × 2 = {result}.").format(
                under=under, hi=hi, lo=lo, result=result))]
        if lo >= variant.rubicon and hi - lo == result:
            return out + [_wins(who, winner, tr("the partie: the difference, {hi} - {lo} = {result}.").format(
                hi=hi, lo=lo, result=result))]
        return out + [_wins(who, winner, tr("the partie and score {result}.").format(result=result))]
    if variant.is_rubiconed(list(totals)) and hi + lo + bonus == result:
        under = _of(who, loser, tr("You are {lurched} (under {rubicon})"),
                    tr("{name} is {lurched} (under {rubicon})"),
                    tr("{names} are {lurched} (under {rubicon})"),
                    tr("You and {names} are {lurched} (under {rubicon})"),
                    lurched=lurched, rubicon=variant.rubicon)
        scores = _of(who, winner, tr("You score {sum}"), tr("{name} scores {sum}"), tr("{names} score {sum}"),
                     tr("You and {names} score {sum}"), sum=f"{hi} + {lo} + {bonus} = {result}")
        return [_wins(who, winner, partie + "."), tr("{under}: {scores}.").format(under=under, scores=scores)]
    if not variant.is_rubiconed(list(totals)) and not bonus and hi - lo == result:
        return [_wins(who, winner, tr("by {result}, the difference: {hi} - {lo} = {result}.").format(
            result=result, hi=hi, lo=lo))]
    if not variant.is_rubiconed(list(totals)) and hi - lo + bonus == result:
        return [_wins(who, winner, tr("the partie: {hi} - {lo} = {difference}, plus {bonus} for the game: "
                                      "{result}.").format(hi=hi, lo=lo, difference=hi - lo, bonus=bonus,
                                                          result=result))]
    return [_wins(who, winner, tr("the partie and score {result}.").format(result=result))]


def match_words(who: _Names, winner: int | None, games_won: Sequence[int]) -> str:
    """The end of a match of games: ``Ann wins the match, two games to one.``"""
    tr = who.tr
    if winner is None:
        return tr("The match is not decided.")
    lost = games_won[1 - winner]
    won = games_won[winner]
    games = tr.ntr("{n} game", "{n} games", won).format(n=tr.number(won))
    if lost:
        return _wins(who, winner, tr("the match, {games} to {lost}.").format(games=games,
                                                                             lost=tr.number(lost)))
    return _wins(who, winner, tr("the match, {games} to none.").format(games=games))


def _games_played(variant, winners: Sequence[int]) -> tuple[bool, int]:
    """(whether the match is over, the number of the next game) once the games won by
    ``winners`` (seats, in order) are played."""
    return variant.shape.match_over(winners), len(winners) + 1


class Commentator:
    """Speaks the events of a partie, one at a time, as the players at the table would.

    ``players`` are the display names by seat; ``viewer`` is the seat at the keyboard,
    spoken of as "You", whose private events (discards, draws, the cards left in the
    talon) are spoken too.  With ``viewer=None`` the table is neutral and only public
    events are spoken.  ``tr`` is the language (English by default)."""

    def __init__(self, players: tuple[str, ...], variant, viewer: int | None = None,
                 tr: Translator = ENGLISH) -> None:
        self.tr = tr
        self.names = _Names(players, viewer, tr)
        self.variant = variant
        self.vocab = Vocabulary(tr, variant)
        self.left: list[int] = []  # players who left the table (Piquet Normand)
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

    def note(self, event: Event) -> None:
        """Take an event's news without speaking it: what the commentary keeps from
        one deal to the next (the deal's number, the players who left the table, the
        games of a match won).  An earlier deal's events noted, the later ones are
        spoken as they were (:meth:`lines`)."""
        kind, seat = event.kind, event.seat
        if kind == "deal":
            self.reset_deal()
            self._deal_number = event.info[0] if event.info else self._deal_number + 1
        elif kind == "leave" and seat is not None:
            self.left.append(seat)
        elif kind == "game-end" and seat is not None:
            self._game_winners.append(seat)
            self._game_first_deal = self._deal_number + 1

    def lines(self, event: Event) -> list[Line]:
        """The lines to show for one event; ``[]`` for an event not spoken."""
        self.note(event)
        if not event.visible_to(self.viewer):
            return []
        out = [Line(line.seat, _cap(line.text), line.kind, line.points) for line in self._say(event)]
        for line in out:
            if line.seat is not None and self._count is not None and line.seat != self._count[0]:
                self._count = None  # the other player spoke: the count is broken
        return out

    # ------------------------------------------------------------------ speech

    def _say(self, e: Event) -> list[Line]:
        k, seat, n, tr = e.kind, e.seat, self.names, self.tr
        if e.is_score and seat is not None:
            return [Line(seat, self._score_text(e, seat), k, e.points)]
        if k == "deal" and seat is not None:
            number = e.info[0] if e.info else 0
            first = self._first_hand(seat)
            role = tr("elder") if self._at_table() == 2 else tr("first hand")
            dealer = n.pick(seat, tr("You deal"), tr("{name} deals"))
            elder = n.pick(first, tr("you are {role}"), tr("{name} is {role}"), role=role)
            return [Line(None, tr("{deal}. {dealer}; {first}.").format(
                deal=_cap(self._deal_name(number)), dealer=dealer, first=elder), k)]
        if k == "leave" and seat is not None:
            return [Line(seat, n.pick(seat, tr("You leave the table a winner, with {total}."),
                                      tr("{name} leaves the table a winner, with {total}."),
                                      total=tr.number(e.total)), k)]
        if k == "korolik" and seat is not None:
            draw = tr.number(e.info[0] if e.info else 1)
            return [Line(None, n.pick(seat, tr("Korolik {number}: you drew the lower card and deal first."),
                                      tr("Korolik {number}: {name} drew the lower card and deals first."),
                                      number=draw), k)]
        if k == "deal-end":
            v = self.variant
            sides = v.partnerships
            cut = (v.shape.goal or v.shape.match_targets) and not v.shape.ends_between_deals
            scores = n.scores(e.info, sides)
            if cut and self._tricks < v.hand_size:  # a target reached mid-deal
                return [Line(None, tr("The deal stops here: {scores}.").format(scores=scores), k)]
            return [Line(None, tr("End of the deal: {scores}.").format(scores=scores), k)]
        if k == "game-end" and seat is not None:
            return [Line(None, self._game_end(e, seat), k)]
        if k == "partie-end" and e.word == "pays" and seat is not None:  # Normand: one is left to pay
            return [Line(None, left_words(n, self.left, seat, e.points, self.variant) + ".", k)]
        if k == "partie-end":
            if self.variant.shape.match_targets:
                return [Line(None, match_words(n, seat, e.info), k)]
            text = " ".join(_settlement(side_speaker(n, self.variant), self.variant, e.info, seat, e.points))
            return [Line(None, text, k)]
        if k == "rest" and e.cards:
            return [Line(None, tr("The rest is shown: {cards}.").format(cards=_card_list(e.cards, tr)), k)]
        if k == "redeal" and seat is not None:
            return [Line(None, n.pick(seat, tr("Both passed: the deal is thrown in, and you deal again."),
                                      tr("Both passed: the deal is thrown in, and {name} deals again.")), k)]
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
        n, tr = self.names, self.tr
        multiplier = e.info[2] if len(e.info) >= 3 else 1
        bid = e.word.partition(" ")[0]
        each = self.variant.contract_points * multiplier
        called = call_words(bid, tr)
        if multiplier > 1:
            called = tr("{call}, {multiplied}").format(call=called,
                                                       multiplied=multiplier_words(multiplier, tr))
        return n.pick(seat, tr("Contract: your {call}, {meaning}; {each} a trick over or short."),
                      tr("Contract: {name}'s {call}, {meaning}; {each} a trick over or short."),
                      call=called, meaning=bid_meaning(bid, self.variant.hand_size, tr), each=tr.number(each))

    def _deal_name(self, number: int) -> str:
        """``Deal three``; ``Korolik one, deal two``; ``Partita, deal three``."""
        v, tr = self.variant, self.tr
        if v.shape.korolik:
            korolik, deal = v.shape.korolik_of_deal(number)
            return tr("Korolik {korolik}, deal {deal}").format(korolik=tr.number(korolik),
                                                               deal=tr.number(deal))
        if v.shape.match_targets:
            game = len(self._game_winners) + 1
            return tr("{game}, deal {number}").format(game=game_name(v, game, tr),
                                                      number=tr.number(number - self._game_first_deal + 1))
        return tr("Deal {number}").format(number=tr.number(number))

    def _game_end(self, e: Event, seat: int) -> str:
        """A game of a match won: ``Ann wins the Partita, 150 to 72; the Rivincita
        begins, to 150: the totals start again at 0.``"""
        v, n, tr = self.variant, self.names, self.tr
        number = e.info[0] if e.info else len(self._game_winners)  # this game's (noted already)
        totals = e.info[1:3] if len(e.info) >= 3 else (0, 0)
        text = n.pick(seat, tr("You win the {game}, {total} to {other}"),
                      tr("{name} wins the {game}, {total} to {other}"),
                      game=game_name(v, number, tr), total=totals[seat], other=totals[1 - seat])
        over, following = _games_played(v, self._game_winners)
        if over:
            return text + "."
        return tr("{won}; the {game} begins, to {target}: the totals start again at 0.").format(
            won=text, game=game_name(v, following, tr), target=v.shape.target(following))

    def _act_text(self, e: Event, seat: int) -> str:
        """What a seat says or does, for the events that are not scores."""
        k, n, v, tr = e.kind, self.names, self.variant, self.tr
        if k == "announce":
            return self._announce(e)
        if k == "answer":
            if e.cls == "point" and v.point_said == "value" and e.word == "not-good":
                self._not_good_point = True  # said with the dealer's value, when he scores it
                return ""
            return self.vocab.game_answer(e.word) + "."
        if k in ("ask", "tiebreak") and e.cls == "point" and v.point_said == "value":
            return ""  # the value was said: the higher one is known without asking
        if k == "ask":
            said = {"point": N_("Making?"), "sequence": N_("To what?")}.get(e.cls, N_("How high?"))
            return tr(said)
        if k == "tiebreak" and e.info:
            if e.cls == "sequence":
                return _cap(self.vocab.to_rank(e.info[0])) + "."
            return _words(e.info[0], tr) + "."
        if k == "play" and e.cards:
            return self._play(seat, e.cards.bit_length() - 1)
        if k == "trick":
            self._led = None
            self._tricks += 1
            return n.pick(seat, tr("You take the trick."), tr("{name} takes the trick."))
        if k == "exchange":
            count = e.info[0] if e.info else 0
            if not count:
                return n.pick(seat, tr("You do not exchange."), tr("{name} does not exchange."))
            return n.pick(seat, tr("You exchange {count}."), tr("{name} exchanges {count}."),
                          count=tr.number(count))
        if k == "blanche-shown":
            return n.pick(seat, tr("You show {blanche}: {cards}."), tr("{name} shows {blanche}: {cards}."),
                          blanche=self.vocab.game_term("blanche"), cards=_card_list(e.cards, tr))
        if k == "discard" and e.cards:
            return n.pick(seat, tr("You discard {cards}."), tr("{name} discards {cards}."),
                          cards=_card_list(e.cards, tr))
        if k == "draw" and e.cards:
            return n.pick(seat, tr("You draw {cards}."), tr("{name} draws {cards}."),
                          cards=_card_list(e.cards, tr))
        if k == "peek" and e.cards:
            return tr("Left in the talon: {cards}.").format(cards=_card_list(e.cards, tr))
        if k == "call" and e.word:
            said = _cap(call_words(e.word, tr))
            return said + ("!" if e.word in ("double", "redouble") else ".")
        if k == "capot-call":
            return n.pick(seat, tr("You announce an open capot: all {tricks} tricks, for {points}."),
                          tr("{name} announces an open capot: all {tricks} tricks, for {points}."),
                          tricks=tr.number(v.hand_size), points=tr.number(v.open_capot_points))
        return ""  # 'hand' and empty private events are not spoken

    def _announce(self, e: Event) -> str:
        tr = self.tr
        if not e.info:
            nothing = {"point": N_("No point."), "sequence": N_("No sequence."), "set": N_("Nothing.")}
            return tr(nothing.get(e.cls, N_("Nothing.")))
        if e.cls == "point":
            if self.variant.point_said == "value":  # the total of the suit, the suit not named
                return _words(e.info[0], tr) + "."
            if len(e.info) >= 2:  # at a table of three: the length and the value said at once
                return tr("Point of {n}, making {value}.").format(n=tr.number(e.info[0]),
                                                                 value=tr.number(e.info[1]))
            return tr("Point of {n}.").format(n=tr.number(e.info[0]))
        if e.cls == "sequence":
            length = e.info[0]
            if len(e.info) >= 2:  # at a table of three or four: to which card, said at once
                return _cap(self.vocab.sequence(length, e.info[1])) + "."
            return _cap(self.vocab.sequence_name(length)) + "."
        if e.cls == "set" and len(e.info) == 2:
            size, rank = e.info
            return _cap(self.vocab.set(rank, size)) + "."
        return _cap(tr("{what} of {n}.").format(what=tr.ptr("class", e.cls), n=tr.number(e.info[0])))

    def _play(self, seat: int, card: int) -> str:
        n, tr = self.names, self.tr
        if self._led is None:
            self._led = card
            return n.pick(seat, tr("You lead the {card}."), tr("{name} leads the {card}."),
                          card=self.vocab.card(card))
        led = self._led  # the card led stays until the trick is taken (three or four play to it)
        if card >> 3 == led >> 3:
            return n.pick(seat, tr("You play the {rank}."), tr("{name} plays the {rank}."),
                          rank=self.vocab.rank(card & 7))
        return n.pick(seat, tr("You play the {card}."), tr("{name} plays the {card}."),
                      card=self.vocab.card(card))

    def _score_text(self, e: Event, seat: int) -> str:
        """A score as the player counts it, ending with his running total in the deal."""
        k, tr = e.kind, self.tr
        pts, total = tr.number(e.points), tr.number(e.total)
        count = self._count if self._count is not None and self._count[0] == seat else None
        self._count = None
        if k in ("repique", "pique"):
            word = _cap(self.vocab.game_term(k))
            self._count = (seat, f"{word}, {total}")
            return tr("{word}! {points:capital} more: {total}.").format(word=word, points=pts, total=total)
        if k in _DECLARED:
            words = f"{score_words(e, self.variant, tr)}, {total}"
            self._count = (seat, words)
            if k == "point" and self._not_good_point:  # Picchetto: "non basta", and the dealer's value
                self._not_good_point = False
                value = point_value(e.combos[0] if e.combos else e.cards)[1]
                return tr("{answer}: {value}. {score}.").format(answer=self.vocab.game_answer("not-good"),
                                                               value=tr.number(value), score=words)
            return words + "."
        if k == "lead":
            if count is not None:
                return tr("{count}; and {points} for the lead, {total}.").format(count=count[1], points=pts,
                                                                                 total=total)
            return tr("{points} for the lead, {total}.").format(points=pts, total=total)  # a capital: lines()
        if k == "win":
            return tr("{points} for the trick, {total}.").format(points=pts, total=total)
        if k == "last":
            worth = last_trick_worth(self.variant)
            if worth:
                return tr("And {points} more for the last (the last trick counts {worth}), {total}.").format(
                    points=pts, worth=tr.number(worth), total=total)
            return tr("And {points} for the last, {total}.").format(points=pts, total=total)
        if k == "cards":
            cards = _cap(self.vocab.game_term("cards"))
            return tr("{score}: {points}, {total}.").format(score=cards, points=pts, total=total)
        if k == "capot":
            return tr("Capot! {points}, {total}.").format(points=_cap(pts), total=total)
        if k == "open-capot":
            return tr("Open capot, made! {points}, {total}.").format(points=_cap(pts), total=total)
        if k in ("overtricks", "undertricks"):
            return f"{contract_result_words(e, self.variant, tr)}. {_cap(pts)}, {total}."
        return tr("{score}: {points}, {total}.").format(score=score_words(e, self.variant, tr), points=pts,
                                                        total=total)


def left_words(who: _Names, left: Sequence[int], loser: int, amount: int, variant,
               sheet: bool = False) -> str:
    """Piquet Normand's end: ``You and Ann have left the table winners; Ben pays two
    stakes`` (no stop); on the score sheet ``You and Ann left the table winners; ...``."""
    tr = who.tr
    if sheet:
        winners = who.pick_many(left, tr("You left the table a winner"), tr("{name} left the table a winner"),
                                tr("{names} left the table winners"),
                                tr("You and {names} left the table winners"))
    else:
        winners = who.pick_many(left, tr("You have left the table winners"),
                                tr("{name} has left the table winners"),
                                tr("{names} have left the table winners"),
                                tr("You and {names} have left the table winners"))
    pays = who.pick(loser, tr("you pay {paid}"), tr("{name} pays {paid}"),
                    paid=paid_words(amount, variant, tr))
    return f"{winners}; {pays}"


def contract_result_words(e: Event, variant, tr: Translator = ENGLISH) -> str:
    """An over- or under-tricks score explained: ``Contract made, two over: 10 × 2 × 4
    (redoubled)``, ``Contract broken by two: 10 × 2 × 2 (doubled)``."""
    count = e.info[0] if e.info else 0
    each = variant.contract_points
    multiplier = e.points // max(1, each * count) if count else 1
    sum_ = f"{each} × {count}"
    if multiplier > 1:
        sum_ += f" × {multiplier} ({multiplier_words(multiplier, tr)})"
    if e.kind == "overtricks":
        return tr("Contract made, {count} over: {sum}").format(count=tr.number(count), sum=sum_)
    return tr("Contract broken by {count}: {sum}").format(count=tr.number(count), sum=sum_)


