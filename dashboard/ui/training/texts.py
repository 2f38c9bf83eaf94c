"""What the Training lab says about a run, made from the events it keeps, in the reader's language.

Each text is made again from the same event when the language changes, so the page keeps the events, not the words
(``dashboard.ui.i18n.Texts`` keeps, per label, how its text is made).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from dashboard.experiments.shown_labels import shown_energy_note
from dashboard.text import QT_TRANSLATE_NOOP, counted, fill, say_words, translate
from dashboard.training.config import TrainConfig
from dashboard.training.disk import as_sentence
from dashboard.training.events import RunInfo, RunSummary, StepMetrics
from dashboard.training.runs import RunRecord
from dashboard.units import fmt, na

OUTCOMES = {
    "completed": QT_TRANSLATE_NOOP("Training", "Finished"),
    "stopped": QT_TRANSLATE_NOOP("Training", "Stopped"),
    "nan": QT_TRANSLATE_NOOP("Training", "Stopped: the loss is not a number"),
    "oom": QT_TRANSLATE_NOOP("Training", "Out of memory"),
    "error": QT_TRANSLATE_NOOP("Training", "Failed"),
    "failed": QT_TRANSLATE_NOOP("Training", "Failed"),
}
"""How a run ended, by the status its summary records (an English key on disk)."""
STATUS_WORDS = {
    "completed": QT_TRANSLATE_NOOP("Training", "completed"),
    "stopped": QT_TRANSLATE_NOOP("Training", "stopped"),
    "failed": QT_TRANSLATE_NOOP("Training", "failed"),
    "error": QT_TRANSLATE_NOOP("Training", "error"),
    "interrupted": QT_TRANSLATE_NOOP("Training", "interrupted"),
}
"""A saved run's status in a list, by its key on disk; "nan" and "oom" are shown as they are (NaN, OOM)."""


def seconds_text(seconds: float | None) -> str:
    """"42 s", "3 min 07 s", "1 h 05 min": a duration as a person reads it."""
    if seconds is None or not math.isfinite(seconds):
        return na()
    whole = int(round(seconds))
    if whole < 60:
        return fill(translate("Training", "{seconds} s"), seconds=whole)
    minutes, whole = divmod(whole, 60)
    if minutes < 60:
        return fill(translate("Training", "{minutes} min {seconds} s"), minutes=minutes, seconds=f"{whole:02d}")
    hours, minutes = divmod(minutes, 60)
    return fill(translate("Training", "{hours} h {minutes} min"), hours=hours, minutes=f"{minutes:02d}")


def summary_text(summary: RunSummary) -> str:
    """How a run ended, for the progress line: the outcome, its length and speed, and its validation accuracy."""
    outcome = OUTCOMES.get(summary.status)
    accuracy = na() if summary.val_accuracy is None else fmt(summary.val_accuracy * 100, "%", 1)
    return fill(counted(summary.steps, translate("Training", "{outcome} after %Ln step(s) in {duration} · steady "
                                                             "{speed} · validation accuracy {accuracy}", None, 1)),
                outcome=translate("Training", outcome) if outcome is not None else summary.status,
                duration=seconds_text(summary.elapsed_seconds),
                speed=fmt(summary.samples_per_second, "samples/s", 1), accuracy=accuracy) + " · " + energy_text(summary)


def energy_text(summary: RunSummary) -> str:
    """What the run's epochs cost in energy, or why that is not known (said from the child's words, else from the
    templates its English was made from: an older file's)."""
    if summary.energy_j is None or summary.samples_per_joule is None:
        return fill(translate("Training", "energy not measured: {reason}"),
                    reason=say_words(summary.energy_words) or shown_energy_note(summary.energy_note) or na())
    return fill(translate("Training", "{energy} over its epochs ({per_joule} samples/J at {power}, peak {peak})"),
                energy=fmt(summary.energy_j, "J"), per_joule=fmt(summary.samples_per_joule, "", 1),
                power=fmt(summary.average_power_w, "W"), peak=fmt(summary.peak_power_w, "W"))


