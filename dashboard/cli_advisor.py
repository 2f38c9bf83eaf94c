"""`dl-dashboard advise`: which catalogue GPUs fit a model at a batch size and precision, and how fast each would be.

``--measure`` also runs one real training step on this CPU and prints the estimate beside what it measured: the
command that checks the published accuracy of the memory estimate.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from typing import Any

from dashboard.advisor.inputs import IMAGENET_CLASSES, IMAGENET_RESOLUTION, LAB_CLASSES, default_image_input
from dashboard.units import fmt, fmt_bytes


def add_parser(commands: argparse._SubParsersAction) -> None:
    advise = commands.add_parser("advise", help="memory and speed of a model on every catalogue GPU")
    advise.add_argument("--model", default="resnet18", help="simple-cnn, keras-cnn, text-lstm, cell-lstm, resnet18, "
                        "mobilenet_v3_small or vgg16 (default resnet18)")
    advise.add_argument("--batch-size", type=int, default=64, help="samples per step (default 64)")
    advise.add_argument("--precision", default="fp32", help="fp32, fp16 or bf16 (mixed precision, default fp32)")
    advise.add_argument("--optimizer", default="adam", help="sgd (momentum 0.9), adam or adamw (default adam)")
    advise.add_argument("--freeze", default="full", help="transfer models: full (or none: train everything), "
                        "last-block or frozen (default full)")
    advise.add_argument("--resolution", type=int, help=f"input size in pixels for image models (default "
                        f"{IMAGENET_RESOLUTION} for the torchvision models, the lab's size for the small CNNs)")
    advise.add_argument("--classes", type=int, help=f"output classes for image models (default {IMAGENET_CLASSES} "
                        f"for the torchvision models, as published, else {LAB_CLASSES})")
    advise.add_argument("--seq-len", type=int, help="text models: characters per sample (default 64)")
    advise.add_argument("--vocab-size", type=int, help="text models: vocabulary size (default 100)")
    advise.add_argument("--dataset-size", type=int, default=50_000,
                        help="samples per epoch, for epoch times (default 50,000)")
    advise.add_argument("--json", action="store_true", help="one JSON object: estimate and gpus")
    advise.add_argument("--measure", action="store_true",
                        help="also run one real training step on this CPU and compare the estimate with it")


class _Usage(ValueError):
    """Bad arguments: one line and exit 2."""


def _request(args: argparse.Namespace) -> dict[str, Any]:
    """The profile_model arguments, checked with the training lab's own messages where they fit."""
    from dashboard.training.choices import MODEL_SPECS, PRECISIONS
    from dashboard.training.config import TrainConfig, validate

    freeze = "full" if args.freeze == "none" else args.freeze
    spec = MODEL_SPECS.get(args.model)
    text = spec is not None and spec.kind == "text"
    validate(TrainConfig(model=args.model, dataset="python-text" if text else "shapes", device="cpu",
                         batch_size=args.batch_size, optimizer=args.optimizer, freeze=freeze,
                         resolution=args.resolution), devices=["cpu"])
    if args.precision not in PRECISIONS:
        raise _Usage(f"unknown precision '{args.precision}': choose one of {', '.join(PRECISIONS)}")
    if args.dataset_size < 1:
        raise _Usage(f"dataset size {args.dataset_size} is not allowed: use a whole number of at least 1")
    request: dict[str, Any] = {"precision": args.precision, "freeze": freeze}
    if text:
        if args.resolution is not None or args.classes is not None:
            raise _Usage(f"{args.model} reads text: give --seq-len and --vocab-size, not --resolution or --classes")
        if args.seq_len is not None:
            request["seq_len"] = args.seq_len
        if args.vocab_size is not None:
            request["vocab_size"] = args.vocab_size
        return request
    if args.seq_len is not None or args.vocab_size is not None:
        raise _Usage(f"{args.model} reads images: give --resolution and --classes, not --seq-len or --vocab-size")
    resolution, classes = default_image_input(args.model)
    request["resolution"] = args.resolution or resolution
    request["num_classes"] = args.classes if args.classes is not None else classes
    return request


def _load_gpus() -> tuple:  # noqa: ANN202 - tuple[GpuSpec, ...]
    from dashboard.advisor.gpu_catalog import load_catalog

    catalog = load_catalog()
    for problem in catalog.problems:
        print(f"dl-dashboard advise: note: {problem}", file=sys.stderr)
    return catalog.gpus


def run(args: argparse.Namespace) -> int:
    from dashboard.advisor.advise import advice_document, advise, explain
    from dashboard.advisor.profile import profile_model
    from dashboard.training.config import ConfigError

    try:
        request = _request(args)
        profile = profile_model(args.model, **request)
        advice = advise(profile, _load_gpus(), args.batch_size, optimizer=args.optimizer,
                        dataset_size=args.dataset_size)
    except (ConfigError, ValueError) as err:
        print(f"dl-dashboard advise: {err}", file=sys.stderr)
        return 2
    measured = _measure(args, request, advice) if args.measure else None
    if args.json:
        print(json.dumps(advice_document(advice, measured), indent=2))
    else:
        print(format_advice(advice))
        print()
        print(textwrap.fill(explain(advice), width=110))
        if measured is not None:
            print()
            print(format_measured(measured))
    return 0


# ---------------------------------------------------------------- measuring


