"""Following a run's file on its machine (what the agent's ``follow`` request runs): the lines the window lacks, each
once whole, until the summary; a run whose process is gone without one is said so, and a stop ends the following."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import pytest

from dashboard.errors import UserError
from dashboard.training.follow import FollowedRunEnded, follow_run, metrics_lines
from dashboard.training.runs import METRICS_FILE


def _write(folder, *records, torn: str = "") -> None:
    with open(folder / METRICS_FILE, "a", encoding="utf-8") as metrics:
        metrics.write("".join(json.dumps(record) + "\n" for record in records) + torn)


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_the_lines_after_those_the_window_has_come_once_whole_until_the_summary(tmp_path):
    _write(tmp_path, {"event": "info"}, {"event": "step", "step": 1}, torn='{"event": "st')
    assert metrics_lines(tmp_path) == 3  # a torn last line counts once it is whole: the window skips what it has
    stop = threading.Event()
    records = follow_run(tmp_path, 1, None, stop, poll_s=0.01)
    assert next(records) == {"event": "step", "step": 1}  # the torn line is not read as a record yet
    _write(tmp_path, torn='ep", "step": 2}\n{"event": "summary", "status": "completed"}\n{"event": "step"}\n')
    assert list(records) == [{"event": "step", "step": 2}, {"event": "summary", "status": "completed"}]


def test_a_run_whose_process_is_gone_without_a_summary_is_said_after_its_last_lines(tmp_path):
    _write(tmp_path, {"event": "info"}, {"event": "step", "step": 1})
    records = follow_run(tmp_path, 0, _dead_pid(), threading.Event(), poll_s=0.01)
    assert [record["event"] for record in [next(records), next(records)]] == ["info", "step"]
    with pytest.raises(FollowedRunEnded, match="ended without a summary: its process .* is gone"):
        next(records)


def test_a_stop_ends_the_following_of_a_run_that_goes_on(tmp_path):
    _write(tmp_path, {"event": "info"})
    stop = threading.Event()
    records = follow_run(tmp_path, 0, None, stop, poll_s=0.01)  # no pid: the run is taken to be running
    assert next(records) == {"event": "info"}
    stop.set()
    assert list(records) == []


def test_a_folder_without_a_run_is_refused_in_words(tmp_path):
    with pytest.raises(UserError, match="no run to follow in"):
        list(follow_run(tmp_path / "missing", 0, None, threading.Event()))


def test_a_dropped_link_is_said_in_the_windows_language_with_where_the_run_goes_on(qapp, language):
    from pathlib import Path

    from dashboard.protocol.transport import Machine
    from dashboard.training.child import ChildRun
    from dashboard.training.config import TrainConfig

    run = ChildRun(TrainConfig(), machine=Machine("gpu-server"))
    run.remote_path = Path("/srv/runs/a")
    language("pl")
    said = run._unfinished(UserError("ssh ended with status 255."), 255)
    assert said.startswith("Połączenie z gpu-server zostało zerwane") and "/srv/runs/a" in said
    assert "(ssh ended with status 255)" in said  # the cause as it came, once
    assert "Przebieg na gpu-server skończył się" in run._unfinished(UserError("killed"), 137)  # ended there


def test_an_experiment_is_followed_until_its_process_has_ended_without_a_summary_due(tmp_path):
    _write(tmp_path, {"event": "point", "x": 2}, {"event": "point", "x": 4})
    records = follow_run(tmp_path, 1, _dead_pid(), threading.Event(), poll_s=0.01, final=None)
    assert list(records) == [{"event": "point", "x": 4}]  # no error: an experiment's end is its process's
