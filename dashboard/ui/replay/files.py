"""The File menu's recording items: choose a recording to play, or write what a page shows (a run, an experiment,
a lesson) as one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from dashboard.recording.fileformat import SUFFIX, Recording, write_recording
from dashboard.text import fill, translate
from dashboard.training.run_schema import UnreadableRun
from dashboard.ui.exporting import export_problem


def recording_filter() -> str:
    """The file dialogs' choice of files, in the reader's language."""
    return fill(translate("Replay", "Recordings (*{suffix});;All files (*)"), suffix=SUFFIX)


def ask_recording_to_open(parent: QWidget) -> Path | None:
    chosen, _ = QFileDialog.getOpenFileName(parent, translate("Replay", "Open a recording"), "", recording_filter())
    return Path(chosen) if chosen else None


def ask_recording_target(parent: QWidget, source: Path | Recording) -> Path | None:
    name = source.name if isinstance(source, Path) else source.header.title.split(":")[0].replace(" ", "-").lower()
    chosen, _ = QFileDialog.getSaveFileName(parent, translate("Replay", "Export as a recording"), f"{name}{SUFFIX}",
                                            recording_filter())
    return Path(chosen) if chosen else None


def export_recording(source: Path | Recording, target: Path) -> str:
    """Write ``source`` (a saved folder, or a recording kept in memory) to ``target``; the sentence to show, whether
    it worked or why not."""
    from dashboard.recording.exchange import export_folder

    try:
        if isinstance(source, Path):
            recording = export_folder(source, target)
        else:
            write_recording(target, source)
            recording = source
    except UnreadableRun as err:
        if isinstance(source, Path):
            return fill(translate("Replay", "Cannot export {name}: {problem}."), name=source.name, problem=str(err))
        return fill(translate("Replay", "Cannot export it: {problem}."), problem=str(err))
    except OSError as err:
        return export_problem(err, target)
    return fill(translate("Replay", "Recording written to {target}: {events:,} events and {samples:,} hardware "
                                    "samples. Play it on any machine with File > Open a recording."),
                target=str(target), events=len(recording.events), samples=len(recording.samples))
