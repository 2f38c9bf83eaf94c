"""A comparison's series, free of torch so the GUI can describe an experiment without loading it."""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.training.config import TrainConfig


@dataclass(frozen=True)
class Variant:
    """One series of a comparison: a label and the configuration (device and precision included) it measures."""

    label: str
    config: TrainConfig
