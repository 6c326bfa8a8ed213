"""The game's sounds, shipped with it as ``piquet_game.sounds`` (16-bit mono WAV,
written by tools/make_sounds.py; CC0 1.0, see LICENSE)."""
