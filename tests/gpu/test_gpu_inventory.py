"""The app's inventory of the GPU (what `specs --json` prints) against `nvidia-smi -q -x` on the same machine.

The inventory is read in this process as `specs` reads it (`read_inventory_once` with the catalogue's facts), and
`specs --json` itself is run once as a user runs it. Each field is its own test, so one driver's missing field
fails or skips that field alone. Where nvidia-smi shows no such field (it prints no memory bus width) the test says
what it compared with instead, or skips with the reason.
"""

from __future__ import annotations

import json
import re
import subprocess
import xml.etree.ElementTree as ElementTree
from typing import Any

import pytest
import torch

from dashboard.advisor.gpu_matching import with_catalogue_facts
from dashboard.hardware.inventory import read_inventory_once
from dashboard.hardware.records import GpuInfo, Inventory
from tests.gpu.conftest import smi_number, smi_text

MIB = 1024 * 1024
POWER_SECTIONS = ("gpu_power_readings", "power_readings")
"""Drivers from 530 on write `gpu_power_readings`; older ones `power_readings`."""
ENFORCED_LIMITS = ("current_power_limit", "enforced_power_limit")
"""The limit the card holds now: `current_power_limit` in newer drivers, `enforced_power_limit` in older ones."""
REQUESTED_LIMITS = ("requested_power_limit", "power_limit")
"""The limit set by the administrator (NVML's management limit, which the app reads first)."""
LINK_INFO = "pci/pci_gpu_link_info"


# ------------------------------------------------------------------ fixtures


@pytest.fixture(scope="module")
def inventory() -> Inventory:
    """What `specs` shows: the machine's inventory, with what drivers do not say taken from the catalogue."""
    return with_catalogue_facts(read_inventory_once())


@pytest.fixture(scope="module")
def app_gpu(inventory: Inventory) -> GpuInfo:
    """The app's record of the GPU torch calls cuda:0 (matched by UUID; NVML's first GPU where torch has none)."""
    nvidia = [gpu for gpu in inventory.gpus if gpu.vendor == "nvidia"]
    assert nvidia, f"the app found no NVIDIA GPU where torch sees {torch.cuda.device_count()}: {inventory.gpu_status}"
    uuid = str(getattr(torch.cuda.get_device_properties(0), "uuid", "") or "").lower()
    if uuid:
        for gpu in nvidia:
            if gpu.uuid and gpu.uuid.lower().endswith(uuid):
                return gpu
    return nvidia[0]


@pytest.fixture(scope="module")
def smi_gpu(smi: ElementTree.Element, app_gpu: GpuInfo) -> ElementTree.Element:
    """nvidia-smi's `<gpu>` element for the same GPU: by UUID, else by PCI address, else NVML's index."""
    gpus = smi.findall("gpu")
    assert gpus, "nvidia-smi -q -x listed no <gpu>"
    for gpu in gpus:
        if app_gpu.uuid and smi_text(gpu, "uuid") == app_gpu.uuid:
            return gpu
    for gpu in gpus:
        if app_gpu.pci_bus_id and (gpu.get("id") or "").lower() == app_gpu.pci_bus_id.lower():
            return gpu
    return gpus[min(app_gpu.index, len(gpus) - 1)]


# ------------------------------------------------------------------ helpers


def leading_int(text: str | None) -> int | None:
    """The first whole number of a field such as "16x" or "5"; None where there is none."""
    if text is None:
        return None
    found = re.search(r"\d+", text)
    return int(found.group()) if found else None


def first_value(element: ElementTree.Element, paths: tuple[str, ...]) -> tuple[str, float] | None:
    """The first of ``paths`` that has a number, as (path, number); None where none has."""
    for path in paths:
        value = smi_number(element, path)
        if value is not None:
            return path, value
    return None


def enabled(text: str | None) -> bool | None:
    """nvidia-smi's "Enabled"/"Disabled" as a bool; None for N/A or anything else."""
    if text is None:
        return None
    return {"enabled": True, "disabled": False}.get(text.strip().lower())


