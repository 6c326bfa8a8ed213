"""The lesson on Ass's beating table: the tricks the source works, one by one.

Each step shows a trick of four cards as the source plays it (player 1 leads; the
trumps named), and asks who takes it.  The answer is checked against the engine's
own resolution (:func:`piquet_game.ass.rules.trick.resolve`), then every card's way is
shown ("older", "switch", "trump", "same rank", "one less", "kill") with a sentence
of why.  Plain steps between them explain each way first.  The lesson is marked
done in the tutorial's progress when its last step is passed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from ...i18n import N_
from ...view.backdrop import Backdrop
from ...view.cardart import CARD_ASPECT
from ...view.learning import LESSON_ID, TITLE, progress_of
from ...view.palette import DIM, ERROR, GOLD, INK
from ..phrases import WAY_WORDS, suit_words
from ..rules.cards import parse_card
from ..rules.game import AssRules
from ..rules.trick import Trick, TrickRules, resolve
from .words import ass_face


@dataclass(frozen=True)
class Step:
    say: str
    #: the trick, player 1 first, in card codes ("" for a step that only explains)
    cards: str = ""
    trump: str = ""  # the suit that is a trump for whoever plays it ("" for none)
    #: 0: ``trump`` is the source's, a trump for whoever plays it; k: only player k's own
    owner: int = 0
    #: a trump option for all: 3 (``trump`` the suit for all) or 5 (spades senior,
    #: diamonds junior); 0 for the source's way, each player's trump his own
    option: int = 0


STEPS = (
    Step(N_("In Ass the first card of a trick is the main card. A later card takes the trick only in one "
            "of six ways; a card that takes in none is simply discarded. Who takes each of these tricks? "
            "They are the source's own.")),
    Step(N_("Older: a card of the main suit that beats the main card in the table. The table is not the "
            "order of the ranks: a queen beats a six, a king does not, and a six itself beats a king, a ten "
            "and an ace."), "6S JS TC QS"),  # i18n: card codes
    Step(N_("A card that beats the holder but not the main card kills it: the trick goes back to the card "
            "before, here the leader's six."), "6S 8S KS 7C"),  # i18n: card codes
    Step(N_("A trump above the main card takes from the leader, but never from an older card."),
         "7S JS TS QH", "H"),  # i18n: card codes
    Step(N_("Same rank: a card of the main card's rank in another suit; a later one of that rank takes it "
            "over, unless the holder is a trump."), "6S 6C TC 6H"),  # i18n: card codes
    Step(N_("One less: the next card down in the main suit (ten on ace, king on ten, queen on king, jack "
            "on queen, nine on jack), and then the next one down again."), "KS QS JS 9S"),  # i18n: card codes
    Step(N_("One less only while nobody has taken the trick: the ace takes, the six kills it and gives the "
            "trick back to the queen; the jack is one less than the queen, but too late."),
         "QD AD 6D JD"),  # i18n: card codes
    Step(N_("Switch: an eight of another suit, from a player with no card of the main suit. It becomes the "
            "main card, and from then on the main card follows the holder."),
         "8S 8C QC TC"),  # i18n: card codes
    Step(N_("A trump must rank above the main card: the nine of clubs is no use against a king."),
         "KS 9C QS JS", "C"),  # i18n: card codes
    Step(N_("A trump never takes from a six or an eight of its own suit: the six of hearts holds by the "
            "same rank, and the ten of hearts, player 3's trump, cannot take the trick from it."),
         "6C 6H TH 7C", "H", owner=3),  # i18n: card codes
    Step(N_("With trumps for all, a plain card never takes as older from a trump: the queen of spades takes "
            "by the same rank, and the ace of clubs, though it beats the queen of clubs, does not take it "
            "back."),
         "QC 9C QS AC", "S", option=3),  # i18n: card codes
    Step(N_("Senior and junior: spades are above diamonds. The ten of spades takes from the king of spades; "
            "the ace of diamonds beats the jack led, but never takes as older from a senior trump."),
         "JD KS TS AD", option=5),  # i18n: card codes
)


def trick_rules_of(step: Step) -> TrickRules:
    """The trumps of a step's trick."""
    suit = "SHDC".index(step.trump) if step.trump else None
    if step.option:
        rules = AssRules.make(4, step.option, None if suit is None else (suit,))
        return rules.trick_rules([rules.shared_suits] * 4)
    if step.owner:
        return TrickRules.of_suits([(suit,) if k == step.owner - 1 and suit is not None else ()
                                    for k in range(4)])
    return TrickRules.for_whoever(suit)


def trick_of(step: Step) -> Trick:
    cards = [(i, parse_card(c)) for i, c in enumerate(step.cards.split())]
    return resolve(cards, trick_rules_of(step))


