"""Training in a child process: the window's runs are `dl-dashboard train --json` driven through stdin and stdout.

The real children are the Training lab page's own ChildRuns, in test_training_gui: one that trains to the end (the
events it yields, its exit status and saved run are checked there), one paused and resumed, and one stopped before
it starts (its summary, then the error line saying why). The children here are stand-ins for the failures a real
one would take long to show."""

from __future__ import annotations

import io
import json
import sys

import psutil
import pytest

from dashboard.errors import UserError
from dashboard.training import child
from dashboard.training.child import ChildRun, RemoteControl, train_command
from dashboard.training.config import TrainConfig
from dashboard.training.events import RunInfo, RunSummary, to_record

CONFIG = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", batch_size=16, allow_download=False,
                     val_size=64).with_length("steps", 8)
SUMMARY = to_record(RunSummary("completed", "done", 1, 0.5, None, None, 100.0, 1.0))


@pytest.fixture(autouse=True)
def runs_go_to_a_temporary_folder(data_dir):
    return data_dir


def fake_child(monkeypatch, script: str) -> None:
    """The child is this Python script instead of `dl-dashboard train`."""
    monkeypatch.setattr(child, "train_command", lambda config: [sys.executable, "-c", script])


def test_the_child_gets_every_setting_of_the_form(monkeypatch):
    config = CONFIG.with_length("epochs", 2)
    command = train_command(config)
    assert command[-2] == "--config-json" and TrainConfig.from_dict(json.loads(command[-1])) == config


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


def test_a_stop_or_pause_asked_before_the_child_starts_is_sent_as_it_starts():
    """What Stop pressed while a run prepares relies on (a real child obeys it in test_training_gui)."""
    stopped, paused = RemoteControl(), RemoteControl()
    stopped.stop()
    paused.pause()
    for control, word in ((stopped, "stop\n"), (paused, "pause\n")):
        stdin = io.StringIO()
        control.attach(stdin)
        assert stdin.getvalue() == word


def test_the_train_command_refuses_config_json_that_is_not_one_object(capsys):
    from dashboard.cli import main

    command = train_command(CONFIG)
    assert command[1:3] == ["-m", "dashboard"]  # the same command line in this process (a refusal is fast), with
    arguments = [a for a in command[3:-1] if a != "--control-stdin"]  # no stdin to read here
    assert main([*arguments, "[1, 2]"]) == 2
    assert "--config-json must be one JSON object" in capsys.readouterr().err
