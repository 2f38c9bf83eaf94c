"""Training in a child process: the window's runs are `dl-dashboard agent` told the run and driven through the protocol.

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
from dashboard.protocol import conversation, transport
from dashboard.protocol.messages import Control, Hello, Request, decode, encode
from dashboard.training.child import ChildRun, RemoteControl
from dashboard.training.config import TrainConfig
from dashboard.training.events import RunInfo, RunSummary, to_record

CONFIG = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", batch_size=16, allow_download=False,
                     val_size=64).with_length("steps", 8)
SUMMARY = to_record(RunSummary("completed", "done", 1, 0.5, None, None, 100.0, 1.0))


@pytest.fixture(autouse=True)
def runs_go_to_a_temporary_folder(data_dir):
    return data_dir


HELLO = encode(Hello.here())


def fake_child(monkeypatch, script: str) -> None:
    """The child is this Python script, after the agent's hello, instead of `dl-dashboard agent`."""
    monkeypatch.setattr(transport, "agent_command",
                        lambda machine: [sys.executable, "-c", f"print({HELLO!r}, flush=True); {script}"])


def test_the_child_gets_every_setting_of_the_form(monkeypatch, tmp_path):
    config = CONFIG.with_length("epochs", 2)
    received = tmp_path / "request"
    fake_child(monkeypatch, f"import sys; open({str(received)!r}, 'w').write(sys.stdin.readline())")
    with pytest.raises(UserError):  # the stand-in ends without a summary
        list(ChildRun(config))
    request = decode(received.read_text())
    assert isinstance(request, Request) and request.feature == "train"
    assert TrainConfig.from_dict(request.settings) == config


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
    monkeypatch.setattr(conversation, "STOP_GRACE_S", 0.5)
    fake_child(monkeypatch, f"import signal, sys, time; signal.signal(signal.SIGTERM, signal.SIG_IGN);"
                            f"print({json.dumps(SUMMARY)!r}, flush=True); time.sleep(600)")
    run = ChildRun(CONFIG)
    before = set(psutil.Process().children())  # a session's sshd (tests/sshd.py) may run beside
    events = iter(run)
    assert isinstance(next(events), RunSummary)
    children = [child for child in psutil.Process().children() if child not in before]
    assert children
    events.close()  # what the window's task does when it is stopped
    assert run.returncode == -9  # stdin closed and SIGTERM ignored: killed
    assert not any(c.is_running() and c.status() != psutil.STATUS_ZOMBIE for c in children)


def test_a_stop_or_pause_asked_before_the_child_starts_is_sent_as_it_starts():
    """What Stop pressed while a run prepares relies on (a real child obeys it in test_training_gui)."""
    stopped, paused = RemoteControl(), RemoteControl()
    stopped.stop()
    paused.pause()
    for control, word in ((stopped, "stop"), (paused, "pause")):
        stdin = io.StringIO()
        control.attach(stdin)
        assert decode(stdin.getvalue()) == Control(word) and stdin.getvalue().endswith("\n")


def test_the_agent_refuses_a_run_whose_settings_are_not_a_run(capsys):
    from dashboard.cli import agent

    with pytest.raises(UserError, match=r"model \[1, 2\] is not allowed"):
        agent._train(Request("train", {"model": [1, 2]}))
