"""The Lessons page: one concept of the course at a time, explained in plain words, run with one click on this
machine, drawn as measured, and read back from the numbers.

The lesson runs on a task thread (a LessonRun: its sweeps in a child process, as the Experiments page measures);
the page only lists, draws and reads. Each lesson's last outcome is kept, so going back to it shows what was found.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QProgressBar, QPushButton, QVBoxLayout, QWidget

from dashboard.experiments.child import unsaved_child_experiment
from dashboard.experiments.points import SweepPoint
from dashboard.hardware.records import Inventory
from dashboard.lessons.catalog import Lesson, all_lessons
from dashboard.lessons.glossary import GLOSSARY
from dashboard.lessons.lab import LessonProgress
from dashboard.lessons.remote import RemoteLessonRun
from dashboard.lessons.run import LessonOutcome, LessonRun
from dashboard.protocol.transport import Machine
from dashboard.recording.fileformat import Recording
from dashboard.recording.in_memory import LessonRecorder
from dashboard.recording.timeline import Moment
from dashboard.text import again, fill, translate
from dashboard.training.child import RemoteControl
from dashboard.training.control import RunControl
from dashboard.ui.experiments.reading_view import ReadingView
from dashboard.ui.i18n import Texts
from dashboard.ui.layout import SplitPage, button_row, scrolling, wrapped_label
from dashboard.ui.lessons.column import TEXT_SCALES, TextBesideChart, ended_text
from dashboard.ui.lessons.figures import LessonFigure
from dashboard.ui.lessons.terms import Definition, FittedLabel, LinkedText, terms_line
from dashboard.ui.page import Page, page_keys
from dashboard.ui.presentation import NORMAL_FONT_PX
from dashboard.ui.theme import Theme
from dashboard.ui.workers import Task

BAR_STEPS = 1000
READING_SCROLL_MS = 100


def numbered_title(lesson: Lesson) -> str:
    """"2. Batch size is the unit of parallelism", in the reader's language."""
    return fill(translate("Lessons", "{number}. {title}"), number=lesson.number, title=lesson.shown_title())


