"""The game's sounds: card sounds and two chimes, played through pygame's mixer.

:class:`Sounds` belongs to the :class:`~piquet_game.view.app.App` (``app.sounds``).
Sound is an ornament: nothing here ever raises into the game.  Where no audio
device can be opened the game is silent and :attr:`Sounds.trouble` says why in one
line; a sound file that is missing or damaged is silent alone.

Opening an audio device where there is none makes the system's libraries complain
on the process's own standard error (ALSA prints eight lines), below Python, so
the mixer is opened with file descriptor 2 pointed at the null device.

The sounds (``piquet_game.sounds``, from ``assets/sounds``) are written by
``tools/make_sounds.py``: ``shuffle deal slide play gather`` for the cards,
``chime`` for the person's turn, ``fanfare`` for pique, repique and capot.
"""

from __future__ import annotations

import io
import os
import sys
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources

import pygame

from ..i18n import N_, Said

NAMES = ("shuffle", "deal", "slide", "play", "gather", "chime", "fanfare")
FREQUENCY = 44100
BUFFER = 1024  # samples: 23 ms, short enough for a card to sound as it lands
CHANNELS = 16  # a deal's packets and the shuffle may overlap
LOG_SIZE = 256


def mixer_level(volume: int, muted: bool = False) -> float:
    """The mixer's level (0.0 to 1.0) for a volume of 0 to 100: the square of the
    fraction, so that equal steps of the slider sound like equal steps."""
    if muted:
        return 0.0
    v = max(0, min(100, int(volume)))
    return (v / 100) ** 2


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Point file descriptor 2 at the null device for the block (what C libraries
    print there is dropped), and put it back afterwards, whatever happens."""
    try:
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass
    try:
        saved = os.dup(2)
    except OSError:  # no descriptor 2 at all: nothing to silence
        saved = -1
    if saved >= 0:
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, 2)
            finally:
                os.close(null)
        except OSError:
            pass
    try:
        yield
    finally:
        if saved >= 0:
            os.dup2(saved, 2)
            os.close(saved)


class Sounds:
    """The sounds of one window.

    ``play(name)`` plays a sound at the current volume (nothing when muted or when
    there is no sound); ``set_volume(0..100)`` and ``set_muted(bool)`` change the
    level at once, sounds already playing included.  ``played`` keeps the names of
    the last sounds the game asked for, heard or not (for the tests).
    """

    def __init__(self, volume: int = 70, muted: bool = False, folder=None) -> None:
        # where the WAV files are: the package piquet_game.sounds unless told
        self.folder = folder
        self.volume = max(0, min(100, int(volume)))
        self.muted = bool(muted)
        self.available = False
        self.trouble = ""  # why the game is silent ("" when it is not)
        self.missing: list[str] = []  # sounds that could not be read
        self.played: deque[str] = deque(maxlen=LOG_SIZE)
        self.last_channel: pygame.mixer.Channel | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._opened = False

    # --------------------------------------------------------------- opening

    def open(self) -> bool:
        """Open the audio device (quietly) and read the sounds; False, with
        :attr:`trouble` set, if there is no sound.  Called once; again does nothing."""
        if self._opened:
            return self.available
        self._opened = True
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init(FREQUENCY, -16, 2, BUFFER)
            if pygame.mixer.get_num_channels() < CHANNELS:
                pygame.mixer.set_num_channels(CHANNELS)
        except Exception as exc:  # pygame.error, or no mixer module at all
            self.trouble = self._why(exc)
            return False
        self.available = True
        for name in NAMES:
            sound = self._load(name)
            if sound is not None:
                self._sounds[name] = sound
            else:
                self.missing.append(name)
        return True

    @staticmethod
    def _why(exc: BaseException) -> str:
        reason = " ".join(str(exc).split()).rstrip(".")
        said = reason[:1].upper() + reason[1:] if reason else Said(N_("No audio device"))
        return Said(N_("No sound: the audio device could not be opened ({reason})."), reason=said)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        try:
            folder = self.folder if self.folder is not None else resources.files("piquet_game.sounds")
            data = folder.joinpath(f"{name}.wav").read_bytes()
            sound = pygame.mixer.Sound(file=io.BytesIO(data))
            if sound.get_length() <= 0:
                return None
            return sound
        except Exception:  # missing, unreadable or damaged: that sound is silent
            return None

    # --------------------------------------------------------------- playing

    @property
    def level(self) -> float:
        """The level the mixer plays at now."""
        return mixer_level(self.volume, self.muted)

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Play one of :data:`NAMES`; the channel it plays on, or None if silent."""
        self.played.append(name)
        sound = self._sounds.get(name)
        if sound is None or not self.available or self.level <= 0:
            return None
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(self.level)
                self.last_channel = channel
            return channel
        except Exception:  # the device went away: play on in silence
            return None

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))
        self._relevel()

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)
        self._relevel()

    def apply(self, volume: int, muted: bool) -> None:
        """Volume and mute together (from the settings)."""
        self.volume = max(0, min(100, int(volume)))
        self.muted = bool(muted)
        self._relevel()

    def _relevel(self) -> None:
        """Sounds already playing follow the new level (and stop when muted)."""
        if not self.available:
            return
        try:
            for i in range(pygame.mixer.get_num_channels()):
                channel = pygame.mixer.Channel(i)
                if channel.get_busy():
                    if self.level <= 0:
                        channel.stop()
                    else:
                        channel.set_volume(self.level)
        except Exception:
            pass

    def stop(self) -> None:
        """Silence every sound playing now."""
        if self.available:
            try:
                pygame.mixer.stop()
            except Exception:
                pass


