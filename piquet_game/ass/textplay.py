"""A game of Ass in the terminal: you (seat 0) against one to five computer
players (:func:`piquet_game.ass.ai.make_ass_player`, level 3 unless asked
otherwise), each seeded from the game's seed.

Everything shown comes from the engine's events that seat 0 may see, said by the
same words as the window's table (:func:`piquet_game.ass.commentary.event_line`),
with the terminal's additions: the cards in the game's notation, your hand, the
trick on the table, the banks and the numbered choices.  Cards are typed in the
game's notation (``6S``, ``TH``: the rank 6 7 8 9 J Q K T A, then the suit) in
every language.  A wrong answer says why and asks again; the end of input ends
the game quietly.
"""

from __future__ import annotations

import random
from typing import TextIO

from ..common.errors import IllegalActionError
from ..i18n import ENGLISH, N_, SOURCE, Translator
from ..textplay import Quit, Refusal, Terminal, join_words
from ..vocabulary import shown_name
from .ai import ASS_LEVELS, make_ass_player
from .board import AssBoard
from .commentary import event_line
from .phrases import WAY_WORDS, bet_words, rules_words, suit_words
from .rules import GO, NO, PLAYS, AssAction, AssGame, AssPhase, AssRules, ChooseTrump, parse_card
from .rules.cards import CardNameError, card_name, iter_cards
from .rules.game import NO_TRUMPS, OWN, START_BANKS

YOU = 0

#: The rules the engine may refuse a move by, in the player's language (the
#: engine's own message says it in English).
RULE_WORDS = {
    "not-in-hand": N_("that card is not in your hand"),
    "follow": N_("you must follow the main suit, or play a card that takes the trick"),
    "trump-taken": N_("another player has that suit: each player has a different trump suit"),
}

HELP = N_(
    "Answer with the number of a choice, or type your answer:\n"
    "  a card to play:   9S\n"
    "  go or no:         go   or   no\n"
    "  a trump suit:     S, H, D or C\n"
    "Cards are typed in the game's notation, the same in every language: the rank\n"
    "(6 7 8 9 J Q K T A: J jack, Q queen, K king, T ten, A ace), then the suit\n"
    "(S spades, H hearts, D diamonds, C clubs).\n"
    "Other commands: '{hand}' shows your cards, '{score}' the banks, '{quit}' quits."
)


def cards_text(mask: int) -> str:
    """Cards in the game's notation grouped by suit, highest first: ``AS 9S   TH``."""
    groups = []
    for suit in range(4):
        cards = [card_name(c) for c in reversed(list(iter_cards(mask & (0x1FF << (9 * suit)))))]
        if cards:
            groups.append(" ".join(cards))
    return "   ".join(groups)


