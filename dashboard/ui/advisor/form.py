"""The Advisor page's inputs: the model to advise on (an AdviceRequest, as `dl-dashboard advise` takes it) and
which GPUs the table and charts show.

Every choice keeps its English key as the item's data; only the words shown are translated.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QSpinBox, QWidget

from dashboard.advisor.gpu_spec import SERIES
from dashboard.advisor.inputs import DEFAULT_DATASET_SIZE, default_image_input
from dashboard.advisor.session import AdviceRequest
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.choices import FREEZE_MODES, MODEL_SPECS, OPTIMIZERS, PRECISIONS
from dashboard.training.config import MAX_BATCH_SIZE
from dashboard.ui.advisor.table import Filters, series_name
from dashboard.ui.advisor.wording import TranslatedBox, form_row

VENDORS = (("", ""), ("NVIDIA", "nvidia"), ("AMD", "amd"), ("Apple", "apple"))
"""(name, key); the first is "All vendors" in the reader's language."""
KINDS = {"image": QT_TRANSLATE_NOOP("Advisor", "image"), "text": QT_TRANSLATE_NOOP("Advisor", "text")}
FREEZE_NAMES = {"frozen": QT_TRANSLATE_NOOP("Advisor", "backbone frozen (head only)"),
                "last-block": QT_TRANSLATE_NOOP("Advisor", "last block + head"),
                "full": QT_TRANSLATE_NOOP("Advisor", "full")}
"""As the Training lab names them."""
OPTIMIZER_NAMES = {"adam": "Adam", "adamw": "AdamW", "sgd": "SGD"}
DEFAULTS = AdviceRequest()


