"""Every run is a folder: config.json written atomically, metrics.jsonl appended and flushed line by line.

A killed app loses at most the line it was writing; the reader skips a truncated last line. A write that fails
(disk full, read-only, ...) raises WriteFailed naming the file, and leaves no half-made folder or temporary file.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import errno
import json
import os
import platform
import re
import secrets
import shutil
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import platformdirs

from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.config import TrainConfig
from dashboard.training.disk import WriteFailed
from dashboard.training.events import Event, RunInfo, RunSummary, from_record, to_record
from dashboard.training.run_schema import (
    CONFIG_FILE,
    SkippedLines,
    UnreadableRun,
    count_torn_last_line,
    load_run_document,
    saved_config,
    sort_line,
)

DATA_DIR_ENV = "DL_DASHBOARD_DATA_DIR"
METRICS_FILE = "metrics.jsonl"


def data_dir() -> Path:
    """Where runs live: $DL_DASHBOARD_DATA_DIR, else the user data directory (e.g. ~/.local/share/dl-dashboard)."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("dl-dashboard"))


def runs_dir() -> Path:
    return data_dir() / "runs"


@contextlib.contextmanager
def atomic_text_file(path: Path) -> Iterator[TextIO]:
    """A text file written beside the target and renamed onto it once complete: readers never see half a file.

    A write that fails (also on flush or close), or anything raised in the ``with`` block, removes the temporary
    file and leaves the target as it was.
    """
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_json_atomically(path: Path, data: Any) -> None:
    """``data`` as indented JSON, written through ``atomic_text_file``."""
    with atomic_text_file(path) as handle:
        json.dump(data, handle, indent=2)


def environment_summary(device: str) -> dict[str, Any]:
    """Library versions and a hardware summary stored with each run, so results can be compared later."""
    import torch

    from dashboard.hardware.cpu import read_cpu_info_fast

    cpu = read_cpu_info_fast()
    summary: dict[str, Any] = {
        "versions": {"python": sys.version.split()[0], "torch": torch.__version__,
                     "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version()
                     if torch.backends.cudnn.is_available() else None},
        "hardware": {"os": platform.platform(), "cpu": cpu.brand, "physical_cores": cpu.physical_cores,
                     "logical_cores": cpu.logical_cores, "simd": list(cpu.simd), "device": device},
    }
    if device.startswith("cuda"):
        props = torch.cuda.get_device_properties(torch.device(device))
        summary["hardware"]["gpu"] = props.name
        summary["hardware"]["gpu_memory_bytes"] = props.total_memory
    return summary


def _slug(text: str) -> str:
    return re.sub(r"[^a-zA-Z0-9]+", "-", text).strip("-").lower()


NAME_TRIES = 16
"""Names tried for a run's folder: runs started in the same second share their stamp, model and device, and the
random suffix of 4 hex digits can repeat (12 experiments saved in one second met a taken name once)."""


def _new_run_folder(root: Path, stem: str) -> Path:
    """Create and return a folder ``{stem}-{4 hex digits}`` in ``root`` that did not exist before (mkdir is atomic, so
    two processes starting runs at once never share one)."""
    path = root / stem
    try:
        root.mkdir(parents=True, exist_ok=True)
        for _ in range(NAME_TRIES):
            path = root / f"{stem}-{secrets.token_hex(2)}"
            try:
                path.mkdir()
                return path
            except FileExistsError:
                continue
        raise FileExistsError(errno.EEXIST, f"{NAME_TRIES} names taken", str(path))
    except OSError as err:
        raise WriteFailed.of(err, path) from None


