"""What a training run reports, as small frozen records of plain numbers: the engine yields them, runs.py writes them
one JSON line each, and the window draws live runs and saved ones from the same types.

Free of torch, so the window can read a saved run without loading it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from dashboard.typed_json import WrongType, check_fields, record_from_json


@dataclass(frozen=True)
class RunInfo:
    """Sent once, before the first step: what is about to train."""

    model: str
    parameters: int
    trainable_parameters: int
    flops_per_sample: int
    """Forward FLOPs for one sample; a training step costs about three times this."""
    pretrained: bool
    note: str
    dataset: str
    train_samples: int
    val_samples: int
    steps_per_epoch: int
    steps_total: int
    device: str
    device_name: str
    device_memory_total_bytes: int | None
    precision: str
    batch_size: int
    timestamp: float = 0.0
    """Wall-clock time training started (set when the run begins)."""
    processes: int = 1
    """Data-parallel processes (ranks) training together; ``batch_size`` is each one's."""
    note_words: dict[str, Any] | None = None
    """The note as data (``dashboard.text.words_of``), so a window in another language says it in its own."""
    kind: str = "info"


@dataclass(frozen=True)
class StepMetrics:
    step: int
    epoch: int
    steps_total: int
    loss: float
    """Mean training loss over the steps since the last report."""
    accuracy: float
    """Running training accuracy over the epoch so far."""
    samples_per_second: float
    """Throughput over the steps since the last report."""
    steady_samples_per_second: float | None
    """Throughput since warm-up ended; None during warm-up."""
    step_seconds: float
    data_seconds: float
    """Part of the step spent waiting for the batch (loading, copying to the device)."""
    compute_seconds: float
    memory_allocated_bytes: int | None
    """Accelerator memory held by tensors (CUDA/MPS); None on the CPU."""
    memory_reserved_bytes: int | None
    """Accelerator memory kept by torch's caching allocator (CUDA) or the driver (MPS)."""
    memory_peak_bytes: int | None
    process_rss_bytes: int
    elapsed_seconds: float
    """Training time so far, pauses excluded."""
    eta_seconds: float | None
    warmup: bool
    timestamp: float
    """Wall-clock time of the report, to line steps up with hardware samples on one time axis."""
    communication_seconds: float | None = None
    """Data-parallel runs: per step, the wait for the gradient all-reduce once backward's work was done (the mean
    over the ranks); None with one process. Loss, accuracy and throughput are then the whole group's."""
    rank_samples_per_second: tuple[float, ...] | None = None
    """Each rank's own throughput, in rank order (data-parallel runs)."""
    rank_step_seconds: tuple[float, ...] | None = None
    rank_communication_seconds: tuple[float, ...] | None = None
    kind: str = "step"


@dataclass(frozen=True)
class EpochMetrics:
    epoch: int
    step: int
    train_loss: float
    train_accuracy: float
    val_loss: float
    val_accuracy: float
    epoch_seconds: float
    val_seconds: float
    """Part of the epoch spent on validation (not counted in training throughput)."""
    timestamp: float
    energy_j: float | None = None
    """The training device's energy over the epoch, validation included (every rank's in a data-parallel run)."""
    energy_note: str = ""
    """Why there is no energy figure, when there is none."""
    kind: str = "epoch"


@dataclass(frozen=True)
class RunSummary:
    status: str
    """"completed", "stopped", "nan", "oom" or "error"."""
    message: str
    steps: int
    final_loss: float | None
    val_loss: float | None
    val_accuracy: float | None
    samples_per_second: float | None
    """Steady-state throughput (warm-up excluded)."""
    elapsed_seconds: float
    words: dict[str, Any] | None = None
    """The message as data (``dashboard.text.words_of``) when it was made from a template: a window in another
    language says it from these; None for a message that is not (an exception's own words)."""
    energy_j: float | None = None
    """Energy over the epochs completed (``RunEnergy``); None where it could not be read (``energy_note`` says why)."""
    samples_per_joule: float | None = None
    average_power_w: float | None = None
    peak_power_w: float | None = None
    """The highest average power over half a second or more (``RunEnergy``); rank 0's device with several."""
    energy_note: str = ""
    energy_words: dict[str, Any] | None = None
    """The energy note as data (``words_of``): said in the window's language; None for an older file's note."""
    kind: str = "summary"


@dataclass(frozen=True)
class GeneratedText:
    """What a text model writes after a fixed prompt (``sampling.TextSampler``), right after the step report it
    follows: at the first report, every few dozen steps and at the end, so the class sees it learn."""

    step: int
    prompt: str
    text: str
    """The characters the model wrote after the prompt."""
    timestamp: float
    kind: str = "generated"


Event = RunInfo | StepMetrics | EpochMetrics | RunSummary | GeneratedText
EVENT_TYPES: dict[str, type[Event]] = {"info": RunInfo, "step": StepMetrics, "epoch": EpochMetrics,
                                       "summary": RunSummary, "generated": GeneratedText}


def to_record(event: Event) -> dict[str, Any]:
    """The event as one JSON-ready line: its fields, with its kind under "event"."""
    data = dataclasses.asdict(event)
    data["event"] = data.pop("kind")
    return data


def check_event_fields(record: dict[str, Any]) -> None:
    """WrongType when a line of one of these kinds has a field of the wrong type; missing fields are allowed (an
    older version's line keeps what it has), other kinds are not looked at."""
    kind = record.get("event")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is not None:
        check_fields(cls, record, where=f"{kind} line", ignore=("kind",))


def parse_event(record: dict[str, Any]) -> Event | None:
    """A saved line as its event; None when it is another kind of line (an experiment's point, a newer kind).

    A line of one of these kinds whose fields are missing or of the wrong type raises WrongType saying which: a
    saved file is untrusted, and a string where a number belongs must not reach a plot. Keys a newer version added
    are dropped, so runs saved by one version open in another.
    """
    kind = record.get("event")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        return None
    event: Event = record_from_json(cls, record, where=f"{kind} line", ignore=("kind",))
    return event


def from_record(record: dict[str, Any]) -> Event | None:
    """A saved line back as its event, or None when it is not one (another kind, fields missing or mistyped)."""
    try:
        return parse_event(record)
    except WrongType:
        return None
