"""How a trick of Ass is taken: the reconstruction of VARIANTS.md section 7.

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
              lower trump, never from an older card, a trump six or eight, or a
              trump of M's rank.
``same``      M's rank in another suit; takes over from the leader, a one-less card
              or a plain same-rank card, and, being a trump, from any same-rank card.
``one-less``  the one-less card of M while the leader holds, or of H while H took
              it as one-less (a descending chain).
``kill``      of the main suit, beats H in the table but not M (before any switch):
              H is removed and the trick goes back to the last earlier holder not
              beaten by a later card, in the end the leader.

The function of a player's trumps is given by the caller: ``0`` for a plain card,
``1`` for a trump, ``2`` for a senior trump (the fifth trump option, where a
senior trump takes over from a junior one whatever their ranks and a junior never
from a senior).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import EIGHT, SIX, beats, one_less

LEAD, OLDER, SWITCH, TRUMP, SAME = "lead", "older", "switch", "trump", "same"
ONE_LESS_WAY, KILL = "one-less", "kill"
#: The ways a card takes a trick, in the order they are tried.
WAYS = (LEAD, OLDER, SWITCH, TRUMP, SAME, ONE_LESS_WAY, KILL)

TrumpLevel = Callable[[int, int], int]  # (seat, card) -> 0 plain, 1 trump, 2 senior trump


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

    def copy(self) -> Trick:
        return Trick(list(self.plays), list(self.holders), list(self.holder_ways), self.main, self.switched)

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


def takes(trick: Trick, seat: int, card: int, void: bool, level: TrumpLevel) -> str:
    """The way ``card`` played by ``seat`` would take ``trick`` ("" if it would not).
    ``void``: the player holds no card of the main suit."""
    if not trick.plays:
        return LEAD
    m = trick.main
    ms = m // 9
    h_seat, h, hw = trick.holder
    suit, rank = card // 9, card % 9
    if suit == ms and beats(card, m) and (hw != OLDER or beats(card, h)):
        return OLDER
    if rank == EIGHT and suit != ms and void:
        return SWITCH
    p_level = level(seat, card)
    h_level = level(h_seat, h)
    if p_level and suit != ms and rank > m % 9:
        if hw in (LEAD, ONE_LESS_WAY) or (hw == SAME and not h_level):
            return TRUMP
        if hw == TRUMP and h % 9 not in (SIX, EIGHT):
            if p_level > h_level or (p_level == h_level and rank > h % 9):
                return TRUMP
    if rank == m % 9 and suit != ms:
        if hw in (LEAD, ONE_LESS_WAY) or (hw == SAME and (p_level or not h_level)):
            return SAME
    if suit == ms:
        if hw == LEAD and card == one_less(m):
            return ONE_LESS_WAY
        if hw == ONE_LESS_WAY and card == one_less(h):
            return ONE_LESS_WAY
        if not trick.switched and beats(card, h) and not beats(card, m):
            return KILL
    return ""


def play(trick: Trick, seat: int, card: int, void: bool, level: TrumpLevel) -> str:
    """Play ``card`` into ``trick`` (changed in place); the way it took the trick,
    or ""."""
    way = takes(trick, seat, card, void, level)
    trick.plays.append((seat, card, way))
    index = len(trick.plays) - 1
    if way == LEAD:
        trick.holders.append(index)
        trick.holder_ways.append(LEAD)
        trick.main = card
    elif way == KILL:
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
        if way == SWITCH or (way == OLDER and trick.switched):
            trick.main = card
        if way == SWITCH:
            trick.switched = True
    return way


def resolve(cards: list[tuple[int, int]], level: TrumpLevel, hands_void: list[bool] | None = None) -> Trick:
    """The trick made of ``cards`` ((seat, card) in the order played); a player is
    taken to be void in the main suit when he does not follow it (or as
    ``hands_void`` says, card by card)."""
    trick = Trick()
    for i, (seat, card) in enumerate(cards):
        if hands_void is not None:
            void = hands_void[i]
        else:
            void = bool(trick.plays) and card // 9 != trick.main_suit
        play(trick, seat, card, void, level)
    return trick
