"""Card play by sampled worlds at a table of three or four (levels 3 to 5).

The hidden cards are dealt out among the other seats many times over, each world
consistent with what this seat knows (:func:`sample_world`): the cards it has seen
are nobody's, a card another seat has shown and not played is his, a seat that did
not follow a suit holds none of it, each hand has its size, and what is left over
is out of play (the talon, the Normand dealer's discards); for the Master at Piquet
Normand, each hand also holds what its seat announced (:mod:`.table_knowledge`).
In each world every legal
card is played and the deal finished by a quick rule for every seat
(:func:`playout`), and the card whose worlds end best for this seat's side is
played: its trick points, the last trick and the cards, less the others'.  A partner
is a seat like any other here: his hand is drawn, never read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..i18n import N_
from ..rules import DealCards, Declare, Game, Phase, SeatView
from ..rules.actions import DECLARE_PHASES, Blanche, Exchange
from ..rules.cards import cards_of, winning_index
from ..rules.combos import best_declaration
from ..rules.variant import Variant, pique_due
from .reason import Reason
from .table_knowledge import Declared, voids
from .table_solver import TableSolver, TooLong

FULL = (1 << 32) - 1
#: What a deal's end, its points by side, is worth to a seat (instead of its margin).
Worth = Callable[[Sequence[int]], float]
SUIT = 0xFF
#: The most positions the exact play of one world may meet (:class:`TableSolver`):
#: a world longer than that, and those after it, are played out by the quick rule.
EXACT_NODES = 6000


def margin(points: Sequence[int], side: int) -> float:
    """What a deal's end is worth to ``side``: its points less the other sides' mean
    (measured at Piquet Normand, counting only its own points played no better:
    +0.99 a deal over level 3 against +0.96)."""
    others = [p for i, p in enumerate(points) if i != side]
    return points[side] - sum(others) / max(1, len(others))


def _suit_mask(suit: int) -> int:
    return SUIT << (8 * suit)


def sample_world(view: SeatView, rng: random.Random, tries: int = 20,
                 declared_by: Declared | None = None) -> list[int] | None:
    """A hand for each other seat at the table, as :mod:`this module <.table_search>`
    says; None if no consistent deal was found in ``tries``.  With ``declared_by``
    (:class:`Declared`), each seat's hand holds a way of each combination it
    announced, and every seat meets what it declared as far as the draws can tell
    (:meth:`Declared.best_world`)."""
    others = [s for s in view.seats if s != view.seat]
    void = voids(view)
    must = [0] * len(view.players)
    taken = 0
    # a carte blanche shown, then an exchange: the cards shown may have been discarded
    # (his, or out of play, never another's); the combinations scored are still held
    changed = {e.seat for e in view.events if e.kind == "exchange" and e.info and e.info[0]}
    maybe = [0] * len(view.players)
    for e in view.events:
        if e.kind != "blanche" or not e.cards or e.seat is None:
            continue
        if e.seat in changed and e.seat != view.seat:
            maybe[e.seat] |= e.cards & ~view.played
    for s in others:
        must[s] = view.shown[s] & ~view.played & ~view.hand & ~maybe[s] if view.shown else 0
        for e in view.events:
            if e.kind in ("point", "sequence", "set") and e.seat == s:
                must[s] |= e.cards & ~view.played
        taken |= must[s]
    pool_all = FULL & ~view.known_cards & ~taken
    for s in others:  # a seat's own maybe-cards are his to draw again
        pool_all |= maybe[s] & ~taken
    def allowed_of(s: int, pool: int) -> int:
        for other in others:
            if other != s:
                pool &= ~maybe[other]
        for suit in range(4):
            if void[s] >> suit & 1:
                pool &= ~_suit_mask(suit)
        return pool

    # the most constrained seats first: the fewest cards to spare beyond their need
    order = sorted(others, key=lambda s: allowed_of(s, pool_all).bit_count()
                   - (view.hand_sizes[s] - must[s].bit_count()))
    if declared_by is not None and declared_by.facts:
        best = declared_by.best_world(view, order, must, pool_all, allowed_of, rng)
        if best is not None:
            return best
    for _ in range(tries):
        hands = [0] * len(view.players)
        hands[view.seat] = view.hand
        pool = pool_all
        ok = True
        for s in order:
            need = view.hand_sizes[s] - must[s].bit_count()
            if need < 0:
                return None
            allowed = allowed_of(s, pool)
            cards = [c for c in range(32) if allowed >> c & 1]
            if len(cards) < need:
                ok = False
                break
            chosen = must[s]
            for c in rng.sample(cards, need):
                chosen |= 1 << c
            hands[s] = chosen
            pool &= ~chosen
        if ok:
            return hands
    return None


def quick_card(hands: list[int], seat: int, trick: list[int], trick_seats: list[int],
                sides: Sequence[int], last: bool) -> int:
    """The quick rule of the playouts (every hand known in the world)."""
    hand = hands[seat]
    others = 0
    for s, h in enumerate(hands):
        if s != seat:
            others |= h
    if not trick:
        # a card no other can beat, from the longest such suit; else the lowest of the longest suit
        best, key = -1, None
        for suit in range(4):
            mine = hand & _suit_mask(suit)
            if not mine:
                continue
            top = mine.bit_length() - 1
            sure = not (others & _suit_mask(suit)) >> (top + 1)
            k = (sure, mine.bit_count(), top if sure else -top)
            if key is None or k > key:
                best, key = (top if sure else (mine & -mine).bit_length() - 1), k
        return best
    led = trick[0] >> 3
    follow = hand & _suit_mask(led)
    w = winning_index(trick)
    current = trick[w]
    if follow:
        partner = sides[trick_seats[w]] == sides[seat]
        above_current = follow & ~((2 << current) - 1)  # the winning card is of the suit led
        later_beat = (others & _suit_mask(led)) >> (current + 1) if not last else 0
        if partner and not later_beat:
            return (follow & -follow).bit_length() - 1
        if above_current:
            cheapest = (above_current & -above_current).bit_length() - 1
            if last:
                return cheapest
            top = follow.bit_length() - 1
            if not (others & _suit_mask(led)) >> (top + 1):
                safe = above_current & ~((1 << ((others & _suit_mask(led)).bit_length())) - 1)
                return (safe & -safe).bit_length() - 1 if safe else top
        return (follow & -follow).bit_length() - 1
    # void: the lowest card of the shortest suit
    throw, shortest = -1, None
    for suit in range(4):
        mine = hand & _suit_mask(suit)
        if mine:
            low = (mine & -mine).bit_length() - 1
            length = (mine.bit_count(), low & 7)
            if shortest is None or length < shortest:
                throw, shortest = low, length
    return throw


def keen_card(hands: list[int], seat: int, trick: list[int], trick_seats: list[int],
               sides: Sequence[int], last: bool) -> int:
    """The Master's rule of the playouts, every hand known in the world (measured,
    each side of a deal played by it against the quick rule on the same cards,
    ``tools/playout_rules.py --deals 3000``: +1.13 points a deal at Piquet Normand,
    +3.84 at the four-handed table):

    * leading, a card no other can beat, from the longest such suit; else the lowest
      card of a suit whose best card the side holds (the partner's, at four), the
      longest such; else the lowest of the longest suit;
    * following, the lowest card when the partner's card wins the trick against
      every seat still to play; else the cheapest card that wins it against them all;
      else the lowest;
    * void in the suit led, the lowest card that is not a sure winner: with a
      partner, from a suit whose best card the side does not hold, the shortest; alone
      (Piquet Normand), from the longest."""
    hand = hands[seat]
    if trick:
        led = trick[0] >> 3
        follow = hand & _suit_mask(led)
        if follow:
            w = winning_index(trick)
            current = trick[w]  # of the suit led: no trumps
            later = 0
            for s in trick_seats[len(trick) + 1:]:
                later |= hands[s]
            later &= _suit_mask(led)
            above = ~((2 << current) - 1)
            above_current = follow & above
            if sides[trick_seats[w]] == sides[seat] and not later & above:
                return (follow & -follow).bit_length() - 1
            safe = above_current & ~((2 << later.bit_length() - 1) - 1) if later else above_current
            pick = safe or follow
            return (pick & -pick).bit_length() - 1
    others = side = 0
    partnered = False
    for s, h in enumerate(hands):
        if s != seat:
            others |= h
            if sides[s] == sides[seat]:
                side |= h
                partnered = True
    best, key = -1, None
    for suit in range(4):
        mine = hand & _suit_mask(suit)
        if not mine:
            continue
        low = (mine & -mine).bit_length() - 1
        top = mine.bit_length() - 1
        side_top = max(top, (side & _suit_mask(suit)).bit_length() - 1)
        held = not (others & ~side & _suit_mask(suit)) >> (side_top + 1)  # the side's best card wins
        if trick:  # void: the winners kept
            winner = not (others & _suit_mask(suit)) >> (low + 1)
            k: tuple = ((not winner, not held, -mine.bit_count(), -(low & 7)) if partnered else
                        (not winner, mine.bit_count(), -(low & 7)))
            card = low
        else:
            sure = not (others & _suit_mask(suit)) >> (top + 1)
            k = (sure, held, mine.bit_count(), top if sure else -top)
            card = top if sure else low
        if key is None or k > key:
            best, key = card, k
    return best


#: A rule of the playouts: the card a seat plays in a world, every hand known.
PlayoutRule = Callable[[list[int], int, list[int], list[int], Sequence[int], bool], int]


def playout(hands: list[int], seats: Sequence[int], sides: Sequence[int], leader: int,
            trick: list[int], rules: Variant, scores: Sequence[int], tricks_won: Sequence[int],
            lead_pending: bool = False, noise: float = 0.0, rng: random.Random | None = None,
            me: int = -1, rule: PlayoutRule = quick_card) -> list[int]:
    """Each side's deal score at the end of the deal, from ``scores`` now, every seat
    playing the quick rule (or ``rule``, :func:`keen_card`): trick points (and the
    pique they make, at the variant's threshold with the other sides still at
    nothing), the last trick, the cards or capot.  ``trick``: the cards on the
    table, led by ``leader`` (its lead not yet counted when ``lead_pending``);
    ``tricks_won`` by side so far.  With ``noise``, every seat but ``me`` plays a
    legal card at random that often (drawn from ``rng``) instead of the rule."""
    hands = list(hands)
    points = list(scores)
    won = list(tricks_won)
    k = len(seats)
    pos = seats.index(leader)
    trick = list(trick)
    total = rules.hand_size
    threshold, bonus, below = rules.pique_threshold, rules.pique_bonus, rules.pique_pending_below
    piqued = False

    def add(side: int, n: int) -> None:
        nonlocal piqued
        before = points[side]
        points[side] = before + n
        if (not piqued and pique_due(before, points[side], threshold, below)
                and all(x == 0 for i, x in enumerate(points) if i != side)):
            points[side] += bonus
            piqued = True

    if lead_pending and rules.lead_points:
        add(sides[leader], rules.lead_points)
    while True:
        trick_seats = [seats[(pos + i) % k] for i in range(k)]
        while len(trick) < k:
            seat = trick_seats[len(trick)]
            if not trick and rules.lead_points:
                add(sides[seat], rules.lead_points)
            if noise and rng is not None and seat != me and rng.random() < noise:
                led = trick[0] >> 3 if trick else None
                own = hands[seat]
                follow = own & _suit_mask(led) if led is not None else 0
                pool = follow or own
                options = [c for c in range(32) if pool >> c & 1]
                card = options[int(rng.random() * len(options))]
            else:
                card = rule(hands, seat, trick, trick_seats, sides, len(trick) == k - 1)
            hands[seat] &= ~(1 << card)
            trick.append(card)
        w = trick_seats[winning_index(trick)]
        side = sides[w]
        lead_side = sides[trick_seats[0]]
        gained = rules.win_opponent_lead_points if side != lead_side else rules.win_own_lead_points
        if gained:
            add(side, gained)
        won[side] += 1
        if sum(won) >= total:
            if rules.last_trick_points:
                add(side, rules.last_trick_points)
            award = rules.cards_award(won, total)
            if award is not None:
                points[award[0]] += award[2]
            return points
        pos = seats.index(w)
        trick = []


def play_rows(view: SeatView, cards: list[int], rng: random.Random, worlds: int,
              noise: float = 0.0, exact: int = 0, read: bool = False,
              rule: PlayoutRule = quick_card, worth: Worth | None = None) -> dict[int, list[float]]:
    """Each card's worth in each world drawn (the worlds where no consistent deal was
    found are left out): its side's deal score at the end less the other sides' mean,
    the deal finished by :func:`playout` (``noise``: how often the others play at
    random in it), or, once this seat holds ``exact`` cards or fewer, by every seat
    playing its best in the world (:class:`.table_solver.TableSolver`; a world it
    cannot solve within :data:`EXACT_NODES` positions, and the worlds after it,
    by :func:`playout`).  With ``read``, the worlds meet what the others declared
    (:func:`declared`); ``rule``: the playouts' (the quick rule, or :func:`keen_card`);
    ``worth``: what a deal's end (the points by side) is worth instead of its margin
    (the partie's worth near the target, :mod:`.table_partie`; no world is then
    solved exactly, the solver weighing the margin)."""
    rules = view.rules
    declared_by = Declared(view) if read else None
    n_sides = max(view.sides) + 1
    side = view.sides[view.seat]
    won = [0] * n_sides
    for s, t in enumerate(view.tricks_won):
        if s < len(view.sides):
            won[view.sides[s]] += t
    scores = list(view.scores) + [0] * (n_sides - len(view.scores))
    rows: dict[int, list[float]] = {c: [] for c in cards}
    solve = worth is None and view.hand.bit_count() <= exact
    for _ in range(worlds):
        hands = sample_world(view, rng, declared_by=declared_by)
        if hands is None:
            continue
        if solve:
            leader = view.leader if view.trick else view.seat
            solver = TableSolver(rules, view.seats, view.sides, view.seat, limit=EXACT_NODES)
            try:
                values = solver.card_values(hands, view.seat, leader, view.trick, scores, won,
                                            not view.trick, cards)
            except TooLong:  # a world too long to solve: this one and the next are played out
                solve = False
            else:
                for card in cards:
                    rows[card].append(values[card])
                continue
        world_seed = rng.getrandbits(32)  # the others' chance play, the same after every card
        for card in cards:
            h = list(hands)
            h[view.seat] &= ~(1 << card)
            leader = view.leader if view.trick else view.seat
            pts = playout(h, view.seats, view.sides, leader, [*view.trick, card], rules, scores, won,
                          lead_pending=not view.trick, noise=noise, rng=random.Random(world_seed),
                          me=view.seat, rule=rule)
            rows[card].append(margin(pts, side) if worth is None else worth(pts))
    return rows


def search_card(view: SeatView, cards: list[int], rng: random.Random, worlds: int,
                noise: float = 0.0, exact: int = 0, read: bool = False,
                rule: PlayoutRule = quick_card, worth: Worth | None = None) -> tuple[int, Reason]:
    """The card whose sampled worlds end best for this seat's side; ``noise``: how
    often the others play at random in them (:func:`playout`), so that the card is
    good against more than one way of playing; ``exact``: from how few cards in hand
    each world is played out exactly; ``read``: the worlds meet what the others
    declared; ``rule``: the playouts' (:func:`play_rows`)."""
    rows = play_rows(view, cards, rng, worlds, noise, exact, read, rule, worth)
    drawn = len(rows[cards[0]])
    if not drawn:
        return min(cards), Reason(N_("play {the_card}"), the_card=min(cards))
    totals = {c: sum(rows[c]) for c in cards}
    best = max(cards, key=lambda c: (totals[c], -c))
    return best, search_reason(view, best, drawn, float(totals[best] / drawn), worth is not None)


