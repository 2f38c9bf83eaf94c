"""Start a data-parallel run the way PyTorch starts one: torchrun's elastic launcher, in this process.

Each rank is this app's own `train` command in a child process (``dashboard.training.distributed`` is what it does
there). Rendezvous, watching the ranks, and ending all of them when one fails are torchrun's; nothing here speaks
to the ranks. Rank 0 inherits this process's stdin and stdout, so the window's words reach it and its events reach
the window exactly as from a run of one process.

Several machines: the same launcher on each, with the number of machines and the address of the one that hosts
the rendezvous (``Rendezvous``); the README gives the commands.
"""

from __future__ import annotations

import dataclasses
import signal
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dashboard.errors import first_line
from dashboard.text import fill, translate
from dashboard.training.rendezvous import (
    DEFAULT_TIMEOUT_S,
    Endpoint,
    RendezvousUnreachable,
    hosts_here,
    reach,
    resolve,
)

EXIT_GROUP_BROKEN = 3
"""A rank's exit status when it stopped because another rank of its run ended: not the cause of a failure."""
SHUTDOWN_TIMEOUT_S = 15
"""How long torchrun lets the ranks finish their step and save after it asks them to stop, before it kills them."""
CLOSING_SIGNALS = (signal.SIGTERM, signal.SIGINT)
"""What torchrun sends the other ranks when one fails (or when it is stopped): their deaths are not the cause."""


@dataclass(frozen=True)
class Rendezvous:
    """Where the machines of a run meet (torchrun's c10d rendezvous); the defaults run on this machine alone."""

    nodes: int = 1
    endpoint: Endpoint | None = None
    """The machine that hosts the rendezvous; None: this machine, on a free port."""
    run_id: str | None = None
    """The same name on every machine of one run; None: a fresh one (this machine alone)."""
    timeout_s: int = DEFAULT_TIMEOUT_S
    """How long to wait to reach the rendezvous and for every machine to join it."""

    def torchrun_settings(self) -> dict[str, Any]:
        """torchrun's rendezvous settings, once the endpoint is known to answer (RendezvousUnreachable if it does
        not, UserError for a name that does not resolve): whether this machine hosts it, and the waits left."""
        if self.endpoint is None:
            return {}  # this machine alone: nothing to reach, nobody else to wait for
        started = time.monotonic()
        addresses = resolve(self.endpoint, self.timeout_s)
        here = hosts_here(addresses, self.endpoint.port)
        if not here:
            reach(self.endpoint, addresses, started + self.timeout_s, self.timeout_s)
        left = max(1, round(self.timeout_s - (time.monotonic() - started)))
        return {"join_timeout": left, "is_host": here}


@dataclass(frozen=True)
class Failure:
    """How a data-parallel run failed, from the launcher's side."""

    message: str
    rank: int | None = None
    """The rank whose end caused it; None when the launcher itself was stopped (Ctrl+C, SIGTERM)."""
    exit_status: int | None = None
    """That rank's exit status; negative when a signal killed it."""
    signum: int | None = None
    """The signal that stopped the launcher (and, through it, every rank)."""

    @property
    def told_by_rank_zero(self) -> bool:
        """Rank 0 failed on its own and has already printed why (its summary or error line)."""
        return self.rank == 0 and self.exit_status is not None and self.exit_status > 0 \
            and self.exit_status != EXIT_GROUP_BROKEN


def _shutdown_timeout(launch_config: type) -> dict[str, Any]:
    """The ranks' grace between SIGTERM and SIGKILL, where this torch's LaunchConfig takes one (2.11 does not)."""
    fields = {field.name for field in dataclasses.fields(launch_config)}
    return {"shutdown_timeout": SHUTDOWN_TIMEOUT_S} if "shutdown_timeout" in fields else {}


