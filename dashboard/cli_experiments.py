"""`dl-dashboard sweep` and `dl-dashboard maxbatch`: the batch-size experiments without a window."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from dashboard.experiments.maxbatch import CPU_LIMIT, GPU_LIMIT
from dashboard.units import fmt, fmt_bytes


def _batch_list(text: str) -> list[int]:
    try:
        sizes = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"batch sizes must be whole numbers separated by commas, got {text!r}") from None
    if not sizes or min(sizes) < 1:
        raise argparse.ArgumentTypeError(f"batch sizes must be at least 1, got {text!r}")
    return sizes


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"seconds per point must be between 0 and 600, got {text}")
    return value


def _model_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", default="simple-cnn")
    parser.add_argument("--dataset", default=None, help="default: shapes for image models, python-text for text")
    parser.add_argument("--precision", default="fp32", help="fp32, fp16 (CUDA) or bf16; a comma list for sweep")
    parser.add_argument("--optimizer", default="adam")
    parser.add_argument("--freeze", default="full")
    parser.add_argument("--resolution", type=int)
    parser.add_argument("--threads", type=int, help="CPU threads for torch")
    parser.add_argument("--offline", action="store_true", help="never download datasets")


def add_parsers(commands: argparse._SubParsersAction) -> None:
    sweep = commands.add_parser("sweep", help="throughput and memory over batch sizes, per device and precision")
    _model_arguments(sweep)
    sweep.add_argument("--devices", default="cpu", help="comma list, e.g. cpu,cuda:0 (default cpu)")
    sweep.add_argument("--batch-sizes", type=_batch_list, default=[2**i for i in range(13)],
                       help="comma list (default 1,2,4,...,4096)")
    sweep.add_argument("--seconds-per-point", type=_positive_seconds, default=2.0)
    sweep.add_argument("--json", metavar="OUT.json", help="write the points and derived batch sizes here")

    maxbatch = commands.add_parser("maxbatch", help="the largest batch that fits on a device")
    _model_arguments(maxbatch)
    maxbatch.add_argument("--device", default="cpu")
    maxbatch.add_argument("--limit", type=int, help=f"largest batch to try (default {GPU_LIMIT}; {CPU_LIMIT} on "
                          "the CPU, where running out of memory means the kernel killing the process)")
    maxbatch.add_argument("--json", action="store_true", help="print one JSON object")


def _config(args: argparse.Namespace, device: str, precision: str):  # noqa: ANN202 - TrainConfig
    from dashboard.training.choices import MODEL_SPECS
    from dashboard.training.config import ConfigError, TrainConfig

    if args.model not in MODEL_SPECS:
        raise ConfigError(f"unknown model '{args.model}': choose one of {', '.join(MODEL_SPECS)}")
    dataset = args.dataset or ("python-text" if MODEL_SPECS[args.model].kind == "text" else "shapes")
    return TrainConfig(model=args.model, dataset=dataset, device=device, precision=precision,
                       optimizer=args.optimizer, freeze=args.freeze, resolution=args.resolution,
                       threads=args.threads, allow_download=not args.offline)


def run_sweep(args: argparse.Namespace) -> int:
    import torch

    from dashboard.experiments.storage import append_point, open_experiment, result_document
    from dashboard.experiments.sweep import ThroughputProbe, sweep, sweep_variants
    from dashboard.training.config import ConfigError
    from dashboard.training.datasets import DatasetUnavailable

    devices = [d.strip() for d in args.devices.split(",") if d.strip()]
    precisions = [p.strip() for p in args.precision.split(",") if p.strip()]
    try:
        config = _config(args, devices[0], precisions[0])
        if args.threads:
            torch.set_num_threads(args.threads)
        probe = ThroughputProbe(config)
        total = len(devices) * len(precisions) * len(set(args.batch_sizes))
        points = []
        started = time.monotonic()
        iterator = sweep(config, devices, precisions, args.batch_sizes, args.seconds_per_point, probe=probe)
        writer = open_experiment("batch-size sweep", sweep_variants(config, devices, precisions), args.batch_sizes,
                                 args.seconds_per_point)
        saved_in = str(writer.path)
    except (ConfigError, DatasetUnavailable, ValueError) as err:
        print(f"dl-dashboard sweep: {err}", file=sys.stderr)
        return 2
    with writer:
        for point in iterator:
            append_point(writer, point)
            points.append(point)
            per_point = (time.monotonic() - started) / len(points)
            print(f"{len(points)}/{total} {point.device} {point.precision} batch {point.batch_size}: "
                  + (f"{fmt(point.samples_per_second, 'samples/s')}, {point.step_seconds * 1000:.1f} ms/step, "
                     f"peak {fmt_bytes(point.peak_memory_bytes)}" if point.status == "ok" else point.message)
                  + f" (ETA at most {fmt((total - len(points)) * per_point, 's')})", file=sys.stderr, flush=True)
    document = result_document(points, model=config.model, dataset=config.dataset,
                               seconds_per_point=args.seconds_per_point, saved_in=saved_in)
    for summary in document["series"]:
        print(f"{summary['series']}: best batch {summary['best_batch']} "
              f"({fmt(summary['best_samples_per_second'], 'samples/s')}), knee batch {summary['knee_batch']}"
              + (f", out of memory at {summary['first_oom_batch']}" if summary["first_oom_batch"] else ""))
    for crossing in document["crossovers"]:
        print(f"{crossing['faster_at_large']} overtakes {crossing['faster_at_small']} from batch "
              f"{crossing['batch_size']}")
    print(f"saved in {saved_in}")
    if args.json:
        Path(args.json).write_text(json.dumps(document, indent=2))
        print(f"wrote {args.json}")
    return 0


def run_maxbatch(args: argparse.Namespace) -> int:
    from dashboard.experiments.analysis import summarize
    from dashboard.experiments.maxbatch import MaxBatchResult, default_limit
    from dashboard.experiments.sweep import SweepPoint, ThroughputProbe, search_largest_batch
    from dashboard.training.config import ConfigError, validate
    from dashboard.training.datasets import DatasetUnavailable

    limit = args.limit or default_limit(args.device)
    try:
        config = validate(_config(args, args.device, args.precision))
        probe = ThroughputProbe(config)
    except (ConfigError, DatasetUnavailable, ValueError) as err:
        print(f"dl-dashboard maxbatch: {err}", file=sys.stderr)
        return 2
    points: list[SweepPoint] = []
    result: MaxBatchResult | None = None
    for item in search_largest_batch(config, limit, probe=probe):
        if isinstance(item, MaxBatchResult):
            result = item
            continue
        points.append(item)
        rate = f", {item.samples_per_second:,.0f} samples/s" if item.status == "ok" else ""
        print(f"batch {item.batch_size}: {'fits' if item.status == 'ok' else item.status}{rate}", file=sys.stderr,
              flush=True)
    if result is None:
        print(f"dl-dashboard maxbatch: a try failed for another reason than memory: {points[-1].message}",
              file=sys.stderr)
        return 1
    best = summarize(points[0].series, sorted(points, key=lambda p: p.batch_size))
    data = {"model": config.model, "device": args.device, "precision": args.precision,
            "largest_batch": result.largest_fitting, "first_failing_batch": result.first_failing,
            "safe_batch": result.safe_batch, "limit": result.limit, "method": result.method,
            "best_batch": best.best_batch, "best_samples_per_second": best.best_samples_per_second,
            "knee_batch": best.knee_batch,
            "tries": [{"batch_size": p.batch_size, "fits": p.status == "ok",
                       "samples_per_second": p.samples_per_second} for p in points]}
    if args.json:
        print(json.dumps(data))
    else:
        print(f"largest batch that fits: {result.largest_fitting} (recommended with a 10% margin: "
              f"{result.safe_batch}); first failing: {result.first_failing}; {len(result.tries)} tries, "
              f"{result.method}")
        if best.best_batch:
            print(f"fastest of the batches tried: {best.best_batch} ({best.best_samples_per_second:,.0f} samples/s;"
                  f" within 5% of it from batch {best.knee_batch}): the throughput-optimal batch is often much "
                  "smaller than the largest")
    return 0
