"""The window's experiments are `dl-dashboard agent` measuring a sweep: streamed points, stop, clear failures."""

from __future__ import annotations

import json
import subprocess

import pytest

from dashboard.errors import UserError
from dashboard.experiments.child import ChildExperiment, sweep_request
from dashboard.experiments.plan import (
    experiment_from_dict,
    experiment_to_dict,
    largest_batch_experiment,
    sweep_experiment,
)
from dashboard.protocol.messages import Request, encode
from dashboard.protocol.transport import HERE, agent_command
from dashboard.training.config import TrainConfig

CONFIG = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", allow_download=False, val_size=64)


@pytest.fixture(autouse=True)
def experiments_go_to_a_temporary_folder(data_dir):
    return data_dir


def test_an_experiment_survives_the_trip_to_the_child_whole():
    experiment = sweep_experiment(CONFIG, ["cpu"], ["fp32", "bf16"], [4, 16], 0.2)
    assert experiment_from_dict(json.loads(json.dumps(experiment_to_dict(experiment)))) == experiment
    with pytest.raises(ValueError, match="not an experiment"):
        experiment_from_dict({"title": "x"})


# A child run to its end (points streamed as measured, saved where the child says, summarised) and a child stopped
# after its first point (the points so far kept, on disk too) are tested through the Experiments page, which
# measures with ChildExperiment: test_experiments_gui.py's
# test_a_sweep_from_the_page_draws_and_explains_what_it_measured and test_cancel_keeps_the_points_measured_so_far
# hold every check these two tests made here, in the same children (each child costs a torch start-up).


def test_an_experiment_that_cannot_run_here_says_why_and_saves_nothing(data_dir):
    experiment = sweep_experiment(CONFIG, ["cpu"], ["fp16"], [4], 0.2)  # fp16 needs CUDA
    with pytest.raises(UserError, match="fp16"):
        list(ChildExperiment(experiment))
    assert not (data_dir / "experiments").exists() or not any((data_dir / "experiments").iterdir())


def test_the_agent_refuses_an_experiment_that_is_not_one():
    request = encode(Request("sweep", {"title": 1}))
    finished = subprocess.run(agent_command(HERE), input=request + "\n", capture_output=True, text=True, timeout=120)
    assert finished.returncode == 2 and "Traceback" not in finished.stderr
    assert json.loads(finished.stdout.splitlines()[-1])["event"] == "error"


def test_the_windows_sweep_with_a_batch_that_cannot_fit_is_refused_whole_and_its_search_stops_where_memory_ends(
        monkeypatch):
    """The page planned every point it sends: the child measures them all or says in one line why not."""
    from dashboard.advisor.fits import AVAILABLE_ENV, DoesNotFit
    from dashboard.cli.sweep import _what_fits_for_the_window

    monkeypatch.setenv(AVAILABLE_ENV, str(2**30))
    with pytest.raises(DoesNotFit, match=r"batch 65,536 of simple-cnn for training needs about .* GiB on the cpu"):
        _what_fits_for_the_window(sweep_experiment(CONFIG, ["cpu"], ["fp32"], [4, 65_536], 0.2))
    fitting = sweep_experiment(CONFIG, ["cpu"], ["fp32"], [4, 16], 0.2)
    assert _what_fits_for_the_window(fitting) == fitting
    search = _what_fits_for_the_window(largest_batch_experiment(CONFIG, limit=65_536))
    assert search.search_limit is not None and 16 < search.search_limit < 65_536


def test_a_lessons_measurement_in_a_child_is_saved_nowhere_as_on_the_command_line(qtbot, monkeypatch, capsys,
                                                                                  data_dir):
    """Issue 33: the window's lessons measure in `sweep` children, which saved every sweep as an experiment;
    `lesson run` keeps none. The lessons page's agents are told not to save (the agent's part measured here, in this
    process; a saved sweep from the window is test_experiments_gui's)."""
    from dashboard.cli import sweep
    from dashboard.experiments.child import unsaved_child_experiment
    from dashboard.ui.lessons.page import LessonsPage

    experiment = sweep_experiment(CONFIG, ["cpu"], ["fp32"], [4], 0.1)
    measured = unsaved_child_experiment(experiment)
    request = sweep_request(experiment, measured.saved)
    assert not request.saved and sweep_request(experiment).saved
    page = LessonsPage()
    qtbot.addWidget(page)
    assert page.measure_with is unsaved_child_experiment  # how the page measures a lesson
    monkeypatch.setattr(sweep, "obey_stdin", lambda control: None)  # no window on the other end of stdin
    assert sweep.measure_for_agent(request.settings, request.saved) == 0
    done = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert done["event"] == "done" and done["saved_in"] is None
    assert not (data_dir / "experiments").exists() or not any((data_dir / "experiments").iterdir())


@pytest.mark.parametrize("flags, choose", [
    ([], {"download": True}),  # the defaults: the same experiment
    (["--model", "resnet18", "--dataset", "cifar10", "--optimizer", "sgd", "--freeze", "frozen",
      "--resolution", "64", "--threads", "1"],
     {"model": "resnet18", "dataset": "cifar10", "optimizer": "sgd", "freeze": "frozen", "resolution": 64,
      "threads": 1}),  # offline
    (["--model", "simple-cnn", "--dataset", "shapes"], {"model": "simple-cnn", "download": True}),
    (["--model", "tiny-gpt", "--attention", "plain"], {"model": "tiny-gpt", "attention": "plain"}),
])
def test_the_windows_custom_sweep_is_the_command_lines_with_the_same_choices(qtbot, flags, choose):
    """Issue 33's drift: the page's custom sweep lacked dataset, optimizer, fine-tuning, resolution, threads and
    offline. The same choices now make the same experiment as `dl-dashboard sweep` does (a download allowed is the
    command line without --offline)."""
    from dashboard.cli import build_parser
    from dashboard.cli.sweep import sweep_of
    from dashboard.ui.experiments.form import ExperimentForm

    offline = [] if choose.get("download") else ["--offline"]
    args = build_parser().parse_args(["sweep", *flags, *offline, "--batch-sizes", "4,16", "--seconds-per-point",
                                      "0.5"])
    form = ExperimentForm()
    qtbot.addWidget(form)
    if "model" in choose:
        form.model_box.setCurrentIndex(form.model_box.findData(choose["model"]))
    options = form.options
    for box, key in ((options.dataset_box, "dataset"), (options.optimizer_box, "optimizer"),
                     (options.freeze_box, "freeze"), (options.attention_box, "attention")):
        if key in choose:
            box.setCurrentIndex(box.findData(choose[key]))
    options.resolution_box.setValue(choose.get("resolution", options.resolution_box.minimum()))
    options.threads_box.setValue(choose.get("threads", 0))
    options.download_box.setChecked(bool(choose.get("download")))
    form.batches_edit.setText("4,16")
    form.seconds_box.setValue(0.5)
    assert form.experiment() == sweep_of(args, ["cpu"])


def test_the_windows_custom_sweep_has_the_command_lines_defaults(qtbot):
    from dashboard.cli import build_parser
    from dashboard.cli.sweep import sweep_of
    from dashboard.ui.experiments.form import ExperimentForm

    form = ExperimentForm()
    qtbot.addWidget(form)
    form.batches_edit.setText("4,16")
    form.seconds_box.setValue(0.5)
    args = build_parser().parse_args(["sweep", "--batch-sizes", "4,16", "--seconds-per-point", "0.5"])
    assert form.experiment() == sweep_of(args, ["cpu"])
