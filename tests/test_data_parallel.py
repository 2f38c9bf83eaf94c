"""Data-parallel training: `train --nproc N` runs the engine under DistributedDataParallel, launched by torchrun.

The runs here are real: two CPU processes of one thread each, talking gloo, started by torchrun's elastic launcher.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import threading
from types import SimpleNamespace

import psutil
import pytest
import torch
import torch.distributed as dist

from dashboard.cli import main
from dashboard.protocol.messages import Request, encode
from dashboard.protocol.transport import HERE, agent_command
from dashboard.training.child import ChildRun
from dashboard.training.config import ConfigError, TrainConfig, validate
from dashboard.training.control import RunControl
from dashboard.training.distributed import Group, GroupControl
from dashboard.training.engine import prepare, run
from dashboard.training.events import RunInfo, RunSummary, StepMetrics
from dashboard.training.launch import EXIT_GROUP_BROKEN, Failure, failure_message, root_cause
from dashboard.ui.training.curves import read_curves
from tests.waiting import wait_for

CONFIG = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", batch_size=32, allow_download=False,
                     train_size=512, val_size=64, data_on_device=True, warmup_steps=2)
STEPS = 16
"""Two epochs of 8 steps: each rank takes 256 of the 512 samples, in batches of 32."""
LONG_TWO_RANKS = dataclasses.replace(CONFIG, processes=2).with_length("steps", 100_000)


def _failure(exitcode: int, timestamp: int = 100, pid: int = 4242) -> SimpleNamespace:
    """What torchrun's ProcessFailure carries that the launcher reads."""
    name = signal.Signals(-exitcode).name if exitcode < 0 else ""
    return SimpleNamespace(exitcode=exitcode, timestamp=timestamp, pid=pid, signal_name=lambda: name)


def test_the_rank_that_caused_a_failure_is_named_not_the_ones_torchrun_stopped_after_it():
    killed = {0: _failure(EXIT_GROUP_BROKEN, 99), 1: _failure(-signal.SIGKILL, 100, pid=7)}
    assert root_cause(killed)[0] == 1
    assert failure_message(1, -9, 7, "SIGKILL") == "rank 1 (process 7) was killed by SIGKILL; torchrun stopped the " \
                                                   "other ranks"
    own = {0: _failure(-signal.SIGTERM, 99), 1: _failure(1, 100)}  # torchrun's SIGTERM is the consequence
    assert root_cause(own)[0] == 1
    rank_zero_said_it = Failure("", rank=0, exit_status=1)
    assert rank_zero_said_it.told_by_rank_zero
    assert not Failure("", rank=0, exit_status=EXIT_GROUP_BROKEN).told_by_rank_zero
    assert not Failure("", rank=0, exit_status=-9).told_by_rank_zero


def test_processes_are_refused_where_data_parallelism_cannot_run(monkeypatch):
    with pytest.raises(ConfigError, match="on mps use 1 process"):
        validate(TrainConfig(device="mps", processes=2), devices=["cpu", "mps"])
    with pytest.raises(ConfigError, match="this machine's logical cores"):
        validate(TrainConfig(processes=(os.cpu_count() or 1) + 1))
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    with pytest.raises(ConfigError, match="one per GPU of this machine"):
        validate(TrainConfig(device="cuda:0", processes=2), devices=["cpu", "cuda:0"])


def test_several_machines_need_the_rendezvous_address_and_name(capsys):
    assert main(["train", "--nproc", "2", "--nnodes", "2", "--steps", "1"]) == 2
    assert "--rdzv-endpoint HOST:PORT" in capsys.readouterr().err


@pytest.fixture
def group_of_one():
    """A process group of this process alone (gloo): the engine's data-parallel path, in-process."""
    dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    try:
        assert isinstance(dist.group.WORLD, dist.ProcessGroup)
        yield Group(rank=0, local_rank=0, world_size=1, side=dist.group.WORLD)
    finally:
        dist.destroy_process_group()


def test_a_rank_reports_its_own_numbers_and_its_wait_for_the_all_reduce(group_of_one):
    events = list(run(prepare(CONFIG.with_length("steps", 6), group=group_of_one), GroupControl(group_of_one)))
    steps = [e for e in events if isinstance(e, StepMetrics)]
    assert isinstance(events[0], RunInfo) and events[0].processes == 1
    assert isinstance(events[-1], RunSummary) and events[-1].status == "completed"
    for step in steps:
        assert step.rank_samples_per_second is not None and len(step.rank_samples_per_second) == 1
        assert step.communication_seconds is not None and 0 < step.communication_seconds < step.step_seconds
    control = GroupControl(group_of_one)
    control.stop()  # a stop agreed before the first step
    assert list(run(prepare(CONFIG.with_length("steps", 6), group=group_of_one), control))[-1].status == "stopped"