class RunWriter:
    """Creates the run folder and appends events. Use as a context manager so the file is always closed.

    Every failed write raises WriteFailed (an OSError in words, with the file's path). A folder whose config.json
    could not be written is removed again; after that, what was written stays (lines already flushed are kept).
    """

    def __init__(self, config: TrainConfig, root: Path | None = None, extra: dict[str, Any] | None = None) -> None:
        root = root or runs_dir()
        stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{_slug(config.model)}-{_slug(config.device)}"
        self.path = _new_run_folder(root, stem)
        document = {"config": config.to_dict(), "created": time.time(), **(extra or {})}
        try:
            write_json_atomically(self.path / CONFIG_FILE, document)
            self._metrics = open(self.path / METRICS_FILE, "a", encoding="utf-8")  # noqa: SIM115 - closed in close()
        except OSError as err:
            shutil.rmtree(self.path, ignore_errors=True)  # a run without its config is no run: leave no half folder
            raise WriteFailed.of(err, self.path / CONFIG_FILE) from None

    @classmethod
    def continuing(cls, path: Path) -> RunWriter:
        """A writer adding to the run already in ``path`` (a copy of a remote run, followed again)."""
        writer = cls.__new__(cls)
        writer.path = path
        try:
            writer._metrics = open(path / METRICS_FILE, "a", encoding="utf-8")  # noqa: SIM115 - closed in close()
        except OSError as err:
            raise WriteFailed.of(err, path / METRICS_FILE) from None
        return writer

    def append(self, event: dict[str, Any]) -> None:
        try:
            self._metrics.write(json.dumps(event, allow_nan=True) + "\n")
            self._metrics.flush()  # in the OS's hands now: a killed process loses nothing written so far
        except OSError as err:
            raise WriteFailed.of(err, self.path / METRICS_FILE) from None

    def append_event(self, event: Event) -> None:
        """A training event (StepMetrics, EpochMetrics, ...), tagged with its kind as "event"."""
        self.append(to_record(event))

    def record(self, event: Event) -> None:
        """The event, and what it tells config.json: the model's facts (RunInfo), the final status (RunSummary)."""
        self.append_event(event)
        if isinstance(event, RunInfo):
            self.update_config(model=dataclasses.asdict(event))
        elif isinstance(event, RunSummary):
            self.update_config(status=event.status, message=event.message)

    def update_config(self, **fields: Any) -> None:
        """Add facts known only later (model size, final status) to config.json, atomically."""
        path = self.path / CONFIG_FILE
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
            document.update(fields)
            write_json_atomically(path, document)
        except OSError as err:
            raise WriteFailed.of(err, path) from None

    def close(self) -> None:
        """Close the metrics file; after a failed write its buffer cannot be flushed, and what was is kept."""
        if not self._metrics.closed:
            with contextlib.suppress(OSError):  # the write that failed was reported when it failed
                self._metrics.close()

    def __enter__(self) -> RunWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@dataclass
class RunRecord:
    """A run read back from disk: its checked config.json, and the lines of metrics.jsonl that can be used."""

    path: Path
    document: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    skipped: SkippedLines = field(default_factory=SkippedLines)
    """Lines left out, by cause (cut short by a crash, not JSON, wrong types)."""

    @property
    def config(self) -> TrainConfig:
        """The run's settings; UnreadableRun when they are of the wrong type or not ones this version offers."""
        return saved_config(self.document.get("config", {}))

    @property
    def name(self) -> str:
        return self.path.name

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [e for e in self.events if e.get("event") == kind]

    @property
    def summary(self) -> dict[str, Any] | None:
        summaries = self.of_kind("summary")
        return summaries[-1] if summaries else None

    def training_events(self) -> list[Event]:
        """Every complete line as its typed event, as the engine yielded it (other kinds of line are skipped)."""
        return [event for event in map(from_record, self.events) if event is not None]

    @property
    def started(self) -> float:
        """Wall-clock time training (or an experiment's measuring) started, else when the folder was made: time
        zero of its plots."""
        document = self.document
        return float(document.get("model", {}).get("timestamp") or document.get("started")
                     or document.get("created", 0.0))

    @property
    def status(self) -> str:
        """The summary's status, or "interrupted" when the app died before writing one."""
        summary = self.summary
        return summary.get("status", "interrupted") if summary else "interrupted"


