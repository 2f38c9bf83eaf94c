"""Replay mode in the window: a recording made elsewhere plays into the Training lab and the Hardware page at the
chosen speed, shows the recorded machine and nothing of this one, seeks, and gives the pages back when left; a bad
recording is refused off the GUI thread with nothing imported."""

from __future__ import annotations

import math

import numpy as np
import pytest

from dashboard.experiments.storage import read_experiments
from dashboard.recording.exchange import export_folder
from dashboard.recording.fileformat import read_recording
from dashboard.recording.timeline import Timeline
from dashboard.training.runs import list_runs, read_run
from dashboard.ui.pages import PAGE_NAMES
from dashboard.ui.replay.player import ReplayPlayer
from tests.test_gui import pages_on_demand, quick_model_facts  # noqa: F401 - the fixtures
from tests.test_recording import recorded_run, snapshot  # noqa: F401 - the fixture, and a sample maker
from tests.test_recording_experiments import recorded_sweep  # noqa: F401 - the fixture

pytestmark = pytest.mark.usefixtures("quick_model_facts", "pages_on_demand")

LOCAL_CPU = "This Laptop CPU"


@pytest.fixture
def recording_file(recorded_run, tmp_path):  # noqa: F811 - the fixture imported above
    target = tmp_path / "h100.dlrec"
    export_folder(recorded_run, target)
    return target


def open_and_wait(qtbot, window, path):
    # A ceiling, not a speed: the file is read and imported on a worker thread, which a loaded machine may hold up.
    with qtbot.waitSignal(window.replay.sig_changed, timeout=60_000):
        assert window.open_recording(path)


def test_a_recording_plays_seeks_keeps_this_machine_out_and_is_left_opened_again_and_refused_when_bad(
        qtbot, laptop_window, recording_file, monkeypatch):
    """One recording in one window, as a lecturer uses it (one window in place of five):

    - it plays at 10x into the charts and shows the recorded machine, nothing of this one;
    - a seek redraws up to the new position whichever way it goes;
    - this machine's readings do not mix in, and come back when the replay is left (with the Advisor, built during
      the replay, told the recorded machine as it is built, and this one's again after);
    - opening it again plays it without importing it twice, and an open right after the last one played is not
      refused (the reading thread winds down a moment after it delivered the recording: an open in that gap was
      refused, seen once in a full test run);
    - a bad recording is refused off the GUI thread with nothing imported.

    Every page but the Advisor is built before the replay (they are told the recorded machine when it starts), the
    Advisor during it.
    """
    window = laptop_window
    for name in PAGE_NAMES:
        if name != "advisor":
            window.page(name)
    open_and_wait(qtbot, window, recording_file)
    player = window.replay.player
    assert player is not None and player.playing
    assert window.replay_bar.isVisible() and "NVIDIA H100 80GB HBM3" in window.replay_bar.banner.full_text()
    hardware = window.hardware_page
    assert hardware.inventory.gpus[0].name == "NVIDIA H100 80GB HBM3" and hardware.inventory_source == "recorded"
    assert not window.monitor_status.gpu_status_label.isVisible()  # this machine's facts are hidden
    window.replay_bar.speed_box.setCurrentIndex(3)
    assert player.speed == 10.0
    player.advance(player.timeline.duration)  # what ten-times speed reaches in a tenth of the time
    assert player.finished and not player.playing and window.replay_bar.play_button.text() == "Play"
    recording = read_recording(recording_file)
    losses = [event["loss"] for event in recording.events if event.get("event") == "step"]
    drawn = window.training_page.live.steps.series("loss")
    assert np.allclose(drawn[~np.isnan(drawn)], losses)  # the replayed curve is the recorded one
    assert window.training_page.last_summary is not None
    assert hardware._latest.gpus[0].utilization_percent == 69.0  # the last recorded sample (50 + 19)
    assert not window.training_page.start_button.isEnabled()

    player.pause()
    end = player.timeline.duration
    player.seek(end)
    full = len(window.training_page.live.steps)
    player.seek(end / 2)
    half = len(window.training_page.live.steps)
    assert 0 < half < full
    window.replay_bar.sig_seek.emit(1.0)
    assert len(window.training_page.live.steps) == full

    recorded_latest = hardware._latest
    advisor = window.advisor_page  # built during the replay: told the recorded machine as it is built
    assert advisor.recorded is not None and advisor.recorded.gpus[0].name == "NVIDIA H100 80GB HBM3"
    window._on_monitor_snapshot(snapshot(1e9, gpu_busy=3.0))  # a live sample of this machine arrives
    assert hardware._latest is recorded_latest
    with qtbot.waitSignal(window.replay.sig_changed, timeout=30_000) as left:
        window.replay_bar.leave_button.click()
    assert left.args == [False] and not window.replay.active and not window.replay_bar.isVisible()
    assert hardware.inventory_source != "recorded" and hardware._latest is None
    assert advisor.recorded is None  # this machine's GPUs (none) are highlighted again
    assert window.training_page.start_button.isEnabled() and window.monitor_status.gpu_status_label.isVisible()

    runs = list_runs()
    assert len(runs) == 1 and read_run(runs[0]).document["recording"]["machine"].endswith("NVIDIA H100 80GB HBM3")
    open_and_wait(qtbot, window, recording_file)
    assert list_runs() == runs
    with monkeypatch.context() as held:
        held.setattr(window.replay._task, "is_running", lambda: True)  # that moment, held
        window.replay.leave()
        open_and_wait(qtbot, window, recording_file)
    window.replay.leave()

    bad = recording_file.with_name("cut.dlrec")
    bad.write_bytes(recording_file.read_bytes()[:-40])  # the end line cut off
    messages = []
    window.replay.sig_status.connect(messages.append)
    assert window.open_recording(bad)
    qtbot.waitUntil(lambda: not window.replay.loading, timeout=60_000)
    qtbot.waitUntil(lambda: any(m.startswith("Not opened, nothing imported") for m in messages), timeout=30_000)
    assert "cut short" in messages[-1] and not window.replay.active and list_runs() == runs


