"""Write the game's sounds in assets/sounds/: synthesized here, with the standard
library only.

    python tools/make_sounds.py [--out DIR]

Every sound is 16-bit mono PCM at 44.1 kHz.  The card sounds are bursts of noise
shaped by band-pass filters and envelopes (a card landing, a card sliding on the
cloth, the two halves of the pack riffled together); the two chimes are sine
partials with bell-like decays.  Each sound draws its noise from its own
``random.Random(seed)``, so running the script again writes the same files byte
for byte.  Peaks are normalized to a modest level (-6 dBFS for the card sounds and
the fanfare, softer for the turn chime), with short fades at both ends so that
nothing clicks.

The sounds are the project's own work, dedicated to the public domain under CC0 1.0
(assets/sounds/LICENSE).
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
SOUNDS_DIR = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Signal = list[float]


# ------------------------------------------------------------------ building blocks

def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def noise(rng: random.Random, n: int) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def bandpass(x: Signal, centre: float, q: float) -> Signal:
    """A two-pole band-pass (RBJ cookbook, 0 dB peak gain) at ``centre`` Hz."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for v in x:
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, v
        y2, y1 = y1, y
        out.append(y)
    return out


def lowpass(x: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass: takes the hiss off a noise."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out = []
    y = 0.0
    for v in x:
        y += k * (v - y)
        out.append(y)
    return out


def envelope(n: int, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Rise in ``attack`` seconds (half a cosine), stay ``hold`` seconds, then fall
    exponentially with time constant ``decay``."""
    a, h = max(1, round(attack * RATE)), round(hold * RATE)
    out = []
    for i in range(n):
        if i < a:
            out.append(0.5 - 0.5 * math.cos(math.pi * i / a))
        elif i < a + h:
            out.append(1.0)
        else:
            out.append(math.exp(-(i - a - h) / (decay * RATE)))
    return out


def swell(n: int, peak: float) -> Signal:
    """Rise and fall over ``n`` samples, highest at the fraction ``peak``: a slide."""
    out = []
    p = max(1, round(n * peak))
    for i in range(n):
        if i < p:
            t = i / p
            out.append(math.sin(math.pi / 2 * t) ** 2)
        else:
            t = (i - p) / max(1, n - p)
            out.append((1 - t) ** 2)
    return out


def times(a: Signal, b: Signal) -> Signal:
    return [x * y for x, y in zip(a, b, strict=True)]


def mix_into(out: Signal, x: Signal, at: int, gain: float = 1.0) -> None:
    for i, v in enumerate(x):
        j = at + i
        if 0 <= j < len(out):
            out[j] += gain * v


def tone(freq: float, seconds: float, decay: float, phase: float = 0.0) -> Signal:
    """A sine that dies away exponentially (time constant ``decay``)."""
    n = round(seconds * RATE)
    w = 2 * math.pi * freq / RATE
    return [math.sin(w * i + phase) * math.exp(-i / (decay * RATE)) for i in range(n)]


Partials = tuple[tuple[float, float, float], ...]


def bell(freq: float, seconds: float, decay: float, partials: Partials) -> Signal:
    """A struck note: the fundamental and ``partials`` (ratio, level, decay factor),
    the higher ones fading sooner, with a soft 4 ms strike so the start is round."""
    out = tone(freq, seconds, decay)
    for ratio, level, factor in partials:
        if freq * ratio < RATE / 2.5:
            mix_into(out, tone(freq * ratio, seconds, decay * factor), 0, level)
    return times(out, envelope(len(out), 0.004, 1e9))


def finish(x: Signal, peak_db: float, fade_in: float = 0.002, fade_out: float = 0.015) -> Signal:
    """Normalize the peak to ``peak_db`` dBFS, fade both ends (raised cosine) so
    nothing clicks, and remove any offset."""
    mean = sum(x) / len(x)
    x = [v - mean for v in x]
    n = len(x)
    fi, fo = max(1, round(fade_in * RATE)), max(1, round(fade_out * RATE))
    for i in range(min(fi, n)):
        x[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        x[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    peak = max(abs(v) for v in x) or 1.0
    gain = 10 ** (peak_db / 20) / peak
    return [v * gain for v in x]


def to_wav_bytes(x: Signal) -> bytes:
    return struct.pack(f"<{len(x)}h", *(max(-32767, min(32767, round(v * 32767))) for v in x))


# --------------------------------------------------------------------- the sounds

def snap(rng: random.Random, seconds: float, centre: float, q: float, decay: float,
         body: float = 0.0, body_freq: float = 170.0) -> Signal:
    """A card meeting the cloth: a short band of noise that dies fast, with a
    little low ``body`` (the thud of the table)."""
    n = round(seconds * RATE)
    x = bandpass(noise(rng, n), centre, q)
    x = lowpass(x, centre * 2.2)
    x = times(x, envelope(n, 0.0012, decay))
    peak = max(abs(v) for v in x) or 1.0
    x = [v / peak for v in x]
    if body:
        mix_into(x, times(tone(body_freq, seconds, decay * 1.6), envelope(n, 0.002, 1e9)), 0, body)
    return x


def make_play() -> Signal:
    """A card played to the trick: a firm, rounded snap (110 ms)."""
    rng = random.Random(101)
    return finish(snap(rng, 0.11, 2300, 0.9, 0.016, body=0.35), -6.0, 0.001, 0.02)


def make_deal() -> Signal:
    """A card dealt: a brief swish, then a light flick as it lands (80 ms)."""
    rng = random.Random(102)
    n = round(0.08 * RATE)
    out = [0.0] * n
    swish = times(bandpass(noise(rng, round(0.03 * RATE)), 4200, 1.2), swell(round(0.03 * RATE), 0.9))
    mix_into(out, swish, 0, 0.25)
    mix_into(out, snap(rng, 0.05, 3200, 1.1, 0.009, body=0.15, body_freq=220), round(0.028 * RATE))
    return finish(out, -7.0, 0.002, 0.012)


def make_slide() -> Signal:
    """A card sliding across the cloth (200 ms): a soft rustle that swells and
    fades, its grain wavering a little."""
    rng = random.Random(103)
    n = round(0.2 * RATE)
    x = bandpass(noise(rng, n), 1900, 0.8)
    x = lowpass(x, 5200)
    wobble = [1.0 + 0.25 * math.sin(2 * math.pi * 23 * i / RATE + 0.7) for i in range(n)]
    x = times(times(x, swell(n, 0.35)), wobble)
    return finish(x, -9.0, 0.004, 0.03)


def make_gather() -> Signal:
    """The trick gathered in (240 ms): two cards swept together, then squared up
    with a soft tap."""
    rng = random.Random(104)
    n = round(0.24 * RATE)
    out = [0.0] * n
    for start, length, centre, level in ((0.0, 0.15, 1500, 0.8), (0.04, 0.14, 2100, 0.6)):
        m = round(length * RATE)
        sweep = lowpass(bandpass(noise(rng, m), centre, 0.8), 4500)
        mix_into(out, times(sweep, swell(m, 0.45)), round(start * RATE), level)
    peak = max(abs(v) for v in out) or 1.0
    out = [v / peak for v in out]
    mix_into(out, snap(rng, 0.07, 1800, 1.0, 0.012, body=0.5, body_freq=150), round(0.16 * RATE), 0.75)
    return finish(out, -7.0, 0.003, 0.02)


def make_shuffle() -> Signal:
    """The two halves of the pack riffled together (250 ms): thirty-two tiny snaps,
    slowing a little towards the end, each a little different, over a faint rustle."""
    rng = random.Random(105)
    n = round(0.25 * RATE)
    out = [0.0] * n
    rustle = times(lowpass(bandpass(noise(rng, n), 2600, 0.7), 6000), swell(n, 0.5))
    mix_into(out, rustle, 0, 0.05)
    count = 32
    span = 0.205
    for k in range(count):
        u = (k + rng.uniform(-0.35, 0.35)) / (count - 1)
        u = min(1.0, max(0.0, u))
        t = 0.012 + span * (0.8 * u + 0.2 * u * u)  # the last cards fall a little slower
        length = rng.uniform(0.004, 0.007)
        centre = rng.uniform(3000, 5200)
        level = rng.uniform(0.45, 1.0) * (0.75 + 0.25 * math.sin(math.pi * u))
        mix_into(out, snap(rng, length, centre, 1.3, length / 3.5), round(t * RATE), level * 0.5)
    return finish(out, -7.0, 0.003, 0.02)


SOFT = ((2.0, 0.18, 0.55), (3.0, 0.05, 0.35))
BRIGHT = ((2.0, 0.3, 0.6), (3.01, 0.14, 0.4), (4.17, 0.06, 0.25))


def make_chime() -> Signal:
    """Your turn (0.8 s): a soft rising fourth, E5 then A5, warm sine bells."""
    out = silence(0.8)
    mix_into(out, bell(659.26, 0.8, 0.22, SOFT), 0, 0.8)
    mix_into(out, bell(880.0, 0.7, 0.26, SOFT), round(0.11 * RATE), 1.0)
    return finish(out, -10.0, 0.002, 0.08)


def make_fanfare() -> Signal:
    """Pique, repique, capot (1.1 s): a bright arpeggio C6, E6, G6, C7 of bells, the
    last ringing longest."""
    out = silence(1.1)
    notes = ((1046.5, 0.0, 0.22, 0.7), (1318.5, 0.075, 0.22, 0.7), (1568.0, 0.15, 0.25, 0.8),
             (2093.0, 0.225, 0.32, 0.9))
    for freq, at, decay, level in notes:
        start = round(at * RATE)
        mix_into(out, bell(freq, 1.1 - at, decay, BRIGHT), start, level)
    return finish(out, -6.0, 0.002, 0.1)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": make_deal,
    "slide": make_slide,
    "play": make_play,
    "gather": make_gather,
    "shuffle": make_shuffle,
    "chime": make_chime,
    "fanfare": make_fanfare,
}


def render(name: str) -> bytes:
    """The frames (16-bit little-endian PCM) of one sound."""
    return to_wav_bytes(SOUNDS[name]())


def write(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in SOUNDS:
        path = out_dir / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(render(name))
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the game's sounds (WAV, 16-bit mono 44.1 kHz).")
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR,
                        help="folder to write to (default assets/sounds)")
    args = parser.parse_args(argv)
    for path in write(args.out):
        with wave.open(str(path), "rb") as w:
            seconds = w.getnframes() / w.getframerate()
        print(f"{path}  {seconds * 1000:.0f} ms  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
