"""`dl-dashboard bench`: what this machine achieves beside its peaks (matmul, copy and transfer micro-benchmarks of
one device), or, with a word, what the dashboard itself costs (`bench sampler|idle|engine|window`)."""

from __future__ import annotations

import argparse
import importlib
import time
from typing import TYPE_CHECKING

from dashboard.advisor.bench_progress import duration_text
from dashboard.advisor.session import BenchmarkRun, bench_device
from dashboard.cli.common import (
    EXIT_OK,
    Commands,
    UsageError,
    add_record_option,
    positive_number_at_most,
    print_json,
    progress,
    sampling_interval,
    whole_number,
    write_kept_recording,
)
from dashboard.cli.remote import add_remote_options, remote_machine
from dashboard.selfbench import SelfBenchResult

if TYPE_CHECKING:
    from dashboard.advisor.microbench import BenchResult

MAX_SECONDS = 86_400
"""A day: the longest a window benchmark may watch (Qt's timers take at most about 24 days)."""
MAX_TICKS = 100_000
"""Sampler ticks or engine steps: about 20 minutes of sampling, hours of training; more would never end."""
MAX_REPEATS = 100
MAX_STEPS = 100_000
SELF_BENCHMARKS = ("sampler", "idle", "engine", "first-point", "window", "startup", "latency", "longrun", "soak",
                   "presenter", "remote", "watching")
WINDOW_BENCHMARKS = ("idle", "window", "startup", "latency", "longrun", "soak", "presenter", "watching")
"""Those that drive the window: each a module of ``dashboard.ui.selfbench`` with ``run(args) -> SelfBenchResult``."""


