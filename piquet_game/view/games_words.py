"""The words of the games kept, as the list and the statistics say them: when a
partie ended, against whom, its result (a side's, a table's, who left a winner or
paid), the strength on the scale of the computer's levels; and their colours."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ..i18n import ENGLISH, N_, Said
from ..rules.variant import RUBICON
from ..store import history as store
from ..store.history import table_opponents
from ..store.strength import LEVEL_RATINGS
from ..vocabulary import shown_name

WON = (150, 214, 140)
LOST = (236, 140, 120)
ROW_BG = (16, 30, 22, 120)
ROW_HOVER = (60, 84, 66, 200)
RULE = (80, 96, 84)


def when_words(finished: Any, language: str = "en") -> str:
    """The time a partie finished, as the list shows it: ``21 Nov 2025, 10:12``
    (the month's name in ``language``, by Babel's calendar data: ``21 нояб. 2025``)."""
    moment = finished
    if isinstance(finished, str):
        try:
            moment = datetime.fromisoformat(finished)
        except ValueError:
            return finished[:16]
    if isinstance(moment, datetime):
        if language == "en":
            return f"{moment.day} {moment:%b %Y, %H:%M}"
        from babel.dates import format_datetime  # Babel's calendars: loaded for a month not in English only

        return str(format_datetime(moment, "d MMM y, HH:mm", locale=language, tzinfo=moment.tzinfo))
    return "" if moment is None else str(moment)


def _seat_of(entry) -> int | None:
    viewer = getattr(entry, "viewer", None)
    players = getattr(entry, "players", ()) or ()
    return viewer if type(viewer) is int and 0 <= viewer < max(2, len(players)) else None


def _and(names, tr=None) -> str:
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    tr = tr or ENGLISH
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def _names(entry, tr) -> tuple[str, ...]:
    """The players' names of a kept partie as the screen says them (:func:`shown_name`)."""
    return tuple(shown_name(str(p), tr) for p in (getattr(entry, "players", ("", "")) or ("", "")))


def opponent_words(entry, tr=None) -> str:
    """Who the partie was against: ``Classicist (level 3)``, or ``Ann and Ben``; at
    a table of three or four, the others with their levels: ``East (level 1) and
    West (level 2)``, ``East and West (level 3), with North (level 2)``."""
    tr = tr or ENGLISH
    players = tuple(getattr(entry, "players", ()) or ())
    seat = _seat_of(entry)
    if len(players) > 2 and seat is not None:  # a table: who sat with the person, in the language

        return table_opponents(getattr(entry, "variant", RUBICON), players, seat,
                               getattr(entry, "levels", ()) or (), tr)
    if seat is None:
        return _and([shown_name(p, tr) for p in players], tr) if players else tr("Two players")
    name = getattr(entry, "opponent", None) or (players[1 - seat] if len(players) == 2 else "")
    level = getattr(entry, "level", None)
    if level:  # the computer, by its level's name: in the language

        return tr("{name} (level {level})").format(name=shown_name(name, tr), level=level)
    return shown_name(str(name), tr)


def _stakes(n: int, tr=None) -> str:
    tr = tr or ENGLISH
    return tr.ntr("{n} stake", "{n} stakes", n).format(n=n)


def _table_result_words(entry, totals: list[int], seat: int | None, tr=None) -> str:
    """:func:`result_words` at a table of three or four: Piquet Normand's winners and
    payer (``left a winner with 116``, ``paid 2 stakes with 83``, ``West paid 2 stakes``),
    the partnership game's sides (``won 186–64``, ``South and North won 186–64``)."""
    tr = tr or ENGLISH
    players = _names(entry, tr)
    variant = getattr(entry, "variant", RUBICON)
    loser = getattr(entry, "loser", None)
    if loser is not None:  # Piquet Normand: the one who stayed pays
        result = int(getattr(entry, "result", 0) or 0)
        paid = _stakes(result, tr) if variant.shape.settlement == "stake" else str(result)
        if seat is None:
            return tr("{name} paid {paid}").format(name=players[loser], paid=paid)
        if seat == loser:
            return tr("paid {paid} with {total}").format(paid=paid, total=totals[seat])
        return tr("left a winner with {total}").format(total=totals[seat])
    winner = getattr(entry, "winner", None)
    mine = variant.side_of(seat if seat is not None else 0)
    if seat is None:
        if winner is None:
            return tr("drawn {a}–{b}").format(a=totals[0], b=totals[1])
        who = _and((players[s] for s in variant.partnerships[winner]), tr) if variant.partnerships \
            else players[winner]
        return tr("{name} won {a}–{b}").format(name=who, a=totals[winner], b=totals[1 - winner])
    a, b = totals[mine], totals[1 - mine]
    if winner is None:
        return tr("drawn {a}–{b}").format(a=a, b=b)
    return (tr("won {a}–{b}") if winner == mine else tr("lost {a}–{b}")).format(a=a, b=b)


