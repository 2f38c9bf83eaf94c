"""Benchmarks of the dashboard's own cost, apart from the features: `dl-dashboard bench sampler|engine|idle|window`.

They measure, they do not assert: the README quotes their output next to the command that produced it. The two
that need the window live in ``dashboard.ui.selfbench``.
"""
