"""Every reader of a file on disk, fed whatever JSON (or bytes) Hypothesis can think of: each gives a result or its
'unreadable' outcome (UnreadableRun, WrongType, None, a problem in a list), never any other exception. And the fast
numpy reader of step lines agrees with the line-by-line one on what it keeps and what it skips."""

from __future__ import annotations

import contextlib
import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import experiment_title, largest_from_record, point_from_record, read_experiments
from dashboard.hardware.inventory_cache import FORMAT, InventoryCache
from dashboard.selfbench.synthetic import synthetic_events
from dashboard.training.columns import read_columns
from dashboard.training.config import TrainConfig
from dashboard.training.events import EVENT_TYPES, Event, from_record, to_record
from dashboard.training.run_schema import UnreadableRun, saved_config
from dashboard.training.runs import METRICS_FILE, read_run, read_run_document
from dashboard.typed_json import WrongType

EXAMPLES = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_leaves = (st.none() | st.booleans() | st.integers() | st.integers(-(2**70), 2**70)
               | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=8))
json_values = st.recursive(json_leaves, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=10)
FIELD_NAMES = sorted({f.name for cls in (*EVENT_TYPES.values(), SweepPoint, MaxBatchResult, TrainConfig)
                      for f in dataclasses.fields(cls)} | {"config", "status", "message", "created", "model",
                                                           "experiment", "title", "timestamp"})
KINDS = [*EVENT_TYPES, "point", "largest", "note"]
records = st.builds(lambda kind, fields: {"event": kind, **fields}, st.sampled_from(KINDS),
                    st.dictionaries(st.sampled_from(FIELD_NAMES), json_values, max_size=6))
documents = json_values | st.dictionaries(st.sampled_from(FIELD_NAMES), json_values | records, max_size=6)
VALID_EVENTS: list[Event] = list(synthetic_events(12, steps_per_epoch=5))
VALID_LINES = [json.dumps(to_record(event)) for event in VALID_EVENTS]


def spoilt(record: dict, field: str, value: object) -> dict:
    return {**record, field: value}


valid_records = st.sampled_from([to_record(event) for event in VALID_EVENTS])
spoilt_records = st.builds(spoilt, valid_records, st.sampled_from(FIELD_NAMES), json_values)
metrics_lines = st.lists(st.one_of(st.sampled_from(VALID_LINES), spoilt_records.map(json.dumps),
                                   records.map(json.dumps), json_values.map(json.dumps),
                                   st.binary(max_size=30).map(lambda b: b.decode("latin-1"))), max_size=25)


@pytest.fixture
def folder(tmp_path) -> Path:
    folder = tmp_path / "20260101-000000-run"
    folder.mkdir()
    return folder


def read_everything(folder: Path) -> None:
    """Every reader of a run or experiment folder, and what the window asks of what they return."""
    for read in (read_run_document, experiment_title, lambda f: read_experiments([f])):
        with contextlib.suppress(UnreadableRun):
            read(folder)
    try:
        record = read_run(folder)
    except UnreadableRun:
        return
    assert isinstance(record.status, str) and isinstance(record.started, float)
    assert all(isinstance(event, dict) for event in record.events)
    record.training_events()
    with contextlib.suppress(UnreadableRun):
        assert isinstance(record.config, TrainConfig)
    columns = read_columns(folder)
    assert columns.record.skipped == record.skipped
    assert columns.step_count == sum(1 for event in record.events if event.get("event") == "step"
                                     and from_record(event) is not None)


@EXAMPLES
@given(document=documents)
def test_any_json_as_config_json_is_read_or_unreadable(folder, document):
    (folder / "config.json").write_text(json.dumps(document))
    (folder / METRICS_FILE).write_text("\n".join(VALID_LINES) + "\n")
    read_everything(folder)


@EXAMPLES
@given(content=st.binary(max_size=200))
def test_any_bytes_as_config_json_are_read_or_unreadable(folder, content):
    (folder / "config.json").write_bytes(content)
    read_everything(folder)


@EXAMPLES
@given(lines=metrics_lines, torn=st.booleans())
@example(lines=[json.dumps(spoilt(to_record(VALID_EVENTS[1]), "rank_communication_seconds", 0))], torn=False)
def test_any_lines_of_metrics_jsonl_are_kept_or_skipped_alike_by_both_readers(folder, lines, torn):
    (folder / "config.json").write_text(json.dumps({"config": TrainConfig().to_dict(), "created": 1.0}))
    text = "\n".join(lines) + "\n"
    (folder / METRICS_FILE).write_text(text + (VALID_LINES[3][:20] if torn else ""), encoding="utf-8",
                                       errors="surrogatepass")
    read_everything(folder)


@EXAMPLES
@given(record=records | spoilt_records | st.dictionaries(st.text(max_size=6), json_values, max_size=4))
def test_a_line_becomes_its_record_or_a_clear_refusal(record):
    assert from_record(record) is None or isinstance(from_record(record), tuple(EVENT_TYPES.values()))
    for parse in (point_from_record, largest_from_record):
        try:
            parse(record)
        except WrongType as err:
            assert str(err)
    try:
        saved_config(record)
    except UnreadableRun as err:
        assert str(err)


@EXAMPLES
@given(value=documents, wrap=st.booleans(), content=st.binary(max_size=100))
def test_any_inventory_cache_file_gives_an_inventory_or_none(tmp_path, value, wrap, content):
    cache = InventoryCache(tmp_path / "inventory.json", key={"host": "h"})
    data = json.dumps({"format": FORMAT, "key": {"host": "h"}, "inventory": value} if wrap else value)
    for raw in (data.encode(), content):
        cache.path.write_bytes(raw)
        cache.load()  # an Inventory or None: no exception


@EXAMPLES
@given(value=documents | st.fixed_dictionaries({"gpus": st.lists(documents, max_size=3),
                                                 "prices": json_values}), content=st.binary(max_size=100))
def test_any_user_gpus_json_leaves_the_catalogue_whole(tmp_path, value, content):
    from dashboard.advisor.gpu_catalog import load_catalog

    path = tmp_path / "gpus.json"
    builtin = len(load_catalog(None).gpus)
    for raw in (json.dumps(value).encode(), content):
        path.write_bytes(raw)
        assert len(load_catalog(path).gpus) >= builtin


def test_json_nested_past_the_stack_is_unreadable_not_a_crash(folder, tmp_path):
    deep = "[" * 100_000 + "]" * 100_000
    (folder / "config.json").write_text(deep)
    with pytest.raises(UnreadableRun, match="not JSON"):
        read_run(folder)
    (folder / "config.json").write_text(json.dumps({"config": TrainConfig().to_dict()}))
    (folder / METRICS_FILE).write_text(deep + "\n" + VALID_LINES[0] + "\n")
    assert read_run(folder).skipped.unreadable == 1 and read_columns(folder).record.skipped.unreadable == 1
    from dashboard.advisor.gpu_catalog import load_catalog

    (tmp_path / "gpus.json").write_text(deep)
    assert load_catalog(tmp_path / "gpus.json").problems
    cache = InventoryCache(tmp_path / "inventory.json", key={"host": "h"})
    cache.path.write_text(deep)
    assert cache.load() is None
