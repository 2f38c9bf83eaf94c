"""The Training lab's status: the progress bar and the three lines under the buttons (how the run goes, what it
trains, and what went wrong), each kept as how it is made so that a language change says it again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout

from dashboard.text import fill, translate
from dashboard.ui.i18n import Make, Texts
from dashboard.ui.layout import wrapped_label


class RunStatus:
    """The lines a run's page says, made again on ``again`` (the page's ``retranslate``).

    ``paused`` tells whether the run is paused now: the progress line then ends with " · paused".
    """

    def __init__(self, panel: QVBoxLayout, paused: Callable[[], bool]) -> None:
        self.bar = QProgressBar()
        self.bar.setFormat("%p%")
        self.progress_label = wrapped_label()
        self.info_label = wrapped_label("", "muted")
        self.message_label = wrapped_label("", "banner")
        for widget in (self.bar, self.progress_label, self.info_label, self.message_label):
            panel.addWidget(widget)
        self._paused = paused
        self._progress: Make | None = None
        """The progress line's maker, before " · paused" is added."""
        self._texts = Texts()

    def progress(self, make: Make) -> None:
        """The progress line, with " · paused" when the run is paused as it is said."""
        self._progress = make
        if self._paused():
            self._texts.set(self.progress_label.setText,
                            lambda: fill(translate("Training", "{progress} · paused"), progress=make()))
        else:
            self._texts.set(self.progress_label.setText, make)

    def progress_again(self) -> None:
        """The same progress line, after a pause or a resume (" · paused" said at once)."""
        if self._progress is not None:
            self.progress(self._progress)

    def info(self, make: Make) -> None:
        self._texts.set(self.info_label.setText, make)

    def message(self, make: Make) -> None:
        self._texts.set(self.message_label.setText, make)

    def show_message(self, text: str) -> None:
        """A message in its own words (the training process's, a saved file's): said as it is."""
        self._texts.set(self.message_label.setText, lambda: text)

    def clear(self, *labels: QLabel) -> None:
        """Those lines emptied, or all three."""
        labels = labels or (self.progress_label, self.info_label, self.message_label)
        for label in labels:
            self._texts.clear(label.setText)
        if self.progress_label in labels:
            self._progress = None

    def again(self) -> None:
        """Every line made again, in the language chosen now."""
        self._texts.apply()
