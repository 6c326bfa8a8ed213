"""What the review of a deal of Ass says of a decision, in the player's language:
where it was, what it lost in banks and the better choice
(:mod:`piquet_game.ass.ai.review`)."""

from __future__ import annotations

from ..i18n import N_, Translator
from .phrases import bet_words
from .words import card_words

#: The headline of a review of Ass: the banks its decisions lost in all.
HEAD = N_("About {loss} banks lost in this deal, over {n} decisions")


def review_sentences(d, tr: Translator) -> list[str]:
    """What the review says of one decision of Ass (an :class:`~piquet_game.ass.ai.review.AssDecision`)."""
    loss, error = tr.decimal(d.loss), tr.decimal(d.error)
    if d.kind == "bet":
        said = tr("Go or no: saying {chosen} lost about {loss} banks (± {error}); {best} was better")
        return [said.format(chosen=bet_words(d.chosen == "go", tr), best=bet_words(d.best == "go", tr),
                            loss=loss, error=error)]
    said = tr("Trick {trick}: {chosen} lost about {loss} banks (± {error}); {best} was better")
    return [said.format(trick=d.trick, chosen=card_words(d.chosen_card, tr), best=card_words(d.best_card, tr),
                        loss=loss, error=error)]


__all__ = ["HEAD", "review_sentences"]
