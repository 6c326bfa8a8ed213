"""Thousands of damaged records given to ``piquet replay``: each is answered with
exit 0 and a score sheet, or exit 2 and one short printable line; never a
traceback, never a hang, and never exit 0 for a record that breaks a rule.

Two kinds of damage, from a fixed seed (the same mutants every run):

* *breaking* changes, each of which makes any record illegal (a card dealt
  twice, an action by the seat whose turn it is not, a deal out of turn, a name
  that is not a name, ...): the command must refuse every one;
* *blind* changes, to the JSON values or to the bytes of the text (values of
  other types, hostile strings, huge numbers, flipped, cut and repeated bytes):
  whatever the command answers, it answers it cleanly, and it accepts exactly the
  records the rules engine replays.
"""

from __future__ import annotations

import copy
import io
import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from piquet_game import cli
from piquet_game.cli import records  # noqa: F401  (cli.records: the command read here)
from piquet_game.rules.record import RecordError, parse_json, replay

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ["example-5a-partie-154-113.json", "example-5b-partie-154-93-rubicon.json"]
CARDS = [r + s for s in "SHDC" for r in "789TJQKA"]
HOSTILE = ["", " ", "\x1b[2J\x1b[31m", "\ud800", "\u202e", "\x00", "x" * 5000, "A" * 25, "10S", "ZZ",
           "piquet-record/2", "rubicon", "play", "\n", "😀"]


def base_records() -> list[dict]:
    return [json.loads((ROOT / "seeds" / name).read_text(encoding="utf-8")) for name in SEEDS]


# ------------------------------------------------------------------ breaking changes


def _action(rec: dict, rng: random.Random, acts=("play", "exchange", "declare")) -> tuple[int, int, dict]:
    while True:
        d = rng.randrange(len(rec["deals"]))
        actions = rec["deals"][d]["actions"]
        j = rng.randrange(len(actions))
        if actions[j]["act"] in acts:
            return d, j, actions[j]


def card_dealt_twice(rec, rng):
    deal = rng.choice(rec["deals"])
    k = rng.randrange(2)
    deal["hands"][k][rng.randrange(12)] = rng.choice(deal["hands"][1 - k] + deal["talon"])


def card_missing(rec, rng):
    deal = rng.choice(rec["deals"])
    deal["hands"][rng.randrange(2)].pop(rng.randrange(12))


def seat_out_of_turn(rec, rng):
    _, _, action = _action(rec, rng)
    action["seat"] = 1 - action["seat"]


def card_not_held(rec, rng):
    d, _, action = _action(rec, rng, ("play",))
    deal = rec["deals"][d]
    action["card"] = rng.choice(deal["hands"][1 - action["seat"]])  # the other seat's card


def card_played_twice(rec, rng):
    d, j, action = _action(rec, rng, ("play",))
    actions = rec["deals"][d]["actions"]
    later = [a for a in actions[j + 1:] if a["act"] == "play" and a["seat"] == action["seat"]]
    if later:
        rng.choice(later)["card"] = action["card"]
    else:
        actions.insert(j + 1, dict(action))


def deal_out_of_turn(rec, rng):
    deal = rec["deals"][rng.randrange(1, len(rec["deals"]))]
    deal["dealer"] = 1 - deal["dealer"]


def middle_deal_dropped(rec, rng):
    rec["deals"].pop(rng.randrange(1, len(rec["deals"]) - 1))


def deal_after_the_end(rec, rng):
    rec["deals"].append(copy.deepcopy(rec["deals"][-2]))


def bad_name(rec, rng):
    bad = ["", "   ", "\x1b[2J", "\ud800", "N" * 25, "a\tb", "\u202e"]
    rec["players"][rng.randrange(2)] = rng.choice(bad)


def bad_card_name(rec, rng):
    d, _, action = _action(rec, rng, ("play",))
    action["card"] = rng.choice(["1S", "ZZ", "", "AS ", "A", "AAS", "\x00", 7, None, ["AS"]])
    if action["card"] == "AS ":  # a spare space is forgiven; a card not held is not
        action["card"] = next(c + " " for c in CARDS if c not in rec["deals"][d]["hands"][action["seat"]])


