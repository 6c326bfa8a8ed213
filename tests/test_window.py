"""The real window, headless: whole deals played by posted mouse and key events,
a resize mid-deal, the privacy of two players on one computer, screenshots.

Screenshots are written to tests/output/screenshots/<width>x<height>/ (printed by
the test that writes them); open them and look.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys

import pygame
import pytest
from ui_driver import (
    ROOT,
    SHOTS,
    PrivacySpy,
    card_pos,
    click,
    click_button,
    find_button,
    hot_seat_deal,
    key,
    make_app,
    make_move,
    new_table,
    tick,
    wait_for_turn,
)

from piquet_game.controller import Controller, Seat
from piquet_game.rules import DealCards, Game, Phase, is_blank
from piquet_game.rules.cards import mask_of, parse_cards
from piquet_game.view.privacy import PrivacyScene
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import TableScene


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def all_inside(table: TableScene) -> bool:
    w, h = table.app.size
    for sp, where in table.model.draw_order():
        x, y = table.model.position(sp, where)
        if not (0 <= x <= w and 0 <= y <= h):
            return False
    return True


def play_deal(app, table, on_frame=None, shots=None) -> list[str]:
    """Play one deal by clicks; returns the phases the person decided in."""
    seen = []
    while True:
        where = wait_for_turn(app, table, on_frame=on_frame)
        if where != "turn":
            return seen
        phase = table.controller.game.phase
        if shots is not None and phase.value not in seen:
            shots(phase.value)
        seen.append(phase.value)
        make_move(app, table)


@pytest.mark.slow
def test_smoke_mode_runs_frames_and_saves_the_last(tmp_path):
    out = tmp_path / "smoke.png"
    env = {**__import__("os").environ, "PIQUET_HOME": str(tmp_path / "home")}
    proc = subprocess.run(
        [sys.executable, "-m", "piquet_game", "--frames", "12", "--screenshot", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 800)
    # the menu is drawn: the cloth is green, not a blank frame
    r, g, b, *_ = img.get_at((40, 400))
    assert g > r and g > b


@pytest.mark.slow
def test_the_window_starts_silently_without_an_audio_device(tmp_path):
    """No sound device (none here, or none chosen): not one line on the terminal."""
    env = {k: v for k, v in __import__("os").environ.items() if k != "SDL_AUDIODRIVER"}
    env["PIQUET_HOME"] = str(tmp_path / "home")
    proc = subprocess.run([sys.executable, "-m", "piquet_game", "play", "--level", "1", "--frames", "20"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stderr == "" and proc.stdout == ""


def test_screenshot_needs_frames(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "piquet_game", "--screenshot", str(tmp_path / "x.png")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert "--frames" in proc.stderr


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_whole_deal_by_clicks_with_screenshots(size):
    app = make_app(size=size)
    folder = SHOTS / f"{size[0]}x{size[1]}"
    folder.mkdir(parents=True, exist_ok=True)
    print(f"screenshots in {folder}")
    try:
        table = new_table(app, seed=3)
        tick(app, 12)
        assert table.model.busy  # the deal is being animated
        app.save_screenshot(folder / "01-deal.png")
        counter = iter(range(2, 50))

        def shot(name):
            app.save_screenshot(folder / f"{next(counter):02d}-{name}.png")

        phases = play_deal(app, table, shots=shot)
        assert "exchange-elder" in phases or "exchange-younger" in phases
        assert phases.count("play") >= 6
        assert isinstance(app.stack.top, DealSummaryScene)
        tick(app, 40)
        app.save_screenshot(folder / "20-end-of-deal.png")
        # the commentary spoke the declarations in the traditional words
        texts = " ".join(line.text for line in table.lines)
        assert "for the lead" in texts or "One for the lead" in texts
        assert "End of the deal" in texts
        assert click_button(app, "Next deal")
        assert app.stack.top is table
        tick(app, 5)
        assert table.model.deal_no == 2
    finally:
        app.close()


@pytest.mark.slow
def test_resize_mid_deal_relays_out_at_once(app):
    table = new_table(app, seed=5)
    tick(app, 10)
    assert table.model.busy
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=600, size=(960, 600)))
    tick(app, 1)
    assert app.size == (960, 600)
    assert table.layout.width == 960 and table.layout.height == 600
    assert table.model.busy  # still mid-animation, now in the new layout
    for _ in range(60):
        assert all_inside(table)
        tick(app)
    app.save_screenshot(SHOTS / "resize-960x600.png")
    app.resize(3840, 2160)
    tick(app, 3)
    assert table.layout.card_w > 200
    assert all_inside(table)
    app.save_screenshot(SHOTS / "resize-3840x2160.png")
    app.resize(1280, 800)
    phases = play_deal(app, table, on_frame=lambda: None)
    assert "play" in phases
    assert isinstance(app.stack.top, DealSummaryScene)


@pytest.mark.slow
def test_keyboard_play(app):
    table = new_table(app, seed=8)
    played = 0
    while played < 4:
        where = wait_for_turn(app, table)
        assert where == "turn"
        phase = table.controller.game.phase
        if phase is Phase.EXCHANGE_ELDER:
            key(app, pygame.K_SPACE)
            assert len(table.selected) == 1
            key(app, pygame.K_RIGHT)
            key(app, pygame.K_SPACE)
            assert len(table.selected) == 2
            key(app, pygame.K_RETURN)
            assert table.controller.game.phase is not Phase.EXCHANGE_ELDER
        elif phase is Phase.EXCHANGE_YOUNGER:
            key(app, pygame.K_RETURN)  # take no cards
            assert table.controller.game.phase is not Phase.EXCHANGE_YOUNGER
        elif phase is Phase.PLAY:
            legal = table.legal_cards()
            hand = table.model.hand_cards()
            before = len(table.controller.game.tricks) * 2 + len(table.controller.game.trick)
            for _ in range(len(hand)):
                if hand[table.focus] in legal:
                    break
                key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
            assert len(table.controller.game.tricks) * 2 + len(table.controller.game.trick) > before
            played += 1
        else:
            make_move(app, table)


@pytest.mark.slow
def test_drag_a_card_to_the_trick(app):
    table = new_table(app, seed=8)
    while True:
        assert wait_for_turn(app, table) == "turn"
        if table.controller.game.phase is Phase.PLAY:
            break
        make_move(app, table)
    card = next(c for c in table.model.hand_cards() if c in table.legal_cards())
    start = card_pos(table, card)
    target = table.layout.trick_area().center
    hand_before = table.controller.game.hands[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(start[0]), round(start[1])), button=1)
    )
    tick(app)
    for k in range(1, 6):
        p = (
            round(start[0] + (target[0] - start[0]) * k / 5),
            round(start[1] + (target[1] - start[1]) * k / 5),
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        tick(app)
    assert table.drag is not None and table.drag["moved"]
    app.save_screenshot(SHOTS / "drag.png")
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(round(target[0]), round(target[1])), button=1)
    )
    tick(app, 2)
    assert table.controller.game.hands[0] == hand_before & ~(1 << card)


@pytest.mark.slow
def test_a_wrong_card_is_refused_with_the_reason(app):
    for seed in range(20, 60):
        table = new_table(app, seed=seed)
        for _ in range(40):
            if wait_for_turn(app, table) != "turn":
                break
            g = table.controller.game
            if g.phase is Phase.PLAY and g.trick:
                illegal = [c for c in table.model.hand_cards() if c not in table.legal_cards()]
                if illegal:
                    before = (g.hands[0], list(g.trick), g.to_move)
                    click(app, card_pos(table, illegal[0]))
                    assert "follow suit" in table.message
                    assert (g.hands[0], list(g.trick), g.to_move) == before
                    tick(app, 2)
                    app.save_screenshot(SHOTS / "wrong-card.png")
                    return
            make_move(app, table)
    pytest.fail("no deal offered a card that could not be played")


@pytest.mark.slow
def test_elder_may_look_at_the_cards_he_left(app):
    table = new_table(app, seed=3)  # seat 0 is elder in this deal
    assert wait_for_turn(app, table) == "turn"
    assert table.controller.game.phase is Phase.EXCHANGE_ELDER
    hand = table.model.hand_cards()
    click(app, card_pos(table, hand[0]))
    assert click_button(app, "Exchange 1")
    for _ in range(300):
        if table.peek_available():
            break
        tick(app)
    assert len(table.model.peek) == 4
    assert click_button(app, "Look at the cards you left")
    looked = False
    for frame in range(90):
        tick(app)
        model = table.model
        shown = model.faces_drawn()
        talon = {sp.card for sp in model.zones["talon"] + model.zones["spread"]}
        assert set(model.peek) <= talon
        if model.peek_open and not model.busy:
            assert set(model.peek) <= shown
            looked = True
            if frame < 40:
                app.save_screenshot(SHOTS / "peek.png")
        # what younger drew from the talon is never shown to elder
        hidden = table.controller.game.hands[1] & ~table.controller.game.shown[1]
        assert not {c for c in shown if hidden >> c & 1}
    assert looked
    app.save_screenshot(SHOTS / "peek.png")


def blank_deal() -> DealCards:
    hand0 = mask_of(parse_cards("AS TS 9S 8S AH TH 9H 7H AD TD 9D 8C".split()))
    rest = [c for c in range(32) if not hand0 >> c & 1]
    random.Random(4).shuffle(rest)
    return DealCards((hand0, mask_of(rest[:12])), tuple(rest[12:]))


def test_carte_blanche_is_offered(app):
    game = Game.new(random.Random(1), players=("You", "Novice"))
    game.apply(blank_deal())
    controller = Controller(game, [Seat.human("You"), Seat.computer(1, 1)])
    table = TableScene(app, controller, viewer=0)
    app.stack.replace(table)
    assert wait_for_turn(app, table) == "turn"
    assert table.controller.game.phase is Phase.BLANCHE
    app.save_screenshot(SHOTS / "carte-blanche.png")
    assert click_button(app, "Declare carte blanche")
    tick(app, 20)
    assert any(line.kind == "blanche" for line in table.lines)


CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(10|[789TJQKA])([SHDC])(?![A-Za-z0-9])")
CARD_WORDS = re.compile(r"\b(seven|eight|nine|ten|jack|queen|king|ace)s? of (spades|hearts|diamonds|clubs)\b",
                        re.IGNORECASE)
RANK_WORDS = {"seven": "7", "eight": "8", "nine": "9", "ten": "T", "jack": "J", "queen": "Q", "king": "K",
              "ace": "A"}


def cards_named(text: str) -> set[int]:
    """The cards a line of text names, as codes ("QS") or in words ("queen of spades")."""
    named = {parse_cards([rank + suit])[0] for rank, suit in CARD_CODE.findall(text)}
    for rank, suit in CARD_WORDS.findall(text):
        named.add(parse_cards([RANK_WORDS[rank.lower()] + suit[0].upper()])[0])
    return named


def test_cards_named_in_text():
    assert cards_named("You draw QS QH 7H, 10D") == set(parse_cards(["QS", "QH", "7H", "TD"]))
    assert cards_named("Ben leads the Queen of Spades; ten, twenty") == set(parse_cards(["QS"]))
    assert cards_named("AS IS, ASK, 3S, the ten") == set(parse_cards(["AS"]))


@pytest.mark.slow
def test_hot_seat_never_draws_the_hidden_hand():
    """Neither a card face nor a word: on the hand-over screen nothing but what both
    players may know, at the table nothing the person at the keyboard may not."""
    app = make_app()
    spy = PrivacySpy(app)
    drawn, said = spy.drawn, spy.said
    try:
        game = Game.new(random.Random(11), players=("Ann", "Ben"))
        controller = Controller(game, [Seat.human("Ann"), Seat.human("Ben")])
        table = TableScene(app, controller)
        spy.table = table
        app.stack.replace(table)
        privacy_screens = 0
        violations = []
        looked: list[int | None] = []
        passes: list[int] = []

        def check():
            hands = {c for seat in (0, 1) for c in range(32) if game.hands[seat] >> c & 1}
            for card, viewer, private in drawn:
                if private or viewer is None:
                    bad = card in hands
                else:
                    bad = not controller.view(viewer).known_cards >> card & 1
                if bad:
                    violations.append((viewer, private, card))
            drawn.clear()
            known = [controller.view(seat).known_cards for seat in (0, 1)]
            for text, viewer, private in said:
                may = known[0] & known[1] if private or viewer is None else known[viewer]
                for card in cards_named(text):
                    if not may >> card & 1:
                        violations.append((viewer, private, text))
            said.clear()

        for _ in range(200):
            for _ in range(4000):
                top = app.stack.top
                if isinstance(top, PrivacyScene):
                    privacy_screens += 1
                    passes.append(top.seat)
                    tick(app)
                    check()
                    if privacy_screens == 1:
                        app.save_screenshot(SHOTS / "privacy.png")
                    assert click_button(app, f"{top.who}: show my cards")
                    check()
                    continue
                if top is not table or table.my_turn():
                    break
                if table.looking():
                    looked.append(table.viewer)
                    assert click_button(app, "I have seen my cards")
                    check()
                    continue
                tick(app)
                check()
            if app.stack.top is not table:
                break
            make_move(app, table)
            check()
        assert isinstance(app.stack.top, DealSummaryScene)
        assert privacy_screens >= 2
        assert not violations, violations[:3]
        # younger looked at his new hand first; elder looked, then exchanged, in one
        # sitting: four passes before the first card (younger, elder, younger, elder)
        elder = 1 - game.history[0].dealer
        assert looked[:1] == [1 - elder]
        assert passes[:4] == [1 - elder, elder, 1 - elder, elder]
    finally:
        app.close()


def privacy_passes_until_exchange(deal: DealCards, answer: str = "Keep it quiet") -> list:
    """The seats the keyboard is passed to, in a hot-seat game, until elder's exchange."""
    app = make_app(animation="off")
    try:
        game, table = hot_seat_deal(app, deal)
        passes = []
        for _ in range(3000):
            top = app.stack.top
            if isinstance(top, PrivacyScene):
                passes.append(top.seat)
                assert click_button(app, f"{top.who}: show my cards")
            elif table.my_turn() and table.controller.game.phase is Phase.BLANCHE:
                assert click_button(app, answer)
            elif table.looking():
                assert click_button(app, "I have seen my cards")
            elif table.my_turn():
                return passes + [("decides", table.controller.game.phase.value)]
            else:
                tick(app)
        raise AssertionError("never reached the exchange")
    finally:
        app.close()


