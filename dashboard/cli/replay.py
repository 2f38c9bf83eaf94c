"""`dl-dashboard replay FILE [--speed N] [--presenter] [--lang CODE] [--theme T]`: open the window and play a
recording made on another machine, as a lecturer shows it."""

from __future__ import annotations

import argparse
from pathlib import Path

from dashboard.cli.common import Commands, UsageError
from dashboard.text import CODES, PSEUDO

SPEEDS = (1, 2, 4, 10)


def add_parser(commands: Commands) -> None:
    replay = commands.add_parser("replay", help="play a recording in the window, with the machine it was made on")
    replay.add_argument("file", type=Path, metavar="FILE", help="a recording (.dlrec), as train --record writes")
    replay.add_argument("--speed", type=int, choices=SPEEDS, default=1, help="play 1, 2, 4 or 10 times as fast")
    # The window's own options, under names of their own: the top level refuses its --presenter, --lang and --theme
    # beside a command, and argparse gives a subcommand's option the top level's name unless told otherwise.
    replay.add_argument("--presenter", dest="replay_presenter", action="store_true",
                        help="presenter mode: full screen, large text")
    replay.add_argument("--lang", dest="replay_lang", choices=(*CODES, PSEUDO), metavar="CODE",
                        help=f"the window's language: {', '.join(CODES)} (default: the one chosen last)")
    replay.add_argument("--theme", dest="replay_theme", choices=("dark", "light"), help="the theme to show")
    replay.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from dashboard.recording.fileformat import read_recording
    from dashboard.ui.app import run_gui

    if not args.file.is_file():
        raise UsageError(f"'{args.file}' is not a file: give a recording (.dlrec)")
    read_recording(args.file)  # a bad recording is refused here, in one line, before a window opens
    return run_gui(presenter=args.replay_presenter, theme=args.replay_theme, recording=args.file,
                   speed=float(args.speed), language=args.replay_lang)
