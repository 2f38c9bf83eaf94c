"""Entry point: no command opens the window; each command (one module here) runs the same services headless.

A request the user can fix (any UserError: a bad option, a device that is not here, a dataset that is not
downloaded) is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dashboard import __version__
from dashboard.cli import advise, agent, bench, infer, lesson, maxbatch, monitor, record, replay, specs, sweep, train
from dashboard.cli.common import (
    EXIT_INTERRUPTED,
    EXIT_OUTPUT_CLOSED,
    EXIT_USAGE,
    ArgumentError,
    Parser,
    UsageError,
    emit_line,
    error_line,
    output_file,
    user_rule,
)
from dashboard.errors import UserError, error_words
from dashboard.protocol.transport import Machine, check_host
from dashboard.text import CODES, PSEUDO

COMMANDS = (specs, monitor, train, sweep, maxbatch, infer, advise, bench, lesson, record, replay, agent)
JSON_LINE_COMMANDS = ("train",)
"""Commands whose --json output is one JSON object per event: a refusal is an ``error`` line there too."""
PAGES = ("hardware", "training", "experiments", "advisor", "lessons")
"""The window's pages in order, as --page names them."""
MIN_SIZE = (1024, 700)


def window_size(text: str) -> tuple[int, int]:
    """"1280x720" -> (1280, 720): the smallest the pages are laid out for is 1024x700."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"give the size as WIDTHxHEIGHT, e.g. 1280x720, got {text!r}") from None
    if width < MIN_SIZE[0] or height < MIN_SIZE[1] or width > 7680 or height > 4320:
        raise argparse.ArgumentTypeError(f"the window is laid out from {MIN_SIZE[0]}x{MIN_SIZE[1]} to 7680x4320, "
                                         f"got {text}")
    return width, height


def folder(text: str) -> Path:
    """A folder to open; an empty path is refused rather than read as the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("give the path of a saved run or experiment folder")
    return Path(text)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="dl-dashboard",
        description="See what your CPU and GPUs have and do. Without a command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"dl-dashboard {__version__}")
    parser.add_argument("--self-test", action="store_true", help="build the window offscreen, take two samples, exit")
    parser.add_argument("--screenshot", type=output_file, metavar="PATH",
                        help="with --self-test: save the window as a PNG here")
    parser.add_argument("--page", choices=PAGES, help="with --self-test: show this page")
    parser.add_argument("--size", type=window_size, metavar="WxH",
                        help="with --self-test: the window's size in pixels, e.g. 1280x720 (kept exactly)")
    parser.add_argument("--theme", choices=("dark", "light"), help="the theme to show")
    parser.add_argument("--open", type=folder, metavar="FOLDER",
                        help="show a saved run or experiment folder in the window (as File > Open does)")
    parser.add_argument("--presenter", action="store_true",
                        help="presenter mode: full screen, large text, thick lines, panels hidden (F11 in the window)")
    parser.add_argument("--lang", choices=(*CODES, PSEUDO), metavar="CODE",
                        help=f"the window's language: {', '.join(CODES)} (default: the one chosen last, else the "
                             f"system's); {PSEUDO} lengthens every text by 40%% to find clipped labels")
    parser.add_argument("--remote", dest="window_remote", metavar="HOST", type=user_rule(check_host),
                        help="open the window watching HOST over ssh, its runs and experiments measured there (File > "
                             "Connect to a machine)")
    parser.add_argument("--remote-program", dest="window_remote_program", metavar="COMMAND", default="dl-dashboard",
                        help="with --remote: the dl-dashboard command on HOST (default dl-dashboard)")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        args = build_parser().parse_args(argv)
    except ArgumentError as err:
        return refuse(err.prog, str(err), json_lines=_json_lines(argv))
    command = f"dl-dashboard{' ' + args.command if args.command else ''}"
    try:
        for option in ("screenshot", "page", "size"):
            if getattr(args, option) and not args.self_test:
                raise UsageError(f"--{option} goes with --self-test")
        if args.command is not None and (args.self_test or args.presenter or args.theme or args.open or args.lang
                                         or args.window_remote):
            raise UsageError("--self-test, --open, --presenter, --theme, --lang and --remote before a command open the "
                             "window: give them without a command (a command takes its own --remote after its name)")
        remote = Machine(args.window_remote, args.window_remote_program) if args.window_remote else None
        if args.open is not None and not args.open.is_dir():
            raise UsageError(f"--open needs a saved run or experiment folder; '{args.open}' is not a folder")
        if args.self_test:
            from dashboard.ui.app import self_test

            return self_test(str(args.screenshot) if args.screenshot else None, page=args.page, size=args.size,
                             presenter=args.presenter, theme=args.theme, folder=args.open, language=args.lang,
                             remote=remote)
        if args.command is None:
            from dashboard.ui.app import run_gui

            return run_gui(presenter=args.presenter, theme=args.theme, folder=args.open, language=args.lang,
                           remote=remote)
        result: int = args.run(args)
        return result
    except UserError as err:
        return refuse(command, str(err), json_lines=args.command in JSON_LINE_COMMANDS and args.json is True,
                      words=error_words(err))
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return _output_closed()


def _output_closed() -> int:
    """The reader of stdout went away mid-output: end quietly, as `head` expects of what it reads from. Stdout
    points at /dev/null from here on, or Python's own flush at exit would fail again and print a traceback."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return EXIT_OUTPUT_CLOSED


def refuse(command: str, message: str, json_lines: bool = False, words: dict[str, Any] | None = None) -> int:
    """A request the user can fix: one line on stderr (and one ``error`` line on stdout where the command prints
    JSON lines, with the message's ``words`` for a window in another language), exit status 2."""
    if json_lines:
        emit_line(error_line(message, words))
    print(f"{command}: {message}", file=sys.stderr)
    return EXIT_USAGE


def _json_lines(argv: list[str]) -> bool:
    """Whether a command line that could not be parsed asked a JSON-lines command for --json."""
    commands = [word for word in argv if not word.startswith("-")]
    return bool(commands) and commands[0] in JSON_LINE_COMMANDS and "--json" in argv
