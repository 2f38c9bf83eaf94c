"""The GPU catalogue: the shipped values, the user's own file, and matching a detected GPU to its entry."""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from importlib import resources
from pathlib import Path

import platformdirs
import pytest

from dashboard.advisor import gpu_catalog
from dashboard.advisor.gpu_catalog import Catalog, load_catalog, user_catalog_path
from dashboard.advisor.gpu_matching import match_detected, match_gpu
from dashboard.advisor.gpu_spec import SERIES, SERIES_BY_VENDOR, CatalogError, GpuSpec, validate_entry
from dashboard.hardware.amd import AmdBackend
from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.hardware.records import GpuInfo
from tests.fakes.amdsmi import FakeAmdSmi, instinct_mi210, radeon_780m, radeon_rx_7900_xtx
from tests.fakes.nvml import two_gpu_machine

GIB = 1024**3
BUILTIN = load_catalog(None)
VENDOR_DOMAINS = {"nvidia": ("nvidia.com",), "amd": ("amd.com", "github.com/amd/"), "apple": ("apple.com",)}


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch) -> Path:
    """Every test gets its own empty config directory: the user's real gpus.json is never read."""
    directory = tmp_path / "config"
    directory.mkdir()
    monkeypatch.setenv("DL_DASHBOARD_CONFIG_DIR", str(directory))
    return directory


def write_user_file(directory: Path, document: object) -> Path:
    path = directory / "gpus.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document), encoding="utf-8")
    return path


def raw_document() -> dict:
    return json.loads((resources.files("dashboard.resources") / "gpus.json").read_text(encoding="utf-8"))


def spec(name: str) -> GpuSpec:
    found = BUILTIN.get(name)
    assert found is not None, name
    return found


# ---------------------------------------------------------------- the shipped file


def test_builtin_catalogue_loads_without_problems():
    assert BUILTIN.problems == ()
    assert len(BUILTIN.gpus) >= 40


def test_every_entry_has_exactly_the_spec_fields_and_no_user_values():
    document = raw_document()
    assert document["schema"] == 1 and "GB/s" in document["notes"]
    file_fields = {field.name for field in dataclasses.fields(GpuSpec)} - {"price_usd", "user_added"}
    for raw in document["gpus"]:
        assert set(raw) == file_fields, raw["name"]


def test_names_are_unique():
    names = [gpu.name.casefold() for gpu in BUILTIN.gpus]
    assert len(names) == len(set(names))


def test_every_series_is_covered():
    by_series = {series: [gpu.name for gpu in BUILTIN.gpus if gpu.series == series] for series in SERIES}
    assert all(by_series.values()), by_series
    workstation = " ".join(by_series["workstation"])
    assert "Quadro" in workstation and "RTX A" in workstation and "Ada" in workstation
    datacenter = by_series["datacenter"]
    for prefix in ("Tesla", "A", "H", "L", "B"):
        assert any(name.startswith(prefix) for name in datacenter), prefix
    for gpu in BUILTIN.gpus:
        assert gpu.series in SERIES_BY_VENDOR[gpu.vendor], gpu.name


def test_values_are_in_plausible_units():
    for gpu in BUILTIN.gpus:
        assert 2016 <= gpu.year <= 2025, gpu.name
        assert 8 <= gpu.memory_gb <= 256, gpu.name  # GB, not MB or bytes
        assert 100 <= gpu.bandwidth_gbps <= 10_000, gpu.name  # GB/s, not TB/s
        assert 2 <= gpu.fp32_tflops <= 200, gpu.name  # TFLOPS, not GFLOPS
        assert 20 <= gpu.tdp_w <= 1_200, gpu.name
        assert 1 <= gpu.logical_devices <= 2, gpu.name


def test_tensor_rates_follow_the_hardware():
    for gpu in BUILTIN.gpus:
        if gpu.tensor_cores is None:
            # No matrix units (Pascal, RDNA 2, Apple's GPU as far as Apple documents it): no tensor rate.
            assert gpu.fp16_tensor_tflops is None and gpu.bf16_tensor_tflops is None, gpu.name
            continue
        assert gpu.fp16_tensor_tflops is not None and gpu.fp16_tensor_tflops >= gpu.fp32_tflops, gpu.name
        if gpu.bf16_tensor_tflops is not None:
            assert gpu.bf16_tensor_tflops <= gpu.fp16_tensor_tflops, gpu.name
        elif gpu.vendor == "nvidia":  # only Volta and Turing lack BF16
            assert gpu.compute_capability in ("7.0", "7.5"), gpu.name


