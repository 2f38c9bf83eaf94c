"""The Training lab's form: what to train, as a TrainConfig and back, and the chosen model's size before it trains.

``config()`` and ``apply_config()`` are exact inverses: a saved run's settings come back whole, the ones without a
widget (data sizes, warm-up steps, ...) kept as the run had them and named beneath the form.
"""

from __future__ import annotations

import dataclasses
import os
from functools import partial

from PySide6.QtCore import QLocale, Qt, QTimer, Slot
from PySide6.QtGui import QDoubleValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from dashboard.training.choices import DATASET_SPECS, FREEZE_MODES, MODEL_SPECS, OPTIMIZERS, PRECISIONS
from dashboard.training.config import LENGTH_UNITS, MAX_BATCH_SIZE, MAX_SEED, TrainConfig
from dashboard.training.facts import ModelFacts
from dashboard.ui.layout import wrapped_label
from dashboard.ui.workers import BackgroundCalls
from dashboard.units import fmt

OPTIMIZER_LABELS = {"sgd": "SGD (momentum 0.9)", "adam": "Adam", "adamw": "AdamW"}
PRECISION_LABELS = {"fp32": "fp32", "fp16": "fp16 mixed (CUDA, grad scaler)", "bf16": "bf16 autocast"}
FREEZE_LABELS = {"frozen": "backbone frozen (head only)", "last-block": "last block + head", "full": "full"}
DEFAULT_LENGTH = {"epochs": 1, "steps": 300}
MODEL_DEFAULT = 15
"""The resolution box's lowest value, shown as "model default": the config's None."""
FORM_FIELDS = frozenset({"model", "dataset", "device", "batch_size", "epochs", "steps", "optimizer", "learning_rate",
                         "precision", "threads", "channels_last", "seed", "freeze", "resolution", "workers",
                         "pin_memory", "data_on_device", "allow_download"})
"""The TrainConfig fields the form shows; the others pass through from the last applied config."""


