"""Lessons and micro-benchmarks are recorded too: `lesson run NAME --record FILE` keeps the lesson's progress and
points as they came, the machine's inventory and hardware samples, and its outcome (figures and reading) as the last
event; `bench --record FILE` keeps the device's peaks and each result. The window plays a lesson in the Lessons page
(the reading word for word) and benchmarks in the Advisor's Measured vs peak tab, saving nothing, and gives the pages
back when left. A damaged outcome or result is refused on reading; figures another version shaped differently are
said, not drawn."""

from __future__ import annotations

import json
import time

import pytest

from dashboard.cli import main
from dashboard.experiments.points import SweepPoint
from dashboard.lessons.catalog import find_lesson
from dashboard.lessons.run import LessonOutcome
from dashboard.recording.fileformat import BadRecording, Recording, new_header, read_recording, write_recording
from dashboard.recording.timeline import Timeline
from dashboard.training.runs import list_runs
from tests.test_replay_gui import open_and_wait

pytestmark = pytest.mark.usefixtures("objects_older_than_the_test_set_aside_from_collection")

READING = "Going from batch 32 to batch 256 made it 5.1x faster on the recorded H100."  # no glossary word: no link


def lesson_recording(path, key: str = "batch-size", figures: dict | None = None):
    """A recorded lesson without measuring: three points a second apart, then its outcome."""
    from tests.fakes.gpu_inventory import h100_inventory

    lesson = find_lesson(key)
    started = time.time() - 30
    points = [SweepPoint("cuda:0", "fp32", batch, "ok", samples_per_second=800.0 * (i + 1), step_seconds=0.01,
                         peak_memory_bytes=(i + 2) * 2**30, steps=10, label="resnet18 on cuda:0")
              for i, batch in enumerate((32, 64, 256))]
    events = [{"event": "progress", "fraction": 0.0, "text": "setting up", "timestamp": started + 0.5}]
    for i, point in enumerate(points):
        events.append({"event": "point", **point.__dict__, "timestamp": started + 1.0 + i})
        events[-1]["losses"] = events[-1]["accuracies"] = []
    outcome = LessonOutcome(key, tuple(points), (), figures or {}, "", READING, "completed")
    events.append({"event": "outcome", **outcome.to_dict(), "timestamp": started + 4.0})
    document = {"config": {}, "created": started,
                "lesson": {"key": key, "number": lesson.number, "title": lesson.title, "size": "normal",
                           "devices": ["cpu", "cuda:0"]}}
    header = new_header(f"Lesson {lesson.number}: {lesson.title}", h100_inventory(), started, kind="lesson")
    write_recording(path, Recording(header, document, h100_inventory(), events, []))
    return path


def test_a_lesson_run_with_record_keeps_what_it_yielded_and_its_outcome_last(data_dir, tmp_path, capsys):
    target = tmp_path / "lesson.dlrec"
    # One of the cheapest lessons with points, figures and a note (transfer, three resnet18s, cost five times more);
    # every lesson's own run is tested in test_lessons.py.
    assert main(["lesson", "run", "memory-limits", "--size", "tiny", "--json", "--record", str(target)]) == 0
    captured = capsys.readouterr()
    printed = json.loads(captured.out)
    assert "recording written to" in captured.err
    recording = read_recording(target)
    assert recording.header.kind == "lesson" and recording.document["lesson"]["key"] == "memory-limits"
    kinds = [event["event"] for event in recording.events]
    assert kinds[-1] == "outcome" and "progress" in kinds and kinds.count("point") == len(printed["points"]) > 0
    assert recording.events[-1]["figures"] == printed["figures"] and printed["figures"]["breakdown"]
    assert recording.events[-1]["reading"] == printed["reading"] and recording.inventory is not None
    outcomes = [moment.measurement for moment in Timeline(recording).moments
                if isinstance(moment.measurement, LessonOutcome)]
    assert len(outcomes) == 1 and outcomes[0].reading == printed["reading"]
    assert not list_runs()  # a lesson saves no run folder


@pytest.mark.parametrize(("spoil", "reason"), [
    (lambda header, outcome: outcome.update(reading=12), "reading is a number"),
    (lambda header, outcome: outcome.update(points="many"), "points are"),
    (lambda header, outcome: header["document"]["lesson"].update(key="quantum"), "the lesson 'quantum'"),
])
def test_a_damaged_lesson_recording_is_refused(tmp_path, spoil, reason):
    target = lesson_recording(tmp_path / "lesson.dlrec")
    lines = [json.loads(line) for line in target.read_text().splitlines()]
    outcome = next(line["event"] for line in lines if line.get("event", {}).get("event") == "outcome")
    spoil(lines[0], outcome)
    target.write_text("".join(json.dumps(line) + "\n" for line in lines))
    with pytest.raises(BadRecording, match=reason):
        read_recording(target)


def play(qtbot, window, path):
    open_and_wait(qtbot, window, path)
    player = window.replay.player
    player.pause()
    return player