def launch(processes: int, command: list[str], rendezvous: Rendezvous = Rendezvous(),
           settings: dict[str, Any] | None = None) -> Failure | None:
    """Run ``processes`` ranks, each ``command`` (the launcher's shell says what a rank runs), on this machine until
    they end: None when every rank ended well.

    ``settings``: ``rendezvous.torchrun_settings()`` when the caller has reached the endpoint already (before
    PyTorch loads, as `train` does); else they are found here."""
    if settings is None:
        try:
            settings = rendezvous.torchrun_settings()
        except RendezvousUnreachable as err:
            return Failure(str(err))
    from torch.distributed.elastic.multiprocessing.api import SignalException
    from torch.distributed.elastic.multiprocessing.errors import ChildFailedError
    from torch.distributed.elastic.rendezvous.api import RendezvousError, RendezvousTimeoutError
    from torch.distributed.launcher.api import LaunchConfig, elastic_launch

    config = LaunchConfig(
        min_nodes=rendezvous.nodes, max_nodes=rendezvous.nodes, nproc_per_node=processes, rdzv_backend="c10d",
        rdzv_endpoint=str(rendezvous.endpoint or "localhost:0"), run_id=rendezvous.run_id or uuid.uuid4().hex,
        max_restarts=0, monitor_interval=0.1, rdzv_configs=settings, **_shutdown_timeout(LaunchConfig))
    program, *arguments = command
    try:
        elastic_launch(config, program)(*arguments)
    except RendezvousTimeoutError:
        return Failure(f"the rendezvous at {rendezvous.endpoint or 'this machine'} did not gather all "
                       f"{rendezvous.nodes} machines within {rendezvous.timeout_s} s: start the same command on "
                       "each of them, with the same --rdzv-id (or give a longer --rdzv-timeout)")
    except RendezvousError as err:  # the store failed or closed under it: its cause's first line says how
        cause = err.__cause__ or err
        return Failure(f"could not reach the rendezvous at {rendezvous.endpoint or 'this machine'} within "
                       f"{rendezvous.timeout_s} s: {first_line(cause)}")
    except ChildFailedError as err:
        rank, failure = root_cause(err.failures)
        return Failure(failure_message(rank, failure.exitcode, failure.pid, failure.signal_name()), rank,
                       failure.exitcode)
    except SignalException as err:  # torchrun has passed the signal on to every rank and waited for them
        return Failure(fill(translate("Training", "stopped by {signal}: every rank was stopped"),
                            signal=signal.Signals(err.sigval).name), signum=int(err.sigval))
    return None


def root_cause(failures: Mapping[int, Any]) -> tuple[int, Any]:
    """The rank whose end caused the others' (torchrun's ProcessFailure by global rank): a rank killed by a signal
    torchrun does not send, else one that failed on its own (not with ``EXIT_GROUP_BROKEN``), else the earliest."""

    def order(item: tuple[int, Any]) -> tuple[int, int, int]:
        rank, failure = item
        killed = failure.exitcode < 0 and -failure.exitcode not in CLOSING_SIGNALS
        own = failure.exitcode not in (EXIT_GROUP_BROKEN, *(-s for s in CLOSING_SIGNALS))
        return (0 if killed else 1 if own else 2, failure.timestamp, rank)

    return min(failures.items(), key=order)


def failure_message(rank: int, exit_status: int, pid: int, signal_name: str) -> str:
    """"rank 1 (process 4242) was killed by SIGKILL; torchrun stopped the other ranks", in the reader's language."""
    if exit_status < 0:
        return fill(translate("Training", "rank {rank} (process {pid}) was killed by {signal}; torchrun stopped the "
                                          "other ranks"), rank=rank, pid=pid, signal=signal_name)
    if exit_status == EXIT_GROUP_BROKEN:
        return fill(translate("Training", "rank {rank} (process {pid}) stopped because another process of the run "
                                          "ended (on another machine?)"), rank=rank, pid=pid)
    return fill(translate("Training", "rank {rank} (process {pid}) ended with exit status {status}; torchrun stopped "
                                      "the other ranks"), rank=rank, pid=pid, status=exit_status)
