"""Combinations: the point, sequences and sets a hand holds, how they compare, and
which declarations are legal.

A declaration in a class is a tuple of card sets (bitmasks): one set of one suit
for the point; for sequences and sets, each combination separately, the one that is
compared first.  What is declared must be held, may be less than what is held
(sinking), and combinations in one declaration never share a card.
"""

from __future__ import annotations

from itertools import combinations, product

from .actions import DeclClass, IllegalActionError
from .cards import (
    POPCOUNT8,
    RANK_MASKS,
    RANK_NAMES,
    RANK_PLURALS,
    RUNS8,
    SUIT_NAMES,
    VALUE8,
    CardSet,
    run_mask,
)
from .variant import Variant

SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
SET_NAMES = {3: "trio", 4: "quatorze"}


def suits_in(mask: CardSet) -> list[int]:
    return [s for s in range(4) if (mask >> (s << 3)) & 0xFF]


def point_value(mask: CardSet) -> tuple[int, int]:
    """(length, value) of a point given as the cards of one suit."""
    return mask.bit_count(), (VALUE8[mask & 0xFF] + VALUE8[mask >> 8 & 0xFF] + VALUE8[mask >> 16 & 0xFF]
                              + VALUE8[mask >> 24 & 0xFF])


def best_point(hand: CardSet, variant: Variant) -> CardSet:
    """The cards of the best point in a hand (0 for an empty hand)."""
    best, best_key = 0, None
    for s in range(4):
        b = (hand >> (s << 3)) & 0xFF
        if not b:
            continue
        key = variant.point_key(POPCOUNT8[b], VALUE8[b])
        if best_key is None or key > best_key:
            best, best_key = b << (s << 3), key
    return best


def one_suit(mask: CardSet) -> int | None:
    """The suit of a set of cards all of one suit, else None (None for no card)."""
    if mask <= 0:
        return None
    s = ((mask & -mask).bit_length() - 1) >> 3  # the suit of its lowest card
    return s if mask >> (s << 3) < 0x100 else None


def run_of(mask: CardSet) -> tuple[int, int, int] | None:
    """(suit, top rank, length) if the set is one run of one suit, else None."""
    s = one_suit(mask)
    if s is None:
        return None
    b = (mask >> (s << 3)) & 0xFF
    runs = RUNS8[b]
    if len(runs) != 1:
        return None
    top, length = runs[0]
    return s, top, length


def set_of(mask: CardSet) -> tuple[int, int] | None:
    """(rank, size) if every card of the set has one rank, else None."""
    for r in range(8):
        if mask & ~RANK_MASKS[r] == 0 and mask:
            return r, mask.bit_count()
    return None


def held_sequences(hand: CardSet, min_len: int = 3) -> list[tuple[int, int, int]]:
    """Maximal runs of at least ``min_len``: (suit, top, length), best first."""
    out = []
    for s in range(4):
        for top, length in RUNS8[(hand >> (s << 3)) & 0xFF]:
            if length >= min_len:
                out.append((s, top, length))
    if len(out) > 1:
        out.sort(key=lambda t: (-t[2], -t[1], t[0]))
    return out


def held_sets(hand: CardSet, variant: Variant) -> list[tuple[int, int]]:
    """(rank, size) of each set held at full size, best first."""
    out = []
    least = variant.min_set
    scores = variant.set_scores
    for r in range(7, variant.set_min_rank - 1, -1):
        n = (hand & RANK_MASKS[r]).bit_count()
        if n >= least and n in scores:
            out.append((r, n))
    if len(out) > 1:
        out.sort(key=lambda t: (-t[1], -t[0]))
    return out


def combo_key(cls: DeclClass, mask: CardSet, variant: Variant) -> tuple[int, ...]:
    """The comparison key of one combination (higher wins)."""
    if cls is DeclClass.POINT:
        return variant.point_key(*point_value(mask))
    if cls is DeclClass.SEQUENCE:
        run = run_of(mask)
        assert run is not None
        return (run[2], run[1])
    st = set_of(mask)
    assert st is not None
    return (st[1], st[0])