def test_recorded_lessons_and_benchmarks_play_in_their_pages_and_give_them_back(qtbot, laptop_window, tmp_path,
                                                                               capsys, monkeypatch):
    """Three tests in one window (a window builds every page in idle time: seconds of CPU each): a recorded lesson
    plays in the Lessons page and gives it back; figures of another shape are skipped and a figure that fails is
    said; micro-benchmarks record their peaks and results and replay in the Advisor."""
    window = laptop_window
    player = play(qtbot, window, lesson_recording(tmp_path / "lesson.dlrec"))
    page = window.page("lessons")
    assert window.pages.currentWidget() is page and page.current_lesson().key == "batch-size"
    assert not page.run_button.isEnabled() and not page.lesson_list.isEnabled()
    player.seek(2.5)  # two of the three points by then, no reading yet
    assert len(page.points) == 2 and READING not in page.reading_label.text()
    player.advance(player.timeline.duration)
    assert READING in page.reading_label.text() and page.figure.sweep.isVisible()
    assert not list_runs()  # played, not imported
    with qtbot.waitSignal(window.replay.sig_changed, timeout=30_000):
        window.replay_bar.leave_button.click()
    assert page.run_button.isEnabled() and READING not in page.reading_label.text()

    # Figures of another shape are skipped, and a figure that fails is said.
    odd = {"breakdown": "large", "matmul": "fast", "roofline": 5, "largest_batch": {"estimates": [1, 2]}}
    player = play(qtbot, window, lesson_recording(tmp_path / "odd.dlrec", key="memory-limits", figures=odd))
    player.advance(player.timeline.duration)
    assert READING in page.reading_label.text() and page.message_label.text() == ""  # the parts it can read
    window.replay.leave()

    def shaped_otherwise(*args):
        raise KeyError("ridge_flops")

    monkeypatch.setattr(page.figure, "draw_outcome", shaped_otherwise)
    player = play(qtbot, window, lesson_recording(tmp_path / "other.dlrec", key="roofline"))
    player.advance(player.timeline.duration)
    assert "cannot be drawn ('ridge_flops')" in page.message_label.text() and READING in page.reading_label.text()
    window.replay.leave()

    # Micro-benchmarks record their peaks and results and replay in the Advisor.
    from dashboard.advisor import microbench
    from dashboard.advisor.bench_timing import BenchSettings

    def tiny_settings(device, quick=False):  # every test of the quick run's plan, at sizes that take milliseconds
        return BenchSettings(matmul_sizes=(64, 128), copy_bytes=2**20, transfer_bytes=2**20, warmup=1,
                             warmup_s=0.0, repeats=3, budget_s=0.02, repetition_s=0.001)

    monkeypatch.setattr(microbench, "default_settings", tiny_settings)
    target = tmp_path / "bench.dlrec"
    capsys.readouterr()  # only the command's output below
    assert main(["bench", "--quick", "--json", "--record", str(target)]) == 0
    printed = json.loads(capsys.readouterr().out)
    recording = read_recording(target)
    assert recording.header.kind == "bench" and recording.document["bench"]["device"] == printed["device"]
    assert recording.events[0]["event"] == "peaks"
    assert [event["test"] for event in recording.events[1:]] == [row["test"] for row in printed["results"]]
    player = play(qtbot, window, target)
    bench = window.advisor_page.bench
    assert window.pages.currentWidget() is window.advisor_page and not bench.run_button.isEnabled()
    player.advance(player.timeline.duration)
    assert bench.table.rowCount() == len(printed["results"]) and bench.peaks is not None
    with qtbot.waitSignal(window.replay.sig_changed, timeout=30_000):
        window.replay_bar.leave_button.click()
    assert bench.table.rowCount() == 0 and bench.run_button.isEnabled()


def test_a_benchmark_line_of_the_wrong_types_is_refused(tmp_path):
    result = {"event": "bench", "test": "matmul", "device": "cuda:0", "dtype": "fp16", "size": 8192,
              "achieved": "fast", "peak": 989.0, "unit": "TFLOPS", "seconds": 0.001, "repeats": 10, "timestamp": 2e9}
    header = new_header("Micro-benchmarks on cuda:0", None, 2e9 - 5, kind="bench")
    document = {"config": {}, "bench": {"device": "cuda:0", "device_name": "NVIDIA H100", "quick": True}}
    write_recording(tmp_path / "b.dlrec", Recording(header, document, None, [result], []))
    with pytest.raises(BadRecording, match="line 2: the benchmark line.achieved is text"):
        read_recording(tmp_path / "b.dlrec")


def test_a_lesson_recorded_in_english_replays_its_words_in_the_readers_language(qapp, language):
    """A lecturer in Poland replays a lesson recorded on an English server: the takeaway, details and note are made
    again from the words they were made of (templates and numbers), not shown as recorded; where those words are
    missing (an older recording) or not understood, the text stays as it was written."""
    from dashboard.lessons.sweeps import _epoch_sentence, epoch_takeaway
    from dashboard.text import join, say, translate

    measured = {32: 900.0, 256: 4100.0}

    def takeaway() -> str:
        return epoch_takeaway(6000, measured)

    def details() -> str:
        return join(_epoch_sentence(6000, measured), "cuda:0")

    def note() -> str:
        return translate("Lessons", "done")

    outcome = LessonOutcome("epochs-serial", (), (), {}, say(note), say(details), "completed", say(takeaway))
    stored = json.loads(json.dumps(outcome.to_dict()))  # as a recording keeps it
    english = (outcome.takeaway, outcome.details, outcome.note)

    language("pl")
    replayed = LessonOutcome.from_dict(stored)
    assert (replayed.takeaway, replayed.details, replayed.note) == (takeaway(), details(), note())
    assert replayed.takeaway != english[0] and replayed.details != english[1] and replayed.details.endswith("cuda:0")
    damaged = {**stored, "words": {"takeaway": {"context": 5}}}
    assert LessonOutcome.from_dict(damaged).takeaway == english[0]  # not understood: as written
    deep: object = "x"
    for _ in range(5000):
        deep = {"join": [deep]}
    assert LessonOutcome.from_dict({**stored, "words": {"takeaway": deep}}).takeaway == english[0]
    older = {key: value for key, value in stored.items() if key != "words"}
    assert LessonOutcome.from_dict(older).details == english[1]
    language("en")
    assert (replayed.takeaway.again(), replayed.details.again()) == english[:2]
