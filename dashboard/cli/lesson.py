"""`dl-dashboard lesson list|run NAME`: the Lessons page's live demonstrations, headless.

`run` measures the lesson (progress on stderr), then prints its takeaway and the details beneath, or with --json one
document with the measured points, the estimates, the figures, the takeaway and the details. SIGINT and SIGTERM stop
it cooperatively: what was measured is still printed, and the exit status is 128 + the signal.
"""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from dashboard.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    Commands,
    UsageError,
    add_json_flag,
    add_record_option,
    listing,
    print_json,
    progress,
    stop_on_signals,
    write_kept_recording,
)
from dashboard.cli.remote import add_remote_options, remote_machine
from dashboard.experiments.plan import Experiment, parse_names
from dashboard.lessons.catalog import all_lessons, find_lesson
from dashboard.lessons.lab import SIZES, LessonProgress
from dashboard.lessons.remote import RemoteLessonRun
from dashboard.lessons.run import LessonOutcome, LessonRun
from dashboard.recording.in_memory import LessonRecorder
from dashboard.training.config import available_devices
from dashboard.units import fmt

if TYPE_CHECKING:
    from dashboard.advisor.fits import DoesNotFit


def add_parser(commands: Commands) -> None:
    lesson = commands.add_parser("lesson", help="one-click demonstrations of the concepts the app teaches")
    actions = lesson.add_subparsers(dest="lesson_action", metavar="ACTION", required=True)
    listed = actions.add_parser("list", help="the lessons, in order")
    add_json_flag(listed, "the lessons")
    listed.set_defaults(run=run_list)
    run = actions.add_parser("run", help="measure one lesson and print its reading")
    run.add_argument("name", help=f"the lesson: {listing([lesson.key for lesson in all_lessons()])}")
    run.add_argument("--size", dest="lesson_size", choices=SIZES, default="normal",
                     help="normal (under a minute on a 2-core CPU) or tiny (seconds: a smoke test)")
    run.add_argument("--devices", help="a comma list of devices to use, e.g. cpu,cuda:0 (default: all found)")
    add_json_flag(run, "the measured points, the figures and the reading")
    add_record_option(run, "lesson (its progress, points, figures and reading)")
    add_remote_options(run, "measure the lesson")
    run.set_defaults(run=run_lesson)


def run_list(args: argparse.Namespace) -> int:
    if args.json:
        print_json([{"key": x.key, "number": x.number, "title": x.title, "kind": x.kind,
                     "explanation": x.explanation, "terms": list(x.terms)} for x in all_lessons()])
        return EXIT_OK
    for lesson in all_lessons():
        print(f"{lesson.number:2}. {lesson.key:<16} {lesson.title}")
    return EXIT_OK


def run_lesson(args: argparse.Namespace) -> int:
    lesson = find_lesson(args.name)
    machine = remote_machine(args)
    guard = MemoryGuard()
    run: LessonRun | RemoteLessonRun
    if machine is not None:  # measured there, by its agent, with its devices (those named, else all it has)
        if args.record is not None:
            raise UsageError("--record keeps what this machine measures: give it without --remote")
        devices = [] if args.devices is None else parse_names(args.devices, "device")
        run = RemoteLessonRun(lesson, devices, size=args.lesson_size, machine=machine)
    else:
        devices = _devices(args.devices)
        run = LessonRun(lesson, devices, size=args.lesson_size)
        run.lab.measure_with = guard.wrap(run.lab.measure_with)
    recorder = LessonRecorder(lesson, args.lesson_size, devices) if args.record is not None else None
    with stop_on_signals(run.control) as interruption:
        for item in recorder.recorded(run) if recorder is not None else run:
            if isinstance(item, LessonProgress):
                left = "" if item.seconds_left is None else f", about {fmt(item.seconds_left, 's')} left"
                progress(f"{lesson.key}: {item.fraction:.0%} {item.text}{left}")
    outcome = run.outcome
    assert outcome is not None  # set when the iteration ends
    if guard.refused is not None and outcome.status == "failed":  # nothing of it fits: one line, as other commands
        raise guard.refused
    if recorder is not None:
        write_kept_recording(recorder.recording(outcome), args.record, "lesson")
    if args.json:
        print_json(outcome.to_dict())
    else:
        print(format_outcome(outcome))
    if interruption.signum is not None:
        return interruption.exit_code
    return EXIT_FAILED if outcome.status == "failed" else EXIT_OK


