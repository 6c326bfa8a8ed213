"""The table's first frame does not wait for what can be made before it: the numbers
in words (``num2words`` loads every language at once) and the felt's pixels are made
on a thread as the window opens, while the menu shows.  Run in a fresh interpreter,
where nothing of the kind was loaded by an earlier test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = r"""
import sys, threading
sys.path.insert(0, "tests")
from ui_driver import make_app, new_table, tick
from piquet_game.view import tablepaint

assert "num2words" not in sys.modules
app = make_app(size=(960, 600), animation="off", table="claret")
for t in threading.enumerate():
    if t.name == "warm-up":
        t.join(30)
assert "num2words" in sys.modules, "the numbers in words were not loaded as the window opened"
made = tablepaint.felt_pixels.cache_info()
assert made.currsize == 1, made
table = new_table(app)
tick(app, 2)
after = tablepaint.felt_pixels.cache_info()
assert after.misses == made.misses and after.hits > made.hits, (made, after)
assert table.controller.game is not None
pixels = tablepaint.felt_pixels(tablepaint.CLOTH["claret"])
w, h = tablepaint.FELT_SIZE
inner, outer = tablepaint.CLOTH["claret"]
centre = (h // 2 * w + round(w * 0.42)) * 3
assert tuple(pixels[centre:centre + 3]) == inner          # the light in the middle
right = (w - 1) * 3
assert tuple(pixels[right:right + 3]) == outer and tuple(pixels[-3:]) == outer  # the far corners in shadow
app.close()
print("ok")
"""


@pytest.mark.slow
def test_the_table_s_first_frame_finds_the_numbers_and_the_felt_made(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PIQUET_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-2000:]
