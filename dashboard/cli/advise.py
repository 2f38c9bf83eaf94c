"""`dl-dashboard advise`: which catalogue GPUs fit a model at a batch size and precision, and how fast each would be.

``--measure`` also runs one real training step on this CPU and prints the estimate beside what it measured: the
command that checks the published accuracy of the memory estimate.
"""

from __future__ import annotations

import argparse
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dashboard.advisor.inputs import (
    DEFAULT_DATASET_SIZE,
    IMAGENET_CLASSES,
    IMAGENET_RESOLUTION,
    LAB_CLASSES,
)
from dashboard.advisor.model_file import DEFAULT_TIMEOUT_S, ModelFile, parse_input_shape
from dashboard.advisor.session import AdviceRequest, AdvisorResult, advise_request, bench_device, check_on_cpu
from dashboard.cli import advise_llm
from dashboard.cli.common import (
    EXIT_OK,
    Commands,
    UsageError,
    listing,
    positive_number_at_most,
    print_json,
    progress,
    whole_number,
)
from dashboard.errors import UserError
from dashboard.training.choices import FREEZE_MODES, MODEL_NAMES, OPTIMIZERS, PRECISIONS
from dashboard.training.config import MAX_SEQ_LEN
from dashboard.units import fmt, fmt_bytes

if TYPE_CHECKING:
    from dashboard.advisor.advise import Advice, GpuAdvice
    from dashboard.advisor.measured_scaling import MeasuredSource
    from dashboard.advisor.profile import ModelProfile
    from dashboard.advisor.speed import Efficiency

DEFAULT_MODEL = "resnet18"
MAX_CLASSES = 100_000
"""Five times ImageNet-21k's classes; beyond, the output layer alone overflows torch's sizes."""
MAX_VOCABULARY = 262_144
"""2**18: the largest vocabularies of common tokenizers (Llama 3 has 128,256)."""
MAX_TEXT_OUTPUTS = 64 * MAX_VOCABULARY
"""Sequence length x vocabulary: the logits of one sample, which tracing holds for real (about 2 GB of memory at
this product; 4,096 x 65,536 took 17 GB and 100 s)."""
MAX_DATASET_SIZE = 100_000_000
"""The window's Advisor form allows the same."""


def add_parser(commands: Commands) -> None:
    advise = commands.add_parser("advise", help="memory and speed of a model on every catalogue GPU")
    advise.add_argument("--model", help=f"{listing(MODEL_NAMES)}, or any torchvision classification model as "
                        "torchvision:NAME, e.g. torchvision:resnet50 (default resnet18)")
    advise.add_argument("--model-file", type=Path, help="your own model: a Python file defining an nn.Module whose "
                        "constructor needs no arguments (run in a process of its own); with --model-class")
    advise.add_argument("--model-class", help="with --model-file: the class to build")
    advise.add_argument("--input-shape", type=_input_shape, default=None,
                        help="with --model-file: one sample's input, e.g. 3,224,224 (the default); the model returns "
                        "class logits")
    advise.add_argument("--model-timeout", type=positive_number_at_most(3600), default=DEFAULT_TIMEOUT_S,
                        help=f"with --model-file: seconds to build and trace it, at most 3,600 (default "
                        f"{DEFAULT_TIMEOUT_S:g})")
    advise.add_argument("--batch-size", type=int, default=64, help="samples per step (default 64)")
    advise.add_argument("--precision", default="fp32", help=f"{listing(PRECISIONS)} (mixed precision; default fp32)")
    advise.add_argument("--optimizer", default="adam", help=f"{listing(OPTIMIZERS)} (sgd with momentum 0.9; "
                        "default adam)")
    advise.add_argument("--freeze", default="full", help=f"transfer models: {listing(FREEZE_MODES)} (none is the "
                        "old spelling of full: train everything; default full)")
    advise.add_argument("--resolution", type=int, help=f"input size in pixels for image models (default "
                        f"{IMAGENET_RESOLUTION} for the torchvision models, the lab's size for the small CNNs)")
    advise.add_argument("--classes", type=whole_number(1, MAX_CLASSES),
                        help=f"output classes for image models, at most {MAX_CLASSES:,} (default {IMAGENET_CLASSES} "
                        f"for the torchvision models, as published, else {LAB_CLASSES})")
    advise.add_argument("--seq-len", type=whole_number(1, MAX_SEQ_LEN),
                        help=f"text models: characters per sample, at most {MAX_SEQ_LEN:,} (default 64)")
    advise.add_argument("--vocab-size", type=whole_number(1, MAX_VOCABULARY),
                        help=f"text models: vocabulary size, at most {MAX_VOCABULARY:,} (default 100)")
    advise.add_argument("--dataset-size", type=whole_number(1, MAX_DATASET_SIZE), default=DEFAULT_DATASET_SIZE,
                        help=f"samples per epoch, for epoch times, at most {MAX_DATASET_SIZE:,} "
                        f"(default {DEFAULT_DATASET_SIZE:,})")
    advise.add_argument("--inference", action="store_true",
                        help="estimate inference instead (a forward pass): latency at batch 1 and throughput at "
                             "--batch-size on every catalogue GPU, edge boards (Jetson) included")
    advise.add_argument("--json", action="store_true", help="print one JSON object (estimate and gpus) on stdout")
    advise.add_argument("--measure", action="store_true",
                        help="also run one real training step on this CPU and compare the estimate with it")
    advise.add_argument("--scale-from", metavar="DEVICE|FILE",
                        help="time and profile one step of the model on this NVIDIA GPU (cuda or cuda:N) and scale "
                             "every NVIDIA GPU's speed from it per operator; the others keep the fitted model, "
                             "calibrated by the same step. A benchmarks recording (.dlrec, made where the window "
                             "also timed your model) gives the step it profiled there instead, without a GPU here")
    advise_llm.add_arguments(advise)
    advise.set_defaults(run=run)


