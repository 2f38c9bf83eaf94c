"""Whether a person has allowed a model file to run: asked before its first run, remembered per path and content.

A model file is Python that runs with the user's rights, and choosing one in the window runs it (to trace it). So
the window asks first, as editors ask before trusting a folder, and remembers the answer as the file's path and the
SHA-256 of its content in the window's settings: an edited file is a new file and is asked about again. The command
line asks nothing: there the person typed the path.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QWidget

from dashboard.text import fill, translate

TRUSTED_KEY = "trusted_model_files"
"""In the settings: "sha256 path" for each file allowed to run, the newest last."""
MAX_TRUSTED = 200
"""The oldest are forgotten beyond this: a file not used for that long is asked about again."""

Ask = Callable[[QWidget | None, Path], bool]
"""Asks whether to run the file at this path; True for Run."""


def content_hash(path: Path) -> str | None:
    """The SHA-256 of the file's bytes, None when it cannot be read."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


class TrustedModelFiles:
    """The (path, content) pairs allowed to run, kept in ``settings``."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def _entries(self) -> list[str]:
        stored = self._settings.value(TRUSTED_KEY, [])
        # An INI file gives one entry back as a string, several as a list.
        return [stored] if isinstance(stored, str) else [str(entry) for entry in stored] if isinstance(
            stored, list) else []

    def is_trusted(self, path: Path) -> bool:
        digest = content_hash(path)
        return digest is not None and _entry(digest, path) in self._entries()

    def trust(self, path: Path) -> None:
        digest = content_hash(path)
        if digest is None:
            return
        entry = _entry(digest, path)
        entries = [*(kept for kept in self._entries() if kept != entry), entry][-MAX_TRUSTED:]
        self._settings.setValue(TRUSTED_KEY, entries)

    def allowed(self, path: Path, parent: QWidget | None, ask: Ask) -> bool:
        """True when the file may run: allowed before with this content, or allowed now (and remembered)."""
        if self.is_trusted(path):
            return True
        if not ask(parent, path):
            return False
        self.trust(path)
        return True


def ask_to_run(parent: QWidget | None, path: Path) -> bool:
    """The question: what the file is, that it runs as a program with the user's rights; Run or Cancel."""
    text = fill(translate("Advisor", "{file} is a Python program. To trace its model the Advisor runs it, with "
                                     "your rights: it can read, change and delete your files like any program you "
                                     "start.\n\nRun it only if you trust where it came from. You are asked again if "
                                     "it changes."), file=str(path))
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Advisor", "Run this model file?"), text,
                      QMessageBox.StandardButton.Cancel, parent)
    run = box.addButton(translate("Advisor", "Run"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is run


def _entry(digest: str, path: Path) -> str:
    return f"{digest} {path.expanduser().resolve()}"