def unknown_act(rec, rng):
    _, _, action = _action(rec, rng)
    action["act"] = rng.choice(["pass", "Play", "", None, 1])


def bad_format(rec, rng):
    rec["format"] = rng.choice(["piquet-record/2", "piquet-record/0", 1, None, ""])


def field_gone(rec, rng):
    where = rng.choice(["top", "deal", "action"])
    if where == "top":
        del rec[rng.choice(["format", "variant", "players", "deals"])]
    elif where == "deal":
        del rng.choice(rec["deals"])[rng.choice(["dealer", "hands", "talon", "actions"])]
    else:
        _, _, action = _action(rec, rng, ("play",))
        del action[rng.choice(["seat", "act", "card"])]


def wrong_type(rec, rng):
    value = rng.choice([None, True, 1.5, "x", {}, 10 ** 40])  # not a list: no list is empty by rule
    where = rng.choice(["players", "deals", "dealer", "hands", "talon", "actions", "seat"])
    if where in ("players", "deals"):
        rec[where] = value
    elif where == "seat":
        _, _, action = _action(rec, rng)
        action["seat"] = value if value != {} else 2
    else:
        rng.choice(rec["deals"])[where] = value if not (where == "dealer" and value is True) else "0"


BREAKING = [card_dealt_twice, card_missing, seat_out_of_turn, card_not_held, card_played_twice,
            deal_out_of_turn, middle_deal_dropped, deal_after_the_end, bad_name, bad_card_name,
            unknown_act, bad_format, field_gone, wrong_type]


# ------------------------------------------------------------------ blind changes


