"""The package list in pyproject.toml covers every package, and the seed records
(the tutorial's lessons among them) and the sounds ship with the game."""

from __future__ import annotations

import os
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    tomllib = None

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(tomllib is None, reason="tomllib is Python 3.11+")
def test_every_package_is_listed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "piquet_game").rglob("__init__.py")}
    found |= {"piquet_game.seeds" + "".join("." + part for part in p.parent.relative_to(ROOT / "seeds").parts)
              for p in (ROOT / "seeds").rglob("__init__.py")}
    for asset in ("sounds", "fonts"):
        if (ROOT / "assets" / asset / "__init__.py").exists():
            found.add(f"piquet_game.{asset}")
    assert found == listed
    assert config["package-dir"] == {"piquet_game.seeds": "seeds", "piquet_game.sounds": "assets/sounds",
                                     "piquet_game.fonts": "assets/fonts"}
    assert "*.json" in config["package-data"]["piquet_game.seeds.tutorial"]
    assert "*.wav" in config["package-data"]["piquet_game.sounds"]


def test_the_seeds_are_importable_as_a_package():
    from importlib import resources

    names = {p.name for p in resources.files("piquet_game.seeds.tutorial").iterdir()}
    assert any(n.endswith(".json") for n in names)
    assert {p.name for p in (ROOT / "seeds" / "tutorial").glob("*.json")} <= names


def test_the_sounds_are_importable_as_a_package():
    from importlib import resources

    names = {p.name for p in resources.files("piquet_game.sounds").iterdir()}
    assert {p.name for p in (ROOT / "assets" / "sounds").glob("*.wav")} <= names
    assert "LICENSE" in names


def test_the_font_ships_with_its_licence_and_draws_every_word_of_every_language():
    """Noto Sans, regular and bold, with the SIL Open Font License, in the package;
    every character of every translation (accents, Cyrillic, the typographer's quotes
    and dashes) has its glyph in it, in both weights."""
    from importlib import resources

    import pygame

    from piquet_game.common.names import SPACES
    from piquet_game.i18n import AREAS, LANGUAGES
    from piquet_game.view.text import font_file

    names = {p.name for p in resources.files("piquet_game.fonts").iterdir()}
    assert {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "LICENSE"} <= names
    licence = (resources.files("piquet_game.fonts") / "LICENSE").read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence
    sys.path.insert(0, str(ROOT / "tools"))
    import i18n_tool

    chars: set[str] = set()
    for code in LANGUAGES:
        if code == "en":
            continue
        for area in ("", *AREAS):
            for m in i18n_tool.load(code, area):
                strings = m.string if isinstance(m.string, tuple) else (m.string,)
                chars.update(c for s in strings if s for c in s if c.isprintable() or c in SPACES)
    for path in (ROOT / "seeds" / "tutorial").glob("*.*.json"):  # the lessons' own words
        chars.update(c for c in path.read_text(encoding="utf-8") if c.isprintable() or c in SPACES)
    assert {"é", "ü", "ß", "à", "œ", "ё", "Щ", "«", "„", "—", "×", "\u202f"} <= chars
    pygame.font.init()
    for bold in (False, True):
        font = font_file(18, bold)
        missing = [c for c in sorted(chars) if font.metrics(c)[0] is None]
        assert not missing, (bold, missing)


# ------------------------------------------------------- the program people download


