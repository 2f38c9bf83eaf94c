"""The two data-parallel halves of `dl-dashboard train`: launching the ranks through torchrun, and training as one.

The launcher validates the request once, then hands every rank the same settings as JSON; torchrun starts them.
A rank joins the process group, obeys the window (rank 0 only) and signals, and trains; rank 0 records and prints,
the others print only their own failures, on stderr.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from dashboard.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    UsageError,
    error_line,
    obey_stdin,
    outlives_link,
    print_json,
    progress,
    stop_on_signals,
)
from dashboard.errors import UserError
from dashboard.protocol.transport import HERE, agent_command
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl

if TYPE_CHECKING:
    from dashboard.training.distributed import Group
    from dashboard.training.launch import Failure

Recorder = Callable[[argparse.Namespace, TrainConfig, RunControl, "Group | None"], int]


def launch_ranks(args: argparse.Namespace, config: TrainConfig) -> int:
    """Start ``config.processes`` ranks here (and wait for the other machines' with --nnodes) until they end."""
    from dashboard.training.launch import Failure, Rendezvous, launch
    from dashboard.training.rendezvous import RendezvousUnreachable

    if args.nnodes > 1 and not (args.rdzv_endpoint and args.rdzv_id):
        raise UsageError("--nnodes above 1 needs --rdzv-endpoint HOST:PORT (the machine that hosts the rendezvous) "
                         "and --rdzv-id NAME (the same on every machine)")
    rendezvous = Rendezvous(args.nnodes, args.rdzv_endpoint, args.rdzv_id, args.rdzv_timeout)
    try:  # before PyTorch loads (seconds): a name that does not resolve or a machine that does not answer, said at once
        settings = rendezvous.torchrun_settings()
    except RendezvousUnreachable as err:
        return _launch_failed(args, Failure(str(err)))
    import torch

    from dashboard.training.unfinished_run import close_unfinished_run, noted_folder, run_folder_note

    if config.device == "cpu" and config.threads is None:  # the cores shared out, not every rank on all of them
        config = dataclasses.replace(config, threads=max(1, torch.get_num_threads() // config.processes))
    rank = {"config": config.to_dict(), "json": args.json, "control": getattr(args, "control_stdin", False),
            "record": None if args.record is None else str(args.record),
            "say_folder": getattr(args, "say_folder", False), "outlive": outlives_link()}
    command = [*agent_command(HERE), "--rank", json.dumps(rank)]  # every rank an agent: the one child entry point
    with run_folder_note() as note:
        failure = launch(config.processes, command, rendezvous, settings)
        folder = noted_folder(note)
    if failure is None:
        return EXIT_OK
    if folder is not None:  # rank 0 killed outright saved no summary: the run still ends with a status, and why
        close_unfinished_run(folder, failure.message)
    if failure.told_by_rank_zero:
        assert failure.exit_status is not None
        return failure.exit_status
    return _launch_failed(args, failure)


def _launch_failed(args: argparse.Namespace, failure: Failure) -> int:
    """The launcher's own failure in one line (and one JSON line with --json): 130 for Ctrl+C, 143 for SIGTERM."""
    if args.json:
        print_json(error_line(failure.message), indent=None)
    progress(f"dl-dashboard train: {failure.message}")
    return 128 + failure.signum if failure.signum is not None else EXIT_FAILED


def train_as_rank(args: argparse.Namespace, config: TrainConfig, record: Recorder) -> int:
    """Train as the rank torchrun started this process as: rank 0 through ``record``, the others silently."""
    from dashboard.training.distributed import GroupControl, join_group, leave_group, watch_parent

    group = join_group(config.device)
    try:
        control = GroupControl(group)
        watch_parent(control)
        if group.leads:
            if getattr(args, "control_stdin", False):
                obey_stdin(control)
            return record(args, config, control, group)
        return _follow(config, control, group)
    finally:
        leave_group()


def _follow(config: TrainConfig, control: RunControl, group: Group) -> int:
    """A rank other than 0: the same training, nothing recorded; it fails aloud only for a fault of its own."""
    from dashboard.training.distributed import ended_by_group, is_group_failure
    from dashboard.training.engine import prepare, run
    from dashboard.training.events import RunSummary
    from dashboard.training.launch import EXIT_GROUP_BROKEN

    try:
        prepared = prepare(config, group=group)
    except UserError as err:  # rank 0 meets the same refusal and says it
        progress(f"dl-dashboard train (rank {group.rank}): {err}")
        return EXIT_FAILED
    except RuntimeError as err:  # rank 0 ended while this rank waited for it to prepare first
        if not is_group_failure(err):
            raise
        return EXIT_GROUP_BROKEN
    summary: RunSummary | None = None
    with stop_on_signals(control):
        for event in run(prepared, control):
            if isinstance(event, RunSummary):
                summary = event
    if summary is None or summary.status in ("completed", "stopped", "nan"):  # outcomes every rank agreed on
        return EXIT_OK
    if ended_by_group(summary):
        return EXIT_GROUP_BROKEN
    progress(f"dl-dashboard train (rank {group.rank}): {summary.message}")
    return EXIT_FAILED
