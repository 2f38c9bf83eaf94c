"""One rank of a data-parallel run: PyTorch's DistributedDataParallel in a process that torchrun started.

torchrun (``dashboard.training.launch``) starts the processes and owns rendezvous, failure detection and shutdown;
this module is what each of them adds to the ordinary engine:

- the process group (NCCL between CUDA GPUs, gloo on the CPU) and a gloo side group for small CPU messages, so
  the control words and the per-rank numbers never force a GPU synchronisation;
- ``GroupControl``: stop and pause act on every rank at the same step, because a rank that stopped alone would
  leave the others waiting in the next all-reduce;
- ``AllReduceClock``: DDP's own all-reduce, as a communication hook that also times how long each step waited
  for the last gradient bucket once its backward work was done;
- ``gather_window``: every rank's throughput, step time and wait, gathered on rank 0, which records the run.
"""

from __future__ import annotations

import datetime
import os
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

import torch
import torch.distributed as dist
from torch.distributed.algorithms.ddp_comm_hooks.default_hooks import allreduce_hook
from torch.nn.parallel import DistributedDataParallel

from dashboard.text import fill, translate
from dashboard.training.control import RunControl, RunInterrupted
from dashboard.training.events import RunSummary

PAUSE_POLL_S = 0.2
"""How often paused ranks agree on whether to go on: a resume or stop acts within this."""
PARENT_POLL_S = 0.5
"""How often a rank looks whether torchrun's agent, its parent, is still there."""
GROUP_TIMEOUT = datetime.timedelta(minutes=10)
"""How long a collective may wait for a rank before it fails; a rank that dies is noticed by torchrun far sooner."""


@dataclass(frozen=True)
class Group:
    """This process's place in the run, and the gloo group its CPU-side messages travel in."""

    rank: int
    local_rank: int
    world_size: int
    side: dist.ProcessGroup

    @property
    def leads(self) -> bool:
        """Rank 0 records the run and speaks for it."""
        return self.rank == 0

    def device(self, requested: str) -> torch.device:
        """The device this rank trains on: the CPU, or the CUDA GPU of its local rank (cuda:0 on rank 0 of each
        machine, cuda:1 on the next...)."""
        return torch.device("cuda", self.local_rank) if requested.startswith("cuda") else torch.device(requested)


def join_group(device: str) -> Group:
    """Join the run torchrun started (its environment names the rendezvous): NCCL on CUDA, gloo on the CPU."""
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    if device.startswith("cuda"):
        torch.cuda.set_device(local_rank)
        dist.init_process_group("nccl", timeout=GROUP_TIMEOUT, device_id=torch.device("cuda", local_rank))
    else:
        dist.init_process_group("gloo", timeout=GROUP_TIMEOUT)
    side = dist.new_group(backend="gloo", timeout=GROUP_TIMEOUT) if device.startswith("cuda") else dist.group.WORLD
    assert isinstance(side, dist.ProcessGroup)
    return Group(rank=dist.get_rank(), local_rank=local_rank, world_size=dist.get_world_size(), side=side)


def leave_group() -> None:
    if dist.is_initialized():
        dist.destroy_process_group()


class GroupControl(RunControl):
    """A RunControl every rank obeys together: each check is a max all-reduce of (stop, pause) over the ranks.

    Pause and stop arrive at one rank (rank 0 reads the window's words; any rank may get SIGTERM); the agreement
    makes all of them stop, or park, at the same step. Paused ranks keep agreeing every ``PAUSE_POLL_S``, so a
    long pause never runs into the group's timeout.
    """

    def __init__(self, group: Group) -> None:
        super().__init__()
        self._side = group.side
        self._agreed_stop: bool | None = None
        """The stop ``wait_while_paused`` has just agreed on, for the check the engine makes right after it: one
        all-reduce per step, not two. Every rank takes the same path, so every rank skips the same one."""

    def _agree(self) -> tuple[bool, bool]:
        flags = torch.tensor([self._stop.is_set(), not self._running.is_set()], dtype=torch.int32)
        dist.all_reduce(flags, op=dist.ReduceOp.MAX, group=self._side)
        return bool(flags[0]), bool(flags[1])

    def check(self) -> None:
        stop, self._agreed_stop = self._agreed_stop, None
        if stop is None:
            stop = self._agree()[0]
        if stop:
            raise RunInterrupted

    def wait_while_paused(self) -> float:
        stop, paused = self._agree()
        self._agreed_stop = stop
        if stop or not paused:
            return 0.0
        started = time.perf_counter()
        self._holding.set()
        try:
            while paused and not stop:
                if self._running.is_set():  # paused by another rank: wait for it at its pace
                    time.sleep(PAUSE_POLL_S)
                else:
                    self._running.wait(PAUSE_POLL_S)
                stop, paused = self._agree()
        finally:
            self._holding.clear()
        self._agreed_stop = stop
        return time.perf_counter() - started