def add_parser(commands: Commands) -> None:
    bench = commands.add_parser("bench", help="measure this machine against its peaks, or the dashboard's own cost")
    bench.add_argument("what", nargs="?", choices=SELF_BENCHMARKS,
                       help="without it: matmul, copy and transfer micro-benchmarks beside the peaks; sampler: one "
                       "tick; idle: the idle app's CPU use; engine: training loop overhead; first-point: Start to a "
                       "run's first point, with the spare process and without; window: training in the "
                       "window against the same run headless; startup: launch to first paint and to filled spec "
                       "cards; latency: the window's event-loop lateness during training, a sweep and profiling; "
                       "longrun: redraw and reopen cost of long runs; soak: the window's memory over a long session; "
                       "presenter: entering and leaving presenter mode on each page, F11 to painted; remote (with "
                       "--remote HOST): an event's extra latency over ssh and a run's throughput there against here; "
                       "watching (with --remote HOST): the window's CPU while it watches a run there")
    bench.add_argument("--device", help="micro-benchmarks: cpu, cuda:N or mps (default: the first GPU, else cpu)")
    bench.add_argument("--quick", action="store_true", help="micro-benchmarks: smaller sizes and shorter timing")
    bench.add_argument("--json", action="store_true", help="print the results as one JSON object on stdout")
    bench.add_argument("--ticks", type=whole_number(1, MAX_TICKS), default=200,
                       help="sampler ticks, or engine steps (default 200)")
    bench.add_argument("--seconds", type=positive_number_at_most(MAX_SECONDS), default=60.0,
                       help=f"idle: how long to watch, at most {MAX_SECONDS:,} (default 60)")
    bench.add_argument("--interval", type=sampling_interval, default=None,
                       help="idle and soak: sampling interval (default 1 for idle, 0.25 for soak)")
    bench.add_argument("--repeats", type=whole_number(1, MAX_REPEATS), default=None,
                       help="window, startup, presenter and first-point: repeats (default 5); longrun: reopen "
                       "repeats (default 3)")
    bench.add_argument("--steps", type=whole_number(20, MAX_STEPS), default=250,
                       help="window and latency: training steps per run (default 250)")
    bench.add_argument("--minutes", type=positive_number_at_most(MAX_SECONDS // 60), default=60.0,
                       help=f"soak: how long to run, at most {MAX_SECONDS // 60:,} (default 60; memory is compared "
                       "with the 5-minute figure)")
    add_record_option(bench, "micro-benchmarks (peaks and results)")
    add_remote_options(bench, "bench remote: measure the link to a machine, and training")
    bench.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.what is None:
        return _micro_benchmarks(args)
    if (args.remote is not None) != (args.what in ("remote", "watching")):
        raise UsageError("--remote HOST goes with bench remote and bench watching, and they need it")
    if args.device or args.quick or args.record:
        raise UsageError(f"--device, --quick and --record go with the micro-benchmarks: bench without {args.what}")
    result = _self_benchmark(args)
    if args.json:
        print_json({"benchmark": args.what, **result.figures}, indent=None)
    else:
        print(result.line)
    return EXIT_OK


def _micro_benchmarks(args: argparse.Namespace) -> int:
    from dashboard.advisor.microbench import BenchResult, best_results
    from dashboard.recording.in_memory import BenchRecorder

    run = BenchmarkRun(bench_device(args.device), quick=args.quick)
    started = time.monotonic()
    total, expected = run.planned, run.expected_seconds
    results: list[BenchResult] = []
    recorder = BenchRecorder(run) if args.record else None
    for result in recorder.recorded(run) if recorder is not None else run:
        if not isinstance(result, BenchResult):
            # The peaks come first (they head the table): from them, every test's expected duration.
            expected = run.progress().expected_total_s
            progress(f"{'Quick' if run.quick else 'Full'} micro-benchmarks on {run.device}: {total} tests, expected "
                     f"to take {duration_text(expected)} in all")
            continue
        results.append(result)
        left = run.progress()
        progress(f"{len(results)}/{total} {result.label}: " + (_value(result.achieved, result.unit)
                 if result.status == "ok" else f"{result.status} ({result.note})")
                 + ("" if left.finished else f" · {duration_text(left.left_s)} left"))
    elapsed = time.monotonic() - started
    if recorder is not None:
        write_kept_recording(recorder.recording(), args.record, "bench")
    for problem in run.problems:
        progress(f"dl-dashboard bench: {problem}")
    best = {id(result) for result in best_results(results)}
    if args.json:
        rows = [dict(result.to_dict(), best=id(result) in best) for result in results]
        print_json({"device": run.device, "device_name": run.device_name, "quick": run.quick,
                    "seconds": round(elapsed, 2), "expected_seconds": round(expected, 2),
                    "peaks": run.peaks.to_dict() if run.peaks else None,
                    "results": rows})
    else:
        print(format_results(run, results, best, elapsed, expected))
    return EXIT_OK


def _self_benchmark(args: argparse.Namespace) -> SelfBenchResult:
    """The dashboard's own cost: one sampler tick, the engine's overhead, or one of the window's benchmarks."""
    if args.what == "sampler":
        from dashboard.selfbench.sampler import bench_sampler

        return bench_sampler(args.ticks)
    if args.what == "engine":
        from dashboard.selfbench.engine import bench_engine

        return bench_engine(steps=args.ticks)
    if args.what == "remote":
        from dashboard.selfbench.remote import bench_remote

        machine = remote_machine(args)
        if machine is None:
            raise UsageError("bench remote measures the link to a machine: give --remote HOST")
        return bench_remote(machine, repeats=args.repeats or 3, steps=args.steps)
    if args.what == "first-point":
        from dashboard.selfbench.first_point import bench_first_point

        return bench_first_point(repeats=args.repeats or 5)
    module = importlib.import_module(f"dashboard.ui.selfbench.{args.what}")
    result: SelfBenchResult = module.run(args)
    return result


def _value(value: float | None, unit: str) -> str:
    if value is None:
        return "n/a"
    digits = 1 if value >= 10 else 2 if value >= 1 else 3
    return f"{value:,.{digits}f} {unit}"


def format_results(run: BenchmarkRun, results: list[BenchResult], best: set[int], elapsed: float,
                   expected: float | None = None) -> str:
    """A table for people: achieved beside peak with units, % of peak, time per operation and why a test was
    skipped."""
    header = ("test", "precision", "size", "achieved", "peak", "% of peak", "time/op", "reps")
    rows = []
    for result in results:
        percent = result.percent_of_peak
        seconds = result.seconds
        rows.append((
            ("* " if id(result) in best else "  ") + result.test + (f" ({result.host_memory})"
                                                                  if result.host_memory else ""),
            result.dtype or "",
            _size(result),
            _value(result.achieved, result.unit) if result.status == "ok" else result.status,
            _value(result.peak, result.unit) if result.peak else "n/a",
            f"{percent:.0f}%" if percent is not None else "",
            "" if seconds is None else f"{seconds * 1000:.3g} ms",
            str(result.repeats) if result.repeats else "",
        ))
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    right = {3, 4, 5, 6, 7}

    def line(row: tuple[str, ...]) -> str:
        return "  ".join(cell.rjust(w) if i in right else cell.ljust(w)
                         for i, (cell, w) in enumerate(zip(row, widths, strict=True))).rstrip()

    peaks = f"Peaks: {run.peaks.source}" if run.peaks else "Peaks: n/a"
    took = f"{elapsed:.1f} s" + ("" if expected is None else f" (expected {duration_text(expected)})")
    out = [f"Micro-benchmarks on {run.device} ({run.device_name}), {'quick' if run.quick else 'full'} run, {took}",
           peaks, "", line(("  " + header[0], *header[1:]))]
    out += [line(row) for row in rows]
    notes = [(result.label, result.note) for result in results if result.note]
    if notes:
        out += ["", "Notes"] + [f"  {label}: {note}" for label, note in notes]
    out += ["", "* the best size of each test: the number to quote. Timing: warm-up, then the median of repeated "
            "runs with the device synchronised; FLOPs of an n x n matmul = 2n^3; a copy counts bytes read + "
            "written; GB = 10^9 bytes."]
    return "\n".join(out)


def _size(result: BenchResult) -> str:
    if result.size is None:
        return ""
    if result.test in ("matmul", "cpu-gemm"):
        return f"{result.size}"
    return f"{result.size / 2**20:g} MiB"