def request_from_args(args: argparse.Namespace) -> AdviceRequest:
    model_file = _model_file(args)
    return AdviceRequest(model=model_file.name if model_file else args.model, model_file=model_file,
                         batch_size=args.batch_size, precision=args.precision,
                         optimizer=args.optimizer, freeze="full" if args.freeze == "none" else args.freeze,
                         resolution=args.resolution, classes=args.classes, seq_len=args.seq_len,
                         vocab_size=args.vocab_size, dataset_size=args.dataset_size)


def run(args: argparse.Namespace) -> int:
    if advise_llm.wanted(args):
        return advise_llm.run(args)
    args.model = args.model or DEFAULT_MODEL
    _check_text_size(args)
    request = request_from_args(args).validate()
    if args.measure:
        _refuse_before_profiling(request)
    efficiency, source = _measured_bases(request, args.scale_from) if args.scale_from else (None, None)
    result = advise_request(request, (), efficiency, source)
    for problem in result.problems:
        progress(f"dl-dashboard advise: note: {problem}")
    if args.inference:
        return _inference(result, args)
    measured = None
    if args.measure:
        _check_measure_fits(result)
        progress(f"measuring one real training step of {args.model} at batch {args.batch_size} on this CPU...")
        measured = check_on_cpu(result)
    if args.json:
        print_json(result.document(measured))
    else:
        print(format_advice(result.advice))
        print()
        print(textwrap.fill(result.takeaway, width=110))  # what to read out, then the figures behind it
        print(textwrap.fill(f"Details: {result.explanation}", width=110))
        if measured is not None:
            print()
            print(format_measured(measured))
    return EXIT_OK


def _measured_bases(request: AdviceRequest, device_text: str) -> tuple[Efficiency | None, MeasuredSource | None]:
    """``--scale-from``: the request's model timed and profiled on a local NVIDIA GPU (a few seconds), or the step a
    benchmarks recording profiled on its machine's GPU."""
    if device_text.endswith(".dlrec") or Path(device_text).is_file():
        return _recorded_bases(request, Path(device_text))
    from dashboard.advisor.placement import FULL_TIMING
    from dashboard.advisor.profile import profile_model
    from dashboard.advisor.session import time_and_profile
    from dashboard.hardware.inventory import read_inventory_once

    device = bench_device(device_text)
    if not device.startswith("cuda"):
        raise UserError(f"--scale-from needs an NVIDIA GPU (cuda or cuda:N), not '{device_text}'")
    if request.model_file is not None:
        raise UserError("--scale-from times the lab's and torchvision's models, not a model file")
    progress(f"timing and profiling {request.model} at batch {request.batch_size} in {request.precision} on "
             f"{device}...")
    point, efficiency, source = time_and_profile(profile_model(**request.profile_arguments()), request, device,
                                                 read_inventory_once(), FULL_TIMING)
    if point.status != "ok":
        raise UserError(f"the model could not be timed on {device}: {point.message}")
    progress(f"measured {fmt(point.samples_per_second)} samples/s on {device}")
    if source is None:
        progress("dl-dashboard advise: note: the step could not be profiled there (a GPU the catalogue does not "
                 "know, or the profiler without CUPTI): speeds come from the fitted model"
                 + (", calibrated by the timed step" if efficiency is not None else ""))
    return efficiency, source


