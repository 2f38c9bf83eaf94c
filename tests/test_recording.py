"""Recordings: a run trained here carries its hardware samples and inventory; exported to one file, checked on
import, added to a clean data folder with every event and sample as recorded. Bad files (cut short, another
version, wrong types, huge numbers, a 1 GB file, not JSON) are refused with a sentence and nothing imported."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest

from dashboard.cli import main
from dashboard.hardware.records import CpuSample, GpuSample, MemorySample, ProcessSample, Snapshot
from dashboard.recording import fileformat
from dashboard.recording.exchange import export_folder, import_recording, recorded_origin, recording_of_folder
from dashboard.recording.fileformat import MAX_RECORDING_BYTES, BadRecording, read_recording
from dashboard.selfbench.synthetic import write_synthetic_run
from dashboard.training.hardware_log import HardwareLog, read_inventory, read_samples
from dashboard.training.runs import list_runs, read_run, runs_dir


def snapshot(at: float, gpu_busy: float = 97.0) -> Snapshot:
    return Snapshot(at, at - 1e9, CpuSample(40.0, (30.0, 50.0), 2600.0, (1.0, 0.5, 0.2)),
                    MemorySample(24 * 2**30, 3 * 2**30, 21 * 2**30, 0, 0), ProcessSample(180.0, 900 * 2**20),
                    (GpuSample("nvidia", 0, utilization_percent=gpu_busy, memory_used_bytes=30 * 2**30,
                               memory_total_bytes=80 * 2**30, power_w=550.0, sm_clock_mhz=1980.0,
                               throttle_reasons=("power cap",)),))


@pytest.fixture
def recorded_run(tmp_path):
    """A saved run of 300 steps with an H100's inventory and a sample a second, as a GPU server would leave it (in
    the server's data folder, not the one the test's window or commands use)."""
    from tests.fakes.gpu_inventory import h100_inventory

    folder = write_synthetic_run(tmp_path / "server" / "runs", steps=300)
    started = read_run(folder).started
    with HardwareLog(folder, h100_inventory()) as log:
        for second in range(20):
            log.append(snapshot(started + second, gpu_busy=50.0 + second))
    return folder


# A run trained here stores its inventory and writes a recording of every event: checked with the one training run
# that test_replay_gui then replays (test_a_cpu_run_trained_here_stores_its_inventory_round_trips_...).


def test_round_trip_into_a_clean_data_folder_keeps_every_event_sample_and_the_inventory(recorded_run, tmp_path,
                                                                                        monkeypatch):
    target = tmp_path / "h100.dlrec"
    exported = export_folder(recorded_run, target)
    assert "NVIDIA H100" in exported.header.machine and len(exported.samples) == 20
    clean = tmp_path / "lecture-laptop"
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(clean))
    folder = import_recording(read_recording(target))
    assert folder.parent == clean / "runs"
    original, imported = read_run(recorded_run), read_run(folder)
    assert json.dumps(imported.events) == json.dumps(original.events)  # NaN-safe equality, order kept
    assert read_samples(folder) == read_samples(recorded_run)
    assert read_inventory(folder) == read_inventory(recorded_run)
    origin = recorded_origin(imported.document)
    assert origin is not None and origin["machine"] == exported.header.machine
    assert recorded_origin(original.document) is None
    again = recording_of_folder(folder)  # re-exported on the laptop: still says where it was recorded
    assert again.header.machine == exported.header.machine


def test_a_nan_loss_survives_the_round_trip(data_dir, tmp_path):
    folder = write_synthetic_run(runs_dir(), steps=20)
    lines = (folder / "metrics.jsonl").read_text().splitlines()
    step = next(i for i, line in enumerate(lines) if '"event": "step"' in line)
    event = json.loads(lines[step])
    event["loss"] = math.nan
    lines[step] = json.dumps(event)
    (folder / "metrics.jsonl").write_text("\n".join(lines) + "\n")
    export_folder(folder, tmp_path / "nan.dlrec")
    back = read_recording(tmp_path / "nan.dlrec")
    assert any(e.get("event") == "step" and math.isnan(e["loss"]) for e in back.events)


def lines_of(path: Path) -> list[str]:
    return path.read_text().splitlines()


def rewrite(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n")
    return path


def header_with(path: Path, **changes) -> Path:
    lines = lines_of(path)
    header = json.loads(lines[0])
    header.update(changes)
    return rewrite(path, [json.dumps(header), *lines[1:]])


def with_device(path: Path, device) -> Path:
    """The recording's run said to have trained on ``device``."""
    document = json.loads(lines_of(path)[0])["document"]
    document["config"]["device"] = device
    return header_with(path, document=document)


def first_line_of(path: Path, kind: str) -> int:
    """The first sample line, or the first step line for "event"."""
    wanted = '{"event": {"step"' if kind == "event" else f'{{"{kind}"'
    return next(i for i, line in enumerate(lines_of(path)) if line.startswith(wanted))


def replace_field(path: Path, kind: str, field: str, value) -> Path:
    lines = lines_of(path)
    index = first_line_of(path, kind)
    data = json.loads(lines[index])
    data[kind][field] = value
    lines[index] = json.dumps(data)
    return rewrite(path, lines)


