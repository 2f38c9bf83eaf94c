"""`dl-dashboard bench first-point`: from Start to a run's first point on the chart, as the Training lab starts runs.

Each repeat trains the default model for a few steps in a child process twice: a fresh `dl-dashboard train` (what
every run paid before the spare process) and a spare that has had time to import torch (what the window does now),
in alternating order so that drift in the machine's speed hits both alike. Timed: from handing the settings over to
the first step's event arriving, which is when the chart draws its first point. The goal is 5 s.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable

from dashboard.errors import UserError
from dashboard.selfbench import SelfBenchResult
from dashboard.training.config import TrainConfig

GOAL_S = 5.0
SPARE_READY_S = 30.0
"""How long a spare is given to import torch before its run starts (a window's spare has the time the user takes to
choose the settings); a spare still importing is measured as it is, so this only makes the figure fair."""


def bench_first_point(repeats: int = 5, steps: int = 3,
                      wait: Callable[[float], None] = time.sleep) -> SelfBenchResult:
    """Median and range of seconds to the first step, fresh process against spare, over ``repeats`` each."""
    fresh: list[float] = []
    spare: list[float] = []
    with tempfile.TemporaryDirectory() as root:
        environment = {"DL_DASHBOARD_DATA_DIR": root}
        config = TrainConfig(allow_download=False).with_length("steps", steps)
        for repeat in range(repeats):
            order = (False, True) if repeat % 2 == 0 else (True, False)
            for use_spare in order:
                seconds = _first_point_s(config, environment, use_spare, wait)
                (spare if use_spare else fresh).append(seconds)
    figures = {"goal_s": GOAL_S, "repeats": repeats, "model": TrainConfig().model,
               "fresh_s_median": round(statistics.median(fresh), 2),
               "fresh_s_range": [round(min(fresh), 2), round(max(fresh), 2)],
               "spare_s_median": round(statistics.median(spare), 2),
               "spare_s_range": [round(min(spare), 2), round(max(spare), 2)]}
    line = (f"first training point ({figures['model']}, default settings): with the spare process "
            f"{figures['spare_s_median']:.2f} s median ({min(spare):.2f}-{max(spare):.2f} s), a fresh process "
            f"{figures['fresh_s_median']:.2f} s ({min(fresh):.2f}-{max(fresh):.2f} s), {repeats} each; goal "
            f"{GOAL_S:.0f} s")
    return SelfBenchResult(line, figures)


def _first_point_s(config: TrainConfig, environment: dict[str, str], use_spare: bool,
                   wait: Callable[[float], None]) -> float:
    from dashboard.training.child import ChildRun
    from dashboard.training.events import StepMetrics
    from dashboard.training.spare import SpareProcess

    spares = SpareProcess()
    process = None
    if use_spare:
        spares.start(environment)
        wait(SPARE_READY_S)
        process = spares.take(environment)
    started = time.monotonic()
    run = ChildRun(config, environment=environment, spare=process)
    first: float | None = None
    for event in run:
        if first is None and isinstance(event, StepMetrics):
            first = time.monotonic() - started
            run.control.stop()  # the point is drawn: the rest of the run is not what is timed
    if first is None:
        raise UserError("the benchmark run ended before its first step")
    return first
