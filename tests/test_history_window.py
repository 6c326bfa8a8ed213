"""Your games in the real window, headless: the list of kept parties, a partie
replayed step by step with every card face up, the statistics and their chart.

The kept games are written as game records into ``data_dir() / "games"`` (where the
store looks for them), from worked examples with known scores and from parties
played by computer players.  Screenshots go to tests/output/screenshots/history/.
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta

import pygame
import pytest
from ui_driver import DT, ROOT, SHOTS, click, click_button, drawn_frame, find_button, key, make_app, tick

from piquet_game.ai import make_player
from piquet_game.paths import data_dir
from piquet_game.rules import Game, Phase
from piquet_game.rules.cards import cards_of
from piquet_game.rules.record import dumps, game_to_record, replay
from piquet_game.rules.variant import RUBICON, Variant
from piquet_game.view.app import MIN_SIZE
from piquet_game.view.games_words import LOST, WON
from piquet_game.view.history import HistoryScene
from piquet_game.view.menu import MenuScene
from piquet_game.view.replay import PartieSteps, ReplayScene
from piquet_game.view.statistics import StatsScene

OUT = SHOTS / "history"
SEEDS = ROOT / "seeds"
START = datetime(2025, 3, 1, 20, 30).astimezone()


def seed_record(name: str) -> dict:
    return json.loads((SEEDS / name).read_text(encoding="utf-8"))


def keep(record: dict, finished: datetime, *, players: list[str], viewer: int | None, opponent: str,
         level: int | None) -> None:
    """A finished partie written where the store keeps them, as the game keeps one."""
    record = dict(record, players=players, mode="computer" if viewer is not None else "two-players",
                  viewer=viewer, opponent=opponent, level=level,
                  finished=finished.isoformat(timespec="seconds"))
    folder = data_dir() / "games"
    folder.mkdir(parents=True, exist_ok=True)
    slug = opponent.lower().replace(" ", "-")
    (folder / f"{finished:%Y%m%d-%H%M%S}-{slug}.json").write_text(dumps(record), encoding="utf-8")


# Worked example 5a ends Napoleon 154, Josephine 113 (deal scores 8-20, 31-5, 26-20,
# 31-8, 35-7, 23-53, seat 1's capot in the last deal); 5b ends Napoleon 93, Josephine
# 154, a rubicon (deal scores 33-9, 8-31, 11-27, 5-33, 25-13, 11-41).
FIVE_A = "example-5a-partie-154-113.json"
FIVE_B = "example-5b-partie-154-93-rubicon.json"


def keep_known_games() -> None:
    """Four parties with known outcomes, written out of order:
    A (oldest): the person is seat 1 of 5a against Apprentice: lost 113-154, -141;
    B: seat 1 of 5b against Classicist: won 154-93 with a rubicon, +347;
    C: seat 0 of 5b against Classicist: lost 93-154, rubiconed, -347;
    D (newest): 5b between two players, Ann and Ben: Ben won 154-93."""
    keep(seed_record(FIVE_B), START + timedelta(days=2), players=["You", "Classicist"], viewer=0,
         opponent="Classicist", level=3)
    keep(seed_record(FIVE_A), START, players=["Apprentice", "You"], viewer=1, opponent="Apprentice", level=2)
    keep(seed_record(FIVE_B), START + timedelta(days=3), players=["Ann", "Ben"], viewer=None,
         opponent="Ben", level=None)
    keep(seed_record(FIVE_B), START + timedelta(days=1), players=["Classicist", "You"], viewer=1,
         opponent="Classicist", level=3)


def computer_partie(seed: int, level: int = 1, players=("You", "Novice"), variant: Variant = RUBICON) -> Game:
    """A whole partie of ``variant`` played by two computer players."""
    game = Game.new(random.Random(seed), variant, players=players)
    seats = [make_player(level, seed * 2), make_player(1, seed * 2 + 1)]
    while not game.is_over:
        if game.phase is Phase.DEAL:
            game.deal_random()
            continue
        seat = game.to_move
        game.apply(seats[seat].choose(game.view(seat), game.legal_actions()), seat)
    return game


def said(app, frames: int = 1) -> list[tuple[str, pygame.Rect]]:
    """Every text drawn in the last of the next ``frames`` frames, with where it was drawn."""
    tick(app, frames - 1)
    seen: list[tuple[str, pygame.Rect]] = []
    real = app.text.blit

    def spy(surface, text, size, pos, colour=(240, 240, 230), bold=False, anchor="topleft"):
        rect = real(surface, text, size, pos, colour, bold, anchor)
        seen.append((text, rect))
        return rect

    app.text.blit = spy
    try:
        drawn_frame(app, DT)
    finally:
        del app.text.blit
    return seen


def row_of(seen: list[tuple[str, pygame.Rect]], label: str) -> list[str]:
    """The texts drawn on the same line as ``label``, left to right, after it."""
    rect = next(r for t, r in seen if t == label)
    same = [(r.x, t) for t, r in seen if abs(r.centery - rect.centery) <= 3 and r.x > rect.x]
    return [t for _x, t in sorted(same)]


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    a.close()


# ------------------------------------------------------------------ the list


def test_your_games_lists_the_kept_parties_newest_first(app):
    keep_known_games()
    app.stack.replace(MenuScene(app))
    tick(app, 2)
    assert click_button(app, "Your games")
    scene = app.stack.top
    assert isinstance(scene, HistoryScene)
    assert not scene.notices
    seen = said(app)
    texts = [t for t, _r in seen]
    # one row per partie, newest first: the rows' dates go down the screen in time order
    dates = [f"{d.day} {d:%b %Y, %H:%M}" for d in (START + timedelta(days=k) for k in (3, 2, 1, 0))]
    ys = [next(r.y for t, r in seen if t == d) for d in dates]
    assert ys == sorted(ys) and len(set(ys)) == 4
    game = "Rubicon Piquet"  # the game of each partie, then its opponent
    assert row_of(seen, dates[0]) == [game, "Ann and Ben", "Ben won 154–93", "Rubicon", "347", "6"]
    assert row_of(seen, dates[1]) == [game, "Classicist (level 3)", "lost 93–154", "Rubicon", "−347", "6"]
    assert row_of(seen, dates[2]) == [game, "Classicist (level 3)", "won 154–93", "Rubicon", "+347", "6"]
    assert row_of(seen, dates[3]) == [game, "Apprentice (level 2)", "lost 113–154", "−141", "6"]
    assert "4 parties kept · click one to replay it" in texts
    OUT.mkdir(parents=True, exist_ok=True)
    app.save_screenshot(OUT / "history-1280x720.png")


def test_a_click_on_a_row_opens_its_replay(app):
    keep_known_games()
    history = HistoryScene(app)
    app.stack.replace(history)
    tick(app, 2)
    index, rect = history.row_rects()[2]  # B: the person in seat 1 won 154-93
    click(app, rect.center)
    replay_scene = app.stack.top
    assert isinstance(replay_scene, ReplayScene)
    assert replay_scene.game.players == ("Classicist", "You")
    assert replay_scene.bottom == 1  # the person's seat at the bottom, as when it was played
    assert replay_scene.step == 0 and replay_scene.model.deal_no == 1
    key(app, pygame.K_END)
    assert replay_scene.game.is_over
    assert replay_scene.game.totals == [93, 154]
    assert replay_scene.model.deal_results[-1] == (11, 41)
    assert click_button(app, "Close")
    assert app.stack.top is history


def test_an_empty_list_says_so_and_so_do_the_statistics(app):
    app.stack.replace(MenuScene(app))
    history = HistoryScene(app)
    app.push(history)
    seen = " ".join(t for t, _r in said(app, 2))
    assert "No parties kept yet" in seen
    assert history.row_rects() == []
    assert click_button(app, "Statistics")
    assert isinstance(app.stack.top, StatsScene)
    assert "No parties kept yet" in " ".join(t for t, _r in said(app, 2))
    assert click_button(app, "Back")
    assert app.stack.top is history
    assert click_button(app, "Back")
    assert isinstance(app.stack.top, MenuScene)


def test_a_damaged_file_is_told_once_and_the_others_still_listed(app):
    keep_known_games()
    bad = data_dir() / "games" / "20250310-120000-broken.json"
    bad.write_text('{"format": "piquet-record/1", "deals": [', encoding="utf-8")
    history = HistoryScene(app)
    app.stack.replace(history)
    notes = [t for t, _r in said(app, 2) if "broken" in t]
    assert notes, "the notice is shown"
    assert len(history.entries) == 4
    assert not bad.exists()  # moved aside by the store, kept under another name
    again = HistoryScene(app)
    app.stack.replace(again)
    assert not again.notices
    assert not [t for t, _r in said(app, 2) if "broken" in t]


def test_a_notice_the_store_repeats_is_told_once_a_window(app, monkeypatch):
    from piquet_game.store import history as store

    keep_known_games()
    real = store.entries

    def with_notice():
        found, notices = real()
        return found, notices + ["Your kept game X.json was written by a newer version; it is left as it is."]

    monkeypatch.setattr(store, "entries", with_notice)
    first = HistoryScene(app)
    app.stack.replace(first)
    assert any("newer version" in t for t, _r in said(app, 2))
    second = HistoryScene(app)
    app.stack.replace(second)
    assert len(second.entries) == 4
    assert not any("newer version" in t for t, _r in said(app, 2))


def test_pages_of_rows(app):
    games = [computer_partie(seed) for seed in range(3)]
    for k in range(25):
        g = games[k % 3]
        keep(game_to_record(g), START + timedelta(hours=k), players=list(g.players), viewer=0,
             opponent="Novice", level=1)
    history = HistoryScene(app)
    app.stack.replace(history)
    tick(app, 2)
    per = len(history.row_rects())
    assert 5 <= per < 25
    assert history.pages == -(-25 // per)
    first = [i for i, _r in history.row_rects()]
    assert first == list(range(per))
    assert find_button(app, "Newer") is not None and not find_button(app, "Newer").is_enabled
    assert click_button(app, "Older")
    second = [i for i, _r in history.row_rects()]
    assert second == list(range(per, min(25, 2 * per)))
    key(app, pygame.K_END)  # not a key of the list: nothing happens
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert history.page == history.pages - 1
    assert history.row_rects()[-1][0] == 24
    # the oldest partie is on the last page, last
    oldest = history.entries[24]
    assert oldest.finished == START


# ------------------------------------------------------------------ the replay


@pytest.mark.slow
def test_forward_then_back_lands_where_opening_there_does(app):
    game = computer_partie(4)
    steps = PartieSteps(game)
    j, k = 11, 23
    direct = ReplayScene(app, game, viewer=0, step=j)
    app.stack.replace(direct)
    tick(app, 2)
    want = direct.snapshot()
    lay = direct.layout
    table = pygame.Rect(0, 0, lay.table_w, round(lay.bar.y))
    panel = pygame.Rect(lay.table_w + 2, 0, lay.panel_w - 2, round(direct.panel_buttons_top()) - 4)
    want_pixels = [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in (table, panel)]

    walked = ReplayScene(app, game, viewer=0)
    app.stack.replace(walked)
    tick(app, 2)
    for _ in range(k):
        key(app, pygame.K_RIGHT, frames=1)
    assert walked.step == k
    for _ in range(k - j):
        key(app, pygame.K_LEFT, frames=1)
    tick(app, 2)
    assert walked.step == j
    assert walked.snapshot() == want
    assert [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in (table, panel)] == want_pixels
    # and every step the same way: the position is a function of the step alone
    for step in range(0, len(steps), 7):
        walked.go(step)
        assert walked.snapshot() == ReplayScene(app, game, viewer=0, step=step).snapshot()


@pytest.mark.slow
def test_the_steps_rebuild_the_partie_move_by_move():
    game = computer_partie(5)
    steps = PartieSteps(game)
    assert len(steps.deal_starts) == len(game.history)
    end = steps.at(steps.last)
    assert end.game.is_over and end.game.totals == game.totals and end.game.result == game.result
    # each step is one decision more than the step before (the silent "no carte blanche"
    # answers ride along with the next one)
    decisions = [sum(len(log.actions) for log in steps.at(s).game.history) for s in range(len(steps))]
    silent = [sum(1 for log in steps.at(s).game.history for _seat, a in log.actions
                  if getattr(a, "declare", True) is False) for s in range(len(steps))]
    loud = [d - q for d, q in zip(decisions, silent, strict=True)]
    for s in range(1, len(steps)):
        assert loud[s] - loud[s - 1] == (0 if s in steps.deal_starts else 1)
    # the words of the step are the last action's: a lead names its card
    lead = next(s for s in range(len(steps)) if steps.at(s).said
                and " leads the " in steps.at(s).said[0].text)
    assert steps.at(lead).game.trick


def test_the_replay_shows_every_card_face_up(app):
    game = computer_partie(7)
    scene = ReplayScene(app, game, viewer=0)
    app.stack.replace(scene)
    tick(app, 2)
    g = scene.game
    assert len(g.talon) == 8
    # the deal as dealt: both hands and the whole talon, face up
    both = set(cards_of(g.hands[0] | g.hands[1]))
    assert both | set(g.talon) <= scene.last_faces
    assert len(scene.last_faces) == 32
    OUT.mkdir(parents=True, exist_ok=True)
    app.save_screenshot(OUT / "replay-dealt-1280x720.png")
    # after both exchanges: both hands, both discards and the cards nobody took
    while scene.game.phase in (Phase.BLANCHE, Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
        key(app, pygame.K_RIGHT, frames=1)
    tick(app, 1)
    g = scene.game
    shown = set(cards_of(g.hands[0] | g.hands[1] | g.discards[0] | g.discards[1] | g.rest))
    assert shown <= scene.last_faces
    assert {sp.card for sp in scene.model.zones["hand1"]} == set(cards_of(g.hands[1]))
    assert all(sp.face_up for sp in scene.model.zones["hand1"])
    app.save_screenshot(OUT / "replay-exchanged-1280x720.png")
    # a trick just completed stays on the table for its step, both cards face up
    while not (scene.game.phase is Phase.PLAY and len(scene.game.tricks) == 3 and not scene.game.trick):
        key(app, pygame.K_RIGHT, frames=1)
    tick(app, 1)
    leader, lead, reply, winner = scene.game.tricks[-1]
    trick = [sp.card for sp in scene.model.zones["trick"]]
    assert trick == [lead, reply]
    assert {lead, reply} <= scene.last_faces
    assert set(cards_of(scene.game.hands[0] | scene.game.hands[1])) <= scene.last_faces
    assert any(line.kind == "trick" and line.seat == winner for line in scene.said)
    app.save_screenshot(OUT / "replay-trick-1280x720.png")


def test_replay_buttons_and_keys(app):
    game = computer_partie(8)
    steps = PartieSteps(game)
    scene = ReplayScene(app, game, viewer=1)
    app.stack.replace(scene)
    tick(app, 2)
    assert not find_button(app, "Back").is_enabled and not find_button(app, "Previous deal").is_enabled
    assert click_button(app, "Forward")
    assert scene.step == 1
    key(app, pygame.K_SPACE)
    assert scene.step == 2
    assert click_button(app, "Next deal")
    assert scene.step == steps.deal_starts[1] and scene.model.deal_no == 2
    assert scene.model.deal_results == [tuple(game.deal_scores[0])]
    key(app, pygame.K_RIGHT)
    assert click_button(app, "Previous deal")  # to the start of this deal
    assert scene.step == steps.deal_starts[1]
    assert click_button(app, "Previous deal")  # then the one before
    assert scene.step == 0
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert scene.step == steps.deal_starts[2]
    key(app, pygame.K_PAGEUP)
    assert scene.step == steps.deal_starts[1]
    assert click_button(app, "End")
    assert scene.step == steps.last and scene.game.is_over
    assert not find_button(app, "Forward").is_enabled and not find_button(app, "Next deal").is_enabled
    assert scene.said[-1].kind == "partie-end"
    key(app, pygame.K_HOME)
    assert scene.step == 0
    # a new window size lays the same position out again
    before = scene.snapshot()
    app.resize(1920, 1080)
    tick(app, 2)
    assert scene.layout.width == 1920 and scene.snapshot() == before
    for sp, where in scene.model.draw_order():
        x, y = scene.model.position(sp, where)
        assert 0 <= x <= scene.layout.table_w and 0 <= y <= 1080
    assert find_button(app, "Forward").rect.bottom < scene.layout.bottom_y
    # the table is laid out for the viewer's seat: seat 1's cards at the bottom
    assert {sp.card for sp in scene.model.zones["hand0"]} == set(cards_of(scene.game.hands[1]))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_replay_screenshots(size):
    app = make_app(size=size)
    try:
        game = computer_partie(2)
        scene = ReplayScene(app, game, viewer=0, when="1 Mar 2025, 20:30")
        app.stack.replace(scene)
        OUT.mkdir(parents=True, exist_ok=True)
        steps = scene.steps
        for name, step in (("dealt", 0), ("declaring", 6), ("playing", 14),
                           ("deal-end", steps.deal_starts[1] - 1), ("end", steps.last)):
            scene.go(step)
            tick(app, 2)
            app.save_screenshot(OUT / f"replay-{name}-{size[0]}x{size[1]}.png")
            # every card on the table lies inside the window, none in the panel
            for sp, where in scene.model.draw_order():
                x, y = scene.model.position(sp, where)
                assert 0 <= x <= scene.layout.table_w and 0 <= y <= size[1]
            for el in scene.buttons().values():
                assert el.rect.right <= size[0] and el.rect.bottom <= size[1]
    finally:
        app.close()


# ------------------------------------------------------------------ the statistics


def test_statistics_show_the_figures_of_known_parties_and_a_chart(app):
    keep_known_games()
    history = HistoryScene(app)
    app.stack.replace(history)
    tick(app, 2)
    assert click_button(app, "Statistics")
    stats = app.stack.top
    assert isinstance(stats, StatsScene)
    seen = said(app, 2)
    # played won lost drawn, rubicons given suffered, points a deal, best partie,
    # best deal, piques repiques capots
    assert row_of(seen, "Apprentice (level 2)") == "1 0 1 0 0 0 18.8 – 53 0 0 1".split()
    assert row_of(seen, "Classicist (level 3)") == "2 1 1 0 1 1 20.6 347 41 0 0 0".split()
    assert row_of(seen, "Ann v Ben") == "1 0 1 0 0 1 15.5 – 33 0 0 0".split()
    assert row_of(seen, "All against the computer") == "3 1 2 0 1 1 20.0 347 53 0 0 1".split()
    # the overall row comes last; the two-player group is not in it
    ys = {t: r.y for t, r in seen}
    assert ys["All against the computer"] > max(ys["Apprentice (level 2)"], ys["Ann v Ben"])
    # the chart: the person's last results, oldest first, won above the line, lost below
    assert [v for v, _r in stats.bars] == [-141, 347, -347]
    for value, rect in stats.bars:
        colour = app.screen.get_at(rect.center)[:3]
        assert colour == (WON if value > 0 else LOST)
    (_, a), (_, b), (_, c) = stats.bars
    assert b.bottom <= c.top + 2 and a.top >= b.bottom - 2  # above and below one zero line
    assert abs(b.h - c.h) <= 1 and a.h < c.h * 0.5
    assert a.centerx < b.centerx < c.centerx
    labels = [t for t, _r in seen]
    assert "+347" in labels and "−141" in labels and "−347" in labels
    OUT.mkdir(parents=True, exist_ok=True)
    app.save_screenshot(OUT / "stats-1280x720.png")


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_history_and_statistics_fit_the_window(size):
    app = make_app(size=size)
    try:
        keep_known_games()
        for k, seed in enumerate(range(10, 30)):
            g = computer_partie(seed, players=("You", "Novice"))
            keep(game_to_record(g), START + timedelta(days=5, hours=k), players=list(g.players), viewer=0,
                 opponent="Novice", level=1)
        history = HistoryScene(app)
        app.stack.replace(history)
        seen = said(app, 2)
        w, h = size
        for text, rect in seen:
            assert 0 <= rect.left and rect.right <= w and rect.bottom <= h, text
        last_row = history.row_rects()[-1][1]
        assert all(el.rect.top > last_row.bottom for el in history.buttons().values())
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / f"history-{w}x{h}.png")
        assert click_button(app, "Statistics")
        stats = app.stack.top
        seen = said(app, 2)
        for text, rect in seen:
            assert 0 <= rect.left and rect.right <= w and rect.bottom <= h, text
        # the headings of the table do not run into each other
        heads = sorted((r for t, r in seen if t in ("Rubicons", "Repiques", "Piques", "Capots", "Played")),
                       key=lambda r: (r.y, r.x))
        for one, two in zip(heads, heads[1:], strict=False):
            if one.y == two.y:
                assert one.right < two.left
        assert len(stats.bars) == 20
        back = find_button(app, "Back")
        assert all(r.bottom < back.rect.top for _v, r in stats.bars)
        app.save_screenshot(OUT / f"stats-{w}x{h}.png")
    finally:
        app.close()


# ------------------------------------------------------------------ the menu


def test_the_menu_still_fits_the_smallest_window():
    app = make_app(size=MIN_SIZE)
    try:
        app.notices[:] = ["A first notice about a damaged file, told once.",
                          "A second notice, the newest, told once as well."]
        app.stack.replace(MenuScene(app))
        seen = said(app, 2)
        buttons = sorted(app.stack.top.buttons().values(), key=lambda el: el.rect.top)
        assert "Your games" in [el.text for el in buttons]
        for one, two in zip(buttons, buttons[1:], strict=False):
            assert one.rect.bottom <= two.rect.top or one.rect.top == two.rect.top
        assert buttons[-1].rect.bottom <= MIN_SIZE[1]
        notes = [r for t, r in seen if "notice" in t]
        assert len(notes) == 2
        assert all(r.top >= buttons[-1].rect.bottom and r.bottom <= MIN_SIZE[1] for r in notes)
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / "menu-960x600.png")
        assert click_button(app, "Your games")
        assert isinstance(app.stack.top, HistoryScene)
    finally:
        app.close()


def test_records_written_here_replay(tmp_path):
    """The records the tests write are valid game records (the store reads them)."""
    keep_known_games()
    files = sorted((data_dir() / "games").glob("*.json"))
    assert len(files) == 4
    for f in files:
        game = replay(json.loads(f.read_text(encoding="utf-8"))).game
        assert game.is_over


def test_a_match_is_charted_as_matches_won_by_games(app):
    """Picchetto's statistics chart speaks of matches and the games each was won by,
    not of a partie's score."""
    import json as json_module

    p2 = json_module.loads((ROOT / "seeds" / "picchetto-p2-ripicca-and-the-bellas-221.json").read_text())
    keep(p2, START, players=["Dario", "You"], viewer=1, opponent="Nino", level=1)
    stats = StatsScene(app)
    app.stack.replace(stats)
    words = [t for t, _r in said(app, 2)]
    assert stats.variant.name == "picchetto"
    assert "Your last match against the computer" in words
    assert "won above the line, lost below: the games each was won by" in words
    assert not any("partie" in w for w in words if w.startswith(("Your last", "won above")))


