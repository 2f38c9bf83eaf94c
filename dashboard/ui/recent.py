"""Saved runs and experiments opened or made lately, for File > Open recent; kept in the window's settings."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu

from dashboard.text import fill, translate

RECENT_KEY = "recent_folders"
MAX_RECENT = 8


def kind_of(folder: Path) -> str | None:
    """"run" or "experiment" for a saved folder, None for anything else (read from its config.json, cheaply).

    A config.json that cannot be used is judged by the folder it lies in (experiments/ or not), so that opening it
    shows the page that says why it cannot be drawn.
    """
    from dashboard.training.run_schema import UnreadableRun
    from dashboard.training.runs import CONFIG_FILE, read_run_document

    try:
        if not (folder / CONFIG_FILE).is_file():
            return None
        document = read_run_document(folder)
    except UnreadableRun:
        return "experiment" if folder.parent.name == "experiments" else "run"
    except OSError:
        return None
    if "experiment" in document:
        return "experiment"
    if "config" in document:
        return "run"
    return None


class RecentFolders:
    """The newest first, each once, at most MAX_RECENT, only folders that still exist."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def folders(self) -> list[Path]:
        stored = self._settings.value(RECENT_KEY, [])
        # An INI file gives one entry back as a string, several as a list.
        names = [stored] if isinstance(stored, str) else [str(name) for name in stored] if isinstance(
            stored, list) else []
        return [Path(name) for name in names if Path(name).is_dir()]

    def add(self, folder: Path) -> None:
        folders = [folder, *(f for f in self.folders() if f != folder)][:MAX_RECENT]
        self._settings.setValue(RECENT_KEY, [str(f) for f in folders])


def fill_recent_menu(menu: QMenu, folders: list[Path], open_folder: Callable[[Path], object]) -> None:
    """File > Open recent, made as it opens: "run: 2026-11-26_…", the full path in the tooltip."""
    menu.clear()
    kinds = {"run": translate("Window", "run"), "experiment": translate("Window", "experiment")}
    for folder in folders:
        kind = kinds.get(kind_of(folder) or "", translate("Window", "folder"))
        action = menu.addAction(fill(translate("Window", "{kind}: {name}"), kind=kind, name=folder.name))
        action.setToolTip(str(folder))
        action.triggered.connect(partial(open_folder, folder))
    if not folders:
        menu.addAction(translate("Window", "nothing yet")).setEnabled(False)
