"""The inventory cache: what one launch read, the next shows at once; another machine's or a damaged file is ignored."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dashboard.hardware import inventory_cache
from dashboard.hardware.inventory import read_quick_inventory
from dashboard.hardware.inventory_cache import InventoryCache, gpu_driver_text, inventory_from_json, machine_key
from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.hardware.records import Inventory, SoftwareInfo, to_dict
from tests.fakes.nvml import two_gpu_machine

KEY = {"host": "lab-1", "cpu": "AMD EPYC", "gpu_driver": "NVRM 550.54", "os": "Linux 6.8", "app": "0.1.0"}


@pytest.fixture(scope="module")
def inventory() -> Inventory:
    """A whole inventory of every kind of field: two GPUs, a measured copy speed, torch devices and their memory."""
    quick = read_quick_inventory([NvidiaBackend(two_gpu_machine())])
    software = SoftwareInfo("Linux-6.8", "CPython 3.11.7", "2.5.1", "cuda 12.4", "9.1.0", ("cuda",), 8,
                            ("cpu", "cuda:0", "cuda:1"), {"cuda:0": 25_438_126_080, "cuda:1": 42_314_694_656})
    memory = replace(quick.memory, copy_bandwidth_gbps=26.6, copy_bandwidth_min_gbps=26.3,
                     copy_bandwidth_max_gbps=27.0, copy_bandwidth_repeats=9)
    return replace(quick, memory=memory, software=software)


def test_what_was_saved_comes_back_whole(tmp_path, inventory):
    cache = InventoryCache(tmp_path / "inventory.json", KEY)
    assert cache.load() is None  # nothing saved yet
    assert cache.save(inventory)
    again = InventoryCache(tmp_path / "inventory.json", dict(KEY)).load()
    assert again == inventory
    assert isinstance(again.cpu.simd, tuple) and isinstance(again.gpus, tuple)
    assert again.software.device_memory_bytes == {"cuda:0": 25_438_126_080, "cuda:1": 42_314_694_656}


@pytest.mark.parametrize("changed", ["host", "cpu", "gpu_driver", "os", "app"])
def test_another_machine_or_driver_or_version_reads_nothing(tmp_path, inventory, changed):
    path = tmp_path / "inventory.json"
    InventoryCache(path, KEY).save(inventory)
    assert InventoryCache(path, {**KEY, changed: "something else"}).load() is None


def _saved_text(record: Inventory, **changes: object) -> dict:
    data = {"format": inventory_cache.FORMAT, "key": KEY, "inventory": to_dict(record)}
    data.update(changes)
    return json.loads(json.dumps(data))


def _with_field(record: Inventory, part: str, field: str, value: object) -> dict:
    data = _saved_text(record)
    data["inventory"][part][field] = value
    return data


@pytest.mark.parametrize("damage", [
    "not json at all {",
    "",
    '{"format": 1, "key": ',  # cut short while written by something else
    "[1, 2, 3]",
    '"a string"',
    "\x00\xff\xfe binary",
])
def test_a_damaged_file_is_ignored(tmp_path, damage):
    path = tmp_path / "inventory.json"
    path.write_text(damage, encoding="utf-8", errors="surrogateescape")
    assert InventoryCache(path, KEY).load() is None


def test_an_undecodable_or_huge_file_is_ignored(tmp_path):
    path = tmp_path / "inventory.json"
    path.write_bytes(b"\xff\xfe\xfa{")
    assert InventoryCache(path, KEY).load() is None
    path.write_text(" " * (inventory_cache.MAX_BYTES + 1))
    assert InventoryCache(path, KEY).load() is None


def test_a_folder_in_the_files_place_is_ignored(tmp_path):
    (tmp_path / "inventory.json").mkdir()
    cache = InventoryCache(tmp_path / "inventory.json", KEY)
    assert cache.load() is None
    assert cache.save(read_quick_inventory([])) is False  # cannot be written either, and says so


@pytest.mark.parametrize("edit", [
    lambda inv: _saved_text(inv, format=99),
    lambda inv: _saved_text(inv, inventory=None),
    lambda inv: _saved_text(inv, inventory={}),
    lambda inv: _with_field(inv, "cpu", "logical_cores", "two"),
    lambda inv: _with_field(inv, "cpu", "logical_cores", True),
    lambda inv: _with_field(inv, "cpu", "simd", "avx2"),
    lambda inv: _with_field(inv, "cpu", "simd", [1, 2]),
    lambda inv: _with_field(inv, "cpu", "brand", None),
    lambda inv: _with_field(inv, "memory", "total_bytes", 1.5),
    lambda inv: _with_field(inv, "software", "device_memory_bytes", {"cuda:0": "big"}),
    lambda inv: _with_field(inv, "cpu", "new_field_from_the_future", 1),
    lambda inv: {**_saved_text(inv), "inventory": {**_saved_text(inv)["inventory"], "gpus": [{"vendor": "nvidia"}]}},
    lambda inv: {**_saved_text(inv), "inventory": {k: v for k, v in _saved_text(inv)["inventory"].items()
                                                   if k != "memory"}},
], ids=["format", "null", "empty", "str-for-int", "bool-for-int", "str-for-tuple", "int-in-tuple",
        "null-for-str", "float-for-int", "str-in-dict", "unknown-field", "gpu-missing-fields", "missing-record"])
def test_a_file_that_is_json_but_not_an_inventory_is_ignored(tmp_path, inventory, edit):
    path = tmp_path / "inventory.json"
    path.write_text(json.dumps(edit(inventory)))
    assert InventoryCache(path, KEY).load() is None


def test_an_int_where_a_float_is_expected_is_fine(inventory):
    data = to_dict(inventory)
    data["cpu"]["max_mhz"] = 3000
    assert inventory_from_json(json.loads(json.dumps(data))).cpu.max_mhz == 3000.0


def test_saving_replaces_the_file_atomically_and_leaves_no_temporary_behind(tmp_path, inventory):
    cache = InventoryCache(tmp_path / "deeper" / "inventory.json", KEY)
    assert cache.save(inventory)
    assert cache.save(replace(inventory, gpu_status="changed"))
    assert cache.load().gpu_status == "changed"
    assert [p.name for p in (tmp_path / "deeper").iterdir()] == ["inventory.json"]


def test_the_default_file_lives_in_the_user_cache_or_where_the_environment_says(tmp_path, monkeypatch):
    monkeypatch.setenv(inventory_cache.CACHE_DIR_ENV, str(tmp_path))
    assert InventoryCache.default().path == tmp_path / "inventory.json"
    monkeypatch.delenv(inventory_cache.CACHE_DIR_ENV)
    assert InventoryCache.default().path.parts[-2:] == ("dl-dashboard", "inventory.json")


def test_the_machine_key_is_read_from_cheap_facts(tmp_path):
    key = machine_key()
    assert set(key) == {"host", "cpu", "gpu_driver", "os", "app"}
    assert key["cpu"] and key["os"]
    nvidia = tmp_path / "nvidia-version"
    nvidia.write_text("NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.54.14  Thu Feb 22 01:44:30 UTC 2024\n"
                      "GCC version:  gcc version 12.2.0\n")
    assert gpu_driver_text(nvidia, tmp_path / "none").startswith("NVRM version: NVIDIA UNIX x86_64 Kernel Module  550")
    amd = tmp_path / "amdgpu-version"
    amd.write_text("6.7.0\n")
    assert gpu_driver_text(tmp_path / "none", amd) == "6.7.0"
