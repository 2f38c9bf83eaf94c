"""The Experiments page: a sweep from the window, drawn as measured, cancellable, with a plain reading."""

from __future__ import annotations

import pytest

from dashboard.errors import UserError
from dashboard.experiments.plan import parse_batch_sizes
from dashboard.experiments.session import ExperimentSession
from dashboard.ui.experiments.page import ExperimentsPage
from tests.fakes.cuda import out_of_memory_from

pytestmark = pytest.mark.usefixtures("objects_older_than_the_test_set_aside_from_collection")


@pytest.fixture
def page(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    page = ExperimentsPage()
    qtbot.addWidget(page)
    yield page
    page.shutdown()


def test_a_sweep_from_the_page_draws_and_explains_what_it_measured(qtbot, page):
    """Measured in a child process (`dl-dashboard sweep`), as the window does, and saved where the child says. (It
    also holds the checks of what was test_child_experiment.py's
    test_points_arrive_as_measured_and_are_saved_where_the_child_says: one child for both, as each child costs a
    torch start-up.)"""
    from dashboard.experiments.child import ChildExperiment
    from dashboard.experiments.storage import load_points

    page.form.batches_edit.setText("1,16")
    page.form.seconds_box.setValue(0.2)
    with qtbot.waitSignal(page.sig_finished, timeout=120_000):
        page.start()
        assert not page.start_button.isEnabled() and page.cancel_button.isEnabled()
    assert [p.batch_size for p in page.points] == [1, 16]
    assert page.progress.value() == page.progress.maximum() == 2
    assert "Done: 2 points measured, saved in" in page.status_label.text()
    reading = page.reading_label.text()
    # Rose, stayed flat or peaked at batch 1: what this (possibly busy) machine measured; the wording is tested on
    # fixed points in test_readings_teach.py.
    assert reading.startswith("On cpu/fp32, throughput") and "batch 16" in reading
    assert len(page.charts.throughput_plot.getPlotItem().listDataItems()) == 1
    measured = page.session
    assert isinstance(measured, ChildExperiment)
    assert [(p.batch_size, p.status) for p in measured.points] == [(1, "ok"), (16, "ok")]
    assert measured.points == page.points and not measured.cancelled
    assert measured.path is not None and measured.path == page.saved_in
    assert load_points(measured.path) == measured.points  # saved as measured, where the child said
    assert [s.series for s in measured.summary().series] == [measured.points[0].series]
    written = page.export(page.saved_in / "export")
    assert {p.name for p in written} >= {"experiment.json", "points.csv", "throughput.png", "throughput.svg"}
    assert '"best_batch"' in (page.saved_in / "export" / "experiment.json").read_text()


def test_cancel_keeps_the_points_measured_so_far(qtbot, page):
    """Cancel reaches the child process, which stops after the step in flight; the points measured so far stay, on
    the page and on disk. (It also holds the checks of what was test_child_experiment.py's
    test_stop_keeps_the_points_measured_so_far.)"""
    from dashboard.experiments.child import ChildExperiment
    from dashboard.experiments.storage import load_points

    # Seven points still to measure when Cancel is pressed, half a second each at least (timed by the child's own
    # clock): the cancel lands long before they could all be measured, however busy the machine. The points after
    # the first cost nothing: the child stops within the step in flight.
    page.form.batches_edit.setText("1,2,4,8,16,32,64,128")
    page.form.seconds_box.setValue(0.5)
    page.start()
    qtbot.waitUntil(lambda: len(page.points) >= 1, timeout=60_000)
    with qtbot.waitSignal(page.sig_finished, timeout=30_000):  # a ceiling for a busy machine
        page.cancel()
    assert 1 <= len(page.points) < 8
    assert "Cancelled" in page.status_label.text()
    measured = page.session
    assert isinstance(measured, ChildExperiment) and measured.cancelled and measured.points == page.points
    assert measured.path is not None and load_points(measured.path) == measured.points


def test_bad_batch_sizes_and_impossible_choices_are_explained(qtbot, page):
    page.form.batches_edit.setText("1,two")
    page.start()
    assert "whole numbers separated by commas" in page.message_label.text()
    assert page.task is None
    page.form.batches_edit.setText("1,2")
    page.form.precision_checks["fp32"].setChecked(False)
    page.form.precision_checks["fp16"].setChecked(True)
    # In this process: the child's refusal reaching its caller in words is tested in test_child_experiment.py
    # (test_an_experiment_that_cannot_run_here_says_why_and_saves_nothing); here, what the page makes of it.
    page.measure_with = ExperimentSession
    with qtbot.waitSignal(page.sig_finished, timeout=60_000):
        page.start()
    assert "fp16 mixed precision (with a gradient scaler) needs a CUDA GPU" in page.message_label.text()
    assert page.points == [] and page.saved_in is None


def test_parse_batch_sizes():
    assert parse_batch_sizes("16, 1,4,4") == [1, 4, 16]
    with pytest.raises(UserError, match="between 1 and 65,536"):
        parse_batch_sizes("0,2")
    with pytest.raises(UserError, match="at least one batch size"):
        parse_batch_sizes(",,")


def test_a_preset_runs_from_the_page_and_compares_its_series(qtbot, page, monkeypatch):
    """The thread-scaling preset, measured in this process at small batches: its plan (batches 16 and 256, one series
    per thread count) is checked in test_experiments.py and measuring in the child process in the tests above; in
    a child at its own batches it took 12 s of CPU here."""
    from dataclasses import replace

    from dashboard.experiments.presets import PRESETS

    threads = PRESETS["threads"]
    monkeypatch.setitem(PRESETS, "threads", replace(threads, plan=lambda devices: replace(threads.plan(devices),
                                                                                          batch_sizes=[2, 4])))
    page.measure_with = ExperimentSession
    page.form.preset_box.setCurrentIndex(page.form.preset_box.findData("threads"))
    assert "CPU cores" in page.form.question_label.text()
    assert not page.form.batches_edit.isEnabled()
    page.form.seconds_box.setValue(0.2)
    with qtbot.waitSignal(page.sig_finished, timeout=120_000):
        page.start()
    series = {p.series for p in page.points}
    assert "1 thread" in series and {p.batch_size for p in page.points} == {2, 4}
    if len(series) > 1:
        assert "relative to 1 thread" in page.reading_label.text()


def test_each_devices_memory_is_a_ceiling_on_the_memory_chart(qtbot, page):
    from dashboard.experiments.points import SweepPoint

    gib = 1024**3
    page.device_memory = {"cpu": 24 * gib, "cuda:0": 80 * gib}
    page.points = [SweepPoint("cuda:0", "fp16", b, "ok", 1000.0 * b, 0.01, b * gib // 8) for b in (8, 16)]
    page.redraw()
    ceilings = [item for item in page.charts.memory_plot.getPlotItem().items if hasattr(item, "label") and
                hasattr(item, "value") and item.angle == 0]
    assert [(c.value(), c.label.format) for c in ceilings] == [(80.0, "cuda:0 memory")]


def test_loss_curves_are_drawn_at_the_largest_batch_every_series_measured(qtbot, page, tmp_path):
    from dashboard.experiments.analysis import group, summarize
    from dashboard.experiments.points import SweepPoint
    from dashboard.experiments.reading import loss_batch, reading

    def point(precision, batch, losses, status="ok"):
        return SweepPoint("cuda:0", precision, batch, status, 100.0 * batch, 0.01, 10**9, losses=losses)

    page.points = [point("fp32", 16, (2.3, 1.9)), point("fp32", 64, (2.3, 1.5, 1.2)),
                   point("fp16", 16, (2.3, 2.0)), point("fp16", 64, (2.3, 1.6, 1.25)), point("fp16", 128, (2.3, 1.0))]
    assert loss_batch(page.points) == 64  # fp32 has no batch 128
    page.redraw()
    assert page.charts.loss_plot.isVisibleTo(page) and "batch 64" in page.charts.loss_plot.getPlotItem().titleLabel.text
    assert len(page.charts.loss_plot.getPlotItem().listDataItems()) == 2
    summaries = [summarize(name, items) for name, items in group(page.points).items()]
    text = reading(page.points, summaries, [])
    assert "the loss after 3 steps was 1.200 on cuda:0/fp32, 1.250 on cuda:0/fp16" in text
    assert "loss.png" in {p.name for p in page.export(tmp_path / "export")}

    page.points = [point("fp32", 16, ())]  # a plain sweep records no losses: no loss chart
    page.redraw()
    assert not page.charts.loss_plot.isVisibleTo(page) and loss_batch(page.points) is None


def test_largest_batch_search_marks_the_boundary_and_names_the_fastest_batch(qtbot, page, monkeypatch):
    """A CUDA-style double: the model raises torch.cuda.OutOfMemoryError from batch 6 on."""
    from dashboard.experiments import plan
    from dashboard.experiments.sweep import ThroughputProbe

    monkeypatch.setattr(ThroughputProbe, "_build", out_of_memory_from(6, ThroughputProbe._build))
    monkeypatch.setattr(plan, "CPU_SEARCH_LIMIT", 64)
    page.measure_with = ExperimentSession  # in this process, where the double is
    page.form.seconds_box.setValue(0.2)
    with qtbot.waitSignal(page.sig_finished, timeout=120_000):
        page.find_largest()
        assert not page.largest_button.isEnabled() and page.cancel_button.isEnabled()
    assert (page.largest.largest_fitting, page.largest.first_failing) == (5, 6)
    assert [(p.batch_size, p.status) for p in page.points] == [(1, "ok"), (2, "ok"), (4, "ok"), (8, "oom"),
                                                               (6, "oom"), (5, "ok")]
    text = page.reading_label.text()
    assert "The largest batch that fits is 5 (batch 6 ran out of memory; 6 tries" in text
    assert "On cpu/fp32, throughput" in text  # the fastest batch of the tries, from the same measurements
    assert page.largest_button.isEnabled()
    page.form.preset_box.setCurrentIndex(1)  # a preset fixes its own settings: no search from there
    assert not page.largest_button.isEnabled()


def save_sweep(batches: tuple[int, ...], stamp: str) -> None:
    """A saved sweep of made-up points, written as a measured one is, in a folder named as made at ``stamp``."""
    from dashboard.experiments.plan import SWEEP_TITLE, Experiment, Variant
    from dashboard.experiments.points import SweepPoint
    from dashboard.experiments.storage import append_point, open_experiment
    from dashboard.training.config import TrainConfig

    experiment = Experiment(SWEEP_TITLE, (Variant("", TrainConfig(allow_download=False)),), batches, 0.2)
    with open_experiment(experiment) as writer:
        for batch in batches:
            append_point(writer, SweepPoint("cpu", "fp32", batch, "ok", samples_per_second=100.0 * batch,
                                            step_seconds=0.01, peak_memory_bytes=2**20 * batch, steps=5))
    writer.path.rename(writer.path.with_name(stamp + writer.path.name[15:]))  # folders sort by the time made


def test_saved_experiments_reopen_and_overlay_named_by_experiment(qtbot, page):
    save_sweep((1, 4), "20260101-120000")
    save_sweep((2, 8), "20260101-120500")
    page.saved.refresh()
    assert page.saved.saved_list.count() == 2
    assert page.saved.saved_list.item(0).text().startswith("Batch sizes × devices × precisions, ")

    page.saved.saved_list.setCurrentRow(1)  # the older one alone: exactly what was measured
    page.saved.open_selected()
    assert [p.batch_size for p in page.points] == [1, 4] and page.points[0].series == "cpu/fp32"
    assert page.reading_label.text().startswith("On cpu/fp32, throughput")

    page.saved.saved_list.selectAll()
    page.saved.open_selected()
    series = {p.series for p in page.points}
    assert len(series) == 2 and all(name.endswith(": cpu/fp32") for name in series)
    assert len(page.charts.throughput_plot.getPlotItem().listDataItems()) == 2
    assert "Opened 2 saved experiments: 4 points" in page.status_label.text()


def test_a_marker_at_the_largest_batch_stays_inside_its_chart(qtbot, page):
    """An H100 sweep's best batch was its largest, 1024: its label ran past the chart's right edge at 1280x720."""
    import pyqtgraph as pg

    save_sweep((1, 4, 16, 64, 256, 1024), "20260101-120000")
    page.resize(900, 680)  # the chart about as wide as on a 1280x720 screen beside the side panel
    page.show()
    qtbot.waitExposed(page, timeout=30_000)  # a ceiling for a busy machine
    page.saved.refresh()
    page.saved.saved_list.setCurrentRow(0)
    page.saved.open_selected()
    plot = page.charts.throughput_plot
    plot.getViewBox().updateMatrix()  # the view's scale, as its next paint sets it
    view = plot.getViewBox().sceneBoundingRect()
    labels = [item for item in plot.getPlotItem().items if isinstance(item, pg.TextItem)]
    assert any("best 1024" in label.textItem.toPlainText() for label in labels)
    for label in labels:
        label.updateTransform(force=True)  # what its next paint does: the anchor, at the view's present scale
        rect = label.sceneBoundingRect()
        assert view.left() <= rect.left() and rect.right() <= view.right() + 1, label.textItem.toPlainText()


def test_samples_per_joule_are_drawn_and_read_only_where_an_energy_counter_was_read(qtbot):
    from dashboard.experiments.points import SweepPoint
    from dashboard.experiments.reading import energy_reading
    from dashboard.ui.experiments.charts import ExperimentCharts

    charts = ExperimentCharts()
    qtbot.addWidget(charts)
    metered = [SweepPoint("cuda:0", "fp32", batch, "ok", samples_per_second=rate, peak_memory_bytes=2**30,
                          samples_per_joule=rate / 250, average_power_w=250.0)
               for batch, rate in ((16, 2000.0), (64, 5000.0), (256, 6000.0))]
    charts.draw(metered)
    assert charts.grid.chart_visible(charts.energy_plot)
    xs, ys = charts.energy_plot.getPlotItem().listDataItems()[0].getData()
    assert list(ys) == [8.0, 20.0, 24.0]
    assert energy_reading(metered) == ["cuda:0/fp32 trained the most samples per joule at batch 256: 24.0 "
                                       "samples/J at 250 W on average."]
    unmetered = [SweepPoint("cpu", "fp32", 16, "ok", samples_per_second=900.0, energy_note="no RAPL here")]
    charts.draw(unmetered)
    assert not charts.grid.chart_visible(charts.energy_plot)
    assert energy_reading(unmetered) == ["Energy was not measured: no RAPL here."]


def test_each_comparison_says_how_its_points_are_measured(qtbot):
    from dashboard.ui.experiments.form import ExperimentForm

    form = ExperimentForm()
    qtbot.addWidget(form)
    assert "trains the model from scratch" in form.explanation_label.text()
    form.preset_box.setCurrentIndex(form.preset_box.findData("scaling"))
    assert "real training run of its processes" in form.explanation_label.text()
    form.preset_box.setCurrentIndex(form.preset_box.findData("inference"))
    assert "answering batches in eval mode" in form.explanation_label.text()


def test_a_sweep_over_sequence_length_is_drawn_against_the_length_in_tokens_per_second(qtbot):
    from dashboard.experiments.points import SweepPoint
    from dashboard.experiments.summary import summarize_experiment
    from dashboard.ui.experiments.charts import ExperimentCharts

    charts = ExperimentCharts()
    qtbot.addWidget(charts)
    points = [SweepPoint("cuda:0", "fp32", 4, "ok", samples_per_second=4000.0 / n, peak_memory_bytes=n * n * 2**10,
                         steps=5, label=f"{kind} attention (cuda:0)", seq_len=n)
              for kind in ("plain", "fused") for n in (64, 256, 1024)]
    points.append(SweepPoint("cuda:0", "fp32", 4, "oom", label="plain attention (cuda:0)", seq_len=4096))
    charts.draw(points, summarize_experiment(points))
    assert charts.throughput_plot.getPlotItem().getAxis("bottom").labelText == "sequence length (log scale)"
    assert charts.throughput_plot.getPlotItem().getAxis("left").labelText.startswith("tokens/s")
    curve = charts.throughput_plot.getPlotItem().listDataItems()[0]
    xs, ys = curve.getData()
    assert [round(10**x) for x in xs] == [64, 256, 1024] and list(ys) == [4000.0] * 3  # 4000/n samples of n tokens
    cpu = [SweepPoint("cpu", "fp32", 4, "ok", samples_per_second=10.0, peak_memory_bytes=2**30 + n * 2**20,
                      base_memory_bytes=2**30, steps=5, label="fused attention (cpu)", seq_len=n) for n in (64, 128)]
    charts.draw(cpu)  # on the CPU, what each point added to the process: the runtime's GiB would flatten the line
    assert list(charts.memory_plot.getPlotItem().listDataItems()[0].getData()[1]) == [64 / 1024, 128 / 1024]
    charts.draw(points, summarize_experiment(points))
    assert [item.name() for item in charts.memory_plot.getPlotItem().listDataItems()] == [
        "plain attention (cuda:0)", "fused attention (cuda:0)"]
    charts.draw([SweepPoint("cpu", "fp32", 16, "ok", samples_per_second=900.0, peak_memory_bytes=2**30)])
    assert charts.throughput_plot.getPlotItem().getAxis("bottom").labelText == "batch size (log scale)"
    assert charts.throughput_plot.getPlotItem().getAxis("left").labelText == "samples/s"


def test_the_attention_comparison_names_its_sequence_lengths_and_how_it_measures(qtbot):
    from dashboard.ui.experiments.form import ExperimentForm

    form = ExperimentForm()
    qtbot.addWidget(form)
    form.preset_box.setCurrentIndex(form.preset_box.findData("attention"))
    assert "square of the length" in form.explanation_label.text()
    assert "series at sequence lengths 64, 128, 256, 512, 1024, batch 4" in form.question_label.text()
