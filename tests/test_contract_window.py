"""Contract Piquet in the window, through the real scenes: the bidding box (its
legal and illegal calls, from the mouse and the keyboard), the auction's table, the
contract on the panel and over the table, a deal thrown in after two passes and
dealt again, a whole partie between two players on one computer with nothing
private shown to the wrong one, a partie saved in the middle of an auction and
after a redeal, resumed.  Screenshots go to tests/output/screenshots/contract/
(look at them)."""

from __future__ import annotations

import random

import pygame
import pytest
from test_russian_picchetto_window import hot_seat_privacy
from test_table_zones import problems
from test_variants_window import panel_words
from ui_driver import (
    SHOTS,
    Drawn,
    click,
    click_button,
    click_call,
    key,
    make_app,
    make_move,
    new_table,
    tick,
    wait_for_turn,
)

from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game, Phase
from piquet_game.rules.actions import CALLS
from piquet_game.rules.variant import variant_named
from piquet_game.store.autosave import Autosaver
from piquet_game.view.privacy import PrivacyScene
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import CALL_LABELS, TableScene

CONTRACT = variant_named("contract")
OUT = SHOTS / "contract"
SIZES = ((960, 600), (1280, 800), (1920, 1080))
IDS = [f"{w}x{h}" for w, h in SIZES]


def two_players(app, seed: int = 11, game: Game | None = None) -> TableScene:
    if game is None:
        game = Game.new(random.Random(seed), CONTRACT, players=("Ann", "Ben"))
    table = TableScene(app, Controller(game, [Seat.human("Ann"), Seat.human("Ben")]))
    app.stack.replace(table)
    return table