def _recorded_bases(request: AdviceRequest, path: Path) -> tuple[Efficiency | None, MeasuredSource | None]:
    """The calibration and profiled step of a benchmarks recording; UserError where it holds none that applies."""
    from dashboard.advisor.source_record import describe_request, recorded_bases
    from dashboard.recording.fileformat import BadRecording, read_recording

    try:
        recording = read_recording(path)
    except (OSError, BadRecording) as err:
        raise UserError(f"--scale-from {path}: {err}") from None
    if recording.header.kind != "bench":
        raise UserError(f"--scale-from {path}: a recording of {recording.header.kind}, not of the Advisor's "
                        "benchmarks")
    efficiency, source = recorded_bases(recording.events)
    if source is None:
        raise UserError(f"--scale-from {path}: the benchmarks there profiled no step of a model (run them in the "
                        "window on an NVIDIA GPU with your model timed too)")
    if not source.applies_to(request):
        raise UserError(f"--scale-from {path}: its step is of {describe_request(source.request)}; ask about that "
                        "(any --batch-size or --dataset-size)")
    step_s = source.step.measured_step_s or source.step.host_time_s
    progress(f"scaling from the step recorded on {source.gpu}: {fmt(source.request.batch_size / step_s)} samples/s "
             f"at batch {source.request.batch_size} there")
    return efficiency, source


def _refuse_before_profiling(request: AdviceRequest) -> None:
    """--measure at a batch that the shipped footprint of a built-in model already shows cannot fit: refused at
    once, before torch is imported and the model profiled (seconds). ``_check_measure_fits`` decides the rest."""
    from dashboard.advisor.fits import for_training, require_fit, shipped_footprint
    from dashboard.advisor.inputs import DEFAULT_VOCAB_SIZE, LAB_CLASSES

    arguments = request.profile_arguments()
    if request.model_file is not None or arguments.get("vocab_size", DEFAULT_VOCAB_SIZE) != DEFAULT_VOCAB_SIZE:
        return
    model = shipped_footprint(request.model, request.precision, request.freeze, arguments.get("resolution"),
                              arguments.get("num_classes", LAB_CLASSES), arguments.get("seq_len"))
    if model is not None:
        require_fit(for_training(request.model), [request.batch_size],
                    lambda batch: model.training_bytes(batch, request.optimizer, "cpu"), "cpu")


def _check_measure_fits(result: AdvisorResult) -> None:
    """--measure runs a real step at the batch asked for: refused in one line, by the estimate just made, when it
    would not fit in the RAM free (the kernel would end the process, or another one, without a word)."""
    from dashboard.advisor.fits import for_training, require_fit
    from dashboard.advisor.memory import estimate_memory

    profile, request = result.advice.profile, result.request
    require_fit(for_training(request.model), [request.batch_size],
                lambda batch: estimate_memory(profile, batch, request.optimizer, device_kind="cpu").total_bytes, "cpu")


