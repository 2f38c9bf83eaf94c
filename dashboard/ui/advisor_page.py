"""The Advisor page: for the user's model, batch and precision, which GPUs fit and how fast each would be; and how
close this machine's own devices come to their peaks.

Profiling a model (a traced training step) and the micro-benchmarks run off the GUI thread; the page only draws.
"""

from __future__ import annotations

import csv
import json
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dashboard.advisor.inputs import default_image_input
from dashboard.hardware.records import Inventory
from dashboard.training.choices import FREEZE_MODES, MODEL_SPECS, OPTIMIZERS, PRECISIONS, TRANSFER_MODELS
from dashboard.ui.advisor_bench import BenchSection, ModelRequest
from dashboard.ui.advisor_charts import Bar, BarsPlot, RooflinePlot, RooflinePoint
from dashboard.ui.advisor_table import Filters, GpuFilterModel, GpuTableModel
from dashboard.ui.layout import ask_folder, breakable, split_page, wrapped_label
from dashboard.ui.page import Page
from dashboard.ui.plots import save_widget_images, theme_plots
from dashboard.ui.theme import Theme
from dashboard.ui.workers import BackgroundCalls
from dashboard.units import fmt, fmt_bytes

GIB = 1024**3
DEBOUNCE_MS = 250
VENDORS = (("All vendors", ""), ("NVIDIA", "nvidia"), ("AMD", "amd"), ("Apple", "apple"))
SERIES = ("geforce", "workstation", "datacenter", "jetson", "radeon", "instinct", "apple")


def profile_arguments(model: str, precision: str, freeze: str, resolution: int) -> dict:
    """What the page profiles: the chosen input size, and the classes the CLI would use for this model."""
    if MODEL_SPECS[model].kind == "text":
        return {"model": model, "precision": precision, "freeze": freeze}
    return {"model": model, "precision": precision, "freeze": freeze, "resolution": resolution,
            "num_classes": default_image_input(model)[1]}


def _advise_job(arguments: dict, batch_size: int, optimizer: str, dataset_size: int,
                detected: tuple, efficiency: object = None) -> dict:
    """Runs on the worker thread: profile (cached), catalogue, advice, explanation, the detected GPUs' names."""
    from dashboard.advisor.advise import advise, explain
    from dashboard.advisor.gpu_catalog import load_catalog, user_catalog_path
    from dashboard.advisor.gpu_matching import match_detected
    from dashboard.advisor.profile import profile_model

    catalog = load_catalog()
    profile = profile_model(**arguments)
    options = {"efficiency": efficiency} if efficiency is not None else {}
    advice = advise(profile, catalog.gpus, batch_size, optimizer=optimizer, dataset_size=dataset_size, **options)
    matched = {spec.name for spec in (match_detected(catalog, info) for info in detected) if spec is not None}
    return {"advice": advice, "explanation": explain(advice), "specs": {g.name: g for g in catalog.gpus},
            "detected": matched, "problems": catalog.problems, "user_file": user_catalog_path(),
            "user_added": sum(1 for g in catalog.gpus if g.user_added)}


def _training_peak(spec, precision: str) -> tuple[float | None, str]:  # noqa: ANN001 - GpuSpec
    """The arithmetic peak a training step in this precision mostly runs at, and its name in words."""
    if precision == "fp32":
        tf32, _ = spec.tf32_tensor_tflops()
        return (tf32, "fp32 training (TF32 convolutions)") if tf32 and tf32 > spec.fp32_tflops else (
            spec.fp32_tflops, "fp32")
    tensor = spec.fp16_tensor_tflops if precision == "fp16" else spec.bf16_tensor_tflops
    return (tensor, f"{precision} tensor cores") if tensor else (None, f"{precision} (no matrix units)")


