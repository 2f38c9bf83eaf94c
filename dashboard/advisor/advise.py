"""For one profiled model, batch size, precision and optimizer: does it fit on each catalogue GPU, and how fast.

The CLI (`dl-dashboard advise`) and the Advisor page both call ``advise`` and ``explain``; nothing here knows
about Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from dashboard.advisor.bench_words import NOTE_SEPARATOR
from dashboard.advisor.gpu_matching import per_device
from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.inference_advice import inference_row
from dashboard.advisor.inputs import DEFAULT_DATASET_SIZE
from dashboard.advisor.measured_scaling import MeasuredSource, scaled_efficiency, scaled_speed, within_host_pace
from dashboard.advisor.memory import (
    DEFAULT_HEADROOM,
    MemoryEstimate,
    device_kind,
    estimate_memory,
    fits,
    gpu_memory_bytes,
    max_batch_size,
)
from dashboard.advisor.profile import ModelProfile
from dashboard.advisor.speed import (
    DEFAULT,
    Efficiency,
    epoch_seconds,
    estimate_speed,
    samples_per_joule,
    samples_per_second_per_dollar,
)
from dashboard.jsontools import json_safe
from dashboard.text import Said, again, counted, english, fill, join, say, translate
from dashboard.units import fmt, fmt_bytes


@dataclass(frozen=True)
class GpuAdvice:
    """One catalogue GPU for this model: fits or not, largest batch, estimated speed (a range) and what it costs."""

    name: str
    vendor: str
    series: str
    memory_gb: float
    memory_type: str
    supported: bool
    """False when the GPU cannot run the precision at all (bf16 without bf16 units): no speed then."""
    fits: bool
    max_batch_size: int
    total_bytes: int
    """The estimate on this GPU (its vendor's framework overhead included)."""
    est_samples_per_second: float | None
    est_samples_per_second_range: tuple[float, float] | None
    bound: str | None
    """"compute" or "memory"."""
    overhead_limited: bool
    epoch_seconds: float | None
    epoch_seconds_range: tuple[float, float] | None
    samples_per_joule: float | None
    samples_per_second_per_dollar: float | None
    price_usd: float | None
    note: str
    """In English, as advice.json and the command line give it; ``shown_note`` in the reader's language."""
    notes: tuple[str, ...] = ()
    """The note's parts, each ``Said`` to be shown in any language (not in the document)."""
    inference_latency_ms: float | None = None
    """Inference (``inference_advice``): one answer at batch 1, from the forward pass alone; an estimate not
    calibrated on inference."""
    inference_latency_ms_range: tuple[float, float] | None = None
    inference_samples_per_second: float | None = None
    """Inference at this batch size."""
    inference_samples_per_second_range: tuple[float, float] | None = None

    def shown_note(self) -> str:
        return NOTE_SEPARATOR.join(again(part) for part in self.notes)


@dataclass(frozen=True)
class Advice:
    profile: ModelProfile
    estimate: MemoryEstimate
    """The estimate on an NVIDIA (CUDA) GPU; each row carries its own total."""
    gpus: tuple[GpuAdvice, ...]
    batch_size: int
    optimizer: str
    dataset_size: int
    efficiency: Efficiency
    headroom: float

    @property
    def precision(self) -> str:
        return self.profile.precision


def _basis_note(source: MeasuredSource, gpu: GpuSpec, scaled: bool) -> Said:
    """Each row's basis once a step was measured: the GPU it was measured on, one scaled from it, or the model."""
    name = source.gpu
    if not scaled:
        return say(lambda: translate("Advisor", "from the model, not measured"))
    if source.recorded:
        if gpu.name == name:
            return say(lambda: fill(translate("Advisor", "measured on the recorded {gpu}"), gpu=name))
        return say(lambda: fill(translate("Advisor", "scaled from the recorded {gpu}, measured"), gpu=name))
    if gpu.name == name:
        return say(lambda: fill(translate("Advisor", "measured on your {gpu}"), gpu=name))
    return say(lambda: fill(translate("Advisor", "scaled from your {gpu}, measured"), gpu=name))


def _row(profile: ModelProfile, spec: GpuSpec, batch_size: int, optimizer: str, dataset_size: int,
         efficiency: Efficiency, headroom: float, scaled_from: MeasuredSource | None = None) -> GpuAdvice:
    gpu = per_device(spec)
    kind = device_kind(gpu)
    estimate = estimate_memory(profile, batch_size, optimizer, kind, gpu.compute_capability)
    memory = gpu_memory_bytes(gpu)
    largest = max_batch_size(profile, optimizer, memory, headroom, kind, gpu.compute_capability)
    scaled = None if scaled_from is None else scaled_speed(scaled_from, gpu, batch_size)
    speed = scaled or estimate_speed(profile, gpu, batch_size, optimizer, efficiency)
    if scaled is None and speed is not None and scaled_from is not None:
        speed = within_host_pace(speed, scaled_from, batch_size)
    logical = gpu.notes.split(".")[0]  # a catalogue's note: translated where the translations know it
    notes = [say(lambda: translate("Advisor", logical))] if gpu.logical_devices != spec.logical_devices else []
    if scaled_from is not None and speed is not None:
        notes.append(_basis_note(scaled_from, gpu, scaled is not None))
    if speed is None:
        notes.append(say(lambda: fill(translate("Advisor", "{precision} not supported (no {precision} matrix units)"),
                                      precision=profile.precision)))
    elif speed.note:
        speed_note = speed.note
        notes.append(say(lambda: translate("Advisor", speed_note)))
    if not fits(estimate, memory, headroom):
        notes.append(say(lambda: translate("Advisor", "does not fit even at batch 1")) if largest == 0 else
                     say(lambda: fill(translate("Advisor", "does not fit at batch {batch}"), batch=batch_size)))
    if speed is not None and speed.overhead_limited:
        notes.append(say(lambda: translate("Advisor", "limited by per-operation launch overhead")))
    with english():  # advice.json and the command line: English whatever the window shows
        note = NOTE_SEPARATOR.join(again(part) for part in notes)
    rate = None if speed is None else speed.samples_per_second
    rate_range = None if speed is None else speed.samples_per_second_range
    return GpuAdvice(
        name=spec.name, vendor=gpu.vendor, series=gpu.series, memory_gb=gpu.memory_gb, memory_type=gpu.memory_type,
        supported=speed is not None, fits=fits(estimate, memory, headroom), max_batch_size=largest,
        total_bytes=estimate.total_bytes, est_samples_per_second=rate,
        est_samples_per_second_range=rate_range,
        bound=None if speed is None else speed.bound,
        overhead_limited=bool(speed and speed.overhead_limited),
        epoch_seconds=None if rate is None else epoch_seconds(dataset_size, rate),
        epoch_seconds_range=None if rate_range is None else (epoch_seconds(dataset_size, rate_range[1]),
                                                             epoch_seconds(dataset_size, rate_range[0])),
        samples_per_joule=None if rate is None else samples_per_joule(rate, gpu),
        samples_per_second_per_dollar=None if rate is None else samples_per_second_per_dollar(rate, gpu),
        price_usd=gpu.price_usd, note=note, notes=tuple(notes), **_inference_fields(profile, spec, batch_size,
                                                                                    efficiency),
    )


def _inference_fields(profile: ModelProfile, spec: GpuSpec, batch_size: int,
                      efficiency: Efficiency) -> dict[str, Any]:
    """The row's inference estimates, where the profile kept its forward pass apart (profiles made before did not)."""
    if profile.forward is None:
        return {}
    row = inference_row(profile, spec, batch_size, efficiency)
    return {"inference_latency_ms": row.latency_ms, "inference_latency_ms_range": row.latency_ms_range,
            "inference_samples_per_second": row.samples_per_second,
            "inference_samples_per_second_range": row.samples_per_second_range}



def advise(profile: ModelProfile, gpus: Sequence[GpuSpec], batch_size: int, precision: str | None = None,
           optimizer: str = "adam", *, dataset_size: int = DEFAULT_DATASET_SIZE, efficiency: Efficiency = DEFAULT,
           headroom: float = DEFAULT_HEADROOM, scaled_from: MeasuredSource | None = None) -> Advice:
    """Every GPU's fit and speed for this profiled model. ``precision`` must be the profile's (it was traced in
    it); None takes the profile's. GPUs the driver shows as several devices (MI250X) are judged as one of them.
    ``scaled_from``, a step measured on a local GPU, gives the speeds of the GPUs it can be scaled to."""
    if precision is not None and precision != profile.precision:
        raise ValueError(f"the profile was traced in {profile.precision}, not {precision}: profile the model in "
                         f"{precision} first")
    if batch_size < 1:
        raise ValueError(f"batch size must be at least 1, got {batch_size}")
    if dataset_size < 1:
        raise ValueError(f"dataset size must be at least 1, got {dataset_size}")
    rows = tuple(_row(profile, gpu, batch_size, optimizer, dataset_size, efficiency, headroom, scaled_from)
                 for gpu in gpus)
    return Advice(profile, estimate_memory(profile, batch_size, optimizer), rows, batch_size, optimizer,
                  dataset_size, efficiency if scaled_from is None else scaled_efficiency(scaled_from), headroom)


# ---------------------------------------------------------------- in words


def _optimizer_name(optimizer: str) -> str:
    names = {"adam": "Adam", "adamw": "AdamW", "sgd": translate("Advisor", "SGD with momentum")}
    return names.get(optimizer, optimizer)


def _memory_sentences(advice: Advice) -> list[str]:
    est, profile = advice.estimate, advice.profile
    fixed = est.params_bytes + est.buffers_bytes + est.gradients_bytes + est.optimizer_bytes
    needs = (translate("Advisor", "At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an "
                                  "NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for "
                                  "weights, gradients and optimizer state, {workspace} of temporaries and about "
                                  "{framework} for the CUDA context.") if est.workspace_bytes else
             translate("Advisor", "At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an "
                                  "NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for "
                                  "weights, gradients and optimizer state, and about {framework} for the CUDA "
                                  "context."))
    sentences = [fill(needs, batch=advice.batch_size, precision=advice.precision,
                      optimizer=_optimizer_name(advice.optimizer), model=profile.model,
                      total=fmt_bytes(est.total_bytes), activations=fmt_bytes(est.activations_bytes),
                      fixed=fmt_bytes(fixed), workspace=fmt_bytes(est.workspace_bytes),
                      framework=fmt_bytes(est.framework_bytes))]
    judged = [row for row in advice.gpus if row.supported]
    fitting = [row for row in judged if row.fits]
    if fitting:
        smallest = min(fitting, key=lambda row: row.memory_gb)
        sentences.append(fill(counted(len(judged), translate(
            "Advisor", "{fitting} of %Ln GPU(s) fit it with {headroom:.0%} to spare; the smallest that does has "
                       "{memory} ({gpu}).", None, 1)),
                              fitting=len(fitting), headroom=advice.headroom,
                              memory=fmt(smallest.memory_gb, "GB"), gpu=smallest.name))
    elif judged:
        best = max(judged, key=lambda row: row.max_batch_size)
        sentences.append(fill(counted(len(judged), translate(
            "Advisor", "None of the %Ln GPU(s) fits it; the largest batch on any is {batch} ({gpu}).", None, 1)),
                              batch=best.max_batch_size, gpu=best.name))
    per_sample = fmt_bytes(profile.saved_bytes.slope)
    if est.activations_bytes > fixed:
        sentences.append(fill(translate("Advisor", "Activations dominate and grow with the batch ({per_sample} per "
                                                   "sample): a smaller batch, mixed precision or freezing the backbone "
                                                   "saves the most memory."), per_sample=per_sample))
    else:
        sentences.append(fill(translate("Advisor", "Weights, gradients and optimizer state dominate and do not grow "
                                                   "with the batch (activations add {per_sample} per sample): larger "
                                                   "batches cost little memory, while freezing layers or SGD instead "
                                                   "of Adam would save more."), per_sample=per_sample))
    return sentences


def _bound_sentence(advice: Advice, judged: list[GpuAdvice]) -> str:
    """How much work a step does per byte it moves, and so which GPUs it is compute-bound and bandwidth-bound on."""
    profile = advice.profile
    compute = sum(1 for row in judged if row.bound == "compute")
    memory = len(judged) - compute
    if memory <= len(judged) // 4:
        template = (translate("Advisor", "A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it "
                                         "moves, {intensity:,.0f} FLOPs per byte: all GPUs ({compute} of {judged}) are "
                                         "compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) "
                                         "matter more than memory bandwidth.") if not memory else
                    translate("Advisor", "A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it "
                                         "moves, {intensity:,.0f} FLOPs per byte: most GPUs ({compute} of {judged}) "
                                         "are compute-bound for this model, so FLOPS (and tensor cores in fp16 or "
                                         "bf16) matter more than memory bandwidth."))
    elif compute <= len(judged) // 4:
        template = (translate("Advisor", "A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it "
                                         "moves, {intensity:,.0f} FLOPs per byte: all GPUs ({memory} of {judged}) are "
                                         "bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: "
                                         "HBM cards gain most.") if not compute else
                    translate("Advisor", "A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it "
                                         "moves, {intensity:,.0f} FLOPs per byte: most GPUs ({memory} of {judged}) are "
                                         "bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: "
                                         "HBM cards gain most."))
    else:
        template = translate("Advisor", "A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it "
                                        "moves, {intensity:,.0f} FLOPs per byte, near the balance point of today's "
                                        "GPUs: {compute} of {judged} are compute-bound and {memory} bandwidth-bound "
                                        "for this model, so both FLOPS and bandwidth matter, and GPUs with much more "
                                        "FLOPS than bandwidth are held back by their memory.")
    moved = profile.bytes_per_sample(advice.batch_size)
    return fill(template, gflops=profile.flops_per_sample / 1e9, moved=fmt_bytes(moved),
                intensity=profile.flops_per_sample / moved, compute=compute, memory=memory, judged=len(judged))


TIE_SHARE = 0.02
"""GPUs within 2% of the fastest estimate tie with it: naming one of them fastest would be a coin toss (at a small
batch every fast GPU waits on the same CPU, scaled or fitted)."""


def _speed_sentences(advice: Advice) -> list[str]:
    judged = [row for row in advice.gpus if row.supported]
    if not judged:
        return [fill(translate("Advisor", "None of these GPUs runs {precision}."), precision=advice.precision)]
    sentences = [_bound_sentence(advice, judged)]
    overhead = sum(1 for row in judged if row.overhead_limited)
    if overhead:
        sentences.append(fill(translate("Advisor", "On {overhead} of them the model is so small that launching its "
                                                   "operations, not the GPU, sets the pace: a larger batch helps more "
                                                   "than a faster GPU."), overhead=overhead))
    fastest = max(judged, key=lambda row: row.est_samples_per_second or 0.0)
    low, high = fastest.est_samples_per_second_range or (0.0, 0.0)
    tied = _tied_with(fastest, judged)
    if len(tied) > 1:
        sentences.append(fill(counted(len(tied), translate(
            "Advisor", "Fastest here, %Ln GPU(s) within {share:.0%} of each other (among them {gpu}): about {rate} "
                       "samples/s ({low}-{high}). Speeds are ranges: {source}.", None, 1)),
            share=TIE_SHARE, gpu=fastest.name, rate=fmt(fastest.est_samples_per_second), low=fmt(low), high=fmt(high),
            source=advice.efficiency.shown_source()))
        return sentences
    sentences.append(fill(translate("Advisor", "Fastest here: {gpu}, about {rate} samples/s ({low}-{high}). Speeds "
                                               "are ranges: {source}."),
                          gpu=fastest.name, rate=fmt(fastest.est_samples_per_second), low=fmt(low), high=fmt(high),
                          source=advice.efficiency.shown_source()))
    unsupported = len(advice.gpus) - len(judged)
    if unsupported:
        sentences.append(fill(counted(unsupported, translate("Advisor", "%Ln GPU(s) cannot run {precision} at all.",
                                                             None, 1)),
                              precision=advice.precision))
    return sentences


def _tied_with(fastest: GpuAdvice, rows: list[GpuAdvice]) -> list[GpuAdvice]:
    """The rows within TIE_SHARE of the fastest estimate (the fastest among them)."""
    top = fastest.est_samples_per_second or 0.0
    return [row for row in rows if (row.est_samples_per_second or 0.0) >= top * (1 - TIE_SHARE)]


def takeaway(advice: Advice) -> str:
    """The advice in two sentences a lecturer can read out (at most about 30 words): what the model needs, on how
    many GPUs that fits, and the fastest estimate; ``explain`` holds the figures behind it."""
    judged = [row for row in advice.gpus if row.supported]
    fitting = [row for row in judged if row.fits]
    values = {"model": advice.profile.model, "batch": advice.batch_size, "precision": advice.precision,
              "total": fmt_bytes(advice.estimate.total_bytes)}
    if fitting or not judged:
        needs = fill(counted(len(judged), translate(
            "Advisor", "{model} at batch {batch} in {precision} needs about {total}: it fits on {fitting} of %Ln "
                       "GPU(s).", None, 1)), fitting=len(fitting), **values)
    else:
        best = max(judged, key=lambda row: row.max_batch_size)
        needs = fill(counted(len(judged), translate(
            "Advisor", "{model} at batch {batch} in {precision} needs about {total}: it fits on none of %Ln GPU(s); "
                       "the largest batch on any is {largest} ({gpu}).", None, 1)),
            largest=best.max_batch_size, gpu=best.name, **values)
    rated = [row for row in fitting if row.est_samples_per_second]
    if not rated:
        return needs
    fastest = max(rated, key=lambda row: row.est_samples_per_second or 0.0)
    top = fastest.est_samples_per_second or 0.0
    tied = _tied_with(fastest, rated)
    if len(tied) == 1:
        return join(needs, fill(translate("Advisor", "Fastest, estimated: {gpu}, about {rate} samples/s."),
                                gpu=fastest.name, rate=fmt(top)))
    if fastest.overhead_limited:  # the pace they tie at is the host's: it launches every GPU's kernels alike
        template = translate("Advisor", "%Ln GPU(s) tie as fastest, about {rate} samples/s: the CPU sets the "
                                        "pace.", None, 1)
    else:
        template = translate("Advisor", "%Ln GPU(s) tie as fastest, about {rate} samples/s.", None, 1)
    return join(needs, fill(counted(len(tied), template), rate=fmt(top)))


def explain(advice: Advice) -> str:
    """A short paragraph in the reader's language: what limits this model (memory, compute, bandwidth) and what
    that means for the choice, built from the same numbers the table shows."""
    return join(*_memory_sentences(advice), *_speed_sentences(advice), *_inference_sentences(advice))


def _inference_sentences(advice: Advice) -> list[str]:
    """Inference in one sentence: batch 1's latency (the CPU's, where launching operators dominates) and the
    fastest GPU at this batch."""
    rows = [row for row in advice.gpus if row.inference_latency_ms is not None and row.inference_samples_per_second]
    if not rows:
        return []
    latencies = sorted(row.inference_latency_ms or 0.0 for row in rows)
    fastest = max(rows, key=lambda row: row.inference_samples_per_second or 0.0)
    return [fill(translate("Advisor", "Inference, estimated for the forward pass alone (not calibrated on "
                                      "inference): one answer at batch 1 takes {low} to {high} across these GPUs, "
                                      "mostly the CPU launching each operator, whatever the GPU; at batch {batch} "
                                      "{gpu} serves about {rate} samples/s."),
                 low=fmt(latencies[0], "ms", 1), high=fmt(latencies[-1], "ms", 1), batch=advice.batch_size,
                 gpu=fastest.name,
                 rate=fmt(fastest.inference_samples_per_second))]


# ---------------------------------------------------------------- as a document


def advice_document(advice: Advice, measured: dict[str, Any] | None = None) -> dict[str, Any]:
    """``{"estimate": {...}, "gpus": [...]}`` as the issue specifies, plus the explanation and the efficiency."""
    profile = advice.profile
    estimate = asdict(advice.estimate)
    estimate.update(
        model=profile.model, num_classes=profile.num_classes, seq_len=profile.seq_len,
        vocab_size=profile.vocab_size, flops_per_sample=profile.flops_per_sample,
        forward_flops_per_sample=profile.forward_flops.slope, backward_flops_per_sample=profile.backward_flops.slope,
        bytes_moved_per_sample=profile.bytes_per_sample(advice.batch_size), profile_seconds=profile.seconds,
    )
    document = {
        "estimate": estimate,
        "gpus": [{key: value for key, value in asdict(row).items() if key != "notes"} for row in advice.gpus],
        "efficiency": {"low": advice.efficiency.low, "high": advice.efficiency.high,
                       "middle": advice.efficiency.middle, "source": advice.efficiency.english_source()},
        "headroom": advice.headroom,
        "dataset_size": advice.dataset_size,
        "takeaway": takeaway(advice),
        "explanation": explain(advice),
    }
    if measured is not None:
        document["measured"] = measured
    return json_safe(document)
