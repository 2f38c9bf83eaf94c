"""`dl-dashboard train` as a user runs it: JSON lines, a saved run, clear errors, and a SIGKILL that loses nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from dashboard.text import say_words
from dashboard.training.runs import list_runs, read_run


def test_json_lines_end_with_a_summary_and_the_run_is_saved(tmp_path, capsys, monkeypatch):
    """In this process, through the same main() a user's `dl-dashboard train` runs: a real process printing these
    lines on its stdout is the killed run below (and the window's children, test_training_gui)."""
    from dashboard.cli import main

    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    # 30 steps of 32: the loss falls clearly (2.32 to 1.82 from the fixed seed 0), at a third of the work of 40 of 64
    code = main(["train", "--model", "simple-cnn", "--dataset", "shapes", "--device", "cpu", "--batch-size", "32",
                 "--steps", "30", "--json", "--offline"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    lines = [json.loads(line) for line in captured.out.splitlines()]
    steps = [line for line in lines if line["event"] == "step"]
    assert len(steps) == 30
    assert {"step", "loss", "samples_per_second"} <= steps[0].keys()
    assert any(line["event"] == "epoch" and "val_accuracy" in line for line in lines)
    summary = lines[-1]
    assert summary["event"] == "summary" and summary["status"] == "completed"
    assert {"run_dir", "final_loss", "val_accuracy", "samples_per_second"} <= summary.keys()
    assert summary["final_loss"] < steps[0]["loss"]
    record = read_run(list_runs(tmp_path / "runs")[0])
    assert str(record.path) == summary["run_dir"]
    assert record.status == "completed" and len(record.of_kind("step")) == 30
    assert record.document["config"]["batch_size"] == 32 and "torch" in record.document["versions"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--batch-size", "0"], "batch size 0 is not allowed"),
        (["--lr", "nan"], "learning rate nan is not allowed"),
        (["--device", "cuda:3"], "device 'cuda:3' is not available here"),
        (["--dataset", "cifar10", "--offline"], "use the built-in 'shapes' dataset"),
    ],
)
def test_bad_requests_are_one_error_line_and_start_nothing(tmp_path, args, message, capsys, monkeypatch):
    """In this process (the killed run below covers the entry point): the same main() a user runs."""
    from dashboard.cli import main

    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    assert main(["train", "--steps", "5", "--json", *args]) == 2
    captured = capsys.readouterr()
    lines = [json.loads(line) for line in captured.out.splitlines()]
    assert len(lines) == 1 and lines[0]["event"] == "error" and say_words(lines[0]["words"]) == lines[0]["message"]
    assert message in lines[0]["message"]
    assert "Traceback" not in captured.err and message in captured.err
    assert list_runs(tmp_path / "runs") == []


def test_a_killed_run_leaves_a_readable_metrics_file(tmp_path):
    """A real `dl-dashboard train --json`, started as a user starts it, its JSON lines read as it prints them."""
    env = os.environ | {"DL_DASHBOARD_DATA_DIR": str(tmp_path)}
    process = subprocess.Popen([sys.executable, "-m", "dashboard", "train", "--batch-size", "8", "--steps", "100000",
                                "--json", "--offline"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               env=env)
    try:
        seen = 0
        for line in process.stdout:
            if json.loads(line)["event"] == "step":
                seen += 1
                if seen == 20:
                    break
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    finally:
        process.kill()
        process.stdout.close()
    record = read_run(list_runs(tmp_path / "runs")[0])
    assert record.status == "interrupted"  # no summary: the process had no chance to write one
    assert len(record.of_kind("step")) >= 20
    assert record.skipped.total == record.skipped.torn <= 1