def _json_lines(text: str) -> list[dict]:
    """The run's events (the agent's hello before them left out)."""
    return [record for line in text.splitlines() if line.startswith("{") and "event" in (record := json.loads(line))]


def launch_as_the_window_does(config: TrainConfig, **popen) -> subprocess.Popen[str]:
    """The data-parallel launcher as the window starts it: `dl-dashboard agent`, told the run on its stdin, which
    stays open (rank 0 obeys it; its end would stop the run)."""
    process = subprocess.Popen(agent_command(HERE), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, **popen)
    assert process.stdin is not None
    process.stdin.write(encode(Request("train", config.to_dict())) + "\n")
    process.stdin.flush()
    return process


@pytest.fixture(scope="module")
def two_ranks(tmp_path_factory):
    """`train --nproc 2` on the CPU, run once for the tests that read it."""
    environment = dict(os.environ, DL_DASHBOARD_DATA_DIR=str(tmp_path_factory.mktemp("data")))
    config = dataclasses.replace(CONFIG, processes=2).with_length("steps", STEPS)
    errors = tmp_path_factory.mktemp("stderr") / "launcher.txt"
    with errors.open("w") as stderr:
        launcher = launch_as_the_window_does(config, stderr=stderr, env=environment)
        try:
            out = launcher.stdout.read()  # to the end: the run and the launcher are over
            assert launcher.wait(timeout=180) == 0, errors.read_text()[-2000:]
        finally:
            launcher.kill()
            launcher.stdin.close()
            launcher.stdout.close()
    return _json_lines(out)


def test_two_ranks_train_the_global_batch_of_one_process_with_the_same_losses(two_ranks):
    folder, info = two_ranks[:2]  # rank 0 says where it saves the run first, as a run of one process does
    assert folder["event"] == "folder" and folder["run_dir"]
    assert info["event"] == "info" and info["processes"] == 2 and info["steps_total"] == STEPS
    steps = [line for line in two_ranks if line["event"] == "step"]
    assert [line["step"] for line in steps] == list(range(1, STEPS + 1))
    assert steps[-1]["loss"] < steps[0]["loss"]
    for line in steps:
        assert len(line["rank_samples_per_second"]) == 2 and len(line["rank_communication_seconds"]) == 2
        assert 0 < line["communication_seconds"] < line["step_seconds"]
    # Each rank takes every other sample of the same shuffled order: together, one process's batch of 64.
    alone = run(prepare(dataclasses.replace(CONFIG, batch_size=64).with_length("steps", STEPS)))
    losses = [event.loss for event in alone if isinstance(event, StepMetrics)]
    for together, single in zip([line["loss"] for line in steps], losses, strict=True):
        assert together == pytest.approx(single, rel=0.02)  # summed in another order: not bit for bit
    summary = two_ranks[-1]
    assert summary["event"] == "summary" and summary["status"] == "completed"


def test_a_saved_data_parallel_run_reads_back_with_each_ranks_curve(two_ranks):
    from pathlib import Path

    *_, curves = read_curves(Path(two_ranks[-1]["run_dir"]))
    assert not isinstance(curves, int)
    assert {"rank0", "rank1", "comm_ms"} <= set(curves.steps.names())
    assert curves.info is not None and curves.info.processes == 2


def _ranks_of(process: psutil.Process) -> dict[int, psutil.Process]:
    ranks = {}
    for child in process.children(recursive=True):
        try:
            environment = child.environ()
        except psutil.Error:
            continue
        if "RANK" in environment and "TORCHELASTIC_RUN_ID" in environment:
            ranks[int(environment["RANK"])] = child
    return ranks


def _window_run(config: TrainConfig) -> tuple[ChildRun, list, threading.Thread]:
    """A data-parallel run as the window starts one, its events read on a thread."""
    child_run = ChildRun(config)
    events: list = []
    reader = threading.Thread(target=lambda: events.extend(child_run), daemon=True)
    reader.start()
    return child_run, events, reader


