"""`dl-dashboard train`: the training lab without a window, one JSON object per event with --json.

With ``--nproc N`` the command launches N copies of itself through torchrun's elastic launcher, one per rank of a
DistributedDataParallel run (``dashboard.training.launch``); each copy finds itself started by torchrun and trains
as its rank. Rank 0 records the run and prints its events; the other ranks train silently.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dashboard.cli.common import (
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_OK,
    Commands,
    UsageError,
    add_model_options,
    add_options,
    add_record_option,
    config_from_args,
    emit,
    emit_line,
    end_child,
    error_line,
    obey_stdin,
    outlive_link,
    print_json,
    progress,
    stop_on_signals,
    user_rule,
    whole_number,
    write_recording_of,
)
from dashboard.cli.remote import add_remote_options, remote_machine
from dashboard.protocol.messages import Event, EventName
from dashboard.protocol.transport import Machine
from dashboard.training.config import MAX_PROCESSES, TrainConfig, validate
from dashboard.training.control import RunControl
from dashboard.training.disk import WriteFailed
from dashboard.training.options import RUN_OPTIONS
from dashboard.training.rendezvous import DEFAULT_TIMEOUT_S, parse_endpoint
from dashboard.units import fmt

if TYPE_CHECKING:
    from dashboard.training.distributed import Group


def add_parser(commands: Commands) -> None:
    train = commands.add_parser("train", help="train a model headless and record the run")
    add_model_options(train)
    add_options(train, tuple(option for option in RUN_OPTIONS if option.field != "processes"))
    length = train.add_mutually_exclusive_group()
    length.add_argument("--epochs", type=int, help=f"train this many epochs (default {TrainConfig().epochs})")
    length.add_argument("--steps", type=int, help="stop after this many optimizer steps")
    train.add_argument("--json", action="store_true", help="print one JSON object per event on stdout")
    add_record_option(train, "run")
    add_remote_options(train, "train")
    parallel = train.add_argument_group("data-parallel training (DistributedDataParallel under torchrun)")
    add_options(parallel, tuple(option for option in RUN_OPTIONS if option.field == "processes"),
                types={"processes": whole_number(1, MAX_PROCESSES)})
    parallel.add_argument("--nnodes", type=whole_number(1, 1024), default=1,
                          help="machines in the run, each running this same command (default 1)")
    parallel.add_argument("--rdzv-endpoint", metavar="HOST:PORT", type=user_rule(parse_endpoint),
                          help="with --nnodes: the address of the machine that hosts the rendezvous")
    parallel.add_argument("--rdzv-timeout", metavar="SECONDS", type=whole_number(1, 3600), default=DEFAULT_TIMEOUT_S,
                          help="with --nnodes: how long to wait to reach the rendezvous and for every machine to "
                               f"join it (default {DEFAULT_TIMEOUT_S})")
    parallel.add_argument("--rdzv-id", metavar="NAME", help="with --nnodes: the same run name on every machine")
    train.set_defaults(run=run)


def train_config(args: argparse.Namespace) -> TrainConfig:
    """The run the options ask for; numbers are checked by the training lab's own rules (``validate``)."""
    config = config_from_args(args)
    if args.steps is not None:
        return config.with_length("steps", args.steps)
    return config.with_length("epochs", 1 if args.epochs is None else args.epochs)


def run(args: argparse.Namespace) -> int:
    machine = remote_machine(args)
    if machine is not None:
        return _train_remotely(args, machine)
    code = _train(args)
    if _is_rank():  # `train` started by torchrun by hand: it ends as the launcher's ranks do
        end_child(code)
    return code