def search_reason(view: SeatView, best: int, drawn: int, mean: float, partie: bool = False) -> Reason:
    """Why ``best`` is played: it ends best for the side over ``drawn`` worlds, by
    ``mean`` points against the others on average (``partie``: for the partie, near
    its end, :mod:`.table_partie`)."""
    if partie:
        return Reason.ntr("play {the_card}: over {n} deal of the hidden cards it does best for you "
                          "in the partie, near its end",
                          "play {the_card}: over {n} deals of the hidden cards it does best for you "
                          "in the partie, near its end", drawn, the_card=best)
    if view.partners:
        return Reason.ntr("play {the_card}: over {n} deal of the hidden cards it ends best for your "
                          "side, {mean} points against the other side",
                          "play {the_card}: over {n} deals of the hidden cards it ends best for your "
                          "side, {mean} points against the other side", drawn, the_card=best, mean=mean)
    return Reason.ntr("play {the_card}: over {n} deal of the hidden cards it ends best for you, "
                      "{mean} points against the others",
                      "play {the_card}: over {n} deals of the hidden cards it ends best for you, "
                      "{mean} points against the others", drawn, the_card=best, mean=mean)


# ------------------------------------------------------------------ the deal through the engine


def declare_rest(g: Game) -> None:
    """The declarations left, each seat's in full (the best the rules allow)."""
    for _ in range(32):
        if g.phase not in DECLARE_PHASES:
            return
        who = g.to_move
        if who is None:
            return
        legal = g.legal_actions()
        cls = DECLARE_PHASES[g.phase]
        full = Declare(cls, best_declaration(g.hands[who], cls, g.rules))
        g.apply(full if full in legal else legal[0], who)