@pytest.mark.parametrize("answer", ["Keep it quiet", "Declare carte blanche"])
def test_hot_seat_screens_do_not_tell_a_blank_hand(answer):
    """Elder's hand blank, or younger's, declared or kept quiet: the keyboard passes
    the same way, younger to look, then elder to exchange."""
    elder_blank = blank_deal()
    younger_blank = DealCards(*reversed_blank(blank_deal()))
    assert is_blank(elder_blank.hands[0]) and is_blank(younger_blank.hands[1])
    for deal in (elder_blank, younger_blank):
        assert privacy_passes_until_exchange(deal, answer) == [1, 0, ("decides", "exchange-elder")]


def test_younger_declares_carte_blanche_at_his_look_and_elder_then_exchanges_in_one_sitting():
    app = make_app(animation="off")
    try:
        game, table = hot_seat_deal(app, DealCards(*reversed_blank(blank_deal())))  # Ben's hand is blank
        passes = []
        for _ in range(3000):
            top = app.stack.top
            if isinstance(top, PrivacyScene):
                passes.append(top.seat)
                assert click_button(app, f"{top.who}: show my cards")
            elif table.my_turn() and game.phase is Phase.BLANCHE:
                assert table.viewer == 1 and table.looks == [1]
                key(app, pygame.K_RETURN)  # Enter: the main button, "Declare carte blanche"
            elif table.my_turn():
                break
            else:
                tick(app)
        assert passes == [1, 0] and table.viewer == 0 and game.phase is Phase.EXCHANGE_ELDER
        assert game.blanche[1] and game.scores[1] == game.variant.blanche_points
    finally:
        app.close()


