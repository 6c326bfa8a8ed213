"""Piquet, the card game, on the desktop."""

#: The program's version: the one place it is written (the package's metadata, the
#: window's About, ``piquet --version`` and the network's handshake read it).
__version__ = "0.1.0"
