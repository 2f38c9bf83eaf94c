"""A recording made on the real GPU in this run, checked and replayed without Qt.

`train --record FILE` trains on cuda:0 and writes the saved run (its metrics, the machine's inventory and the hardware
samples taken once a second) to one file. `record show` must name this GPU. The window's `replay` reads the file with
`recording.fileformat.reading`, adds it to the saved runs (`exchange.find_imported` or `import_recording`) and plays
a `recording.timeline.Timeline` of it (`ui.replay.mode.load_recording`, which imports PySide6, absent on the GPU
machine): the same steps are taken here, and the replayed run must be the saved one: this GPU's name, cuda:0, the same
steps and the same losses. `record import` into a fresh data folder must give the same run again.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
import torch

from tests.gpu.conftest import CliRunner, Figures, json_lines

DEVICE = "cuda:0"
STEPS = 40


class Recorded:
    """The recording made once for the module, with what `train` printed and saved."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.done: subprocess.CompletedProcess[str] | None = None

    def made(self, cli: CliRunner) -> Recorded:
        if self.done is None:
            self.done = cli("train", "--model", "simple-cnn", "--device", DEVICE, "--steps", str(STEPS), "--offline",
                            "--json", "--record", str(self.path), timeout=200, check=False)
        assert self.done.returncode == 0, f"`train --record` exited {self.done.returncode}:\n{self.done.stderr[-3000:]}"
        assert self.path.is_file(), f"no recording at {self.path}; stderr:\n{self.done.stderr[-2000:]}"
        return self

    @property
    def records(self) -> list[dict[str, Any]]:
        assert self.done is not None
        return json_lines(self.done.stdout)

    @property
    def run_dir(self) -> Path:
        summary = [record for record in self.records if record.get("event") == "summary"]
        assert summary and summary[-1]["status"] == "completed", f"the run did not complete: {summary}"
        return Path(summary[-1]["run_dir"])


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Recorded:
    return Recorded(tmp_path_factory.mktemp("recording") / "cuda-run.dlrec")


def saved_steps(folder: Path) -> list[dict[str, Any]]:
    from dashboard.training.runs import read_run

    return read_run(folder).of_kind("step")


def test_train_record_on_cuda_writes_a_recording_that_record_show_names_this_gpu(
        cli: CliRunner, recorded: Recorded, figures: Figures) -> None:
    recording = recorded.made(cli)
    figures["recording_bytes"] = recording.path.stat().st_size
    done = cli("record", "show", str(recording.path), "--json", timeout=60)
    facts = json.loads(done.stdout)
    gpu = torch.cuda.get_device_name(0)
    figures["machine"] = facts["machine"]
    figures["events"] = facts["events"]
    figures["hardware_samples"] = facts["samples"]
    assert facts["kind"] == "run"
    assert gpu in facts["machine"], f"the recording's machine {facts['machine']!r} does not name {gpu!r}"
    assert DEVICE in facts["title"], f"title {facts['title']!r}"
    assert facts["inventory"] is True, "the recording holds no inventory"
    saved = saved_steps(recording.run_dir)
    assert len(saved) == STEPS
    assert facts["events"] >= STEPS + 2, f"{facts['events']} events for {STEPS} steps, an info and a summary"
    words = cli("record", "show", str(recording.path), timeout=60).stdout
    assert gpu in words, f"`record show` does not name {gpu!r}:\n{words}"


def test_the_recording_replays_without_qt_as_the_saved_run_on_this_gpu(
        cli: CliRunner, recorded: Recorded, figures: Figures) -> None:
    """What the window's replay does before it plays (read, add to the saved runs, lay out in time), minus Qt."""
    from dashboard.recording.exchange import find_imported, import_recording
    from dashboard.recording.fileformat import reading
    from dashboard.recording.timeline import Timeline
    from dashboard.training.events import RunInfo, RunSummary, StepMetrics

    made = recorded.made(cli)
    steps = reading(made.path)
    while True:
        try:
            next(steps)
        except StopIteration as finished:
            recording = finished.value
            break
    folder = find_imported(recording) or import_recording(recording)
    timeline = Timeline(recording)
    played = [moment.event for moment in timeline.moments if moment.event is not None]
    infos = [event for event in played if isinstance(event, RunInfo)]
    replayed = [event for event in played if isinstance(event, StepMetrics)]
    summaries = [event for event in played if isinstance(event, RunSummary)]
    gpu = torch.cuda.get_device_name(0)
    figures["replayed_steps"] = len(replayed)
    figures["replay_seconds"] = timeline.duration
    figures["hardware_samples"] = len(recording.samples)
    assert len(infos) == 1, f"{len(infos)} run infos replayed"
    assert infos[0].device_name == gpu and infos[0].device == DEVICE, \
        f"replayed on {infos[0].device} ({infos[0].device_name}), recorded on {DEVICE} ({gpu})"
    assert recording.inventory is not None and gpu in [info.name for info in recording.inventory.gpus], \
        f"the recording's inventory lists {[] if recording.inventory is None else recording.inventory.gpus}"
    saved = saved_steps(made.run_dir)
    printed = [record for record in made.records if record.get("event") == "step"]
    assert [step.step for step in replayed] == [step["step"] for step in saved] == list(range(1, STEPS + 1))
    assert [step.loss for step in replayed] == [step["loss"] for step in saved] == [step["loss"] for step in printed]
    assert summaries and summaries[-1].status == "completed" and summaries[-1].steps == STEPS
    assert [step["loss"] for step in saved_steps(folder)] == [step.loss for step in replayed], \
        f"the run added to the saved runs ({folder}) differs from the recording"
    for sample in recording.samples:  # a sample a second: a short run may have none
        assert any(gpu_sample.vendor == "nvidia" and gpu_sample.status == "ok" for gpu_sample in sample.gpus), \
            f"a hardware sample without this GPU's reading: {sample.gpus}"


def test_record_import_into_a_fresh_data_folder_gives_the_saved_run(
        cli: CliRunner, recorded: Recorded, tmp_path: Path, figures: Figures) -> None:
    made = recorded.made(cli)
    fresh = tmp_path / "fresh-data"
    fresh.mkdir()
    done = cli("record", "import", str(made.path), "--json", env={"DL_DASHBOARD_DATA_DIR": str(fresh)}, timeout=60)
    imported = Path(json.loads(done.stdout)["run_dir"])
    figures["imported_run"] = imported.name
    assert fresh in imported.parents, f"imported into {imported}, not the fresh data folder {fresh}"
    assert torch.cuda.get_device_name(0) in json.loads(done.stdout)["banner"]
    saved = saved_steps(made.run_dir)
    again = saved_steps(imported)
    assert [step["loss"] for step in again] == [step["loss"] for step in saved]
    assert len(again) == STEPS
