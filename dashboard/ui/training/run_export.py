"""A saved run written out from the Training lab: its steps and epochs as CSV, said in the page's status line."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from dashboard.text import fill, translate
from dashboard.training.run_schema import UnreadableRun
from dashboard.ui.exporting import export_problem
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