class AdvisorPage(Page):
    title = "&Advisor"
    sig_advice = Signal(object)
    """The advice now shown (an Advice), for tests and the status bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.advice = None
        self.inventory: Inventory | None = None
        self._selected_name: str | None = None
        self.efficiency = None
        """Measured on a local GPU by the benchmarks (an Efficiency); None uses the documented default range."""
        self._activated = False
        """Profiling costs seconds of CPU: it starts when the page is first shown, not when the app starts."""
        self._calls = BackgroundCalls("advisor", parent=self)
        self._calls.sig_done.connect(self._on_advice_done)
        self._calls.sig_failed.connect(self._on_advice_failed)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.request_advice)
        self._panel, row = split_page(self)
        self._build_model_form()
        self._build_filters()
        self._build_catalogue_box()
        self.bench = BenchSection(self._model_request, parent=self)
        self.bench.sig_started.connect(lambda: self.tabs.setCurrentWidget(self.bench.tab))
        self.bench.sig_calibrated.connect(self._on_bench_calibrated)
        self._panel.addWidget(self.bench.box)
        self._panel.addStretch(1)
        row.addWidget(self._build_tabs(), 1)
        self._on_model_changed()

    # ------------------------------------------------------------------ building

    def _build_model_form(self) -> None:
        box = QGroupBox("Your model")
        form = QFormLayout(box)
        self.model_box = QComboBox()
        for name, spec in MODEL_SPECS.items():
            self.model_box.addItem(f"{name} ({spec.kind})", name)
        self.model_box.setCurrentIndex(self.model_box.findData("resnet18"))
        self.batch_box = QSpinBox()
        self.batch_box.setRange(1, 65536)
        self.batch_box.setValue(64)
        self.precision_box = QComboBox()
        for name in PRECISIONS:
            self.precision_box.addItem(name, name)
        self.optimizer_box = QComboBox()
        for name in OPTIMIZERS:
            self.optimizer_box.addItem(name, name)
        self.optimizer_box.setCurrentIndex(self.optimizer_box.findData("adam"))
        self.freeze_box = QComboBox()
        for name in FREEZE_MODES:
            self.freeze_box.addItem(name, name)
        self.freeze_box.setCurrentIndex(self.freeze_box.findData("full"))
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(16, 512)
        self.resolution_box.setSuffix(" px")
        self.dataset_box = QSpinBox()
        self.dataset_box.setRange(1, 100_000_000)
        self.dataset_box.setValue(50_000)
        self.dataset_box.setGroupSeparatorShown(True)
        self.dataset_box.setSuffix(" samples")
        self.dataset_box.setToolTip("Samples per epoch, for the epoch times (50,000: CIFAR-10's training set)")
        form.addRow("Model", self.model_box)
        form.addRow("Batch size", self.batch_box)
        form.addRow("Precision", self.precision_box)
        form.addRow("Optimizer", self.optimizer_box)
        form.addRow("Train", self.freeze_box)
        form.addRow("Input size", self.resolution_box)
        form.addRow("Epoch", self.dataset_box)
        self.model_box.currentIndexChanged.connect(self._on_model_changed)
        for spin in (self.batch_box, self.resolution_box, self.dataset_box):
            spin.valueChanged.connect(self._schedule)
        for combo in (self.precision_box, self.optimizer_box, self.freeze_box):
            combo.currentIndexChanged.connect(self._schedule)
        self._panel.addWidget(box)

    def _build_filters(self) -> None:
        box = QGroupBox("Show")
        form = QFormLayout(box)
        self.vendor_box = QComboBox()
        for label, value in VENDORS:
            self.vendor_box.addItem(label, value)
        self.series_box = QComboBox()
        self.series_box.addItem("All series", "")
        for name in SERIES:
            self.series_box.addItem(name, name)
        self.memory_type_box = QComboBox()
        self.memory_type_box.addItem("All memory types", "")
        self.min_memory_box = QDoubleSpinBox()
        self.min_memory_box.setRange(0, 1024)
        self.min_memory_box.setDecimals(0)
        self.min_memory_box.setSuffix(" GB")
        self.fitting_box = QCheckBox("only GPUs it fits on")
        form.addRow("Vendor", self.vendor_box)
        form.addRow("Series", self.series_box)
        form.addRow("Memory type", self.memory_type_box)
        form.addRow("At least", self.min_memory_box)
        form.addRow(self.fitting_box)
        for combo in (self.vendor_box, self.series_box, self.memory_type_box):
            combo.currentIndexChanged.connect(self._apply_filters)
        self.min_memory_box.valueChanged.connect(self._apply_filters)
        self.fitting_box.toggled.connect(self._apply_filters)
        self._panel.addWidget(box)

    def _build_catalogue_box(self) -> None:
        box = QGroupBox("Catalogue")
        column = QVBoxLayout(box)
        self.catalogue_label = wrapped_label("Reading the GPU catalogue…")
        self.problems_label = wrapped_label("", "banner")
        self.open_file_button = QPushButton("Open the folder of my GPU file")
        self.open_file_button.setToolTip("Add your own GPUs and prices in gpus.json there (see the README); the "
                                         "page reads it again when you change a setting")
        self.open_file_button.clicked.connect(self._open_user_folder)
        column.addWidget(self.catalogue_label)
        column.addWidget(self.problems_label)
        column.addWidget(self.open_file_button)
        self.export_button = QPushButton("Export…")
        self.export_button.setToolTip("The table as JSON (like `dl-dashboard advise --json`) and CSV, and the charts "
                                      "as PNG and SVG, into a folder")
        self.export_button.clicked.connect(self._ask_export)
        column.addWidget(self.export_button)
        self._user_file: Path | None = None
        self._panel.addWidget(box)

    def _build_tabs(self) -> QTabWidget:
        self.tabs = QTabWidget()
        gpus = QWidget()
        column = QVBoxLayout(gpus)
        self.explanation_label = wrapped_label("Profiling the model…")
        self.explanation_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table_model = GpuTableModel()
        self.proxy = GpuFilterModel(self.table_model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(8, Qt.SortOrder.DescendingOrder)  # fastest first
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        column.addWidget(self.explanation_label)
        column.addWidget(self.table, 1)
        self.tabs.addTab(gpus, "GPUs")

        charts = QWidget()
        row = QHBoxLayout(charts)
        self.memory_chart = BarsPlot("Memory per GPU vs the need", "memory (GiB, log scale)",
                                     log_x=True)
        self.speed_chart = BarsPlot("Estimated samples/s (whiskers: range)", "samples/s")
        row.addWidget(self.memory_chart)
        row.addWidget(self.speed_chart)
        self.tabs.addTab(charts, "Charts")

        selected = QWidget()
        column = QVBoxLayout(selected)
        self.selected_label = wrapped_label("Select a GPU in the table to see where this model sits on its roofline.")
        self.selected_roofline = RooflinePlot()
        column.addWidget(self.selected_label)
        column.addWidget(self.selected_roofline, 1)
        self.tabs.addTab(selected, "Selected GPU")
        self.table.selectionModel().currentRowChanged.connect(self._on_table_row_changed)
        self.tabs.addTab(self.bench.tab, "Measured vs peak")

        return self.tabs

    # ------------------------------------------------------------------ inputs

    def set_inventory(self, inventory: Inventory) -> None:
        """The detected GPUs get highlighted; the benchmarks know each device and its peaks."""
        self.inventory = self.bench.inventory = inventory
        self.bench.set_devices(inventory.software.torch_devices)
        self._schedule()

    def _model_request(self) -> ModelRequest:
        return ModelRequest(self._arguments(), self.batch_box.value(), self.optimizer_box.currentData())

    @Slot(object)
    def _on_bench_calibrated(self, efficiency: object) -> None:
        self.efficiency = efficiency  # every GPU's estimate now scales from what a local GPU really reached
        self.request_advice()

    def _on_model_changed(self) -> None:
        spec = MODEL_SPECS[self.model_box.currentData()]
        image = spec.kind != "text"
        self.resolution_box.setEnabled(image)
        self.resolution_box.blockSignals(True)
        self.resolution_box.setValue(default_image_input(spec.name)[0] or 32)
        self.resolution_box.blockSignals(False)
        self.freeze_box.setEnabled(spec.name in TRANSFER_MODELS)
        if spec.name not in TRANSFER_MODELS:
            self.freeze_box.blockSignals(True)
            self.freeze_box.setCurrentIndex(self.freeze_box.findData("full"))
            self.freeze_box.blockSignals(False)
        self._schedule()

    def _schedule(self) -> None:
        if self._activated:
            self._debounce.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._activated:
            self._activated = True
            self.request_advice()

    def _arguments(self) -> dict:
        return profile_arguments(self.model_box.currentData(), self.precision_box.currentData(),
                                 self.freeze_box.currentData(), self.resolution_box.value())

    @Slot()
    def request_advice(self) -> None:
        """Profile and advise in the background; only the latest request's answer is shown."""
        self._debounce.stop()
        self.explanation_label.setText(f"Profiling {self.model_box.currentData()} (a traced training step)…")
        detected = tuple(self.inventory.gpus) if self.inventory else ()
        self._calls.submit(partial(_advise_job, self._arguments(), self.batch_box.value(),
                                   self.optimizer_box.currentData(), self.dataset_box.value(), detected,
                                   self.efficiency))

    @Slot(int, object)
    def _on_advice_done(self, ticket: int, result: object) -> None:
        if ticket != self._calls.latest_ticket:
            return  # a newer question is on its way
        self.advice = result["advice"]
        precision = self.advice.precision
        self.table_model.set_rows(list(self.advice.gpus), result["specs"], precision, result["detected"])
        self._refresh_memory_types()
        self.explanation_label.setText(result["explanation"])
        gpus = len(self.advice.gpus)
        own = f", {result['user_added']} of them from your file" if result["user_added"] else ""
        found = ", ".join(sorted(result["detected"])) or "none of this machine's GPUs (or it has none)"
        self._user_file = result["user_file"]
        self.catalogue_label.setText(f"{gpus} GPUs{own}; highlighted: {found}. Your own GPUs and prices go in "
                                     f"{breakable(result['user_file'])}.")
        self.problems_label.setText("<br>".join(result["problems"]))
        self.problems_label.setVisible(bool(result["problems"]))
        self._apply_filters()
        self._select(self._selected_name or next(iter(sorted(result["detected"])), None))
        self.sig_advice.emit(self.advice)

    @Slot(int, str)
    def _on_advice_failed(self, ticket: int, message: str) -> None:
        if ticket == self._calls.latest_ticket:
            self.explanation_label.setText(f"Could not estimate this model: {message}")

    def _refresh_memory_types(self) -> None:
        types = sorted({row.memory_type for row in self.table_model.rows})
        current = self.memory_type_box.currentData()
        self.memory_type_box.blockSignals(True)
        self.memory_type_box.clear()
        self.memory_type_box.addItem("All memory types", "")
        for name in types:
            self.memory_type_box.addItem(name, name)
        self.memory_type_box.setCurrentIndex(max(self.memory_type_box.findData(current), 0))
        self.memory_type_box.blockSignals(False)

    def filters(self) -> Filters:
        return Filters(self.vendor_box.currentData(), self.series_box.currentData(),
                       self.memory_type_box.currentData(), self.min_memory_box.value(), self.fitting_box.isChecked())

    @Slot()
    def _apply_filters(self) -> None:
        self.proxy.set_filters(self.filters())
        self._draw_charts()

    def _draw_charts(self) -> None:
        if self.advice is None:
            return
        rows = self.proxy.visible_rows()
        detected = self.table_model.detected
        need = self.advice.estimate.total_bytes / GIB
        self.memory_chart.set_bars([Bar(r.name, r.memory_gb * 1e9 / GIB, good=r.fits, highlighted=r.name in detected)
                                    for r in sorted(rows, key=lambda r: -r.memory_gb)],
                                   need, f"needed at batch {self.advice.batch_size}: {fmt_bytes(need * GIB)}")
        rated = sorted((r for r in rows if r.est_samples_per_second), key=lambda r: -r.est_samples_per_second)
        self.speed_chart.set_bars([Bar(r.name, r.est_samples_per_second, *r.est_samples_per_second_range,
                                       good=r.fits, highlighted=r.name in detected) for r in rated])

    def _select(self, name: str | None) -> None:
        """Make ``name`` the table's current row (the first row when it is None or filtered out)."""
        rows = self.proxy.visible_rows()
        if not rows:
            return
        position = next((i for i, row in enumerate(rows) if row.name == name), 0)
        self.table.setCurrentIndex(self.proxy.index(position, 0))
        self.show_gpu(rows[position].name)

    @Slot()
    def _on_table_row_changed(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.show_gpu(self.table_model.rows[self.proxy.mapToSource(index).row()].name)

    def show_gpu(self, name: str) -> None:
        """This GPU's roofline with the model placed at its intensity and estimated speed, and in words why."""
        if self.advice is None:
            return
        self._selected_name = name
        row = next(r for r in self.advice.gpus if r.name == name)
        spec = self.table_model.specs[name]
        profile = self.advice.profile
        tf32, _ = spec.tf32_tensor_tflops()
        roofs = [(label, value) for label, value in (("fp32", spec.fp32_tflops), ("tf32", tf32),
                                                     ("fp16 tensor", spec.fp16_tensor_tflops),
                                                     ("bf16 tensor", spec.bf16_tensor_tflops)) if value]
        intensity = profile.flops_per_sample / profile.bytes_per_sample(self.advice.batch_size)
        points = []
        if row.est_samples_per_second:
            achieved = row.est_samples_per_second * profile.flops_per_sample / 1e12
            points.append(RooflinePoint(f"{profile.model}, batch {self.advice.batch_size} (estimate)", intensity,
                                        achieved, measured=False))
        self.selected_roofline.set_roofline(roofs, spec.bandwidth_gbps, points, "TFLOPS",
                                            f"memory {spec.bandwidth_gbps:,.0f} GB/s")
        self.selected_roofline.getPlotItem().setTitle(f"{name}: roofline")
        peak, which = _training_peak(spec, profile.precision)
        ridge = (peak or spec.fp32_tflops) * 1000 / spec.bandwidth_gbps
        speed = (f"Estimated {fmt(row.est_samples_per_second, 'samples/s')}, that is "
                 f"{fmt(row.est_samples_per_second * profile.flops_per_sample / 1e12, 'TFLOPS')} of useful work; "
                 f"it is {row.bound}-bound here overall" if row.est_samples_per_second else
                 f"no estimate: {row.note}")
        self.selected_label.setText(
            f"<b>{name}</b>: {profile.model} does {intensity:,.0f} FLOPs per byte it moves at batch "
            f"{self.advice.batch_size}. This GPU's ridge point for {which} is {ridge:,.0f} FLOPs per byte "
            f"({fmt(peak or spec.fp32_tflops, 'TFLOPS')} ÷ {spec.bandwidth_gbps:,.0f} GB/s): layers below it wait "
            f"for memory, layers above it for arithmetic. {speed}. "
            + ("It fits" if row.fits else "It does not fit") + f" (largest batch {row.max_batch_size:,}).")

    def _open_user_folder(self) -> None:
        if self._user_file is not None:
            self._user_file.parent.mkdir(parents=True, exist_ok=True)
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._user_file.parent)))

    # ------------------------------------------------------------------ lifecycle

    def _ask_export(self) -> None:
        folder = ask_folder(self, "Export the advice to a folder")
        if folder is not None:
            written = self.export(folder)
            self.explanation_label.setToolTip(f"Exported {len(written)} files to {folder}")

    def export(self, folder: Path) -> list[Path]:
        """The advice as JSON (the same document as `advise --json`) and CSV, and the charts as PNG and SVG."""
        from dashboard.advisor.advise import advice_document

        folder.mkdir(parents=True, exist_ok=True)
        written = []
        if self.advice is not None:
            document = advice_document(self.advice)
            json_path = folder / "advice.json"
            json_path.write_text(json.dumps(document, indent=2), encoding="utf-8")
            csv_path = folder / "gpus.csv"
            with open(csv_path, "w", newline="", encoding="utf-8") as handle:
                writer = csv.DictWriter(handle, fieldnames=list(document["gpus"][0]))
                writer.writeheader()
                writer.writerows(document["gpus"])
            written += [json_path, csv_path]
        for widget, name in ((self.memory_chart, "advisor-memory"), (self.speed_chart, "advisor-throughput"),
                             (self.bench.roofline, "roofline")):
            written += save_widget_images(widget, folder, name)
        return written

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        self._debounce.stop()
        stopped = self._calls.stop(timeout_ms)
        return self.bench.shutdown(timeout_ms) and stopped

    def apply_theme(self, chosen: Theme) -> None:
        theme_plots([self.memory_chart, self.speed_chart, self.bench.roofline, self.selected_roofline], chosen)
