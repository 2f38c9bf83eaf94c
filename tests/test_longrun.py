"""An hour-long run in the Training lab: read back fast and exactly, reopened off the GUI thread (the newest request
wins, a failure says why), drawn the same as it looked live, and drawn with a bounded number of points however long
it grows. No timing thresholds: what is checked is where the work happens and how much data each frame handles."""

from __future__ import annotations

import dataclasses
import json
import threading
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest

from dashboard.decimation import DISPLAY_BUCKETS
from dashboard.selfbench.synthetic import STEP_S, T0, synthetic_events, write_synthetic_run
from dashboard.training import columns
from dashboard.training.columns import STEP_FIELDS, read_columns
from dashboard.training.config import TrainConfig
from dashboard.training.events import EpochMetrics, RunInfo, StepMetrics, from_record
from dashboard.training.runs import METRICS_FILE, RunRecord, RunWriter, read_run
from dashboard.ui.training import curves as curves_module
from dashboard.ui.training.curves import CURVE_FIELDS, build_curves, paused_between
from dashboard.ui.training.live import LiveRunView
from dashboard.ui.training.page import TrainingPage
from tests.test_gui import quick_model_facts  # noqa: F401 - the fixture


@pytest.fixture
def page(qtbot, data_dir):
    page = TrainingPage()
    qtbot.addWidget(page)
    yield page
    page.shutdown()


def json_steps(record: RunRecord) -> list[StepMetrics]:
    return [event for event in record.training_events() if isinstance(event, StepMetrics)]


# ------------------------------------------------------------------ the synthetic run and reading it back


def test_a_synthetic_run_is_what_the_engine_would_have_written(tmp_path):
    record = read_run(write_synthetic_run(tmp_path, 3_000, steps_per_epoch=1_000))
    events = record.training_events()
    assert isinstance(events[0], RunInfo) and record.status == "completed" and record.started == T0
    steps = json_steps(record)
    assert [step.step for step in steps] == list(range(1, 3_001))
    assert len(record.of_kind("epoch")) == 3 and steps[0].warmup and not steps[10].warmup
    assert sum(paused_between(a, b) for a, b in zip(steps, steps[1:], strict=False)) == 1  # one pause, halfway


def _damaged(path: Path, damage: str) -> None:
    """Spoil a run file the ways real files get spoilt."""
    metrics = path / METRICS_FILE
    lines = metrics.read_text().splitlines()
    middle = len(lines) // 2
    if damage == "torn last line":
        metrics.write_text("\n".join(lines) + "\n" + lines[-2][:57])
    elif damage == "unknown kind of line":
        lines.insert(middle, json.dumps({"event": "note", "text": "hello"}))
        metrics.write_text("\n".join(lines) + "\n")
    elif damage == "keys in another order":
        event = json.loads(lines[middle])
        lines[middle] = json.dumps(dict(reversed(list(event.items()))))
        metrics.write_text("\n".join(lines) + "\n")
    elif damage == "blank and unreadable lines":
        lines[middle:middle] = ["", "not json", "   "]
        metrics.write_text("\n".join(lines) + "\n")


def _unusual_values(path: Path) -> Path:
    """A run whose steps have exponents, a NaN loss, alternating nulls and a warm-up flag set late."""
    with RunWriter(TrainConfig(), root=path, extra={"model": {"timestamp": T0}}) as writer:
        for event in synthetic_events(1_000, steps_per_epoch=250, device="cuda:0"):
            if isinstance(event, StepMetrics):
                n = event.step
                event = dataclasses.replace(
                    event, data_seconds=3.5e-05 * n, loss=float("nan") if n == 567 else event.loss,
                    memory_reserved_bytes=None if n % 3 == 0 else event.memory_reserved_bytes,
                    warmup=event.warmup or n == 900, steps_total=10**17)  # an integer with an exponent as float
            writer.append_event(event)
    return writer.path


@pytest.mark.parametrize("damage", ["none", "torn last line", "unknown kind of line", "keys in another order",
                                    "blank and unreadable lines", "unusual values"])
def test_step_columns_read_fast_are_exactly_what_json_reads(tmp_path, monkeypatch, damage):
    # About a hundred blocks of ten lines (a step line is about 700 bytes), epochs and lines of other kinds inside
    # them: as many blocks as 3,000 steps in blocks of 20,000 bytes gave, for a third of the reading.
    monkeypatch.setattr(columns, "BLOCK_BYTES", 7_000)
    if damage == "unusual values":
        path = _unusual_values(tmp_path)
    else:
        path = write_synthetic_run(tmp_path, 1_000, steps_per_epoch=250)
        _damaged(path, damage)
    reference = read_run(path)
    expected = json_steps(reference)
    read = read_columns(path)
    assert read.step_count == len(expected) > 990
    counted = columns.open_metrics(path).step_count  # in blocks too: a line cut by a block's end counts once
    assert counted == len(expected) - (damage == "keys in another order")  # that line ends another way
    for name in STEP_FIELDS:
        values = np.array([np.nan if getattr(s, name) is None else float(getattr(s, name)) for s in expected])
        assert np.array_equal(read.steps[name], values, equal_nan=True), name
    assert read.last_step == expected[-1]
    unreadable = damage in ("torn last line", "blank and unreadable lines")
    assert read.record.skipped == reference.skipped
    assert reference.skipped.total == unreadable and reference.skipped.torn == (damage == "torn last line")
    others = [event for event in reference.events if event.get("event") != "step"]
    assert sorted(map(json.dumps, read.record.events)) == sorted(map(json.dumps, others))
    assert read.record.summary == reference.summary