def _nodes(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _nodes(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _nodes(v, path + (i,))


def _random_value(rng: random.Random):
    return rng.choice([
        None, True, False, 0, -1, 2, 10 ** 30, 1e308, -0.0, rng.choice(HOSTILE), rng.choice(CARDS), [], {},
        [rng.choice(CARDS)], {"seat": 0, "act": "play", "card": rng.choice(CARDS)},
    ])


def value_changed(rec, rng):
    nodes = list(_nodes(rec))[1:]
    path, _ = rng.choice(nodes)
    parent = rec
    for key in path[:-1]:
        parent = parent[key]
    action = rng.randrange(3)
    if action == 0:
        parent[path[-1]] = _random_value(rng)
    elif action == 1 and isinstance(parent, dict):
        del parent[path[-1]]
    elif action == 1:
        parent.pop(path[-1])
    else:
        parent[path[-1]] = copy.deepcopy(rng.choice(nodes)[1])


def actions_cut(rec, rng):
    deal = rec["deals"][-1]
    del deal["actions"][rng.randrange(len(deal["actions"]) + 1):]


BLIND_VALUES = [value_changed, actions_cut]


def text_changed(text: str, rng: random.Random) -> bytes:
    data = bytearray(text.encode("utf-8"))
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(8)
        i = rng.randrange(len(data))
        if kind == 0:
            data[i] = rng.randrange(256)
        elif kind == 1:
            del data[i:i + rng.randint(1, 40)]
        elif kind == 2:
            data[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif kind == 3:
            del data[i:]
        elif kind == 4:
            j = rng.randrange(len(data))
            data[i:i] = data[min(i, j):max(i, j)][:2000]
        elif kind == 5:
            data[i:i] = rng.choice([b"\\ud800", b"\\u001b[2J", b"\xef\xbb\xbf", b"9" * 5000, b"NaN",
                                    b"[" * 3000, b'"', b"\\", b"\x00", b"1e999"])
        elif kind == 6:
            digits = [k for k, b in enumerate(data) if 48 <= b <= 57]
            if digits:
                data[rng.choice(digits)] = rng.randrange(48, 58)
        else:
            data = bytearray(b"\xef\xbb\xbf") + data
    return bytes(data)


# ------------------------------------------------------------------ the command


def run_replay(path: Path, as_json: bool = False) -> tuple[int, str, str]:
    box: dict = {}

    def go() -> None:
        out, err = io.StringIO(), io.StringIO()
        try:
            code = cli.records.cmd_replay(str(path), as_json, out, err)
            box["result"] = (code, out.getvalue(), err.getvalue())
        except BaseException as exc:  # noqa: BLE001 - a traceback is what is looked for
            box["error"] = exc

    thread = threading.Thread(target=go, daemon=True)
    thread.start()
    thread.join(30)
    assert not thread.is_alive(), f"piquet replay {path} does not return"
    if "error" in box:
        raise AssertionError(f"piquet replay {path} raised {box['error']!r:.300}")
    return box["result"]


def engine_accepts(raw: bytes) -> bool:
    """Whether the rules engine replays these bytes (the command must agree)."""
    try:
        replay(parse_json(raw.decode("utf-8")))
    except (RecordError, UnicodeDecodeError):
        return False
    return True


def check_answer(code: int, out: str, err: str, what: str) -> None:
    assert code in (0, 2), f"{what}: exit {code}"
    if code == 2:
        assert out == "", what
        assert err.endswith("\n") and err.count("\n") == 1, f"{what}: {err[:300]!r}"
        assert err[:-1].isprintable() and len(err) < 700, f"{what}: {err[:300]!r}"
        assert "Traceback" not in err
    else:
        assert err == "" and out.strip(), what
        assert out.replace("\n", "").isprintable(), what


@pytest.mark.slow
def test_every_breaking_change_is_refused_in_one_line(tmp_path):
    rng = random.Random(20261124)
    bases = base_records()
    path = tmp_path / "mutant.json"
    counts = dict.fromkeys((f.__name__ for f in BREAKING), 0)
    for n in range(1400):
        rec = copy.deepcopy(rng.choice(bases))
        change = BREAKING[n % len(BREAKING)]
        change(rec, rng)
        path.write_text(json.dumps(rec), encoding="utf-8")
        code, out, err = run_replay(path, as_json=n % 2 == 1)
        check_answer(code, out, err, f"{change.__name__} #{n}")
        assert code == 2, f"{change.__name__} #{n} was accepted: {json.dumps(rec)[:300]}"
        counts[change.__name__] += 1
    assert min(counts.values()) >= 100


@pytest.mark.slow
def test_blind_changes_are_answered_cleanly_and_as_the_engine_judges(tmp_path):
    rng = random.Random(1124)
    bases = base_records()
    texts = [(ROOT / "seeds" / name).read_text(encoding="utf-8") for name in SEEDS]
    path = tmp_path / "mutant.json"
    answers = {0: 0, 2: 0}
    for n in range(1400):
        if n % 2:
            rec = copy.deepcopy(rng.choice(bases))
            for _ in range(rng.randint(1, 3)):
                rng.choice(BLIND_VALUES)(rec, rng)
            raw = json.dumps(rec).encode("utf-8", "surrogatepass")
        else:
            raw = text_changed(rng.choice(texts), rng)
        path.write_bytes(raw)
        code, out, err = run_replay(path)
        check_answer(code, out, err, f"blind #{n}: {raw[:200]!r}")
        assert (code == 0) == engine_accepts(raw), f"blind #{n}: exit {code}: {err[:300]}"
        answers[code] += 1
    assert answers[0] >= 50 and answers[2] >= 700  # both answers are really met


@pytest.mark.parametrize("n", range(6))
def test_the_real_command_answers_damaged_records_cleanly(tmp_path, n):
    rng = random.Random(500 + n)
    rec = copy.deepcopy(rng.choice(base_records()))
    BREAKING[(n * 5) % len(BREAKING)](rec, rng)
    raw = json.dumps(rec).encode("utf-8", "surrogatepass") if n % 2 else text_changed(json.dumps(rec), rng)
    path = tmp_path / "mutant.json"
    path.write_bytes(raw)
    proc = subprocess.run([sys.executable, "-m", "piquet_game", "replay", str(path)], capture_output=True,
                          timeout=60, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 2 and proc.stdout == b""
    assert b"Traceback" not in proc.stderr and proc.stderr.count(b"\n") == 1
