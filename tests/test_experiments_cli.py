"""`dl-dashboard sweep` and `maxbatch` as a user runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from dashboard.cli import main
from dashboard.experiments.storage import load_points

pytestmark = pytest.mark.usefixtures("objects_older_than_the_test_set_aside_from_collection")


def run(*args: str, data_dir=None, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = os.environ | ({"DL_DASHBOARD_DATA_DIR": str(data_dir)} if data_dir else {})
    return subprocess.run([sys.executable, "-m", "dashboard", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_sweep_writes_points_and_derived_batches(tmp_path):
    out = tmp_path / "sweep.json"
    result = run("sweep", "--model", "simple-cnn", "--dataset", "shapes", "--devices", "cpu", "--batch-sizes",
                 "64,1,16", "--seconds-per-point", "0.2", "--offline", "--json", "--out", str(out), data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(out.read_text())
    assert json.loads(result.stdout) == data  # --json prints the same document on stdout
    assert data["reading"].startswith("On cpu/fp32, throughput")  # rose, flat or peaked: as measured
    assert [p["batch_size"] for p in data["points"]] == [1, 16, 64]
    point = data["points"][0]
    assert {"device", "precision", "batch_size", "samples_per_second", "step_seconds", "peak_memory_bytes",
            "status"} <= point.keys()
    assert point["status"] == "ok" and point["device"] == "cpu"
    memory = [p["peak_memory_bytes"] for p in data["points"]]
    assert memory[0] < memory[2]  # a fresh process: larger batches need more memory
    assert data["best_batch"]["cpu/fp32"] in (16, 64)
    # The knee is where each doubling starts gaining less than 10%; a curve still rising at 64 has none yet.
    assert data["knee_batch"].get("cpu/fp32", 1) in (1, 16) and ("The knee is batch" in data["reading"]) != (
        "still rising" in data["reading"])
    assert data["crossover_batch"] is None  # one device: nothing to cross
    assert "3/3 cpu fp32 batch 64" in result.stderr
    saved = [p for p in (tmp_path / "experiments").iterdir()]
    assert len(saved) == 1 and data["saved_in"] == str(saved[0])
    assert [p.batch_size for p in load_points(saved[0])] == [1, 16, 64]


def test_sweep_refuses_what_cannot_run(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    assert main(["sweep", "--devices", "cpu", "--precision", "fp16", "--batch-sizes", "1,2", "--offline"]) == 2
    err = capsys.readouterr().err
    assert "fp16 mixed precision" in err and "Traceback" not in err
    assert main(["sweep", "--batch-sizes", "1,x"]) == 2
    assert "whole numbers separated by commas" in capsys.readouterr().err
    assert not (tmp_path / "experiments").exists()  # nothing started, nothing saved


def test_the_old_json_path_still_writes_the_file_with_a_note(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    out = tmp_path / "old.json"
    assert main(["sweep", "--batch-sizes", "2", "--seconds-per-point", "0.1", "--offline", "--json", str(out)]) == 0
    assert "--json PATH is deprecated; use --out PATH" in capsys.readouterr().err
    assert [p["batch_size"] for p in json.loads(out.read_text())["points"]] == [2]


def test_maxbatch_reports_how_it_searched(tmp_path, capsys, monkeypatch):
    """In this process: the command's own process behaviour (exit status, JSON on stdout, progress on stderr) is
    the sweep's, tested above in a process of its own; a child here cost a second torch start-up."""
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    assert main(["maxbatch", "--model", "simple-cnn", "--device", "cpu", "--limit", "8", "--offline", "--json"]) == 0
    captured = capsys.readouterr()
    assert "batch 8: fits" in captured.err  # each try as it ends
    data = json.loads(captured.out)
    assert data["largest_batch"] == 8 and data["first_failing_batch"] is None
    assert "nothing failed" in data["method"] and [t["batch_size"] for t in data["tries"]] == [1, 2, 4, 8]
    # The tries are real training steps, so the fastest batch among them comes with the largest.
    rates = {t["batch_size"]: t["samples_per_second"] for t in data["tries"]}
    assert all(rate > 0 for rate in rates.values())
    assert data["best_batch"] == max(rates, key=rates.get) and (data["knee_batch"] or 1) <= data["best_batch"]
    assert "Every batch up to the search's limit of 8 fitted" in data["reading"]
    saved = list((tmp_path / "experiments").iterdir())  # saved like the page's searches, tries and outcome
    assert [p.batch_size for p in load_points(saved[0])] == [1, 2, 4, 8]


@pytest.mark.parametrize(("arguments", "devices"), [
    (["--preset", "precision"], ["cpu", "cuda:0"]),  # a comparison: every device here, as the window measures it
    (["--preset", "precision", "--devices", "cpu"], ["cpu"]),
    ([], ["cpu"]),  # one model's sweep: the CPU unless told
])
def test_sweep_measures_the_devices_the_window_would(monkeypatch, arguments, devices):
    """Issue 33: `sweep --preset` measured the CPU only while the Experiments page measures every device."""
    from dashboard.cli import sweep

    asked = []

    class Asked(Exception):
        pass

    def experiment(*args, **kwargs):
        asked.append(list(args[1]))  # (preset or config, devices, ...)
        raise Asked

    monkeypatch.setattr(sweep, "available_devices", lambda: ["cpu", "cuda:0"])
    monkeypatch.setattr(sweep, "preset_experiment", experiment)
    monkeypatch.setattr(sweep, "sweep_experiment", experiment)
    with pytest.raises(Asked):
        main(["sweep", *arguments])
    assert asked == [devices]
