"""The window with a remote machine (File > Connect to a machine): the Hardware page watches it live over a real ssh
link to the loopback sshd (tests/sshd.py), the Training lab trains there and keeps a copy here, and a machine that
cannot be reached is said in the status bar without leaving this machine's page."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from dashboard.protocol.transport import HERE, Machine
from dashboard.training.runs import list_runs, read_run
from dashboard.ui.main_window import MainWindow
from dashboard.ui.remote.dialog import ConnectDialog
from tests.sshd import NOBODY_LISTENS, REMOTE

WAIT_MS = 90_000


@pytest.fixture
def window(qtbot, settings, data_dir, remote):
    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def test_the_window_watches_a_remote_machine_trains_there_keeps_a_copy_and_comes_back(qtbot, window, remote,
                                                                                      data_dir):
    hardware = window.hardware_page
    with qtbot.waitSignal(window.remote.sig_changed, timeout=WAIT_MS) as changed:
        window.remote.connect_to(Machine(REMOTE, remote.program))
    assert changed.args == [True]
    assert hardware.other == (REMOTE, window.remote.inventory)
    assert "read live over ssh" in hardware.inventory_note.text()
    assert window.remote.bar.isVisible() and f"Watching {REMOTE} live over ssh" in window.remote.bar.banner.text()
    qtbot.waitUntil(lambda: len(hardware.other_history) > 0, timeout=WAIT_MS)  # the remote's samples reach the plots
    here = hardware.history.rows
    qtbot.waitUntil(lambda: hardware.history.rows > here, timeout=WAIT_MS)  # and this machine's go on beside them
    page = window.training_page
    assert page.spare.machine == Machine(REMOTE, remote.program)
    page.form.download_box.setChecked(False)
    page.form.length_unit.setCurrentText("steps")
    page.form.length_box.setValue(3)
    before = set(list_runs(remote.data / "runs"))  # the session's remote may hold other tests' runs
    with qtbot.waitSignal(page.sig_run_finished, timeout=WAIT_MS) as finished:
        page.start()
    assert finished.args[0].status == "completed"
    [trained_there] = set(list_runs(remote.data / "runs")) - before
    [copy] = list_runs(data_dir / "runs")
    assert read_run(copy).training_events() == read_run(trained_there).training_events()
    machine = read_run(copy).document["machine"]  # where it was trained, and what following it again would need
    assert machine["host"] == REMOTE and machine["folder"] == str(trained_there)
    assert machine["program"] == remote.program and isinstance(machine["pid"], int)
    # The copy is a recording of the remote machine: its inventory, and the samples the window got during the run.
    from dashboard.training.hardware_log import read_inventory, read_samples

    assert read_inventory(copy) == window.remote.inventory and read_samples(copy)
    qtbot.waitUntil(lambda: not page.task.is_running(), timeout=WAIT_MS)
    with qtbot.waitSignal(window.remote.sig_changed, timeout=WAIT_MS) as changed:
        window.remote.bar.leave_button.click()
    assert changed.args == [False] and not window.remote.bar.isVisible()
    assert hardware.other is None and page.spare.machine == HERE


def test_a_dropped_link_says_the_run_goes_on_there_and_reattach_brings_the_rest(qtbot, settings, data_dir, remote):
    """The Training lab trains on the remote and its ssh is killed mid-run: the page says the run goes on there and
    offers Reattach on the run's copy; Reattach draws the run from its start and follows it to its summary."""
    import os
    import signal

    import psutil

    from dashboard.training.events import StepMetrics

    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    window.show()
    page = window.training_page
    window.show_page("training")
    page.measure_on(Machine(REMOTE, remote.program), None)  # without watching: the run's link is the only ssh
    page.form.download_box.setChecked(False)
    page.form.length_unit.setCurrentText("steps")
    page.form.length_box.setValue(150)
    with qtbot.waitSignal(page.sig_run_finished, timeout=WAIT_MS) as finished:
        page.start()
        qtbot.waitUntil(lambda: page.live.last_step is not None, timeout=WAIT_MS)
        [ssh] = [child for child in psutil.Process().children() if child.name() == "ssh"]
        os.kill(ssh.pid, signal.SIGKILL)
    assert finished.args == [None] and f"The run goes on on {REMOTE}" in page.message_label.text()
    assert page.saved.reattach_button.isVisible() and REMOTE in page.saved.reattach_button.text()
    copy = page.saved.current_run()
    assert copy is not None and read_run(copy).status == "interrupted"
    with qtbot.waitSignal(page.sig_run_finished, timeout=WAIT_MS) as followed:
        page.saved.reattach_button.click()
        assert not page.pause_button.isEnabled() and page.stop_button.isEnabled()  # Stop ends the following
    assert followed.args[0].status == "completed" and read_run(copy).status == "completed"
    steps = [event for event in read_run(copy).training_events() if isinstance(event, StepMetrics)]
    assert page.live.last_step == steps[-1] and not page.saved.reattach_button.isVisible()
    qtbot.waitUntil(lambda: not page.task.is_running(), timeout=WAIT_MS)
    window.close()


