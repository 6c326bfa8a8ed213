"""How a partie is shaped and when it ends: the one owner of those rules.

Each game of Piquet has one of four shapes, held by its
:class:`~piquet_game.rules.variant.Variant` as :attr:`Variant.shape`:

* :class:`FixedDeals`: a set number of deals, and extra ones while the totals are
  tied (Rubicon, Contract and four-handed Piquet; Russian Piquet's two koroliks of
  two deals);
* :class:`ToTarget`: one game to a target, ended the moment a running total reaches
  it, in the middle of a deal if need be (Piquet au cent);
* :class:`MatchOfGames`: a match of games, each to its own target and ended as a
  game to a target is, the totals starting again at 0 for the next; the match goes
  to the first to win so many of them (Picchetto);
* :class:`LeavingAtTarget`: a target looked at only when a deal is over; each
  player who reached it leaves the table a winner, and the last one pays (Piquet
  Normand).

The engine, the table, the commentary, the tutor, the words and the command line
ask the shape, never the variant's flags: "is the partie over", "what is the game
being played to", "which game of the match is this deal in", "is the match won".
Pure Python, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def game_of_deal(starts: Sequence[int], number: int) -> int:
    """The game of a match (1-based) that deal ``number`` (1-based) belongs to, from
    the deal each game began with (``Game.game_starts``, 0-based deal indexes); 1 in
    any other game (its one game begins with the first deal)."""
    game = 1
    for i, first in enumerate(starts):
        if first <= number - 1:
            game = i + 1
    return game


@dataclass(frozen=True)
class PartieShape:
    """What every shape answers (a partie of deals by default: no target)."""

    def target(self, game: int = 1) -> int:
        """What the ``game``-th game (1-based; the only one but in a match) is played
        to: the total that ends it, 0 for a partie of deals."""
        return 0

    # What each shape has of its own, and the others have none of: the words, the
    # table and the tutor ask these (0, or empty, where the shape has no such thing).

    @property
    def goal(self) -> int:
        """The one target of a game to a target, or of leaving at one (0: none)."""
        return 0

    @property
    def match_targets(self) -> tuple[int, ...]:
        """A match's games' targets, in order (empty: not a match)."""
        return ()

    @property
    def games_to_win(self) -> int:
        """The games a match is won by (0: not a match)."""
        return 0

    @property
    def deals(self) -> int:
        """The deals of a partie of fixed deals (0: no set number)."""
        return 0

    @property
    def tie_deals(self) -> int:
        """The extra deals played while the totals are tied (fixed deals)."""
        return 0

    @property
    def korolik(self) -> int:
        """The deals of a korolik, each begun by a draw for the deal (0: none)."""
        return 0

    @property
    def settlement(self) -> str:
        """How the one left at the table pays the winners who left ("stake" or
        "difference"; "" where nobody leaves)."""
        return ""

    @property
    def ends_mid_deal(self) -> bool:
        """Whether a running total that reaches the target ends the game at once, in
        the middle of a deal (checked after every score)."""
        return False

    @property
    def ends_between_deals(self) -> bool:
        """Whether the target is looked at only once a deal is over."""
        return False

    @property
    def is_match(self) -> bool:
        return False

    def over_after(self, deal_scores: Sequence[Sequence[int]]) -> bool:
        """Whether no further deal is to be played after these (a game to a target
        ends as it is reached: see :meth:`reached`)."""
        return False

    def reached(self, totals: Sequence[int], game: int = 1) -> bool:
        """Whether a running total has reached the ``game``-th game's target."""
        target = self.target(game)
        return bool(target) and max(totals) >= target

    def match_over(self, winners: Sequence[int]) -> bool:
        """Whether the games won so far (each game's winner, in order) end the match."""
        return False

    def korolik_of_deal(self, number: int) -> tuple[int, int]:
        """(korolik, deal in it), both 1-based, of deal ``number``: a game without
        koroliks counts each deal as one of its own."""
        return number, 1


