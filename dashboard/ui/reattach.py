"""Under a saved list: "Reattach to the run on gpu-server", for a copy of a run or an experiment whose link dropped
before its end (``dashboard.training.follow``). Shown while such a line is the current one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QPushButton

PATH_ROLE = Qt.ItemDataRole.UserRole
"""Where a saved list's line keeps its folder."""
FOLLOWED_ROLE = Qt.ItemDataRole.UserRole + 16
"""The host a line's copy went on on after its link dropped, else None."""


class ReattachButton(QPushButton):
    """``sig_reattach`` with the current line's folder when pressed; ``text`` says it for a host."""

    sig_reattach = Signal(object)

    def __init__(self, listing: QListWidget, text: Callable[[str], str]) -> None:
        super().__init__()
        self._listing, self._text = listing, text
        self.hide()
        self.clicked.connect(self._on_clicked)
        # Queued: a list being deleted says its current line is gone, and nothing else is touched then.
        listing.currentItemChanged.connect(self._on_current_changed)

    @staticmethod
    def mark(item: QListWidgetItem, host: str | None) -> None:
        item.setData(FOLLOWED_ROLE, host)

    @Slot()
    def _on_current_changed(self) -> None:
        QTimer.singleShot(0, self, self.offer)

    @Slot()
    def offer(self) -> None:
        """Shown, naming the host, while the current line can be followed again (and said in the language now)."""
        item = self._listing.currentItem()
        host = None if item is None else item.data(FOLLOWED_ROLE)
        self.setVisible(host is not None)
        if host is not None:
            self.setText(self._text(host))

    @Slot()
    def _on_clicked(self) -> None:
        item = self._listing.currentItem()
        if item is not None:
            self.sig_reattach.emit(Path(item.data(PATH_ROLE)))