# Data rate per pin (Gbit/s) each memory type can have; bandwidth = bus width x rate / 8.
PIN_RATES_GBPS = {
    "GDDR5X": (10, 12), "GDDR6": (10, 20), "GDDR6X": (19, 24), "GDDR7": (28, 32), "HBM2": (1.4, 2.5),
    "HBM2e": (2.4, 3.7), "HBM3": (4.8, 6.5), "HBM3e": (5.5, 9.8), "LPDDR5": (5.5, 6.6), "LPDDR5X": (7.5, 10.7),
}  # fmt: skip


def test_bandwidth_agrees_with_bus_width_and_memory_type():
    for gpu in BUILTIN.gpus:
        assert gpu.bus_width_bits is not None, gpu.name
        low, high = PIN_RATES_GBPS[gpu.memory_type]
        rate = gpu.bandwidth_gbps * 8 / gpu.bus_width_bits
        assert low <= rate <= high, f"{gpu.name}: {rate:.2f} Gbit/s per pin for {gpu.memory_type}"


def test_every_entry_is_sourced_from_its_vendor():
    for gpu in BUILTIN.gpus:
        assert gpu.sources, gpu.name
        assert all(re.match(r"https://\S+$", url) for url in gpu.sources), gpu.name
        assert any(domain in url for url in gpu.sources for domain in VENDOR_DOMAINS[gpu.vendor]), gpu.name


def test_uncertain_values_are_flagged_where_no_primary_source_exists():
    # Apple publishes no GPU power; the B200's FP32 rate is from secondary sources.
    assert all("tdp_w" in gpu.uncertain for gpu in BUILTIN.gpus if gpu.vendor == "apple")
    assert "fp32_tflops" in spec("B200").uncertain
    assert "fp16_tensor_tflops" in spec("GeForce RTX 3060 12GB").uncertain


@pytest.mark.parametrize(
    ("name", "bandwidth", "fp32", "fp16", "tdp"),
    [
        ("A100 SXM4 40GB", 1555, 19.5, 312, 400),
        ("H100 SXM5 80GB", 3350, 66.9, 989.4, 700),
        ("Tesla V100 SXM2 16GB", 900, 15.7, 125, 300),
        ("Tesla T4", 320, 8.1, 65, 70),
        ("GeForce RTX 4090", 1008, 82.6, 165.2, 450),
        ("GeForce RTX 3090", 936, 35.6, 71, 350),
        ("GeForce RTX 3060 12GB", 360, 12.7, 25.5, 170),
        ("Instinct MI300X", 5300, 163.4, 1307.4, 750),
    ],
)
def test_well_known_values(name, bandwidth, fp32, fp16, tdp):
    gpu = spec(name)
    assert (gpu.bandwidth_gbps, gpu.fp32_tflops, gpu.fp16_tensor_tflops, gpu.tdp_w) == (bandwidth, fp32, fp16, tdp)


def test_mi100_bf16_runs_at_half_its_fp16_rate():
    mi100 = spec("Instinct MI100")
    assert (mi100.fp16_tensor_tflops, mi100.bf16_tensor_tflops) == (184.6, 92.3)


def test_shared_pci_ids_belong_to_variants_memory_tells_apart():
    owners: dict[str, list[GpuSpec]] = {}
    for gpu in BUILTIN.gpus:
        assert len(set(gpu.pci_device_ids)) == len(gpu.pci_device_ids), gpu.name
        for pci in gpu.pci_device_ids:
            owners.setdefault(pci, []).append(gpu)
    for pci, gpus in owners.items():
        sizes = [gpu.memory_gb / gpu.logical_devices for gpu in gpus]
        assert len(set(sizes)) == len(sizes), f"{pci}: {[gpu.name for gpu in gpus]}"


def test_every_entry_is_found_by_its_own_names():
    for gpu in BUILTIN.gpus:
        memory = int(gpu.memory_gb / gpu.logical_devices * GIB * 0.98)
        cores = int(m[1]) if (m := re.search(r"(\d+)-core", gpu.name)) else None
        for label in (gpu.name, *gpu.aliases):
            assert match_gpu(BUILTIN, label, memory_bytes=memory, gpu_cores=cores) is gpu, label
        for pci in gpu.pci_device_ids:
            assert match_gpu(BUILTIN, "", pci, memory_bytes=memory) is gpu, (gpu.name, pci)


