"""A data-parallel run whose rank 0 died: the launcher closes the run folder rank 0 left without a status.

Rank 0 records the run; killed outright, it writes no summary, and the saved run would read as "interrupted" with
no word of why. So rank 0 notes its run folder in a file the launcher names (``note_run_folder``), and when the
run fails the launcher ends that folder with a "failed" summary carrying the launcher's message
(``close_unfinished_run``). A run that has its summary is left as it is.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from dashboard.text import words_of
from dashboard.training.events import RunSummary, to_record
from dashboard.training.run_schema import CONFIG_FILE
from dashboard.training.runs import METRICS_FILE, read_run, write_json_atomically

NOTE_VARIABLE = "DL_DASHBOARD_RUN_FOLDER_NOTE"
"""The environment variable naming the file where rank 0 writes its run folder (torchrun passes it to the ranks)."""

_noted: set[str] = set()


def note_run_folder(folder: Path | None) -> None:
    """Rank 0: write ``folder`` to the launcher's note, once (cheap to call on every event)."""
    note = os.environ.get(NOTE_VARIABLE)
    if not note or folder is None or note in _noted:
        return
    _noted.add(note)
    with contextlib.suppress(OSError):  # without the note, a killed rank 0 leaves its run as "interrupted"
        Path(note).write_text(str(folder), encoding="utf-8")


@contextlib.contextmanager
def run_folder_note() -> Iterator[Path]:
    """The launcher: a note file for rank 0, named in this process's environment while the ranks run (they
    inherit it), and removed after."""
    handle, name = tempfile.mkstemp(prefix="dl-dashboard-run-", suffix=".txt")
    os.close(handle)
    before = os.environ.get(NOTE_VARIABLE)
    os.environ[NOTE_VARIABLE] = name
    try:
        yield Path(name)
    finally:
        if before is None:
            os.environ.pop(NOTE_VARIABLE, None)
        else:
            os.environ[NOTE_VARIABLE] = before
        Path(name).unlink(missing_ok=True)


def noted_folder(note: Path) -> Path | None:
    """The run folder rank 0 noted; None when it made none (it died before) or the note cannot be read."""
    try:
        text = note.read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return Path(text) if text and Path(text).is_dir() else None


def close_unfinished_run(folder: Path, message: str) -> bool:
    """End ``folder``'s run with a "failed" summary saying ``message`` when it has no summary; True if it did.
    The summary keeps what the saved lines say: the last step, its loss and time, the last validation."""
    try:
        record = read_run(folder)
    except Exception:  # noqa: BLE001 - an unreadable run is listed with its own reason; nothing to add to it
        return False
    if record.summary is not None:
        return False
    steps, epochs = record.of_kind("step"), record.of_kind("epoch")
    last_step = steps[-1] if steps else {}
    last_epoch = epochs[-1] if epochs else {}
    summary = RunSummary(status="failed", message=message, steps=int(last_step.get("step", 0)),
                         final_loss=last_step.get("loss"), val_loss=last_epoch.get("val_loss"),
                         val_accuracy=last_epoch.get("val_accuracy"), samples_per_second=None,
                         elapsed_seconds=float(last_step.get("elapsed_seconds", 0.0)), words=words_of(message),
                         energy_note="the run ended when rank 0 did")
    line = json.dumps(to_record(summary), allow_nan=True) + "\n"
    try:
        with (folder / METRICS_FILE).open("ab+") as metrics:
            if metrics.seek(0, os.SEEK_END) and (metrics.seek(-1, os.SEEK_END), metrics.read(1))[1] != b"\n":
                line = "\n" + line  # rank 0 died mid-line: that line stays cut short, the summary stands alone
            metrics.write(line.encode("utf-8"))
        document = json.loads((folder / CONFIG_FILE).read_text(encoding="utf-8"))
        write_json_atomically(folder / CONFIG_FILE, {**document, "status": "failed", "message": message})
    except (OSError, ValueError):
        return False
    return True
