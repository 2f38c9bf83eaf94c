"""`dl-dashboard specs`: what this machine has (CPU, memory, software, GPUs), as a table or JSON."""

from __future__ import annotations

import argparse

from dashboard.cli.common import EXIT_OK, Commands, add_json_flag, print_json
from dashboard.cli.remote import add_remote_options, ask, remote_machine
from dashboard.hardware.records import Inventory
from dashboard.protocol.messages import Event, EventName
from dashboard.protocol.transport import Machine


def add_parser(commands: Commands) -> None:
    specs = commands.add_parser("specs", help="print what this machine has (CPU, memory, software, GPUs)")
    add_json_flag(specs, "one object instead of a table")
    add_remote_options(specs, "say what another machine has: read")
    specs.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from dashboard.hardware.records import to_dict

    machine = remote_machine(args)
    inventory = inventory_here() if machine is None else remote_inventory(machine)
    if machine is not None and not args.json:
        print(f"{machine.host}\n")
    if args.json:
        print_json(to_dict(inventory))
    else:
        print(format_inventory(inventory))
    return EXIT_OK


def inventory_here() -> Inventory:
    """What this machine has, with the catalogue's facts about its GPUs (`specs`, and an agent's specs request)."""
    from dashboard.advisor.gpu_matching import with_catalogue_facts
    from dashboard.hardware.inventory import read_inventory_once

    return with_catalogue_facts(read_inventory_once())


def remote_inventory(machine: Machine) -> Inventory:
    """What ``machine`` has, as its agent reads it (catalogue facts included)."""
    from dashboard.training.hardware_log import inventory_from_json

    for message in ask(machine, "specs", EventName.INVENTORY):
        if isinstance(message, Event) and message.name is EventName.INVENTORY:
            return inventory_from_json(message.fields)
    raise AssertionError("a conversation ends with its final event or raises")


def format_inventory(inventory: Inventory) -> str:
    from dashboard.hardware.describe import comparison, cpu_rows, gpu_rows, software_rows

    sections = [("CPU and memory", cpu_rows(inventory.cpu, inventory.memory)),
                ("Software", software_rows(inventory.software))]
    sections += [(f"GPU {gpu.index} ({gpu.vendor})", gpu_rows(gpu)) for gpu in inventory.gpus]
    lines = []
    for title, rows in sections:
        lines.append(title)
        width = max(len(label) for label, _ in rows)
        lines += [f"  {label:<{width}}  {value}" for label, value in rows]
        lines.append("")
    if inventory.gpus:
        lines.append("GPU versus CPU")
        for row in comparison(inventory):
            gpus = "; ".join(f"{value} ({ratio})" for value, ratio in row.gpus)
            lines.append(f"  {row.label:<17} CPU {row.cpu}  |  GPU {gpus}")
        lines.append("")
    lines.append(f"GPU status: {inventory.gpu_status}")
    lines.append(f"CPU peak: {inventory.cpu.peak_fp32_basis}")
    return "\n".join(lines)
