"""The Advisor page's inputs: the model to advise on (an AdviceRequest, as `dl-dashboard advise` takes it) and
which GPUs the table and charts show."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox, QSpinBox, QWidget

from dashboard.advisor.inputs import DEFAULT_DATASET_SIZE, default_image_input
from dashboard.advisor.session import AdviceRequest
from dashboard.training.choices import FREEZE_MODES, MODEL_SPECS, OPTIMIZERS, PRECISIONS
from dashboard.training.config import MAX_BATCH_SIZE
from dashboard.ui.advisor.table import Filters

VENDORS = (("All vendors", ""), ("NVIDIA", "nvidia"), ("AMD", "amd"), ("Apple", "apple"))
SERIES = ("geforce", "workstation", "datacenter", "jetson", "radeon", "instinct", "apple")
DEFAULTS = AdviceRequest()


class AdvisorForm(QGroupBox):
    """The model, batch, precision, optimizer, what trains, the input size and the epoch; ``sig_changed`` on any."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Your model", parent)
        form = QFormLayout(self)
        self.model_box = QComboBox()
        for name, spec in MODEL_SPECS.items():
            self.model_box.addItem(f"{name} ({spec.kind})", name)
        self.model_box.setCurrentIndex(self.model_box.findData(DEFAULTS.model))
        self.batch_box = QSpinBox()
        self.batch_box.setRange(1, MAX_BATCH_SIZE)
        self.batch_box.setValue(DEFAULTS.batch_size)
        self.precision_box = _names_box(PRECISIONS, DEFAULTS.precision)
        self.optimizer_box = _names_box(OPTIMIZERS, DEFAULTS.optimizer)
        self.freeze_box = _names_box(FREEZE_MODES, DEFAULTS.freeze)
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(16, 512)
        self.resolution_box.setSuffix(" px")
        self.dataset_box = QSpinBox()
        self.dataset_box.setRange(1, 100_000_000)
        self.dataset_box.setValue(DEFAULT_DATASET_SIZE)
        self.dataset_box.setGroupSeparatorShown(True)
        self.dataset_box.setSuffix(" samples")
        self.dataset_box.setToolTip(f"Samples per epoch, for the epoch times ({DEFAULT_DATASET_SIZE:,}: CIFAR-10's "
                                    "training set)")
        form.addRow("Model", self.model_box)
        form.addRow("Batch size", self.batch_box)
        form.addRow("Precision", self.precision_box)
        form.addRow("Optimizer", self.optimizer_box)
        form.addRow("Train", self.freeze_box)
        form.addRow("Input size", self.resolution_box)
        form.addRow("Epoch", self.dataset_box)
        self.model_box.currentIndexChanged.connect(self._on_model_changed)
        for spin in (self.batch_box, self.resolution_box, self.dataset_box):
            spin.valueChanged.connect(self.sig_changed)
        for combo in (self.precision_box, self.optimizer_box, self.freeze_box):
            combo.currentIndexChanged.connect(self.sig_changed)
        self._on_model_changed()

    def _on_model_changed(self) -> None:
        spec = MODEL_SPECS[self.model_box.currentData()]
        self.resolution_box.setEnabled(spec.kind != "text")
        self.resolution_box.blockSignals(True)
        self.resolution_box.setValue(default_image_input(spec.name)[0] or 32)
        self.resolution_box.blockSignals(False)
        self.freeze_box.setEnabled(spec.transfer)
        if not spec.transfer:
            self.freeze_box.blockSignals(True)
            self.freeze_box.setCurrentIndex(self.freeze_box.findData("full"))
            self.freeze_box.blockSignals(False)
        self.sig_changed.emit()

    def request(self) -> AdviceRequest:
        """The form as the request `dl-dashboard advise` would make (the input size as chosen)."""
        model = self.model_box.currentData()
        text = MODEL_SPECS[model].kind == "text"
        return AdviceRequest(model=model, batch_size=self.batch_box.value(), precision=self.precision_box.currentData(),
                             optimizer=self.optimizer_box.currentData(), freeze=self.freeze_box.currentData(),
                             resolution=None if text else self.resolution_box.value(),
                             dataset_size=self.dataset_box.value())


class GpuFilterBox(QGroupBox):
    """Which GPUs to show: vendor, series, memory type, at least some memory, only those the model fits on."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Show", parent)
        form = QFormLayout(self)
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
            combo.currentIndexChanged.connect(self.sig_changed)
        self.min_memory_box.valueChanged.connect(self.sig_changed)
        self.fitting_box.toggled.connect(self.sig_changed)

    def filters(self) -> Filters:
        return Filters(self.vendor_box.currentData(), self.series_box.currentData(),
                       self.memory_type_box.currentData(), self.min_memory_box.value(), self.fitting_box.isChecked())

    def set_memory_types(self, types: list[str]) -> None:
        """The memory types of the GPUs in the table, keeping the one chosen when it is still there."""
        current = self.memory_type_box.currentData()
        self.memory_type_box.blockSignals(True)
        self.memory_type_box.clear()
        self.memory_type_box.addItem("All memory types", "")
        for name in types:
            self.memory_type_box.addItem(name, name)
        self.memory_type_box.setCurrentIndex(max(self.memory_type_box.findData(current), 0))
        self.memory_type_box.blockSignals(False)


def _names_box(names: tuple[str, ...], current: str) -> QComboBox:
    box = QComboBox()
    for name in names:
        box.addItem(name, name)
    box.setCurrentIndex(box.findData(current))
    return box
