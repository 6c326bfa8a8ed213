"""The window: pygame-ce scenes, card art, layout, tweens and the table.

Only this package imports pygame.  It reads the game through
:class:`piquet_game.controller.Controller` and animates the events the engine reports.
"""
