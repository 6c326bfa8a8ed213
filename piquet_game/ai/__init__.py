"""Strategy: computer players.

Every player reads only a :class:`piquet_game.rules.SeatView` and the legal actions
of its seat, and chooses one; it never sees the :class:`~piquet_game.rules.Game`.
"""