def test_the_player_moves_speed_times_as_fast_as_the_clock(qtbot, recording_file):
    now = [100.0]
    delivered = []
    timeline = Timeline(read_recording(recording_file))
    player = ReplayPlayer(timeline, lambda moments, reset: delivered.append((len(moments), reset)), speed=10,
                          clock=lambda: now[0])
    player.seek(timeline.first)
    player.play()
    start = player.position
    now[0] += 0.5
    player._tick()
    assert player.position == pytest.approx(start + 5.0)
    player.stop()
    assert delivered[0][1] is True and all(not reset for _, reset in delivered[1:])
    assert math.isclose(sum(count for count, _ in delivered), len(timeline.until(player.position)))


def test_a_recorded_sweep_plays_into_the_experiments_page_and_what_a_page_shows_exports_as_a_recording(
        qtbot, laptop_window, recorded_sweep, tmp_path, monkeypatch):  # noqa: F811 - the fixture imported above
    """A recorded sweep plays into the Experiments page and gives it back; then File > Export as a recording writes
    what the page shows (nothing on the Hardware page), on a worker thread. One window for both."""
    window = laptop_window
    target = tmp_path / "h100-sweep.dlrec"
    export_folder(recorded_sweep, target)
    open_and_wait(qtbot, window, target)
    page = window.experiments_page
    assert window.pages.currentWidget() is page and window.hardware_page.inventory_source == "recorded"
    assert not page.start_button.isEnabled() and page.device_memory["cuda:0"] > 79 * 2**30  # the H100 ceiling
    player = window.replay.player
    player.pause()
    player.seek(5.0)  # two of the four points measured by then
    assert [point.batch_size for point in page.points] == [32, 64]
    player.advance(player.timeline.duration)
    assert page.points == read_experiments([recorded_sweep]).points and "batch" in page.reading_label.text()
    with qtbot.waitSignal(window.replay.sig_changed, timeout=30_000):
        window.replay_bar.leave_button.click()
    assert page.points == [] and page.start_button.isEnabled() and "cuda:0" not in page.device_memory

    exported = tmp_path / "exported.dlrec"
    monkeypatch.setattr("dashboard.ui.main_window.ask_recording_target", lambda parent, source: exported)
    window.show_page("hardware")
    window.ask_export_recording()
    assert window.statusBar().currentMessage().startswith("Nothing here to export") and not exported.exists()
    window.experiments_page.show_experiments([recorded_sweep])
    window.show_page("experiments")
    window.ask_export_recording()  # written on a worker thread: the window goes on meanwhile
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Recording written to"), timeout=30_000)
    assert read_recording(exported).header.kind == "experiment"


def test_a_recorded_run_overlays_on_one_of_this_machine_and_says_where_it_was_made(qtbot, laptop_window,
                                                                                  recording_file):
    from dashboard.recording.exchange import import_recording
    from dashboard.selfbench.synthetic import write_synthetic_run
    from dashboard.training.runs import runs_dir

    imported = import_recording(read_recording(recording_file))
    local = write_synthetic_run(runs_dir(), steps=50)
    labels = laptop_window.training_page.overlay_runs([imported, local])
    assert len(labels) == 2 and labels[0].endswith("· NVIDIA H100 80GB HBM3)") and "(recorded on " in labels[0]
    assert "recorded on" not in labels[1]


def test_a_cpu_run_trained_here_stores_its_inventory_round_trips_into_a_clean_folder_and_replays_at_10x(
        qtbot, laptop_window, tmp_path, monkeypatch, capsys):
    """`dl-dashboard train --record FILE` on a CPU: the run keeps this machine's inventory and the recording holds
    it with every event; opened in a laptop's window with a clean data folder, it is imported there and replays at
    10x. (test_recording's run trained here is this one: one training run for both.)"""
    from dashboard.cli import main
    from dashboard.training.hardware_log import read_inventory

    target = tmp_path / "cpu-run.dlrec"
    with monkeypatch.context() as server:
        server.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path / "server"))
        assert main(["train", "--model", "simple-cnn", "--dataset", "shapes", "--steps", "12", "--batch-size", "8",
                     "--record", str(target)]) == 0
        assert "recording written to" in capsys.readouterr().err
        [folder] = list_runs()
    inventory = read_inventory(folder)
    assert inventory is not None and inventory.cpu.logical_cores >= 1
    recording = read_recording(target)
    assert recording.inventory == inventory and recording.header.title.startswith("simple-cnn on cpu")
    assert recording.events == read_run(folder).events

    window = laptop_window
    open_and_wait(qtbot, window, target)
    assert len(list_runs()) == 1  # imported into the laptop's own, clean, data folder
    window.replay_bar.speed_box.setCurrentIndex(3)
    player = window.replay.player
    player.advance(player.timeline.duration)
    recorded = [event["loss"] for event in recording.events if event.get("event") == "step"]
    drawn = window.training_page.live.steps.series("loss")
    assert player.speed == 10.0 and np.allclose(drawn[~np.isnan(drawn)], recorded)
    assert window.hardware_page.inventory_source == "recorded"
    assert window.hardware_page.inventory == recording.inventory