def until_turn(app, table, limit: int = 5000) -> None:
    """Past the hand-over screens and the looks at a new hand, to the next decision."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            assert click_button(app, f"{top.who}: show my cards")
        elif top is table and table.looking():
            assert click_button(app, "I have seen my cards")
        elif top is table and table.my_turn():
            return
        else:
            tick(app)
    raise AssertionError("no decision came")


def to_auction(app, table) -> None:
    until_turn(app, table)
    while table.controller.game.phase is not Phase.AUCTION:
        make_move(app, table)  # carte blanche, declared
        until_turn(app, table)


def enabled_calls(app) -> set[str]:
    labels = {v: k for k, v in CALL_LABELS.items()}
    return {labels[t] for t, el in app.stack.top.buttons().items() if t in labels and el.is_enabled}


def drawn_words(app, table) -> list[str]:
    """Every text the table draws this frame."""
    with Drawn(app) as drawn:
        table.draw(app.screen)
    return [t for t, _r in drawn.items]


def shot(app, name: str) -> None:
    app.save_screenshot(OUT / name)


def test_the_bidding_box_offers_only_the_legal_calls():
    app = make_app(size=(1280, 800), animation="off")
    try:
        table = two_players(app)
        to_auction(app, table)
        game = table.controller.game
        elder = game.elder
        assert table.viewer == elder and game.to_move == elder
        # elder's first call: every bid and pass, no double
        assert enabled_calls(app) == {w for w in CALLS if w[0].isdigit()} | {"pass"}
        assert click_call(app, CALL_LABELS["8+"])
        assert game.calls[-1] == (elder, CALLS["8+"])
        until_turn(app, table)
        assert table.viewer == 1 - elder  # the keyboard passed, behind the hand-over screen
        legal = enabled_calls(app)
        assert "7+" not in legal and "8+" not in legal and {"8-", "12-", "pass", "double"} <= legal
        assert "redouble" not in legal and "content" not in legal
        # an illegal call does nothing, from the mouse or the keyboard
        assert not click_call(app, CALL_LABELS["7-"])
        key(app, pygame.K_r)
        assert len(game.calls) == 1 and "redouble" in table.message.lower()
        # the auction so far is drawn in the box, public
        words = drawn_words(app, table)
        assert "8+" in words and f"Elder, {table.names[elder]}" in words
        key(app, pygame.K_d)  # double
        assert game.calls[-1] == (1 - elder, CALLS["double"])
        until_turn(app, table)
        assert enabled_calls(app) == {"redouble", "content"}
        # the keyboard starts on the safe call (content), the arrows move it along
        # the legal calls; Enter makes the call
        assert table.call_focus == "content"
        key(app, pygame.K_RIGHT)
        assert table.call_focus == "redouble"
        key(app, pygame.K_LEFT)
        assert table.call_focus == "content"
        key(app, pygame.K_RETURN)
        assert game.phase is not Phase.AUCTION and str(game.contract) == "8+ doubled"
        tick(app, 60)
        assert table.model.contract is not None
        assert "Contract: 8+ doubled, " in " ".join(panel_words(app, table))
    finally:
        app.close()


def test_a_deal_thrown_in_after_two_passes_is_dealt_again():
    app = make_app(size=(1280, 800), animation="off")
    try:
        table = two_players(app, seed=4)
        to_auction(app, table)
        game = table.controller.game
        dealer = game.dealer
        first = game.history[-1].hands
        seen = []
        assert click_call(app, "Pass")
        until_turn(app, table)
        assert click_call(app, "Pass")
        for _ in range(200):  # the callout is told, then the same dealer deals again
            tick(app)
            if table.callout is not None:
                seen.append(table.callout[0])
            if game.phase is not Phase.DEAL and game.history[-1].thrown_in:
                break
        assert "Thrown in" in seen
        assert game.dealer == dealer and game.history[-1].hands != first
        assert len(game.history[-1].thrown_in) == 1 and game.history[-1].number == 1
        assert any("thrown in" in line.text for line in table.lines)
        to_auction(app, table)
        assert table.model.calls == [] and table.controller.game.calls == []
    finally:
        app.close()


@pytest.mark.slow
def test_two_players_a_contract_deal_keeps_each_hand_private():
    seen = hot_seat_privacy(CONTRACT)
    game = seen["game"]
    calls = [viewer for viewer, phase in seen["phases"] if phase == "auction"]
    assert calls and calls[0] == game.elder  # elder calls first, each at his own turn
    assert game.contract is not None


@pytest.mark.slow
def test_a_whole_contract_partie_by_two_players():
    """Six deals (or more) to the partie's end, each auction in the bidding box: the
    summaries say each contract and its fate, the settlement with the rubicon of 150."""
    app = make_app(size=(960, 600), animation="off")
    try:
        table = two_players(app, seed=21)
        game = table.controller.game
        heads = []
        for _ in range(60000):
            top = app.stack.top
            if isinstance(top, PartieEndScene):
                break
            if isinstance(top, DealSummaryScene):
                heads.append(top.contract_words())
                top.confirm()
            elif isinstance(top, PrivacyScene):
                assert click_button(app, f"{top.who}: show my cards")
            elif top is table and table.looking():
                assert click_button(app, "I have seen my cards")
            elif top is table and table.my_turn():
                make_move(app, table)
            else:
                tick(app)
        assert game.is_over and isinstance(app.stack.top, PartieEndScene)
        assert len(heads) == len(game.deal_scores) >= 6
        assert all(h.startswith("Contract 7+, ") and (" made" in h or "broken by" in h) for h in heads)
        end = " ".join(line.text for line in table.lines[-3:])
        assert "partie" in end
    finally:
        app.close()


@pytest.mark.slow
def test_a_partie_saved_mid_auction_and_after_a_redeal_is_resumed():
    app = make_app(size=(1280, 800), animation="off")
    try:
        table = two_players(app, seed=4)
        to_auction(app, table)
        assert click_call(app, "Pass")
        until_turn(app, table)
        assert click_call(app, "Pass")  # thrown in
        to_auction(app, table)
        assert click_call(app, CALL_LABELS["7-"])
        game = table.controller.game
        dealt = game.history[-1].hands
    finally:
        app.close()
    got = Autosaver(mode="two-players").load()
    resumed = got.resumed
    assert resumed is not None, got.notice
    g = resumed.game
    assert g.phase is Phase.AUCTION and [c.word for _s, c in g.calls] == ["7-"]
    assert g.history[-1].hands == dealt and len(g.history[-1].thrown_in) == 1
    app = make_app(size=(1280, 800), animation="off")
    try:
        table = two_players(app, game=g)
        until_turn(app, table)
        assert table.viewer == 1 - g.elder
        assert table.model.calls == [(g.elder, "7-")]
        assert "double" in enabled_calls(app)
        assert click_call(app, "Double")
        until_turn(app, table)
        assert click_call(app, "Content")
        assert str(g.contract) == "7- doubled"
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_screenshots_of_the_box_the_contract_and_the_summary(size):
    """The bidding box with a doubled bid to answer, the contract on the panel during
    the play, and the deal's summary, at each size: the box's buttons inside it and
    the box clear of the cards set aside."""
    app = make_app(size=size, animation="off")
    w = size[0]
    try:
        table = two_players(app)
        to_auction(app, table)
        game = table.controller.game
        for word in ("7+", "7-", "8+", "double"):
            until_turn(app, table)
            assert click_call(app, CALL_LABELS[word])
        until_turn(app, table)
        shot(app, f"box-{w}.png")
        lay = table.layout
        box = lay.bidding_parts()["box"]
        talon_right = max(lay.position("talon", i, 8)[0] for i in range(8)) + lay.card_w / 2
        assert box.x >= talon_right and box.right <= lay.won_left()
        for label in CALL_LABELS.values():
            r = app.stack.top.buttons()[label].rect
            assert box.x <= r.x and r.right <= box.right and box.y <= r.y and r.bottom <= box.bottom
        assert click_call(app, "Redouble")
        while not (game.phase is Phase.PLAY and len(game.history[-1].actions) > 14):
            until_turn(app, table)
            make_move(app, table)
        until_turn(app, table)
        shot(app, f"play-{w}.png")
        assert any(t.startswith("Contract: 8+ redoubled, ") for t in panel_words(app, table))
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                break
            if isinstance(top, PrivacyScene):
                assert click_button(app, f"{top.who}: show my cards")
            elif table.my_turn():
                make_move(app, table)
            else:
                tick(app)
        tick(app, 30)
        shot(app, f"summary-{w}.png")
        assert app.stack.top.contract_words().startswith("Contract 8+ redoubled, ")
    finally:
        app.close()


def test_a_click_on_a_card_during_the_auction_asks_for_a_call():
    app = make_app(size=(1280, 800), animation="off")
    try:
        table = two_players(app)
        to_auction(app, table)
        card = table.model.hand_cards()[0]
        from ui_driver import card_pos

        click(app, card_pos(table, card))
        assert "bidding box" in table.message
        key(app, pygame.K_p)
        assert table.controller.game.calls[-1][1] == CALLS["pass"]
    finally:
        app.close()


def test_the_replay_steps_through_a_deal_thrown_in_and_the_statistics_count_contracts():
    """The seed of a redeal: the deal thrown in is replayed (its two passes, the words
    of the redeal), then the deal dealt again; a kept partie's contracts are counted."""
    import json

    from piquet_game.rules import record
    from piquet_game.store import history, stats
    from piquet_game.view.replay import PartieSteps, ReplayScene

    rec = json.loads((SHOTS.parents[2] / "seeds" / "contract-redeal-after-two-passes.json").read_text())
    game = record.replay(rec).game
    steps = PartieSteps(game)
    assert steps.deal_starts[0] == 0 and len(steps.dealt) == len(game.history) + 1
    app = make_app(size=(1280, 800), animation="off")
    try:
        scene = ReplayScene(app, game)
        app.stack.replace(scene)
        said = []
        for step in range(8):
            scene.go(step)
            said += [line.text for line in scene.said]
        text = " ".join(said)
        assert "Pass." in text and "thrown in" in text and "Contract: " in text
        assert scene.model.deal_no == 1
    finally:
        app.close()
    # a whole partie kept: its contracts bid, made and broken, for each seat
    g = Game.new(random.Random(3), CONTRACT, players=("You", "Ben"))
    c = Controller(g, [Seat.human("You"), Seat.human("Ben")])
    rng = random.Random(3)
    while not g.is_over:
        if c.needs_deal():
            c.deal()
            continue
        c.run_until_person()
        seat = c.waiting_for_person()
        if seat is not None:
            legal = c.legal_actions()
            bids = [a for a in legal if getattr(a, "is_bid", False)]
            c.submit(bids[0] if bids and not g.calls else rng.choice(
                [a for a in legal if not getattr(a, "is_bid", False)] or legal), seat)
    history.keep(g, viewer=0, mode="computer", opponent="Ben", level=1)
    entries, _ = history.entries()
    entry = entries[0]
    made = [sum(1 for log in g.history if any(e.kind == "contract" and e.seat == s for e in log.events)
                and not any(e.kind == "undertricks" for e in log.events)) for s in (0, 1)]
    assert entry.contracts_made == tuple(made)
    figures = stats.compute(entries).games["contract"]
    assert (figures.contracts_made, figures.contracts_broken) == (entry.contracts_made[0],
                                                                 entry.contracts_broken[0])
    assert figures.contracts == figures.contracts_made + figures.contracts_broken
    assert sum(entry.contracts_made) + sum(entry.contracts_broken) == len(g.history)


