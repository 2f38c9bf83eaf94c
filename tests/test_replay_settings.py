"""A replay is the recorded run, whole: each of the four H100 recordings in docs/recordings/ plays into a laptop's
window with its own settings in the page's form (read-only while it plays, this machine's choices back when it is
left), its time axes spanning the recorded run, and one line above every page naming the run and the machine.

Seen before (issue 31): replaying h100-resnet18-fp16.dlrec, the Training lab's form said simple-cnn / cpu / fp32 /
batch 64 / 422,218 parameters beside the H100 resnet18 fp16 batch-128 curves, and the time axes ran to 50 s for a
run of 6.4 s.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from dashboard.recording.fileformat import read_recording
from dashboard.ui.presentation import Presentation
from tests.test_gui import pages_on_demand, quick_model_facts  # noqa: F401 - the fixtures
from tests.test_replay_gui import open_and_wait

pytestmark = pytest.mark.usefixtures("quick_model_facts", "pages_on_demand")

RECORDINGS = Path(__file__).resolve().parent.parent / "docs" / "recordings"


def leave(qtbot, window) -> None:
    with qtbot.waitSignal(window.replay.sig_changed, timeout=30_000):
        window.replay_bar.leave_button.click()


def play_to_the_end(window) -> None:
    player = window.replay.player
    player.pause()
    player.advance(player.timeline.duration)


def banner_fits_in_presenter_mode(qtbot, window) -> str:
    """The replay bar's one line at 1280x720 in presenter mode, whole (not elided)."""
    window.resize(1280, 720)
    window.set_presentation(Presentation(presenter=True), full_screen=False)
    QApplication.processEvents()
    banner = window.replay_bar.banner
    try:
        assert banner.text() == banner.full_text(), f"elided: {banner.text()!r}"
        assert banner.fontMetrics().height() < 2 * banner.fontMetrics().lineSpacing()  # one line
        return banner.full_text()
    finally:
        window.set_presentation(Presentation(presenter=False), full_screen=False)


def test_a_recorded_run_shows_its_own_settings_read_only_its_time_and_gives_the_form_back(qtbot, laptop_window,
                                                                                         monkeypatch):
    window = laptop_window
    page = window.training_page
    form = page.form
    qtbot.waitUntil(lambda: window.inventory_complete, timeout=30_000)
    form.batch_box.setValue(32)  # this machine's own choice, to be given back
    before, devices_before = form.config(), [form.device_box.itemText(i) for i in range(form.device_box.count())]
    assert "cuda:0" not in devices_before

    # The form's own measurement of its model is on its way when the replay starts: it must not overwrite the
    # recorded parameters when it answers.
    from dashboard.training import facts

    release = threading.Event()
    canned = facts.model_facts
    monkeypatch.setattr(facts, "model_facts", lambda *args, **kwargs: (release.wait(30), canned(*args, **kwargs))[1])
    form._request_facts()
    path = RECORDINGS / "h100-resnet18-fp16.dlrec"
    open_and_wait(qtbot, window, path)
    with qtbot.waitSignal(form._facts.sig_done, timeout=30_000):
        release.set()
    play_to_the_end(window)

    shown = form.config()
    assert (shown.model, shown.dataset, shown.device, shown.precision, shown.batch_size, shown.processes,
            shown.length) == ("resnet18", "shapes", "cuda:0", "fp16", 128, 1, ("steps", 500))
    assert form.device_box.currentText() == "cuda:0"
    assert "11,181,642" in form.facts_label.text() and "268,650" not in form.facts_label.text()
    assert "does not have" not in form.carried_label.text()  # shown as recorded, not replaced by this machine's cpu
    inputs = (form.model_box, form.dataset_box, form.device_box, form.batch_box, form.length_box, form.precision_box,
              form.processes_box, form.optimizer_box, form.lr_edit)
    assert not any(widget.isEnabled() for widget in inputs) or not form.isEnabled()

    recorded = read_recording(path)
    start = recorded.events[0]["timestamp"]
    duration = max(event.get("timestamp", start) for event in recorded.events) - start  # 6.34 s
    for plot in page.live.plots:
        assert duration <= plot.x_top() <= 1.34 * duration, (plot.objectName(), plot.x_top())
    window.replay.player.seek(duration / 2)  # a seek begins the replay again: the same settings, the same axis
    assert form.config().device == "cuda:0" and not form.batch_box.isEnabled()
    assert "11,181,642" in form.facts_label.text()
    assert duration <= page.live.loss_plot.x_top() <= 1.34 * duration

    text = banner_fits_in_presenter_mode(qtbot, window)
    assert all(word in text for word in ("resnet18", "cuda:0", "128", "fp16", "NVIDIA H100 80GB HBM3")), text

    leave(qtbot, window)
    assert form.config() == before and form.isEnabled() and all(widget.isEnabled() for widget in inputs[:8])
    assert [form.device_box.itemText(i) for i in range(form.device_box.count())] == devices_before
    qtbot.waitUntil(lambda: "268,650" in form.facts_label.text(), timeout=30_000)  # this machine's model again


