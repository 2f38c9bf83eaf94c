"""A run written out from the Training lab: a saved run's steps and epochs as CSV, the charts as PNG and SVG, said in
the page's status line."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from dashboard.text import counted, fill, translate
from dashboard.training.run_schema import UnreadableRun
from dashboard.ui.exporting import export_problem
from dashboard.ui.layout import ask_folder, breakable
from dashboard.ui.training.live import LiveRunView
from dashboard.ui.training.status import RunStatus


def ask_export_csv(parent: QWidget, run: Path | None, status: RunStatus) -> None:
    """Ask where ``run`` goes (a run must be chosen or shown), then write it."""
    if run is None:
        status.message(lambda: translate("Training", "Choose a saved run to export."))
        return
    target, _ = QFileDialog.getSaveFileName(parent, translate("Training", "Export run as CSV"), f"{run.name}.csv",
                                            "CSV (*.csv)")
    if target:
        export_csv(run, Path(target), status)


def export_csv(run: Path, target: Path, status: RunStatus) -> Path:
    """``run`` as CSV at ``target``; what went wrong (an unreadable run, a disk problem) said in ``status``."""
    from dashboard.training.runs import export_csv as write_csv
    from dashboard.training.runs import read_run

    try:
        write_csv(read_run(run), target)
    except UnreadableRun as err:
        reason = str(err)  # taken now: ``err`` is gone after the except clause
        status.message(lambda: fill(translate("Training", "Cannot export {name}: {reason}."), name=run.name,
                                    reason=reason))
        return target
    except OSError as err:
        status.message(partial(export_problem, err, target))
        return target
    status.progress(lambda: fill(translate("Training", "Exported {path}"), path=str(target)))
    return target


def ask_export_plots(parent: QWidget, live: LiveRunView, status: RunStatus) -> None:
    """Ask for a folder and write the charts there; a disk problem said in ``status``."""
    folder = ask_folder(parent, translate("Training", "Export plots to folder"))
    if folder is not None:
        try:
            export_plots(live, folder, status)
        except OSError as err:
            status.message(partial(export_problem, err, folder))


def export_plots(live: LiveRunView, folder: Path, status: RunStatus) -> list[Path]:
    """Each chart as PNG and SVG, plus the whole grid as one PNG."""
    written = live.export(folder)
    count = len(written)
    status.progress(lambda: fill(counted(count, translate("Training", "Exported %Ln file(s) to {folder}", None, 1)),
                                 folder=breakable(folder)))
    return written
