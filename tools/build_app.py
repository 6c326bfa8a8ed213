"""Build the program people download: ``dist/Piquet/`` with its own Python and every
file the game reads (fonts, sounds, card art, lessons, translations), and an archive
of it to hand out.

    python tools/build_app.py              # a fresh build venv, then the bundle
    python tools/build_app.py --reuse-venv # the build venv of the last run, kept
    python tools/build_app.py --icons DIR  # only the icon files (in a Python with pygame)

The bundle is made by PyInstaller (one folder: the start-up stays quick, nothing is
unpacked on each start) from the project installed into a venv of its own under
``build/app/`` (never the venv or the user site of the machine that builds it:
nothing from its home goes in).  The same script builds on Linux, Windows and
macOS; what differs by system is in :data:`SYSTEMS` and nowhere else:

- Linux: ``dist/Piquet/Piquet``, with a desktop entry, AppStream metadata and PNG
  icons under ``dist/Piquet/share/`` (what a package or ``install-desktop.sh``
  copies to ``~/.local/share``), archived as ``.tar.gz``;
- Windows: ``dist/Piquet/Piquet.exe`` without a console window, its ``.ico``,
  archived as ``.zip``;
- macOS: ``dist/Piquet.app``, its ``.icns``, archived as ``.zip``.

The icon is drawn by the game's own card art (``piquet_game/view/icon.py``) at 16
to 512 pixels; the ``.ico`` and ``.icns`` files are written here (PNG entries, no
image library needed).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "app"
DIST = ROOT / "dist"
NAME = "Piquet"
APP_ID = "org.piquet_game.Piquet"
PYINSTALLER = "pyinstaller>=6.10,<7"

#: What differs by system: the icon's format, whether the program is built without a
#: console window, and the archive handed out.
SYSTEMS = {
    "Linux": {"icon": "png", "windowed": False, "archive": "tar.gz"},
    "Windows": {"icon": "ico", "windowed": True, "archive": "zip"},
    "Darwin": {"icon": "icns", "windowed": True, "archive": "zip"},
}

#: The languages the game speaks: babel's data for the others is left out.
LANGUAGES = ("en", "fr", "de", "it", "ru")
#: pygame-gui's fonts for scripts the game never writes (Arabic, Georgian, Hebrew,
#: Japanese, Korean, Chinese: 38 MB); its Noto Sans for Latin and Cyrillic stays.
UNUSED_FONTS = ("NotoSansArabic", "NotoSansGeorgian", "NotoSansHebrew", "NotoSansJP", "NotoSansKR",
                "NotoSansSC")

#: The sizes each icon file holds (the ICO format stops at 256).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}

LAUNCHER = '''\
"""The bundle's entry point: the piquet command."""
import multiprocessing
import sys

from piquet_game.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the Master's and the review's worker processes
    sys.exit(main())