def combo_score(cls: DeclClass, mask: CardSet, variant: Variant) -> int:
    if cls is DeclClass.POINT:
        return variant.point_score(*point_value(mask))
    if cls is DeclClass.SEQUENCE:
        return variant.sequence_score(mask.bit_count())
    return variant.set_score(mask.bit_count())


def declaration_score(cls: DeclClass, combos: tuple[CardSet, ...], variant: Variant) -> int:
    return sum(combo_score(cls, m, variant) for m in combos)


def best_declaration(hand: CardSet, cls: DeclClass, variant: Variant) -> tuple[CardSet, ...]:
    """Everything the hand holds in a class, best first: the full declaration."""
    if cls is DeclClass.POINT:
        p = best_point(hand, variant)
        return (p,) if p else ()
    if cls is DeclClass.SEQUENCE:
        return tuple(run_mask(s, top, n) for s, top, n in held_sequences(hand, variant.min_sequence))
    return tuple(hand & RANK_MASKS[r] for r, _ in held_sets(hand, variant))


def describe_combo(cls: DeclClass, mask: CardSet, variant: Variant) -> str:
    """'point of five in hearts (forty-nine)', 'quint to the king in spades', 'three kings'."""
    if cls is DeclClass.POINT:
        length, value = point_value(mask)
        suit = suits_in(mask)[0]
        return f"point of {length} in {SUIT_NAMES[suit]} ({value})"
    if cls is DeclClass.SEQUENCE:
        run = run_of(mask)
        assert run is not None
        s, top, n = run
        return f"{SEQUENCE_NAMES.get(n, str(n))} to the {RANK_NAMES[top]} in {SUIT_NAMES[s]}"
    st = set_of(mask)
    assert st is not None
    r, n = st
    return ("fourteen " if n == 4 else "three ") + RANK_PLURALS[r]


# ---------------------------------------------------------------------------
# Legality


def check_declaration(cls: DeclClass, combos: tuple[CardSet, ...], hand: CardSet, variant: Variant) -> None:
    """Raise :class:`IllegalActionError` naming the rule if the declaration is not
    allowed for this hand."""
    seen = 0
    for m in combos:
        if not isinstance(m, int) or m <= 0:
            raise IllegalActionError("a declared combination must hold at least one card", "declare-empty")
        if m & ~hand:
            raise IllegalActionError("you cannot declare cards you do not hold", "declare-not-held")
        if m & seen:
            raise IllegalActionError("two declared combinations share a card", "declare-overlap")
        seen |= m
    if cls is DeclClass.POINT:
        if len(combos) > 1:
            raise IllegalActionError("the point is one suit: declare a single set of cards", "point-one")
        if combos and one_suit(combos[0]) is None:
            raise IllegalActionError("a point is made of cards of one suit", "point-suit")
        return
    if cls is DeclClass.SEQUENCE:
        runs = []
        for m in combos:
            run = run_of(m)
            if run is None:
                raise IllegalActionError(
                    "a sequence is cards of one suit following in rank order", "sequence-run"
                )
            if run[2] < variant.min_sequence or run[2] not in variant.sequence_scores:
                raise IllegalActionError(
                    f"a sequence has at least {variant.min_sequence} cards", "sequence-length"
                )
            runs.append(run)
        for (s1, t1, n1), (s2, t2, n2) in combinations(runs, 2):
            if s1 == s2 and (t1 - n1 == t2 or t2 - n2 == t1):
                raise IllegalActionError(
                    "two sequences that touch are one sequence: declare them as one", "sequence-touch"
                )
    else:
        for m in combos:
            st = set_of(m)
            if st is None:
                raise IllegalActionError("a set is cards of one rank", "set-rank")
            r, n = st
            if r < variant.set_min_rank:
                raise IllegalActionError(
                    f"{RANK_PLURALS[r]} never make a set: only tens and higher count", "set-low"
                )
            if n not in variant.set_scores:
                raise IllegalActionError("a set is three or four cards of one rank", "set-size")
    if len(combos) > 1:
        first = combo_key(cls, combos[0], variant)
        if any(combo_key(cls, m, variant) > first for m in combos[1:]):
            raise IllegalActionError(
                f"declare your best {cls.value} first: it is the one compared", "declare-order"
            )


