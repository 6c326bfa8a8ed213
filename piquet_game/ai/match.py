"""Playing computer players against each other: one deal, a mirrored pair of deals,
a mirrored pair of parties.

Luck of the cards swamps skill in a single deal, so two players are compared on
*mirrored* games: the same cards are played twice with the seats swapped, and A
holds each hand once.  The dealer is the same both times, so A is elder in one
game and younger in the other, and whatever one hand is worth is credited to both
sides alike.

Each decision is timed (:func:`time.perf_counter`) around ``Player.choose`` only:
building the view and listing the legal actions is the engine's time, not the
player's.  A decision with a single legal action is still put to the player (so a
player sees every turn of its seat) but is counted apart, in ``forced``: nothing was
chosen, and counting it would pull the median thinking time down.

Every function takes the variant played (Rubicon by default).  In a game to a target
(Piquet au cent) a partie lasts as many deals as it takes: its deals are shuffled
one after the other from the partie's seed as they are needed; so are a match's
(Picchetto: games to 150, 150 and 221, the first to win two).  Where the players draw
for the deal before each korolik (Russian Piquet), the draws of a mirrored partie
come from its seed too, the same in both games.

Nothing here does I/O; ``tools/tournament.py`` runs these functions in parallel.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import islice
from typing import Any

from ..rules import RUBICON, DealCards, Game, IllegalActionError, Phase, Variant, shuffle_deal
from ..rules.deal import DealLog
from ..rules.record import game_to_record
from . import make_player
from .base import Player

#: Builds a player from (level, seed); :func:`piquet_game.ai.make_player` by default.
PlayerFactory = Callable[[int, int], Player]


class IllegalChoiceError(RuntimeError):
    """A player chose an action the rules do not allow."""


@dataclass(frozen=True)
class DealResult:
    """One deal played out.  Everything indexed by seat."""

    dealer: int
    scores: tuple[int, int]
    #: Milliseconds per decision that had more than one legal action.
    think_ms: tuple[list[float], list[float]]
    #: Decisions with a single legal action (not timed as decisions).
    forced: tuple[int, int]
    record: dict[str, Any]
    #: In a game with an auction, the deal's contract: (declarer, made); None when
    #: there was none (no auction, or both passed and the deal was thrown in).
    contract: tuple[int, bool] | None = None


class _MirroredTimes:
    """Thinking times and forced moves of a mirrored pair, by side: A sat in seat 0
    of the first game and seat 1 of the second."""

    games: tuple

    @property
    def think_ms(self) -> dict[str, list[float]]:
        return {
            "A": self.games[0].think_ms[0] + self.games[1].think_ms[1],
            "B": self.games[0].think_ms[1] + self.games[1].think_ms[0],
        }

    @property
    def forced(self) -> dict[str, int]:
        return {
            "A": self.games[0].forced[0] + self.games[1].forced[1],
            "B": self.games[0].forced[1] + self.games[1].forced[0],
        }


@dataclass(frozen=True)
class PairResult(_MirroredTimes):
    """One deal played twice, A at seat 0 in ``games[0]`` and at seat 1 in
    ``games[1]``, with the same cards in the same seats and the same dealer."""

    deal_seed: int
    player_seed: int
    dealer: int
    level_a: int
    level_b: int
    games: tuple[DealResult, DealResult]

    @property
    def a_scores(self) -> tuple[int, int]:
        """A's deal score in each game."""
        return (self.games[0].scores[0], self.games[1].scores[1])

    @property
    def b_scores(self) -> tuple[int, int]:
        return (self.games[0].scores[1], self.games[1].scores[0])

    @property
    def margin(self) -> float:
        """A's deal score less B's, summed over both games and halved: the mean
        margin per deal."""
        return sum(a - b for a, b in zip(self.a_scores, self.b_scores, strict=True)) / 2

    def contracts(self, side: str) -> tuple[int, int]:
        """(contracts won in the auction, contracts made) by side "A" or "B" over
        both games."""
        bid = made = 0
        for i, game in enumerate(self.games):
            side_seat = i if side == "A" else 1 - i
            if game.contract is not None and game.contract[0] == side_seat:
                bid += 1
                made += game.contract[1]
        return bid, made

    @property
    def a_deal_wins(self) -> float:
        """Deals A scored more in (a tie counts half), out of 2."""
        pairs = zip(self.a_scores, self.b_scores, strict=True)
        return sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pairs)



