"""What a plot draws of a long series: a bounded summary that keeps every spike and every gap, brought up to date with
only the rows added since the last look (PeakSummary and History.display), and the ring buffer it reads from."""

from __future__ import annotations

import numpy as np
import pytest

from dashboard.decimation import DISPLAY_BUCKETS, PeakSummary
from dashboard.timeseries import History, RingBuffer


def noisy(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return np.arange(n) * 0.018, 2.0 + rng.standard_normal(n) * 0.1


def nan_runs(values: np.ndarray) -> int:
    missing = np.isnan(values).astype(int)
    return int(np.sum(np.diff(np.r_[0, missing]) == 1))


# ------------------------------------------------------------------ the ring buffer


def test_ring_buffer_extend_and_tail_agree_with_appending_one_by_one():
    one, many = RingBuffer(7), RingBuffer(7)
    values = np.arange(20, dtype=float)
    for begin, end in ((0, 3), (3, 4), (4, 15), (15, 20)):  # wrapping, and more at once than it holds
        for value in values[begin:end]:
            one.append(value)
        many.extend(values[begin:end])
        assert list(one.view()) == list(many.view())
    assert list(many.view()) == list(range(13, 20))
    assert list(many.tail(3)) == [17.0, 18.0, 19.0] and list(many.tail(100)) == list(range(13, 20))


# ------------------------------------------------------------------ the summary


def test_a_short_series_is_drawn_point_for_point():
    history = History(1000)
    t, values = noisy(300)
    for x, y in zip(t, values, strict=True):
        history.append(x, {"loss": y})
    shown_t, shown = history.display("loss")
    assert list(shown_t) == list(t) and list(shown) == list(values)
    assert history.display("absent")[0].size == 0


def test_a_long_series_keeps_its_spike_and_its_gap_in_a_bounded_number_of_points():
    history = History(300_000)
    t, values = noisy(200_000)
    values[123_457] = 50.0  # one step's spike
    history.extend(t[:150_000], {"loss": values[:150_000]})
    history.gap()  # a pause
    history.extend(t[150_000:], {"loss": values[150_000:]})
    shown_t, shown = history.display("loss")
    assert shown.size <= 2 * DISPLAY_BUCKETS
    assert np.nanmax(shown) == 50.0 and shown_t[np.nanargmax(shown)] == t[123_457]
    assert np.nanmin(shown) == values.min()
    gap = np.flatnonzero(np.isnan(shown))
    assert gap.size == 1 and shown_t[gap[0]] == t[149_999]  # the pause, drawn as a break in the line
    assert np.all(np.diff(shown_t) >= 0)


def test_a_falling_curve_stays_a_falling_line():
    summary = PeakSummary(64)
    summary.extend(np.arange(10_000.0), np.linspace(10.0, 0.0, 10_000))
    _, shown = summary.points()
    assert np.all(np.diff(shown) <= 0)  # the high comes before the low in each bucket: no zigzag


@pytest.mark.parametrize("rows", [10_000, 50_000, 200_000])
def test_the_summary_stays_bounded_however_long_the_series(rows):
    t, values = noisy(rows)
    summary = PeakSummary()
    summary.extend(t, values)
    assert len(summary) <= DISPLAY_BUCKETS and summary.rows == rows
    assert summary.width & (summary.width - 1) == 0 and summary.width * DISPLAY_BUCKETS >= rows
    assert summary.points()[0].size <= 2 * DISPLAY_BUCKETS


def test_the_summary_is_the_same_built_at_once_row_by_row_or_in_pieces():
    t, values = noisy(5_000, seed=3)
    values[[100, 101, 102, 2_000, 4_321]] = np.nan  # a gap of three rows, two of one
    values[3_333] = 9.0
    at_once = History(10_000, display_buckets=64)
    at_once.extend(t, {"loss": values})
    row_by_row = History(10_000, display_buckets=64)
    in_pieces = History(10_000, display_buckets=64)
    rng = np.random.default_rng(1)
    begin = 0
    while begin < t.size:
        end = begin + int(rng.integers(1, 400))
        for x, y in zip(t[begin:end], values[begin:end], strict=True):
            row_by_row.append(x, {"loss": None if np.isnan(y) else y})
        in_pieces.extend(t[begin:end], {"loss": values[begin:end]})
        row_by_row.display("loss")  # a frame now and then: the summary catches up with what came since
        in_pieces.display("loss")
        begin = end
    expected = at_once.display("loss")
    for history in (row_by_row, in_pieces):
        shown_t, shown = history.display("loss")
        assert np.array_equal(shown_t, expected[0]) and np.array_equal(shown, expected[1], equal_nan=True)
    assert nan_runs(expected[1]) == 3 and np.nanmax(expected[1]) == 9.0


def test_gaps_too_dense_to_see_give_way_to_the_bound():
    values = np.where(np.arange(10_000) % 2 == 0, 1.0, np.nan)  # a value every other row
    summary = PeakSummary(64)
    summary.extend(np.arange(10_000.0), values)
    assert len(summary) <= 64
    few = PeakSummary(64)
    few.extend(np.arange(10_000.0), np.where(np.arange(10_000) % 1000 == 0, np.nan, 1.0))
    assert nan_runs(few.points()[1]) == 10  # a few gaps stay


def test_the_summary_keeps_rows_the_history_no_longer_holds():
    history = History(1_000, display_buckets=64)
    t, values = noisy(5_000)
    values[10] = 7.0
    history.extend(t, {"loss": values})
    assert len(history) == 1_000  # full resolution: the newest rows only
    shown_t, shown = history.display("loss")
    assert shown_t[0] < t[100] and np.nanmax(shown) == 7.0  # the picture: the whole run


def test_a_series_that_appears_later_is_padded_and_drawn_from_its_first_value():
    history = History(100)
    history.append(0.0, {"a": 1.0})
    history.append(1.0, {"a": 2.0, "b": 5.0})
    assert np.isnan(history.series("b")[0]) and history.series("b")[1] == 5.0
    shown_t, shown = history.display("b")
    assert np.isnan(shown[0]) and shown[-1] == 5.0


def test_take_over_moves_rows_and_summaries_and_changes_the_version():
    built = History(100)
    built.extend(np.arange(5.0), {"loss": np.arange(5.0)})
    built.display("loss")
    shown = History(100)
    before, built_version = shown.version, built.version
    shown.take_over(built)
    assert list(shown.series("loss")) == [0.0, 1.0, 2.0, 3.0, 4.0] and shown.display("loss")[1].size == 5
    assert len(built) == 0 and built.names() == []
    assert shown.version == built_version != before  # what it shows now was drawn at no version of its own
    assert built.version not in (before, built_version)
    version = shown.version
    shown.append(5.0, {"loss": 5.0})
    assert shown.version != version
