"""Plays a recording's timeline at a chosen speed: play, pause, seek, and the moments due on each tick.

A tick (10 a second) hands over what happened since the last one, so the charts move as they did, just faster;
a seek hands over everything up to the new position after a reset, so what is drawn never depends on the path
taken to get there.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from dashboard.recording.timeline import Moment, Timeline

SPEEDS = (1, 2, 4, 10)
TICK_MS = 100


class ReplayPlayer(QObject):
    """The position in a timeline, moved by a timer while playing; moments go to ``sink(moments, reset)``."""

    sig_position = Signal(float, float)
    """(seconds into the recording, its duration) after every move."""
    sig_playing = Signal(bool)

    def __init__(self, timeline: Timeline, sink: Callable[[list[Moment], bool], None], speed: float = 1,
                 clock: Callable[[], float] = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self._sink = sink
        self.speed = float(speed)
        self._clock = clock
        self.position = timeline.first
        self._last_tick: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    @property
    def finished(self) -> bool:
        return self.position >= self.timeline.duration

    def play(self) -> None:
        if self.finished:
            self.seek(self.timeline.first)  # play again from the start
        self._last_tick = self._clock()
        self._timer.start()
        self.sig_playing.emit(True)

    def pause(self) -> None:
        self._timer.stop()
        self.sig_playing.emit(False)

    def toggle(self) -> None:
        self.pause() if self.playing else self.play()

    def set_speed(self, speed: float) -> None:
        self.speed = float(speed)

    def seek(self, position: float) -> None:
        """Jump to ``position`` (clamped to the recording): the window redraws from the start up to it."""
        self.position = min(max(position, self.timeline.first), self.timeline.duration)
        self._sink(self.timeline.until(self.position), True)
        self.sig_position.emit(self.position, self.timeline.duration)

    def advance(self, seconds: float) -> None:
        """Move ``seconds`` of recording forward, handing over what happened meanwhile (the timer's step)."""
        target = min(self.position + seconds, self.timeline.duration)
        moments = self.timeline.between(self.position, target)
        self.position = target
        if moments:
            self._sink(moments, False)
        self.sig_position.emit(self.position, self.timeline.duration)
        if self.finished:
            self.pause()

    def stop(self) -> None:
        """Stop the timer for good (leaving replay)."""
        self._timer.stop()

    @Slot()
    def _tick(self) -> None:
        now = self._clock()
        elapsed = now - (self._last_tick if self._last_tick is not None else now)
        self._last_tick = now
        self.advance(elapsed * self.speed)