def test_a_replayed_player_named_you_has_your_tricks(app):
    """In a replay (nobody at the keyboard), a player called "You" owns "Your tricks",
    not "You's tricks"."""
    g = computer_partie(3, players=("You", "Novice"))
    scene = ReplayScene(app, g)
    app.stack.replace(scene)
    scene.go(scene.steps.last)
    words = [t for t, _r in said(app, 2)]
    assert any(t.startswith("Your tricks: ") for t in words)
    assert not any(t.startswith("You's") for t in words)


def test_a_kept_game_of_three_copied_in_is_listed_and_replayed(app):
    """A record of Piquet Normand put in the kept games' folder by hand (one deal,
    no fields of the game's own): listed with the others, as people sharing the
    computer would have played it, not finished; it opens on the round table."""
    import json as json_module

    from piquet_game.store import history as store_history

    keep_known_games()
    n1 = json_module.loads((ROOT / "seeds" / "normand-n1-dealer-exchange-and-repique.json").read_text())
    folder = data_dir() / "games"
    path = folder / "20250101-120000-normand.json"
    path.write_text(json_module.dumps(n1), encoding="utf-8")
    found, notices = store_history.entries()
    assert notices == [] and len(found) == 5
    [entry] = [e for e in found if e.path == path]
    assert entry.players == ("A", "B", "C") and entry.mode == "two-players" and entry.viewer is None
    assert not entry.complete and entry.variant.name == "normand" and entry.totals == (110, 6, 3)
    assert path.exists() and not list(folder.glob("*.broken-*"))
    history = HistoryScene(app, found, notices)
    app.stack.replace(history)
    tick(app, 2)
    scene = history.open(found.index(entry))
    assert isinstance(scene, ReplayScene) and scene.round_table
    scene.end()
    assert scene.game.totals == [110, 6, 3] and scene.game.left == [0]