def reversed_blank(deal: DealCards) -> tuple:
    """The same cards with the hands swapped, so seat 0 holds the courts."""
    return ((deal.hands[1], deal.hands[0]), deal.talon)


@pytest.mark.slow
def test_a_whole_partie_then_play_again():
    app = make_app(animation="off")
    try:
        table = new_table(app, seed=21)
        for _ in range(12):
            play_deal(app, table)
            top = app.stack.top
            assert isinstance(top, DealSummaryScene)
            if table.controller.game.is_over:
                assert click_button(app, "See the score sheet")
                break
            assert click_button(app, "Next deal")
        top = app.stack.top
        assert isinstance(top, PartieEndScene)
        sheet = top.sheet
        totals = table.controller.game.totals
        assert sheet["totals"] == tuple(totals) or list(sheet["totals"]) == totals
        tick(app, 3)
        app.save_screenshot(SHOTS / "partie-end.png")
        assert click_button(app, "Play again")
        new = app.stack.top
        assert isinstance(new, TableScene) and new is not table
        assert not new.controller.game.history or new.controller.game.deal_number == 1
    finally:
        app.close()


def two_players(app) -> TableScene:
    """A partie between two people on one computer, at the table."""
    game = Game.new(random.Random(2), players=("Ann", "Ben"))
    table = TableScene(app, Controller(game, [Seat.human("Ann"), Seat.human("Ben")]))
    app.stack.replace(table)
    return table


