"""What the main window needs of a page, so it can loop over its pages instead of naming each one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QWidget

from dashboard.ui.i18n import Retranslating, is_language_change

if TYPE_CHECKING:  # not imported at run time: the layout module brings superqt, which the first paint can do without
    from pathlib import Path

    from dashboard.hardware.records import Inventory, Snapshot
    from dashboard.protocol.transport import Machine
    from dashboard.recording.fileformat import Recording
    from dashboard.ui.layout import SplitPage
    from dashboard.ui.theme import Theme


class Page(Retranslating, QWidget):
    """A page of the window: a navigation title, and the hooks the window calls on every page alike.

    Each hook does nothing unless the page needs it; ``shutdown`` must stop the page's background work. A page
    with a side panel sets ``split`` (a SplitPage), which the window collapses for presenter mode.

    The window builds a page when it is first shown or once the window has settled after start-up (whichever comes
    first), and then calls ``apply_theme``, ``set_presentation``, ``set_panel_visible`` and (once it has been read)
    ``set_inventory`` with the window's state at that moment: a page must not assume it was there from the start.
    """

    title = ""
    """The navigation and menu title, with the menu's & accelerator."""
    name = ""
    """How the command line names the page (`--page training`)."""
    split: SplitPage | None = None
    sig_saved = Signal(object)
    """The folder of a run or experiment this page has just saved or opened (for File > Open recent)."""

    def set_inventory(self, inventory: Inventory) -> None:
        """What this machine has, once the hardware worker has read it (devices, memory, GPUs): this launch's whole
        reading, with PyTorch imported (the Hardware page alone shows the cached and quick readings before)."""

    def show_recorded_machine(self, inventory: Inventory | None) -> None:
        """While a recording plays, the machine it was made on (None: back to this machine): a page that names this
        machine's GPUs names those instead."""

    def on_snapshot(self, snapshot: Snapshot) -> None:
        """A live hardware reading, about once per sampling interval."""

    def measure_on(self, machine: Machine, inventory: Inventory | None) -> None:
        """The machine this page's measurements run on: this one (``HERE``), or one the window reaches over ssh,
        with its inventory (the devices it offers)."""

    def apply_theme(self, chosen: Theme) -> None:
        """Colour the page's charts (the application's palette and style sheet are already set)."""

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Size the charts' text and lines (presenter mode and the window's font size)."""

    def set_panel_visible(self, visible: bool) -> None:
        """Show or hide the side panel (presenter mode gives its room to the charts)."""
        if self.split is not None:
            self.split.set_panel_visible(visible)

    def ask_export(self) -> bool:
        """Ask where to export what the page shows, and do it; False when the page has nothing to export."""
        return False

    def recording_source(self) -> Path | Recording | None:
        """What File > Export as a recording writes from this page: a saved run's or experiment's folder, a lesson
        recorded as it ran, or None when the page shows nothing that can be."""
        return None

    def retranslate(self) -> None:
        """Set every text the page shows in the current language: called by the page itself once built, and again
        whenever the language changes (``QEvent.LanguageChange``), so View > Language needs no restart."""

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        """Stop background work and wait for it (the window is closing); True when it has ended."""
        return True

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)  # Retranslating: the texts in the new language
        if is_language_change(event) and self.split is not None:
            QTimer.singleShot(0, self, self._fit_panel_texts)  # once the new texts are laid out

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self.split is not None:
            self.split.size_panel(self.width())
            QTimer.singleShot(0, self, self._fit_panel_texts)

    def _fit_panel_texts(self) -> None:
        if self.split is not None and self.isVisible():
            self.split.fit_texts(self.width())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.split is not None and self.isVisible():
            self.split.size_panel(self.width())


def page_keys(page: QWidget, keys: tuple[tuple[str, Callable[[], None]], ...]) -> None:
    """Keys that act on ``page`` anywhere in the window while it is shown (focus may sit in the navigation list, or
    the buttons be below the fold in presenter mode): F5 to start and Shift+F5 to stop, on each page that runs."""
    for sequence, slot in keys:
        shortcut = QShortcut(QKeySequence(sequence), page)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(lambda slot=slot: slot() if page.isVisible() else None)
