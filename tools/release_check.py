"""The release check: build the program people download, then use it as they would,
from a home it has never seen, and say how big and how quick it is.

    python tools/release_check.py              # build (a fresh build venv), then check
    python tools/release_check.py --no-build   # check the bundle in dist/ as it is
    python tools/release_check.py --reuse-venv # build with the last build venv

What it does, each step printed with its figures, the first failure ending it (exit 1):

1. builds ``dist/Piquet/`` with ``tools/build_app.py``, and the wheel and sdist with
   ``python -m build``, which ``twine check`` must accept;
2. looks into the bundle: every data file the game reads is there (the fonts, the
   sounds, the lessons, the translations, the theme), nothing of a person's
   (settings, saves, logs), no library data it never reads;
3. starts it with a fresh home (``HOME`` and the ``XDG_*`` folders in a new temporary
   folder), on a real X display when ``Xvfb`` is installed (else SDL's dummy
   driver): ``--frames 60 --screenshot`` in each language, the screenshot drawn;
4. plays ``simulate --deals 50`` and ``replay`` of a seed through it (the same output
   as the Python install's);
5. plays a partie between two of its processes over loopback (host and guest, the
   computer in both seats), kills the host after two deals, starts it again with
   ``--resume`` from its save, the guest comes back and the partie ends, kept with the
   finished games; then ``review`` of that partie's first deal, through the bundle's
   own worker processes;
6. prints the bundle's and the archive's size and the start-up time (median of five
   starts to the first frame) against the Python install's ``piquet`` (``--compare``,
   by default the one on the PATH).
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_app  # noqa: E402

DIST = ROOT / "dist"
SEED_RECORD = ROOT / "seeds" / "example-1-elder-170.json"
LANGUAGES = ("en", "fr", "de", "it", "ru")
#: The files of a person that must never be in the bundle (the build machine's).
PERSONAL = ("settings.json", "autosave.json", "autosave-network.json", "crash.log", "stats.json")


class Failed(Exception):
    pass


def check(condition: bool, said: str) -> None:
    if not condition:
        raise Failed(said)


def executable(bundle: Path) -> Path:
    if bundle.suffix == ".app":
        return bundle / "Contents" / "MacOS" / build_app.NAME
    return bundle / (build_app.NAME + (".exe" if os.name == "nt" else ""))


class Home:
    """A fresh home: HOME and every XDG folder in a new temporary folder; a display."""

    def __init__(self, display: str | None) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="piquet-release-home."))
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith(("PYTHON", "XDG_", "PIQUET", "SDL_"))}
        self.env.update(HOME=str(self.root), USERPROFILE=str(self.root), LANGUAGE="en", LANG="C.UTF-8",
                        SDL_AUDIODRIVER="dummy")
        if display:
            self.env["DISPLAY"] = display
        else:
            self.env["SDL_VIDEODRIVER"] = "dummy"

    def data_files(self) -> list[Path]:
        return [p for p in self.root.rglob("*") if p.is_file()]

    def close(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def start_xvfb() -> tuple[subprocess.Popen | None, str | None]:
    """A virtual X display when Xvfb is installed: (process, DISPLAY)."""
    if shutil.which("Xvfb") is None:
        return None, None
    for number in range(91, 120):
        if Path(f"/tmp/.X{number}-lock").exists():
            continue
        proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                return proc, f":{number}"
            time.sleep(0.05)
        proc.kill()
    return None, None


def run(cmd: list[str], env: dict[str, str], timeout: float = 300) -> subprocess.CompletedProcess:
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise Failed(f"{' '.join(cmd)} exited {done.returncode}: {done.stderr.strip()[-600:]}")
    return done


def start_time(cmd: list[str], env: dict[str, str], times: int = 5) -> float:
    """The median seconds from the start to the first frame drawn and the exit."""
    took = []
    for _ in range(times):
        begun = time.perf_counter()
        run([*cmd, "--frames", "1"], env)
        took.append(time.perf_counter() - begun)
    return statistics.median(took)


class Process:
    """A process of the bundle, its lines read on a thread."""

    def __init__(self, cmd: list[str], env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True)
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def line(self, starts: str, timeout: float) -> str:
        end = time.monotonic() + timeout
        while True:
            try:
                line = self._queue.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                raise Failed(f"no {starts!r} line in {timeout:.0f} s: {self.lines[-6:]}") from None
            if line is None:
                raise Failed(f"ended ({self.proc.wait(5)}) with no {starts!r} line: {self.lines[-6:]}")
            if line.startswith(starts):
                return line

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


def step(title: str) -> None:
    print(f"\n==> {title}", flush=True)


def check_contents(bundle: Path) -> None:
    step("what the bundle holds")
    files = [p for p in bundle.rglob("*") if p.is_file()]
    names = {p.name for p in files}
    package = next(p for p in bundle.rglob("piquet_game") if p.is_dir() and (p / "locale").is_dir())
    wanted = build_app.game_data_files()
    missing = [f for f in wanted if not (package.parent / f).is_file()]
    check(not missing, f"the bundle lacks files the game reads: {missing[:8]}")
    print(f"  every file the game reads is there ({len(wanted)}: fonts, sounds, lessons, translations, "
          f"theme), under {package.parent.relative_to(bundle)}")
    mine = sorted(n for n in names if n in PERSONAL)
    check(not mine, f"a person's files in the bundle: {mine}")
    unused = [p for p in files if build_app.unused(p)]
    check(not unused, f"library data the game never reads: {unused[:4]}")
    home = str(Path.home())
    from_home = [p for p in files if str(p.resolve()).startswith(home) and not str(p).startswith(str(ROOT))]
    check(not from_home, f"files linked from the build machine's home: {from_home[:4]}")
    print(f"  nothing of a person's, no unused library data; {len(files)} files")
    if sys.platform.startswith("linux") and shutil.which("ldd"):
        check_libraries(bundle, files)


def check_libraries(bundle: Path, files: list[Path]) -> None:
    """Every shared library the bundle loads is found, in the bundle or the
    system's own folders: none from the Python, the venv or the home it was built in."""
    system = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "linux-vdso", "/lib/ld-linux")
    loaded = [p for p in files if p.suffix == ".so" or ".so." in p.name or p == executable(bundle)]
    outside: set[str] = set()
    missing: set[str] = set()
    for path in loaded:
        said = subprocess.run(["ldd", str(path)], capture_output=True, text=True, timeout=60).stdout
        for line in said.splitlines():
            if "=> not found" in line:
                missing.add(f"{path.name}: {line.split()[0]}")
            elif "=>" in line:
                target = line.split("=>")[1].split("(")[0].strip()
                if target and not target.startswith(str(bundle)) and not target.startswith(system):
                    outside.add(f"{path.name}: {target}")
    check(not missing, f"libraries not found: {sorted(missing)[:6]}")
    check(not outside, f"libraries loaded from outside the bundle and the system: {sorted(outside)[:6]}")
    print(f"  {len(loaded)} shared libraries: each one's needs found in the bundle or in the system's "
          f"/lib and /usr/lib")


