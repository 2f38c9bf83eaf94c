"""What an experiment measures: its series (variants), the batch sizes, and the rules for reading a batch list.

Free of torch, so the window can build and describe a plan without loading it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from dashboard.errors import UserError
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.config import MAX_BATCH_SIZE, MAX_SEQ_LEN, TrainConfig

DEFAULT_BATCH_SIZES = tuple(2**i for i in range(10))
"""1, 2, 4, ... 512: from one sample to where most models on most devices stop gaining speed."""
DEFAULT_SECONDS_PER_POINT = 2.0
SWEEP_TITLE = QT_TRANSLATE_NOOP("Experiments", "Batch sizes × devices × precisions")
LARGEST_BATCH_TITLE = QT_TRANSLATE_NOOP("Experiments", "largest batch")
"""Titles saved with an experiment in English; shown as ``translate("Experiments", title)``."""
MAX_SECONDS_PER_POINT = 600.0
CPU_SEARCH_LIMIT = 4096
"""The CPU's largest-batch search stops here unless told otherwise: running out of memory there means the kernel
killing the app, not an error it can catch."""
GPU_SEARCH_LIMIT = MAX_BATCH_SIZE


@dataclass(frozen=True)
class Variant:
    """One series of a comparison: a label and the configuration (device and precision included) it measures."""

    label: str
    config: TrainConfig
    engine: str = ""
    """What serves the model in an inference comparison ("pytorch", "onnxruntime", "int8"); "" for training."""


@dataclass(frozen=True)
class Plan:
    """The series and batch sizes of one experiment, and what this machine cannot measure of it."""

    variants: list[Variant]
    batch_sizes: list[int]
    note: str = ""
    """What could not be measured here, in words ("no GPU: ...")."""
    loss_steps: int = 0
    """Timed steps per point whose loss is kept, for loss curves; 0 for none."""
    seq_lens: list[int] = field(default_factory=list)
    """Set for a sweep over sequence length: each series measured at each length, at the one batch size."""


def doubling_counts(largest: int) -> list[int]:
    """1, 2, 4... up to ``largest``, which is included: thread or process counts to compare."""
    counts = {1, largest}
    power = 2
    while power < largest:
        counts.add(power)
        power *= 2
    return sorted(counts)


def sweep_variants(config: TrainConfig, devices: Sequence[str], precisions: Sequence[str]) -> list[Variant]:
    """One unlabelled series per (device, precision): its name is "device/precision"."""
    return [Variant("", replace(config, device=device, precision=precision))
            for device in devices for precision in precisions]


def parse_batch_sizes(text: str) -> list[int]:
    """"16, 1,4" -> [1, 4, 16]: whole numbers from 1 to the largest batch allowed, sorted, each once.

    Raises UserError saying what is allowed (the form shows it, in the reader's language); the command line and the
    window read a batch list by this one rule.
    """
    parts = [part.strip() for part in text.split(",")]
    try:
        sizes = sorted({int(part) for part in parts if part})
    except ValueError:
        raise UserError(fill(translate("Experiments", "batch sizes must be whole numbers separated by commas, got "
                                                      "{text!r}"), text=text)) from None
    if not sizes:
        raise UserError(translate("Experiments", "give at least one batch size, e.g. 1,4,16,64"))
    if sizes[0] < 1 or sizes[-1] > MAX_BATCH_SIZE:
        raise UserError(fill(translate("Experiments", "batch sizes must be between 1 and {largest:,}, got {text!r}"),
                             largest=MAX_BATCH_SIZE, text=text))
    return sizes


def parse_names(text: str, what: str) -> list[str]:
    """"cpu, cuda:0" -> ["cpu", "cuda:0"]; a list with nothing in it is refused, naming ``what`` was expected."""
    names = [part.strip() for part in text.split(",") if part.strip()]
    if not names:
        raise UserError(f"give at least one {what}, got {text!r}")
    return list(dict.fromkeys(names))


def check_seconds_per_point(seconds: float) -> float:
    """The measuring time of one point, if it is a number of seconds the experiments allow."""
    if not 0 < seconds <= MAX_SECONDS_PER_POINT:  # also refuses NaN
        raise UserError(fill(translate("Experiments", "seconds per point must be more than 0 and at most {most}, got "
                                                      "{seconds}"), most=MAX_SECONDS_PER_POINT, seconds=seconds))
    return seconds


def default_search_limit(device: str) -> int:
    return CPU_SEARCH_LIMIT if device == "cpu" else GPU_SEARCH_LIMIT


@dataclass(frozen=True)
class Experiment:
    """What to measure: a title, the series, the batch sizes and the time per point, or a largest-batch search."""

    title: str
    variants: tuple[Variant, ...]
    batch_sizes: tuple[int, ...]
    seconds_per_point: float
    loss_steps: int = 0
    """Timed steps per point whose loss is kept, for loss curves; 0 for none."""
    search_limit: int | None = None
    """Set for a largest-batch search on the first variant (doubling, then bisecting up to this batch)."""
    note: str = ""
    """What this machine cannot measure of it, in words."""
    seq_lens: tuple[int, ...] = ()
    """Set for a sweep over sequence length (the x axis): every series at each length, at the one batch size in
    ``batch_sizes``; empty for a sweep over batch sizes."""

    @property
    def planned_points(self) -> int:
        """Points the experiment measures at most (a series ends early at out-of-memory; a search may stop early)."""
        if self.search_limit is not None:
            return 2 * math.ceil(math.log2(max(self.search_limit, 2))) + 1
        return len(self.variants) * len(self.batch_sizes) * max(1, len(self.seq_lens))


def sweep_experiment(config: TrainConfig, devices: Sequence[str], precisions: Sequence[str],
                     batch_sizes: Sequence[int] = DEFAULT_BATCH_SIZES,
                     seconds_per_point: float = DEFAULT_SECONDS_PER_POINT) -> Experiment:
    """Batch sizes x devices x precisions for one model: the plain sweep of the command line and the window."""
    if not devices or not precisions:
        raise UserError(translate("Experiments", "choose at least one device and one precision"))
    return Experiment(SWEEP_TITLE, tuple(sweep_variants(config, devices, precisions)),
                      tuple(sorted(set(batch_sizes))), check_seconds_per_point(seconds_per_point))


def largest_batch_experiment(config: TrainConfig, seconds_per_point: float = 0.0,
                             limit: int | None = None) -> Experiment:
    """The largest batch that fits on the config's device and precision, every try timed for ``seconds_per_point``
    (0: the few steps a try needs), so the fastest batch is measured too."""
    limit = default_search_limit(config.device) if limit is None else limit
    if not 1 <= limit <= MAX_BATCH_SIZE:
        raise UserError(f"the search limit must be a batch size from 1 to {MAX_BATCH_SIZE:,}, got {limit}")
    if seconds_per_point:
        check_seconds_per_point(seconds_per_point)
    return Experiment(LARGEST_BATCH_TITLE, (Variant("", config),), (limit,), seconds_per_point, search_limit=limit)


def experiment_to_dict(experiment: Experiment) -> dict[str, Any]:
    """The experiment as JSON-ready data: saved with its points, and how the window hands it to a child process."""
    return {"title": experiment.title, "batch_sizes": list(experiment.batch_sizes),
            "seconds_per_point": experiment.seconds_per_point, "loss_steps": experiment.loss_steps,
            "search_limit": experiment.search_limit, "note": experiment.note, "seq_lens": list(experiment.seq_lens),
            "variants": [{"label": v.label, "config": v.config.to_dict(), "engine": v.engine}
                         for v in experiment.variants]}


def experiment_from_dict(data: dict[str, Any]) -> Experiment:
    """``experiment_to_dict`` read back and checked (``check_experiment``); ValueError saying what is wrong for
    anything else (UserError, a ValueError too, where the values are out of range)."""
    try:
        variants = tuple(Variant(str(v["label"]), TrainConfig.from_dict(dict(v["config"])), str(v.get("engine", "")))
                         for v in data["variants"])
        search_limit = data.get("search_limit")
        experiment = Experiment(str(data["title"]), variants, tuple(int(b) for b in data["batch_sizes"]),
                                float(data["seconds_per_point"]), int(data.get("loss_steps", 0)),
                                None if search_limit is None else int(search_limit), str(data.get("note", "")),
                                tuple(int(n) for n in data.get("seq_lens", ())))
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as err:
        raise ValueError(f"not an experiment: {err!r}") from None
    return check_experiment(experiment)


MAX_LOSS_STEPS = 10_000


def check_experiment(experiment: Experiment) -> Experiment:
    """The experiment if its numbers are ones the form and the command line could have asked for; UserError saying
    what is allowed otherwise (the series' own settings are checked by ``validate`` when the session prepares)."""
    if not experiment.variants:
        raise UserError("an experiment needs at least one series")
    if not experiment.batch_sizes or not all(1 <= size <= MAX_BATCH_SIZE for size in experiment.batch_sizes):
        raise UserError(f"batch sizes must be between 1 and {MAX_BATCH_SIZE:,}, got {list(experiment.batch_sizes)}")
    if experiment.search_limit is not None and not 1 <= experiment.search_limit <= MAX_BATCH_SIZE:
        raise UserError(f"the search limit must be a batch size from 1 to {MAX_BATCH_SIZE:,}, got "
                        f"{experiment.search_limit}")
    if experiment.search_limit is None or experiment.seconds_per_point:  # a search may time each try for 0 s
        check_seconds_per_point(experiment.seconds_per_point)
    if not all(1 <= n <= MAX_SEQ_LEN for n in experiment.seq_lens):
        raise UserError(f"sequence lengths must be between 1 and {MAX_SEQ_LEN:,}, got {list(experiment.seq_lens)}")
    if not 0 <= experiment.loss_steps <= MAX_LOSS_STEPS:
        raise UserError(f"loss steps must be from 0 to {MAX_LOSS_STEPS:,}, got {experiment.loss_steps}")
    return experiment
