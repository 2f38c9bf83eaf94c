"""Experiments: measured sweeps and comparisons built on the training engine. No Qt here."""
