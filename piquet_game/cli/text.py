"""``piquet text``: a partie in the terminal against the computer."""

from __future__ import annotations

import argparse
from typing import TextIO

from ..i18n import ENGLISH, Translator
from ..rules.variant import variant_named
from ..textplay import play
from .words import PROG


def cmd_text(args: argparse.Namespace, err: TextIO, tr: Translator = ENGLISH) -> int:
    if args.players is not None or args.trumps is not None:
        err.write(f"{PROG} text: --players and --trumps are options of Ass (--game ass)\n")
        return 2
    return play(seed=args.seed, level=args.level, variant=variant_named(args.variant or "rubicon"), tr=tr)
