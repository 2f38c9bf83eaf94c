"""The lessons drawn as experiments: each sets up the comparison its concept needs (reusing the Experiments page's
presets where one fits), measures it, and reads it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from dashboard.experiments.analysis import crossovers, estimated_crossing, rates
from dashboard.experiments.plan import Experiment, Plan, Variant
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.presets import BASE, PRESETS
from dashboard.lessons.estimates import estimated_curve, reference_gpu
from dashboard.lessons.lab import Findings, Lab, Script
from dashboard.lessons.readings import (
    ESTIMATE_WARNING,
    busy_sentence,
    experiment_reading,
    join,
    ratio_sentence,
    series_rates,
)
from dashboard.training.config import TrainConfig
from dashboard.units import fmt, fmt_bytes

TRAIN_SIZE = {"normal": 2048, "tiny": 256}
"""Samples generated for a lesson's data: enough to draw random batches from, quick to make."""
SECONDS = {"normal": 0.3, "tiny": 0.02}
"""Timed seconds per point (at least three steps are timed whatever this says)."""


def lesson_config(lab: Lab, **fields: object) -> TrainConfig:
    return replace(BASE, train_size=TRAIN_SIZE[lab.size], **fields)  # type: ignore[arg-type]


def _sized(lab: Lab, config: TrainConfig) -> TrainConfig:
    """A preset's configuration at the lesson's data size (and, tiny, at the smallest input)."""
    config = replace(config, train_size=TRAIN_SIZE[lab.size])
    if lab.tiny and config.resolution is not None:
        config = replace(config, resolution=32)
    return config


def lesson_experiment(lab: Lab, title: str, variants: Sequence[Variant], batch_sizes: Sequence[int],
                loss_steps: int = 0) -> Experiment:
    return Experiment(title, tuple(variants), tuple(sorted(set(batch_sizes))), SECONDS[lab.size],
                      loss_steps=loss_steps)


def _preset(lab: Lab, key: str) -> Plan:
    plan = PRESETS[key].plan(list(lab.devices))
    return replace(plan, variants=[replace(v, config=_sized(lab, v.config)) for v in plan.variants])


def measure_points(lab: Lab, found: Findings, experiment: Experiment, repeats: int = 1) -> Script:
    lab.plan(len(experiment.variants) * len(experiment.batch_sizes) * repeats)
    for item in lab.measure(experiment, repeats):
        if isinstance(item, SweepPoint):
            found.points.append(item)
        yield item


# ---------------------------------------------------------------- 2. batch size


def batch_size(lab: Lab, found: Findings) -> Script:
    device = lab.gpu or "cpu"
    sizes = (2, 8, 32) if lab.tiny else (1, 4, 16, 64, 128, 256, 512)
    variant = Variant(f"simple-cnn on {device}", lesson_config(lab, model="simple-cnn", device=device))
    yield from measure_points(lab, found, lesson_experiment(lab, "Batch size", [variant], sizes), repeats=2)
    measured = series_rates(found.points, variant.label)
    memory = _memory_by_batch(found.points)
    steps = [f"{small}->{large}: +{fmt_bytes(memory[large] - memory[small])}"
             for small, large in zip(sorted(memory), sorted(memory)[1:], strict=False) if memory[large] > memory[small]]
    found.figures["memory_steps"] = {str(batch): memory[batch] for batch in sorted(memory)}
    takeaway = ""
    if len(measured) >= 2:
        first, best = min(measured), max(measured, key=lambda b: measured[b])
        takeaway = (f"Going from batch {first} to batch {best} multiplied throughput by "
                    f"{measured[best] / measured[first]:.1f}x: a bigger batch is more work the cores do at once.")
    if steps:
        takeaway += f" Peak memory grew with each step up ({'; '.join(steps[-3:])})."
    found.reading = join(takeaway, experiment_reading(found.points), busy_sentence(lab.cpu_load))


def _memory_by_batch(points: Sequence[SweepPoint]) -> dict[int, int]:
    memory: dict[int, int] = {}
    for point in points:
        if point.status == "ok" and point.peak_memory_bytes:
            memory[point.batch_size] = max(memory.get(point.batch_size, 0), point.peak_memory_bytes)
    return memory


