"""The colours the screens share (the cards' own are in cardart)."""

INK = (243, 236, 216)      # text
GOLD = (240, 210, 122)     # titles, totals, what is chosen
DIM = (190, 200, 190)      # quieter text
ERROR = (255, 214, 140)    # what went wrong, or must be known
BORDER = (201, 169, 79)    # the gold line round panels and pages
PANEL = (22, 30, 25)       # the table's side panel
TEACH = (214, 232, 255)    # the teacher's words

__all__ = ["BORDER", "DIM", "ERROR", "GOLD", "INK", "PANEL", "TEACH"]
