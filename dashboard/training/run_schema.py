"""What a saved run's files may hold, checked before anything uses them: every file on disk is untrusted.

A run folder can hold anything by the time it is reopened: a config.json cut short by a full disk, garbage from a
failing drive, a list or a number where an object belongs after a hand edit, lines of metrics.jsonl from another
version. One small check per file kind turns all of that into a reason a person can read ("config.json is not
JSON", "status is a number (3), not text"), raised as ``UnreadableRun``, or, for a line of metrics.jsonl, into a
count of skipped lines by cause, so nothing downstream (a list, a plot, a slot) ever meets a wrong type.
"""

from __future__ import annotations

import dataclasses
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dashboard.errors import UserError
from dashboard.text import counted, fill, translate
from dashboard.training.choices import (
    ATTENTION_KINDS,
    DATASET_NAMES,
    FREEZE_MODES,
    MODEL_CHOICES,
    OPTIMIZERS,
    PRECISIONS,
    model_spec,
)
from dashboard.training.config import MAX_BATCH_SIZE, MAX_SEED, TrainConfig
from dashboard.training.events import check_event_fields
from dashboard.typed_json import WrongType, describe_value, record_from_json

CONFIG_FILE = "config.json"
MAX_CONFIG_BYTES = 10_000_000
"""A run's config.json is a few kilobytes: anything this large is not one, and is not read into memory."""


class UnreadableRun(UserError):
    """A saved run or experiment that cannot be used; the message says why ("config.json is not JSON")."""


# ---------------------------------------------------------------------------------------------- config.json


def load_run_document(folder: Path) -> dict[str, Any]:
    """config.json of a run or experiment folder, checked; UnreadableRun says why it cannot be used."""
    path = folder / CONFIG_FILE
    try:
        if path.stat().st_size > MAX_CONFIG_BYTES:
            raise UnreadableRun(f"{CONFIG_FILE} is too large to be a run's settings")
        data = path.read_bytes()
    except FileNotFoundError:
        raise UnreadableRun(f"{CONFIG_FILE} is missing" if folder.is_dir() else f"{folder} does not exist")\
            from None
    except OSError as err:
        raise UnreadableRun(f"{CONFIG_FILE} cannot be read ({err.strerror or err})") from None
    try:
        document = json.loads(data)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, cut short, or nested past Python's stack
        raise UnreadableRun(f"{CONFIG_FILE} is not JSON" + (" (it is empty)" if not data.strip() else ""))\
            from None
    return check_run_document(document)


_DOCUMENT_FIELDS: dict[str, tuple[type, ...]] = {
    "config": (dict,), "created": (int, float), "started": (int, float), "status": (str,), "message": (str,),
    "model": (dict,), "experiment": (dict,)}
_TYPE_WORDS = {dict: "an object", str: "text", int: "a number", float: "a number"}


def check_run_document(document: Any) -> dict[str, Any]:
    """The document itself when every field the app reads has its type, else UnreadableRun naming the first that
    does not. The settings inside "config" are checked only when they are used (``saved_config``): a run whose
    settings this version cannot take still shows its curves."""
    if not isinstance(document, dict):
        raise UnreadableRun(f"{CONFIG_FILE} holds {describe_value(document)}, not an object")
    for name, kinds in _DOCUMENT_FIELDS.items():
        value = document.get(name)
        if name in document and (not isinstance(value, kinds) or isinstance(value, bool)):
            raise UnreadableRun(f"{name} is {describe_value(value)}, not {_TYPE_WORDS[kinds[0]]}")
    timestamp = document.get("model", {}).get("timestamp")
    if timestamp is not None and (not isinstance(timestamp, int | float) or isinstance(timestamp, bool)):
        raise UnreadableRun(f"model.timestamp is {describe_value(timestamp)}, not a number")
    title = document.get("experiment", {}).get("title")
    if title is not None and not isinstance(title, str):
        raise UnreadableRun(f"experiment.title is {describe_value(title)}, not text")
    return document


_CHOICES: dict[str, tuple[str, ...]] = {"dataset": DATASET_NAMES, "optimizer": OPTIMIZERS, "precision": PRECISIONS,
                                        "freeze": FREEZE_MODES, "attention": ATTENTION_KINDS}