def test_a_partie_recorded_from_part_way_replays_from_its_totals(app):
    """A record that begins from the totals of earlier deals (``scores_before``: a
    worked example, a partie kept from part-way) opens in the replay, begun from
    those totals: its deal numbered as the partie counts it, every step shown from
    the first to the last, and the end the record's."""
    record = seed_record("normand-n2-pique-and-leaving.json")
    assert record["scores_before"] == [[85, 50, 92]] and len(record["deals"]) == 1
    whole = replay(record).game
    folder = data_dir() / "games"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "20250102-120000-normand-from-part-way.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    from piquet_game.store import history as store_history

    found, notices = store_history.entries()
    assert notices == []
    history = HistoryScene(app, found, notices)
    app.stack.replace(history)
    tick(app, 2)
    scene = history.open([e.path for e in found].index(path))
    assert isinstance(scene, ReplayScene)
    scene.start()
    tick(app, 2)
    assert scene.game.totals == [85, 50, 92] and scene.model.deal_no == 2 and scene.deal_number() == 1
    steps = 0
    while scene.step < scene.steps.last:
        scene.forward()
        steps += 1
        assert scene.steps.deal_of(scene.step) == 0
    tick(app, 2)
    assert steps == scene.steps.last == len(PartieSteps(whole)) - 1
    assert scene.game.totals == whole.totals and scene.game.left == whole.left
    app.save_screenshot(OUT / "replay-from-part-way.png")


