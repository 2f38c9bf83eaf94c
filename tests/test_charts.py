"""Charts for the lecture hall: legends beside the data, never over it; titles that fit; gaps at pauses; axes that
grow rarely; presentation sizes; one chart maximised. Every chart class, driven offscreen without a training run."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPoint, Qt

from dashboard.experiments.points import SweepPoint
from dashboard.timeseries import History
from dashboard.training.config import TrainConfig
from dashboard.training.events import RunInfo, StepMetrics
from dashboard.training.runs import differences
from dashboard.ui.advisor.charts import Bar, BarsPlot, RooflinePlot, RooflinePoint
from dashboard.ui.chart import Chart, present_charts
from dashboard.ui.chart_grid import ChartGrid
from dashboard.ui.chart_parts import GrowingRange
from dashboard.ui.experiments.charts import ExperimentCharts
from dashboard.ui.plots import CoreBars, TimePlot
from dashboard.ui.theme import theme
from dashboard.ui.training.live import LiveRunView
from tests.test_gui import quick_model_facts  # noqa: F401 - the fixture

T0 = 1_700_000_000.0


def info(device: str = "cpu") -> RunInfo:
    return RunInfo(model="simple-cnn", parameters=1000, trainable_parameters=1000, flops_per_sample=10,
                   pretrained=False, note="", dataset="shapes", train_samples=600, val_samples=100,
                   steps_per_epoch=10, steps_total=100, device=device, device_name=device,
                   device_memory_total_bytes=8 * 1024**3, precision="fp32", batch_size=64, timestamp=T0)


def step(n: int, t: float, elapsed: float | None = None, device: bool = False, eta: float | None = 90.0,
         warmup: bool = False) -> StepMetrics:
    return StepMetrics(step=n, epoch=1, steps_total=100, loss=2.0 / n, accuracy=0.5, samples_per_second=1000.0,
                       steady_samples_per_second=1000.0, step_seconds=0.05, data_seconds=0.01, compute_seconds=0.04,
                       memory_allocated_bytes=2**30 if device else None,
                       memory_reserved_bytes=2**31 if device else None, memory_peak_bytes=None,
                       process_rss_bytes=2**29, elapsed_seconds=t if elapsed is None else elapsed, eta_seconds=eta,
                       warmup=warmup, timestamp=T0 + t)


def shown(qtbot, widget, width: int = 420, height: int = 320):
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def legend_clear_of_data(chart: Chart) -> bool:
    """The legend's rectangle and the view box's (the data area) do not overlap."""
    item = chart.chart_item
    legend, data = item.legend.sceneBoundingRect(), item.vb.sceneBoundingRect()
    return not legend.intersects(data) and legend.top() >= data.bottom()


def every_chart(qtbot) -> tuple[list[Chart], list[object]]:
    """One chart of each class with a few entries, shown (the pages' containers at 1024x700-like sizes), and the
    containers, which the caller keeps (qtbot holds widgets only weakly)."""
    time_plot = TimePlot("Memory", "memory", "GiB", follow=False)
    for key, label in (("a", "process RSS"), ("b", "cuda:0: tensors"), ("c", "cuda:0: reserved")):
        time_plot.curve(key, label)
    history = History(10)
    history.append(1.0, {"a": 1.0, "b": 2.0, "c": 3.0})
    time_plot.refresh(history, 1.0)
    bars = CoreBars()
    bars.set_values((10.0, 50.0, 90.0))
    advisor = BarsPlot("Memory per GPU vs the need", "memory (GiB, log scale)", log_x=True)
    advisor.set_bars([Bar("A100", 80.0), Bar("T4", 16.0, good=False)], 20.0, "needed: 20 GiB")
    roofline = RooflinePlot()
    roofline.set_roofline([("fp32", 19.5), ("fp16", 312.0)], 2000.0, [RooflinePoint("model", 30.0, 10.0)])
    for chart in (time_plot, bars, advisor, roofline):
        shown(qtbot, chart)
    charts = shown(qtbot, ExperimentCharts(), 620, 700)
    points = [SweepPoint("cpu", precision, b, "ok", 100.0 * b, 0.01, b * 2**20, losses=(2.0, 1.5))
              for precision in ("fp32", "bf16") for b in (8, 16)]
    charts.draw(points)
    live = shown(qtbot, LiveRunView(), 620, 700)
    return [time_plot, bars, advisor, roofline, *charts.charts, *live.plots], [charts, live]


# ------------------------------------------------------------------ legends and titles


def test_every_chart_class_keeps_its_legend_below_the_data(qtbot):
    charts, _containers = every_chart(qtbot)
    for chart in charts:
        qtbot.waitUntil(lambda chart=chart: legend_clear_of_data(chart))
        assert chart.chart_item.legend.parentItem() is chart.chart_item  # in the layout, not over the view box


def test_legend_entries_take_columns_when_the_chart_is_wide(qtbot):
    plot = TimePlot("Clocks", "clock", "MHz")
    for i in range(4):
        plot.curve(f"k{i}", f"GPU {i}")
    shown(qtbot, plot, 900, 300)
    wide = plot.legend.columnCount
    plot.resize(300, 300)
    qtbot.waitUntil(lambda: plot.legend.columnCount < wide)
    assert wide >= 2 and legend_clear_of_data(plot)


def test_removing_an_entry_moves_the_others_up_without_overlap(qtbot):
    plot = shown(qtbot, TimePlot("Loss", "cross-entropy", follow=False), 900, 300)
    for key in ("a", "overlay0", "b", "c"):
        plot.curve(key, key)
    plot.remove_curves("overlay")
    plot.curve("d", "d")
    cells = [plot.legend.layout.itemAt(i) for i in range(plot.legend.layout.count())]
    assert plot.legend.labels() == ["a", "b", "c", "d"] and len(cells) == 8
    qtbot.waitUntil(lambda: len({(round(c.geometry().x()), round(c.geometry().y())) for c in cells}) == 8)


def test_a_click_on_a_legend_entry_does_not_hide_its_curve(qtbot):
    plot = shown(qtbot, TimePlot("Loss", "cross-entropy", follow=False))
    curve = plot.curve("loss", "train")
    sample = plot.legend.items[0][0]
    point = plot.mapFromScene(sample.sceneBoundingRect().center().toPoint())
    qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
    assert curve.isVisible()


@pytest.mark.parametrize("title", ["Memory per GPU vs the need", "Estimated samples/s (whiskers: range)",
                                   "Throughput", "Time per epoch"])
def test_long_titles_wrap_inside_a_300_px_chart_instead_of_being_cut(qtbot, title):
    chart = shown(qtbot, BarsPlot(title, "memory"), 300, 260)
    label = chart.chart_item.titleLabel
    text = label.item.boundingRect()
    assert text.width() <= chart.width()
    qtbot.waitUntil(lambda: label.sceneBoundingRect().height() >= text.height() - 1)  # every line has its room
    assert chart.title() == title


def test_a_title_set_by_a_page_also_wraps(qtbot):
    chart = shown(qtbot, RooflinePlot(), 300, 260)
    chart.getPlotItem().setTitle("NVIDIA GeForce RTX 4090 Laptop GPU: roofline")  # as the Advisor page does
    assert chart.title() == "NVIDIA GeForce RTX 4090 Laptop GPU: roofline"
    assert chart.chart_item.titleLabel.item.boundingRect().width() <= 300


# ------------------------------------------------------------------ overlays and device curves


def test_an_overlay_after_another_leaves_exactly_the_new_entries_and_every_curve_visible(qtbot, tmp_path):
    from dashboard.training.events import to_record
    from dashboard.training.runs import RunWriter, read_run

    records = []
    for batch in (16, 32, 64):
        with RunWriter(TrainConfig(batch_size=batch), root=tmp_path, extra={"model": {"timestamp": T0}}) as writer:
            for n in range(1, 6):
                writer.append(to_record(step(n, n * 0.5)))
        records.append(read_run(writer.path))
    live = shown(qtbot, LiveRunView(), 800, 700)
    live.overlay(records, differences([r.config for r in records]))
    live.overlay(records[1:], differences([r.config for r in records[1:]]))
    assert live.loss_plot.legend.labels() == ["batch_size=32", "batch_size=64"]
    assert live.throughput_plot.legend.labels() == ["batch_size=32", "batch_size=64"]
    assert all(plot.legend.labels() == [] for plot in live.plots[2:] if plot is not live.throughput_plot)
    for plot in (live.loss_plot, live.throughput_plot):
        for key in plot.shown_keys():
            assert plot.curve(key, "").isVisible() and len(plot.curve(key, "").getData()[0]) == 5
    live.clear()  # a live run again: its own curves, all of them
    assert live.loss_plot.legend.labels() == ["train (raw)", "train (smoothed)", "validation"]
    assert all(curve_visible for curve_visible in (live.loss_plot.curve(k, "").isVisible()
                                                   for k in live.loss_plot.curve_keys()))


def test_differences_name_defaults_instead_of_none():
    labels = differences([TrainConfig(resolution=None, threads=None), TrainConfig(resolution=64, threads=4)])
    assert labels == ["threads=default, resolution=model default", "threads=4, resolution=64"]
    lengths = differences([TrainConfig().with_length("epochs", 2), TrainConfig().with_length("steps", 300)])
    assert lengths == ["epochs=2", "steps=300"]
    assert not any("None" in label for label in labels + lengths)


def test_a_cpu_run_has_no_device_memory_curves_and_a_cuda_run_has_them(qtbot):
    live = shown(qtbot, LiveRunView(), 800, 700)
    live.add(info("cpu"))
    live.add(step(1, 0.5))
    live.redraw()
    assert live.memory_plot.curve_keys() == ["rss"]
    assert live.memory_plot.legend.labels() == ["process RSS"]
    live.clear()
    live.add(info("cuda:0"))
    live.add(step(1, 0.5, device=True))
    live.redraw()
    assert live.memory_plot.curve_keys() == ["rss", "allocated", "reserved"]
    assert live.memory_plot.legend.labels() == ["process RSS", "cuda:0: tensors", "cuda:0: reserved"]
    live.clear()  # and the next CPU run loses them again
    live.add(info("cpu"))
    assert live.memory_plot.curve_keys() == ["rss"]


# ------------------------------------------------------------------ repeated points


def error_bars(chart: Chart) -> list[pg.ErrorBarItem]:
    return [item for item in chart.getPlotItem().items if isinstance(item, pg.ErrorBarItem)]


def test_repeats_of_a_batch_are_one_point_at_their_median_with_their_range_as_an_error_bar(qtbot):
    from dashboard.experiments.summary import summarize_experiment

    repeated = [(8, 100.0), (16, 300.0), (8, 140.0), (16, 360.0), (16, 280.0)]  # as a sweep repeated yields
    points = [SweepPoint("cpu", "fp32", b, "ok", rate, b / rate, b * 2**20) for b, rate in repeated]
    points += [SweepPoint("cpu", "bf16", b, "ok", rate, b / rate, b * 2**20) for b, rate in ((8, 90.0), (16, 150.0))]
    charts = ExperimentCharts()
    qtbot.addWidget(charts)
    charts.draw(points, summarize_experiment(points))
    plot = charts.throughput_plot
    fp32, bf16 = plot.getPlotItem().listDataItems()
    xs, ys = fp32.getOriginalDataset()
    assert list(xs) == [8, 16] and list(ys) == [120.0, 300.0]  # the median: 300, not the mean 313
    [bars] = error_bars(plot)  # the series without repeats has none
    assert list(bars.opts["x"]) == pytest.approx([np.log10(8), np.log10(16)])
    assert list(bars.opts["y"] - bars.opts["bottom"]) == [100.0, 280.0]  # from the lowest repeat
    assert list(bars.opts["y"] + bars.opts["top"]) == [140.0, 360.0]  # to the highest
    assert list(bf16.getOriginalDataset()[1]) == [90.0, 150.0]
    assert [label.text for _sample, label in plot.legend.items] == ["cpu/fp32", "cpu/bf16"]
    marked = {(round(item.pos().x(), 6), item.pos().y()) for item in plot.getPlotItem().items
              if isinstance(item, pg.TextItem) and "best" in item.toPlainText()}
    assert (round(np.log10(16), 6), 300.0) in marked  # on the line, not at the last repeat (280)
    rings = {(round(item.pos().x(), 6), item.pos().y()) for item in plot.getPlotItem().items
             if isinstance(item, pg.TargetItem)}  # centred on its position: the ring circles the point it names
    assert (round(np.log10(16), 6), 300.0) in rings
    assert len(error_bars(charts.memory_plot)) == 1 and len(error_bars(charts.epoch_plot)) == 1


def test_a_marked_point_is_ringed_where_its_line_passes_and_its_words_stand_beside_it(qtbot):
    """The "best 256" dot was the first character of its label, drawn up and to the left of the point: replaying an
    H100 precision sweep in presenter mode, it stood at about 27,000 samples/s beside a best point of 24,989."""
    from dashboard.experiments.summary import summarize_experiment

    points = [SweepPoint("cuda:0", "bf16", batch, "ok", rate, batch / rate, batch * 2**20)
              for batch, rate in ((16, 1_500.0), (64, 6_000.0), (256, 24_989.0))]
    charts = ExperimentCharts()
    qtbot.addWidget(charts)
    charts.resize(1200, 700)
    charts.set_presentation(26, 3)  # presenter mode's large text, where the old dot strayed furthest
    charts.show()
    qtbot.waitExposed(charts)
    charts.draw(points, summarize_experiment(points))
    plot = charts.throughput_plot
    view = plot.getViewBox()
    view.updateMatrix()
    point = view.mapViewToScene(pg.Point(np.log10(256), plot.y_of(24_989.0)))
    rings = [item for item in plot.getPlotItem().items if isinstance(item, pg.TargetItem)]
    assert rings and any((ring.sceneBoundingRect().center() - point).manhattanLength() < 1.5 for ring in rings)
    [label] = [item for item in plot.getPlotItem().items if isinstance(item, pg.TextItem)
               and "best 256" in item.toPlainText()]
    label.updateTransform(force=True)
    words = label.sceneBoundingRect()
    assert "\u25cf" not in label.toPlainText() and words.bottom() <= point.y() + 1  # above the point, not over it


@pytest.mark.parametrize("font_px", [13, 20])  # normal and presenter text
def test_a_vertical_axis_title_lies_inside_its_chart_accents_and_all(qtbot, font_px):
    """The accuracy chart's title "dokładność (%)" read "dokladnosc" in Polish: pyqtgraph draws a left axis's title
    5 px outside the axis, and the tops of its turned letters, with their accents, fell off the chart's edge."""
    chart = Chart("Dokładność")
    qtbot.addWidget(chart)
    chart.resize(360, 300)
    chart.set_axis_labels(left="dokładność (%)", bottom="czas od startu (s)")
    chart.set_presentation(font_px, 1)
    chart.plot([0, 1, 2], [10, 50, 90])
    chart.show()
    qtbot.waitExposed(chart)
    title = chart.chart_item.getAxis("left").label
    qtbot.waitUntil(title.isVisible)
    assert title.sceneBoundingRect().left() >= 0


def test_a_sweep_without_repeats_draws_no_error_bars(qtbot):
    charts = ExperimentCharts()
    qtbot.addWidget(charts)
    charts.draw([SweepPoint("cpu", "fp32", b, "ok", 10.0 * b, 0.01, 2**20) for b in (1, 2, 4)])
    assert all(not error_bars(plot) for plot in charts.plots)
    [line] = charts.throughput_plot.getPlotItem().listDataItems()
    assert list(line.getOriginalDataset()[1]) == [10.0, 20.0, 40.0]


# ------------------------------------------------------------------ pauses and ranges


def test_history_gap_is_a_nan_row_between_the_segments():
    history = History(10)
    history.gap()  # nothing before it: nothing to break
    history.append(1.0, {"loss": 2.0})
    history.gap()
    history.gap()  # one gap is enough
    history.append(5.0, {"loss": 1.0})
    assert list(history.time.view()) == [1.0, 1.0, 5.0]
    values = history.series("loss")
    assert values[0] == 2.0 and np.isnan(values[1]) and values[2] == 1.0


def test_a_pause_leaves_a_gap_in_every_step_curve(qtbot):
    live = shown(qtbot, LiveRunView(), 800, 700)
    live.add(info())
    live.add(step(1, 1.0))
    live.add(step(2, 2.0))
    live.mark_gap()  # the page, on resume
    live.add(step(3, 30.0, elapsed=3.0))  # 27 s paused: the steps' own clocks say so too, one gap is kept
    live.add(step(4, 31.0, elapsed=4.0))
    live.redraw()
    for key in ("loss", "samples_per_second", "step_ms", "rss"):
        values = live.steps.series(key)
        assert not np.isnan(values[1]) and np.isnan(values[2]) and not np.isnan(values[3]), key
    assert np.isnan(live.steps.series("loss")).sum() == 1


def test_a_saved_run_with_a_pause_shows_the_gap_too(qtbot, tmp_path):
    from dashboard.training.events import to_record
    from dashboard.training.runs import RunWriter, read_run

    with RunWriter(TrainConfig(), root=tmp_path, extra={"model": {"timestamp": T0}}) as writer:
        for event in (info(), step(1, 1.0), step(2, 2.0), step(3, 30.0, elapsed=3.0)):
            writer.append(to_record(event))
    live = shown(qtbot, LiveRunView(), 800, 700)
    live.show_record(read_run(writer.path))
    assert np.isnan(live.steps.series("loss")[2])


def test_axes_only_grow_and_rarely_for_steadily_arriving_data(qtbot):
    plot = shown(qtbot, TimePlot("Throughput", "samples/s", follow=False))
    plot.curve("speed", "samples/s")
    history = History(1000)
    tops: list[tuple[float, float]] = []
    rng = np.random.default_rng(0)
    for n in range(1, 301):
        history.append(n * 0.25, {"speed": 1000.0 + 50 * rng.standard_normal() + n})
        plot.refresh(history, n * 0.25)
        tops.append((plot.x_top(), plot.y_top()))
    xs, ys = [x for x, _ in tops], [y for _, y in tops]
    assert xs == sorted(xs) and ys == sorted(ys)  # never shrink
    assert len(set(xs)) <= 16 and len(set(ys)) <= 3  # 300 refreshes: a handful of changes, rarer and rarer
    assert len(set(xs[150:])) <= 3
    plot.clear_data()
    assert plot.y_top() == 1.0 and plot.x_top() == 1.0  # a new run starts from scratch


def test_the_expected_duration_sets_the_time_axis_once(qtbot):
    live = shown(qtbot, LiveRunView(), 800, 700)
    live.add(info())
    live.expect_duration(120.0)
    tops = []
    for n in range(1, 100):
        live.add(step(n, n * 1.0, eta=200.0))  # a later ETA does not move it
        live.redraw()
        tops.append(live.loss_plot.x_top())
    assert set(tops) == {120.0}
    live.add(step(100, 130.0))  # the run outlasted its estimate: the axis grows, with headroom
    live.redraw()
    assert live.loss_plot.x_top() >= 130 * 1.25
    assert {plot.x_top() for plot in live.plots} == {live.loss_plot.x_top()}  # the six stay lined up


def test_growing_range_headroom_and_fit():
    growing = GrowingRange()
    assert growing.grow(0.0) is None
    assert growing.grow(2.3) == 3.0  # a nice value above 1.25 x
    assert growing.grow(2.9) == 3.0
    assert growing.grow(1.0) == 3.0
    assert growing.fit(2.3) == 2.5


# ------------------------------------------------------------------ presentation and theme


def tick_px(chart: Chart) -> int:
    return chart.getPlotItem().getAxis("left").style["tickFont"].pixelSize()


def pen_px(curve) -> float:
    return curve.opts["pen"].widthF()


def test_presentation_sizes_text_and_every_pen_including_later_curves(qtbot):
    plot = shown(qtbot, TimePlot("Loss", "cross-entropy", follow=False))
    raw = plot.curve("loss", "train (raw)")
    smooth = plot.curve("smooth", "train (smoothed)", width=2)
    assert pen_px(raw) == 1 and pen_px(smooth) == 2
    plot.set_presentation(20, 3)
    later = plot.curve("later", "validation")
    assert tick_px(plot) >= 18 and "20px" in plot.legend.items[0][1].opts["size"]
    assert pen_px(raw) >= 3 and pen_px(later) >= 3 and pen_px(smooth) == 4  # the emphasised one stays wider
    plot.apply_theme(theme("light", contrast=True))  # a theme keeps the sizes
    assert tick_px(plot) >= 18 and pen_px(raw) >= 3
    assert plot.getPlotItem().getAxis("bottom").labelStyle["font-size"] == "22px"
    plot.set_presentation(12, 1)
    assert pen_px(raw) == 1 and pen_px(smooth) == 2 and tick_px(plot) == 12


def test_present_charts_reaches_every_chart_class(qtbot):
    charts, _containers = every_chart(qtbot)
    present_charts(charts, 20, 3)
    for chart in charts:
        assert tick_px(chart) >= 18, chart.title()
        for item in chart.getPlotItem().listDataItems():
            if not isinstance(item, pg.PlotDataItem):
                continue  # bars: filled, no line
            pen = item.opts["pen"]
            assert pen is None or pen.style() == Qt.PenStyle.NoPen or pen.widthF() >= 3, chart.title()
    experiments = ExperimentCharts()
    experiments.set_presentation(20, 3)
    experiments.draw([SweepPoint("cpu", "fp32", b, "ok", 10.0 * b, 0.01, 2**20) for b in (1, 2)])  # drawn after
    assert all(item.opts["pen"].widthF() >= 3 for item in experiments.throughput_plot.getPlotItem().listDataItems())


def test_few_point_charts_draw_two_pixels_in_normal_mode(qtbot):
    charts = ExperimentCharts()
    charts.draw([SweepPoint("cpu", "fp32", b, "ok", 10.0 * b, 0.01, 2**20) for b in (1, 2)])
    charts.set_presentation(12, 1)
    assert [item.opts["pen"].widthF() for item in charts.throughput_plot.getPlotItem().listDataItems()] == [2]


def test_series_get_distinct_line_styles(qtbot):
    plot = TimePlot("Clocks", "clock", "MHz")
    styles = [plot.curve(f"k{i}", f"series {i}").opts["pen"].style() for i in range(4)]
    assert len(set(styles)) == 4


def test_contrast_themes_use_pure_backgrounds():
    assert theme("dark", contrast=True).plot_background == "#000000"
    assert theme("light", contrast=True).plot_background == "#ffffff"
    assert theme("dark").contrast is False and theme("dark", contrast=True).grid_alpha > theme("dark").grid_alpha


# ------------------------------------------------------------------ one chart maximised


def test_chart_grid_maximise_and_restore_by_call_double_click_and_escape(qtbot):
    grid = ChartGrid()
    charts = [TimePlot(f"Plot {i}", "value") for i in range(4)]
    for i, chart in enumerate(charts):
        grid.add(chart, i // 2, i % 2)
    hidden = TimePlot("GPU only", "value")
    grid.add(hidden, 2, 0)
    grid.set_chart_visible(hidden, False)
    shown(qtbot, grid, 800, 600)
    with qtbot.waitSignal(grid.sig_maximized) as maximized:
        grid.maximize(charts[1])
    assert maximized.args == [charts[1]] and grid.maximized() is charts[1]
    assert charts[1].isVisible() and not any(c.isVisible() for c in charts if c is not charts[1])
    qtbot.waitUntil(lambda: charts[1].width() > 700 and charts[1].height() > 500)  # the whole grid
    grid.restore()
    assert all(c.isVisible() for c in charts) and hidden.isHidden() and grid.maximized() is None
    assert charts[1].width() < 500

    qtbot.mouseDClick(charts[2].viewport(), Qt.MouseButton.LeftButton, pos=charts[2].viewport().rect().center())
    assert grid.maximized() is charts[2] and not charts[0].isVisible()
    qtbot.keyClick(charts[2], Qt.Key.Key_Escape)
    assert grid.maximized() is None and charts[0].isVisible() and hidden.isHidden()
    qtbot.mouseDClick(charts[3].viewport(), Qt.MouseButton.LeftButton, pos=charts[3].viewport().rect().center())
    qtbot.mouseDClick(charts[3].viewport(), Qt.MouseButton.LeftButton, pos=charts[3].viewport().rect().center())
    assert grid.maximized() is None and all(c.isVisible() for c in charts)


def test_the_pages_chart_grids_hold_their_charts(qtbot):
    live = LiveRunView()
    assert live.grid.charts() == live.plots
    experiments = ExperimentCharts()
    assert experiments.grid.charts() == experiments.charts
    assert not experiments.grid.chart_visible(experiments.loss_plot)
    assert not experiments.grid.chart_visible(experiments.energy_plot)  # until a point has an energy reading


def test_a_wide_roofline_labels_its_decades_only_and_a_narrow_one_every_tick(qtbot):
    from dashboard.ui.advisor.charts import RooflinePlot

    plot = RooflinePlot()
    qtbot.addWidget(plot)
    axis = plot.getPlotItem().getAxis("bottom")
    ticks = [-1.0, float(np.log10(2)), 0.0, float(np.log10(5)), 1.0]  # 0.1, 2, 1, 5, 10 in log space
    axis.setRange(-1.3, 3.3)  # 0.05 to 2000 FLOPs per byte: over four decades
    labels = axis.tickStrings(ticks, 1.0, 1.0)
    assert [bool(text) for text in labels] == [True, False, True, False, True]
    axis.setRange(0.0, 1.0)  # one decade: its 2..9 are what there is to read
    assert all(axis.tickStrings(ticks, 1.0, 1.0))


def test_core_bars_redraw_only_when_a_bar_moves_by_a_pixel(qtbot):
    bars = shown(qtbot, CoreBars())
    bars.set_values((10.0, 50.0))
    drawn = bars._bars
    pixel_percent = 100.0 / bars.getViewBox().height()
    calls = []
    drawn.setOpts = lambda **opts: calls.append(opts)
    bars.set_values((10.0 + 0.2 * pixel_percent, 50.0))  # under half a pixel: the same picture
    assert calls == []
    bars.set_values((10.0 + 2 * pixel_percent, 50.0))
    assert len(calls) == 1 and calls[0]["height"][0] == 10.0 + 2 * pixel_percent


def test_a_vertical_axis_title_never_shrinks_below_the_ticks_and_moves_beside_the_title_when_too_long(qtbot):
    """Six charts in presenter mode leave each a short axis: the Training lab's vertical titles shrank to 9 px
    (unreadable from the back of a hall). Now a title shrinks no smaller than the ticks, wraps onto two lines,
    and when even that does not fit it is shown after the chart's title instead; a taller chart takes it back."""
    plot = shown(qtbot, TimePlot("Accuracy", "accuracy (%)", follow=False), width=600, height=420)
    item = plot.chart_item
    plot.set_presentation(20, 3)
    qtbot.waitUntil(lambda: item.vb.height() > 150)
    axis = item.getAxis("left")
    assert axis.label.isVisible() and axis.labelStyle["font-size"] == "22px" and item.shown_title() == "Accuracy"
    plot.resize(600, 200)  # the view box is now shorter than "accuracy (%)" at 22 px, even on two lines
    qtbot.waitUntil(lambda: item.shown_title() == "Accuracy · accuracy (%)")
    assert not axis.label.isVisible()
    assert item.titleLabel.text == "Accuracy · accuracy (%)" and item.titleLabel.opts["size"] == "25px"
    plot.resize(600, 420)
    qtbot.waitUntil(lambda: axis.label.isVisible())
    assert item.shown_title() == "Accuracy" and int(axis.labelStyle["font-size"].removesuffix("px")) >= 20
    plot.set_presentation(12, 1)
    sizes = [item._vertical_label_px("accuracy (%)", room) for room in range(40, 120, 4)]
    assert all(px is None or px >= 12 for px in sizes) and None in sizes and 13 in sizes  # ticks' 12 px at least


def test_numbers_on_a_short_vertical_axis_keep_a_line_and_a_half_apart(qtbot):
    """A 45 px accuracy axis with 20 px numbers drew "80", "60", "40", "20" over each other (pyqtgraph asks for two
    intervals at least at its usual step). The step now grows to the next 1-2-5 value that leaves them apart."""
    plot = shown(qtbot, TimePlot("Accuracy", "accuracy (%)", y_range=(0, 100), follow=False))
    plot.set_presentation(20, 3)
    axis = plot.chart_item.getAxis("left")
    for pixels in (45, 80, 120, 300):
        (major, _), *_ = axis.tickSpacing(0.0, 100.0, pixels)
        assert major / 100 * pixels >= 1.5 * 20, pixels
    (major, _), *_ = axis.tickSpacing(0.0, 100.0, 600)
    assert major == 20  # a tall axis keeps pyqtgraph's own step
    bottom = plot.chart_item.getAxis("bottom")
    assert bottom.tickSpacing(0.0, 100.0, 45) == pg.AxisItem.tickSpacing(bottom, 0.0, 100.0, 45)  # only vertical


@pytest.mark.usefixtures("quick_model_facts")
def test_a_vertical_axis_title_on_two_lines_keeps_clear_of_the_numbers(qtbot, laptop_window, language):
    """Polish presenter mode at 1280x720: the loss chart's title "entropia krzyż." wraps onto two lines beside a
    short chart, and pyqtgraph's room for a title (0.8 of its height) let its second line touch the "0.5" beside
    it. Every drawn number stays clear of a title on two lines."""
    from dataclasses import replace

    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    language("pl")
    laptop_window.resize(1280, 720)
    laptop_window.set_presentation(replace(laptop_window.presentation, presenter=True), full_screen=False)
    laptop_window.show_page("training")
    charts = [chart for chart in laptop_window.page("training").findChildren(Chart) if chart.isVisible()]
    left_axes = [chart.chart_item.getAxis("left") for chart in charts]
    def two_lines(axis) -> bool:
        return axis.label.boundingRect().height() > 1.5 * QFontMetricsF(axis.label.font()).lineSpacing()

    qtbot.waitUntil(lambda: any(two_lines(axis) for axis in left_axes), timeout=20_000)  # laid out in presenter mode
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    for axis in left_axes:
        if not (axis.label.isVisible() and two_lines(axis)):
            continue  # one line: its box's padding (not its ink) may touch the numbers' box
        painter = QPainter(image)
        try:
            _, _, numbers = axis.generateDrawSpecs(painter)
        finally:
            painter.end()
        title = axis.mapRectFromItem(axis.label, axis.label.boundingRect())
        for rect, _, text in numbers:  # the rectangle each number is drawn in, right-aligned
            assert title.right() < rect.left(), (axis.labelText, text, title.right(), rect.left())


def test_a_change_of_the_applications_font_stops_at_the_charts_hidden_option_menus(qtbot):
    """pyqtgraph builds a "Plot Options" menu of about 60 widgets for each chart even with menus off; each is a
    window of its own, so every font change (presenter mode) laid them all out again: they keep theirs."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QMenu, QWidget

    chart = shown(qtbot, TimePlot("Loss", "loss", "step"))
    item = chart.chart_item
    hidden = [item.ctrlMenu, *item.ctrlMenu.findChildren(QMenu)]
    hidden += [widget for menu in hidden for widget in menu.findChildren(QWidget)]
    hidden += [group for group in (item.ctrl.gridGroup, item.ctrl.alphaGroup, item.ctrl.transformGroup)
               for group in (group, *group.findChildren(QWidget))]

    class FontChanges(QObject):
        seen = 0

        def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
            self.seen += event.type() == QEvent.Type.FontChange
            return False

    app = QApplication.instance()
    counter = FontChanges()
    for widget in hidden:
        widget.installEventFilter(counter)
    before = app.font()
    larger = app.font()
    larger.setPointSizeF(before.pointSizeF() * 1.5)
    try:
        app.setFont(larger)
        qtbot.waitUntil(lambda: chart.font() == app.font(), timeout=20_000)  # Qt posts it to each window
        assert counter.seen == 0
        assert item.ctrl.gridGroup.font().pointSizeF() == pytest.approx(before.pointSizeF())
    finally:
        app.setFont(before)
        for widget in hidden:
            widget.removeEventFilter(counter)


def test_a_deferred_chart_lays_itself_out_once_at_its_last_size(qtbot):
    """While presenter mode switches, a chart resized on the way (panels hidden, text larger, full screen) only notes
    its size; its view takes the last one when the deferral ends."""
    from PySide6.QtWidgets import QWidget

    from dashboard.ui.chart import defer_chart_layouts

    page = shown(qtbot, QWidget())
    chart = TimePlot("Loss", "loss", "step")
    chart.setParent(page)
    chart.resize(420, 320)
    chart.show()
    view = chart.chart_item.vb
    layouts = []
    view.sigResized.connect(lambda _view: layouts.append(view.width()))
    wide = view.width()
    defer_chart_layouts(page, True)
    for width in (500, 560, 640):
        chart.resize(width, 320)
    assert view.width() == wide and layouts == []  # noted, not laid out
    defer_chart_layouts(page, False)
    assert len(layouts) == 1 and view.width() > wide + 150  # once, at 640 px
    chart.resize(420, 320)
    assert len(layouts) == 2  # not deferred: at once, as before
