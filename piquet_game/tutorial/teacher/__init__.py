"""Teach while you play: the rules of each moment of an ordinary game, as it comes.

:class:`Teacher` is fed every engine event of a partie, in order, and answers each with
a few plain lines for a newcomer:

* when a phase of a deal begins, what happens in it and how it scores (the deal, carte
  blanche when one is declared, elder's exchange, younger's exchange, the point,
  sequences, sets, trick play, the count after the last trick); each phase is narrated
  once per deal, in full the first time in the partie and as a short reminder after;
* for every scoring event, one line saying why it scored what it scored, worked out
  from the event and the variant's own numbers ("A quint, five in a row, counts 15: 5,
  plus 10 for a run of five or more");
* at the end of the partie, the settlement with its figures (the rubicon when a
  player stayed under it).

Each game is taught in its own rules and words, read from its variant: Russian
Piquet's koroliks, its exchanges of none or three to five, its open capot, leza and last
trick of four, its pique for elder only and its blocking rule (only the other's
declarations stop a pique or repique); Picchetto's point said by its value and answered
"va bene", "non basta" or "uguale", the dealer's Bianco, the duty to head the trick,
picca by either player and its match of three games to 150, 150 and 221.

The teacher speaks the language of its translator (``tr``, English by default): each
sentence is one entry of the catalogue (area "teacher"), written twice where its verb
agrees with "you" or with a player's name; the cards, ranks, suits, sequences and sets
are named by :class:`~piquet_game.vocabulary.Vocabulary`, the game's own words (a
Picchetto's "picca", Russian Piquet's "leza") by their own entries.

Points for leading a trick and for winning one come a dozen times a deal: the first of
each kind in a deal is explained, the rest are counted without a word.

The teacher only ever speaks of what the viewer may know.  An event the viewer may
not see (``event.visible_to(viewer)``; with ``viewer=None``, two players sharing a
screen, only public events) produces nothing and changes nothing, so no line can
depend on a hidden card.  Private events the viewer may see (his hand, discards,
draws) are not explained either: every phase begins with a public event.

To join a partie already under way, feed the teacher the events so far and drop its
lines.  Pure Python: no pygame here.
"""

from .teacher import Teacher
from .teaching import PARTIE_END, PHASES, Note, Teaching

__all__ = ["PARTIE_END", "PHASES", "Note", "Teacher", "Teaching"]
