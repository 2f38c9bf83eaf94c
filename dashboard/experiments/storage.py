"""Experiments are saved like runs: a folder with config.json (what was compared) and one JSON line per point."""

from __future__ import annotations

import csv
import dataclasses
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment, experiment_to_dict
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.summary import ExperimentSummary
from dashboard.training.runs import RunWriter, data_dir, list_runs, read_run, read_run_document

POINT_FIELDS = tuple(f.name for f in dataclasses.fields(SweepPoint))
CSV_FIELDS = tuple(name for name in POINT_FIELDS if name != "losses")  # one row per point: curves go to JSON


def experiments_dir() -> Path:
    return data_dir() / "experiments"


def open_experiment(experiment: Experiment, root: Path | None = None) -> RunWriter:
    """A writer for one experiment: config.json now, then ``append_point`` as each point is measured."""
    return RunWriter(experiment.variants[0].config, root or experiments_dir(),
                     extra={"experiment": experiment_to_dict(experiment)})


def append_point(writer: RunWriter, point: SweepPoint) -> None:
    writer.append({"event": "point", **dataclasses.asdict(point)})


def append_largest(writer: RunWriter, result: MaxBatchResult) -> None:
    """A largest-batch search's outcome, after its tries, so a reopened search reads as it did."""
    writer.append({"event": "largest", **dataclasses.asdict(result)})


def load_largest(path: Path) -> MaxBatchResult | None:
    """The largest-batch search's outcome saved with an experiment, or None (a sweep, or killed mid-search)."""
    saved = read_run(path).of_kind("largest")
    return largest_from_record(saved[-1]) if saved else None


def largest_from_record(record: dict[str, Any]) -> MaxBatchResult:
    """A search's outcome from its saved (or streamed) line."""
    names = {f.name for f in dataclasses.fields(MaxBatchResult)}
    data = {k: v for k, v in record.items() if k in names}
    data["tries"] = tuple((int(batch), bool(fitted)) for batch, fitted in data.get("tries", ()))
    return MaxBatchResult(**data)


def load_points(path: Path) -> list[SweepPoint]:
    """The points of a saved experiment (a line torn by a crash is skipped)."""
    return [point_from_record(event) for event in read_run(path).of_kind("point")]


def point_from_record(record: dict[str, Any]) -> SweepPoint:
    """A point from its saved (or streamed) line; keys a newer version added are dropped."""
    fields: dict[str, Any] = {k: v for k, v in record.items() if k in POINT_FIELDS}
    fields["losses"] = tuple(fields.get("losses", ()))
    return SweepPoint(**fields)


def list_experiments(root: Path | None = None) -> list[Path]:
    """Saved experiment folders, newest first."""
    return list_runs(root or experiments_dir())


def experiment_title(path: Path) -> str:
    """"fp32 vs mixed precision, 2026-11-22 04:47:36" for a list: what was compared and when."""
    title = read_run_document(path).get("experiment", {}).get("title") or "experiment"
    stamp = path.name[:15]  # folders start with YYYYMMDD-HHMMSS
    if len(stamp) == 15 and stamp[8] == "-" and stamp.replace("-", "").isdigit():
        return f"{title}, {stamp[:4]}-{stamp[4:6]}-{stamp[6:8]} {stamp[9:11]}:{stamp[11:13]}:{stamp[13:15]}"
    return f"{title}, {path.name}"


def overlay_points(paths: Sequence[Path]) -> list[SweepPoint]:
    """The points of one experiment, or of several on the same axes with each series named by its experiment."""
    if len(paths) == 1:
        return load_points(paths[0])
    names = [experiment_title(path) for path in paths]
    names = [name if names.count(name) == 1 else f"{name} ({path.name})" for name, path in zip(names, paths,
                                                                                               strict=True)]
    return [dataclasses.replace(point, label=f"{name}: {point.series}")
            for name, path in zip(names, paths, strict=True) for point in load_points(path)]


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
