"""What the deal's review says of a decision: where, what it lost, the better
choice and why; and how big a loss is marked on the replay's timeline."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..ai.reason import hint_line
from ..ai.review import Decision, review_deal
from ..i18n import N_, Translator
from ..rules.cards import cards_of
from ..variant_words import call_words
from ..vocabulary import Vocabulary

#: A loss below this (points) counts as the best choice.
NEGLIGIBLE = 0.05


#: A decision that lost this much (points) or more is marked on the replay's timeline,
#: and one that lost BIG_LOSS or more in its own colour.
MARKED = 0.5


BIG_LOSS = 3.0


#: A declaration that lost points, by its class.
DECLARED = {
    "point": N_("The point: declaring {chosen} lost about {loss} points (± {error}); declaring {best} "
                "was better"),
    "sequence": N_("The sequences: declaring {chosen} lost about {loss} points (± {error}); declaring {best} "
                   "was better"),
    "set": N_("The sets: declaring {chosen} lost about {loss} points (± {error}); declaring {best} "
              "was better"),
}


def review_sentences(d: Decision, tr: Translator) -> list[str]:
    """What the review says of one decision: where, what it lost and the better
    choice; then why the better one is better, as a hint says it (when it says)."""
    vocab = Vocabulary(tr)
    chosen = ", ".join(vocab.card(c) for c in cards_of(d.chosen_cards)) or tr("nothing")
    best = ", ".join(vocab.card(c) for c in cards_of(d.best_cards)) or tr("nothing")
    if d.kind == "call":  # the auction of Contract Piquet: the calls said as the table says them
        said = tr("The auction: calling {chosen} lost about {loss} points (± {error}); {best} was better")
        chosen, best = (call_words(word.removeprefix("call "), tr) for word in (d.chosen, d.best))
    elif d.kind == "play":
        said = tr("Trick {trick}: {chosen} lost about {loss} points (± {error}); {best} was better")
    elif d.kind == "declare":
        said = tr(DECLARED.get(d.cls, DECLARED["point"]))
    else:
        said = tr("The exchange: discarding {chosen} lost about {loss} points (± {error}); "
                  "discarding {best} was better")
    out = [said.format(trick=d.trick, chosen=chosen, best=best, loss=tr.decimal(d.loss),
                       error=tr.decimal(d.error))]
    if d.why is not None:
        out.append(hint_line(d.why, tr))
    return out


@dataclass(frozen=True)
class Reviewer:
    """How a family's deal is reviewed on the review's screen: its review
    (``review(record, deal, seat, progress=, executor=)``), what it says of a
    decision, its headline (``{loss}``, ``{n}``), and whether the decisions are
    valued on a pool of worker processes."""

    review: Callable[..., Any]
    sentences: Callable[[Any, Translator], list[str]]
    head: str
    pooled: bool = True


PIQUET_REVIEWER = Reviewer(
    review_deal, review_sentences, N_("About {loss} points lost in this deal, over {n} decisions"))
