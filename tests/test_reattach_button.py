"""The Reattach button under a saved list: shown, naming the host, while the current line is a copy whose link
dropped; hidden on any other line; pressed, it names the line's folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QListWidget, QListWidgetItem

from dashboard.ui.reattach import PATH_ROLE, ReattachButton


def test_the_button_follows_the_current_line_and_names_its_folder(qtbot):
    listing = QListWidget()
    qtbot.addWidget(listing)
    button = ReattachButton(listing, lambda host: f"Reattach to the run on {host}")
    qtbot.addWidget(button)
    for folder, host in (("/runs/here", None), ("/runs/copy", "gpu-server")):
        item = QListWidgetItem(folder)
        item.setData(PATH_ROLE, folder)
        ReattachButton.mark(item, host)
        listing.addItem(item)
    listing.show()
    listing.setCurrentRow(1)  # as a click does: offered on the next turn of the event loop
    qtbot.waitUntil(lambda: not button.isHidden())
    assert not button.isHidden() and button.text() == "Reattach to the run on gpu-server"
    with qtbot.waitSignal(button.sig_reattach) as pressed:
        button.click()
    assert pressed.args == [Path("/runs/copy")]
    listing.setCurrentRow(0)
    qtbot.waitUntil(button.isHidden)
