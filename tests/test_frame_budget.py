"""The live view's redraw rate follows what a frame really costs the GUI thread."""

from __future__ import annotations

import pytest

from dashboard.ui.frame_budget import FrameBudget


class Clocks:
    def __init__(self) -> None:
        self.cpu = 0.0
        self.wall = 0.0

    def spend(self, cpu: float, wall: float) -> None:
        self.cpu += cpu
        self.wall += wall


def budget(clocks: Clocks, share: float = 0.03) -> FrameBudget:
    return FrameBudget(share, 0.25, 2.0, cpu_clock=lambda: clocks.cpu, wall_clock=lambda: clocks.wall)


def settle(frames: FrameBudget, clocks: Clocks, frame_cpu_s: float, n: int = 30) -> float:
    interval = frames.frame()
    for _ in range(n):
        clocks.spend(frame_cpu_s, interval)
        interval = frames.frame()
    return interval


def test_cheap_frames_redraw_at_the_fastest_rate():
    clocks = Clocks()
    assert settle(budget(clocks), clocks, frame_cpu_s=0.002) == 0.25


def test_costly_frames_slow_down_until_drawing_fits_the_share_of_a_core():
    clocks = Clocks()
    frames = budget(clocks)
    interval = settle(frames, clocks, frame_cpu_s=0.024)
    assert interval == pytest.approx(0.8, rel=0.02)  # 24 ms a frame within 3% of a core: one frame each 0.8 s
    assert 0.024 / interval <= 0.03 * 1.02


def test_the_rate_never_drops_below_the_slowest_and_a_new_run_starts_fast():
    clocks = Clocks()
    frames = budget(clocks)
    assert settle(frames, clocks, frame_cpu_s=0.5) == 2.0
    frames.restart()
    assert frames.frame() == 0.25


def test_one_slow_frame_moves_the_rate_only_halfway():
    clocks = Clocks()
    frames = budget(clocks)
    frames.frame()
    clocks.spend(0.03, 0.25)  # a frame four times the budget
    assert frames.frame() == pytest.approx((0.25 + 1.0) / 2)