class LessonsPage(Page):
    title = "&Lessons"
    name = "lessons"
    sig_finished = Signal()
    """A lesson's run has ended (completed, stopped or failed) and its outcome is drawn."""

    def __init__(self, parent: QWidget | None = None, lessons: Iterable[Lesson] | None = None,
                 glossary: Mapping[str, str] | None = None) -> None:
        super().__init__(parent)
        lessons = all_lessons() if lessons is None else lessons
        glossary = GLOSSARY if glossary is None else glossary
        self.lessons: tuple[Lesson, ...] = tuple(lessons)
        self.glossary = glossary
        self.devices: tuple[str, ...] = ("cpu",)
        self.lesson_size = "normal"
        """How large each lesson measures: "normal" (under a minute on a 2-core CPU) or "tiny" (the tests)."""
        self.make_run: Callable[..., LessonRun | RemoteLessonRun] = LessonRun
        """Makes a lesson's run from (lesson, devices, control, size, measure_with); tests put a double here."""
        self.measure_with: Callable[..., Any] | None = unsaved_child_experiment
        """How a sweep lesson measures its experiment: a child process (None: in this process, as the tests do)."""
        self.task: Task | None = None
        self.control: RunControl | None = None
        self.run: LessonRun | RemoteLessonRun | None = None
        self.running_lesson: Lesson | None = None
        self.points: list[SweepPoint] = []
        self.outcomes: dict[str, LessonOutcome] = {}
        """Each lesson's last outcome, shown again when the lesson is chosen again."""
        self.recordings: dict[str, Recording] = {}
        """Each lesson's last run here as a recording, for File > Export as a recording."""
        self.recorder: LessonRecorder | None = None
        self._started = 0.0
        self.replaying = False
        self.texts = Texts()
        """The status, note, message and reading on show, made again on a language change."""

        split = self.split = SplitPage(self)
        self._build_panel(split.column)
        split.set_content(self._build_content())
        self._size_text(NORMAL_FONT_PX)
        if self.lessons:
            self.lesson_list.setCurrentRow(0)
        self.retranslate()

    # ------------------------------------------------------------------ building

    def _build_panel(self, panel: QVBoxLayout) -> None:
        self.heading = QLabel()
        self.heading.setObjectName("cardTitle")
        panel.addWidget(self.heading)
        self.lesson_list = QListWidget()
        self.lesson_list.setWordWrap(True)
        self.lesson_list.setMinimumHeight(200)
        for lesson in self.lessons:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, lesson.key)
            self.lesson_list.addItem(item)
        self.lesson_list.currentRowChanged.connect(self._on_lesson_chosen)
        panel.addWidget(self.lesson_list, 1)
        self.hint = wrapped_label("", "muted")
        panel.addWidget(self.hint)

    def _build_content(self) -> QWidget:
        self.title_label = FittedLabel()
        self.explanation_label = LinkedText(self.glossary)
        self.terms_label = LinkedText(self.glossary)
        self.definition = Definition(self.glossary)
        for label in (self.explanation_label, self.terms_label):
            label.sig_term.connect(self.definition.show_term)
        self.previous_button = QPushButton()
        self.previous_button.clicked.connect(self._previous_lesson)  # a slot, never a lambda holding the page
        self.run_button = QPushButton()
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop)
        page_keys(self, (("F5", self.start), ("Shift+F5", self.stop)))
        self.stop_button.setEnabled(False)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self._next_lesson)
        self.progress = QProgressBar()
        self.progress.setRange(0, BAR_STEPS)
        self.progress.setValue(0)
        self.status_label = wrapped_label("")
        self.note_label = wrapped_label("", "muted")
        self.message_label = wrapped_label("", "banner")
        self.reading_heading = QLabel()
        self.reading_heading.setObjectName("cardTitle")
        self.reading_label = LinkedText(self.glossary)
        self.reading_label.sig_term.connect(self.definition.show_term)
        self.takeaway_label = LinkedText(self.glossary)
        self.takeaway_label.sig_term.connect(self.definition.show_term)
        self.reading_view = ReadingView(self.reading_label, self.takeaway_label)
        """The takeaway, large, and the details (``reading_label``) behind a disclosure, closed by default."""

        text = QWidget()
        column = QVBoxLayout(text)
        column.setContentsMargins(8, 4, 8, 4)
        above: tuple[QWidget, ...] = (self.title_label, self.explanation_label, self.terms_label, self.definition)
        below: tuple[QWidget, ...] = (self.progress, self.status_label, self.note_label, self.message_label,
                                      self.reading_heading, self.reading_view)
        for widget in above:
            column.addWidget(widget)
        column.addLayout(button_row(self.previous_button, self.run_button, self.stop_button, self.next_button))
        for widget in below:
            column.addWidget(widget)
        column.addStretch(1)
        self.figure = LessonFigure()
        # Each side scrolls on its own: in one scroll area the wrapped text's height-for-width would size the charts
        # by their preferred heights, taller than the window.
        self.text_area = scrolling(text)
        self.text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.figure_area = scrolling(self.figure)
        self.arrangement = TextBesideChart(self.text_area, self.figure_area)
        return self.arrangement

    # ------------------------------------------------------------------ the window's hooks

    def retranslate(self) -> None:
        self.heading.setText(translate("Lessons", "Lessons"))
        for row, lesson in enumerate(self.lessons):
            item = self.lesson_list.item(row)
            item.setText(numbered_title(lesson))
            item.setToolTip(lesson.shown_explanation())
        self.hint.setText(translate("Lessons", "Each lesson measures this machine: 5 to 20 seconds on a 2-core CPU. "
                                               "Click a term in the text for its meaning."))
        self.previous_button.setText(translate("Lessons", "◀ Previous"))
        self.previous_button.setToolTip(translate("Lessons", "The previous lesson (the list is hidden in presenter "
                                                             "mode)"))
        self.run_button.setText(translate("Lessons", "Run"))
        self.run_button.setToolTip(translate("Lessons", "Measure this lesson on this machine"))
        self.stop_button.setText(translate("Lessons", "Stop"))
        self.stop_button.setToolTip(translate("Lessons", "Stop after the current step; what was measured is kept and "
                                                         "read"))
        self.next_button.setText(translate("Lessons", "Next ▶"))
        self.next_button.setToolTip(translate("Lessons", "The next lesson"))
        self.reading_heading.setText(translate("Lessons", "What the measurement says"))
        chosen = self.current_lesson()
        if chosen is not None:
            self._show_lesson_text(chosen)
        self.texts.apply()

    def set_inventory(self, inventory: Inventory) -> None:
        self.devices = tuple(inventory.software.torch_devices) or ("cpu",)

    def measure_on(self, machine: Machine, inventory: Inventory | None) -> None:
        """Lessons run where the window points: here, or on the machine it watches (by its agent, with its devices)."""
        self.make_run = partial(RemoteLessonRun, machine=machine) if machine.remote else LessonRun
        if inventory is not None:
            self.set_inventory(inventory)

    def apply_theme(self, chosen: Theme) -> None:
        self.figure.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Larger explanation, reading and charts for a lecture hall."""
        self._size_text(font_px)
        self.figure.set_presentation(font_px, line_px)

    def _size_text(self, font_px: int) -> None:
        for label, role in ((self.title_label, "title"), (self.explanation_label, "explanation"),
                            (self.terms_label, "definition"), (self.definition, "definition"),
                            (self.reading_heading, "definition")):
            font = QFont(label.font())
            font.setPixelSize(round(font_px * TEXT_SCALES[role]))
            font.setBold(role == "title")
            label.setFont(font)
            fit = getattr(label, "fit_height", None)
            if fit is not None:
                fit()
        self.reading_view.set_font_px(font_px)  # the takeaway above the explanation's size, the details below it

    def shutdown(self, timeout_ms: int = 30_000) -> bool:
        return self.task is None or self.task.stop(timeout_ms)

    # ------------------------------------------------------------------ choosing

    def current_lesson(self) -> Lesson | None:
        row = self.lesson_list.currentRow()
        return self.lessons[row] if 0 <= row < len(self.lessons) else None

    def choose(self, key: str) -> None:
        """Show the lesson of this key (as the list does when it is clicked)."""
        keys = [lesson.key for lesson in self.lessons]
        self.lesson_list.setCurrentRow(keys.index(key))

    @Slot()
    def _previous_lesson(self) -> None:
        self._step_lesson(-1)

    @Slot()
    def _next_lesson(self) -> None:
        self._step_lesson(+1)

    def _step_lesson(self, step: int) -> None:
        row = self.lesson_list.currentRow() + step
        if 0 <= row < len(self.lessons):
            self.lesson_list.setCurrentRow(row)

    @Slot(int)
    def _on_lesson_chosen(self, row: int) -> None:
        lesson = self.current_lesson()
        if lesson is None:
            return
        self._show_lesson_text(lesson)
        self.definition.hide()
        self.previous_button.setEnabled(row > 0)
        self.next_button.setEnabled(row < len(self.lessons) - 1)
        self.texts.clear(self.message_label.setText)
        outcome = self.outcomes.get(lesson.key)
        if outcome is not None:
            self._show_outcome(lesson, outcome)
            return
        self.figure.clear(lesson.kind)
        self.progress.setValue(0)
        self.texts.set(self.status_label.setText,
                       lambda: translate("Lessons", "Press Run to measure it on this machine."))
        self.texts.clear(self.note_label.setText)
        self._say_reading(lambda: translate("Lessons", "The reading appears here once the lesson has run."))

    def _show_lesson_text(self, lesson: Lesson) -> None:
        """The lesson's title, its explanation with its terms linked, and the line of its terms."""
        self.title_label.setText(numbered_title(lesson))
        self.explanation_label.set_linked_text(lesson.shown_explanation(), lesson.terms)
        self.terms_label.setText(terms_line(self.glossary, lesson.terms))
        self.terms_label.setVisible(bool(self.terms_label.text()))

    # ------------------------------------------------------------------ running

    def is_running(self) -> bool:
        return self.task is not None and self.task.is_running()

    @Slot()
    def start(self) -> None:
        """Run the chosen lesson on a task thread."""
        lesson = self.current_lesson()
        if lesson is None or self.is_running() or self.replaying:  # F5 during a replay: Run is off, the key too
            return
        if self.task is not None:
            self.task.stop()  # the previous lesson has reported; its thread is only winding down
        control = self.control = RemoteControl()  # a RunControl that also reaches a remote machine's agent
        devices, size, measure_with, make_run = self.devices, self.lesson_size, self.measure_with, self.make_run

        def lesson_run() -> Iterator[object]:
            """On the task's thread: the lesson, recorded as it runs (its hardware sampled meanwhile); measured on
            another machine, not recorded here (this machine's samples are not its)."""
            run = self.run = make_run(lesson, devices, control=control, size=size, measure_with=measure_with)
            if isinstance(run, RemoteLessonRun):
                return iter(run)
            self.recorder = LessonRecorder(lesson, size, list(devices))
            return self.recorder.recorded(run)

        self.run, self.running_lesson, self.points = None, lesson, []
        self.outcomes.pop(lesson.key, None)
        self.recordings.pop(lesson.key, None)
        self.recorder = None
        self.figure.clear(lesson.kind)
        self.progress.setValue(0)
        for label in (self.message_label, self.note_label):
            self.texts.clear(label.setText)
        self._say_reading(lambda: translate("Lessons", "Measuring…"))
        self.texts.set(self.status_label.setText,
                       lambda: fill(translate("Lessons", "Starting {lesson}…"), lesson=lesson.shown_title()))
        self._started = time.monotonic()
        self.task = Task(f"lesson {lesson.key}", lesson_run, stop=control.stop, parent=self)
        self.task.sig_item.connect(self._on_task_item)
        self.task.sig_failed.connect(self._on_task_failed)
        self.task.sig_finished.connect(self._on_task_finished)
        self._set_running(True)
        self.task.start()

    @Slot()
    def stop(self) -> None:
        if self.task is not None and self.task.is_running():
            self.task.request_stop()
            self.stop_button.setEnabled(False)
            self.texts.set(self.status_label.setText,
                           lambda: translate("Lessons", "Stopping after the current step…"))

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.lesson_list.setEnabled(not running)
        row = self.lesson_list.currentRow()
        self.previous_button.setEnabled(not running and row > 0)
        self.next_button.setEnabled(not running and row < len(self.lessons) - 1)

    @Slot(object)
    def _on_task_item(self, item: object) -> None:
        if isinstance(item, SweepPoint):
            self.points.append(item)
            self.figure.draw_points(self.points)
            return
        fraction = getattr(item, "fraction", None)
        if fraction is None:
            return
        self.progress.setValue(max(self.progress.value(), round(min(max(fraction, 0.0), 1.0) * BAR_STEPS)))
        left = getattr(item, "seconds_left", None)
        text = getattr(item, "text", "")
        step = text if isinstance(text, str) else str(text)  # kept as it is: a lesson's words can be said again
        if left is None:
            self.texts.set(self.status_label.setText, lambda: again(step))
        else:
            self.texts.set(self.status_label.setText, lambda: fill(translate("Lessons", "{step} · about "
                                                                                        "{seconds:,.0f} s left"),
                                                                   step=again(step), seconds=left))

    @Slot(str)
    def _on_task_failed(self, message: str) -> None:
        self.texts.set(self.message_label.setText,
                       lambda: fill(translate("Lessons", "The lesson stopped: {message}"), message=message))

    @Slot()
    def _on_task_finished(self) -> None:
        lesson, run = self.running_lesson, self.run
        self._set_running(False)
        outcome = getattr(run, "outcome", None) if run is not None else None
        seconds = time.monotonic() - self._started
        if lesson is not None and outcome is not None:
            self.outcomes[lesson.key] = outcome
            if self.recorder is not None:  # the task has ended its iteration: the recorder has stopped sampling
                self.recordings[lesson.key] = self.recorder.recording(outcome)
            if self.current_lesson() is lesson:
                self._show_outcome(lesson, outcome, seconds)
        else:
            self.texts.set(self.status_label.setText,
                           lambda: fill(translate("Lessons", "Failed after {seconds:,.1f} s: nothing was measured."),
                                        seconds=seconds))
            self._say_reading(None)
        self.sig_finished.emit()

    def _show_outcome(self, lesson: Lesson, outcome: LessonOutcome, seconds: float | None = None) -> None:
        self.figure.clear(lesson.kind)
        self.figure.draw_outcome(lesson.kind, outcome.points, outcome.estimates, outcome.figures)
        self.texts.set(self.status_label.setText, lambda: ended_text(outcome, seconds))
        if outcome.status == "completed":
            self.progress.setValue(BAR_STEPS)
        self._show_words(outcome)
        # The reading is what the room came for: brought into view below a long explanation in large text.
        # Wrapped labels take their new heights an event round later: scrolled once they have.
        QTimer.singleShot(READING_SCROLL_MS, self._scroll_to_reading)

    def recording_source(self) -> Recording | None:
        """The chosen lesson's last run here, as a recording."""
        lesson = self.current_lesson()
        return None if lesson is None or self.replaying else self.recordings.get(lesson.key)

    # ------------------------------------------------------------------ replaying a recording

    def begin_replay(self, recording: Recording) -> bool:
        """Show the recorded lesson, cleared for its progress and points to play in; False while a lesson runs."""
        if self.is_running():
            return False
        self.choose(str(recording.document.get("lesson", {}).get("key")))  # the file was checked: a known lesson
        lesson = self.current_lesson()
        assert lesson is not None
        self.replaying = True
        self._set_running(True)  # the list and Run wait until the replay is left
        self.stop_button.setEnabled(False)
        self.points = []
        self.figure.clear(lesson.kind)
        self.progress.setValue(0)
        for label in (self.message_label, self.note_label):
            self.texts.clear(label.setText)
        self.texts.set(self.status_label.setText, lambda: translate("Lessons", "Playing the recorded lesson…"))
        self._say_reading(lambda: translate("Lessons", "The reading appears here once the recorded lesson has run."))
        return True

    def replay(self, moments: list[Moment]) -> None:
        """The recorded lesson's progress and points as they came, then its figures and reading."""
        lesson = self.current_lesson()
        drawn = len(self.points)
        for moment in moments:
            item = moment.measurement
            if isinstance(item, SweepPoint):
                self.points.append(item)
            elif isinstance(item, LessonProgress):
                self.progress.setValue(round(min(max(item.fraction, 0.0), 1.0) * BAR_STEPS))
                self._show_recorded_step(item.text)
            elif isinstance(item, LessonOutcome) and lesson is not None:
                self._show_recorded(lesson, item)
                return
        if len(self.points) > drawn:
            self.figure.draw_points(self.points)

    def _show_recorded_step(self, step: str) -> None:
        self.texts.set(self.status_label.setText, lambda: fill(translate("Lessons", "Recorded: {step}"), step=step))

    def _show_recorded(self, lesson: Lesson, outcome: LessonOutcome) -> None:
        """The recorded outcome; figures another version (or damage) shaped differently are said, not drawn."""
        try:
            self._show_outcome(lesson, outcome)
        except (TypeError, KeyError, ValueError, IndexError, AttributeError) as err:
            self.figure.clear(lesson.kind)
            problem = f"{err!s:.80}"
            self.texts.set(self.message_label.setText, lambda: fill(
                translate("Lessons", "This recording's figure cannot be drawn ({problem}): it was made by another "
                                     "version of the app, or damaged. Its reading follows."), problem=problem))
            self._show_words(outcome)

    def _show_words(self, outcome: LessonOutcome) -> None:
        """The outcome's note, its takeaway and its details with the glossary's terms linked, in the language of
        now."""
        self.texts.set(self.note_label.setText, lambda: again(outcome.note))
        self.texts.set(self.reading_view.set_takeaway,
                       lambda: self.takeaway_label.linked(again(outcome.takeaway), self.glossary))
        self.texts.set(self.reading_view.set_details,
                       lambda: self.reading_label.linked(again(outcome.details), self.glossary))

    def _say_reading(self, placeholder: Callable[[], str] | None) -> None:
        """What stands where the reading will be (``placeholder``: "Measuring…"), or nothing; no details yet."""
        if placeholder is None:
            self.texts.clear(self.reading_view.set_takeaway)
        else:
            self.texts.set(self.reading_view.set_takeaway, placeholder)
        self.texts.clear(self.reading_view.set_details)

    def end_replay(self) -> None:
        self.replaying = False
        self.points = []
        self._set_running(False)
        self._on_lesson_chosen(self.lesson_list.currentRow())  # this machine's outcome, if the lesson ran here

    def _scroll_to_reading(self) -> None:
        self.text_area.verticalScrollBar().setValue(self.reading_heading.y() - 8)
