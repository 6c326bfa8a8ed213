"""How a trick of Ass is taken: the reconstruction of the rules of Ass.

The led card is the *main card* M and its suit the main suit.  The *holder* H is
the card that takes the trick so far, with the *way* it took it.  Each card played
either takes the trick, in one of these ways, or is discarded:

``older``     of the main suit, beats M in the table, and beats H too when H also
              took it as older; takes over from any way.
``switch``    an eight of another suit, from a player void in the main suit; takes
              over from anything and becomes M (the main suit changes); from then on
              every older takeover also becomes M.
``trump``     a trump of its player, not of the main suit, ranking above M; takes
              over from the leader, a plain same-rank card, a one-less card or a
              lower trump, never from an older card, a six or eight of its own
              suit, or a trump of M's rank.
``same``      M's rank in another suit; takes over from the leader, a one-less card
              or a plain same-rank card, and, being a trump, from any same-rank card.
``one-less``  the one-less card of M while the leader holds, or of H while H took
              it as one-less (a descending chain), as long as nobody else has taken
              the trick.
``kill``      of the main suit, beats H in the table but not M (before any switch):
              H is removed and the trick goes back to the last earlier holder not
              beaten by a later card, in the end the leader.

What a trick depends on beyond its cards is a :class:`TrickRules`: the level of
each card for each seat (``0`` plain, ``1`` a trump, ``2`` a senior trump of the
fifth option), whether the trumps are the same for all (options 3 to 5: there a
card never takes as older from a holder of a higher level that took it as a trump
or by the same rank, never switches over a main card or holder of a higher level,
and a junior trump never takes as a trump under a senior main card), and the
*reading* of the rules.

Readings.  The rules were amended on 2026-11-28 (the rules of Ass, "amended
2026-11-28"); a game keeps the reading it began with, so that the games kept
before still replay exactly as they were played.  The first reading
(:data:`FIRST_READING`) differs from today's (:data:`READING`) in three points:
the levels of trumps for all barred only a trump from a higher trump; a trump never
took over from a trump six or eight of any suit, but did from a plain six or eight
of its own suit; and the leader's one-less card took the trick back after a kill.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import EIGHT, SIX, SPADES, SUIT_MASKS, beats, one_less

LEAD, OLDER, SWITCH, TRUMP, SAME = "lead", "older", "switch", "trump", "same"
ONE_LESS_WAY, KILL = "one-less", "kill"
#: The ways a card takes a trick, in the order they are tried.
WAYS = (LEAD, OLDER, SWITCH, TRUMP, SAME, ONE_LESS_WAY, KILL)

#: The readings of the rules (see the module's text): the first, and today's.
FIRST_READING, READING = 1, 2
READINGS = (FIRST_READING, READING)


class TrickRules:
    """What taking a trick depends on beyond its cards.

    ``trump[s]``: the cards that are trumps for seat ``s`` (its senior ones too),
    ``senior[s]``: its senior trumps (the fifth option); ``shared``: the trumps are
    the same for all (options 3 to 5), so that their levels rank every card;
    ``reading``: the reading of the rules (:data:`READINGS`).  ``level(seat,
    card)`` is 0 for a plain card, 1 for a trump, 2 for a senior trump."""

    __slots__ = ("trump", "senior", "shared", "reading", "level")

    def __init__(self, trump: Sequence[int], senior: Sequence[int] | None = None, shared: bool = False,
                 reading: int = READING) -> None:
        if reading not in READINGS:
            raise ValueError(f"no reading {reading!r} of the rules: {READINGS}")
        self.trump = tuple(trump)
        self.senior = tuple(senior) if senior is not None else (0,) * len(self.trump)
        self.shared = shared
        self.reading = reading
        t, s = self.trump, self.senior

        def level(seat: int, card: int) -> int:
            if s[seat] >> card & 1:
                return 2
            return t[seat] >> card & 1

        self.level = level

    @classmethod
    def of_suits(cls, suits: Sequence[Sequence[int]], senior_spades: bool = False, shared: bool = False,
                 reading: int = READING) -> TrickRules:
        """From each seat's trump suits; ``senior_spades``: spades are senior trumps
        (the fifth option)."""
        trump = [sum(SUIT_MASKS[u] for u in seat_suits) for seat_suits in suits]
        senior = [SUIT_MASKS[SPADES] if senior_spades else 0] * len(trump)
        return cls(trump, senior, shared, reading)

    @classmethod
    def for_whoever(cls, suit: int | None, players: int = 6, reading: int = READING) -> TrickRules:
        """The source's worked tricks: ``suit`` (None: none) is a trump for whoever
        plays it, the first option's way (each player's trump his own)."""
        return cls.of_suits([() if suit is None else (suit,)] * players, reading=reading)

    @property
    def amended(self) -> bool:
        return self.reading >= READING

    def __deepcopy__(self, memo: dict) -> TrickRules:
        return self  # never changed once made

    def __repr__(self) -> str:
        return (f"TrickRules(trump={self.trump}, senior={self.senior}, shared={self.shared}, "
                f"reading={self.reading})")


@dataclass
class Trick:
    """A trick being played: the cards in order, who holds it and the main card."""

    #: (seat, card, way) in the order played; way is "" for a discarded card and,
    #: for a kill, the way the killing card took it ("kill")
    plays: list[tuple[int, int, str]] = field(default_factory=list)
    #: indices into ``plays`` of the holders so far, the current one last
    holders: list[int] = field(default_factory=list)
    #: the ways the holders took it, parallel to ``holders``
    holder_ways: list[str] = field(default_factory=list)
    main: int = -1  # the main card M
    switched: bool = False
    main_seat: int = -1  # the seat that played the main card
    #: a card has taken the trick other than down the one-less chain from the leader
    #: (a kill gives it back, but the chain stays broken)
    interrupted: bool = False

    def copy(self) -> Trick:
        return Trick(list(self.plays), list(self.holders), list(self.holder_ways), self.main, self.switched,
                     self.main_seat, self.interrupted)

    def clear(self) -> None:
        """Begin this trick again, as a new :class:`Trick` is (cheaper than making one,
        where nothing else holds this one)."""
        self.plays.clear()
        self.holders.clear()
        self.holder_ways.clear()
        self.main, self.switched, self.main_seat, self.interrupted = -1, False, -1, False

    @property
    def main_suit(self) -> int:
        return self.main // 9 if self.main >= 0 else -1

    @property
    def holder(self) -> tuple[int, int, str]:
        """(seat, card, way) of the card that takes the trick now."""
        i = self.holders[-1]
        return self.plays[i][0], self.plays[i][1], self.holder_ways[-1]

    @property
    def cards(self) -> list[int]:
        return [c for _, c, _ in self.plays]


def takes(trick: Trick, seat: int, card: int, void: bool, rules: TrickRules) -> str:
    """The way ``card`` played by ``seat`` would take ``trick`` ("" if it would not).
    ``void``: the player holds no card of the main suit."""
    if not trick.plays:
        return LEAD
    m = trick.main
    ms = m // 9
    h_seat, h, hw = trick.holder
    suit, rank = card // 9, card % 9
    level = rules.level
    p_level = level(seat, card)
    h_level = level(h_seat, h)
    amended = rules.reading >= READING
    # trumps for all rank every card by its level: a lower one never takes from a higher
    ranked = amended and rules.shared
    m_level = level(trick.main_seat, m) if ranked else 0
    if suit == ms and beats(card, m) and (hw != OLDER or beats(card, h)):
        if not (ranked and hw in (TRUMP, SAME) and h_level > p_level):
            return OLDER
    if rank == EIGHT and suit != ms and void and not (ranked and max(m_level, h_level) > p_level):
        return SWITCH
    if p_level and suit != ms and rank > m % 9 and not (ranked and m_level > p_level):
        h_rank = h % 9
        if amended:  # a six or eight beats most cards of its suit: a trump of its suit never takes from it
            blocked = h // 9 == suit and h_rank in (SIX, EIGHT)
        else:
            blocked = hw == TRUMP and h_rank in (SIX, EIGHT)
        if blocked:
            pass
        elif hw in (LEAD, ONE_LESS_WAY) or (hw == SAME and not h_level):
            return TRUMP
        elif hw == TRUMP and (p_level > h_level or (p_level == h_level and rank > h_rank)):
            return TRUMP
    if rank == m % 9 and suit != ms:
        if hw in (LEAD, ONE_LESS_WAY) or (hw == SAME and (p_level or not h_level)):
            return SAME
    if suit == ms:
        if hw in (LEAD, ONE_LESS_WAY) and not (amended and trick.interrupted):
            if card == one_less(m if hw == LEAD else h):
                return ONE_LESS_WAY
        if not trick.switched and beats(card, h) and not beats(card, m):
            return KILL
    return ""


def play(trick: Trick, seat: int, card: int, void: bool, rules: TrickRules) -> str:
    """Play ``card`` into ``trick`` (changed in place); the way it took the trick,
    or ""."""
    way = takes(trick, seat, card, void, rules)
    place(trick, seat, card, way)
    return way


def place(trick: Trick, seat: int, card: int, way: str) -> None:
    """Put ``card`` of ``seat`` into ``trick`` (changed in place), taking it the
    ``way`` :func:`takes` says (its answer, known already)."""
    trick.plays.append((seat, card, way))
    index = len(trick.plays) - 1
    if way == LEAD:
        trick.holders.append(index)
        trick.holder_ways.append(LEAD)
        trick.main = card
        trick.main_seat = seat
    elif way == KILL:
        trick.interrupted = True
        trick.holders.pop()
        trick.holder_ways.pop()
        while len(trick.holders) > 1:
            i = trick.holders[-1]
            held = trick.plays[i][1]
            if any(beats(later, held) for _, later, _ in trick.plays[i + 1:]):
                trick.holders.pop()
                trick.holder_ways.pop()
            else:
                break
    elif way:
        trick.holders.append(index)
        trick.holder_ways.append(way)
        if way != ONE_LESS_WAY:
            trick.interrupted = True
        if way == SWITCH or (way == OLDER and trick.switched):
            trick.main = card
            trick.main_seat = seat
        if way == SWITCH:
            trick.switched = True


def resolve(cards: list[tuple[int, int]], rules: TrickRules, hands_void: list[bool] | None = None) -> Trick:
    """The trick made of ``cards`` ((seat, card) in the order played); a player is
    taken to be void in the main suit when he does not follow it (or as
    ``hands_void`` says, card by card)."""
    trick = Trick()
    for i, (seat, card) in enumerate(cards):
        if hands_void is not None:
            void = hands_void[i]
        else:
            void = bool(trick.plays) and card // 9 != trick.main_suit
        play(trick, seat, card, void, rules)
    return trick
