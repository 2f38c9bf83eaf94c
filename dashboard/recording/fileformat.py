"""The recording file: one JSON object per line, so it streams, and plain JSON only (never pickle, never code).

Line 1 is the header: format name and version, the app that wrote it, what was recorded and on which machine, the
machine's inventory and the run's settings document (its config.json). Every further line is either
``{"event": {...}}`` (one line of the run's metrics.jsonl: info, step, epoch, summary) or ``{"sample": {...}}``
(one hardware snapshot), in the order they happened; the last line, ``{"end": {"events": N, "samples": M}}``,
says the file is whole. Steps and samples carry wall-clock timestamps: one clock.

A recording arrives from another machine and is trusted no more than any file: ``read_recording`` checks its size,
its header, its version and every line's types and magnitudes, and refuses the whole file with a sentence naming
the line and what is wrong; nothing is imported from a recording that is not whole.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dashboard import __version__
from dashboard.errors import UserError
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.text import date_time, fill, translate
from dashboard.training.hardware_log import (
    inventory_from_json,
    inventory_to_json,
    snapshot_from_json,
    snapshot_to_json,
)
from dashboard.training.run_schema import SkippedLines, UnreadableRun, check_run_document, saved_config, sort_line
from dashboard.training.runs import atomic_text_file
from dashboard.typed_json import WrongType, describe_value, record_from_json

FORMAT_NAME = "dl-dashboard-recording"
FORMAT_VERSION = 1
SUFFIX = ".dlrec"
MAX_RECORDING_BYTES = 512 * 1024**2
"""An hour of training at a step a few milliseconds apart with a sample every quarter second is about 100 MB."""
MAX_MAGNITUDE = 1e18
"""No figure of a recording is this large (an exabyte, an exaFLOP/s on one machine): a number beyond is damage."""
LATEST_TIME = 4_102_444_800.0
"""Timestamps are wall-clock seconds; none after 2100 is real."""
KINDS = ("run", "experiment", "lesson", "bench")

Progress = Callable[[int, int], None]
"""Told (bytes done, bytes in all) as a file is read or written."""


class BadRecording(UserError):
    """A recording that cannot be used; the message says which line and why. Nothing of it was imported."""


@dataclass(frozen=True)
class RecordingHeader:
    version: int
    app_version: str
    kind: str
    """What was recorded: "run" (a training run), "experiment" (a sweep or a largest-batch search), "lesson" or
    "bench" (micro-benchmarks against the peaks), each with its hardware samples."""
    title: str
    machine: str
    """The machine in a phrase: its CPU and GPUs."""
    recorded_at: float
    """Wall-clock time the recorded run started."""


@dataclass
class Recording:
    header: RecordingHeader
    document: dict[str, Any]
    """The run's config.json: its settings and how it ended."""
    inventory: Inventory | None
    """The recording machine's inventory; None when the run was made before runs stored one."""
    events: list[dict[str, Any]] = field(default_factory=list)
    """The run's metrics lines, as in metrics.jsonl."""
    samples: list[Snapshot] = field(default_factory=list)

    @property
    def banner(self) -> str:
        """"Recording: resnet18 on cuda:0, made on AMD EPYC · NVIDIA H100, 2026-11-25 14:02 (dl-dashboard 0.4)"."""
        return fill(translate("Replay", "Recording: {title}, made on {machine}, {when} (dl-dashboard {version})"),
                    title=self.header.title, machine=self.header.machine, when=self.when,
                    version=self.header.app_version)

    @property
    def when(self) -> str:
        return date_time(self.header.recorded_at)


def machine_phrase(inventory: Inventory | None, fallback: str = "an unknown machine") -> str:
    if inventory is None:
        return fallback
    gpus = [gpu.name for gpu in inventory.gpus]
    return " · ".join([inventory.cpu.brand, *gpus]) if gpus else f"{inventory.cpu.brand} (no GPU)"


