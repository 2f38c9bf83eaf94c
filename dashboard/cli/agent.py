"""`dl-dashboard agent`: measure for a window, or for a command's ``--remote``, through the protocol on stdin and
stdout (``dashboard.protocol``).

One process, one request: the agent says hello at once, takes one ``Request``, runs it as the command line runs that
feature (`train --json`, `sweep`, `lesson run`, `specs`, `monitor`: the same code, the same defaults, the same saved
folders) and ends. The window starts one for each run, here or on a GPU server through ssh; a person never needs to
type it, but a remote machine needs dl-dashboard installed for ssh to start it. An agent that waits (the window's
spare) imports torch meanwhile, so that its run starts in a second.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from dashboard.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    Commands,
    UsageError,
    control_word,
    emit,
    end_child,
    outlive_link,
)
from dashboard.errors import UserError, error_words
from dashboard.protocol.messages import Error, Event, EventName, Hello, ProtocolError, Request, Sample, decode

QUICK_REQUEST_S = 0.3
"""A request within this long of the hello is run at once; an agent that waits longer is a spare, and warms up."""
MAX_REQUEST_BYTES = 1 << 20


def add_parser(commands: Commands) -> None:
    agent = commands.add_parser(
        "agent", help="serve one request of a window on stdin and stdout (what the window starts here, and over ssh "
                      "on a remote machine: install dl-dashboard there)")
    agent.add_argument("--rank", metavar="JSON",
                       help="train as one rank of a data-parallel run: its settings as one JSON object (the launcher "
                            "starts each rank so under torchrun: the ranks share its input, so their request comes "
                            "as an argument)")
    agent.add_argument("--model-file", nargs=5, metavar=("PATH", "CLASS", "SHAPE", "CLASSES", "PRECISION"),
                       help="build a model class from a person's file and trace one step of it, in a process of its "
                            "own (the Advisor starts it), printing one JSON line: its profile, or why not")
    agent.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.rank is not None:
        from dashboard.cli.train import train_as_launched_rank

        return train_as_launched_rank(args.rank)
    if args.model_file is not None:
        from dashboard.advisor.model_file_child import child

        return child(list(args.model_file))
    emit(Hello.here())
    line = _request_line()
    if not line.strip():  # the window no longer needs this agent (a spare at the window's close)
        end_child(EXIT_OK)
    try:
        request = decode(line)
        if not isinstance(request, Request):
            raise ProtocolError(f"the agent waits for a request after its hello, got a {type(request).__name__}")
        if request.outlive_link:
            outlive_link()
        code = FEATURES[request.feature](request)
    except UserError as err:
        emit(Error(str(err), error_words(err)))
        code = EXIT_USAGE
    end_child(code)


def _request_line() -> str:
    """The first line of stdin, read without buffering (what follows is the run's controls, read by the run or by
    rank 0 of a data-parallel run, which inherits stdin). Waiting longer than QUICK_REQUEST_S, the agent imports what
    every run needs meanwhile (torch and its optimizers: 8 s of a 2-core machine's time, most of a run's start)."""
    arrived = threading.Event()
    line = bytearray()

    def read() -> None:
        while len(line) < MAX_REQUEST_BYTES and (byte := os.read(sys.stdin.fileno(), 1)) not in (b"", b"\n"):
            line.extend(byte)
        arrived.set()

    threading.Thread(target=read, name="request", daemon=True).start()
    if not arrived.wait(QUICK_REQUEST_S):
        threading.Thread(target=_warm_up, name="warm up", daemon=True).start()
        arrived.wait()
    return line.decode("utf-8", errors="replace")


def _warm_up() -> None:
    """Import what a run needs while the agent waits; a request that comes meanwhile runs at once (a run's own
    imports wait for these to finish, a monitor's do not need them)."""
    import torch.optim  # noqa: F401 - torch._dynamo comes with it

    import dashboard.training.session  # noqa: F401 - the engine, the models and the data


def _train(request: Request) -> int:
    from dashboard.cli.train import train_for_agent
    from dashboard.training.config import TrainConfig

    try:
        config = TrainConfig.from_dict(request.settings)
    except (TypeError, ValueError) as err:
        raise UsageError(f"the run's settings: {err}") from None
    return train_for_agent(config)


def _sweep(request: Request) -> int:
    from dashboard.cli.sweep import measure_for_agent

    return measure_for_agent(request.settings, request.saved)


def _lesson(request: Request) -> int:
    from dashboard.cli.lesson import lesson_for_agent

    return lesson_for_agent(request.settings)


def _specs(request: Request) -> int:
    from dashboard.cli.specs import inventory_here
    from dashboard.hardware.records import to_dict

    emit(Event(EventName.INVENTORY, to_dict(inventory_here())))
    return EXIT_OK


def _monitor(request: Request) -> int:
    """Samples at the requested interval until told to stop, the input ends or ``seconds`` have passed."""
    from dashboard.cli.monitor import sampling_loop
    from dashboard.hardware.records import to_dict
    from dashboard.hardware.sampler import check_interval

    interval, seconds = request.settings.get("interval", 1.0), request.settings.get("seconds")
    try:
        interval = check_interval(float(interval))
        ticks = None if seconds is None else max(1, round(float(seconds) / interval))
    except (TypeError, ValueError) as err:
        raise UsageError(f"the monitor's settings: {err}") from None
    with sampling_loop(interval) as loop:
        _until_stopped(loop.stop)
        for snapshot in loop.snapshots(max_ticks=ticks):
            emit(Sample(to_dict(snapshot)))
    return EXIT_OK


def _follow(request: Request) -> int:
    """A run (or an experiment) that went on here after its window's link dropped: the events the window lacks, then
    each as it writes them, until its summary (an experiment: until its process has ended); told to stop, or its
    input ended, the window no longer follows (the measuring goes on)."""
    from dashboard.training.follow import FollowedRunEnded, follow_run

    settings = request.settings
    try:
        folder, skip = Path(str(settings["folder"])), int(settings.get("skip", 0))
        pid = None if settings.get("pid") is None else int(settings["pid"])
        final = None if settings.get("final", "summary") is None else str(settings.get("final", "summary"))
    except (KeyError, TypeError, ValueError) as err:
        raise UsageError(f"the run to follow: {err}") from None
    stopped = threading.Event()
    _until_stopped(stopped.set)
    try:
        for record in follow_run(folder, skip, pid, stopped, final=final):
            emit(Event(EventName(record.pop("event")), record))
    except FollowedRunEnded as ended:
        emit(Error(str(ended)))
        return EXIT_FAILED
    return EXIT_OK


def _until_stopped(stop: Callable[[], None]) -> None:
    """Call ``stop`` when a stop control comes, or the input ends (the window closed, the link dropped)."""
    def listen() -> None:
        for line in sys.stdin:
            if control_word(line) == "stop":
                break
        stop()

    threading.Thread(target=listen, name="control", daemon=True).start()


FEATURES: dict[str, Callable[[Request], int]] = {"train": _train, "sweep": _sweep, "lesson": _lesson,
                                                 "specs": _specs, "monitor": _monitor, "follow": _follow}