def test_the_record_format_document_tells_the_auction_and_a_deal_thrown_in():
    """docs/RECORD-FORMAT.md: the call act, a deal thrown in and the option; its
    Contract Piquet record replays: thrown in, dealt again by the same dealer, 7+."""
    import json
    import re

    from piquet_game.rules.record import loads

    doc = (SHOTS.parents[2] / "docs" / "RECORD-FORMAT.md").read_text(encoding="utf-8")
    assert '"act": "call"' in doc and "`contract`" in doc and "`pique_bonus_mode`" in doc
    assert "thrown in" in doc
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", doc, re.S) if '"contract"' in b]
    assert len(blocks) == 1
    game = loads(json.dumps(blocks[0])).game
    assert game.variant.pique_bonus_mode == "fixed"
    assert len(game.history) == 1 and len(game.history[0].thrown_in) == 1
    assert game.history[0].dealer == game.history[0].thrown_in[0].dealer
    assert str(game.contract) == "7+" and game.phase is Phase.PLAY and len(game.tricks) == 1


def test_the_pique_bonus_option_is_a_word_kept_in_the_settings(piquet_home):
    """A string option: chosen, kept in the settings file and read back; a value of
    another type or one not offered is dropped."""
    from piquet_game.settings import Settings, _clean_options
    from piquet_game.variant_words import option_label, options_words
    from piquet_game.view.entries import value_words

    s = Settings(path=piquet_home / "settings.json")
    s.choose_game("contract", pique_bonus_mode="fixed")
    assert s.save()
    again = Settings.load(piquet_home / "settings.json") if hasattr(Settings, "load") else None
    if again is not None:
        assert again.variant_options.get("contract") == {"pique_bonus_mode": "fixed"}
    kept = {"contract": {"pique_bonus_mode": "fixed"}}
    assert _clean_options(kept) == kept
    assert _clean_options({"contract": {"pique_bonus_mode": 1, "x": "fixed"}}) == {}
    assert _clean_options({"contract": {"pique_bonus_mode": "never"}}) == {}
    assert option_label("pique_bonus_mode") == "Pique bonus"
    assert (value_words("reach", "pique_bonus_mode"), value_words("fixed", "pique_bonus_mode")) == \
        ("reach 60/90", "fixed +30/+60")
    assert "fixed" in options_words(CONTRACT.with_options(pique_bonus_mode="fixed"), changed_only=True)