def nvml_handle(nvml: Any, gpu: GpuInfo) -> Any:
    """NVML's handle of the app's GPU (the app's index is NVML's)."""
    return nvml.nvmlDeviceGetHandleByIndex(gpu.index)


# ------------------------------------------------------------------ identity and memory


def test_the_gpu_name_is_the_one_nvidia_smi_shows(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                                  figures: dict[str, Any]) -> None:
    shown = smi_text(smi_gpu, "product_name")
    figures["app_name"], figures["smi_product_name"] = app_gpu.name, shown
    assert shown is not None, "nvidia-smi shows no product_name"
    assert app_gpu.name == shown, f"app {app_gpu.name!r}, nvidia-smi {shown!r}"


def test_memory_total_matches_nvidia_smi_within_one_mib(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                                        figures: dict[str, Any]) -> None:
    shown_mib = smi_number(smi_gpu, "fb_memory_usage/total")
    assert app_gpu.memory_total_bytes is not None, "the app read no memory size"
    app_mib = app_gpu.memory_total_bytes / MIB
    figures.update(app_memory_total_bytes=app_gpu.memory_total_bytes, app_memory_total_mib=round(app_mib, 1),
                   smi_fb_total_mib=None if shown_mib is None else int(shown_mib))  # ints: the report keeps 4 digits
    assert shown_mib is not None, "nvidia-smi shows no fb_memory_usage/total"
    assert abs(app_mib - shown_mib) <= 1.0, f"app {app_mib:,.1f} MiB, nvidia-smi {shown_mib:,.0f} MiB"


def test_sm_count_matches_torch_where_nvml_gives_it(app_gpu: GpuInfo, figures: dict[str, Any]) -> None:
    """NVML gives the core count (the app derives SMs from it); torch reads the SM count from CUDA itself."""
    torch_sms = torch.cuda.get_device_properties(0).multi_processor_count
    figures["torch_sm_count"], figures["app_sm_count"], figures["app_cuda_cores"] = (
        torch_sms, app_gpu.sm_count, app_gpu.cuda_cores)
    if app_gpu.sm_count is None:
        pytest.skip(f"NVML gave neither a core count nor an SM count for {app_gpu.name} (torch: {torch_sms} SMs)")
    assert app_gpu.sm_count == torch_sms, f"app {app_gpu.sm_count} SMs, torch {torch_sms}"


def test_memory_bus_width_is_nvmls(app_gpu: GpuInfo, smi_gpu: ElementTree.Element, nvml: Any,
                                   figures: dict[str, Any]) -> None:
    """nvidia-smi -q prints no bus width (2026-11-28, driver 580), so the app's is compared with NVML's own answer;
    with nvidia-smi's too where a driver prints one."""
    try:
        nvml_bits = int(nvml.nvmlDeviceGetMemoryBusWidth(nvml_handle(nvml, app_gpu)))
    except nvml.NVMLError as err:
        nvml_bits = None
        figures["nvml_bus_width_error"] = str(err)
    figures["app_memory_bus_width_bits"], figures["nvml_memory_bus_width_bits"] = (
        app_gpu.memory_bus_width_bits, nvml_bits)
    if nvml_bits is None:
        assert app_gpu.memory_bus_width_bits is None, (
            f"NVML refused the bus width ({figures['nvml_bus_width_error']}) yet the app shows "
            f"{app_gpu.memory_bus_width_bits} bits")
        pytest.skip(f"NVML gives no memory bus width here: {figures['nvml_bus_width_error']}")
    assert app_gpu.memory_bus_width_bits == nvml_bits, f"app {app_gpu.memory_bus_width_bits} bits, NVML {nvml_bits}"
    assert 32 <= nvml_bits <= 16384, f"NVML's bus width {nvml_bits} bits is not a memory bus"
    printed = [(el.tag, leading_int(el.text)) for el in smi_gpu.iter() if "bus_width" in el.tag]
    printed = [(tag, bits) for tag, bits in printed if bits is not None]
    figures["smi_bus_width_fields"] = [f"{tag}={bits}" for tag, bits in printed]
    figures["bus_width_compared_with"] = ("NVML's nvmlDeviceGetMemoryBusWidth and nvidia-smi" if printed else
                                          "NVML's nvmlDeviceGetMemoryBusWidth only: nvidia-smi -q prints no bus width")
    for tag, bits in printed:
        assert bits == app_gpu.memory_bus_width_bits, (
            f"app {app_gpu.memory_bus_width_bits} bits, nvidia-smi {tag} {bits}")


