"""The Advisor page's model chooser: the lab's models, torchvision's, and a person's own model file; and the note on
how good its speed estimates are."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from dashboard.advisor.model_file import module_classes
from dashboard.advisor.speed import FITTED
from dashboard.errors import UserError
from dashboard.training.choices import TORCHVISION_EXAMPLES
from dashboard.ui.model_file_trust import TrustedModelFiles

MODEL_FILE = """
import torch
from torch import nn


class Helper:
    pass


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Flatten(), nn.Linear(3 * 8 * 8, 10))

    def forward(self, x):
        return self.body(x)
"""


@pytest.fixture
def page(advisor_page):
    return advisor_page


def test_every_listed_torchvision_model_exists_in_torchvision():
    import torchvision

    assert set(TORCHVISION_EXAMPLES) <= set(torchvision.models.list_models(module=torchvision.models))


def test_a_torchvision_model_is_chosen_by_name_and_advised_on(qtbot, page):
    box = page.form.model_box  # alexnet: eight layers, the quickest listed model to trace
    index = box.findData("torchvision:alexnet")
    assert index > box.findData("resnet18") and box.itemText(index) == "alexnet (torchvision)"
    box.setCurrentIndex(index)
    assert not page.form._form.isRowVisible(page.form.shape_edit)
    request = page.form.request()
    assert request.model == "torchvision:alexnet" and request.resolution == 224 and request.model_file is None
    with qtbot.waitSignal(page.sig_advice, timeout=60_000) as signal:
        page.request_advice()
    assert signal.args[0].profile.model == "torchvision:alexnet"


def test_a_model_file_is_listed_with_its_class_and_shape(qtbot, page, tmp_path, settings):
    path = tmp_path / "my_model.py"
    path.write_text(MODEL_FILE, encoding="utf-8")
    assert module_classes(path) == ["Tiny", "Helper"]  # nn.Module subclasses first
    page.form.shape_edit.setText("3,8,8")
    page.form.trusted_files = TrustedModelFiles(settings)
    page.form.ask_to_run = lambda _parent, _path: True  # Run (tests/test_model_file_trust_gui.py asks the question)
    assert page.form.add_model_file(path, "Tiny")
    box = page.form.model_box
    assert box.currentData() == "file:Tiny" and box.currentText() == "Tiny (from my_model.py)"
    assert page.form._form.isRowVisible(page.form.shape_edit)
    assert not page.form._form.isRowVisible(page.form.resolution_box) and box.toolTip() == str(path)
    request = page.form.request()
    assert request.model_file is not None and request.model_file.input_shape == (3, 8, 8)
    assert request.model_file.path == path and request.resolution is None
    page.form.shape_edit.setText("3,x")
    page.form.shape_edit.editingFinished.emit()
    assert page.form.shape_edit.property("invalid") and "not allowed" in page.form.shape_edit.toolTip()
    assert page.form.request().model_file.input_shape == (3, 8, 8)  # the last shape that was allowed
    with qtbot.waitSignal(page.form.sig_changed):
        page.form.shape_edit.setText("3,16,16")
        page.form.shape_edit.editingFinished.emit()
    assert page.form.request().model_file.input_shape == (3, 16, 16)
    page.form.retranslate()
    assert box.currentText() == "Tiny (from my_model.py)"


def test_a_file_that_does_not_parse_is_refused_with_a_reason(tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("class Oops(nn.Module:\n", encoding="utf-8")
    with pytest.raises(UserError, match="broken.py is not Python that parses"):
        module_classes(broken)
    with pytest.raises(UserError, match="cannot be read"):
        module_classes(tmp_path / "missing.py")
    empty = tmp_path / "empty.py"
    empty.write_text("x = 1\n", encoding="utf-8")
    assert module_classes(empty) == []


def test_how_good_is_this_estimate_says_what_the_fit_measured(qtbot, page):
    assert "How good is this estimate?" in page.accuracy_link.text()
    box = page.show_accuracy()
    assert isinstance(box, QMessageBox) and box.isVisible()  # open(): the page keeps running
    text = box.text()
    assert f"{FITTED.points} measured training steps" in text
    assert f"{FITTED.coverage:.0%}" in text and f"{FITTED.held_out_within:.0%}" in text
    assert "docs/advisor-accuracy.md" in text
    box.close()


def test_the_page_says_on_what_the_speeds_stand_in_the_readers_language(qtbot, page, language):
    """Issue 36: the basis of the estimates in one line above the table, as the table shown stands: the fitted
    model, with how it did on measurements left out of its fit; a step timed on this machine's GPU; or a step of the
    model profiled there and scaled per operator, each row saying whether it was scaled or is the model's."""
    from dashboard.advisor.speed import CALIBRATED_SOURCE, Efficiency
    from tests.measured_sources import h100_source

    line = page.accuracy_link.text()
    assert "Speeds estimated from the model, not measured on these GPUs" in line
    assert f"{FITTED.held_out_within:.0%} of such estimates came within 1.5x" in line
    language("pl")
    page.retranslate()
    polish = page.accuracy_link.text()
    assert "Szybkości oszacowane z modelu" in polish and f"{FITTED.held_out_within * 100:.0f}" in polish
    assert "How good" not in polish
    with qtbot.waitSignal(page.sig_advice, timeout=60_000):
        page._on_bench_calibrated(Efficiency(0.9, 1.5, 1.2, CALIBRATED_SOURCE, "GeForce RTX 3060"))
    assert "zmierzonego na twoim GeForce RTX 3060" in page.accuracy_link.text()
    language("en")
    page.retranslate()
    assert "Speeds scaled from a step measured on your GeForce RTX 3060: expect them within \u00b125%." in (
        page.accuracy_link.text())
    request = page.form.request()
    with qtbot.waitSignal(page.sig_advice, timeout=60_000) as shown:
        page._on_bench_scaled(h100_source(request))
    assert ("Speeds scaled per operator from a step of your model measured on your H100 SXM5 80GB: scaled from an "
            "H100 to 11 other GPUs, such estimates were off by 5% in the median.") in page.accuracy_link.text()
    notes = {row.name: row.note for row in shown.args[0].gpus}
    assert "scaled from your H100 SXM5 80GB, measured" in notes["GeForce RTX 3060 12GB"]
    assert "from the model, not measured" in notes["Instinct MI300X"]
    model = page.table_model  # the note column is narrow: hovering anywhere on the row shows the whole note
    row = next(i for i, r in enumerate(model.rows) if r.name == "GeForce RTX 3060 12GB")
    tip = model.data(model.index(row, 1), Qt.ItemDataRole.ToolTipRole)
    assert "scaled from your H100 SXM5 80GB, measured" in tip
    language("pl")
    page.retranslate()
    assert "operator po operatorze z kroku twojego modelu zmierzonego na twoim H100" in page.accuracy_link.text()
    page.form.precision_box.setCurrentIndex(page.form.precision_box.findData("bf16"))
    with qtbot.waitSignal(page.sig_advice, timeout=60_000):  # another precision: the step does not apply to it
        page.request_advice()
    assert "zmierzonego na twoim GeForce RTX 3060" in page.accuracy_link.text()


def test_how_good_is_this_estimate_says_how_measured_scaling_did_too(qtbot, page, language):
    from dashboard.advisor.measured_scaling import SCALED_MEDIAN_ERROR

    box = page.show_accuracy()
    assert (f"off by {SCALED_MEDIAN_ERROR:.0%} in the median; each row then says whether it was scaled or comes "
            "from the model") in box.text()
    assert box.text().rstrip().endswith("python -m dashboard.advisor.accuracy.")  # the docs last
    box.close()
    language("es")
    box = page.show_accuracy()
    assert "Medido frente a pico también perfila un paso de tu modelo" in box.text()
    box.close()
