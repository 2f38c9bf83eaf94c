"""The dashboard's own benchmarks: one line for people, one JSON object with --json, and their arithmetic."""

from __future__ import annotations

import json

import pytest

from dashboard.cli import main
from dashboard.ui.selfbench.latency import LatenessProbe, _percentiles


def test_bench_sampler_prints_one_line_or_one_json_object(capsys):
    assert main(["bench", "sampler", "--ticks", "3"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("sampler tick over 3 ticks: median") and line.count("\n") == 0
    assert main(["bench", "sampler", "--ticks", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["benchmark"] == "sampler" and figures["ticks"] == 3
    assert figures["median_ms"] > 0 and figures["target_ms"] == 0.5


def test_window_benchmarks_refuse_the_micro_benchmark_options(capsys):
    assert main(["bench", "latency", "--device", "cpu"]) == 2
    assert "--device, --quick and --record go with the micro-benchmarks" in capsys.readouterr().err
    assert main(["bench", "sampler", "--record", "x.dlrec"]) == 2
    assert "bench without sampler" in capsys.readouterr().err


def test_lateness_percentiles_name_the_slow_ticks():
    late = [0.0] * 98 + [60.0, 400.0]
    figures = _percentiles(late)
    assert figures == {"ticks": 100, "p50_ms": 0.0, "p99_ms": 400.0, "max_ms": 400.0}
    assert _percentiles([])["ticks"] == 0


def test_the_lateness_probe_ticks_on_the_gui_thread(qtbot):
    probe = LatenessProbe()
    probe.start()
    qtbot.waitUntil(lambda: len(probe.late_ms) >= 5, timeout=30_000)
    late = probe.stop()
    assert len(late) >= 5 and all(value >= 0 for value in late)
    assert not probe._timer.isActive()  # stopped means stopped: no timer left running


@pytest.mark.parametrize("argv", [["bench", "idle", "--seconds", "1e10"], ["bench", "soak", "--minutes", "2000"],
                                  ["bench", "idle", "--seconds", "inf"], ["bench", "window", "--steps", "5"]])
def test_window_benchmarks_refuse_lengths_they_cannot_run(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert ": argument --" in err and "Traceback" not in err


def test_the_presenter_benchmark_times_each_switch_to_its_paint_and_leaves_the_mode(qtbot):
    """Issue 31's figure: F11's action to the window painted in the new layout, entering and leaving, per page."""
    from dashboard.ui.selfbench.presenter import GOAL_MS, bench_presenter

    # Not the Advisor: the bench waits for its answer, a resnet18 profiled for 10 s here.
    result = bench_presenter(repeats=1, pages=("hardware", "lessons"))
    pages = result.figures["pages"]
    assert set(pages) == {"hardware", "lessons"} and result.figures["goal_ms"] == GOAL_MS
    for row in pages.values():
        assert len(row["enter_ms"]) == len(row["leave_ms"]) == 1
        assert row["enter_ms_median"] > 0 and row["leave_ms_median"] > 0
    assert result.line.startswith("presenter mode, enter/leave median ms (offscreen): hardware ")
    assert isinstance(result.figures["goal_met"], bool)


def test_bench_first_point_alternates_fresh_and_spare_and_reports_median_and_range(monkeypatch, capsys):
    """Fresh and spare runs alternate in order (drift hits both alike); the figures are each kind's median and
    range. The children are not started here: the timing of one is injected."""
    from dashboard.selfbench import first_point

    measured = iter([9.0, 1.5, 2.5, 11.0, 10.0, 2.0])  # fresh, spare, spare, fresh, fresh, spare
    kinds: list[bool] = []

    def timed(config, environment, use_spare, wait):
        kinds.append(use_spare)
        assert config.steps == 3 and "DL_DASHBOARD_DATA_DIR" in environment  # never this machine's runs folder
        return next(measured)

    monkeypatch.setattr(first_point, "_first_point_s", timed)
    assert main(["bench", "first-point", "--repeats", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert kinds == [False, True, True, False, False, True]
    assert figures["fresh_s_median"] == 10.0 and figures["fresh_s_range"] == [9.0, 11.0]
    assert figures["spare_s_median"] == 2.0 and figures["spare_s_range"] == [1.5, 2.5] and figures["goal_s"] == 5.0
