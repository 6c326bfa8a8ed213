"""Independent reference implementation of the trick rules of "Ass".

Written only from the source documents' rules of Ass (the rules book's chapter on
Ass says them), including the amendment of 2026-11-28 on trumps for all (options
3-5) and the amended sentences on the trump and on "one less".
It deliberately shares no code with piquet_game: it is a test oracle, written to be read,
not to be fast.

Cards are two-character strings, rank then suit: "TS" = ten of spades, "6D" = six of
diamonds.

Order of checks (the spec lists the six ways but does not say which one wins when a card
qualifies for more than one).  Most ways exclude each other by their definitions:
  * Older / One less / Kill need a card of the main suit; Switch / Trump / Same rank need a
    card of another suit.
  * Older needs P to beat M, Kill needs P not to beat M.
  * A one-less card never beats the card it is one-less of (10 vs A, K vs T, Q vs K, J vs Q,
    9 vs J: none of these is in the beating table), and a descending chain stays below M,
    so One less never overlaps Older or Kill.
  * Trump needs P to rank above M, Same rank needs P to have M's rank.
The remaining overlaps are decided in this order:
    Older, Switch, Trump, Same rank, One less, Kill
  - Switch before Same rank: an 8 of another suit played on a main 8 by a void player
    switches (002's trick "8S 9S 8C QC": the 8C "changed the main suit to clubs", otherwise
    QC could not take).
  - Switch before Trump: a void player's 8 that is also his trump, played on a 6 or 7,
    switches rather than trumps (002: "When interrupting [with] the eight, the main suit in a
    bribe changes to the suit of the eight" -- said without exception).
  - A card whose first candidate way is refused by its takeover condition falls through to
    the next ways (e.g. a void 8 whose switch is refused by the trump levels may still take
    as a Trump or by Same rank).
"""

from __future__ import annotations

from dataclasses import dataclass, field

RANKS = "6789JQKTA"  # game order, lowest first (spec: A T K Q J 9 8 7 6, high to low)
SUITS = "SHDC"

WAYS = ("lead", "older", "switch", "trump", "same", "one-less", "kill", "")


def rank(card: str) -> str:
    return card[0]


def suit(card: str) -> str:
    return card[1]


def rank_index(card: str) -> int:
    """Position in game order: 6 lowest (0), A highest (8)."""
    return RANKS.index(rank(card))


def ranks_above(a: str, b: str) -> bool:
    """Card a ranks above card b in game order (suits ignored)."""
    return rank_index(a) > rank_index(b)


# ---------------------------------------------------------------------------------------
# Beating table (spec section 7, "Beating table").  Same suit: the table below.
# Other suits: every card beats the same rank, and an 8 beats every card of another suit.
# ---------------------------------------------------------------------------------------

SAME_SUIT_BEATS = {
    "6": set("79JKTA"),   # not 8, Q
    "7": set(),
    "8": set("679JTA"),   # not Q, K
    "9": set("7"),
    "J": set("79"),
    "Q": set("6789J"),
    "K": set("789JQ"),
    "T": set("79JQK"),
    "A": set("79JQKT"),
}

# One-less pairs, "P on X": 10 on A, K on T, Q on K, J on Q, 9 on J.
# ONE_LESS_OF[x_rank] is the rank that may be played "one less" on x.
ONE_LESS_OF = {"A": "T", "T": "K", "K": "Q", "Q": "J", "J": "9"}


def beats(p: str, x: str) -> bool:
    """Card p beats card x in the beating table (no trumps considered)."""
    if p == x:
        return False
    if suit(p) == suit(x):
        return rank(x) in SAME_SUIT_BEATS[rank(p)]
    return rank(p) == rank(x) or rank(p) == "8"


def is_one_less(p: str, x: str) -> bool:
    """p is the one-less card of x (same suit, the pair listed in the spec)."""
    return suit(p) == suit(x) and ONE_LESS_OF.get(rank(x)) == rank(p)


# ---------------------------------------------------------------------------------------
# Trump levels
# ---------------------------------------------------------------------------------------

