"""What the window reads from a remote machine, without Qt: its inventory, then its samples, through its agent."""

from __future__ import annotations

from collections.abc import Iterator

from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.conversation import Conversation, Uncontrolled
from dashboard.protocol.messages import Event, EventName, Request, Sample
from dashboard.protocol.transport import Machine
from dashboard.training.hardware_log import inventory_from_json, snapshot_from_json


class RemoteReadings:
    """Iterate for ``machine``'s inventory, then a snapshot every ``interval_s`` until ``end`` (from any thread: its
    agent reads the end of its input and stops); a failure to reach it raises UserError with what to do."""

    def __init__(self, machine: Machine, interval_s: float) -> None:
        self.machine = machine
        self.interval_s = interval_s
        self._conversation: Conversation | None = None
        self._ended = False

    def __iter__(self) -> Iterator[Inventory | Snapshot]:
        specs = self._conversation = Conversation(Request("specs"), Uncontrolled(), EventName.INVENTORY, self.machine)
        if self._ended:  # ended before it began
            return
        for message in specs:
            if isinstance(message, Event) and message.name is EventName.INVENTORY:
                yield inventory_from_json(message.fields)
        if self._ended:
            return
        samples = self._conversation = Conversation(Request("monitor", {"interval": self.interval_s}), Uncontrolled(),
                                                    None, self.machine)
        if self._ended:
            return
        for message in samples:
            if isinstance(message, Sample):
                yield snapshot_from_json(message.snapshot)

    def end(self) -> None:
        self._ended = True
        if self._conversation is not None:
            self._conversation.end()
