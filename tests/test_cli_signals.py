"""SIGINT and SIGTERM stop `train` and `sweep` cooperatively: the step in flight lands, the run ends "stopped", the
summary is printed and saved (a sweep's --out file too, with the points measured), and the exit status is 128 + the
signal's number. Real processes and real signals, since the signal is the point."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from dashboard.cli.common import EXIT_INTERRUPTED, stop_on_signals
from dashboard.training.control import RunControl

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")



def start(data_dir: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, DL_DASHBOARD_DATA_DIR=str(data_dir))
    return subprocess.Popen([sys.executable, "-m", "dashboard", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)


def finish(process: subprocess.Popen[str]) -> tuple[str, str, int]:
    try:
        out, err = process.communicate(timeout=60)  # it ends within a step of the signal; 60 s only catches a hang
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        raise
    return out, err, process.returncode


def test_train_json_stops_on_sigint_with_a_stopped_summary(tmp_path):
    process = start(tmp_path, "train", "--batch-size", "8", "--steps", "100000", "--offline", "--json")
    assert process.stdout is not None
    for line in process.stdout:  # the first step: the run is under way
        if json.loads(line)["event"] == "step":
            break
    process.send_signal(signal.SIGINT)
    out, err, returncode = finish(process)
    records = [json.loads(line) for line in out.splitlines()]
    assert returncode == EXIT_INTERRUPTED, err
    assert records[-1]["event"] == "summary" and records[-1]["status"] == "stopped", records[-1]
    assert "error" not in [record["event"] for record in records]
    assert "Traceback" not in err
    saved = json.loads((Path(records[-1]["run_dir"]) / "config.json").read_text())
    assert saved["status"] == "stopped"
    steps = (Path(records[-1]["run_dir"]) / "metrics.jsonl").read_text().splitlines()
    assert json.loads(steps[-1])["event"] == "summary"  # every line whole, the summary last


def test_sweep_stops_on_sigterm_and_writes_the_points_measured(tmp_path):
    out_file = tmp_path / "sweep.json"
    process = start(tmp_path, "sweep", "--batch-sizes", "1,2,4,8,16,32,64,128", "--seconds-per-point", "0.2",
                    "--offline", "--out", str(out_file))
    assert process.stderr is not None
    for line in process.stderr:  # "1/8 cpu fp32 batch 1: ...": the first point is measured
        if line.startswith("1/8 "):
            break
    process.send_signal(signal.SIGTERM)
    out, err, returncode = finish(process)
    assert returncode == 128 + signal.SIGTERM, err
    assert "stopped after" in err and "Traceback" not in err
    document = json.loads(out_file.read_text())
    assert 1 <= len(document["points"]) < 8
    assert f"wrote {out_file}" in out and "saved in" in out  # the summary, as at the end of a whole sweep


@pytest.fixture
def python_sigint():
    """Python's own Ctrl+C (KeyboardInterrupt) as the handler stop_on_signals gives back, whatever this process was
    started with: a shell starting it in the background (`pytest &`) leaves SIGINT ignored, and the "usual effect"
    of a second signal is then nothing."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def test_a_signal_asks_for_a_stop_and_a_second_one_ends_at_once(python_sigint):
    control = RunControl()
    previous = signal.getsignal(signal.SIGINT)
    with stop_on_signals(control) as interruption:
        signal.raise_signal(signal.SIGINT)
        assert control.stopped and interruption.signum == signal.SIGINT
        assert interruption.exit_code == EXIT_INTERRUPTED
        with pytest.raises(KeyboardInterrupt):  # the usual Ctrl+C from the second on
            signal.raise_signal(signal.SIGINT)
    assert signal.getsignal(signal.SIGINT) is previous


def test_a_signal_after_a_stop_was_asked_has_its_usual_effect(python_sigint):
    """The window terminating a child that was told to stop and has not ended: no second grace period."""
    control = RunControl()
    control.stop()
    with stop_on_signals(control) as interruption, pytest.raises(KeyboardInterrupt):
        signal.raise_signal(signal.SIGINT)
    assert interruption.signum is None


def test_a_reader_that_stops_reading_ends_the_command_quietly_with_141():
    """`dl-dashboard monitor | head -c 1`: the pipe closes before the first line is written; no traceback follows.
    (Any command: the command line catches it once, for all of them; this one needs no PyTorch, seconds of CPU.)"""
    process = subprocess.Popen([sys.executable, "-m", "dashboard", "monitor", "--seconds", "5", "--interval", "0.25"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    process.stdout.close()  # the reader is gone before the first byte
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 141, stderr
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr, stderr