def level(option: int, own: dict[int, str] | None, shared: str, seat: int, card: str) -> int:
    """Trump level of `card` for `seat`: 0 plain, 1 trump, 2 senior trump (option 5).

    option 1: own[seat] is that seat's own trump suit (a card is a trump only for the seat
    owning its suit); option 2: no trumps; option 3: `shared` is one suit letter, a trump for
    everybody; option 4: `shared` is two suit letters, equal trumps for everybody; option 5:
    spades senior (2), diamonds junior (1), hearts and clubs plain (0).
    """
    s = suit(card)
    if option == 1:
        return 1 if own is not None and own.get(seat) == s else 0
    if option == 2:
        return 0
    if option in (3, 4):
        return 1 if s in (shared or "") else 0
    if option == 5:
        return {"S": 2, "D": 1}.get(s, 0)
    raise ValueError(f"unknown trump option {option}")


def trumps_for_all(option: int) -> bool:
    """The amended level rules apply to options 3-5 only (not to option 1 or 2)."""
    return option in (3, 4, 5)


# ---------------------------------------------------------------------------------------
# Trick resolution
# ---------------------------------------------------------------------------------------

@dataclass
class Trick:
    option: int
    own: dict[int, str] | None
    shared: str
    plays: list[tuple[int, str, bool]] = field(default_factory=list)
    ways: list[str] = field(default_factory=list)
    main: int = 0                 # index (into plays) of the main card M
    switched: bool = False        # a switch has happened in this trick
    holders: list[int] = field(default_factory=list)   # stack of holder indices, leader first
    interrupted: set[int] = field(default_factory=set)  # holders the trick was ever taken from

    # --- accessors -------------------------------------------------------------------
    def card(self, i: int) -> str:
        return self.plays[i][1]

    def lvl(self, i: int) -> int:
        seat, card, _ = self.plays[i]
        return level(self.option, self.own, self.shared, seat, card)

    @property
    def m(self) -> int:
        return self.main

    @property
    def h(self) -> int:
        return self.holders[-1]

    def main_suit(self) -> str:
        return suit(self.card(self.main))

    def holder_seat(self) -> int:
        return self.plays[self.h][0]

    # --- the six ways: each returns True if card P (index i) takes the trick that way ---
    def older(self, i: int) -> bool:
        """P is of the main suit and beats M, and (if H is also "older") beats H.
        Takes over from any way -- except (options 3-5) from a holder that took the trick
        as a Trump or by Same rank with a higher level than P's."""
        p, m, h = self.card(i), self.card(self.m), self.card(self.h)
        hway = self.ways[self.h]
        if suit(p) != self.main_suit() or not beats(p, m):
            return False
        if hway == "older" and not beats(p, h):
            return False
        if trumps_for_all(self.option) and hway in ("trump", "same") and self.lvl(self.h) > self.lvl(i):
            return False
        return True

    def switch(self, i: int) -> bool:
        """P is an 8 of another suit played by a player void in the main suit; takes over
        from any holder -- except (options 3-5) when M or H has a higher level than P."""
        _, p, void = self.plays[i]
        if rank(p) != "8" or suit(p) == self.main_suit() or not void:
            return False
        if trumps_for_all(self.option) and (self.lvl(self.m) > self.lvl(i) or self.lvl(self.h) > self.lvl(i)):
            return False
        return True

    def trump(self, i: int) -> bool:
        """P is a trump of its player, not of the main suit, ranking above M.  Takes over
        from "same rank" (plain card), "one less", the leader, or a lower-ranked trump; never
        from an "older" holder, a 6 or 8 of P's own suit, or a trump of M's rank."""
        p, m, h = self.card(i), self.card(self.m), self.card(self.h)
        hway = self.ways[self.h]
        lp, lm, lh = self.lvl(i), self.lvl(self.m), self.lvl(self.h)
        if lp < 1 or suit(p) == self.main_suit() or not ranks_above(p, m):
            return False
        # option 5: a junior trump never takes as a trump under a senior main card
        if self.option == 5 and lp == 1 and lm == 2:
            return False
        # never from a 6 or 8 of the trump's own suit, whatever way it took, whoever played it
        if rank(h) in "68" and suit(h) == suit(p):
            return False
        if hway == "older":
            return False
        # never from a trump of M's rank.  The leader's own card is not meant here (it is in
        # the takeover list, and the amended option-5 case "JD, KS: KS trump" needs it), so
        # this is a trump that took the trick by Same rank.
        if self.h != 0 and lh >= 1 and rank(h) == rank(m):
            return False
        if hway in ("lead", "one-less"):
            return True
        if hway == "same":
            return lh == 0   # "same rank" (plain card)
        if hway == "trump":
            if trumps_for_all(self.option) and lp > lh:
                # option 5: a senior trump takes over from a junior Trump holder whatever
                # their ranks ("the senior trump is allowed to beat everything")
                return True
            if trumps_for_all(self.option) and lp < lh:
                # option 5: "a junior trump [beats] only junior and plain cards"
                return False
            return ranks_above(p, h)   # "a lower-ranked trump"
        return False   # a "switch" holder is not in the takeover list

    def same(self, i: int) -> bool:
        """P has M's rank (and so another suit).  Takes over from the leader, "one less", or
        a plain same-rank holder; a trump P (any level) also from any same-rank holder."""
        p, m = self.card(i), self.card(self.m)
        hway = self.ways[self.h]
        if rank(p) != rank(m) or suit(p) == self.main_suit():
            return False
        if hway in ("lead", "one-less"):
            return True
        if hway == "same":
            return self.lvl(i) >= 1 or self.lvl(self.h) == 0
        return False

    def one_less(self, i: int) -> bool:
        """P is the one-less card of M while nobody has yet taken the trick from the leader,
        or the one-less card of H while H took the trick by "one less" (descending chain).
        Both only "if a move has been made from this card and has not yet been interrupted
        by anyone": a holder the trick was ever taken from (and returned to by a kill) no
        longer admits a one-less card."""
        p = self.card(i)
        hway = self.ways[self.h]
        if suit(p) != self.main_suit():
            return False
        if hway not in ("lead", "one-less") or self.h in self.interrupted:
            return False
        # hway == "lead" implies H is M (uninterrupted leader).
        return is_one_less(p, self.card(self.h))

    def kill(self, i: int) -> bool:
        """P is of the main suit, beats H in the table but not M, and no switch yet."""
        p, m, h = self.card(i), self.card(self.m), self.card(self.h)
        return (not self.switched and suit(p) == self.main_suit()
                and beats(p, h) and not beats(p, m))

    # --- playing a card -------------------------------------------------------------
    def play(self, seat: int, card: str, void: bool) -> str:
        i = len(self.plays)
        self.plays.append((seat, card, void))
        if i == 0:
            self.ways.append("lead")
            self.main = 0
            self.holders = [0]
            return "lead"
        self.ways.append("")   # provisional; H is still the previous holder while checking
        checks = (
            ("older", self.older),
            ("switch", self.switch),
            ("trump", self.trump),
            ("same", self.same),
            ("one-less", self.one_less),
            ("kill", self.kill),
        )
        way = next((name for name, test in checks if test(i)), "")
        self.ways[i] = way
        if way == "":
            return way
        self.interrupted.add(self.h)
        if way == "kill":
            self._kill(i)
            return way
        self.holders.append(i)
        if way == "switch":
            self.switched = True
            self.main = i
        elif way == "older" and self.switched:
            self.main = i       # after a switch, M follows H
        return way

    def _kill(self, i: int) -> None:
        """H is removed; the trick returns to the previous holder not beaten (in the table)
        by a later card -- any card played after it, the removed holder and the killer
        included -- and ultimately to the leader."""
        self.holders.pop()
        while len(self.holders) > 1:
            c = self.holders[-1]
            later = [self.card(j) for j in range(c + 1, i + 1)]
            if not any(beats(x, self.card(c)) for x in later):
                break
            self.holders.pop()
        # the trick was taken from every holder still on the stack at some time, so the one
        # it returns to is "interrupted" (already recorded when it was taken over).


