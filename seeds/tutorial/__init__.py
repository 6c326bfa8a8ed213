"""The tutorial's lessons: one game record per lesson, with its ``lesson`` object."""
