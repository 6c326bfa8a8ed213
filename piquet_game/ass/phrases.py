"""The words of Ass at the table, in the player's language: the ways a card takes
a trick and why, the trump options, the bet and the game's rules in a line.  Pure
words: the window and the terminal say them alike."""

from __future__ import annotations

from ..i18n import N_
from .rules.cards import SUIT_NAMES
from .rules.game import NO_TRUMPS, ONE_TRUMP, OWN, SENIOR_JUNIOR, TWO_TRUMPS
from .rules.trick import FIRST_READING

#: The ways a card takes a trick, as the table names them (the rules book explains).
WAY_WORDS = {
    "lead": N_("leads"),
    "older": N_("older"),
    "switch": N_("switch"),
    "trump": N_("trump"),
    "same": N_("same rank"),
    "one-less": N_("one less"),
    "kill": N_("kill"),
    "": N_("does not take"),
}


#: Why a card took the trick, a sentence of the commentary.
WAY_WHY = {
    "older": N_("{who}: {card} takes, older: it beats the main card"),
    "switch": N_("{who}: {card} takes, switch: an eight of another suit from a void hand; {suit} lead now"),
    "trump": N_("{who}: {card} takes with a trump above the main card"),
    "same": N_("{who}: {card} takes, the same rank as the main card"),
    "one-less": N_("{who}: {card} takes, one less: the next card down in the suit"),
    "kill": N_("{who}: {card} kills the card that held the trick: it goes back to {holder}"),
    "": N_("{who}: {card}, which does not take"),
    "lead": N_("{who}: {card} leads"),
}


TRUMP_OPTION_WORDS = {
    OWN: N_("each player his own trump suit"),
    NO_TRUMPS: N_("no trumps"),
    ONE_TRUMP: N_("one trump suit for all"),
    TWO_TRUMPS: N_("two trump suits for all"),
    SENIOR_JUNIOR: N_("spades senior, diamonds junior trumps"),
}


def bet_words(go: bool, tr) -> str:
    """What a player said before the first lead: ``go`` or ``no`` (the words of the
    game, not a yes-or-no)."""
    return tr.ptr("bet", "go") if go else tr.ptr("bet", "no")


def suit_words(suit: int, tr) -> str:
    return tr.ptr("suit", SUIT_NAMES[suit])


def trumps_words(rules, tr) -> str:
    """The trump option in words, naming the suits it fixes for the game: ``one
    trump suit for all: spades``, ``two trump suits for all: spades and hearts``."""
    said = tr(TRUMP_OPTION_WORDS[rules.trumps])
    if rules.trumps not in (ONE_TRUMP, TWO_TRUMPS) or not rules.trump_suits:
        return said
    suits = [suit_words(s, tr) for s in rules.trump_suits]
    named = suits[0] if len(suits) == 1 else tr("{first} and {last}").format(
        first=", ".join(suits[:-1]), last=suits[-1])
    return tr("{option}: {suits}").format(option=said, suits=named)


def rules_words(rules, tr) -> str:
    """``Ass, 4 players, each player his own trump suit``; ``Ass, 3 players, one
    trump suit for all: spades``."""
    return tr("Ass, {n} players, {trumps}").format(n=rules.players, trumps=trumps_words(rules, tr))


def reading_words(rules, tr) -> str:
    """A word for a game played by the first reading of the rules of tricks (begun
    before they were amended, and going on by them); "" for today's."""
    if rules.reading != FIRST_READING:
        return ""
    return tr("Played by the rules of tricks before their amendment of 28 November 2026")


#: Ass on this screen: its sentence, its options' labels and their values' words.
ASS_BLURB = N_("Another game, for two to six: 36 cards, four in the hand, a table of which card beats which, "
               "and banks to drop.")


#: (said with the context "trumps": see :func:`trump_option_words`)
ASS_TRUMP_WORDS = {1: "own", 2: "none", 3: "one", 4: "two", 5: "ranked"}


def trump_option_words(option: int, tr) -> str:
    """A trump option of Ass on its small button: ``own``, ``none``, ``one``, ``two``,
    ``ranked``."""
    context = "trumps"  # a variable: the catalogues read the words from _marks
    return tr.ptr(context, ASS_TRUMP_WORDS[option])
