"""How a data-parallel run ends when a signal or a death ends it: the shell's exit status, and a saved status.

Real `train` launchers with two gloo ranks on the CPU, as in test_data_parallel.
"""

from __future__ import annotations

import json
import signal
import subprocess
from pathlib import Path

import psutil

from dashboard.training.runs import RunWriter, read_run
from dashboard.training.unfinished_run import close_unfinished_run
from tests.test_data_parallel import CONFIG, LONG_TWO_RANKS, _ranks_of, launch_as_the_window_does

LIMIT_S = 60
"""Generous for a busy 2-core machine: torchrun stops the ranks within seconds of the signal or the death."""


def _launcher_at_its_first_step() -> subprocess.Popen[str]:
    launcher = launch_as_the_window_does(LONG_TWO_RANKS, stderr=subprocess.PIPE)
    assert launcher.stdout is not None
    for line in launcher.stdout:
        if '"event": "step"' in line:
            break
    return launcher


def _end(launcher: subprocess.Popen[str]) -> tuple[str, str]:
    """What the launcher said once it has ended. Its input stays open until then, as the window keeps it: its end
    is the window's stop, and a SIGTERM after a stop means "end at once" (stop_on_signals)."""
    try:
        launcher.wait(timeout=LIMIT_S)
        return launcher.stdout.read(), launcher.stderr.read()
    finally:
        launcher.kill()
        launcher.wait()
        for stream in (launcher.stdin, launcher.stdout, launcher.stderr):
            stream.close()


def test_sigterm_to_a_data_parallel_run_exits_143_like_one_process(data_dir):
    launcher = _launcher_at_its_first_step()
    launcher.send_signal(signal.SIGTERM)
    out, _ = _end(launcher)
    assert launcher.returncode == 128 + signal.SIGTERM
    summary = next(json.loads(line) for line in out.splitlines() if '"event": "summary"' in line)
    assert summary["status"] == "stopped"


def test_a_killed_rank_zero_leaves_its_run_failed_with_the_reason(data_dir):
    launcher = _launcher_at_its_first_step()
    ranks = _ranks_of(psutil.Process(launcher.pid))
    ranks[0].kill()
    _, err = _end(launcher)
    assert launcher.returncode == 1
    assert "rank 0" in err and "SIGKILL" in err
    [folder] = (data_dir / "runs").iterdir()
    run = read_run(folder)
    assert run.status == "failed" and run.summary is not None
    assert "rank 0" in run.summary["message"] and "SIGKILL" in run.summary["message"]
    assert run.document["status"] == "failed"  # what the list of saved runs shows


def test_a_run_cut_mid_line_gets_its_summary_on_a_line_of_its_own(tmp_path: Path):
    with RunWriter(CONFIG, tmp_path) as writer:
        writer.append({"event": "step", "step": 3, "loss": 1.5, "elapsed_seconds": 2.0})
    with (writer.path / "metrics.jsonl").open("a") as metrics:
        metrics.write('{"event": "step", "st')  # the line rank 0 was writing when it died
    assert close_unfinished_run(writer.path, "rank 0 was killed")
    run = read_run(writer.path)
    assert run.status == "failed" and run.summary is not None
    assert run.summary["steps"] == 3 and run.summary["final_loss"] == 1.5
    assert not close_unfinished_run(writer.path, "again")  # a run with its summary is left as it is
    assert read_run(writer.path).summary["message"] == "rank 0 was killed"


def test_the_launch_asks_for_a_shutdown_grace_only_where_this_torchs_launch_config_takes_one():
    """torch 2.11's LaunchConfig has no shutdown_timeout: passing it failed every `--nproc` run on the H200 with a
    TypeError (make gpu-check, 2026-11-28)."""
    import dataclasses

    from torch.distributed.launcher.api import LaunchConfig

    from dashboard.training.launch import SHUTDOWN_TIMEOUT_S, _shutdown_timeout

    @dataclasses.dataclass
    class LaunchConfigOfTorch211:
        min_nodes: int
        max_nodes: int
        nproc_per_node: int
        monitor_interval: float = 0.1

    assert _shutdown_timeout(LaunchConfigOfTorch211) == {}
    has_it = "shutdown_timeout" in {field.name for field in dataclasses.fields(LaunchConfig)}
    assert _shutdown_timeout(LaunchConfig) == ({"shutdown_timeout": SHUTDOWN_TIMEOUT_S} if has_it else {})
    LaunchConfig(min_nodes=1, max_nodes=1, nproc_per_node=1, **_shutdown_timeout(LaunchConfig))
