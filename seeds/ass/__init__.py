"""Records of Ass: worked examples and whole games (piquet replay plays them)."""
