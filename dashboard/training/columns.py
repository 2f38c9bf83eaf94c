"""A saved run's step metrics read back as numpy columns, fast enough for an hour-long run.

An hour of small steps is 200,000 lines of metrics.jsonl (115 MB); ``json.loads`` line by line takes seconds of it
on a small machine. Every step line a RunWriter writes has the same keys in the same order, so the step lines are
read in blocks of a few thousand: each block is checked to be exactly that (every line must come down to the same
skeleton of keys once its values are taken out), its keys are deleted, and what is left, comma-separated numbers,
is parsed by numpy in C. A block of any other shape (another version's keys, NaN or infinite values, a line someone
edited, a torn last line) is read line by line with ``json`` instead, with the same result. The few lines of other
kinds (the run's info, epochs, the summary) are always read with ``json``.

The file is untrusted, so the fast path takes a block only when json would have taken every line of it as a step:
null only where a field may be missing, true and false only in the warm-up flag, whole finite numbers in the
integer fields. Anything else goes line by line through the same checks as ``read_run``, which skip a line of the
wrong types and count it by cause.

Reading is in two halves, so that a window can say how many steps are coming before it parses them: ``open_metrics``
reads the bytes and counts the steps, ``parse_metrics`` turns them into columns. Torch-free: the window does both on
a worker thread.
"""

from __future__ import annotations

import dataclasses
import io
import json
import re
import string
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from dashboard.training.events import EVENT_TYPES, StepMetrics, from_record
from dashboard.training.run_schema import count_torn_last_line, load_run_document, sort_line
from dashboard.training.runs import RunRecord, read_metrics_bytes
from dashboard.typed_json import LARGEST_WHOLE

STEP_FIELDS = tuple(f.name for f in dataclasses.fields(StepMetrics) if f.name != "kind")
"""A step line's keys, in the order the writer writes them (then "event": "step")."""
STEP_SUFFIX = b', "event": "step"}'
"""How the writer ends a step line."""
BLOCK_BYTES = 2_000_000
"""About how much of the file is parsed at once (3,500 steps): large enough for numpy to pay, small enough to stay
in the CPU's caches."""
_OTHER_MARKERS = tuple(f'"event": "{kind}"'.encode() for kind in EVENT_TYPES if kind != "step")
"""How the writer marks the lines of other kinds (a kind it does not know is found in its block, by json)."""
_KEY_BYTES = (string.ascii_lowercase + '_"{}:').encode()
"""What a step line's keys are made of: deleted, they leave the values (a JSON exponent "e" is made upper case)."""
_VALUE_BYTES = (string.digits + ".+-ENA, ").encode()
"""What a step line's values are made of once null, true and false are replaced (by NAN, 1 and 0)."""
_SKELETON = ("{" + "".join(f'"{name}":' for name in STEP_FIELDS) + '"event":"step"}').encode()
"""A step line without its values: what every line of a block must come down to."""
_LITERAL = re.compile(rb'"([a-z_]+)"\s*:\s*(null|true|false)')
"""A key and a null, true or false: where a block of step lines holds each."""
NULLABLE_FIELDS = frozenset(("steady_samples_per_second", "memory_allocated_bytes", "memory_reserved_bytes",
                             "communication_seconds", "rank_samples_per_second", "rank_step_seconds",
                             "rank_communication_seconds",
                             "memory_peak_bytes", "eta_seconds"))
"""The step fields that may be null."""
FLAG_FIELDS = frozenset(("warmup",))
"""The step fields that are true or false."""
LIST_FIELDS = frozenset(f.name for f in dataclasses.fields(StepMetrics) if str(f.type).startswith("tuple"))
"""The step fields that hold a list (one number per rank) or null: numpy reads only their nulls; a bare number in
one is a wrong type, as json finds."""
WHOLE_FIELDS = ("step", "epoch", "steps_total", "memory_allocated_bytes", "memory_reserved_bytes",
                "memory_peak_bytes", "process_rss_bytes")
"""The step fields that are whole numbers: always parsed, to be checked."""


class Interrupted(Exception):
    """Parsing was told to stop (the reader's request was superseded)."""


@dataclass
class MetricsFile:
    """A run's files read but not parsed: the quick first half of opening it."""

    path: Path
    document: dict[str, Any]
    data: bytes
    """metrics.jsonl as it is on disk."""
    step_count: int
    """Lines that end as the writer ends a step line (a torn or edited one may yet turn out unreadable)."""


@dataclass
class RunColumns:
    """A run read back: its document and every line but the steps as a RunRecord, and its steps as columns."""

    record: RunRecord
    """config.json and every line except the step lines (info, epochs, summary), with the unreadable-line count."""
    steps: dict[str, np.ndarray] = field(default_factory=dict)
    """One float64 array per StepMetrics field asked for, one entry per step in file order: NaN for null, 1 and 0
    for true and false."""
    last_step: StepMetrics | None = None

    @property
    def step_count(self) -> int:
        return len(next(iter(self.steps.values()))) if self.steps else 0


