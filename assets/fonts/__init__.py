"""The game's font, shipped with it as ``piquet_game.fonts``: Noto Sans, regular and
bold (Latin, Greek and Cyrillic with every accent), under the SIL Open Font License
1.1 (see LICENSE), the same font pygame-gui draws its buttons with."""
