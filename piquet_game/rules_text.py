"""The rules of Rubicon Piquet as this game plays them, in plain words for the Rules screen.

``RULES_SECTIONS`` is a list of (title, body) pairs.  Each body is plain text:
paragraphs separated by a blank line, lists as lines starting with ``"- "``.
"""

from __future__ import annotations

RULES_SECTIONS: list[tuple[str, str]] = [
    (
        "The pack and the deal",
        """\
Piquet is a game for two players, played with a pack of 32 cards: seven, eight, nine, ten, jack, \
queen, king and ace in each of the four suits. The ace is the highest card. For comparing points \
the cards have values: ace 11, king, queen and jack 10, the others their face value.

A partie is six deals, and the deal passes from one player to the other. The player who cuts the \
lower card deals first. The dealer is called younger hand; the other player is elder hand and has \
the advantage of leading to the first trick.

Each player receives twelve cards, dealt two or three at a time (the choice is made once for the \
whole partie). The eight cards left over are laid face down as the talon: the top five are elder's \
share, the last three younger's.""",
    ),
    (
        "Carte blanche",
        """\
A hand of twelve cards without a king, queen or jack is a carte blanche. Aces are allowed. It is \
worth 10 points, scored before anything else in the deal, but only if the player declares it; he \
may keep quiet about it instead.

Elder declares a carte blanche and shows his hand at once. Younger declares his at once too, but \
shows it only after elder has made his exchange.""",
    ),
    (
        "The exchange",
        """\
- Elder must discard at least one card and at most five, face down, then take the same number \
from the top of the talon. If he takes fewer than five, he may look at the cards he left of his \
share; they stay in the talon for younger.
- Younger may then discard any number of cards, from none up to the number left in the talon. He \
draws first any cards elder left, then from his own three.
- If cards are still left in the talon, younger decides whether both players see them or neither \
does. They take no further part in the deal.

Each player may look at his own discards at any time during the deal.""",
    ),
    (
        "The point",
        """\
The point is the number of cards in your longest suit. Elder announces it ("Point of five") and \
younger answers: "Good" if elder's is better, "Not good" if his own is better, or "Equal" if both \
are the same length.

When the lengths are equal, younger asks "Making?" and the higher total of card values wins. If \
the values are equal too, nobody scores for the point. The winner scores one point for each card \
of his point.""",
    ),
    (
        "Sequences",
        """\
A sequence is three or more cards of one suit in unbroken order of rank, such as ten, jack, queen.

- Tierce (3 cards): 3 points
- Quart (4 cards): 4 points
- Quint (5 cards): 15 points
- Sixième (6): 16, septième (7): 17, huitième (8): 18

A longer sequence beats a shorter one. Between two of the same length, younger asks "To what?" \
and the one with the higher top card wins; if the tops are equal, nobody scores. The winner also \
scores every other sequence he declares, even ones lower than his opponent's best.""",
    ),
    (
        "Sets",
        """\
A set is three or four cards of the same rank, ten or higher: tens, jacks, queens, kings or aces. \
Nines, eights and sevens never count.

- Three of a kind (a trio): 3 points
- Four of a kind (a quatorze, "fourteen aces"): 14 points

Any quatorze beats any trio; between two of the same size, the higher rank wins, so a tie cannot \
happen. The winner also scores every other set he declares.""",
    ),
    (
        "The order of declaring",
        """\
The three classes are always declared in the same order: point, then sequences, then sets. In each \
class elder declares first and younger answers, and only the winner of the class scores in it. A \
player with nothing in a class simply has nothing to answer with, and the other scores what he \
declares.

You may sink a combination: leave it undeclared, or declare less than you hold, to keep your \
hand hidden. What you do not declare does not score. What does score is shown in full to your \
opponent, suit and cards.

At the table elder announces his scores, leads and counts one for the lead ("Quint to the king, \
fifteen; and one for the lead, sixteen"), and younger counts his own as he plays to the first \
trick.""",
    ),
    (
        "Repique and pique",
        """\
For these two bonuses the points are taken strictly in this order: carte blanche (elder's, then \
younger's), the point, sequences, sets, and only then the points of trick play.

Repique: if a player reaches 30 from carte blanche and declarations alone while his opponent has \
scored nothing yet in the deal, he adds 60 (30 becomes 90). Either player can repique. An \
"Equal" is not a score and does not prevent it.

Pique: if elder reaches 30 with his declarations and his trick points together while younger \
still has nothing in the deal, he adds 30 (30 becomes 60). The points for leading, winning tricks \
and the last trick count towards it; the 10 for the cards and the 40 for capot do not. Younger can \
never pique, because elder always scores one for the first lead before younger can win a trick.""",
    ),
    (
        "Trick play",
        """\
Elder leads to the first trick. You must follow suit if you can; if you cannot, you may play any \
card. There are no trumps: the higher card of the suit led wins the trick, and the winner leads \
to the next.

- 1 point for each trick you lead
- 1 point for each trick you win when your opponent led
- 1 more point for winning the last (twelfth) trick""",
    ),
    (
        "The cards and capot",
        """\
After the last trick, the player who won more tricks (seven to eleven) scores 10 for the cards. \
At six tricks each, nobody scores for the cards.

A player who wins all twelve tricks makes capot and scores 40 instead of the 10 for the cards.""",
    ),
    (
        "The partie and the rubicon",
        """\
After six deals the player with the higher total wins the partie.

- If the loser has 100 or more, the winner scores 100 plus the difference between the two \
totals. Won 154 to 113: 154 - 113 + 100 = 141.
- If the loser has less than 100, he is rubiconed: the winner scores 100 plus both totals added \
together, even if the winner too is under 100. Won 154 to 93: 154 + 93 + 100 = 347.

If the totals are equal after six deals, two more deals are played, one dealt by each player. If \
they are still equal, the partie is drawn.""",
    ),
]
