"""The run settings a custom sweep measures with, beside its model: dataset, optimizer, fine-tuning, resolution, CPU
threads and downloads, the same that `dl-dashboard sweep` takes as --dataset, --optimizer, --freeze, --resolution,
--threads and --offline (issue 33: the window's sweep had none of them, so it could not measure what the command line
measured). Their words are the Training lab's, and so are their translations."""

from __future__ import annotations

import dataclasses
import os
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from dashboard.text import translate
from dashboard.training.choices import DATASET_SPECS, FREEZE_MODES, MODEL_SPECS, OPTIMIZERS
from dashboard.training.config import TrainConfig
from dashboard.ui.training.form import MODEL_DEFAULT, choice_box, name_choices, name_datasets, resolution_default

MAX_RESOLUTION_PX = 512


@dataclasses.dataclass(frozen=True)
class ModelSettings:
    """The settings shown, as the TrainConfig fields they set (kept while a recorded experiment's are shown)."""

    dataset: str | None
    optimizer: str
    freeze: str
    resolution: int | None
    threads: int | None
    allow_download: bool


class SweepModelOptions:
    """Rows of a form for the run settings of a sweep's model; ``settings`` reads them, ``show`` sets them."""

    def __init__(self, form: QFormLayout) -> None:
        defaults = TrainConfig()
        self.dataset_box = QComboBox()
        self.optimizer_box = choice_box(OPTIMIZERS, defaults.optimizer)
        self.freeze_box = choice_box(FREEZE_MODES, defaults.freeze)
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(MODEL_DEFAULT, MAX_RESOLUTION_PX)
        self.resolution_box.setSuffix(" px")
        self.threads_box = QSpinBox()
        self.threads_box.setRange(0, os.cpu_count() or 1)
        self.download_box = QCheckBox()
        self.download_box.setChecked(defaults.allow_download)  # as the command line: downloads unless --offline
        self.labels = [QLabel() for _ in range(5)]
        for label, widget in zip(self.labels, (self.dataset_box, self.optimizer_box, self.freeze_box,
                                               self.resolution_box, self.threads_box), strict=True):
            form.addRow(label, widget)
        form.addRow(self.download_box)
        self._model = ""

    @property
    def widgets(self) -> list[QWidget]:
        return [self.dataset_box, self.optimizer_box, self.freeze_box, self.resolution_box, self.threads_box,
                self.download_box]

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (translate("Training", "Dataset"), translate("Training", "Optimizer"),
                                             translate("Training", "Fine-tuning"), translate("Training", "Resolution"),
                                             translate("Training", "CPU threads")), strict=True):
            label.setText(text)
        name_choices(self.optimizer_box)
        name_choices(self.freeze_box)
        name_datasets(self.dataset_box)
        self.threads_box.setSpecialValueText(translate("Training", "torch's default"))
        if self._model:
            self.resolution_box.setSpecialValueText(resolution_default(self._model))
        self.download_box.setText(translate("Training", "download when needed"))

    def set_model(self, model: str, enabled: bool = True) -> None:
        """The datasets of ``model``'s kind (the one chosen kept where it fits), and the rows it has a use for."""
        spec = MODEL_SPECS[model]
        previous = self.dataset_box.currentData()
        self._model = model
        self.dataset_box.clear()
        for name, dataset in DATASET_SPECS.items():
            if dataset.kind == spec.kind:
                self.dataset_box.addItem("", name)  # named by retranslate
        default = TrainConfig.for_model(model).dataset
        self.dataset_box.setCurrentIndex(max(self.dataset_box.findData(previous if previous in DATASET_SPECS and
                                                                       DATASET_SPECS[previous].kind == spec.kind
                                                                       else default), 0))
        if not spec.transfer:
            self.freeze_box.setCurrentIndex(FREEZE_MODES.index("full"))
        self.resolution_box.setValue(MODEL_DEFAULT)
        self.enable(enabled)
        self.retranslate()

    def enable(self, enabled: bool) -> None:
        """Every row on or off (a comparison fixes its own settings); fine-tuning for a model with pretrained
        weights only, the resolution for an image model only."""
        spec = MODEL_SPECS[self._model] if self._model else None
        for widget in self.widgets:
            widget.setEnabled(enabled)
        self.freeze_box.setEnabled(enabled and spec is not None and spec.transfer)
        self.resolution_box.setEnabled(enabled and spec is not None and spec.kind == "image")

    def settings(self) -> ModelSettings:
        resolution = self.resolution_box.value()
        image = bool(self._model) and MODEL_SPECS[self._model].kind == "image"
        return ModelSettings(dataset=self.dataset_box.currentData(), optimizer=self.optimizer_box.currentData(),
                             freeze=self.freeze_box.currentData(),
                             resolution=resolution if image and resolution > MODEL_DEFAULT else None,
                             threads=self.threads_box.value() or None, allow_download=self.download_box.isChecked())

    def config(self, model: str, **fields: Any) -> TrainConfig:
        """The TrainConfig of ``model`` with these settings (and ``fields``: device, precision)."""
        return TrainConfig.for_model(model, **dataclasses.asdict(self.settings()), **fields)

    def show(self, settings: ModelSettings) -> None:
        for box, value in ((self.dataset_box, settings.dataset), (self.optimizer_box, settings.optimizer),
                           (self.freeze_box, settings.freeze)):
            box.setCurrentIndex(max(box.findData(value), 0))
        self.resolution_box.setValue(settings.resolution or MODEL_DEFAULT)
        self.threads_box.setValue(settings.threads or 0)
        self.download_box.setChecked(settings.allow_download)

    @staticmethod
    def of(config: TrainConfig) -> ModelSettings:
        return ModelSettings(config.dataset, config.optimizer, config.freeze, config.resolution, config.threads,
                             config.allow_download)
