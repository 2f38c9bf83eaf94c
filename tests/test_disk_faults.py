"""A hostile disk: a data folder that is a file, read-only or full, and writes that fail mid-run (disk full,
read-only, permission denied, I/O error). Each ends in words naming the path, keeps what was written, leaves no
half-made folder or temporary file, and never a traceback.

The full disk is a fake: the run writer's files raise OSError(ENOSPC) from a chosen write on, as a real full disk
does (the kernel refuses the write, and every later one).
"""

from __future__ import annotations

import builtins
import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from dashboard.text import say_words
from dashboard.training import disk, runs
from dashboard.training.config import TrainConfig
from dashboard.training.disk import WriteFailed, data_dir_problem
from dashboard.training.runs import CONFIG_FILE, METRICS_FILE, RunWriter, read_run, read_run_document

MODEL = ["--model", "simple-cnn", "--dataset", "shapes", "--offline"]
TINY = [*MODEL, "--batch-size", "8"]


class FakeDisk:
    """The writer's files through ``open`` in dashboard.training.runs, filling up at a chosen write.

    ``kind`` is "metrics" (counted per line written) or "config" (counted per config.json written, the creation
    being the first); ``at`` is the count that fails, and every write after it fails too. ``on`` says which call
    raises: "write", "flush" or "close" (buffered data reaches the disk on flush and close too).
    """

    def __init__(self, kind: str, at: int, on: str = "write", code: int = errno.ENOSPC) -> None:
        self.kind, self.at, self.on, self.code = kind, at, on, code
        self.counts = {"metrics": 0, "config": 0}
        self.full = False

    def open(self, file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = builtins.open(file, mode, *args, **kwargs)  # noqa: SIM115 - the writer closes what it opens
        if "r" in mode:
            return handle
        name = Path(file).name
        kind = "metrics" if name == METRICS_FILE else "config" if "config.json" in name else "other"
        if kind == "config":
            self._count(kind)
        return _FailingFile(handle, self, kind)

    def _count(self, kind: str) -> None:
        self.counts[kind] += 1
        if kind == self.kind and self.counts[kind] >= self.at:
            self.full = True

    def check(self, kind: str, call: str) -> None:
        if call == "write" and kind == "metrics":
            self._count(kind)
        if self.full and call == self.on and kind == self.kind:
            raise OSError(self.code, os.strerror(self.code))


class _FailingFile:
    def __init__(self, handle: Any, disk_: FakeDisk, kind: str) -> None:
        self._handle, self._disk, self._kind = handle, disk_, kind

    def write(self, text: str) -> int:
        self._disk.check(self._kind, "write")
        return self._handle.write(text)

    def flush(self) -> None:
        self._disk.check(self._kind, "flush")
        self._handle.flush()

    def close(self) -> None:
        try:
            self._disk.check(self._kind, "close")
        finally:
            self._handle.close()

    def __enter__(self) -> _FailingFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._handle, name)


@pytest.fixture
def fake_disk(monkeypatch):
    def install(kind: str, at: int, on: str = "write", code: int = errno.ENOSPC) -> FakeDisk:
        fake = FakeDisk(kind, at, on, code)
        monkeypatch.setattr(runs, "open", fake.open, raising=False)
        return fake

    return install


def train_json(*args: str, capsys) -> tuple[int, list[dict[str, Any]], str]:
    """`dl-dashboard train --json` in this process: exit status, the JSON lines, stderr."""
    from dashboard.cli import main

    code = main(["train", *TINY, "--json", *args])
    captured = capsys.readouterr()
    return code, [json.loads(line) for line in captured.out.splitlines()], captured.err


def saved_lines(run: Path) -> list[dict[str, Any]]:
    """The complete lines of a run's metrics file, as written."""
    text = (run / METRICS_FILE).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines(keepends=True) if line.endswith("\n")]


def leftovers(root: Path) -> list[str]:
    """Temporary files anywhere under ``root`` (a failed atomic write must remove its own)."""
    return [str(p) for p in root.rglob("*.tmp")]