def test_pause_acts_on_every_rank_and_a_killed_rank_ends_the_run_with_its_name(data_dir):
    child_run, events, reader = _window_run(LONG_TWO_RANKS)
    assert wait_for(lambda: any(isinstance(e, StepMetrics) for e in events))
    child_run.control.pause()
    assert wait_for(lambda: child_run.control.holding)
    held = len(events)
    assert not wait_for(lambda: len(events) > held, seconds=0.5)  # no rank trains while paused
    child_run.control.resume()
    assert wait_for(lambda: len(events) > held)
    launcher = next(p for p in psutil.Process().children() if "agent" in p.cmdline())
    ranks = _ranks_of(launcher)
    assert sorted(ranks) == [0, 1]
    ranks[1].kill()
    reader.join(timeout=20)
    assert not reader.is_alive()
    summary = events[-1]
    assert isinstance(summary, RunSummary) and summary.status == "error"
    assert "rank 1" in summary.message and "SIGKILL" in summary.message
    assert child_run.path is not None  # rank 0 recorded the run up to there
    assert not psutil.wait_procs(list(ranks.values()), timeout=10)[1]


def test_killing_the_launcher_leaves_no_rank_behind(data_dir):
    launcher = launch_as_the_window_does(LONG_TWO_RANKS, stderr=subprocess.DEVNULL)
    try:
        assert launcher.stdout is not None
        for line in launcher.stdout:
            if '"event": "step"' in line:
                break
        ranks = _ranks_of(psutil.Process(launcher.pid))
        assert len(ranks) == 2
        launcher.kill()  # torchrun's agent gets no chance to stop them
        alive = psutil.wait_procs(list(ranks.values()), timeout=15)[1]
        assert not alive, f"orphaned ranks: {alive}"
    finally:
        launcher.kill()
        launcher.wait()
        launcher.stdin.close()
        launcher.stdout.close()



# ---------------------------------------------------------------- the "scaling with devices" comparison


def test_the_scaling_comparison_splits_this_machines_cores_or_takes_one_gpu_per_process(monkeypatch):
    from dashboard.experiments.presets import PRESETS

    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    on_cpu = PRESETS["scaling"].plan(("cpu",))
    assert [(v.config.processes, v.config.threads) for v in on_cpu.variants] == [(1, 4), (2, 2), (4, 1)]
    assert [v.label for v in on_cpu.variants] == ["1 process x 4 threads", "2 processes x 2 threads",
                                                  "4 processes x 1 thread"]
    assert "share this machine's cores" in on_cpu.note
    on_gpus = PRESETS["scaling"].plan(("cpu", "cuda:0", "cuda:1", "cuda:2"))
    assert [(v.label, v.config.processes, v.config.device) for v in on_gpus.variants] == [
        ("1 GPU", 1, "cuda:0"), ("2 GPUs", 2, "cuda:0"), ("3 GPUs", 3, "cuda:0")]
    assert not on_gpus.note


def _scaling_point(processes: int, batch: int, rate: float, share: float | None, device: str = "cpu"):
    from dashboard.experiments.points import SweepPoint

    return SweepPoint(device, "fp32", batch, "ok", samples_per_second=rate, step_seconds=0.01, steps=50,
                      label=f"{processes} processes", processes=processes, communication_share=share)


def test_the_scaling_reading_gives_the_fraction_of_linear_and_what_the_all_reduce_cost():
    from dashboard.experiments.reading import scaling_reading

    gpus = [_scaling_point(1, 32, 1000.0, None, "cuda:0"), _scaling_point(1, 128, 2000.0, None, "cuda:0"),
            _scaling_point(4, 32, 2400.0, 0.30, "cuda:0"), _scaling_point(4, 128, 7200.0, 0.08, "cuda:0")]
    said = " ".join(scaling_reading(gpus))
    assert "At batch 128 per GPU, 4 processes trained 7,200 samples/s: 3.60x one GPU, 90% of linear scaling" in said
    assert "waited 8% of its time" in said
    assert "took 30% of a step at batch 32 and 8% at batch 128" in said
    assert "Short of linear" in said
    linear = [*gpus[:2], _scaling_point(2, 128, 3960.0, 0.02, "cuda:0")]
    assert "Short of linear" not in " ".join(scaling_reading(linear))  # 99% of linear needs no excuse
    cpu = [_scaling_point(1, 32, 2800.0, None), _scaling_point(2, 32, 2200.0, 0.11)]
    said = " ".join(scaling_reading(cpu))
    assert "0.79x one process on the same cores" in said and "a combined batch of 64 samples per step" in said
    assert scaling_reading(cpu[:1]) == []  # nothing to compare with


class FakeRun:
    """A ChildRun of 10 ms steps (the first two warm-up), each waiting 2 ms for the all-reduce, until stopped."""

    made: list[FakeRun] = []

    def __init__(self, config, environment=None):
        self.config, self.environment, self.stopped = config, environment, False
        self.control = SimpleNamespace(stop=lambda: setattr(self, "stopped", True))
        FakeRun.made.append(self)

    def __iter__(self):
        step = 0
        while not self.stopped:
            step += 1
            yield _step(step, warmup=step <= 2)


