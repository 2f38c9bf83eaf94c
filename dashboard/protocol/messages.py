"""The protocol between a window (or a command with ``--remote``) and `dl-dashboard agent`: typed messages, one JSON
object per line.

A conversation: the agent says ``Hello`` (its version and what it has) as soon as it starts; the caller checks it
(``check_hello``: another version is refused in one sentence saying what to install) and sends one ``Request``; the
agent answers with ``Event`` lines (a run's or an experiment's records, as `train --json` prints them), ``Sample``
lines (a hardware snapshot) and, where it fails, one ``Error``. ``Control`` lines (pause, resume, stop) go to the
agent at any time; the end of its stdin means stop. An event is the run file's record, named by its ``event`` key;
every other message is named by its ``type``.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import platform
import sys
from typing import Any, Literal

from dashboard import __version__
from dashboard.errors import UserError
from dashboard.jsontools import dumps
from dashboard.text import say, say_words

PROTOCOL = 1
"""Raised when a message changes meaning; a window and an agent must speak the same one (and be the same version)."""
PROGRAM = "dl-dashboard"


class EventName(enum.StrEnum):
    """Every event an agent sends, named once here."""

    INFO = "info"
    STEP = "step"
    EPOCH = "epoch"
    GENERATED = "generated"
    SUMMARY = "summary"
    POINT = "point"
    LARGEST = "largest"
    DONE = "done"
    PAUSED = "paused"
    INVENTORY = "inventory"
    PROGRESS = "progress"
    OUTCOME = "outcome"
    FOLDER = "folder"
    """Where a run is saved on its machine, said as it starts (a dropped link then says where it goes on)."""


Feature = Literal["train", "sweep", "lesson", "specs", "monitor", "follow"]
FEATURES: tuple[Feature, ...] = ("train", "sweep", "lesson", "specs", "monitor", "follow")
ControlWord = Literal["pause", "resume", "stop"]
CONTROL_WORDS: tuple[ControlWord, ...] = ("pause", "resume", "stop")


class ProtocolError(UserError):
    """A line that is not a message of this protocol, or a conversation out of order."""


@dataclasses.dataclass(frozen=True)
class Hello:
    """Who answers: the program, its version and protocol, and the machine it runs on."""

    version: str
    protocol: int
    host: str
    python: str
    program: str = PROGRAM

    @classmethod
    def here(cls) -> Hello:
        return cls(version=__version__, protocol=PROTOCOL, host=platform.node() or "?",
                   python=".".join(map(str, sys.version_info[:3])))


@dataclasses.dataclass(frozen=True)
class Request:
    """What to run: a feature and its settings (a TrainConfig's or an Experiment's dict, a lesson's name, size and
    devices, a monitor's interval, or the run folder to follow and how many of its events the window has)."""

    feature: Feature
    settings: dict[str, Any] = dataclasses.field(default_factory=dict)
    saved: bool = True
    """False: shown, not added to the machine's saved runs and experiments (a lesson's measurements)."""
    outlive_link: bool = False
    """True (a run over ssh): the end of the input without a stop is a dropped link, not the window's word, and the
    run goes on to its end, saved where it runs, for the window to follow again (the ``follow`` feature)."""


@dataclasses.dataclass(frozen=True)
class Control:
    word: ControlWord


@dataclasses.dataclass(frozen=True)
class Event:
    """One record of what is being measured; ``fields`` are the record without its name."""

    name: EventName
    fields: dict[str, Any] = dataclasses.field(default_factory=dict)

    def record(self) -> dict[str, Any]:
        return {"event": str(self.name), **self.fields}


@dataclasses.dataclass(frozen=True)
class Sample:
    """A hardware snapshot (``dashboard.hardware.records.Snapshot`` as a dict)."""

    snapshot: dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Error:
    """Why the request failed, in English, with its words for a reader in another language; ``more`` holds the
    failure's context (the folder a failed run was saved in)."""

    message: str
    words: dict[str, Any] | None = None
    more: dict[str, Any] = dataclasses.field(default_factory=dict)

    def said(self) -> str:
        """The failure in the reader's language, made again after a language change: from its words where the agent
        sent them, else its English message."""
        return say(lambda: say_words(self.words) or self.message)


Message = Hello | Request | Control | Event | Sample | Error
_TYPES: dict[str, type[Any]] = {"hello": Hello, "request": Request, "control": Control, "sample": Sample}


def to_json(message: Message) -> dict[str, Any]:
    """The message as the JSON object sent for it."""
    if isinstance(message, Event):
        return message.record()
    if isinstance(message, Error):
        return {"event": "error", "message": message.message, **({"words": message.words} if message.words else {}),
                **message.more}
    kind = next(name for name, cls in _TYPES.items() if isinstance(message, cls))
    return {"type": kind, **dataclasses.asdict(message)}


def encode(message: Message) -> str:
    """One line of JSON, without its newline. A measurement's non-finite numbers are sent as null; a request's
    settings go as given (a NaN typed into a form reaches the agent, which says what is allowed)."""
    data = to_json(message)
    return json.dumps(data) if isinstance(message, Request) else dumps(data)


def decode(line: str) -> Message:
    """The message a line carries, or ProtocolError saying what is wrong with it."""
    try:
        data = json.loads(line)
    except ValueError:
        raise ProtocolError(f"not a message of the dl-dashboard protocol: {_clip(line)!r}") from None
    if not isinstance(data, dict):
        raise ProtocolError(f"a message is one JSON object, got {_clip(line)!r}")
    return from_json(data)


def from_json(data: dict[str, Any]) -> Message:
    if "event" in data:
        return _event(data)
    kind = data.get("type")
    cls = _TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ProtocolError(f"unknown message type {kind!r}: this side knows {', '.join(_TYPES)} and events")
    fields = {key: value for key, value in data.items() if key != "type"}
    names = {field.name for field in dataclasses.fields(cls)}
    try:
        message = cls(**{key: value for key, value in fields.items() if key in names})
    except TypeError as err:
        raise ProtocolError(f"a {kind} message lacks a field: {err}") from None
    _check(message)
    return message


def _event(data: dict[str, Any]) -> Event | Error:
    name = data["event"]
    fields = {key: value for key, value in data.items() if key != "event"}
    if name == "error":
        words = fields.pop("words", None)
        return Error(str(fields.pop("message", "the process failed")), words if isinstance(words, dict) else None,
                     fields)
    try:
        return Event(EventName(name), fields)
    except ValueError:
        raise ProtocolError(f"unknown event {name!r}") from None


def _check(message: Message) -> None:
    if isinstance(message, Request) and (message.feature not in FEATURES or not isinstance(message.settings, dict)):
        raise ProtocolError(f"a request names one of {', '.join(FEATURES)} with its settings as an object, got "
                            f"{message.feature!r}")
    if isinstance(message, Control) and message.word not in CONTROL_WORDS:
        raise ProtocolError(f"a control word is one of {', '.join(CONTROL_WORDS)}, got {message.word!r}")
    if isinstance(message, Hello) and not (isinstance(message.version, str) and isinstance(message.protocol, int)):
        raise ProtocolError("a hello names its version as text and its protocol as a whole number")


def check_hello(hello: Message, where: str) -> Hello:
    """The agent's hello, if it speaks this window's version; else a sentence saying which versions meet and what
    to do. ``where``: the machine, as the user named it ("this machine", "gpu-server")."""
    if not isinstance(hello, Hello) or hello.program != PROGRAM:
        raise ProtocolError(f"{where} did not answer as dl-dashboard agent does (its first line was not a hello)")
    if hello.version != __version__ or hello.protocol != PROTOCOL:
        raise ProtocolError(f"{where} runs dl-dashboard {hello.version}, this window {__version__}: install the "
                            f"same version there (pip install dl-dashboard=={__version__}), or run this version "
                            f"of the window")
    return hello


def _clip(text: str, limit: int = 80) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[:limit] + "..."
