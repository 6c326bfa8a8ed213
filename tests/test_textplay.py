"""The terminal game plays every game offered: Russian Piquet's open capot asked and
its koroliks told, Picchetto's point said by its value, its Bianco, its match of
games to the end; nothing of the computer's hand is printed."""

from __future__ import annotations

import io
import random

import pytest

from piquet_game.commentary import number_words
from piquet_game.rules import Exchange, OpenCapot, Phase
from piquet_game.rules.cards import names
from piquet_game.rules.variant import PICCHETTO, RUSSIAN, VARIANTS
from piquet_game.textplay import TextGame


class Answers:
    """The person's side: a legal move in the engine's notation whenever the game
    asks (one exchange of a count not allowed first, refused), Enter between deals;
    an open capot announced the first time it is asked, '1' (play on) after."""

    def __init__(self, seed: int) -> None:
        self.tg: TextGame | None = None
        self.rng = random.Random(seed)
        self.capots: list[str] = []
        self.wrong_count_tried = False
        self.lines = 0

    def readline(self) -> str:
        self.lines += 1
        if self.lines > 5000:
            return ""  # the end of input: the game stops
        g = self.tg.game
        if g.phase is Phase.DEAL or g.to_move != 0:
            return "\n"
        if g.phase is Phase.OPEN_CAPOT:
            self.capots.append("2" if not self.capots else "1")
            return self.capots[-1] + "\n"
        if g.phase is Phase.EXCHANGE_ELDER and 1 not in g.exchange_counts() and not self.wrong_count_tried:
            self.wrong_count_tried = True
            return names(g.hands[0])[0] + "\n"  # one card: Russian Piquet takes none or three
        action = self.rng.choice(g.legal_actions())
        if isinstance(action, Exchange) and not action.discard:
            return "exchange -" + (" show" if action.show_rest else " hide" if action.show_rest is False
                                   else "") + "\n"
        return str(action) + "\n"


def play(variant, seed: int) -> tuple[TextGame, str, Answers]:
    answers = Answers(seed)
    out = io.StringIO()
    tg = TextGame(seed, answers, out, level=1, variant=variant)  # type: ignore[arg-type]
    answers.tg = tg
    assert tg.run() == 0
    return tg, out.getvalue(), answers


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_game_is_played_to_its_end_in_the_terminal(name):
    tg, out, _answers = play(VARIANTS[name], 4)
    assert tg.game.is_over and tg.game.variant.name == name
    assert "Goodbye" not in out
    assert "The match is over" in out if tg.game.variant.game_targets else "The partie is over" in out


def test_russian_piquet_in_the_terminal():
    tg, out, answers = play(RUSSIAN, 5)
    g = tg.game
    assert "Korolik 1:" in out and "Korolik 2:" in out and "Korolik 2, deal 1 of 2" in out
    assert "Before the first lead: announce an open capot" in out
    assert answers.capots[0] == "2" and "You announce an open capot: all twelve tricks, for eighty." in out
    mine = [a for d in g.history for s, a in d.actions if s == 0 and isinstance(a, OpenCapot)]
    assert mine[0].announce
    assert "Not allowed: take no card, or at least 3" in out
    assert "leave the rest unseen" not in out and "show them to both?" not in out


def test_picchetto_in_the_terminal():
    tg, out, _answers = play(PICCHETTO, 6)
    g = tg.game
    said = [e for d in g.history for e in d.events if e.kind == "announce" and e.cls == "point" and e.info]
    # the point said by its value alone, in words (the commentary's): "Computer: Forty-nine."
    assert said and f": {number_words(said[0].info[0]).capitalize()}." in out
    assert "Partita, deal 1" in out and ("wins the Partita" in out or "win the Partita" in out)
    assert "The match is over" in out and "the match," in out
    # the computer's hand is never printed whole
    for log in g.history:
        theirs = names(log.hands[1])
        assert not any(all(c in line for c in theirs) for line in out.splitlines())


def test_the_terminal_auction_offers_enter_only_where_a_pass_is_allowed():
    """Contract Piquet in the terminal: before a double, Enter passes; once the other
    has doubled your bid, only redouble or content are offered and Enter is not
    said to pass (an Enter is refused with what to type)."""
    from piquet_game.rules.actions import CALLS, Call
    from piquet_game.rules.variant import variant_named
    from piquet_game.textplay import Refusal

    tg = TextGame(3, io.StringIO(), io.StringIO(), level=1, variant=variant_named("contract"))
    g = tg.game
    g.deal_random(random.Random(5))
    while g.phase is not Phase.AUCTION:
        g.apply(g.legal_actions()[0])  # a carte blanche told
    if g.to_move != 0:
        g.apply(CALLS["7+"])
    assert g.to_move == 0
    menu = tg.menu()
    assert "Enter passes; a bid may be typed too" in menu
    g.apply(CALLS["8+"])  # you bid
    g.apply(CALLS["double"])  # the computer doubles
    offered = {a.word for a in g.legal_actions() if isinstance(a, Call)}
    assert g.to_move == 0 and offered == {"redouble", "content"}
    menu = tg.menu()
    assert "Enter passes" not in menu and "Type the number of your call." in menu
    assert "redouble" in menu and "content" in menu
    with pytest.raises(Refusal) as refused:
        tg.interpret("")
    assert "number of your call" in str(refused.value)
    assert tg.interpret("content") == CALLS["content"]
