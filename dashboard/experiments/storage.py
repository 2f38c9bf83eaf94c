"""Experiments are saved like runs: a folder with config.json (what was compared) and one JSON line per point.

Read back as untrusted files, like runs: a config.json that cannot be used raises UnreadableRun saying why, and a
point or search line of the wrong types is skipped and counted, never handed to a chart.
"""

from __future__ import annotations

import csv
import dataclasses
import json
import math
import platform
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment, experiment_to_dict
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.summary import ExperimentSummary
from dashboard.text import translate
from dashboard.training.run_schema import SkippedLines, UnreadableRun
from dashboard.training.runs import RunRecord, RunWriter, data_dir, list_runs, read_run, read_run_document
from dashboard.typed_json import WrongType, record_from_json

POINT_FIELDS = tuple(f.name for f in dataclasses.fields(SweepPoint))
PER_STEP_FIELDS = ("losses", "accuracies")
CSV_FIELDS = tuple(name for name in POINT_FIELDS if name not in PER_STEP_FIELDS)  # a row per point; curves in JSON


def experiments_dir() -> Path:
    return data_dir() / "experiments"


def open_experiment(experiment: Experiment, root: Path | None = None, started: float | None = None,
                    host: str | None = None) -> RunWriter:
    """A writer for one experiment: config.json now (with the wall-clock time measuring ``started``, time zero of a
    replay, and the ``host`` that measured it when that is another machine), then ``append_point`` as each point is
    measured."""
    extra: dict[str, Any] = {"experiment": experiment_to_dict(experiment)}
    if started is not None:
        extra["started"] = started
    if host is not None:
        extra["machine"] = {"host": host}
    return RunWriter(experiment.variants[0].config, root or experiments_dir(), extra=extra)


def append_point(writer: RunWriter, point: SweepPoint) -> None:
    """The point, stamped with the wall-clock time it was saved (on the clock of the hardware samples)."""
    writer.append({"event": "point", **dataclasses.asdict(point), "timestamp": time.time()})


def append_largest(writer: RunWriter, result: MaxBatchResult) -> None:
    """A largest-batch search's outcome, after its tries, so a reopened search reads as it did."""
    writer.append({"event": "largest", **dataclasses.asdict(result), "timestamp": time.time()})


@dataclass
class SavedExperiments:
    """One saved experiment, or several overlaid, read back: what the Experiments page draws."""

    points: list[SweepPoint]
    largest: MaxBatchResult | None
    """The largest-batch search's outcome (one experiment only; None for a sweep or a search killed midway)."""
    skipped: SkippedLines = field(default_factory=SkippedLines)
    """Lines left out of every experiment read, by cause."""


def read_experiments(paths: Sequence[Path]) -> SavedExperiments:
    """The points of one experiment, or of several on the same axes with each series named by its experiment;
    UnreadableRun, naming the folder, when one of them cannot be read."""
    records = [_read_named(path) for path in paths]
    hosts = [machine_of(record.document) for record in records]
    if len(set(hosts)) == len(hosts) > 1:  # one experiment per machine: each series named by its machine
        names = [host or platform.node() or translate("Experiments", "this machine") for host in hosts]
    else:
        names = [_title(record.document, record.path) for record in records]
        names = [name if names.count(name) == 1 else f"{name} ({path.name})" for name, path in zip(names, paths,
                                                                                                   strict=True)]
    skipped = SkippedLines()
    points: list[SweepPoint] = []
    largest = None
    for name, record in zip(names, records, strict=True):
        skipped.add(record.skipped)
        for line in record.of_kind("point"):
            try:
                point = point_from_record(line)
            except WrongType:
                skipped.wrong_types += 1
                continue
            points.append(dataclasses.replace(point, label=f"{name}: {point.series}") if len(paths) > 1 else point)
        for line in record.of_kind("largest"):
            try:
                largest = largest_from_record(line)
            except WrongType:
                skipped.wrong_types += 1
    return SavedExperiments(points, largest if len(paths) == 1 else None, skipped)


def machine_of(document: dict[str, Any]) -> str | None:
    """The host that measured a saved experiment or run, when another machine did (None: this one)."""
    machine = document.get("machine")
    host = machine.get("host") if isinstance(machine, dict) else None
    return host if isinstance(host, str) and host else None


def _read_named(path: Path) -> RunRecord:
    try:
        return read_run(path)
    except UnreadableRun as err:
        raise UnreadableRun(f"{path.name}: {err}") from None


def load_largest(path: Path) -> MaxBatchResult | None:
    """The largest-batch search's outcome saved with an experiment, or None (a sweep, or killed mid-search)."""
    return read_experiments([path]).largest


def largest_from_record(record: dict[str, Any]) -> MaxBatchResult:
    """A search's outcome from its saved (or streamed) line; WrongType when a field is missing or mistyped."""
    result: MaxBatchResult = record_from_json(MaxBatchResult, record, where="largest line")
    return result


def load_points(path: Path) -> list[SweepPoint]:
    """The points of a saved experiment (a line torn by a crash, or of the wrong types, is skipped)."""
    return read_experiments([path]).points


def point_from_record(record: dict[str, Any]) -> SweepPoint:
    """A point from its saved (or streamed) line; keys a newer version added are dropped, and WrongType says which
    field is missing or mistyped. A null loss or accuracy is a NaN written by a strict JSON writer."""
    for name in PER_STEP_FIELDS:
        values = record.get(name)
        if isinstance(values, list):
            record = {**record, name: [math.nan if value is None else value for value in values]}
    point: SweepPoint = record_from_json(SweepPoint, record, where="point line")
    return point


def list_experiments(root: Path | None = None) -> list[Path]:
    """Saved experiment folders, newest first."""
    return list_runs(root or experiments_dir())


def experiment_title(path: Path, document: dict[str, Any] | None = None) -> str:
    """"fp32 vs mixed precision, 2026-11-22 04:47:36" for a list: what was compared and when, from its config.json
    (``document``, when read already); UnreadableRun when that cannot be used."""
    return _title(read_run_document(path) if document is None else document, path)


def _title(document: dict[str, Any], path: Path) -> str:
    title = document.get("experiment", {}).get("title") or "experiment"
    stamp = path.name[:15]  # folders start with YYYYMMDD-HHMMSS
    if len(stamp) == 15 and stamp[8] == "-" and stamp.replace("-", "").isdigit():
        return f"{title}, {stamp[:4]}-{stamp[4:6]}-{stamp[6:8]} {stamp[9:11]}:{stamp[11:13]}:{stamp[13:15]}"
    return f"{title}, {path.name}"


def overlay_points(paths: Sequence[Path]) -> list[SweepPoint]:
    """The points of one experiment, or of several on the same axes with each series named by its experiment."""
    return read_experiments(paths).points


def export_points_csv(points: Sequence[SweepPoint], path: Path) -> Path:
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(("series",) + CSV_FIELDS)
        for point in points:
            writer.writerow((point.series,) + tuple(getattr(point, f) for f in CSV_FIELDS))
    return path


def export_json(summary: ExperimentSummary, path: Path, **facts: Any) -> Path:
    path.write_text(json.dumps(summary.document(**facts), indent=2), encoding="utf-8")
    return path