# ---------------------------------------------------------------- validating one entry

MINIMAL = {
    "vendor": "nvidia", "name": "My GPU", "series": "geforce", "architecture": "Ada Lovelace", "year": 2024,
    "memory_gb": 16, "memory_type": "GDDR6X", "bandwidth_gbps": 700, "fp32_tflops": 40, "tdp_w": 300, "ecc": False,
}  # fmt: skip


def test_a_minimal_entry_takes_empty_values_for_what_it_leaves_out():
    gpu = validate_entry(MINIMAL)
    assert (gpu.fp16_tensor_tflops, gpu.bus_width_bits, gpu.compute_capability, gpu.price_usd) == (None,) * 4
    assert (gpu.sources, gpu.aliases, gpu.uncertain, gpu.logical_devices) == ((), (), (), 1)


def test_validation_accepts_other_spellings_of_the_same_value():
    gpu = validate_entry({**MINIMAL, "memory_type": "HBM2E", "pci_device_ids": ["0x2684", "26B1"]})
    assert gpu.memory_type == "HBM2e" and gpu.pci_device_ids == ("2684", "26b1")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"memory_gb": "lots"}, "memory_gb must be a number from 0.5 to 1024 (GB), got 'lots'"),
        ({"bandwidth_gbps": 5.3}, "bandwidth_gbps must be a number from 10 to 50000 (GB/s), got 5.3"),
        ({"fp32_tflops": True}, "fp32_tflops must be a number"),
        ({"tdp_w": 450_000}, "tdp_w must be a number from 1 to 5000 (W)"),
        ({"year": 2024.5}, "year must be a whole number from 2000 to 2100"),
        ({"ecc": 1}, "ecc must be true or false, got 1"),
        ({"vendor": "intel"}, "vendor must be one of nvidia, amd, apple, got 'intel'"),
        ({"series": "radeon"}, "series must be one of geforce, workstation, datacenter, jetson for vendor 'nvidia'"),
        ({"memory_type": "DDR9"}, "memory_type must be one of GDDR5"),
        ({"compute_capability": "sm_89"}, 'compute_capability must be a CUDA compute capability such as "8.6"'),
        ({"sources": ["nvidia.com"]}, "sources must be a list of URLs"),
        ({"pci_device_ids": ["AD102"]}, "pci_device_ids must be a list of 4-digit hex PCI device ids"),
        ({"uncertain": ["speed"]}, "uncertain must list field names of this entry, got 'speed'"),
        ({"speed": 3}, "unknown field 'speed'; allowed fields: vendor, name"),
        ({"user_added": True}, "unknown field 'user_added'"),
        ({"name": ""}, "name must be a non-empty text"),
    ],
)
def test_a_bad_field_is_named_with_what_is_allowed(change, words):
    with pytest.raises(CatalogError) as caught:
        validate_entry({**MINIMAL, **change})
    assert words in str(caught.value)


def test_a_missing_field_is_named():
    incomplete = {key: value for key, value in MINIMAL.items() if key != "fp32_tflops"}
    with pytest.raises(CatalogError, match="missing field 'fp32_tflops'"):
        validate_entry(incomplete)


def test_amd_compute_capability_is_an_llvm_target_and_apple_has_none():
    amd = {**MINIMAL, "vendor": "amd", "series": "instinct"}
    assert validate_entry({**amd, "compute_capability": "gfx90a"}).compute_capability == "gfx90a"
    with pytest.raises(CatalogError, match="LLVM target"):
        validate_entry({**amd, "compute_capability": "9.0"})
    with pytest.raises(CatalogError, match="must be null for vendor 'apple'"):
        validate_entry({**MINIMAL, "vendor": "apple", "series": "apple", "compute_capability": "1.0"})


# ---------------------------------------------------------------- the user's file


def test_user_file_lives_in_the_config_directory(config_dir, monkeypatch):
    assert user_catalog_path() == config_dir / "gpus.json"
    monkeypatch.delenv("DL_DASHBOARD_CONFIG_DIR")
    assert user_catalog_path() == Path(platformdirs.user_config_dir("dl-dashboard")) / "gpus.json"


