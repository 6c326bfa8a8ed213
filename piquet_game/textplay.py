"""A partie of Piquet in the terminal: you (seat 0) against the computer (the other
seat, or the other two or three at a table of three or four, your partner among them
in the four-handed game).

The computer is a player of the strategy module (:func:`piquet_game.ai.make_player`,
level 3 unless asked otherwise), seeded from the game's seed.  Everything shown to
you comes from the events the engine reports that seat 0 may see, so the computer's hand is never printed.
Input is read a line at a time; a wrong answer prints the rule it breaks and
asks again, and the end of input ends the game quietly.
"""

from __future__ import annotations

import random
import sys
from typing import TextIO

from .ai import make_player
from .cli import deal_events, result_text, side_names, wrap_items
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
from .rules.actions import CALLS, DECLARE_PHASES, Call, DeclClass
from .rules.cards import RANK_NAMES, RANK_PLURALS, CardNameError, cards_of, names
from .rules.combos import SEQUENCE_NAMES, best_declaration, combo_key, describe_combo
from .rules.events import NOBODY, Event
from .rules.game import SEAT_NAMES
from .rules.variant import RUBICON, Variant
from .variant_words import blurb_words, deal_words, game_name, game_words, terms

YOU, COMPUTER = 0, 1

HELP = """\
Answer with the number of a choice, or type it:
  cards to discard:  7C 8C 9D   (rank 7 8 9 T J Q K A, then suit S H D C)
  a card to play:    QH  or  play QH
  a declaration:     AS KS QS   or, for sequences and sets,  AS KS QS / 9H 8H 7H
  (the engine's notation works too: 'declare point AS KS QS', 'exchange - show')
Other commands: 'hand' shows your cards, 'score' the scores, 'q' quits."""

ANSWER_WORDS = {"good": "good", "not-good": "not good", "equal": "equal", "none": "no answer"}


class Quit(Exception):
    """The player asked to stop."""


