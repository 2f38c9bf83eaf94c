"""Issue 33: one way to run a feature. A run and a lesson started from the window and from the command line, with
the same choices, save (or print) the same thing: the window's agent runs the command line's own code."""

from __future__ import annotations

import json

import pytest

from dashboard.cli import main
from dashboard.training.events import EpochMetrics, RunSummary, StepMetrics
from dashboard.training.runs import list_runs, read_run
from dashboard.ui.lessons.page import LessonsPage
from dashboard.ui.training.page import TrainingPage

WAIT_MS = 120_000


def _shape(path):
    """What a saved run holds, apart from its timings: each event's kind and step, and how it ended."""
    record = read_run(path)
    steps = [(type(event).__name__, event.step) for event in record.training_events()
             if isinstance(event, StepMetrics | EpochMetrics)]
    summary = [event for event in record.training_events() if isinstance(event, RunSummary)]
    return steps, [(event.status, event.steps) for event in summary]


def _losses(path):
    return [event.loss for event in read_run(path).training_events() if isinstance(event, StepMetrics)]


@pytest.mark.parametrize("choices, flags", [
    ({}, []),  # the defaults of both
    ({"optimizer": "sgd", "batch": 8, "threads": 1, "seed": 3, "lr": "0.01", "channels_last": True},
     ["--optimizer", "sgd", "--batch-size", "8", "--threads", "1", "--seed", "3", "--lr", "0.01",
      "--channels-last"]),
])
def test_a_run_from_the_training_lab_saves_what_train_saves_with_the_same_choices(qtbot, data_dir, choices, flags):
    page = TrainingPage()
    qtbot.addWidget(page)
    form = page.form
    form.download_box.setChecked(False)
    form.length_unit.setCurrentIndex(form.length_unit.findData("steps"))
    form.length_box.setValue(4)
    if "optimizer" in choices:
        form.optimizer_box.setCurrentIndex(form.optimizer_box.findData(choices["optimizer"]))
        form.batch_box.setValue(choices["batch"])
        form.threads_box.setValue(choices["threads"])
        form.seed_box.setValue(choices["seed"])
        form.lr_edit.setText(choices["lr"])
        form.channels_last_box.setChecked(choices["channels_last"])
    try:
        with qtbot.waitSignal(page.sig_run_finished, timeout=WAIT_MS) as finished:
            page.start()
        assert finished.args[0].status == "completed"
        qtbot.waitUntil(lambda: not page.task.is_running(), timeout=WAIT_MS)
    finally:
        assert page.shutdown()
    [from_window] = list_runs(data_dir / "runs")
    assert main(["train", *flags, "--steps", "4", "--offline", "--json"]) == 0
    [from_command] = set(list_runs(data_dir / "runs")) - {from_window}
    assert read_run(from_window).config == read_run(from_command).config
    assert _shape(from_window) == _shape(from_command)
    if "threads" in choices:  # one thread each, the same seed: the same numbers, step by step
        assert _losses(from_window) == _losses(from_command)


def test_a_lesson_from_the_lessons_page_reads_as_lesson_run_prints_it(qtbot, data_dir, capsys):
    """llm-fits: computed, not timed, so both ways give the same words to the letter."""
    page = LessonsPage()
    qtbot.addWidget(page)
    page.choose("llm-fits")
    try:
        with qtbot.waitSignal(page.sig_finished, timeout=WAIT_MS):
            page.run_button.click()
    finally:
        assert page.shutdown(30_000)
    shown = page.outcomes["llm-fits"]
    assert main(["lesson", "run", "llm-fits", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["status"] == shown.status == "completed"
    assert printed["reading"] == shown.reading and printed["figures"] == json.loads(json.dumps(shown.figures))
