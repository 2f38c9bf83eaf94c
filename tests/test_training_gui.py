"""The Training lab page driven as a person would: start, watch, pause, stop, close mid-run, reopen, export."""

from __future__ import annotations

import pytest

from dashboard.training.runs import list_runs, read_run
from dashboard.ui.main_window import MainWindow
from dashboard.ui.training_page import TrainingPage
from dashboard.ui.workers import running_threads


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def page(qtbot, data_dir):
    page = TrainingPage()
    qtbot.addWidget(page)
    page.download_box.setChecked(False)
    yield page
    page.shutdown()


def set_length(page: TrainingPage, steps: int) -> None:
    page.length_unit.setCurrentText("steps")
    page.length_box.setValue(steps)


def test_a_run_started_from_the_page_trains_plots_and_is_saved(qtbot, page, data_dir):
    set_length(page, 30)
    with qtbot.waitSignal(page.sig_run_finished, timeout=120_000) as finished:
        qtbot.mouseClick(page.start_button, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton)
        assert not page.start_button.isEnabled() and page.stop_button.isEnabled()
    summary = finished.args[0]
    assert summary.status == "completed" and summary.steps == 30
    assert page.steps.series("loss").size == 30
    assert page.epochs.series("val_accuracy").size == 1
    assert page.progress.value() == 30
    assert "Finished after 30 steps" in page.progress_label.text()
    assert "422,218 parameters" in page.info_label.text()
    assert page.start_button.isEnabled() and not page.stop_button.isEnabled()
    assert page.runs_list.count() == 1 and "[completed]" in page.runs_list.item(0).text()
    assert read_run(list_runs(data_dir / "runs")[0]).status == "completed"


def test_pause_resume_and_stop(qtbot, page):
    set_length(page, 100_000)
    page.start()
    qtbot.waitUntil(lambda: page.steps.series("loss").size >= 3, timeout=60_000)
    page.toggle_pause()
    assert page.pause_button.text() == "Resume"
    qtbot.waitUntil(lambda: page.runner.control.holding, timeout=10_000)  # the step in flight has landed
    page._drain()
    paused_at = page.progress.value()
    qtbot.wait(600)
    page._drain()
    assert page.progress.value() == paused_at
    page.toggle_pause()
    qtbot.waitUntil(lambda: page.progress.value() > paused_at, timeout=10_000)
    with qtbot.waitSignal(page.sig_run_finished, timeout=2_000) as finished:
        page.stop()
    assert finished.args[0].status == "stopped"
    qtbot.waitUntil(lambda: not page.runner.is_running(), timeout=2_000)


def test_a_run_that_cannot_start_says_why_and_starts_nothing(qtbot, page, data_dir):
    page.model_box.setCurrentIndex(page.model_box.findData("simple-cnn"))
    page.dataset_box.setCurrentIndex(page.dataset_box.findData("cifar10"))
    with qtbot.waitSignal(page.sig_run_finished, timeout=30_000):
        page.start()
    assert "use the built-in 'shapes' dataset" in page.message_label.text()
    assert "Nothing was trained" in page.progress_label.text()
    assert list_runs(data_dir / "runs") == []


def test_the_form_offers_what_fits_the_model(page):
    page.model_box.setCurrentIndex(page.model_box.findData("text-lstm"))
    datasets = [page.dataset_box.itemData(i) for i in range(page.dataset_box.count())]
    assert datasets == ["python-text"]
    assert not page.freeze_box.isEnabled() and not page.resolution_box.isEnabled()
    page.model_box.setCurrentIndex(page.model_box.findData("resnet18"))
    assert page.freeze_box.isEnabled() and page.resolution_box.value() == 64
    assert page.config().model == "resnet18" and page.config().dataset == "shapes"