@dataclass(frozen=True)
class FixedDeals(PartieShape):
    """``count`` deals, then up to ``extra`` more while the totals are tied;
    ``per_korolik``: deals in a korolik, each begun by a draw for the deal (0: none)."""

    count: int = 6
    extra: int = 2
    per_korolik: int = 0

    @property
    def deals(self) -> int:
        return self.count

    @property
    def tie_deals(self) -> int:
        return self.extra

    @property
    def korolik(self) -> int:
        return self.per_korolik

    def over_after(self, deal_scores: Sequence[Sequence[int]]) -> bool:
        n = len(deal_scores)
        if n < self.count:
            return False
        if n == self.count:  # tied after the last deal: extra deals, if the game has them
            return self.extra == 0 or sum(d[0] for d in deal_scores) != sum(d[1] for d in deal_scores)
        return n >= self.count + self.extra

    def korolik_of_deal(self, number: int) -> tuple[int, int]:
        """(korolik, deal in it), both 1-based, of deal ``number``."""
        k = self.per_korolik or 1
        return (number - 1) // k + 1, (number - 1) % k + 1


@dataclass(frozen=True)
class _OneTarget(PartieShape):
    """A partie of one game to ``total``."""

    total: int = 100

    def target(self, game: int = 1) -> int:
        return self.total

    @property
    def goal(self) -> int:
        return self.total


@dataclass(frozen=True)
class ToTarget(_OneTarget):
    """One game, ended the moment a running total reaches ``total``."""

    @property
    def ends_mid_deal(self) -> bool:
        return True


@dataclass(frozen=True)
class MatchOfGames(PartieShape):
    """A match: game ``k`` to ``goals[k - 1]``, each ended as a game to a target;
    the first to win ``to_win`` games wins the match (it ends after the last game
    in any case)."""

    goals: tuple[int, ...] = (150, 150, 221)
    to_win: int = 2

    @property
    def match_targets(self) -> tuple[int, ...]:
        return self.goals

    @property
    def games_to_win(self) -> int:
        return self.to_win

    def target(self, game: int = 1) -> int:
        return self.goals[min(max(game, 1), len(self.goals)) - 1]

    @property
    def ends_mid_deal(self) -> bool:
        return True

    @property
    def is_match(self) -> bool:
        return True

    def match_over(self, winners: Sequence[int]) -> bool:
        return bool(winners) and (max(winners.count(s) for s in set(winners)) >= self.to_win
                                  or len(winners) >= len(self.goals))


@dataclass(frozen=True)
class LeavingAtTarget(_OneTarget):
    """A target (``total``) looked at once each deal is over: who reached it leaves a
    winner; the one left pays each winner a "stake", or the "difference" of totals
    (``pays``)."""

    pays: str = "stake"

    @property
    def settlement(self) -> str:
        return self.pays

    @property
    def ends_between_deals(self) -> bool:
        return True

    def leaving(self, totals: Sequence[int], seats: Sequence[int]) -> list[int]:
        """The seats at the table (``seats``) that leave it winners with these
        totals after a deal, the highest total first: those that reached the target;
        if all of them did, all but the lowest (the equal lowest stay, and play on)."""
        reached = sorted((s for s in seats if totals[s] >= self.total), key=lambda s: -totals[s])
        if reached and len(reached) == len(seats):
            low = min(totals[s] for s in seats)
            reached = [s for s in reached if totals[s] != low]
        return reached

    @staticmethod
    def dealer_after(seats: Sequence[int], dealer: int, staying: Sequence[int]) -> int:
        """Who deals the next deal once some have left the table: the deal passes on
        from this deal's ``dealer`` to the next of ``seats`` still there."""
        i = seats.index(dealer)
        return next(s for s in [*seats[i + 1:], *seats[:i + 1]] if s in staying)


__all__ = ["FixedDeals", "LeavingAtTarget", "MatchOfGames", "PartieShape", "ToTarget", "game_of_deal"]