def open_metrics(path: Path) -> MetricsFile:
    """config.json parsed and checked, metrics.jsonl read and its steps counted; UnreadableRun says why not."""
    document = load_run_document(path)
    data = read_metrics_bytes(path)
    # Counted a block at a time (each count ending where a line starting in the block ends): one count of the
    # whole file would hold the interpreter's lock, and so the window, for a tenth of a second.
    overlap = len(STEP_SUFFIX) - 1
    steps = sum(data.count(STEP_SUFFIX, begin, begin + BLOCK_BYTES + overlap)
                for begin in range(0, len(data), BLOCK_BYTES))
    return MetricsFile(path, document, data, steps)


def parse_metrics(metrics: MetricsFile, fields: Sequence[str] = STEP_FIELDS,
                  stop: Callable[[], bool] | None = None) -> RunColumns:
    """The columns of ``fields`` for every step, and every other line as an event of a RunRecord.

    ``stop`` is asked between blocks; when it says True, parsing ends with ``Interrupted``.
    """
    data = metrics.data
    record = RunRecord(path=metrics.path, document=dict(metrics.document))
    end = len(data)
    while end and data[end - 1] == ord("\n"):
        end -= 1
    tables, begin = [], 0
    while begin < end:
        if stop is not None and stop():
            raise Interrupted
        block_end = data.find(b"\n", begin + BLOCK_BYTES, end)
        block_end = end if block_end < 0 else block_end
        tables.append(_parse_region(data[begin:block_end], fields, record))
        begin = block_end + 1
    table = np.concatenate(tables) if tables else np.empty((0, len(fields)))
    count_torn_last_line(data, record.skipped)
    return RunColumns(record, {name: table[:, i] for i, name in enumerate(fields)}, _last_step(data, end))


def read_columns(path: Path, fields: Sequence[str] = STEP_FIELDS) -> RunColumns:
    return parse_metrics(open_metrics(path), fields)


def _parse_region(region: bytes, fields: Sequence[str], record: RunRecord) -> np.ndarray:
    """A stretch of whole lines: those of other kinds (and a last line that does not end as a step line: torn,
    or written another way) go to the record, in file order; the step lines left become rows."""
    cuts = {_line_at(region, match) for marker in _OTHER_MARKERS for match in _find_all(region, marker)}
    if not region.endswith(STEP_SUFFIX):
        cuts.add(_line_at(region, len(region) - 1))
    cuts = {cut for cut in cuts if _step_or_none(region[cut[0]:cut[1]]) is None}  # a step stays among the steps
    if not cuts:
        return _parse_block(region, fields, record)
    pieces, begin = [], 0
    for start, end in sorted(cuts):
        line = region[start:end]
        if line.strip() and (event := sort_line(line, record.skipped)) is not None:
            record.events.append(event)
        pieces.append(region[begin:start])
        begin = end + 1
    pieces.append(region[begin:])
    steps = b"".join(pieces).strip(b"\n")
    return _parse_block(steps, fields, record) if steps else np.empty((0, len(fields)))


def _find_all(data: bytes, marker: bytes) -> list[int]:
    found = []
    position = data.find(marker)
    while position >= 0:
        found.append(position)
        position = data.find(marker, position + len(marker))
    return found


def _line_at(data: bytes, position: int) -> tuple[int, int]:
    """(start, end) of the line holding ``position``, its newline excluded."""
    end = data.find(b"\n", position)
    return data.rfind(b"\n", 0, position) + 1, len(data) if end < 0 else end


def _last_step(data: bytes, end: int) -> StepMetrics | None:
    """The last step line's StepMetrics (the figures a saved run ends with)."""
    while end > 0:
        start = data.rfind(b"\n", 0, end) + 1
        step = _step_or_none(data[start:end]) if data.endswith(STEP_SUFFIX, start, end) else None
        if step is not None:
            return step
        end = start - 1
    return None


def _parse_block(block: bytes, fields: Sequence[str], record: RunRecord) -> np.ndarray:
    """One row per step of a block of step lines: by numpy when it has the writer's exact shape and types, else by
    json, line by line."""
    if not set(fields) <= set(STEP_FIELDS):  # a rank's number ("rank_step_seconds.1"): only json reads lists
        return _rows_by_json(block.split(b"\n"), fields, record)
    lines = block.count(b"\n") + 1
    checked = [*fields, *(name for name in WHOLE_FIELDS if name not in fields)]
    table = _numbers_of_block(block, lines, checked)
    if table is not None and _whole_where_due(table, checked):
        return table[:, : len(fields)]
    return _rows_by_json(block.split(b"\n"), fields, record)


