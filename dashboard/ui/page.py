"""What the main window needs of a page, so it can loop over its pages instead of naming each one."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from dashboard.hardware.records import Inventory, Snapshot
from dashboard.ui.theme import Theme


class Page(QWidget):
    """A page of the window: a navigation title, and the hooks the window calls on every page alike.

    Each hook does nothing unless the page needs it; ``shutdown`` must stop the page's background work.
    """

    title = ""
    """The navigation and menu title, with the menu's & accelerator."""

    def set_inventory(self, inventory: Inventory) -> None:
        """What this machine has, once the hardware worker has read it (devices, memory, GPUs)."""

    def on_snapshot(self, snapshot: Snapshot) -> None:
        """A live hardware reading, about once per sampling interval."""

    def apply_theme(self, chosen: Theme) -> None:
        """Colour the page's charts (the application's palette and style sheet are already set)."""

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        """Stop background work and wait for it (the window is closing); True when it has ended."""
        return True
