"""Card art: sizes, suit colours, distinct faces and backs, caching, rounded corners.

Runs headless: the SDL dummy video driver, and no display mode unless a test sets one.
"""

from __future__ import annotations

import hashlib
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from piquet_game.view.cardart import (  # noqa: E402
    BACKS,
    CARD_ASPECT,
    MAX_WIDTHS,
    RANK_H,
    CardArt,
    card_size,
    shadow_pad,
)

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
IVORY_MIN = 200  # a channel-wise minimum above this is card stock, not ink


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def card(rank: int, suit: int) -> int:
    return suit * 8 + rank


class Pixels:
    """RGBA pixels of a surface, read once."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.w, self.h = surf.get_size()
        self.data = pygame.image.tobytes(surf, "RGBA")

    def __getitem__(self, xy: tuple[int, int]) -> tuple[int, int, int, int]:
        i = (xy[1] * self.w + xy[0]) * 4
        return tuple(self.data[i : i + 4])

    def ink(self, x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int, int]]:
        """Opaque pixels in the box that are clearly not the ivory card."""
        out = []
        for y in range(y0, y1):
            for x in range(x0, x1):
                r, g, b, a = self[x, y]
                if a == 255 and min(r, g, b) < IVORY_MIN:
                    out.append((r, g, b))
        return out


def index_ink(surf: pygame.Surface) -> tuple[float, float, float]:
    """Mean colour of the ink in the top-left corner index."""
    px = Pixels(surf)
    w = px.w
    ink = px.ink(round(0.03 * w), round(0.04 * w), round(0.25 * w), round(0.5 * w))
    assert len(ink) > 20, "the corner index should have ink"
    n = len(ink)
    return tuple(sum(p[i] for p in ink) / n for i in range(3))


def digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


def test_card_size_follows_aspect():
    for width in (50, 56, 80, 110, 111, 160, 240, 300):
        w, h = card_size(width)
        assert w == width
        assert h == round(width * CARD_ASPECT)


@pytest.mark.parametrize("width", [50, 77, 110, 160, 301])
def test_surfaces_have_the_card_size(width):
    art = CardArt()
    for c in (0, 11, 20, 31):  # a seven, a ten, a queen, an ace
        assert art.face(c, width).get_size() == card_size(width)
    for back in BACKS:
        art.set_style(back=back)
        assert art.back_surface(width).get_size() == card_size(width)
    w, h = card_size(width)
    pad = shadow_pad(width)
    assert art.shadow(width).get_size() == (w + 2 * pad, h + 2 * pad)


def test_faces_have_per_pixel_alpha():
    art = CardArt()
    assert art.face(0, 90).get_flags() & pygame.SRCALPHA
    assert art.back_surface(90).get_flags() & pygame.SRCALPHA
    assert art.shadow(90).get_flags() & pygame.SRCALPHA


@pytest.mark.parametrize("rank", range(8))
def test_two_colour_index_is_red_or_black(rank):
    art = CardArt()
    for suit in (HEARTS, DIAMONDS):
        r, g, b = index_ink(art.face(card(rank, suit), 90))
        assert r > 140 and r > g + 80 and r > b + 80, (suit, (r, g, b))
    for suit in (SPADES, CLUBS):
        r, g, b = index_ink(art.face(card(rank, suit), 90))
        assert max(r, g, b) < 90, (suit, (r, g, b))


@pytest.mark.parametrize("rank", range(8))
def test_four_colour_index_colours(rank):
    art = CardArt(four_colour=True)
    r, g, b = index_ink(art.face(card(rank, SPADES), 90))
    assert max(r, g, b) < 90
    r, g, b = index_ink(art.face(card(rank, HEARTS), 90))
    assert r > 140 and r > g + 80 and r > b + 80
    r, g, b = index_ink(art.face(card(rank, DIAMONDS), 90))
    assert b > 140 and b > r + 80 and b > g + 40, (r, g, b)
    r, g, b = index_ink(art.face(card(rank, CLUBS), 90))
    assert g > 90 and g > r + 50 and g > b + 30, (r, g, b)


def test_rank_glyph_is_large():
    """The rank in the corner is about a quarter of the card's width tall."""
    width = 200
    art = CardArt()
    for c in (card(1, SPADES), card(3, CLUBS), card(6, SPADES)):  # 8, 10, K
        px = Pixels(art.face(c, width))
        rows = [y for y in range(round(0.02 * width), width // 2)
                if px.ink(round(0.03 * width), y, round(0.25 * width), y + 1)]
        top = rows[0]
        bottom = top
        while bottom + 1 in rows:  # the glyph is the first unbroken band of inked rows
            bottom += 1
        height = (bottom - top + 1) / width
        assert 0.2 <= height <= 0.28, height
        assert abs(height - RANK_H) < 0.03


def test_all_faces_distinct_and_backs_distinct():
    for four in (False, True):
        art = CardArt(four_colour=four)
        faces = {digest(art.face(c, 64)) for c in range(32)}
        assert len(faces) == 32
        backs = []
        for back in BACKS:
            art.set_style(back=back)
            backs.append(digest(art.back_surface(64)))
        assert len(set(backs)) == len(BACKS) == 2
        assert not faces & set(backs)


def test_backs_are_mostly_coloured_faces_mostly_ivory():
    art = CardArt()
    width = 60
    w, h = card_size(width)
    for back in BACKS:
        art.set_style(back=back)
        px = Pixels(art.back_surface(width))
        inner = px.ink(w // 4, h // 4, 3 * w // 4, 3 * h // 4)
        assert len(inner) > 0.8 * (w // 2) * (h // 2)
        assert min(px[w // 2, 1][:3]) > 230, "a white margin runs round the back"
    px = Pixels(art.face(card(0, HEARTS), width))
    assert len(px.ink(0, 0, w, h)) < 0.35 * w * h


def test_court_cards_are_double_ended():
    """A court card looks the same turned upside down (pip sevens do not)."""
    art = CardArt()

    def asymmetry(surf: pygame.Surface) -> float:
        a = Pixels(surf)
        b = Pixels(pygame.transform.flip(surf, True, True))
        differing = sum(1 for i in range(0, len(a.data), 4)
                        if max(abs(a.data[i + j] - b.data[i + j]) for j in range(3)) > 80)
        return differing / (a.w * a.h)

    for rank in (4, 5, 6):
        for suit in range(4):
            assert asymmetry(art.face(card(rank, suit), 70)) < 0.005
    assert asymmetry(art.face(card(0, SPADES), 70)) > 0.01


@pytest.mark.slow
def test_court_cards_are_pictures_not_letters():
    """Courts carry far more ink, in far more colours, than any pip card or ace."""
    art = CardArt()
    width = 100
    w, h = card_size(width)

    def ink(c: int) -> list[tuple[int, int, int]]:
        return Pixels(art.face(c, width)).ink(3, 3, w - 3, h - 3)  # inside the border

    for suit in range(4):
        most = max(len(ink(card(rank, suit))) for rank in (0, 1, 2, 3, 7))
        for rank in (4, 5, 6):
            court = ink(card(rank, suit))
            assert len(court) > 1.6 * most
            assert len({(r // 32, g // 32, b // 32) for r, g, b in court}) > 20


def test_cache_serves_same_object_and_counts_misses():
    art = CardArt()
    assert art.rendered == 0
    a = art.face(5, 100)
    assert art.rendered == 1
    assert art.face(5, 100) is a
    assert art.rendered == 1
    b = art.back_surface(100)
    s = art.shadow(100)
    assert art.back_surface(100) is b and art.shadow(100) is s
    assert art.rendered == 3
    art.face(5, 101)
    assert art.rendered == 4
    art.clear()
    assert art.face(5, 100) is not a
    assert art.rendered == 5


def test_set_style_changes_surfaces():
    art = CardArt()
    two = art.face(card(2, DIAMONDS), 80)
    back0 = art.back_surface(80)
    art.set_style(four_colour=True)
    four = art.face(card(2, DIAMONDS), 80)
    assert four is not two and digest(four) != digest(two)
    assert art.back_surface(80) is back0, "the back does not depend on the colour scheme"
    art.set_style(back=BACKS[1])
    assert art.back == BACKS[1]
    back1 = art.back_surface(80)
    assert digest(back1) != digest(back0)
    art.set_style(four_colour=False, back=BACKS[0])
    assert art.face(card(2, DIAMONDS), 80) is two
    assert art.back_surface(80) is back0
    # assigning the attributes directly is respected too
    art.four_colour = True
    assert art.face(card(2, DIAMONDS), 80) is four


def test_defaults_and_bad_arguments():
    art = CardArt()
    assert art.back == BACKS[0] and art.four_colour is False
    with pytest.raises(ValueError):
        CardArt(back="tartan")
    with pytest.raises(ValueError):
        art.set_style(back="tartan")
    assert art.back == BACKS[0]
    with pytest.raises(ValueError):
        art.face(32, 80)
    with pytest.raises(ValueError):
        art.face(-1, 80)
    with pytest.raises(ValueError):
        art.face(0, 0)


def test_cache_stays_bounded():
    art = CardArt()
    for width in range(40, 140, 5):  # a window being dragged larger
        art.face(0, width)
        art.face(31, width)
        art.back_surface(width)
        art.shadow(width)
    assert len(art.cached_widths) == MAX_WIDTHS
    assert art.cached_widths == [125, 130, 135]
    assert len(art) == 4 * MAX_WIDTHS
    rendered = art.rendered
    art.face(0, 40)  # long gone: rendered again
    assert art.rendered == rendered + 1
    assert 125 not in art.cached_widths
    art.face(0, 135)  # still cached
    assert art.rendered == rendered + 1


def test_recently_used_width_survives():
    art = CardArt()
    art.face(0, 60)
    art.face(0, 70)
    art.face(0, 80)
    art.face(1, 60)  # 60 is used again, so 70 is now the oldest
    art.face(0, 90)
    assert sorted(art.cached_widths) == [60, 80, 90]


@pytest.mark.parametrize("width", [50, 111, 300])
def test_corners_transparent_edges_opaque(width):
    art = CardArt()
    w, h = card_size(width)
    surfaces = [art.face(card(3, HEARTS), width), art.face(card(5, CLUBS), width)]
    for back in BACKS:
        art.set_style(back=back)
        surfaces.append(art.back_surface(width))
    for surf in surfaces:
        px = Pixels(surf)
        for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert px[x, y][3] == 0, (x, y)
        for x, y in ((w // 2, 0), (w // 2, h - 1), (0, h // 2), (w - 1, h // 2), (w // 2, h // 2)):
            assert px[x, y][3] == 255, (x, y)


def test_shadow_is_soft():
    width = 120
    px = Pixels(CardArt().shadow(width))
    w, h = px.w, px.h
    assert px[0, 0][3] == 0
    centre = px[w // 2, h // 2][3]
    assert 40 <= centre <= 200
    edge = [px[x, h // 2][3] for x in range(0, shadow_pad(width) * 2 + 1)]
    assert edge == sorted(edge), "alpha rises towards the card"
    assert len(set(edge)) > 3, "a gradient, not a hard edge"
    assert {px[x, y][:3] for x in range(0, w, 7) for y in range(0, h, 7) if px[x, y][3]} == {(0, 0, 0)}


def test_with_a_display_mode_surfaces_are_converted():
    pygame.display.set_mode((64, 64))
    try:
        art = CardArt()
        face = art.face(0, 70)
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_size() == card_size(70)
        assert Pixels(face)[0, 0][3] == 0
        assert art.back_surface(70).get_flags() & pygame.SRCALPHA
    finally:
        pygame.display.quit()
        pygame.display.init()


def test_the_corner_indices_speak_each_language():
    """K Q J in English, R D V in French, K D B in German, R D F in Italian, К Д В in
    Russian: the court cards' corners differ, the pips' do not; each set cached apart."""
    from piquet_game.rules import parse_card
    from piquet_game.view.cardart import INDEX_LETTERS, rank_text, render_face

    assert [rank_text(r, "ru") for r in range(8)] == ["7", "8", "9", "10", "В", "Д", "К", "Т"]
    assert [rank_text(r, "fr") for r in (4, 5, 6)] == ["V", "D", "R"]
    assert rank_text(6, "xx") == "K"  # an unknown language: English
    queen, seven = parse_card("QH"), parse_card("7H")
    faces = {code: pygame.image.tobytes(render_face(queen, 80, indices=code), "RGBA")
             for code in INDEX_LETTERS}
    assert len(set(faces.values())) == 3  # D is the queen's letter in French, German and Italian alike
    assert faces["fr"] == faces["de"] == faces["it"] != faces["en"] != faces["ru"]
    jacks = {pygame.image.tobytes(render_face(parse_card("JS"), 80, indices=code), "RGBA")
             for code in INDEX_LETTERS}
    assert len(jacks) == 5  # J, V, B, F, В
    sevens = {pygame.image.tobytes(render_face(seven, 80, indices=code), "RGBA") for code in INDEX_LETTERS}
    assert len(sevens) == 1
    art = CardArt(indices="fr")
    a = art.face(queen, 80)
    art.set_style(indices="ru")
    b = art.face(queen, 80)
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")
    assert art.indices == "ru"


# ------------------------------------------------------------ the 36-card pack of Ass


def ass_card(rank: int, suit: int) -> int:
    """A card of Ass: ranks 0..8 = 6 7 8 9 J Q K T A, the game's order (piquet_game.ass.rules.cards)."""
    return suit * 9 + rank


#: Piquet's rank (0..7 = 7 8 9 T J Q K A) of each rank of Ass from the seven up.
PIQUET_RANK = {1: 0, 2: 1, 3: 2, 4: 4, 5: 5, 6: 6, 7: 3, 8: 7}


def test_a_six_has_six_pips_of_its_suit_colour():
    """Two columns of three pips between the corner indices, each pip one blob of
    the suit's colour, two colours and four."""
    from piquet_game.view.cardart import SUIT_COLOURS_FOUR, SUIT_COLOURS_TWO, render_ass_face

    width = 120
    w, h = card_size(width)
    for four, colours in ((False, SUIT_COLOURS_TWO), (True, SUIT_COLOURS_FOUR)):
        for suit in range(4):
            face = render_ass_face(ass_card(0, suit), width, four)
            body = face.subsurface(pygame.Rect(round(0.28 * w), 3, round(0.44 * w), h - 6))
            colour = colours[suit]
            mask = pygame.mask.from_threshold(body, (*colour, 255), (60, 60, 60, 255))
            blobs = [m for m in mask.connected_components(minimum=30)]
            assert len(blobs) == 6, (four, suit, len(blobs))
            sizes = sorted(b.count() for b in blobs)
            assert sizes[-1] < 1.3 * sizes[0], sizes  # six pips alike, not one and a smudge
            centres = sorted((round(b.centroid()[0] / 10), round(b.centroid()[1] / 10)) for b in blobs)
            assert len({x for x, _ in centres}) == 2 and len({y for _, y in centres}) == 3, centres
            ink = index_ink(face)  # the corner's "6" in the suit's colour too (its edges blend with ivory)
            assert max(abs(a - c) for a, c in zip(ink, colour, strict=True)) < 45, (suit, ink)


@pytest.mark.parametrize("width", [50, 77, 111, 160, 301])
def test_every_ass_card_renders_at_a_few_widths(width):
    from piquet_game.view.cardart import render_ass_face

    w, h = card_size(width)
    for c in range(36):
        face = render_ass_face(c, width)
        assert face.get_size() == (w, h) and face.get_flags() & pygame.SRCALPHA
        px = Pixels(face)
        assert px[0, 0][3] == 0 and px[w // 2, h // 2][3] == 255
    with pytest.raises(ValueError):
        render_ass_face(36, width)
    with pytest.raises(ValueError):
        render_ass_face(-1, width)


def test_all_ass_faces_are_distinct():
    from piquet_game.view.cardart import render_ass_face

    for four in (False, True):
        assert len({digest(render_ass_face(c, 64, four)) for c in range(36)}) == 36


@pytest.mark.slow
@pytest.mark.parametrize("width", [56, 90, 111])
def test_ass_faces_seven_to_ace_are_piquets(width):
    """The seven to the ace of Ass are Piquet's faces pixel for pixel, in both colour
    schemes and in every language's indices."""
    from piquet_game.view.cardart import INDEX_LETTERS, render_ass_face, render_face

    for four in (False, True):
        for code in (("en", "ru") if width != 90 else tuple(INDEX_LETTERS)):
            for suit in range(4):
                for rank, piquet_rank in PIQUET_RANK.items():
                    face = render_ass_face(ass_card(rank, suit), width, four, code)
                    ass = pygame.image.tobytes(face, "RGBA")
                    piquet = pygame.image.tobytes(render_face(card(piquet_rank, suit), width, four, code),
                                                  "RGBA")
                    assert ass == piquet, (width, four, code, suit, rank)


def test_the_six_says_6_in_every_language():
    from piquet_game.ass.rules.cards import RANKS
    from piquet_game.view.cardart import INDEX_LETTERS, SIX, ass_rank_text, rank_text, render_ass_face

    assert [ass_rank_text(r) for r in range(9)] == ["6", "7", "8", "9", "J", "Q", "K", "10", "A"]
    assert [ass_rank_text(r) for r in range(9)] == [r.replace("T", "10") for r in RANKS]
    assert [ass_rank_text(r, "ru") for r in range(9)] == ["6", "7", "8", "9", "В", "Д", "К", "10", "Т"]
    assert all(rank_text(SIX, code) == "6" for code in INDEX_LETTERS)
    assert [ass_rank_text(r, "de") for r in (4, 5, 6, 8)] == ["B", "D", "K", "A"]
    sixes = {pygame.image.tobytes(render_ass_face(ass_card(0, HEARTS), 80, indices=code), "RGBA")
             for code in INDEX_LETTERS}
    assert len(sixes) == 1
    jacks = {pygame.image.tobytes(render_ass_face(ass_card(4, HEARTS), 80, indices=code), "RGBA")
             for code in INDEX_LETTERS}
    assert len(jacks) == 5


def test_the_ass_cache_serves_the_same_surface_and_leaves_piquets_alone():
    from piquet_game.view.cardart import ass_face, render_ass_face

    ass_face.cache_clear()
    a = ass_face(ass_card(0, SPADES), 70)
    assert ass_face(ass_card(0, SPADES), 70) is a
    assert ass_face(ass_card(0, SPADES), 70, True) is not a
    assert digest(a) == digest(render_ass_face(ass_card(0, SPADES), 70))
    queen = ass_card(5, SPADES)
    assert digest(ass_face(queen, 70, indices="xx")) == digest(ass_face(queen, 70))  # unknown: English
    with pytest.raises(ValueError):
        ass_face(0, 0)
    art = CardArt()
    with pytest.raises(ValueError):
        art.face(32, 80)  # the Piquet cache still knows 32 cards only


def test_a_preview_of_the_36_cards():
    """All 36 cards of Ass, two colours with English indices and four colours with
    Russian: tests/output/screenshots/ass/cards.png (open it and look)."""
    from pathlib import Path

    from piquet_game.view.cardart import render_ass_face

    out = Path(__file__).parent / "output" / "screenshots" / "ass"
    out.mkdir(parents=True, exist_ok=True)
    width, gap = 96, 10
    w, h = card_size(width)
    sheet = pygame.Surface((9 * (w + gap) + gap, 8 * (h + gap) + 3 * gap))
    sheet.fill((24, 92, 56))
    for block, (four, code) in enumerate(((False, "en"), (True, "ru"))):
        for suit in range(4):
            for rank in range(9):
                face = render_ass_face(ass_card(rank, suit), width, four, code)
                y = gap + block * 2 * gap + (block * 4 + suit) * (h + gap)
                sheet.blit(face, (gap + rank * (w + gap), y))
    pygame.image.save(sheet, out / "cards.png")
    assert (out / "cards.png").stat().st_size > 10_000