def info_text(info: RunInfo) -> str:
    """What the run trains, on what, and how long: shown once the model is built."""
    return fill(translate("Training", "<b>{model}</b>: {parameters:,.0f} parameters, {trainable:,.0f} trainable · "
                                      "{mflops:,.1f} MFLOPs per sample (forward; a training step is about 3x) · "
                                      "{train:,.0f} training and {validation:,.0f} validation samples of {dataset} "
                                      "· batch {batch} · {steps} steps on {device} ({precision})"),
                model=info.model, parameters=info.parameters, trainable=info.trainable_parameters,
                mflops=info.flops_per_sample / 1e6, train=info.train_samples, validation=info.val_samples,
                dataset=info.dataset, batch=info.batch_size, steps=info.steps_total, device=info.device_name,
                precision=info.precision) + ("" if info.processes < 2 else " · " + fill(
                    translate("Training", "{processes} data-parallel processes, each with batch {batch}: a global "
                                          "batch of {total}"),
                    processes=info.processes, batch=info.batch_size, total=info.batch_size * info.processes))


def progress_text(step: StepMetrics) -> str:
    """The progress line during a run: where it is, its loss, speed and step time, and when it should end."""
    speed = step.steady_samples_per_second or step.samples_per_second
    return fill(translate("Training", "Step {step:,.0f} of {total:,.0f} (epoch {epoch}) · loss {loss:.4f} · "
                                      "{speed:,.0f} samples/s · {milliseconds:.1f} ms/step · ETA {eta}"),
                step=step.step, total=step.steps_total, epoch=step.epoch, loss=step.loss, speed=speed,
                milliseconds=step.step_seconds * 1000, eta=seconds_text(step.eta_seconds))


def saved_run_text(path: Path, summary: dict[str, object] | None) -> str:
    """A saved run opened: how it ended (``None``: it saved no summary). A run that finished or was stopped is told
    from its status and step count in the reader's language; any other ending from the words it saved, else in
    the English it saved."""
    if summary is None:
        return fill(translate("Training", "Saved run {name}: no summary (the app was closed or killed)"),
                    name=path.name)
    status, steps = summary.get("status"), summary.get("steps")
    if status == "completed" and isinstance(steps, int):
        ending = counted(steps, translate("Training", "trained %Ln step(s)", None, 1))
    elif status == "stopped" and isinstance(steps, int):
        ending = counted(steps, translate("Training", "stopped by the user after %Ln step(s)", None, 1))
    else:
        ending = say_words(summary.get("words")) or str(summary.get("message", ""))
    return fill(translate("Training", "Saved run {name}: {ending}"), name=path.name, ending=ending)


def saved_run_notices(record: RunRecord, problem: str | None) -> str:
    """What was left out of a saved run opened: lines of its metrics skipped, and settings the form could not take
    (``problem``, the reason in the run file's own words)."""
    notices = [record.skipped.notice()]
    if problem is not None:
        notices.append(fill(translate("Training", "Its settings were not put in the form: {reason}."),
                            reason=problem))
    return " ".join(notice for notice in notices if notice)


def overlay_labels(records: list[RunRecord], configs: list[TrainConfig]) -> list[str]:
    """Each saved run overlaid, named by the settings that differ between them and by the machine that recorded
    it, when it is another."""
    from dashboard.recording.exchange import recorded_on
    from dashboard.training.runs import differences

    return [label + recorded_on(record.document)
            for label, record in zip(differences(configs), records, strict=True)]


def overlay_text(labels: Callable[[], list[str]], x_axis: str) -> str:
    """The progress line over an overlay of saved runs: how many, against what, and what tells them apart."""
    names = labels()
    template = translate("Training", "Overlay of {count} runs by step (loss smoothed); they differ in: {labels}") \
        if x_axis == "step" else \
        translate("Training", "Overlay of {count} runs by time (loss smoothed); they differ in: {labels}")
    return fill(template, count=len(names), labels="; ".join(names))


def process_message(summary: RunSummary) -> str:
    """The training process's message: in the reader's language when it came with its words, else as it was."""
    return as_sentence(say_words(summary.words) or summary.message)
