"""Drive the real window headless: post mouse and key events, tick frames.

Used by the window tests and by ``tools/bench_ui.py``; the environment must have
``SDL_VIDEODRIVER=dummy`` before pygame is imported (the tests' conftest sets it).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from piquet_game.controller import Controller, Seat  # noqa: E402
from piquet_game.rules import DealCards, Game, Phase  # noqa: E402
from piquet_game.rules.actions import DECLARE_PHASES  # noqa: E402
from piquet_game.rules.variant import RUBICON, Variant  # noqa: E402
from piquet_game.settings import Settings  # noqa: E402
from piquet_game.view.app import App  # noqa: E402
from piquet_game.view.table import TableScene  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "tests" / "output" / "screenshots"
DT = 1 / 30


def make_app(size=(1280, 800), animation="normal", home: Path | None = None, **settings) -> App:
    path = (home / "settings.json") if home is not None else None
    settings.setdefault("language", "en")  # the tests read the English words
    s = Settings(path=path, animation=animation, **settings)
    return App(size=size, settings=s, fullscreen=False)


def new_table(app: App, seats: list[Seat] | None = None, seed: int = 1, viewer: int = 0,
              variant: Variant = RUBICON) -> TableScene:
    game = Game.new(random.Random(seed), variant,
                    players=tuple(s.name for s in seats) if seats else ("You", "Novice"))
    if seats is None:
        seats = [Seat.human("You"), Seat.computer(1, seed)]
    table = TableScene(app, Controller(game, seats), viewer=viewer)
    app.stack.replace(table)
    return table


def hot_seat_deal(app: App, deal: DealCards) -> tuple[Game, TableScene]:
    """Ann and Ben on one computer, ``deal`` dealt by Ben: the table as the deal
    begins, Ben (younger) to look at his hand first."""
    game = Game.new(random.Random(2), players=("Ann", "Ben"))
    game.first_dealer = 1
    game.dealer, game.elder = 1, 0
    game.apply(deal)
    table = TableScene(app, Controller(game, [Seat.human("Ann"), Seat.human("Ben")]))
    app.stack.replace(table)
    table.looks = [1]  # younger looks first, as after the deal's event
    return game, table


def tick(app: App, frames: int = 1, dt: float = DT) -> None:
    for _ in range(frames):
        app.frame(dt)


def drawn_frame(app: App, dt: float = 0.0) -> None:
    """One frame, drawn even where nothing changed since the last one drawn (the
    window skips drawing those): for a test that watches what a frame draws."""
    draws = app.draws
    app.frame(dt)
    if app.draws == draws:
        app.draw()


def click(app: App, pos, frames: int = 2) -> None:
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    tick(app, frames)


def key(app: App, k: int, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    tick(app, frames)


def find_button(app: App, prefix: str):
    top = app.stack.top
    for text, el in top.buttons().items():
        if text.startswith(prefix):
            return el
    return None


def click_button(app: App, prefix: str) -> bool:
    el = find_button(app, prefix)
    if el is None or not el.is_enabled:
        return False
    click(app, el.rect.center, frames=3)
    return True


def click_call(app: App, label: str) -> bool:
    """Click the bidding box's button that says exactly ``label``."""
    el = app.stack.top.buttons().get(label)
    if el is None or not el.is_enabled:
        return False
    click(app, el.rect.center, frames=3)
    return True


def card_pos(table: TableScene, card: int) -> tuple[float, float]:
    """A point on ``card`` in the viewer's hand that the click lands on."""
    hand = table.model.zones["hand0"]
    for i, sp in enumerate(hand):
        if sp.card == card:
            r = table.layout.hand_rect(i, len(hand), lifted=sp.lifted)
            return (r.x + r.w / 2, r.y + r.h * 0.6)
    raise LookupError(f"card {card} is not in the hand")


def wait_for_turn(app: App, table: TableScene, limit: int = 20000, on_frame=None) -> str:
    """Tick until the viewer must decide, a summary shows, or the partie ends."""
    for _ in range(limit):
        top = app.stack.top
        if top is not table:
            return top.name
        if table.my_turn():
            return "turn"
        if table.looking() and click_button(app, "I have seen my cards"):
            continue
        tick(app)
        if on_frame is not None:
            on_frame()
    raise AssertionError("the table never asked for a move")


