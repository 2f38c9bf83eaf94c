"""Entry point: no arguments opens the window; subcommands run the same services headless.

Errors a person can fix (a bad interval, no display) are one clear line on stderr and a non-zero exit, never a
traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from dashboard import __version__, cli_advisor, cli_bench, cli_experiments, cli_train

EXIT_USAGE = 2


class CliError(Exception):
    """A problem the user can fix; printed as one line."""


def _interval(text: str) -> float:
    from dashboard.hardware.sampler import check_interval

    try:
        return check_interval(float(text))
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err) if "range" in str(err) else f"not a number: {text!r}") from None


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be greater than 0, got {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dl-dashboard",
        description="See what your CPU and GPUs have and do. Without a command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"dl-dashboard {__version__}")
    parser.add_argument("--self-test", action="store_true", help="build the window offscreen, take two samples, exit")
    parser.add_argument("--screenshot", metavar="PATH", help="with --self-test: save the window as a PNG here")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    specs = commands.add_parser("specs", help="print what this machine has (CPU, memory, software, GPUs)")
    specs.add_argument("--json", action="store_true", help="one JSON object instead of a table")

    monitor = commands.add_parser("monitor", help="print live readings")
    monitor.add_argument("--seconds", type=_positive, default=10.0, help="how long to run (default 10)")
    monitor.add_argument("--interval", type=_interval, default=1.0, help="seconds between samples, 0.25-5")
    monitor.add_argument("--json", action="store_true", help="one JSON snapshot per line")

    cli_train.add_parser(commands)
    cli_experiments.add_parsers(commands)
    cli_advisor.add_parser(commands)

    bench = commands.add_parser("bench", help="measure this machine against its peaks, or the dashboard's own cost")
    bench.add_argument("what", nargs="?", choices=["sampler", "idle", "engine", "window"],
                       help="without it: matmul, copy and transfer micro-benchmarks beside the peaks; sampler: one "
                       "tick; idle: the idle app's CPU use; engine: training loop overhead; window: what the live "
                       "plots cost training")
    cli_bench.add_arguments(bench)
    bench.add_argument("--ticks", type=int, default=200, help="sampler ticks, or engine steps (default 200)")
    bench.add_argument("--seconds", type=_positive, default=60.0, help="idle: how long to watch (default 60)")
    bench.add_argument("--interval", type=_interval, default=1.0, help="idle: sampling interval (default 1)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.screenshot and not args.self_test:
            raise CliError("--screenshot goes with --self-test")
        if args.self_test:
            from dashboard.ui.app import self_test

            return self_test(args.screenshot)
        if args.command == "specs":
            return _specs(args.json)
        if args.command == "monitor":
            return _monitor(args.seconds, args.interval, args.json)
        if args.command == "train":
            return cli_train.run(args)
        if args.command == "advise":
            return cli_advisor.run(args)
        if args.command == "sweep":
            return cli_experiments.run_sweep(args)
        if args.command == "maxbatch":
            return cli_experiments.run_maxbatch(args)
        if args.command == "bench":
            if cli_bench.wants_microbench(args):
                return cli_bench.run(args)
            if args.device or args.quick or args.json:
                raise CliError(f"--device, --quick and --json go with the micro-benchmarks: bench without {args.what}")
            from dashboard import bench

            return bench.run(args.what, ticks=args.ticks, seconds=args.seconds, interval_s=args.interval)
        from dashboard.ui.app import run_gui

        return run_gui()
    except CliError as err:
        print(f"dl-dashboard: {err}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


def _specs(as_json: bool) -> int:
    from dashboard.advisor.gpu_matching import with_catalogue_facts
    from dashboard.hardware.inventory import read_inventory_once
    from dashboard.hardware.records import to_dict

    inventory = with_catalogue_facts(read_inventory_once())
    if as_json:
        print(json.dumps(to_dict(inventory), indent=2))
    else:
        print(format_inventory(inventory))
    return 0


def format_inventory(inventory) -> str:  # noqa: ANN001 - Inventory, imported lazily
    from dashboard.hardware.describe import comparison, cpu_rows, gpu_rows, software_rows

    sections = [("CPU and memory", cpu_rows(inventory.cpu, inventory.memory)), ("Software", software_rows(
        inventory.software))]
    sections += [(f"GPU {gpu.index} ({gpu.vendor})", gpu_rows(gpu)) for gpu in inventory.gpus]
    lines = []
    for title, rows in sections:
        lines.append(title)
        width = max(len(label) for label, _ in rows)
        lines += [f"  {label:<{width}}  {value}" for label, value in rows]
        lines.append("")
    if inventory.gpus:
        lines.append("GPU versus CPU")
        for row in comparison(inventory):
            gpus = "; ".join(f"{value} ({ratio})" for value, ratio in row.gpus)
            lines.append(f"  {row.label:<17} CPU {row.cpu}  |  GPU {gpus}")
        lines.append("")
    lines.append(f"GPU status: {inventory.gpu_status}")
    lines.append(f"CPU peak: {inventory.cpu.peak_fp32_basis}")
    return "\n".join(lines)


def _monitor(seconds: float, interval_s: float, as_json: bool) -> int:
    from dashboard.hardware.inventory import default_backends
    from dashboard.hardware.records import to_dict
    from dashboard.hardware.sampler import Sampler, SamplingLoop

    backends = default_backends()
    for backend in backends:
        backend.open()
    sampler = Sampler(backends)
    loop = SamplingLoop(sampler, interval_s)

    def show(snapshot) -> None:  # noqa: ANN001
        line = json.dumps(to_dict(snapshot)) if as_json else format_snapshot(snapshot)
        print(line, flush=True)

    try:
        loop.run(show, max_ticks=max(1, round(seconds / interval_s)))
    finally:
        sampler.close()
    return 0


def format_snapshot(snapshot) -> str:  # noqa: ANN001 - Snapshot
    from time import localtime, strftime

    from dashboard.units import fmt, fmt_bytes

    parts = [
        strftime("%H:%M:%S", localtime(snapshot.timestamp)),
        f"CPU {fmt(snapshot.cpu.percent, '%')}",
        f"RAM {fmt_bytes(snapshot.memory.used_bytes)}/{fmt_bytes(snapshot.memory.total_bytes)}",
    ]
    for gpu in snapshot.gpus:
        parts.append(
            f"{gpu.vendor.upper()} {gpu.index}: {fmt(gpu.utilization_percent, '%')} "
            f"{fmt_bytes(gpu.memory_used_bytes)} {fmt(gpu.power_w, 'W')} {fmt(gpu.temperature_c, '°C')}"
            + ("" if gpu.status == "ok" else f" ({gpu.status})")
        )
    return "  ".join(parts)
