"""The Advisor's inputs for a language model: a model from the built-in table or the user's own config.json, the
mode (full fine-tuning, LoRA, QLoRA, inference), the context length, the batch and LoRA's rank; and the switch
between advising on a vision (or other) model and on a language model.

A config.json is read as JSON (``llm_config.read_config_file``, at most 1 MiB): a bad one is refused in one line
shown in the form, and the model chosen before stays.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QWidget,
)

from dashboard.advisor.llm_config import LlmConfig, builtin_models, read_config_file
from dashboard.advisor.llm_memory import DEFAULT_CONTEXT, MAX_BATCH, MAX_CONTEXT, MAX_RANK, MODES, LlmRequest
from dashboard.advisor.llm_words import MODE_NAMES
from dashboard.errors import UserError
from dashboard.text import QT_TRANSLATE_NOOP, fill, say_words, translate, words_of
from dashboard.ui.advisor.wording import TranslatedBox, form_row
from dashboard.ui.layout import wrapped_label

KINDS = {"vision": QT_TRANSLATE_NOOP("Advisor", "Vision and other models"),
         "llm": QT_TRANSLATE_NOOP("Advisor", "Language model")}
DEFAULT_MODEL = "llama-3-8b"
DEFAULT_MODE = "lora"
DEFAULT_RANK = 16
FILE_PREFIX = "file:"


class KindBox(TranslatedBox):
    """What the Advisor advises on: a vision (or other) model traced here, or a language model from its shape."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lambda: translate("Advisor", "Advise on"), parent)
        form = QFormLayout(self)
        self.kind_box = QComboBox()
        for key in KINDS:
            self.kind_box.addItem("", key)
        form.addRow(self.kind_box)
        self.kind_box.currentIndexChanged.connect(self.sig_changed)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        for index in range(self.kind_box.count()):
            self.kind_box.setItemText(index, translate("Advisor", KINDS[self.kind_box.itemData(index)]))

    @property
    def kind(self) -> str:
        return str(self.kind_box.currentData())

    def set_kind(self, kind: str) -> None:
        self.kind_box.setCurrentIndex(self.kind_box.findData(kind))


