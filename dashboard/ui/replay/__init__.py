"""Replay mode: a recording from another machine played in the window, with the machine it was made on."""