class TrainingForm(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Run", parent)
        self._base = TrainConfig()
        form = QFormLayout(self)
        self.model_box = QComboBox()
        for name, spec in MODEL_SPECS.items():
            self.model_box.addItem(name, name)
            self.model_box.setItemData(self.model_box.count() - 1, spec.description, Qt.ItemDataRole.ToolTipRole)
        self.dataset_box = QComboBox()
        self.device_box = QComboBox()
        self.device_box.addItem("cpu")
        self.batch_box = QSpinBox()
        self.batch_box.setRange(1, MAX_BATCH_SIZE)
        self.batch_box.setValue(self._base.batch_size)
        self.batch_box.setToolTip("Samples per step: larger batches use the hardware's parallelism, and its memory")
        self.length_box = QSpinBox()
        self.length_box.setRange(1, 10_000_000)
        self.length_unit = QComboBox()
        self.length_unit.addItems(list(LENGTH_UNITS))
        self.length_unit.currentTextChanged.connect(lambda unit: self.length_box.setValue(DEFAULT_LENGTH[unit]))
        self.length_box.setValue(DEFAULT_LENGTH["epochs"])
        length = QHBoxLayout()
        length.addWidget(self.length_box, 1)
        length.addWidget(self.length_unit)
        self.optimizer_box = _choice_box(OPTIMIZERS, OPTIMIZER_LABELS, self._base.optimizer)
        self.lr_edit = QLineEdit(repr(self._base.learning_rate))
        validator = QDoubleValidator(0.0, 10.0, 12)
        validator.setLocale(QLocale.c())  # "0.001" and "3e-4" in every language: the CLI's spelling
        self.lr_edit.setValidator(validator)
        self.lr_edit.setToolTip("Learning rate, e.g. 0.001 or 3e-4")
        self.precision_box = _choice_box(PRECISIONS, PRECISION_LABELS, self._base.precision)
        cores = os.cpu_count() or 1
        self.threads_box = QSpinBox()
        self.threads_box.setRange(0, cores)
        self.threads_box.setSpecialValueText("torch's default")
        self.threads_box.setToolTip("torch intra-op threads: how many CPU cores one step may use")
        self.freeze_box = _choice_box(FREEZE_MODES, FREEZE_LABELS, self._base.freeze)
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(MODEL_DEFAULT, 512)
        self.resolution_box.setSuffix(" px")
        self.channels_last_box = QCheckBox("channels-last (NHWC)")
        self.on_device_box = QCheckBox("keep data on the device")
        self.on_device_box.setToolTip("Generate/move the whole built-in dataset to the training device once")
        self.workers_box = QSpinBox()
        self.workers_box.setRange(0, 4 * cores)
        self.pin_box = QCheckBox("pin memory")
        self.download_box = QCheckBox("download when needed")
        self.download_box.setChecked(self._base.allow_download)
        self.download_box.setToolTip("Download datasets and pretrained weights that are not cached yet. Off: use "
                                     "only what is here; the built-in datasets always work offline")
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, MAX_SEED)
        for label, widget in (("Model", self.model_box), ("Dataset", self.dataset_box), ("Device", self.device_box),
                              ("Batch size", self.batch_box), ("Length", length),
                              ("Optimizer", self.optimizer_box), ("Learning rate", self.lr_edit),
                              ("Precision", self.precision_box), ("CPU threads", self.threads_box),
                              ("Fine-tuning", self.freeze_box), ("Resolution", self.resolution_box),
                              ("Loader workers", self.workers_box), ("Seed", self.seed_box)):
            form.addRow(label, widget)
        for check in (self.channels_last_box, self.on_device_box, self.pin_box, self.download_box):
            form.addRow(check)
        self.model_description = wrapped_label("", "muted")
        form.addRow(self.model_description)
        self.facts_label = wrapped_label()
        form.addRow(self.facts_label)
        self.carried_label = wrapped_label("", "muted")
        form.addRow(self.carried_label)
        self.model_box.currentIndexChanged.connect(self._on_model_changed)
        self._on_model_changed()

        self._facts = BackgroundCalls("model facts", parent=self)
        self._facts.sig_done.connect(self._on_facts_done)
        self._facts.sig_failed.connect(self._on_facts_failed)
        self._facts_timer = QTimer(self)  # waits for the form to settle: a spin box sends a change per keystroke
        self._facts_timer.setSingleShot(True)
        self._facts_timer.setInterval(300)
        self._facts_timer.timeout.connect(self._request_facts)
        self._facts_ready = False
        for signal in (self.model_box.currentIndexChanged, self.freeze_box.currentIndexChanged,
                       self.resolution_box.valueChanged):
            signal.connect(self._schedule_facts)

    # ------------------------------------------------------------------ devices and model

    def set_devices(self, devices: tuple[str, ...]) -> None:
        """The devices torch can use here, known once the hardware inventory (which imports torch) is read.

        The first model measurement waits for this too, so two threads do not import torch at the same time.
        """
        current = self.device_box.currentText()
        self.device_box.clear()
        self.device_box.addItems(list(devices))
        if current in devices:
            self.device_box.setCurrentText(current)
        if not self._facts_ready:
            self._facts_ready = True
            self._facts_timer.start()

    def _on_model_changed(self) -> None:
        spec = MODEL_SPECS[self.model_box.currentData()]
        self.model_description.setText(spec.description)
        previous = self.dataset_box.currentData()
        self.dataset_box.clear()
        for name, dataset in DATASET_SPECS.items():
            if dataset.kind == spec.kind:
                self.dataset_box.addItem(dataset.label, name)
        self.dataset_box.setCurrentIndex(max(self.dataset_box.findData(previous), 0))
        self.freeze_box.setEnabled(spec.transfer)
        if not spec.transfer:
            self.freeze_box.setCurrentIndex(FREEZE_MODES.index("full"))
        self.resolution_box.setEnabled(spec.kind == "image")
        default = f"model default ({spec.default_resolution} px)" if spec.default_resolution else "n/a (text)"
        self.resolution_box.setSpecialValueText(default)
        self.resolution_box.setValue(MODEL_DEFAULT)

    def _schedule_facts(self) -> None:
        if self._facts_ready:
            self._facts_timer.start()

    @Slot()
    def _request_facts(self) -> None:
        from dashboard.training.facts import model_facts

        spec = MODEL_SPECS[self.model_box.currentData()]
        self.facts_label.setText(f"Measuring {spec.name}…")
        resolution = self.resolution_box.value()
        self._facts.submit(partial(model_facts, spec.name, freeze=self.freeze_box.currentData(),
                                   resolution=resolution if spec.kind == "image" and resolution > MODEL_DEFAULT
                                   else None))

    @Slot(int, object)
    def _on_facts_done(self, ticket: int, facts: ModelFacts) -> None:
        if ticket != self._facts.latest_ticket:
            return  # the form has changed since this question
        shape = " x ".join(str(n) for n in facts.input_shape)
        self.facts_label.setText(
            f"<b>{fmt(facts.parameters)}</b> parameters, {fmt(facts.trainable_parameters)} trainable · "
            f"<b>{fmt(facts.flops_per_sample / 1e6, 'MFLOPs', 1)}</b> per sample forward (a training step is "
            f"about 3x) · input {shape}")

    @Slot(int, str)
    def _on_facts_failed(self, ticket: int, message: str) -> None:
        if ticket == self._facts.latest_ticket:
            self.facts_label.setText(f"Cannot build this model: {message}")

    # ------------------------------------------------------------------ config and back

    def config(self) -> TrainConfig:
        """The form as a TrainConfig; fields without a widget come from the last applied config."""
        spec = MODEL_SPECS[self.model_box.currentData()]
        resolution = self.resolution_box.value()
        try:
            learning_rate = float(self.lr_edit.text())
        except ValueError:
            learning_rate = float("nan")  # refused by validate() with what is allowed
        shown = dataclasses.replace(
            self._base, model=spec.name, dataset=self.dataset_box.currentData(),
            device=self.device_box.currentText(), batch_size=self.batch_box.value(),
            optimizer=self.optimizer_box.currentData(), learning_rate=learning_rate,
            precision=self.precision_box.currentData(), threads=self.threads_box.value() or None,
            channels_last=self.channels_last_box.isChecked(), seed=self.seed_box.value(),
            freeze=self.freeze_box.currentData(),
            resolution=resolution if spec.kind == "image" and resolution > MODEL_DEFAULT else None,
            workers=self.workers_box.value(), pin_memory=self.pin_box.isChecked(),
            data_on_device=self.on_device_box.isChecked(), allow_download=self.download_box.isChecked())
        return shown.with_length(self.length_unit.currentText(), self.length_box.value())

    def apply_config(self, config: TrainConfig) -> None:
        """Show a saved run's configuration (so it can be run again); a device this machine lacks is said."""
        self._base = config
        self.model_box.setCurrentIndex(max(self.model_box.findData(config.model), 0))
        self.dataset_box.setCurrentIndex(max(self.dataset_box.findData(config.dataset), 0))
        missing_device = self.device_box.findText(config.device) < 0
        if not missing_device:
            self.device_box.setCurrentText(config.device)
        self.batch_box.setValue(config.batch_size)
        unit, value = config.length
        self.length_unit.setCurrentText(unit)
        self.length_box.setValue(value)
        _select(self.optimizer_box, config.optimizer)
        self.lr_edit.setText(repr(config.learning_rate))
        _select(self.precision_box, config.precision)
        self.threads_box.setValue(config.threads or 0)
        self.channels_last_box.setChecked(config.channels_last)
        self.seed_box.setValue(config.seed)
        _select(self.freeze_box, config.freeze)
        self.resolution_box.setValue(config.resolution or MODEL_DEFAULT)
        self.workers_box.setValue(config.workers)
        self.pin_box.setChecked(config.pin_memory)
        self.on_device_box.setChecked(config.data_on_device)
        self.download_box.setChecked(config.allow_download)
        self._describe_carried(config, config.device if missing_device else None)

    def _describe_carried(self, config: TrainConfig, missing_device: str | None) -> None:
        defaults = TrainConfig()
        carried = [f"{field.name}={getattr(config, field.name)}" for field in dataclasses.fields(TrainConfig)
                   if field.name not in FORM_FIELDS and getattr(config, field.name) != getattr(defaults, field.name)]
        lines = []
        if missing_device:
            lines.append(f"This run trained on {missing_device}, which this machine does not have: "
                         f"{self.device_box.currentText()} is chosen instead.")
        if carried:
            lines.append("Also from the saved run: " + ", ".join(carried) + ".")
        self.carried_label.setText(" ".join(lines))

    def set_running(self, running: bool) -> None:
        for widget in (self.model_box, self.dataset_box, self.device_box):
            widget.setEnabled(not running)

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        self._facts_timer.stop()
        return self._facts.stop(timeout_ms)


def _choice_box(names: tuple[str, ...], labels: dict[str, str], current: str) -> QComboBox:
    box = QComboBox()
    for name in names:
        box.addItem(labels[name], name)
    box.setCurrentIndex(names.index(current))
    return box


def _select(box: QComboBox, value: str) -> None:
    box.setCurrentIndex(max(box.findData(value), 0))
