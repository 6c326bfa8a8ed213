"""``python -m piquet_game.cli``: the ``piquet`` command."""

import sys

from . import main

sys.exit(main())