def check_window(exe: Path, home: Home, out: Path) -> None:
    shown = f"X display {home.env['DISPLAY']}" if "DISPLAY" in home.env else "SDL's dummy driver"
    step(f"the window from a fresh home ({shown})")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    for code in LANGUAGES:
        shot = out / f"first-{code}.png"
        run([str(exe), "--lang", code, "--frames", "60", "--screenshot", str(shot)], home.env)
        check(shot.exists() and shot.stat().st_size > 10_000, f"no screenshot in {code}")
        image = pygame.image.load(str(shot))
        colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, image.get_width(), 23)
                   for y in range(0, image.get_height(), 17)}
        check(len(colours) > 20, f"the {code} screenshot is nearly one colour ({len(colours)})")
        print(f"  {code}: {image.get_width()}x{image.get_height()}, {len(colours)} colours sampled: {shot}")
    made = sorted(p.relative_to(home.root) for p in home.data_files())
    print(f"  the fresh home now holds: {[str(p) for p in made][:6]}")


def saved_deals(home: Home) -> tuple[int, int]:
    """(deals begun, actions taken) of the window's autosave in ``home`` ((0, 0): none)."""
    saves = [p for p in home.data_files() if p.name == "autosave.json"]
    if not saves:
        return 0, 0
    try:
        deals = json.loads(saves[0].read_text(encoding="utf-8"))["record"]["deals"]
    except (OSError, ValueError, KeyError, TypeError):
        return 0, 0  # being written
    return len(deals), sum(len(d.get("actions", ())) for d in deals)


def xdotool(display: str, *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, capture_output=True,
                          text=True, timeout=60)
    return done.stdout.strip()


class Keys:
    """A person's keys at the table: Enter presses the main button (exchange,
    declare, the next deal) or plays the card at the focus, Right moves the focus
    on (a refused card is only told); when nothing has moved for a while (an
    exchange that needs a card chosen first), Space raises the card at the focus."""

    def __init__(self, display: str, home: Home) -> None:
        self.display, self.home = display, home
        self.last = saved_deals(home)
        self.still = 0

    def press(self) -> None:
        keys = [("Return", 0.12), ("Right", 0.05)]
        if self.still >= 3:
            keys.insert(0, ("space", 0.05))
        for key, pause in keys:
            xdotool(self.display, "key", key)
            time.sleep(pause)
        now = saved_deals(self.home)
        self.still = 0 if now != self.last else self.still + 1
        self.last = now


