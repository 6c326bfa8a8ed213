"""Every test runs headless and keeps its files under its own temporary folder."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def piquet_home(tmp_path, monkeypatch):
    home = tmp_path / "piquet-home"
    monkeypatch.setenv("PIQUET_HOME", str(home))
    return home