@dataclass(frozen=True)
class PartieGame:
    """One partie played out.  Everything indexed by seat."""

    totals: tuple[int, int]
    winner: int | None
    result: int | None
    deals: int
    think_ms: tuple[list[float], list[float]]
    forced: tuple[int, int]
    record: dict[str, Any]


@dataclass(frozen=True)
class PartiePairResult(_MirroredTimes):
    """One partie played twice on the same deals, A at seat 0 in ``games[0]`` and
    at seat 1 in ``games[1]``."""

    partie_seed: int
    player_seed: int
    first_dealer: int
    level_a: int
    level_b: int
    games: tuple[PartieGame, PartieGame]

    def a_outcome(self, i: int) -> float:
        """1 if A won partie ``i``, 0 if B won it, 0.5 for a drawn partie."""
        game = self.games[i]
        if game.winner is None:
            return 0.5
        return 1.0 if game.winner == i else 0.0

    @property
    def a_wins(self) -> float:
        """Parties A won (a draw counts half), out of 2."""
        return self.a_outcome(0) + self.a_outcome(1)

    @property
    def a_points(self) -> int:
        """What A scored for the two parties: the winner's result, negative when B won."""
        total = 0
        for i, game in enumerate(self.games):
            if game.winner is not None and game.result is not None:
                total += game.result if game.winner == i else -game.result
        return total



# ---------------------------------------------------------------- playing


def _default_factory() -> PlayerFactory:
    return make_player


def _seat_names(level_a: int, level_b: int, a_seat: int) -> tuple[str, str]:
    a, b = f"A (level {level_a})", f"B (level {level_b})"
    return (a, b) if a_seat == 0 else (b, a)


def _play_out_deal(game: Game, players: Sequence[Player], think: tuple[list[float], list[float]],
                   forced: list[int]) -> None:
    """Ask the seat to move for its choice and apply it until no seat is to move
    (the deal is over)."""
    clock = time.perf_counter
    while True:
        seat = game.to_move
        if seat is None:
            return
        legal = game.legal_actions()
        view = game.view(seat)
        player = players[seat]
        start = clock()
        action = player.choose(view, legal)
        elapsed = (clock() - start) * 1000.0
        if len(legal) > 1:
            think[seat].append(elapsed)
        else:
            forced[seat] += 1
        try:
            game.apply(action, seat)
        except IllegalActionError as exc:
            name = getattr(player, "name", type(player).__name__)
            raise IllegalChoiceError(
                f"deal {game.deal_number}: {game.players[seat]} ({name}) chose {action}, "
                f"which is not allowed in {game.phase.value}: {exc}"
            ) from exc


def play_to_end(game: Game, players: Sequence[Player], deals: random.Random,
                think: Sequence[list[float]] | None = None, forced: list[int] | None = None) -> None:
    """Play ``game`` to the end of its partie at any table: each deal shuffled from
    ``deals`` when one is due, each seat's choices by ``players[seat]``, timed into
    ``think[seat]`` (in ms; a choice among one counted in ``forced[seat]``), as
    :func:`_play_out_deal` plays a deal."""
    times = think if think is not None else [[] for _ in players]
    counted = forced if forced is not None else [0] * len(players)
    while not game.is_over:
        if game.to_move is None:
            game.deal_random(deals)
            continue
        _play_out_deal(game, players, times, counted)  # type: ignore[arg-type]


