"""What every command shares: one usage error, the argument types, the model options and the output helpers.

Conventions: ``--json`` is a flag that prints JSON on stdout; ``--out PATH`` writes a file; progress goes to stderr;
a request the user can fix (any ``UserError``) is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from dashboard.errors import UserError
from dashboard.jsontools import dumps
from dashboard.protocol.messages import Control, Event, EventName, Message, ProtocolError, decode, encode
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.options import MODEL_OPTIONS, CommandOption, config_from_options

if TYPE_CHECKING:
    from dashboard.recording.fileformat import Recording

EXIT_OK = 0
EXIT_FAILED = 1
"""The command ran but what it ran failed (a run that ended in out-of-memory, say)."""
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
"""Stopped by SIGINT (Ctrl+C): 128 + the signal's number, as a shell reports it; SIGTERM gives 143."""
EXIT_OUTPUT_CLOSED = 141
"""128 + SIGPIPE: whoever read the output stopped reading (`dl-dashboard specs --json | head`), as a shell says."""

Commands = argparse._SubParsersAction  # what each command module adds its parser to

class UsageError(UserError):
    """A command line the user can fix: printed as one line, exit status 2."""


class ArgumentError(UsageError):
    """An option argparse refused; ``prog`` names the command ("dl-dashboard train") for the one-line message."""

    def __init__(self, prog: str, message: str) -> None:
        super().__init__(message)
        self.prog = prog


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose refusals are one line (not usage text and an exit): ``main`` prints them like any
    other UsageError, and as a JSON ``error`` line where the command promises JSON lines."""

    def error(self, message: str) -> NoReturn:
        raise ArgumentError(self.prog, message)


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


def positive_number_at_most(limit: float) -> Callable[[str], float]:
    """An argparse type for finite numbers above 0 and at most ``limit``, saying so when the text is not one."""

    def parse(text: str) -> float:
        value = positive_number(text)
        if value > limit:
            raise argparse.ArgumentTypeError(f"must be more than 0 and at most {limit:,g}, got {text}")
        return value

    parse.__name__ = f"number in (0, {limit:g}]"
    return parse


def whole_number(minimum: int, maximum: int | None = None) -> Callable[[str], int]:
    """An argparse type for whole numbers from ``minimum`` (to ``maximum``), saying so when the text is not one.

    Every count has a ceiling: a number too large to mean anything would otherwise run for ever or overflow deep
    inside torch, long after the command was accepted.
    """

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
        if value < minimum or (maximum is not None and value > maximum):
            allowed = f"at least {minimum:,}" if maximum is None else f"from {minimum:,} to {maximum:,}"
            raise argparse.ArgumentTypeError(f"must be {allowed}, got {text}")
        return value

    parse.__name__ = f"whole number >= {minimum}"
    return parse


def add_record_option(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--record", metavar="FILE", type=output_file,
                        help=f"also write the {what} and the hardware samples taken during it to one recording file, "
                        "to replay on another machine (dl-dashboard replay FILE)")


def write_recording_of(folder: Path | None, target: Path | None, command: str) -> None:
    """The finished (or stopped) run or experiment in ``folder`` as a recording file at ``target`` (nothing when
    either is None: no --record, or nothing was saved); a failed write is said, the saved folder stays."""
    if folder is not None and target is not None:
        from dashboard.recording.exchange import recording_of_folder

        write_kept_recording(recording_of_folder(folder), target, command, f"; what was measured is saved in {folder}")


def write_kept_recording(recording: Recording, target: Path, command: str, kept: str = "") -> None:
    """``recording`` written to ``target`` and said so; a failed write is said, with what is ``kept`` elsewhere."""
    from dashboard.recording.fileformat import write_recording

    try:
        write_recording(target, recording)
    except OSError as err:
        progress(f"dl-dashboard {command}: the recording could not be written to {target} ({err.strerror or err})"
                 + kept)
        return
    progress(f"recording written to {target} ({len(recording.events):,} events, {len(recording.samples):,} hardware "
             "samples): replay it with dl-dashboard replay FILE")


def check_output_file(text: str, option: str) -> Path:
    """The file a command will write, refused now if it cannot be written there (before minutes of measuring):
    a path that is empty or a folder, in a folder that does not exist or cannot be written."""
    target = Path(text)
    problem = ""
    if not text.strip():
        problem = "no path given"
    elif target.is_dir():
        problem = "it is a folder"
    elif not target.parent.is_dir():
        problem = f"there is no folder {target.parent}"
    else:
        problem = _write_problem(target)
    if problem:
        raise UsageError(f"{option} cannot write to {text!r} ({problem}): give a file path in an existing folder "
                         "you can write to")
    return target


def _write_problem(target: Path) -> str:
    """Why ``target`` cannot be written, found by trying (permission bits say nothing of a read-only mount or of
    root): the file opened for appending if it exists (left as it was), else a scratch file made in its folder."""
    try:
        if target.exists():
            with target.open("a", encoding="utf-8"):
                pass
        else:
            with tempfile.NamedTemporaryFile(dir=target.parent, prefix=".dl-dashboard-"):
                pass
    except OSError as err:
        return f"{err.strerror or err}"
    return ""


def output_file(text: str) -> Path:
    """An argparse type for a file to write (see ``check_output_file``)."""
    try:
        return check_output_file(text, "the path")
    except UsageError as err:
        raise argparse.ArgumentTypeError(str(err).removeprefix("the path ")) from None


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
    """The options that say what to train, shared by train, sweep and maxbatch (``training.options``)."""
    add_options(parser, MODEL_OPTIONS, defaults={"model": default_model},
                helps={"precision": precision_help} if precision_help else None)


def add_options(parser: argparse.ArgumentParser | argparse._ArgumentGroup, options: tuple[CommandOption, ...],
                types: dict[str, Callable[[str], Any]] | None = None, defaults: dict[str, Any] | None = None,
                helps: dict[str, str] | None = None) -> None:
    """``options`` as arguments of ``parser``: typed and defaulted as TrainConfig is, unless a command says
    otherwise (by field name: a range-checked type, another default or help)."""
    plain_types: dict[str, Callable[[str], Any]] = {"int": int, "float": float}
    for option in options:
        said = (helps or {}).get(option.field) or option.said()
        if option.kind in ("switch", "off-switch"):
            parser.add_argument(option.flag, action="store_true", help=said)
            continue
        kind = (types or {}).get(option.field) or plain_types.get(option.kind) or str
        parser.add_argument(option.flag, type=kind, help=said,
                            default=(defaults or {}).get(option.field, option.default))


def config_from_args(args: argparse.Namespace, **fields: Any) -> TrainConfig:
    """The TrainConfig that the options describe, with ``fields`` (device, precision, ...) on top."""
    return config_from_options(vars(args), **fields)


def add_json_flag(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--json", action="store_true", help=f"print {what} as JSON on stdout")


# ---------------------------------------------------------------- output


def progress(message: str) -> None:
    """A line for the person watching (stderr), kept apart from the command's output (stdout)."""
    with _reader_may_be_gone():
        print(message, file=sys.stderr, flush=True)


