"""The Training lab in another language: every text it shows (form, buttons, progress lines, saved runs, figure strip,
charts, their legends and ceilings) changes with the language, and back, made again from what the page keeps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dashboard.hardware.sampler import Sampler
from dashboard.recording.timeline import Moment
from dashboard.selfbench.synthetic import synthetic_events, write_synthetic_run
from dashboard.training.choices import MODEL_SPECS
from dashboard.training.config import TrainConfig
from dashboard.training.runs import runs_dir
from dashboard.ui.training.page import TrainingPage
from tests.i18n_walk import WORD, untranslated, visible_texts

NAMES = {"cpu", "cuda", "AdamW", "synthetic", *WORD.findall(" ".join(MODEL_SPECS))}
"""The devices, optimizer and models the page names as they are, and the synthetic runs' own names."""


def folder_names() -> set[str]:
    """The words of the saved runs' folder names (a model, a device, a hex token), which the list shows as they are."""
    return {word for path in runs_dir().iterdir() for word in WORD.findall(path.name)}


def memory_ceiling(page: TrainingPage) -> str:
    """The label of the dashed line at the GPU's memory."""
    return page.live.memory_plot._limits["allocated"].label.format


@pytest.fixture
def page(qtbot, training_page):
    """The page replaying a run on a GPU, with a saved run in its list, a model measured and a saved run's settings
    (from a machine with a GPU this one lacks) in its form."""
    page = training_page
    write_synthetic_run(runs_dir(), steps=12, steps_per_epoch=6, pause_s=0.0)
    page.saved.refresh()
    config = TrainConfig(device="cuda:0", train_size=3000).with_length("steps", 123)
    page.form.set_devices(("cpu",))  # the inventory has arrived: the form measures its model
    page.form.apply_config(config)
    # Built and counted on a worker thread; the first FLOP count in a process imports torch._dynamo (seconds here), so
    # the ceiling is generous: it only catches a hang.
    qtbot.waitUntil(lambda: "422,218" in page.form.facts_label.text(), timeout=60_000)
    page.begin_replay()
    moments = [Moment(0.0, event=event) for event in synthetic_events(20, 10, pause_s=0.0, device="cuda:0")]
    page.replay([*moments[:-1], Moment(0.5, sample=Sampler().sample()), moments[-1]])
    return page


def test_every_text_of_the_page_changes_language_and_back(qtbot, page, language):
    english = {label: label.text() for label in (page.progress_label, page.info_label, page.form.carried_label,
                                                 page.form.facts_label)}
    figures = page.figures.texts()
    assert english[page.progress_label].startswith("Finished after 20 steps in ")
    assert "trained on cuda:0, which this machine does not have" in english[page.form.carried_label]
    assert memory_ceiling(page) == "cuda:0 total"
    assert page.saved.runs_list.item(0).text().endswith("[completed]")

    language("pseudo")
    qtbot.waitUntil(lambda: page.start_button.text().endswith("~"))
    assert untranslated(visible_texts(page), NAMES | folder_names()) == []
    assert "~" in memory_ceiling(page)
    assert page.live.memory_plot.legend.labels()[-1].startswith("cuda:0: reserved~")
    assert "~" in page.form.model_box.itemData(0, Qt.ItemDataRole.ToolTipRole)  # the models' descriptions
    assert page.form.config().length == ("steps", 123)  # the choices' texts changed, not what is chosen

    language("en")
    qtbot.waitUntil(lambda: page.start_button.text() == "Start")
    assert {label: label.text() for label in english} == english
    assert page.figures.texts() == figures
    assert page.form.title() == "Run" and page.form.length_unit.currentText() == "steps"
    assert page.live.loss_plot.title() == "Loss" and page.live.loss_plot.x_label() == "time since start (s)"
    assert page.figures._captions["memory"].text() == "cuda:0 memory (tensors)"
    assert memory_ceiling(page) == "cuda:0 total"
    assert page.saved.runs_list.item(0).text().endswith("[completed]")


def test_an_overlay_and_a_message_change_language_and_back(qtbot, training_page, language):
    page = training_page
    for batch in (16, 32):
        write_synthetic_run(runs_dir(), steps=10, steps_per_epoch=5, config=TrainConfig(batch_size=batch))
    page.saved.refresh()
    page.saved.runs_list.item(0).setSelected(True)
    page.saved.overlay_selected()  # one run only: the page says what to do
    assert page.message_label.text() == "Select two or more saved runs (Ctrl+click) to overlay them."
    page.saved.runs_list.selectAll()
    page.saved.overlay_axis_box.setCurrentIndex(page.saved.overlay_axis_box.findData("step"))
    page.saved.overlay_selected()
    english = page.progress_label.text()
    assert english.startswith("Overlay of 2 runs by step (loss smoothed); they differ in: batch_size=")

    language("pseudo")
    qtbot.waitUntil(lambda: page.saved.open_button.text().endswith("~"))
    settings = {"batch", "size"}  # the overlay's labels name settings as the config and the command line do
    assert untranslated(visible_texts(page), NAMES | settings | folder_names()) == []
    assert page.live.loss_plot.x_label() == "step~~"

    language("en")
    qtbot.waitUntil(lambda: page.saved.open_button.text() == "Open")
    assert page.progress_label.text() == english
    assert page.live.loss_plot.x_label() == "step"
    assert page.saved.overlay_axis_box.currentText() == "by step"


def test_a_refusal_to_start_changes_language_and_back(qtbot, training_page, language, tmp_path, monkeypatch):
    page = training_page
    blocker = tmp_path / "not a folder"
    blocker.write_text("")
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(blocker))
    page.start()  # refused before any training process starts
    english = page.message_label.text()
    assert "is a file, not a folder; set DL_DASHBOARD_DATA_DIR" in english and not page.is_running()

    language("pseudo")
    qtbot.waitUntil(lambda: "~" in page.message_label.text())
    assert str(blocker) in page.message_label.text()

    language("en")
    qtbot.waitUntil(lambda: page.message_label.text() == english)