def check_window_deal(exe: Path, display: str | None, out: Path) -> None:
    """A person plays a deal in the window by the keyboard (:class:`Keys`), on a
    real X display; the
    program is killed in the second deal, started again, and its menu's Enter resumes
    the partie, which goes on from where it was."""
    step("a deal played in the window, the program killed, started again and the partie resumed")
    if display is None or shutil.which("xdotool") is None:
        print("  left out: it needs Xvfb and xdotool (Debian: apt install xvfb xdotool)")
        return
    home = Home(display)
    window = None
    try:
        window = subprocess.Popen([str(exe), "play", "--seed", "1", "--level", "1", "--size", "1280x800"],
                                  env=home.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        check(bool(xdotool(display, "search", "--sync", "--pid", str(window.pid))), "no window")
        xdotool(display, "mousemove", "640", "300")  # no window manager: the keys go where the pointer is
        keys = Keys(display, home)
        begun = time.monotonic()
        while saved_deals(home)[0] < 2:
            check(time.monotonic() - begun < 600, f"the deal did not end in 600 s: {saved_deals(home)}")
            check(window.poll() is None, f"the window closed ({window.returncode})")
            keys.press()
        deals, actions = saved_deals(home)
        took = time.monotonic() - begun
        window.kill()  # as a crash or a power cut would
        window.wait(10)
        print(f"  deal 1 played and deal 2 begun in {took:.0f} s ({actions} actions saved); "
              "the program killed")
        window = subprocess.Popen([str(exe)], env=home.env, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL)
        check(bool(xdotool(display, "search", "--sync", "--pid", str(window.pid))),
              "no window the second time")
        time.sleep(2)
        xdotool(display, "mousemove", "640", "300")
        xdotool(display, "key", "Return")  # the menu offers the partie left: Enter resumes it
        time.sleep(2)
        keys = Keys(display, home)
        for _ in range(80):  # a move or two more in the partie resumed
            keys.press()
            if saved_deals(home)[1] > actions:
                break
        shot = out / "resumed-1280x800.png"
        xdotool(display, "key", "Escape")  # the pause menu over the table
        time.sleep(1)
        if shutil.which("import"):  # ImageMagick's: the X screen as it is
            subprocess.run(["import", "-window", "root", str(shot)], env={**os.environ, "DISPLAY": display},
                           timeout=60, check=False)
        else:
            shot = Path("(no screenshot: ImageMagick's import is not installed)")
        after = saved_deals(home)
        check(after[0] >= deals and after[1] > actions,
              f"the partie was not taken up where it was: {after} after {(deals, actions)}")
        print(f"  resumed in deal {after[0]} and played on ({after[1]} actions saved); the screen: {shot}")
    finally:
        if window is not None and window.poll() is None:
            window.kill()
            window.wait(60)
        home.close()


def check_commands(exe: Path, home: Home, compare: Path | None) -> None:
    step("simulate --deals 50 and replay of a seed")
    sim = json.loads(run([str(exe), "simulate", "--deals", "50", "--seed", "1", "--json"], home.env).stdout)
    check(sim.get("deals") == 50, f"simulate played {sim.get('deals')} deals")
    print(f"  simulate: {sim['deals']} deals, {sim.get('deals_per_second', '?')} a second")
    replayed = run([str(exe), "replay", str(SEED_RECORD), "--json"], home.env).stdout
    check(bool(json.loads(replayed)), "replay printed nothing")
    if compare is not None:
        theirs = run([str(compare), "replay", str(SEED_RECORD), "--json"], home.env).stdout
        check(json.loads(theirs) == json.loads(replayed), "replay differs from the Python install's")
        print(f"  replay of {SEED_RECORD.name}: the same as {compare}'s")
    else:
        print(f"  replay of {SEED_RECORD.name}: read and counted")


def check_network(exe: Path, home: Home) -> Path:
    step("a partie over loopback, the host killed after two deals and resumed from its save")
    host_home, guest_home = Home(None), Home(None)
    try:
        host = Process([str(exe), "host", "--computer", "1", "--port", "0", "--seed", "31"], host_home.env)
        port = int(host.line("hosting ", 60).split()[-1])
        key = host.line("key: ", 10).split()[-1]
        guest = Process([str(exe), "join", f"127.0.0.1:{port}/{key}", "--computer", "1", "--seed", "6",
                         "--name", "Far"], guest_home.env)
        host.line("deal 3", 300)
        saves = [p for p in host_home.data_files() if p.name == "autosave-network.json"]
        check(bool(saves), "no network save after two deals")
        host.kill()
        print(f"  host killed at deal 3; its save: {saves[0].relative_to(host_home.root)}")
        host2 = Process([str(exe), "host", "--computer", "1", "--port", str(port), "--resume"], host_home.env)
        host2.line("hosting ", 60)
        host2.line("back: Far", 120)
        over = host2.line("over: ", 600)
        guest_over = guest.line("over: ", 60)
        check(over.split()[1:3] == guest_over.split()[1:3], f"host {over!r}, guest {guest_over!r}")
        check(host2.proc.wait(30) == 0 and guest.proc.wait(30) == 0, "a process did not end cleanly")
        kept = [p for p in host_home.data_files() if p.suffix == ".json" and "games" in p.parts]
        check(bool(kept), "the finished partie was not kept")
        print(f"  resumed, the guest came back, the partie ended: {over}; kept as "
              f"{kept[0].relative_to(host_home.root)}")
        target = home.root / "kept.json"
        shutil.copyfile(kept[0], target)
    finally:
        for proc in ("host", "host2", "guest"):
            p = locals().get(proc)
            if p is not None:
                p.kill()
        host_home.close()
        guest_home.close()
    begun = time.perf_counter()
    review = json.loads(run([str(exe), "review", str(target), "--deal", "1", "--jobs", "2", "--json"],
                            home.env, timeout=600).stdout)
    check(bool(review), "the review said nothing")
    print(f"  review of its first deal through the bundle's worker processes: "
          f"{time.perf_counter() - begun:.1f} s")
    return target


def check_package() -> None:
    step("the wheel and the sdist: python -m build, twine check")
    work = Path(tempfile.mkdtemp(prefix="piquet-release-pkg."))
    try:
        venv = work / "venv"
        run([sys.executable, "-m", "venv", str(venv)], dict(os.environ))
        python = build_app.venv_python(venv)
        run([str(python), "-m", "pip", "install", "--quiet", "build", "twine"], dict(os.environ))
        run([str(python), "-m", "build", "--outdir", str(work / "out"), str(ROOT)], dict(os.environ),
            timeout=600)
        made = sorted((work / "out").iterdir())
        run([str(python), "-m", "twine", "check", "--strict", *map(str, made)], dict(os.environ))
        for path in made:
            print(f"  {path.name}: {path.stat().st_size / 1e6:.1f} MB, twine check passed")
        DIST.mkdir(exist_ok=True)
        for path in made:
            shutil.copyfile(path, DIST / path.name)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="check the bundle in dist/ as it is")
    parser.add_argument("--reuse-venv", action="store_true", help="build with the build venv of the last run")
    parser.add_argument("--no-package", action="store_true", help="leave out the wheel and sdist")
    parser.add_argument("--compare", type=Path, default=None, metavar="PIQUET",
                        help="the Python install's piquet command to compare with (the one on the PATH)")
    parser.add_argument("--steps", default="contents,window,deal,commands,network", metavar="A,B",
                        help="the steps checked, of contents, window, deal, commands, network (all)")
    args = parser.parse_args(argv)
    steps = set(args.steps.split(","))
    compare = args.compare or (Path(shutil.which("piquet")) if shutil.which("piquet") else None)
    xvfb, display = start_xvfb()
    home = Home(display)
    out = ROOT / "build" / "release-check"
    out.mkdir(parents=True, exist_ok=True)
    try:
        if not args.no_build:
            step("build")
            bundle = build_app.build(reuse_venv=args.reuse_venv)
        else:
            bundle = DIST / (f"{build_app.NAME}.app" if sys.platform == "darwin" else build_app.NAME)
        exe = executable(bundle)
        check(exe.exists(), f"no program at {exe}")
        if not args.no_package:
            check_package()
        if "contents" in steps:
            check_contents(bundle)
        if "window" in steps:
            check_window(exe, home, out)
        if "deal" in steps:
            check_window_deal(exe, display, out)
        if "commands" in steps:
            check_commands(exe, home, compare)
        if "network" in steps:
            check_network(exe, home)
        step("size and start-up time")
        archives = sorted(DIST.glob(f"{build_app.NAME}-*.*"))
        print(f"  bundle: {build_app.folder_size(bundle) / 1e6:.0f} MB in {bundle}")
        for path in archives:
            print(f"  archive: {path.name}: {path.stat().st_size / 1e6:.0f} MB")
        mine = start_time([str(exe)], home.env)
        print(f"  start-up to the first frame, median of five: the bundle {mine:.2f} s")
        if compare is not None:
            theirs = start_time([str(compare)], home.env)
            print(f"  the Python install ({compare}) {theirs:.2f} s: the bundle takes {mine / theirs:.2f}x")
        print("\nrelease check passed")
        return 0
    except Failed as exc:
        print(f"\nrelease check FAILED: {exc}", file=sys.stderr)
        return 1
    finally:
        home.close()
        if xvfb is not None:
            xvfb.kill()


if __name__ == "__main__":
    sys.exit(main())
