"""The Training lab page driven as a person would: start, watch, pause, stop, close mid-run, reopen, export."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dashboard.text import translate
from dashboard.training.config import TrainConfig
from dashboard.training.events import RunInfo, StepMetrics
from dashboard.training.runs import list_runs, read_run
from dashboard.ui.main_window import MainWindow
from dashboard.ui.training.page import REDRAW_HZ, TrainingPage
from dashboard.ui.workers import running_threads
from tests.waiting import wait_for

STEPS = 60
"""The length of the run that finishes: enough fast steps that one redraw must draw many of them."""
RUN_TIMEOUT_MS = 90_000
"""Ceiling for a child process to start (it imports torch: 5 to 20 s on the loaded 2-core VM) and train its steps:
only reached when something hangs, and below pytest-timeout's 120 s a test, so a hang fails here, saying where."""
WAIT_MS = 60_000
"""Ceiling for a running child to answer a word on its stdin (it does within a step: milliseconds)."""


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


def buffered_steps(page: TrainingPage) -> int:
    """Steps waiting in the run's task buffer for the page's next tick (read without taking them)."""
    return sum(isinstance(item, StepMetrics) for item in list(page.task._worker._items))


def test_a_run_started_from_the_page_trains_plots_redraws_at_the_page_rate_and_is_saved(qtbot, page, data_dir,
                                                                                       monkeypatch):
    """One real run from the page (a child process, `dl-dashboard train`), read by every check of a finished run:
    the events the page's ChildRun yields, the plots, the progress and figure strip, the saved run, and redraws that
    stay at the page's ticks however fast the steps come."""
    from dashboard.hardware.sampler import Sampler

    page.show()  # a hidden page does not draw
    events: list = []  # every event the page received from its ChildRun, in order
    drawn: list[int] = []  # at each redraw, the steps added since the one before
    ticks: list[int] = []  # at each tick of the page's redraw timer, the interval it set for the next one
    pending = 0

    def add(event, original=page.live.add):
        nonlocal pending
        events.append(event)
        pending += isinstance(event, StepMetrics)
        original(event)

    def refresh(*args, original=page.live.loss_plot.refresh):
        nonlocal pending
        drawn.append(pending)
        pending = 0
        original(*args)

    monkeypatch.setattr(page.live, "add", add)
    monkeypatch.setattr(page.live.loss_plot, "refresh", refresh)
    page._timer.timeout.connect(lambda: ticks.append(page._timer.interval()))
    # The first point took 12-28 s: the child imported torch after Start. The page keeps a spare process waiting
    # with that done (started a moment after the page is shown; at once here), and Start hands it the settings.
    page.spare.enabled = True
    page.spare.start_now()
    spare = page.spare.process
    assert spare is not None and page.spare.waiting
    # 1,000 samples: 125 steps of 8 per epoch, so the run ends mid-epoch with one validation (of 100 samples)
    page.form.apply_config(TrainConfig(train_size=1000, val_size=100, allow_download=False))
    page.form.batch_box.setValue(8)  # tiny steps: hundreds per second
    set_length(page, STEPS)
    with qtbot.waitSignal(page.sig_run_finished, timeout=RUN_TIMEOUT_MS) as finished:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
        assert not page.start_button.isEnabled() and page.stop_button.isEnabled()
        assert page._recorded.spare is spare and not page.spare.waiting  # the spare trains this run
        assert page._timer.interval() >= 1000 // REDRAW_HZ
        # The steps come faster than the page's ticks: this thread (the GUI's) is held here, without an event loop,
        # while half the run arrives in the task's buffer; the next tick must draw all of it at once.
        assert wait_for(lambda: buffered_steps(page) >= STEPS // 2, seconds=RUN_TIMEOUT_MS / 1000)
        page.live.expect_duration(600.0)  # an early ETA far too long (a loaded machine): the axis to 600 s
    summary = finished.args[0]
    assert summary.status == "completed" and summary.steps == STEPS

    # what the page's ChildRun yielded: the engine's events, in order, and the child's exit
    assert isinstance(events[0], RunInfo)
    assert [e.step for e in events if isinstance(e, StepMetrics)] == list(range(1, STEPS + 1))
    assert events[-1] == summary
    assert page._recorded is not None and page._recorded.returncode == 0
    assert page._recorded.path == list_runs(data_dir / "runs")[0]
    assert read_run(page._recorded.path).status == "completed"
    assert read_run(page._recorded.path).config.batch_size == 8  # the settings reached the spare whole
    # The next spare, a moment after the run (started here at once unless a loaded machine's moment has passed),
    # and ended with the page.
    assert page.spare.timer.isActive() or page.spare.waiting
    page.spare.start_now()
    second = page.spare.process
    assert second is not spare and page.spare.waiting
    page.shutdown()
    assert second.poll() is not None and not page.spare.waiting

    # redraws: only on the page's ticks (and twice when the run ends: its last steps, then the axes fitted to it),
    # never once per step
    assert sum(drawn) == STEPS and max(drawn) >= STEPS // 2  # many steps per redraw
    assert len(drawn) <= len(ticks) + 2
    assert all(interval >= 1000 // REDRAW_HZ for interval in ticks)  # ticks at most REDRAW_HZ a second

    # the plots, progress and buttons
    assert page.live.steps.series("loss").size == STEPS
    ran_s = page.live.steps.last_time()
    assert {plot.x_top() for plot in page.live.plots} == {page.live.loss_plot.x_top()}  # fitted to the run, lined up
    assert page.live.loss_plot.x_top() <= 2 * max(1.0, ran_s)  # the run's own time to a round number, not 600 s
    assert page.live.epochs.series("val_accuracy").size == 1
    assert page.progress.value() == STEPS
    assert f"Finished after {STEPS} steps" in page.progress_label.text()
    assert "422,218 parameters" in page.info_label.text()
    assert page.start_button.isEnabled() and not page.stop_button.isEnabled()
    assert page.saved.runs_list.count() == 1 and "[completed]" in page.saved.runs_list.item(0).text()

    # the figure strip, in large numbers
    figures = page.figures.texts()
    assert figures["speed"] != "–" and figures["step"].endswith(("ms", "s")) and "iB" in figures["memory"]
    assert "RAM" in page.figures._captions["memory"].text()  # a CPU run: its memory is the process's
    page.figures.show_snapshot(Sampler().sample())
    assert page.figures.texts()["busy"].endswith("%")
    numbers, text = page.figures._values["speed"].font().pointSizeF(), page.progress_label.font().pointSizeF()
    assert numbers >= 2 * text  # readable from the back of a room


def test_pause_resume_and_closing_the_window_mid_run_stops_cleanly_and_keeps_the_data(qtbot, settings, data_dir,
                                                                                       monkeypatch):
    """Pause and resume reach the child process as words on its stdin; its pause is acknowledged only once it has
    taken hold, nothing trains while held, and no step is lost or repeated across it. Then the window closes while
    the run trains: the run stops (the word "stop"), no thread is left and what was trained is saved."""
    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    page = window.training_page
    steps: list[int] = []

    def add(event, original=page.live.add):
        if isinstance(event, StepMetrics):
            steps.append(event.step)
        original(event)

    monkeypatch.setattr(page.live, "add", add)
    page.form.download_box.setChecked(False)
    set_length(page, 100_000)
    page.start()
    qtbot.waitUntil(lambda: page.live.steps.series("loss").size >= 3, timeout=RUN_TIMEOUT_MS)
    page.toggle_pause()
    assert page.pause_button.text() == "Resume"
    qtbot.waitUntil(lambda: page.control.holding, timeout=WAIT_MS)  # the child has parked after the step in flight
    page._drain()
    paused_at = page.progress.value()
    qtbot.wait(600)  # a window for steps to show, were the child still training (no machine can fail this)
    page._drain()
    assert page.progress.value() == paused_at  # nothing trains while held
    page.toggle_pause()
    assert page.pause_button.text() == "Pause" and not page.control.holding
    qtbot.waitUntil(lambda: page.progress.value() > paused_at, timeout=WAIT_MS)  # resume goes on

    assert page.is_running()
    with qtbot.waitSignal(page.sig_run_finished, timeout=WAIT_MS) as finished:
        window.close()  # waits for the run's thread, which ends once the child has stopped
        assert not running_threads()
    summary = finished.args[0]
    assert summary.status == "stopped"
    assert steps == list(range(1, summary.steps + 1))
    record = read_run(list_runs(data_dir / "runs")[0])
    assert record.status == "stopped"
    assert len(record.of_kind("step")) == summary.steps > paused_at >= 3


def test_stop_pressed_while_the_run_prepares_stops_it_at_once(qtbot, page, data_dir, monkeypatch):
    """Stop, pressed before the child process has trained a step (it is still importing torch), reaches it as a stop
    control on its stdin, sent as soon as it starts if it had not yet; it ends "stopped" with a summary, then
    the error line saying why, and keeps its run folder."""
    from dashboard.training import child

    commands: list[child.Conversation] = []

    class Watched(child.Conversation):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            commands.append(self)

    monkeypatch.setattr(child, "Conversation", Watched)
    set_length(page, 100_000)
    with qtbot.waitSignal(page.sig_run_finished, timeout=RUN_TIMEOUT_MS) as finished:
        page.start()
        page.stop()
        assert page.progress_label.text() == "Stopping…"
    summary = finished.args[0]
    assert summary.status == "stopped" and summary.steps < 100_000
    assert "Stopped after" in page.progress_label.text()
    [command] = commands
    assert command.request.feature == "train"
    assert [error.message for error in command.errors] == [summary.message]  # the error line after the summary
    assert read_run(list_runs(data_dir / "runs")[0]).status == "stopped"
    qtbot.waitUntil(lambda: not page.task.is_running(), timeout=WAIT_MS)


def test_a_run_that_cannot_start_says_why_in_the_readers_language_and_starts_nothing(qtbot, page, data_dir,
                                                                                    language):
    """The child process refuses in English, sending its words; the page says them in its own language (Polish
    here), which shows the words crossed the process boundary (test_i18n_messages checks the words themselves; the
    command line's other refusals, a dataset not downloaded among them, are test_train_cli's). An emptied learning
    rate is refused as soon as the child has read the settings, before any data or model is made."""
    language("pl")
    page.form.lr_edit.setText("")  # the form sends NaN, and the child says what is allowed
    with qtbot.waitSignal(page.sig_run_finished, timeout=RUN_TIMEOUT_MS):
        page.start()
    said = page.message_label.text()
    assert "nan" in said and "0.001" in said and "is not allowed" not in said, said  # "współczynnik uczenia nan ..."
    assert list_runs(data_dir / "runs") == []
    language("en")
    qtbot.waitUntil(lambda: "Nothing was trained" in page.progress_label.text())


def test_the_form_offers_what_fits_the_model(page):
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("text-lstm"))
    datasets = [page.form.dataset_box.itemData(i) for i in range(page.form.dataset_box.count())]
    assert datasets == ["python-text"]
    assert not page.form.freeze_box.isEnabled() and not page.form.resolution_box.isEnabled()
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("resnet18"))
    assert page.form.freeze_box.isEnabled() and "model default (64 px)" in page.form.resolution_box.text()
    config = page.form.config()
    assert (config.model, config.dataset, config.resolution) == ("resnet18", "shapes", None)


