"""Entering and leaving replay for the window: the file read and checked on a worker thread with progress, added
to the saved runs (to overlay against a run of this machine), then played into the Hardware and Training pages
while the banner says what and where; leaving gives the pages back to this machine's live readings.

While a recording plays, nothing of this machine reaches those pages: the window drops the live samples and keeps
the live inventory aside until the replay is left.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from dashboard.recording.fileformat import Recording
from dashboard.recording.timeline import Moment, Timeline
from dashboard.ui.hardware.page import HardwarePage
from dashboard.ui.replay.bar import ReplayBar
from dashboard.ui.replay.player import ReplayPlayer
from dashboard.ui.workers import Task

if TYPE_CHECKING:  # the Training lab is built after the first paint; its module imports the charts
    from dashboard.ui.training.page import TrainingPage


def load_recording(path: Path) -> Iterator[Any]:
    """Yields the fraction read now and then, then (recording, its saved-run folder): the work of a Task."""
    from dashboard.recording.exchange import find_imported, import_recording
    from dashboard.recording.fileformat import reading

    recording = yield from reading(path)
    folder = find_imported(recording) or import_recording(recording)
    yield recording, folder


class ReplayMode(QObject):
    sig_status = Signal(str)
    """A line for the status bar: reading progress, what was imported, why a recording was refused."""
    sig_changed = Signal(bool)
    """Replay entered (True) or left (False)."""

    def __init__(self, bar: ReplayBar, hardware: HardwarePage, training: Callable[[], TrainingPage],
                 restore_live: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bar = bar
        self._hardware = hardware
        self._training = training
        """Built on first use, like every page but the Hardware one."""
        self._restore_live = restore_live
        self.player: ReplayPlayer | None = None
        self.recording: Recording | None = None
        self.folder: Path | None = None
        self._task: Task | None = None
        self._speed = 1.0
        bar.hide()
        bar.sig_play_pause.connect(self._on_play_pause)
        bar.sig_speed.connect(self._on_speed)
        bar.sig_seek.connect(self._on_seek)
        bar.sig_leave.connect(self.leave)

    @property
    def active(self) -> bool:
        return self.player is not None

    @property
    def loading(self) -> bool:
        return self._task is not None and self._task.is_running()

    def open(self, path: Path, speed: float = 1.0) -> bool:
        """Read ``path`` off the GUI thread, then play it at ``speed``; False when it cannot start now."""
        if self.loading:
            return False
        if self._training().is_running():
            self.sig_status.emit("Stop the training run first: a recording plays in the Training lab's charts.")
            return False
        self._speed = speed
        self.sig_status.emit(f"Reading the recording {path.name}…")
        task = self._task = Task("recording", lambda: load_recording(path), parent=self)
        task.sig_item.connect(self._on_loaded)
        task.sig_failed.connect(self._on_failed)
        task.start()
        return True

    @Slot(object)
    def _on_loaded(self, item: Any) -> None:
        if isinstance(item, float):
            self.sig_status.emit(f"Reading the recording… {item:.0%}")
            return
        recording, folder = item
        self.enter(recording, folder)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.sig_status.emit(f"Not opened, nothing imported: {message}")

    def enter(self, recording: Recording, folder: Path | None = None) -> bool:
        """Show the recorded machine and play its run from the start."""
        training = self._training()
        if self.active:
            self.leave()
        if not training.begin_replay():
            self.sig_status.emit("Stop the training run first: a recording plays in the Training lab's charts.")
            return False
        self.recording, self.folder = recording, folder
        self._hardware.clear_samples()
        if recording.inventory is not None:
            self._hardware.set_inventory(recording.inventory, "recorded")
        missing = "" if recording.inventory else " (its machine's specs were not recorded)"
        self.bar.show_recording(recording.headline + missing, recording.banner + missing, self._speed)
        self.bar.show()
        player = self.player = ReplayPlayer(Timeline(recording), self._deliver, self._speed, parent=self)
        player.sig_position.connect(self.bar.show_position)
        player.sig_playing.connect(self.bar.show_playing)
        player.seek(player.timeline.first)
        player.play()
        where = f"; it is also in the saved runs ({folder.name}), to overlay on a run of this machine" if folder else ""
        self.sig_status.emit(f"Playing a recording made on {recording.header.machine}{where}.")
        self.sig_changed.emit(True)
        return True

    def leave(self) -> None:
        """Back to this machine: its inventory, its live samples, an empty Training lab."""
        if self.player is None:
            return
        self.player.stop()
        self.player.deleteLater()
        self.player = self.recording = None
        self.bar.hide()
        self._training().end_replay()
        self._hardware.clear_samples()
        self._restore_live()
        self.sig_status.emit("Left the replay: live readings of this machine.")
        self.sig_changed.emit(False)

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        if self.player is not None:
            self.player.stop()
        return self._task.stop(timeout_ms) if self._task is not None else True

    def _deliver(self, moments: list[Moment], reset: bool) -> None:
        training = self._training()
        if reset:
            training.begin_replay()
            self._hardware.clear_samples()
        training.replay(moments)
        self._hardware.add_snapshots([moment.sample for moment in moments if moment.sample is not None])

    @Slot()
    def _on_play_pause(self) -> None:
        if self.player is not None:
            self.player.toggle()

    @Slot(float)
    def _on_speed(self, speed: float) -> None:
        self._speed = speed
        if self.player is not None:
            self.player.set_speed(speed)

    @Slot(float)
    def _on_seek(self, fraction: float) -> None:
        if self.player is not None:
            timeline = self.player.timeline
            self.player.seek(timeline.first + fraction * (timeline.duration - timeline.first))
