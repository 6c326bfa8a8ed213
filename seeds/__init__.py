"""The seed records, shipped with the game: worked examples, and the tutorial's
lessons in ``tutorial/``."""
