"""The Lessons page: every lesson listed, one click runs one and draws its chart and reading, Stop is prompt, the
glossary explains a clicked term, and nothing is left running."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

import pytest

from dashboard.experiments.points import SweepPoint
from dashboard.lessons.catalog import Lesson
from dashboard.lessons.run import LessonOutcome, LessonProgress
from dashboard.ui.lessons.figure_data import matmul_bars, memory_breakdown, roofline_figure
from dashboard.ui.lessons.page import LessonsPage
from dashboard.ui.lessons.terms import link_terms, term_of

pytestmark = pytest.mark.usefixtures("objects_older_than_the_test_set_aside_from_collection")
MIB = 2**20
GLOSSARY = {"knee": "The smallest batch after which doubling gains little.",
            "batch size": "How many samples one step trains on at once.",
            "steady throughput": "Samples per second once warm-up is over.",
            "throughput": "Samples per second."}


LESSONS = (Lesson("batch-size", 1, "Batch size is the unit of parallelism",
                      "A larger batch size keeps more cores busy, until the knee.", ("batch size", "knee"), "sweep"),
           Lesson("cpu-vs-gpu", 2, "CPU vs GPU", "A GPU has thousands of lanes.", (), "matmul"),
           Lesson("memory-limits", 3, "Memory limits", "Weights, gradients and activations.", (), "memory"))


@dataclass
class FakeRun:
    """A LessonRun double: yields progress and points; a stop ends it at the next point, as the real one does."""

    lesson: Lesson
    control: Any
    batches: tuple[int, ...] = (1, 2, 4, 8)
    hold: threading.Event | None = None
    """When set, the run waits here after its first point (until stopped): a stop can be timed."""
    outcome: LessonOutcome | None = None
    measured: list[SweepPoint] = field(default_factory=list)

    def __iter__(self):
        for index, batch in enumerate(self.batches):
            if self.control.stopped:
                break
            yield LessonProgress(index / len(self.batches), f"batch {batch} on cpu", 3.0)
            point = SweepPoint("cpu", "fp32", batch, "ok", 100.0 * batch ** 0.5, 0.01, 10**8 * batch, steps=3)
            self.measured.append(point)
            yield point
            if self.hold is not None:
                while not self.control.stopped:
                    self.hold.wait(0.01)
        status = "stopped" if self.control.stopped else "completed"
        figures: dict[str, Any] = {}
        estimates: tuple[SweepPoint, ...] = ()
        if self.lesson.kind == "matmul":
            figures = {"matmul": [{"device": "cpu", "gflops": 95.0, "peak_gflops": 1200.0, "estimate": False},
                                  {"device": "gpu", "name": "A100 (estimate)", "gflops": 15000.0,
                                   "peak_gflops": 19500.0, "estimate": True}],
                       "specs": [{"name": "Some CPU", "cores": 2, "estimate": False},
                                 {"name": "A100 (estimate)", "cores": 432, "estimate": True}]}
        if self.lesson.kind == "memory":
            figures = {"breakdown": {"batch_size": 64, "weights": 4 * MIB, "gradients": 4 * MIB,
                                     "optimizer_state": 8 * MIB, "activations": 300 * MIB, "total": 316 * MIB},
                       "largest_batch": {"device": "cuda:0", "measured": 512, "first_failing": 1024}}
        if self.lesson.kind == "sweep":
            estimates = tuple(SweepPoint("T4 (estimate)", "fp32", b, "ok", 900.0 * b ** 0.7, None, None,
                                         label="T4 (estimate)") for b in self.batches)
        self.outcome = LessonOutcome(self.lesson.key, tuple(self.measured), estimates, figures,
                                   "No GPU here: the T4 curve is an estimate.",
                                   "Throughput flattened at the knee, batch 4; each doubling after it gained "
                                   "under 10%.",
                                   status)


@pytest.fixture
def page(qtbot, data_dir):
    page = LessonsPage(lessons=LESSONS, glossary=GLOSSARY)
    page.runs: list[FakeRun] = []
    page.hold = None

    def make_run(lesson, devices, control, size, measure_with):
        run = FakeRun(lesson, control, hold=page.hold)
        page.runs.append(run)
        return run

    page.make_run = make_run
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    yield page
    assert page.shutdown(10_000)


def test_the_page_lists_every_lesson_and_shows_the_first(page):
    assert [page.lesson_list.item(i).text() for i in range(page.lesson_list.count())] == [
        "1. Batch size is the unit of parallelism", "2. CPU vs GPU", "3. Memory limits"]
    assert page.title_label.text() == "1. Batch size is the unit of parallelism"
    assert "Press Run" in page.status_label.text()
    page.choose("cpu-vs-gpu")
    assert page.title_label.text() == "2. CPU vs GPU" and page.current_lesson().kind == "matmul"


def test_run_draws_the_points_and_estimates_then_the_reading(qtbot, page):
    with qtbot.waitSignal(page.sig_finished, timeout=10_000):
        page.run_button.click()
        assert not page.run_button.isEnabled() and page.stop_button.isEnabled()
    assert [p.batch_size for p in page.points] == [1, 2, 4, 8]
    assert "knee" in page.reading_label.text() and page.reading_label.text().count('href="term:') >= 1
    assert "estimate" in page.note_label.text()
    assert page.status_label.text().startswith("Done in") and "4 points measured" in page.status_label.text()
    assert page.progress.value() == page.progress.maximum()
    curves = {c.name(): c for c in page.figure.sweep.throughput_plot.getPlotItem().listDataItems()}
    from PySide6.QtCore import Qt

    assert set(curves) == {"cpu/fp32", "T4 (estimate)"}
    assert curves["cpu/fp32"].opts["pen"].style() == Qt.PenStyle.SolidLine
    assert curves["T4 (estimate)"].opts["pen"].style() == Qt.PenStyle.DashLine
    memory_curves = [c.name() for c in page.figure.sweep.memory_plot.getPlotItem().listDataItems()]
    assert memory_curves == ["cpu/fp32"]  # an estimate without memory figures draws no zero line
    assert page.run_button.isEnabled() and not page.stop_button.isEnabled()


def test_a_matmul_lesson_draws_measured_against_peak_and_labels_estimates(qtbot, page):
    page.choose("cpu-vs-gpu")
    with qtbot.waitSignal(page.sig_finished, timeout=10_000):
        page.start()
    assert page.figure.matmul in page.figure.shown()
    assert [bar.label for bar in page.figure.matmul.bars] == ["cpu", "A100 (estimate)"]
    assert [bar.estimate for bar in page.figure.matmul.bars] == [False, True]
    assert "estimate, not measured" in page.figure.matmul.legend.labels()
    assert page.figure.table in page.figure.shown()  # the devices side by side
    table = page.figure.table  # one column per device, so a projector needs no sideways scrolling
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["", "Some CPU", "A100\n(estimate)"]
    assert [table.item(0, c).text() for c in range(3)] == ["cores (CPU) or SMs (GPU)", "2", "432"]
    assert table.item(1, 1).text() == "–"  # not in the figure: unknown, not blank


def test_a_memory_lesson_draws_its_breakdown(qtbot, page):
    page.choose("memory-limits")
    with qtbot.waitSignal(page.sig_finished, timeout=10_000):
        page.start()
    assert page.figure.memory in page.figure.shown()
    assert [bar.label for bar in page.figure.memory.bars] == ["weights", "gradients", "optimizer state",
                                                               "activations"]
    assert "at batch 64, 316 MiB in all; the largest batch that fitted: 512" in page.figure.memory.title()


def test_stop_ends_the_lesson_promptly_and_keeps_what_was_measured(qtbot, page):
    page.hold = threading.Event()
    page.start()
    qtbot.waitUntil(lambda: len(page.points) == 1, timeout=30_000)
    # The lesson is held after its first point, so only Stop can end it: the timeout is a ceiling for a busy machine.
    with qtbot.waitSignal(page.sig_finished, timeout=15_000):
        page.stop_button.click()
    assert page.runs[-1].outcome.status == "stopped"
    assert page.status_label.text().startswith("Stopped") and "1 point measured" in page.status_label.text()
    assert not page.is_running()


def test_an_outcome_is_shown_again_when_its_lesson_is_chosen_again(qtbot, page):
    with qtbot.waitSignal(page.sig_finished, timeout=10_000):
        page.start()
    reading = page.takeaway_label.text(), page.reading_label.text()
    page.choose("cpu-vs-gpu")
    assert "once the lesson has run" in page.takeaway_label.text() and page.reading_label.text() == ""
    page.choose("batch-size")
    assert (page.takeaway_label.text(), page.reading_label.text()) == reading


def test_clicking_a_term_shows_its_meaning_and_again_hides_it(page):
    assert 'href="term:knee"' in page.explanation_label.text()
    assert 'href="term:batch size"' in page.terms_label.text()
    page.explanation_label.linkActivated.emit("term:knee")
    assert page.definition.isVisible() and GLOSSARY["knee"] in page.definition.text()
    page.explanation_label.linkActivated.emit("term:knee")
    assert not page.definition.isVisible()


def test_presenter_sizes_enlarge_the_text_and_the_charts(page):
    before = page.explanation_label.font().pixelSize(), page.reading_label.font().pixelSize()
    page.set_presentation(18, 3)
    after = page.explanation_label.font().pixelSize(), page.reading_label.font().pixelSize()
    assert after[0] > before[0] and after[1] > before[1]
    assert page.figure.sweep.throughput_plot.presentation() == (18, 3)
    assert page.figure.matmul.presentation() == (18, 3)


def test_terms_are_linked_once_longest_first_and_whole_words_only():
    text = link_terms("Steady throughput: the throughput once steady. A kneecap is not a knee.",
                      ["throughput", "steady throughput", "knee"])
    assert text.count('href="term:steady throughput"') == 1
    assert text.count('href="term:throughput"') == 1  # the second "throughput", the first is inside the longer
    assert 'kneecap' in text and text.count('href="term:knee"') == 1 and "a <a" in text
    assert link_terms("a < b", []) == "a &lt; b"
    assert term_of("term:knee") == "knee" and term_of("https://example.com") is None


def test_figures_are_read_from_the_lessons_documents():
    bars = matmul_bars({"matmul": [{"device": "cpu", "gflops": 90, "peak_gflops": 1000},
                                   {"device": "gpu", "name": "H100", "gflops": None, "peak_gflops": 6e4,
                                    "estimate": True}]})
    assert [(b.label, b.gflops, b.estimate) for b in bars] == [("cpu", 90.0, False), ("H100 (estimate)", None, True)]
    breakdown = memory_breakdown({"breakdown": {"batch_size": 8, "weights": 10, "optimizer_state": 20, "total": 30},
                                  "largest_batch": {"measured": None, "estimates": {"T4 (estimate)": 96}}})
    assert breakdown is not None and breakdown.parts == (("weights", 10), ("optimizer state", 20))
    assert (breakdown.batch, breakdown.total, breakdown.largest_batch) == (8, 30, None)
    assert breakdown.estimated_largest == (("T4 (estimate)", 96),)
    assert memory_breakdown({}) is None
    roofline = roofline_figure({"roofline": {"unit": "TFLOPS", "roofs": [["fp32", 19.5]], "copy_gbps": 1500.0,
                                             "matmuls": [["matmul fp32 n=4096", 682.7, 15.0]],
                                             "model": {"label": "simple-cnn", "intensity": 11.0, "gflops": 900.0}}})
    assert roofline is not None and roofline.roofs == (("fp32", 19.5),) and roofline.bandwidth_gbps == 1500.0
    assert roofline.points[1] == ("simple-cnn", 11.0, 0.9, True)  # GFLOPS in the roofline's unit


@pytest.mark.parametrize("key", ["memory-limits"])  # a sweep and a breakdown; the matmul drawing is tested above
def test_a_real_lesson_runs_from_one_click_and_draws_its_chart_and_reading(qtbot, data_dir, key):
    """The lessons as the window runs them, at the tests' size, measured in this process."""
    page = LessonsPage()
    qtbot.addWidget(page)
    page.lesson_size, page.measure_with = "tiny", None
    page.choose(key)
    try:
        with qtbot.waitSignal(page.sig_finished, timeout=60_000):
            page.run_button.click()
    finally:
        assert page.shutdown(30_000)
    outcome = page.outcomes[key]
    assert outcome.status == "completed" and page.status_label.text().startswith("Done in")
    assert page.reading_label.text() and "Measuring" not in page.reading_label.text()
    expected = {"memory-limits": page.figure.memory, "cpu-vs-gpu": page.figure.matmul}[key]
    assert expected in page.figure.shown()
    if key == "memory-limits":
        assert page.figure.sweep in page.figure.shown() and page.points  # its points, drawn as they came