# ------------------------------------------------------------------ clocks and power


def test_max_sm_and_memory_clocks_match_nvidia_smi(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                                   figures: dict[str, Any]) -> None:
    smi_sm, smi_mem = smi_number(smi_gpu, "max_clocks/sm_clock"), smi_number(smi_gpu, "max_clocks/mem_clock")
    figures.update(app_max_sm_clock_mhz=app_gpu.max_sm_clock_mhz, smi_max_sm_clock_mhz=smi_sm,
                   app_max_memory_clock_mhz=app_gpu.max_memory_clock_mhz, smi_max_mem_clock_mhz=smi_mem,
                   app_peak_memory_bandwidth_gbps=app_gpu.peak_memory_bandwidth_gbps)
    if smi_sm is None and smi_mem is None:
        pytest.skip("nvidia-smi shows no max_clocks/sm_clock nor max_clocks/mem_clock")
    if smi_sm is not None:
        assert app_gpu.max_sm_clock_mhz is not None, f"the app read no max SM clock; nvidia-smi {smi_sm:.0f} MHz"
        assert abs(app_gpu.max_sm_clock_mhz - smi_sm) <= 1, f"max SM clock: app {app_gpu.max_sm_clock_mhz} MHz, " \
                                                            f"nvidia-smi {smi_sm:.0f} MHz"
    if smi_mem is not None:
        assert app_gpu.max_memory_clock_mhz is not None, f"the app read no max memory clock; nvidia-smi {smi_mem:.0f}"
        assert abs(app_gpu.max_memory_clock_mhz - smi_mem) <= 1, (
            f"max memory clock: app {app_gpu.max_memory_clock_mhz} MHz, nvidia-smi {smi_mem:.0f} MHz")


def test_power_limit_matches_nvidia_smis_limit(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                               figures: dict[str, Any]) -> None:
    """The app reads NVML's management limit (the enforced one where that fails); nvidia-smi shows both, named
    `current_power_limit`/`requested_power_limit` (drivers from 530) or `enforced_power_limit`/`power_limit`."""
    section = next((found for name in POWER_SECTIONS if (found := smi_gpu.find(name)) is not None), None)
    if section is None:
        pytest.skip(f"nvidia-smi shows none of {', '.join(POWER_SECTIONS)}")
    enforced = first_value(section, ENFORCED_LIMITS)
    requested = first_value(section, REQUESTED_LIMITS)
    default = smi_number(section, "default_power_limit")
    low, high = smi_number(section, "min_power_limit"), smi_number(section, "max_power_limit")
    figures.update(app_power_limit_w=app_gpu.power_limit_w, smi_power_section=section.tag,
                   smi_enforced_power_limit_w=None if enforced is None else enforced[1],
                   smi_requested_power_limit_w=None if requested is None else requested[1],
                   smi_default_power_limit_w=default, smi_min_power_limit_w=low, smi_max_power_limit_w=high)
    shown = [found for found in (enforced, requested) if found is not None]
    if not shown:
        pytest.skip(f"nvidia-smi's {section.tag} has none of {', '.join(ENFORCED_LIMITS + REQUESTED_LIMITS)}")
    assert app_gpu.power_limit_w is not None, f"the app read no power limit; nvidia-smi {shown}"
    assert any(abs(app_gpu.power_limit_w - watts) <= 0.5 for _, watts in shown), (
        f"app {app_gpu.power_limit_w} W, nvidia-smi {shown} (default {default} W)")
    if low is not None and high is not None:
        assert low - 0.5 <= app_gpu.power_limit_w <= high + 0.5, (
            f"app {app_gpu.power_limit_w} W outside nvidia-smi's range {low}-{high} W")


