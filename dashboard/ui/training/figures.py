"""The Training lab's figure strip: the four numbers a lecture hall watches, large enough to read from the back.

Throughput, step time, the training device's memory and how busy it is, from the latest step and hardware sample.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from dashboard.hardware.records import Snapshot
from dashboard.training.events import RunInfo, StepMetrics
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
        for column, (key, caption) in enumerate((("speed", "samples per second"), ("step", "per step"),
                                                 ("memory", "memory"), ("busy", "busy"))):
            value = QLabel("–")
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label = QLabel(caption)
            label.setObjectName("muted")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(value, 0, column)
            grid.addWidget(label, 1, column)
            self._values[key], self._captions[key] = value, label
        self._device = "cpu"
        self._scale_font()

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

    def clear(self) -> None:
        for value in self._values.values():
            value.setText("–")

    def show_info(self, info: RunInfo) -> None:
        self._device = info.device
        on_cpu = info.device == "cpu"
        self._captions["memory"].setText("process memory (RAM)" if on_cpu else f"{info.device} memory (tensors)")
        self._captions["busy"].setText("CPU busy" if on_cpu else f"{info.device} busy")

    def show_step(self, step: StepMetrics) -> None:
        speed = step.steady_samples_per_second or step.samples_per_second
        self._values["speed"].setText(fmt(speed))
        self._values["step"].setText(f"{step.step_seconds * 1000:,.0f} ms" if step.step_seconds < 10 else
                                     fmt(step.step_seconds, "s", 1))
        memory = step.process_rss_bytes if step.memory_allocated_bytes is None else step.memory_allocated_bytes
        self._values["memory"].setText(fmt_bytes(memory))

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """How busy the training device is: the CPU for CPU runs, the GPU of the run's index otherwise."""
        busy: float | None
        if self._device == "cpu":
            busy = snapshot.cpu.percent
        else:
            index = int(self._device.split(":")[1]) if ":" in self._device else 0
            busy = next((gpu.utilization_percent for gpu in snapshot.gpus if gpu.index == index), None)
        self._values["busy"].setText(fmt(busy, "%"))

    def texts(self) -> dict[str, str]:
        return {key: label.text() for key, label in self._values.items()}