class LlmForm(TranslatedBox):
    """The language model, mode, context, batch and rank; ``sig_changed`` on any."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lambda: translate("Advisor", "Your language model"), parent)
        form = self._form = QFormLayout(self)
        self.configs: dict[str, LlmConfig] = {model.name: model for model in builtin_models()}
        """Every model listed, by its item's key: the table's names, then "file:PATH" for each config.json opened."""
        self.model_box = QComboBox()
        for model in builtin_models():
            self.model_box.addItem(model.title, model.name)
        self.model_box.setCurrentIndex(self.model_box.findData(DEFAULT_MODEL))
        self.model_box.setMaxVisibleItems(20)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.ask_config_file)
        model_row = QWidget()
        row = QHBoxLayout(model_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.model_box, 1)
        row.addWidget(self.open_button)
        self.refusal_label = wrapped_label("", "banner")
        self.refusal_label.setVisible(False)
        self.mode_box = QComboBox()
        for mode in MODES:
            self.mode_box.addItem("", mode)
        self.mode_box.setCurrentIndex(self.mode_box.findData(DEFAULT_MODE))
        self.context_box = _spin(1, MAX_CONTEXT, DEFAULT_CONTEXT)
        self.batch_box = _spin(1, MAX_BATCH, 1)
        self.rank_box = _spin(1, MAX_RANK, DEFAULT_RANK)
        texts = self.texts
        texts.set(self.open_button.setText, lambda: translate("Advisor", "Open config.json…"))
        texts.set(self.open_button.setToolTip, lambda: translate(
            "Advisor", "Your own model's Hugging Face config.json: read as JSON (nothing in it runs), at most 1 MiB"))
        texts.set(self.context_box.setSuffix, lambda: " " + translate("Advisor", "tokens", "a spin box's unit"))
        texts.set(self.context_box.setToolTip, lambda: translate(
            "Advisor", "Tokens per sequence: the training sequence length, or the prompt and the generated tokens"))
        texts.set(self.batch_box.setToolTip, lambda: translate("Advisor", "Sequences per step"))
        texts.set(self.rank_box.setToolTip, lambda: translate(
            "Advisor", "LoRA's rank r: each adapted projection gains r x (inputs + outputs) trained parameters"))
        form_row(form, texts, lambda: translate("Advisor", "Model"), model_row)
        form.addRow(self.refusal_label)
        form_row(form, texts, lambda: translate("Advisor", "Mode"), self.mode_box)
        form_row(form, texts, lambda: translate("Advisor", "Context length"), self.context_box)
        form_row(form, texts, lambda: translate("Advisor", "Batch size"), self.batch_box)
        form_row(form, texts, lambda: translate("Advisor", "LoRA rank"), self.rank_box)
        self.model_box.currentIndexChanged.connect(self._on_model_changed)
        self.mode_box.currentIndexChanged.connect(self._on_mode_changed)
        for spin in (self.context_box, self.batch_box, self.rank_box):
            spin.valueChanged.connect(self.sig_changed)
        self.retranslate()
        self._on_mode_changed()

    def retranslate(self) -> None:
        super().retranslate()
        for index in range(self.mode_box.count()):
            self.mode_box.setItemText(index, translate("Advisor", MODE_NAMES[self.mode_box.itemData(index)]))
        for index in range(self.model_box.count()):
            key = self.model_box.itemData(index)
            if key.startswith(FILE_PREFIX):
                self.model_box.setItemText(index, fill(translate("Advisor", "{model} (from {file})"),
                                                       model=self.configs[key].name, file=Path(key[5:]).name))
        self._set_model_tip()

    def _set_model_tip(self) -> None:
        model = self.model()
        if model.sources:
            self.model_box.setToolTip(fill(translate("Advisor", "Configuration from {source}"),
                                           source=model.sources[0]))
        else:
            self.model_box.setToolTip(self.model_box.currentData().removeprefix(FILE_PREFIX))

    def _on_model_changed(self) -> None:
        self._set_model_tip()
        self.sig_changed.emit()

    def _on_mode_changed(self) -> None:
        self._form.setRowVisible(self.rank_box, self.mode_box.currentData() in ("lora", "qlora"))
        self.sig_changed.emit()

    def model(self) -> LlmConfig:
        return self.configs[self.model_box.currentData()]

    def request(self) -> LlmRequest:
        return LlmRequest(self.mode_box.currentData(), self.context_box.value(), self.batch_box.value(),
                          self.rank_box.value())

    def ask_config_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Advisor", "Open config.json"), "",
                                              translate("Advisor", "JSON files (*.json)"))
        if path:
            self.open_config(Path(path))

    def open_config(self, path: Path) -> bool:
        """List the model of this config.json and choose it; False, with its one-line refusal shown, when it cannot
        be read as a decoder-only model's configuration."""
        try:
            model = read_config_file(path, where=path.name)
        except UserError as err:
            message = str(err)
            words = words_of(err.args[0]) if err.args else None  # said again in the reader's language of then
            self.texts.set(self.refusal_label.setText, lambda: say_words(words) or message)
            self.refusal_label.setVisible(True)
            return False
        self.texts.clear(self.refusal_label.setText)
        self.refusal_label.setVisible(False)
        key = FILE_PREFIX + str(path)
        self.configs[key] = model
        if self.model_box.findData(key) < 0:
            self.model_box.addItem("", key)
        self.retranslate()
        if self.model_box.currentData() == key:
            self.sig_changed.emit()  # the same file again: read again, asked again
        self.model_box.setCurrentIndex(self.model_box.findData(key))
        return True


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    box.setGroupSeparatorShown(True)
    return box