def test_a_saved_run_reopens_and_exports(qtbot, page, tmp_path):
    from dashboard.selfbench.synthetic import write_synthetic_run
    from dashboard.training.runs import runs_dir

    run = write_synthetic_run(runs_dir(), steps=12, steps_per_epoch=6, pause_s=0.0)  # the record format, untrained
    page.saved.refresh()
    with qtbot.waitSignal(page.sig_run_shown, timeout=WAIT_MS):
        page.show_run(run)  # read on a worker thread (milliseconds for 12 steps; the ceiling only catches a hang)
    assert page.live.steps.series("loss").size == 12
    assert page.shown_run == run
    csv = page.export_csv(run, tmp_path / "run.csv")
    assert csv.read_text().count("\n") == 13
    written = page.export_plots(tmp_path / "plots")
    names = {p.name for p in written}
    assert {"loss.png", "loss.svg", "throughput.svg", "all-plots.png"} <= names
    assert all(p.stat().st_size > 0 for p in written)


def test_choosing_a_model_shows_its_size_before_training(qtbot, page):
    page.form.set_devices(("cpu",))  # the inventory has arrived
    # Built and counted on a worker thread: the first FLOP count in a process imports torch._dynamo (seconds here).
    qtbot.waitUntil(lambda: "422,218" in page.form.facts_label.text(), timeout=WAIT_MS)
    assert "MFLOPs" in page.form.facts_label.text() and "input 3 x 28 x 28" in page.form.facts_label.text()
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("resnet18"))
    page.form.freeze_box.setCurrentIndex(page.form.freeze_box.findData("frozen"))
    qtbot.waitUntil(lambda: "11,181,642" in page.form.facts_label.text(), timeout=WAIT_MS)
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
                         allow_download=False, processes=2, attention="plain").with_length("steps", 123)
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