# ---------------------------------------------------------------- 3. when the CPU wins


def cpu_wins(lab: Lab, found: Findings) -> Script:
    sizes = (1, 8) if lab.tiny else (1, 4, 16, 64, 256)
    devices = ["cpu"] + ([lab.gpu] if lab.gpu else [])
    variants = [Variant(f"small CNN on {d}", lesson_config(lab, model="simple-cnn", device=d)) for d in devices]
    yield from measure_points(lab, found, lesson_experiment(lab, "When the CPU wins", variants, sizes))
    if lab.gpu is None:
        from dashboard.advisor.profile import profile_model

        gpu = reference_gpu()
        profile = profile_model("simple-cnn")
        found.estimates = estimated_curve(profile, gpu, sizes)
        found.note = (f"No GPU here: the CPU was measured; the {gpu.name} curve is an estimate from its published "
                      "numbers, not a measurement.")
    everything = found.points + found.estimates
    sentences = []
    for crossing in crossovers(everything):
        at = estimated_crossing(crossing)
        where = f" (the curves meet near batch {at:.0f})" if at else ""
        sure = ("clear: both leads are beyond the noise" if crossing.clear else
                f"not certain: a lead within {crossing.margin:.0%} could swap on the next run")
        if any(crossing.faster_at_large == p.series for p in found.estimates):
            sure = "an estimate: the GPU side is not measured"
        sentences.append(f"{crossing.faster_at_small} was faster at small batches and {crossing.faster_at_large} "
                         f"from batch {crossing.batch_size} on{where}; this crossover is {sure}.")
    if not sentences and len({p.series for p in everything}) > 1:
        sentences.append("Neither side overtook the other over the batches measured.")
    found.reading = join(*sentences, experiment_reading(found.points), busy_sentence(lab.cpu_load),
                         ESTIMATE_WARNING if found.estimates else "")


# ---------------------------------------------------------------- 5. epochs are serial


