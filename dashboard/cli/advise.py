"""`dl-dashboard advise` (moving here from dashboard.cli_advisor)."""

from __future__ import annotations

import argparse

from dashboard import cli_advisor
from dashboard.cli.common import Commands


def add_parser(commands: Commands) -> None:
    cli_advisor.add_parser(commands)
    commands.choices["advise"].set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    return cli_advisor.run(args)