# ------------------------------------------------------------------ against the computer


def shots_at_each_size(app, name: str, table=None) -> list[str]:
    """The window as it is, at each size (then back to 1280x800), to tests/output;
    with ``table``, what is wrong with it at each size."""
    found = []
    for w, h in SIZES:
        app.resize(w, h)
        tick(app, 2)
        shot(app, f"{name}-{w}x{h}.png")
        if table is not None:
            found += [f"{w}x{h}: {problem}" for problem in table_problems(app, table)]
    app.resize(1280, 800)
    tick(app, 2)
    return found


def table_problems(app, table) -> list[str]:
    """What is wrong with the table as drawn: a call's button outside the bidding
    box or narrower than its word in bold, a text of the panel past the window."""
    from piquet_game.view.theme import theme_size

    found = []
    if table.showing_auction():
        box = table.layout.bidding_parts()["box"]
        bold = app.ui.get_theme().get_font_dictionary().find_font(
            theme_size(16, app.scale), "noto_sans", bold=True)
        for label in CALL_LABELS.values():
            r = app.stack.top.buttons()[label].rect
            if not (box.x <= r.x and r.right <= box.right and box.y <= r.y and r.bottom <= box.bottom):
                found.append(f"{label} outside the box")
            if bold.size(label)[0] + 8 > r.w:  # in bold, as the call the keyboard is on
                found.append(f"{label} wider than its button")
    with Drawn(app) as drawn:
        table.draw(app.screen)
    for text, r in drawn.items:
        if r.x >= table.layout.table_w - 1 and r.right > app.size[0]:
            found.append(f"{text!r} past the window's edge")
    found += [" ".join(map(str, p)) for p in problems(app, table, "table")]  # overlaps on the table
    return found