def _canonical(cls: DeclClass, combos: list[CardSet], variant: Variant) -> tuple[CardSet, ...]:
    return tuple(sorted(combos, key=lambda m: (combo_key(cls, m, variant), -m), reverse=True))


def _runs_within(length: int, min_len: int) -> list[list[tuple[int, int]]]:
    """Ways to pick non-touching runs (offset from the top, length) inside a run."""
    out: list[list[tuple[int, int]]] = []

    def rec(pos: int, acc: list[tuple[int, int]]) -> None:
        if pos >= length:
            out.append(list(acc))
            return
        rec(pos + 1, acc)  # leave this card out
        for n in range(min_len, length - pos + 1):
            acc.append((pos, n))
            rec(pos + n + 1, acc)  # the next card is left out: runs never touch
            acc.pop()

    rec(0, [])
    return out


def declaration_options(cls: DeclClass, hand: CardSet, variant: Variant) -> list[tuple[CardSet, ...]]:
    """Every legal declaration in a class for this hand, ``()`` (nothing) first,
    each in canonical order (best first)."""
    options: list[tuple[CardSet, ...]] = [()]
    if cls is DeclClass.POINT:
        for s in range(4):
            b = (hand >> (s << 3)) & 0xFF
            sub = b
            while sub:
                options.append((sub << (s << 3),))
                sub = (sub - 1) & b
        return options
    per_group: list[list[list[CardSet]]] = []
    if cls is DeclClass.SEQUENCE:
        lengths = set(variant.sequence_scores)
        for s, top, n in held_sequences(hand, variant.min_sequence):
            choices = []
            for picks in _runs_within(n, variant.min_sequence):
                if all(k in lengths for _, k in picks):
                    choices.append([run_mask(s, top - off, k) for off, k in picks])
            per_group.append(choices)
    else:
        sizes = sorted(variant.set_scores)
        for r in range(variant.set_min_rank, 8):
            held = hand & RANK_MASKS[r]
            cards = [c for c in range(32) if held >> c & 1]
            choices = [[]]
            for k in sizes:
                for combo in combinations(cards, k):
                    m = 0
                    for c in combo:
                        m |= 1 << c
                    choices.append([m])
            if len(choices) > 1:
                per_group.append(choices)
    for chosen in product(*per_group):
        flat = [m for group in chosen for m in group]
        if flat:
            options.append(_canonical(cls, flat, variant))
    return options


def compare(
    cls: DeclClass, elder: tuple[CardSet, ...], younger: tuple[CardSet, ...], variant: Variant
) -> int:
    """+1 if elder's declaration wins the class, -1 if younger's, 0 if neither scores
    (equal, or both declared nothing)."""
    if not elder and not younger:
        return 0
    if not younger:
        return 1
    if not elder:
        return -1
    ke = combo_key(cls, elder[0], variant)
    ky = combo_key(cls, younger[0], variant)
    return (ke > ky) - (ke < ky)


def hand_summary(
    hand: CardSet, variant: Variant
) -> tuple[tuple[int, int], list[tuple[int, int, int]], list[tuple[int, int]]]:
    """All three classes at once, for evaluation: ((point length, value),
    sequences (suit, top, length), sets (rank, size))."""
    best = None
    for s in range(4):
        b = (hand >> (s << 3)) & 0xFF
        if b:
            key = (POPCOUNT8[b], VALUE8[b])
            if best is None or variant.point_key(*key) > variant.point_key(*best):
                best = key
    best_len, best_val = best or (0, 0)
    return (best_len, best_val), held_sequences(hand, variant.min_sequence), held_sets(hand, variant)

