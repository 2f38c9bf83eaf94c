"""The Experiments page's form: a one-click comparison, or a sweep of batch sizes x devices x precisions.

It turns the choices into an ``Experiment`` by the same rules as `dl-dashboard sweep` and `maxbatch` (the batch
list, the default dataset, the search limit); a choice that cannot work raises UserError with what is allowed.
The comparisons keep their English keys and titles (saved with an experiment) and show them in the reader's language.
While a recorded experiment plays (``show_recorded``), the form shows its model, devices, precisions and batch sizes,
read-only, and ``end_recorded`` gives back this machine's choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
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
    experiment_from_dict,
    largest_batch_experiment,
    parse_batch_sizes,
    sweep_experiment,
)
from dashboard.experiments.presets import PRESETS
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.choices import MODEL_SPECS, PRECISIONS
from dashboard.training.config import MAX_BATCH_SIZE, TrainConfig
from dashboard.ui.experiments.model_options import ModelSettings, SweepModelOptions
from dashboard.ui.i18n import Retranslating
from dashboard.ui.layout import wrapped_label
from dashboard.units import unit_word

METHODS = {
    "": QT_TRANSLATE_NOOP("Experiments", "Each point trains the model from scratch at one batch size and times whole "
                                         "steps. A device's series ends at its first out-of-memory. Why it matters: "
                                         "small batches leave SIMD lanes and cores (or a GPU's thousands of lanes) "
                                         "idle; once every unit is busy, a larger batch costs memory without adding "
                                         "speed."),
    "scaling": QT_TRANSLATE_NOOP("Experiments", "Each point is a real training run of its processes (started by "
                                                "torchrun when there are several), timed after 5 warm-up steps. Why "
                                                "it matters: the processes share each step's work, but every step "
                                                "ends with an all-reduce that averages their gradients, and that "
                                                "wait does not shrink with more devices."),
    "inference": QT_TRANSLATE_NOOP("Experiments", "Each point times the model answering batches in eval mode, without "
                                                  "gradients: its latency is how long every answer in the batch "
                                                  "waits, its throughput the batch over that latency. Why it matters: "
                                                  "an edge device answers one request at a time (latency), a server "
                                                  "batches many (throughput)."),
    "attention": QT_TRANSLATE_NOOP("Experiments", "Each point trains tiny-gpt from scratch at one sequence length, "
                                                  "at batch 4, and times whole steps; peak memory on the CPU is what "
                                                  "the point added to the process. Why it matters: attention written "
                                                  "as the formula keeps a score for every pair of positions, so its "
                                                  "memory grows with the square of the length; a fused kernel does "
                                                  "not keep them."),
}
"""How a comparison's points are measured and why, by preset key ("" for the sweep and the other presets)."""


@dataclass
class _Kept:
    """This machine's choices, kept while a recorded experiment's are shown."""

    preset: int
    model: int
    devices: dict[str, bool]
    precisions: dict[str, bool]
    batches: str
    seconds: float
    settings: ModelSettings
    machine_devices: tuple[str, ...] | None = None
    """This machine's devices, when they arrived during the replay."""


def recorded_experiment(document: dict[str, Any]) -> Experiment | None:
    """The experiment a recording measured, as its document names it; None when this version cannot read it."""
    try:
        return experiment_from_dict(document["experiment"])
    except (KeyError, TypeError, ValueError):  # UserError is a ValueError
        return None