def _measure(args: argparse.Namespace, request: dict[str, Any], advice: Any) -> dict[str, Any]:
    """One real step on this CPU beside the estimate for the CPU (no framework overhead there)."""
    from dashboard.advisor.memory import estimate_memory
    from dashboard.advisor.real_step import measure_step

    print(f"measuring one real training step of {args.model} at batch {args.batch_size} on this CPU...",
          file=sys.stderr, flush=True)
    step = measure_step(args.model, batch_size=args.batch_size, optimizer=args.optimizer, **request)
    estimate = estimate_memory(advice.profile, args.batch_size, args.optimizer, device_kind="cpu")
    allocated = estimate.peak_bytes - step.before_bytes  # tensors the step itself allocates, by the estimate
    return {
        "device": "cpu",
        "batch_size": args.batch_size,
        "seconds": step.seconds,
        "activations_bytes": {"estimate": estimate.activations_bytes, "measured": step.saved_bytes},
        "peak_bytes": {"estimate": estimate.peak_bytes, "measured": step.peak_bytes},
        "total_bytes": {"estimate": estimate.total_bytes, "measured": step.peak_bytes},
        "rss_growth_bytes": {"estimate": allocated, "measured": step.rss_growth_bytes},
    }


def _difference(estimate: float, measured: float | None) -> str:
    if not measured:
        return "n/a"
    return f"{(estimate - measured) / measured:+.1%}"


def format_measured(measured: dict[str, Any]) -> str:
    rows = [
        ("activations (saved for backward)", measured["activations_bytes"]),
        ("peak of live tensors", measured["peak_bytes"]),
        ("total, CPU (no CUDA context)", measured["total_bytes"]),
        ("process memory growth (RSS)*", measured["rss_growth_bytes"]),
    ]
    lines = [f"Estimate vs one real step on this CPU (batch {measured['batch_size']}, "
             f"{fmt(measured['seconds'], 's', 1)}):",
             f"  {'':34} {'estimate':>11} {'measured':>11} {'difference':>11}"]
    for label, pair in rows:
        lines.append(f"  {label:34} {fmt_bytes(pair['estimate']):>11} {fmt_bytes(pair['measured']):>11} "
                     f"{_difference(pair['estimate'], pair['measured']):>11}")
    lines.append("  * tensors the step allocates, against the kernel's peak resident memory: a coarse, independent "
                 "check;\n    RSS also holds allocator caches and oneDNN scratch space the tensor count cannot see.")
    return "\n".join(lines)


# ---------------------------------------------------------------- output


def _describe(profile: Any) -> str:
    if profile.kind == "text":
        return f"{profile.model} ({profile.seq_len} characters, vocabulary {profile.vocab_size})"
    return f"{profile.model} at {profile.resolution} px, {profile.num_classes} classes"


def _rate(row: Any) -> str:
    if row.est_samples_per_second is None:
        return "not supported"
    low, high = row.est_samples_per_second_range
    return f"{fmt(row.est_samples_per_second)} ({fmt(low)}-{fmt(high)})"


def _epoch(seconds: float | None) -> str:
    if seconds is None:
        return "n/a"
    if seconds < 120:
        return fmt(seconds, "s")
    return fmt(seconds / 60, "min") if seconds < 7200 else fmt(seconds / 3600, "h", 1)


def format_advice(advice: Any) -> str:
    profile, est = advice.profile, advice.estimate
    moved = profile.bytes_per_sample(advice.batch_size)
    lines = [
        f"{_describe(profile)}, {profile.precision}, {advice.optimizer}, freeze {profile.freeze}, batch "
        f"{advice.batch_size}: {fmt(est.parameters)} parameters ({fmt(est.trainable_parameters)} trainable)",
        f"Memory on an NVIDIA GPU: weights {fmt_bytes(est.params_bytes + est.buffers_bytes)}, gradients "
        f"{fmt_bytes(est.gradients_bytes)}, optimizer state {fmt_bytes(est.optimizer_bytes)}, activations "
        f"{fmt_bytes(est.activations_bytes)}, workspace {fmt_bytes(est.workspace_bytes)}, CUDA context and libraries "
        f"{fmt_bytes(est.framework_bytes)}: total {fmt_bytes(est.total_bytes)}",
        f"Compute: {profile.flops_per_sample / 1e9:,.2f} GFLOPs per sample ({profile.forward_flops.slope / 1e9:,.2f} "
        f"forward, {profile.backward_flops.slope / 1e9:,.2f} backward), {fmt_bytes(moved)} moved per sample; "
        f"traced in {fmt(profile.seconds, 's', 1)}",
        "",
    ]
    priced = any(row.price_usd for row in advice.gpus)
    header = (f"{'GPU':<26} {'Memory':<15} {'Fits':<4} {'Max batch':>9}  {'Samples/s (range)':<24} {'Bound':<7} "
              f"{'Epoch':>7} {'Samples/J':>9}" + (f" {'Samples/s/$':>11}" if priced else "") + "  Note")
    lines += [header, "-" * len(header)]
    rows = sorted(advice.gpus, key=lambda row: -(row.est_samples_per_second or -1.0))
    for row in rows:
        memory = f"{fmt(row.memory_gb, 'GB')} {row.memory_type}"
        joule = "n/a" if row.samples_per_joule is None else fmt(row.samples_per_joule, digits=1)
        dollar = "n/a" if row.samples_per_second_per_dollar is None else fmt(row.samples_per_second_per_dollar,
                                                                            digits=2)
        lines.append(f"{row.name[:26]:<26} {memory:<15} {'yes' if row.fits else 'no':<4} {fmt(row.max_batch_size):>9}"
                     f"  {_rate(row):<24} {row.bound or 'n/a':<7} {_epoch(row.epoch_seconds):>7} {joule:>9}"
                     + (f" {dollar:>11}" if priced else "") + f"  {row.note}")
    lines.append(f"Epoch: {fmt(advice.dataset_size)} samples. Speeds: operator-level roofline at "
                 f"{advice.efficiency.source}. Fits: the estimate within {1 - advice.headroom:.0%} of the GPU's "
                 "memory.")
    return "\n".join(lines)