# ------------------------------------------------------------------ the table's sounds

MIN_GAP = 0.06  # seconds: cards landing one after another closer than this make one sound
SLIDE_GAP = 0.2  # cards sliding one after another closer than this make one slide
MAX_PER_EVENT = 12
EPSILON = 1e-6  # a sound due with the movement it goes with, summed time or not


class TableCues:
    """The sounds of the table, from the engine's events as the table takes them
    (when its model moves for them), timed to the cards seen moving: a card played
    sounds as it lands, a deal packet by packet, a trick as it is gathered.

    Only public events sound (an event with ``to`` None), and the person's own
    discard and draw, whose number the exchange has already said aloud: in a game
    for two on one computer, no sound tells one player what only the other may
    know.  The chime for a person's turn is asked for by the table each frame
    (:meth:`your_turn`) and rings once for each new decision.
    """

    def __init__(self, sounds: Sounds) -> None:
        self.sounds = sounds
        self.queue: list[list] = []  # [seconds left, name], in time order
        self.taken = 0  # events taken: a new decision comes after some
        self._turn_key: tuple | None = None

    # --------------------------------------------------------------- events

    @staticmethod
    def mark(model) -> dict[int, object]:
        """The movement of each sprite before an event (see :meth:`event`)."""
        return {sp.id: sp.move for sp in model.sprites}

    def event(self, e, model, viewer: int | None, before: dict[int, object]) -> None:
        """``e`` was just applied to ``model``; ``before`` is :meth:`mark` of it."""
        self.taken += 1
        k = e.kind
        public = e.to is None
        own = viewer is not None and e.to == viewer and e.seat == viewer
        if not public and not (own and k in ("discard", "draw")):
            return
        moved = [sp.move for sp in model.sprites if sp.move is not None and sp.move is not before.get(sp.id)]
        starts = sorted(tw.delay for tw in moved)
        ends = sorted(tw.delay + tw.duration for tw in moved)
        if k == "deal":
            self.at(0.0, "shuffle")
            self.many(ends or [0.0], "deal", MIN_GAP)
        elif k in ("exchange", "discard", "draw", "rest"):
            self.many(starts, "slide", SLIDE_GAP)
        elif k == "play":
            self.at(ends[0] if ends else 0.0, "play")
        elif k == "trick":
            # the table holds the trick a moment to be seen, then gathers it
            self.at(model.timing.trick_hold * model.speed if model.speed > 0 else 0.0, "gather")
        elif k in ("pique", "repique", "capot"):
            self.at(0.0, "fanfare")

    def many(self, times: list[float], name: str, gap: float) -> None:
        """One sound for each group of ``times`` (sorted) less than ``gap`` apart: a
        packet dealt, the cards discarded, the cards drawn."""
        last = None
        count = 0
        for t in times:
            if last is None or t - last >= gap:
                self.at(t, name)
                count += 1
                if count >= MAX_PER_EVENT:
                    return
            last = t

    def at(self, seconds: float, name: str) -> None:
        """Play ``name`` in ``seconds`` (now if 0)."""
        if seconds <= 0:
            self.sounds.play(name)
            return
        self.queue.append([seconds, name])
        self.queue.sort(key=lambda item: item[0])

    def update(self, dt: float) -> None:
        """Time passes as for the model: play the sounds now due, in order."""
        due = []
        for item in self.queue:
            item[0] -= dt
            if item[0] <= EPSILON:
                due.append(item)
        if due:
            self.queue = [item for item in self.queue if item[0] > EPSILON]
            for _, name in due:
                self.sounds.play(name)

    def clear(self) -> None:
        self.queue = []

    # ------------------------------------------------------------- the turn

    def your_turn(self, who: tuple) -> None:
        """The person at the keyboard has a decision to make (``who`` says who and
        where: the seat, and anything else that makes it a new one); the chime
        rings the first time it is asked for each decision."""
        key = (self.taken, who)
        if key != self._turn_key:
            self._turn_key = key
            self.sounds.play("chime")