_LARGEST_WHOLE = 2**31 - 1
"""The largest whole number a setting may hold: what the form's spin boxes (32-bit) can show."""
_WHOLE_RANGES: dict[str, tuple[int, int]] = {"batch_size": (1, MAX_BATCH_SIZE), "epochs": (1, _LARGEST_WHOLE),
                                             "steps": (1, _LARGEST_WHOLE), "seed": (0, MAX_SEED),
                                             "threads": (1, _LARGEST_WHOLE), "resolution": (1, _LARGEST_WHOLE),
                                             "processes": (1, _LARGEST_WHOLE)}


def saved_config(data: Any) -> TrainConfig:
    """A run's settings from its config.json, each of the type and among the choices this version has; a field
    missing takes its default, one a newer version added is dropped. UnreadableRun says what is wrong."""
    try:
        config = record_from_json(TrainConfig, data, where="config")
    except WrongType as err:
        raise UnreadableRun(str(err)) from None
    if model_spec(config.model) is None:
        raise UnreadableRun(f"config.model '{config.model}' is not one this version knows "
                            f"({', '.join(MODEL_CHOICES)})")
    for name, choices in _CHOICES.items():
        value = getattr(config, name)
        if value not in choices:
            raise UnreadableRun(f"config.{name} '{value}' is not one this version knows ({', '.join(choices)})")
    for field in dataclasses.fields(TrainConfig):
        value = getattr(config, field.name)
        low, high = _WHOLE_RANGES.get(field.name, (0, _LARGEST_WHOLE))
        if isinstance(value, int) and not isinstance(value, bool) and not low <= value <= high:
            raise UnreadableRun(f"config.{field.name} is {value}, outside {low} to {high}")
    if not math.isfinite(config.learning_rate) or config.learning_rate <= 0:
        raise UnreadableRun(f"config.learning_rate is {config.learning_rate}, not a finite number above 0")
    assert isinstance(config, TrainConfig)
    return config


# ---------------------------------------------------------------------------------------------- metrics.jsonl


@dataclass
class SkippedLines:
    """Lines of metrics.jsonl left out, by cause: each means something different to the person reading them."""

    torn: int = 0
    """The last line, not JSON: the app was killed (or the disk filled) while writing it."""
    unreadable: int = 0
    """Lines elsewhere that are not JSON: the file was damaged or edited."""
    wrong_types: int = 0
    """JSON, but not an object, or a kind of line this version reads with fields of the wrong type or missing."""

    @property
    def total(self) -> int:
        return self.torn + self.unreadable + self.wrong_types

    def notice(self) -> str:
        """One sentence for the page (in the reader's language), empty when nothing was skipped."""
        parts = []
        if self.unreadable:
            parts.append(counted(self.unreadable, translate(
                "Training", "%Ln unreadable line(s) (not JSON: the file was damaged or edited)", None, 1)))
        if self.wrong_types:
            parts.append(counted(self.wrong_types, translate(
                "Training", "%Ln line(s) with wrong types (from another version, or edited)", None, 1)))
        if self.torn:
            parts.append(translate("Training", "the last line, cut short (the app was killed while writing it)"))
        return fill(translate("Training", "Skipped {lines}."), lines="; ".join(parts)) if parts else ""

    def add(self, other: SkippedLines) -> None:
        self.torn += other.torn
        self.unreadable += other.unreadable
        self.wrong_types += other.wrong_types


def sort_line(line: bytes | str, skipped: SkippedLines) -> dict[str, Any] | None:
    """A line of metrics.jsonl as the object to keep, or None, counted in ``skipped`` by its cause.

    A line of a kind this version reads (info, step, epoch, summary) is kept only when the fields it has have their
    types (one missing fields is kept: from an older version, it is simply no typed event); any other object is
    kept as it is, for the reader that knows its kind (an experiment's points).
    """
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        skipped.unreadable += 1
        return None
    if not isinstance(value, dict):
        skipped.wrong_types += 1
        return None
    try:
        check_event_fields(value)
    except WrongType:
        skipped.wrong_types += 1
        return None
    return value


def count_torn_last_line(data: bytes, skipped: SkippedLines) -> None:
    """Recount the file's last line as torn rather than unreadable when it is not JSON: the one place a line can be
    cut short by a crash, since every line before it was written whole and flushed."""
    text = data.rstrip()
    last = text[text.rfind(b"\n") + 1:]
    if not last.strip() or skipped.unreadable == 0:
        return
    try:
        json.loads(last)
    except (ValueError, RecursionError):
        skipped.unreadable -= 1
        skipped.torn += 1