def play_deal(deal: DealCards, dealer: int, players: tuple[Player, Player],
              scores_before: Sequence[Sequence[int]] | None = None,
              names: tuple[str, str] = ("South", "North"),
              variant: Variant = RUBICON) -> DealResult:
    """Play one deal of ``deal``'s cards with ``dealer`` dealing; ``players[s]``
    chooses for seat ``s``.

    ``scores_before`` are the deal scores of the deals already played in the partie,
    one pair a deal; the players then see this deal as the next one of that partie
    (its number, the totals, the rubicon to come).  The record holds this deal only.
    """
    prior = [list(s) for s in scores_before or ()]
    if any(len(s) != 2 for s in prior):
        raise ValueError("scores_before holds one pair of scores a deal")
    if prior and variant.shape.over_after(prior):
        raise ValueError("the partie is already over after the deals in scores_before")
    game = Game(variant, names, first_dealer=(dealer - len(prior)) % 2)
    # The deals already played are known only by their scores.
    game.deal_scores = [list(s) for s in prior]
    game.history = [
        DealLog(i + 1, (game.first_dealer + i) % 2, (0, 0), (), scores=list(s)) for i, s in enumerate(prior)
    ]
    targets = variant.shape.match_targets
    if targets:   # the games of the match those deals ended, and the one being played
        run = [0, 0]
        for i, s in enumerate(prior):
            run = [run[0] + s[0], run[1] + s[1]]
            if max(run) >= targets[min(len(game.game_winners), len(targets) - 1)]:
                game.game_winners.append(0 if run[0] >= run[1] else 1)
                game.game_starts.append(i + 1)
                run = [0, 0]
    if game.needs_draw():   # a korolik begins: this deal's dealer drew the lower card
        game.draw_for_deal(dealer=dealer)
    assert game.next_dealer == dealer
    game.apply(deal)
    think: tuple[list[float], list[float]] = ([], [])
    forced = [0, 0]
    _play_out_deal(game, players, think, forced)
    record = game_to_record(game)
    record["deals"] = record["deals"][len(prior):]
    log = game.history[-1]
    scores = [0, 0] if log.redealt else log.scores  # a deal thrown in scores nothing
    assert scores is not None
    contract = None
    c = game.contract
    if c is not None and not log.redealt:
        contract = (c.declarer, c.result(game.tricks_won[c.declarer], len(game.tricks))[1] == 0)
    return DealResult(dealer, (scores[0], scores[1]), think, (forced[0], forced[1]), record, contract)


def pair_deal(deal_seed: int, variant: Variant = RUBICON) -> tuple[DealCards, int]:
    """The cards and dealer of a mirrored pair: the dealer alternates with the
    seed's parity, the cards are shuffled from ``random.Random(deal_seed)``."""
    dealer = deal_seed % 2
    return shuffle_deal(random.Random(deal_seed), dealer, 2, variant.hand_size), dealer


def player_seeds(player_seed: int) -> tuple[int, int]:
    """The seeds of A's and B's players (the same in both games of a pair)."""
    return 2 * player_seed, 2 * player_seed + 1


def _mirrored_seatings(make: PlayerFactory, level_a: int, level_b: int, player_seed: int):
    """For each game of a mirrored pair, A at seat 0 then at seat 1: fresh players
    in seat order and the seat names."""
    seed_a, seed_b = player_seeds(player_seed)
    for a_seat in (0, 1):
        a, b = make(level_a, seed_a), make(level_b, seed_b)
        players = (a, b) if a_seat == 0 else (b, a)
        yield players, _seat_names(level_a, level_b, a_seat)