def result_words(entry, tr=None) -> str:
    """The outcome from the person's side: ``won 154–113``, ``lost 93–154``,
    ``drawn 120–120``; for two players, who won: ``Ann won 154–113``; a match of
    games in games: ``won 2–1 in games``; at a table of three or four, see
    :func:`_table_result_words`."""
    tr = tr or ENGLISH
    totals = list(getattr(entry, "totals", (0, 0)) or (0, 0))
    winner = getattr(entry, "winner", None)
    seat = _seat_of(entry)
    if len(getattr(entry, "players", ()) or ()) > 2:
        return _table_result_words(entry, totals, seat, tr)
    games = getattr(entry, "games", None)
    if games is not None and winner is not None:  # a match: the games won
        players = _names(entry, tr)
        first = games[winner] if seat is None else games[seat]
        second = games[1 - winner] if seat is None else games[1 - seat]
        if seat is None:
            return tr("{name} won {a}–{b} in games").format(name=players[winner], a=first, b=second)
        return (tr("won {a}–{b} in games") if winner == seat else tr("lost {a}–{b} in games")).format(
            a=first, b=second)
    if seat is None:
        if winner is None:
            return tr("drawn {a}–{b}").format(a=totals[0], b=totals[1])
        players = _names(entry, tr)
        return tr("{name} won {a}–{b}").format(name=players[winner], a=totals[winner], b=totals[1 - winner])
    mine, theirs = totals[seat], totals[1 - seat]
    if winner is None:
        return tr("drawn {a}–{b}").format(a=mine, b=theirs)
    return (tr("won {a}–{b}") if winner == seat else tr("lost {a}–{b}")).format(a=mine, b=theirs)


def take_back_words(entry, tr=None) -> str:
    """The mark of a partie in which the person took decisions back."""
    n = getattr(entry, "take_backs", 0)
    if not (isinstance(n, int) and n > 0):
        return ""
    tr = tr or ENGLISH
    return ", " + tr.ntr("{n} taken back", "{n} taken back", n).format(n=n)


def signed_result(entry) -> int:
    """What the partie scored from the person's side (seat 0's for two players):
    + won by, − lost by, 0 drawn (Piquet Normand: received, − paid)."""
    gain = getattr(entry, "gain", None)
    if isinstance(gain, int):
        return gain
    winner = getattr(entry, "winner", None)
    if winner is None:
        return 0
    seat = _seat_of(entry)
    seat = 0 if seat is None else seat
    result = int(getattr(entry, "result", 0) or 0)
    return result if winner == seat else -result


def parties(n: int, tr=None) -> str:
    tr = tr or ENGLISH
    return tr.ntr("{n} partie", "{n} parties", n).format(n=n)


def signed_words(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def strength_words(strength, tr=None) -> tuple[str, str, str]:
    """The person's strength in words: about which level ("About level 3.4", or
    stronger than level 5, weaker than level 1), the rating with its 95% margin, and
    the 95% interval in levels ("" when it lies beyond the levels)."""
    tr = tr or ENGLISH
    top, bottom = max(LEVEL_RATINGS), min(LEVEL_RATINGS)
    level = round(strength.level, 1)
    if level > top:
        head = tr("Stronger than level {level}").format(level=top)
    elif level < bottom:
        head = tr("Weaker than level {level}").format(level=bottom)
    else:
        head = tr("About level {level}").format(level=tr.decimal(level))
    rating = tr("Rating {rating} ± {margin} (95%)").format(rating=round(strength.rating),
                                                           margin=round(strength.margin))
    low = min(top, max(bottom, round(strength.low_level, 1)))
    high = min(top, max(bottom, round(strength.high_level, 1)))
    span = "" if low >= high else tr("95%: level {low} to {high}").format(
        low=tr.decimal(low), high=tr.decimal(high))
    return head, rating, span


def _count(value: Any) -> int:
    if isinstance(value, int):
        return value
    try:
        return len(value)
    except TypeError:
        return 0


def load_entries() -> tuple[list, list[str]]:
    try:
        return store.entries()
    except Exception as exc:  # noqa: BLE001 - the list is never worth a crash
        return [], [Said(N_("Your kept games could not be read ({reason})."), reason=exc.__class__.__name__)]


#: The statistics' headings, each in two lines (a line break in the words): marked for
#: the catalogues, shown in the language by StatsScene.columns.
#: The loser under the line in a kept partie's row, by the game's word for it.
LOSER_WORDS = {"rubicon": N_("Rubicon"), "lurch": N_("Lurch")}
