"""A lesson from one click to its reading: set up the measurement its concept needs at a size this machine runs in
under a minute, measure it (yielding progress and each point), and read it from the measured numbers only.

Used alike by `dl-dashboard lesson run` and the Lessons page; importing it is cheap (torch loads on the thread that
iterates a LessonRun).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from dashboard.errors import UserError
from dashboard.experiments.plan import Experiment
from dashboard.experiments.points import SweepPoint
from dashboard.lessons import advisor_lesson, attention_lesson, bench, llm_lesson, memory, sweeps
from dashboard.lessons.catalog import Lesson
from dashboard.lessons.lab import SIZES, Findings, Lab, LessonProgress, Script
from dashboard.text import Said, again, counted, fill, join, say, say_words, translate, words_of
from dashboard.training.control import RunControl
from dashboard.typed_json import WrongType, describe_value

__all__ = ["LessonOutcome", "LessonProgress", "LessonRun", "SCRIPTS"]

SCRIPTS: dict[str, Callable[[Lab, Findings], Script]] = {
    "cpu-vs-gpu": bench.cpu_vs_gpu,
    "batch-size": sweeps.batch_size,
    "cpu-wins": sweeps.cpu_wins,
    "memory-limits": memory.memory_limits,
    "epochs-serial": sweeps.epochs_serial,
    "roofline": bench.roofline,
    "mixed-precision": sweeps.mixed_precision,
    "transfer": sweeps.transfer,
    "cnn-vs-lstm": sweeps.cnn_vs_lstm,
    "threads": sweeps.threads,
    "choosing-a-gpu": advisor_lesson.choosing_a_gpu,
    "attention": attention_lesson.attention_and_length,
    "llm-fits": llm_lesson.what_fits,
}


@dataclass(frozen=True)
class LessonOutcome:
    lesson: str
    points: tuple[SweepPoint, ...]
    """Measured sweep points."""
    estimates: tuple[SweepPoint, ...]
    """Not measured: a catalogue GPU's estimated curve where this machine has none; labels end in "(estimate)"."""
    figures: dict[str, Any]
    """JSON-ready numbers of the lesson's kind (matmul per device, memory breakdown, roofline, advisor rows)."""
    note: str
    """What this machine lacks and what was done instead ("" if nothing). Made by the lesson as ``Said``: the window
    says it again in another language (``dashboard.text.again``); read from a file, as it was written."""
    details: str
    """Every finding built from the measured numbers, with how sure each is (``Said`` too): behind the window's
    "Details" disclosure."""
    status: str
    """"completed", "stopped" or "failed"."""
    takeaway: str = ""
    """The main finding in one or two sentences a lecturer reads out (``Said``), never more than the noise supports;
    empty in a recording made before takeaways, whose details hold its whole reading."""

    @property
    def reading(self) -> str:
        """The takeaway and then the details, in one paragraph (the command line's text)."""
        return join(self.takeaway, self.details)

    def to_dict(self) -> dict[str, Any]:
        """The `lesson run --json` document."""
        texts = {"note": self.note, "takeaway": self.takeaway, "details": self.details}
        words = {key: made for key, text in texts.items() if (made := words_of(text)) is not None}
        return {"lesson": self.lesson, "status": self.status, **texts, "reading": self.reading,
                "points": [asdict(p) for p in self.points], "estimates": [asdict(p) for p in self.estimates],
                "figures": self.figures, "words": words}

    @classmethod
    def from_dict(cls, data: Any) -> LessonOutcome:
        """``to_dict`` read back from an untrusted file (a recording); WrongType names what does not fit."""
        from dashboard.experiments.storage import point_from_record

        if not isinstance(data, dict):
            raise WrongType(f"the lesson's outcome is {describe_value(data)}, not an object")
        texts = {}
        for key in ("lesson", "status", "note", "reading"):
            if not isinstance(data.get(key), str):
                raise WrongType(f"the lesson's {key} is {describe_value(data.get(key))}, not text")
            texts[key] = data[key]
        for key in ("takeaway", "details"):  # a recording made before takeaways: its reading is all details
            if key in data and not isinstance(data[key], str):
                raise WrongType(f"the lesson's {key} is {describe_value(data[key])}, not text")
        takeaway, details = data.get("takeaway"), data.get("details")
        if not isinstance(takeaway, str) or not isinstance(details, str):
            takeaway, details = "", texts["reading"]
        series = {}
        for key in ("points", "estimates"):
            values = data.get(key)
            if not isinstance(values, list) or not all(isinstance(value, dict) for value in values):
                raise WrongType(f"the lesson's {key} are {describe_value(values)}, not a list of points")
            series[key] = tuple(point_from_record(value) for value in values)
        if not isinstance(data.get("figures"), dict):
            raise WrongType(f"the lesson's figures are {describe_value(data.get('figures'))}, not an object")
        stored = data.get("words")
        words: dict[str, Any] = stored if isinstance(stored, dict) else {}
        return cls(texts["lesson"], series["points"], series["estimates"], data["figures"],
                   _said_again(texts["note"], words.get("note")), _said_again(details, words.get("details")),
                   texts["status"], _said_again(takeaway, words.get("takeaway")))