def write_recording(path: Path, recording: Recording, progress: Progress | None = None) -> None:
    """The recording to ``path`` through a temporary file beside it: a reader never meets half a recording."""
    header = recording.header
    lines = [json.dumps({"format": FORMAT_NAME, "version": FORMAT_VERSION, "app_version": header.app_version,
                         "kind": header.kind, "title": header.title, "machine": header.machine,
                         "recorded_at": header.recorded_at, "document": recording.document,
                         "inventory": None if recording.inventory is None else inventory_to_json(recording.inventory),
                         })]
    timeline = _in_time_order(recording)
    with atomic_text_file(path) as handle:
        handle.write(lines[0] + "\n")
        for done, line in enumerate(timeline, 1):
            handle.write(json.dumps(line, allow_nan=True) + "\n")
            if progress is not None and done % 1000 == 0:
                progress(done, len(timeline))
        handle.write(json.dumps({"end": {"events": len(recording.events), "samples": len(recording.samples)}}) + "\n")


def _in_time_order(recording: Recording) -> list[dict[str, Any]]:
    """Events in their own order, each sample placed before the first event stamped later than it."""
    samples = sorted(recording.samples, key=lambda sample: sample.timestamp)
    lines: list[dict[str, Any]] = []
    taken = 0
    for event in recording.events:
        stamp = event.get("timestamp")
        if isinstance(stamp, int | float):
            while taken < len(samples) and samples[taken].timestamp <= stamp:
                lines.append({"sample": snapshot_to_json(samples[taken])})
                taken += 1
        lines.append({"event": event})
    lines += [{"sample": snapshot_to_json(sample)} for sample in samples[taken:]]
    return lines


def new_header(title: str, inventory: Inventory | None, recorded_at: float, machine: str = "",
               kind: str = "run") -> RecordingHeader:
    return RecordingHeader(FORMAT_VERSION, __version__, kind, title, machine or machine_phrase(inventory),
                           recorded_at)


# ---------------------------------------------------------------------------------------------- reading


def read_recording(path: Path) -> Recording:
    """The whole recording, every line checked; BadRecording names the first thing wrong (nothing is kept)."""
    steps = reading(path)
    while True:
        try:
            next(steps)
        except StopIteration as finished:
            recording: Recording = finished.value
            return recording


def reading(path: Path) -> Generator[float, None, Recording]:
    """``read_recording`` one stretch at a time: yields the fraction of the file read now and then, for a progress
    bar and a chance to stop, and returns the recording."""
    try:
        size = path.stat().st_size
    except OSError as err:
        raise BadRecording(f"{path} cannot be read ({err.strerror or err})") from None
    if size > MAX_RECORDING_BYTES:
        raise BadRecording(f"{path.name} is {size / 1024**2:,.0f} MiB: a recording is at most "
                           f"{MAX_RECORDING_BYTES // 1024**2:,} MiB, so this is not one")
    if size == 0:
        raise BadRecording(f"{path.name} is empty")
    try:
        with open(path, "rb") as handle:
            recording = _read_header(handle.readline(), path.name)
            done, ended = 0, False
            for number, line in enumerate(handle, 2):
                if ended and line.strip():
                    raise BadRecording(f"line {number:,} follows the recording's last line")
                done += len(line)
                ended = _read_line(recording, line, number)
                if number % 2000 == 0:
                    yield done / size
    except OSError as err:
        raise BadRecording(f"{path} cannot be read ({err.strerror or err})") from None
    if not ended:
        raise BadRecording(f"{path.name} is cut short: it ends before its last line (copied or downloaded only in "
                           "part?)")
    yield 1.0
    return recording