def trumps_said(step: Step, tr) -> str:
    """The trumps of a step's trick, in a line."""
    if step.option == 5:
        return tr("Spades are senior trumps for all, diamonds junior")
    if not step.trump:
        return tr("No trumps")
    suit = suit_words("SHDC".index(step.trump), tr)
    if step.option:
        return tr("{suit} are trumps for all").format(suit=suit)
    if step.owner:
        return tr("{suit} are player {n}'s trumps").format(suit=suit, n=step.owner)
    return tr("{suit} are trumps").format(suit=suit)


class AssLessonScene(Backdrop):
    name = "ass-lesson"
    title = TITLE

    def __init__(self, app) -> None:
        super().__init__(app)
        self.index = 0
        self.answered: int | None = None  # the player the learner named, at a trick step

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        return self.tr("Step {n} of {total}").format(n=self.index + 1, total=len(STEPS))

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(34, round(h * 0.056))
        gap = round(bh * 0.3)
        y = h - bh - round(h * 0.04)
        tr = self.tr
        if self.step.cards and self.answered is None:
            bw = round(min(w * 0.18, bh * 4))
            x = w // 2 - (4 * bw + 3 * gap) // 2
            for k in range(4):
                self.button((x + k * (bw + gap), y - bh - gap, bw, bh), tr("Player {n}").format(n=k + 1),
                            partial(self.answer, k), object_id=None)
        bw = round(min(w * 0.22, bh * 5))
        last = self.index == len(STEPS) - 1
        ready = not self.step.cards or self.answered is not None
        self.button((w // 2 + gap // 2, y, bw, bh), tr("Finish") if last else tr("Next"), self.next,
                    object_id="@primary" if ready else None, enabled=ready)
        self.button((w // 2 - gap // 2 - bw, y, bw, bh), tr("Back"), self.back)

    def answer(self, player: int) -> None:
        self.answered = player
        self.rebuild()

    def next(self) -> None:
        if self.step.cards and self.answered is None:
            return
        if self.index == len(STEPS) - 1:
            progress_of(self.app).mark_done(LESSON_ID)
            self.back()
            return
        self.index += 1
        self.answered = None
        self.rebuild()

    def back(self) -> None:
        self.app.stack.replace(self.app.scene("lessons"))

    def rebuild(self) -> None:
        self.clear_ui()
        self.build_ui()

    def confirm(self) -> bool:
        self.next()
        return True

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        w, h = surface.get_size()
        text = self.app.text
        tr = self.tr
        width = round(min(w * 0.8, h * 1.3))
        y: float = round(h * 0.2)
        for row in text.wrap(tr(self.step.say), fs, width):
            text.blit(surface, row, fs, (w / 2, y), INK, False, "midtop")
            y += round(fs * 1.35)
        if not self.step.cards:
            return
        trick = trick_of(self.step)
        y += fs
        trumps = trumps_said(self.step, tr)
        text.blit(surface, trumps[:1].upper() + trumps[1:], fs, (w / 2, y), GOLD, True, "midtop")
        y += round(fs * 1.8)
        cw = max(40, round(min(h * 0.15, w * 0.1)))
        step = round(cw * 1.45)
        x0 = w / 2 - step * 1.5
        holder = trick.holder[0]
        for k, (seat, card, way) in enumerate(trick.plays):
            cx = x0 + k * step
            text.blit(surface, tr("Player {n}").format(n=seat + 1), round(fs * 0.85), (cx, y), INK, True,
                      "midtop")
            face = ass_face(self.app, card, cw)
            rect = face.get_rect(midtop=(round(cx), round(y + fs * 1.4)))
            surface.blit(face, rect)
            if self.answered is not None:
                holds = seat == holder
                if holds:
                    pygame.draw.rect(surface, (255, 214, 92), rect.inflate(6, 6), width=3, border_radius=6)
                tag = tr(WAY_WORDS.get(way, WAY_WORDS[""]))
                text.blit(surface, tag, round(fs * 0.85), (cx, rect.bottom + 4), GOLD if holds else DIM,
                          holds, "midtop")
        y += fs * 1.4 + cw * CARD_ASPECT + fs * 1.6
        if self.answered is not None:
            right = self.answered == holder
            said = tr("Right: player {n} takes the trick.") if right else \
                tr("Not quite: player {n} takes the trick.")
            text.blit(surface, said.format(n=holder + 1), fs, (w / 2, y), GOLD if right else ERROR, True,
                      "midtop")
        else:
            text.blit(surface, tr("Who takes this trick?"), fs, (w / 2, y), GOLD, True, "midtop")


__all__ = ["LESSON_ID", "STEPS", "AssLessonScene", "trick_of", "trick_rules_of", "trumps_said"]