def _train_remotely(args: argparse.Namespace, machine: Machine) -> int:
    """The run the options ask for, trained by ``machine``'s agent as the window's runs are: its events printed here
    as they come (Ctrl+C stops it there), its run folder saved there and copied here as it streams in."""
    from dashboard.training.child import ChildRun, RemoteControl
    from dashboard.training.events import RunSummary, to_record

    if args.nnodes > 1 or args.record is not None:
        raise UsageError("--remote trains on one machine: give --nnodes and --record without it")
    control = RemoteControl()
    run = ChildRun(train_config(args), control, machine=machine)
    summary: RunSummary | None = None
    with stop_on_signals(control) as interruption:
        for event in run:
            data = to_record(event)
            if isinstance(event, RunSummary):
                summary = event
                data["run_dir"] = f"{machine.host}:{run.remote_path}"
                data["copy_dir"] = str(run.path)
            if args.json:
                emit_line(data)
            else:
                _print_human(data)
    if interruption.signum is not None and summary is not None and summary.status == "stopped":
        return interruption.exit_code
    if summary is None or summary.status != "completed":
        progress(f"dl-dashboard train: {summary.message if summary else 'the run ended without a summary'}")
        return EXIT_FAILED
    return EXIT_OK


def _is_rank() -> bool:
    from dashboard.training.torchrun_env import launched_by_torchrun

    return launched_by_torchrun()


def train_for_agent(config: TrainConfig) -> int:
    """The run a window sent (`dl-dashboard agent`): as `train --json` runs it, obeying the window's controls."""
    args = argparse.Namespace(json=True, control_stdin=True, record=None, nnodes=1, rdzv_endpoint=None,
                              rdzv_id=None, rdzv_timeout=DEFAULT_TIMEOUT_S, say_folder=True)
    return _train(args, config)


def train_as_launched_rank(text: str) -> int:
    """`dl-dashboard agent --rank JSON`: one rank of a data-parallel run, as torchrun starts it for the launcher
    (``train_rank.launch_ranks``): the run's settings and how rank 0 says what it trains (JSON lines, the window's
    controls on its stdin, a recording, the run's folder)."""
    from dashboard.training.torchrun_env import launched_by_torchrun

    if not launched_by_torchrun():
        raise UsageError("agent --rank is how the data-parallel launcher starts its ranks under torchrun; to train "
                         "on several processes, run dl-dashboard train --nproc N")
    try:
        rank = json.loads(text)
        config = TrainConfig.from_dict(rank["config"])
    except (ValueError, KeyError, TypeError) as err:
        raise UsageError(f"agent --rank takes the run's settings as one JSON object: {err}") from None
    if rank.get("outlive"):
        outlive_link()
    args = argparse.Namespace(json=bool(rank.get("json")), control_stdin=bool(rank.get("control")),
                              record=None if rank.get("record") is None else Path(rank["record"]),
                              say_folder=bool(rank.get("say_folder")), nnodes=1)
    # A rank ends at once: torch's teardown of the gloo threads at interpreter exit could abort it ("terminate
    # called without an active exception") after its work was done and saved.
    end_child(_train(args, config))


def _train(args: argparse.Namespace, config: TrainConfig | None = None) -> int:
    from dashboard.training.torchrun_env import launched_by_torchrun

    config = train_config(args) if config is None else config
    if launched_by_torchrun():
        from dashboard.cli.train_rank import train_as_rank

        return train_as_rank(args, config, _record)
    from dashboard.advisor.fits import check_training

    check_training(config)  # a batch too large for the memory free is refused in one line, before anything starts
    if config.processes > 1 or args.nnodes > 1:
        from dashboard.cli.train_rank import launch_ranks

        return launch_ranks(args, validate(config))
    control = RunControl()
    if getattr(args, "control_stdin", False):
        obey_stdin(control)
    return _record(args, config, control)


