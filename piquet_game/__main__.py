"""``python -m piquet_game``: the same as the ``piquet`` command."""

import sys

from .cli import main

sys.exit(main())
