"""The games kept: the list of finished parties, a partie replayed, the statistics.

:class:`HistoryScene` lists the parties the store keeps (``store.history.entries``),
newest first, a page at a time; a click on a row opens it in a :class:`ReplayScene`.
The replay steps through the partie one decision at a time, forward and back, with
every card face up: a position is rebuilt by playing the partie's actions up to that
step through a fresh :class:`~piquet_game.rules.Game` (:class:`PartieSteps`), and the
table is laid out from it by the table's own model and painter.  :class:`StatsScene`
shows the figures of ``store.stats`` by opponent, a chart of the last results and,
beside it, the person's strength on the scale of the computer levels with its curve
(``store.strength``).

A partie at a table of three or four (Piquet Normand, four-handed Piquet) is listed
and replayed like any other: the replay lays out the round table of the live game
(:func:`~piquet_game.view.layout.layout_for`), every hand face up, the scores by
side; its result is the person's side's (in Normand, whether he left the table a
winner or paid).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ..ai import LEVELS
from ..commentary import Commentator, Line
from ..i18n import ENGLISH, N_, Said, say
from ..rules import Blanche, DealCards, Game, OpenCapot, Phase, Play
from ..rules.actions import Call
from ..rules.events import Event
from ..rules.record import game_to_record
from ..rules.variant import RUBICON, VARIANTS, Variant
from ..store import history as store
from ..store import stats as store_stats
from ..store.ass_store import any_kept
from ..store.history import table_opponents
from ..store.reviews import load_reviews, save_reviews
from ..store.stats import game_key
from ..store.strength import LEVEL_RATINGS
from ..variant_words import game_words, lurch_noun
from ..vocabulary import shown_name
from .backdrop import Backdrop
from .layout import TableLayout, layout_for
from .palette import BORDER
from .review_words import BIG_LOSS, MARKED, review_sentences
from .scene import Scene
from .table_model import TableModel
from .tablepaint import DIM_TEXT, ERROR, GOLD, INK, TablePainter
from .theme import theme_size

if TYPE_CHECKING:
    from ..ai.review import Decision

WON = (150, 214, 140)
LOST = (236, 140, 120)
ROW_BG = (16, 30, 22, 120)
ROW_HOVER = (60, 84, 66, 200)
RULE = (80, 96, 84)

# ====================================================================== words


def when_words(finished: Any, language: str = "en") -> str:
    """The time a partie finished, as the list shows it: ``21 Nov 2025, 10:12``
    (the month's name in ``language``, by Babel's calendar data: ``21 нояб. 2025``)."""
    moment = finished
    if isinstance(finished, str):
        try:
            moment = datetime.fromisoformat(finished)
        except ValueError:
            return finished[:16]
    if isinstance(moment, datetime):
        if language == "en":
            return f"{moment.day} {moment:%b %Y, %H:%M}"
        from babel.dates import format_datetime

        return str(format_datetime(moment, "d MMM y, HH:mm", locale=language, tzinfo=moment.tzinfo))
    return "" if moment is None else str(moment)


def _seat_of(entry) -> int | None:
    viewer = getattr(entry, "viewer", None)
    players = getattr(entry, "players", ()) or ()
    return viewer if type(viewer) is int and 0 <= viewer < max(2, len(players)) else None


def _and(names, tr=None) -> str:
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    tr = tr or ENGLISH
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def opponent_words(entry, tr=None) -> str:
    """Who the partie was against: ``Classicist (level 3)``, or ``Ann and Ben``; at
    a table of three or four, the others with their levels: ``East (level 1) and
    West (level 2)``, ``East and West (level 3), with North (level 2)``."""
    tr = tr or ENGLISH
    players = tuple(getattr(entry, "players", ()) or ())
    seat = _seat_of(entry)
    if len(players) > 2 and seat is not None:  # a table: who sat with the person, in the language

        return table_opponents(getattr(entry, "variant", RUBICON), players, seat,
                               getattr(entry, "levels", ()) or (), tr)
    if seat is None:
        return _and(players, tr) if players else tr("Two players")
    name = getattr(entry, "opponent", None) or (players[1 - seat] if len(players) == 2 else "")
    level = getattr(entry, "level", None)
    if level:  # the computer, by its level's name: in the language

        said = tr(name) if any(name == cls.name for cls in LEVELS.values()) else name
        return tr("{name} (level {level})").format(name=said, level=level)
    return str(name)


def _stakes(n: int, tr=None) -> str:
    tr = tr or ENGLISH
    return tr.ntr("{n} stake", "{n} stakes", n).format(n=n)


def _table_result_words(entry, totals: list[int], seat: int | None, tr=None) -> str:
    """:func:`result_words` at a table of three or four: Piquet Normand's winners and
    payer (``left a winner with 116``, ``paid 2 stakes with 83``, ``West paid 2 stakes``),
    the partnership game's sides (``won 186–64``, ``South and North won 186–64``)."""
    tr = tr or ENGLISH
    players = tuple(getattr(entry, "players", ()))
    variant = getattr(entry, "variant", RUBICON)
    loser = getattr(entry, "loser", None)
    if loser is not None:  # Piquet Normand: the one who stayed pays
        result = int(getattr(entry, "result", 0) or 0)
        paid = _stakes(result, tr) if variant.settlement == "stake" else str(result)
        if seat is None:
            return tr("{name} paid {paid}").format(name=players[loser], paid=paid)
        if seat == loser:
            return tr("paid {paid} with {total}").format(paid=paid, total=totals[seat])
        return tr("left a winner with {total}").format(total=totals[seat])
    winner = getattr(entry, "winner", None)
    mine = variant.side_of(seat if seat is not None else 0)
    if seat is None:
        if winner is None:
            return tr("drawn {a}–{b}").format(a=totals[0], b=totals[1])
        who = _and((players[s] for s in variant.partnerships[winner]), tr) if variant.partnerships \
            else players[winner]
        return tr("{name} won {a}–{b}").format(name=who, a=totals[winner], b=totals[1 - winner])
    a, b = totals[mine], totals[1 - mine]
    if winner is None:
        return tr("drawn {a}–{b}").format(a=a, b=b)
    return (tr("won {a}–{b}") if winner == mine else tr("lost {a}–{b}")).format(a=a, b=b)


def result_words(entry, tr=None) -> str:
    """The outcome from the person's side: ``won 154–113``, ``lost 93–154``,
    ``drawn 120–120``; for two players, who won: ``Ann won 154–113``; a match of
    games in games: ``won 2–1 in games``; at a table of three or four, see
    :func:`_table_result_words`."""
    tr = tr or ENGLISH
    totals = list(getattr(entry, "totals", (0, 0)) or (0, 0))
    winner = getattr(entry, "winner", None)
    seat = _seat_of(entry)
    if len(getattr(entry, "players", ()) or ()) > 2:
        return _table_result_words(entry, totals, seat, tr)
    games = getattr(entry, "games", None)
    if games is not None and winner is not None:  # a match: the games won
        players = tuple(getattr(entry, "players", ("", "")))
        first = games[winner] if seat is None else games[seat]
        second = games[1 - winner] if seat is None else games[1 - seat]
        if seat is None:
            return tr("{name} won {a}–{b} in games").format(name=players[winner], a=first, b=second)
        return (tr("won {a}–{b} in games") if winner == seat else tr("lost {a}–{b} in games")).format(
            a=first, b=second)
    if seat is None:
        if winner is None:
            return tr("drawn {a}–{b}").format(a=totals[0], b=totals[1])
        players = tuple(getattr(entry, "players", ("", "")))
        return tr("{name} won {a}–{b}").format(name=players[winner], a=totals[winner], b=totals[1 - winner])
    mine, theirs = totals[seat], totals[1 - seat]
    if winner is None:
        return tr("drawn {a}–{b}").format(a=mine, b=theirs)
    return (tr("won {a}–{b}") if winner == seat else tr("lost {a}–{b}")).format(a=mine, b=theirs)


def take_back_words(entry, tr=None) -> str:
    """The mark of a partie in which the person took decisions back."""
    n = getattr(entry, "take_backs", 0)
    if not (isinstance(n, int) and n > 0):
        return ""
    tr = tr or ENGLISH
    return ", " + tr.ntr("{n} taken back", "{n} taken back", n).format(n=n)


def signed_result(entry) -> int:
    """What the partie scored from the person's side (seat 0's for two players):
    + won by, − lost by, 0 drawn (Piquet Normand: received, − paid)."""
    gain = getattr(entry, "gain", None)
    if isinstance(gain, int):
        return gain
    winner = getattr(entry, "winner", None)
    if winner is None:
        return 0
    seat = _seat_of(entry)
    seat = 0 if seat is None else seat
    result = int(getattr(entry, "result", 0) or 0)
    return result if winner == seat else -result


def parties(n: int, tr=None) -> str:
    tr = tr or ENGLISH
    return tr.ntr("{n} partie", "{n} parties", n).format(n=n)


