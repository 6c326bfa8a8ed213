"""A partie of Piquet in the terminal: you (seat 0) against the computer (the other
seat, or the other two or three at a table of three or four, your partner among them
in the four-handed game).

The computer is a player of the strategy module (:func:`piquet_game.ai.make_player`,
level 3 unless asked otherwise), seeded from the game's seed.  Everything shown to
you comes from the events the engine reports that seat 0 may see, so the computer's hand is never printed.
The events are spoken by the game's commentary (:class:`~piquet_game.commentary.Commentator`),
in the language of the translator given (English by default), with the terminal's
own additions: the cards in the game's notation, the deal score, your hand and the
numbered choices.  Cards are typed in the game's notation (``7C``, ``QH``) in every
language.  Input is read a line at a time; a wrong answer prints the rule it breaks
and asks again, and the end of input ends the game quietly.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from typing import TextIO

from .ai import make_player
from .commentary import Commentator, combo_words
from .common.events import NOBODY, Event
from .i18n import ENGLISH, N_, SOURCE, Translator
from .rules import (
    PLAYS,
    Action,
    ActionSyntaxError,
    Blanche,
    Declare,
    Exchange,
    Game,
    IllegalActionError,
    OpenCapot,
    Phase,
    parse_action,
    parse_card,
)
from .rules.actions import CALL_WORDS, CALLS, DECLARE_PHASES, Call, DeclClass
from .rules.cards import CardNameError, cards_of, names
from .rules.combos import best_declaration, combo_key
from .rules.deal import SEAT_NAMES
from .rules.variant import RUBICON, Variant
from .scoresheet import deal_summary, partie_sheet
from .variant_words import blurb_words, call_words, deal_words, game_words
from .vocabulary import Vocabulary, shown_name

YOU, COMPUTER = 0, 1

#: The commands typed in the engine's notation (English in every language, like the cards).
ENGINE_WORDS = ("blanche", "no-blanche", "exchange", "declare", "play", "open-capot", "no-open-capot", "call")

#: The events spoken with the speaker's name before the words ("Computer: Point of five.").
SAID_BY = ("announce", "answer", "ask", "tiebreak", "call")

#: The rules the engine may refuse a move by (IllegalActionError.rule), in the
#: player's language; the engine's own message says it in English.
RULE_WORDS = {
    "follow-suit": N_("you must follow suit"),
    "head-trick": N_("you must head the trick: play a higher card of the suit led"),
    "not-held": N_("you do not hold that card"),
    "declare-not-held": N_("you cannot declare cards you do not hold"),
    "no-card": N_("that is not a card"),
    "exchange-count": N_("you may not exchange that many cards"),
    "elder-min": N_("you may not exchange that many cards"),
    "elder-max": N_("you may not exchange that many cards"),
    "younger-min": N_("you may not exchange that many cards"),
    "younger-max": N_("you may not exchange that many cards"),
    "declare-empty": N_("a declared combination must hold at least one card"),
    "declare-overlap": N_("two declared combinations share a card"),
    "point-one": N_("the point is one suit: declare a single group of cards"),
    "point-suit": N_("a point is made of cards of one suit"),
    "sequence-run": N_("a sequence is cards of one suit following in rank order"),
    "sequence-length": N_("that sequence is too short to count"),
    "sequence-touch": N_("two sequences that touch are one sequence: declare them as one"),
    "set-rank": N_("a set is cards of one rank"),
    "set-low": N_("only tens and higher make a set"),
    "set-size": N_("a set is three or four cards of one rank"),
    "declare-order": N_("declare your best combination first: it is the one compared"),
    "point-lower": N_("a point is declared only when it is as good as the best so far"),
    "partner-point": N_("your partner's point is as good: declare a better one, or pass"),
    "blanche-hand": N_("your hand has a king, a queen or a jack"),
    "show-rest": N_("say whether the cards left in the talon are shown"),
    "bid-higher": N_("a bid must be higher than the last one"),
}


#: What the help says (``{hand}``, ``{score}``, ``{quit}``: the commands in the player's language).
HELP = N_(
    "Answer with the number of a choice, or type your answer:\n"
    "  cards to discard:  7C 8C 9D\n"
    "  a card to play:    QH\n"
    "  a declaration:     AS KS QS   or, for sequences and sets,  AS KS QS / 9H 8H 7H\n"
    "Cards are typed in the game's notation, the same in every language: the rank\n"
    "(7 8 9 T J Q K A: T ten, J jack, Q queen, K king, A ace), then the suit\n"
    "(S spades, H hearts, D diamonds, C clubs).\n"
    "The engine's commands work too: 'declare point AS KS QS', 'exchange - show', 'play QH'.\n"
    "Other commands: '{hand}' shows your cards, '{score}' the scores, '{quit}' quits."
)


class Quit(Exception):
    """The player asked to stop."""


class Refusal(ValueError):
    """An answer the terminal cannot take, said already in the player's language."""