def _numbers_of_block(block: bytes, lines: int, fields: Sequence[str]) -> np.ndarray | None:
    """The columns of ``fields`` parsed by numpy, or None when the block is not made of well-typed step lines.

    Usually every line of a block has its nulls and booleans in the same places (no device memory on the CPU,
    warm-up over): those columns are the first line's (checked by json to be a step), and only the numbers are
    parsed. Otherwise null, true and false are replaced by numbers first, once each is known to stand where its
    field allows it.
    """
    first = _json_or_none(block[: block.find(b"\n")] if lines > 1 else block)
    if isinstance(first, dict) and list(first) == [*STEP_FIELDS, "event"] and isinstance(from_record(first),
                                                                                          StepMetrics):
        constants = {name: _number(value) for name, value in first.items() if value is None or value is True
                     or value is False}
        if block.translate(None, _VALUE_BYTES) == b"\n".join([_skeleton(first)] * lines):
            parsed = [name for name in fields if name not in constants]
            rows = _load_numbers(block, parsed)
            if rows is not None:
                table = np.empty((lines, len(fields)))
                for i, name in enumerate(fields):
                    table[:, i] = constants[name] if name in constants else rows[:, parsed.index(name)]
                return table
    if not _literals_where_allowed(block, lines):
        return None
    numbers = block.replace(b"null", b"NAN").replace(b"true", b"1").replace(b"false", b"0")
    numbers = numbers.replace(b"e-", b"E-").replace(b"e+", b"E+")  # a JSON exponent: kept apart from the keys
    if numbers.translate(None, _VALUE_BYTES) == b"\n".join([_SKELETON] * lines):
        return _load_numbers(numbers, fields)
    return None


def _literals_where_allowed(block: bytes, lines: int) -> bool:
    """Whether every null of the block stands in a field that may be missing, every line's flags are true or false
    and its per-rank lists null (json would refuse a line with a true loss, a null step, a warm-up flag of 1 or a
    number for a list)."""
    found = Counter((key.decode(), word != b"null") for key, word in _LITERAL.findall(block))
    allowed = all(name in (FLAG_FIELDS if flag else NULLABLE_FIELDS) for name, flag in found)
    return (allowed and all(found[(name, True)] == lines for name in FLAG_FIELDS)
            and all(found[(name, False)] == lines for name in LIST_FIELDS))


def _whole_where_due(table: np.ndarray, fields: Sequence[str]) -> bool:
    """Whether the integer fields among ``fields`` hold whole, finite numbers (or NaN, from null, where a field
    may be missing): json reads 2.5 or 1e999 in a step count as a wrong type, and so must the fast path."""
    for i, name in enumerate(fields):
        if name in WHOLE_FIELDS:
            column = table[:, i]
            with np.errstate(invalid="ignore"):
                whole = np.isfinite(column) & (column == np.floor(column)) & (np.abs(column) < LARGEST_WHOLE)
            if name in NULLABLE_FIELDS:
                whole |= np.isnan(column)
            if not whole.all():
                return False
    return True


def _skeleton(values: dict[str, Any]) -> bytes:
    """A step line with these values, without its numbers: its keys, and its nulls, trues and falses."""
    literal = {None: "null", True: "true", False: "false"}
    return ("{" + "".join(f'"{name}":' + (literal[value] if value is None or isinstance(value, bool) else "")
                          for name, value in values.items() if name != "event") + '"event":"step"}').encode()


def _load_numbers(block: bytes, fields: Sequence[str]) -> np.ndarray | None:
    """The numbers of ``fields`` from a block checked to be step lines of the writer's shape: the keys (and any
    null, true or false, which stand in columns not asked for) deleted, the rest parsed by numpy."""
    if not fields:
        return np.empty((block.count(b"\n") + 1, 0))
    try:
        return np.loadtxt(io.BytesIO(block.translate(None, _KEY_BYTES)), delimiter=",", dtype=np.float64,
                          usecols=[STEP_FIELDS.index(name) for name in fields], ndmin=2)
    except ValueError:  # something shaped like a number that is not one
        return None


def _rows_by_json(lines: Sequence[bytes], fields: Sequence[str], record: RunRecord) -> np.ndarray:
    """The slow, sure way: each line through json and the checks of ``sort_line``; a step becomes a row, a line of
    another kind goes to the record's events, and one that is unusable is counted by its cause."""
    rows = []
    for line in lines:
        if not line.strip() or (event := sort_line(line, record.skipped)) is None:
            continue
        step = from_record(event)
        if isinstance(step, StepMetrics):
            rows.append([field_number(step, name) for name in fields])
        else:
            record.events.append(event)
    return np.array(rows, dtype=np.float64).reshape(len(rows), len(fields))


def _json_or_none(line: bytes) -> Any:
    try:
        return json.loads(line)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, or nested past Python's stack
        return None


def _step_or_none(line: bytes) -> StepMetrics | None:
    event = _json_or_none(line)
    step = from_record(event) if isinstance(event, dict) else None
    return step if isinstance(step, StepMetrics) else None


def rank_field(name: str, rank: int) -> str:
    """The column name of one rank's value of a per-rank field: "rank_step_seconds.1"."""
    return f"{name}.{rank}"


def field_number(step: StepMetrics, name: str) -> float:
    """A field of the step as a float; "name.N" is the Nth value of a per-rank field (NaN where there is none)."""
    field, _, index = name.partition(".")
    value = getattr(step, field)
    if index:
        value = value[int(index)] if isinstance(value, tuple) and int(index) < len(value) else None
    return _number(value)


def _number(value: object) -> float:
    """A StepMetrics field as a float: None is NaN, a bool 1 or 0."""
    return float(value) if isinstance(value, int | float) else float("nan")
