"""Every test runs headless and keeps its files under its own temporary folder."""

import os

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


#: The slowest tests (`pytest --durations`), by node id prefix.  They are started
#: first, so that with several workers (`-n`) none is left running a long one alone
#: at the end while the others wait.
SLOW_FIRST = (
    "tests/test_ai.py::test_every_level_plays_seeded_deals_legally[5]",
    "tests/test_table_zones.py::test_a_lessons_highlights_and_labels_never_cover_each_other",
    "tests/test_net_window.py::test_guest_window_plays_a_whole_partie",
    "tests/test_net_window.py::test_host_window_waits_for_a_dropped_guest_and_finishes",
    "tests/test_ass_window.py::test_two_people_and_two_computers_share_the_screen",
    "tests/test_table_window.py::test_a_whole_normand_partie_against_the_computer",
    "tests/test_table_window.py::test_a_whole_partnership_partie_against_the_computer",
    "tests/test_russian_picchetto_window.py::test_a_picchetto_match_saved_in_its_rivincita_is_resumed",
    "tests/test_worked_examples.py::test_make_seeds_regenerates_the_files",
    "tests/test_languages_window.py::test_a_whole_partie_against_the_computer_in_each_language",
    "tests/test_russian_picchetto_window.py::test_the_bella_to_221_ends_the_match",
    "tests/test_russian_picchetto_window.py::test_a_whole_picchetto_match_against_the_computer",
)


def pytest_collection_modifyitems(config, items):
    """The tests of :data:`SLOW_FIRST` first, each group in its collected order."""
    items.sort(key=lambda item: not item.nodeid.startswith(SLOW_FIRST))
