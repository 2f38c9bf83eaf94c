"""`dl-dashboard replay FILE [--speed N]`: open the window and play a recording made on another machine."""

from __future__ import annotations

import argparse
from pathlib import Path

from dashboard.cli.common import Commands, UsageError

SPEEDS = (1, 2, 4, 10)


def add_parser(commands: Commands) -> None:
    replay = commands.add_parser("replay", help="play a recording in the window, with the machine it was made on")
    replay.add_argument("file", type=Path, metavar="FILE", help="a recording (.dlrec), as train --record writes")
    replay.add_argument("--speed", type=int, choices=SPEEDS, default=1, help="play 1, 2, 4 or 10 times as fast")
    replay.add_argument("--presenter", action="store_true", help="presenter mode: full screen, large text")
    replay.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from dashboard.recording.fileformat import read_recording
    from dashboard.ui.app import run_gui

    if not args.file.is_file():
        raise UsageError(f"'{args.file}' is not a file: give a recording (.dlrec)")
    read_recording(args.file)  # a bad recording is refused here, in one line, before a window opens
    return run_gui(presenter=args.presenter, recording=args.file, speed=float(args.speed))
