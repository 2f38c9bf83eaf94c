"""`dl-dashboard bench watching --remote HOST`: what the window costs while it watches another machine train.

The real window connects to HOST (File > Connect to a machine), then its Training lab trains there for ``--steps``
steps while the Hardware page's samples also come over ssh. Measured over the run: the window process's CPU and that
of its ssh processes (the link's encryption), each in % of one core. The run's own work is on HOST, not here.
"""

from __future__ import annotations

import argparse
import time

import psutil
from PySide6.QtGui import QGuiApplication

from dashboard.errors import UserError
from dashboard.protocol.transport import Machine
from dashboard.selfbench import SelfBenchResult
from dashboard.ui.selfbench.harness import bench_window, cpu_seconds, wait_until

CONNECT_TIMEOUT_S = 120.0
RUN_TIMEOUT_S = 3600.0


def run(args: argparse.Namespace) -> SelfBenchResult:
    if args.remote is None:
        raise UserError("bench watching measures the window watching a machine: give --remote HOST")
    return bench_watching(Machine(args.remote, args.remote_program), args.steps)


def bench_watching(machine: Machine, steps: int) -> SelfBenchResult:
    with bench_window(1.0) as window:
        window.remote.connect_to(machine)
        if not wait_until(lambda: window.remote.inventory is not None, CONNECT_TIMEOUT_S):
            raise UserError(f"the window did not reach {machine.name} within {CONNECT_TIMEOUT_S:g} s")
        page = window.training_page
        page.form.download_box.setChecked(False)
        page.form.length_unit.setCurrentText("steps")
        page.form.length_box.setValue(steps)
        finished: list[object] = []
        page.sig_run_finished.connect(finished.append)
        ssh_cpu: dict[int, float] = {}
        before_cpu, before_wall = cpu_seconds(), time.monotonic()
        page.start()
        done = wait_until(lambda: _note_ssh(ssh_cpu) or bool(finished), RUN_TIMEOUT_S, step_ms=250)
        wall = time.monotonic() - before_wall
        cpu = cpu_seconds() - before_cpu
        window.remote.leave()
    if not done or getattr(finished[0], "status", None) != "completed":
        raise UserError(f"the run on {machine.name} did not complete")
    window_percent, ssh_percent = 100 * cpu / wall, 100 * sum(ssh_cpu.values()) / wall
    platform = QGuiApplication.platformName()
    line = (f"the window watching {machine.name} train {steps} steps ({wall:.1f} s, Qt platform {platform}): the "
            f"window {window_percent:.1f}% of one core, its ssh processes {ssh_percent:.1f}%")
    return SelfBenchResult(line, {"host": machine.name, "steps": steps, "seconds": round(wall, 1),
                                  "platform": platform, "window_percent_of_one_core": round(window_percent, 2),
                                  "ssh_percent_of_one_core": round(ssh_percent, 2)})


def _note_ssh(cpu: dict[int, float]) -> bool:
    """Record the CPU seconds of each ssh process this one started (kept after it ends); False, to keep waiting."""
    for child in psutil.Process().children(recursive=True):
        try:
            if child.name() == "ssh":
                times = child.cpu_times()
                cpu[child.pid] = times.user + times.system
        except psutil.Error:
            continue
    return False