def test_no_user_file_gives_the_builtin_catalogue():
    loaded = load_catalog()
    assert loaded.problems == () and loaded.gpus == BUILTIN.gpus


def test_user_entry_with_a_builtin_name_changes_only_the_fields_it_gives(config_dir):
    path = write_user_file(config_dir, {"gpus": [{"name": "geforce rtx 4090", "tdp_w": 400}]})
    loaded = load_catalog()
    assert loaded.problems == ()
    assert len(loaded.gpus) == len(BUILTIN.gpus)
    mine, shipped = loaded.get("GeForce RTX 4090"), spec("GeForce RTX 4090")
    assert mine.tdp_w == 400 and not mine.user_added
    assert dataclasses.replace(mine, tdp_w=shipped.tdp_w, sources=shipped.sources) == shipped
    assert mine.sources == (*shipped.sources, path.as_uri())


def test_user_entry_with_a_new_name_adds_a_gpu(config_dir):
    write_user_file(config_dir, {"schema": 1, "gpus": [{**MINIMAL, "name": "Lab GPU X"}]})
    loaded = load_catalog()
    assert loaded.problems == ()
    assert loaded.gpus[:-1] == BUILTIN.gpus
    added = loaded.gpus[-1]
    assert added.name == "Lab GPU X" and added.user_added and added.sources == ((config_dir / "gpus.json").as_uri(),)
    assert match_gpu(loaded, "Lab GPU X") is added


def test_prices_set_price_usd_and_unknown_names_are_reported(config_dir):
    prices = {"GeForce RTX 4090": 1599, "a100 sxm4 80gb": 15000.5, "RTX 9999": 10, "RTX A6000": "cheap"}
    write_user_file(config_dir, {"gpus": [{**MINIMAL, "name": "Lab GPU X"}], "prices": {**prices, "Lab GPU X": 99}})
    loaded = load_catalog()
    assert loaded.get("GeForce RTX 4090").price_usd == 1599
    assert loaded.get("A100 SXM4 80GB").price_usd == 15000.5
    assert loaded.get("Lab GPU X").price_usd == 99
    assert loaded.get("RTX A6000").price_usd is None
    assert all(gpu.price_usd is None for gpu in BUILTIN.gpus)
    assert len(loaded.problems) == 2
    assert "no GPU named 'RTX 9999'" in loaded.problems[0]
    assert "'RTX A6000': price_usd must be a number from 1 to 1e+07 (USD), got 'cheap'" in loaded.problems[1]


def test_one_bad_user_entry_is_skipped_with_a_clear_problem(config_dir):
    bad = {**MINIMAL, "memory_gb": "lots"}
    write_user_file(config_dir, {"gpus": [{**MINIMAL, "name": "Good GPU"}, bad, {"name": "Tesla T4", "ecc": "yes"}]})
    loaded = load_catalog()
    assert loaded.problems == (
        f"gpus.json in {config_dir}: entry 2 'My GPU': memory_gb must be a number from 0.5 to 1024 (GB), "
        "got 'lots'; entry skipped",
        f"gpus.json in {config_dir}: entry 3 'Tesla T4': ecc must be true or false, got 'yes'; entry skipped",
    )
    assert loaded.get("Good GPU") is not None and loaded.get("My GPU") is None
    assert loaded.get("Tesla T4") == spec("Tesla T4")  # the bad override leaves the built-in entry alone


def test_entries_without_a_name_and_repeated_names_are_reported(config_dir):
    write_user_file(config_dir, {"gpus": [42, {"memory_gb": 8}, {**MINIMAL, "tdp_w": 100}, {**MINIMAL, "tdp_w": 200}]})
    loaded = load_catalog()
    assert len(loaded.problems) == 3
    assert "entry 1 (no name): each entry needs a \"name\"" in loaded.problems[0]
    assert "entry 2 (no name)" in loaded.problems[1]
    assert "entry 4 'My GPU': same name as entry 3; the later entry is used" in loaded.problems[2]
    assert loaded.get("My GPU").tdp_w == 200 and loaded.get("My GPU").user_added


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('{"gpus": [ {"name": "x",, } ]}', "not valid JSON (Expecting property name enclosed in double quotes at line"),
        ("[1, 2]", 'must be a JSON object like {"gpus": [...], "prices": {...}}'),
        ('{"schema": 2, "gpus": []}', "schema must be 1, got 2; ignored"),
        ('{"gpus": {"name": "x"}}', "gpus must be a list of GPU entries, got an object"),
        ('{"prices": [1599]}', "prices must map GPU names to USD"),
    ],
)
def test_a_broken_user_file_gives_one_problem_and_the_builtin_catalogue(config_dir, content, words):
    write_user_file(config_dir, content)
    loaded = load_catalog()
    assert len(loaded.problems) == 1 and words in loaded.problems[0], loaded.problems
    assert loaded.problems[0].startswith(f"gpus.json in {config_dir}: ")
    assert loaded.gpus == BUILTIN.gpus


