"""What an export that could not be written says in the page, instead of a traceback in a slot."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMainWindow, QWidget

from dashboard.text import fill, translate
from dashboard.training.disk import shown_reason


def export_problem(err: OSError, target: Path) -> str:
    """"Could not export to /media/usb: disk full." A full stick, a read-only folder or a vanished drive is named
    in words, with the place the user chose."""
    return fill(translate("Window", "Could not export to {target}: {reason}."), target=str(target),
                reason=shown_reason(err))


def image_write_failed(path: Path) -> OSError:
    """Qt's image and SVG writers report failure by a return value or an empty file, not an exception: this is the
    OSError an export raises then, so the page can say so instead of listing a file that is not there."""
    return OSError(f"could not write {path}")


def show_in_status_bar(widget: QWidget, text: str, timeout_ms: int = 15_000) -> None:
    """A page without a status line of its own tells the main window's status bar (nothing when it has none)."""
    window = widget.window()
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text, timeout_ms)