def print_json(document: Any, indent: int | None = 2) -> None:
    print(dumps(document, indent=indent), flush=True)


# ---------------------------------------------------------------- signals

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Interruption:
    """The signal that asked a command to stop, if one did: ``exit_code`` is 128 + its number, as a shell says."""

    def __init__(self) -> None:
        self.signum: int | None = None

    @property
    def exit_code(self) -> int:
        return 128 + self.signum if self.signum is not None else EXIT_OK


@contextmanager
def stop_on_signals(control: RunControl) -> Iterator[Interruption]:
    """While entered, SIGINT and SIGTERM stop the work cooperatively, as "stop" on stdin does: the step in flight
    lands, the run ends "stopped" and the command still prints and saves what it measured.

    The first signal gives the previous handlers back, so a second one has its usual effect at once (Ctrl+C
    raises KeyboardInterrupt, SIGTERM kills); so does a first one arriving when a stop was already asked (the
    window terminating a child that did not end in time). Outside the main thread nothing is installed.
    """
    interruption = Interruption()
    if threading.current_thread() is not threading.main_thread():
        yield interruption
        return
    previous = {signum: signal.getsignal(signum) for signum in STOP_SIGNALS}

    def give_back() -> None:
        for signum, handler in previous.items():
            signal.signal(signum, handler)

    def handle(signum: int, frame: object) -> None:
        give_back()
        if control.stopped:
            signal.raise_signal(signum)
            return
        interruption.signum = signum
        progress(f"{signal.Signals(signum).name}: stopping after the step in flight (again to end at once)")
        control.stop()

    for signum in STOP_SIGNALS:
        signal.signal(signum, handle)
    try:
        yield interruption
    finally:
        give_back()


