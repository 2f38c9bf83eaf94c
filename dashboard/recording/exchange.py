"""A saved run or experiment to a recording file and back: export on the machine that measured, import on the one
that teaches.

An imported recording becomes a run (or experiment) folder like any other (settings, metrics or points, inventory,
samples), marked with where and when it was recorded, so the saved lists, overlays and CSV export work on it
unchanged.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dashboard.recording.fileformat import Progress, Recording, machine_phrase, new_header, write_recording
from dashboard.text import fill, translate
from dashboard.training.hardware_log import HardwareLog, read_inventory, read_samples
from dashboard.training.run_schema import saved_config
from dashboard.training.runs import RunWriter, read_run, runs_dir

RECORDING_KEY = "recording"
"""Where an imported run's config.json says it came from: {"title", "machine", "recorded_at", "app_version"}."""


def recording_of_folder(folder: Path) -> Recording:
    """The saved run or experiment in ``folder`` as a recording; UnreadableRun when its settings cannot be read."""
    record = read_run(folder)
    config = record.config
    inventory = read_inventory(folder)
    hardware = record.document.get("hardware", {})
    fallback = " · ".join(str(hardware[key]) for key in ("cpu", "gpu") if hardware.get(key)) or "an unknown machine"
    machine = str(record.document.get(RECORDING_KEY, {}).get("machine") or machine_phrase(inventory, fallback))
    kind = kind_of(record.document)
    if kind == "experiment":
        title = f"{record.document['experiment'].get('title') or 'experiment'} ({config.model})"
    else:
        title = f"{config.model} on {config.device} ({config.dataset}, batch {config.batch_size}, {config.precision})"
    header = new_header(title, inventory, record.started, machine, kind)
    return Recording(header, record.document, inventory, list(record.events), read_samples(folder))


def export_folder(folder: Path, target: Path, progress: Progress | None = None) -> Recording:
    """Write the run or experiment in ``folder`` to ``target`` as one recording file; returns what was written."""
    recording = recording_of_folder(folder)
    write_recording(target, recording, progress)
    return recording


def kind_of(document: dict[str, Any]) -> str:
    """"experiment" for a saved sweep or largest-batch search (its config.json says what was compared), else "run"."""
    return "experiment" if isinstance(document.get("experiment"), dict) else "run"


def saved_in(kind: str) -> Path:
    """Where a recording of this kind is imported: the runs folder or the experiments folder."""
    if kind == "experiment":
        from dashboard.experiments.storage import experiments_dir

        return experiments_dir()
    return runs_dir()


def import_recording(recording: Recording, root: Path | None = None) -> Path:
    """A run or experiment folder made from a checked recording, in ``root`` (by default where its kind is saved);
    returns its path."""
    document = recording.document
    header = recording.header
    origin = {"title": header.title, "machine": header.machine, "recorded_at": header.recorded_at,
              "app_version": header.app_version}
    extra: dict[str, Any] = {key: value for key, value in document.items() if key != "config"}
    extra[RECORDING_KEY] = origin
    with RunWriter(saved_config(document.get("config", {})), root or saved_in(header.kind), extra=extra) as writer:
        for event in recording.events:
            writer.append(event)
        with HardwareLog(writer.path, recording.inventory) as samples:
            for sample in recording.samples:
                samples.append(sample)
    return writer.path


def find_imported(recording: Recording, root: Path | None = None) -> Path | None:
    """The saved folder this recording was already imported as (opened twice, it is imported once), or None."""
    from dashboard.training.run_schema import UnreadableRun
    from dashboard.training.runs import list_runs, read_run_document

    header = recording.header
    wanted = {"title": header.title, "machine": header.machine, "recorded_at": header.recorded_at}
    for folder in list_runs(root or saved_in(header.kind)):
        try:
            origin = recorded_origin(read_run_document(folder))
        except UnreadableRun:
            continue
        if origin is not None and all(origin.get(key) == value for key, value in wanted.items()):
            return folder
    return None


def recorded_origin(document: dict[str, Any]) -> dict[str, Any] | None:
    """Where an imported run was recorded, from its config.json; None for a run made on this machine."""
    origin = document.get(RECORDING_KEY)
    return origin if isinstance(origin, dict) else None


def recorded_on(document: dict[str, Any]) -> str:
    """" (recorded on NVIDIA H100 ...)" for an imported run, to tell it apart from this machine's in an overlay;
    "" for a run made here."""
    origin = recorded_origin(document)
    machine = origin.get("machine") if origin is not None else None
    if not isinstance(machine, str) or not machine:
        return ""
    return fill(translate("Replay", " (recorded on {machine})"), machine=machine)
