"""Entering and leaving replay for the window: the file read and checked on a worker thread with progress, added
to the saved runs (to overlay against a run of this machine), then played into the Hardware and Training pages
while the banner says what and where; leaving gives the pages back to this machine's live readings.

While a recording plays, nothing of this machine reaches those pages: the window drops the live samples and keeps
the live inventory aside until the replay is left.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from dashboard.hardware.records import Inventory
from dashboard.recording.fileformat import Recording
from dashboard.recording.timeline import Moment, Timeline
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.ui.hardware.page import HardwarePage
from dashboard.ui.replay.bar import ReplayBar
from dashboard.ui.replay.headline import headline
from dashboard.ui.replay.player import ReplayPlayer
from dashboard.ui.workers import Task


class ReplayTarget(Protocol):
    """A page a recording plays into: the Training lab (a run) or the Experiments page (a sweep or a search)."""

    def is_running(self) -> bool: ...

    def begin_replay(self, recording: Recording) -> bool:
        """Clear what is shown for ``recording`` (its machine, what it measured); False while this machine is
        measuring there."""
        ...

    def replay(self, moments: list[Moment]) -> None: ...

    def end_replay(self) -> None: ...


PAGE_OF_KIND = {"run": "training", "experiment": "experiments", "lesson": "lessons", "bench": "advisor"}
"""Which page plays each kind of recording."""
BUSY = {"run": QT_TRANSLATE_NOOP("Replay", "Stop the training run first: a recorded run plays in the Training lab's "
                                           "charts."),
        "experiment": QT_TRANSLATE_NOOP("Replay", "Wait for the experiment to end (or cancel it) first: a recorded "
                                                  "experiment plays in the Experiments page's charts."),
        "lesson": QT_TRANSLATE_NOOP("Replay", "Wait for the lesson to end (or stop it) first: a recorded lesson plays "
                                              "in the Lessons page."),
        "bench": QT_TRANSLATE_NOOP("Replay", "Wait for the benchmarks to end (or cancel them) first: recorded "
                                             "benchmarks play in the Advisor's Measured vs peak tab.")}
"""Why a recording of each kind cannot play now (in English; translated where said)."""


def load_recording(path: Path) -> Iterator[Any]:
    """Yields the fraction read now and then, then (recording, its saved-run folder): the work of a Task."""
    from dashboard.recording.exchange import find_imported, import_recording
    from dashboard.recording.fileformat import reading

    recording = yield from reading(path)
    # A lesson or a benchmark saves no folder here either: it is only played.
    played_only = recording.header.kind in ("lesson", "bench")
    folder = None if played_only else find_imported(recording) or import_recording(recording)
    yield recording, folder


class ReplayMode(QObject):
    sig_status = Signal(str)
    """A line for the status bar: reading progress, what was imported, why a recording was refused."""
    sig_changed = Signal(bool)
    """Replay entered (True) or left (False)."""

    def __init__(self, bar: ReplayBar, hardware: HardwarePage, page: Callable[[str], ReplayTarget],
                 restore_live: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bar = bar
        self._hardware = hardware
        self._page = page
        """The page of a name ("training", "experiments"), built on first use like every page but the Hardware one."""
        self._target: ReplayTarget | None = None
        self._restore_live = restore_live
        self.player: ReplayPlayer | None = None
        self.recording: Recording | None = None
        self.folder: Path | None = None
        self._task: Task | None = None
        self._delivered = False
        """The recording being read has been delivered (or refused): what follows is its thread winding down."""
        self._export_task: Task | None = None
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
        """A recording is being read: from ``open`` until it is delivered or refused, not until the reading thread
        has wound down (a second open right after the first one played was refused in that gap)."""
        return self._task is not None and self._task.is_running() and not self._delivered

    def open(self, path: Path, speed: float = 1.0) -> bool:
        """Read ``path`` off the GUI thread, then play it at ``speed``; False when it cannot start now."""
        if self.loading:
            return False
        self._speed = speed
        self._delivered = False
        self.sig_status.emit(fill(translate("Replay", "Reading the recording {file}…"), file=path.name))
        task = self._task = Task("recording", lambda: load_recording(path), parent=self)
        task.sig_item.connect(self._on_loaded)
        task.sig_failed.connect(self._on_failed)
        task.start()
        return True

    @Slot(object)
    def _on_loaded(self, item: Any) -> None:
        if isinstance(item, float):
            self.sig_status.emit(fill(translate("Replay", "Reading the recording… {share:.0%}"), share=item))
            return
        recording, folder = item
        self._delivered = True
        self.enter(recording, folder)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._delivered = True
        self.sig_status.emit(fill(translate("Replay", "Not opened, nothing imported: {problem}"), problem=message))

    @property
    def recorded_inventory(self) -> Inventory | None:
        """The machine of the recording playing; None when none plays (or it recorded none)."""
        return self.recording.inventory if self.recording is not None else None

    @property
    def page_name(self) -> str:
        """The page the recording plays into ("training" when none plays)."""
        return PAGE_OF_KIND.get(self.recording.header.kind, "training") if self.recording else "training"

    def enter(self, recording: Recording, folder: Path | None = None) -> bool:
        """Show the recorded machine and play its run or experiment from the start."""
        if self.active:
            self.leave()
        kind = recording.header.kind
        target = self._page(PAGE_OF_KIND[kind])
        if target.is_running() or not target.begin_replay(recording):
            self.sig_status.emit(translate("Replay", BUSY[kind]))
            return False
        self._target = target
        self.recording, self.folder = recording, folder
        self._hardware.clear_samples()
        if recording.inventory is not None:
            self._hardware.set_inventory(recording.inventory, "recorded")
        self.bar.show_recording(lambda: _unless_specs(recording, headline(recording)),
                                lambda: _unless_specs(recording, recording.banner), self._speed)
        self.bar.show()
        player = self.player = ReplayPlayer(Timeline(recording), self._deliver, self._speed, parent=self)
        player.sig_position.connect(self.bar.show_position)
        player.sig_playing.connect(self.bar.show_playing)
        player.seek(player.timeline.first)
        player.play()
        self.sig_status.emit(fill(_playing_text(kind, folder is not None), machine=recording.header.machine))
        self.sig_changed.emit(True)
        return True

    def leave(self) -> None:
        """Back to this machine: its inventory, its live samples, an empty Training lab (or Experiments page)."""
        if self.player is None:
            return
        self.player.stop()
        self.player.deleteLater()
        self.player = self.recording = None
        self.bar.hide()
        if self._target is not None:
            self._target.end_replay()
            self._target = None
        self._hardware.clear_samples()
        self._restore_live()
        self.sig_status.emit(translate("Replay", "Left the replay: live readings of this machine."))
        self.sig_changed.emit(False)

    def export(self, source: Path | Recording, target: Path) -> None:
        """Write ``source`` (a saved folder, or a recording kept in memory) to ``target`` on a worker thread (an
        hour's run is a hundred megabytes); the sentence saying how it went comes as sig_status."""
        from dashboard.ui.replay.files import export_recording

        if self._export_task is not None and self._export_task.is_running():
            self.sig_status.emit(translate("Replay", "Still writing the last recording: export again once it is "
                                                     "written."))
            return

        def writing() -> Iterator[str]:
            yield export_recording(source, target)

        self.sig_status.emit(fill(translate("Replay", "Writing the recording {file}…"), file=target.name))
        task = self._export_task = Task("recording export", writing, parent=self)
        task.sig_item.connect(self.sig_status.emit)
        task.sig_failed.connect(lambda message: self.sig_status.emit(
            fill(translate("Replay", "The recording was not written: {problem}"), problem=message)))
        task.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        if self.player is not None:
            self.player.stop()
        tasks = [task for task in (self._task, self._export_task) if task is not None]
        return all([task.stop(timeout_ms) for task in tasks])

    def _deliver(self, moments: list[Moment], reset: bool) -> None:
        target = self._target
        assert target is not None, "a player delivers only between enter() and leave()"
        if reset and self.recording is not None:
            target.begin_replay(self.recording)
            self._hardware.clear_samples()
        target.replay(moments)
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


def _unless_specs(recording: Recording, text: str) -> str:
    """The banner's text, saying so when the recording lacks its machine's specs."""
    if recording.inventory is not None:
        return text
    return fill(translate("Replay", "{banner} (its machine's specs were not recorded)"), banner=text)


def _playing_text(kind: str, imported: bool) -> str:
    """"Playing a recording made on {machine}", and where it was added to compare with this machine's."""
    if not imported:
        return translate("Replay", "Playing a recording made on {machine}.")
    if kind == "experiment":
        return translate("Replay", "Playing a recording made on {machine}; added to the saved experiments, to "
                                   "compare with this machine's.")
    return translate("Replay", "Playing a recording made on {machine}; added to the saved runs, to compare with this "
                               "machine's.")
