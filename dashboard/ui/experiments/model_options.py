"""The run settings a custom sweep measures with, beside its model: dataset, optimizer, fine-tuning, attention,
resolution, CPU threads and downloads, the same that `dl-dashboard sweep` takes as --dataset, --optimizer, --freeze,
--attention, --resolution, --threads and --offline (issue 33: the window's sweep had none of them, so it could not
measure what the command line measured). Each row is bound to its TrainConfig field (``bindings``). Their words are
the Training lab's, and so are their translations."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from dashboard.text import translate
from dashboard.training.choices import ATTENTION_KINDS, DATASET_SPECS, FREEZE_MODES, MODEL_SPECS, OPTIMIZERS
from dashboard.training.config import TrainConfig
from dashboard.ui.training.bindings import choice, resolution, switch, whole
from dashboard.ui.training.form import MODEL_DEFAULT, choice_box, name_choices, name_datasets, resolution_default

MAX_RESOLUTION_PX = 512


ModelSettings = dict[str, Any]
"""The settings shown, by the TrainConfig fields they set (kept while a recorded experiment's are shown)."""
SWEEP_FIELDS = ("dataset", "optimizer", "freeze", "attention", "resolution", "threads", "allow_download")


class SweepModelOptions:
    """Rows of a form for the run settings of a sweep's model; ``settings`` reads them, ``show`` sets them."""

    def __init__(self, form: QFormLayout) -> None:
        defaults = TrainConfig()
        self.dataset_box = QComboBox()
        self.optimizer_box = choice_box(OPTIMIZERS, defaults.optimizer)
        self.freeze_box = choice_box(FREEZE_MODES, defaults.freeze)
        self.attention_box = choice_box(ATTENTION_KINDS, defaults.attention)
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(MODEL_DEFAULT, MAX_RESOLUTION_PX)
        self.resolution_box.setSuffix(" px")
        self.threads_box = QSpinBox()
        self.threads_box.setRange(0, os.cpu_count() or 1)
        self.download_box = QCheckBox()
        self.download_box.setChecked(defaults.allow_download)  # as the command line: downloads unless --offline
        self.labels = [QLabel() for _ in range(6)]
        for label, widget in zip(self.labels, (self.dataset_box, self.optimizer_box, self.freeze_box,
                                               self.attention_box, self.resolution_box, self.threads_box),
                                 strict=True):
            form.addRow(label, widget)
        form.addRow(self.download_box)
        self._model = ""
        self.bindings = {"dataset": choice(self.dataset_box), "optimizer": choice(self.optimizer_box),
                         "freeze": choice(self.freeze_box), "attention": choice(self.attention_box),
                         "resolution": resolution(self.resolution_box, lambda: self._model, MODEL_DEFAULT),
                         "threads": whole(self.threads_box, none_at=0), "allow_download": switch(self.download_box)}
        """Each setting's row, by its TrainConfig field (``SWEEP_FIELDS``)."""

    @property
    def widgets(self) -> list[QWidget]:
        return [self.dataset_box, self.optimizer_box, self.freeze_box, self.attention_box, self.resolution_box,
                self.threads_box, self.download_box]

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (translate("Training", "Dataset"), translate("Training", "Optimizer"),
                                             translate("Training", "Fine-tuning"), translate("Training", "Attention"),
                                             translate("Training", "Resolution"), translate("Training", "CPU threads")),
                               strict=True):
            label.setText(text)
        name_choices(self.optimizer_box)
        name_choices(self.freeze_box)
        name_choices(self.attention_box)
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
        if not spec.attention:
            self.attention_box.setCurrentIndex(ATTENTION_KINDS.index("fused"))
        self.resolution_box.setValue(MODEL_DEFAULT)
        self.enable(enabled)
        self.retranslate()

    def enable(self, enabled: bool) -> None:
        """Every row on or off (a comparison fixes its own settings); fine-tuning for a model with pretrained
        weights only, the attention for a transformer only, the resolution for an image model only."""
        spec = MODEL_SPECS[self._model] if self._model else None
        for widget in self.widgets:
            widget.setEnabled(enabled)
        self.freeze_box.setEnabled(enabled and spec is not None and spec.transfer)
        self.attention_box.setEnabled(enabled and spec is not None and spec.attention)
        self.resolution_box.setEnabled(enabled and spec is not None and spec.kind == "image")

    def settings(self) -> ModelSettings:
        return {name: bound.read() for name, bound in self.bindings.items()}

    def config(self, model: str, **fields: Any) -> TrainConfig:
        """The TrainConfig of ``model`` with these settings (and ``fields``: device, precision)."""
        return TrainConfig.for_model(model, **self.settings(), **fields)

    def show(self, settings: ModelSettings) -> None:
        for name, bound in self.bindings.items():
            bound.show(settings[name])

    @staticmethod
    def of(config: TrainConfig) -> ModelSettings:
        return {name: getattr(config, name) for name in SWEEP_FIELDS}
