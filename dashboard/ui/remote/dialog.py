"""File > Connect to a machine: a host as ssh names it, and the dl-dashboard command there; nothing secret is asked
or kept (ssh logs in with the user's own keys and agent)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from dashboard.errors import UserError
from dashboard.protocol.transport import Machine
from dashboard.text import translate

HOST_KEY = "remote/host"
PROGRAM_KEY = "remote/program"


class ConnectDialog(QDialog):
    """Asks for a machine; ``machine()`` is what was given once accepted. The last one given is offered again."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(translate("Remote", "Connect to a machine"))
        self.host_edit = QLineEdit(str(settings.value(HOST_KEY, "")))
        self.host_edit.setPlaceholderText("gpu-server, user@10.0.0.5")
        self.program_edit = QLineEdit(str(settings.value(PROGRAM_KEY, "dl-dashboard")))
        self.program_edit.setPlaceholderText("/opt/venv/bin/dl-dashboard")
        self.explanation = QLabel(translate(
            "Remote", "The window reaches it with this computer's ssh: your ~/.ssh/config, keys and agent, never a "
                      "password. dl-dashboard must be installed there, in the same version as here."))
        self.explanation.setWordWrap(True)
        self.explanation.setObjectName("muted")
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("warning")
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Remote", "Connect"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(translate("Remote", "Host:"), self.host_edit)
        form.addRow(translate("Remote", "Its dl-dashboard command:"), self.program_edit)
        form.addRow(self.explanation)
        form.addRow(self.problem)
        form.addRow(buttons)
        self._machine: Machine | None = None

    def machine(self) -> Machine | None:
        return self._machine

    def accept(self) -> None:
        """Kept only when ssh could take it as a host: what is wrong is said in the dialog, which stays open."""
        try:
            self._machine = Machine(self.host_edit.text().strip(), self.program_edit.text().strip())
        except UserError as err:
            self.problem.setText(str(err))
            self.problem.show()
            return
        self.settings.setValue(HOST_KEY, self._machine.host)
        self.settings.setValue(PROGRAM_KEY, self._machine.program)
        super().accept()
