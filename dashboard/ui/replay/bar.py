"""The replay banner across the top of the window: where and when the recording was made, and the controls.

It stays on every page while a recording plays, so nobody in the room mistakes the recorded machine for the one
on the desk. One line, so the pages keep their room on a 1280x720 projector: the run (model, device, precision, batch)
and the machine's GPUs in bold, given most of the bar's width; the whole story (the CPU, the date, the app's version)
in its tooltip. Its texts follow the reader's
language, the banner's too (it is made again from the recording when the language changes).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSlider, QWidget

from dashboard.text import fill, translate
from dashboard.ui.i18n import Retranslating
from dashboard.ui.replay.player import SPEEDS

SLIDER_STEPS = 1000
ELIDE_SLACK_PX = 4
SLIDER_MIN_PX = 80


class ElidedLabel(QLabel):
    """One line of text that gives up its middle (with "…") rather than widen the window; all of it in its
    tooltip. It asks for its whole text's width, and gets it before the controls beside it grow."""

    def __init__(self) -> None:
        super().__init__()
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.updateGeometry()
        self._elide()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + ELIDE_SLACK_PX, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().averageCharWidth() * 8, super().minimumSizeHint().height())

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideMiddle, max(1, self.width())))


def clock_text(seconds: float) -> str:
    seconds = max(0, round(seconds))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class ReplayBar(Retranslating, QFrame):
    """Banner text, play/pause, speed, a seek slider with the time, and Leave replay."""

    sig_play_pause = Signal()
    sig_speed = Signal(float)
    sig_seek = Signal(float)
    """A fraction of the recording, 0-1."""
    sig_leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner = ElidedLabel()
        self.banner.setObjectName("replayBanner")
        font = self.banner.font()
        font.setBold(True)
        self.banner.setFont(font)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.sig_play_pause)
        self.speed_box = QComboBox()
        for speed in SPEEDS:
            self.speed_box.addItem("", speed)
        self.speed_box.currentIndexChanged.connect(self._on_speed_chosen)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimumWidth(SLIDER_MIN_PX)
        self.slider.setRange(0, SLIDER_STEPS)
        self.slider.sliderReleased.connect(self._on_slider_released)
        self.slider.actionTriggered.connect(self._on_slider_action)
        self.time_label = QLabel("0:00 / 0:00")
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.sig_leave)
        self._playing = True
        self._headline: Callable[[], str] = str
        self._story: Callable[[], str] = str
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.addWidget(self.banner)  # the line says what plays: it gets its room first, the slider what is left
        layout.addWidget(self.play_button)
        layout.addWidget(self.speed_box)
        layout.addWidget(self.slider, 1)  # stretches only: the banner's whole line comes first
        layout.addWidget(self.time_label)
        layout.addWidget(self.leave_button)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the bar in the reader's language: the controls, and the recording's headline and story."""
        pause, play = translate("Replay", "Pause"), translate("Replay", "Play")
        self.play_button.setText(pause if self._playing else play)
        widest = max(self.play_button.fontMetrics().horizontalAdvance(text) for text in (pause, play))
        self.play_button.setMinimumWidth(widest + 24)
        self.play_button.setToolTip(translate("Replay", "Play or pause the recording (Space)"))
        self.speed_box.setAccessibleName(translate("Replay", "Replay speed"))
        for index, speed in enumerate(SPEEDS):
            self.speed_box.setItemText(index, fill(translate("Replay", "{speed}x"), speed=speed))
        self.slider.setAccessibleName(translate("Replay", "Position in the recording"))
        self.leave_button.setText(translate("Replay", "Leave replay"))
        self.leave_button.setToolTip(translate("Replay", "Back to this machine's live readings"))
        self.banner.set_full_text(self._headline())
        self.banner.setToolTip(self._story())

    def show_recording(self, headline: Callable[[], str], story: Callable[[], str], speed: float) -> None:
        """``headline()`` on the bar (elided if it must be), ``story()`` in its tooltip: made again when the language
        changes."""
        self._headline, self._story = headline, story
        self.banner.set_full_text(headline())
        self.banner.setToolTip(story())
        index = self.speed_box.findData(int(speed)) if float(speed).is_integer() else -1
        self.speed_box.blockSignals(True)
        self.speed_box.setCurrentIndex(max(0, index))
        self.speed_box.blockSignals(False)

    @Slot(float, float)
    def show_position(self, position: float, duration: float) -> None:
        if not self.slider.isSliderDown():
            self.slider.setValue(round(SLIDER_STEPS * position / duration) if duration > 0 else SLIDER_STEPS)
        self.time_label.setText(f"{clock_text(position)} / {clock_text(duration)}")

    @Slot(bool)
    def show_playing(self, playing: bool) -> None:
        self._playing = playing
        self.play_button.setText(translate("Replay", "Pause") if playing else translate("Replay", "Play"))

    @Slot(int)
    def _on_speed_chosen(self, index: int) -> None:
        self.sig_speed.emit(float(self.speed_box.itemData(index)))

    @Slot()
    def _on_slider_released(self) -> None:
        self.sig_seek.emit(self.slider.value() / SLIDER_STEPS)

    @Slot(int)
    def _on_slider_action(self, action: int) -> None:
        """A click on the groove or a key moves the slider without a release: seek there too."""
        if not self.slider.isSliderDown():
            self.sig_seek.emit(self.slider.sliderPosition() / SLIDER_STEPS)