def epochs_serial(lab: Lab, found: Findings) -> Script:
    device = lab.gpu or "cpu"
    sizes = (4, 16) if lab.tiny else (4, 16, 64, 256)
    config = lesson_config(lab, model="simple-cnn", device=device)
    variant = Variant(f"simple-cnn on {device}", config)
    yield from measure_points(lab, found, lesson_experiment(lab, "Epochs are serial", [variant], sizes))
    dataset = BASE.train_size  # the lab's dataset: one epoch is this many samples
    measured = series_rates(found.points, variant.label)
    epochs = {str(batch): {"steps_per_epoch": -(-dataset // batch), "epoch_seconds": dataset / rate}
              for batch, rate in measured.items()}
    found.figures["epochs"] = {"dataset_size": dataset, "by_batch": epochs}
    sentences = []
    if len(measured) >= 2:
        small, large = min(measured), max(measured)
        times = {batch: dataset / measured[batch] for batch in (small, large)}
        why = ("the larger batch did more of each step's work in parallel" if times[large] < times[small] else
               "throughput did not rise with the batch here, so fewer steps did not mean a shorter epoch")
        sentences.append(
            f"An epoch of {dataset:,} samples is {-(-dataset // small):,} serial steps at batch {small} "
            f"({fmt(times[small], 's', 1)} measured) and {-(-dataset // large):,} at batch {large} "
            f"({fmt(times[large], 's', 1)}): {times[large] / times[small]:.2f}x the time for {small}/{large} of the "
            f"steps, because {why}.")
    sentences.append("Each step needs the weights the step before produced, so the steps of an epoch run one after "
                     "another whatever the number of devices: more devices only split each batch.")
    found.reading = join(*sentences, experiment_reading(found.points), busy_sentence(lab.cpu_load))


# ---------------------------------------------------------------- 7. mixed precision


def mixed_precision(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "precision")
    small = lab.gpu is None  # the CPU trains resnet18 too slowly for a minute: a small CNN shows the same effect
    variants = [replace(v, config=replace(v.config, model="simple-cnn", resolution=None)) if small else v
                for v in plan.variants]
    sizes, steps = ((8,), 3) if lab.tiny else ((32, 128), 12)
    yield from measure_points(lab, found, lesson_experiment(lab, "Mixed precision", variants, sizes, loss_steps=steps))
    found.note = plan.note
    names = [v.label for v in variants]
    speed = ratio_sentence(found.points, names[-1], names[0], "16-bit numbers halve the bytes moved, and tensor "
                           "cores (on a GPU) multiply them faster; a CPU without bf16 units may gain little or lose.")
    found.reading = join(speed, experiment_reading(found.points), busy_sentence(lab.cpu_load))


# ---------------------------------------------------------------- 8. transfer learning


def transfer(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "freeze")
    sizes, steps = ((4,), 0) if lab.tiny else ((16, 64), 8)
    experiment = lesson_experiment(lab, "Transfer learning", plan.variants, sizes, loss_steps=steps)
    yield from measure_points(lab, found, experiment)
    names = [v.label for v in plan.variants]
    found.note = ("Loss after the same steps stands in for accuracy: the lab's probe measures training steps, and "
                  "the backbone starts from random weights here (no download), so it shows cost, not the benefit "
                  "of pretraining.")
    found.reading = join(ratio_sentence(found.points, names[0], names[-1], "a frozen backbone needs no gradients "
                                        "or optimizer state for most of the network."),
                         experiment_reading(found.points), busy_sentence(lab.cpu_load))


# ---------------------------------------------------------------- 9. CNN vs LSTM


def cnn_vs_lstm(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "lstm")
    lengths, sizes = ((8, 16), (4,)) if lab.tiny else ((16, 64), (32, 128))
    variants = [Variant(f"{v.label}, sequence {n}", replace(v.config, seq_len=n))
                for n in lengths for v in plan.variants]
    yield from measure_points(lab, found, lesson_experiment(lab, "CNN vs LSTM", variants, sizes))
    batch = max(sizes)
    table = {}
    for variant in variants:
        rate = series_rates(found.points, variant.label).get(batch)
        if rate:
            table[variant.label] = batch / rate
    found.figures["step_seconds_at_batch"] = {"batch_size": batch, "by_series": table}
    sentences = []
    fused, cell = plan.variants[0].label, plan.variants[1].label
    for n in lengths:
        a, b = table.get(f"{fused}, sequence {n}"), table.get(f"{cell}, sequence {n}")
        if a and b:
            sentences.append(f"At sequence length {n} a step took {a * 1000:.0f} ms fused and {b * 1000:.0f} ms "
                             f"with the hand-written cell ({b / a:.1f}x).")
    short, long = lengths
    a, b = table.get(f"{cell}, sequence {short}"), table.get(f"{cell}, sequence {long}")
    if a and b:
        sentences.append(f"Making the sequence {long // short}x longer made the cell's step {b / a:.1f}x longer: "
                         "its positions are processed one after another, not in parallel.")
    found.reading = join(*sentences, experiment_reading(found.points), busy_sentence(lab.cpu_load))


# ---------------------------------------------------------------- 10. threads


def threads(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "threads")
    sizes = (4,) if lab.tiny else (16, 256)
    yield from measure_points(lab, found, lesson_experiment(lab, "Threads", plan.variants, sizes))
    found.note = plan.note
    sentences = []
    names = [v.label for v in plan.variants]
    if len(names) > 1:
        one, most = series_rates(found.points, names[0]), series_rates(found.points, names[-1])
        for batch in sorted(one.keys() & most.keys()):
            sentences.append(f"At batch {batch}, {names[-1]} ran {most[batch] / one[batch]:.2f}x as fast as "
                             f"{names[0]}.")
        sentences.append("The ideal would be the ratio of threads; what falls short is time spent dividing the work "
                         "and waiting, which a small batch cannot hide, and cores shared with other programs.")
    found.reading = join(*sentences, experiment_reading(found.points), busy_sentence(lab.cpu_load))


def best_rate(points: Sequence[SweepPoint]) -> float | None:
    found = rates(points)
    return max(found.values()) if found else None