def _inference(result: AdvisorResult, args: argparse.Namespace) -> int:
    from dashboard.advisor.inference_advice import inference_document, inference_rows

    profile, batch = result.advice.profile, result.request.batch_size
    rows = inference_rows(profile, list(result.specs.values()), batch)
    if args.json:
        print_json(inference_document(profile, rows, batch))
        return EXIT_OK
    header = (f"{'GPU':<26} {'Memory':<15} {'Fits':<4} {'Batch 1: ms (range)':<22} "
              f"{f'Batch {batch}: samples/s (range)':<30} {'Samples/J':>9}  Note")
    lines = [f"Inference estimates for {_describe(profile)}, {profile.precision}: a forward pass in eval mode, from "
             "the training speed model (not calibrated on inference)", "", header, "-" * len(header)]
    for row in rows:
        notes = ["edge board: its ARM CPU launches operators more slowly, so batch 1 is likely optimistic"
                 if row.edge else "", "launch-bound at batch 1" if row.overhead_limited else "",
                 "" if row.supported else f"{profile.precision} not supported"]
        latency = "n/a" if row.latency_ms_range is None else (
            f"{row.latency_ms:,.2f} ({row.latency_ms_range[0]:,.2f}-{row.latency_ms_range[1]:,.2f})")
        rate = "n/a" if row.samples_per_second_range is None else (
            f"{fmt(row.samples_per_second)} ({fmt(row.samples_per_second_range[0])}-"
            f"{fmt(row.samples_per_second_range[1])})")
        joule = "n/a" if row.samples_per_joule is None else fmt(row.samples_per_joule, digits=1)
        lines.append(f"{row.name[:26]:<26} {fmt(row.memory_gb, 'GB') + ' ' + row.memory_type:<15} "
                     f"{'yes' if row.fits else 'no':<4} {latency:<22} {rate:<30} {joule:>9}  "
                     + "; ".join(note for note in notes if note))
    lines.append(f"Fits: at most {fmt_bytes(rows[0].memory_bytes if rows else 0)} at batch {batch} on a CUDA GPU "
                 "(weights, the batch and every activation, an upper bound) within the GPU's memory less 10%.")
    launch_bound = sum(row.overhead_limited for row in rows)
    if launch_bound > len(rows) / 2:
        lines.append(f"At batch 1, {launch_bound} of {len(rows)} GPUs wait on the CPU launching the forward pass's "
                     f"{profile.forward.kernels if profile.forward else profile.kernels} operators one by one: eager "
                     "PyTorch's latency there is the CPU's, whatever the GPU. Compiled graphs (torch.compile, CUDA "
                     "graphs, TensorRT on a Jetson) remove most of that cost.")
    print("\n".join(lines))
    return EXIT_OK


def _input_shape(text: str) -> tuple[int, ...]:
    try:
        return parse_input_shape(text)
    except UserError as err:  # argparse names the option and keeps our sentence
        raise argparse.ArgumentTypeError(str(err)) from None


def _model_file(args: argparse.Namespace) -> ModelFile | None:
    if args.model_file is None:
        if args.model_class or args.input_shape:
            raise UsageError("--model-class and --input-shape go with --model-file")
        return None
    if not args.model_class:
        raise UsageError("--model-file needs --model-class: the name of the nn.Module class to build")
    if args.measure or args.resolution or args.seq_len or args.vocab_size:
        raise UsageError("--model-file takes --input-shape and --classes; --measure, --resolution, --seq-len and "
                         "--vocab-size go with the lab's models")
    return ModelFile(args.model_file, args.model_class, args.input_shape or (3, 224, 224),
                     args.classes or IMAGENET_CLASSES, args.model_timeout)


def _check_text_size(args: argparse.Namespace) -> None:
    """Each of --seq-len and --vocab-size has its ceiling; so has their product, which sets the memory tracing takes."""
    from dashboard.advisor.inputs import DEFAULT_SEQ_LEN, DEFAULT_VOCAB_SIZE

    seq_len, vocab_size = args.seq_len or DEFAULT_SEQ_LEN, args.vocab_size or DEFAULT_VOCAB_SIZE
    if seq_len * vocab_size > MAX_TEXT_OUTPUTS:
        raise UsageError(f"--seq-len x --vocab-size must be at most {MAX_TEXT_OUTPUTS:,} (the logits of one sample), "
                         f"got {seq_len:,} x {vocab_size:,}")


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


def _describe(profile: ModelProfile) -> str:
    if profile.kind == "text":
        return f"{profile.model} ({profile.seq_len} characters, vocabulary {profile.vocab_size})"
    return f"{profile.model} at {profile.resolution} px, {profile.num_classes} classes"


def _rate(row: GpuAdvice) -> str:
    if row.est_samples_per_second is None:
        return "not supported"
    low, high = row.est_samples_per_second_range or (row.est_samples_per_second, row.est_samples_per_second)
    return f"{fmt(row.est_samples_per_second)} ({fmt(low)}-{fmt(high)})"


def _epoch(seconds: float | None) -> str:
    if seconds is None:
        return "n/a"
    if seconds < 120:
        return fmt(seconds, "s")
    return fmt(seconds / 60, "min") if seconds < 7200 else fmt(seconds / 3600, "h", 1)


def format_advice(advice: Advice) -> str:
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
    lines.append(f"Epoch: {fmt(advice.dataset_size)} samples. Speeds: {advice.efficiency.english_source()}. "
                 f"Fits: the estimate within {1 - advice.headroom:.0%} of the GPU's "
                 "memory.")
    return "\n".join(lines)