# ------------------------------------------------------------------ PCIe, ECC, MIG


def test_pcie_max_generation_and_width_match_nvidia_smi(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                                        figures: dict[str, Any]) -> None:
    smi_gen = leading_int(smi_text(smi_gpu, f"{LINK_INFO}/pcie_gen/max_link_gen"))
    smi_width = leading_int(smi_text(smi_gpu, f"{LINK_INFO}/link_widths/max_link_width"))
    figures.update(app_pcie_max_gen=app_gpu.pcie_max_generation, smi_pcie_max_gen=smi_gen,
                   app_pcie_max_width=app_gpu.pcie_max_width, smi_pcie_max_width=smi_width)
    if smi_gen is None and smi_width is None:
        pytest.skip(f"nvidia-smi shows no {LINK_INFO}/pcie_gen/max_link_gen nor link_widths/max_link_width")
    if smi_gen is not None:
        assert app_gpu.pcie_max_generation == smi_gen, f"max PCIe gen: app {app_gpu.pcie_max_generation}, " \
                                                       f"nvidia-smi {smi_gen}"
    if smi_width is not None:
        assert app_gpu.pcie_max_width == smi_width, f"max PCIe width: app x{app_gpu.pcie_max_width}, " \
                                                    f"nvidia-smi x{smi_width}"


def test_pcie_current_generation_and_width_match_nvidia_smi(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                                            figures: dict[str, Any]) -> None:
    """The current link may step down while the card idles, so a difference between two readings taken seconds
    apart is read once more, both sides together, before it counts."""
    smi_gen = leading_int(smi_text(smi_gpu, f"{LINK_INFO}/pcie_gen/current_link_gen"))
    smi_width = leading_int(smi_text(smi_gpu, f"{LINK_INFO}/link_widths/current_link_width"))
    app_gen, app_width = app_gpu.pcie_current_generation, app_gpu.pcie_current_width
    if smi_gen is None and smi_width is None:
        pytest.skip(f"nvidia-smi shows no {LINK_INFO}/pcie_gen/current_link_gen nor link_widths/current_link_width")
    if (smi_gen is not None and app_gen != smi_gen) or (smi_width is not None and app_width != smi_width):
        figures.update(first_app_pcie_current_gen=app_gen, first_smi_pcie_current_gen=smi_gen,
                       first_app_pcie_current_width=app_width, first_smi_pcie_current_width=smi_width)
        again = _fresh_gpu(app_gpu)
        app_gen, app_width = again.pcie_current_generation, again.pcie_current_width
        fresh = _fresh_smi_gpu(app_gpu)
        smi_gen = leading_int(smi_text(fresh, f"{LINK_INFO}/pcie_gen/current_link_gen"))
        smi_width = leading_int(smi_text(fresh, f"{LINK_INFO}/link_widths/current_link_width"))
    figures.update(app_pcie_current_gen=app_gen, smi_pcie_current_gen=smi_gen,
                   app_pcie_current_width=app_width, smi_pcie_current_width=smi_width)
    if smi_gen is not None:
        assert app_gen == smi_gen, f"current PCIe gen: app {app_gen}, nvidia-smi {smi_gen}"
    if smi_width is not None:
        assert app_width == smi_width, f"current PCIe width: app x{app_width}, nvidia-smi x{smi_width}"
    if app_gen is not None and app_gpu.pcie_max_generation is not None:
        assert app_gen <= app_gpu.pcie_max_generation, f"current gen {app_gen} above max {app_gpu.pcie_max_generation}"


def _fresh_gpu(gpu: GpuInfo) -> GpuInfo:
    """The app's record of the same GPU read anew."""
    for again in read_inventory_once().gpus:
        if again.uuid == gpu.uuid and again.index == gpu.index:
            return again
    raise AssertionError(f"the app no longer lists GPU {gpu.index} ({gpu.uuid})")