def test_a_recorded_sweep_across_devices_shows_its_model_devices_precisions_and_batches(qtbot, laptop_window):
    window = laptop_window
    page = window.experiments_page
    form = page.form
    form.batches_edit.setText("8,32")  # this machine's own choice, to be given back
    devices_before = {name: check.isChecked() for name, check in form.device_checks.items()}
    precisions_before = {name: check.isChecked() for name, check in form.precision_checks.items()}
    open_and_wait(qtbot, window, RECORDINGS / "h100-crossover.dlrec")
    play_to_the_end(window)

    assert form.model_box.currentData() == "simple-cnn"
    assert {name for name, check in form.device_checks.items() if check.isChecked()} == {"cpu", "cuda:0"}
    assert {name for name, check in form.precision_checks.items() if check.isChecked()} == {"fp32"}
    assert form.batches_edit.text().replace(" ", "") == "1,4,16,64,256,1024"
    assert not any(widget.isEnabled() for widget in (form.preset_box, form.model_box, form.batches_edit,
                                                     form.seconds_box, *form.device_checks.values(),
                                                     *form.precision_checks.values()))
    text = banner_fits_in_presenter_mode(qtbot, window)
    assert all(word in text for word in ("simple-cnn", "cpu", "cuda:0", "NVIDIA H100 80GB HBM3")), text

    leave(qtbot, window)
    assert form.batches_edit.text() == "8,32" and form.model_box.isEnabled() and form.batches_edit.isEnabled()
    assert {name: check.isChecked() for name, check in form.device_checks.items()} == devices_before
    assert {name: check.isChecked() for name, check in form.precision_checks.items()} == precisions_before
    assert all(check.isEnabled() for check in form.device_checks.values()) and form.preset_box.isEnabled()


def test_a_recorded_precision_comparison_shows_its_precisions_on_the_recorded_gpu_only(qtbot, laptop_window):
    window = laptop_window
    form = window.experiments_page.form
    open_and_wait(qtbot, window, RECORDINGS / "h100-precision.dlrec")
    play_to_the_end(window)

    assert form.model_box.currentData() == "resnet18"
    assert {name for name, check in form.device_checks.items() if check.isChecked()} == {"cuda:0"}
    assert {name for name, check in form.precision_checks.items() if check.isChecked()} == {"fp32", "fp16", "bf16"}
    assert form.batches_edit.text().replace(" ", "") == "16,64,256"
    assert form.seconds_box.value() == pytest.approx(1.0) and not form.seconds_box.isEnabled()
    text = banner_fits_in_presenter_mode(qtbot, window)
    assert all(word in text for word in ("resnet18", "cuda:0", "fp16", "bf16", "NVIDIA H100 80GB HBM3")), text

    leave(qtbot, window)
    assert form.model_box.currentData() == "simple-cnn" and list(form.device_checks) == ["cpu"]
    assert {name for name, check in form.precision_checks.items() if check.isChecked()} == {"fp32"}


def test_recorded_benchmarks_name_the_recorded_gpu_and_device_and_give_the_advisor_back(qtbot, laptop_window):
    window = laptop_window
    bench = window.advisor_page.bench
    devices_before = [bench.device_box.itemData(i) for i in range(bench.device_box.count())]
    quick_before = bench.quick_box.isChecked()
    open_and_wait(qtbot, window, RECORDINGS / "h100-bench.dlrec")
    play_to_the_end(window)

    assert bench.device_box.currentData() == "cuda:0" and "NVIDIA H100 80GB HBM3" in bench.device_box.currentText()
    assert bench.quick_box.isChecked() and not bench.device_box.isEnabled() and not bench.quick_box.isEnabled()
    assert "NVIDIA H100 80GB HBM3" in bench.status.text() and "cuda:0" in bench.status.text()
    text = banner_fits_in_presenter_mode(qtbot, window)
    assert all(word in text for word in ("cuda:0", "NVIDIA H100 80GB HBM3")), text

    leave(qtbot, window)
    assert [bench.device_box.itemData(i) for i in range(bench.device_box.count())] == devices_before
    assert bench.quick_box.isChecked() == quick_before and bench.device_box.isEnabled() and bench.quick_box.isEnabled()
