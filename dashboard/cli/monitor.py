"""`dl-dashboard monitor`: live readings of every device, one line (or one JSON object) per sample."""

from __future__ import annotations

import argparse
import contextlib
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

from dashboard.cli.common import EXIT_OK, Commands, positive_number_at_most, print_json, sampling_interval
from dashboard.cli.remote import add_remote_options, ask, remote_machine
from dashboard.hardware.records import Snapshot
from dashboard.protocol.messages import Message, Sample
from dashboard.units import fmt, fmt_bytes

if TYPE_CHECKING:
    from dashboard.hardware.sampler import SamplingLoop

MAX_SECONDS = 7 * 24 * 3600.0


def add_parser(commands: Commands) -> None:
    monitor = commands.add_parser("monitor", help="print live readings")
    monitor.add_argument("--seconds", type=positive_number_at_most(MAX_SECONDS), default=10.0,
                         help=f"how long to run, at most {MAX_SECONDS:,.0f} (a week; default 10)")
    monitor.add_argument("--interval", type=sampling_interval, default=1.0, help="seconds between samples, 0.25-5")
    monitor.add_argument("--json", action="store_true", help="print one JSON snapshot per line")
    add_remote_options(monitor, "watch another machine: sample")
    monitor.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from dashboard.hardware.records import to_dict

    machine = remote_machine(args)
    if machine is not None:
        return _watch_remote(args, machine.host or "", ask(machine, "monitor", None, interval=args.interval,
                                                          seconds=args.seconds))
    ticks = max(1, round(args.seconds / args.interval))
    with sampling_loop(args.interval) as loop:
        for snapshot in loop.snapshots(max_ticks=ticks):
            if args.json:
                print_json(to_dict(snapshot), indent=None)
            else:
                print(format_snapshot(snapshot), flush=True)
    return EXIT_OK


@contextlib.contextmanager
def sampling_loop(interval_s: float) -> Iterator[SamplingLoop]:
    """This machine's devices sampled every ``interval_s`` (`monitor`, and an agent's monitor request); the
    drivers are closed when the loop is done."""
    from dashboard.hardware.inventory import default_backends
    from dashboard.hardware.sampler import Sampler, SamplingLoop

    backends = default_backends()
    for backend in backends:
        backend.open()
    sampler = Sampler(backends)
    try:
        yield SamplingLoop(sampler, interval_s)
    finally:
        sampler.close()


def _watch_remote(args: argparse.Namespace, host: str, messages: Iterator[Message]) -> int:
    """Print the remote agent's samples as this command prints its own, each line led by the host's name."""
    from dashboard.training.hardware_log import snapshot_from_json

    for message in messages:
        if not isinstance(message, Sample):
            continue
        if args.json:
            print_json(message.snapshot | {"host": host}, indent=None)
        else:
            print(f"{host}  {format_snapshot(snapshot_from_json(message.snapshot))}", flush=True)
    return EXIT_OK


def format_snapshot(snapshot: Snapshot) -> str:
    parts = [
        time.strftime("%H:%M:%S", time.localtime(snapshot.timestamp)),
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