def auction_move(app, table, doubled: list[int]) -> None:
    """The person's call, a click in the bidding box: the lowest bid when nobody has
    bid, or while the person has won no auction in the partie; else the computer's
    bid doubled once in the partie, or passed; a double redoubled."""
    game = table.controller.game
    legal = table.legal_calls()
    bids = [w for w in legal if w[0].isdigit()]
    won = any(e.kind == "contract" and e.seat == table.viewer for log in game.history for e in log.events)
    if "redouble" in legal:
        word = "redouble"
    elif bids and (not won or not any(c.is_bid for _s, c in game.calls)):
        word = bids[0]
    elif "double" in legal and not doubled:
        word = "double"
        doubled.append(table.controller.game.deal_number)
    else:
        word = "pass"
    assert click_call(app, CALL_LABELS[word])


@pytest.mark.slow
def test_a_whole_contract_partie_against_the_computer(monkeypatch):
    """From the menu, Contract Piquet against the computer (level 1), the person's
    every decision a click in the bidding box or on a card, each summary a key:
    every deal to the settlement.  Screenshots at each size of the bidding box, the
    play under a contract and a deal's summary with over- or under-tricks; the
    kept partie counts the person's contracts, and the statistics show them, with
    no column for capots (not scored in this game)."""
    import random as random_module

    from test_variants_window import open_menu

    from piquet_game.store import history
    from piquet_game.view import starting
    from piquet_game.view.history import HistoryScene
    from piquet_game.view.statistics import StatsScene

    monkeypatch.setattr(starting.random, "SystemRandom", lambda: random_module.Random(5))
    app = make_app(size=(1280, 800), animation="off", variant="contract", level=1)
    try:
        open_menu(app)
        assert click_button(app, "Play ")
        table = app.stack.top
        assert isinstance(table, TableScene) and table.controller.game.variant.name == "contract"
        assert not table.controller.seats[1].is_human
        game = table.controller.game
        shots: set[str] = set()
        found: list[str] = []
        summaries = []
        doubled: list[int] = []
        for _ in range(600):
            top = app.stack.top
            if isinstance(top, PartieEndScene):
                break
            if isinstance(top, DealSummaryScene):
                summaries.append(top.contract_words())
                if "summary" not in shots and any(e.kind in ("overtricks", "undertricks")
                                                  for e in top.log.events):
                    tick(app, 40)  # the summary's figures counted up
                    shots_at_each_size(app, "computer-summary")
                    shots.add("summary")
                key(app, pygame.K_RETURN, frames=3)
                continue
            where = wait_for_turn(app, table)
            if where != "turn":
                continue
            if game.phase is Phase.AUCTION and "box" not in shots and \
                    (any(c.is_bid for _s, c in game.calls) or game.deal_number >= 5):
                found += shots_at_each_size(app, "computer-box", table)
                shots.add("box")
            contract = game.contract  # the play under a doubled contract (or in the last deal)
            if game.phase is Phase.PLAY and "play" not in shots and contract is not None \
                    and len(game.tricks) >= 4 and (contract.multiplier > 1 or game.deal_number >= 6):
                assert any(t.startswith("Contract: ") for t in panel_words(app, table))
                found += shots_at_each_size(app, "computer-play", table)
                shots.add("play")
            if game.phase is Phase.AUCTION:
                auction_move(app, table, doubled)
            else:
                make_move(app, table)
        else:
            raise AssertionError("the partie never ended")
        assert game.is_over and isinstance(app.stack.top, PartieEndScene)
        assert shots == {"box", "summary", "play"} and found == []
        assert len(summaries) == len(game.deal_scores) >= 6
        assert all(s.startswith("Contract ") for s in summaries)
        # the end: the settlement, who won and by how much
        end = app.stack.top
        with Drawn(app) as drawn:
            end.draw(app.screen)
        said = " ".join(t for t, _r in drawn.items)
        assert end.sheet["headline"] in said and str(max(game.totals)) in said
        shot(app, "computer-partie-end-1280x800.png")
        # kept: the person's contracts, made and broken
        mine = [log for log in game.history for e in log.events if e.kind == "contract" and e.seat == 0]
        assert mine, "the person won no auction"
        entries, notices = history.entries()
        assert notices == [] and entries[0].variant.name == "contract" and entries[0].complete
        assert sum(x[0] for x in (entries[0].contracts_made, entries[0].contracts_broken)) == len(mine)
        # the statistics, from the menu: contracts bid, made and broken; no capots
        assert click_button(app, "Main menu")
        assert click_button(app, "Your games")
        assert isinstance(app.stack.top, HistoryScene)
        assert click_button(app, "Statistics")
        stats = app.stack.top
        assert isinstance(stats, StatsScene) and stats.variant.name == "contract"
        heads = [lines for lines, _attr in stats.columns()]
        assert ("Contracts", "bid") in heads and ("Contracts", "made") in heads
        assert ("Contracts", "broken") in heads and ("Capots", "") not in heads
        with Drawn(app) as drawn:
            stats.draw(app.screen)
        words = [t for t, _r in drawn.items]
        assert "Capots" not in words and "Contracts" in words
        assert "oldest" not in words and "latest" not in words  # one partie: one bar, no ends
        overall = stats.rows[-1][1]
        assert overall.contracts == len(mine)
        shot(app, "computer-statistics-1280x800.png")
    finally:
        app.close()


