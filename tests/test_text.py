"""The window's text: lines wrapped and fitted are measured once, and remembered
within a bound."""

import pygame

from piquet_game.view.text import Text


class CountingFont:
    """A font that counts how often it measures."""

    def __init__(self, font: pygame.font.Font) -> None:
        self.font, self.measured = font, 0

    def size(self, text: str) -> tuple[int, int]:
        self.measured += 1
        return self.font.size(text)


def test_wrapped_lines_fit_are_measured_once_and_are_the_callers_own():
    pygame.font.init()
    text = Text(limit=3)
    font = CountingFont(text.font(16))
    text._fonts[(16, False)] = font  # type: ignore[assignment]
    words = "the king of clubs takes the trick and the cards " * 4
    lines = text.wrap(words, 16, 200)
    assert len(lines) > 2 and all(font.font.size(line)[0] <= 200 for line in lines)
    assert " ".join(lines) == " ".join(words.split())
    measured = font.measured
    assert measured >= len(words.split()) - 1
    lines.append("changed by the caller")
    assert text.wrap(words, 16, 200) == lines[:-1] and font.measured == measured
    assert text.wrap(words, 16, 120) != lines[:-1] and font.measured > measured  # another width
    for k in range(4):  # the oldest are forgotten past the limit
        text.wrap(f"line {k}", 16, 200)
    assert len(text._wrapped) == 3
    again = font.measured
    assert text.wrap(words, 16, 200) == lines[:-1] and font.measured > again


def test_a_fitted_line_shrinks_then_is_cut_and_is_remembered():
    pygame.font.init()
    text = Text()
    font = CountingFont(text.font(20))
    long = "Quatorze of aces, and a sixième major in hearts " * 3
    words, size = text.fitted("Repique", 20, 400)
    assert (words, size) == ("Repique", 20)
    words, size = text.fitted(long, 20, 300)
    assert size == 15 and words.endswith("…") and text.font(size).size(words)[0] <= 300
    text._fonts[(20, False)] = font  # type: ignore[assignment]
    assert text.fitted(long, 20, 300) == (words, size) and font.measured == 0