def play_mirrored_pair(deal_seed: int, level_a: int, level_b: int, player_seed: int,
                       factory: PlayerFactory | None = None, variant: Variant = RUBICON) -> PairResult:
    """Play the deal of ``deal_seed`` twice, A (``level_a``) at seat 0 then at seat
    1, B at the other seat, the cards and dealer the same both times.  Fresh players
    are built for each game by ``factory`` (default :func:`piquet_game.ai.make_player`).
    The deal is the first of a partie of ``variant``."""
    make = factory or _default_factory()
    deal, dealer = pair_deal(deal_seed, variant)
    games = [play_deal(deal, dealer, players, names=names, variant=variant)
             for players, names in _mirrored_seatings(make, level_a, level_b, player_seed)]
    return PairResult(deal_seed, player_seed, dealer, level_a, level_b, (games[0], games[1]))


def deal_stream(partie_seed: int, variant: Variant = RUBICON) -> Iterator[DealCards]:
    """The deals of a mirrored partie, shuffled one after the other from its seed
    (without end), each dealt by the dealer whose turn it is."""
    first = partie_seed % 2
    rng = random.Random(partie_seed)
    i = 0
    while True:
        yield shuffle_deal(rng, (first + i) % 2, 2, variant.hand_size)
        i += 1


def partie_deals(partie_seed: int, variant: Variant = RUBICON) -> tuple[list[DealCards], int]:
    """The deals of a mirrored partie and its first dealer: the first dealer
    alternates with the seed's parity; enough deals are shuffled for a tied partie's
    extra deals, each dealt by the dealer whose turn it is.  A game to a target has
    no such count: see :func:`deal_stream`."""
    if variant.shape.goal or variant.shape.match_targets:
        raise ValueError(f"a partie of {variant.title} has no fixed number of deals: use deal_stream")
    count = variant.shape.deals + variant.shape.tie_deals
    return list(islice(deal_stream(partie_seed, variant), count)), partie_seed % 2


def play_partie(deals: Iterable[DealCards], first_dealer: int, players: tuple[Player, Player],
                names: tuple[str, str] = ("South", "North"), variant: Variant = RUBICON,
                draws: random.Random | None = None) -> PartieGame:
    """Play a whole partie on the given deals, in order (the same players
    throughout); the engine ends it and settles it.  Before each korolik but the
    first (Russian Piquet) the players draw for the deal, from ``draws`` (by default
    a generator seeded from the first dealer)."""
    game = Game(variant, names, first_dealer=first_dealer)
    if draws is None:
        draws = random.Random(f"piquet-draws/{first_dealer}")
    think: tuple[list[float], list[float]] = ([], [])
    forced = [0, 0]
    for deal in deals:
        if game.is_over:
            break
        if game.needs_draw():
            game.draw_for_deal(draws)
        game.apply(deal)
        _play_out_deal(game, players, think, forced)
    if game.phase is not Phase.PARTIE_OVER:
        raise ValueError(f"{len(game.deal_scores)} deals were not enough to finish the partie")
    totals = game.totals
    return PartieGame((totals[0], totals[1]), game.winner, game.result, len(game.deal_scores), think,
                      (forced[0], forced[1]), game_to_record(game))


def play_mirrored_partie(partie_seed: int, level_a: int, level_b: int, player_seed: int,
                         factory: PlayerFactory | None = None,
                         variant: Variant = RUBICON) -> PartiePairResult:
    """Play the partie of ``partie_seed`` twice, A at seat 0 then at seat 1, on the
    same deals with the same dealers; fresh players for each partie."""
    make = factory or _default_factory()
    first = partie_seed % 2
    games = [play_partie(deal_stream(partie_seed, variant), first, players, names=names, variant=variant,
                         draws=random.Random(f"piquet-draws/{partie_seed}"))
             for players, names in _mirrored_seatings(make, level_a, level_b, player_seed)]
    return PartiePairResult(partie_seed, player_seed, first, level_a, level_b, (games[0], games[1]))


# ------------------------------------------------------- three and four at the table


