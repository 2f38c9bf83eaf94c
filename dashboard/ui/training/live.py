"""The Training lab's charts: loss, accuracy, throughput, step time, memory and the hardware, on one time axis.

Fed the engine's typed events live, or a saved run's curves built at once on a worker thread (``show_curves``);
redrawn by the page's timer, never per event, and each curve draws a bounded summary of its history (every point
of a short run, the peaks of a long one), so a frame costs the same at step 200,000 as at step 2,000 however fast
the steps come. Saved runs can also be overlaid, by time or by step.

A pause leaves a gap in every step curve (the page may call ``mark_gap`` on resume; a pause is also recognised
from the steps' own clocks, so saved runs show it too). The time axis is set once from the run's expected length
(``expect_duration``, or the first ETA after warm-up) and only grows when the run outlasts it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from dashboard.hardware.records import Snapshot
from dashboard.timeseries import History, Smoothed
from dashboard.training.events import EpochMetrics, Event, RunInfo, StepMetrics
from dashboard.training.runs import RunRecord
from dashboard.ui.chart import present_charts, save_widget_images
from dashboard.ui.chart_grid import ChartGrid
from dashboard.ui.plots import TimePlot
from dashboard.ui.theme import Theme, series_color, series_style
from dashboard.ui.training.curves import (
    EPOCH_CAPACITY,
    GIB,
    SMOOTHING,
    STEP_CAPACITY,
    RunCurves,
    curves_of_record,
    epoch_values,
    paused_between,
    step_values,
)

TIME_AXIS = "time since start (s)"
DEVICE_CURVES = ("allocated", "reserved")


class LiveRunView(QWidget):
    """Six plots of one run (live or saved), or the loss and throughput of several saved runs overlaid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steps = History(STEP_CAPACITY)
        self.epochs = History(EPOCH_CAPACITY)
        self.hardware = History(STEP_CAPACITY)
        self.started_at: float | None = None
        """Wall-clock time zero of the run shown (its RunInfo's timestamp)."""
        self.dirty = False
        self._smoothed = Smoothed(SMOOTHING)
        self._overlays: list[History] = []
        self._last_step: StepMetrics | None = None
        self._expected_s: float | None = None
        self._build()

    def _build(self) -> None:
        # Titles short enough for a 300 px chart; what they leave out is in the axis labels.
        self.loss_plot = TimePlot("Loss", "cross-entropy", follow=False, x_label=TIME_AXIS)
        self.accuracy_plot = TimePlot("Accuracy", "accuracy", "%", y_range=(0, 100), follow=False, x_label=TIME_AXIS)
        self.throughput_plot = TimePlot("Throughput", "samples/s", follow=False, x_label=TIME_AXIS)
        self.step_plot = TimePlot("Step time (after warm-up)", "time", "ms", follow=False, x_label=TIME_AXIS)
        self.memory_plot = TimePlot("Memory", "memory", "GiB", follow=False, x_label=TIME_AXIS)
        self.hardware_plot = TimePlot("Hardware", "busy", "%", y_range=(0, 100), follow=False, x_label=TIME_AXIS)
        self.plots = [self.loss_plot, self.accuracy_plot, self.throughput_plot, self.step_plot, self.memory_plot,
                      self.hardware_plot]
        self.loss_plot.explain("loss", "step", "epoch")
        self.accuracy_plot.explain("accuracy", "epoch")
        self.throughput_plot.explain("throughput", "samples/s", "warm-up", "steady throughput")
        self.step_plot.explain("step time", "step", "warm-up")
        self.memory_plot.explain("peak memory", "weights", "gradients", "optimizer state", "activations")
        self.hardware_plot.explain("utilization", "busy machine")
        for plot, name in zip(self.plots, ("loss", "accuracy", "throughput", "step-time", "memory", "hardware"),
                              strict=True):
            plot.setObjectName(name)  # export file names
        self.loss_plot.curve("loss", "train (raw)", width=1)
        self.loss_plot.curve("loss_smooth", "train (smoothed)", Qt.PenStyle.SolidLine, width=2)  # the one to read
        self.loss_plot.curve("val_loss", "validation", source=self.epochs, symbol="o")
        self.accuracy_plot.curve("accuracy", "train (running)")
        self.accuracy_plot.curve("val_accuracy", "validation", source=self.epochs, symbol="o")
        self.throughput_plot.curve("samples_per_second", "samples/s")
        self.throughput_plot.curve("steady", "steady (after warm-up)", Qt.PenStyle.DashLine)
        self.step_plot.curve("step_ms", "whole step")
        self.step_plot.curve("data_ms", "waiting for data", Qt.PenStyle.DashLine)
        self.memory_plot.curve("rss", "process RSS")  # device memory curves come with a run on an accelerator
        self.hardware_plot.curve("cpu", "CPU", source=self.hardware)
        self.grid = ChartGrid()
        for i, plot in enumerate(self.plots):
            self.grid.add(plot, i // 2, i % 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid)

    # ------------------------------------------------------------------ one run

    def clear(self) -> None:
        """Forget the run shown and any overlay (a new run starts): every curve of a run shown again, in the
        legends too; the device memory curves and ceilings wait for the next run's RunInfo; axes start again."""
        for plot in (self.loss_plot, self.throughput_plot):
            plot.remove_curves("overlay")
            plot.set_x_label(TIME_AXIS)
        for key in DEVICE_CURVES:
            self.memory_plot.remove_curves(key)
        self.memory_plot.clear_limits()
        for history in (self.steps, self.epochs, self.hardware):
            history.clear()
        for plot in self.plots:
            plot.clear_data()
            if plot.shown_keys() != plot.curve_keys():  # an overlay hid them: all back (a legend rebuilt costs)
                plot.show_only(None)
        self._overlays.clear()
        self._smoothed = Smoothed(SMOOTHING)
        self.started_at = None
        self._last_step = None
        self._expected_s = None
        self.dirty = True

    @property
    def last_step(self) -> StepMetrics | None:
        """The latest step of the run shown (live or saved)."""
        return self._last_step

    def mark_gap(self) -> None:
        """Break every step curve here: the run was paused (call on resume), so no line joins the two sides."""
        self.steps.gap()
        self.dirty = True

    def expect_duration(self, seconds: float) -> None:
        """The run is expected to last ``seconds`` since its start (elapsed + ETA): the time axis is set to
        that once, and only grows later if the run outlasts it."""
        if seconds <= 0:
            return
        self._expected_s = max(seconds, self._expected_s or 0.0)
        for plot in self.plots:
            plot.expect_x(seconds)

    def add(self, event: Event) -> None:
        """One engine event, live or read back from a saved run."""
        if isinstance(event, RunInfo):
            self._add_info(event)
        elif isinstance(event, StepMetrics):
            self._add_step(event)
        elif isinstance(event, EpochMetrics):
            self.epochs.append(self._time(event.timestamp), epoch_values(event))
        self.dirty = True

    def _time(self, timestamp: float) -> float:
        return timestamp - (self.started_at if self.started_at is not None else timestamp)

    def _add_info(self, info: RunInfo, limits: bool = True) -> None:
        self.started_at = info.timestamp
        if info.device != "cpu":  # torch's allocator only reports on an accelerator (CUDA, MPS)
            self.memory_plot.curve("allocated", f"{info.device}: tensors", Qt.PenStyle.SolidLine)
            self.memory_plot.curve("reserved", f"{info.device}: reserved", Qt.PenStyle.DashLine)
        if limits and info.device_memory_total_bytes:
            on_cpu = info.device == "cpu"
            self.memory_plot.set_limit("rss" if on_cpu else "allocated", info.device_memory_total_bytes / GIB,
                                       "RAM total" if on_cpu else f"{info.device} total")

    def _add_step(self, step: StepMetrics) -> None:
        if self._last_step is not None and paused_between(self._last_step, step):
            self.steps.gap()
        self._last_step = step
        t = self._time(step.timestamp)
        if self._expected_s is None and not step.warmup and step.eta_seconds:
            self.expect_duration(t + step.eta_seconds)  # the first ETA after warm-up; the page may give a better one
        self.steps.append(t, step_values(step, self._smoothed))

    def add_snapshot(self, snapshot: Snapshot) -> None:
        """A hardware reading taken during the run, on the run's time axis."""
        if self.started_at is None:
            return
        values: dict[str, float | None] = {"cpu": snapshot.cpu.percent}
        for gpu in snapshot.gpus:
            key = f"gpu{gpu.vendor}{gpu.index}"
            if key not in self.hardware_plot.curve_keys():
                self.hardware_plot.curve(key, f"GPU {gpu.index}", source=self.hardware)
            values[key] = gpu.utilization_percent
        self.hardware.append(snapshot.timestamp - self.started_at, values)
        self.dirty = True

    def show_record(self, record: RunRecord) -> None:
        """A saved run already read (its curves are built here, on the calling thread)."""
        self.show_curves(curves_of_record(record))

    def show_curves(self, curves: RunCurves) -> None:
        """A saved run's curves, built on a worker thread: this only takes them over and draws them, whatever the
        run's length (hardware samples are not stored with runs)."""
        self.clear()
        self.steps.take_over(curves.steps)
        self.epochs.take_over(curves.epochs)
        self.started_at = curves.started
        if curves.info is not None:  # its device's curves, but no ceilings: those belong to a live run's devices
            self._add_info(curves.info, limits=False)
            self.started_at = curves.started
        self._last_step = curves.last_step
        self.redraw(fit=True)

    def redraw(self, fit: bool = False) -> None:
        """Every plot, up to the latest time of any series; ``fit`` sizes the axes to a finished run's data."""
        x_max = max((h.last_time() or 0.0) for h in (self.steps, self.epochs, self.hardware))
        for plot in self.plots:
            plot.refresh(self.steps, x_max, fit)  # positional: a test wraps refresh in a lambda
        self.dirty = False

    # ------------------------------------------------------------------ several runs

    def overlay(self, records: list[RunRecord], labels: list[str], x_axis: str = "time") -> None:
        """Each run's smoothed loss and throughput against its own time or step number, labelled by ``labels``.

        By time, a faster run's curve is shorter; by step, the runs line up sample for sample.
        """
        self.clear()
        for plot in (self.loss_plot, self.throughput_plot):
            plot.set_x_label("step" if x_axis == "step" else TIME_AXIS)
        x_max = 0.0
        keys: list[str] = []
        for index, (record, label) in enumerate(zip(records, labels, strict=True)):
            steps = [event for event in record.training_events() if isinstance(event, StepMetrics)]
            history = History(2 * len(steps) + 1)  # room for a gap after every step
            started = record.started or (steps[0].timestamp if steps else 0.0)
            smoothed = Smoothed(SMOOTHING)
            previous: StepMetrics | None = None
            for step in steps:
                if x_axis != "step" and previous is not None and paused_between(previous, step):
                    history.gap()
                previous = step
                x = step.step if x_axis == "step" else step.timestamp - started
                history.append(x, {f"overlay{index}:loss": smoothed.add(step.loss),
                                   f"overlay{index}:speed": None if step.warmup else step.samples_per_second})
            self._overlays.append(history)
            # The same run has one colour and one line style on both plots, apart from the live run's colours.
            color, style = series_color(index + 3), series_style(index)
            self.loss_plot.curve(f"overlay{index}:loss", label, style, width=2, source=history, color=color)
            self.throughput_plot.curve(f"overlay{index}:speed", label, style, source=history, color=color)
            keys += [f"overlay{index}:loss", f"overlay{index}:speed"]
            x_max = max(x_max, history.last_time() or 0.0)
        for plot in self.plots:  # only the runs overlaid, in the curves and the legends
            plot.show_only(keys)
        for plot in (self.loss_plot, self.throughput_plot):
            plot.refresh(self.steps, x_max, True)
        self.dirty = False

    # ------------------------------------------------------------------ export and theme

    def export(self, folder: Path) -> list[Path]:
        """Each plot as PNG and SVG, plus the whole grid as one PNG."""
        folder.mkdir(parents=True, exist_ok=True)
        written = []
        for plot in self.plots:
            written += save_widget_images(plot, folder, plot.objectName())
        grid = folder / "all-plots.png"
        self.grab().save(str(grid))
        written.append(grid)
        return written

    def apply_theme(self, chosen: Theme) -> None:
        for plot in self.plots:
            plot.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Text and line sizes of the six plots (presenter mode: about 20 px and 3 px)."""
        present_charts(self.plots, font_px, line_px)

