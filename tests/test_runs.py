"""Run folders: config written atomically, metrics appended line by line, torn last lines survived."""

from __future__ import annotations

import json

from dashboard.training.config import TrainConfig
from dashboard.training.runs import (
    CONFIG_FILE,
    METRICS_FILE,
    RunWriter,
    export_csv,
    list_runs,
    read_run,
    read_run_document,
    write_json_atomically,
)


def test_writer_creates_a_readable_run(tmp_path):
    config = TrainConfig(batch_size=16)
    with RunWriter(config, root=tmp_path, extra={"versions": {"torch": "x"}}) as writer:
        writer.append({"event": "step", "step": 1, "loss": 2.3})
        writer.append({"event": "epoch", "epoch": 1, "step": 1, "val_loss": 2.0, "val_accuracy": 0.3})
        writer.update_config(status="completed")
    record = read_run(writer.path)
    assert record.config == config
    assert record.document["versions"] == {"torch": "x"}
    assert [e["event"] for e in record.events] == ["step", "epoch"]
    assert record.status == "interrupted"  # no summary line was written
    assert read_run_document(writer.path)["status"] == "completed"
    assert list_runs(tmp_path) == [writer.path]


def test_runs_started_in_the_same_second_never_share_a_folder(tmp_path, monkeypatch):
    """Same stamp, model and device, and the random suffix repeats (it did once in a test saving 12 experiments):
    the second run takes another name; when every name tried is taken, the reason is said, nothing is overwritten."""
    import pytest

    from dashboard.training import runs
    from dashboard.training.disk import WriteFailed

    monkeypatch.setattr(runs.time, "strftime", lambda _format: "20261128-235623")
    suffixes = iter(["4664", "4664", "beef"])
    token_hex = runs.secrets.token_hex  # also names the temporary files of atomic writes (8 digits)
    monkeypatch.setattr(runs.secrets, "token_hex", lambda size: next(suffixes) if size == 2 else token_hex(size))
    first = RunWriter(TrainConfig(), root=tmp_path)
    second = RunWriter(TrainConfig(), root=tmp_path)
    assert first.path.name.endswith("-4664") and second.path.name.endswith("-beef")
    assert json.loads((first.path / CONFIG_FILE).read_text())["config"] == TrainConfig().to_dict()
    first.close()
    second.close()

    monkeypatch.setattr(runs.secrets, "token_hex", lambda size: "4664" if size == 2 else token_hex(size))
    with pytest.raises(WriteFailed, match="4664"):
        RunWriter(TrainConfig(), root=tmp_path)
    assert len(list(tmp_path.iterdir())) == 2


def test_every_line_is_on_disk_before_the_next_is_written(tmp_path):
    writer = RunWriter(TrainConfig(), root=tmp_path)
    writer.append({"event": "step", "step": 1})
    # Read while the writer is still open: the line must already be there (flushed), as for a killed process.
    assert (writer.path / METRICS_FILE).read_text().count("\n") == 1
    writer.close()


def test_a_torn_last_line_is_skipped_and_counted(tmp_path):
    with RunWriter(TrainConfig(), root=tmp_path) as writer:
        writer.append({"event": "note", "step": 1})
    with open(writer.path / METRICS_FILE, "a") as handle:
        handle.write('{"event": "step", "step": 2, "lo')  # the process died mid-line
    record = read_run(writer.path)
    assert len(record.events) == 1 and record.skipped.torn == record.skipped.total == 1


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    target = tmp_path / CONFIG_FILE
    write_json_atomically(target, {"a": 1})
    write_json_atomically(target, {"a": 2})
    assert json.loads(target.read_text()) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == [CONFIG_FILE]


def test_csv_export_has_a_row_per_step_and_validation_on_epoch_ends(tmp_path):
    with RunWriter(TrainConfig(), root=tmp_path) as writer:
        for step in (1, 2):
            writer.append({"event": "step", "step": step, "epoch": 1, "loss": 3.0 - step})
        writer.append({"event": "epoch", "epoch": 1, "step": 2, "val_loss": 0.5, "val_accuracy": 0.9})
    lines = export_csv(read_run(writer.path), tmp_path / "run.csv").read_text().splitlines()
    header = lines[0].split(",")
    assert len(lines) == 3
    row = dict(zip(header, lines[2].split(","), strict=True))
    assert row["loss"] == "1.0" and row["val_accuracy"] == "0.9"
    assert dict(zip(header, lines[1].split(","), strict=True))["val_accuracy"] == ""


def test_list_runs_skips_folders_without_a_config(tmp_path):
    (tmp_path / "not-a-run").mkdir()
    assert list_runs(tmp_path) == []
    assert list_runs(tmp_path / "missing") == []


def test_overlay_labels_name_only_what_differs():
    from dashboard.training.runs import differences

    configs = [TrainConfig(batch_size=16), TrainConfig(batch_size=64, precision="bf16"), TrainConfig(batch_size=16)]
    assert differences(configs) == ["batch_size=16, precision=fp32", "batch_size=64, precision=bf16",
                                    "batch_size=16, precision=fp32"]
    assert differences([TrainConfig(), TrainConfig()]) == ["run 1", "run 2"]


def test_saved_lines_come_back_as_the_events_the_engine_yielded():
    from dashboard.training.events import EpochMetrics, RunSummary, from_record, to_record

    epoch = EpochMetrics(epoch=1, step=10, train_loss=0.5, train_accuracy=0.8, val_loss=0.6, val_accuracy=0.75,
                         epoch_seconds=3.0, val_seconds=0.2, timestamp=1e9)
    summary = RunSummary(status="completed", message="trained 10 steps", steps=10, final_loss=0.4, val_loss=0.6,
                         val_accuracy=0.75, samples_per_second=900.0, elapsed_seconds=3.1)
    for event in (epoch, summary):
        record = to_record(event)
        assert record["event"] == event.kind and "kind" not in record
        assert from_record(record) == event
    newer = to_record(epoch) | {"energy_joules": 12.0}  # a field a later version adds: ignored, not an error
    assert from_record(newer) == epoch
    older = {k: v for k, v in to_record(epoch).items() if k != "val_seconds"}  # a field this version needs
    assert from_record(older) is None
    assert from_record({"event": "point", "batch_size": 4}) is None  # an experiment's line is no training event
