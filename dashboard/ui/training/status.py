"""The Training lab's status: the progress bar and the three lines under the buttons (how the run goes, what it
trains, and what went wrong), each kept as how it is made so that a language change says it again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from dashboard.text import fill, translate
from dashboard.ui.i18n import Make, Texts
from dashboard.ui.layout import wrapped_label


class TwinnedBar(QProgressBar):
    """A progress bar whose twin shows the same range and value (QProgressBar has no signal for its range)."""

    def __init__(self, twin: QProgressBar) -> None:
        super().__init__()
        self.twin = twin
        self.valueChanged.connect(twin.setValue)

    def setRange(self, minimum: int, maximum: int) -> None:  # noqa: N802 - Qt's name
        super().setRange(minimum, maximum)
        self.twin.setRange(minimum, maximum)


class RunStatus:
    """The lines a run's page says, made again on ``again`` (the page's ``retranslate``).

    ``paused`` tells whether the run is paused now: the progress line then ends with " · paused".
    """

    def __init__(self, panel: QVBoxLayout, paused: Callable[[], bool]) -> None:
        self.presented_bar = QProgressBar()
        self.bar = TwinnedBar(self.presented_bar)
        for bar in (self.bar, self.presented_bar):
            bar.setFormat("%p%")
        self.progress_label = wrapped_label()
        self.info_label = wrapped_label("", "muted")
        self.message_label = wrapped_label("", "banner")
        for widget in (self.bar, self.progress_label, self.info_label, self.message_label):
            panel.addWidget(widget)
        # The same bar and progress line beside the charts, for presenter mode, where the panel is hidden: a class
        # saw no progress and no "finished" there.
        self.presented = QWidget()
        self.presented_label = wrapped_label()
        row = QHBoxLayout(self.presented)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.presented_bar, 1)
        row.addWidget(self.presented_label, 3)
        self.presented.hide()
        self._paused = paused
        self._progress: Make | None = None
        """The progress line's maker, before " · paused" is added."""
        self._texts = Texts()

    def progress(self, make: Make) -> None:
        """The progress line, with " · paused" when the run is paused as it is said."""
        self._progress = make
        if self._paused():
            self._texts.set(self._set_progress_text,
                            lambda: fill(translate("Training", "{progress} · paused"), progress=make()))
        else:
            self._texts.set(self._set_progress_text, make)

    def _set_progress_text(self, text: str) -> None:
        self.progress_label.setText(text)
        self.presented_label.setText(text)

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
            self._texts.clear(self._set_progress_text if label is self.progress_label else label.setText)
        if self.progress_label in labels:
            self._progress = None

    def again(self) -> None:
        """Every line made again, in the language chosen now."""
        self._texts.apply()