class AdvisorForm(TranslatedBox):
    """The model, batch, precision, optimizer, what trains, the input size and the epoch; ``sig_changed`` on any."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lambda: translate("Advisor", "Your model"), parent)
        form = QFormLayout(self)
        self.model_box = _keys_box(tuple(MODEL_SPECS), DEFAULTS.model)
        self.batch_box = QSpinBox()
        self.batch_box.setRange(1, MAX_BATCH_SIZE)
        self.batch_box.setValue(DEFAULTS.batch_size)
        self.precision_box = _keys_box(PRECISIONS, DEFAULTS.precision)
        self.optimizer_box = _keys_box(OPTIMIZERS, DEFAULTS.optimizer)
        self.freeze_box = _keys_box(FREEZE_MODES, DEFAULTS.freeze)
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(16, 512)
        self.resolution_box.setSuffix(" px")
        self.dataset_box = QSpinBox()
        self.dataset_box.setRange(1, 100_000_000)
        self.dataset_box.setValue(DEFAULT_DATASET_SIZE)
        self.dataset_box.setGroupSeparatorShown(True)
        texts = self.texts
        texts.set(self.dataset_box.setSuffix, lambda: " " + translate("Advisor", "samples", "a spin box's unit"))
        texts.set(self.dataset_box.setToolTip, lambda: fill(
            translate("Advisor", "Samples per epoch, for the epoch times ({size:,}: CIFAR-10's training set)"),
            size=DEFAULT_DATASET_SIZE))
        form_row(form, texts, lambda: translate("Advisor", "Model"), self.model_box)
        form_row(form, texts, lambda: translate("Advisor", "Batch size"), self.batch_box)
        form_row(form, texts, lambda: translate("Advisor", "Precision"), self.precision_box)
        form_row(form, texts, lambda: translate("Advisor", "Optimizer"), self.optimizer_box)
        form_row(form, texts, lambda: translate("Advisor", "Train"), self.freeze_box)
        form_row(form, texts, lambda: translate("Advisor", "Input size"), self.resolution_box)
        form_row(form, texts, lambda: translate("Advisor", "Epoch"), self.dataset_box)
        self.model_box.currentIndexChanged.connect(self._on_model_changed)
        for spin in (self.batch_box, self.resolution_box, self.dataset_box):
            spin.valueChanged.connect(self.sig_changed)
        for combo in (self.precision_box, self.optimizer_box, self.freeze_box):
            combo.currentIndexChanged.connect(self.sig_changed)
        self.retranslate()
        self._on_model_changed()

    def retranslate(self) -> None:
        super().retranslate()
        _name_items(self.model_box, lambda name: fill(translate("Advisor", "{model} ({kind})"), model=name,
                                                      kind=translate("Advisor", KINDS[MODEL_SPECS[name].kind])))
        _name_items(self.precision_box, str)
        _name_items(self.optimizer_box, lambda name: OPTIMIZER_NAMES.get(name, name))
        _name_items(self.freeze_box, lambda name: translate("Advisor", FREEZE_NAMES[name]))

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


class GpuFilterBox(TranslatedBox):
    """Which GPUs to show: vendor, series, memory type, at least some memory, only those the model fits on."""

    sig_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lambda: translate("Advisor", "Show"), parent)
        form = QFormLayout(self)
        self.vendor_box = _keys_box(tuple(key for _, key in VENDORS), "")
        self.series_box = _keys_box(("", *SERIES), "")
        self.memory_type_box = _keys_box(("",), "")
        self.min_memory_box = QDoubleSpinBox()
        self.min_memory_box.setRange(0, 1024)
        self.min_memory_box.setDecimals(0)
        self.min_memory_box.setSuffix(" GB")
        self.fitting_box = QCheckBox()
        texts = self.texts
        texts.set(self.fitting_box.setText, lambda: translate("Advisor", "only GPUs it fits on"))
        form_row(form, texts, lambda: translate("Advisor", "Vendor"), self.vendor_box)
        form_row(form, texts, lambda: translate("Advisor", "Series"), self.series_box)
        form_row(form, texts, lambda: translate("Advisor", "Memory type"), self.memory_type_box)
        form_row(form, texts, lambda: translate("Advisor", "At least"), self.min_memory_box)
        form.addRow(self.fitting_box)
        for combo in (self.vendor_box, self.series_box, self.memory_type_box):
            combo.currentIndexChanged.connect(self.sig_changed)
        self.min_memory_box.valueChanged.connect(self.sig_changed)
        self.fitting_box.toggled.connect(self.sig_changed)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        vendors = dict((key, name) for name, key in VENDORS)
        _name_items(self.vendor_box, lambda key: vendors[key] or translate("Advisor", "All vendors"))
        _name_items(self.series_box, lambda key: series_name(key) if key else translate("Advisor", "All series"))
        _name_items(self.memory_type_box, lambda key: key or translate("Advisor", "All memory types"))

    def filters(self) -> Filters:
        return Filters(self.vendor_box.currentData(), self.series_box.currentData(),
                       self.memory_type_box.currentData(), self.min_memory_box.value(), self.fitting_box.isChecked())

    def set_memory_types(self, types: list[str]) -> None:
        """The memory types of the GPUs in the table, keeping the one chosen when it is still there."""
        current = self.memory_type_box.currentData()
        self.memory_type_box.blockSignals(True)
        self.memory_type_box.clear()
        for key in ("", *types):
            self.memory_type_box.addItem(key or translate("Advisor", "All memory types"), key)
        self.memory_type_box.setCurrentIndex(max(self.memory_type_box.findData(current), 0))
        self.memory_type_box.blockSignals(False)


def _keys_box(keys: tuple[str, ...], current: str) -> QComboBox:
    """A combo box of English keys (its items' data); ``_name_items`` writes what each shows."""
    box = QComboBox()
    for key in keys:
        box.addItem(key, key)
    box.setCurrentIndex(box.findData(current))
    return box


def _name_items(box: QComboBox, name: Callable[[str], str]) -> None:
    """Each item's text in the reader's language, from its key."""
    for index in range(box.count()):
        box.setItemText(index, name(box.itemData(index)))
