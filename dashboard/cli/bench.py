"""`dl-dashboard bench` (moving here from dashboard.cli_bench)."""

from __future__ import annotations

import argparse

from dashboard import cli_bench
from dashboard.cli.common import EXIT_OK, Commands, UsageError, positive_number, sampling_interval, whole_number


def add_parser(commands: Commands) -> None:
    bench = commands.add_parser("bench", help="measure this machine against its peaks, or the dashboard's own cost")
    bench.add_argument("what", nargs="?", choices=["sampler", "idle", "engine", "window"],
                       help="without it: matmul, copy and transfer micro-benchmarks beside the peaks; sampler: one "
                       "tick; idle: the idle app's CPU use; engine: training loop overhead; window: what the live "
                       "plots cost training")
    cli_bench.add_arguments(bench)
    bench.add_argument("--ticks", type=whole_number(1), default=200,
                       help="sampler ticks, or engine steps (default 200)")
    bench.add_argument("--seconds", type=positive_number, default=60.0, help="idle: how long to watch (default 60)")
    bench.add_argument("--interval", type=sampling_interval, default=1.0, help="idle: sampling interval (default 1)")
    bench.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if cli_bench.wants_microbench(args):
        return cli_bench.run(args)
    if args.device or args.quick or args.json:
        raise UsageError(f"--device, --quick and --json go with the micro-benchmarks: bench without {args.what}")
    print(_self_benchmark(args))
    return EXIT_OK


def _self_benchmark(args: argparse.Namespace) -> str:
    """The dashboard's own cost: one sampler tick, the engine's overhead, the idle window, the window while training."""
    if args.what == "sampler":
        from dashboard.selfbench.sampler import bench_sampler

        return bench_sampler(args.ticks)
    if args.what == "engine":
        from dashboard.selfbench.engine import bench_engine

        return bench_engine(steps=args.ticks)
    from dashboard.ui import selfbench

    if args.what == "window":
        return selfbench.bench_window()
    return selfbench.bench_idle(args.seconds, args.interval)