def test_the_icon_is_the_card_art_at_every_size():
    """Two aces fanned from 48 pixels, the ace of hearts alone below: square, clear
    corners, the card opaque in the middle."""
    import pygame

    from piquet_game.view.icon import FAN_FROM, ICON_SIZES, draw_icon

    pygame.display.init()
    assert ICON_SIZES[0] == 16 and ICON_SIZES[-1] == 512
    for size in ICON_SIZES:
        icon = draw_icon(size)
        assert icon.get_size() == (size, size)
        assert icon.get_at((0, 0)).a == 0 and icon.get_at((size - 1, 0)).a == 0
        assert icon.get_at((size // 2, size // 2)).a == 255
    # the fan is wider than the one card: its leftmost opaque column is further left
    def left(surface):
        return min(x for x in range(surface.get_width()) for y in range(0, surface.get_height(), 2)
                   if surface.get_at((x, y)).a > 128)
    one = pygame.transform.smoothscale(draw_icon(FAN_FROM - 1), (FAN_FROM, FAN_FROM))
    assert left(draw_icon(FAN_FROM)) < left(one)
    with pytest.raises(ValueError):
        draw_icon(8)


def test_the_ico_and_icns_files_hold_each_size_as_png():
    import struct

    from tool_loader import load_tool

    build_app = load_tool("build_app.py")
    png = b"\x89PNG\r\n\x1a\n"
    pngs = {size: png + bytes([size % 256]) * size for size in (16, 24, 32, 48, 64, 128, 256, 512)}
    ico = build_app.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 7)  # 512 does not go in an ICO
    for k in range(count):
        w, h, _c, _r, planes, bpp, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * k: 22 + 16 * k])
        size = w or 256
        assert (w, h, planes, bpp) == (size % 256, size % 256, 1, 32)
        assert ico[offset: offset + length] == pngs[size]
    icns = build_app.icns_bytes(pngs)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    at, kinds = 8, []
    while at < len(icns):
        kind4, length = icns[at: at + 4], struct.unpack(">I", icns[at + 4: at + 8])[0]
        assert icns[at + 8: at + 8 + 8] == png
        kinds.append(kind4)
        at += length
    assert at == len(icns) and kinds == [b"icp4", b"icp5", b"icp6", b"ic07", b"ic08", b"ic09"]


def test_the_bundle_leaves_out_only_library_data_the_game_never_reads(tmp_path):
    from tool_loader import load_tool

    build_app = load_tool("build_app.py")
    fonts = tmp_path / "pygame_gui" / "data"
    babel = tmp_path / "babel" / "locale-data"
    for folder, names in ((fonts, ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSansJP-Bold.otf",
                                   "NotoSansArabic-Regular.ttf", "default_theme.json")),
                          (babel, ("root.dat", "en.dat", "en_GB.dat", "fr.dat", "fr_CA.dat", "ru.dat",
                                   "ja.dat", "zh_Hant.dat", "de_CH.dat", "it.dat", "es.dat"))):
        folder.mkdir(parents=True)
        for name in names:
            (folder / name).write_bytes(b"x" * 10)
    saved = build_app.prune(tmp_path)
    left = sorted(p.name for p in tmp_path.rglob("*") if p.is_file())
    assert left == sorted(["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "default_theme.json", "root.dat",
                           "en.dat", "en_GB.dat", "fr.dat", "fr_CA.dat", "ru.dat", "de_CH.dat", "it.dat"])
    assert saved == 50


def test_every_data_file_of_the_source_is_one_the_package_ships():
    """What the build and the wheel carry (``game_data_files``) is every file besides
    Python in the package's folders and the seeds, sounds and fonts: a new data file
    the game reads cannot be left out of the download."""
    from tool_loader import load_tool

    build_app = load_tool("build_app.py")
    shipped = set(build_app.game_data_files())
    source = {"piquet_game": "piquet_game", "seeds": "piquet_game/seeds",
              "assets/sounds": "piquet_game/sounds", "assets/fonts": "piquet_game/fonts"}
    found = set()
    for folder, installed in source.items():
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts:
                found.add(f"{installed}/{path.relative_to(ROOT / folder).as_posix()}")
    assert found == shipped, (sorted(found - shipped)[:5], sorted(shipped - found)[:5])
    assert any(f.startswith("piquet_game/seeds/tutorial/") for f in shipped)


def test_one_version_in_one_place():
    from piquet_game import __version__
    from piquet_game.cli import version
    from piquet_game.net.protocol import program_version

    assert __version__ == version() == program_version()
    assert __version__.count(".") == 2 and all(part.isdigit() for part in __version__.split("."))
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text and 'version = {attr = "piquet_game.__version__"}' in text
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## {__version__}" in changelog


