"""`dl-dashboard maxbatch`: the largest batch that fits on a device, with every try timed (so the fastest comes too)."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from dashboard.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    Commands,
    add_model_options,
    add_record_option,
    config_from_args,
    print_json,
    progress,
    write_recording_of,
)
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import CPU_SEARCH_LIMIT, GPU_SEARCH_LIMIT, largest_batch_experiment
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.session import ExperimentSession
from dashboard.experiments.summary import ExperimentSummary
from dashboard.training.config import TrainConfig


def add_parser(commands: Commands) -> None:
    maxbatch = commands.add_parser("maxbatch", help="the largest batch that fits on a device")
    add_model_options(maxbatch)
    maxbatch.add_argument("--device", default="cpu", help="cpu, cuda:N or mps (default cpu)")
    maxbatch.add_argument("--limit", type=int, help=f"largest batch to try (default {GPU_SEARCH_LIMIT:,}; "
                          f"{CPU_SEARCH_LIMIT:,} on the CPU, where running out of memory means the kernel killing "
                          "the process)")
    maxbatch.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    add_record_option(maxbatch, "search")
    maxbatch.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from dashboard.advisor.fits import fit_experiment

    experiment = largest_batch_experiment(config_from_args(args, device=args.device), limit=args.limit)
    experiment, capped = fit_experiment(experiment)  # batch 1 too large for memory: refused here, in one line
    if capped:
        progress(f"dl-dashboard maxbatch: {capped}")
    session = ExperimentSession(experiment)
    session.prepare()
    for item in session:
        if isinstance(item, SweepPoint):
            rate = f", {item.samples_per_second:,.0f} samples/s" if item.status == "ok" else ""
            progress(f"batch {item.batch_size}: {'fits' if item.status == 'ok' else item.status}{rate}")
    write_recording_of(session.path, args.record, "maxbatch")
    result = session.largest
    if session.failure is not None:  # a save failed: the search stopped there
        progress(f"dl-dashboard maxbatch: {session.failure}")
        return EXIT_FAILED
    if result is None:
        reason = session.points[-1].message if session.points else "it was cancelled"
        progress(f"dl-dashboard maxbatch: a try failed for another reason than memory: {reason}")
        return EXIT_FAILED
    summary = session.summary()
    if args.json:
        print_json(document(summary, result, experiment.variants[0].config), indent=None)
    else:
        print(f"largest batch that fits: {result.largest_fitting} (recommended with a 10% margin: "
              f"{result.safe_batch}); first failing: {result.first_failing}; {len(result.tries)} tries, "
              f"{result.method}")
        print(textwrap.fill(summary.reading, width=110))
        if session.path is not None:
            print(f"saved in {session.path}")
    return EXIT_OK


def document(summary: ExperimentSummary, result: MaxBatchResult, config: TrainConfig) -> dict[str, Any]:
    """The search in one object: the boundary, how it was found, and the fastest batch among the tries."""
    best = summary.series[0] if summary.series else None
    return {"model": config.model, "device": config.device, "precision": config.precision,
            "largest_batch": result.largest_fitting, "first_failing_batch": result.first_failing,
            "safe_batch": result.safe_batch, "limit": result.limit, "method": result.method,
            "best_batch": best.best_batch if best else None,
            "best_samples_per_second": best.best_samples_per_second if best else None,
            "knee_batch": best.knee_batch if best else None,
            "tries": [{"batch_size": p.batch_size, "fits": p.status == "ok",
                       "samples_per_second": p.samples_per_second} for p in summary.points],
            "reading": summary.reading}