def watch_parent(control: RunControl) -> None:
    """Stop when torchrun's agent is gone (killed outright, it cannot stop its workers): no rank is left orphaned.

    A process whose parent died is adopted by another; its parent id changes.
    """
    parent = os.getppid()

    def watch() -> None:
        while not control.stopped:
            if os.getppid() != parent:
                control.stop()
                return
            time.sleep(PARENT_POLL_S)

    threading.Thread(target=watch, name="parent watch", daemon=True).start()


class AllReduceClock:
    """DDP's default gradient all-reduce, timed: per step, the wait from the last bucket's launch (its gradients
    were the last ready, so backward's compute had ended) to its completion. That is the part of the step spent
    only on communication; all-reduce of earlier buckets overlaps backward and costs nothing visible.

    On CUDA the two moments are CUDA events on the streams that did the work; on the CPU, the wall clock in the
    gloo thread that completes the all-reduce.
    """

    def __init__(self, device: torch.device) -> None:
        self._cuda = device.type == "cuda"
        self._last_wait_s: float | None = None
        self._last_events: tuple[torch.cuda.Event, torch.cuda.Event] | None = None
        self._waits_s: list[float] = []
        self._events: list[tuple[torch.cuda.Event, torch.cuda.Event]] = []

    def register(self, model: DistributedDataParallel) -> None:
        # DDP checks the hook's annotations against the real types, and this module's are strings (postponed
        # evaluation): the hook goes in through a closure that has none.
        model.register_comm_hook(None, lambda process_group, bucket: self.hook(process_group, bucket))

    def hook(self, process_group: dist.ProcessGroup, bucket: dist.GradBucket) -> torch.futures.Future[torch.Tensor]:
        """A DDP communication hook: DDP's default all-reduce of one gradient bucket, timed."""
        if self._cuda:
            launched_event = _recorded_event()

            def done_on_gpu(future: torch.futures.Future[torch.Tensor]) -> torch.Tensor:
                self._last_events = (launched_event, _recorded_event())  # on the stream the all-reduce ended on
                return future.value()

            return allreduce_hook(process_group, bucket).then(done_on_gpu)
        launched = time.perf_counter()

        def done(future: torch.futures.Future[torch.Tensor]) -> torch.Tensor:
            self._last_wait_s = time.perf_counter() - launched
            return future.value()

        return allreduce_hook(process_group, bucket).then(done)

    def end_step(self) -> None:
        """After each step's backward: keep its last bucket's wait (DDP has waited for every bucket by then)."""
        if self._last_wait_s is not None:
            self._waits_s.append(self._last_wait_s)
        if self._last_events is not None:
            self._events.append(self._last_events)
        self._last_wait_s, self._last_events = None, None

    def take_seconds(self) -> float:
        """The waits since the last call, summed, in seconds; on CUDA call it after a synchronize."""
        seconds = sum(self._waits_s)
        seconds += sum(start.elapsed_time(end) for start, end in self._events) / 1000  # elapsed_time is in ms
        self._waits_s, self._events = [], []
        return seconds


def _recorded_event() -> torch.cuda.Event:
    event = torch.cuda.Event(enable_timing=True)
    event.record()
    return event


@dataclass(frozen=True)
class RankWindow:
    """One rank's numbers over the steps since the last report."""

    samples_per_second: float
    step_seconds: float
    communication_seconds: float
    """All-reduce wait per step."""
    loss_sum: float
    loss_steps: int
    correct: int
    seen: int

    def as_floats(self) -> list[float]:
        return [self.samples_per_second, self.step_seconds, self.communication_seconds, self.loss_sum,
                float(self.loss_steps), float(self.correct), float(self.seen)]

    @classmethod
    def from_floats(cls, values: Sequence[float]) -> RankWindow:
        return cls(values[0], values[1], values[2], values[3], round(values[4]), round(values[5]), round(values[6]))


def gather_window(group: Group, mine: RankWindow) -> list[RankWindow]:
    """Every rank's window, in rank order, on every rank (one small all-gather on the CPU side group)."""
    local = torch.tensor(mine.as_floats(), dtype=torch.float64)
    gathered = [torch.empty_like(local) for _ in range(group.world_size)]
    dist.all_gather(gathered, local, group=group.side)
    return [RankWindow.from_floats(tensor.tolist()) for tensor in gathered]


def is_group_failure(err: BaseException) -> bool:
    """A collective that failed because another rank went away (gloo's closed connection, NCCL's errors)."""
    if isinstance(err, dist.DistError):
        return True
    text = str(err).lower()
    return isinstance(err, RuntimeError) and any(word in text for word in ("gloo", "nccl", "connection"))


def group_failure_message(step: int) -> str:
    return fill(translate("Training", "another process of this data-parallel run ended at step {step}, so every "
                                      "process stopped; the launcher's message names it"), step=step)


def ended_by_group(summary: RunSummary) -> bool:
    """The run ended because another rank did (``group_failure_message``), not by this rank's own fault."""
    return summary.status == "error" and summary.message == group_failure_message(summary.steps)
