"""Every screen of the window by its name: the one module that knows them all.

A screen opens another by name (``app.scene("menu")``, see
:meth:`piquet_game.view.app.App.scene`) and never imports it, as a game's states
are registered and pushed by name; a table's own kinds (the lesson's, the network
host's and guest's) are built from the table they extend.  The names are each
class's own ``name``, checked unique when the window starts."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..ass.view.games import AssGamesScene, AssReplayScene
from ..ass.view.lesson import AssLessonScene
from ..ass.view.network import AssGuestTableScene, AssHostTableScene
from ..ass.view.setup import AssSetupScene
from ..ass.view.table import AssDealEndScene, AssPrivacyScene, AssTableScene
from .about import AboutScene
from .crash import CrashScene
from .gamechoice import GameChoiceScene
from .history import HistoryScene
from .match import GameEndScene
from .menu import AbandonScene, MenuScene, TwoPlayerScene
from .network import GuestTableScene, HostTableScene, JoiningScene, NetworkScene
from .privacy import PrivacyScene
from .replay import ReplayScene
from .review import ReviewScene
from .rulesbook import RulesBookScene
from .scene import Scene
from .seats import TableSeatsScene
from .settings_screen import LanguageScene, SettingsScene
from .statistics import StatsScene
from .summary import DealSummaryScene, PartieEndScene, PauseScene
from .table import TableScene
from .tutorial import LessonEndScene, TutorialMenuScene, TutorialScene

ALL: tuple[type[Scene], ...] = (
    AboutScene, AbandonScene, AssDealEndScene, AssGamesScene, AssGuestTableScene, AssHostTableScene,
    AssLessonScene, AssPrivacyScene,
    AssReplayScene, AssSetupScene, AssTableScene, CrashScene, DealSummaryScene, GameChoiceScene,
    GameEndScene, GuestTableScene, HistoryScene, HostTableScene, JoiningScene, LanguageScene,
    LessonEndScene, MenuScene, NetworkScene, PartieEndScene, PauseScene, PrivacyScene, ReplayScene,
    ReviewScene, RulesBookScene, SettingsScene, StatsScene, TableScene, TableSeatsScene,
    TutorialMenuScene, TutorialScene, TwoPlayerScene,
)


def registry(scenes: tuple[type[Scene], ...] = ALL) -> Mapping[str, type[Scene]]:
    """The screens by name (read-only); two screens of one name are refused."""
    by_name: dict[str, type[Scene]] = {}
    for kind in scenes:
        if kind.name in by_name:
            raise ValueError(f"two screens are named {kind.name!r}: "
                             f"{by_name[kind.name].__name__}, {kind.__name__}")
        by_name[kind.name] = kind
    return MappingProxyType(by_name)


SCENES = registry()
