"""``--remote HOST``: a command measured on another machine, reached with the system's ssh, printed here.

The command line and the window use the same agent and the same messages (``dashboard.protocol``): ``specs``,
``monitor``, ``train`` and ``sweep`` send their request to `dl-dashboard agent` on HOST and print what it answers
as they print their own. What the remote machine saves (a run folder, an experiment) is saved there.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator

from dashboard.cli.common import UsageError, user_rule
from dashboard.protocol.conversation import Conversation, Uncontrolled
from dashboard.protocol.messages import EventName, Feature, Message, Request
from dashboard.protocol.transport import Machine, check_host


def add_remote_options(parser: argparse.ArgumentParser, what: str) -> None:
    group = parser.add_argument_group("another machine, over ssh")
    group.add_argument("--remote", metavar="HOST", type=user_rule(check_host),
                       help=f"{what} on HOST instead of here, through ssh (your ~/.ssh/config, keys and agent; "
                            "never a password): dl-dashboard must be installed there")
    group.add_argument("--remote-program", metavar="COMMAND", default="dl-dashboard",
                       help="with --remote: the dl-dashboard command on HOST, e.g. /opt/venv/bin/dl-dashboard "
                            "(default dl-dashboard)")


def remote_machine(args: argparse.Namespace) -> Machine | None:
    """The machine --remote names, or None to measure here."""
    if args.remote is None:
        if args.remote_program != "dl-dashboard":
            raise UsageError("--remote-program goes with --remote HOST")
        return None
    return Machine(args.remote, args.remote_program)


def ask(machine: Machine, feature: Feature, final: EventName | None, **settings: object) -> Iterator[Message]:
    """Every message ``machine``'s agent answers to one request without controls."""
    return iter(Conversation(Request(feature, dict(settings)), Uncontrolled(), final, machine))
