"""The tutor: walks a :class:`Lesson` step by step beside a real game.

A :class:`LessonRun` holds the game of the lesson and the step the learner is at.
It never applies a move itself while the lesson is taught: the table's controller
does, as in any game.  The run says what the game waits for (:meth:`LessonRun.gate`),
which move the record makes next (:meth:`LessonRun.next_move`), judges the
learner's moves against the record (:meth:`LessonRun.judge`: a wrong one gets its
explanation and changes nothing), and moves on to the next step when the game has
caught up with the step (:meth:`LessonRun.sync`).  The tutor's seat is played by a
:class:`ScriptedTutor`, a computer player that plays the record's moves.

Only for re-entering a lesson part-way, and for :func:`walk` (which takes a lesson
from start to finish with the right moves, to check it), does the run apply moves
itself, silently, as a record is replayed.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.base import Decision, Player
from ..ai.reason import Reason
from ..i18n import ENGLISH, N_, SOURCE, Translator
from ..rules import (
    Action,
    Blanche,
    Declare,
    Exchange,
    Game,
    IllegalActionError,
    OpenCapot,
    Phase,
    Play,
    SeatView,
    variant_named,
)
from ..rules.actions import Call, DeclClass
from ..rules.cards import cards_of
from ..rules.combos import describe_combo, point_value, run_of, set_of, suits_in
from ..vocabulary import Vocabulary
from .steps import Item, Lesson, LessonError, Step

NO_BLANCHE = Blanche(False)
NO_CAPOT = OpenCapot(False)
#: The answers a record leaves out (see :func:`piquet_game.rules.record.replay`).
UNRECORDED = (NO_BLANCHE, NO_CAPOT)


class Gate(enum.Enum):
    """What the lesson waits for now."""

    READ = "read"  # the learner reads the step, then goes on
    CLICK = "click"  # the learner clicks an area of the table
    DEAL = "deal"  # the next deal of the record is to be dealt
    LEARNER = "learner"  # the learner makes his move
    TUTOR = "tutor"  # the tutor makes the record's move
    AUTO = "auto"  # the learner's move is made for him
    DONE = "done"  # every step is done: the recap


@dataclass(frozen=True)
class Verdict:
    """Why a move is not the lesson's: what was done, why it is wrong, what is right."""

    did: str
    why: str
    right: str

    def __str__(self) -> str:
        return f"{self.did} {self.why} {self.right}"


def learner_name(tr: Translator = ENGLISH) -> str:
    """The learner's name at the table when he has given none: "You"."""
    return tr.ptr("the learner's name", "You")


def tutor_name(tr: Translator = ENGLISH) -> str:
    """The name of the tutor's seat at two: "Tutor"."""
    return tr.ptr("the tutor's name", "Tutor")


def seat_names(lesson: Lesson, player_name: str = "", tr: Translator = ENGLISH) -> tuple[str, ...]:
    """The names at the lesson's table: the learner's (his own, else "You" in the
    language of ``tr``); at two the other is the Tutor; at three or four the tutor
    plays every other seat, each under the record's name for it (East, North...)."""
    you = learner_name(tr)
    name = player_name if player_name and player_name != learner_name() else you
    players = lesson.players
    names = [tutor_name(tr)] * 2 if len(players) == 2 else [tr(n) for n in players]
    others = [n for s, n in enumerate(names) if s != lesson.seat]
    if name in others:
        name = you if you not in others else tr("{name} (you)").format(name=name)
    names[lesson.seat] = name
    return tuple(names)


#: The head of the tutor's answer to a wrong move (``tr(NOT_QUITE)`` where it is shown).
NOT_QUITE = N_("Not quite.")


def show_me(action: Action, variant=None, tr: Translator = ENGLISH) -> str:
    """What "Show me" says of the lesson's move: "Show me: play the king of spades."."""
    return tr("Show me: {move}.").format(move=describe(action, variant, tr))


