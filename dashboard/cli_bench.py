"""`dl-dashboard bench [--device ...] [--quick] [--json]`: what this machine achieves beside its peaks.

`bench sampler|idle|engine|window` (the dashboard's own cost) stays in `dashboard.bench`; without one of those
words, `bench` runs the micro-benchmarks of `dashboard.advisor.microbench`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

EXIT_USAGE = 2


def add_arguments(bench: argparse.ArgumentParser) -> None:
    bench.add_argument("--device", help="cpu, cuda:N or mps (default: the first GPU, else cpu)")
    bench.add_argument("--quick", action="store_true", help="smaller sizes and shorter timing: a few seconds")
    bench.add_argument("--json", action="store_true", help="one JSON object: peaks and every result")


def wants_microbench(args: argparse.Namespace) -> bool:
    return getattr(args, "what", None) is None


def run(args: argparse.Namespace) -> int:
    from dashboard.training.config import available_devices

    devices = available_devices()
    device = _device(args.device, devices)
    if device not in devices:
        print(f"dl-dashboard bench: device '{args.device}' is not available here: choose one of "
              f"{', '.join(devices)}", file=sys.stderr)
        return EXIT_USAGE

    from dashboard.advisor.microbench import best_results, iter_benchmarks, planned_tests

    peaks, name = _peaks(device)
    total = len(planned_tests(device, args.quick))
    results = []
    started = time.monotonic()
    for result in iter_benchmarks(device, peaks, quick=args.quick):
        results.append(result)
        print(f"{len(results)}/{total} {result.label}: " + (_value(result.achieved, result.unit)
              if result.status == "ok" else f"{result.status} ({result.note})"), file=sys.stderr, flush=True)
    elapsed = time.monotonic() - started
    best = {id(result) for result in best_results(results)}
    if args.json:
        rows = [dict(result.to_dict(), best=id(result) in best) for result in results]
        print(json.dumps({"device": device, "device_name": name, "quick": args.quick,
                          "seconds": round(elapsed, 2), "peaks": peaks.to_dict(), "results": rows}, indent=2))
    else:
        print(format_results(device, name, peaks, results, best, elapsed, args.quick))
    return 0


def _device(text: str | None, devices: list[str]) -> str:
    """The device asked for; "cuda" means cuda:0; nothing means the first GPU, else the CPU."""
    if text is None:
        return next((d for d in devices if d != "cpu"), "cpu")
    text = text.strip().lower()
    return "cuda:0" if text == "cuda" else text


def _peaks(device: str) -> tuple[Any, str]:
    """(peaks, device name): the CPU needs only its own facts; a GPU needs the inventory and the catalogue."""
    from dashboard.advisor.peaks import catalogue_matcher, peaks_for_device
    from dashboard.hardware.cpu import read_cpu_info

    if device == "cpu":
        cpu = read_cpu_info()
        return peaks_for_device(device, cpu), cpu.brand
    from dashboard.hardware.inventory import read_inventory_once

    inventory = read_inventory_once()
    import torch

    match, problems = catalogue_matcher()
    for problem in problems:
        print(f"dl-dashboard bench: {problem}", file=sys.stderr)
    peaks = peaks_for_device(device, inventory.cpu, inventory.gpus, match=match)
    return peaks, torch.cuda.get_device_name(device) if device.startswith("cuda") else "Apple GPU"


def _value(value: float | None, unit: str) -> str:
    if value is None:
        return "n/a"
    digits = 1 if value >= 10 else 2 if value >= 1 else 3
    return f"{value:,.{digits}f} {unit}"


def format_results(device: str, name: str, peaks: Any, results: list, best: set[int], elapsed: float,
                   quick: bool) -> str:
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

    out = [f"Micro-benchmarks on {device} ({name}), {'quick' if quick else 'full'} run, {elapsed:.1f} s",
           f"Peaks: {peaks.source}", "", line(("  " + header[0], *header[1:]))]
    out += [line(row) for row in rows]
    notes = [(result.label, result.note) for result in results if result.note]
    if notes:
        out += ["", "Notes"] + [f"  {label}: {note}" for label, note in notes]
    out += ["", "* the best size of each test: the number to quote. Timing: warm-up, then the median of repeated "
            "runs with the device synchronised; FLOPs of an n x n matmul = 2n^3; a copy counts bytes read + "
            "written; GB = 10^9 bytes."]
    return "\n".join(out)


def _size(result: Any) -> str:
    if result.size is None:
        return ""
    if result.test in ("matmul", "cpu-gemm"):
        return f"{result.size}"
    return f"{result.size / 2**20:g} MiB"
