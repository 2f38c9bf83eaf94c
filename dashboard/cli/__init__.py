"""Entry point: no command opens the window; each command (one module here) runs the same services headless.

A request the user can fix (any UserError: a bad option, a device that is not here, a dataset that is not
downloaded) is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from dashboard import __version__
from dashboard.cli import advise, bench, maxbatch, monitor, specs, sweep, train
from dashboard.cli.common import EXIT_INTERRUPTED, EXIT_USAGE, UsageError
from dashboard.errors import UserError

COMMANDS = (specs, monitor, train, sweep, maxbatch, advise, bench)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dl-dashboard",
        description="See what your CPU and GPUs have and do. Without a command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"dl-dashboard {__version__}")
    parser.add_argument("--self-test", action="store_true", help="build the window offscreen, take two samples, exit")
    parser.add_argument("--screenshot", metavar="PATH", help="with --self-test: save the window as a PNG here")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.screenshot and not args.self_test:
            raise UsageError("--screenshot goes with --self-test")
        if args.self_test:
            from dashboard.ui.app import self_test

            return self_test(args.screenshot)
        if args.command is None:
            from dashboard.ui.app import run_gui

            return run_gui()
        result: int = args.run(args)
        return result
    except UserError as err:
        print(f"dl-dashboard{' ' + args.command if args.command else ''}: {err}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
