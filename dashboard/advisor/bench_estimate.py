"""How long a benchmark run of one device will take, quick and full, worked out before it starts (for the labels
beside the Run button)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dashboard.advisor.session import AdviceRequest, BenchmarkRun
from dashboard.hardware.records import Inventory
from dashboard.text import fill, translate

if TYPE_CHECKING:
    from dashboard.advisor.placement import StepEstimate


@dataclass(frozen=True)
class BenchEstimate:
    """How long a benchmark run of one device will take, quick and full, before it starts (for the labels)."""

    device: str
    quick_s: float
    """The quick micro-benchmarks, reading the peaks included."""
    full_s: float
    model: str
    """"resnet18 at batch 64" (in the reader's language when it was worked out), or "" when no model is timed."""
    model_quick_s: float = 0.0
    model_full_s: float = 0.0
    step: StepEstimate | None = None
    """One training step of the model as foreseen, and the rate behind it."""
    quick_timing: str = ""
    full_timing: str = ""
    """How the model is timed, in words ("1 warm-up step, then 3 timed steps"); like every text here, in the reader's
    language when the estimate was worked out (a window asks again when its language changes)."""
    model_note: str = ""
    """Why the requested model is not timed on this device, a sentence ("" when it is)."""

    def seconds(self, quick: bool, with_model: bool) -> float:
        tests = self.quick_s if quick else self.full_s
        return tests + ((self.model_quick_s if quick else self.model_full_s) if with_model else 0.0)


def estimate_bench(device: str, inventory: Inventory | None = None, model: AdviceRequest | None = None
                   ) -> BenchEstimate:
    """The expected durations of a quick and a full run on ``device`` (reads the peaks and traces the model:
    seconds the first time, so off the GUI thread)."""
    quick = BenchmarkRun(device, inventory, True, model=model)
    quick.prepare()
    full = BenchmarkRun(device, quick.inventory, False, model=model)
    full.peaks, full.profile = quick.peaks, quick.profile
    full.prepare()
    name = "" if quick.model is None else fill(translate("Advisor", "{model} at batch {batch}"),
                                                model=quick.model.model, batch=quick.model.batch_size)
    return BenchEstimate(device, quick.tests_seconds, full.tests_seconds, name, quick.model_seconds,
                         full.model_seconds, quick.step_estimate, quick.timing.describe(), full.timing.describe(),
                         quick.model_note)