'''


# ------------------------------------------------------------------ icon files


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images, by size (each at most 256 pixels square)."""
    sizes = sorted(s for s in pngs if s <= 256)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file of PNG images, by size (16, 32, 64, 128, 256, 512)."""
    body = b""
    for size, kind in sorted(ICNS_TYPES.items()):
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> dict[str, Path]:
    """The icon at every size as PNG (``piquet-16.png`` ... ``piquet-512.png``), and
    ``piquet.ico`` and ``piquet.icns``, in ``folder``.  Runs in a Python with pygame
    and the game installed (the build venv)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from piquet_game.view.icon import ICON_SIZES, draw_icon

    pygame.display.init()
    pygame.display.set_mode((8, 8))
    folder.mkdir(parents=True, exist_ok=True)
    pngs: dict[int, bytes] = {}
    for size in ICON_SIZES:
        path = folder / f"piquet-{size}.png"
        pygame.image.save(draw_icon(size), str(path))
        pngs[size] = path.read_bytes()
    pygame.display.quit()
    (folder / "piquet.ico").write_bytes(ico_bytes(pngs))
    (folder / "piquet.icns").write_bytes(icns_bytes(pngs))
    return {"png": folder / "piquet-256.png", "ico": folder / "piquet.ico", "icns": folder / "piquet.icns"}


# ---------------------------------------------------------------- desktop files


def version() -> str:
    """The one version number, read from ``piquet_game/__init__.py`` (not imported:
    this script runs in any Python)."""
    for line in (ROOT / "piquet_game" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise SystemExit("no __version__ in piquet_game/__init__.py")


def desktop_entry() -> str:
    return f"""[Desktop Entry]
Type=Application
Name={NAME}
GenericName=Card game
Comment=The classic French card game for two, three or four, and Ass for up to six
Exec=piquet
Icon=piquet
Terminal=false
Categories=Game;CardGame;
Keywords=piquet;cards;card game;rubicon;picquet;
StartupWMClass=pygame
"""


def appstream(release: str) -> str:
    today = time.strftime("%Y-%m-%d", time.gmtime())
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <name>{NAME}</name>
  <summary>The classic French card game, against the computer or with friends</summary>
  <description>
    <p>Piquet for two, three and four, in its old forms: Rubicon Piquet, Piquet au cent,
    Russian Piquet, Picchetto, Contract Piquet, Piquet Normand for three and four-handed
    partnership Piquet; and Ass, a 36-card game for two to six.</p>
    <p>Play the computer at five levels, friends at one computer or over the network, or
    learn the game from nothing with the lessons. In English, French, German, Italian and
    Russian.</p>
  </description>
  <launchable type="desktop-id">piquet.desktop</launchable>
  <icon type="stock">piquet</icon>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <content_rating type="oars-1.1" />
  <releases>
    <release version="{release}" date="{today}" />
  </releases>
</component>
"""


INSTALL_DESKTOP = """#!/bin/sh
# Put Piquet in the desktop's menu: a link to the program, its entry and its icons
# under ~/.local (nothing outside your home; run it again after moving this folder).
set -e
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$HOME/.local/bin" "$data/applications" "$data/metainfo"
ln -sf "$here/Piquet" "$HOME/.local/bin/piquet"
sed "s|^Exec=.*|Exec=$here/Piquet|" "$here/share/applications/piquet.desktop" \\
    > "$data/applications/piquet.desktop"
cp "$here/share/metainfo/"*.xml "$data/metainfo/"
for dir in "$here"/share/icons/hicolor/*/apps; do
    size="$(basename "$(dirname "$dir")")"
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$dir/piquet.png" "$data/icons/hicolor/$size/apps/piquet.png"
done
echo "Piquet is in the menu; 'piquet' starts it from a terminal (with ~/.local/bin on the PATH)."
"""


def add_linux_desktop(bundle: Path, icons: Path, release: str) -> None:
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "applications" / "piquet.desktop").write_text(desktop_entry(), encoding="utf-8")
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(appstream(release), encoding="utf-8")
    for png in sorted(icons.glob("piquet-*.png")):
        size = png.stem.split("-")[1]
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, folder / "piquet.png")
    script = bundle / "install-desktop.sh"
    script.write_text(INSTALL_DESKTOP, encoding="utf-8")
    script.chmod(0o755)


# ------------------------------------------------------------- what it carries


#: Where each folder of data the game reads comes from in the source tree, and the
#: files of it that ship (as ``pyproject.toml`` lists them).
GAME_DATA = (
    ("piquet_game/locale", "piquet_game/locale", "**/*.po"),
    ("piquet_game/seeds", "seeds", "**/*.json"),
    ("piquet_game/sounds", "assets/sounds", "*.wav"),
    ("piquet_game/sounds", "assets/sounds", "LICENSE"),
    ("piquet_game/fonts", "assets/fonts", "*.ttf"),
    ("piquet_game/fonts", "assets/fonts", "LICENSE"),
    ("piquet_game/view", "piquet_game/view", "theme.json"),
)


def game_data_files(root: Path = ROOT) -> list[str]:
    """Every data file the game reads, as it lies once installed
    (``piquet_game/seeds/tutorial/01-....json``), from the source tree at ``root``."""
    out = set()
    for installed, source, pattern in GAME_DATA:
        for path in (root / source).glob(pattern):
            if path.is_file():
                out.add(f"{installed}/{path.relative_to(root / source).as_posix()}")
    return sorted(out)


# ------------------------------------------------------------------- the build


def run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    """Run ``cmd`` in the build folder: never in the project's, where ``piquet_game``
    would be the source tree (without the seeds, sounds and fonts it is given when
    installed) instead of the game installed in the build venv."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    BUILD.mkdir(parents=True, exist_ok=True)
    subprocess.run(cmd, check=True, env=env, cwd=BUILD)


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if platform.system() == "Windows" else "bin/python")


def clean_env(home: Path) -> dict[str, str]:
    """The environment the build runs in: no user site, no PYTHONPATH, a home of its
    own (no configuration of the machine's user is read)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(PYTHONNOUSERSITE="1", PYTHONDONTWRITEBYTECODE="1", HOME=str(home), USERPROFILE=str(home),
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env.pop(key, None)
    return env


def unused(path: Path) -> bool:
    """A file of a library's data that the game never reads."""
    if path.parent.name == "data" and path.parent.parent.name == "pygame_gui":
        return path.name.startswith(UNUSED_FONTS)
    if path.parent.name == "locale-data" and path.parent.parent.name == "babel" and path.suffix == ".dat":
        locale = path.stem
        return locale != "root" and locale.split("_")[0] not in LANGUAGES
    return False


def prune(bundle: Path) -> int:
    """Take out of the bundle what the game never reads; the bytes saved."""
    saved = 0
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and unused(path):
            saved += path.stat().st_size
            path.unlink()
    return saved


def archive(bundle: Path, system: str, release: str) -> Path:
    machine = platform.machine().lower() or "unknown"
    kind = SYSTEMS[system]["archive"]
    out = DIST / f"{NAME}-{release}-{system.lower()}-{machine}.{kind}"
    out.unlink(missing_ok=True)
    if kind == "tar.gz":
        with tarfile.open(out, "w:gz") as tar:
            tar.add(bundle, arcname=bundle.name)
    else:
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
            for path in sorted(bundle.rglob("*")):
                z.write(path, path.relative_to(bundle.parent))
    return out


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(reuse_venv: bool = False, make_archive: bool = True) -> Path:
    system = platform.system()
    if system not in SYSTEMS:
        raise SystemExit(f"build_app: no build for {system!r} (Linux, Windows and macOS are known)")
    spec = SYSTEMS[system]
    release = version()
    home = BUILD / "home"
    home.mkdir(parents=True, exist_ok=True)
    env = clean_env(home)
    venv = BUILD / "venv"
    python = venv_python(venv)
    started = time.monotonic()
    if not (reuse_venv and python.exists()):
        shutil.rmtree(venv, ignore_errors=True)
        run([sys.executable, "-m", "venv", str(venv)], env)
        run([str(python), "-m", "pip", "install", "--quiet", str(ROOT), PYINSTALLER], env)
    else:  # the game again (it changed), the rest as it is
        run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--force-reinstall", str(ROOT)],
            env)
    icons = BUILD / "icons"
    run([str(python), str(Path(__file__).resolve()), "--icons", str(icons)], env)
    launcher = BUILD / "piquet_launch.py"
    launcher.write_text(LAUNCHER, encoding="utf-8")
    cmd = [str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--name", NAME, "--onedir", "--distpath", str(DIST), "--workpath", str(BUILD / "work"),
           "--specpath", str(BUILD),
           "--collect-data", "piquet_game", "--collect-data", "pygame_gui", "--collect-data", "babel",
           "--collect-submodules", "num2words", "--collect-submodules", "piquet_game",
           "--copy-metadata", "pygame-gui"]  # its version, on the About screen
    if spec["icon"] != "png":  # the executable's own icon (Linux's is in the desktop entry)
        cmd += ["--icon", str(icons / f"piquet.{spec['icon']}")]
    if spec["windowed"]:
        cmd.append("--windowed")
    if system == "Darwin":
        cmd += ["--osx-bundle-identifier", APP_ID]
    run([*cmd, str(launcher)], env)
    bundle = DIST / (f"{NAME}.app" if system == "Darwin" else NAME)
    saved = prune(bundle)
    if system == "Linux":
        add_linux_desktop(bundle, icons, release)
    made = archive(bundle, system, release) if make_archive else None
    print(f"built {bundle} ({folder_size(bundle) / 1e6:.0f} MB; {saved / 1e6:.0f} MB of unused library data "
          f"left out) in {time.monotonic() - started:.0f} s")
    if made is not None:
        print(f"archive {made} ({made.stat().st_size / 1e6:.0f} MB)")
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reuse-venv", action="store_true", help="keep the build venv of the last run")
    parser.add_argument("--no-archive", action="store_true", help="the folder only, no archive")
    parser.add_argument("--icons", type=Path, default=None, metavar="DIR",
                        help="only write the icon files in DIR (in a Python with pygame and the game)")
    args = parser.parse_args(argv)
    if args.icons is not None:
        for kind, path in write_icons(args.icons).items():
            print(f"{kind}: {path}")
        return 0
    build(reuse_venv=args.reuse_venv, make_archive=not args.no_archive)
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["build", "game_data_files", "icns_bytes", "ico_bytes", "write_icons"]