class AssTextGame(Terminal):
    def __init__(self, seed: int | None = None, inp: TextIO | None = None, out: TextIO | None = None,
                 players: int = 4, trumps: int | None = None, level: int = 3, name: str | None = None,
                 tr: Translator = ENGLISH) -> None:
        super().__init__(seed, inp, out, tr)
        master = random.Random(self.seed)
        if trumps is None:  # each his own suit while there are suits enough
            trumps = OWN if players <= 4 else NO_TRUMPS
        self.rules = AssRules.make(players, trumps)
        computer = tr(ASS_LEVELS[level].name)
        others = [computer] if players == 2 else [f"{computer} ({k})" for k in range(1, players)]
        given = name if name is not None else "You"  # i18n: said by shown_name
        self.names = (shown_name(given, tr), *others)
        self.game = AssGame.new(self.rules, self.names, rng=random.Random(master.getrandbits(64)))
        self.computers = {s: make_ass_player(level, master.getrandbits(32), players)
                          for s in range(1, players)}
        self.board = AssBoard(self.rules, self.names)

    # --------------------------------------------------------------- the loop

    def run(self) -> int:
        g, tr = self.game, self.tr
        self.say(rules_words(self.rules, tr) + ".")
        self.say(tr("You against {names}, the computer (seed {seed}).").format(
            names=join_words(list(self.names[1:]), tr), seed=self.seed))
        self.say(tr("Each player starts with {n} banks: the first to drop them all wins, and a player "
                    "who reaches 6 ends the game.").format(n=START_BANKS))
        self.say(tr("Type h for help, q to quit."))
        try:
            while not g.is_over:
                if g.phase is AssPhase.DEAL:
                    if g.deal_number:
                        self.read(tr("Press Enter for the next deal (q to quit). "))
                    self.show(g.deal_random())
                elif g.to_move != YOU:
                    seat = g.to_move
                    assert seat is not None
                    self.show(g.apply(self.computers[seat].choose(g.view(seat), g.legal_actions()), seat))
                else:
                    self.show(g.apply(self.ask(), YOU))
        except (EOFError, Quit):
            self.say("\n" + tr("Goodbye."))
        return 0

    def who(self, seat: int) -> str:
        return self.tr("you") if seat == YOU else self.names[seat]

    # ----------------------------------------------------------------- events

    def show(self, events: list) -> None:
        tr = self.tr
        for e in events:
            self.board.apply(e)
            if not e.visible_to(YOU):
                continue
            said = event_line(e, self.board, self.names, tr, lambda seat: seat == YOU)
            kind = e.kind
            if kind == "deal":
                self.say("")
                self.say(f"===== {said[1] if said else ''} =====")
                self.say(tr("Banks: {banks}").format(banks=self.banks_text()))
                continue
            if said is None or (said[0] is not None and said[0] != YOU):
                if kind == "deal-end":
                    self.say(tr("--- The deal is over. Banks: {banks} ---").format(banks=self.banks_text()))
                elif kind == "game-over":
                    self.say(tr("===== The game is over ====="))
                    self.say(tr("Banks: {banks}").format(banks=self.banks_text()))
                continue
            text = said[1]
            if kind == "play":
                text = f"  {text} ({card_name(e.cards.bit_length() - 1)})"
            elif kind == "trick":
                text = f"  {text}"
            elif kind == "draw":
                text = f"{text} ({card_name(e.cards.bit_length() - 1)})"
            self.say(text)

    def banks_text(self) -> str:
        return ", ".join(f"{self.who(s)} {b}" for s, b in enumerate(self.board.banks))

    # ----------------------------------------------------------------- asking

    def ask(self) -> AssAction:
        g, tr = self.game, self.tr
        legal = g.legal_actions()
        if len(legal) == 1 and g.phase is AssPhase.PLAY and g.hands[YOU].bit_count() == 1:
            self.say(tr("Your last card: {card}").format(card=card_name(legal[0].card)))  # type: ignore[union-attr]
            return legal[0]
        if g.phase is not AssPhase.TRUMP:
            self.say(tr("Your hand: {cards}").format(cards=cards_text(g.hands[YOU])))
        self.say(self.menu(legal))
        while True:
            line = self.read()
            low = line.lower()
            if self.asks_help(low) and not (g.phase is AssPhase.TRUMP and low == "h"):  # h: hearts then
                self.say(tr(HELP).format(hand=self.command("hand"), score=self.command("score"),
                                         quit=self.command("q")))
                self.say(self.menu(legal))
                continue
            if low == self.command("hand") or low == "hand":
                self.say(tr("Your hand: {cards}").format(cards=cards_text(g.hands[YOU])))
                continue
            if low == self.command("score") or low == "score":
                self.say(tr("Banks: {banks}").format(banks=self.banks_text()))
                continue
            try:
                action = self.interpret(line, legal)
                g.check(action, YOU)
                return action
            except (IllegalActionError, Refusal) as exc:
                self.say(tr("Not allowed: {reason}").format(reason=self.refusal(exc)))

    def refusal(self, exc: Exception) -> str:
        tr = self.tr
        if isinstance(exc, Refusal) or tr.language == SOURCE:
            return str(exc)
        said = RULE_WORDS.get(getattr(exc, "rule", ""))
        return tr(said) if said else tr("that cannot be done now")

    def menu(self, legal: list[AssAction]) -> str:
        g, tr = self.game, self.tr
        if g.phase is AssPhase.TRUMP:
            listed = "  ".join(f"{i}. {suit_words(a.suit, tr)} ({'SHDC'[a.suit]})"  # type: ignore[union-attr]
                               for i, a in enumerate(legal, 1))
            return tr("Choose your trump suit:") + "  " + listed
        if g.phase is AssPhase.BID:
            r = self.rules
            enter = tr("Enter: go")
            return "\n".join([
                tr("Go or no? Go: a bank dropped at {go} points, a bank more if you miss; "
                   "no: a bank dropped at {no}.").format(go=r.go_target, no=r.no_target),
                f"  1. {bet_words(True, tr)}  2. {bet_words(False, tr)}  ({enter})"])
        lines = []
        trick = self.board.trick
        if trick:
            played = "; ".join(f"{self.who(s)} {card_name(c)}" for s, c, _ in trick)
            holder = self.board.holder
            lines.append(tr("On the table: {cards}; {who} holds the trick.").format(
                cards=played, who=self.who(holder) if holder is not None else ""))
        choices = []
        for i, a in enumerate(legal, 1):
            card = a.card  # type: ignore[union-attr]
            way = g.way_of(card, YOU) if trick else "lead"
            choices.append(f"{i}. {card_name(card)} ({tr(WAY_WORDS.get(way, WAY_WORDS['']))})")
        lines.append((tr("Lead a card:") if not trick else tr("Your card:")) + "  " + "  ".join(choices))
        return "\n".join(lines)

    def interpret(self, line: str, legal: list[AssAction]) -> AssAction:
        g, tr = self.game, self.tr
        low = line.lower().strip()
        if low.isdigit():
            n = int(low)
            if not 1 <= n <= len(legal):
                raise Refusal(tr("choose a number from 1 to {n}").format(n=len(legal)))
            return legal[n - 1]
        if g.phase is AssPhase.TRUMP:
            if len(low) == 1 and low.upper() in "SHDC":
                return ChooseTrump("SHDC".index(low.upper()))
            raise Refusal(tr("type the number of a suit, or its letter: S, H, D or C"))
        if g.phase is AssPhase.BID:
            if low in ("", "go", bet_words(True, tr).lower()):
                return GO
            if low in ("no", bet_words(False, tr).lower()):
                return NO
            raise Refusal(tr("answer 1 or {go} to go, 2 or {no} to say no").format(
                go=bet_words(True, tr), no=bet_words(False, tr)))
        if not low:
            raise Refusal(tr("type the number or the name of a card"))
        try:
            return PLAYS[parse_card(low.removeprefix("play ").strip())]
        except CardNameError:
            raise Refusal(tr("that is not a choice or a card: type a number, or a card such as 9S")) from None


def play(seed: int | None = None, inp: TextIO | None = None, out: TextIO | None = None,
         players: int = 4, trumps: int | None = None, level: int = 3, tr: Translator = ENGLISH) -> int:
    """Play a game of Ass in the terminal, in the language of ``tr``; the exit status."""
    return AssTextGame(seed, inp, out, players=players, trumps=trumps, level=level, tr=tr).play()


__all__ = ["AssTextGame", "cards_text", "play"]
