"""Training in a child process: the window's runs are `dl-dashboard train --json` driven through stdin and stdout."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import psutil
import pytest

from dashboard.errors import UserError
from dashboard.training import child
from dashboard.training.child import ChildRun, train_command
from dashboard.training.config import TrainConfig
from dashboard.training.events import RunInfo, RunSummary, StepMetrics, to_record
from dashboard.training.runs import list_runs, read_run
from tests.waiting import wait_for

CONFIG = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", batch_size=16, allow_download=False,
                     val_size=64).with_length("steps", 8)
SUMMARY = to_record(RunSummary("completed", "done", 1, 0.5, None, None, 100.0, 1.0))


@pytest.fixture(autouse=True)
def runs_go_to_a_temporary_folder(data_dir):
    return data_dir


def fake_child(monkeypatch, script: str) -> None:
    """The child is this Python script instead of `dl-dashboard train`."""
    monkeypatch.setattr(child, "train_command", lambda config: [sys.executable, "-c", script])


def test_a_child_run_yields_the_engines_events_and_records_the_run(data_dir):
    run = ChildRun(CONFIG)
    events = list(run)
    assert isinstance(events[0], RunInfo)
    assert [e.step for e in events if isinstance(e, StepMetrics)] == list(range(1, 9))
    assert isinstance(events[-1], RunSummary) and events[-1].status == "completed"
    assert run.returncode == 0
    assert run.path is not None and run.path in list_runs(data_dir / "runs")
    assert read_run(run.path).status == "completed"


def test_the_child_gets_every_setting_of_the_form(monkeypatch):
    config = CONFIG.with_length("epochs", 2)
    command = train_command(config)
    assert command[-2] == "--config-json" and TrainConfig.from_dict(json.loads(command[-1])) == config


def test_a_run_stopped_before_its_child_starts_stops_at_once():
    run = ChildRun(CONFIG.with_length("steps", 100_000))
    run.control.stop()
    events = list(run)
    assert isinstance(events[-1], RunSummary) and events[-1].status == "stopped"
    assert events[-1].steps < 100_000


def test_pause_is_acknowledged_once_it_has_taken_hold_and_resume_goes_on():
    run = ChildRun(CONFIG.with_length("steps", 40))
    events: list = []
    reader = threading.Thread(target=lambda: events.extend(run))  # as the window's task thread reads them
    reader.start()
    try:
        assert wait_for(lambda: any(isinstance(e, StepMetrics) for e in events))
        run.control.pause()
        assert wait_for(lambda: run.control.holding)  # the child has parked after the step in flight
        steps_at_pause = len(events)
        assert not wait_for(lambda: len(events) > steps_at_pause, seconds=0.5)  # nothing trains while held
        run.control.resume()
        assert not run.control.holding
    finally:
        run.control.resume()
        reader.join(timeout=60)
    assert isinstance(events[-1], RunSummary) and events[-1].status == "completed" and events[-1].steps == 40


def test_an_error_the_child_reports_reaches_the_window_in_its_own_words(monkeypatch):
    fake_child(monkeypatch, "import json, sys; print(json.dumps({'event': 'error', 'message': 'no such dataset'}));"
                            "sys.exit(2)")
    with pytest.raises(UserError, match="^no such dataset$"):
        list(ChildRun(CONFIG))


def test_a_child_that_dies_mid_run_is_named_with_its_signal_and_last_words(monkeypatch):
    info = json.dumps(to_record(RunInfo("m", 1, 1, 1, False, "", "d", 1, 1, 1, 1, "cpu", "cpu", None, "fp32", 1)))
    fake_child(monkeypatch, f"import os, sys, signal; print({info!r}, flush=True); print('not json', flush=True);"
                            "print('Killed by the OOM killer', file=sys.stderr, flush=True);"
                            "os.kill(os.getpid(), signal.SIGKILL)")
    run = ChildRun(CONFIG)
    received = []
    with pytest.raises(UserError) as raised:
        for event in run:
            received.append(event)
    assert [type(e) for e in received] == [RunInfo]  # the line that is not JSON is skipped
    assert "killed by signal 9" in str(raised.value) and "OOM killer" in str(raised.value)
    assert run.returncode == -9


def test_closing_the_events_early_ends_a_child_that_will_not_stop(monkeypatch):
    monkeypatch.setattr(child, "STOP_GRACE_S", 0.5)
    fake_child(monkeypatch, f"import signal, sys, time; signal.signal(signal.SIGTERM, signal.SIG_IGN);"
                            f"print({json.dumps(SUMMARY)!r}, flush=True); time.sleep(600)")
    run = ChildRun(CONFIG)
    events = iter(run)
    assert isinstance(next(events), RunSummary)
    children = psutil.Process().children()
    assert children
    events.close()  # what the window's task does when it is stopped
    assert run.returncode == -9  # stdin closed and SIGTERM ignored: killed
    assert not any(c.is_running() and c.status() != psutil.STATUS_ZOMBIE for c in children)


def test_the_train_command_obeys_stop_on_stdin_and_refuses_bad_config_json(tmp_path, capsys):
    from dashboard.cli import main

    command = train_command(CONFIG.with_length("steps", 100_000))
    finished = subprocess.run(command, input="stop\n", capture_output=True, text=True, timeout=120)
    last = json.loads(finished.stdout.splitlines()[-2])  # the summary, then the error line saying why
    assert last["event"] == "summary" and last["status"] == "stopped"
    assert command[1:3] == ["-m", "dashboard"]  # the same command line in this process (a refusal is fast), with
    arguments = [a for a in command[3:-1] if a != "--control-stdin"]  # no stdin to read here
    assert main([*arguments, "[1, 2]"]) == 2
    assert "--config-json must be one JSON object" in capsys.readouterr().err