@dataclass
class TablePairResult:
    """One deal of a game of three or four, played so that A's seat or side is
    compared with B's on the same cards (see :func:`play_table_pair`): ``margin`` is
    what A scored more than B would have, a deal; ``relative``, what A's score less
    the others' came to more than B's did (a seat's score less the others' mean, as
    the margins of two players and of two sides count it: what A took from the
    others too); thinking times and forced moves by side, as in a mirrored pair."""

    margin: float
    think_ms: dict[str, list[float]]
    forced: dict[str, int]
    relative: float


def table_deal(deal_seed: int, variant: Variant) -> tuple[DealCards, int]:
    """The cards and dealer of a deal of ``variant`` for three or four: the dealer
    drawn, then the cards shuffled, from ``random.Random(deal_seed)``."""
    rng = random.Random(deal_seed)
    dealer = rng.randrange(variant.players)
    return Game(variant, first_dealer=dealer, packet=variant.packet_sizes[0]).shuffled(rng), dealer


def _table_scores(deal: DealCards, dealer: int, players: Sequence[Player], variant: Variant,
                  sides: Sequence[str], times: dict[str, list[float]], forced: dict[str, int]) -> list[int]:
    """Play one deal; each seat's decisions timed under its side's name (A or B)."""
    game = Game(variant, first_dealer=dealer, packet=variant.packet_sizes[0])
    game.apply(deal)
    think: list[list[float]] = [[] for _ in players]
    forced_by = [0] * len(players)
    _play_out_deal(game, players, think, forced_by)  # type: ignore[arg-type]
    for seat, side in enumerate(sides):
        times[side].extend(think[seat])
        forced[side] += forced_by[seat]
    scores = game.history[-1].scores
    assert scores is not None
    return scores


def play_table_pair(deal_seed: int, level_a: int, level_b: int, player_seed: int,
                    factory: PlayerFactory | None = None, variant: Variant = RUBICON) -> TablePairResult:
    """A deal of a game of three or four played so that luck is shared:

    * partners (the four-handed game): two A players against two B players, then
      the same cards with the sides swapped; the margin is A's side's score less B's,
      averaged over the two;
    * each for himself (Piquet Normand): A at each seat in turn against B players,
      and B players at every seat; the margin is what A scored at a seat less what a
      B scored there, averaged over the seats, and the relative margin the same of
      the seat's score less the others' mean (with sides, the two are the same)."""
    n = variant.players
    make = factory or partial(make_player, seats=n)  # the players made for the table
    deal, dealer = table_deal(deal_seed, variant)
    times: dict[str, list[float]] = {"A": [], "B": []}
    forced = {"A": 0, "B": 0}
    seed_a, seed_b = player_seeds(player_seed)

    def seated(a_seats: set[int]) -> tuple[list[Player], list[str]]:
        players = [make(level_a, seed_a + 2 * s) if s in a_seats else make(level_b, seed_b + 2 * s)
                   for s in range(n)]
        return players, ["A" if s in a_seats else "B" for s in range(n)]

    if variant.partnerships:
        margins = []
        for side in (0, 1):
            a_seats = set(variant.partnerships[side])
            players, names = seated(a_seats)
            scores = _table_scores(deal, dealer, players, variant, names, times, forced)
            margins.append(scores[side] - scores[1 - side])
        margin = sum(margins) / 2  # a side's score less the other's: relative already
        return TablePairResult(margin, times, forced, margin)
    players, names = seated(set())
    base = _table_scores(deal, dealer, players, variant, names, times, forced)
    gains = []
    relative = []
    for seat in range(n):
        players, names = seated({seat})
        scores = _table_scores(deal, dealer, players, variant, names, times, forced)
        gains.append(scores[seat] - base[seat])
        relative.append(_over_others(scores, seat) - _over_others(base, seat))
    return TablePairResult(sum(gains) / n, times, forced, sum(relative) / n)


def _over_others(scores: Sequence[int], seat: int) -> float:
    """A seat's deal score less the mean of the others'."""
    return scores[seat] - (sum(scores) - scores[seat]) / (len(scores) - 1)