# ------------------------------------------------------------------ the minus sign


def test_a_minus_bid_is_drawn_with_a_true_minus():
    """The font draws U+2212 with its hyphen; a minus bid is shown with the glyph that
    is a minus in it (as wide as the plus sign, at the height of its bar), on the
    buttons, in the auction's table, on the panel and in the summary: converted in
    one place, the records' word unchanged."""
    from importlib import resources

    import pygame.freetype

    from piquet_game.view.text import MINUS, call_shown

    pygame.freetype.init()
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        font = pygame.freetype.Font(str(resources.files("pygame_gui.data") / name), 40)
        (plus,), (minus,), (hyphen,) = (font.get_metrics(c) for c in ("+", MINUS, "-"))
        width = lambda m: m[1] - m[0]  # noqa: E731
        middle = lambda m: (m[2] + m[3]) / 2  # noqa: E731
        plus_bar = middle(font.get_metrics("=")[0])  # the plus sign's bar: between the equals' two
        assert width(minus) >= 0.9 * width(plus) and width(minus) > 1.4 * width(hyphen)
        assert abs(middle(minus) - plus_bar) <= 2
    assert call_shown("7-") == f"7{MINUS}" and call_shown("12- redoubled") == f"12{MINUS} redoubled"
    assert call_shown("8+ doubled") == "8+ doubled" and call_shown("pass") == "pass"
    assert CALL_LABELS["9-"] == f"9{MINUS}" and CALL_LABELS["double"] == "Double"
    assert CALLS["7-"].word == "7-"


