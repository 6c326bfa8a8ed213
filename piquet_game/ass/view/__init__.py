"""The screens of Ass: its setup, its table, its kept games, its lesson."""