def _run(option: int, own, shared: str, plays) -> Trick:
    t = Trick(option, own, shared)
    for seat, card, void in plays:
        t.play(seat, card, void)
    return t


def resolve(option: int, own, shared: str, plays: list[tuple[int, str, bool]]) -> tuple[list[str], int]:
    """plays: (seat, card, void) in the order played.  Returns (ways, holder_seat)."""
    if not plays:
        raise ValueError("empty trick")
    t = _run(option, own, shared, plays)
    return list(t.ways), t.holder_seat()


def legal(option: int, own, shared: str, plays: list[tuple[int, str, bool]], seat: int,
          hand: set[str]) -> set[str]:
    """Cards of `hand` that `seat` may play next into `plays`.

    A player must follow the main suit if he can; a card of another suit only when it takes
    the trick (an eight switches only for a player void in the main suit).  A void player may
    play anything.  (A kill is always made with a main-suit card, which is always legal.)
    """
    if not plays:
        return set(hand)
    main_suit = _run(option, own, shared, plays).main_suit()
    void = not any(suit(c) == main_suit for c in hand)
    if void:
        return set(hand)
    ok = set()
    for c in hand:
        if suit(c) == main_suit:
            ok.add(c)
            continue
        ways, _ = resolve(option, own, shared, list(plays) + [(seat, c, False)])
        if ways[-1] != "":
            ok.add(c)
    return ok


