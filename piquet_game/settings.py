"""The player's settings: a small JSON file in the config directory.

:meth:`Settings.load` never fails: a missing file gives the defaults; a broken one
is moved aside (renamed with a timestamp) and the defaults are used, with a
message for the player in :attr:`Settings.notice`; a file written by a newer
version is left untouched and not overwritten.  Unknown keys are ignored and bad
values fall back to their defaults one by one.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from .ass.rules import AssRules
from .common.names import clean_name
from .i18n import LANGUAGES, N_, SOURCE, SYSTEM_DEFAULT, Said, system_language
from .paths import atomic_write, config_dir
from .rules.variant import VARIANTS, Variant, variant_named
from .store.files import read_json

FORMAT = 1
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
BACKS = ("classic", "lattice")
TABLE_COLOURS = ("green", "blue", "claret")
#: When a person may take back his decisions against the computer: never, against
#: the beginners' levels (1 and 2) only, or always.
TAKE_BACKS = ("off", "beginners", "on")


@dataclass
class Settings:
    player_name: str = "You"
    level: int = 3
    animation: str = "normal"
    four_colour: bool = False
    back: str = "classic"
    table: str = "green"
    own_declarations: bool = False
    fullscreen: bool = False
    teach: bool = False  # explain each phase and score as the game is played
    take_backs: str = "beginners"  # one of TAKE_BACKS
    confirm_play: bool = False  # a card is raised by a first click and played by a second
    volume: int = 70  # of the sounds, 0 to 100
    mute: bool = False
    names: list[str] = field(default_factory=lambda: ["Player 1", "Player 2"])
    #: the game a new partie plays (a name in VARIANTS), against the computer and
    #: between two players
    variant: str = "rubicon"
    #: each game's options as last chosen, by the game's name: {"au-cent": {"target": 150}}
    #: (a game not named here plays with its defaults)
    variant_options: dict = field(default_factory=dict)
    #: which kind of game a new partie plays: "piquet" (the game ``variant``) or
    #: "ass" (the 36-card game, for ``ass_players`` with trump option ``ass_trumps``)
    game_kind: str = "piquet"
    ass_players: int = 2
    ass_trumps: int = 1
    #: the language of the game's words (a code of i18n.LANGUAGES); "" for the
    #: system's, when it is one of them (else English)
    language: str = ""
    #: the letters of the court cards and the ace in the cards' corners, a language's
    #: (K Q J, R D V, K D B, R D F, К Д В); "" for the game's language's
    card_indices: str = ""
    # not saved
    path: Path | None = field(default=None, repr=False, compare=False)
    notice: str = field(default="", repr=False, compare=False)
    read_only: bool = field(default=False, repr=False, compare=False)
    #: no settings file was there: the game's first start (the language is asked)
    first_start: bool = field(default=False, repr=False, compare=False)

    @property
    def language_code(self) -> str:
        """The language the game speaks: the one chosen, or the system's (once the
        catalogues cover the whole game: i18n.SYSTEM_DEFAULT), else English."""
        return self.language or (system_language() if SYSTEM_DEFAULT else SOURCE)

    @property
    def indices_code(self) -> str:
        """The cards' corner letters: those chosen, or the game's language's."""
        return self.card_indices or self.language_code

    def take_backs_against(self, level: int | None) -> bool:
        """Whether take-backs are allowed against a computer of ``level``."""
        if level is None:
            return False
        return self.take_backs == "on" or (self.take_backs == "beginners" and level <= 2)

    def game(self) -> Variant:
        """The game chosen for a new partie, with its options."""
        return self.game_named(self.variant)

    def game_named(self, name: str) -> Variant:
        """The game called ``name`` with the options last chosen for it (the chosen
        game's defaults for a name not known)."""
        try:
            return variant_named(name, self.variant_options.get(name) or None)
        except (KeyError, ValueError):
            return VARIANTS[Settings.variant]

    @property
    def plays_ass(self) -> bool:
        return self.game_kind == "ass"

    def ass_rules(self):
        """The rules of Ass as last chosen (:class:`~piquet_game.ass.rules.AssRules`)."""
        return AssRules.make(self.ass_players, _ass_trumps(self.ass_players, self.ass_trumps))

    def choose_ass(self, players: int | None = None, trumps: int | None = None) -> None:
        """Play Ass in the next partie (with some of its options); each player his own
        trump suit is for four players at most: five or six play without trumps
        then, unless another option is chosen."""
        self.game_kind = "ass"
        if players is not None and players in range(2, 7):
            self.ass_players = players
            self.ass_trumps = _ass_trumps(players, self.ass_trumps)
        if trumps is not None and trumps in range(1, 6):
            self.ass_trumps = trumps
            if trumps == 1 and self.ass_players > 4:
                self.ass_players = 4

    def choose_game(self, name: str, **options: int) -> None:
        """Choose the game (and some of its options) for the next partie; a name not
        known, or an option it does not offer, changes nothing."""
        variant = VARIANTS.get(name)
        if variant is None:
            return
        offered = dict(variant.option_values)
        if any(key not in offered or type(value) is not type(offered[key][0])
               or value not in offered[key] for key, value in options.items()):
            return
        self.variant = name
        self.game_kind = "piquet"
        if options:
            self.variant_options = {**self.variant_options,
                                    name: {**self.variant_options.get(name, {}), **options}}

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    def to_json(self) -> dict:
        unsaved = ("path", "notice", "read_only", "first_start")
        data = {k: v for k, v in asdict(self).items() if k not in unsaved}
        data["format"] = FORMAT
        return data

    @classmethod
    def default_path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or cls.default_path()
        settings = cls(path=path)
        loaded = read_json(path, N_("settings file"), FORMAT)
        if loaded.notice:
            settings.notice = Said(N_("{notice} The default settings are used."), notice=loaded.notice)
        settings.read_only = loaded.read_only
        data = loaded.data
        if data is None:
            settings.first_start = not loaded.notice and not path.exists()
            return settings
        defaults = cls()
        for f in fields(cls):
            if f.name in ("path", "notice", "read_only", "first_start") or f.name not in data:
                continue
            value = data[f.name]
            if type(value) is type(getattr(defaults, f.name)):
                setattr(settings, f.name, value)
        settings._clean()
        return settings

    def _clean(self) -> None:
        d = Settings()
        if self.animation not in ANIMATION_SPEEDS:
            self.animation = d.animation
        if self.back not in BACKS:
            self.back = d.back
        if self.table not in TABLE_COLOURS:
            self.table = d.table
        if self.level not in range(1, 6):
            self.level = d.level
        if self.take_backs not in TAKE_BACKS:
            self.take_backs = d.take_backs
        if self.volume not in range(0, 101):
            self.volume = d.volume
        self.player_name = clean_name(self.player_name, d.player_name)
        if len(self.names) != 2 or not all(isinstance(n, str) for n in self.names):
            self.names = d.names
        self.names = [clean_name(n, dn) for n, dn in zip(self.names, d.names, strict=True)]
        if not isinstance(self.variant, str) or self.variant not in VARIANTS:
            self.variant = d.variant
        if not isinstance(self.language, str) or (self.language and self.language not in LANGUAGES):
            self.language = d.language
        indices = self.card_indices
        if not isinstance(indices, str) or (indices and indices not in LANGUAGES):
            self.card_indices = d.card_indices
        self.variant_options = _clean_options(self.variant_options)
        if self.game_kind not in ("piquet", "ass"):
            self.game_kind = d.game_kind
        if self.ass_players not in range(2, 7):
            self.ass_players = d.ass_players
        if self.ass_trumps not in range(1, 6):
            self.ass_trumps = d.ass_trumps
        self.ass_trumps = _ass_trumps(self.ass_players, self.ass_trumps)

    def save(self) -> bool:
        """Write the settings; False (and the game plays on) if they cannot be written."""
        if self.read_only or self.path is None:
            return False
        try:
            atomic_write(self.path, json.dumps(self.to_json(), indent=2) + "\n")
            return True
        except OSError:
            return False


def _ass_trumps(players: int, trumps: int) -> int:
    """The trump option of Ass for so many players: each his own suit (option 1) is
    for four at most, so five or six play without trumps (option 2) instead."""
    return 2 if trumps == 1 and players > 4 else trumps


def _clean_options(value: object) -> dict[str, dict[str, int]]:
    """The options of each game as a file gives them, keeping only the games known,
    and of each only the options it offers with a value it offers."""
    clean: dict[str, dict[str, int]] = {}
    if not isinstance(value, dict):
        return clean
    for name, options in value.items():
        variant = VARIANTS.get(name) if isinstance(name, str) else None
        if variant is None or not isinstance(options, dict):
            continue
        offered = dict(variant.option_values)
        good = {key: v for key, v in options.items()
                if key in offered and type(v) is type(offered[key][0]) and v in offered[key]}
        if good:
            clean[name] = good
    return clean