def signed_words(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def strength_words(strength, tr=None) -> tuple[str, str, str]:
    """The person's strength in words: about which level ("About level 3.4", or
    stronger than level 5, weaker than level 1), the rating with its 95% margin, and
    the 95% interval in levels ("" when it lies beyond the levels)."""
    tr = tr or ENGLISH
    top, bottom = max(LEVEL_RATINGS), min(LEVEL_RATINGS)
    level = round(strength.level, 1)
    if level > top:
        head = tr("Stronger than level {level}").format(level=top)
    elif level < bottom:
        head = tr("Weaker than level {level}").format(level=bottom)
    else:
        head = tr("About level {level}").format(level=tr.decimal(level))
    rating = tr("Rating {rating} ± {margin} (95%)").format(rating=round(strength.rating),
                                                           margin=round(strength.margin))
    low = min(top, max(bottom, round(strength.low_level, 1)))
    high = min(top, max(bottom, round(strength.high_level, 1)))
    span = "" if low >= high else tr("95%: level {low} to {high}").format(
        low=tr.decimal(low), high=tr.decimal(high))
    return head, rating, span


def _count(value: Any) -> int:
    if isinstance(value, int):
        return value
    try:
        return len(value)
    except TypeError:
        return 0


# ================================================================= the replay


@dataclass(frozen=True)
class Position:
    """A partie after one step of its replay."""

    game: Game
    step: int
    said: tuple[Line, ...]  # the words of this step
    lines: tuple[Line, ...]  # the words of the deal so far
    trick: tuple[int, int, int] | None  # (lead, reply, winner) of a trick this step completed
    #: a trick this step completed, at any table: (leader, the cards in the order
    #: played..., winner)
    won_trick: tuple[int, ...] | None = None


_SPOKEN_PRIVATE = ("discard", "draw")


def _silent(action) -> bool:
    """An answer the replay folds into the step after it: no carte blanche, no open
    capot (records leave them out)."""
    return (isinstance(action, Blanche) and not action.declare) or \
        (isinstance(action, OpenCapot) and not action.announce)


def _neutral(event: Event) -> Event:
    """A private event a replay tells (the discards and the draws: every card is
    face up in a replay); other events unchanged."""
    if event.kind in _SPOKEN_PRIVATE and event.to is not None and event.to >= 0:
        return replace(event, to=None)
    return event


class PartieSteps:
    """The steps of a partie's replay: each deal as dealt, then each decision of the
    deal (the silent "no carte blanche" answers are folded into the step after).

    :meth:`at` rebuilds the position after a step by playing the partie's actions
    up to it through a fresh :class:`Game`, with a neutral commentator for the words,
    so a step back is a rebuild like any other."""

    def __init__(self, game: Game, tr=None) -> None:
        self.source = game
        self.tr = tr or ENGLISH  # the language of the commentary
        self.steps: list[tuple[int, int]] = []  # (deal index, action index; -1 for the deal)
        self.deal_starts: list[int] = []
        # every deal dealt, in order: a deal thrown in (Contract Piquet, both passed)
        # comes before the deal dealt again, with the number of the deal it belongs to
        self.dealt = [(d, t) for d, log in enumerate(game.history) for t in (*log.thrown_in, log)]
        for d, (number, log) in enumerate(self.dealt):
            if len(self.deal_starts) == number:  # the first dealt of this deal's number
                self.deal_starts.append(len(self.steps))
            self.steps.append((d, -1))
            for j, (_seat, action) in enumerate(log.actions):
                if _silent(action):
                    continue
                self.steps.append((d, j))

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def last(self) -> int:
        return max(0, len(self.steps) - 1)

    def deal_of(self, step: int) -> int:
        """The 0-based deal a step belongs to (a deal thrown in: the one dealt again)."""
        return self.dealt[self.steps[step][0]][0] if self.steps else 0

    def clamp(self, step: int) -> int:
        return max(0, min(self.last, step))

    def at(self, step: int) -> Position:
        src = self.source
        game = Game(src.variant, src.players, first_dealer=src.history[0].dealer if src.history else 0,
                    packet=src.packet)
        if not self.steps:
            return Position(game, 0, (), (), None)
        step = self.clamp(step)
        deal, last = self.steps[step]
        speaker = Commentator(tuple(src.players), src.variant, None, self.tr)
        lines: list[Line] = []
        said: list[Line] = []
        trick = None
        won_trick = None

        def speak(events: list[Event]) -> list[Line]:
            out: list[Line] = []
            for e in events:
                out.extend(speaker.lines(_neutral(e)))
            return out

        for d in range(deal + 1):
            log = self.dealt[d][1]
            if game.needs_draw():  # a new korolik: who drew the deal, as it was
                game.draw_for_deal(dealer=log.dealer)
            said = speak(game.apply(DealCards(log.hands, log.talon)))
            lines = list(said)
            pending: list[Line] = []
            stop = last if d == deal else len(log.actions) - 1
            for j in range(stop + 1):
                seat, action = log.actions[j]
                events = game.apply(action, seat)
                words = speak(events)
                lines.extend(words)
                pending.extend(words)
                if _silent(action):
                    continue
                said, pending = pending, []
                trick = won_trick = None
                if isinstance(action, Play):
                    done = next((e for e in events if e.kind == "trick"), None)
                    if done is not None and done.seat is not None and len(done.info) == 2:
                        trick = (done.info[0], done.info[1], done.seat)
                    if done is not None and game.tricks:
                        won_trick = tuple(game.tricks[-1])
        return Position(game, step, tuple(said), tuple(lines), trick, won_trick)


class ReplayPainter(TablePainter):
    """The table painter with the replay's panel and words."""

    scene: ReplayScene  # made by a ReplayScene for itself

    def draw_commentary(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        text = self.app.text
        r = lay.commentary
        rows: list[tuple[str, int, tuple[int, int, int], bool]] = []
        review = scene.review_words()  # the review's word on the decision just made, if it lost points
        for scale in (1.1, 0.95, 0.8):  # smaller when the step said much (the end of a deal)
            fs = round(lay.font_px * scale)
            rows = []
            for k, line in enumerate(scene.said):
                size = fs if k == 0 else round(fs * 0.9)
                for row in text.wrap(self.said(line), size, round(r.w * 0.96), k == 0):
                    rows.append((row, size, INK if k == 0 else DIM_TEXT, k == 0))
            for k, words in enumerate(review):
                size = round(fs * 0.9)
                for row in text.wrap(words, size, round(r.w * 0.96), k == 0):
                    rows.append((row, size, GOLD if k == 0 else DIM_TEXT, False))
            step = fs * 1.3
            room = max(1, int(r.h // step))
            if len(rows) <= room:
                break
        if not rows:
            return
        rows = rows[:room]
        y = r.y + r.h / 2 - step * (len(rows) - 1) / 2
        for row, size, colour, bold in rows:
            text.blit(surface, row, size, (r.x + r.w / 2, y), colour, bold, "center")
            y += step

    def draw_bidding_box(self, surface: pygame.Surface) -> None:
        """The auction of a Contract Piquet deal as the table shows it while it is
        bid, without the buttons: what this step said at the head (the call, and
        the contract made or the deal thrown in below the table), the calls so far
        as the table's own small table."""
        scene, lay = self.scene, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        lines = [self.said(line) for line in scene.said]
        head = lines[0] if lines else scene.tr("The auction")
        # right of the talon laid out face up, into the room of the piles of tricks
        # (none yet) as far as it must to be five cards wide
        spread = len(scene.model.zones["spread"])
        left = lay.talon_fanned(spread - 1, spread)[0] + lay.card_w / 2 + lay.margin if spread else \
            lay.bidding_box().x
        span = (left, min(lay.table_w - lay.margin, max(lay.won_left() - lay.margin, left + 5 * lay.card_w)))
        inner = lay.bidding_parts(buttons=False, span=span)["head"].w
        size = round(fs * 0.9)
        rows = [row for words in lines[1:] for row in text.wrap(words, size, round(inner))][:3]
        parts = lay.bidding_parts(buttons=False, notes=len(rows), span=span)
        self.draw_auction_box(surface, parts, head, INK)
        r = parts.get("notes")
        if r is None:
            return
        y = r.y
        for row in rows:
            words, wsize = text.fitted(row, size, r.w)
            text.blit(surface, words, wsize, (r.x + r.w / 2, y), GOLD, False, "midtop")
            y += round(fs * 1.25)

    def panel_head(self, surface: pygame.Surface, y: float, title: str | None = N_("Replay"),
                   title_note: str = "", deal_note: str = "", note_colour=DIM_TEXT) -> float:
        """"Replay" and when the partie finished; the game it was, its options too;
        the deal and the step."""
        scene, fs = self.scene, self.scene.layout.font_px
        x0, x1 = self.panel_x()
        tr = scene.tr
        y = self.panel_title(surface, y, tr(title) if title else title, scene.when)
        words, size = self.app.text.fitted(game_words(scene.game.variant, tr=tr), round(fs * 0.85), x1 - x0)
        self.app.text.blit(surface, words, size, (x0, y - fs * 0.3), DIM_TEXT)
        return self.panel_deal_line(surface, y + fs * 1.1, tr("step {step} of {steps}").format(
            step=scene.step + 1, steps=len(scene.steps)))

    def draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.scene.layout
        y = self.panel_background(surface)
        y = self.panel_head(surface, y)
        y = self.panel_scores(surface, y)
        y = self.panel_deals(surface, y)
        self.panel_lines(surface, y, self.scene.panel_buttons_top() - lay.margin)


class ReplayScene(Scene):
    """One partie replayed: both hands, the talon, the discards and the tricks, face
    up, a step at a time.  Left/Right (or Space) step back and forward, Home/End go
    to the start and the end, Page Up/Page Down to the previous and next deal."""

    name = "replay"

    def __init__(self, app, game: Game, viewer: int | None = None, step: int = 0, when: str = "",
                 path: Path | None = None) -> None:
        super().__init__(app)
        self.steps = PartieSteps(game, self.tr)
        self.names = tuple(shown_name(name, self.tr) for name in game.players)
        self.bottom = viewer if type(viewer) is int and 0 <= viewer < len(self.names) else 0
        self.when = when
        self.layout = self.make_layout()
        self.model = TableModel(self.layout, self.bottom, bottom=self.bottom, variant=game.variant,
                                packet=game.packet, speed=0.0, players=self.names)
        self.painter = ReplayPainter(self)
        self.clock = 0.0
        self.focus = 0
        self.drag = None
        self.message = ""
        self.teach_lines: list[str] = []
        self.last_faces: set[int] = set()  # faces drawn in the last frame (tests)
        self.reviews: dict = {}  # the deals reviewed (R), by deal: kept beside the partie's file
        self.path = path  # the file the partie is kept in (None: a partie not kept)
        self.bar_span: tuple[int, int] | None = None  # where the row of buttons runs, once built
        self.position = self.steps.at(step)
        self.load_reviews()
        self.show()

    # ------------------------------------------------------------ what the painter asks

    @property
    def game(self) -> Game:
        return self.position.game

    @property
    def step(self) -> int:
        return self.position.step

    @property
    def said(self) -> tuple[Line, ...]:
        return self.position.said

    @property
    def lines(self) -> tuple[Line, ...]:
        return self.position.lines

    def legal_cards(self) -> set[int]:
        return set()

    def my_turn(self) -> bool:
        return False

    def is_idle(self) -> bool:
        return True

    def prompt(self) -> str:
        return ""

    def highlights(self) -> tuple[str, ...]:
        return ()

    def pulses(self) -> bool:
        return False

    @property
    def not_saved(self) -> str:
        return ""  # a replay is of a partie kept: nothing to save

    def picture_key(self) -> tuple | None:
        """A step shown at once, nothing moving: what the replay is drawn from."""
        return (self.step, self.model.changes, self.message, self.focus, tuple(self.teach_lines),
                self.bar_span, len(self.reviews))

    def showing_auction(self) -> bool:
        """The auction's box is drawn: a Contract Piquet deal being bid, and the step
        of its last call (the contract made, or the deal thrown in)."""
        if not self.game.variant.auction or not self.steps:
            return False
        if self.game.phase is Phase.AUCTION:
            return True
        d, j = self.steps.steps[self.step]
        return j >= 0 and isinstance(self.steps.dealt[d][1].actions[j][1], Call)

    # ------------------------------------------------------------ stepping

    def show(self) -> None:
        """Lay the table out for the current position, every card face up."""
        pos = self.position
        self.model.resync(pos.game.view(self.bottom), self.bottom, reveal=pos.game)
        self.model.deal_no = self.steps.deal_of(pos.step) + 1  # a finished deal is still its own
        if pos.game.phase is Phase.DEAL and pos.game.calls:  # its auction and contract too
            c = pos.game.contract
            self.model.calls = [(s, call.word) for s, call in pos.game.calls]
            self.model.contract = None if c is None else \
                (c.declarer, str(c), (c.tricks, int(c.minus), c.multiplier))
            self.model.thrown_in = c is None
        if self.round_table and pos.won_trick is not None:
            self.show_trick(pos.won_trick)
        elif pos.trick is not None:  # the trick just won stays on the table for this step
            lead, reply, winner = pos.trick
            won = self.model.zones[f"won{self.model.side(winner)}"]
            if len(won) >= 2:
                for card in (lead, reply):
                    sp = won.pop()
                    sp.card, sp.face_up = card, True
                    self.model.zones["trick"].append(sp)

    def show_trick(self, won: tuple[int, ...]) -> None:
        """A table of three or four: the trick just won stays on the table for this
        step, each card before the seat that played it."""
        leader, *cards, winner = won
        pile = self.model.zones[f"won{self.model.side(winner)}"]
        if len(pile) < len(cards):
            return
        order = self.game.turns.get(leader, ())
        for k, card in enumerate(cards):
            if k >= len(order):
                return
            sp = pile.pop()
            sp.card, sp.face_up = card, True
            self.model.zones[f"play{self.model.side(order[k])}"].append(sp)

    def go(self, step: int) -> None:
        step = self.steps.clamp(step)
        if step == self.step and self.steps:
            return
        self.position = self.steps.at(step)
        self.show()
        if self.active:
            self.clear_ui()
            self.build_ui()

    def forward(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def start(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(self.steps.last)

    def previous_deal(self) -> None:
        """To the start of this deal, or of the one before when already there."""
        starts = self.steps.deal_starts
        d = self.steps.deal_of(self.step)
        if starts and self.step == starts[d] and d > 0:
            d -= 1
        self.go(starts[d] if starts else 0)

    def next_deal(self) -> None:
        starts = self.steps.deal_starts
        d = self.steps.deal_of(self.step)
        if d + 1 < len(starts):
            self.go(starts[d + 1])

    def close(self) -> None:
        self.app.stack.pop(self)

    # ------------------------------------------------------------ the ui

    @property
    def round_table(self) -> bool:
        """Three or four at the table."""
        return len(self.names) > 2

    def make_layout(self) -> TableLayout:
        return layout_for(len(self.names), *self.app.size)

    def relayout(self) -> None:
        self.layout = self.make_layout()
        self.model.layout = self.layout
        self.painter.relayout()

    def panel_buttons_top(self) -> float:
        lay = self.layout
        h = round(lay.bar.h)
        return lay.height - lay.margin - 2 * h - round(lay.margin * 0.6)

    def build_ui(self) -> None:
        lay = self.layout
        bar = lay.bar
        h = round(bar.h)
        first, last = self.step <= 0, self.step >= self.steps.last
        d = self.steps.deal_of(self.step)
        tr = self.tr
        specs = (
            (tr("Previous deal"), self.previous_deal, None, not first,
             tr("The start of this deal or the one before (Page Up)")),
            (tr("Back"), self.back, None, not first, tr("One step back (Left)")),
            (tr("Forward"), self.forward, "@primary", not last, tr("One step forward (Right or Space)")),
            (tr("Next deal"), self.next_deal, None, d + 1 < len(self.steps.deal_starts),
             tr("The start of the next deal (Page Down)")),
        )
        font = self.app.ui.get_theme().get_font_dictionary().find_font(
            theme_size(16, self.app.scale), "noto_sans", bold=True)
        widths = [max(round(h * 2.6), font.size(text)[0] + round(h * 0.9)) for text, *_ in specs]
        gap = round(h * 0.3)
        total = sum(widths) + gap * (len(widths) - 1)
        # centred on the table, and inside it however long the words (no hand to keep clear of)
        x = round(lay.bar_x(total))
        if x + total > lay.table_w - lay.margin:
            x = round(max(lay.margin, lay.table_w - lay.margin - total))
        self.bar_span = (x, x + total)  # the timeline runs under the buttons
        for (text, action, oid, enabled, tip), w in zip(specs, widths, strict=True):
            self.button((x, round(bar.y), w, h), text, action, object_id=oid, tooltip=tip, enabled=enabled)
            x += w + gap
        pw = lay.panel_w
        bw = round((pw - 3 * lay.margin) / 2)
        y = round(self.panel_buttons_top())
        x0 = lay.table_w + lay.margin
        self.button((x0, y, bw, h), tr("Start"), self.start, tooltip=tr("The first deal as dealt (Home)"),
                    enabled=not first)
        self.button((x0 + bw + lay.margin, y, bw, h), tr("End"), self.end,
                    tooltip=tr("The partie's end (End)"), enabled=not last)
        self.button((x0, lay.height - lay.margin - h, 2 * bw + lay.margin, h), tr("Close"), self.close,
                    tooltip=tr("Back to your games (Esc)"))

    KEYS = {
        pygame.K_RIGHT: "forward",
        pygame.K_LEFT: "back",
        pygame.K_HOME: "start",
        pygame.K_END: "end",
        pygame.K_PAGEUP: "previous_deal",
        pygame.K_PAGEDOWN: "next_deal",
        pygame.K_r: "review",
    }

    def review(self) -> None:
        """R: the review of the deal shown, from the side of the seat at the bottom
        (the person's); each deal reviewed once, and kept beside the partie's file."""
        record = game_to_record(self.steps.source)
        self.app.push(self.app.scene("review", record, self.deal_number(), self.bottom, cache=self.reviews,
                                  keep=self.keep_review))

    def deal_number(self, step: int | None = None) -> int:
        """The 1-based number of the deal a step is in, as the review counts deals."""
        source = self.steps.source
        index = self.steps.steps[self.step if step is None else step][0] if self.steps.steps else 0
        return index - source.prior + 1

    def load_reviews(self) -> None:
        """The reviews kept beside the partie's file, from the bottom seat's side (a
        damaged file is moved aside, and said)."""
        if self.path is None or self.round_table:
            return

        kept, notice = load_reviews(self.path, game_to_record(self.steps.source))
        self.reviews.update({deal: review for (deal, seat), review in kept.items() if seat == self.bottom})
        if notice:
            self.message = say(notice, self.tr)

    def keep_review(self, review) -> None:
        """A review just made (on the review's worker): kept beside the partie's file."""
        if self.path is None:
            return

        save_reviews(self.path, game_to_record(self.steps.source), {(review.deal, self.bottom): review})

    # ------------------------------------------------------------ the review's marks

    def marks(self) -> list[tuple[int, Decision]]:
        """The steps of the deal shown at which a reviewed decision lost points
        (:data:`MARKED` or more), with the decision: the replay's timeline marks them."""
        if not self.steps.steps:
            return []
        review = self.reviews.get(self.deal_number())
        if review is None:
            return []
        dealt = self.steps.steps[self.step][0]
        at = {j: k for k, (d, j) in enumerate(self.steps.steps) if d == dealt}
        return [(at[d.index], d) for d in review.decisions if d.loss >= MARKED and d.index in at]

    def review_words(self) -> list[str]:
        """What the review says of the decision just made at this step, if it lost
        points: the loss, the better choice and why."""
        for step, decision in self.marks():
            if step == self.step:
                return review_sentences(decision, self.tr)
        return []

    def deal_steps(self) -> tuple[int, int]:
        """The first and last step of the deal shown."""
        starts = self.steps.deal_starts
        d = self.steps.deal_of(self.step)
        first = starts[d] if starts else 0
        last = starts[d + 1] - 1 if d + 1 < len(starts) else self.steps.last
        return first, last

    def timeline_rect(self) -> pygame.Rect:
        """The strip of the deal's steps, under the buttons."""
        lay = self.layout
        bar = lay.bar
        h = max(6, round(bar.h * 0.22))
        y = round(bar.y + bar.h + max(3, bar.h * 0.18))
        x0, x1 = self.bar_span if self.bar_span else (round(lay.margin), round(lay.table_w - lay.margin))
        return pygame.Rect(x0, y, x1 - x0, h)

    def step_at(self, x: float) -> int:
        first, last = self.deal_steps()
        r = self.timeline_rect()
        if last <= first:
            return first
        k = round((x - r.x) / max(1, r.w) * (last - first))
        return max(first, min(last, first + k))

    def draw_timeline(self, surface: pygame.Surface) -> None:
        """The deal's steps as a strip, filled up to the step shown; a reviewed
        decision that lost points marked under it, a big loss in its own colour."""
        first, last = self.deal_steps()
        if last <= first:
            return
        r = self.timeline_rect()
        span = last - first
        pygame.draw.rect(surface, (22, 60, 40), r, border_radius=r.h // 2)
        done = r.copy()
        done.w = max(r.h, round(r.w * (self.step - first) / span))
        pygame.draw.rect(surface, (120, 150, 110), done, border_radius=r.h // 2)
        size = max(5, round(r.h * 1.1))
        for step, decision in self.marks():
            x = r.x + r.w * (step - first) / span
            colour = (230, 90, 60) if decision.loss >= BIG_LOSS else GOLD
            low = r.bottom + size + 1
            points = [(x, r.bottom + 1), (x - size * 0.7, low), (x + size * 0.7, low)]
            pygame.draw.polygon(surface, colour, points)
        x = r.x + r.w * (self.step - first) / span
        pygame.draw.circle(surface, INK, (round(x), r.centery), max(3, round(r.h * 0.75)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            getattr(self, self.KEYS[event.key])()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.timeline_rect().inflate(0, 16).collidepoint(event.pos):
            self.go(self.step_at(event.pos[0]))  # a click on the strip: that step of the deal
            return True
        return super().handle_event(event)

    def confirm(self) -> bool:
        self.forward()
        return True

    def cancel(self) -> bool:
        self.close()
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.last_faces = self.painter.draw(surface)
        self.draw_timeline(surface)

    def snapshot(self) -> tuple:
        """The position as laid out: every zone's cards and faces, the scores, the
        words (tests compare two ways of reaching a step)."""
        m = self.model
        zones = tuple((name, tuple((sp.card, sp.face_up) for sp in cards)) for name, cards in m.zones.items())
        return (self.step, zones, tuple(m.scores), tuple(m.deal_results), m.deal_no, m.dealer,
                tuple(line.text for line in self.said), tuple(line.text for line in self.lines))


# ================================================================ the list


def _load_entries() -> tuple[list, list[str]]:
    try:
        return store.entries()
    except Exception as exc:  # noqa: BLE001 - the list is never worth a crash
        return [], [Said(N_("Your kept games could not be read ({reason})."), reason=exc.__class__.__name__)]


class HistoryScene(Backdrop):
    """The parties kept, newest first, one row each, a page at a time.  A click (or
    Enter) on a row opens its replay; Up/Down choose a row, Page Up/Down turn pages."""

    name = "history"
    title = N_("Your games")

    COLUMNS = (  # heading, share of the width, alignment
        (N_("Finished"), 0.16, "left"),
        (N_("Game"), 0.17, "left"),
        (N_("Opponent"), 0.23, "left"),
        (N_("Result"), 0.19, "left"),
        ("", 0.09, "left"),
        (N_("Score"), 0.09, "right"),
        (N_("Deals"), 0.07, "right"),
    )

    def __init__(self, app, entries: list | None = None, notices: list[str] | None = None) -> None:
        super().__init__(app)
        if entries is None:
            entries, notices = _load_entries()
        self.entries = list(entries)
        # told on this screen, once a window: a damaged file is moved aside as it is told, but a
        # file from a newer version stays and would be told at every visit
        told = getattr(app, "told_notices", None)
        if told is None:
            told = set()
            app.told_notices = told
        self.notices = [n for n in dict.fromkeys(notices or []) if n not in told]
        told.update(self.notices)
        self.page = 0
        self.selected = 0
        self.hover: int | None = None
        self.message = ""
        #: Games of Ass are kept too: a button leads to their list.
        self.other_games = any_kept()

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        n = len(self.entries)
        tr = self.tr
        if not n:
            return tr("The parties you finish are kept here")
        pages = self.pages
        kept = tr.ntr("{n} partie kept", "{n} parties kept", n).format(n=n)
        if pages > 1:
            kept += " · " + tr("page {page} of {pages}").format(page=self.page + 1, pages=pages)
        return kept + " · " + tr("click one to replay it")

    # ------------------------------------------------------------ geometry

    def metrics(self) -> dict[str, Any]:
        w, h = self.app.size
        fs = max(16, round(h * 0.028))
        bh = max(36, round(h * 0.058))
        width = round(min(w * 0.92, h * 1.5))
        x = (w - width) // 2
        top = round(h * 0.05 + fs * 5.4)
        button_y = h - round(h * 0.04) - bh
        notes = len(self.note_rows(round(fs * 0.75), w))
        bottom = button_y - round(fs * 0.8) - round(notes * fs * 1.1)
        row_h = round(fs * 1.85)
        head_h = round(fs * 1.5)
        per_page = max(1, (bottom - top - head_h) // row_h)
        return {"fs": fs, "bh": bh, "x": x, "width": width, "top": top, "row_h": row_h,
                "head_h": head_h, "per_page": per_page, "button_y": button_y, "bottom": bottom}

    def note_rows(self, size: int, width: int) -> list[str]:
        """The message and the last two notices, wrapped (two rows each at most)."""
        rows: list[str] = []
        for note in ([self.message] if self.message else []) + self.notices[-2:]:
            wrapped = self.app.text.wrap(say(note, self.tr), size, round(width * 0.92))
            if len(wrapped) > 2:
                wrapped = [wrapped[0], self.app.text.fit(" ".join(wrapped[1:]), size, width * 0.92)]
            rows.extend(wrapped)
        return rows

    @property
    def pages(self) -> int:
        per = self.metrics()["per_page"]
        return max(1, (len(self.entries) + per - 1) // per)

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """(entry index, rectangle) of each row on the page shown."""
        m = self.metrics()
        per = m["per_page"]
        first = self.page * per
        out = []
        for k, index in enumerate(range(first, min(len(self.entries), first + per))):
            y = m["top"] + m["head_h"] + k * m["row_h"]
            out.append((index, pygame.Rect(m["x"], y, m["width"], m["row_h"] - 2)))
        return out

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in self.row_rects():
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------ the ui

    def build_ui(self) -> None:
        m = self.metrics()
        self.page = max(0, min(self.page, self.pages - 1))
        bh, w = m["bh"], self.app.size[0]
        specs: list[tuple[str, Any, str | None, bool]] = []
        tr = self.tr
        if self.pages > 1:
            specs.append((tr("Newer"), self.newer, None, self.page > 0))
            specs.append((tr("Older"), self.older, None, self.page < self.pages - 1))
        specs.append((tr("Statistics"), self.statistics, None, True))
        if self.other_games:
            specs.append((tr("Games of Ass"), self.ass_games, None, True))
        specs.append((tr("Back"), self.back, "@primary", True))
        bw = round(min(w * 0.18, bh * 4.2))
        gap = round(bh * 0.35)
        total = len(specs) * bw + (len(specs) - 1) * gap
        x = (w - total) // 2
        for text, action, oid, enabled in specs:
            self.button((x, m["button_y"], bw, bh), text, action, object_id=oid, enabled=enabled)
            x += bw + gap

    def rebuild(self) -> None:
        self.clear_ui()
        self.build_ui()

    def ass_games(self) -> None:
        """The games of Ass kept, in place of this list (Back leads where it did)."""

        self.app.stack.pop(self)
        self.app.push(self.app.scene("ass-games"))

    def newer(self) -> None:
        if self.page > 0:
            self.page -= 1
            self.selected = self.page * self.metrics()["per_page"]
            self.rebuild()

    def older(self) -> None:
        if self.page < self.pages - 1:
            self.page += 1
            self.selected = self.page * self.metrics()["per_page"]
            self.rebuild()

    def statistics(self) -> None:
        self.app.push(StatsScene(self.app, self.entries))

    def back(self) -> None:

        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop(self)
        else:
            self.app.stack.replace(self.app.scene("menu"))

    def open(self, index: int) -> ReplayScene | None:
        """The replay of entry ``index``, pushed; None (and a message) if its file
        cannot be read any more."""
        if not 0 <= index < len(self.entries):
            return None
        entry = self.entries[index]
        self.selected = index
        try:
            game = store.load_game(entry.path)
        except Exception as exc:  # noqa: BLE001 - a file changed since it was listed
            said = self.tr("This partie could not be read: {reason}").format(reason=say(exc, self.tr))
            self.message = said[:160]
            self.rebuild()
            return None
        self.message = ""
        scene = ReplayScene(self.app, game, viewer=getattr(entry, "viewer", None),
                            when=when_words(getattr(entry, "finished", None), self.tr.language),
                            path=entry.path)
        self.app.push(scene)
        return scene

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                self.open(index)
                return True
        elif event.type == pygame.MOUSEWHEEL:
            (self.newer if event.y > 0 else self.older)()
            return True
        elif event.type == pygame.KEYDOWN and self.entries:
            per = self.metrics()["per_page"]
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -per, pygame.K_PAGEDOWN: per}
            if event.key in moves:
                self.selected = max(0, min(len(self.entries) - 1, self.selected + moves[event.key]))
                page = self.selected // per
                if page != self.page:
                    self.page = page
                    self.rebuild()
                return True
        return super().handle_event(event)

    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)

    def confirm(self) -> bool:
        if self.entries:
            self.open(self.selected)
            return True
        return False

    # ------------------------------------------------------------ drawing

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        m = self.metrics()
        text = self.app.text
        w, h = surface.get_size()
        size = round(fs * 0.9)
        small = round(fs * 0.75)
        x0, width = m["x"], m["width"]
        if not self.entries:
            for k, row in enumerate(text.wrap(self.tr(
                    "No parties kept yet. Each partie you play to its end is kept here, to replay it "
                    "move by move and to count in your statistics."), fs, round(width * 0.8))):
                text.blit(surface, row, fs, (w / 2, h * 0.36 + k * fs * 1.5), INK, False, "midtop")
        else:
            cols = []
            x = x0 + round(fs * 0.6)
            inner = width - round(fs * 1.2)
            for heading, share, align in self.COLUMNS:
                cw = inner * share
                cols.append((x, cw, align))
                if heading:
                    ax = x + cw - fs * 0.4 if align == "right" else x
                    # the kind of game played, not a game of a match (the words differ elsewhere)
                    said = self.tr.ptr("kept games", "Game") if heading == "Game" else self.tr(heading)
                    said, hsize = text.fitted(said, small, cw - fs * 0.3)
                    text.blit(surface, said, hsize, (ax, m["top"] + m["head_h"] * 0.45), DIM_TEXT, False,
                              "midright" if align == "right" else "midleft")
                x += cw
            y_rule = m["top"] + m["head_h"] - 3
            pygame.draw.line(surface, BORDER, (x0, y_rule), (x0 + width, y_rule), 1)
            stripe = pygame.Surface((width, m["row_h"] - 2), pygame.SRCALPHA)
            for k, (index, rect) in enumerate(self.row_rects()):
                entry = self.entries[index]
                chosen = index == self.hover or index == self.selected
                stripe.fill(ROW_HOVER if chosen else (ROW_BG if k % 2 == 0 else (0, 0, 0, 0)))
                surface.blit(stripe, rect.topleft)
                if index == self.selected:
                    pygame.draw.rect(surface, GOLD, rect, width=max(1, fs // 12), border_radius=4)
                self.draw_row(surface, entry, rect, cols, size)
        y = m["bottom"] + round(fs * 0.4)
        for row in self.note_rows(small, w):
            text.blit(surface, row, small, (w / 2, y), ERROR, False, "midtop")
            y += fs * 1.1

    def draw_row(self, surface: pygame.Surface, entry, rect: pygame.Rect, cols, size: int) -> None:
        text = self.app.text
        cy = rect.centery
        outcome = getattr(entry, "outcome", None)
        signed = signed_result(entry)
        finished = getattr(entry, "complete", True)
        variant = getattr(entry, "variant", RUBICON)
        # the loser under the line, in the game's word: "Rubicon", "Lurch"
        rubicon = self.tr(LOSER_WORDS.get(lurch_noun(variant), lurch_noun(variant).capitalize())) \
            if getattr(entry, "rubicon", False) else ""
        if _seat_of(entry) is None:  # two players: what the winner scored, named in the result
            score, score_colour, rubicon_colour = str(abs(signed)), INK, GOLD
        else:
            score = signed_words(signed)
            score_colour = WON if signed > 0 else LOST if signed < 0 else INK
            rubicon_colour = LOST if outcome == "lost" else GOLD
        tr = self.tr
        values = (
            (when_words(getattr(entry, "finished", None), tr.language), DIM_TEXT, False),
            (game_words(variant, changed_only=True, tr=tr), DIM_TEXT, False),
            (opponent_words(entry, tr), INK, True),
            ((result_words(entry, tr) + take_back_words(entry, tr)) if finished else tr("not finished"), INK,
             False),
            (rubicon, rubicon_colour, True),
            (score if finished else "", score_colour, True),
            (str(_count(getattr(entry, "deals", 0))), DIM_TEXT, False),
        )
        for k, ((value, colour, bold), (x, cw, align)) in enumerate(zip(values, cols, strict=True)):
            if not value:
                continue
            if k + 1 < len(values) and not values[k + 1][0] and align == "left" == cols[k + 1][2]:
                cw += cols[k + 1][1]  # the next column is empty on this row: room to run on
            room = cw - size * 0.6
            fitted, shown = text.fitted(value, size, room, bold)
            if fitted != value and align == "left":  # too long for one line (who sat at a table of four)
                rows, small = self.two_lines(value, shown, room, rect.h, bold)
                if rows:
                    step = text.font(small, bold).get_linesize()
                    for n, row in enumerate(rows):
                        text.blit(surface, row, small, (x, cy + (n - 0.5) * step), colour, bold, "midleft")
                    continue
            value = fitted
            if align == "right":
                text.blit(surface, value, shown, (x + cw - size * 0.4, cy), colour, bold, "midright")
            else:
                text.blit(surface, value, shown, (x, cy), colour, bold, "midleft")

    def two_lines(self, words: str, size: int, width: float, height: int, bold: bool
                  ) -> tuple[list[str], int]:
        """``words`` on two lines of a row ``height`` high, each no wider than
        ``width``, in the largest size up to ``size`` that fits; no lines if none
        does."""
        text = self.app.text
        for small in range(size, 7, -1):
            rows = text.wrap(words, small, round(width), bold)
            if len(rows) <= 2 and 2 * text.font(small, bold).get_linesize() <= height + 2 \
                    and all(text.font(small, bold).size(row)[0] <= width for row in rows):
                return rows, small
        return [], size


# ========================================================== the statistics


STAT_COLUMNS = (  # heading (two lines), what it shows
    (("Played", ""), "played"),  # i18n: HEADING_WORDS
    (("Won", ""), "won"),  # i18n: HEADING_WORDS
    (("Lost", ""), "lost"),  # i18n: HEADING_WORDS
    (("Drawn", ""), "drawn"),  # i18n: HEADING_WORDS
    (("Rubicons", "given"), "rubicons_given"),  # i18n: HEADING_WORDS
    (("Rubicons", "suffered"), "rubicons_suffered"),  # i18n: HEADING_WORDS
    (("Points", "a deal"), "average_per_deal"),  # i18n: HEADING_WORDS
    (("Best", "partie"), "best_partie"),  # i18n: HEADING_WORDS
    (("Best", "deal"), "highest_deal"),  # i18n: HEADING_WORDS
    (("Piques", ""), "piques"),  # i18n: HEADING_WORDS
    (("Repiques", ""), "repiques"),  # i18n: HEADING_WORDS
    (("Capots", ""), "capots"),  # i18n: HEADING_WORDS
)


def _level_names() -> frozenset[str]:
    return frozenset(cls.name for cls in LEVELS.values())


#: The computer players' names (said in the language of the screen).
LEVEL_NAMES = _level_names()

#: The statistics' headings, each in two lines (a line break in the words): marked for
#: the catalogues, shown in the language by StatsScene.columns.
#: The loser under the line in a kept partie's row, by the game's word for it.
LOSER_WORDS = {"rubicon": N_("Rubicon"), "lurch": N_("Lurch")}

HEADING_WORDS = (N_("Played"), N_("Won"), N_("Lost"), N_("Drawn"), N_("Rubicons\ngiven"),
                 N_("Rubicons\nsuffered"), N_("Lurches\ngiven"), N_("Lurches\nsuffered"),
                 N_("Points\na deal"), N_("Best\npartie"), N_("Best\ndeal"), N_("Piques"), N_("Repiques"),
                 N_("Capots"), N_("Left\na winner"), N_("Paid"), N_("Games\nwon"), N_("Games\nlost"),
                 N_("Open\ncapots"), N_("Contracts\nbid"), N_("Contracts\nmade"), N_("Contracts\nbroken"))


def figure_words(figures, attr: str, tr=None) -> str:
    """One figure as the table shows it, in the language of ``tr`` (a dash for none)."""
    value = getattr(figures, attr, None)
    if value is None:
        return "–"
    if isinstance(value, float):
        return (tr or ENGLISH).decimal(value)
    return str(value)


class StatsScene(Backdrop):
    """The figures of the kept parties of one game (a row of the games chooses it,
    when parties of more than one are kept) by opponent and overall, a chart of
    the last results against the computer in that game and, beside it, the
    person's strength against the computer (every game) with its curve."""

    name = "statistics"
    title = N_("Statistics")

    def __init__(self, app, entries: list | None = None) -> None:
        super().__init__(app)

        if entries is None:
            entries, notices = _load_entries()
            app.notices.extend(notices)
        self.entries = list(entries)
        self.stats = store_stats.compute(self.entries)
        self.games = self.game_order()
        self.game = self.first_game()
        self.rows = self.table_rows()
        self.bars: list[tuple[int, pygame.Rect]] = []  # the chart's bars as last drawn (tests)
        self.pickers: dict[str, object] = {}  # the games' buttons by key, as last built (tests)
        self.curve_rect = pygame.Rect(0, 0, 0, 0)  # the strength's curve as last drawn (tests)

    # ------------------------------------------------------------ the game shown

    def game_order(self) -> list[str]:
        """The games with kept parties, as VARIANTS orders them (options after)."""
        names = list(VARIANTS)
        return sorted(self.stats.variants, key=lambda k: (
            names.index(self.stats.variants[k].name) if self.stats.variants[k].name in names else len(names),
            k))

    def first_game(self) -> str | None:
        """The game chosen for the next partie if it has kept parties, else the game
        of the latest partie kept."""
        chosen = game_key(self.app.settings.game())
        if chosen in self.stats.variants:
            return chosen
        done = [e for e in self.entries if getattr(e, "complete", True)]
        if not done:
            return None
        latest = max(done, key=lambda e: (getattr(e, "when", 0.0), str(getattr(e, "path", ""))))
        return game_key(getattr(latest, "variant", RUBICON))

    @property
    def variant(self) -> Variant:
        """The game whose figures are shown."""
        return self.stats.variants.get(self.game or "", RUBICON)

    def game_entries(self) -> list:
        """The finished parties of the game shown."""
        return [e for e in self.entries if getattr(e, "complete", True)
                and game_key(getattr(e, "variant", RUBICON)) == self.game]

    def choose_game(self, key: str) -> None:
        if key not in self.stats.variants:
            return
        self.game = key
        self.rows = self.table_rows()
        keep = self.focus_index
        self.clear_ui()
        self.build_ui()
        self.focus_index = keep

    def columns(self) -> tuple:
        """The table's columns, the loser under the line in the game's word
        ("Rubicons given", "Lurches given"); a match of games counts the games won and
        lost, not the best partie; a game with open capots counts them too; a game
        that scores no capot (Contract Piquet) has no column for them, and one with
        an auction counts its contracts bid, made and broken.  Piquet Normand, where
        the winners leave the table and the last one pays, counts the parties left a
        winner and paid, never drawn."""
        variant = self.variant
        word = lurch_noun(variant, plural=True).capitalize()
        leaving = variant.target_at_deal_end
        out = []
        for lines, attr in STAT_COLUMNS:
            if leaving and attr in ("won", "lost", "drawn"):
                if attr != "drawn":
                    head = ("Left", "a winner") if attr == "won" else ("Paid", "")  # i18n: HEADING_WORDS
                    out.append((head, attr))
            elif attr.startswith("rubicons_"):
                if word:  # a game with no such line: none
                    out.append(((word, lines[1]), attr))
            elif attr == "best_partie" and variant.game_targets:
                out += [(("Games", "won"), "games_won"),  # i18n: HEADING_WORDS
                        (("Games", "lost"), "games_lost")]  # i18n: HEADING_WORDS
            elif attr == "capots" and not variant.capot_points:
                pass  # the game scores no capot: nothing to count
            else:
                out.append((lines, attr))
            if attr == "capots" and variant.open_capot_points:
                out.append((("Open", "capots"), "open_capots"))  # i18n: HEADING_WORDS
            if attr == "capots" and variant.auction:  # the contracts won in the auction, and how they went
                out += [(("Contracts", "bid"), "contracts"),  # i18n: HEADING_WORDS
                        (("Contracts", "made"), "contracts_made"),  # i18n: HEADING_WORDS
                        (("Contracts", "broken"), "contracts_broken")]  # i18n: HEADING_WORDS
        return tuple((self.heading(lines), attr) for lines, attr in out)

    def heading(self, lines: tuple[str, str]) -> tuple[str, str]:
        """A heading's two lines in the language (see HEADING_WORDS)."""
        key = "\n".join(part for part in lines if part)
        said = self.tr(key).split("\n")
        return (said[0], said[1] if len(said) > 1 else "")

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        entries = self.game_entries()
        n = len(entries)
        tr = self.tr
        if not n:
            return tr("Finish a partie to see your figures here")
        two = any(getattr(e, "mode", "") == "two-players" for e in entries)
        note = " · " + tr("two-player parties count from the first player's side, not in your totals") \
            if two else ""
        if two and self.variant.players > 2:  # people sharing the computer at a table
            note = " · " + tr("parties of people sharing the computer count from the first seat's side, "
                              "not in yours")
        backs = sum(1 for e in entries if getattr(e, "take_backs", 0))
        marked = tr.ntr(", {n} with take-backs", ", {n} with take-backs", backs).format(n=backs) \
            if backs else ""
        said = tr.ntr("from {n} partie kept", "from {n} parties kept", n).format(n=n) + marked + note
        if len(self.games) > 1:  # the row of games says which
            return said[0].upper() + said[1:]
        return tr.labelled(game_words(self.variant, changed_only=True, tr=tr), said)

    def table_rows(self) -> list[tuple[str, Any, bool]]:
        """(label, figures, is the total) for each row of the game shown: against
        each computer player by level, then the two-player groups, then the
        person's overall figures in that game."""
        levels: dict[str, int] = {}
        players: dict[tuple[str, str], tuple[str, ...]] = {}
        tables: dict[str, Any] = {}  # a table's computer players, kept in English: a partie of theirs
        for e in self.entries:
            if len(getattr(e, "players", ())) > 2 and e.mode == "computer":
                tables.setdefault(e.opponent or "", e)
            if getattr(e, "level", None):
                levels.setdefault(e.opponent or "", e.level)
            players.setdefault((e.opponent or "", e.mode), tuple(e.players))
        rows = []
        for (game, opponent, mode), figures in self.stats.groups.items():
            if game != self.game:
                continue
            tr = self.tr
            if mode == "computer":
                level = levels.get(opponent)
                name = tr(opponent) if opponent in LEVEL_NAMES else opponent
                label = tr("{name} (level {level})").format(name=name, level=level) if level else name
                if opponent in tables:  # who sat at the table, said in the language
                    label = opponent_words(tables[opponent], tr)
                order = (0, level or 99, opponent)
            else:
                names = players.get((opponent, mode), ("", opponent))
                if len(names) > 2:  # a table: who sat with seat 0, partners and opponents
                    label = f"{names[0]} {opponent}" if opponent.startswith("with ") \
                        else tr("{name} with {others}").format(name=names[0], others=opponent)
                else:
                    label = tr("{a} v {b}").format(a=names[0], b=names[1]) if names[0] else \
                        tr("Two players v {name}").format(name=opponent)
                order = (1, 0, label)
            rows.append((order, label, figures))
        rows.sort(key=lambda r: r[0])
        out = [(label, figures, False) for _order, label, figures in rows]
        overall = self.stats.games.get(self.game or "")
        if overall is not None and overall.played:
            out.append((self.tr("All against the computer"), overall, True))
        return out

    def picker_rect(self) -> pygame.Rect:
        """Where the row of games goes (only when more than one has parties kept)."""
        w, h = self.app.size
        fs = max(16, round(h * 0.028))
        bh = max(36, round(h * 0.058))
        width = round(min(w * 0.94, h * 2.1))
        return pygame.Rect((w - width) // 2, round(h * 0.05 + fs * 5.6), width, round(bh * 0.75))

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(36, round(h * 0.058))
        bw = round(min(w * 0.2, bh * 4.5))
        self.pickers = {}
        if len(self.games) > 1:  # a row of the games, the one shown chosen
            row = self.picker_rect()
            gap = round(bh * 0.25)
            pw = min(round(bh * 6), (row.w - gap * (len(self.games) - 1)) // len(self.games))
            x = row.centerx - (pw * len(self.games) + gap * (len(self.games) - 1)) // 2
            for key in self.games:
                variant = self.stats.variants[key]
                said = game_words(variant, changed_only=True, tr=self.tr)
                self.pickers[key] = self.button(
                    (x, row.y, pw, row.h), said,
                    partial(self.choose_game, key), object_id="@chosen" if key == self.game else None,
                    tooltip=self.tr("Your figures in {game}").format(game=said))
                x += pw + gap
        y = h - round(h * 0.035) - bh
        self.button(((w - bw) // 2, y, bw, bh), self.tr("Back"), self.back, object_id="@primary")

    def layout_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The table's rectangle and the chart's."""
        w, h = self.app.size
        fs = max(16, round(h * 0.028))
        bh = max(36, round(h * 0.058))
        width = round(min(w * 0.94, h * 2.1))
        x = (w - width) // 2
        top = round(h * 0.05 + fs * 5.5)
        if len(self.games) > 1:  # below the row of games
            top = self.picker_rect().bottom + round(fs * 0.5)
        bottom = h - round(h * 0.035) - bh - round(fs * 0.8)
        row_h = self.row_height(width, fs)
        head_h = round(fs * 0.7 * 2.6)
        avail = bottom - top
        max_rows = max(1, int((avail * 0.55 - head_h) // row_h))
        shown = min(len(self.rows), max_rows) if self.rows else 1
        table_h = head_h + shown * row_h + round(fs * 0.4)
        table = pygame.Rect(x, top, width, table_h)
        chart_top = table.bottom + round(fs * 0.9)
        chart = pygame.Rect(x, chart_top, width, max(round(fs * 6), bottom - chart_top))
        return table, chart

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        table, chart = self.layout_rects()
        if not self.rows:
            text = self.app.text
            w, h = surface.get_size()
            for k, row in enumerate(text.wrap(self.tr(
                    "No parties kept yet: your figures and the chart of your last results "
                    "appear here once you have finished a partie."), fs, round(w * 0.6))):
                text.blit(surface, row, fs, (w / 2, h * 0.36 + k * fs * 1.5), INK, False, "midtop")
            return
        self.draw_table(surface, table, fs)
        overall = self.stats.games.get(self.game or "")
        bars, strength = self.chart_rects(chart, fs)
        self.draw_chart(surface, bars, fs, list(overall.last_results) if overall is not None else [])
        if strength is not None:
            self.draw_strength(surface, strength, fs)

    def chart_rects(self, chart: pygame.Rect, fs: int) -> tuple[pygame.Rect, pygame.Rect | None]:
        """The chart of the last results and, at its right, the person's strength
        (None when there is none to show: no deal against the computer yet)."""
        if self.stats.strength is None:
            return chart, None
        side = round(max(chart.w * 0.34, min(chart.w * 0.45, fs * 17)))
        gap = round(fs * 0.6)
        return (pygame.Rect(chart.x, chart.y, chart.w - side - gap, chart.h),
                pygame.Rect(chart.right - side, chart.y, side, chart.h))

    def draw_strength(self, surface: pygame.Surface, r: pygame.Rect, fs: int) -> None:
        """The person's strength against the computer, every game together
        (``store.strength``): about which level, the rating and its 95% interval,
        and below, its curve after each partie, the levels' places as lines."""
        strength = self.stats.strength
        if strength is None:
            return
        text, tr = self.app.text, self.tr
        small = round(fs * 0.7)
        panel = pygame.Surface(r.size, pygame.SRCALPHA)
        panel.fill((12, 24, 18, 150))
        surface.blit(panel, r.topleft)
        pygame.draw.rect(surface, RULE, r, width=1, border_radius=6)
        x, room = r.x + fs * 0.6, r.w - fs * 1.2
        y = r.y + fs * 0.4
        words, size = text.fitted(tr("Your strength"), round(fs * 0.85), room, True)
        text.blit(surface, words, size, (x, y), INK, True)
        y += round(fs * 0.85) * 1.45
        head, rating, span = strength_words(strength, tr)
        words, size = text.fitted(head, fs, room, True)
        text.blit(surface, words, size, (x, y), GOLD, True)
        y += fs * 1.35
        n = strength.deals
        lines = [(rating, INK), (span, INK),
                 (tr.ntr("from {n} deal against the computer, all games",
                         "from {n} deals against the computer, all games", n).format(n=n), DIM_TEXT)]
        for words, colour in lines:
            if words:
                said, size = text.fitted(words, small, room)
                text.blit(surface, said, size, (x, y), colour)
                y += small * 1.3
        points = self.stats.strength_curve
        label_w = text.font(small).size("5")[0] + fs * 0.4
        plot = pygame.Rect(round(x + label_w), round(y + small * 0.7), round(room - label_w),
                           round(r.bottom - fs * 0.35 - small * 1.3 - (y + small * 0.7)))
        self.curve_rect = plot
        if plot.h < fs * 1.5 or not points:  # no room for the curve
            return
        ratings = [p.strength.rating for p in points]
        lo = min(min(LEVEL_RATINGS.values()), min(ratings)) - 15
        hi = max(max(LEVEL_RATINGS.values()), max(ratings)) + 15

        def y_of(value: float) -> float:
            value = min(hi, max(lo, value))
            return plot.bottom - (value - lo) / (hi - lo) * plot.h

        last_label = None
        for level in sorted(LEVEL_RATINGS, reverse=True):  # the levels' lines, each labelled if room
            ly = round(y_of(LEVEL_RATINGS[level]))
            pygame.draw.line(surface, (60, 76, 64), (plot.x, ly), (plot.right, ly), 1)
            if last_label is None or ly - last_label >= small * 1.15:
                text.blit(surface, str(level), small, (plot.x - fs * 0.3, ly), DIM_TEXT, False, "midright")
                last_label = ly
        count = len(points)
        step = plot.w / max(1, count - 1)

        def x_of(k: int) -> float:
            return plot.x + (step * k if count > 1 else plot.w / 2)

        band = pygame.Surface(plot.size, pygame.SRCALPHA)  # the 95% interval round the line

        def at(px: float, py: float) -> tuple[float, float]:
            return px - plot.x, py - plot.y

        if count > 1:
            upper = [at(x_of(k), y_of(p.strength.high)) for k, p in enumerate(points)]
            lower = [at(x_of(k), y_of(p.strength.low)) for k, p in enumerate(points)]
            pygame.draw.polygon(band, (*GOLD, 50), upper + lower[::-1])
        else:
            pygame.draw.line(band, (*GOLD, 90), at(x_of(0), y_of(points[0].strength.high)),
                             at(x_of(0), y_of(points[0].strength.low)), 3)
        surface.blit(band, plot.topleft)
        clip = surface.get_clip()
        surface.set_clip(plot.inflate(4, 4))
        line = [(x_of(k), y_of(v)) for k, v in enumerate(ratings)]
        if count > 1:
            pygame.draw.lines(surface, GOLD, False, line, 2)
        surface.set_clip(clip)
        pygame.draw.circle(surface, GOLD, (round(line[-1][0]), round(line[-1][1])), max(3, round(fs * 0.2)))
        if count > 1:
            text.blit(surface, self.tr("oldest"), small, (plot.x, r.bottom - fs * 0.35), DIM_TEXT, False,
                      "bottomleft")
            text.blit(surface, self.tr("latest"), small, (plot.right, r.bottom - fs * 0.35), DIM_TEXT, False,
                      "bottomright")

    def label_column(self, width: int, fs: int) -> tuple[float, dict[str, tuple[list[str], int]]]:
        """The labels' column of a table ``width`` wide: wider for the longer labels
        of a table of three or four, as long as the columns keep room for their
        headings in the smallest size; and each label's lines there, with their size
        (on two lines, a little smaller if need be, when one is too long: who sat at
        a table of four)."""
        text = self.app.text
        size = round(fs * 0.8)
        widest = max((text.font(size, True).size(label)[0] for label, _f, _t in self.rows), default=0)
        words = [part for lines, _attr in self.columns() for part in lines if part]
        heads = max(text.font(10).size(word)[0] for word in words) + fs * 0.5
        label_w = max(width * 0.22, min(width * 0.32, widest + fs * 0.8, width - heads * len(self.columns())))
        room = label_w - fs * 0.6
        lines: dict[str, tuple[list[str], int]] = {}
        for label, _f, _t in self.rows:
            said, lsize = text.fitted(label, size, room, True)
            lines[label] = ([said], lsize)
            if said == label:
                continue
            for count in (2, 3):
                for lsize in range(size, max(6, round(size * 0.75)) - 1, -1):
                    rows = text.wrap(label, lsize, round(room), True)
                    font = text.font(lsize, True)
                    if len(rows) <= count and all(font.size(row)[0] <= room for row in rows):
                        break
                if len(rows) <= count:
                    break
            if len(rows) > 3:  # even so: the rest cut short on the third line
                rows = rows[:2] + [text.fit(" ".join(rows[2:]), lsize, room, True)]
            lines[label] = (rows, lsize)
        return label_w, lines

    def row_height(self, width: int, fs: int) -> int:
        """The height of the table's rows: two or three lines high when a label needs them."""
        count = max((len(rows) for rows, _size in self.label_column(width, fs)[1].values()), default=1)
        return round(fs * 0.8 * (1.6 + 1.1 * (count - 1)))

    def draw_table(self, surface: pygame.Surface, r: pygame.Rect, fs: int) -> None:
        text = self.app.text
        size = round(fs * 0.8)
        head_h = round(fs * 0.7 * 2.6)
        row_h = self.row_height(r.w, fs)
        label_w, label_lines = self.label_column(r.w, fs)
        columns = self.columns()
        words = [part for lines, _attr in columns for part in lines if part]
        col_w = (r.w - label_w) / len(columns)
        head = round(fs * 0.7)  # smaller if the headings would touch in a narrow window
        while head > 10 and max(text.font(head).size(word)[0] for word in words) > col_w - fs * 0.5:
            head -= 1
        x_of = [r.x + label_w + (k + 1) * col_w - head * 0.5 for k in range(len(columns))]
        for (lines, _attr), x in zip(columns, x_of, strict=True):
            for k, line in enumerate(reversed([part for part in lines if part])):
                y = r.y + head_h - head * (1.3 + 1.2 * k)
                text.blit(surface, line, head, (x, y), DIM_TEXT, False, "topright")
        pygame.draw.line(surface, BORDER, (r.x, r.y + head_h), (r.right, r.y + head_h), 1)
        y = r.y + head_h + round(fs * 0.2)
        room = max(1, (r.bottom - y) // row_h)
        rows = self.rows if len(self.rows) <= room else self.rows[: room - 1] + self.rows[-1:]
        stripe = pygame.Surface((r.w, row_h), pygame.SRCALPHA)
        for k, (label, figures, total) in enumerate(rows):
            if total:
                pygame.draw.line(surface, RULE, (r.x, y), (r.right, y), 1)
            elif k % 2 == 0:
                stripe.fill(ROW_BG)
                surface.blit(stripe, (r.x, y))
            cy = y + row_h / 2
            colour = GOLD if total else INK
            said, lsize = label_lines[label]
            step = text.font(lsize, True).get_linesize()
            for n, row in enumerate(said):
                ry = cy + (n - (len(said) - 1) / 2) * step
                text.blit(surface, row, lsize, (r.x + fs * 0.3, ry), colour, True, "midleft")
            for (_lines, attr), x in zip(columns, x_of, strict=True):
                figure = figure_words(figures, attr, self.tr)
                text.blit(surface, figure, size, (x, cy), colour, total, "midright")
            y += row_h

    def draw_chart(self, surface: pygame.Surface, r: pygame.Rect, fs: int, results: list[int]) -> None:
        """The last results as bars above (won) and below (lost) a zero line, each
        labelled with its score, the oldest on the left."""
        text = self.app.text
        small = round(fs * 0.7)
        panel = pygame.Surface(r.size, pygame.SRCALPHA)
        panel.fill((12, 24, 18, 150))
        surface.blit(panel, r.topleft)
        pygame.draw.rect(surface, RULE, r, width=1, border_radius=6)
        n = len(results)
        # a match of games (Picchetto) is won by games, not a partie's points
        tr = self.tr
        leaving = self.variant.target_at_deal_end  # Piquet Normand: winners leave, one pays
        if not n:
            title = tr("Your results against the computer")
        elif self.variant.game_targets:
            title = tr.ntr("Your last match against the computer",
                           "Your last {n} matches against the computer", n).format(n=n)
        else:
            title = tr.ntr("Your last partie against the computer",
                           "Your last {n} parties against the computer", n).format(n=n)
        text.blit(surface, title, round(fs * 0.85), (r.x + fs * 0.6, r.y + fs * 0.4), INK, True)
        said = tr("won above the line, lost below: the games each was won by") if self.variant.game_targets \
            else tr("won above the line, lost below: the score of each partie")
        if leaving:
            said = tr("left a winner above the line, paid below: the stakes of each partie") \
                if self.variant.settlement == "stake" else \
                tr("left a winner above the line, paid below: the points of each partie")
        # beside the title when there is room (the whole width), else under it (beside the strength)
        below = (text.font(round(fs * 0.85), True).size(title)[0] + text.font(small).size(said)[0]
                 + fs * 1.8 > r.w)
        if below:
            said, fitted = text.fitted(said, small, r.w - fs * 1.2)
            text.blit(surface, said, fitted, (r.x + fs * 0.6, r.y + fs * 0.45 + round(fs * 0.85) * 1.3),
                      DIM_TEXT)
        else:
            text.blit(surface, said, small,
                      (r.right - fs * 0.6, r.y + fs * 0.55), DIM_TEXT, False, "topright")
        if not results:
            text.blit(surface, tr("No partie against the computer yet."), round(fs * 0.8), r.center, DIM_TEXT,
                      False, "center")
            return
        axis_w = text.font(small).size("−0000")[0] + fs * 0.6
        extra = small * 1.3 if below else 0
        plot = pygame.Rect(round(r.x + axis_w), round(r.y + fs * 2.2 + small * 1.3 + extra),
                           round(r.w - axis_w - fs * 0.8),
                           round(r.h - fs * 2.2 - small * 1.3 * 2 - fs * 1.4 - extra))
        top_value = max(1, max(abs(v) for v in results))
        step = 50 if top_value <= 300 else 100
        if leaving and top_value <= 10:  # stakes: a few each
            step = 2
        scale_top = ((top_value + step - 1) // step) * step
        zero_y = plot.centery
        half = plot.h / 2

        def y_of(value: float) -> float:
            return zero_y - value / scale_top * half

        for value in (scale_top, scale_top // 2, 0, -scale_top // 2, -scale_top):
            line_y = round(y_of(value))
            colour = (150, 160, 150) if value == 0 else (60, 76, 64)
            pygame.draw.line(surface, colour, (plot.x, line_y), (plot.right, line_y), 2 if value == 0 else 1)
            text.blit(surface, signed_words(value), small, (plot.x - fs * 0.4, line_y), DIM_TEXT, False,
                      "midright")
        slots = max(n, 10)
        slot = plot.w / slots
        bar_w = max(3, round(slot * 0.62))
        axis = small  # the axis's size; the bars' own labels smaller if need be, each within its slot
        widest = [signed_words(v) for v in results] + ([self.tr("drawn")] if 0 in results else [])
        while small > 8 and max(text.font(small).size(words)[0] for words in widest) > slot - 2:
            small -= 1
        self.bars = []
        for k, value in enumerate(results):
            cx = plot.x + slot * (k + 0.5)
            y = y_of(value)
            if value > 0:
                rect = pygame.Rect(round(cx - bar_w / 2), round(y), bar_w, max(1, round(zero_y - y)))
                pygame.draw.rect(surface, WON, rect, border_top_left_radius=3, border_top_right_radius=3)
                self.bars.append((value, rect))
                text.blit(surface, signed_words(value), small, (cx, rect.y - 2), WON, False, "midbottom")
            elif value < 0:
                rect = pygame.Rect(round(cx - bar_w / 2), round(zero_y), bar_w, max(1, round(y - zero_y)))
                pygame.draw.rect(surface, LOST, rect, border_bottom_left_radius=3,
                                 border_bottom_right_radius=3)
                self.bars.append((value, rect))
                text.blit(surface, signed_words(value), small, (cx, rect.bottom + 2), LOST, False, "midtop")
            else:
                pygame.draw.circle(surface, GOLD, (round(cx), round(zero_y)), max(3, bar_w // 4))
                self.bars.append((0, pygame.Rect(round(cx), round(zero_y), 0, 0)))
                text.blit(surface, self.tr("drawn"), small, (cx, zero_y - fs * 0.3), GOLD, False, "midbottom")
        if n > 1:  # one partie has no oldest and latest (under the last bar, clear of the first word)
            oldest, latest = self.tr("oldest"), self.tr("latest")
            font = text.font(axis)
            right = min(plot.right, max(plot.x + slot * n,
                                        plot.x + font.size(oldest)[0] + fs * 0.8 + font.size(latest)[0]))
            text.blit(surface, oldest, axis, (plot.x, r.bottom - fs * 0.35), DIM_TEXT, False, "bottomleft")
            text.blit(surface, latest, axis, (right, r.bottom - fs * 0.35), DIM_TEXT, False, "bottomright")


__all__ = [
    "HistoryScene",
    "PartieSteps",
    "Position",
    "ReplayScene",
    "StatsScene",
    "opponent_words",
    "result_words",
    "signed_result",
    "when_words",
]