# =======================================================================================
# Self-checks
# =======================================================================================

def _plays(cards: str, voids=(), seats=None):
    """"6S JS TS QH" -> [(0,'6S',False), (1,'JS',False), ...]; voids = indices void."""
    cs = cards.split()
    seats = list(range(len(cs))) if seats is None else seats
    return [(seats[k], c, k in voids) for k, c in enumerate(cs)]


# 002's 23 worked tricks (option 1).  "Knave of Diamonds" is the jack of spades (JS) in
# every trick (002's explanations: "In peaks", "9 peaks ... one value less", the K-Q-J-9
# chain).  The Trump column names the suit that is a trump for the player(s) who played it;
# in tricks 10, 12 and 18 two clubs are played under "clubs" and (as the spec's "More
# checks" mark 6C and TC both "(trump)") both are taken as trumps.  Expected winner 1-based.
SOURCE_TRICKS = [
    ("6S JS TS QH", None, 1, ()),
    ("6S JS TS QH", "H", 4, ()),
    ("6S JS 7C QH", "C", 3, ()),
    ("6S JS TC QS", None, 4, ()),
    ("6S JS TC QS", "C", 4, ()),
    ("6S 8S QS 7C", None, 3, ()),
    ("6S 8S KS 7C", None, 1, ()),
    ("6S 8S QS AS", None, 1, ()),
    ("6S JS TC 6C", None, 4, ()),
    ("6S JS TC 6C", "C", 3, ()),
    ("6S 6C TC 6H", None, 4, ()),
    ("6S 6C TC 6H", "C", 2, ()),
    ("7S JS TS QH", "H", 3, ()),
    ("7S 8S JS 9S", None, 2, ()),
    ("8S 9S 8C QC", None, 4, (2,)),   # 8C switches: its player is void in spades
    ("8S 8C QC TC", None, 4, (1,)),   # likewise
    ("JS 9S TC 6C", None, 2, ()),
    ("JS 9S TC 6C", "C", 3, ()),
    ("JS 9S TS 6C", None, 3, ()),
    ("JS 6C TS KS", None, 3, ()),
    ("KS QS JS 9S", None, 4, ()),
    ("KS 9S QS JS", None, 4, ()),
    ("KS 9C QS JS", "C", 4, ()),
]


def _own_for(cards: str, trump_suit):
    if trump_suit is None:
        return {}
    return {k: trump_suit for k, c in enumerate(cards.split()) if suit(c) == trump_suit}


