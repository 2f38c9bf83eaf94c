"""The File menu's recording items: choose a recording to play, or write the Training lab's run as one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from dashboard.recording.fileformat import SUFFIX
from dashboard.training.run_schema import UnreadableRun
from dashboard.ui.exporting import export_problem

FILTER = f"Recordings (*{SUFFIX});;All files (*)"


def ask_recording_to_open(parent: QWidget) -> Path | None:
    chosen, _ = QFileDialog.getOpenFileName(parent, "Open a recording", "", FILTER)
    return Path(chosen) if chosen else None


def ask_recording_target(parent: QWidget, run: Path) -> Path | None:
    chosen, _ = QFileDialog.getSaveFileName(parent, "Export the run as a recording", f"{run.name}{SUFFIX}", FILTER)
    return Path(chosen) if chosen else None


def export_recording(run: Path, target: Path) -> str:
    """Write ``run`` to ``target``; the sentence to show, whether it worked or why not."""
    from dashboard.recording.exchange import export_folder

    try:
        recording = export_folder(run, target)
    except UnreadableRun as err:
        return f"Cannot export {run.name}: {err}."
    except OSError as err:
        return export_problem(err, target)
    return (f"Recording written to {target}: {len(recording.events):,} events and {len(recording.samples):,} "
            "hardware samples. Play it on any machine with File > Open recording.")