def hand_overs(app, table: TableScene, looks: bool = True, limit: int = 3000):
    """Drive a two-player partie by clicks; yield each hand-over screen (the caller
    stops, or the screen is clicked through on its return) and, with ``looks``,
    each moment a player is looking at his new hand (the caller must answer)."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            yield top
            if app.stack.top is top:
                assert click_button(app, f"{top.who}: show my cards")
        elif table.looking():
            if looks:
                yield table
            else:
                assert click_button(app, "I have seen my cards")
        elif table.my_turn():
            make_move(app, table)
        else:
            tick(app)


def test_enter_says_i_have_seen_my_cards():
    app = make_app(animation="off")
    try:
        table = two_players(app)
        next(s for s in hand_overs(app, table) if s is table)
        assert table.looking()
        waiting = list(table.looks)
        key(app, pygame.K_RETURN)
        assert table.looks == waiting[1:]  # this player has seen his cards
    finally:
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_every_line_of_the_commentary_fits_its_area(size):
    """A long line, a long prompt and a long message wrap inside the commentary's
    area, whatever the window's size."""
    from piquet_game.commentary import Line

    app = make_app(size=size, animation="off")
    try:
        table = new_table(app)
        assert wait_for_turn(app, table) == "turn"
        drawn: list[tuple[str, pygame.Rect]] = []
        blit = app.text.blit

        def spy(surface, text, fs, pos, *args, **kwargs):
            rect = blit(surface, text, fs, pos, *args, **kwargs)
            drawn.append((text, rect))
            return rect

        app.text.blit = spy  # type: ignore[method-assign]
        area = pygame.Rect(table.layout.commentary.ints())
        long_line = ("You draw the queen of spades; the queen and seven of hearts; the eight of diamonds "
                     "and the nine of clubs.")
        cases = {
            "line": lambda: setattr(table, "lines", [Line(0, long_line, "draw")]),
            "message": lambda: table.say_notice("This partie could not be saved (No space left on device). "
                                                "It goes on, and every move tries again."),
            "prompt": lambda: setattr(table, "prompt", lambda: "Choose the cards to discard: " + "x " * 60),
        }
        for name, make in cases.items():
            make()
            tick(app)
            app.save_screenshot(SHOTS / "polish" / f"commentary-{name}-{size[0]}x{size[1]}.png")
            drawn.clear()
            table.painter.draw_commentary(app.screen)
            assert drawn, name
            for text, rect in drawn:
                assert area.left <= rect.left and rect.right <= area.right, (name, text, rect, area)
            words = " ".join(t for t, _ in drawn).split()
            if name == "message":  # all of it
                assert words == table.message.split()
            elif name == "prompt":  # all of it, the line before it left out if need be
                assert words[-61:] == ("discard: " + "x " * 60).split()
            table.message = ""
    finally:
        app.close()