def _said_again(text: str, words: object) -> str:
    """A text read from a recording, said in the reader's language from the words it was made of (a recording made
    on a server in English replays in Polish), or as it was written where they are missing or not understood."""
    if words is None:
        return text
    return say(lambda: say_words(words) or text)


def in_process(control: RunControl) -> Callable[[Experiment], Any]:
    """Experiments measured in this process under ``control`` (a stop lands within the step in flight), unsaved:
    a lesson's points are shown, not added to the saved experiments."""
    from dashboard.experiments.session import ExperimentSession

    return lambda experiment: ExperimentSession(experiment, control=control, record=False)


class LessonRun:
    """Iterate to run the lesson: yields LessonProgress and each SweepPoint as measured; ``outcome`` is set when the
    iteration ends, also after a stop (status "stopped", with what was measured) or a failure ("failed")."""

    def __init__(self, lesson: Lesson, devices: Sequence[str], control: RunControl | None = None,
                 size: str = "normal", measure_with: Callable[..., Any] | None = None) -> None:
        if size not in SIZES:
            raise UserError(f"unknown lesson size '{size}': choose one of {', '.join(SIZES)}")
        self.lesson = lesson
        self.control = control or RunControl()
        self.lab = Lab(devices, self.control, size, measure_with or in_process(self.control))
        self.outcome: LessonOutcome | None = None

    def __iter__(self) -> Iterator[LessonProgress | SweepPoint]:
        found = Findings()
        status = "completed"
        lesson = self.lesson
        try:
            yield LessonProgress(0.0, say(lambda: fill(translate("Lessons", "setting up: {title}"),
                                                       title=lesson.shown_title())), None)
            yield from SCRIPTS[lesson.key](self.lab, found)
        except UserError as err:
            status, found.takeaway, found.details = "failed", _failed(str(err)), ""
        except Exception as err:  # noqa: BLE001 - a lesson that fails says why in its outcome, the app goes on
            status, found.takeaway, found.details = "failed", _failed(str(err), type(err).__name__), ""
        finally:
            if status == "completed" and self.control.stopped:
                status = "stopped"
                found.takeaway = _stopped(found.takeaway, len(found.points))
            self.outcome = LessonOutcome(lesson.key, tuple(found.points), tuple(found.estimates),
                                         found.figures, found.note, found.details, status, found.takeaway)
        if status == "completed":
            yield LessonProgress(1.0, say(lambda: translate("Lessons", "done")), 0.0)


def _failed(message: str, error: str = "") -> Said:
    """Why the lesson did not run (a UserError's own words) or failed (an unexpected error, named)."""
    if not error:
        return say(lambda: fill(translate("Lessons", "The lesson could not run here: {message}"), message=message))
    return say(lambda: fill(translate("Lessons", "The lesson failed: {error}: {message}"), error=error,
                            message=message))


def _stopped(reading: str, measured: int) -> Said:
    if reading:
        return say(lambda: fill(translate("Lessons", "Stopped before the end: {reading}"), reading=again(reading)))
    return say(lambda: counted(measured, translate("Lessons", "Stopped after %Ln measured point(s); there is not "
                                                              "enough to read yet.", None, 1)))
