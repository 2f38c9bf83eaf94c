"""The replay bar's one line: what run a recording is and on what machine, short enough for a 1280x720 projector.

"resnet18 · cuda:0 · fp16 · batch 128 · NVIDIA H100 80GB HBM3": the run's settings (an experiment's model, devices
and precisions; a lesson's title; the benchmarks' device), then the recorded machine's GPUs, or its CPU when it had
none. Made from the recording's document in the reader's language, not from its English title; the date, the CPU
and the app's version are in the bar's tooltip.
"""

from __future__ import annotations

from collections.abc import Iterable

from dashboard.errors import UserError
from dashboard.recording.fileformat import Recording
from dashboard.text import fill, translate
from dashboard.training.run_schema import UnreadableRun, saved_config

SEPARATOR = " · "


def headline(recording: Recording) -> str:
    """The run, then the machine, in one line."""
    return SEPARATOR.join(part for part in (run_phrase(recording), machine_phrase(recording)) if part)


def machine_phrase(recording: Recording) -> str:
    """The recorded machine by its GPUs, or by its CPU when it had none."""
    gpus = [gpu.name for gpu in recording.inventory.gpus] if recording.inventory is not None else []
    parts = recording.header.machine.split(SEPARATOR)
    return " + ".join(gpus) if gpus else (" + ".join(parts[1:]) if len(parts) > 1 else parts[0])


def run_phrase(recording: Recording) -> str:
    """What was recorded, by the settings that tell it apart; the recording's own title when they cannot be read."""
    document, kind = recording.document, recording.header.kind
    try:
        if kind == "run":
            config = saved_config(document.get("config"))
            batch = fill(translate("Replay", "batch {batch}"), batch=config.batch_size)
            if config.processes > 1:
                batch = f"{batch} × {config.processes}"
            return SEPARATOR.join((config.model, config.device, config.precision, batch))
        if kind == "experiment":
            return _experiment_phrase(document["experiment"]["variants"])
        if kind == "bench":
            return SEPARATOR.join((translate("Advisor", "Measured vs peak"), str(document["bench"]["device"])))
        if kind == "lesson":
            from dashboard.lessons.catalog import find_lesson

            lesson = find_lesson(str(document["lesson"]["key"]))
            return fill(translate("Lessons", "{number}. {title}"), number=lesson.number, title=lesson.shown_title())
    except (UnreadableRun, UserError, KeyError, TypeError, IndexError):
        pass
    return recording.header.title


def _experiment_phrase(variants: list[dict]) -> str:
    configs = [variant["config"] for variant in variants]
    return SEPARATOR.join((_joined((config["model"] for config in configs), "/"),
                           _joined((config["device"] for config in configs), " + "),
                           _joined((config["precision"] for config in configs), "/")))


def _joined(values: Iterable[object], between: str) -> str:
    return between.join(dict.fromkeys(str(value) for value in values))