def test_a_saved_run_is_drawn_exactly_as_it_was_live(qtbot, tmp_path):
    events = list(synthetic_events(3_000, steps_per_epoch=1_000, device="cuda:0"))
    live = LiveRunView()
    qtbot.addWidget(live)
    for event in events:
        live.add(event)
    with RunWriter(TrainConfig(), root=tmp_path, extra={"model": {"timestamp": T0}}) as writer:
        for event in events:
            writer.append_event(event)
    saved = build_curves(read_columns(writer.path, CURVE_FIELDS))
    assert sorted(saved.steps.names()) == sorted(live.steps.names())
    assert np.array_equal(saved.steps.time.view(), live.steps.time.view())
    for name in live.steps.names():
        assert np.array_equal(saved.steps.series(name), live.steps.series(name), equal_nan=True), name
    assert np.isnan(live.steps.series("loss")).sum() == 1  # the pause's gap, in both
    for name in ("val_loss", "val_accuracy"):
        assert np.array_equal(saved.epochs.series(name), live.epochs.series(name))
    assert saved.info == events[0] and saved.last_step == live.last_step == events[-3]


# ------------------------------------------------------------------ drawing a long run


def _curves_of(steps: int, spike_at: int) -> curves_module.RunCurves:
    """The curves of a run of ``steps`` steps built from arrays (fast), with a loss spike and a pause."""
    rng = np.random.default_rng(steps)
    wall = np.arange(1, steps + 1) * STEP_S
    wall[steps // 2:] += 30.0  # paused halfway
    loss = 2.0 + 0.1 * rng.standard_normal(steps)
    loss[spike_at] = 40.0
    arrays = {name: np.full(steps, 1.0) for name in CURVE_FIELDS}
    arrays.update(timestamp=T0 + wall, elapsed_seconds=np.arange(1, steps + 1) * STEP_S, loss=loss,
                  warmup=np.zeros(steps), memory_allocated_bytes=np.full(steps, np.nan),
                  memory_reserved_bytes=np.full(steps, np.nan))
    last = next(event for event in synthetic_events(2) if isinstance(event, StepMetrics))
    last = dataclasses.replace(last, step=steps, timestamp=float(arrays["timestamp"][-1]),
                               elapsed_seconds=float(arrays["elapsed_seconds"][-1]), warmup=False)
    record = RunRecord(path=Path("synthetic"), document={"model": {"timestamp": T0}})
    return build_curves(columns.RunColumns(record, arrays, last))


def test_a_frame_hands_the_plots_a_bounded_number_of_points_however_long_the_run(qtbot, monkeypatch):
    live = LiveRunView()
    qtbot.addWidget(live)
    live.resize(900, 700)
    live.show()
    handed: list[int] = []
    original = pg.PlotDataItem.setData
    monkeypatch.setattr(pg.PlotDataItem, "setData",
                        lambda item, *args, **kw: (handed.append(len(args[0]) if args else 0),
                                                   original(item, *args, **kw))[1])
    largest = {}
    for steps in (10_000, 50_000, 200_000):
        spike_at = steps // 3
        live.show_curves(_curves_of(steps, spike_at))
        last = live.last_step
        handed.clear()
        for n in range(1, 4):  # three live frames after it: one more step each
            live.add(dataclasses.replace(last, step=last.step + n, timestamp=last.timestamp + n * STEP_S,
                                         elapsed_seconds=last.elapsed_seconds + n * STEP_S))
            live.redraw()
        largest[steps] = max(handed)
        assert len(handed) <= 3 * 8  # the eight step curves; validation and hardware points are not set again
        x, y = live.loss_plot.curve("loss", "").xData, live.loss_plot.curve("loss", "").yData
        assert np.nanmax(y) == 40.0  # the spike stays on screen
        gap = np.flatnonzero(np.isnan(y))
        assert gap.size == 1 and x[gap[0]] == pytest.approx(steps // 2 * STEP_S)  # and so does the pause
        assert np.isfinite(y[gap[0] - 1]) and np.isfinite(y[gap[0] + 1])
    assert all(points <= 2 * DISPLAY_BUCKETS for points in largest.values()), largest  # 10,000 steps or 200,000


# ------------------------------------------------------------------ reopening from the Training lab


WAIT_S = 120
"""Ceilings, not speeds: a reading held on a loaded machine waited out 10 s before the one that replaced it was shown
(the held reading then failed instead of being interrupted)."""
WAIT_MS = WAIT_S * 1000


class Gate:
    """Holds parsing on the opener's thread until released, noting where it ran and how it ended."""

    def __init__(self, monkeypatch, held: Path | None = None) -> None:
        self.released = threading.Event()
        self.threads: list[int] = []
        self.outcomes: list[str] = []
        original = curves_module.parse_metrics

        def parse(metrics, fields, stop=None):
            self.threads.append(threading.get_ident())
            if held is None or metrics.path == held:
                assert self.released.wait(WAIT_S)
            try:
                parsed = original(metrics, fields, stop)
            except columns.Interrupted:
                self.outcomes.append(f"{metrics.path.name}: interrupted")
                raise
            self.outcomes.append(f"{metrics.path.name}: read")
            return parsed

        monkeypatch.setattr(curves_module, "parse_metrics", parse)


def test_reopening_reads_off_the_gui_thread_while_the_window_goes_on(qtbot, page, monkeypatch, data_dir):
    run = write_synthetic_run(data_dir / "runs", 3_000)
    gate = Gate(monkeypatch)
    with qtbot.waitSignal(page.saved.opener.sig_counted, timeout=WAIT_MS):
        page.show_run(run)
        assert page.progress_label.text() == f"Opening run {run.name}…"
    assert page.progress_label.text() == "Opening run… (3,000 steps)"
    assert page.shown_run is None and page.live.steps.rows == 0  # still being read, and the GUI thread is free
    with qtbot.waitSignal(page.sig_run_shown, timeout=WAIT_MS):
        gate.released.set()
    assert gate.threads and threading.main_thread().ident not in gate.threads
    assert page.shown_run == run and np.isfinite(page.live.steps.series("loss")).sum() == 3_000
    assert page.progress_label.text() == f"Saved run {run.name}: trained 3,000 steps"  # told from its status
    assert page.figures.texts()["speed"] != "–" and page.form.config().steps == 3_000
    qtbot.waitUntil(lambda: not page.saved.opener.busy(), timeout=WAIT_MS)


def test_a_newer_request_replaces_one_still_being_read(qtbot, page, monkeypatch, data_dir):
    first = write_synthetic_run(data_dir / "runs", 500)
    second = write_synthetic_run(data_dir / "runs", 800)
    gate = Gate(monkeypatch, held=first)
    shown: list[Path] = []
    page.sig_run_shown.connect(shown.append)
    with qtbot.waitSignal(page.saved.opener.sig_counted, timeout=WAIT_MS):
        page.show_run(first)
    with qtbot.waitSignal(page.sig_run_shown, timeout=WAIT_MS):
        page.show_run(second)
    gate.released.set()  # the first comes to an end only now, long after it was replaced
    qtbot.waitUntil(lambda: not page.saved.opener.busy(), timeout=WAIT_MS)
    qtbot.wait(50)  # anything the first still sent has arrived, and was dropped
    assert shown == [second] and page.shown_run == second
    assert np.isfinite(page.live.steps.series("loss")).sum() == 800
    assert f"{first.name}: interrupted" in gate.outcomes  # it stopped reading rather than finish for nothing


def test_a_run_that_cannot_be_read_says_why(qtbot, page, data_dir):
    broken = data_dir / "runs" / "20260101-000000-simple-cnn-cpu-abcd"
    broken.mkdir(parents=True)
    (broken / "config.json").write_text("{not json")
    with qtbot.waitSignal(page.saved.opener.sig_failed, timeout=WAIT_MS):
        page.show_run(broken)
    assert "could not be opened" in page.progress_label.text()
    assert page.message_label.text() == f"Could not open {broken.name}: config.json is not JSON."
    with qtbot.waitSignal(page.saved.opener.sig_failed, timeout=WAIT_MS):
        page.show_run(data_dir / "gone")
    assert "gone" in page.message_label.text() and "does not exist" in page.message_label.text()
    qtbot.waitUntil(lambda: not page.saved.opener.busy(), timeout=WAIT_MS)


@pytest.mark.usefixtures("quick_model_facts")  # the benchmark's window builds every page: not its measurement
def test_the_longrun_benchmark_measures_frames_and_reopening(qtbot):
    from dashboard.ui.selfbench.longrun import bench_longrun

    result = bench_longrun(sizes=(300, 600), frames=3, repeats=1)
    assert set(result.figures["sizes"]) == {"300", "600"}
    for row in result.figures["sizes"].values():
        assert row["frame_ms_median"] > 0 and row["reopen_s"] > 0
    assert "600 steps: frame" in result.line and "reopen" in result.line


def test_epochs_and_info_come_back_with_the_curves(tmp_path):
    path = write_synthetic_run(tmp_path, 2_500, steps_per_epoch=1_000)
    curves = build_curves(read_columns(path, CURVE_FIELDS))
    epochs = [from_record(e) for e in read_run(path).of_kind("epoch")]
    assert all(isinstance(e, EpochMetrics) for e in epochs)
    assert list(curves.epochs.time.view()) == [e.timestamp - T0 for e in epochs]
    assert curves.info is not None and curves.info.steps_total == 2_500 and curves.step_count == 2_500
