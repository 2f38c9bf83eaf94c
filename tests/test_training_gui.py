"""The Training lab page driven as a person would: start, watch, pause, stop, close mid-run, reopen, export."""

from __future__ import annotations

import pytest

from dashboard.training.config import TrainConfig
from dashboard.training.runs import list_runs, read_run
from dashboard.ui.main_window import MainWindow
from dashboard.ui.training.page import REDRAW_HZ, TrainingPage
from dashboard.ui.workers import running_threads


@pytest.fixture
def page(qtbot, data_dir):
    page = TrainingPage()
    qtbot.addWidget(page)
    page.form.download_box.setChecked(False)
    yield page
    page.shutdown()


def set_length(page: TrainingPage, steps: int) -> None:
    page.form.length_unit.setCurrentText("steps")
    page.form.length_box.setValue(steps)


def test_a_run_started_from_the_page_trains_plots_and_is_saved(qtbot, page, data_dir):
    set_length(page, 30)
    with qtbot.waitSignal(page.sig_run_finished, timeout=120_000) as finished:
        qtbot.mouseClick(page.start_button, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton)
        assert not page.start_button.isEnabled() and page.stop_button.isEnabled()
    summary = finished.args[0]
    assert summary.status == "completed" and summary.steps == 30
    assert page.live.steps.series("loss").size == 30
    assert page.live.epochs.series("val_accuracy").size == 1
    assert page.progress.value() == 30
    assert "Finished after 30 steps" in page.progress_label.text()
    assert "422,218 parameters" in page.info_label.text()
    assert page.start_button.isEnabled() and not page.stop_button.isEnabled()
    assert page.saved.runs_list.count() == 1 and "[completed]" in page.saved.runs_list.item(0).text()
    assert read_run(list_runs(data_dir / "runs")[0]).status == "completed"


def test_pause_resume_and_stop(qtbot, page):
    set_length(page, 100_000)
    page.start()
    qtbot.waitUntil(lambda: page.live.steps.series("loss").size >= 3, timeout=60_000)
    page.toggle_pause()
    assert page.pause_button.text() == "Resume"
    qtbot.waitUntil(lambda: page.control.holding, timeout=10_000)  # the step in flight has landed
    page._drain()
    paused_at = page.progress.value()
    qtbot.wait(600)
    page._drain()
    assert page.progress.value() == paused_at
    page.toggle_pause()
    qtbot.waitUntil(lambda: page.progress.value() > paused_at, timeout=10_000)
    # Stop acts within a step (milliseconds here); 15 s leaves room for a loaded machine and is still far shorter than
    # the 100,000 steps a run that ignored Stop would train for.
    with qtbot.waitSignal(page.sig_run_finished, timeout=15_000) as finished:
        page.stop()
    assert finished.args[0].status == "stopped"
    qtbot.waitUntil(lambda: not page.task.is_running(), timeout=15_000)


def test_a_run_that_cannot_start_says_why_and_starts_nothing(qtbot, page, data_dir):
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("simple-cnn"))
    page.form.dataset_box.setCurrentIndex(page.form.dataset_box.findData("cifar10"))
    with qtbot.waitSignal(page.sig_run_finished, timeout=30_000):
        page.start()
    assert "use the built-in 'shapes' dataset" in page.message_label.text()
    assert "Nothing was trained" in page.progress_label.text()
    assert list_runs(data_dir / "runs") == []


def test_the_form_offers_what_fits_the_model(page):
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("text-lstm"))
    datasets = [page.form.dataset_box.itemData(i) for i in range(page.form.dataset_box.count())]
    assert datasets == ["python-text"]
    assert not page.form.freeze_box.isEnabled() and not page.form.resolution_box.isEnabled()
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("resnet18"))
    assert page.form.freeze_box.isEnabled() and "model default (64 px)" in page.form.resolution_box.text()
    config = page.form.config()
    assert (config.model, config.dataset, config.resolution) == ("resnet18", "shapes", None)


def test_closing_the_window_mid_run_stops_cleanly_and_keeps_the_data(qtbot, settings, data_dir):
    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    page = window.training_page
    page.form.download_box.setChecked(False)
    set_length(page, 100_000)
    page.start()
    qtbot.waitUntil(lambda: page.live.steps.series("loss").size >= 3, timeout=60_000)
    window.close()
    assert not running_threads()
    record = read_run(list_runs(data_dir / "runs")[0])
    assert record.status == "stopped"
    assert len(record.of_kind("step")) >= 3


def test_a_saved_run_reopens_and_exports(qtbot, page, tmp_path):
    from dashboard.selfbench.synthetic import write_synthetic_run
    from dashboard.training.runs import runs_dir

    run = write_synthetic_run(runs_dir(), steps=12, steps_per_epoch=6, pause_s=0.0)  # the record format, untrained
    page.saved.refresh()
    with qtbot.waitSignal(page.sig_run_shown, timeout=10_000):
        page.show_run(run)  # read on a worker thread
    assert page.live.steps.series("loss").size == 12
    assert page.shown_run == run
    csv = page.export_csv(run, tmp_path / "run.csv")
    assert csv.read_text().count("\n") == 13
    written = page.export_plots(tmp_path / "plots")
    names = {p.name for p in written}
    assert {"loss.png", "loss.svg", "throughput.svg", "all-plots.png"} <= names
    assert all(p.stat().st_size > 0 for p in written)