def test_unknown_top_level_keys_are_reported_but_the_rest_is_used(config_dir):
    write_user_file(config_dir, {"gpu": [], "prices": {"Tesla T4": 700}})
    loaded = load_catalog()
    assert loaded.problems == (
        f"gpus.json in {config_dir}: unknown key 'gpu' ignored (allowed: schema, notes, gpus, prices)",
    )
    assert loaded.get("Tesla T4").price_usd == 700


def test_an_explicit_file_and_none_override_the_default(config_dir, tmp_path):
    write_user_file(config_dir, {"gpus": [{**MINIMAL, "name": "Default GPU"}]})
    other = tmp_path / "elsewhere.json"
    other.write_text(json.dumps({"gpus": [{**MINIMAL, "name": "Other GPU"}]}))
    assert load_catalog(other).get("Other GPU") and not load_catalog(other).get("Default GPU")
    assert load_catalog(None).get("Default GPU") is None


def test_the_shipped_file_is_parsed_once():
    before = gpu_catalog._builtin.cache_info()
    load_catalog(None)
    load_catalog(None)
    after = gpu_catalog._builtin.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + 2


# ---------------------------------------------------------------- matching a detected GPU


@pytest.mark.parametrize(
    ("name", "memory_gib", "cores", "expected"),
    [
        ("NVIDIA A100-SXM4-40GB", 40, None, "A100 SXM4 40GB"),
        ("NVIDIA A100-SXM4-80GB", 80, None, "A100 SXM4 80GB"),
        ("NVIDIA A100 80GB PCIe", 79.2, None, "A100 PCIe 80GB"),
        ("Tesla V100-SXM2-16GB", 15.8, None, "Tesla V100 SXM2 16GB"),
        ("Tesla V100-SXM2-32GB", 31.7, None, "Tesla V100 SXM2 32GB"),
        ("NVIDIA H100 80GB HBM3", 79.6, None, "H100 SXM5 80GB"),
        ("NVIDIA H100 PCIe", 79.6, None, "H100 PCIe 80GB"),
        ("NVIDIA H200", 140.4, None, "H200 SXM 141GB"),
        ("NVIDIA B200", 179.1, None, "B200"),
        ("NVIDIA GeForce RTX 3060", 12, None, "GeForce RTX 3060 12GB"),
        ("NVIDIA GeForce RTX 4090", 23.99, None, "GeForce RTX 4090"),
        ("NVIDIA GeForce GTX 1080 Ti", 10.9, None, "GeForce GTX 1080 Ti"),
        ("geforce  RTX3090", None, None, "GeForce RTX 3090"),
        ("Tesla T4", 15, None, "Tesla T4"),
        ("Quadro RTX 8000", 48, None, "Quadro RTX 8000"),
        ("NVIDIA RTX A6000", 48, None, "RTX A6000"),
        ("NVIDIA RTX 6000 Ada Generation", 48, None, "RTX 6000 Ada Generation"),
        ("Orin (nvgpu)", 61.4, None, "Jetson AGX Orin 64GB"),
        ("Orin", 7.4, None, "Jetson Orin Nano 8GB"),
        ("AMD Instinct MI300X", 191.98, None, "Instinct MI300X"),
        ("AMD Instinct MI250X", 63.98, None, "Instinct MI250X"),
        ("Radeon RX 7900 XTX", 24, None, "Radeon RX 7900 XTX"),
        ("AMD Radeon RX 7900 XT", 20, None, "Radeon RX 7900 XT"),
        ("Apple M2 Max", 32, 38, "M2 Max (38-core GPU)"),
        ("Apple M1 Max", 64, 32, "M1 Max (32-core GPU)"),
    ],
)
def test_driver_names_match_their_entry(name, memory_gib, cores, expected):
    memory = None if memory_gib is None else int(memory_gib * GIB)
    found = match_gpu(BUILTIN.gpus, name, memory_bytes=memory, gpu_cores=cores)
    assert found is not None and found.name == expected


