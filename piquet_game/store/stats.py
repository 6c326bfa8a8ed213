"""Statistics of the kept parties, computed from :func:`piquet_game.store.history.entries`.

Pure: nothing is read or replayed here (the entries were replayed once when they
were listed).  Figures are kept for each (game, opponent, mode), for each game
(the person's against the computer), and overall.  A game is a variant with its
options (:func:`game_key`): Piquet au cent to 100 and to 150 are counted apart,
their scores being of other sizes.

Whose figures: against the computer, the person's (the entry's ``viewer``).  A
partie between two players (``viewer`` null) is counted from seat 0's view under
its own group, ``(seat 1's name, "two-players")``, and left out of the overall,
personal figures: the person at the keyboard may have been either seat, or
neither.  A record that stops before the end of its partie is not counted.

At a table of three or four the figures are the person's side's: in four-handed
Piquet the partnership's (a partie won or lost by the side, the side's points a
deal), in Piquet Normand the person's own, a partie "won" when he left the table
a winner and "lost" when he stayed and paid (what he received or paid is its
result), his points a deal counted over the deals he played.

The person's strength on the scale of the computer levels, and its curve, are
:mod:`piquet_game.store.strength`'s, over every game (:attr:`Stats.strength`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..rules.variant import Variant
from .history import Entry
from .strength import Point, Strength, curve

#: How many results the chart of the last results shows.
LAST_RESULTS = 20


@dataclass
class Figures:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    rubicons_given: int = 0       # parties won with the loser under the line (rubiconed, lurched)
    rubicons_suffered: int = 0    # parties lost under the line
    deals: int = 0                # deals played
    points: int = 0               # points scored in them
    best_partie: int | None = None     # the highest result of a partie won
    highest_deal: int | None = None    # the best score in a single deal
    piques: int = 0
    repiques: int = 0
    capots: int = 0               # every capot made, an open capot too
    open_capots: int = 0          # open capots announced and made (Russian Piquet)
    games_won: int = 0            # games of a match won (Picchetto)
    games_lost: int = 0
    contracts: int = 0            # contracts won in the auction (Contract Piquet)
    contracts_made: int = 0
    contracts_broken: int = 0
    with_take_backs: int = 0      # parties in which decisions were taken back
    #: the results of the last parties, oldest first: +N won by N, -N lost by N, 0 drawn
    last_results: list[int] = field(default_factory=list)

    @property
    def average_per_deal(self) -> float | None:
        """Points scored per deal, None before any deal."""
        return self.points / self.deals if self.deals else None

    def add(self, entry: Entry) -> None:
        """Count a partie for the seat :attr:`Entry.seat` (its side's scores)."""
        me = entry.side
        self.played += 1
        self.with_take_backs += entry.take_backs > 0
        outcome = entry.outcome
        signed = entry.gain
        if outcome == "won":
            self.won += 1
            self.rubicons_given += entry.rubicon
            self.best_partie = signed if self.best_partie is None else max(self.best_partie, signed)
        elif outcome == "lost":
            self.lost += 1
            self.rubicons_suffered += entry.rubicon
        else:
            self.drawn += 1
        self.last_results = (self.last_results + [signed])[-LAST_RESULTS:]
        for k, scores in enumerate(entry.deal_scores):
            if not entry.played_deal(k):  # Piquet Normand: he had left the table
                continue
            self.deals += 1
            self.points += scores[me]
            self.highest_deal = (scores[me] if self.highest_deal is None
                                 else max(self.highest_deal, scores[me]))
        self.piques += _of(entry.bonuses.get("pique"), me)
        self.repiques += _of(entry.bonuses.get("repique"), me)
        opened = _of(getattr(entry, "open_capots", None), me)
        self.capots += _of(entry.bonuses.get("capot"), me) + opened
        self.open_capots += opened
        made = _of(getattr(entry, "contracts_made", None), me)
        broken = _of(getattr(entry, "contracts_broken", None), me)
        self.contracts += made + broken
        self.contracts_made += made
        self.contracts_broken += broken
        games = getattr(entry, "games", None)
        if games is not None:
            self.games_won += games[me]
            self.games_lost += games[1 - me]


def _of(counts: tuple[int, ...] | None, side: int) -> int:
    """A side's count (0 when the game counts none for it)."""
    return counts[side] if counts is not None and 0 <= side < len(counts) else 0


def game_key(variant: Variant) -> str:
    """The game a partie was, as the figures are kept apart: the variant's name and
    its options set otherwise than by default ("au-cent", "au-cent target=150")."""
    options = variant.changed_options()
    return " ".join([variant.name] + [f"{k}={v}" for k, v in sorted(options.items())])


@dataclass
class Stats:
    #: the person's figures over every partie against the computer, every game
    overall: Figures = field(default_factory=Figures)
    #: by (game, opponent, mode); two-player parties from seat 0's view
    groups: dict[tuple[str, str, str], Figures] = field(default_factory=dict)
    #: by game: the person's figures against the computer
    games: dict[str, Figures] = field(default_factory=dict)
    #: each game's variant, by its key (for its title and its words)
    variants: dict[str, Variant] = field(default_factory=dict)
    #: the person's strength against the computer, every game (None before any result)
    strength: Strength | None = None
    #: the strength after each partie that counts, oldest first
    strength_curve: list[Point] = field(default_factory=list)


def compute(entries: Iterable[Entry]) -> Stats:
    """The statistics of ``entries`` (in any order: they are taken oldest first)."""
    stats = Stats()
    ordered = sorted((e for e in entries if e.complete), key=lambda e: (e.when, e.path.name))
    for entry in ordered:
        game = game_key(entry.variant)
        stats.variants.setdefault(game, entry.variant)
        stats.groups.setdefault((game, entry.opponent or "", entry.mode), Figures()).add(entry)
        if entry.personal:
            stats.overall.add(entry)
            stats.games.setdefault(game, Figures()).add(entry)
    stats.strength_curve = curve(ordered)
    stats.strength = stats.strength_curve[-1].strength if stats.strength_curve else None
    return stats


__all__ = ["LAST_RESULTS", "Figures", "Stats", "compute", "game_key"]