def test_a_scaling_point_times_its_runs_steps_after_warm_up_and_stops_it(monkeypatch):
    from dashboard.experiments import scaling

    monkeypatch.setattr(scaling, "ChildRun", FakeRun)
    point = scaling.measure_in_processes(dataclasses.replace(CONFIG, processes=2), 32, 0.095, RunControl())
    run = FakeRun.made[-1]
    assert run.stopped and run.config.batch_size == 32 and run.config.processes == 2
    assert run.environment["DL_DASHBOARD_DATA_DIR"] != os.environ.get("DL_DASHBOARD_DATA_DIR")  # a scratch folder
    assert point.status == "ok" and point.steps == 10  # 10 ms steps until 0.095 s
    assert point.samples_per_second == pytest.approx(2 * 32 / 0.01)  # both processes' samples
    assert point.communication_share == pytest.approx(0.2)


def test_stopping_the_comparison_stops_the_run_of_the_point_in_flight(monkeypatch):
    from dashboard.experiments import scaling

    monkeypatch.setattr(scaling, "ChildRun", FakeRun)
    control = RunControl()
    control.stop()
    with pytest.raises(scaling.Cancelled):
        scaling.measure_in_processes(dataclasses.replace(CONFIG, processes=2), 32, 60.0, control)
    assert FakeRun.made[-1].stopped


def _step(step: int, warmup: bool) -> StepMetrics:
    return StepMetrics(step=step, epoch=1, steps_total=10**6, loss=1.0, accuracy=0.5, samples_per_second=6400.0,
                       steady_samples_per_second=6400.0, step_seconds=0.01, data_seconds=0.0, compute_seconds=0.01,
                       memory_allocated_bytes=None, memory_reserved_bytes=None, memory_peak_bytes=None,
                       process_rss_bytes=1, elapsed_seconds=step * 0.01, eta_seconds=1.0, warmup=warmup,
                       timestamp=0.0, communication_seconds=0.002)


# ---------------------------------------------------------------- the CUDA paths, through doubles of torch's API


class FakeEvent:
    """torch.cuda.Event: record() marks a time on the stream; elapsed_time() is in milliseconds."""

    clock = 0.0

    def __init__(self, enable_timing: bool = False) -> None:
        assert enable_timing
        self.at: float | None = None

    def record(self) -> None:
        self.at = FakeEvent.clock

    def elapsed_time(self, end: FakeEvent) -> float:
        return (end.at - self.at) * 1000


def test_on_cuda_the_all_reduce_wait_is_timed_with_cuda_events_in_seconds(monkeypatch):
    from dashboard.training import distributed

    monkeypatch.setattr(torch.cuda, "Event", FakeEvent)
    clock = distributed.AllReduceClock(torch.device("cuda", 0))
    for launched, done in ((0.0, 0.004), (1.0, 1.006)):  # two steps: their last buckets waited 4 and 6 ms
        FakeEvent.clock = launched
        start = distributed._recorded_event()
        FakeEvent.clock = done
        clock._last_events = (start, distributed._recorded_event())
        clock.end_step()
    assert clock.take_seconds() == pytest.approx(0.010)
    assert clock.take_seconds() == 0.0  # taken once


def test_a_cuda_rank_joins_with_nccl_on_its_local_gpu_and_talks_control_over_gloo(monkeypatch):
    from dashboard.training import distributed

    calls = []
    monkeypatch.setenv("LOCAL_RANK", "1")
    monkeypatch.setattr(torch.cuda, "set_device", lambda index: calls.append(("set_device", index)))
    monkeypatch.setattr(dist, "init_process_group", lambda backend, **kw: calls.append((backend, kw["device_id"])))
    side = type("SideGroup", (), {})()  # what dist.new_group returns: a ProcessGroup (checked by isinstance)
    monkeypatch.setattr(dist, "ProcessGroup", type(side))
    monkeypatch.setattr(dist, "new_group", lambda backend, **kw: calls.append(("side", backend)) or side)
    monkeypatch.setattr(dist, "get_rank", lambda: 3)
    monkeypatch.setattr(dist, "get_world_size", lambda: 4)
    group = distributed.join_group("cuda:0")
    assert calls == [("set_device", 1), ("nccl", torch.device("cuda", 1)), ("side", "gloo")]
    assert (group.rank, group.local_rank, group.world_size, group.side) == (3, 1, 4, side)
    assert group.device("cuda:0") == torch.device("cuda", 1) and not group.leads
