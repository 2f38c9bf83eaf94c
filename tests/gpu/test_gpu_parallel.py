"""Data-parallel training on the real GPU.

`train --nproc 1` is an ordinary one-process run: `dashboard.cli.train` starts torchrun only for `--nproc` above 1
or `--nnodes` above 1, so no process group (and no NCCL) is involved. The NCCL path is proved by starting one rank
through the app's own launcher (`dashboard.training.launch.launch`, what `--nproc 2` calls): the rank joins an NCCL
group (`distributed.join_group` on a CUDA device), trains under DistributedDataParallel and reports its all-reduce
wait. The app names the backend nowhere in its output or saved run, so NCCL's own debug log, written to a file,
says that NCCL started. `--nproc 2` runs where two GPUs exist.
"""

from __future__ import annotations

import math
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import torch

from tests.gpu.conftest import LOGS_ENV, CliRunner, Figures, json_lines

DEVICE = "cuda:0"
STEPS = 40
TRAIN = ("train", "--model", "simple-cnn", "--device", DEVICE, "--steps", str(STEPS), "--offline", "--json")
TIMEOUT_S = 200
"""torchrun's start-up and each rank's torch import come on top of a few seconds of training."""
LAUNCH_ONE_RANK = """
import sys
from dashboard.training.launch import launch
failure = launch(1, sys.argv[1:])
if failure is not None:
    print(f"launch failed: {failure}", file=sys.stderr)
sys.exit(0 if failure is None else 1)
"""


def events(records: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [record for record in records if record.get("event") == kind]


def check_trained(records: list[dict[str, Any]], figures: Figures, processes: int) -> list[dict[str, Any]]:
    """The run's info, steps and summary as a finished run on cuda:0 with a finite, falling loss; its steps."""
    info = events(records, "info")
    assert len(info) == 1, f"expected one info line, got {len(info)}: {records[:3]}"
    assert info[0]["device"] == DEVICE
    assert info[0]["device_name"] == torch.cuda.get_device_name(0)
    assert info[0]["processes"] == processes
    steps = events(records, "step")
    losses = [step["loss"] for step in steps]
    summary = events(records, "summary")
    assert summary, f"no summary line; last lines: {records[-3:]}"
    figures["loss_first"] = losses[0] if losses else None
    figures["loss_last"] = losses[-1] if losses else None
    figures["samples_per_second"] = summary[-1]["samples_per_second"]
    assert summary[-1]["status"] == "completed", f"run ended {summary[-1]['status']}: {summary[-1]['message']}"
    assert len(steps) == STEPS, f"{len(steps)} step lines for {STEPS} steps"
    assert all(math.isfinite(loss) for loss in losses), f"non-finite loss: {losses}"
    first, last = sum(losses[:5]) / 5, sum(losses[-5:]) / 5
    assert last < first, f"loss did not fall: first five {losses[:5]}, last five {losses[-5:]}"
    assert all((step["memory_allocated_bytes"] or 0) > 0 for step in steps), "a step allocated no CUDA memory"
    return steps


def test_train_nproc_1_on_cuda_exits_0_with_a_finite_falling_loss(cli: CliRunner, figures: Figures) -> None:
    """One process: the ordinary run, no process group, so no all-reduce wait on its steps."""
    done = cli(*TRAIN, "--nproc", "1", timeout=TIMEOUT_S)
    steps = check_trained(json_lines(done.stdout), figures, processes=1)
    assert all(step["communication_seconds"] is None for step in steps), \
        "a one-process run reported an all-reduce wait"


@pytest.mark.usefixtures("data_dir")
def test_one_rank_launched_by_torchrun_trains_in_an_nccl_group(tmp_path: Path, figures: Figures) -> None:
    """The launcher `--nproc N` uses, with one rank: NCCL group, DDP steps with their all-reduce wait timed."""
    nccl_logs = tmp_path / "nccl"
    nccl_logs.mkdir()
    work = tmp_path / "cwd"
    work.mkdir()
    env = {**os.environ, "NCCL_DEBUG": "INFO", "NCCL_DEBUG_FILE": str(nccl_logs / "nccl.%h.%p.log")}
    command = [sys.executable, "-c", LAUNCH_ONE_RANK, *TRAIN[1:]]
    done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=TIMEOUT_S, env=env)
    logs = Path(os.environ.get(LOGS_ENV) or tmp_path / "logs")
    logs.mkdir(parents=True, exist_ok=True)
    (logs / "torchrun-one-rank.out").write_text(done.stdout)
    (logs / "torchrun-one-rank.err").write_text(f"$ launch(1, {TRAIN[1:]})\nexit {done.returncode}\n{done.stderr}")
    assert done.returncode == 0, f"one rank under torchrun exited {done.returncode}:\n{done.stderr[-3000:]}"
    nccl = "\n".join(path.read_text(errors="replace") for path in sorted(nccl_logs.iterdir()))
    nccl += done.stderr + done.stdout  # where NCCL writes when it cannot open its file
    version = re.search(r"NCCL version (\S+)", nccl)
    figures["nccl_version"] = version[1] if version else None
    figures["nccl_log_files"] = len(list(nccl_logs.iterdir()))
    assert "NCCL INFO" in nccl, "NCCL logged nothing with NCCL_DEBUG=INFO: the rank's process group was not NCCL"
    steps = check_trained(json_lines(done.stdout), figures, processes=1)
    waits = [step["communication_seconds"] for step in steps]
    assert all(wait is not None and math.isfinite(wait) and wait >= 0 for wait in waits), \
        f"DDP steps without a measured all-reduce wait: {waits[:5]}"
    assert all(step["rank_samples_per_second"] is not None and len(step["rank_samples_per_second"]) == 1
               for step in steps), f"rank throughputs: {steps[-1]['rank_samples_per_second']}"
    figures["allreduce_wait_ms_median"] = 1000 * sorted(waits)[len(waits) // 2]


def test_train_nproc_2_trains_one_rank_per_gpu_with_a_falling_loss(cli: CliRunner, figures: Figures) -> None:
    count = torch.cuda.device_count()
    if count < 2:
        pytest.skip(f"needs 2 CUDA GPUs, this machine has {count}")
    done = cli(*TRAIN, "--nproc", "2", timeout=TIMEOUT_S)
    steps = check_trained(json_lines(done.stdout), figures, processes=2)
    assert all(len(step["rank_samples_per_second"] or ()) == 2 for step in steps), \
        f"rank throughputs: {steps[-1]['rank_samples_per_second']}"
    assert all(step["communication_seconds"] is not None for step in steps), "steps without an all-reduce wait"
