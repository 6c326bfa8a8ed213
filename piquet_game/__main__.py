"""``python -m piquet_game``: the same as the ``piquet`` command."""

import sys

from .cli import main

if __name__ == "__main__":  # not when a worker process is spawned from it
    sys.exit(main())