def test_the_replay_s_words_name_the_players_as_its_panel_does():
    """The replay's commentary names the seats the game gave names to in the
    screen's language, in every sentence, as its panel does: a German replay says
    "Ost spielt aus", not "East spielt aus"."""
    from piquet_game.ai import make_player
    from piquet_game.i18n import Translator
    from piquet_game.rules.variant import NORMAND
    from piquet_game.vocabulary import shown_name

    de = Translator("de")
    game = Game.continued(NORMAND, None, 0, [[40, 50, 60]])  # the seats' own names
    game.deal_random(random.Random(3))
    players = [make_player(1, seed=s, seats=3) for s in range(3)]
    while game.to_move is not None:
        game.apply(players[game.to_move].choose(game.view(game.to_move), game.legal_actions()), game.to_move)
    assert {shown_name(p, de) for p in game.players} == {"Ost", "Süd", "West"}
    steps = PartieSteps(game, de)
    said = [line.text for line in steps.at(steps.last).lines]
    led = [text for text in said if "spielt aus" in text]
    assert led and all(text.split()[0] in {shown_name(p, de) for p in game.players} for text in led)
    english = [p for p in game.players if shown_name(p, de) != p]  # East, South
    assert english and not any(name in text for text in said for name in english), said


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(p for p in SEEDS.glob("*.json") if "." not in p.stem),
                         ids=lambda p: p.name)
def test_every_named_deal_replays_step_by_step_in_the_window(app, path):
    """Every named deal of the project (worked examples, lessons, regression deals)
    opens in the replay and steps from its first step to its last, and back to the
    start of each deal, ending where the record ends."""
    record = json.loads(path.read_text(encoding="utf-8"))
    whole = replay(record).game
    scene = ReplayScene(app, whole, viewer=0)
    app.stack.replace(scene)
    scene.start()
    while scene.step < scene.steps.last:
        scene.forward()
    tick(app, 1)
    assert scene.game.deal_scores == whole.deal_scores and scene.game.phase is whole.phase
    for _ in scene.steps.deal_starts:
        scene.previous_deal()
    assert scene.step == 0