# ------------------------------------------------------------------ the replay


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_replay_shows_the_auction_and_the_contract(size):
    """A kept Contract deal replayed (the worked example C1: 7+, 7-, 8+, double,
    redouble): each call drawn in the auction's table, as the table draws it, clear
    of the talon laid out face up; the contract doubled or redoubled on the panel
    through the play, to the deal's end; a deal thrown in says so."""
    import json

    from piquet_game.rules import record
    from piquet_game.view.replay import ReplayScene
    from piquet_game.view.text import MINUS

    w, h = size
    seeds = SHOTS.parents[2] / "seeds"
    game = record.replay(json.loads((seeds / "contract-c1-plus-redoubled.json").read_text())).game
    app = make_app(size=size, animation="off")
    try:
        scene = ReplayScene(app, game)
        app.stack.replace(scene)
        tick(app, 2)
        assert not scene.showing_auction()  # the deal, before the first call

        def drawn() -> list[tuple[str, pygame.Rect]]:
            with Drawn(app) as d:
                scene.draw(app.screen)
            return d.items

        seen = []
        for step in range(1, 6):
            scene.go(step)
            assert scene.showing_auction()
            items = drawn()
            words = [t for t, _r in items]
            seen.append(words)
            assert "Elder, Elder" in words and "Younger, Younger" in words
            box = pygame.Rect(scene.layout.bidding_parts(buttons=False)["box"].ints())
            talon = max(scene.layout.talon_fanned(i, 8)[0] for i in range(8)) + scene.layout.card_w / 2
            table = [r for t, r in items if t in ("7+", f"7{MINUS}", "8+", "Double", "Redouble")]
            assert table and all(r.x > talon for r in table)
            assert all(r.right <= scene.layout.table_w for r in table) and box.w > 0
            if step == 4:
                tick(app, 2)
                app.save_screenshot(OUT / f"replay-auction-{w}x{h}.png")
        # the calls as their buttons say them
        assert "7+" in seen[0] and f"7{MINUS}" in seen[1] and "Double" in seen[3] and "double" not in seen[3]
        assert "Redouble" in seen[4] and not any(t.startswith("Contract: ") for t in seen[3])
        assert any(t.startswith("Contract: Elder's eight plus, redoubled") for t in seen[4])
        assert "Contract: 8+ redoubled, Elder" in seen[4]  # on the panel, once made
        tick(app, 2)
        app.save_screenshot(OUT / f"replay-contract-{w}x{h}.png")
        for step in (12, scene.steps.last):  # the play, and the deal's end: the contract stays
            scene.go(step)
            assert not scene.showing_auction()
            words = [t for t, _r in drawn()]
            assert "Contract: 8+ redoubled, Elder" in words and "Elder, Elder" not in words
        assert "Tricks won: 10 of 8, made" in words
        tick(app, 2)
        app.save_screenshot(OUT / f"replay-end-{w}x{h}.png")
        # a deal thrown in: its two passes, and the words of the redeal
        game = record.replay(json.loads((seeds / "contract-redeal-after-two-passes.json").read_text())).game
        scene = ReplayScene(app, game)
        app.stack.replace(scene)
        scene.go(2)
        words = [t for t, _r in drawn()]
        assert scene.showing_auction() and words.count("Pass") == 2 and "pass" not in words
        assert "Thrown in: both passed" in words and any("thrown in" in t for t in words)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=["960x600", "1280x800"])
def test_the_eight_cards_nobody_plays_are_not_called_a_talon(size):
    """Contract Piquet has no exchange: the eight cards left after the deal are
    "Not dealt", not a talon; Rubicon's are still the talon."""
    app = make_app(size=size, animation="off")
    try:
        table = two_players(app)
        to_auction(app, table)
        words = drawn_words(app, table)
        assert "Not dealt" in words and "Talon" not in words and "Talon (shown)" not in words
        shot(app, f"not-dealt-{size[0]}x{size[1]}.png")
        game = Game.new(random.Random(3), variant_named("rubicon"), players=("Ann", "Ben"))
        rubicon = two_players(app, game=game)
        until_turn(app, rubicon)
        assert "Talon" in drawn_words(app, rubicon)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["de", "fr", "ru"])
def test_the_bidding_box_writes_each_call_as_its_button_says_it(language):
    """In the grid of the calls made, a pass, a double and a redouble are written as
    their buttons say them in the language of the screen ("Passe", "Kontra"), never
    in the record's English words ("pass", "double")."""
    from piquet_game.i18n import Translator
    from piquet_game.view.text import CALL_NAMES

    app = make_app(size=(1280, 800), animation="off", language=language)
    try:
        tr = Translator(language)
        table = new_table(app, variant=CONTRACT, seed=5)
        for _ in range(3000):
            if table.my_turn() and table.controller.game.phase is Phase.AUCTION:
                break
            if table.looking():
                table.seen_hand()
            elif table.my_turn():
                make_move(app, table)
            tick(app)
        assert table.controller.game.phase is Phase.AUCTION
        table.model.calls = [(0, "8+"), (1, "double"), (0, "redouble"), (1, "pass")]  # the grid's words
        words = drawn_words(app, table)
        for word in ("double", "redouble", "pass"):
            assert tr(CALL_NAMES[word]) in words, (word, words)
            assert word not in words
        shot(app, f"box-{language}-1280x800.png")
    finally:
        app.close()
