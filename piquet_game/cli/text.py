"""``piquet text``: a partie in the terminal against the computer."""

from __future__ import annotations

from ..i18n import ENGLISH, Translator
from ..rules.variant import variant_named
from ..textplay import play


def cmd_text(seed: int | None, level: int = 3, variant: str = "rubicon", tr: Translator = ENGLISH) -> int:
    return play(seed=seed, level=level, variant=variant_named(variant), tr=tr)
