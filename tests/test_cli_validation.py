"""Every number and path a command takes is checked before any work starts: one line naming the option and what is
allowed, exit status 2, nothing on disk; never a traceback, never a silent acceptance.

The work each command would start is replaced by a tripwire, so a command line that is wrongly accepted fails at
once instead of training or measuring for minutes.
"""

from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dashboard.cli import main
from dashboard.errors import UserError
from dashboard.experiments.plan import experiment_from_dict, experiment_to_dict, sweep_experiment
from dashboard.text import say_words
from dashboard.training.config import ConfigError, TrainConfig, validate


class WorkStarted(BaseException):
    """Raised by the tripwires: the command line was accepted (BaseException: no handler of the CLI swallows it)."""


@pytest.fixture
def tripwires(monkeypatch, data_dir):
    """Every command's first piece of real work raises WorkStarted."""
    import dashboard.cli.advise
    import dashboard.cli.bench
    import dashboard.experiments.sweep
    import dashboard.hardware.sampler
    import dashboard.training.engine
    import dashboard.ui.app

    def started(*args, **kwargs):
        raise WorkStarted

    monkeypatch.setattr(dashboard.training.engine, "load_dataset", started)
    monkeypatch.setattr(dashboard.experiments.sweep, "probes_for", started)
    monkeypatch.setattr(dashboard.hardware.sampler.SamplingLoop, "snapshots", started)
    monkeypatch.setattr(dashboard.cli.bench, "_self_benchmark", started)
    monkeypatch.setattr(dashboard.cli.bench, "BenchmarkRun", started)
    monkeypatch.setattr(dashboard.cli.advise, "advise_request", started)
    monkeypatch.setattr(dashboard.ui.app, "self_test", started)
    return data_dir