def test_without_its_panel_the_page_shows_the_progress_above_the_charts_in_the_readers_language(training_page,
                                                                                                language):
    """Presenter mode hides the panel, and with it the progress bar and line: a class saw no progress and no
    "finished". They are mirrored above the charts while the panel is hidden."""
    page = training_page
    assert not page.status.presented.isVisibleTo(page)
    page.set_panel_visible(False)
    assert page.status.presented.isVisibleTo(page)
    # the panel's width goes to the charts: two rows of three, each tall enough for presenter-size numbers
    assert [page.live.grid.place(plot)[:2] for plot in page.live.plots] == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1),
                                                                            (1, 2)]
    assert page.status.presented_label.text() == page.progress_label.text() == "Ready. Press Start to train."
    page.progress.setRange(0, 40)
    page.progress.setValue(30)
    assert (page.status.presented_bar.maximum(), page.status.presented_bar.value()) == (40, 30)
    page.status.progress(lambda: "Finished: 40 steps")
    assert page.status.presented_label.text() == "Finished: 40 steps"
    page.status.progress(lambda: translate("Training", "Ready. Press Start to train."))
    language("pl")
    page.retranslate()
    assert page.status.presented_label.text() == page.progress_label.text() != "Ready. Press Start to train."
    page.status.clear()
    assert page.status.presented_label.text() == ""
    page.set_panel_visible(True)
    assert not page.status.presented.isVisibleTo(page)
    assert page.live.grid.place(page.live.hardware_plot)[:2] == (2, 1)


def test_a_spare_started_with_another_environment_is_not_used(monkeypatch, tmp_path):
    """A spare reads its data folder from its environment: one started before the folder changed would save the run
    elsewhere. It is ended, and the run starts a process of its own."""
    from dashboard.training.spare import SpareProcess

    spare = SpareProcess()
    spare.start()
    process = spare.process
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path / "elsewhere"))
    assert spare.take() is None and process.poll() is not None and not spare.waiting
    spare.start({"DL_DASHBOARD_DATA_DIR": str(tmp_path)})
    same = spare.process
    spare.start({"DL_DASHBOARD_DATA_DIR": str(tmp_path)})  # already waiting with that environment: kept
    assert spare.process is same
    assert spare.take({"DL_DASHBOARD_DATA_DIR": str(tmp_path)}) is same
    same.kill()
    same.wait()
    for stream in (same.stdin, same.stdout, same.stderr):
        stream.close()
