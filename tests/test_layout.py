"""The table's layout: no two zones of the table ever lie over each other, at every
window size, with the side panel narrow or wide.

Each zone is taken at its fullest: twelve cards in a hand (raised for the exchange
as well), five discards, the talon's eight, a trick, twenty-four cards in a pile of
tricks. Some zones are one another's on purpose: a declared card is shown raised
out of its hand, the talon spread is the talon, and the deck only lies on the
table while it is dealt.
"""

from __future__ import annotations

import pytest

from piquet_game.view.layout import WON_MAX, Rect, TableLayout

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160), (1024, 768), (2560, 1080)]
SAME_PLACE = [{"hand0", "shown0"}, {"hand1", "shown1"}, {"talon", "spread"}]


def card(lay: TableLayout, zone: str, index: int, count: int, raised: bool = False) -> Rect:
    x, y = lay.position(zone, index, count)
    if raised:
        y -= lay.lift
    return Rect(x - lay.card_w / 2, y - lay.card_h / 2, lay.card_w, lay.card_h)


def around(rects: list[Rect]) -> Rect:
    x0, y0 = min(r.x for r in rects), min(r.y for r in rects)
    return Rect(x0, y0, max(r.right for r in rects) - x0, max(r.bottom for r in rects) - y0)


def zones(lay: TableLayout) -> dict[str, Rect]:
    def fan(zone: str, count: int, raised: bool = False) -> list[Rect]:
        return [card(lay, zone, i, count, raised) for i in range(count)]

    x0, y0 = lay.talon_fanned(0, 8)
    x1, _ = lay.talon_fanned(7, 8)
    return {
        "hand0": around(fan("hand0", 12) + fan("hand0", 12, raised=True)),
        "hand1": around(fan("hand1", 12)),
        "shown0": around(fan("shown0", 8)),
        "shown1": around(fan("shown1", 8)),
        "discard0": around(fan("discard0", 5)),
        "discard1": around(fan("discard1", 5)),
        "talon": around(fan("talon", 8)),
        "spread": Rect(x0 - lay.card_w / 2, y0 - lay.card_h / 2, x1 - x0 + lay.card_w, lay.card_h),
        "trick": around(fan("trick", 2)),
        "won0": around(fan("won0", WON_MAX)),
        "won1": around(fan("won1", WON_MAX)),
        "bar": lay.bar,
        "commentary": lay.commentary,
    }


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("wide", [False, True], ids=["panel-narrow", "panel-wide"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_two_zones_of_the_table_overlap(size, wide):
    lay = TableLayout(*size, wide_panel=wide)
    found = zones(lay)
    names = sorted(found)
    clashes = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
               if {a, b} not in SAME_PLACE and overlap(found[a], found[b])]
    assert clashes == []
    for name, r in found.items():  # and all of them on the table, clear of the panel
        assert 0 <= r.x and r.right <= lay.table_w and 0 <= r.y and r.bottom <= lay.height, name


def test_the_commentary_keeps_a_useful_width():
    for size in SIZES:
        for wide in (False, True):
            lay = TableLayout(*size, wide_panel=wide)
            assert lay.commentary.w >= 0.5 * lay.table_w and lay.commentary.h >= lay.font_px * 1.5
