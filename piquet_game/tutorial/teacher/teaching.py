"""The teacher's words: the phases it narrates, a line and what it is about
(:class:`Note`), and :class:`Teaching`, the names, numbers and terms every part
of the teacher speaks with."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...commentary import _Names
from ...common.events import Event
from ...i18n import ENGLISH, Translator
from ...rules.cards import RANK_PLURALS
from ...rules.combos import SET_NAMES, run_of, set_of
from ...rules.variant import Variant
from ...variant_words import game_name
from ...vocabulary import Vocabulary

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


def _marks(tr: Translator) -> None:
    """The words this module looks up by a variable, spelt out for the catalogue (never
    called: ``tools/i18n_tool.py`` reads the calls)."""
    tr.ptr("set name", "trio"), tr.ptr("set name", "quatorze")
    tr.ptr("ranks", "sevens"), tr.ptr("ranks", "eights"), tr.ptr("ranks", "nines"), tr.ptr("ranks", "tens")
    tr.ptr("ranks", "jacks"), tr.ptr("ranks", "queens"), tr.ptr("ranks", "kings"), tr.ptr("ranks", "aces")
