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


def test_every_setting_of_a_run_is_on_the_command_line_and_in_the_form_or_named_as_in_neither(qtbot):
    """One mapping: the command line's options and the form's rows are both keyed by TrainConfig's fields; a field
    added to TrainConfig and offered by one shell only fails here."""
    import dataclasses

    from dashboard.training.config import TrainConfig
    from dashboard.training.options import LENGTH_FIELDS, MODEL_OPTIONS, NOT_ON_THE_COMMAND_LINE, RUN_OPTIONS
    from dashboard.ui.training.form import TrainingForm

    fields = {field.name for field in dataclasses.fields(TrainConfig)}
    on_the_command_line = [option.field for option in (*MODEL_OPTIONS, *RUN_OPTIONS)] + list(LENGTH_FIELDS)
    assert sorted(on_the_command_line) == sorted(fields - NOT_ON_THE_COMMAND_LINE)  # each once
    form = TrainingForm()
    qtbot.addWidget(form)
    assert form.shown_fields == set(on_the_command_line)
    from dashboard.ui.experiments.form import ExperimentForm
    from dashboard.ui.experiments.model_options import SWEEP_FIELDS

    sweep = ExperimentForm()  # a custom sweep: the model's settings `sweep` takes, besides its devices and batches
    qtbot.addWidget(sweep)
    assert tuple(sweep.options.bindings) == SWEEP_FIELDS
    assert set(SWEEP_FIELDS) == {option.field for option in MODEL_OPTIONS} - {"model", "precision"}


SOMETHING_ELSE = {"model": "resnet18", "dataset": "cifar10", "batch_size": 8, "optimizer": "sgd",
                  "learning_rate": 0.01, "precision": "bf16", "threads": 1, "processes": 2, "channels_last": True,
                  "seed": 3, "freeze": "frozen", "attention": "plain", "resolution": 64, "workers": 1,
                  "pin_memory": True, "data_on_device": True, "allow_download": False}
"""Every setting both shells offer, none at its default (the device: this machine has only its CPU)."""


def test_a_config_said_as_options_and_shown_in_the_form_comes_back_whole(qtbot):
    from dashboard.cli import build_parser
    from dashboard.cli.common import config_from_args
    from dashboard.cli.train import train_config
    from dashboard.training.config import TrainConfig
    from dashboard.training.options import argv_of
    from dashboard.ui.training.form import TrainingForm

    config = TrainConfig(**SOMETHING_ELSE).with_length("steps", 7)
    assert train_config(build_parser().parse_args(["train", *argv_of(config)])) == config
    assert config_from_args(build_parser().parse_args(["train"])) == TrainConfig()  # the defaults are the config's
    form = TrainingForm()
    qtbot.addWidget(form)
    form.apply_config(config)
    assert form.config() == config