def test_a_machine_that_cannot_be_reached_is_said_and_this_machine_stays(qtbot, window):
    with qtbot.waitSignal(window.remote.sig_status, timeout=WAIT_MS,
                          check_params_cb=lambda text: text.startswith("Not connected")) as said:
        window.remote.connect_to(Machine(NOBODY_LISTENS))
    assert f"could not reach {NOBODY_LISTENS} over ssh" in said.args[0]
    assert not window.remote.active and not window.remote.bar.isVisible()
    assert window.hardware_page.other is None


def test_the_connect_dialog_says_what_is_wrong_with_a_host_and_keeps_a_good_one(qtbot, settings):
    dialog = ConnectDialog(settings)
    qtbot.addWidget(dialog)
    dialog.host_edit.setText("-oProxyCommand=evil")
    dialog.accept()
    assert dialog.problem.isVisibleTo(dialog) and "is not a host name" in dialog.problem.text()
    assert dialog.machine() is None and dialog.result() == 0
    dialog.host_edit.setText("gpu-server")
    dialog.program_edit.setText("/opt/venv/bin/dl-dashboard")
    dialog.accept()
    assert dialog.machine() == Machine("gpu-server", "/opt/venv/bin/dl-dashboard")
    again = ConnectDialog(settings)  # the last machine is offered next time
    qtbot.addWidget(again)
    assert again.host_edit.text() == "gpu-server" and again.program_edit.text() == "/opt/venv/bin/dl-dashboard"


def ssh_links() -> list:
    """This process's ssh children still alive (one that ends while it is looked at is not)."""
    import psutil

    alive = []
    for child in psutil.Process().children():
        with contextlib.suppress(psutil.NoSuchProcess):
            if child.name() == "ssh" and child.status() != psutil.STATUS_ZOMBIE:
                alive.append(child)
    return alive


def test_closing_the_window_while_it_watches_a_remote_machine_ends_the_link(qtbot, settings, data_dir, remote):
    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.remote.sig_changed, timeout=WAIT_MS):
        window.remote.connect_to(Machine(REMOTE, remote.program))
    # The inventory comes over one ssh link, which ends with it; the samples over the next, which stays open. The
    # window hears of the inventory between the two: once, on a loaded machine, neither link was there to see.
    qtbot.waitUntil(lambda: bool(ssh_links()), timeout=WAIT_MS)
    window.close()  # the autouse check then finds no thread left running
    assert not ssh_links()


def test_the_experiments_page_measures_on_the_watched_machine_and_compares_it_with_this_one(qtbot, data_dir,
                                                                                             remote):
    """Its sweep runs on the remote agent (saved there, and copied here point by point); that copy and an experiment
    of this machine, opened together, are one comparison whose series are named by their machines."""
    import dataclasses
    import platform

    from dashboard.experiments.storage import append_point, open_experiment, read_experiments
    from dashboard.hardware.inventory import read_quick_inventory
    from dashboard.hardware.sampler import Sampler
    from dashboard.training.hardware_log import read_inventory, read_samples
    from dashboard.ui.experiments.page import ExperimentsPage

    page = ExperimentsPage()
    qtbot.addWidget(page)
    machine = Machine(REMOTE, remote.program)
    inventory = read_quick_inventory([])  # the remote machine's, as the window read it
    page.measure_on(machine, inventory)
    experiment = _one_point_experiment()
    session = page.measure_with(experiment)
    assert session.machine == machine
    sampler = Sampler([])
    session.add_sample(sampler.sample())  # a sample of it the window received meanwhile
    sampler.close()
    [measured] = list(session)
    assert read_inventory(session.copy) == inventory and len(read_samples(session.copy)) == 1  # a recording of it
    assert measured.status == "ok"
    assert session.path is not None and session.path.parent == remote.data / "experiments"
    assert session.copy is not None and session.copy.parent == data_dir / "experiments"
    origin = read_run(session.copy).document["machine"]
    assert origin["host"] == REMOTE and origin["folder"] == str(session.path)
    assert not read_run(session.copy).document["unfinished"]
    here = open_experiment(experiment)  # this machine's experiment on the same model and batch, twice as fast
    append_point(here, dataclasses.replace(measured, samples_per_second=2 * measured.samples_per_second))
    here.close()
    compared = read_experiments([here.path, session.copy]).points
    this_machine = f"{platform.node()}: cpu/fp32"  # named by its host, as the remote one is
    assert sorted(point.series for point in compared) == sorted([f"{REMOTE}: cpu/fp32", this_machine])
    page.show_experiments([here.path, session.copy])
    assert {series.series for series in page.summary.series} == {f"{REMOTE}: cpu/fp32", this_machine}
    page.measure_on(HERE, None)
    assert page.measure_with(experiment).machine == HERE