@pytest.mark.parametrize(
    ("name", "memory_gib", "cores"),
    [
        ("NVIDIA GeForce RTX 3060", 8, None),  # the 8 GB RTX 3060 is another GPU
        ("NVIDIA GeForce RTX 3080", 12, None),
        ("NVIDIA A100-PCIE-40GB", 40, None),
        ("NVIDIA GeForce RTX 4090 D", 24, None),
        ("NVIDIA GeForce RTX 4080 SUPER", 16, None),
        ("NVIDIA A10G", 24, None),
        ("NVIDIA L40", 48, None),
        ("Apple M2 Max", 32, 30),  # the 30-core M2 Max is slower than the entry
        ("Apple M2 Max", 32, None),  # core count unknown: cannot tell which M2 Max
        ("Orin", None, None),  # AGX Orin or Orin Nano
        ("Intel(R) Arc(TM) A770 Graphics", 16, None),
        ("NVIDIA GPU 0", None, None),
        ("", None, None),
    ],
)
def test_unknown_or_ambiguous_gpus_match_nothing(name, memory_gib, cores):
    memory = None if memory_gib is None else int(memory_gib * GIB)
    assert match_gpu(BUILTIN.gpus, name, memory_bytes=memory, gpu_cores=cores) is None


@pytest.mark.parametrize(
    ("name", "pci", "memory_gib", "expected"),
    [
        ("Some OEM name", "2684", 24, "GeForce RTX 4090"),
        ("", "0x2684", None, "GeForce RTX 4090"),
        ("", "2684", 48, None),  # the id says 4090, the memory says otherwise
        ("AMD Radeon RX 7900 XTX", "744c", None, "Radeon RX 7900 XTX"),  # shared id: the name decides
        ("", "744C", 20, "Radeon RX 7900 XT"),  # shared id: the memory decides
        ("", "744c", None, None),
        ("AMD Radeon RX 7900 GRE", "744c", 16, None),  # the id's third variant is not catalogued
        ("Quadro RTX 6000/8000", "1e30", 48, "Quadro RTX 8000"),
        ("NVIDIA GeForce RTX 3060", "2487", 12, "GeForce RTX 3060 12GB"),  # id not catalogued: the name decides
    ],
)
def test_pci_device_ids_match_first(name, pci, memory_gib, expected):
    memory = None if memory_gib is None else int(memory_gib * GIB)
    found = match_gpu(BUILTIN, name, pci, memory_bytes=memory)
    assert (found.name if found else None) == expected


def test_detected_nvidia_gpus_match_through_the_backend():
    backend = NvidiaBackend(nvml=two_gpu_machine())
    assert backend.open().available
    rtx, a100 = backend.inventory()
    assert match_detected(BUILTIN, rtx) is spec("GeForce RTX 3090")
    assert match_detected(BUILTIN, a100) is spec("A100 SXM4 40GB")
    backend.close()


def test_detected_amd_gpus_match_through_the_backend():
    backend = AmdBackend(amdsmi=FakeAmdSmi(gpus=[instinct_mi210(), radeon_rx_7900_xtx(), radeon_780m()]))
    assert backend.open().available
    mi210, xtx, apu = backend.inventory()
    assert match_detected(BUILTIN, mi210) is spec("Instinct MI210")
    assert match_detected(BUILTIN, xtx) is spec("Radeon RX 7900 XTX")
    assert match_detected(BUILTIN, apu) is None
    backend.close()


def test_a_detected_mi250x_die_gets_half_the_board():
    die = GpuInfo(vendor="amd", index=0, name="AMD Instinct MI250X", memory_total_bytes=64 * GIB,
                  pci_device_id="7408")
    found = match_detected(BUILTIN, die)
    board = spec("Instinct MI250X")
    assert found.name == board.name and found.logical_devices == 1
    assert (found.memory_gb, found.bandwidth_gbps, found.fp32_tflops, found.tdp_w) == (64, 1638.4, 23.95, 280)
    assert found.fp16_tensor_tflops == pytest.approx(191.5)