def test_the_roofline_and_the_advisors_gpus_draw_from_their_documents(page):
    page.figure.draw_outcome("roofline", (), (), {"roofline": {
        "unit": "GFLOPS", "roofs": [["fp32", 1200.0]], "copy_gbps": 16.0,
        "matmuls": [["matmul fp32 n=512", 85.3, 190.0]], "model": {"label": "simple-cnn", "intensity": 11.0,
                                                                   "gflops": 1.2},
        "gpus": [{"name": "T4 (estimate)", "memory_type": "GDDR6"}, {"name": "A100 (estimate)",
                                                                    "memory_type": "HBM2e"}]}})
    assert page.figure.shown() == [page.figure.roofline, page.figure.table]
    names = [item.name() for item in page.figure.roofline.getPlotItem().listDataItems()]
    assert names[0].startswith("fp32 peak") and "memory: measured copy 16 GB/s" in names
    assert {"matmul fp32 n=512", "simple-cnn"} <= set(names)
    page.figure.draw_outcome("advisor", (), (), {"advisor": {"model": "resnet18", "rows": [
        {"name": "T4 (estimate)", "fits": True, "samples_per_second": 812.4}]}})
    assert page.figure.shown() == [page.figure.table]
    assert [page.figure.table.item(0, c).text() for c in range(3)] == ["T4 (estimate)", "yes", "812"]