def check_beating_table():
    assert beats("8S", "6S") and not beats("8S", "QS") and not beats("8S", "KS")
    assert beats("6S", "AS") and not beats("6S", "8S") and not beats("6S", "QS")
    assert beats("QS", "8S") and beats("QS", "6S") and not beats("QS", "KS")
    assert not beats("KS", "AS") and not beats("KS", "6S") and beats("KS", "8S")
    assert not any(beats("7S", x + "S") for x in RANKS)
    assert beats("TC", "TS") and beats("8C", "AS") and beats("8C", "8S") and not beats("AC", "KS")
    pairs = [("TS", "AS"), ("KS", "TS"), ("QS", "KS"), ("JS", "QS"), ("9S", "JS"), ("8S", "9S"), ("QC", "KS")]
    assert [is_one_less(a, b) for a, b in pairs] == [True] * 5 + [False] * 2


def check_source_tricks():
    for cards, trump_suit, winner, voids in SOURCE_TRICKS:
        own = _own_for(cards, trump_suit)
        ways, seat = resolve(1, own, "", _plays(cards, voids))
        assert seat == winner - 1, (cards, trump_suit, ways, seat)


def check_source_tricks_single_owner():
    """Where only one player can own the column's suit (as option 1 requires), the owner
    being the player the explanation names gives the same winner."""
    for cards, owner, trump_suit, winner, voids in [
        ("6S JS TC 6C", 2, "C", 3, ()),
        ("6S 6C TC 6H", 1, "C", 2, ()),
        ("JS 9S TC 6C", 2, "C", 3, ()),
    ]:
        _, seat = resolve(1, {owner: trump_suit}, "", _plays(cards, voids))
        assert seat == winner - 1, (cards, seat)


def check_source_ways():
    ways, seat = resolve(1, {}, "", _plays("8S 9S 8C QC", voids=(2,)))
    assert ways == ["lead", "", "switch", "older"] and seat == 3
    ways, seat = resolve(1, {}, "", _plays("KS QS JS 9S"))
    assert ways == ["lead", "one-less", "one-less", "one-less"] and seat == 3
    ways, seat = resolve(1, {}, "", _plays("JS 6C TS KS"))
    assert ways == ["lead", "", "older", ""] and seat == 2
    ways, seat = resolve(1, {3: "H"}, "", _plays("7S JS TS QH"))
    assert ways == ["lead", "older", "older", ""] and seat == 2
    ways, seat = resolve(1, {2: "C"}, "", _plays("JS 9S TC 6C"))
    assert ways == ["lead", "one-less", "trump", ""] and seat == 2


def check_more_checks():
    # 6S 6C(trump) TC(trump) 6H -> 6C holds (a trump of M's rank) -> player 2
    ways, seat = resolve(1, {1: "C", 2: "C"}, "", _plays("6S 6C TC 6H"))
    assert ways == ["lead", "same", "", ""] and seat == 1
    # KS 9C(trump) QS JS -> 9C ranks below K, QS one-less, JS continues -> player 4
    ways, seat = resolve(1, {1: "C"}, "", _plays("KS 9C QS JS"))
    assert ways == ["lead", "", "one-less", "one-less"] and seat == 3


def check_a2_kill_and_switch():
    ways, seat = resolve(1, {}, "", _plays("6S 8S QS AS"))
    assert ways == ["lead", "older", "older", "kill"] and seat == 0
    t = _run(1, {}, "", _plays("8S 8C QC TC", voids=(1,)))
    assert t.ways == ["lead", "switch", "older", "older"] and t.holder_seat() == 3
    assert t.card(t.main) == "TC"    # M followed H


def check_amended_option5_two_players():
    plays = [(0, "6S", False)]
    assert legal(5, None, "", plays, 1, {"QS", "QD"}) == {"QS"}
    ways, seat = resolve(5, None, "", plays + [(1, "QD", False)])
    assert ways == ["lead", ""] and seat == 0
    ways, seat = resolve(5, None, "", plays + [(1, "QS", False)])
    assert ways == ["lead", "older"] and seat == 1


