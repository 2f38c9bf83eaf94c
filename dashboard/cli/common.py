"""What every command shares: one usage error, the argument types, the model options and the output helpers.

Conventions: ``--json`` is a flag that prints JSON on stdout; ``--out PATH`` writes a file; progress goes to stderr;
a request the user can fix (any ``UserError``) is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import threading
import time
from typing import Any, NoReturn

from dashboard.errors import UserError
from dashboard.jsontools import dumps
from dashboard.training.choices import (
    DATASET_NAMES,
    FREEZE_MODES,
    MODEL_NAMES,
    OPTIMIZERS,
    PRECISIONS,
    default_dataset,
)
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl

EXIT_OK = 0
EXIT_FAILED = 1
"""The command ran but what it ran failed (a run that ended in out-of-memory, say)."""
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

Commands = argparse._SubParsersAction  # what each command module adds its parser to

class UsageError(UserError):
    """A command line the user can fix: printed as one line, exit status 2."""


def listing(names: tuple[str, ...] | list[str]) -> str:
    """"a, b or c": how help texts name the allowed values."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


# ---------------------------------------------------------------- argument types


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a finite number, got {text}")
    return value


def positive_number(text: str) -> float:
    value = _number(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be greater than 0, got {text}")
    return value


def whole_number(minimum: int) -> Any:
    """An argparse type for whole numbers of at least ``minimum``, saying so when the text is not one."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, got {text}")
        return value

    parse.__name__ = f"whole number >= {minimum}"
    return parse


def sampling_interval(text: str) -> float:
    from dashboard.hardware.sampler import check_interval

    try:
        return check_interval(_number(text))
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def user_rule(rule: Any) -> Any:
    """An argparse type from a rule that raises UserError (the batch-list rule the window uses too)."""

    def parse(text: str) -> Any:
        try:
            return rule(text)
        except UserError as err:
            raise argparse.ArgumentTypeError(str(err)) from None

    parse.__name__ = rule.__name__
    return parse


# ---------------------------------------------------------------- options


def add_model_options(parser: argparse.ArgumentParser, default_model: str = "simple-cnn",
                      precision_help: str = "") -> None:
    """The options that say what to train, shared by train, sweep and maxbatch."""
    parser.add_argument("--model", default=default_model,
                        help=f"{listing(MODEL_NAMES)} (default {default_model})")
    parser.add_argument("--dataset", help=f"{listing(DATASET_NAMES)} (default: python-text for text models, "
                        "shapes for image models)")
    parser.add_argument("--precision", default="fp32",
                        help=precision_help or f"{listing(PRECISIONS)} (fp16 needs CUDA; default fp32)")
    parser.add_argument("--optimizer", default="adam", help=f"{listing(OPTIMIZERS)} (sgd with momentum 0.9; "
                        "default adam)")
    parser.add_argument("--freeze", default="full", help=f"transfer models: {listing(FREEZE_MODES)} (default full)")
    parser.add_argument("--resolution", type=int, help="input size in pixels for image models")
    parser.add_argument("--threads", type=int, help="CPU threads for torch (default: unchanged)")
    parser.add_argument("--offline", action="store_true", help="never download datasets or weights")


def config_from_args(args: argparse.Namespace, **fields: Any) -> TrainConfig:
    """The TrainConfig that the model options describe, with ``fields`` (device, precision, ...) on top."""
    options = {"precision": args.precision, "optimizer": args.optimizer, "freeze": args.freeze,
               "resolution": args.resolution, "threads": args.threads, "allow_download": not args.offline}
    return TrainConfig(model=args.model, dataset=args.dataset or default_dataset(args.model), **(options | fields))


def add_json_flag(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--json", action="store_true", help=f"print {what} as JSON on stdout")


# ---------------------------------------------------------------- output


def progress(message: str) -> None:
    """A line for the person watching (stderr), kept apart from the command's output (stdout)."""
    print(message, file=sys.stderr, flush=True)


def print_json(document: Any, indent: int | None = 2) -> None:
    print(dumps(document, indent=indent), flush=True)


# ---------------------------------------------------------------- the window's child processes

_output = threading.Lock()
"""Lines are printed from two threads (the measurement's and the pause acknowledgement's): whole lines only."""


def emit_line(data: dict[str, Any]) -> None:
    """One JSON object on one line of stdout, flushed: what the window reads from a child process."""
    with _output:
        print_json(data, indent=None)


def obey_stdin(control: RunControl) -> None:
    """Pause, resume and stop as words on stdin (the window drives this process); end of input means stop.

    Once a pause has taken hold (the step in flight has landed) the line ``{"event": "paused"}`` says so.
    """

    def listen() -> None:
        actions = {"pause": control.pause, "resume": control.resume, "stop": control.stop}
        for line in sys.stdin:
            word = line.strip()
            action = actions.get(word)
            if action is not None:
                action()
            if word == "pause":
                threading.Thread(target=_acknowledge_pause, args=(control,), name="pause", daemon=True).start()
        control.stop()

    threading.Thread(target=listen, name="control", daemon=True).start()


def _acknowledge_pause(control: RunControl) -> None:
    while control.paused and not control.stopped:
        if control.holding:
            emit_line({"event": "paused"})
            return
        time.sleep(0.02)


def end_child(code: int) -> NoReturn:
    """Exit at once: the window waits for this process to end before it calls the work finished, and the
    interpreter's teardown of torch takes about a second with nothing left to save (every file is closed)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
