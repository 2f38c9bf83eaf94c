"""The Advisor page's inputs: the model to advise on (an AdviceRequest, as `dl-dashboard advise` takes it) and
which GPUs the table and charts show.

Every choice keeps its English key as the item's data; only the words shown are translated.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)

from dashboard.advisor.gpu_spec import SERIES
from dashboard.advisor.inputs import DEFAULT_DATASET_SIZE, default_image_input
from dashboard.advisor.model_file import ModelFile, module_classes, parse_input_shape
from dashboard.advisor.session import AdviceRequest
from dashboard.errors import UserError
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.choices import (
    FREEZE_MODES,
    MODEL_SPECS,
    OPTIMIZERS,
    PRECISIONS,
    TORCHVISION_EXAMPLES,
    TORCHVISION_PREFIX,
    model_spec,
)
from dashboard.training.config import MAX_BATCH_SIZE
from dashboard.ui.advisor.table import Filters, series_name
from dashboard.ui.advisor.wording import TranslatedBox, form_row
from dashboard.ui.model_file_trust import Ask, TrustedModelFiles, ask_to_run

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
        form = self._form = QFormLayout(self)
        self.model_box = _keys_box(tuple(MODEL_SPECS), DEFAULTS.model)
        self.model_box.insertSeparator(self.model_box.count())
        for name in TORCHVISION_EXAMPLES:
            self.model_box.addItem(name, TORCHVISION_PREFIX + name)
        self.model_box.setMaxVisibleItems(20)
        self.files: dict[str, ModelFile] = {}
        """The model files opened, by their item's key ("file:Class")."""
        self.trusted_files: TrustedModelFiles | None = None
        """The files allowed to run; None: those kept in the window's settings (``_trusted``)."""
        self.ask_to_run: Ask = ask_to_run
        self.asking = False
        """True while the question is on show (a modal dialog: the page's timers still fire meanwhile)."""
        self.open_model_button = QPushButton()
        self.open_model_button.clicked.connect(self.ask_model_file)
        model_row = QWidget()
        row = QHBoxLayout(model_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.model_box, 1)
        row.addWidget(self.open_model_button)
        self.shape_edit = QLineEdit("3,224,224")
        self.shape_edit.editingFinished.connect(self._on_shape_edited)
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
        texts.set(self.open_model_button.setText, lambda: translate("Advisor", "Open model file…"))
        texts.set(self.open_model_button.setToolTip, lambda: translate(
            "Advisor", "Your own nn.Module from a Python file: it is built and traced in a separate process, with "
                       "random weights, on inputs of the shape you give"))
        texts.set(self.shape_edit.setToolTip, lambda: translate(
            "Advisor", "One sample's input shape, e.g. 3,224,224 (channels, height, width); the model returns one "
                       "row of class scores per sample"))
        form_row(form, texts, lambda: translate("Advisor", "Model"), model_row)
        form_row(form, texts, lambda: translate("Advisor", "Input shape"), self.shape_edit)
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
        _name_items(self.model_box, self._model_name)
        _name_items(self.precision_box, str)
        _name_items(self.optimizer_box, lambda name: OPTIMIZER_NAMES.get(name, name))
        _name_items(self.freeze_box, lambda name: translate("Advisor", FREEZE_NAMES[name]))

    def _model_name(self, key: str) -> str:
        if key in self.files:
            return fill(translate("Advisor", "{model} (from {file})"), model=self.files[key].class_name,
                        file=self.files[key].path.name)
        if key.startswith(TORCHVISION_PREFIX):
            return fill(translate("Advisor", "{model} (torchvision)"), model=key.removeprefix(TORCHVISION_PREFIX))
        return fill(translate("Advisor", "{model} ({kind})"), model=key,
                    kind=translate("Advisor", KINDS[MODEL_SPECS[key].kind]))

    def _on_model_changed(self) -> None:
        key = self.model_box.currentData()
        spec = model_spec(key)
        from_file = key in self.files
        self._form.setRowVisible(self.shape_edit, from_file)
        self._form.setRowVisible(self.resolution_box, not from_file)  # the shape says it for a file's model
        self.model_box.setToolTip(str(self.files[key].path) if from_file else "")
        self.resolution_box.setEnabled(spec is not None and spec.kind != "text")
        self.resolution_box.blockSignals(True)
        self.resolution_box.setValue((default_image_input(key)[0] or 32) if spec else 224)
        self.resolution_box.blockSignals(False)
        transfer = spec is not None and spec.transfer
        self.freeze_box.setEnabled(transfer)
        if not transfer:
            self.freeze_box.blockSignals(True)
            self.freeze_box.setCurrentIndex(self.freeze_box.findData("full"))
            self.freeze_box.blockSignals(False)
        self.sig_changed.emit()

    def request(self) -> AdviceRequest:
        """The form as the request `dl-dashboard advise` would make (the input size as chosen)."""
        model = self.model_box.currentData()
        spec = model_spec(model)
        model_file = self.files.get(model)
        return AdviceRequest(model=model, batch_size=self.batch_box.value(), precision=self.precision_box.currentData(),
                             optimizer=self.optimizer_box.currentData(), freeze=self.freeze_box.currentData(),
                             resolution=self.resolution_box.value() if spec and spec.kind == "image" else None,
                             dataset_size=self.dataset_box.value(), model_file=model_file)

    def show_request(self, request: AdviceRequest) -> bool:
        """Set the form to ask ``request`` (a recording's model, then the form as it was); False, unchanged, for a
        model this form does not list."""
        index = self.model_box.findData(request.model)
        if index < 0:
            return False
        self.model_box.setCurrentIndex(index)  # sets the model's own input size: the request's is set after
        for box, key in ((self.precision_box, request.precision), (self.optimizer_box, request.optimizer),
                         (self.freeze_box, request.freeze)):
            box.setCurrentIndex(max(0, box.findData(key)))
        self.batch_box.setValue(request.batch_size)
        if request.resolution is not None:
            self.resolution_box.setValue(request.resolution)
        self.dataset_box.setValue(request.dataset_size)
        return True

    # ------------------------------------------------------------------ a model file

    def ask_model_file(self) -> None:
        """Ask for a Python file, then for the class in it when there are several."""
        path, _ = QFileDialog.getOpenFileName(self, translate("Advisor", "Open model file"), "",
                                              translate("Advisor", "Python files (*.py)"))
        if not path:
            return
        try:
            classes = module_classes(Path(path))
        except UserError as err:
            QMessageBox.warning(self, translate("Advisor", "Open model file"), str(err))
            return
        if not classes:
            QMessageBox.warning(self, translate("Advisor", "Open model file"), fill(translate(
                "Advisor", "{file} defines no class: the Advisor needs an nn.Module subclass it can build with no "
                           "arguments."), file=Path(path).name))
            return
        name, chosen = classes[0], True
        if len(classes) > 1:
            name, chosen = QInputDialog.getItem(self, translate("Advisor", "Open model file"),
                                                translate("Advisor", "The model class to build:"), classes, 0, False)
        if chosen:
            self.add_model_file(Path(path), name)

    def add_model_file(self, path: Path, class_name: str) -> bool:
        """List the model and choose it (the page profiles it in a child process), once the person has allowed the
        file to run; False when they did not."""
        if not self.allowed_to_run(path):
            return False
        model_file = ModelFile(path, class_name, self._shape())
        key = model_file.name
        self.files[key] = model_file
        if self.model_box.findData(key) < 0:
            self.model_box.addItem("", key)
        self.model_box.setItemText(self.model_box.findData(key), self._model_name(key))
        self.model_box.setCurrentIndex(self.model_box.findData(key))
        self._on_model_changed()
        return True

    def allowed_to_run(self, path: Path) -> bool:
        """Whether the file may run: allowed before as it is now, else asked (``model_file_trust``)."""
        self.asking = True
        try:
            return self._trusted().allowed(path, self, self.ask_to_run)
        finally:
            self.asking = False

    def forget_model_file(self, key: str) -> None:
        """Take a model file off the list (it was not allowed to run) and choose the default model."""
        self.files.pop(key, None)
        index = self.model_box.findData(key)
        if index >= 0:
            self.model_box.removeItem(index)
        self.model_box.setCurrentIndex(self.model_box.findData(DEFAULTS.model))
        self._on_model_changed()

    def _trusted(self) -> TrustedModelFiles:
        if self.trusted_files is not None:
            return self.trusted_files
        settings = getattr(self.window(), "settings", None)  # the main window's; the app's own elsewhere
        return TrustedModelFiles(settings if isinstance(settings, QSettings) else QSettings())

    def _shape(self) -> tuple[int, ...]:
        try:
            return parse_input_shape(self.shape_edit.text())
        except UserError:
            return (3, 224, 224)

    def _on_shape_edited(self) -> None:
        try:
            shape = parse_input_shape(self.shape_edit.text())
        except UserError as err:
            self.shape_edit.setProperty("invalid", True)
            self.shape_edit.setToolTip(str(err))
            return
        self.shape_edit.setProperty("invalid", False)
        key = self.model_box.currentData()
        if key in self.files and self.files[key].input_shape != shape:
            self.files[key] = dataclasses.replace(self.files[key], input_shape=shape)
            self.sig_changed.emit()


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
        key = box.itemData(index)
        if key is not None:  # not a separator
            box.setItemText(index, name(key))