def hand_text(mask: int, tr: Translator = ENGLISH) -> str:
    """Cards grouped by suit, highest first: ``AS KS 9S   QH 8H`` (the game's notation,
    the same in every language)."""
    groups = [" ".join(names(mask & (0xFF << (8 * s)))) for s in range(4)]
    return "   ".join(g for g in groups if g) or tr("(none)")


def join_words(items: Sequence[str], tr: Translator = ENGLISH) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the language of ``tr``."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


class Terminal:
    """A game in the terminal: lines written out, answers read a line at a time in the
    player's language (``q`` quits, in every language; the end of input ends it)."""

    def __init__(self, seed: int | None, inp: TextIO | None, out: TextIO | None, tr: Translator) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
        self.seed = seed
        self.tr = tr
        self.inp = inp if inp is not None else sys.stdin
        self.out = out if out is not None else sys.stdout

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def read(self, prompt: str = "> ") -> str:
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            raise EOFError
        text = line.strip()
        if text.lower() in ("q", "quit", "exit", self.command("q"), self.command("quit")):
            raise Quit
        return text

    def command(self, word: str) -> str:
        """A command word as the player types it in his language (``hand``, ``main``)."""
        tr = self.tr
        said = {"h": tr.ptr("typed command", "h"), "q": tr.ptr("typed command", "q"),
                "quit": tr.ptr("typed command", "quit"), "hand": tr.ptr("typed command", "hand"),
                "score": tr.ptr("typed command", "score"), "help": tr.ptr("typed command", "help")}
        return said[word].lower()

    def asks_help(self, low: str) -> bool:
        return low in ("h", "help", "?", self.command("h"), self.command("help"))

    def play(self) -> int:
        """The game, or 130 when interrupted (Ctrl-C)."""
        try:
            return self.run()
        except KeyboardInterrupt:
            self.out.write("\n")
            return 130

    def run(self) -> int:
        raise NotImplementedError