# ---------------------------------------------------------------- the data folder, before anything starts


def test_a_data_dir_that_is_a_file_is_refused_before_the_dataset_is_built(tmp_path, monkeypatch, capsys):
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("I am a file")
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(not_a_folder))
    monkeypatch.setattr("dashboard.training.session.prepare", _must_not_build)
    code, lines, err = train_json("--steps", "2", capsys=capsys)
    assert code == 2
    assert [line["event"] for line in lines] == ["error"]
    assert f"{not_a_folder} is a file, not a folder" in lines[0]["message"]
    assert "Traceback" not in err and "DL_DASHBOARD_DATA_DIR" in err
    assert not_a_folder.read_text() == "I am a file"


def test_a_data_dir_below_a_file_is_refused(tmp_path):
    (tmp_path / "file").write_text("")
    problem = data_dir_problem(tmp_path / "file" / "data" / "runs")
    assert problem is not None and f"{tmp_path / 'file'} is a file, not a folder" in problem


def test_a_read_only_data_dir_is_refused_naming_the_path(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "readonly"
    folder.mkdir()
    folder.chmod(0o500)
    if os.access(folder, os.W_OK):  # root writes anyway: the kernel's answer for a read-only folder, faked
        real_access = os.access
        monkeypatch.setattr(disk.os, "access",
                            lambda path, mode: False if Path(path) == folder else real_access(path, mode))
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(folder))
    monkeypatch.setattr("dashboard.training.session.prepare", _must_not_build)
    try:
        code, lines, err = train_json("--steps", "2", capsys=capsys)
    finally:
        folder.chmod(0o700)
    assert code == 2
    assert len(lines) == 1 and lines[0]["event"] == "error" and say_words(lines[0]["words"]) == lines[0]["message"]
    assert f"{folder} is not writable" in lines[0]["message"]
    assert list(folder.iterdir()) == []


def test_a_data_dir_without_free_space_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(disk.shutil, "disk_usage", lambda path: _Usage(free=1024))
    problem = data_dir_problem(tmp_path / "new")
    assert problem is not None
    assert f"the data folder {tmp_path / 'new'} has only 1.0 KiB free" in problem and "at least 16.0 MiB" in problem


def test_a_data_dir_that_can_be_created_passes_and_is_not_created_by_the_check(tmp_path):
    assert data_dir_problem(tmp_path / "a" / "b") is None
    assert not (tmp_path / "a").exists()


def test_the_experiment_session_checks_the_data_dir_before_loading_data(tmp_path, monkeypatch):
    from dashboard.errors import UserError
    from dashboard.experiments.plan import sweep_experiment
    from dashboard.experiments.session import ExperimentSession

    (tmp_path / "file").write_text("")
    experiment = sweep_experiment(TrainConfig(batch_size=8), ["cpu"], ["fp32"], [1, 2], 0.1)
    monkeypatch.setattr("dashboard.experiments.sweep.probes_for", _must_not_build)
    with pytest.raises(UserError, match="is a file, not a folder"):
        ExperimentSession(experiment, root=tmp_path / "file" / "experiments").prepare()


# ---------------------------------------------------------------- the writer


@pytest.mark.parametrize(("code", "words"), [(errno.ENOSPC, "disk full"), (errno.EROFS, "read-only file system"),
                                             (errno.EACCES, "permission denied"), (errno.EIO, "I/O error")])
def test_a_run_folder_whose_config_cannot_be_written_is_removed(tmp_path, fake_disk, code, words):
    fake_disk("config", 1, code=code)
    with pytest.raises(WriteFailed) as caught:
        RunWriter(TrainConfig(), root=tmp_path)
    assert caught.value.reason == words and caught.value.path.name == CONFIG_FILE
    assert list(tmp_path.iterdir()) == []  # no half-made folder, no 0-byte temporary file


