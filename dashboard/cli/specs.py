"""`dl-dashboard specs`: what this machine has (CPU, memory, software, GPUs), as a table or JSON."""

from __future__ import annotations

import argparse

from dashboard.cli.common import EXIT_OK, Commands, add_json_flag, print_json
from dashboard.hardware.records import Inventory


def add_parser(commands: Commands) -> None:
    specs = commands.add_parser("specs", help="print what this machine has (CPU, memory, software, GPUs)")
    add_json_flag(specs, "one object instead of a table")
    specs.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from dashboard.advisor.gpu_matching import with_catalogue_facts
    from dashboard.hardware.inventory import read_inventory_once
    from dashboard.hardware.records import to_dict

    inventory = with_catalogue_facts(read_inventory_once())
    if args.json:
        print_json(to_dict(inventory))
    else:
        print(format_inventory(inventory))
    return EXIT_OK


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