def _read_header(line: bytes, name: str) -> Recording:
    if not line.endswith(b"\n"):
        raise BadRecording(f"{name} is cut short: its first line does not end")
    try:
        header = json.loads(line)
    except (ValueError, RecursionError):
        raise BadRecording(f"{name} is not a recording: its first line is not JSON") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT_NAME:
        raise BadRecording(f"{name} is not a recording of this app (its first line names no format "
                           f"{FORMAT_NAME!r})")
    version = header.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise BadRecording(f"{name}: its format version is {describe_value(version)}, not a whole number")
    if version != FORMAT_VERSION:
        newer = "a newer version of the app" if version > FORMAT_VERSION else "an older, unsupported version"
        raise BadRecording(f"{name} is format {version}, made by {newer}; this version reads format "
                           f"{FORMAT_VERSION}")
    texts: dict[str, str] = {}
    for key in ("app_version", "kind", "title", "machine"):
        value = header.get(key)
        if not isinstance(value, str) or len(value) > 500:
            raise BadRecording(f"{name}: the header's {key} is {describe_value(value)}, not a short text")
        texts[key] = value
    if texts["kind"] not in KINDS:
        raise BadRecording(f"{name} records a {texts['kind']!r}; this version replays: {', '.join(KINDS)}")
    recorded_at = header.get("recorded_at")
    if not isinstance(recorded_at, int | float) or not _is_time(recorded_at):
        raise BadRecording(f"{name}: the header's recorded_at is {describe_value(recorded_at)}, not a time")
    try:
        document = check_run_document(header.get("document"))
        saved_config(document.get("config", {}))  # settings this version can read, or the run cannot be replayed
        if texts["kind"] == "experiment":
            _check_experiment(document.get("experiment"), name)
        elif texts["kind"] == "lesson":
            _check_lesson(document.get("lesson"), name)
        elif texts["kind"] == "bench" and not isinstance(document.get("bench", {}).get("device"), str):
            raise BadRecording(f"{name}: the header does not say which device the benchmarks measured")
        _check_devices(document, texts["kind"], name)
        inventory = None if header.get("inventory") is None else inventory_from_json(header["inventory"])
        if inventory is not None:
            _check_magnitudes(header["inventory"], "the inventory")
    except (UnreadableRun, WrongType) as err:
        raise BadRecording(f"{name}: the header's {_where(err)}") from None
    return Recording(RecordingHeader(version, texts["app_version"], texts["kind"], texts["title"], texts["machine"],
                                     float(recorded_at)), document, inventory)


DEVICE_NAME = re.compile(r"cpu|mps|cuda:[0-9]{1,3}")
"""The devices a run can name: what torch trains on (``cuda:N`` with the GPU's index)."""


def _check_devices(document: dict[str, Any], kind: str, name: str) -> None:
    """The device the run trained on (and the benchmarks measured) is one torch names; BadRecording if not: a
    replay would show any text as the device otherwise."""
    devices = [document.get("config", {}).get("device", "cpu")]
    if kind == "bench":
        devices.append(document.get("bench", {}).get("device"))
    for device in devices:
        if not isinstance(device, str) or not DEVICE_NAME.fullmatch(device):
            named = repr(device[:60]) if isinstance(device, str) else describe_value(device)
            raise BadRecording(f"{name}: the header names the device {named}; a recording's device is cpu, "
                               "cuda:N or mps")


def _check_experiment(data: Any, name: str) -> None:
    """What an experiment recording compared, as this version reads it; BadRecording if not."""
    from dashboard.experiments.plan import experiment_from_dict

    try:
        experiment_from_dict(data if isinstance(data, dict) else {})
    except ValueError as err:
        raise BadRecording(f"{name}: the header's experiment cannot be read ({err})") from None


def _check_lesson(data: Any, name: str) -> None:
    """A lesson recording names a lesson this version has; BadRecording if not."""
    from dashboard.lessons.catalog import all_lessons

    keys = [lesson.key for lesson in all_lessons()]
    key = data.get("key") if isinstance(data, dict) else None
    if key not in keys:
        named = repr(key[:60]) if isinstance(key, str) else describe_value(key)
        raise BadRecording(f"{name} records the lesson {named}; this version has: {', '.join(keys)}")


