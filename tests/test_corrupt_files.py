"""Saved runs and experiments as a hostile disk leaves them: every reader says why a file cannot be used, lines it
cannot use are skipped and counted by cause, and the window lists such items, reopens them with a message and opens
at all with a data directory full of garbage."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import experiment_title, list_experiments, load_largest, read_experiments
from dashboard.selfbench.synthetic import write_synthetic_run
from dashboard.training.columns import read_columns
from dashboard.training.config import TrainConfig
from dashboard.training.run_schema import UnreadableRun
from dashboard.training.runs import METRICS_FILE, list_runs, read_run, read_run_document

READ_TIMEOUT_MS = 60_000
"""A ceiling, not a speed: a run is read on a worker thread, which a loaded machine may hold up for seconds."""
GOOD_DOCUMENT = {"config": TrainConfig().to_dict(), "created": 1.0, "status": "completed", "message": "done"}

BROKEN_CONFIGS: dict[str, tuple[bytes, str]] = {
    "binary garbage": (b"\x00\xff\xfe\x9c garbage \x01", "config.json is not JSON"),
    "a JSON list": (b"[1, 2, 3]", "config.json holds a list, not an object"),
    "cut short": (b'{"config": {"model": "simple-c', "config.json is not JSON"),
    "empty": (b"", "config.json is not JSON (it is empty)"),
    "a number status": (json.dumps({**GOOD_DOCUMENT, "status": 3}).encode(), "status is a number (3), not text"),
    "an object message": (json.dumps({**GOOD_DOCUMENT, "message": {"a": 1}}).encode(),
                          "message is an object, not text"),
    "a text config": (json.dumps({**GOOD_DOCUMENT, "config": "fast"}).encode(), "config is text, not an object"),
    "a text experiment": (json.dumps({**GOOD_DOCUMENT, "experiment": "sweep"}).encode(),
                          "experiment is text, not an object"),
}


def saved_folder(root: Path, name: str, config: bytes | dict, lines: list[str] = ()) -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "config.json").write_bytes(config if isinstance(config, bytes) else json.dumps(config).encode())
    (folder / METRICS_FILE).write_text("".join(f"{line}\n" for line in lines))
    return folder


def point_line(**changes) -> str:
    point = SweepPoint(device="cpu", precision="fp32", batch_size=8, status="ok", samples_per_second=100.0,
                       losses=(2.0, 1.5))
    return json.dumps({"event": "point", **dataclasses.asdict(point), **changes})


# ------------------------------------------------------------------ readers


@pytest.mark.parametrize("case", list(BROKEN_CONFIGS))
def test_a_broken_config_json_is_one_reason_for_every_reader(tmp_path, case):
    content, reason = BROKEN_CONFIGS[case]
    folder = saved_folder(tmp_path / "runs", "20260101-000000-x", content)
    for reader in (read_run, read_run_document, read_columns, experiment_title, lambda p: read_experiments([p])):
        with pytest.raises(UnreadableRun) as raised:
            reader(folder)
        assert reason in str(raised.value), reader
    assert list_runs(tmp_path / "runs") == [folder]  # still listed, so a list can say why


def test_wrong_typed_settings_open_the_run_but_are_refused_as_settings(tmp_path):
    texts = saved_folder(tmp_path, "a", {**GOOD_DOCUMENT, "config": {**TrainConfig().to_dict(), "batch_size": "x"}})
    unknown = saved_folder(tmp_path, "b", {**GOOD_DOCUMENT, "config": {**TrainConfig().to_dict(), "model": "nope"}})
    with pytest.raises(UnreadableRun, match="config.batch_size is text, not a whole number"):
        read_run(texts).config  # noqa: B018
    with pytest.raises(UnreadableRun, match="config.model 'nope' is not one this version knows"):
        read_run(unknown).config  # noqa: B018
    assert read_run(unknown).status == "interrupted"  # the rest of the run still reads


def test_lines_that_cannot_be_used_are_skipped_and_counted_by_cause(tmp_path):
    path = write_synthetic_run(tmp_path, 50, steps_per_epoch=20)
    lines = (path / METRICS_FILE).read_text().splitlines()
    bad = ["null", "[1, 2]", "3", '"text"', json.dumps({**json.loads(lines[5]), "loss": "x"}),
           json.dumps({"event": "summary", "status": 7}), json.dumps({"event": "epoch", "epoch": [1]})]
    lines[10:10] = [*bad, "not json {", ""]
    (path / METRICS_FILE).write_text("\n".join(lines) + "\n" + lines[-1][:30])  # and a torn last line
    record = read_run(path)
    assert (record.skipped.wrong_types, record.skipped.unreadable, record.skipped.torn) == (7, 1, 1)
    assert record.status == "completed"  # the summary that is well typed
    notice = record.skipped.notice()
    assert "1 unreadable line (" in notice and "7 lines with wrong types" in notice and "cut short" in notice
    columns = read_columns(path)
    assert columns.record.skipped == record.skipped
    assert columns.step_count == 50 == len(record.of_kind("step"))


def test_garbage_alone_is_not_called_a_torn_line(tmp_path):
    path = saved_folder(tmp_path, "a", GOOD_DOCUMENT, ["not json", json.dumps({"event": "note"})])
    skipped = read_run(path).skipped
    assert (skipped.unreadable, skipped.torn) == (1, 0) and "killed" not in skipped.notice()


@pytest.mark.parametrize("change", [{"loss": True}, {"step": 2.5}, {"warmup": 1}, {"step": None}, {"loss": None},
                                    {"process_rss_bytes": 1.5}, {"loss": "1.0"}])
def test_the_fast_step_reader_lets_no_wrong_type_through(tmp_path, change):
    path = write_synthetic_run(tmp_path, 300, steps_per_epoch=1000)
    lines = (path / METRICS_FILE).read_text().splitlines()
    step = json.loads(lines[100])
    assert step["event"] == "step"
    lines[100] = json.dumps({**step, **change})
    (path / METRICS_FILE).write_text("\n".join(lines) + "\n")
    columns = read_columns(path)
    assert columns.step_count == 299 and step["step"] not in columns.steps["step"].tolist()
    assert columns.record.skipped.wrong_types == read_run(path).skipped.wrong_types == 1


def test_wrong_typed_points_and_searches_are_skipped_not_drawn(tmp_path):
    document = {**GOOD_DOCUMENT, "experiment": {"title": "fp32 vs bf16"}}
    largest = {"event": "largest", "largest_fitting": 8, "first_failing": 16, "safe_batch": 8,
               "tries": [[8, True], [16, False]], "limit": 64}
    folder = saved_folder(tmp_path, "20260101-000000-e", document, [
        point_line(), point_line(batch_size="8"), point_line(losses="x"), point_line(samples_per_second=[1]),
        point_line(batch_size=16, losses=[None, 1.0]), json.dumps({**largest, "tries": [[8, "yes"]]}),
        json.dumps(largest), json.dumps({**largest, "safe_batch": "8"})])
    saved = read_experiments([folder])
    assert [p.batch_size for p in saved.points] == [8, 16] and saved.skipped.wrong_types == 5
    assert saved.largest is not None and saved.largest.tries == ((8, True), (16, False))
    assert load_largest(folder) == saved.largest
    assert experiment_title(folder) == "fp32 vs bf16, 2026-01-01 00:00:00"


def test_a_data_directory_that_is_a_file_lists_nothing(tmp_path):
    (tmp_path / "runs").write_text("not a folder")
    assert list_runs(tmp_path / "runs") == [] and list_runs(tmp_path / "missing") == []


# ------------------------------------------------------------------ the window


def fill_with_garbage(data_dir: Path) -> dict[str, Path]:
    """A data directory with one good run and experiment and every broken kind beside them."""
    folders = {"good run": write_synthetic_run(data_dir / "runs", 40, steps_per_epoch=20)}
    for number, (case, (content, _)) in enumerate(BROKEN_CONFIGS.items()):
        folders[case] = saved_folder(data_dir / "runs", f"20250101-00000{number}-{case.replace(' ', '-')}", content)
        saved_folder(data_dir / "experiments", f"20250101-00000{number}-{case.replace(' ', '-')}", content)
    folders["bad settings"] = saved_folder(data_dir / "runs", "20250102-000000-bad-settings", {
        **GOOD_DOCUMENT, "config": {**TrainConfig().to_dict(), "batch_size": "x"}})
    experiment = {**GOOD_DOCUMENT, "experiment": {"title": "good"}}
    folders["good experiment"] = saved_folder(data_dir / "experiments", "20250103-000000-good", experiment,
                                              [point_line(), point_line(batch_size=[1]), "null"])
    return folders


@pytest.fixture
def garbage(data_dir):
    return fill_with_garbage(data_dir)


def test_the_training_lab_lists_unreadable_runs_and_says_why_on_reopening(qtbot, training_page, garbage):
    page = training_page
    page.saved.refresh()
    texts = [page.saved.runs_list.item(i).text() for i in range(page.saved.runs_list.count())]
    assert len(texts) == len(BROKEN_CONFIGS) + 2
    assert any(text.endswith("[unreadable: config.json holds a list, not an object]") for text in texts)
    assert any(text.endswith("[unreadable: status is a number (3), not text]") for text in texts)
    with qtbot.waitSignal(page.saved.opener.sig_failed, timeout=READ_TIMEOUT_MS):
        page.show_run(garbage["binary garbage"])
    assert page.message_label.text() == f"Could not open {garbage['binary garbage'].name}: config.json is not JSON."

    good = garbage["good run"]
    lines = (good / METRICS_FILE).read_text().splitlines()
    (good / METRICS_FILE).write_text("\n".join(["null", *lines[:-1], "[1]", lines[-1]]) + "\n")
    with qtbot.waitSignal(page.saved.opener.sig_read, timeout=READ_TIMEOUT_MS):
        page.show_run(good)
    assert page.message_label.text() == "Skipped 2 lines with wrong types (from another version, or edited)."
    assert page.live.steps.series("loss").size > 0

    with qtbot.waitSignal(page.saved.opener.sig_read, timeout=READ_TIMEOUT_MS):
        page.show_run(garbage["bad settings"])  # drawn; the form keeps what it had and says why
    assert page.message_label.text() == ("Its settings were not put in the form: config.batch_size is text, "
                                         "not a whole number.")
    (good / METRICS_FILE).write_text("\n".join(lines) + "\n")
    with qtbot.waitSignal(page.saved.opener.sig_read, timeout=READ_TIMEOUT_MS):
        page.show_run(good)
    assert page.message_label.text() == ""  # the notice was the other run's
    assert page.overlay_runs([good, garbage["a JSON list"]]) == []
    assert "holds a list" in page.message_label.text()
    qtbot.waitUntil(lambda: not page.saved.opener.busy(), timeout=30_000)


def test_the_experiments_page_lists_unreadable_experiments_and_says_why(qtbot, data_dir, garbage):
    from dashboard.ui.experiments.page import ExperimentsPage

    page = ExperimentsPage()
    qtbot.addWidget(page)
    try:
        page.saved.refresh()
        texts = [page.saved.saved_list.item(i).text() for i in range(page.saved.saved_list.count())]
        assert len(texts) == len(list_experiments()) == len(BROKEN_CONFIGS) + 1
        assert any(text.endswith("[unreadable: experiment is text, not an object]") for text in texts)
        broken = data_dir / "experiments" / garbage["binary garbage"].name
        page.show_experiments([broken])
        assert page.message_label.text() == f"Could not open {broken.name}: config.json is not JSON."
        page.show_experiments([garbage["good experiment"]])
        assert [p.batch_size for p in page.points] == [8]
        assert page.message_label.text() == ("Skipped 2 lines with wrong types (from another version, "
                                             "or edited).")
    finally:
        page.shutdown()


# The window opening at all on a data directory full of garbage (its self-test on the Experiments page, a run that
# cannot be read opened in it) is checked in test_gui, in the one self-test run in-process with a language and a page.
