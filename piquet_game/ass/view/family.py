"""Ass in the window's shell: its entry in the choice of the game, how a new game
starts and a game left in the middle comes back, and its :class:`Screens` (the
menu's line, its table, its kept games) that the registry of the families
(:mod:`piquet_game.view.families`) holds beside Piquet's."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from ...controller import Controller, Seat
from ...families import FAMILIES
from ...i18n import N_, say
from ...net.host import HostSession
from ...view.family import Screens
from ...view.net_table import network_name, open_port
from ...view.review_words import Reviewer
from ...vocabulary import shown_name
from ..ai import ASS_LEVELS
from ..ai.review import review_ass_deal
from ..net import AssWire, remote_game
from ..net import host_controller as ass_host_controller
from ..phrases import ASS_BLURB, TRUMP_OPTION_WORDS, rules_words, trump_option_words, trumps_words
from ..review_words import HEAD
from ..review_words import review_sentences as ass_review_sentences
from ..rules import AssGame, AssRules
from ..rules.trick import READING
from ..store import AssAutosaver, any_kept, network_autosave_path

ASS_LABELS = {"players": N_("Players"), "trumps": N_("Trumps")}


def _marks(tr) -> None:
    """The words above, spelt out for the catalogues (never called)."""
    tr.ptr("trumps", "own"), tr.ptr("trumps", "none"), tr.ptr("trumps", "one"), tr.ptr("trumps", "two")
    tr.ptr("trumps", "ranked")


class AssEntry:
    """Ass, beside the games of Piquet in the choice of the game: how many play, and
    its trump option (an :class:`~piquet_game.view.entries.Entry`)."""

    name = "ass"
    title = N_("Ass")
    option_values: tuple[tuple[str, tuple[Any, ...]], ...] = (
        ("players", (2, 3, 4, 5, 6)), ("trumps", (1, 2, 3, 4, 5)))

    def __init__(self, settings) -> None:
        self.settings = settings

    def options(self) -> dict[str, int]:
        rules = self.settings.ass_rules()
        return {"players": rules.players, "trumps": rules.trumps}

    def blurb(self, tr) -> str:
        """Its sentence, with the trump option chosen, its suits named."""
        chosen = trumps_words(self.settings.ass_rules(), tr)
        return tr(ASS_BLURB) + " " + tr("Trumps: {option}.").format(option=chosen)

    def option_words(self, option: str, tr) -> str:
        return tr(ASS_LABELS[option])

    def choice_words(self, option: str, value: Any, tr) -> str:
        """The trump options by the words of the setup's buttons."""
        return trump_option_words(value, tr) if option == "trumps" else str(value)

    def choice_tip(self, option: str, value: Any, said: str, tr) -> str:
        if option == "trumps":  # what the short word means
            return tr.labelled(tr(self.title), tr(TRUMP_OPTION_WORDS[value]))
        return tr.labelled(self.option_words(option, tr), said)

    def is_chosen(self, settings) -> bool:
        return settings.plays_ass

    def choose(self, settings, **options: Any) -> None:
        settings.choose_ass(**options)