@pytest.mark.parametrize("on", ["write", "flush", "close"])
def test_a_failed_config_update_keeps_the_previous_config_and_no_temporary_file(tmp_path, fake_disk, on):
    fake = fake_disk("config", 2, on=on)
    writer = RunWriter(TrainConfig(batch_size=8), root=tmp_path)
    writer.append({"event": "step", "step": 1})
    with pytest.raises(WriteFailed, match=r"disk full \(.*config\.json\)"):
        writer.update_config(status="completed")
    writer.close()
    assert fake.full
    assert read_run_document(writer.path)["config"]["batch_size"] == 8 and "status" not in read_run_document(
        writer.path)
    assert leftovers(tmp_path) == []
    assert saved_lines(writer.path) == [{"event": "step", "step": 1}]


@pytest.mark.parametrize("on", ["write", "flush"])
def test_a_failed_line_keeps_the_lines_before_it(tmp_path, fake_disk, on):
    fake_disk("metrics", 3, on=on)
    writer = RunWriter(TrainConfig(), root=tmp_path)
    writer.append({"event": "step", "step": 1})
    writer.append({"event": "step", "step": 2})
    with pytest.raises(WriteFailed, match=r"disk full \(.*metrics\.jsonl\)"):
        writer.append({"event": "step", "step": 3})
    writer.close()  # the buffer it could not flush is not a second error
    assert [line["step"] for line in saved_lines(writer.path)][:2] == [1, 2]  # (the fake lets a buffer out late)


def test_an_error_without_a_known_errno_keeps_its_own_words(tmp_path):
    err = OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), str(tmp_path / "x"))
    failed = WriteFailed.of(err, tmp_path / "y")
    assert failed.reason == "file name too long" and failed.path == tmp_path / "x"


# ---------------------------------------------------------------- a whole run, through `dl-dashboard train`


def test_disk_full_mid_run_fails_the_run_keeps_its_steps_and_says_where(data_dir, fake_disk, capsys):
    fake_disk("metrics", 6)  # line 1 is the info, then steps 1 to 4; the line of step 5 fails
    code, lines, err = train_json("--steps", "20", capsys=capsys)
    assert code == 1
    summary = next(line for line in lines if line["event"] == "summary")
    assert summary["status"] == "failed"
    run_dir = Path(summary["run_dir"])
    assert summary["message"] == (f"disk full at step 5 ({run_dir / METRICS_FILE}); the run up to step 4 is "
                                  "saved")
    assert lines[-1] == {"event": "error", "message": summary["message"], "run_dir": str(run_dir)}
    assert summary["steps"] < 20  # stopped cooperatively, soon after
    assert "Traceback" not in err and "disk full at step 5" in err
    record = read_run(run_dir)
    assert [e["step"] for e in record.of_kind("step")] == [1, 2, 3, 4]
    assert leftovers(data_dir) == []


def test_disk_full_at_the_final_config_update_keeps_every_step(data_dir, fake_disk, capsys):
    fake_disk("config", 3)  # the creation, the model's facts, then the final status
    code, lines, _ = train_json("--steps", "3", capsys=capsys)
    assert code == 1
    summary = next(line for line in lines if line["event"] == "summary")
    assert summary["status"] == "failed"
    assert summary["message"].startswith("disk full at step 3 (") and summary["message"].endswith(
        "config.json); the run up to step 3 is saved")
    record = read_run(Path(summary["run_dir"]))
    assert len(record.of_kind("step")) == 3
    assert "parameters" in record.document["model"]  # the earlier update is kept
    assert leftovers(data_dir) == []


@pytest.mark.parametrize(("code", "words"), [(errno.ENOSPC, "disk full"), (errno.EROFS, "read-only file system")])
def test_a_run_folder_that_cannot_be_created_is_one_error_line_and_nothing_on_disk(data_dir, fake_disk, capsys, code,
                                                                                    words):
    fake_disk("config", 1, code=code)
    exit_code, lines, err = train_json("--steps", "2", capsys=capsys)
    assert exit_code == 1
    assert [line["event"] for line in lines] == ["error"]
    assert lines[0]["message"].startswith(f"the run folder could not be created: {words} (")
    assert "nothing was trained" in lines[0]["message"] and "Traceback" not in err
    assert list((data_dir / "runs").iterdir()) == []


