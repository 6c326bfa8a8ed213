"""``python -m piquet_game.cli``: the ``piquet`` command."""

import sys

from . import main

if __name__ == "__main__":
    sys.exit(main())