class SavedAss:
    """A game of Ass left in the middle, offered as a saved partie is: what the menu
    and the question before a new game say of it, and its controller."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller

    def offer(self, tr) -> str:
        """The game in words; a game hosted on the network names the friends who
        take their seats back: "Resume the game with Ann and Bob: Ass, 3 players, ..."."""
        game = rules_words(self.controller.game.rules, tr)
        friends = [shown_name(s.name, tr) for s in self.controller.seats if s.remote]
        if friends:
            names = friends[0] if len(friends) == 1 else tr("{first} and {last}").format(
                first=", ".join(friends[:-1]), last=friends[-1])
            return tr("Resume the game with {names}: {game}").format(names=names, game=game)
        return tr("Resume the game you left: {game}").format(game=game)


def saved_ass(app, network: bool = False) -> SavedAss | None:
    """The game of Ass its autosave holds (None: nothing to resume; ``network``: the
    host's game on the network, saved apart); a damaged save told once."""
    saver = AssAutosaver(network_autosave_path(), network=True) if network else AssAutosaver()
    controller, notice = saver.load()
    if network and controller is not None and not controller.humans:
        controller = None  # the computer held the host's seat (``piquet host --computer``): taken up there
    if notice:
        said = say(notice, app.tr)
        if said not in app.notices:
            app.notices.append(said)
    return SavedAss(controller) if controller is not None else None


def start_ass(app, rules: AssRules, seats: Sequence[tuple[str, int | None]], seed: int | None = None) -> None:
    """A new game of Ass with these seats ((name, level), level None for a person),
    played by today's reading of the rules of tricks (the rules of a game resumed
    from before the amendment, played again, keep their options alone)."""
    rules = dataclasses.replace(rules, reading=READING)
    master = random.Random(seed)
    fresh = []
    for name, level in seats:
        if level is None:
            fresh.append(Seat.human(name))
        else:
            fresh.append(Seat.ass_computer(level, master.getrandbits(32), name, len(seats)))
    game = AssGame.new(rules, tuple(s.name for s in fresh), rng=random.Random(master.getrandbits(64)))
    controller = Controller(game, fresh)  # type: ignore[arg-type]
    app.stack.replace(app.scene("ass-table", controller))


def host_ass(app, port: int | None, friends: int, first: str = "", resumed: SavedAss | None = None) -> str:
    """Open the host's table of a game of Ass by the rules chosen: the host's seat
    first, ``friends`` seats for friends at other computers, the computer (the level
    chosen, at most Ass's highest) in the others; or the game hosted before and
    saved (``resumed``), its friends taking their seats back by their tokens; "" or
    why it could not.  The first dealer is drawn by lot (``first`` is Piquet's
    choice)."""
    link = open_port(app, port)
    if isinstance(link, str):
        return link
    if resumed is not None:
        controller = resumed.controller
        host_seat = controller.humans[0]
    else:
        rules = dataclasses.replace(app.settings.ass_rules(), reading=READING)
        name = network_name(app, app.settings.player_name, 1)
        level = min(max(app.settings.level, 1), max(ASS_LEVELS))
        friends = max(1, min(friends, rules.players - 1))
        controller = ass_host_controller(rules, Seat.human(name), friends, level,
                                         seed=random.SystemRandom().randrange(1 << 30))
        host_seat = 0
    session = HostSession(controller, link, host_seat, wire=AssWire())  # its invitation's key drawn afresh
    if resumed is not None:
        session.mark_joined()
    app.stack.replace(app.scene("ass-network-host", controller, session))
    return ""


#: How a deal of Ass is reviewed on the review's screen (in one process: a deal takes
#: about a second).
ASS_REVIEWER = Reviewer(review_ass_deal, ass_review_sentences, HEAD, pooled=False)


ASS_SCREENS = Screens(
    FAMILIES["ass"], N_("Ass"), N_("Ass, the 36-card game for two to six"),
    "ass-games", N_("Games of Ass"), any_kept=any_kept,
    saved=saved_ass, table_of=lambda app, saved: app.scene("ass-table", saved.controller),
    against_computer=lambda app, level: app.push(app.scene("ass-setup")),
    people=lambda app: app.push(app.scene("ass-setup", people=True)),
    chosen=lambda settings, tr: (rules_words(settings.ass_rules(), tr), tr(ASS_BLURB)),
    seats_first=lambda app: True,
    network_seats=lambda app: app.settings.ass_rules().players, chooses_first=False, host=host_ass,
    guest_table="ass-network-guest", remote=remote_game,
    network_saved=lambda app: saved_ass(app, network=True),
    host_saved=lambda app, port, saved: host_ass(app, port, 0, resumed=saved),
    host_words={"host": N_("Host a game"),
                "host-tip": N_("Your friends join with the code shown, on port {port}"),
                "host-new": N_("Host a new game"),
                "host-new-tip": N_("Your friends join with the code shown (the saved game is given up)"),
                "resume-tip": N_("Host the saved game again: your friends take their seats back")},
    entries=lambda settings: [AssEntry(settings)])

__all__ = ["ASS_LABELS", "ASS_REVIEWER", "ASS_SCREENS", "AssEntry", "SavedAss", "host_ass", "saved_ass",
           "start_ass"]