def _record(args: argparse.Namespace, config: TrainConfig, control: RunControl, group: Group | None = None) -> int:
    """Train, record the run and print its events: the whole command with one process, rank 0's part with more."""
    from dashboard.training.events import RunSummary, to_record
    from dashboard.training.session import RecordedRun
    from dashboard.training.unfinished_run import note_run_folder

    recorded = RecordedRun(config, control, progress=progress, group=group)
    recorded.prepare()  # a request that cannot run raises UserError: main prints it (as a JSON line with --json)
    summary: RunSummary | None = None
    said_folder = False
    try:
        with stop_on_signals(control) as interruption:  # Ctrl+C or SIGTERM: the run ends "stopped", summary and all
            for event in recorded:
                if group is not None:
                    note_run_folder(recorded.path)  # for the launcher, should this rank die before its summary
                if getattr(args, "say_folder", False) and not said_folder:  # for the window, before the first event
                    emit(Event(EventName.FOLDER, {"run_dir": str(recorded.path), "pid": os.getpid()}))
                    said_folder = True
                data = to_record(event)
                if isinstance(event, RunSummary):
                    summary = event
                    data["run_dir"] = str(recorded.path)
                if args.json:
                    emit_line(data)
                else:
                    _print_human(data)
    except KeyboardInterrupt:
        control.stop()
        progress("stopped")
        return EXIT_INTERRUPTED
    except WriteFailed as err:  # the run folder could not be made: nothing started, nothing is left on disk
        message = f"the run folder could not be created: {err}; nothing was trained"
        if args.json:
            print_json(error_line(message), indent=None)
        progress(f"dl-dashboard train: {message}")
        return EXIT_FAILED
    write_recording_of(recorded.path, args.record, "train")
    if interruption.signum is not None and summary is not None and summary.status == "stopped":
        return interruption.exit_code  # the summary line says "stopped"; no error: it was asked for
    if summary is not None and group is not None:
        from dashboard.training.distributed import ended_by_group
        from dashboard.training.launch import EXIT_GROUP_BROKEN

        if ended_by_group(summary):
            return EXIT_GROUP_BROKEN  # not the cause: the launcher's line, after this summary, names the rank
    if summary is None or summary.status != "completed":
        message = summary.message if summary else "the run ended without a summary"
        if args.json:
            print_json(error_line(message, summary.words if summary else None, run_dir=str(recorded.path)), indent=None)
        progress(f"dl-dashboard train: {message}")
        return EXIT_FAILED
    return EXIT_OK


def _print_human(data: dict[str, Any]) -> None:
    kind = data["event"]
    if kind == "info":
        print(f"{data['model']}: {fmt(data['parameters'])} parameters ({fmt(data['trainable_parameters'])} trainable), "
              f"{fmt(data['flops_per_sample'] / 1e6, 'MFLOPs', 1)} per sample forward; {data['train_samples']} "
              f"training samples, {data['steps_total']} steps on {data['device_name']}"
              + (f" x {data['processes']} data-parallel processes" if data.get("processes", 1) > 1 else ""))
        if data["note"]:
            print(f"note: {data['note']}")
    elif kind == "step" and (data["step"] % 10 == 0 or data["step"] == data["steps_total"]):
        print(f"step {data['step']}/{data['steps_total']}  loss {data['loss']:.4f}  acc {data['accuracy']:.1%}  "
              f"{fmt(data['samples_per_second'], 'samples/s')}  step {data['step_seconds'] * 1000:.1f} ms  "
              f"ETA {fmt(data['eta_seconds'], 's')}" + _communication_words(data))
    elif kind == "generated":
        print(f"step {data['step']} writes: {data['prompt'] + data['text']!r}")
    elif kind == "epoch":
        print(f"epoch {data['epoch']}: validation loss {data['val_loss']:.4f}, accuracy {data['val_accuracy']:.1%}"
              + ("" if data.get("energy_j") is None else f", {fmt(data['energy_j'], 'J')} used"))
    elif kind == "summary":
        print(f"{data['status']}: {data['message']}; steady {fmt(data['samples_per_second'], 'samples/s', 1)}; "
              f"{_energy_words(data)}; run saved in {data['run_dir']}")


def _communication_words(step: dict[str, Any]) -> str:
    """"  all-reduce wait 1.2 ms (8% of the step)" for a data-parallel step; nothing for one process."""
    wait = step.get("communication_seconds")
    if wait is None:
        return ""
    return f"  all-reduce wait {wait * 1000:.1f} ms ({wait / max(step['step_seconds'], 1e-9):.0%} of the step)"


def _energy_words(summary: dict[str, Any]) -> str:
    """"1,234 J over its epochs (4.9 samples/J, 61 W average)", or why energy was not measured."""
    if summary.get("energy_j") is None:
        return f"energy not measured: {summary.get('energy_note') or 'no counter'}"
    peak = "" if summary.get("peak_power_w") is None else f", {fmt(summary['peak_power_w'], 'W')} peak"
    return (f"{fmt(summary['energy_j'], 'J')} over its epochs ({summary['samples_per_joule']:,.1f} samples/J, "
            f"{fmt(summary['average_power_w'], 'W')} average{peak})")
