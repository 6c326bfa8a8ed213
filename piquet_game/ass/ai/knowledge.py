"""What a seat of Ass knows, read from its :class:`~piquet_game.ass.rules.AssView` only:
the trick in play rebuilt, each player's trumps, the suits a player has shown he
lacked, and worlds drawn consistently with all of it.

A player who plays a card off the main suit that does not take the trick (or an
eight that switches it) holds no card of the main suit at that moment.  The hands
are refilled from the stock after each trick, so such a void can end: after ``k``
refills the player holds at most ``k`` cards of that suit, less those of it he has
played since.  :func:`suit_caps` gives, per seat and suit, the most cards of the
suit the seat can hold now.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..rules.cards import NUM_CARDS, SUIT_MASKS
from ..rules.game import HAND_SIZE, AssView
from ..rules.trick import OLDER, SWITCH, Trick, TrickRules, play
from .fast import Deal, bits

#: Draws of a sampled world before the suit limits are given up (they always have a
#: solution, the real hands; the random fill may miss it a few times in a row).
SAMPLE_TRIES = 60


def rules_of(view: AssView) -> TrickRules:
    """What taking a trick depends on, from what the seat sees: the game's rules and
    every seat's trump suits."""
    return view.rules.trick_rules(view.trumps)


def rebuild_trick(plays: tuple[tuple[int, int, str], ...], rules: TrickRules) -> Trick:
    """The trick of ``plays`` ((seat, card, way) as the view gives them) replayed:
    its holders and main card.  An eight switched only from a void hand, which is
    the one thing a replay cannot see: the recorded way tells it."""
    trick = Trick()
    for seat, card, way in plays:
        got = play(trick, seat, card, way == SWITCH, rules)
        if got != way:
            raise ValueError(f"the trick {plays} does not replay: {card} took it {got!r}, not {way!r}")
    return trick


def voids_in(plays: tuple[tuple[int, int, str], ...]) -> list[tuple[int, int]]:
    """(seat, suit) of every void a trick's plays show: a card off the main suit
    that did not take, or an eight that switched."""
    out = []
    main = -1
    switched = False
    for i, (seat, card, way) in enumerate(plays):
        if i == 0:
            main = card
            continue
        if card // 9 != main // 9 and (way == "" or way == SWITCH):
            out.append((seat, main // 9))
        if way == SWITCH:
            main = card
            switched = True
        elif way == OLDER and switched:
            main = card
    return out


def refills_after(n: int, tricks_done: int) -> list[bool]:
    """Whether the hands were refilled after each of the first ``tricks_done``
    tricks of a deal."""
    stock = NUM_CARDS - HAND_SIZE * n
    out = []
    for _ in range(tricks_done):
        if stock >= n:
            out.append(True)
            stock -= n
        else:
            out.append(False)
            stock = 0
    return out


def suit_caps(view: AssView) -> list[list[int]]:
    """caps[seat][suit]: the most cards of the suit the seat can hold now (its hand
    size where nothing is known)."""
    n = view.n
    caps = [[view.hand_sizes[s]] * 4 for s in range(n)]
    all_tricks = list(view.tricks) + ([view.trick] if view.trick else [])
    refilled = refills_after(n, len(view.tricks))
    for t, plays in enumerate(all_tricks):
        for seat, suit in voids_in(plays):
            if seat == view.seat:
                continue
            draws = sum(refilled[t:])
            # his cards of the suit played after that card came from his draws since
            after = 0
            seen_play = False
            for t2 in range(t, len(all_tricks)):
                for s2, c2, _ in all_tricks[t2]:
                    if t2 == t and not seen_play:
                        if s2 == seat:
                            seen_play = True
                        continue
                    if s2 == seat and c2 // 9 == suit:
                        after += 1
            caps[seat][suit] = min(caps[seat][suit], max(0, draws - after))
    return caps


@dataclass
class World:
    """One imagined deal: every hand and the stock (top first)."""

    hands: list[int]
    stock: list[int]


def sample_world(view: AssView, rng: random.Random, caps: list[list[int]] | None = None) -> World:
    """The unseen cards dealt at random to the other hands (their sizes as the view
    says, within the suit limits ``caps``) and the stock; the rest left out."""
    n = view.n
    me = view.seat
    sizes = view.hand_sizes
    pool = bits(view.unseen)
    others = [s for s in range(n) if s != me]
    need = sum(sizes[s] for s in others)
    rest = len(pool) - need
    if rest < view.stock_left:
        raise ValueError("the view holds fewer unseen cards than the hands and the stock")
    if caps is None:
        caps = suit_caps(view)
    constrained = any(caps[s][u] < sizes[s] for s in others for u in range(4))
    for attempt in range(SAMPLE_TRIES + 1):
        relax = attempt == SAMPLE_TRIES
        rng.shuffle(pool)
        hands = [0] * n
        hands[me] = view.hand
        if not constrained or relax:
            i = 0
            for s in others:
                for c in pool[i:i + sizes[s]]:
                    hands[s] |= 1 << c
                i += sizes[s]
            left = pool[i:]
            return World(hands, left[:view.stock_left])
        room = list(sizes)  # the cards each other hand still takes
        cap_left = [list(row) for row in caps]  # and of each suit
        free = rest
        left = []
        ok = True
        for c in pool:
            u = c // 9
            total = free
            for s in others:
                if room[s] and cap_left[s][u] > 0:
                    total += room[s]
            if total == 0:
                ok = False
                break
            r = rng.randrange(total)
            if r < free:
                free -= 1
                left.append(c)
                continue
            r -= free
            for s in others:
                if room[s] and cap_left[s][u] > 0:
                    if r < room[s]:
                        room[s] -= 1
                        cap_left[s][u] -= 1
                        hands[s] |= 1 << c
                        break
                    r -= room[s]
        if ok and not any(room[s] for s in others):
            return World(hands, left[:view.stock_left])
    raise AssertionError("unreachable")  # pragma: no cover


def world_deal(view: AssView, world: World, rules: TrickRules, trick: Trick | None = None) -> Deal:
    """The deal of a world from the view's state: the trick in play, the cards won."""
    if trick is None:
        trick = rebuild_trick(view.trick, rules)
    return Deal(view.n, list(world.hands), list(world.stock), trick.copy(), list(view.won), view.played,
                view.leader if view.trick or view.tricks else view.first_leader, rules, len(view.tricks))


def check_world(view: AssView, world: World) -> None:
    """Raise AssertionError when a world contradicts the view (tests)."""
    assert world.hands[view.seat] == view.hand
    taken = 0
    for s, h in enumerate(world.hands):
        assert h.bit_count() == view.hand_sizes[s]
        assert not h & taken
        taken |= h
        if s != view.seat:
            assert not h & ~view.unseen
    assert len(world.stock) == view.stock_left == len(set(world.stock))
    for c in world.stock:
        assert view.unseen >> c & 1 and not taken >> c & 1
    for s, row in enumerate(suit_caps(view)):
        if s != view.seat:
            for u in range(4):
                assert (world.hands[s] & SUIT_MASKS[u]).bit_count() <= row[u]