# ---------------------------------------------------------------- the window's child processes

_output = threading.Lock()
"""Lines are printed from two threads (the measurement's and the pause acknowledgement's): whole lines only."""


def emit_line(data: dict[str, Any]) -> None:
    """One JSON object on one line of stdout, flushed: what the window reads from a child process."""
    with _output, _reader_may_be_gone():
        print_json(data, indent=None)


def emit(message: Message) -> None:
    """One message of the protocol on stdout (``dashboard.protocol.messages``), flushed."""
    with _output, _reader_may_be_gone():
        print(encode(message), flush=True)


class _Link:
    outlived = False
    """An agent whose request outlives its link (a run over ssh): set once, by ``outlive_link``."""


def outlive_link() -> None:
    """This agent's run goes on if the window's link drops (its input ends without a stop): the run is saved where
    it runs, and what it would have said goes nowhere."""
    _Link.outlived = True


def outlives_link() -> bool:
    """Whether this agent's run goes on if its link drops (a data-parallel launcher tells its rank 0)."""
    return _Link.outlived


def lose_reader() -> None:
    """The window is gone (the link dropped): stdout and stderr point at /dev/null from here on, so that no write
    of the run's, nor Python's own flush at exit, fails."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.dup2(devnull, sys.stderr.fileno())


@contextlib.contextmanager
def _reader_may_be_gone() -> Iterator[None]:
    """A write to the window: for a run that outlives its link, a broken pipe (the link dropped before its input's
    end was read) is the reader gone, not the run's failure."""
    try:
        yield
    except BrokenPipeError:
        if not _Link.outlived:
            raise
        lose_reader()


def error_line(message: str, words: dict[str, Any] | None = None, **more: object) -> dict[str, Any]:
    """The ``error`` line a child process ends with: the English message, and its words (``dashboard.text``) when it
    was made from a template, so that the window says it in the reader's language."""
    return {"event": "error", "message": message, **({"words": words} if words else {}), **more}


def obey_stdin(control: RunControl) -> None:
    """Pause, resume and stop as ``Control`` messages on stdin (the window drives this process); end of input means
    stop, except for a run that outlives its link (``outlive_link``). A line that is not a control is passed over.

    Once a pause has taken hold (the step in flight has landed) the event ``paused`` says so.
    """

    def listen() -> None:
        actions = {"pause": control.pause, "resume": control.resume, "stop": control.stop}
        for line in sys.stdin:
            word = control_word(line)
            action = actions.get(word or "")
            if action is not None:
                action()
            if word == "pause":
                threading.Thread(target=_acknowledge_pause, args=(control,), name="pause", daemon=True).start()
        if _Link.outlived and not control.stopped:  # the link dropped: the run goes on, unheard
            lose_reader()
            control.resume()  # a pause nobody can end now
        else:
            control.stop()

    threading.Thread(target=listen, name="control", daemon=True).start()


def _acknowledge_pause(control: RunControl) -> None:
    while control.paused and not control.stopped:
        if control.holding:
            emit(Event(EventName.PAUSED))
            return
        time.sleep(0.02)


def control_word(line: str) -> str | None:
    try:
        message = decode(line)
    except ProtocolError:
        return None
    return message.word if isinstance(message, Control) else None


def end_child(code: int) -> NoReturn:
    """Exit at once: the window waits for this process to end before it calls the work finished, and the
    interpreter's teardown of torch takes about a second with nothing left to save (every file is closed)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