@pytest.mark.slow
def test_the_wheel_carries_every_data_file_and_runs_from_a_fresh_venv(tmp_path):
    """``python -m build`` (the sdist, then the wheel from it): the wheel holds every
    data file the game reads; installed into a fresh venv (its dependencies lent by
    this one), the game runs from it: the version, a window's frames and screenshot,
    random deals, the translations, the lessons and the sounds."""
    import subprocess
    import zipfile

    from tool_loader import load_tool

    from piquet_game import __version__

    build_app = load_tool("build_app.py")
    out = tmp_path / "out"
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], check=True,
                   capture_output=True, cwd=tmp_path, timeout=600)
    wheels = list(out.glob("*.whl"))
    sdists = list(out.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1
    assert wheels[0].name.startswith(f"piquet_game-{__version__}-py3-none-any")
    names = set(zipfile.ZipFile(wheels[0]).namelist())
    wanted = build_app.game_data_files()
    missing = [f for f in wanted if f not in names]
    assert not missing, missing[:8]
    assert f"piquet_game-{__version__}.dist-info/entry_points.txt" in names
    # a fresh venv, the game from the wheel alone; pygame and the rest lent by this venv
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    import sysconfig

    Path(site, "lent.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
                    str(wheels[0])], check=True, timeout=300)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(PIQUET_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    piquet = str(venv / "bin" / "piquet")

    def run(*args: str) -> str:
        return subprocess.run(args, check=True, capture_output=True, text=True, env=env, cwd=tmp_path,
                              timeout=300).stdout

    assert run(piquet, "--version").strip() == f"piquet {__version__}"
    shot = tmp_path / "shot.png"
    run(piquet, "--frames", "5", "--screenshot", str(shot))
    assert shot.stat().st_size > 10_000
    assert '"deals": 5' in run(piquet, "simulate", "--deals", "5", "--json")
    said = run(str(python), "-c", """
import piquet_game, sys
from importlib import resources
from pathlib import Path
from piquet_game.i18n import Translator
from piquet_game.tutorial.lesson import load_lessons
print(Path(piquet_game.__file__).resolve().is_relative_to(Path(sys.prefix).resolve()))
print(Translator("ru")("Resume"))
print(len(load_lessons()))
print(sorted(p.name for p in resources.files("piquet_game.sounds").iterdir() if p.name.endswith(".wav"))[0])
""").split("\n")
    assert said[0] == "True"  # the game of the wheel, not of the source tree
    assert said[1] != "Resume"
    assert int(said[2]) >= 10
    assert said[3].endswith(".wav")


def test_the_desktop_entry_and_appstream_metadata(tmp_path):
    """The Linux bundle's desktop entry, AppStream metadata, icons and the script that
    puts them in the menu: well formed, naming each other, every icon size there;
    ``desktop-file-validate`` and ``appstreamcli`` agree where installed."""
    import shutil
    import subprocess
    import xml.etree.ElementTree as ET

    from tool_loader import load_tool

    build_app = load_tool("build_app.py")
    icons = tmp_path / "icons"
    written = build_app.write_icons(icons)
    assert {p.name for p in icons.glob("piquet-*.png")} == {f"piquet-{s}.png" for s in
                                                            (16, 24, 32, 48, 64, 128, 256, 512)}
    assert written["ico"].read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert written["icns"].read_bytes()[:4] == b"icns"
    bundle = tmp_path / "Piquet"
    bundle.mkdir()
    build_app.add_linux_desktop(bundle, icons, "0.1.0")
    entry = (bundle / "share" / "applications" / "piquet.desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert entry.startswith("[Desktop Entry]\n")
    assert fields["Type"] == "Application" and fields["Name"] == "Piquet" and fields["Icon"] == "piquet"
    assert fields["Terminal"] == "false" and "CardGame" in fields["Categories"].split(";")
    meta = bundle / "share" / "metainfo" / f"{build_app.APP_ID}.metainfo.xml"
    root = ET.fromstring(meta.read_text(encoding="utf-8"))
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == build_app.APP_ID
    assert root.findtext("launchable") == "piquet.desktop"
    assert root.find("releases/release").get("version") == "0.1.0"
    for size in (16, 48, 256, 512):
        assert (bundle / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "piquet.png").is_file()
    script = bundle / "install-desktop.sh"
    assert script.stat().st_mode & 0o111
    assert subprocess.run(["sh", "-n", str(script)]).returncode == 0
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(bundle / "share/applications/piquet.desktop")],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
    if shutil.which("appstreamcli"):
        done = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", str(meta)],
                              capture_output=True, text=True)
        assert "E:" not in done.stdout, done.stdout
