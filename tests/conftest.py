"""Every test runs headless and keeps its files under its own temporary folder."""

import contextlib
import os
import subprocess

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the game speaks the system's language when none is chosen: the tests read English,
# whatever the language of the machine they run on (tests of the system's language
# pass their own environment)
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def piquet_home(tmp_path, monkeypatch):
    home = tmp_path / "piquet-home"
    monkeypatch.setenv("PIQUET_HOME", str(home))
    return home


@pytest.fixture
def closing():
    """Things to close (or processes to kill) whatever the test's end."""
    things: list = []
    yield things
    for thing in reversed(things):
        with contextlib.suppress(Exception):
            if isinstance(thing, subprocess.Popen):
                if thing.poll() is None:
                    thing.kill()
                thing.wait(5)
            else:
                thing.close()


def pytest_collection_modifyitems(config, items):
    """The tests laid out for the workers (``-n``): pytest-xdist's work stealing gives
    each worker an equal run of the list at the start, and an idle worker takes the
    end of a busy one's run.  Each run here holds its share of the long tests (marked
    slow) first and short tests after, so that the workers end on short tests
    together, not one of them on a long test alone.  Without workers, the order of
    the files."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if workers < 2:
        return
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    fast = [item for item in items if item.get_closest_marker("slow") is None]
    laid: list = []
    remaining, taken = len(items), 0
    for i in range(workers):
        size = remaining // (workers - i)  # each worker's run, as the scheduler cuts them
        remaining -= size
        mine = slow[i::workers]
        more = max(0, size - len(mine))
        laid += mine + fast[taken:taken + more]
        taken += more
    laid += fast[taken:]
    items[:] = laid
