"""The GPU advisor: a verified GPU catalogue, memory and speed estimates for a model, and micro-benchmarks.

No Qt here: the CLI and the Advisor page call the same functions.
"""
