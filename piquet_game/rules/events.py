"""Events: what an action made happen, in the order it happened.

The kinds of Piquet's events; the :class:`~piquet_game.common.events.Event` itself is
the house's, shared with Ass.

Every :meth:`Game.apply` returns a list of events.  A view animates them, a tutorial
explains them, the score sheet sums the scoring ones.  An event with ``to`` set is
private to that seat (your own draws, the cards elder may look at); ``to is None``
means both seats see it.  :meth:`Event.visible_to` is the one test of that.

Scoring kinds (as in docs/RECORD-FORMAT.md): ``blanche point sequence set repique pique
lead win last cards capot open-capot overtricks undertricks``
(these two with ``info`` (tricks,)); ``points`` is what was scored and ``total`` the seat's
running score in the deal after it.

Other kinds:

=================  ==========================================================
``deal``           a deal starts: ``seat`` is the dealer, ``info`` (deal number,)
``hand``           private: the cards dealt to ``seat`` (``cards``)
``blanche-shown``  younger's carte blanche is shown after elder's exchange
``exchange``       ``seat`` exchanged ``info[0]`` cards (public count)
``discard``        private: the cards ``seat`` discarded
``draw``           private: the cards ``seat`` drew
``peek``           private to elder: the cards he left of his share; ``info`` has
                   them in talon order, top first (younger draws from the top)
``rest``           the cards nobody took; public when shown, else private to nobody
``announce``       ``seat`` opens a class: ``info`` is (length,) for the point and
                   sequence, (size, rank) for a set; ``()`` is "nothing to declare"
``ask``            younger asks for the tie-break ("making?", "to what?")
``tiebreak``       elder answers it: ``info`` (value,) for a point, (top rank,) for a
                   sequence
``answer``         younger's answer: ``good``, ``not-good`` or ``equal``
                   (encoded as a string in ``word``)
``play``           ``seat`` played ``cards[0]``
``trick``          ``seat`` won the trick; ``cards`` are the two cards, lead first
``korolik``        a korolik begins (Russian): the players drew for its deal and
                   ``seat`` drew the lower card and deals first; ``info`` is
                   (korolik number,)
``capot-call``     ``seat`` announced an open capot before the first lead
``call``           ``seat`` made a call in the auction (``word``: ``8+``, ``pass``,
                   ``double``...; Contract Piquet)
``contract``       the auction is over: ``seat`` is the declarer, ``word`` the
                   contract (``8+ redoubled``), ``info`` (tricks, 1 if minus,
                   multiplier)
``redeal``         both passed: the same dealer (``seat``) deals again
``deal-end``       ``info`` are the deal scores by seat
``game-end``       a game of a match is won by ``seat`` (Picchetto); ``info`` is
                   (game number, total of seat 0, total of seat 1)
``partie-end``     ``info`` are the totals; ``seat`` the winner or None; ``points``
                   what the winner scores
=================  ==========================================================
"""

from ..common.events import NOBODY as NOBODY
from ..common.events import SCORING_KINDS as SCORING_KINDS
from ..common.events import Event as Event
