"""A lesson measured on another machine: its agent runs it as `lesson run` does there, and this side yields what
LessonRun yields here, so that the Lessons page and `lesson run --remote` show it as they show their own."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import point_from_record
from dashboard.lessons.catalog import Lesson
from dashboard.lessons.lab import LessonProgress
from dashboard.lessons.run import LessonOutcome
from dashboard.protocol.conversation import Conversation
from dashboard.protocol.messages import Event, EventName, Request
from dashboard.protocol.transport import Machine
from dashboard.text import say, say_words
from dashboard.training.child import RemoteControl, child_environment
from dashboard.training.control import RunControl


class RemoteLessonRun:
    """Iterate for LessonProgress and each SweepPoint as ``machine`` measures them; ``outcome`` once it has come.
    ``control`` stops it there (a RemoteControl; a plain RunControl cannot reach the agent and is replaced)."""

    def __init__(self, lesson: Lesson, devices: Sequence[str], control: RunControl | None = None,
                 size: str = "normal", measure_with: Any = None, *, machine: Machine) -> None:
        self.lesson = lesson
        self.devices = list(devices)
        self.control = control if isinstance(control, RemoteControl) else RemoteControl()
        self.size = size
        self.machine = machine
        self.outcome: LessonOutcome | None = None

    def __iter__(self) -> Iterator[LessonProgress | SweepPoint]:
        request = Request("lesson", {"name": self.lesson.key, "size": self.size, "devices": self.devices})
        for message in Conversation(request, self.control, EventName.OUTCOME, self.machine, child_environment()):
            if not isinstance(message, Event):
                continue
            if message.name is EventName.POINT:
                yield point_from_record(message.record())
            elif message.name is EventName.PROGRESS:
                yield _progress(message.fields)
            elif message.name is EventName.OUTCOME:
                self.outcome = LessonOutcome.from_dict(message.fields)


def _progress(fields: dict[str, Any]) -> LessonProgress:
    """The agent's progress, its text said again in this window's language from its words."""
    english, words = str(fields.get("text", "")), fields.get("words")
    left = fields.get("seconds_left")
    return LessonProgress(float(fields.get("fraction", 0.0)), say(lambda: say_words(words) or english),
                          float(left) if isinstance(left, int | float) else None)
