"""Ass on the network: the host's table and a friend's, two to six round the cloth.

The host's table is the table of Ass with its engine: the friends' decisions come
over the wire (:class:`~piquet_game.net.host.HostSession`, Ass's wire
:class:`~piquet_game.ass.net.AssWire`), the computer plays the seats nobody
took, and the game waits, covered by a panel with the code to give, while a friend
is away.  A friend's table is fed by the host's words only
(:class:`~piquet_game.ass.net.RemoteAssGame`): its own hand, the cards played, the
banks.  Both have the chat line (T) and the quick phrases (Ctrl+1 to 6), and the
panel while another is away (:mod:`piquet_game.view.net_table`).  The host saves
the game after every action, apart from the game of Ass at this computer alone
(:func:`~piquet_game.ass.store.network_autosave_path`): left, or stopped, it is
offered again on the network's screen, and each friend takes his seat back by his
token.  The host keeps the finished game with his games of Ass, and a friend keeps
the record the host sends at the end.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ...common.events import Event
from ...controller import Controller, Seat
from ...net.guest import GuestSession
from ...net.host import HostSession
from ...view.net_table import GuestSide, HostSide, NetTable
from ..ai import ASS_LEVELS
from ..board import AssBoard
from ..commentary import Speak
from ..rules.record import replay_ass_record
from ..store import AssAutosaver, keep, network_autosave_path
from .table import AssDealEndScene, AssTableScene


class _AssNetworkTable(NetTable, AssTableScene):
    """What both sides' tables of Ass share: the chat kept in the commentary, and
    the game's end (the menu: a new game is the host's to offer)."""

    def add_line(self, said: str) -> None:
        self.add_said((None, lambda tr, names: said))  # a friend's words, as written

    def game_over_buttons(self, scene: AssDealEndScene) -> list[tuple[str, Any, str | None]]:
        return [(self.tr("Main menu"), self.leave, "@primary")]


class AssHostTableScene(HostSide, _AssNetworkTable):
    """The host's table: its engine plays the game."""

    name = "ass-network-host"
    session: HostSession

    def __init__(self, app, controller, session: HostSession) -> None:
        super().__init__(app, controller)
        self.start_hosting(session)
        self.saver = AssAutosaver(network_autosave_path(), network=True)  # the network game's own save

    def advance(self) -> None:
        if not self.connected and not self.seen.over:
            return  # the game waits for the friends
        super().advance()

    def after_action(self, events: list[Event]) -> None:
        """Each friend told what his seat may see; the game saved, and once finished
        kept with the host's games of Ass (the table's own way, by its saver)."""
        self.session.send_events(events)
        AssTableScene.after_action(self, events)

    def kept_when_left(self) -> bool:
        """The game stays saved when the host leaves, once every friend has sat
        down (the game waits for them before its first action) and while it is being
        saved."""
        saver = self.saver
        return self.session.joined_before and not (saver.trouble or saver.read_only) and not self.seen.over


class AssGuestTableScene(GuestSide, _AssNetworkTable):
    """A friend's table: fed by the host's updates only."""

    name = "ass-network-guest"
    session: GuestSession
    can_review = False  # the review reads the whole deal: the host's alone

    def __init__(self, app, session: GuestSession) -> None:
        controller = session.controller
        assert controller is not None
        super().__init__(app, controller)
        self.session = session

    def resumed_words(self) -> list[Speak]:
        """Nothing: a friend joins the host's game as it stands (its trumps chosen)."""
        return []

    def read_wire(self) -> None:
        s = self.session
        s.poll()
        c = s.controller
        assert c is not None
        c.renamed = False  # the names are read from the seats at each frame
        if c.resynced:  # back after a drop: the table as the game stands now
            c.resynced = False
            self.pending = deque()
            self.flights.clear()
            self.hidden.clear()
            self.incoming = [0] * self.rules.players
            self.showing, self.collect, self.hold = [], None, 0.0
            self.hint, self.deal_over = None, False
            seen = c.seen(c.seat)
            self.board = AssBoard.of_views({c.seat: seen.view}, seen.partie)
            self.ui_key = None
        self.hear_session()

    def keep_record(self, record: dict) -> None:
        """The game is over and the host sent its record: kept with our games of Ass
        (our seat a person's; a seat the host says the computer played, at a level
        of Ass, the computer's at it; the others people at other computers)."""
        try:
            game = replay_ass_record(record).game
            if len(game.players) != len(self.controller.seats) or not game.is_over:
                raise ValueError("not this table's finished game")
            levels = record.get("levels")
            if not isinstance(levels, list) or len(levels) != len(game.players):
                levels = [None] * len(game.players)
            seats = []
            for k, seat in enumerate(self.controller.seats):
                level = levels[k]
                if k != self.controller.seat and type(level) is int and level in ASS_LEVELS:
                    seat = Seat.ass_computer(level, 0, seat.name, len(game.players))
                seats.append(seat)
            whole = Controller(game, seats)  # type: ignore[arg-type]  # a game of Ass
            self.kept_path = keep(whole)
        except Exception as exc:  # noqa: BLE001 - a host's record is only words from the wire
            self.save_notice = self.tr("The host's record of the partie could not be read "
                                       "({reason}).").format(reason=type(exc).__name__)

    def advance(self) -> None:
        """The host's next update, when the table is still (the host deals and moves)."""
        if not self.deal_over:
            events = self.controller.step()
            if events is not None:
                self.feed(events)
                return
        super().advance()

    def after_action(self, events: list[Event]) -> None:
        """Nothing to save here: the host keeps the game and sends its record at the end."""


__all__ = ["AssGuestTableScene", "AssHostTableScene"]