def _where(err: Exception) -> str:
    text = str(err)
    return text if text.startswith(("inventory", "config", "settings")) else f"settings: {text}"


def _read_line(recording: Recording, line: bytes, number: int) -> bool:
    """One line into ``recording``; True when it was the last line, whose counts must match what was read."""
    if not line.strip():
        return False
    if not line.endswith(b"\n"):
        raise BadRecording(f"line {number:,} is cut short: the recording is incomplete (copied or downloaded "
                           "only in part?)")
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        raise BadRecording(f"line {number:,} is not JSON") from None
    if not isinstance(value, dict) or len(value) != 1 or not ({"event", "sample", "end"} & value.keys()):
        raise BadRecording(f"line {number:,} is neither an event nor a sample")
    where = f"line {number:,}"
    if "end" in value:
        counts = value["end"]
        if counts != {"events": len(recording.events), "samples": len(recording.samples)}:
            raise BadRecording(f"{where}: the recording says it holds {describe_value(counts)} events and samples, "
                               f"but {len(recording.events):,} events and {len(recording.samples):,} samples came "
                               "before it")
        return True
    try:
        if "sample" in value:
            _check_magnitudes(value["sample"], where)
            sample = snapshot_from_json(value["sample"], where=where)
            if not _is_time(sample.timestamp):
                raise BadRecording(f"{where}: the sample's timestamp is not a time")
            recording.samples.append(sample)
            return False
        event = value["event"]
        skipped = SkippedLines()
        if not isinstance(event, dict) or sort_line(json.dumps(event), skipped) is None or skipped.total:
            raise BadRecording(f"{where}: the event has fields of the wrong type")
        _check_magnitudes(event, where)
        if recording.header.kind != "run":
            _check_measurement(event, where)
        if "timestamp" in event and not _is_time(event["timestamp"]):
            raise BadRecording(f"{where}: the event's timestamp is not a time")
        recording.events.append(event)
        return False
    except WrongType as err:
        raise BadRecording(str(err)) from None


def _check_measurement(event: dict[str, Any], where: str) -> None:
    """An experiment's, a lesson's or a benchmark's line (a point, a search's outcome, a lesson's progress or
    outcome, peaks, a benchmark result), of the types its page draws; BadRecording if not."""
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.source_record import MODEL_LINES, from_model_line
    from dashboard.experiments.maxbatch import MaxBatchResult
    from dashboard.experiments.storage import point_from_record
    from dashboard.lessons.lab import LessonProgress
    from dashboard.lessons.run import LessonOutcome

    try:
        kind = event.get("event")
        if kind == "point":
            point_from_record(event)
        elif kind == "largest":
            record_from_json(MaxBatchResult, event, where="the largest-batch line")
        elif kind == "progress":
            record_from_json(LessonProgress, {**event, "seconds_left": None}, where="the progress line")
        elif kind == "outcome":
            LessonOutcome.from_dict(event)
        elif kind == "peaks":
            record_from_json(Peaks, event, where="the peaks line")
        elif kind == "bench":
            record_from_json(BenchResult, event, where="the benchmark line")
        elif kind in MODEL_LINES:
            from_model_line(event, where=f"the {kind.replace('_', ' ')} line")
    except WrongType as err:
        raise BadRecording(f"{where}: {err}") from None


def _is_time(value: Any) -> bool:
    return (isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
            and 0 <= value <= LATEST_TIME)


def _check_magnitudes(value: Any, where: str) -> None:
    """Every number finite or NaN (a NaN loss is a real event) and below MAX_MAGNITUDE; else BadRecording."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return
    if isinstance(value, int | float):
        if math.isinf(value) or abs(value) >= MAX_MAGNITUDE:
            raise BadRecording(f"{where} holds a number too large to be real ({describe_value(value)})")
        return
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for item in items:
        _check_magnitudes(item, where)
