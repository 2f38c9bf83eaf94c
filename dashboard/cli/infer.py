"""`dl-dashboard infer`: inference latency percentiles and throughput per batch size, optionally through ONNX Runtime
with its outputs checked against PyTorch's."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from dashboard.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    Commands,
    listing,
    positive_number_at_most,
    print_json,
    progress,
    user_rule,
)
from dashboard.errors import UserError
from dashboard.experiments.inference import (
    DEFAULT_BATCH_SIZES,
    DEFAULT_SECONDS,
    ONNX_TOLERANCE,
    WARMUP_RUNS,
    InferenceSettings,
    LatencyPoint,
    check_device,
    measure,
    reading,
)
from dashboard.experiments.plan import MAX_SECONDS_PER_POINT, parse_batch_sizes
from dashboard.training.choices import MODEL_NAMES, PRECISIONS
from dashboard.units import fmt_bytes


def add_parser(commands: Commands) -> None:
    infer = commands.add_parser("infer", help="inference latency (p50/p95/p99) and throughput per batch size")
    infer.add_argument("--model", default="resnet18",
                       help=f"{listing(MODEL_NAMES)} or torchvision:NAME (default resnet18)")
    infer.add_argument("--device", default="cpu", help="cpu, cuda:N or mps (default cpu)")
    infer.add_argument("--batch-sizes", type=user_rule(parse_batch_sizes), default=list(DEFAULT_BATCH_SIZES),
                       help=f"a comma list (default {','.join(map(str, DEFAULT_BATCH_SIZES))})")
    infer.add_argument("--precision", default="fp32", choices=PRECISIONS,
                       help="autocast precision of the PyTorch runs (ONNX Runtime runs fp32); default fp32")
    infer.add_argument("--resolution", type=int, help="input size in pixels for image models (default the model's)")
    infer.add_argument("--seconds", type=positive_number_at_most(MAX_SECONDS_PER_POINT), default=DEFAULT_SECONDS,
                       help=f"timed per batch size and engine, after warm-up (default {DEFAULT_SECONDS:g})")
    infer.add_argument("--compile", action="store_true",
                       help="also time torch.compile(model); its first call per batch (the compilation) is reported "
                            "apart")
    infer.add_argument("--onnx", action="store_true",
                       help="also export the model to ONNX and time it in ONNX Runtime, comparing its outputs")
    infer.add_argument("--int8", action="store_true",
                       help="also time int8 dynamic quantization of the model's Linear layers (torchao; CPU only), "
                            "comparing its predictions with fp32's")
    infer.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    infer.set_defaults(run=run)


class RunProgress:
    """A line for the runs within a point once they take long (4,096 images on a CPU: seconds each): at most one
    every ``every_s``, so quick points print nothing more than their result."""

    def __init__(self, say: Callable[[str], None], every_s: float = 5.0) -> None:
        self._say, self._every_s, self._last_s = say, every_s, 0.0

    def __call__(self, done: int, least: int, elapsed_s: float) -> None:
        if done == 1:
            self._last_s = 0.0
        if elapsed_s - self._last_s >= self._every_s:
            self._last_s = elapsed_s
            self._say(f"  run {done} of at least {least} ({WARMUP_RUNS} to warm up), {elapsed_s:,.0f} s so far, "
                      f"about {elapsed_s / done:,.1f} s a run")


def run(args: argparse.Namespace) -> int:
    settings = InferenceSettings(args.model, args.device, tuple(args.batch_sizes), args.precision, args.onnx,
                                 args.seconds, args.resolution, compile=args.compile, int8=args.int8)
    points: list[LatencyPoint] = []
    try:  # a request that cannot run (an unknown model or device, a batch too large for memory) exits 1 here
        settings = dataclasses.replace(settings, batch_sizes=fitting_batches(settings))
        engines = ["pytorch", *(["compiled"] if settings.compile else []),
                   *(["onnxruntime"] if settings.onnx else []), *(["int8"] if settings.int8 else [])]
        planned = [(engine, batch) for batch in settings.batch_sizes for engine in engines]
        progress(f"building {settings.model} and measuring {len(planned)} point(s) of at least {settings.seconds:g} s")
        for found in measure(settings, on_run=RunProgress(progress)):
            points.append(found)
            progress(f"{len(points)}/{len(planned)} {found.engine} batch {found.batch_size}: p50 "
                     f"{found.p50_ms:,.2f} ms, {found.samples_per_second:,.0f} samples/s ({found.runs} runs)")
            if len(points) < len(planned):  # a large batch takes minutes on a CPU: say what runs now
                engine, batch = planned[len(points)]
                progress(f"measuring {engine} at batch {batch:,}...")
    except UserError as err:
        progress(f"dl-dashboard infer: {err}")
        return EXIT_FAILED
    if args.json:
        print_json(document(settings, points), indent=None)
    else:
        print(table(points))
        print(reading(points))
    disagree = [p for p in points if p.agrees is False]
    if disagree:
        progress(f"dl-dashboard infer: ONNX Runtime's outputs differ from PyTorch's by up to "
                 f"{max(p.max_abs_diff or 0.0 for p in disagree):.2e} (allowed: {ONNX_TOLERANCE[1]:g} + "
                 f"{ONNX_TOLERANCE[0]:g} x the value)")
        return EXIT_FAILED
    return EXIT_OK


def fitting_batches(settings: InferenceSettings) -> tuple[int, ...]:
    """The batch sizes whose forward pass fits in the device's free memory (the estimate's upper bound); those that
    do not are named in one line and left out, and when none fits the command is refused in that line."""
    from dashboard.advisor.fits import device_kind_of, footprint, for_inference, require_fit

    check_device(settings.device)
    model = footprint(settings.model, settings.precision, "full", settings.resolution, settings.num_classes)
    kind = device_kind_of(settings.device)
    check = require_fit(for_inference(settings.model), settings.batch_sizes,
                        lambda batch: model.inference_bytes(batch, kind), settings.device)
    if check.refused:
        progress(f"dl-dashboard infer: {check.message}; measuring the others")
    return check.fitting


def document(settings: InferenceSettings, points: list[LatencyPoint]) -> dict[str, Any]:
    return {"model": settings.model, "device": settings.device, "precision": settings.precision,
            "onnx_precision": "fp32" if settings.onnx else None, "seconds_per_point": settings.seconds,
            "points": [asdict(p) for p in points], "reading": reading(points)}


def table(points: list[LatencyPoint]) -> str:
    header = (f"{'engine':<12} {'batch':>6} {'p50 ms':>10} {'p95 ms':>10} {'p99 ms':>10} {'samples/s':>11} "
              f"{'runs':>5}  note")
    lines = [header, "-" * len(header)]
    for p in points:
        notes = [f"peak {fmt_bytes(p.peak_memory_bytes)}" if p.peak_memory_bytes is not None else "",
                 f"max |ONNX - PyTorch| {p.max_abs_diff:.1e}" if p.max_abs_diff is not None and p.engine != "int8"
                 else "",
                 f"same top-1 as fp32 {p.same_top1:.0%}, max |int8 - fp32| {p.max_abs_diff:.1e}"
                 if p.same_top1 is not None and p.max_abs_diff is not None else "",
                 f"{p.samples_per_joule:,.1f} samples/J at {p.average_power_w:,.0f} W"
                 if p.samples_per_joule and p.average_power_w else "",
                 f"compiled in {p.compile_seconds:,.1f} s" if p.compile_seconds is not None else ""]
        note = ", ".join(n for n in notes if n)
        lines.append(f"{p.engine:<12} {p.batch_size:>6} {p.p50_ms:>10,.2f} {p.p95_ms:>10,.2f} {p.p99_ms:>10,.2f} "
                     f"{p.samples_per_second:>11,.1f} {p.runs:>5}  {note}")
    return "\n".join(lines)