class ExperimentForm(Retranslating, QGroupBox):
    sig_preset_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kept: _Kept | None = None
        """Set while a recorded experiment's choices are shown (read-only)."""
        form = QFormLayout(self)
        self.preset_box = QComboBox()
        self.preset_box.addItem("", "")
        for key in PRESETS:
            self.preset_box.addItem("", key)
        self.preset_box.currentIndexChanged.connect(self._on_preset_changed)
        # Long titles are elided in the closed box (the list shows them whole) so the panel keeps its width.
        self.preset_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset_box.setMinimumContentsLength(20)
        self.row_labels = [QLabel() for _ in range(6)]
        """Compare, Model, Devices, Precision, Batch sizes, Time per point."""
        form.addRow(self.row_labels[0], self.preset_box)
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
        self.seconds_box = QDoubleSpinBox()
        self.seconds_box.setRange(0.2, 60.0)
        self.seconds_box.setValue(DEFAULT_SECONDS_PER_POINT)
        form.addRow(self.row_labels[1], self.model_box)
        form.addRow(self.row_labels[2], self.devices_column)
        form.addRow(self.row_labels[3], precisions)
        form.addRow(self.row_labels[4], self.batches_edit)
        form.addRow(self.row_labels[5], self.seconds_box)
        self.options = SweepModelOptions(form)  # the run settings `sweep` takes too: dataset, optimizer, ...
        self.model_box.currentIndexChanged.connect(self._on_model_changed)
        self.options.set_model(self.model_box.currentData())
        self.explanation_label = wrapped_label("", "muted")
        form.addRow(self.explanation_label)
        self.retranslate()  # a sweep of one's own is chosen: every field enabled, as built

    def retranslate(self) -> None:
        """Every text of the form in the reader's language; the comparisons' keys stay in the box's data."""
        self.setTitle(translate("Experiments", "Experiment"))
        for label, text in zip(self.row_labels, (
                translate("Experiments", "Compare"), translate("Experiments", "Model"),
                translate("Experiments", "Devices"), translate("Experiments", "Precision"),
                translate("Experiments", "Batch sizes"), translate("Experiments", "Time per point")), strict=True):
            label.setText(text)
        for index in range(self.preset_box.count()):
            key = str(self.preset_box.itemData(index))
            self.preset_box.setItemText(index, translate("Experiments", PRESETS[key].title if key else SWEEP_TITLE))
        self.batches_edit.setToolTip(fill(translate("Experiments", "Comma-separated batch sizes, 1 to {largest}"),
                                          largest=MAX_BATCH_SIZE))
        self.seconds_box.setLocale(QLocale())  # the decimal comma of the language just chosen
        self.seconds_box.setSuffix(f" {unit_word('s')}")
        self.seconds_box.setToolTip(translate("Experiments", "Measuring time per point, after 3 warm-up steps"))
        self.options.retranslate()
        self._show_question()

    def set_devices(self, devices: tuple[str, ...]) -> None:
        """One check box per device torch can use here, all ticked (kept for later while a recording's are shown)."""
        if self._kept is not None:
            self._kept.machine_devices = devices
            return
        self._make_device_checks(devices)

    def _make_device_checks(self, devices: tuple[str, ...]) -> None:
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

    @property
    def comparison_title(self) -> str:
        """The comparison chosen, by its English title (as saved and exported with the experiment)."""
        return SWEEP_TITLE if self.is_custom else PRESETS[self.preset_key].title

    def _on_model_changed(self) -> None:
        self.options.set_model(self.model_box.currentData(), self.is_custom and self._kept is None)

    def _on_preset_changed(self) -> None:
        for widget in [self.model_box, self.batches_edit, *self.device_checks.values(),
                       *self.precision_checks.values()]:
            widget.setEnabled(self.is_custom)
        self.options.enable(self.is_custom)
        self._show_question()
        self.sig_preset_changed.emit()

    def _show_question(self) -> None:
        """What the chosen comparison asks, with its series and batch sizes and what this machine cannot measure,
        and how its points are measured."""
        self.explanation_label.setText(translate("Experiments", METHODS.get(self.preset_key, METHODS[""])))
        if self.is_custom:
            self.question_label.setText(translate("Experiments", "How do throughput and memory change with batch "
                                                                 "size on each device?"))
            return
        experiment = self.experiment()
        question = fill(translate("Experiments", "{question} ({series} series at batch sizes {sizes})"),
                        question=translate("Experiments", PRESETS[self.preset_key].question),
                        series=len(experiment.variants), sizes=", ".join(str(b) for b in experiment.batch_sizes))
        if experiment.seq_lens:
            question = fill(translate("Experiments", "{question} ({series} series at sequence lengths {lengths}, "
                                                     "batch {batch})"),
                            question=translate("Experiments", PRESETS[self.preset_key].question),
                            series=len(experiment.variants), batch=experiment.batch_sizes[0],
                            lengths=", ".join(str(n) for n in experiment.seq_lens))
        note = f"<br><i>{translate('Experiments', experiment.note)}</i>" if experiment.note else ""
        self.question_label.setText(question + note)

    def _chosen(self) -> tuple[list[str], list[str]]:
        devices = [name for name, check in self.device_checks.items() if check.isChecked()]
        precisions = [name for name, check in self.precision_checks.items() if check.isChecked()]
        if not devices or not precisions:
            raise UserError(translate("Experiments", "Choose at least one device and one precision."))
        return devices, precisions

    def _config(self, **fields: Any) -> TrainConfig:
        """The chosen model with its run settings, as `sweep --model ... --dataset ... --offline` builds it."""
        return self.options.config(self.model_box.currentData(), **fields)

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
        return largest_batch_experiment(self._config(device=devices[0], precision=precisions[0]),
                                        self.seconds_box.value())

    def set_running(self, running: bool) -> None:
        self.preset_box.setEnabled(not running and self._kept is None)

    # ------------------------------------------------------------------ a recorded experiment's choices

    def _fields(self) -> list[QWidget]:
        return [self.preset_box, self.model_box, self.batches_edit, self.seconds_box, *self.device_checks.values(),
                *self.precision_checks.values(), *self.options.widgets]

    def show_recorded(self, experiment: Experiment) -> None:
        """A recorded experiment's comparison, model, devices (those this machine lacks too), precisions, batch sizes
        and time per point, read-only until ``end_recorded``."""
        if self._kept is None:
            self._kept = _Kept(self.preset_box.currentIndex(), self.model_box.currentIndex(),
                               {name: check.isChecked() for name, check in self.device_checks.items()},
                               {name: check.isChecked() for name, check in self.precision_checks.items()},
                               self.batches_edit.text(), self.seconds_box.value(), self.options.settings())
        configs = [variant.config for variant in experiment.variants]
        devices = list(dict.fromkeys(config.device for config in configs))
        precisions = {config.precision for config in configs}
        preset = next((key for key, preset in PRESETS.items() if preset.title == experiment.title), "")
        self.preset_box.setCurrentIndex(max(self.preset_box.findData(preset), 0))
        self.model_box.setCurrentIndex(max(self.model_box.findData(configs[0].model), 0))
        self.options.show(SweepModelOptions.of(configs[0]))
        self._make_device_checks(tuple(dict.fromkeys([*self.device_checks, *devices])))
        for name, check in self.device_checks.items():
            check.setChecked(name in devices)
        for name, check in self.precision_checks.items():
            check.setChecked(name in precisions)
        self.batches_edit.setText(",".join(str(size) for size in experiment.batch_sizes))
        self.seconds_box.setValue(experiment.seconds_per_point)
        for widget in self._fields():
            widget.setEnabled(False)
        self._show_question()

    def end_recorded(self) -> None:
        """This machine's choices again, as they were before the recording, editable."""
        kept, self._kept = self._kept, None
        if kept is None:
            return
        self._make_device_checks(kept.machine_devices or tuple(kept.devices))
        for name, check in self.device_checks.items():
            check.setChecked(kept.devices.get(name, True))
        for name, check in self.precision_checks.items():
            check.setChecked(kept.precisions[name])
        self.model_box.setCurrentIndex(kept.model)
        self.options.show(kept.settings)
        self.batches_edit.setText(kept.batches)
        self.seconds_box.setValue(kept.seconds)
        self.seconds_box.setEnabled(True)
        self.preset_box.setEnabled(True)
        self.preset_box.setCurrentIndex(kept.preset)
        self._on_preset_changed()  # the fields a comparison fixes are off again, the others on
