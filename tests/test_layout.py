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


# ------------------------------------------------------------ three or four at the table

from piquet_game.view.layout import FULL_HAND, LEFT, PLAY_DX, RIGHT, TOP, layout_for  # noqa: E402


def round_zones(lay, players: int) -> dict[str, Rect]:
    """A round table's zones at their fullest: each hand as dealt, each pile of tricks
    with every trick of the deal, a trick's four cards."""
    n = FULL_HAND[players]
    places = (0, RIGHT, LEFT) if players == 3 else (0, RIGHT, TOP, LEFT)
    out = {f"hand{p}": around([card(lay, f"hand{p}", i, n) for i in range(n)]) for p in places}
    out["hand0"] = around([card(lay, "hand0", i, n, raised=True) for i in range(n)] + [out["hand0"]])
    for p in places:
        pile = [card(lay, f"won{p}", i, n * players) for i in range(n * players)]
        s = lay.card_scale("won0")
        out[f"won{p}"] = around([Rect(r.x + r.w * (1 - s) / 2, r.y + r.h * (1 - s) / 2, r.w * s, r.h * s)
                                 for r in pile])
    out["trick"] = around([card(lay, f"play{p}", 0, 1) for p in places])
    out["bar"] = lay.bar
    out["commentary"] = lay.commentary
    return out


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_at_three_and_four_no_two_zones_overlap_and_each_pile_lies_by_its_own_seat(size, players):
    """At four, North's pile lay in the corner beside West's column of cards: it lies
    under North's hand now, nearer North's cards than West's, and clear of the card
    West plays to the trick."""
    lay = layout_for(players, *size)
    found = round_zones(lay, players)
    names = sorted(found)
    clashes = [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if overlap(found[a], found[b])]
    assert clashes == []
    for name, r in found.items():
        assert 0 <= r.x and r.right <= lay.table_w and 0 <= r.y and r.bottom <= lay.height, name
    if players == 4:
        north, west_cards, north_cards = found[f"won{TOP}"], found[f"hand{LEFT}"], found[f"hand{TOP}"]
        assert north.x - west_cards.right > lay.card_w  # not beside West's column
        assert north_cards.x < north.center[0] < north_cards.right  # under North's hand
        west_play = card(lay, f"play{LEFT}", 0, 1)
        assert north.right < west_play.x and lay.center_x - PLAY_DX * lay.card_w > north.right


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_large_window_gets_larger_cards_and_a_hand_of_fewer_spreads_wider(players):
    """At 1920x1080 the cards are at least a third larger than at 1280x800; the hand
    at the bottom, of eight cards at four (ten at three), spreads over as much of the
    row as a hand of twelve at two, the other seats' hands (backs) kept close."""
    small, large = layout_for(players, 1280, 800), layout_for(players, 1920, 1080)
    assert large.card_w >= 4 / 3 * small.card_w
    two = layout_for(2, 1920, 1080)
    twelve = two.hand_right() - two.hand_left()
    for lay in (small, large):
        n = FULL_HAND[players]
        span = lay.hand_right() - lay.hand_left()
        assert lay.hand_step >= lay.back_step
        if players > 2:
            assert lay.hand_step > lay.back_step
            backs = (n - 1) * lay.back_step * lay.card_w + lay.card_w
            assert span > backs
    assert large.hand_right() - large.hand_left() >= 0.95 * twelve or large.hand_step == 0.8
