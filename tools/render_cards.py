"""Render the whole pack into a contact sheet PNG, or time the card renderer.

    python tools/render_cards.py [--width 160] [--four-colour] [--out assets/cards-preview.png]
    python tools/render_cards.py --bench

The sheet shows the 32 faces in four rows (spades, hearts, diamonds, clubs; seven to
ace), then both card backs, each card over its drop shadow on a felt-green table.
``--bench`` renders a full pack (32 faces, every back, the shadow) with a cold cache at
widths 80, 110, 160 and 240 and prints the time each took.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from piquet_game.view.cardart import BACKS, CardArt, card_size, shadow_pad  # noqa: E402

FELT = (28, 96, 60)


def contact_sheet(art: CardArt, width: int) -> pygame.Surface:
    w, h = card_size(width)
    gap = max(6, round(width * 0.14))
    pad = shadow_pad(width)
    sheet = pygame.Surface((gap + 8 * (w + gap), gap + 5 * (h + gap)))
    sheet.fill(FELT)
    shadow = art.shadow(width)

    def place(surf: pygame.Surface, col: int, row: int) -> None:
        x, y = gap + col * (w + gap), gap + row * (h + gap)
        sheet.blit(shadow, (x - pad + pad // 3, y - pad + pad // 3))
        sheet.blit(surf, (x, y))

    for suit in range(4):
        for rank in range(8):
            place(art.face(suit * 8 + rank, width), rank, suit)
    original = art.back
    for i, back in enumerate(BACKS):
        art.set_style(back=back)
        place(art.back_surface(width), i, 4)
    art.set_style(back=original)
    return sheet


def bench() -> None:
    print("full pack (32 faces + 2 backs + shadow), cold cache:")
    for width in (80, 110, 160, 240):
        times = []
        for _ in range(3):
            art = CardArt()
            start = time.perf_counter()
            for card in range(32):
                art.face(card, width)
            for back in BACKS:
                art.set_style(back=back)
                art.back_surface(width)
            art.shadow(width)
            times.append(time.perf_counter() - start)
        print(f"  width {width:3d}: best {min(times) * 1000:6.1f} ms, worst {max(times) * 1000:6.1f} ms "
              f"({art.rendered} surfaces)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=160, help="card width in pixels")
    parser.add_argument("--four-colour", action="store_true", help="blue diamonds, green clubs")
    parser.add_argument("--out", default="assets/cards-preview.png", help="PNG file to write")
    parser.add_argument("--bench", action="store_true", help="time the renderer instead")
    args = parser.parse_args(argv)
    pygame.init()
    if args.bench:
        bench()
        return
    sheet = contact_sheet(CardArt(four_colour=args.four_colour), args.width)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    print(f"wrote {out} ({sheet.get_width()}x{sheet.get_height()})")


if __name__ == "__main__":
    main()