def unwritable_folder(tmp_path: Path) -> Path:
    """A folder this process cannot write in: read-only permissions, or /sys where those do not bind (root)."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):
        if not sys.platform.startswith("linux"):
            pytest.skip("no folder here is unwritable to this user")
        return Path("/sys")
    return folder


REFUSED = [
    # the tracebacks
    (["sweep", "--devices", ""], "give at least one device"),
    (["sweep", "--devices", ",,"], "give at least one device"),
    (["sweep", "--precision", ""], "give at least one precision"),
    (["sweep", "--threads=-1"], "threads -1 is not allowed: use a whole number from 1 to"),
    (["train", "--threads=-1"], "threads -1 is not allowed: use a whole number from 1 to"),
    (["sweep", "--json", "{tmp}"], "--json cannot write to '{tmp}' (it is a folder)"),
    (["sweep", "--out", "{tmp}"], "--out cannot write to '{tmp}' (it is a folder)"),
    (["sweep", "--json", "{tmp}/missing/sweep.json"], "(there is no folder {tmp}/missing)"),
    (["sweep", "--json", "{unwritable}/sweep.json"], "--json cannot write to '{unwritable}/sweep.json' ("),
    (["sweep", "--out", "{unwritable}/sweep.json"], "--out cannot write to '{unwritable}/sweep.json' ("),
    (["monitor", "--seconds", "inf"], "argument --seconds: must be a finite number, got inf"),
    (["bench", "engine", "--ticks", "0"], "argument --ticks: must be from 1 to 100,000, got 0"),
    (["bench", "idle", "--seconds", "inf"], "argument --seconds: must be a finite number, got inf"),
    # silently accepted
    (["train", "--epochs", "0"], "epochs 0 is not allowed: use a whole number from 1 to 10,000,000"),
    (["maxbatch", "--limit=-5"], "the search limit must be a batch size from 1 to 65,536, got -5"),
    (["maxbatch", "--limit", "0"], "the search limit must be a batch size from 1 to 65,536, got 0"),
    (["sweep", "--json", ""], "--json cannot write to '' (no path given)"),
    (["sweep", "--out", ""], "--out cannot write to '' (no path given)"),
    (["bench", "sampler", "--ticks", "0"], "argument --ticks: must be from 1 to 100,000, got 0"),
    (["bench", "sampler", "--ticks", "-5"], "argument --ticks: must be from 1 to 100,000, got -5"),
    # unclear
    (["train", "--seed", "-1"], "seed -1 is not allowed: use a whole number from 0 to 2,147,483,647"),
    (["train", "--seed", str(2**64)], f"seed {2**64} is not allowed: use a whole number from 0 to 2,147,483,647"),
    # found by probing every option with 0, -1, inf, nan, "" and huge values
    (["train", "--steps", str(10**23)], f"steps {10**23} is not allowed: use a whole number from 1 to 10,000,000"),
    (["train", "--epochs", str(10**23)], "epochs 1" + "0" * 23 + " is not allowed"),
    (["train", "--lr", "1e23"], "learning rate 1e+23 is not allowed: use a finite number greater than 0 and at most"),
    (["train", "--lr", "nan"], "learning rate nan is not allowed"),
    (["train", "--batch-size", ""], "argument --batch-size: invalid int value: ''"),
    (["train", "--workers=-1"], "data-loader workers -1 is not allowed: use a whole number from 0 to"),
    (["train", "--resolution", "0"], "resolution 0 px is not allowed: use a whole number from 16 to 512 px"),
    (["sweep", "--seconds-per-point", "nan"], "argument --seconds-per-point: must be a finite number, got nan"),
    (["monitor", "--seconds", "1e9"], "argument --seconds: must be more than 0 and at most 604,800, got 1e9"),
    (["monitor", "--interval", "nan"], "argument --interval: must be a finite number, got nan"),
    (["advise", "--classes", str(10**23)], f"argument --classes: must be from 1 to 100,000, got {10**23}"),
    (["advise", "--model", "text-lstm", "--seq-len", "100000000"], "argument --seq-len: must be from 1 to 4,096"),
    (["advise", "--model", "text-lstm", "--vocab-size", "10**8"], "argument --vocab-size: must be a whole number"),
    (["advise", "--model", "text-lstm", "--vocab-size", "100000000"], "argument --vocab-size: must be from 1 to"),
    (["advise", "--model", "text-lstm", "--seq-len", "4096", "--vocab-size", "65536"],
     "--seq-len x --vocab-size must be at most 16,777,216 (the logits of one sample), got 4,096 x 65,536"),
    (["advise", "--dataset-size", "0"], "argument --dataset-size: must be from 1 to 100,000,000, got 0"),
    (["bench", "sampler", "--ticks", str(10**23)], "argument --ticks: must be from 1 to 100,000"),
    (["bench", "window", "--repeats", "1000000"], "argument --repeats: must be from 1 to 100, got 1000000"),
    (["bench", "latency", "--steps", "10000000"], "argument --steps: must be from 20 to 100,000, got 10000000"),
    (["bench", "soak", "--minutes", "nan"], "argument --minutes: must be a finite number, got nan"),
    (["--self-test", "--screenshot", "{tmp}"], "argument --screenshot: cannot write to '{tmp}' (it is a folder)"),
    (["--self-test", "--screenshot", "{unwritable}/shot.png"], "argument --screenshot: cannot write to"),
    (["--open", ""], "argument --open: give the path of a saved run or experiment folder"),
]


@pytest.mark.parametrize(("args", "message"), REFUSED, ids=[" ".join(args) for args, _ in REFUSED])
def test_a_bad_command_line_is_one_line_and_exit_2_before_any_work(args, message, tripwires, tmp_path, capsys):
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    unwritable = unwritable_folder(tmp_path)
    fill = {"tmp": str(scratch), "unwritable": str(unwritable)}
    assert main([arg.format(**fill) for arg in args]) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and message.format(**fill) in err, err  # one line, saying what is allowed
    assert "Traceback" not in err and "usage:" not in err
    assert not (tripwires / "runs").exists() and not (tripwires / "experiments").exists()
    assert not list(scratch.iterdir())  # no scratch file left by the write check


@pytest.mark.parametrize("args", [
    ["train", "--steps", "10000000", "--lr", "10", "--seed", str(2**31 - 1)],
    ["sweep", "--out", "{tmp}/sweep.json", "--seconds-per-point", "600"],
    ["maxbatch", "--limit", "65536"],
    ["monitor", "--seconds", "604800"],
    ["advise", "--classes", "100000", "--dataset-size", "100000000"],
    ["advise", "--model", "text-lstm", "--seq-len", "64", "--vocab-size", "262144"],
    ["bench", "sampler", "--ticks", "100000"],
    ["--self-test", "--screenshot", "{tmp}/shot.png"],
], ids=lambda args: " ".join(args))
def test_the_largest_allowed_values_are_accepted(args, tripwires, tmp_path):
    with pytest.raises(WorkStarted):
        main([arg.format(tmp=tmp_path) for arg in args])
    assert not (tmp_path / "sweep.json").exists()  # checked, not written yet


@pytest.mark.parametrize(("args", "message"), [
    (["train", "--json", "--epochs", "abc"], "argument --epochs: invalid int value: 'abc'"),
    (["train", "--json", "--epochs", "0"], "epochs 0 is not allowed"),
    (["train", "--seed", "-1", "--json"], "seed -1 is not allowed"),
])
def test_train_json_refuses_with_one_error_line_on_stdout(args, message, tripwires, capsys):
    assert main(args) == 2
    out, err = capsys.readouterr()
    lines = out.splitlines()
    line = json.loads(lines[0]) if len(lines) == 1 else {}
    assert line["event"] == "error" and line.keys() <= {"event", "message", "words"}
    if "words" in line:  # ours, for a window in another language; argparse's own messages come without
        assert say_words(line["words"]) == line["message"]
    assert message in json.loads(lines[0])["message"] and message in err


def test_without_json_nothing_goes_to_stdout(tripwires, capsys):
    assert main(["train", "--epochs", "abc"]) == 2
    assert capsys.readouterr().out == ""


# ---------------------------------------------------------------- the rules the window's form shares

ANY_VALUE = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8),
                      st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                          max_size=2))
FIELDS = [name for name in TrainConfig.__dataclass_fields__]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(FIELDS), ANY_VALUE))
def test_any_values_are_a_valid_config_or_a_config_error(values):
    """What a saved run or the window's child may hand over: accepted whole, or refused with a message."""
    try:
        config = validate(TrainConfig.from_dict(values), devices=["cpu"])
    except ConfigError as err:
        assert str(err) and "\n" not in str(err)
        return
    assert isinstance(config.batch_size, int) and not isinstance(config.batch_size, bool)
    assert math.isfinite(config.learning_rate) and 0 < config.learning_rate <= 10
    assert 0 <= config.seed <= 2**31 - 1
    assert (config.epochs or config.steps or 0) >= 1


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                                 max_size=3), max_leaves=12)
GOOD = experiment_to_dict(sweep_experiment(TrainConfig(), ["cpu"], ["fp32"], [1, 4], 0.5))


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(sorted(GOOD)), JSON), st.booleans())
def test_any_json_is_an_experiment_or_a_value_error(values, on_top_of_good):
    """The experiment the window sends its measuring child: read whole and within range, or refused in words."""
    data = (GOOD | values) if on_top_of_good else values
    try:
        experiment = experiment_from_dict(data)
    except ValueError as err:
        assert str(err)
        return
    assert experiment.variants and all(1 <= size <= 65536 for size in experiment.batch_sizes)
    assert experiment.search_limit is not None or 0 < experiment.seconds_per_point <= 600


@pytest.mark.parametrize(("change", "message"), [
    ({"variants": []}, "at least one series"),
    ({"batch_sizes": [0, 4]}, "batch sizes must be between 1 and 65,536"),
    ({"seconds_per_point": float("nan")}, "seconds per point must be more than 0 and at most 600"),
    ({"seconds_per_point": float("inf")}, "seconds per point must be more than 0 and at most 600"),
    ({"loss_steps": -1}, "loss steps must be from 0"),
    ({"search_limit": 0}, "the search limit must be a batch size from 1"),
    ({"batch_sizes": [float("inf")]}, "not an experiment: OverflowError"),
    ({"variants": [{"label": "", "config": "garbage"}]}, "not an experiment"),
])
def test_an_experiment_out_of_range_is_refused_in_words(change, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        experiment_from_dict(GOOD | change)


def test_a_refused_experiment_is_a_user_error_where_its_numbers_are_wrong():
    with pytest.raises(UserError):
        experiment_from_dict(GOOD | {"batch_sizes": [10**6]})