def _fresh_smi_gpu(gpu: GpuInfo) -> ElementTree.Element:
    done = subprocess.run(["nvidia-smi", "-q", "-x"], capture_output=True, text=True, timeout=60, check=True)
    gpus = ElementTree.fromstring(done.stdout).findall("gpu")
    return next((el for el in gpus if smi_text(el, "uuid") == gpu.uuid), gpus[min(gpu.index, len(gpus) - 1)])


def test_ecc_mode_matches_nvidia_smi(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                     figures: dict[str, Any]) -> None:
    shown = smi_text(smi_gpu, "ecc_mode/current_ecc")
    figures["app_ecc_enabled"], figures["smi_current_ecc"] = app_gpu.ecc_enabled, shown
    if enabled(shown) is None:
        pytest.skip(f"nvidia-smi shows no ECC mode (ecc_mode/current_ecc: {shown!r}); the app says "
                    f"{app_gpu.ecc_enabled}")
    assert app_gpu.ecc_enabled == enabled(shown), f"app ecc_enabled={app_gpu.ecc_enabled}, nvidia-smi {shown!r}"


def test_mig_mode_matches_nvidia_smi(app_gpu: GpuInfo, smi_gpu: ElementTree.Element,
                                     figures: dict[str, Any]) -> None:
    shown = smi_text(smi_gpu, "mig_mode/current_mig")
    figures["app_mig_enabled"], figures["smi_current_mig"] = app_gpu.mig_enabled, shown
    if enabled(shown) is None:
        pytest.skip(f"nvidia-smi shows no MIG mode (mig_mode/current_mig: {shown!r}); the app says "
                    f"{app_gpu.mig_enabled}")
    assert app_gpu.mig_enabled == enabled(shown), f"app mig_enabled={app_gpu.mig_enabled}, nvidia-smi {shown!r}"


# ------------------------------------------------------------------ driver and CUDA


def test_driver_and_cuda_versions_match_nvidia_smi(app_gpu: GpuInfo, smi: ElementTree.Element,
                                                   figures: dict[str, Any]) -> None:
    driver, cuda = smi_text(smi, "driver_version"), smi_text(smi, "cuda_version")
    figures.update(app_driver_version=app_gpu.driver_version, smi_driver_version=driver,
                   app_cuda_driver_version=app_gpu.cuda_driver_version, smi_cuda_version=cuda,
                   torch_cuda_version=torch.version.cuda)
    assert driver is not None, "nvidia-smi shows no driver_version"
    assert app_gpu.driver_version == driver, f"driver: app {app_gpu.driver_version!r}, nvidia-smi {driver!r}"
    if cuda is None or not re.fullmatch(r"\d+\.\d+", cuda):
        pytest.skip(f"nvidia-smi shows no CUDA version ({cuda!r}); the driver {driver} matched")
    assert app_gpu.cuda_driver_version == cuda, f"CUDA: app {app_gpu.cuda_driver_version!r}, nvidia-smi {cuda!r}"


# ------------------------------------------------------------------ the command


def test_specs_json_exits_0_and_lists_the_gpu_nvidia_smi_shows(cli: Any, smi_gpu: ElementTree.Element,
                                                               figures: dict[str, Any]) -> None:
    """`specs --json` exited 1 on a real H100 (2026-11-24) and from the checkout on an H200 (2026-11-28)."""
    done = cli("specs", "--json", timeout=120)
    document = json.loads(done.stdout)
    names = [gpu.get("name") for gpu in document.get("gpus", [])]
    shown = smi_text(smi_gpu, "product_name")
    figures.update(specs_exit_code=done.returncode, specs_gpu_names=names, smi_product_name=shown,
                   specs_gpu_status=document.get("gpu_status"))
    assert names, f"specs --json lists no GPU: {document.get('gpu_status')!r}"
    assert shown in names, f"specs --json lists {names}, nvidia-smi shows {shown!r}"
    listed = next(gpu for gpu in document["gpus"] if gpu.get("name") == shown)
    assert listed.get("memory_total_bytes"), f"specs --json gives {shown} no memory size: {listed}"
