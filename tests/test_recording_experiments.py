"""Experiments are recorded like runs: a sweep or a largest-batch search measured here stores the machine's
inventory and its hardware samples beside its points (each point stamped on the samples' clock), exports to a
recording of kind "experiment", imports into the experiments folder and lays its points out on the replay's time
axis. A point of the wrong types is refused like any bad line."""

from __future__ import annotations

import dataclasses
import json
import time

import pytest

from dashboard.cli import main
from dashboard.experiments.plan import sweep_experiment
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import list_experiments, open_experiment, read_experiments
from dashboard.recording.exchange import export_folder, find_imported, import_recording
from dashboard.recording.fileformat import BadRecording, read_recording
from dashboard.recording.timeline import Timeline
from dashboard.training.config import TrainConfig
from dashboard.training.hardware_log import HardwareLog, HardwareRecorder, read_inventory, read_samples
from tests.test_recording import snapshot
from tests.waiting import wait_for

pytestmark = pytest.mark.usefixtures("objects_older_than_the_test_set_aside_from_collection")

BATCHES = (32, 64, 128, 256)


@pytest.fixture
def recorded_sweep(tmp_path):
    """A saved sweep of four points, two seconds apart, with an H100's inventory and a sample a second, as a GPU
    server would leave it (in the server's data folder)."""
    from tests.fakes.gpu_inventory import h100_inventory

    experiment = sweep_experiment(TrainConfig(model="resnet18", dataset="cifar10", device="cuda:0"), ["cuda:0"],
                                  ["fp32"], BATCHES, 2.0)
    started = time.time() - 60
    with open_experiment(experiment, tmp_path / "server" / "experiments", started) as writer:
        for i, batch in enumerate(BATCHES):
            point = SweepPoint("cuda:0", "fp32", batch, "ok", samples_per_second=1000.0 * (i + 1),
                               step_seconds=batch / (1000.0 * (i + 1)), peak_memory_bytes=(i + 1) * 2**30, steps=20)
            writer.append({"event": "point", **dataclasses.asdict(point), "timestamp": started + 2.0 * (i + 1)})
        with HardwareLog(writer.path, h100_inventory()) as log:
            for second in range(9):
                log.append(snapshot(started + second, gpu_busy=60.0 + second))
    return writer.path


def test_a_sweep_measured_here_stores_its_hardware_and_writes_an_experiment_recording(data_dir, tmp_path, capsys):
    target = tmp_path / "sweep.dlrec"
    before = time.time()
    code = main(["sweep", "--model", "simple-cnn", "--dataset", "shapes", "--batch-sizes", "4,16",
                 "--seconds-per-point", "0.1", "--record", str(target)])
    assert code == 0 and "recording written to" in capsys.readouterr().err
    folder = list_experiments()[0]
    assert read_inventory(folder) is not None
    recording = read_recording(target)
    assert recording.header.kind == "experiment" and recording.inventory == read_inventory(folder)
    assert [event["batch_size"] for event in recording.events] == [4, 16]
    assert all(before <= event["timestamp"] <= time.time() for event in recording.events)
    assert before <= recording.header.recorded_at <= recording.events[0]["timestamp"]  # measuring started first


def test_samples_taken_before_the_folder_exists_are_written_into_it(tmp_path):
    recorder = HardwareRecorder(None, interval_s=0.25, backends=[])
    try:
        assert wait_for(lambda: len(recorder.taken) >= 2)  # an experiment's first point being measured: no folder
        attached = time.time()
        recorder.attach(tmp_path)
    finally:
        recorder.stop()
    samples = read_samples(tmp_path)
    assert read_inventory(tmp_path) == recorder.inventory
    assert sum(sample.timestamp < attached for sample in samples) >= 2  # taken before, kept for the folder
    assert [s.timestamp for s in samples] == sorted(s.timestamp for s in samples)


def test_an_experiment_recording_imports_into_the_experiments_folder_once(recorded_sweep, tmp_path, monkeypatch):
    target = tmp_path / "h100-sweep.dlrec"
    exported = export_folder(recorded_sweep, target)
    assert exported.header.kind == "experiment" and "NVIDIA H100" in exported.header.machine
    clean = tmp_path / "lecture-laptop"
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(clean))
    recording = read_recording(target)
    folder = import_recording(recording)
    assert folder.parent == clean / "experiments" and find_imported(recording) == folder
    assert read_experiments([folder]).points == read_experiments([recorded_sweep]).points
    assert read_samples(folder) == read_samples(recorded_sweep)


def test_the_points_are_laid_out_when_they_were_measured(recorded_sweep, tmp_path):
    target = tmp_path / "h100-sweep.dlrec"
    export_folder(recorded_sweep, target)
    timeline = Timeline(read_recording(target))
    measured = [moment for moment in timeline.moments if moment.measurement is not None]
    assert [moment.at for moment in measured] == pytest.approx([2.0, 4.0, 6.0, 8.0], abs=1e-3)
    assert [moment.measurement.batch_size for moment in measured] == list(BATCHES)
    assert sum(moment.sample is not None for moment in timeline.moments) == 9


@pytest.mark.parametrize(("field", "value"), [("batch_size", "big"), ("samples_per_second", [1, 2])])
def test_a_point_of_the_wrong_types_is_refused(recorded_sweep, tmp_path, field, value):
    target = tmp_path / "bad.dlrec"
    export_folder(recorded_sweep, target)
    lines = target.read_text().splitlines()
    index = next(i for i, line in enumerate(lines) if '"event": "point"' in line)
    data = json.loads(lines[index])
    data["event"][field] = value
    lines[index] = json.dumps(data)
    target.write_text("\n".join(lines) + "\n")
    with pytest.raises(BadRecording, match=f"line {index + 1}"):
        read_recording(target)