# ---------------------------------------------------------------- experiments: `sweep`, `maxbatch` and the window's


SWEEP = ["sweep", *MODEL, "--seconds-per-point", "0.05"]


def test_disk_full_mid_sweep_stops_it_and_keeps_the_points(data_dir, fake_disk, capsys):
    from dashboard.cli import main
    from dashboard.experiments.storage import list_experiments, load_points

    fake_disk("metrics", 2)  # the first point is saved, the second is not
    out = data_dir / "sweep.json"
    code = main([*SWEEP, "--batch-sizes", "1,2,4,8", "--json", "--out", str(out)])
    captured = capsys.readouterr()
    assert code == 1
    document = json.loads(captured.out)
    assert [point["batch_size"] for point in document["points"]] == [1, 2]  # measured, and shown
    assert json.loads(out.read_text())["points"] == document["points"]
    [saved] = list_experiments()
    assert [point.batch_size for point in load_points(saved)] == [1]  # saved before the disk filled
    assert f"disk full at point 2 ({saved / METRICS_FILE}); the 1 point(s) before it are saved in {saved}" in (
        captured.err)
    assert "Traceback" not in captured.err


def test_an_experiment_folder_that_cannot_be_created_leaves_nothing(data_dir, fake_disk, capsys):
    from dashboard.cli import main

    fake_disk("config", 1, code=errno.EROFS)
    code = main([*SWEEP, "--batch-sizes", "1,2"])
    captured = capsys.readouterr()
    assert code == 1
    assert "read-only file system at point 1 (" in captured.err and "nothing was saved" in captured.err
    assert list((data_dir / "experiments").iterdir()) == [] and leftovers(data_dir) == []


def test_maxbatch_says_the_disk_filled_rather_than_a_failed_try(data_dir, fake_disk, capsys):
    from dashboard.cli import main

    fake_disk("metrics", 2)
    code = main(["maxbatch", *MODEL, "--limit", "8"])
    captured = capsys.readouterr()
    assert code == 1
    assert "dl-dashboard maxbatch: disk full at point 2 (" in captured.err and "a try failed" not in captured.err


def test_the_window_s_child_reports_its_failure_with_the_done_line(monkeypatch):
    from dashboard.experiments import child
    from dashboard.experiments.plan import sweep_experiment
    from dashboard.protocol.messages import from_json

    lines = [{"event": "done", "saved_in": "/data/experiments/x", "cancelled": False,
              "failure": "disk full at point 2 (/data/experiments/x/metrics.jsonl); the 1 point(s) before it are "
                         "saved in /data/experiments/x"}]
    monkeypatch.setattr(child, "Conversation", lambda *args: iter(map(from_json, lines)))
    measured = child.ChildExperiment(sweep_experiment(TrainConfig(), ["cpu"], ["fp32"], [1, 2], 0.1))
    assert list(measured) == []
    assert measured.failure == lines[0]["failure"] and measured.path == Path("/data/experiments/x")


# ---------------------------------------------------------------- the window says it in words


def test_the_experiments_page_says_the_disk_filled_and_what_was_kept(qtbot, data_dir, fake_disk):
    from dashboard.experiments.session import ExperimentSession
    from dashboard.ui.experiments.page import ExperimentsPage

    page = ExperimentsPage()
    qtbot.addWidget(page)
    page.measure_with = ExperimentSession  # in this process, where the fake disk is
    page.form.batches_edit.setText("1,2,4")
    page.form.seconds_box.setValue(0.05)
    fake_disk("metrics", 2)
    with qtbot.waitSignal(page.sig_finished, timeout=60_000):  # two points of 0.05 s: the ceiling catches a hang
        page.start()
    page.shutdown()
    assert page.status_label.text().startswith("Stopped: 2 points measured, saved in")
    message = page.message_label.text()
    assert message.startswith("Disk full at point 2 (") and "the 1 point(s) before it are saved in" in message
    assert "Errno" not in message


