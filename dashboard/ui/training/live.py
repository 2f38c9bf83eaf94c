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
from dashboard.text import fill, translate
from dashboard.timeseries import History, Smoothed
from dashboard.training.events import EpochMetrics, Event, RunInfo, StepMetrics
from dashboard.training.runs import RunRecord
from dashboard.ui.chart import present_charts, save_widget_images
from dashboard.ui.chart_grid import ChartGrid
from dashboard.ui.i18n import Retranslating
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
    rank_key,
    step_values,
)
from dashboard.units import unit_word

DEVICE_CURVES = ("allocated", "reserved")
GROUP_CURVES = ("rank", "comm_ms")
"""Key prefixes of the curves a data-parallel run adds: each rank's throughput, and the all-reduce wait."""


class LiveRunView(Retranslating, QWidget):
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
        self._device: str | None = None
        """The accelerator whose memory curves are drawn (None: a CPU run, or none yet)."""
        self._ram_limit: tuple[str, float] | None = None
        """The memory ceiling drawn: its curve's key and GiB."""
        self._ranks = 0
        """Data-parallel ranks whose own throughput curves are drawn (0: a run of one process)."""
        self._gpus: dict[str, int] = {}
        """The hardware plot's GPU curves: key -> GPU index."""
        self._by_step = False
        """The overlay's x axis is the step number, not the time."""
        self._build()
        self.retranslate()

    def retranslate(self) -> None:
        """Titles, axes, legends and the memory ceiling in the language chosen now."""
        titles = ((self.loss_plot, translate("Training", "Loss"), translate("Training", "cross-entropy"), ""),
                  (self.accuracy_plot, translate("Training", "Accuracy"), translate("Training", "accuracy"), "%"),
                  (self.throughput_plot, translate("Training", "Throughput"), unit_word("samples/s"), ""),
                  (self.step_plot, translate("Training", "Step time (after warm-up)"), translate("Training", "time"),
                   "ms"),
                  (self.memory_plot, translate("Training", "Memory"), translate("Training", "memory"), "GiB"),
                  (self.hardware_plot, translate("Training", "Hardware"), translate("Training", "busy"), "%"))
        for plot, title, label, unit in titles:
            plot.set_title(title)
            plot.set_y_label(label, unit)
        time_axis = translate("Training", "time since start (s)")
        for plot in self.plots:
            plot.set_axis_labels(bottom=time_axis)
        if self._by_step:
            for plot in (self.loss_plot, self.throughput_plot):
                plot.set_axis_labels(bottom=translate("Training", "step"))
        labels = self._curve_labels()
        for plot in self.plots:
            for key in plot.curve_keys():
                if key in labels:
                    plot.rename_curve(key, labels[key])
        self._set_memory_limit()

    def _curve_labels(self) -> dict[str, str]:
        """Every curve's legend entry in the reader's language, by key (but the overlays': ``rename_overlays``)."""
        labels = {"loss": translate("Training", "train (raw)"),
                  "loss_smooth": translate("Training", "train (smoothed)"),
                  "val_loss": translate("Training", "validation"),
                  "accuracy": translate("Training", "train (running)"),
                  "val_accuracy": translate("Training", "validation"),
                  "samples_per_second": unit_word("samples/s"),
                  "steady": translate("Training", "steady (after warm-up)"),
                  "step_ms": translate("Training", "whole step"),
                  "data_ms": translate("Training", "waiting for data"),
                  "rss": translate("Training", "process RSS"),
                  "cpu": "CPU", "comm_ms": translate("Training", "waiting for the gradient all-reduce")}
        for rank in range(self._ranks):
            labels[rank_key(rank)] = fill(translate("Training", "rank {rank}"), rank=rank)
        if self._device is not None:
            labels["allocated"] = fill(translate("Training", "{device}: tensors"), device=self._device)
            labels["reserved"] = fill(translate("Training", "{device}: reserved"), device=self._device)
        for key, index in self._gpus.items():
            labels[key] = fill(translate("Training", "GPU {index}"), index=index)
        return labels

    def _set_memory_limit(self) -> None:
        if self._ram_limit is not None:
            key, gib = self._ram_limit
            self.memory_plot.set_limit(key, gib, translate("Training", "RAM total") if self._device is None else
                                       fill(translate("Training", "{device} total"), device=self._device))

    def _build(self) -> None:
        # Titles short enough for a 300 px chart; what they leave out is in the axis labels.
        # Their titles, axes and legends are set by retranslate.
        self.loss_plot = TimePlot("", "", follow=False, x_label="")
        self.accuracy_plot = TimePlot("", "", y_range=(0, 100), follow=False, x_label="")
        self.throughput_plot = TimePlot("", "", follow=False, x_label="")
        self.step_plot = TimePlot("", "", follow=False, x_label="")
        self.memory_plot = TimePlot("", "", follow=False, x_label="")
        self.hardware_plot = TimePlot("", "", y_range=(0, 100), follow=False, x_label="")
        self.plots = [self.loss_plot, self.accuracy_plot, self.throughput_plot, self.step_plot, self.memory_plot,
                      self.hardware_plot]
        self.loss_plot.explain("loss", "step", "epoch")
        self.accuracy_plot.explain("accuracy", "epoch")
        self.throughput_plot.explain("throughput", "samples/s", "warm-up", "steady throughput", "data parallelism")
        self.step_plot.explain("step time", "step", "warm-up", "all-reduce")
        self.memory_plot.explain("peak memory", "weights", "gradients", "optimizer state", "activations")
        self.hardware_plot.explain("utilization", "busy machine")
        for plot, name in zip(self.plots, ("loss", "accuracy", "throughput", "step-time", "memory", "hardware"),
                              strict=True):
            plot.setObjectName(name)  # export file names
        labels = self._curve_labels()
        self.loss_plot.curve("loss", labels["loss"], width=1)
        self.loss_plot.curve("loss_smooth", labels["loss_smooth"], Qt.PenStyle.SolidLine, width=2)  # the one to read
        self.loss_plot.curve("val_loss", labels["val_loss"], source=self.epochs, symbol="o")
        self.accuracy_plot.curve("accuracy", labels["accuracy"])
        self.accuracy_plot.curve("val_accuracy", labels["val_accuracy"], source=self.epochs, symbol="o")
        self.throughput_plot.curve("samples_per_second", labels["samples_per_second"])
        self.throughput_plot.curve("steady", labels["steady"], Qt.PenStyle.DashLine)
        self.step_plot.curve("step_ms", labels["step_ms"])
        self.step_plot.curve("data_ms", labels["data_ms"], Qt.PenStyle.DashLine)
        self.memory_plot.curve("rss", labels["rss"])  # device memory curves come with a run on an accelerator
        self.hardware_plot.curve("cpu", labels["cpu"], source=self.hardware)
        self.grid = ChartGrid()
        self.set_columns(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid)

    # ------------------------------------------------------------------ one run

    def clear(self) -> None:
        """Forget the run shown and any overlay (a new run starts): every curve of a run shown again, in the
        legends too; the device memory curves and ceilings wait for the next run's RunInfo; axes start again."""
        for plot in (self.loss_plot, self.throughput_plot):
            plot.remove_curves("overlay")
            plot.set_axis_labels(bottom=translate("Training", "time since start (s)"))
        self._by_step = False
        for key in DEVICE_CURVES:
            self.memory_plot.remove_curves(key)
        for plot in (self.throughput_plot, self.step_plot):
            for prefix in GROUP_CURVES:
                plot.remove_curves(prefix)
        self._ranks = 0
        self.memory_plot.clear_limits()
        self._device, self._ram_limit = None, None
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
        on_cpu = info.device == "cpu"
        if not on_cpu:  # torch's allocator only reports on an accelerator (CUDA, MPS)
            self._device = info.device
            labels = self._curve_labels()
            self.memory_plot.curve("allocated", labels["allocated"], Qt.PenStyle.SolidLine)
            self.memory_plot.curve("reserved", labels["reserved"], Qt.PenStyle.DashLine)
        if info.processes > 1:  # each rank's own speed beside the group's, and what the step waits for
            self._ranks = info.processes
            labels = self._curve_labels()
            for rank in range(info.processes):
                self.throughput_plot.curve(rank_key(rank), labels[rank_key(rank)], Qt.PenStyle.DotLine, width=1)
            self.step_plot.curve("comm_ms", labels["comm_ms"], Qt.PenStyle.DashDotLine)
        if limits and info.device_memory_total_bytes:
            self._ram_limit = ("rss" if on_cpu else "allocated"), info.device_memory_total_bytes / GIB
            self._set_memory_limit()

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
                self._gpus[key] = gpu.index
                self.hardware_plot.curve(key, self._curve_labels()[key], source=self.hardware)
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
        self._by_step = x_axis == "step"
        if self._by_step:
            for plot in (self.loss_plot, self.throughput_plot):
                plot.set_axis_labels(bottom=translate("Training", "step"))
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

    def rename_overlays(self, labels: list[str]) -> None:
        """The overlaid runs' legend entries, said again (in another language)."""
        for index, label in enumerate(labels):
            self.loss_plot.rename_curve(f"overlay{index}:loss", label)
            self.throughput_plot.rename_curve(f"overlay{index}:speed", label)

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

    def set_columns(self, columns: int) -> None:
        """The six plots in ``columns`` columns: two beside the form, three across a presenter-mode window (two rows
        of charts tall enough for 20 px numbers, where three rows left each a 45 px strip at 1280x720)."""
        for i, plot in enumerate(self.plots):
            if plot in self.grid.charts() and self.grid.place(plot)[:2] == (i // columns, i % columns):
                continue
            self.grid.add(plot, i // columns, i % columns)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Text and line sizes of the six plots (presenter mode: about 20 px and 3 px)."""
        present_charts(self.plots, font_px, line_px)

