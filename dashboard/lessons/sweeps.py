"""The lessons drawn as experiments: each sets up the comparison its concept needs (reusing the Experiments page's
presets where one fits), measures it, and reads it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from dashboard.experiments.analysis import crossovers, estimated_crossing, rates
from dashboard.experiments.plan import Experiment, Plan, Variant
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.presets import BASE, PRESETS
from dashboard.experiments.shown_labels import shown_series
from dashboard.experiments.takeaway import comparison_takeaway, series_takeaway
from dashboard.lessons.estimates import estimated_curve, reference_gpu
from dashboard.lessons.lab import Findings, Lab, Script
from dashboard.lessons.readings import busy_sentence, estimate_warning, experiment_reading, ratio_sentence, series_rates
from dashboard.text import fill, join, say, translate
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
    found.figures["memory_steps"] = {str(batch): memory[batch] for batch in sorted(memory)}
    points, load = list(found.points), list(lab.cpu_load)
    found.takeaway = say(lambda: series_takeaway(points))
    found.details = say(lambda: join(_batch_gain(measured), _memory_steps(memory), experiment_reading(points),
                                     busy_sentence(load, points)))


def _batch_gain(measured: dict[int, float]) -> str:
    if len(measured) < 2:
        return ""
    first, best = min(measured), max(measured, key=lambda b: measured[b])
    return fill(translate("Lessons", "Going from batch {first} to batch {best} multiplied throughput by {ratio:.1f}x: "
                                     "a bigger batch is more work the cores do at once."),
                first=first, best=best, ratio=measured[best] / measured[first])


def _memory_steps(memory: dict[int, int]) -> str:
    """How much more memory each step up in batch took (the last three)."""
    steps = [fill("{small}->{large}: +{grew}", small=small, large=large, grew=fmt_bytes(memory[large] - memory[small]))
             for small, large in zip(sorted(memory), sorted(memory)[1:], strict=False) if memory[large] > memory[small]]
    if not steps:
        return ""
    return fill(translate("Lessons", "Peak memory grew with each step up ({steps})."), steps="; ".join(steps[-3:]))


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
        name = gpu.name
        found.note = say(lambda: fill(translate("Lessons", "No GPU here: the CPU was measured; the {gpu} curve is an "
                                                           "estimate from its published numbers, not a measurement."),
                                      gpu=name))
    points, estimates, load = list(found.points), list(found.estimates), list(lab.cpu_load)
    found.takeaway = say(lambda: comparison_takeaway(points + estimates))
    found.details = say(lambda: join(*_crossover_sentences(points, estimates), experiment_reading(points),
                                     busy_sentence(load, points), estimate_warning() if estimates else ""))


def _crossover_sentences(points: list[SweepPoint], estimates: list[SweepPoint]) -> list[str]:
    """Which side was faster at small batches and which from where on, and how sure that is."""
    everything = points + estimates
    sentences = []
    for crossing in crossovers(everything):
        at = estimated_crossing(crossing)
        if any(crossing.faster_at_large == p.series for p in estimates):
            sure = translate("Lessons", "an estimate: the GPU side is not measured")
        elif crossing.clear:
            sure = translate("Lessons", "clear: both leads are beyond the noise")
        else:
            sure = fill(translate("Lessons", "not certain: a lead within {margin:.0%} could swap on the next run"),
                        margin=crossing.margin)
        template = (translate("Lessons", "{small} was faster at small batches and {large} from batch {batch} on (the "
                                         "curves meet near batch {meet:.0f}); this crossover is {sure}.") if at else
                    translate("Lessons", "{small} was faster at small batches and {large} from batch {batch} on; this "
                                         "crossover is {sure}."))
        sentences.append(fill(template, small=shown_series(crossing.faster_at_small),
                              large=shown_series(crossing.faster_at_large),
                              batch=crossing.batch_size, meet=at, sure=sure))
    if not sentences and len({p.series for p in everything}) > 1:
        sentences.append(_without_a_crossover(everything))
    return sentences


def _without_a_crossover(points: list[SweepPoint]) -> str:
    """The side that was faster at every batch both measured; "neither overtook" only where neither led throughout
    (on a CPU-only machine the estimated GPU wins everywhere, and "neither overtook" read as a contradiction)."""
    names = sorted({point.series for point in points})
    if len(names) == 2:
        rates_of = {name: series_rates(points, name) for name in names}
        common = sorted(rates_of[names[0]].keys() & rates_of[names[1]].keys())
        for winner, loser in (names, names[::-1]):
            if common and all(rates_of[winner][batch] > rates_of[loser][batch] for batch in common):
                return fill(translate("Lessons", "{winner} was faster than {loser} at every batch measured, from "
                                                 "{smallest} to {largest}: no crossover here."),
                            winner=shown_series(winner), loser=shown_series(loser), smallest=common[0],
                            largest=common[-1])
    return translate("Lessons", "Neither side overtook the other over the batches measured.")


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
    points, load = list(found.points), list(lab.cpu_load)
    found.takeaway = say(lambda: epoch_takeaway(dataset, measured))
    found.details = say(lambda: join(_epoch_sentence(dataset, measured),
                                     translate("Lessons", "Each step needs the weights the step before produced, so "
                                                          "the steps of an epoch run one after another whatever the "
                                                          "number of devices: more devices only split each batch."),
                                     experiment_reading(points), busy_sentence(load, points)))


def epoch_takeaway(dataset: int, measured: dict[int, float]) -> str:
    """An epoch's time and serial steps at the smallest and the largest batch measured."""
    if len(measured) < 2:
        return series_takeaway([])
    small, large = min(measured), max(measured)
    return fill(translate("Lessons", "An epoch took {small_time} at batch {small} ({small_steps:,} steps, one after "
                                     "another) and {large_time} at batch {large} ({large_steps:,} steps)."),
                small_time=fmt(dataset / measured[small], "s", 1), small=small, small_steps=-(-dataset // small),
                large_time=fmt(dataset / measured[large], "s", 1), large=large, large_steps=-(-dataset // large))


def _epoch_sentence(dataset: int, measured: dict[int, float]) -> str:
    """An epoch's serial steps and time at the smallest and the largest batch measured."""
    if len(measured) < 2:
        return ""
    small, large = min(measured), max(measured)
    times = {batch: dataset / measured[batch] for batch in (small, large)}
    template = (translate("Lessons", "An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} "
                                     "({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): "
                                     "{ratio:.2f}x the time for {small}/{large} of the steps, because the larger "
                                     "batch did more of each step's work in parallel.")
                if times[large] < times[small] else
                translate("Lessons", "An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} "
                                     "({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): "
                                     "{ratio:.2f}x the time for {small}/{large} of the steps, because throughput did "
                                     "not rise with the batch here, so fewer steps did not mean a shorter epoch."))
    return fill(template, dataset=dataset, small_steps=-(-dataset // small), small=small,
                small_time=fmt(times[small], "s", 1), large_steps=-(-dataset // large), large=large,
                large_time=fmt(times[large], "s", 1), ratio=times[large] / times[small])


# ---------------------------------------------------------------- 7. mixed precision


def mixed_precision(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "precision")
    small = lab.gpu is None  # the CPU trains resnet18 too slowly for a minute: a small CNN shows the same effect
    variants = [replace(v, config=replace(v.config, model="simple-cnn", resolution=None)) if small else v
                for v in plan.variants]
    sizes, steps = ((8,), 3) if lab.tiny else ((32, 128), 12)
    yield from measure_points(lab, found, lesson_experiment(lab, "Mixed precision", variants, sizes, loss_steps=steps))
    found.note = preset_note(plan.note)
    names = [v.label for v in variants]
    points, load = list(found.points), list(lab.cpu_load)
    found.takeaway = say(lambda: comparison_takeaway(points))
    found.details = say(lambda: join(
        ratio_sentence(points, names[-1], names[0],
                       translate("Lessons", "16-bit numbers halve the bytes moved, and tensor cores (on a GPU) "
                                            "multiply them faster; a CPU without bf16 units may gain little or lose.")),
        experiment_reading(points), busy_sentence(load, points)))


# ---------------------------------------------------------------- 8. transfer learning


def transfer(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "freeze")
    sizes, steps = ((4,), 0) if lab.tiny else ((16, 64), 8)
    experiment = lesson_experiment(lab, "Transfer learning", plan.variants, sizes, loss_steps=steps)
    yield from measure_points(lab, found, experiment)
    names = [v.label for v in plan.variants]
    found.note = say(lambda: translate("Lessons", "The backbone starts from random weights here (no download), so "
                                                  "this shows what each choice costs and how fast it learns from "
                                                  "scratch: a frozen random backbone gives the head features that "
                                                  "mean nothing, where frozen pretrained features would already "
                                                  "separate the classes."))
    points, load = list(found.points), list(lab.cpu_load)
    found.takeaway = say(lambda: comparison_takeaway(points))
    found.details = say(lambda: join(
        ratio_sentence(points, names[0], names[-1],
                       translate("Lessons", "a frozen backbone needs no gradients or optimizer state for most of the "
                                            "network.")),
        experiment_reading(points), busy_sentence(load, points)))


# ---------------------------------------------------------------- 9. CNN vs LSTM


SEQUENCE_LENGTHS = {"normal": (16, 32, 64), "tiny": (8, 16)}
SEQUENCE_BATCH = {"normal": 32, "tiny": 4}
"""One batch for every series: the lesson varies the sequence length, so the batch stays put (and the CNN beside the
LSTMs is measured at the same batch)."""


def cnn_vs_lstm(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "lstm")
    lengths, batch = SEQUENCE_LENGTHS[lab.size], SEQUENCE_BATCH[lab.size]
    device = plan.variants[0].config.device
    recurrent = [Variant(f"{v.label}, sequence {n}", replace(v.config, seq_len=n))
                 for v in plan.variants for n in lengths]
    cnn = Variant(f"simple-cnn on shapes ({device})", lesson_config(lab, model="simple-cnn", device=device))
    experiment = lesson_experiment(lab, "CNN vs LSTM", [*recurrent, cnn], (batch,))
    yield from measure_points(lab, found, experiment)
    by_length: dict[str, dict[int, float]] = {}
    for variant in plan.variants:
        for n in lengths:
            rate = series_rates(found.points, f"{variant.label}, sequence {n}").get(batch)
            if rate:
                by_length.setdefault(variant.label, {})[n] = batch / rate
    cnn_rate = series_rates(found.points, cnn.label).get(batch)
    cnn_step = batch / cnn_rate if cnn_rate else None
    found.figures["step_seconds_by_length"] = {
        "batch_size": batch,
        "by_series": {name: {str(n): seconds for n, seconds in steps.items()} for name, steps in by_length.items()},
        "cnn": {"series": cnn.label, "step_seconds": cnn_step}}
    points, load = list(found.points), list(lab.cpu_load)
    found.takeaway = say(lambda: sequence_takeaway(by_length) or comparison_takeaway(points))
    found.details = say(lambda: join(sequence_reading(by_length, batch, cnn.label, cnn_step),
                                     experiment_reading(points), busy_sentence(load, points)))


GROWS = 1.2
"""A step time that grew by less than this over the lengths measured did not measurably grow."""


def _growth_words(ratio: float, longer: float) -> str:
    if ratio >= 0.6 * longer:
        return translate("Lessons", "about in proportion")
    if ratio >= GROWS:
        return translate("Lessons", "less than in proportion")
    return translate("Lessons", "no measurable growth")


def sequence_reading(by_length: dict[str, dict[int, float]], batch: int, cnn_label: str,
                     cnn_step: float | None) -> str:
    """How each LSTM's time per step grew with the sequence length, against how much longer the sequence got, and
    where the CNN's step stands: built only from the measured step times."""
    sentences = []
    for name, steps in by_length.items():
        times = ", ".join(fill(translate("Lessons", "{ms:.0f} ms at {length}"), ms=steps[n] * 1000, length=n)
                          for n in sorted(steps))
        sentences.append(fill(translate("Lessons", "{series}: {times} per step at batch {batch}."),
                              series=shown_series(name), times=times, batch=batch))
    lengths = {n for steps in by_length.values() for n in steps}
    short, long = min(lengths, default=0), max(lengths, default=0)
    growth = {name: steps[long] / steps[short] for name, steps in by_length.items()
              if short < long and short in steps and long in steps}  # a stopped lesson may lack a length
    if growth:
        sentences.append(_growth_sentence(growth, short, long))
        longest = {name: steps[long] for name, steps in by_length.items() if long in steps}
        if len(longest) == 2:
            (fused, a), (cell, b) = longest.items()
            template = (translate("Lessons", "At length {length} the {cell} took {ratio:.1f}x the {fused}'s time: it "
                                             "launches many small operations for every position, where a fused kernel "
                                             "launches a few large ones.") if b / a >= 1.1 else
                        translate("Lessons", "At length {length} the {cell} took {ratio:.1f}x the {fused}'s time: no "
                                             "clear cost of the many small operations on this device."))
            sentences.append(fill(template, length=long, cell=cell, ratio=b / a, fused=fused))
    if cnn_step is not None:
        sentences.append(fill(translate("Lessons", "{series} took {ms:.0f} ms per step at the same batch: its "
                                                   "convolutions process every position of an image at once, so it "
                                                   "has no sequence of steps to wait on."),
                              series=shown_series(cnn_label), ms=cnn_step * 1000))
    return join(*sentences)


def sequence_takeaway(by_length: dict[str, dict[int, float]]) -> str:
    """How much slower each LSTM's step got for a longer sequence, and why; "" without two lengths measured."""
    lengths = {n for steps in by_length.values() for n in steps}
    short, long = min(lengths, default=0), max(lengths, default=0)
    growth = {name: steps[long] / steps[short] for name, steps in by_length.items()
              if short < long and short in steps and long in steps}
    if not growth:
        return ""
    ratios = ", ".join(fill(translate("Lessons", "{ratio:.1f}x ({series})"), ratio=ratio, series=shown_series(name))
                       for name, ratio in growth.items())
    if max(growth.values()) < GROWS:
        return fill(translate("Lessons", "A {times}x longer sequence barely changed the LSTM steps here ({ratios}): "
                                         "read it as noise."), times=long // short, ratios=ratios)
    return fill(translate("Lessons", "A {times}x longer sequence made the LSTM steps slower, {ratios}: each position "
                                     "waits for the one before."), times=long // short, ratios=ratios)


def _growth_sentence(growth: dict[str, float], short: int, long: int) -> str:
    """How many times longer the sequence got, and how many times longer each LSTM's step took for it."""
    ratios = ", ".join(fill(translate("Lessons", "{series} {ratio:.1f}x ({words})"), series=shown_series(name),
                            ratio=ratio, words=_growth_words(ratio, long / short))
                       for name, ratio in growth.items())
    template = (translate("Lessons", "{times}x longer sequence ({short} -> {long}): {ratios} the time per step: the "
                                     "positions run one after another, each waiting for the state the one before "
                                     "produced; what does not grow is the part of a step that does not depend on the "
                                     "length (embedding, output layer, optimizer).")
                if max(growth.values()) >= GROWS else
                translate("Lessons", "{times}x longer sequence ({short} -> {long}): {ratios} the time per step: no "
                                     "measurable growth here: read these figures as noise (see below), not as the "
                                     "lesson."))
    return fill(template, times=long // short, short=short, long=long, ratios=ratios)


# ---------------------------------------------------------------- 10. threads


def threads(lab: Lab, found: Findings) -> Script:
    plan = _preset(lab, "threads")
    sizes = (4,) if lab.tiny else (16, 256)
    yield from measure_points(lab, found, lesson_experiment(lab, "Threads", plan.variants, sizes))
    found.note = preset_note(plan.note)
    names = [v.label for v in plan.variants]
    points, load = list(found.points), list(lab.cpu_load)
    found.takeaway = say(lambda: comparison_takeaway(points))
    found.details = say(lambda: join(*_thread_sentences(points, names), experiment_reading(points),
                                     busy_sentence(load, points)))


def _thread_sentences(points: list[SweepPoint], names: list[str]) -> list[str]:
    """How much faster the most threads ran than one, at each batch, and why it falls short of the ideal."""
    if len(names) < 2:
        return []
    one, most = series_rates(points, names[0]), series_rates(points, names[-1])
    sentences = [fill(translate("Lessons", "At batch {batch}, {most} ran {ratio:.2f}x as fast as {one}."),
                      batch=batch, most=shown_series(names[-1]), ratio=most[batch] / one[batch],
                      one=shown_series(names[0]))
                 for batch in sorted(one.keys() & most.keys())]
    sentences.append(translate("Lessons", "The ideal would be the ratio of threads; what falls short is time spent "
                                          "dividing the work and waiting, which a small batch cannot hide, and cores "
                                          "shared with other programs."))
    return sentences


def best_rate(points: Sequence[SweepPoint]) -> float | None:
    found = rates(points)
    return max(found.values()) if found else None


def preset_note(note: str) -> str:
    """A comparison's note (English, as its plan keeps it) in the reader's language, said again on a change."""
    return say(lambda: translate("Experiments", note)) if note else ""
