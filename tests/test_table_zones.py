"""Nothing on the table overlaps, drawn as it is drawn: at each phase of a deal,
at four window sizes, with the side panel narrow and wide (teaching while you
play), every piece of text on the table (seat and pile labels, the talon's, the
commentary and the prompt) lies clear of every group of cards and of every other
text, the buttons clear of both; in a lesson, the highlights ring their cards
without covering a label."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Drawn, click, click_button, make_app, make_move, new_table, tick, wait_for_turn

from piquet_game.controller import Seat
from piquet_game.rules import OpenCapot, Phase
from piquet_game.tutorial.lesson import load_lessons
from piquet_game.view.tutorial import open_lesson

SAME_PLACE = [{"hand0", "shown0"}, {"hand1", "shown1"}, {"talon", "spread"}]
#: A table of three or four: a trick's cards lie on one another, each towards its player.
ROUND_SAME = SAME_PLACE + [{a, b} for a in ("play0", "play1", "play2", "play3")
                           for b in ("play0", "play1", "play2", "play3") if a < b]

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]
LONG = "Bartholomew-Maximilian"  # a long name: labels must still fit


def card_groups(table) -> dict[str, pygame.Rect]:
    """The rectangle around each group of cards, as drawn this frame."""
    model, lay = table.model, table.layout
    cw, ch = lay.card_w, lay.card_h
    groups: dict[str, list[pygame.Rect]] = {}
    for sp, where in model.draw_order():
        x, y = model.position(sp, where)
        s = lay.card_scale(where[0])
        groups.setdefault(where[0], []).append(pygame.Rect(round(x - cw * s / 2), round(y - ch * s / 2),
                                                           round(cw * s), round(ch * s)))
    return {zone: rects[0].unionall(rects[1:]) for zone, rects in groups.items()}




def problems(app, table, where: str, same: list | None = None) -> list:
    tick(app)
    with Drawn(app) as drawn:  # the table's own drawing (not a summary over it)
        table.draw(app.screen)
    lay = table.layout
    texts = [(t, r) for t, r in drawn.items if r.x < lay.table_w and t.strip()]
    cards = card_groups(table)
    buttons = [(el.text, el.rect) for el in table._elements if el.rect.x < lay.table_w]
    found = []
    zones = sorted(cards)
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            if {a, b} not in (SAME_PLACE if same is None else same) and cards[a].colliderect(cards[b]):
                found.append((where, "cards on cards", a, b))
    for name in getattr(table, "highlights", lambda: ())():
        if name in ("scores", "commentary"):  # a lesson pointing at words rings them
            continue
        for r in table.painter.highlight_rects((name,)):
            outer = r.inflate(2 * lay.ring, 2 * lay.ring)
            inside = 2 * (lay.ring_pad - 2 * lay.ring_width)
            inner = r.inflate(inside, inside)
            for t, tr in texts:
                if tr.colliderect(outer) and not inner.contains(tr):
                    found.append((where, f"highlight of the {name} on text", t))
    for i, (t, r) in enumerate(texts):
        for zone, cr in cards.items():
            if r.colliderect(cr):
                found.append((where, "text on cards", t, zone))
        for t2, r2 in texts[i + 1:]:
            if r.colliderect(r2):
                found.append((where, "text on text", t, t2))
        if r.right > lay.table_w or r.x < 0 or r.bottom > lay.height or r.y < 0:
            found.append((where, "text off the table", t))
    for b, br in buttons:
        if br.right > lay.table_w - lay.margin + 1 or br.x < lay.margin - 1:
            found.append((where, "button off the table", b))
        for zone, cr in cards.items():
            if br.colliderect(cr):
                found.append((where, "button on cards", b, zone))
        for t, r in texts:
            if br.colliderect(r):
                found.append((where, "button on text", b, t))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("seed", [12, 15], ids=["elder", "younger"])
@pytest.mark.parametrize("teach", [False, True], ids=["panel-narrow", "panel-wide"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_nothing_drawn_on_the_table_overlaps_at_any_phase(piquet_home, size, teach, seed):
    """Against the computer: each decision of a deal, declarations made by hand."""
    app = make_app(size=size, animation="off", teach=teach, own_declarations=True)
    try:
        table = new_table(app, [Seat.human(LONG, auto_declare=False), Seat.computer(1, 3, LONG[:20] + "II")],
                          seed=seed)
        found: list = []
        phases = set()
        for _ in range(40):
            state = wait_for_turn(app, table)
            if state != "turn":
                break
            phases.add(table.controller.game.phase)
            game = table.controller.game
            found += problems(app, table, f"{game.phase.value} {len(game.history[-1].actions)}")
            make_move(app, table)
        tick(app, 3)
        found += problems(app, table, "deal end")
        assert Phase.PLAY in phases and phases & {Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER}
        assert found == []
    finally:
        app.close()


@pytest.mark.slow
def test_a_lessons_highlights_and_labels_never_cover_each_other(piquet_home):
    """Every lesson, step by step, each step looked at in the three window sizes the
    game is made for, the window resized between them as a person may resize it (the
    table at 3840x2160 is checked at every phase above)."""
    from test_tutorial_window import make_expected_move, settle

    app = make_app(size=SIZES[0], animation="off")
    try:
        found: list = []
        shown: set[str] = set()
        looked: set[tuple[int, int]] = set()
        for lesson in load_lessons():
            scene = open_lesson(app, lesson)
            for _ in range(300):
                where = settle(app, scene)
                if where == "lesson-end":
                    break
                shown.update(scene.highlights())
                for w, h in SIZES[:3]:
                    app.resize(w, h)
                    found += problems(app, scene, f"{lesson.id} step {scene.run.index + 1} at {w}x{h}")
                    looked.add(app.size)
                where = settle(app, scene)  # (a look ticks a frame: where the lesson stands now)
                if where == "lesson-end":
                    break
                if where in ("deal-summary", "partie-end", "read"):
                    assert click_button(app, "Go on")
                elif where == "click":
                    click(app, scene.painter.highlight_rects((scene.run.step.target,))[0].center)
                elif isinstance(scene.run.expected(), OpenCapot):  # the table's two buttons
                    announce = scene.run.expected().announce
                    assert click_button(app, "Announce an open capot" if announce else "Play on")
                else:
                    make_expected_move(app, scene)
                tick(app, 2)
        assert {"talon", "hand", "trick", "discards"} <= shown
        assert looked == set(SIZES[:3])
        assert found == []
    finally:
        app.close()