def check_amended_option3_same_rank():
    ways, seat = resolve(3, None, "S", _plays("QC 9C QS AC"))
    assert ways == ["lead", "", "same", ""] and seat == 2


def check_amended_option5_five_players():
    ways, seat = resolve(5, None, "", _plays("JD KS TS 6C AD"))
    assert ways == ["lead", "trump", "trump", "", ""] and seat == 2


def check_amended_option1_eight_of_own_suit():
    ways, seat = resolve(1, {0: "S", 1: "D", 2: "H"}, "", _plays("8C 8H TH"))
    assert ways == ["lead", "same", ""] and seat == 1


def check_amended_option2_six_players():
    ways, seat = resolve(2, None, "", _plays("QD AD KD 6D JD"))
    assert ways == ["lead", "older", "", "kill", ""] and seat == 0


def check_kill_returns_to_unbeaten_holder():
    # TC (seat 1's trump) is not beaten by QS or AS in the table, so the kill of QS returns
    # the trick to TC, not to the leader.
    ways, seat = resolve(1, {1: "C"}, "", _plays("6S TC QS AS"))
    assert ways == ["lead", "trump", "older", "kill"] and seat == 1
    # ... but 8S beats TC (an 8 beats every card of another suit): back to the leader.
    ways, seat = resolve(1, {1: "C"}, "", _plays("6S TC 8S KS"))
    assert ways == ["lead", "trump", "older", "kill"] and seat == 0


def check_kill_ignores_levels():
    # Literal reading: the amended level rules restrict Older and Switch only, not Kill.
    # Option 3, spades trump: 8C (main suit) beats the trump same-rank holder QS in the
    # table (an 8 beats every card of another suit) but not QC -> kill, back to the leader.
    assert resolve(3, None, "S", _plays("QC QS 8C")) == (["lead", "same", "kill"], 0)
    # Option 1: TS beats the trump TC in the table (same rank) but not 6S -> kill.
    assert resolve(1, {1: "C"}, "", _plays("6S TC TS")) == (["lead", "trump", "kill"], 0)


def check_one_less_after_interruption():
    # leader's one-less card after a kill returned the trick to him
    ways, seat = resolve(2, None, "", _plays("KS AS 8S QS"))
    assert ways == ["lead", "older", "kill", ""] and seat == 0
    # chain holder interrupted by a trump, then restored by a kill: the chain is over
    ways, seat = resolve(1, {2: "C"}, "", _plays("KS QS TC 8S JS"))
    assert ways == ["lead", "one-less", "trump", "kill", ""] and seat == 1
    # uninterrupted chain, with discards in between
    ways, seat = resolve(2, None, "", _plays("AS 7S TS 7H KS QS"))
    assert ways == ["lead", "", "one-less", "", "one-less", "one-less"] and seat == 5


def check_trump_exceptions():
    # a 6 or 8 of the trump's own suit stops it, whoever played it and however it took
    _, seat = resolve(1, {2: "C"}, "", _plays("6S 6C TC"))
    assert seat == 1
    # a 6 of another suit does not
    ways, seat = resolve(1, {2: "C"}, "", _plays("6S 6H TC"))
    assert ways == ["lead", "same", "trump"] and seat == 2
    # nor from a trump of M's rank (6H is seat 1's trump)
    _, seat = resolve(1, {1: "H", 2: "C"}, "", _plays("6S 6H TC"))
    assert seat == 1
    # a trump takes over from a lower-ranked trump, not from a higher one
    assert resolve(1, {1: "H", 2: "C"}, "", _plays("7S 9H TC"))[1] == 2
    assert resolve(1, {1: "H", 2: "C"}, "", _plays("7S TH 9C"))[1] == 1
    # the leader's own trump does not stop another player's trump (option 1)
    assert resolve(1, {0: "C", 1: "D"}, "", _plays("6C TD")) == (["lead", "trump"], 1)
    # option 1: a main-suit card takes over from a trump as "older"
    assert resolve(1, {1: "H"}, "", _plays("6S QH 8S")) == (["lead", "trump", "older"], 2)


