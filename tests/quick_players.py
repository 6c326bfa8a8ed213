"""The computer's levels made quick for tests: the search levels imagine fewer worlds
and weigh fewer discards.  The same code runs (the Master's exchange still in two
rounds, its worlds still solved); only how well it plays changes."""

from __future__ import annotations

from piquet_game.ai import make_player

#: Every count of worlds a search level has (the Master's exchange in all, a contract's
#: auction and its minus contracts), each cut by the divisor given.
WORLD_COUNTS = ("play_worlds", "exchange_worlds", "exchange_total", "auction_worlds", "minus_worlds")


def quick_player(level: int, seed: int, divisor: int = 8, least: int = 2, width: int = 3, seats: int = 2):
    """The player of ``level`` with its worlds cut by ``divisor`` (at least ``least``)
    and ``width`` discards weighed."""
    p = make_player(level, seed, seats)
    # a table's player holds the level's two-handed player for Piquet Normand's last two
    for player in (p, getattr(p, "two_handed", None)):
        if player is None:
            continue
        for attr in WORLD_COUNTS:
            if getattr(player, attr, 0):
                setattr(player, attr, max(least, getattr(player, attr) // divisor))
        if hasattr(player, "exchange_width"):
            player.exchange_width = width
    return p