BAD = {
    "cut mid-line": (lambda p: p.write_bytes(p.read_bytes()[: p.stat().st_size // 2]), "cut short"),
    "cut at a line's end": (lambda p: rewrite(p, lines_of(p)[:30]), "cut short"),
    "a newer format": (lambda p: header_with(p, version=2), "format 2, made by a newer version"),
    "not a recording": (lambda p: p.write_text('{"config": {}}\n'), "not a recording of this app"),
    "not JSON": (lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200)), "not JSON"),
    "empty": (lambda p: p.write_bytes(b""), "empty"),
    "a loss of text": (lambda p: replace_field(p, "event", "loss", "low"), "wrong type"),
    "a sample of the wrong types": (lambda p: replace_field(p, "sample", "cpu", [1, 2]), "cpu"),
    "a huge number": (lambda p: replace_field(p, "event", "samples_per_second", 1e300), "too large to be real"),
    "a time far in the future": (lambda p: replace_field(p, "sample", "timestamp", 9e12), "not a time"),
    "an inventory of the wrong types": (lambda p: header_with(p, inventory={"cpu": "fast"}), "inventory"),
    "a device torch has no name for": (lambda p: with_device(p, "toaster; rm -rf /"), "device 'toaster; rm -rf /'"),
    "a device of the wrong type": (lambda p: with_device(p, 7), "device is a number"),
    "settings this version lacks": (lambda p: header_with(p, document={"config": {"model": "gpt-9"}}), "gpt-9"),
    "a count that does not match": (lambda p: rewrite(p, lines_of(p)[:-3] + lines_of(p)[-1:]), "came before it"),
    "lines after the end": (lambda p: rewrite(p, lines_of(p) + lines_of(p)[1:2]), "follows the recording's last"),
}


@pytest.mark.parametrize("damage", list(BAD))
def test_a_bad_recording_is_refused_with_a_reason_and_nothing_is_imported(recorded_run, tmp_path, monkeypatch,
                                                                         capsys, damage):
    target = tmp_path / "bad.dlrec"
    export_folder(recorded_run, target)
    spoil, reason = BAD[damage]
    spoil(target)
    with pytest.raises(BadRecording, match=reason):
        read_recording(target)
    clean = tmp_path / "clean"
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(clean))
    assert main(["record", "import", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not list_runs()


def test_a_1_gb_file_is_refused_before_a_byte_is_read(tmp_path, monkeypatch):
    huge = tmp_path / "huge.dlrec"
    with open(huge, "wb") as handle:
        handle.truncate(2**30)  # sparse: a gigabyte on paper, nothing on disk

    def no_reading(*_args, **_kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(fileformat, "open", no_reading, raising=False)  # the module's open, not the builtin
    with pytest.raises(BadRecording, match=f"at most {MAX_RECORDING_BYTES // 2**20:,} MiB"):
        read_recording(huge)


def test_export_refuses_what_is_not_a_run_and_where_it_cannot_write(recorded_run, tmp_path, capsys):
    assert main(["record", "export", str(tmp_path / "missing"), str(tmp_path / "x.dlrec")]) == 2
    assert "is not a folder" in capsys.readouterr().err
    assert main(["record", "export", str(recorded_run), str(tmp_path)]) == 2
    assert "it is a folder" in capsys.readouterr().err
    assert main(["record", "show", str(tmp_path / "x.dlrec")]) == 2  # nothing was written
    assert main(["record", "export", str(recorded_run), str(tmp_path / "ok.dlrec")]) == 0
    assert main(["record", "show", "--json", str(tmp_path / "ok.dlrec")]) == 0
    facts = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    assert facts["samples"] == 20 and facts["inventory"] is True and facts["format_version"] == 1


def test_a_sample_line_of_the_wrong_types_in_a_run_folder_is_skipped_and_counted(data_dir):
    from dashboard.training.run_schema import SkippedLines

    folder = write_synthetic_run(runs_dir(), steps=5)
    with HardwareLog(folder, None) as log:
        log.append(snapshot(1.0))
    with open(folder / "samples.jsonl", "a") as handle:
        handle.write('{"timestamp": "noon"}\n{"timest')
    skipped = SkippedLines()
    assert read_samples(folder, skipped) == [snapshot(1.0)]
    assert (skipped.wrong_types, skipped.torn) == (1, 1)
    assert read_inventory(folder) is None and not (folder / "inventory.json").exists()
    assert dataclasses.replace(snapshot(1.0)) == snapshot(1.0)


def test_replay_opens_the_window_in_presenter_mode_in_the_language_and_theme_asked_for(monkeypatch, capsys):
    """`dl-dashboard replay FILE --presenter --lang pl --theme light`, as `replay --help` lists them: it exited 2
    ("give them without a command"), its --presenter taken for the window's own option."""
    from dashboard.ui import app

    recording = Path(__file__).parents[1] / "docs" / "recordings" / "h100-resnet18-fp16.dlrec"
    opened: list[dict] = []
    monkeypatch.setattr(app, "run_gui", lambda **window: opened.append(window) or 0)
    assert main(["replay", str(recording), "--presenter", "--lang", "pl", "--theme", "light", "--speed", "4"]) == 0
    assert opened == [{"presenter": True, "theme": "light", "recording": recording, "speed": 4.0, "language": "pl"}]
    assert main(["replay", str(recording)]) == 0
    assert opened[1] == {"presenter": False, "theme": None, "recording": recording, "speed": 1.0, "language": None}
    assert main(["replay", str(recording), "--lang", "xx"]) == 2
    assert "invalid choice: 'xx'" in capsys.readouterr().err