def deal_worth(g: Game, seat: int, rule: PlayoutRule = quick_card, worth: Worth | None = None) -> float:
    """The seat's side's score at the end of the deal less the other sides' mean (or
    what ``worth`` makes of the points), the tricks played by the quick rule (or
    ``rule``) from where ``g`` stands (every hand in view)."""
    view = g.view(seat)
    n_sides = max(view.sides) + 1
    side = view.sides[seat]
    scores = list(view.scores) + [0] * (n_sides - len(view.scores))
    if g.phase is Phase.PLAY:
        won = [0] * n_sides
        for s, t in enumerate(view.tricks_won):
            if s < len(view.sides):
                won[view.sides[s]] += t
        leader = view.leader if view.trick else (g.to_move if g.to_move is not None else view.leader)
        scores = playout(list(g.hands), view.seats, view.sides, leader, list(view.trick), view.rules, scores,
                         won, rule=rule)
    return margin(scores, side) if worth is None else worth(scores)


def world_game(view: SeatView, hands: list[int], rng: random.Random) -> Game | None:
    """The deal as it would stand now in a world of the hidden hands (Piquet
    Normand's dealer at his exchange, the talon the two cards no hand holds, in an
    order drawn from ``rng``): a game of its own dealt those cards, each seat's carte
    blanche answered as it was.  None where the world does not lead there."""
    left = FULL
    for h in hands:
        left &= ~h
    talon = cards_of(left)
    rng.shuffle(talon)
    g = Game(view.rules, first_dealer=view.dealer, packet=view.rules.packet_sizes[0])
    g.apply(DealCards(tuple(hands), tuple(talon)))
    for _ in range(8):
        if g.phase is not Phase.BLANCHE or g.to_move is None:
            break
        who = g.to_move
        said = Blanche(bool(view.blanche[who]) if who < len(view.blanche) else False)
        g.apply(said if said in g.legal_actions() else Blanche(False), who)
    if g.phase is not view.phase or g.to_move != view.seat or g.hands[view.seat] != view.hand:
        return None
    return g


def exchange_rows(view: SeatView, candidates: Sequence[Exchange], rng: random.Random,
                  worlds: int, rule: PlayoutRule = quick_card,
                  worth: Worth | None = None) -> dict[Exchange, list[float]]:
    """Each exchange's worth to the seat in each world drawn (:func:`sample_world`;
    the talon's order drawn too): the exchange made through the engine, every
    declaration in full, the tricks played by the quick rule or ``rule``
    (:func:`deal_worth`)."""
    rows: dict[Exchange, list[float]] = {e: [] for e in candidates}
    for _ in range(worlds):
        hands = sample_world(view, rng)
        if hands is None:
            continue
        g = world_game(view, hands, rng)
        if g is None:
            continue
        for e in candidates:
            after = g.clone()
            after.apply(e, view.seat)
            declare_rest(after)
            rows[e].append(deal_worth(after, view.seat, rule, worth))
    return rows
