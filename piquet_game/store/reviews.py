"""The reviews of a kept partie's deals, kept beside it so that none is computed twice.

A kept partie ``games/NAME.json`` has its reviews in ``games/reviews/NAME.json``:
``{"format": 1, "partie": FINGERPRINT, "reviews": {"DEAL/SEAT": review}}``, each
review as :meth:`piquet_game.ai.review.DealReview.to_data` writes it (a game of Ass's
as :meth:`piquet_game.ass.ai.review.AssDealReview.to_data`, read back by its own).  The
fingerprint is a hash of the record's deals (their cards and actions), so reviews
are never shown for another partie that took the file's name.  The file is read as
every file of the game is (:mod:`piquet_game.store.files`): a damaged one is moved
aside with a notice and the reviews are computed again; a review that does not read
back (a value of the wrong kind, a message that is not the game's, or an earlier
edition of the review, whose figures are not this version's:
:data:`piquet_game.ai.review.EDITION`) is dropped and computed again, and the next
review kept writes over it; a file holding a review of a later edition (kept by a
newer version of the game) is never written over.  Nothing here raises.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..ai.review import DealReview, LaterEdition
from ..i18n import N_, Said
from .files import Loaded, read_json, write_reason

#: The format of a reviews file this version reads and writes.
FORMAT = 1
#: At most this many reviews are kept for one partie (a partie has a few deals, two seats).
MOST = 64


def reviews_path(record_path: Path) -> Path:
    """Where the reviews of the partie kept in ``record_path`` are kept."""
    return record_path.parent / "reviews" / record_path.name


def fingerprint(record: dict[str, Any]) -> str:
    """A hash of a record's deals: the same partie, the same fingerprint."""
    deals = json.dumps(record.get("deals", []), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(deals.encode("utf-8")).hexdigest()[:32]


def _words(record_path: Path) -> Said:
    return Said(N_("review file {name}"), name=record_path.name)


#: How a kept review is read back (a family's own: Piquet's by default; each checks
#: every field and raises ValueError for one it cannot take).
Reader = Callable[[Any], Any]


def _read(record_path: Path, record: dict[str, Any],
          reader: Reader = DealReview.from_data) -> tuple[dict[tuple[int, int], Any], Loaded, bool]:
    """The reviews kept for the partie (by deal and seat), the file as read, and
    whether it holds a review of a later edition than this version's."""
    path = reviews_path(record_path)
    loaded = read_json(path, _words(record_path), FORMAT)
    data = loaded.data
    out: dict[tuple[int, int], DealReview] = {}
    if data is None or data.get("partie") != fingerprint(record):
        return out, loaded, False
    raw = data.get("reviews")
    if not isinstance(raw, dict):
        return out, loaded, False
    later = False
    for key, value in list(raw.items())[:MOST]:
        try:
            review = reader(value)
        except LaterEdition:
            later = True
            continue
        except (ValueError, TypeError, KeyError):
            continue
        if key == f"{review.deal}/{review.seat}":
            out[(review.deal, review.seat)] = review
    return out, loaded, later


def load_reviews(record_path: Path, record: dict[str, Any],
                 reader: Reader = DealReview.from_data) -> tuple[dict[tuple[int, int], Any], str]:
    """The reviews kept for the partie in ``record_path`` (whose record is
    ``record``), by (deal, seat), and a notice for the player ("" when all is well);
    ``reader``: how a review of its family reads back."""
    try:
        kept, loaded, _later = _read(record_path, record, reader)
    except Exception:  # noqa: BLE001 - a review not read is a review computed again
        return {}, ""
    return kept, loaded.notice


def save_reviews(record_path: Path, record: dict[str, Any], reviews: dict[tuple[int, int], Any],
                 reader: Reader = DealReview.from_data) -> str:
    """Keep ``reviews`` (by deal and seat) beside the partie in ``record_path``, with
    the ones kept already; "" when written, else why not ("No space left on
    device").  A reviews file this version cannot read is never written over."""
    path = reviews_path(record_path)
    try:
        kept, loaded, later = _read(record_path, record, reader)
        if loaded.read_only or later:
            return "the file is not this version's"
        kept.update(reviews)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {"format": FORMAT, "partie": fingerprint(record),
                "reviews": {f"{d}/{s}": r.to_data() for (d, s), r in list(kept.items())[:MOST]}}
        return write_reason(path, data)
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    except Exception as exc:  # noqa: BLE001 - a review not kept never stops the game
        return type(exc).__name__


__all__ = ["FORMAT", "fingerprint", "load_reviews", "reviews_path", "save_reviews"]
