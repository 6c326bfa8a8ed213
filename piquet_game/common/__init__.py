"""What every game of the house shares, and nothing of any one game.

Piquet (:mod:`piquet_game.rules`) and Ass (:mod:`piquet_game.ass.rules`) are independent
packages: neither imports the other (``pyproject.toml`` declares it and ``.ci/run``
checks it).  What both need lives here:

* :mod:`.bits`: a set of cards as a bit mask (each game numbers its own cards);
* :mod:`.errors`: the typed errors an illegal action, bad notation or a broken
  record raises;
* :mod:`.events`: the :class:`~.events.Event` an action makes happen, and who may
  see it;
* :mod:`.names`: players' names checked, and any text quoted safely in a message;
* :mod:`.jsontext`: the JSON of the game's files, read with limits;
* :mod:`.table_game`: the declared interface of a game at a table.
"""
