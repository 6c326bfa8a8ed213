"""The tutorial: lessons on fixed deals, the tutor that judges the learner's moves,
the teacher that explains an ordinary game as it is played, and the learner's
progress.  No pygame here; the scenes are in :mod:`piquet_game.view.tutorial`."""