def test_piles_say_whose_they_are():
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3)], seed=5)
        for _ in range(40):
            if wait_for_turn(app, table) != "turn":
                break
            if table.model.zones["won0"] and table.model.zones["won1"]:
                break
            make_move(app, table)
        tick(app, 5)
        said: list[str] = []
        blit = app.text.blit

        def spy(surface, text, *args, **kwargs):
            said.append(text)
            return blit(surface, text, *args, **kwargs)

        app.text.blit = spy  # type: ignore[method-assign]
        app.draw()  # a frame drawn (a still table skips drawing when ticked)
        won = {seat: len(table.model.zone("won", seat)) // 2 for seat in (0, 1)}
        assert won[0] and won[1]
        assert f"Your tricks: {won[0]}" in said and f"Novice's tricks: {won[1]}" in said
        assert "Your discards" in said and "Novice's discards" in said
    finally:
        app.close()


def test_button_text_grows_with_the_window():
    """Every button's text, not only the main one's, scales with the window as the
    table's text does."""
    from piquet_game.view.menu import MenuScene

    heights = []
    for size in ((960, 600), (1920, 1080), (3840, 2160)):
        app = make_app(size=size)
        try:
            app.stack.replace(MenuScene(app))
            tick(app, 2)
            quit_button = find_button(app, "Quit")  # a plain button
            text_h = quit_button.font.size("Quit")[1]
            heights.append(text_h)
            assert text_h >= 0.35 * quit_button.rect.height  # in proportion to its button
        finally:
            app.close()
    assert heights[0] < heights[1] < heights[2]


def test_the_hand_over_screen_says_why():
    app = make_app(animation="off")
    try:
        table = two_players(app)
        reasons = []
        for screen in hand_overs(app, table, looks=False):
            reasons.append(screen.why())
            if len(reasons) == 3:
                break
        assert "looks at the new hand first" in reasons[0] and "carte blanche" in reasons[0]
        assert "exchanges next" in reasons[1] and "exchanges next" in reasons[2]
        assert not any(cards_named(r) for r in reasons)
    finally:
        app.close()


@pytest.mark.parametrize("variant_name", ["rubicon", "normand"])
def test_at_one_computer_each_sees_the_cards_he_drew_before_the_screen_passes(variant_name):
    """Ann and Ben (and at Normand a third person) on one computer: after his
    exchange, the one who drew sees his new cards face up, told to look at them,
    and the screen passes on only at "I have seen my cards"."""
    from piquet_game.rules.cards import cards_of
    from piquet_game.rules.variant import VARIANTS

    variant = VARIANTS[variant_name]
    app = make_app(animation="off")
    try:
        names = ("Ann", "Ben", "Cleo")[:variant.players]
        game = Game.new(random.Random(4), variant, players=names)
        controller = Controller(game, [Seat.human(n) for n in names])
        table = TableScene(app, controller)
        app.stack.replace(table)
        seen: list[tuple[int, set[int]]] = []
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                break
            if isinstance(top, PrivacyScene):
                assert click_button(app, f"{top.who}: show my cards")
            elif table.looking() and getattr(table, "drawn_look", False):
                seat = table.viewer
                drawn = set(cards_of(controller.view(seat).drawn))
                assert drawn and drawn <= set(table.model.hand_cards())  # face up in his hand
                assert table.prompt() == "Look at the cards you drew; the screen passes on next."
                seen.append((seat, drawn))
                if len(seen) == 1:
                    app.save_screenshot(SHOTS / f"drawn-cards-{variant_name}.png")
                assert click_button(app, "I have seen my cards")
            elif table.looking():
                assert click_button(app, "I have seen my cards")
            elif table.my_turn():
                phase = game.phase
                make_move(app, table)
                if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER) and controller.view(
                        table.viewer).drawn:
                    assert not isinstance(app.stack.top, PrivacyScene)  # not straight away
            else:
                tick(app)
            if game.phase is Phase.PLAY:
                break
        exchangers = {s for s in range(variant.players)
                      if controller.view(s).drawn}
        assert exchangers and {s for s, _ in seen} == exchangers
    finally:
        app.close()