def read_run(path: Path) -> RunRecord:
    """config.json, checked, and every usable line of metrics.jsonl; lines that are not are counted by cause in
    ``skipped``, never fatal. UnreadableRun says why when config.json is unusable or a file cannot be read."""
    record = RunRecord(path=path, document=load_run_document(path))
    data = read_metrics_bytes(path)
    for line in data.split(b"\n"):
        if line.strip() and (event := sort_line(line, record.skipped)) is not None:
            record.events.append(event)
    count_torn_last_line(data, record.skipped)
    return record


def read_metrics_bytes(path: Path) -> bytes:
    """metrics.jsonl as it is on disk (empty when there is none yet); UnreadableRun when it cannot be read."""
    try:
        return (path / METRICS_FILE).read_bytes()
    except FileNotFoundError:
        return b""
    except OSError as err:
        raise UnreadableRun(f"{METRICS_FILE} cannot be read ({err.strerror or err})") from None


def read_run_document(path: Path) -> dict[str, Any]:
    """Only config.json (cheap), checked: enough to list a run with its status. UnreadableRun says why not."""
    return load_run_document(path)


def list_runs(root: Path | None = None) -> list[Path]:
    """Folders holding a config.json, newest first, readable or not (a list shows why one is not); none when the
    folder cannot be listed."""
    root = root or runs_dir()
    try:
        return sorted((p for p in root.iterdir() if _holds_config(p)), key=lambda p: p.name, reverse=True)
    except OSError:  # missing, not a folder, or not ours to read
        return []


def _holds_config(folder: Path) -> bool:
    try:
        return (folder / CONFIG_FILE).is_file()
    except OSError:
        return False


STEP_COLUMNS = ("step", "epoch", "loss", "accuracy", "samples_per_second", "steady_samples_per_second",
                "step_seconds", "data_seconds", "compute_seconds", "memory_allocated_bytes", "memory_reserved_bytes",
                "memory_peak_bytes", "process_rss_bytes", "elapsed_seconds")
EPOCH_COLUMNS = ("epoch", "step", "train_loss", "train_accuracy", "val_loss", "val_accuracy", "epoch_seconds")


def export_csv(record: RunRecord, path: Path) -> Path:
    """Step metrics, one row per step; validation columns filled on the step that closed each epoch."""
    epochs = {e["step"]: e for e in record.of_kind("epoch")}
    columns = STEP_COLUMNS + ("val_loss", "val_accuracy")
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(columns)
        for event in record.of_kind("step"):
            epoch = epochs.get(event["step"], {})
            writer.writerow([event.get(c, epoch.get(c, "")) if c in STEP_COLUMNS else epoch.get(c, "")
                             for c in columns])
    return path


DEFAULT_WORDS = {"resolution": QT_TRANSLATE_NOOP("Training", "model default"),
                 "threads": QT_TRANSLATE_NOOP("Training", "default")}
"""What a None setting means, for labels: None is never printed."""


def differences(configs: list[TrainConfig]) -> list[str]:
    """A short label per run naming only the settings that differ between them ("batch_size=64, precision=bf16"),
    in the reader's language (the settings are named as the config and the command line name them).

    A None setting reads as what it means ("resolution=model default"); a run's length is one setting, named by
    its unit ("epochs=2" beside "steps=300"), not an epochs and a steps that are each None in one of the runs.
    """
    if not configs:
        return []
    rows = []
    for config in configs:
        row = {k: v for k, v in config.to_dict().items() if k not in ("epochs", "steps")}
        unit, value = config.length
        rows.append({"length": (unit, value), **row})
    varying = [k for k in rows[0] if len({repr(r.get(k)) for r in rows}) > 1]
    labels = [", ".join(_setting_text(k, r[k]) for k in varying) for r in rows]
    return [label or fill(translate("Training", "run {number}"), number=i + 1) for i, label in enumerate(labels)]


def _setting_text(key: str, value: Any) -> str:
    if key == "length":
        unit, count = value
        return f"{unit}={count}"
    if value is None:
        value = translate("Training", DEFAULT_WORDS.get(key, DEFAULT_WORDS["threads"]))
    return f"{key}={value}"