def test_redraws_stay_at_the_page_rate_however_fast_the_steps_come(qtbot, page, monkeypatch):
    import time

    redraws = []
    original = page.live.loss_plot.refresh
    monkeypatch.setattr(page.live.loss_plot, "refresh",
                        lambda *args: (redraws.append(time.monotonic()), original(*args)))
    page.show()
    page.form.batch_box.setValue(8)  # tiny steps: hundreds per second
    set_length(page, 200)
    started = time.monotonic()
    with qtbot.waitSignal(page.sig_run_finished, timeout=120_000):
        page.start()
    elapsed = time.monotonic() - started
    assert page.live.steps.series("loss").size == 200
    assert len(redraws) <= elapsed * REDRAW_HZ + 3
    assert len(redraws) < 200 / 4  # many steps per redraw


def test_choosing_a_model_shows_its_size_before_training(qtbot, page):
    page.form.set_devices(("cpu",))  # the inventory has arrived
    qtbot.waitUntil(lambda: "422,218" in page.form.facts_label.text(), timeout=30_000)
    assert "MFLOPs" in page.form.facts_label.text() and "input 3 x 28 x 28" in page.form.facts_label.text()
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("resnet18"))
    page.form.freeze_box.setCurrentIndex(page.form.freeze_box.findData("frozen"))
    qtbot.waitUntil(lambda: "11,181,642" in page.form.facts_label.text(), timeout=30_000)
    assert "5,130 trainable" in page.form.facts_label.text()  # only the new head learns


def test_saved_runs_overlay_with_labels_naming_what_differs(qtbot, page, data_dir):
    from dashboard.selfbench.synthetic import write_synthetic_run
    from dashboard.training.runs import runs_dir

    for batch in (16, 32):  # two saved runs in the engine's record format (training them took 8 s)
        write_synthetic_run(runs_dir(), steps=10, steps_per_epoch=5, config=TrainConfig(batch_size=batch))
    page.saved.refresh()
    page.saved.runs_list.selectAll()
    page.saved.overlay_selected()
    keys = page.live.loss_plot.curve_keys()
    assert {"overlay0:loss", "overlay1:loss"} <= set(keys)
    assert "batch_size=32" in page.progress_label.text() and "batch_size=16" in page.progress_label.text()
    assert page.live.loss_plot.x_label() == "time since start (s)"

    page.saved.overlay_axis_box.setCurrentIndex(page.saved.overlay_axis_box.findData("step"))
    page.saved.overlay_selected()
    assert page.live.loss_plot.x_label() == "step" and "by step" in page.progress_label.text()
    for key in ("overlay0:loss", "overlay1:loss"):  # both runs lasted 10 steps: by step they end together
        xs, _ = page.live.loss_plot.curve(key, "").getData()
        assert list(xs) == list(range(1, 11))
    page.live.clear()
    assert page.live.loss_plot.x_label() == "time since start (s)"
    assert not [k for k in page.live.loss_plot.curve_keys() if k.startswith("overlay")]


def _every_field_changed():
    """A config in which every field differs from its default, so a field the form dropped would show."""
    import dataclasses

    config = TrainConfig(model="resnet18", dataset="cifar10", device="cuda:0", batch_size=48, optimizer="sgd",
                         learning_rate=3e-6, precision="bf16", threads=1, channels_last=True, seed=7,
                         freeze="last-block", resolution=96, workers=2, pin_memory=True, data_on_device=True,
                         train_size=3000, val_size=500, seq_len=32, warmup_steps=3, report_every=2,
                         allow_download=False, processes=2).with_length("steps", 123)
    defaults = TrainConfig()
    same = [f.name for f in dataclasses.fields(TrainConfig) if getattr(config, f.name) == getattr(defaults, f.name)]
    assert not same, f"the test config leaves these at their defaults: {same}"
    return config


def test_a_saved_runs_settings_come_back_whole_in_the_form(page):
    config = _every_field_changed()
    page.form.set_devices(("cpu", "cuda:0"))
    page.form.apply_config(config)
    assert page.form.config() == config
    assert "train_size=3000" in page.form.carried_label.text()  # the settings without a widget are named
    epochs = config.with_length("epochs", 4)  # and the other length unit, and a text model's defaults
    page.form.apply_config(epochs)
    assert page.form.config() == epochs
    text = TrainConfig.for_model("text-lstm").with_length("steps", 20)
    page.form.apply_config(text)
    assert page.form.config() == text


def test_a_run_from_a_device_this_machine_lacks_comes_back_on_one_it_has(page):
    config = _every_field_changed()
    page.form.set_devices(("cpu",))
    page.form.apply_config(config)
    assert page.form.config().device == "cpu"
    assert "trained on cuda:0, which this machine does not have" in page.form.carried_label.text()


def test_the_figure_strip_shows_the_run_in_large_numbers(qtbot, page):
    from dashboard.hardware.sampler import Sampler

    set_length(page, 20)
    with qtbot.waitSignal(page.sig_run_finished, timeout=120_000):
        page.start()
    figures = page.figures.texts()
    assert figures["speed"] != "–" and figures["step"].endswith(("ms", "s")) and "iB" in figures["memory"]
    assert "RAM" in page.figures._captions["memory"].text()  # a CPU run: its memory is the process's
    page.figures.show_snapshot(Sampler().sample())
    assert page.figures.texts()["busy"].endswith("%")
    numbers, text = page.figures._values["speed"].font().pointSizeF(), page.progress_label.font().pointSizeF()
    assert numbers >= 2 * text  # readable from the back of a room