def test_a_detected_apple_gpu_matches_by_chip_and_cores_whatever_the_ram():
    mac = GpuInfo(vendor="apple", index=0, name="Apple M2 Max", gpu_cores=38, memory_total_bytes=32 * GIB,
                  unified_memory=True)
    assert match_detected(BUILTIN, mac) is spec("M2 Max (38-core GPU)")
    assert match_detected(BUILTIN, dataclasses.replace(mac, gpu_cores=30)) is None


def test_matching_accepts_a_catalog_or_a_list():
    assert isinstance(BUILTIN, Catalog)
    assert match_gpu(list(BUILTIN.gpus), "NVIDIA L4") is match_gpu(BUILTIN, "NVIDIA L4") is spec("L4")


def test_the_readme_example_of_a_user_file_loads_without_problems(tmp_path):
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    example = re.search(r"```json\n(.*?)```", readme, re.S).group(1)
    (tmp_path / "gpus.json").write_text(example, encoding="utf-8")
    catalog = load_catalog(tmp_path / "gpus.json")
    assert catalog.problems == ()
    assert catalog.get("My RTX 4090 D").user_added and catalog.get("GeForce RTX 4090").price_usd == 1599


def test_catalogue_facts_fill_only_what_the_driver_did_not_report():
    from dashboard.advisor.gpu_matching import with_catalogue_facts
    from dashboard.hardware.records import GpuInfo
    from tests.fakes.machine import laptop_inventory

    gib = 1024**3
    known = GpuInfo(vendor="nvidia", index=0, name="NVIDIA GeForce RTX 4090", memory_total_bytes=24 * gib)
    reported = GpuInfo(vendor="amd", index=1, name="AMD Instinct MI300X", memory_type="HBM3 (driver)")
    unknown = GpuInfo(vendor="nvidia", index=2, name="NVIDIA Future GPU 9000")
    inventory = dataclasses.replace(laptop_inventory(), gpus=(known, reported, unknown))
    filled = with_catalogue_facts(inventory, load_catalog(None))
    assert [gpu.memory_type for gpu in filled.gpus] == ["GDDR6X", "HBM3 (driver)", None]
    assert with_catalogue_facts(laptop_inventory()).gpus == ()  # CPU-only: nothing to fill


@pytest.mark.parametrize(("name", "cores"), [
    ("GeForce RTX 3060 12GB", 3584), ("GeForce RTX 2080 Ti", 4352), ("GeForce RTX 4090", 16384),
    ("Tesla V100 SXM2 16GB", 5120), ("A100 SXM4 40GB", 6912), ("H100 SXM5 80GB", 16896), ("Tesla T4", 2560),
])
def test_cuda_cores_follow_from_tensor_cores_and_the_compute_capability_as_nvidia_publishes_them(name, cores):
    assert load_catalog().get(name).cuda_cores() == cores


def test_no_cuda_cores_are_made_up_where_the_catalogue_cannot_tell():
    catalog = load_catalog()
    assert catalog.get("GeForce GTX 1080 Ti").cuda_cores() is None  # no tensor cores to count SMs by
    assert catalog.get("Instinct MI300X").cuda_cores() is None  # AMD counts stream processors, not CUDA cores


def test_a_copy_without_its_catalogue_reads_gpus_as_the_driver_says_and_bench_uses_theoretical_peaks(monkeypatch):
    """`python -m dashboard specs --json` from a checkout, with the app installed elsewhere, imports ./dashboard,
    where resources/ is no package: on an H200 it exited 1 with ModuleNotFoundError. The catalogue is unreadable
    there, which the callers already allow for."""
    from dashboard.advisor.gpu_matching import with_catalogue_facts
    from dashboard.advisor.peaks import catalogue_matcher
    from tests.fakes.machine import laptop_with

    def not_installed(package: str):
        raise ModuleNotFoundError(f"No module named '{package}'")

    monkeypatch.setattr(gpu_catalog, "_builtin", functools.cache(gpu_catalog._builtin.__wrapped__))
    monkeypatch.setattr(gpu_catalog.resources, "files", not_installed)
    inventory = laptop_with([NvidiaBackend(two_gpu_machine())])
    assert len(inventory.gpus) == 2
    assert with_catalogue_facts(inventory) == inventory
    matcher, problems = catalogue_matcher()
    assert matcher is None and "not installed with this copy of the app" in problems[0]