def check_option5_levels():
    # senior trump over a junior Trump holder whatever their ranks
    assert resolve(5, None, "", _plays("6H AD 7S")) == (["lead", "trump", "trump"], 2)
    # junior trump does not take over from a senior Trump holder
    assert resolve(5, None, "", _plays("6H 7S AD")) == (["lead", "trump", ""], 1)
    # junior same rank takes over a senior same-rank holder; plain never over a trump one
    assert resolve(5, None, "", _plays("6H 6S 6D 6C")) == (["lead", "same", "same", ""], 2)
    # older is refused from a higher-level Trump / Same-rank holder, not from a lower one
    assert resolve(5, None, "", _plays("6D 7S QD"))[1] == 1
    # a junior trump cannot trump under a senior main card; QS then takes as older
    assert resolve(5, None, "", _plays("6S 7D QS")) == (["lead", "", "older"], 2)


def check_switch_levels():
    # option 3, spades trump: a plain 8 does not switch under a trump main card ...
    assert resolve(3, None, "S", _plays("6S 8C", voids=(1,))) == (["lead", ""], 0)
    # ... nor over a trump holder
    assert resolve(3, None, "S", _plays("6C 6S 8H", voids=(2,))) == (["lead", "same", ""], 1)
    # a trump 8 may switch over plain cards
    assert resolve(3, None, "S", _plays("6C 8S", voids=(1,))) == (["lead", "switch"], 1)
    # option 1/2: no level restriction
    assert resolve(1, {0: "S"}, "", _plays("6S 8C", voids=(1,))) == (["lead", "switch"], 1)
    # a non-void 8 of another suit does not switch
    assert resolve(2, None, "", _plays("6S 8C")) == (["lead", ""], 0)
    # a second switch
    t = _run(2, None, "", _plays("8S 8C 8H", voids=(1, 2)))
    assert t.ways == ["lead", "switch", "switch"] and t.main_suit() == "H"
    # after a switch a card of the old main suit does not take
    assert resolve(2, None, "", _plays("6S 8C AS", voids=(1,))) == (["lead", "switch", ""], 1)
    # a kill needs "no switch yet"
    assert resolve(2, None, "", _plays("6S 8C KC", voids=(1,))) == (["lead", "switch", "older"], 2)


def check_legal():
    # must follow suit if it does not take
    assert legal(2, None, "", _plays("7S 8S"), 2, {"JS", "JD"}) == {"JS"}
    # void: anything
    assert legal(2, None, "", _plays("7S 8S"), 2, {"JD", "8C"}) == {"JD", "8C"}
    # a non-void 8 of another suit does not switch, so it is not legal
    assert legal(2, None, "", _plays("6S"), 1, {"8C", "7S"}) == {"7S"}
    # a same-rank card of another suit takes, so it is legal even when not void
    assert legal(2, None, "", _plays("8S"), 1, {"8C", "7S"}) == {"8C", "7S"}
    # a trump of another suit that takes is legal; one that does not is not
    assert legal(1, {1: "C"}, "", _plays("6S"), 1, {"TC", "7S"}) == {"TC", "7S"}
    assert legal(1, {1: "C"}, "", _plays("KS"), 1, {"9C", "7S"}) == {"7S"}
    # after a switch the main suit is the eight's
    assert legal(2, None, "", _plays("6S 8C", voids=(1,)), 2, {"AS", "QC"}) == {"QC"}
    # leading: any card
    assert legal(2, None, "", [], 0, {"AS", "QC"}) == {"AS", "QC"}


def _all_checks():
    return [f for name, f in sorted(globals().items()) if name.startswith("check_") and callable(f)]


if __name__ == "__main__":
    passed = failed = 0
    for f in _all_checks():
        try:
            f()
        except AssertionError as e:
            failed += 1
            print(f"FAIL {f.__name__}: {e!r}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    raise SystemExit(1 if failed else 0)