def test_a_sweep_whose_link_drops_goes_on_there_and_reattach_fetches_its_points(qtbot, data_dir, remote):
    """The Experiments page's sweep on the remote, its ssh killed after the first point: the page says the sweep goes
    on there and offers Reattach on its copy, which brings every point the remote measured into the copy."""
    import os
    import signal

    import psutil

    from dashboard.experiments.plan import sweep_experiment
    from dashboard.experiments.storage import read_experiments
    from dashboard.training.config import TrainConfig
    from dashboard.ui.experiments.page import ExperimentsPage

    page = ExperimentsPage()
    qtbot.addWidget(page)
    page.show()
    page.measure_on(Machine(REMOTE, remote.program), None)
    config = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", allow_download=False, val_size=64)
    page.form.experiment = lambda: sweep_experiment(config, ["cpu"], ["fp32"], [2, 4, 8], 0.3)
    with qtbot.waitSignal(page.sig_finished, timeout=WAIT_MS):
        page.start()
        qtbot.waitUntil(lambda: len(page.points) == 1, timeout=WAIT_MS)
        [ssh] = [child for child in psutil.Process().children() if child.name() == "ssh"]
        os.kill(ssh.pid, signal.SIGKILL)
    assert f"It goes on on {REMOTE}" in page.message_label.text()
    copy = page.saved_in
    assert copy is not None and read_run(copy).document["unfinished"]
    assert page.saved.reattach_button.isVisible() and REMOTE in page.saved.reattach_button.text()
    there = Path(read_run(copy).document["machine"]["folder"])
    with qtbot.waitSignal(page.sig_finished, timeout=WAIT_MS):
        page.saved.reattach_button.click()
    assert [point.x for point in page.points] == [2, 4, 8]  # the one that arrived, and the two measured meanwhile
    assert not read_run(copy).document["unfinished"] and not page.saved.reattach_button.isVisible()
    assert [p.x for p in read_experiments([copy]).points] == [p.x for p in read_experiments([there]).points]
    assert page.shutdown()


def _one_point_experiment():
    from dashboard.experiments.plan import sweep_experiment
    from dashboard.training.config import TrainConfig

    config = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", allow_download=False, val_size=64)
    return sweep_experiment(config, ["cpu"], ["fp32"], [4], 0.1)


def test_a_lesson_runs_on_the_watched_machine_and_reads_in_the_windows_language(qtbot, remote, language):
    """The Lessons page's lesson measured by the remote agent: its progress and reading said here in Polish, from
    the words the agent sent; nothing of this machine's hardware is recorded with it."""
    from dashboard.lessons.remote import RemoteLessonRun
    from dashboard.lessons.run import LessonRun
    from dashboard.ui.lessons.page import LessonsPage

    language("pl")
    page = LessonsPage()
    qtbot.addWidget(page)
    page.lesson_size = "tiny"
    page.measure_on(Machine(REMOTE, remote.program), None)
    page.choose("batch-size")
    try:
        with qtbot.waitSignal(page.sig_finished, timeout=WAIT_MS):
            page.run_button.click()
        assert isinstance(page.run, RemoteLessonRun)
    finally:
        assert page.shutdown(30_000)
    outcome = page.outcomes["batch-size"]
    assert outcome.status == "completed" and page.points
    assert "przepustowość" in page.reading_label.text().lower(), page.reading_label.text()
    assert "batch-size" not in page.recordings  # measured there: not recorded with this machine's samples
    page.measure_on(HERE, None)
    assert page.make_run is LessonRun
    language("en")


def test_a_slow_link_never_holds_the_window(qtbot, window, monkeypatch):
    """A machine that answers nothing (a link so slow its hello has not come): connecting and giving up never wait
    for it on the GUI thread (any wait there fails the test, whatever the machine's speed), this machine's page
    stays, and the link's thread ends once the window has let go of it."""
    import sys

    from PySide6.QtCore import QThread

    from dashboard.protocol import transport
    from dashboard.ui.workers import Task

    silent = [sys.executable, "-c", "import sys; sys.stdin.read()"]  # says nothing until its input ends
    monkeypatch.setattr(transport, "agent_command", lambda machine: silent)
    with monkeypatch.context() as never_waits:
        never_waits.setattr(Task, "stop", lambda *_args, **_kwargs: pytest.fail("the GUI thread waited for a task"))
        never_waits.setattr(QThread, "wait", lambda *_args, **_kwargs: pytest.fail("the GUI thread waited"))
        window.remote.connect_to(Machine("slow-host"))
        assert window.remote.active and window.remote.inventory is None
        assert window.hardware_page.other is None and not window.remote.bar.isVisible()
        link = window.remote._task
        assert link is not None
        window.remote.leave()
        assert not window.remote.active
    qtbot.waitUntil(lambda: not link.is_running(), timeout=WAIT_MS)


def test_the_connect_dialog_says_what_is_wrong_in_the_windows_language(qtbot, settings, language):
    language("pl")
    dialog = ConnectDialog(settings)
    qtbot.addWidget(dialog)
    dialog.host_edit.setText("-bad")
    dialog.accept()
    assert dialog.problem.text().startswith("'-bad' nie jest nazwą hosta"), dialog.problem.text()
    language("en")