def _call_word(word: str, tr: Translator) -> str:
    """A call of an auction that is not a bid, as a move to make: "pass", "say content"."""
    if word == "pass":
        return tr.ptr("a call to make", "pass")
    if word == "double":
        return tr.ptr("a call to make", "double")
    if word == "redouble":
        return tr.ptr("a call to make", "redouble")
    return tr("say content") if word == "content" else word


def _join(words: Sequence[str], tr: Translator = ENGLISH) -> str:
    if len(words) <= 1:
        return "".join(words)
    return tr("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def _the_card(card: int, tr: Translator) -> str:
    """A card's name with its article, as the object of a move: "the queen of hearts"."""
    name = Vocabulary(tr).card(card)
    articles = (tr.ptr("the card, a seven", "the {card}"), tr.ptr("the card, an eight", "the {card}"),
                tr.ptr("the card, a nine", "the {card}"), tr.ptr("the card, a ten", "the {card}"),
                tr.ptr("the card, a jack", "the {card}"), tr.ptr("the card, a queen", "the {card}"),
                tr.ptr("the card, a king", "the {card}"), tr.ptr("the card, an ace", "the {card}"))
    return articles[card & 7].format(card=name)


def _combo(cls: DeclClass, mask: int, variant, tr: Translator) -> str:
    """A declared combination in words: "quint to the king in spades"."""
    if tr.language == SOURCE:
        return describe_combo(cls, mask, variant)
    voc = Vocabulary(tr)
    if cls is DeclClass.POINT:
        length, value = point_value(mask)
        return tr("point of {length} in {suit} ({value})").format(
            length=length, suit=voc.suit(suits_in(mask)[0]), value=value)
    if cls is DeclClass.SEQUENCE:
        run = run_of(mask)
        assert run is not None
        suit, top, length = run
        return tr("{sequence} in {suit}").format(sequence=voc.sequence(length, top), suit=voc.suit(suit))
    found = set_of(mask)
    assert found is not None
    return voc.set(*found)


def describe(action: Action, variant=None, tr: Translator = ENGLISH) -> str:
    """A move in plain words, as an instruction: "discard the seven of clubs"
    (in the language of ``tr``)."""
    if isinstance(action, Play):
        return tr("play {card}").format(card=_the_card(action.card, tr))
    if isinstance(action, Blanche):
        return tr("declare carte blanche") if action.declare else tr("keep the carte blanche quiet")
    if isinstance(action, OpenCapot):
        return tr("announce an open capot") if action.announce else tr("announce no open capot")
    if isinstance(action, Exchange):
        if not action.discard:
            return tr("take no cards")
        order = sorted(cards_of(action.discard), key=lambda c: (c >> 3, -(c & 7)))  # as in the hand
        return tr("discard {cards}").format(cards=_join([_the_card(c, tr) for c in order], tr))
    if isinstance(action, Call):  # an auction's call: "bid 8+", "pass", "redouble", "say content"
        if action.is_bid:
            return tr("bid {call}").format(call=action.word.replace("-", "\u2212"))
        return _call_word(action.word, tr)
    if isinstance(action, Declare):
        if not action.combos:
            return (tr("declare no point") if action.cls is DeclClass.POINT else
                    tr("declare no sequences") if action.cls is DeclClass.SEQUENCE else tr("declare no sets"))
        v = variant or variant_named("rubicon")
        return tr("declare {combinations}").format(
            combinations=_join([_combo(action.cls, m, v, tr) for m in action.combos], tr))
    return str(action)


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


class LessonRun:
    """One learner going through one lesson."""

    def __init__(self, lesson: Lesson, step: int = 0, names: tuple[str, ...] | None = None,
                 tr: Translator = ENGLISH) -> None:
        self.lesson = lesson
        self.tr = tr  # the language of what the tutor says (the lesson's words are its own)
        record = lesson.record
        self.game = Game(variant_named(record["variant"], record.get("options")), names or lesson.players,
                         first_dealer=record["deals"][0]["dealer"])
        step = max(0, min(step, len(lesson.steps)))
        self.index = 0
        # silently make everything before the lesson opens, and before the step resumed at
        target = lesson.start if step == 0 else lesson.steps[step].begin if step < len(lesson.steps) \
            else lesson.steps[-1].end
        self._replay_to(target)
        self.index = step
        self.sync()

    # ------------------------------------------------------------ position

    @property
    def items(self) -> tuple[Item, ...]:
        return self.lesson.items

    def position(self) -> int:
        """How many items of the record the game has made."""
        pos = 0
        for log in self.game.history:
            pos += 1 + sum(1 for _, a in log.actions if a not in UNRECORDED)
        return pos

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def learner(self) -> int:
        return self.lesson.seat

    def next_item(self) -> Item | None:
        pos = self.position()
        return self.items[pos] if pos < len(self.items) else None

    def next_move(self) -> tuple[int, Action] | None:
        """The move the game needs next by the record: the record's own, or the
        "no carte blanche" and "no open capot" answers a record leaves out."""
        g = self.game
        item = self.next_item()
        if g.phase is Phase.BLANCHE and g.to_move is not None:
            if item is None or not (isinstance(item.action, Blanche) and item.seat == g.to_move):
                return (g.to_move, NO_BLANCHE)
        if g.phase is Phase.OPEN_CAPOT and g.to_move is not None:
            if item is None or not (isinstance(item.action, OpenCapot) and item.seat == g.to_move):
                return (g.to_move, NO_CAPOT)
        if item is None or item.action is None:
            return None
        return (item.seat, item.action)  # type: ignore[return-value]

    def gate(self) -> Gate:
        step = self.step
        if step is None:
            return Gate.DONE
        if step.kind == "say":
            return Gate.READ
        if step.kind == "click":
            return Gate.CLICK
        pos = self.position()
        if pos >= step.end:
            return Gate.READ  # caught up: sync() moves on
        if self.items[pos].action is None:
            return Gate.DEAL
        move = self.next_move()
        assert move is not None
        seat, action = move
        if seat != self.learner:
            return Gate.TUTOR
        if step.kind == "do" and action not in UNRECORDED:
            return Gate.LEARNER
        return Gate.AUTO  # (the learner's "no open capot" too: the record has no such move)

    def quiet_answer(self) -> int | None:
        """The seat whose "no carte blanche" the game waits for, if that is next:
        such answers are made at once, whatever the step (a record leaves them out)."""
        move = self.next_move()
        if move is not None and move[1] == NO_BLANCHE and self.step is not None:
            return move[0]
        return None

    def expected(self) -> Action | None:
        """The learner's move the lesson waits for (when :meth:`gate` is LEARNER)."""
        if self.gate() is not Gate.LEARNER:
            return None
        move = self.next_move()
        return None if move is None else move[1]

    # -------------------------------------------------------------- moving on

    def sync(self) -> bool:
        """Move past the steps the game has caught up with; True if the step changed.
        A new korolik's draw for the deal is made here, as the record says it fell."""
        self._draw()
        moved = False
        while self.step is not None and self.step.kind in ("deal", "do", "watch") \
                and self.position() >= self.step.end:
            self.index += 1
            moved = True
        return moved

    def go_on(self) -> bool:
        """The learner has read a ``say`` step."""
        if self.gate() is not Gate.READ or self.step is None or self.step.kind != "say":
            return False
        self.index += 1
        self.sync()
        return True

    def clicked(self, area: str | None) -> str | None:
        """A click on ``area`` during a ``click`` step: None if it is the one asked
        for (the lesson goes on), else what to say."""
        step = self.step
        if step is None or step.kind != "click":
            return None
        if area == step.target:
            self.index += 1
            self.sync()
            return None
        return _sentence(step.wrong)

    def judge(self, action: Action) -> Verdict | None:
        """None if ``action`` is the learner's move the lesson waits for; else why not.
        The game is not changed either way."""
        tr = self.tr
        expected = self.expected()
        if expected is None:
            return Verdict("", tr("Not now: read the lesson first."), "")
        if _same(action, expected):
            return None
        step = self.step
        assert step is not None
        right = _sentence(describe(expected, self.game.variant, tr))
        rule = ""
        try:
            self.game.check(action, self.learner)
            legal = True
        except IllegalActionError as exc:
            legal = False
            rule = exc.rule
            # the rules speak English: in another language the lesson's words say why
            did = _sentence(str(exc) if tr.language == SOURCE else tr("The rules do not allow that move."))
        if legal and isinstance(action, Play):
            did = _sentence(tr("You played {card}").format(card=_the_card(action.card, tr)))
        elif legal:
            did = _sentence(tr("You chose to {move}").format(move=describe(action, self.game.variant, tr)))
        keys = [str(action), rule]
        if isinstance(action, Exchange) and action.show_rest is not None:
            keys.insert(1, str(Exchange(action.discard)))  # the key without "show"/"hide"
        why = next((step.mistakes[k] for k in keys if k in step.mistakes), step.why)
        return Verdict(did, _sentence(why), right)

    # -------------------------------------------------- silent replay and walk

    def _draw(self) -> None:
        """Before the first deal of a new korolik the players draw for the deal: the
        draw falls as the record's next deal says (the one who dealt drew lower)."""
        g = self.game
        if not g.needs_draw():
            return
        item = self.next_item()
        if item is not None and item.action is None and item.dealer is not None:
            g.draw_for_deal(dealer=item.dealer)

    def apply_next(self) -> None:
        """Make the record's next item on the game directly (re-entering, checks)."""
        g = self.game
        move = self.next_move()
        if move is None:
            item = self.next_item()
            if item is None or item.cards is None:
                raise LessonError("the record has nothing more to make")
            self._draw()
            g.apply(item.cards)
            return
        seat, action = move
        g.apply(action, seat)

    def _replay_to(self, target: int) -> None:
        while self.position() < target:
            self.apply_next()


def _same(action: Action, expected: Action) -> bool:
    if isinstance(action, Exchange) and isinstance(expected, Exchange):
        # whether younger shows the rest is his choice: the lesson does not insist
        return action.discard == expected.discard
    return action == expected


class ScriptedTutor(Player):
    """The tutor's seat: plays the moves of the lesson's record, nothing else."""

    level = 0
    name = "Tutor"  # i18n: shown as tutor_name(tr)
    description = "plays the lesson's moves"  # i18n: not shown (the tutor is no level)

    def __init__(self, run: LessonRun, name: str = "Tutor") -> None:  # i18n: shown as tutor_name(tr)
        super().__init__(0)
        self.run = run
        self.name = name

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        move = self.run.next_move()
        if move is None or move[0] != view.seat:
            raise LessonError("the record has no move for the tutor here")
        action = move[1]
        for a in legal:  # the engine's own object (the compared combination first)
            if a == action:
                return Decision(a, Reason.plain("the lesson's move"))  # i18n: never shown (the tutor's hint)
        raise LessonError(f"the record's move {action} is not legal here")


def walk(lesson: Lesson, wrong_moves: bool = False) -> LessonRun:
    """Take the lesson from start to finish with the record's moves; the run at its
    end.  Raises :class:`LessonError` where the lesson cannot be taught."""
    run = LessonRun(lesson)
    for _ in range(10_000):
        gate = run.gate()
        if gate is Gate.DONE:
            return run
        if gate is Gate.READ:
            if not run.go_on():
                run.sync()
        elif gate is Gate.CLICK:
            assert run.step is not None
            run.clicked(run.step.target)
        elif gate is Gate.LEARNER:
            expected = run.expected()
            assert expected is not None
            if len(run.game.legal_actions()) == 1:
                raise LessonError(f"step {run.index + 1}: {expected} is the only legal move, which the "
                                  "game makes by itself: use a watch step")
            if run.judge(expected) is not None:
                raise LessonError(f"step {run.index + 1}: the record's own move is judged wrong")
            run.apply_next()
            run.sync()
        else:
            run.apply_next()
            run.sync()
    raise LessonError("the lesson does not end")


__all__ = ["Gate", "LessonRun", "ScriptedTutor", "Verdict", "NOT_QUITE", "describe", "learner_name",
           "seat_names", "show_me", "tutor_name", "walk"]
