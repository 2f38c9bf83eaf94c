"""The Experiments page's form: a one-click comparison, or a sweep of batch sizes x devices x precisions.

It turns the choices into an ``Experiment`` by the same rules as `dl-dashboard sweep` and `maxbatch` (the batch
list, the default dataset, the search limit); a choice that cannot work raises UserError with what is allowed.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from dashboard.errors import UserError
from dashboard.experiments.plan import (
    DEFAULT_BATCH_SIZES,
    DEFAULT_SECONDS_PER_POINT,
    SWEEP_TITLE,
    Experiment,
    largest_batch_experiment,
    parse_batch_sizes,
    sweep_experiment,
)
from dashboard.experiments.presets import PRESETS
from dashboard.training.choices import MODEL_SPECS, PRECISIONS
from dashboard.training.config import MAX_BATCH_SIZE, TrainConfig
from dashboard.ui.layout import wrapped_label

EXPLANATION = ("Each point trains the model from scratch at one batch size and times whole steps. A device's series "
               "ends at its first out-of-memory. Why it matters: small batches leave SIMD lanes and cores (or a GPU's "
               "thousands of lanes) idle; once every unit is busy, a larger batch costs memory without adding speed.")


class ExperimentForm(QGroupBox):
    sig_preset_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Experiment", parent)
        form = QFormLayout(self)
        self.preset_box = QComboBox()
        self.preset_box.addItem(SWEEP_TITLE, "")
        for key, preset in PRESETS.items():
            self.preset_box.addItem(preset.title, key)
        self.preset_box.currentIndexChanged.connect(self._on_preset_changed)
        # Long titles are elided in the closed box (the list shows them whole) so the panel keeps its width.
        self.preset_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset_box.setMinimumContentsLength(20)
        form.addRow("Compare", self.preset_box)
        self.question_label = wrapped_label()
        form.addRow(self.question_label)
        self.model_box = QComboBox()
        for name in MODEL_SPECS:
            self.model_box.addItem(name, name)
        self.devices_column = QVBoxLayout()
        self.device_checks: dict[str, QCheckBox] = {}
        self.set_devices(("cpu",))
        self.precision_checks: dict[str, QCheckBox] = {}
        precisions = QHBoxLayout()
        for name in PRECISIONS:
            check = QCheckBox(name)
            check.setChecked(name == "fp32")
            self.precision_checks[name] = check
            precisions.addWidget(check)
        self.batches_edit = QLineEdit(",".join(map(str, DEFAULT_BATCH_SIZES)))
        self.batches_edit.setToolTip(f"Comma-separated batch sizes, 1 to {MAX_BATCH_SIZE}")
        self.seconds_box = QDoubleSpinBox()
        self.seconds_box.setRange(0.2, 60.0)
        self.seconds_box.setValue(DEFAULT_SECONDS_PER_POINT)
        self.seconds_box.setSuffix(" s")
        self.seconds_box.setToolTip("Measuring time per point, after 3 warm-up steps")
        form.addRow("Model", self.model_box)
        form.addRow("Devices", self.devices_column)
        form.addRow("Precision", precisions)
        form.addRow("Batch sizes", self.batches_edit)
        form.addRow("Time per point", self.seconds_box)
        form.addRow(wrapped_label(EXPLANATION, "muted"))
        self._on_preset_changed()

    def set_devices(self, devices: tuple[str, ...]) -> None:
        """One check box per device torch can use here, all ticked."""
        for check in self.device_checks.values():
            self.devices_column.removeWidget(check)
            check.deleteLater()
        self.device_checks = {}
        for name in devices:
            check = QCheckBox(name)
            check.setChecked(True)
            check.setEnabled(self.is_custom)
            self.device_checks[name] = check
            self.devices_column.addWidget(check)

    @property
    def preset_key(self) -> str:
        return str(self.preset_box.currentData() or "")

    @property
    def is_custom(self) -> bool:
        """A sweep the user composes (not a preset, which fixes its own model, devices and batch sizes)."""
        return not self.preset_key

    def _on_preset_changed(self) -> None:
        for widget in [self.model_box, self.batches_edit, *self.device_checks.values(),
                       *self.precision_checks.values()]:
            widget.setEnabled(self.is_custom)
        if self.is_custom:
            self.question_label.setText("How do throughput and memory change with batch size on each device?")
        else:
            experiment = self.experiment()
            sizes = ", ".join(str(b) for b in experiment.batch_sizes)
            self.question_label.setText(f"{PRESETS[self.preset_key].question} ({len(experiment.variants)} series at "
                                        f"batch sizes {sizes})" + (f"<br><i>{experiment.note}</i>"
                                                                   if experiment.note else ""))
        self.sig_preset_changed.emit()

    def _chosen(self) -> tuple[list[str], list[str]]:
        devices = [name for name, check in self.device_checks.items() if check.isChecked()]
        precisions = [name for name, check in self.precision_checks.items() if check.isChecked()]
        if not devices or not precisions:
            raise UserError("Choose at least one device and one precision.")
        return devices, precisions

    def _config(self) -> TrainConfig:
        return TrainConfig.for_model(self.model_box.currentData(), allow_download=False)

    def experiment(self) -> Experiment:
        """The comparison or sweep chosen; raises UserError when the choices cannot make one."""
        from dashboard.experiments.presets import preset_experiment

        seconds = self.seconds_box.value()
        if not self.is_custom:
            return preset_experiment(self.preset_key, tuple(self.device_checks), seconds)
        devices, precisions = self._chosen()
        return sweep_experiment(self._config(), devices, precisions, parse_batch_sizes(self.batches_edit.text()),
                                seconds)

    def largest_batch_experiment(self) -> Experiment:
        """The largest-batch search on the first chosen device and precision, every try timed."""
        devices, precisions = self._chosen()
        config = TrainConfig.for_model(self.model_box.currentData(), allow_download=False, device=devices[0],
                                       precision=precisions[0])
        return largest_batch_experiment(config, self.seconds_box.value())

    def set_running(self, running: bool) -> None:
        self.preset_box.setEnabled(not running)