def lesson_for_agent(settings: dict[str, Any]) -> int:
    """The lesson a window (or `lesson run --remote`) sent to `dl-dashboard agent`: measured here as `lesson run`
    measures it, its progress and points sent as they come (each progress text with its words, said again in the
    window's language), then its outcome."""
    import dataclasses

    from dashboard.cli.common import UsageError, emit, obey_stdin
    from dashboard.experiments.points import SweepPoint
    from dashboard.protocol.messages import Event, EventName
    from dashboard.text import words_of

    name, size, devices = settings.get("name"), settings.get("size", "normal"), settings.get("devices")
    if not isinstance(name, str) or size not in SIZES:
        raise UsageError(f"a lesson is asked for by its name and a size of {listing(list(SIZES))}")
    lesson = find_lesson(name)
    chosen = _devices(",".join(devices) if isinstance(devices, list) and devices else None)
    guard = MemoryGuard()
    run = LessonRun(lesson, chosen, size=size)
    run.lab.measure_with = guard.wrap(run.lab.measure_with)
    obey_stdin(run.control)
    for item in run:
        if isinstance(item, SweepPoint):
            emit(Event(EventName.POINT, dataclasses.asdict(item)))
        elif isinstance(item, LessonProgress):
            emit(Event(EventName.PROGRESS, {"fraction": item.fraction, "text": str(item.text),
                                            "words": words_of(item.text), "seconds_left": item.seconds_left}))
    outcome = run.outcome
    assert outcome is not None  # set when the iteration ends
    if guard.refused is not None and outcome.status == "failed":
        raise guard.refused
    emit(Event(EventName.OUTCOME, outcome.to_dict()))
    return EXIT_FAILED if outcome.status == "failed" else EXIT_OK


class MemoryGuard:
    """Each experiment of a lesson without the batches that cannot fit in the memory free (``fits``), said in one
    line; the refusal kept when none fits, so that the command ends in that line rather than a failed lesson."""

    def __init__(self) -> None:
        self.refused: DoesNotFit | None = None

    def wrap(self, measure_with: Callable[[Experiment], Any]) -> Callable[[Experiment], Any]:
        def guarded(experiment: Experiment) -> Any:
            from dashboard.advisor.fits import DoesNotFit, fit_experiment

            try:
                fitting, line = fit_experiment(experiment)
            except DoesNotFit as err:
                self.refused = err
                raise
            if line:
                progress(f"dl-dashboard lesson: {line}; measuring the others")
            return measure_with(fitting)

        return guarded


def _devices(text: str | None) -> list[str]:
    """The devices asked for, each one present here; all found when none are named."""
    if text is None:
        return available_devices()
    from dashboard.cli.common import UsageError

    asked = parse_names(text, "device")
    if asked == ["cpu"]:
        return asked  # always there: no torch import (seconds) to say so
    found = available_devices()
    missing = [device for device in asked if device not in found]
    if missing:
        raise UsageError(f"--devices: {', '.join(missing)} not available here: choose from {', '.join(found)}")
    return asked


def format_outcome(outcome: LessonOutcome) -> str:
    lines = [f"{outcome.lesson}: {outcome.status}, {len(outcome.points)} measured point(s)"
             + (f", {len(outcome.estimates)} estimated" if outcome.estimates else "")]
    if outcome.note:
        lines += ["", textwrap.fill(f"Note: {outcome.note}", width=110)]
    if outcome.takeaway:
        lines += ["", textwrap.fill(outcome.takeaway, width=110)]
    if outcome.details:
        lines += ["", textwrap.fill(f"Details: {outcome.details}", width=110)]
    return "\n".join(lines)