def play_to_partie_end(app: App, limit: int = 60000, on_frame=None) -> bool:
    """Tick, past each deal's summary, until the partie's end shows; whether it did."""
    from piquet_game.view.summary import DealSummaryScene, PartieEndScene

    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, PartieEndScene):
            return True
        if isinstance(top, DealSummaryScene):
            top.confirm()
        if on_frame is not None:
            on_frame()
        tick(app)
    return False


def make_move(app: App, table: TableScene) -> None:
    """Make a legal move the way a person would: with clicks."""
    g = table.controller.game
    phase = g.phase
    hand = table.model.hand_cards()
    if phase is Phase.BLANCHE:
        assert click_button(app, "Declare ")  # carte blanche (Picchetto: Bianco)
    elif phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
        # elder three cards, younger one, or the fewest the game allows (Russian: three)
        counts = g.exchange_counts()
        want = 3 if phase is Phase.EXCHANGE_ELDER else 1
        n = want if want in counts else min(c for c in counts if c) if any(counts) else 0
        for card in hand[len(hand) - n:] if n else []:
            click(app, card_pos(table, card))
        assert click_button(app, f"Exchange {n}" if n else "Take no cards")
    elif phase in DECLARE_PHASES:
        assert click_button(app, "Declare")
    elif phase is Phase.OPEN_CAPOT:
        assert click_button(app, "Play on")
    elif phase is Phase.AUCTION:  # the lowest bid when nobody has bid, else pass (or content)
        from piquet_game.view.table import CALL_LABELS

        legal = table.legal_calls()
        bids = [w for w in legal if w[0].isdigit()]
        word = bids[0] if bids and not g.calls else "content" if "content" in legal else "pass"
        assert click_call(app, CALL_LABELS[word])
    elif phase is Phase.PLAY:
        legal = table.legal_cards()
        card = next(c for c in hand if c in legal)
        click(app, card_pos(table, card))
    else:
        raise AssertionError(f"no move for {phase}")

class Drawn:
    """Every text blitted while the table draws one frame, with its rectangle."""

    def __init__(self, app) -> None:
        self.app = app
        self.items: list[tuple[str, pygame.Rect]] = []
        self.real = app.text.blit

    def __enter__(self):
        def spy(surface, text, *args, **kwargs):
            rect = self.real(surface, text, *args, **kwargs)
            self.items.append((text, rect))
            return rect

        self.app.text.blit = spy
        return self

    def __exit__(self, *exc):
        self.app.text.blit = self.real


class PrivacySpy:
    """Every card face and every line of text drawn, each with the person at the
    keyboard then (the table's ``viewer``) and whether the hand-over screen was up:
    what the privacy tests check against each person's knowledge.  Set ``table``
    once the table exists; :meth:`close` puts the real drawing back."""

    def __init__(self, app) -> None:
        from piquet_game.view.privacy import PrivacyScene

        self.app = app
        self.table = None
        self.drawn: list[tuple[int, int | None, bool]] = []  # card, viewer, privacy screen up
        self.said: list[tuple[str, int | None, bool]] = []  # a line of text drawn, viewer, screen up
        real_face, real_render = app.cards.face, app.text.render

        def now() -> tuple[int | None, bool]:
            viewer = self.table.viewer if self.table is not None else None
            return viewer, isinstance(app.stack.top, PrivacyScene)

        def spy(card, width):
            # the cards drawn for a korolik's deal, face up in its callout, were seen by
            # both before the shuffle: public (a face of the same card drawn while the
            # callout is up is not told apart: for those seconds it is not checked)
            up = getattr(self.table, "callout", None) is not None
            drawn_for_deal = {c for _seat, c in getattr(self.table, "callout_cards", ())} if up else set()
            if card not in drawn_for_deal:
                self.drawn.append((card, *now()))
            return real_face(card, width)

        def listen(text, *args, **kwargs):
            self.said.append((text, *now()))
            return real_render(text, *args, **kwargs)

        app.cards.face = spy
        app.text.render = listen
        self._real = (real_face, real_render)

    def close(self) -> None:
        self.app.cards.face, self.app.text.render = self._real