def test_closing_the_window_mid_run_stops_cleanly_and_keeps_the_data(qtbot, settings, data_dir):
    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    page = window.training_page
    page.download_box.setChecked(False)
    set_length(page, 100_000)
    page.start()
    qtbot.waitUntil(lambda: page.steps.series("loss").size >= 3, timeout=60_000)
    window.close()
    assert not running_threads()
    record = read_run(list_runs(data_dir / "runs")[0])
    assert record.status == "stopped"
    assert len(record.of_kind("step")) >= 3


def test_a_saved_run_reopens_and_exports(qtbot, page, tmp_path):
    set_length(page, 12)
    with qtbot.waitSignal(page.sig_run_finished, timeout=120_000):
        page.start()
    run = list_runs()[0]
    page._reset_plots()
    page.show_run(run)
    assert page.steps.series("loss").size == 12
    assert page.shown_run == run
    csv = page.export_csv(run, tmp_path / "run.csv")
    assert csv.read_text().count("\n") == 13
    written = page.export_plots(tmp_path / "plots")
    names = {p.name for p in written}
    assert {"loss.png", "loss.svg", "throughput.svg", "all-plots.png"} <= names
    assert all(p.stat().st_size > 0 for p in written)


def test_redraws_stay_at_the_page_rate_however_fast_the_steps_come(qtbot, page, monkeypatch):
    import time

    from dashboard.ui import training_page

    redraws = []
    original = page.loss_plot.refresh
    monkeypatch.setattr(page.loss_plot, "refresh", lambda *args: (redraws.append(time.monotonic()), original(*args)))
    page.show()
    page.batch_box.setValue(8)  # tiny steps: hundreds per second
    set_length(page, 400)
    started = time.monotonic()
    with qtbot.waitSignal(page.sig_run_finished, timeout=120_000):
        page.start()
    elapsed = time.monotonic() - started
    assert page.steps.series("loss").size == 400
    assert len(redraws) <= elapsed * training_page.REDRAW_HZ + 3
    assert len(redraws) < 400 / 4  # many steps per redraw


def test_choosing_a_model_shows_its_size_before_training(qtbot, page):
    page.set_devices(("cpu",))  # the inventory has arrived
    qtbot.waitUntil(lambda: "422,218" in page.facts_label.text(), timeout=30_000)
    assert "MFLOPs" in page.facts_label.text() and "input 3 x 28 x 28" in page.facts_label.text()
    page.model_box.setCurrentIndex(page.model_box.findData("resnet18"))
    page.freeze_box.setCurrentIndex(page.freeze_box.findData("frozen"))
    qtbot.waitUntil(lambda: "11,181,642" in page.facts_label.text(), timeout=30_000)
    assert "5,130 trainable" in page.facts_label.text()  # only the new head learns


def test_saved_runs_overlay_with_labels_naming_what_differs(qtbot, page):
    for batch in (16, 32):
        page.batch_box.setValue(batch)
        set_length(page, 10)
        with qtbot.waitSignal(page.sig_run_finished, timeout=120_000):
            page.start()
    page.runs_list.selectAll()
    page._overlay_selected()
    keys = page.loss_plot.curve_keys()
    assert {"overlay0:loss", "overlay1:loss"} <= set(keys)
    assert "batch_size=32" in page.progress_label.text() and "batch_size=16" in page.progress_label.text()
    assert page.loss_plot.x_label() == "time since start (s)"

    page.overlay_axis_box.setCurrentIndex(page.overlay_axis_box.findData("step"))
    page._overlay_selected()
    assert page.loss_plot.x_label() == "step" and "by step" in page.progress_label.text()
    for key in ("overlay0:loss", "overlay1:loss"):  # both runs lasted 10 steps: by step they end together
        xs, _ = page.loss_plot.curve(key, "").getData()
        assert list(xs) == list(range(1, 11))
    page._reset_plots()
    assert page.loss_plot.x_label() == "time since start (s)"
    assert not [k for k in page.loss_plot.curve_keys() if k.startswith("overlay")]
