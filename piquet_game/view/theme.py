"""The pygame-gui theme at a window's size: its scale in quarter steps, its fonts
grown on big windows (read from ``theme.json`` beside this module)."""

from __future__ import annotations

import json
from importlib import resources


def ui_scale(height: int) -> float:
    """The pygame-gui theme's scale for a window height, in quarter steps."""
    return max(0.75, min(2.75, round(height / 800 * 4) / 4))


def theme_size(size: int, scale: float) -> int:
    """A font size of the theme at a window's ``scale``: grown on big windows, never
    smaller than the theme's own size, so that small windows stay readable."""
    return round(size * max(1.0, scale))


def load_theme(scale: float) -> dict:
    text = resources.files("piquet_game.view").joinpath("theme.json").read_text(encoding="utf-8")
    theme = json.loads(text)
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font and "size" in font:
            font["size"] = str(theme_size(int(font["size"]), scale))
        misc = block.get("misc") if isinstance(block, dict) else None
        if misc and "shape_corner_radius" in misc:
            misc["shape_corner_radius"] = str(round(int(misc["shape_corner_radius"]) * scale))
    return theme
