"""Ass, the 36-card game for two to six: everything of it in one package.

Its parts sit at the layers of the house (``pyproject.toml``): ``rules`` (the
engine, beside Piquet's and independent of it), ``ai`` (the computer's players),
``book`` (its chapter of the rules book), ``store`` (its kept games), ``view`` (its
screens) and ``cli`` (its command).  The shell reaches them only through the
registries of the families of games."""