class TextGame(Terminal):
    def __init__(self, seed: int | None = None, inp: TextIO | None = None, out: TextIO | None = None,
                 name: str | None = None, level: int = 3, variant: Variant = RUBICON,
                 tr: Translator = ENGLISH) -> None:
        super().__init__(seed, inp, out, tr)
        seed = self.seed
        master = random.Random(seed)
        others = ("Computer",) if variant.players == 2 else SEAT_NAMES[variant.players][1:]  # i18n: below
        # the names the game gives, in the player's language (the partie is not kept:
        # the score sheet says them as the game holds them)
        given = name if name is not None else "You"  # i18n: said by shown_name
        players = tuple(shown_name(p, tr) for p in (given, *others))
        self.game = Game.new(random.Random(master.getrandbits(64)), variant, players=players)
        self.players = self.game.players
        self.computer = make_player(level, master.getrandbits(32), variant.players)
        # the other computers at a table of three or four
        self.computers = [self.computer] + [make_player(level, master.getrandbits(32), variant.players)
                                            for _ in range(variant.players - 2)]
        self.commentator = Commentator(self.players, variant, viewer=YOU, tr=tr)
        self.names = self.commentator.names
        self.vocab = Vocabulary(tr, variant)
        self.auction_choices: list[Call] = []  # the calls offered, by number

    # ------------------------------------------------------------ in and out

    def said_by(self, seat: int, words: str) -> str:
        """``Computer: Good.``"""
        return self.tr("{name}: {words}").format(name=self.names.who(seat), words=words)

    @property
    def many(self) -> bool:
        """A table of three or four."""
        return self.game.variant.players > 2

    # -------------------------------------------------------------- the loop

    def run(self) -> int:
        g, tr = self.game, self.tr
        v = g.variant
        if not self.many:
            against = tr("You against the computer (seed {seed}).").format(seed=self.seed)
        elif v.partnerships:
            sides = [self.names.all_of(side, start=True) for side in v.partnerships]
            against = tr("{side} against {other} (seed {seed}).").format(side=sides[0], other=sides[1],
                                                                          seed=self.seed)
        else:
            against = tr("You against {names}, the computer (seed {seed}).").format(
                names=join_words(list(self.players[1:]), tr), seed=self.seed)
        self.say(tr("Piquet: {game}. {rules}").format(game=game_words(v, tr=tr), rules=blurb_words(v, tr)))
        self.say(against)
        self.say(tr("Type h for help, q to quit."))
        for cut in g.cut:
            cuts = [self.names.pick(s, tr("you {card}"), tr("{name} {card}"), card=names(1 << c)[0])
                    for s, c in enumerate(cut)]
            self.say(tr("Cut: {cuts}.").format(cuts=", ".join(cuts)))
        self.say(self.names.pick(g.first_dealer, tr("You deal first, in packets of {n}."),
                                 tr("{name} deals first, in packets of {n}."), n=tr.number(g.packet)))
        try:
            while not g.is_over:
                if g.phase is Phase.DEAL:
                    if g.deal_scores:
                        self.read(tr("Press Enter for the next deal (q to quit). "))
                    self.show(g.deal_random())
                elif g.to_move != YOU:
                    seat = g.to_move
                    self.show(g.apply(self.computer_choice(), seat))
                else:
                    self.show(g.apply(self.ask(), YOU))
        except (EOFError, Quit):
            self.say("\n" + tr("Goodbye."))
        return 0

    def computer_choice(self) -> Action:
        """The computer's move (an open capot it cannot weigh: it plays on)."""
        g = self.game
        seat = g.to_move
        assert seat is not None
        try:
            return self.computers[seat - 1].choose(g.view(seat), g.legal_actions())
        except ValueError:
            if g.phase is Phase.OPEN_CAPOT:
                return OpenCapot(False)
            raise

    # --------------------------------------------------------------- events

    def show(self, events: list[Event]) -> None:
        tr = self.tr
        trick_done = ended = False
        for e in events:
            said = self.commentator.lines(e)  # every event, to keep the commentary's count
            if e.kind == "rest" and e.to == NOBODY:
                n = e.cards.bit_count()
                text = tr.ntr("{n} card stays in the talon, unseen.",
                              "{n} cards stay in the talon, unseen.", n).format(n=tr.number(n))
                self.say(text[:1].upper() + text[1:])
                continue
            if not e.visible_to(YOU):
                continue
            trick_done |= e.kind == "trick"
            ended |= e.kind == "deal-end"
            for text in self.describe(e, [line.text for line in said]):
                self.say(text)
        if trick_done and not ended:
            self.say("  " + tr("After trick {n}: {scores}").format(n=len(self.game.tricks),
                                                                  scores=self.scores_text(self.game.scores)))

    def scores_text(self, scores: Sequence[int]) -> str:
        """``you 12, Computer 37`` (a side each in the four-handed game)."""
        return self.names.scores(scores, self.game.variant.partnerships)

    def describe(self, e: Event, said: list[str]) -> list[str]:
        """The lines printed for one event: the commentary's words (``said``) with the
        terminal's additions."""
        g, k, seat, tr = self.game, e.kind, e.seat, self.tr
        if k == "deal":
            head = deal_words(g.variant, e.info[0], g.game_starts, tr) if e.info else tr("Deal")
            lines = ["", f"===== {head} =====", *said]
            if YOU not in g.seats:
                lines.append(tr("You left the table a winner: the others play on."))
            lines.append(tr("Totals: {scores}").format(scores=self.scores_text(g.totals)))
            return lines
        if k == "deal-end":
            return self.deal_end(said)
        if k == "partie-end":
            return self.partie_summary()
        if not said:
            return []
        text = " ".join(said)
        if e.is_score and seat is not None:
            shown = hand_text(e.cards, tr) if e.cards and k in ("point", "sequence", "set", "blanche") else ""
            extra = (tr("({cards}; deal score {score})").format(cards=shown, score=e.total) if shown
                     else tr("(deal score {score})").format(score=e.total))
            return [f"{self.said_by(seat, text)}  {extra}"]
        if k in SAID_BY and seat is not None:
            return [self.said_by(seat, text)]
        if k == "play" and e.cards:
            return [f"  {text} ({names(e.cards)[0]})"]
        if k == "trick":
            return [f"  {text}"]
        if k in ("discard", "draw", "peek", "rest", "blanche-shown") and e.cards:
            return [f"{text} ({hand_text(e.cards, tr)})"]
        return [text]

    def deal_end(self, said: list[str]) -> list[str]:
        """The deal's end: what each scored, and the totals."""
        g, tr = self.game, self.tr
        log = g.history[-1]
        lines = [f"--- {' '.join(said)} ---"]
        scored = deal_summary(log, self.players, g.variant, tr)
        for seat in dict.fromkeys(line.seat for line in scored):
            if seat is None:
                continue
            items = tr("; ").join(line.text for line in scored if line.seat == seat)
            lines.append("  " + self.said_by(seat, items))
        if not scored:
            lines.append("  " + tr("Nobody scored in this deal."))
        played = len(g.deal_scores)
        lines.append(tr.ntr("Totals after {n} deal: {scores}", "Totals after {n} deals: {scores}", played)
                     .format(n=played, scores=self.scores_text(g.totals)))
        return lines

    def partie_summary(self) -> list[str]:
        """The score sheet of the finished partie (or match) and its settlement."""
        g, tr = self.game, self.tr
        sheet = partie_sheet(g, tr, viewer=YOU)
        match = bool(g.variant.shape.match_targets)
        heads = sheet.get("sides") or [self.names.who(s) for s in range(2)]
        rows = [(r[0], [x for x in r[1:-1] if x is not None]) for r in sheet["rows"]]
        labels = [label for label, _ in rows] + [sheet["total_label"], tr("Game") if match else tr("Deal")]
        wlabel = max(len(x) for x in labels)
        widths = [max(5, len(h)) for h in heads]

        def row(label: str, values: Sequence) -> str:
            cells = "".join(f"  {x:>{w}}" for x, w in zip(values, widths, strict=False))
            return f"{label:>{wlabel}}{cells}".rstrip()

        banner = tr("The match is over") if match else tr("The partie is over")
        lines = ["", f"===== {banner} =====", row(tr("Game") if match else tr("Deal"), heads)]
        lines += [row(label, values) for label, values in rows]
        lines.append(row(sheet["total_label"], sheet["totals"]))
        lines += sheet["lines"]
        return lines

    # ---------------------------------------------------------------- asking

    def ask(self) -> Action:
        """Show the choices for the phase, read until a legal action is given."""
        g, tr = self.game, self.tr
        hand = g.hands[YOU]
        phase = g.phase
        if phase is Phase.BLANCHE and g.legal_actions() == [Blanche(False)]:
            return Blanche(False)  # every seat is asked; a hand with courts has no choice to make
        if phase is Phase.OPEN_CAPOT and g.open_capot is not None:
            return OpenCapot(False)  # the computer has announced one: nothing left to announce
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            if len(g.legal_actions()) == 1:
                nothing = {DeclClass.POINT: N_("You have no point to declare."),
                           DeclClass.SEQUENCE: N_("You have no sequence to declare."),
                           DeclClass.SET: N_("You have no set to declare.")}
                self.say(tr(nothing[cls]))
                return Declare(cls, ())
        self.say(tr("Your hand: {cards}").format(cards=hand_text(hand, tr)))
        self.say(self.menu())
        while True:
            line = self.read()
            low = line.lower()
            if self.asks_help(low):
                self.say(self.help_text())
                self.say(self.menu())
                continue
            if low in ("hand", self.command("hand")):
                self.say(tr("Your hand: {cards}").format(cards=hand_text(g.hands[YOU], tr)))
                continue
            if low in ("score", self.command("score")):
                self.say(tr("This deal: {scores}; totals: {totals}").format(
                    scores=self.scores_text(g.scores), totals=self.scores_text(g.totals)))
                continue
            try:
                action = self.interpret(line)
                g.check(action, YOU)
                return action
            except (IllegalActionError, ActionSyntaxError, CardNameError, Refusal) as exc:
                self.say(tr("Not allowed: {reason}").format(reason=self.refusal(exc)))

    def help_text(self) -> str:
        return self.tr(HELP).format(hand=self.command("hand"), score=self.command("score"),
                                    quit=self.command("q"))

    def refusal(self, exc: Exception) -> str:
        """Why an answer is refused, in the player's language (the engine's own words
        in English, which say it more closely)."""
        tr = self.tr
        if isinstance(exc, Refusal) or tr.language == SOURCE:
            return str(exc)
        if isinstance(exc, IllegalActionError):
            said = RULE_WORDS.get(exc.rule)
            return tr(said) if said else tr("that cannot be done now")
        return tr("that is not a choice or a card: type a number, or cards such as 7C QH")

    def discard_words(self) -> str:
        """How many cards to type to exchange, and how (Enter: none, when allowed)."""
        tr = self.tr
        counts = self.game.exchange_counts()
        taken = [c for c in counts if c]
        if not taken:
            return tr("Press Enter: you take no card.")
        low, high = min(taken), max(taken)
        if 0 not in counts:
            if low == high:
                return tr.ntr("Type {n} card to discard (e.g. 7C).",
                              "Type {n} cards to discard (e.g. 7C 8C 9D).", low).format(n=low)
            return tr("Type {low} to {high} cards to discard (e.g. 7C 8C 9D).").format(low=low, high=high)
        if low == 1:
            return tr("Type up to {high} cards to discard, or press Enter to take none.").format(high=high)
        if low == high:
            return tr.ntr("Type {n} card to discard, or press Enter to take none.",
                          "Type {n} cards to discard, or press Enter to take none.", low).format(n=low)
        return tr("Type {low} to {high} cards to discard, or press Enter to take none.").format(low=low,
                                                                                               high=high)

    def auction_help(self) -> str:
        """What may be typed in the auction now: Enter passes only where a pass is a
        call allowed (after a double, only redouble or content are)."""
        tr = self.tr
        words = {c.word for c in self.auction_choices}
        bids = any(c.word not in CALL_WORDS for c in self.auction_choices)
        if "pass" in words:
            return tr("Enter passes; a bid may be typed too (7+, 8-).") if bids else tr("Enter passes.")
        if bids:
            return tr("Type the number of your call, or a bid (7+, 8-).")
        return tr("Type the number of your call.")

    def menu(self) -> str:
        g, tr = self.game, self.tr
        phase = g.phase
        if phase is Phase.BLANCHE:
            return "\n".join([
                tr("Your hand has no king, queen or jack: {blanche}, worth {points}.").format(
                    blanche=self.vocab.game_term("blanche"), points=g.variant.blanche_points),
                "  1. " + tr("declare it (default)"), "  2. " + tr("keep it quiet")])
        if phase is Phase.OPEN_CAPOT:
            return "\n".join([
                tr("Before the first lead: announce an open capot (every trick, for {points})?").format(
                    points=g.variant.open_capot_points),
                "  1. " + tr("play on (default)"), "  2. " + tr("announce it")])
        if phase is Phase.AUCTION:
            roles = {g.elder: tr.ptr("auction", "Elder")}
            younger = tr.ptr("auction", "Younger")
            said = ", ".join(f"{roles.get(seat, younger)} {call_words(c.word, tr)}" for seat, c in g.calls)
            self.auction_choices = [a for a in g.legal_actions() if isinstance(a, Call)]
            listed = "  ".join(f"{i}. {call_words(c.word, tr)}"
                               for i, c in enumerate(self.auction_choices, 1))
            head = tr("The auction: {calls}.").format(calls=said) if said else tr("The auction.")
            return "\n".join([head, tr("Your call: {choices}").format(choices=listed), self.auction_help()])
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            if g.rules.exchangers == "dealer":
                role = tr("You are the dealer.")
            elif phase is Phase.EXCHANGE_ELDER:
                role = tr("You are elder.")
            else:
                role = tr("You are younger.")
            return f"{role} {self.discard_words()}"
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            full = self.best_allowed(cls)
            what = ", ".join(combo_words(cls.value, m, tr) for m in full) or tr("nothing you may declare")
            head = {DeclClass.POINT: N_("Declare your point:"),
                    DeclClass.SEQUENCE: N_("Declare your sequences:"),
                    DeclClass.SET: N_("Declare your sets:")}[cls]
            typed = (tr("or type the cards to declare") if cls is DeclClass.POINT
                     else tr("or type the cards to declare (several: separate them with /)"))
            everything = tr("declare everything (default): {what}").format(what=what)
            return "\n".join([tr(head), "  1. " + everything, "  2. " + tr("declare nothing"), "  " + typed])
        if phase is Phase.PLAY:
            legal = cards_of(g.legal_plays())
            listed = "  ".join(f"{i}. {names(1 << c)[0]}" for i, c in enumerate(self.sorted_cards(legal), 1))
            head = (tr("Lead a card:") if not g.trick
                    else tr("Play to {card}:").format(card=names(1 << g.trick[0])[0]))
            return f"{head}  {listed}"
        return ""

    def best_allowed(self, cls: DeclClass) -> tuple[int, ...]:
        """Everything in the class, or the best the rules let you declare now (among
        partners, a point no better than the best so far may not be declared)."""
        g = self.game
        full = tuple(best_declaration(g.hands[YOU], cls, g.rules))
        options = g.declaration_options(YOU)
        if full in options:
            return full
        return max(options, key=lambda o: (combo_key(cls, o[0], g.rules) if o else (), len(o)))

    @staticmethod
    def sorted_cards(cards: list[int]) -> list[int]:
        return sorted(cards, key=lambda c: (c >> 3, -(c & 7)))

    def interpret(self, line: str) -> Action:
        """Turn what was typed into an action (legality is checked by the caller)."""
        g, tr = self.game, self.tr
        phase = g.phase
        low = line.lower()
        first = low.split()[0] if low.split() else ""
        if first in ENGINE_WORDS:
            action = parse_action(line)
            if isinstance(action, Exchange) and action.show_rest is None:
                return self.with_show(action)
            return action
        if phase is Phase.BLANCHE:
            if low in ("", "1"):
                return Blanche(True)
            if low == "2":
                return Blanche(False)
            raise Refusal(tr("answer 1 to declare {blanche} or 2 to keep it quiet").format(
                blanche=self.vocab.game_term("blanche")))
        if phase is Phase.OPEN_CAPOT:
            if low in ("", "1"):
                return OpenCapot(False)
            if low == "2":
                return OpenCapot(True)
            raise Refusal(tr("answer 1 to play on or 2 to announce an open capot"))
        if phase is Phase.AUCTION:
            if line.isdigit() and 1 <= int(line) <= len(self.auction_choices):
                return self.auction_choices[int(line) - 1]
            call = CALLS.get(low.replace("\u2212", "-") or "pass")
            if call is None or (not low and call not in self.auction_choices):
                said = self.auction_help()
                raise Refusal(said[:1].lower() + said[1:].rstrip("."))
            return call
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            action = parse_action("exchange " + (line or "-"))
            assert isinstance(action, Exchange)
            return self.with_show(action)
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            if low in ("", "1"):
                return Declare(cls, self.best_allowed(cls))
            if low in ("2", "-", "nothing", "none", tr.ptr("typed answer", "nothing").lower()):
                return Declare(cls, ())
            return parse_action(f"declare {cls.value} {line}")
        if phase is Phase.PLAY:
            legal = self.sorted_cards(cards_of(g.legal_plays()))
            if line.isdigit():
                n = int(line)
                if not 1 <= n <= len(legal):
                    raise Refusal(tr("choose a number from 1 to {n}").format(n=len(legal)))
                return PLAYS[legal[n - 1]]
            if not line:
                raise Refusal(tr("type the number or the name of a card"))
            return PLAYS[parse_card(line)]
        raise Refusal(tr("nothing to choose now"))

    def with_show(self, action: Exchange) -> Exchange:
        """For younger leaving cards in the talon, ask whether both may see them."""
        g, tr = self.game, self.tr
        if action.show_rest is not None or not g.asks_to_show_rest(action.discard.bit_count()):
            return action
        left = len(g.talon) - action.discard.bit_count()
        g.check(Exchange(action.discard, True), YOU)  # report a wrong discard before asking more
        yes = {"y", "yes", "show", tr.ptr("typed answer", "y"), tr.ptr("typed answer", "yes")}
        no = {"n", "no", "hide", "", tr.ptr("typed answer", "n"), tr.ptr("typed answer", "no")}
        while True:
            question = tr.ntr("{n} card will stay in the talon: show it to both? (y/n) ",
                              "{n} cards will stay in the talon: show them to both? (y/n) ",
                              left).format(n=tr.number(left))
            answer = self.read(question[:1].upper() + question[1:]).lower()
            if answer in yes:
                return Exchange(action.discard, True)
            if answer in no:
                return Exchange(action.discard, False)
            self.say(tr("Answer y to show them to both players, n to leave them unseen."))


def play(seed: int | None = None, inp: TextIO | None = None, out: TextIO | None = None,
         level: int = 3, variant: Variant = RUBICON, tr: Translator = ENGLISH) -> int:
    """Play a partie of ``variant`` in the terminal, in the language of ``tr``;
    returns the exit status."""
    return TextGame(seed, inp, out, level=level, variant=variant, tr=tr).play()