def test_a_lesson_run_in_the_window_exports_as_a_recording(qtbot, page, tmp_path):
    from dashboard.recording.fileformat import read_recording
    from dashboard.ui.replay.files import export_recording

    assert page.recording_source() is None  # nothing ran here yet
    with qtbot.waitSignal(page.sig_finished, timeout=10_000):
        page.run_button.click()
    source = page.recording_source()
    assert source is not None and source.header.kind == "lesson" and source.inventory is not None
    target = tmp_path / "from-the-window.dlrec"
    assert export_recording(source, target).startswith("Recording written to")
    recording = read_recording(target)
    assert [event["batch_size"] for event in recording.events if event["event"] == "point"] == [1, 2, 4, 8]
    assert recording.events[-1]["reading"] == page.outcomes["batch-size"].reading


def test_f5_runs_the_lesson_chosen_and_shift_f5_stops_it(qtbot, page):
    """In presenter mode the Run button sits below the fold: F5 runs the lesson from anywhere in the window, as it
    starts a training run in the Training lab, and Shift+F5 stops it."""
    from PySide6.QtCore import Qt

    page.hold = threading.Event()  # the lesson is held after its first point: only a stop ends it
    page.activateWindow()
    qtbot.waitActive(page)
    qtbot.keyClick(page.lesson_list, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: len(page.points) == 1, timeout=30_000)
    with qtbot.waitSignal(page.sig_finished, timeout=15_000):
        qtbot.keyClick(page.lesson_list, Qt.Key.Key_F5, Qt.KeyboardModifier.ShiftModifier)
    assert page.runs[-1].outcome.status == "stopped" and len(page.runs) == 1
