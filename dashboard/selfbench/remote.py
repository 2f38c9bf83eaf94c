"""`dl-dashboard bench remote --remote HOST`: what watching and driving a machine over ssh costs.

Two figures, each against the same thing done through a local agent, so that only the link differs:
- the latency of an event: a hardware sample's arrival here less the time its agent took it, for a monitor at
  0.25 s over ssh and through a local pipe (median and 95th percentile of each, and the difference);
- a run's throughput: the same short training run through the local agent and on HOST, interleaved, its steady
  samples/s; the ratio remote/local (the goal is 0.97 or more on a loopback link, where the two share the cores).
Measured on loopback (the tests' sshd, `python -m tests.sshd`), the remote machine is this one, so the difference is
the link's alone. The remote runs are saved on HOST, as every run is; this machine's copies go to a scratch folder.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import tempfile
import time
from collections.abc import Iterator
from typing import Any

from dashboard.errors import UserError
from dashboard.protocol.conversation import Conversation, Uncontrolled
from dashboard.protocol.messages import Request, Sample
from dashboard.protocol.transport import HERE, Machine
from dashboard.selfbench import SelfBenchResult
from dashboard.training.config import TrainConfig

GOAL_RATIO = 0.97
INTERVAL_S = 0.25


def bench_remote(machine: Machine, samples: int = 40, repeats: int = 3, steps: int = 250) -> SelfBenchResult:
    local_latency = _latencies(HERE, samples)
    remote_latency = _latencies(machine, samples)
    local_rates: list[float] = []
    remote_rates: list[float] = []
    with _scratch_data():
        config = TrainConfig(allow_download=False).with_length("steps", steps)
        for repeat in range(repeats):
            for where in ((HERE, machine) if repeat % 2 == 0 else (machine, HERE)):
                (remote_rates if where.remote else local_rates).append(_samples_per_second(config, where))
    ratio = statistics.median(remote_rates) / statistics.median(local_rates)
    extra = {"median": round(statistics.median(remote_latency) - statistics.median(local_latency), 1),
             "p95": round(_p95(remote_latency) - _p95(local_latency), 1)}
    figures: dict[str, Any] = {
        "host": machine.host, "samples": samples, "interval_s": INTERVAL_S, "repeats": repeats, "steps": steps,
        "model": config.model,
        "local_latency_ms": _summary(local_latency), "remote_latency_ms": _summary(remote_latency),
        "extra_latency_ms": extra,
        "local_samples_per_second": [round(rate, 1) for rate in local_rates],
        "remote_samples_per_second": [round(rate, 1) for rate in remote_rates],
        "throughput_ratio": round(ratio, 3), "goal_ratio": GOAL_RATIO,
    }
    line = (f"remote {machine.host}: an event arrives {extra['median']:+.1f} ms later at the median "
            f"({extra['p95']:+.1f} ms at p95) than through a local pipe ({samples} samples each: over ssh median "
            f"{statistics.median(remote_latency):.1f} ms, p95 {_p95(remote_latency):.1f} ms); a {config.model} run of "
            f"{steps} steps trains at {ratio:.3f} of its local speed there (medians of {repeats}; remote "
            f"{_spread(remote_rates)}, local {_spread(local_rates)} samples/s; goal {GOAL_RATIO})")
    return SelfBenchResult(line, figures)


def _latencies(machine: Machine, samples: int) -> list[float]:
    """Milliseconds from each sample's taking (its agent's clock, this machine's on loopback) to its arrival here."""
    latencies: list[float] = []
    conversation = Conversation(Request("monitor", {"interval": INTERVAL_S, "seconds": samples * INTERVAL_S}),
                                Uncontrolled(), None, machine)
    for message in conversation:
        if isinstance(message, Sample):
            latencies.append((time.time() - float(message.snapshot["timestamp"])) * 1000)
    if len(latencies) < samples // 2:
        raise UserError(f"{machine.name} sent {len(latencies)} of {samples} samples")
    return latencies


def _samples_per_second(config: TrainConfig, machine: Machine) -> float:
    from dashboard.training.child import ChildRun
    from dashboard.training.events import RunSummary

    summary = None
    for event in ChildRun(config, machine=machine):
        if isinstance(event, RunSummary):
            summary = event
    if summary is None or summary.status != "completed" or not summary.samples_per_second:
        raise UserError(f"the benchmark run on {machine.name} did not complete: "
                        f"{summary.message if summary else 'no summary'}")
    return float(summary.samples_per_second)


@contextlib.contextmanager
def _scratch_data() -> Iterator[None]:
    """This machine's runs (and copies of remote ones) go to a folder removed afterwards."""
    before = os.environ.get("DL_DASHBOARD_DATA_DIR")
    with tempfile.TemporaryDirectory() as root:
        os.environ["DL_DASHBOARD_DATA_DIR"] = root
        try:
            yield
        finally:
            if before is None:
                os.environ.pop("DL_DASHBOARD_DATA_DIR", None)
            else:
                os.environ["DL_DASHBOARD_DATA_DIR"] = before


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]


def _summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 1), "p95": round(_p95(values), 1),
            "min": round(min(values), 1), "max": round(max(values), 1)}


def _spread(values: list[float]) -> str:
    return f"{min(values):,.0f}-{max(values):,.0f}"
