"""The Training lab's form: what to train, as a TrainConfig and back, and the chosen model's size before it trains.

``config()`` and ``apply_config()`` are exact inverses: a saved run's settings come back whole, the ones without a
widget (data sizes, warm-up steps, ...) kept as the run had them and named beneath the form.

While a recording plays (``show_recorded``), the form shows the recorded run's settings and parameters as it ran them,
read-only, the recorded device included where this machine has none such; ``end_recorded`` gives back what it showed.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QLocale, Qt, QTimer, Slot
from PySide6.QtGui import QDoubleValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.choices import ATTENTION_KINDS, DATASET_SPECS, FREEZE_MODES, MODEL_SPECS, OPTIMIZERS, PRECISIONS
from dashboard.training.config import LENGTH_UNITS, MAX_BATCH_SIZE, MAX_PROCESSES, MAX_SEED, TrainConfig
from dashboard.training.facts import ModelFacts
from dashboard.ui.i18n import Retranslating, Texts
from dashboard.ui.layout import wrapped_label
from dashboard.ui.training.bindings import Binding, choice, decimal, resolution, switch, whole
from dashboard.ui.workers import BackgroundCalls

CHOICE_LABELS = {
    "sgd": QT_TRANSLATE_NOOP("Training", "SGD (momentum 0.9)"),
    "fp16": QT_TRANSLATE_NOOP("Training", "fp16 mixed (CUDA, grad scaler)"),
    "bf16": QT_TRANSLATE_NOOP("Training", "bf16 autocast"),
    "frozen": QT_TRANSLATE_NOOP("Training", "backbone frozen (head only)"),
    "last-block": QT_TRANSLATE_NOOP("Training", "last block + head"),
    "full": QT_TRANSLATE_NOOP("Training", "full"),
    "fused": QT_TRANSLATE_NOOP("Training", "fused (scaled_dot_product_attention)"),
    "plain": QT_TRANSLATE_NOOP("Training", "plain (matmul, mask, softmax, matmul)"),
    "epochs": QT_TRANSLATE_NOOP("Training", "epochs"),
    "steps": QT_TRANSLATE_NOOP("Training", "steps"),
}
"""What the choice boxes say for a choice (each item's data stays the name the config and the command line use)."""
CHOICE_NAMES = {"adam": "Adam", "adamw": "AdamW", "fp32": "fp32"}
"""Choices shown by a name, the same in every language."""
DEFAULT_LENGTH = {"epochs": 1, "steps": 300}
MODEL_DEFAULT = 15
"""The resolution box's lowest value, shown as "model default": the config's None."""


@dataclass
class _Kept:
    """What the form showed before a recording's settings took its place, to be given back when the replay ends."""

    config: TrainConfig
    facts: Callable[[], str]
    carried: Callable[[], str]
    maxima: dict[QSpinBox, int]
    devices: tuple[str, ...] | None = None
    """This machine's devices, when they arrived during the replay (the box keeps the recorded one meanwhile)."""
    added_devices: list[str] = dataclasses.field(default_factory=list)
    """Devices shown only because the recording ran on them."""


class TrainingForm(Retranslating, QGroupBox):
    """What to train: the model, its data, the device and the settings, as the command line takes them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base = TrainConfig()
        self._texts = Texts()
        form = QFormLayout(self)
        self.model_box = QComboBox()
        for name in MODEL_SPECS:
            self.model_box.addItem(name, name)  # a name, in every language; its description is the item's tooltip
        self.dataset_box = QComboBox()
        self.device_box = QComboBox()
        self.device_box.addItem("cpu")
        self.batch_box = QSpinBox()
        self.batch_box.setRange(1, MAX_BATCH_SIZE)
        self.batch_box.setValue(self._base.batch_size)
        self.length_box = QSpinBox()
        self.length_box.setRange(1, 10_000_000)
        self.length_unit = choice_box(LENGTH_UNITS, "epochs")
        self.length_unit.currentIndexChanged.connect(self._on_length_unit_changed)  # a slot: a lambda holds the form
        self.length_box.setValue(DEFAULT_LENGTH["epochs"])
        length = QHBoxLayout()
        length.addWidget(self.length_box, 1)
        length.addWidget(self.length_unit)
        self.optimizer_box = choice_box(OPTIMIZERS, self._base.optimizer)
        self.lr_edit = QLineEdit(repr(self._base.learning_rate))
        validator = QDoubleValidator(0.0, 10.0, 12)
        validator.setLocale(QLocale.c())  # "0.001" and "3e-4" in every language: the CLI's spelling
        self.lr_edit.setValidator(validator)
        self.precision_box = choice_box(PRECISIONS, self._base.precision)
        cores = os.cpu_count() or 1
        self.threads_box = QSpinBox()
        self.threads_box.setRange(0, cores)
        self.processes_box = QSpinBox()
        self.processes_box.setRange(1, min(MAX_PROCESSES, cores))
        self.processes_label = QLabel()
        # In the batch size's row, as "64 x 2 processes" (each process trains the batch): the form keeps Start in
        # view at 1280x720.
        batch = QHBoxLayout()
        batch.addWidget(self.batch_box, 1)
        batch.addWidget(QLabel("×"))
        batch.addWidget(self.processes_box)
        batch.addWidget(self.processes_label)
        self.freeze_box = choice_box(FREEZE_MODES, self._base.freeze)
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(MODEL_DEFAULT, 512)
        self.resolution_box.setSuffix(" px")
        self.attention_box = choice_box(ATTENTION_KINDS, self._base.attention)
        self.attention_label = QLabel()
        self.channels_last_box = QCheckBox()
        self.on_device_box = QCheckBox()
        self.workers_box = QSpinBox()
        self.workers_box.setRange(0, 4 * cores)
        self.pin_box = QCheckBox()
        self.download_box = QCheckBox()
        self.download_box.setChecked(self._base.allow_download)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, MAX_SEED)
        self._row_labels: list[QLabel] = []
        fields = (self.model_box, self.dataset_box, self.device_box, batch, length, self.optimizer_box, self.lr_edit,
                  self.precision_box, self.threads_box, self.freeze_box, self.resolution_box, self.workers_box,
                  self.seed_box)
        for field in fields:
            self._row_labels.append(QLabel())
            form.addRow(self._row_labels[-1], field)
        # Shown for a model whose attention it switches (_on_model_changed), below the other model-specific rows.
        form.insertRow(fields.index(self.resolution_box) + 1, self.attention_label, self.attention_box)
        self._form = form
        for check in (self.channels_last_box, self.on_device_box, self.pin_box, self.download_box):
            form.addRow(check)
        self.model_description = wrapped_label("", "muted")
        form.addRow(self.model_description)
        self.facts_label = wrapped_label()
        form.addRow(self.facts_label)
        self.carried_label = wrapped_label("", "muted")
        form.addRow(self.carried_label)
        self._facts_said: Callable[[], str] = str
        self._carried_said: Callable[[], str] = str
        self._kept: _Kept | None = None
        """Set while a recording's settings are shown (read-only)."""
        self.bindings = self._bind()
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
        self.retranslate()

    def retranslate(self) -> None:
        """Every label, choice and tooltip of the form, and what it says of the model, in the language chosen now."""
        self.setTitle(translate("Training", "Run"))
        names = (translate("Training", "Model"), translate("Training", "Dataset"), translate("Training", "Device"),
                 translate("Training", "Batch size"), translate("Training", "Length"),
                 translate("Training", "Optimizer"), translate("Training", "Learning rate"),
                 translate("Training", "Precision"), translate("Training", "CPU threads"),
                 translate("Training", "Fine-tuning"), translate("Training", "Resolution"),
                 translate("Training", "Loader workers"), translate("Training", "Seed"))
        self.attention_label.setText(translate("Training", "Attention"))
        self.attention_box.setToolTip(translate("Training", "How the transformer computes attention: one fused kernel, "
                                                            "or the formula step by step, which keeps the sequence "
                                                            "length x sequence length scores in memory"))
        for label, name in zip(self._row_labels, names, strict=True):
            label.setText(name)
        for row, spec in enumerate(MODEL_SPECS.values()):
            self.model_box.setItemData(row, translate("Training", spec.description), Qt.ItemDataRole.ToolTipRole)
        for box in (self.length_unit, self.optimizer_box, self.precision_box, self.freeze_box, self.attention_box):
            name_choices(box)
        name_datasets(self.dataset_box)
        self.batch_box.setToolTip(translate("Training", "Samples per step: larger batches use the hardware's "
                                                        "parallelism, and its memory"))
        self.lr_edit.setToolTip(translate("Training", "Learning rate, e.g. 0.001 or 3e-4"))
        self.threads_box.setSpecialValueText(translate("Training", "torch's default"))
        self.threads_box.setToolTip(translate("Training", "torch intra-op threads: how many CPU cores one step may "
                                                          "use"))
        self.processes_label.setText(translate("Training", "processes"))
        self.processes_box.setToolTip(translate("Training", "Data-parallel processes (DistributedDataParallel, "
                                                            "started by torchrun): each trains a whole batch and "
                                                            "they average their gradients every step. On CUDA, one "
                                                            "per GPU; on the CPU, the threads are shared among them"))
        self.channels_last_box.setText(translate("Training", "channels-last (NHWC)"))
        self.on_device_box.setText(translate("Training", "keep data on the device"))
        self.on_device_box.setToolTip(translate("Training", "Generate/move the whole built-in dataset to the "
                                                            "training device once"))
        self.pin_box.setText(translate("Training", "pin memory"))
        self.download_box.setText(translate("Training", "download when needed"))
        self.download_box.setToolTip(translate("Training", "Download datasets and pretrained weights that are not "
                                                           "cached yet. Off: use only what is here; the built-in "
                                                           "datasets always work offline"))
        self._describe_model()
        self._texts.apply()

    # ------------------------------------------------------------------ devices and model

    def set_devices(self, devices: tuple[str, ...]) -> None:
        """The devices torch can use here, known once the hardware inventory (which imports torch) is read.

        The first model measurement waits for this too, so two threads do not import torch at the same time. While a
        recording's settings are shown, they are kept for when it ends.
        """
        if self._kept is not None:
            self._kept.devices = devices
            self._facts_ready = True  # measured when the recording ends
            return
        current = self.device_box.currentText()
        self.device_box.clear()
        self.device_box.addItems(list(devices))
        if current in devices:
            self.device_box.setCurrentText(current)
        if not self._facts_ready:
            self._facts_ready = True
            self._facts_timer.start()

    @Slot()
    def _on_length_unit_changed(self) -> None:
        self.length_box.setValue(DEFAULT_LENGTH[self.length_unit.currentData()])

    def _on_model_changed(self) -> None:
        spec = MODEL_SPECS[self.model_box.currentData()]
        previous = self.dataset_box.currentData()
        self.dataset_box.clear()
        for name, dataset in DATASET_SPECS.items():
            if dataset.kind == spec.kind:
                self.dataset_box.addItem("", name)
        name_datasets(self.dataset_box)
        self.dataset_box.setCurrentIndex(max(self.dataset_box.findData(previous), 0))
        if not spec.transfer:
            self.freeze_box.setCurrentIndex(FREEZE_MODES.index("full"))
        if not spec.attention:
            self.attention_box.setCurrentIndex(ATTENTION_KINDS.index("fused"))
        self._form.setRowVisible(self.attention_box, spec.attention)
        if self._kept is None:
            self._enable_for_model()
        self._describe_model()
        self.resolution_box.setValue(MODEL_DEFAULT)

    def _enable_for_model(self) -> None:
        """Fine-tuning for a model with pretrained weights, the resolution for an image model."""
        spec = MODEL_SPECS[self.model_box.currentData()]
        self.freeze_box.setEnabled(spec.transfer)
        self.resolution_box.setEnabled(spec.kind == "image")

    @property
    def attention_offered(self) -> bool:
        """Whether the form shows the attention setting: for a model whose attention it switches."""
        return self._form.isRowVisible(self.attention_box)

    def _describe_model(self) -> None:
        """The chosen model's description, and what its resolution box says for the model's own size."""
        spec = MODEL_SPECS[self.model_box.currentData()]
        self.model_description.setText(translate("Training", spec.description))
        self.resolution_box.setSpecialValueText(resolution_default(spec.name))

    def _schedule_facts(self) -> None:
        if self._facts_ready and self._kept is None:  # a recording's model is not measured here: it says its own
            self._facts_timer.start()

    def _say_facts(self, make: Callable[[], str]) -> None:
        self._facts_said = make
        self._texts.set(self.facts_label.setText, make)

    @Slot()
    def _request_facts(self) -> None:
        from dashboard.training.facts import model_facts

        spec = MODEL_SPECS[self.model_box.currentData()]
        self._say_facts(lambda: fill(translate("Training", "Measuring {model}…"), model=spec.name))
        resolution = self.resolution_box.value()
        self._facts.submit(partial(model_facts, spec.name, freeze=self.freeze_box.currentData(),
                                   resolution=resolution if spec.kind == "image" and resolution > MODEL_DEFAULT
                                   else None))

    @Slot(int, object)
    def _on_facts_done(self, ticket: int, facts: ModelFacts) -> None:
        if ticket != self._facts.latest_ticket or self._kept is not None:
            return  # the form has changed since this question, or shows a recording's model as recorded
        self._say_facts(partial(facts_text, facts))

    @Slot(int, str)
    def _on_facts_failed(self, ticket: int, message: str) -> None:
        if ticket == self._facts.latest_ticket and self._kept is None:
            self._say_facts(lambda: fill(translate("Training", "Cannot build this model: {reason}"), reason=message))

    # ------------------------------------------------------------------ config and back

    def _bind(self) -> dict[str, Binding]:
        """The fields the form shows, by name, in the order a config is shown (the model before what it offers);
        the length (epochs or steps) is one row of two widgets, read and shown on its own."""
        return {
            "model": choice(self.model_box), "dataset": choice(self.dataset_box),
            "device": Binding(self.device_box.currentText, partial(_show_device, self.device_box)),
            "batch_size": whole(self.batch_box), "optimizer": choice(self.optimizer_box),
            "learning_rate": decimal(self.lr_edit), "precision": choice(self.precision_box),
            "threads": whole(self.threads_box, none_at=0), "processes": whole(self.processes_box),
            "channels_last": switch(self.channels_last_box), "seed": whole(self.seed_box),
            "freeze": choice(self.freeze_box), "attention": choice(self.attention_box),
            "resolution": resolution(self.resolution_box, self.model_box.currentData, MODEL_DEFAULT),
            "workers": whole(self.workers_box), "pin_memory": switch(self.pin_box),
            "data_on_device": switch(self.on_device_box), "allow_download": switch(self.download_box)}

    @property
    def shown_fields(self) -> frozenset[str]:
        """The TrainConfig fields the form shows; the others pass through from the last applied config."""
        return frozenset(self.bindings) | {"epochs", "steps"}

    def config(self) -> TrainConfig:
        """The form as a TrainConfig; fields without a widget come from the last applied config."""
        shown = dataclasses.replace(self._base, **{name: bound.read() for name, bound in self.bindings.items()})
        return shown.with_length(self.length_unit.currentData(), self.length_box.value())

    def apply_config(self, config: TrainConfig) -> None:
        """Show a saved run's configuration (so it can be run again); a device this machine lacks is said."""
        missing_device = self.device_box.findText(config.device) < 0
        self._show_config(config)
        self._describe_carried(config, config.device if missing_device else None)

    def _show_config(self, config: TrainConfig) -> None:
        self._base = config
        for name, bound in self.bindings.items():
            bound.show(getattr(config, name))
        unit, value = config.length
        _select(self.length_unit, unit)
        self.length_box.setValue(value)

    def _describe_carried(self, config: TrainConfig, missing_device: str | None) -> None:
        defaults = TrainConfig()
        carried = [f"{field.name}={getattr(config, field.name)}" for field in dataclasses.fields(TrainConfig)
                   if field.name not in self.shown_fields
                   and getattr(config, field.name) != getattr(defaults, field.name)]
        chosen = self.device_box.currentText()

        def said() -> str:  # the settings are named as the config and the command line name them
            lines = []
            if missing_device:
                lines.append(fill(translate("Training", "This run trained on {device}, which this machine does not "
                                                        "have: {chosen} is chosen instead."),
                                  device=missing_device, chosen=chosen))
            if carried:
                lines.append(fill(translate("Training", "Also from the saved run: {settings}."),
                                  settings=", ".join(carried)))
            return " ".join(lines)

        self._carried_said = said
        self._texts.set(self.carried_label.setText, said)

    def set_running(self, running: bool) -> None:
        for widget in (self.model_box, self.dataset_box, self.device_box):
            widget.setEnabled(not running and self._kept is None)

    # ------------------------------------------------------------------ a recording's settings

    def _inputs(self) -> tuple[QWidget, ...]:
        return (self.model_box, self.dataset_box, self.device_box, self.batch_box, self.processes_box,
                self.length_box, self.length_unit, self.optimizer_box, self.lr_edit, self.precision_box,
                self.threads_box, self.freeze_box, self.resolution_box, self.attention_box, self.workers_box,
                self.seed_box, self.channels_last_box, self.on_device_box, self.pin_box, self.download_box)

    @property
    def shows_recorded(self) -> bool:
        return self._kept is not None

    def show_recorded(self, config: TrainConfig, facts: ModelFacts | None) -> None:
        """A recording's settings as its run had them, read-only until ``end_recorded``: its device even where this
        machine has none such, its numbers beyond this machine's (more processes than cores), its model's size as
        recorded (``facts``), never measured here."""
        kept = self._kept
        if kept is None:
            kept = self._kept = _Kept(self.config(), self._facts_said, self._carried_said,
                                      {box: box.maximum() for box in (self.threads_box, self.processes_box,
                                                                      self.workers_box)})
        self._facts_timer.stop()
        for box, value in ((self.threads_box, config.threads or 0), (self.processes_box, config.processes),
                           (self.workers_box, config.workers)):
            box.setMaximum(max(box.maximum(), value))
        if self.device_box.findText(config.device) < 0:
            self.device_box.addItem(config.device)
            kept.added_devices.append(config.device)
        for widget in self._inputs():
            widget.setEnabled(False)
        self._show_config(config)
        self._describe_carried(config, None)
        if facts is not None:
            self._say_facts(partial(facts_text, facts))
        else:
            self._say_facts(lambda: translate("Training", "The recording does not say the model's size."))

    def end_recorded(self) -> None:
        """What the form showed before the recording, editable again, and its model measured again."""
        kept, self._kept = self._kept, None
        if kept is None:
            return
        for device in kept.added_devices:
            self.device_box.removeItem(self.device_box.findText(device))
        if kept.devices is not None:
            self.set_devices(kept.devices)
        for box, maximum in kept.maxima.items():
            box.setMaximum(maximum)
        for widget in self._inputs():
            widget.setEnabled(True)
        self._show_config(kept.config)
        self._enable_for_model()
        self._carried_said = kept.carried
        self._texts.set(self.carried_label.setText, kept.carried)
        self._say_facts(kept.facts)
        self._schedule_facts()  # an answer that came during the replay was not shown

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        self._facts_timer.stop()
        return self._facts.stop(timeout_ms)


def facts_text(facts: ModelFacts) -> str:
    """The model's size and cost, as measured here, or as a recording says (which names no input shape)."""
    if not facts.input_shape:
        return fill(translate("Training", "<b>{parameters:,.0f}</b> parameters, {trainable:,.0f} trainable · "
                                          "<b>{mflops:,.1f} MFLOPs</b> per sample forward, as recorded"),
                    parameters=facts.parameters, trainable=facts.trainable_parameters,
                    mflops=facts.flops_per_sample / 1e6)
    return fill(translate("Training", "<b>{parameters:,.0f}</b> parameters, {trainable:,.0f} trainable · "
                                      "<b>{mflops:,.1f} MFLOPs</b> per sample forward (a training step is about 3x) · "
                                      "input {shape}"),
                parameters=facts.parameters, trainable=facts.trainable_parameters, mflops=facts.flops_per_sample / 1e6,
                shape=" x ".join(str(n) for n in facts.input_shape))


def choice_box(names: tuple[str, ...], current: str) -> QComboBox:
    """A choice among ``names`` (each item's data; its text is set by ``retranslate``)."""
    box = QComboBox()
    for name in names:
        box.addItem(name, name)
    box.setCurrentIndex(names.index(current))
    return box


def name_choices(box: QComboBox) -> None:
    """Each choice of ``box`` (its item data) by its name in the reader's language."""
    for row in range(box.count()):
        choice = box.itemData(row)
        box.setItemText(row, CHOICE_NAMES.get(choice) or translate("Training", CHOICE_LABELS[choice]))


def name_datasets(box: QComboBox) -> None:
    """Each dataset of ``box`` (its item data) by its label in the reader's language."""
    for row in range(box.count()):
        box.setItemText(row, translate("Training", DATASET_SPECS[box.itemData(row)].label))


def resolution_default(model: str) -> str:
    """What a resolution box says at its lowest value: the model's own size ("model default (28 px)")."""
    pixels = MODEL_SPECS[model].default_resolution
    return fill(translate("Training", "model default ({pixels} px)"), pixels=pixels) if pixels \
        else translate("Training", "n/a (text)")


def _show_device(box: QComboBox, device: str) -> None:
    """A device this machine has; another keeps the one chosen (``apply_config`` says so). Not a method: the form
    keeps its bindings, and one holding the form would make a cycle that the garbage collector may free while Qt
    deletes the form."""
    if box.findText(device) >= 0:
        box.setCurrentText(device)


def _select(box: QComboBox, value: str) -> None:
    box.setCurrentIndex(max(box.findData(value), 0))
