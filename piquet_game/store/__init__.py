"""What the game keeps on disk about the parties played (no pygame here).

* :mod:`.files`: the one reader and writer of the game's JSON files (damaged files
  moved aside, newer ones left alone, atomic writes);
* :mod:`.autosave`: the partie in progress, saved after every action and resumed
  exactly, the computer's future choices included;
* :mod:`.history`: finished parties, kept as game records;
* :mod:`.stats`: statistics computed from them.
"""