def test_the_experiments_page_refuses_a_data_dir_that_is_a_file_at_once(qtbot, tmp_path, monkeypatch):
    from dashboard.ui.experiments.page import ExperimentsPage

    (tmp_path / "data").write_text("")
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path / "data"))
    page = ExperimentsPage()
    qtbot.addWidget(page)
    page.start()
    assert page.task is None and not page.is_running()
    assert f"{tmp_path / 'data'} is a file, not a folder" in page.message_label.text()


def test_the_training_page_says_the_disk_filled_in_words(training_page):
    from dashboard.training.events import RunSummary

    message = "disk full at step 35 (/data/runs/r/metrics.jsonl); the run up to step 34 is saved"
    training_page.last_summary = RunSummary(status="failed", message=message, steps=35, final_loss=0.5,
                                            val_loss=None, val_accuracy=None, samples_per_second=900.0,
                                            elapsed_seconds=3.0)
    training_page._on_task_finished()
    assert training_page.progress_label.text().startswith("Failed after 35 steps")
    assert training_page.message_label.text() == (
        "Disk full at step 35 (/data/runs/r/metrics.jsonl); the run up to step 34 is saved.")


def test_the_training_page_never_says_nothing_was_trained_after_steps(training_page):
    from tests.test_charts import step

    training_page.live.add(step(35, 3.0))
    training_page._on_task_finished()  # the child died without its summary
    assert "Nothing was trained" not in training_page.progress_label.text()
    assert training_page.progress_label.text().startswith("Ended after step 35 without a summary")


def test_the_training_page_refuses_a_read_only_data_dir_at_once(training_page, data_dir, monkeypatch):
    real_access = os.access
    monkeypatch.setattr(disk.os, "access",
                        lambda path, mode: False if Path(path) == data_dir else real_access(path, mode))
    training_page.start()
    assert training_page.task is None and not training_page.is_running()
    assert training_page.message_label.text().startswith(f"The data folder {data_dir / 'runs'} cannot be used: "
                                                         f"{data_dir} is not writable")


# ---------------------------------------------------------------- helpers


class _Usage:
    def __init__(self, free: int) -> None:
        self.total, self.used, self.free = 10 * free, 9 * free, free


def _must_not_build(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("the data folder is checked before any data is loaded")


# ---------------------------------------------------------------- exports that cannot be written


def test_a_chart_image_that_qt_cannot_write_raises_instead_of_being_listed(qtbot, tmp_path):
    from dashboard.ui.chart import save_widget_images
    from dashboard.ui.plots import TimePlot

    plot = TimePlot("loss", "loss")
    qtbot.addWidget(plot)
    with pytest.raises(OSError, match="could not write .*missing-folder/loss.png"):
        save_widget_images(plot, tmp_path / "missing-folder", "loss")  # QImage.save says False, not why


def test_the_training_page_says_an_export_failed_in_words(training_page, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setattr("dashboard.ui.training.run_export.ask_folder", lambda *_: blocker / "plots")
    training_page.ask_export()  # the Export plots button's slot
    message = training_page.message_label.text()
    assert message.startswith(f"Could not export to {blocker / 'plots'}: ") and "Errno" not in message


def test_the_experiments_page_says_an_export_failed_in_words(qtbot, data_dir, tmp_path, monkeypatch):
    from dashboard.ui.experiments.page import ExperimentsPage

    page = ExperimentsPage()
    qtbot.addWidget(page)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setattr("dashboard.ui.experiments.page.ask_folder", lambda *_: blocker / "out")
    page._ask_export()
    assert page.status_label.text() == f"Could not export to {blocker / 'out'}: not a directory."
