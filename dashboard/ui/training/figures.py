"""The Training lab's figure strip: the four numbers a lecture hall watches, large enough to read from the back.

Throughput, step time, the training device's memory and how busy it is, from the latest step and hardware sample.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from dashboard.hardware.records import Snapshot
from dashboard.text import fill, translate
from dashboard.training.events import RunInfo, StepMetrics
from dashboard.ui.i18n import Texts, is_language_change
from dashboard.units import fmt, fmt_bytes

FIGURE_SCALE = 2.2
"""The numbers' size against the window's text: about 30 px at the normal size, 45 px in presenter mode."""


class FigureStrip(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 6, 12, 6)
        self._values: dict[str, QLabel] = {}
        self._captions: dict[str, QLabel] = {}
        for column, key in enumerate(("speed", "step", "memory", "busy")):
            value = QLabel("–")
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label = QLabel()
            label.setObjectName("muted")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(value, 0, column)
            grid.addWidget(label, 1, column)
            self._values[key], self._captions[key] = value, label
        self._device = "cpu"
        self._waiting: float | None = None
        """A data-parallel run's share of the step spent waiting for the all-reduce (None with one process)."""
        self._numbers = Texts()
        """The numbers shown, written again in the reader's style (some with a unit word) in another language."""
        self._scale_font()
        self.retranslate()

    def retranslate(self) -> None:
        """The captions and the numbers in the language chosen now."""
        on_cpu = self._device == "cpu"
        captions = {
            "speed": translate("Training", "samples per second"),
            "step": translate("Training", "per step") if self._waiting is None else
            fill(translate("Training", "per step, {share} of it waiting for the all-reduce"),
                 share=fmt(100 * self._waiting, "%")),
            "memory": translate("Training", "process memory (RAM)") if on_cpu else
            fill(translate("Training", "{device} memory (tensors)"), device=self._device),
            "busy": translate("Training", "CPU busy") if on_cpu else
            fill(translate("Training", "{device} busy"), device=self._device),
        }
        for key, caption in captions.items():
            self._captions[key].setText(caption)
        self._numbers.apply()

    def _scale_font(self) -> None:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * FIGURE_SCALE)
        font.setBold(True)
        for value in self._values.values():
            value.setFont(font)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the window's text size changed: the numbers follow
            self._scale_font()
        elif is_language_change(event):
            self.retranslate()

    def clear(self) -> None:
        self._waiting = None
        for value in self._values.values():
            self._numbers.clear(value.setText)
            value.setText("–")
        self.retranslate()

    def show_info(self, info: RunInfo) -> None:
        self._device = info.device
        self.retranslate()

    def show_step(self, step: StepMetrics) -> None:
        speed = step.steady_samples_per_second or step.samples_per_second
        self._numbers.set(self._values["speed"].setText, partial(fmt, speed))
        self._numbers.set(self._values["step"].setText, partial(fmt, step.step_seconds * 1000, "ms")
                          if step.step_seconds < 10 else partial(fmt, step.step_seconds, "s", 1))
        memory = step.process_rss_bytes if step.memory_allocated_bytes is None else step.memory_allocated_bytes
        self._numbers.set(self._values["memory"].setText, partial(fmt_bytes, memory))
        if step.communication_seconds is not None and not step.warmup:
            self._waiting = step.communication_seconds / max(step.step_seconds, 1e-9)
            self.retranslate()

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """How busy the training device is: the CPU for CPU runs, the GPU of the run's index otherwise."""
        busy: float | None
        if self._device == "cpu":
            busy = snapshot.cpu.percent
        else:
            index = int(self._device.split(":")[1]) if ":" in self._device else 0
            busy = next((gpu.utilization_percent for gpu in snapshot.gpus if gpu.index == index), None)
        self._numbers.set(self._values["busy"].setText, partial(fmt, busy, "%"))

    def texts(self) -> dict[str, str]:
        return {key: label.text() for key, label in self._values.items()}