def hand_text(mask: int) -> str:
    """Cards grouped by suit, highest first: ``AS KS 9S   QH 8H``."""
    groups = [" ".join(names(mask & (0xFF << (8 * s)))) for s in range(4)]
    return "   ".join(g for g in groups if g) or "(none)"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class TextGame:
    def __init__(self, seed: int | None = None, inp: TextIO | None = None, out: TextIO | None = None,
                 name: str = "You", level: int = 3, variant: Variant = RUBICON) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
        self.seed = seed
        self.inp = inp if inp is not None else sys.stdin
        self.out = out if out is not None else sys.stdout
        master = random.Random(seed)
        others = ("Computer",) if variant.players == 2 else SEAT_NAMES[variant.players][1:]
        self.game = Game.new(random.Random(master.getrandbits(64)), variant, players=(name, *others))
        self.computer = make_player(level, seed=master.getrandbits(32))
        # the other computers at a table of three or four
        self.computers = [self.computer] + [make_player(level, seed=master.getrandbits(32))
                                            for _ in range(variant.players - 2)]
        self.played = 0  # cards played to the trick on the table

    # ------------------------------------------------------------ in and out

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
        if text.lower() in ("q", "quit", "exit"):
            raise Quit
        return text

    def name(self, seat: int | None) -> str:
        return self.game.players[seat] if seat is not None else "Nobody"

    def verb(self, seat: int | None, verb: str) -> str:
        """``You win`` but ``Computer wins``."""
        return f"{self.name(seat)} {verb}" if seat == YOU else f"{self.name(seat)} {verb}s"

    @property
    def many(self) -> bool:
        """A table of three or four."""
        return self.game.variant.players > 2

    # -------------------------------------------------------------- the loop

    def run(self) -> int:
        g = self.game
        if self.many:
            sides = side_names(g)
            against = (f"{sides[0]} against {sides[1]}" if g.variant.partnerships
                       else f"you against {' and '.join(g.players[1:])}, the computer")
        else:
            against = "You against the computer"
        self.say(f"Piquet: {game_words(g.variant)}. {blurb_words(g.variant)} "
                 f"{against[0].upper() + against[1:]} (seed {self.seed}).")
        self.say("Type h for help, q to quit.")
        for cut in g.cut:
            if self.many:
                self.say("Cut: " + ", ".join(f"{'you' if s == YOU else g.players[s]} {names(1 << c)[0]}"
                                             for s, c in enumerate(cut)) + ".")
            else:
                a, b = cut
                self.say(f"Cut: you {names(1 << a)[0]}, the computer {names(1 << b)[0]}.")
        self.say(f"{self.verb(g.first_dealer, 'deal')} first, in packets of {g.packet}.")
        try:
            while not g.is_over:
                if g.phase is Phase.DEAL:
                    if g.deal_scores:
                        self.read("Press Enter for the next deal (q to quit). ")
                    self.show(g.deal_random())
                elif g.to_move != YOU:
                    seat = g.to_move
                    self.show(g.apply(self.computer_choice(), seat))
                else:
                    self.show(g.apply(self.ask(), YOU))
        except (EOFError, Quit):
            self.say("\nGoodbye.")
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
        trick_done = ended = False
        for e in events:
            if e.kind == "rest" and e.to == NOBODY:
                n = e.cards.bit_count()
                self.say(f"{plural(n, 'card')} {'stays' if n == 1 else 'stay'} in the talon, unseen.")
                continue
            if not e.visible_to(YOU):
                continue
            trick_done |= e.kind == "trick"
            ended |= e.kind == "deal-end"
            text = self.describe(e)
            if text:
                self.say(text)
        if trick_done and not ended:
            self.say(f"  Score this deal: {self.scores_text(self.game.scores)}")

    def scores_text(self, scores: list[int] | tuple[int, ...]) -> str:
        if self.many:  # a player each, or a side each
            pairs = zip(side_names(self.game), scores, strict=True)
            return ", ".join(f"{name} {score}" for name, score in pairs)
        return ", ".join(f"{self.name(s)} {scores[s]}" for s in (YOU, COMPUTER))

    def describe(self, e: Event) -> str:
        g, k, seat = self.game, e.kind, e.seat
        who = self.name(seat)
        v = g.variant
        if k == "deal":
            self.played = 0
            if len(g.seats) > 2:
                role = ("last to play" if seat == YOU else "first hand" if g.order[0] == YOU
                        else f"hand {g.order.index(YOU) + 1} of {len(g.order)}")
            elif YOU not in g.seats:
                role = "away from the table: you left it a winner"
            else:
                role = "younger (dealer)" if seat == YOU else "elder"
            head = deal_words(v, e.info[0], g.game_starts) if e.info else "Deal"
            return (f"\n===== {head} =====  {self.verb(seat, 'deal')}: you are {role}.  "
                    f"Totals: {self.scores_text(g.totals)}")
        if k == "korolik":
            number = e.info[0] if e.info else 1
            return f"\nKorolik {number}: {who} drew the lower card and {self.verb(seat, 'deal')} first."
        if k == "capot-call":
            return (f"{self.verb(seat, 'announce')} an open capot: every trick, for "
                    f"{v.open_capot_points}.")
        if k == "open-capot":
            return (f"Open capot made! {self.verb(seat, 'win')} every trick: {e.points} "
                    f"(deal score {e.total}).")
        if k == "game-end" and seat is not None and len(e.info) >= 3:
            number, totals = e.info[0], e.info[1:3]
            return (f"{self.verb(seat, 'win')} the {game_name(v, number)}, {totals[seat]} to "
                    f"{totals[1 - seat]}.")
        if k == "blanche":
            shown = f": {hand_text(e.cards)}" if e.cards else ""
            return (f"{self.verb(seat, 'declare')} {terms(v).blanche}: {e.points} (deal score "
                    f"{e.total}){shown}")
        if k == "blanche-shown":
            return f"{self.verb(seat, 'show')} {terms(v).blanche}: {hand_text(e.cards)}"
        if k == "exchange":
            return f"{self.verb(seat, 'exchange')} {plural(e.info[0], 'card')}."
        if k == "discard":
            return f"  you discard {hand_text(e.cards) if e.cards else 'nothing'}"
        if k == "draw":
            return f"  you draw {hand_text(e.cards) if e.cards else 'nothing'}"
        if k == "peek":
            return f"  left of your share in the talon: {hand_text(e.cards)}"
        if k == "rest":
            return f"Left in the talon, shown to both: {hand_text(e.cards)}"
        if k == "announce":
            return f"{who}: {self.announce_words(e)}."
        if k == "leave":
            return f"{self.verb(seat, 'leave')} the table a winner, with {e.total}."
        if k == "ask":
            return f"{who}: " + ("making?" if e.cls == "point" else "to what?")
        if k == "tiebreak":
            if e.cls == "point":
                return f"{who}: making {e.info[0]}."
            return f"{who}: to the {RANK_NAMES[e.info[0]]}."
        if k == "answer":
            return f"{who}: {ANSWER_WORDS.get(e.word, e.word)}."
        if k in ("point", "sequence", "set"):
            cls = DeclClass(k)
            what = ", ".join(describe_combo(cls, m, g.variant) for m in e.combos)
            the = "the " if cls is DeclClass.POINT else ""
            return (f"{self.verb(seat, 'score')} {e.points} for {the}{what}: {hand_text(e.cards)} "
                    f"(deal score {e.total})")
        if k in ("repique", "pique"):
            return f"{k.capitalize()}! {self.verb(seat, 'score')} {e.points} more (deal score {e.total})."
        if k == "play":
            card = names(e.cards)[0]
            text = f"  {self.verb(seat, 'lead') if not self.played else self.verb(seat, 'play')} {card}"
            self.played += 1
            return text
        if k == "trick":
            self.played = 0
            return f"  {self.verb(seat, 'win')} trick {len(g.tricks)}."
        if k == "last":
            return f"{self.verb(seat, 'win')} the last trick: {e.points} (deal score {e.total})."
        if k == "cards":
            return f"{self.verb(seat, 'win')} the cards: {e.points} (deal score {e.total})."
        if k == "capot":
            return f"Capot! {self.verb(seat, 'win')} every trick: {e.points} (deal score {e.total})."
        if k == "deal-end":
            return self.deal_summary()
        if k == "partie-end":
            return self.partie_summary()
        return ""  # the dealt hand shows at each prompt; trick points in the score after each trick

    def announce_words(self, e: Event) -> str:
        if not e.info:
            return f"no {e.cls}" if e.cls == "point" else f"no {e.cls}s"
        if e.cls == "point":
            if self.game.rules.point_said == "value":  # said by its value, the suit not named
                return f"a point worth {e.info[0]}"
            if len(e.info) >= 2:  # at a table of three: length and value at once
                return f"point of {e.info[0]}, making {e.info[1]}"
            return f"point of {e.info[0]}"
        if e.cls == "sequence":
            name = SEQUENCE_NAMES.get(e.info[0], f"sequence of {e.info[0]}")
            if len(e.info) >= 2:  # at a table of three or four: to which card
                return f"{name} to the {RANK_NAMES[e.info[1]]}"
            return name
        size, rank = e.info
        return ("fourteen " if size == 4 else "three ") + RANK_PLURALS[rank]

    def deal_summary(self) -> str:
        g = self.game
        log = g.history[-1]
        lines = [f"--- Deal {log.number} over: {self.scores_text(log.scores or g.scores)} ---"]
        lines += wrap_items("Scores:", deal_events(log.events, g.players) or ["none"])
        lines.append(f"Totals after {plural(len(g.deal_scores), 'deal')}: {self.scores_text(g.totals)}")
        return "\n".join(lines)

    def partie_summary(self) -> str:
        g = self.game
        if g.variant.game_targets:
            return self.match_summary()
        if self.many:
            heads = side_names(g)
            widths = [max(5, len(h)) for h in heads]

            def row(label: str, values) -> str:
                return f"{label:>5}" + "".join(f"  {x:>{w}}" for x, w in zip(values, widths, strict=True))

            lines = ["", "===== The partie is over =====", row("Deal", heads)]
            lines += [row(str(i), scores) for i, scores in enumerate(g.deal_scores, 1)]
            lines.append(row("Total", g.totals))
            lines.append(result_text(g)[0].upper() + result_text(g)[1:] + ".")
            return "\n".join(lines)
        lines = ["", "===== The partie is over =====", f"{'Deal':>4}  {'You':>5}  {'Computer':>8}"]
        for i, (a, b) in enumerate(g.deal_scores, 1):
            lines.append(f"{i:>4}  {a:>5}  {b:>8}")
        lines.append(f"{'Total':>4} {g.totals[0]:>5}  {g.totals[1]:>8}")
        if g.winner is None:
            lines.append("The partie is drawn.")
        else:
            scores = "score" if g.winner == YOU else "scores"
            text = f"{self.verb(g.winner, 'win')} the partie and {scores} {g.result}"
            if g.variant.is_rubiconed(g.totals):
                loser = 1 - g.winner
                text += f"; {self.name(loser)} {'are' if loser == YOU else 'is'} rubiconed"
            lines.append(text + ".")
        return "\n".join(lines)

    def match_summary(self) -> str:
        """A match of games: each game's totals and who won it, then the match."""
        g = self.game
        lines = ["", "===== The match is over =====", f"{'Game':>10}  {'You':>5}  {'Computer':>8}"]
        ends = g.game_starts[1:] + [len(g.deal_scores)]
        for number, (start, end) in enumerate(zip(g.game_starts, ends, strict=True), 1):
            totals = g.variant.totals(g.deal_scores[start:end])
            lines.append(f"{game_name(g.variant, number):>10}  {totals[0]:>5}  {totals[1]:>8}")
        won = [g.game_winners.count(s) for s in (YOU, COMPUTER)]
        if g.winner is not None:
            lines.append(f"{self.verb(g.winner, 'win')} the match, {won[g.winner]} games to "
                         f"{won[1 - g.winner]}.")
        return "\n".join(lines)

    # ---------------------------------------------------------------- asking

    def ask(self) -> Action:
        """Show the choices for the phase, read until a legal action is given."""
        g = self.game
        hand = g.hands[YOU]
        phase = g.phase
        if phase is Phase.BLANCHE and g.legal_actions() == [Blanche(False)]:
            return Blanche(False)  # every seat is asked; a hand with courts has no choice to make
        if phase is Phase.OPEN_CAPOT and g.open_capot is not None:
            return OpenCapot(False)  # the computer has announced one: nothing left to announce
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            if len(g.legal_actions()) == 1:
                what = cls.value if cls is DeclClass.POINT else cls.value + "s"
                self.say(f"You have no {what} to declare.")
                return Declare(cls, ())
        self.say(f"Your hand: {hand_text(hand)}")
        self.say(self.menu())
        while True:
            line = self.read()
            low = line.lower()
            if low in ("h", "help", "?"):
                self.say(HELP)
                self.say(self.menu())
                continue
            if low == "hand":
                self.say(f"Your hand: {hand_text(g.hands[YOU])}")
                continue
            if low == "score":
                self.say(f"This deal: {self.scores_text(g.scores)}; totals: {self.scores_text(g.totals)}")
                continue
            try:
                action = self.interpret(line)
                g.check(action, YOU)
                return action
            except (IllegalActionError, ActionSyntaxError, CardNameError) as exc:
                self.say(f"Not allowed: {exc}")

    def menu(self) -> str:
        g = self.game
        phase = g.phase
        if phase is Phase.BLANCHE:
            return (f"Your hand has no king, queen or jack: {terms(g.variant).blanche}, worth "
                    f"{g.variant.blanche_points}.\n  1. declare it (default)\n  2. keep it quiet")
        if phase is Phase.OPEN_CAPOT:
            return ("Before the first lead: announce an open capot (every trick, for "
                    f"{g.variant.open_capot_points})?\n  1. play on (default)\n  2. announce it")
        if phase is Phase.AUCTION:
            said = ", ".join(f"{'Elder' if seat == g.elder else 'Younger'} {c.word}" for seat, c in g.calls)
            legal = " ".join(a.word for a in g.legal_actions() if isinstance(a, Call))
            return (f"The auction{': ' + said if said else ''}.\nYour call ({legal}); "
                    f"Enter passes.")
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            counts = g.exchange_counts()
            taken = [c for c in counts if c]
            role = ("the dealer" if g.rules.exchangers == "dealer" else
                    "elder" if phase is Phase.EXCHANGE_ELDER else "younger")
            many = f"{min(taken)} to {max(taken)}" if len(taken) > 1 else str(taken[0]) if taken else "no"
            if 0 not in counts:
                return f"You are {role}: type {many} cards to discard (e.g. 7C 8C 9D)."
            if taken and min(taken) == 1:
                many = f"up to {max(taken)}"
            return f"You are {role}: type {many} cards to discard, or press Enter to take none."
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            full = self.best_allowed(cls)
            what = ", ".join(describe_combo(cls, m, g.rules) for m in full) or "nothing you may declare"
            sep = "" if cls is DeclClass.POINT else " (several: separate them with /)"
            return (f"Declare your {cls.value}:\n  1. declare everything (default): {what}\n"
                    f"  2. nothing\n  or type the cards to declare{sep}")
        if phase is Phase.PLAY:
            legal = cards_of(g.legal_plays())
            listed = "  ".join(f"{i}. {names(1 << c)[0]}" for i, c in enumerate(self.sorted_cards(legal), 1))
            head = "Lead a card:" if not g.trick else f"Play to {names(1 << g.trick[0])[0]}:"
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
        g = self.game
        phase = g.phase
        low = line.lower()
        first = low.split()[0] if low.split() else ""
        if first in ("blanche", "no-blanche", "exchange", "declare", "play", "open-capot", "no-open-capot",
                     "call"):
            action = parse_action(line)
            if isinstance(action, Exchange) and action.show_rest is None:
                return self.with_show(action)
            return action
        if phase is Phase.BLANCHE:
            if low in ("", "1"):
                return Blanche(True)
            if low == "2":
                return Blanche(False)
            raise ActionSyntaxError("answer 1 to declare carte blanche or 2 to keep it quiet")
        if phase is Phase.OPEN_CAPOT:
            if low in ("", "1"):
                return OpenCapot(False)
            if low == "2":
                return OpenCapot(True)
            raise ActionSyntaxError("answer 1 to play on or 2 to announce an open capot")
        if phase is Phase.AUCTION:
            call = CALLS.get(low.replace("\u2212", "-") or "pass")
            if call is None:
                raise ActionSyntaxError("type a bid (7+ to 12+, 7- to 12-), pass, double, redouble, content")
            return call
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            action = parse_action("exchange " + (line or "-"))
            assert isinstance(action, Exchange)
            return self.with_show(action)
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            if low in ("", "1"):
                return Declare(cls, self.best_allowed(cls))
            if low in ("2", "-", "nothing", "none"):
                return Declare(cls, ())
            return parse_action(f"declare {cls.value} {line}")
        if phase is Phase.PLAY:
            legal = self.sorted_cards(cards_of(g.legal_plays()))
            if line.isdigit():
                n = int(line)
                if not 1 <= n <= len(legal):
                    raise ActionSyntaxError(f"choose a number from 1 to {len(legal)}")
                return PLAYS[legal[n - 1]]
            if not line:
                raise ActionSyntaxError("type the number or the name of a card")
            return PLAYS[parse_card(line)]
        raise ActionSyntaxError("nothing to choose now")

    def with_show(self, action: Exchange) -> Exchange:
        """For younger leaving cards in the talon, ask whether both may see them."""
        g = self.game
        if action.show_rest is not None or not g.asks_to_show_rest(action.discard.bit_count()):
            return action
        left = len(g.talon) - action.discard.bit_count()
        g.check(Exchange(action.discard, True), YOU)  # report a wrong discard before asking more
        while True:
            question = f"{plural(left, 'card')} will stay in the talon: show them to both? (y/n) "
            answer = self.read(question).lower()
            if answer in ("y", "yes", "show"):
                return Exchange(action.discard, True)
            if answer in ("n", "no", "hide", ""):
                return Exchange(action.discard, False)
            self.say("Answer y to show them to both players, n to leave them unseen.")


def play(seed: int | None = None, inp: TextIO | None = None, out: TextIO | None = None,
         level: int = 3, variant: Variant = RUBICON) -> int:
    """Play a partie of ``variant`` in the terminal; returns the exit status."""
    try:
        return TextGame(seed, inp, out, level=level, variant=variant).run()
    except KeyboardInterrupt:
        (out or sys.stdout).write("\n")
        return 130
