"""How often a live view may redraw: as often as its budget of one core allows, within a fastest and slowest rate.

A frame's cost is not only the Python that sets the data: the paint that follows, layouts and labels count too, and
they depend on the window's size, the screen and the machine. So the cost is measured, not guessed: the GUI thread's
own CPU time between two frames (``time.thread_time``) against the wall time between them. On a fast desktop the
Training lab redraws four times a second; on a slow 2-core laptop it slows to what the budget allows, so the window
never takes from training more than the budget says.
"""

from __future__ import annotations

import time
from collections.abc import Callable

DEFAULT_SHARE = 0.03
"""The GUI thread may spend 3% of one core on a live run: on 2 cores that costs training about 1.5-3%."""
FASTEST_S = 0.25
SLOWEST_S = 2.0


class FrameBudget:
    """Call ``frame`` once per redraw; it returns the seconds to wait before the next one."""

    def __init__(self, share: float = DEFAULT_SHARE, fastest_s: float = FASTEST_S, slowest_s: float = SLOWEST_S,
                 cpu_clock: Callable[[], float] = time.thread_time, wall_clock: Callable[[], float] = time.monotonic,
                 ) -> None:
        self.share = share
        self.fastest_s = fastest_s
        self.slowest_s = slowest_s
        self.interval_s = fastest_s
        self._cpu_clock = cpu_clock
        self._wall_clock = wall_clock
        self._last: tuple[float, float] | None = None

    def restart(self) -> None:
        """A new run: start again at the fastest rate and forget the last frame."""
        self.interval_s = self.fastest_s
        self._last = None

    def frame(self) -> float:
        """The interval until the next frame, from the CPU this thread used since the previous frame."""
        now = (self._cpu_clock(), self._wall_clock())
        if self._last is not None:
            cpu = now[0] - self._last[0]
            wall = now[1] - self._last[1]
            if wall > 0:
                # The interval that would have kept this frame's cost within the share, halfway from the old one,
                # so one slow frame (a resize, a first paint) does not swing the rate.
                wanted = self.interval_s * (cpu / wall) / self.share
                self.interval_s = min(self.slowest_s, max(self.fastest_s, (self.interval_s + wanted) / 2))
        self._last = now
        return self.interval_s
