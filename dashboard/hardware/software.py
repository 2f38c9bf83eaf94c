"""The software stack that decides which hardware PyTorch can use: torch build, CUDA/ROCm, cuDNN, backends."""

from __future__ import annotations

import platform
import sys
from types import ModuleType

from dashboard.hardware.records import SoftwareInfo


def _cudnn_version(torch: ModuleType) -> str | None:
    """cuDNN as "9.1.0" (torch reports 90100), or None on builds without it."""
    try:
        if not torch.backends.cudnn.is_available():
            return None
        raw = torch.backends.cudnn.version()
    except (RuntimeError, OSError):
        return None
    if not raw:
        return None
    major, rest = divmod(int(raw), 10000) if raw >= 10000 else divmod(int(raw), 1000)
    minor, patch = divmod(rest, 100)
    return f"{major}.{minor}.{patch}"


def torch_devices() -> tuple[str, ...]:
    """Devices torch can train on here: cpu, every cuda:N, and mps on Apple Silicon."""
    import torch

    devices = ["cpu"]
    try:
        if torch.cuda.is_available():
            devices += [f"cuda:{i}" for i in range(torch.cuda.device_count())]
        if torch.backends.mps.is_available():
            devices.append("mps")
    except (RuntimeError, AssertionError, OSError):
        pass  # a broken driver leaves the CPU, which always works
    return tuple(devices)


def torch_device_memory(devices: tuple[str, ...]) -> dict[str, int]:
    """Total memory of each accelerator under torch's own names, so a chart can draw its ceiling.

    CUDA orders devices fastest first unless CUDA_DEVICE_ORDER=PCI_BUS_ID, so "cuda:0" need not be NVML's GPU 0:
    asking torch avoids matching the two numberings. Apple GPUs share RAM; torch's recommended working set is
    the ceiling there.
    """
    import torch

    memory: dict[str, int] = {}
    for device in devices:
        try:
            if device.startswith("cuda"):
                memory[device] = int(torch.cuda.get_device_properties(device).total_memory)
            elif device == "mps":
                memory[device] = int(torch.mps.recommended_max_memory())
        except (RuntimeError, AssertionError, OSError, AttributeError):
            continue  # a device that cannot say simply has no ceiling drawn
    return memory


def _usable_backends(torch: ModuleType) -> tuple[str, ...]:
    """Accelerator backends this torch build can use here (none raises: a broken driver just leaves one out)."""
    found = []
    checks = (
        ("cuda", lambda: torch.cuda.is_available()),
        ("mps", lambda: torch.backends.mps.is_available()),
        ("xpu", lambda: hasattr(torch, "xpu") and torch.xpu.is_available()),
    )
    for name, check in checks:
        try:
            if check():
                found.append(name)
        except (RuntimeError, AssertionError, OSError):
            continue
    return tuple(found)


def read_software_info() -> SoftwareInfo:
    """Read once: importing torch takes a second or two, so callers do it off the GUI thread."""
    os_name = platform.platform()
    python = f"{platform.python_implementation()} {sys.version.split()[0]}"
    try:
        import torch
    except ImportError:
        return SoftwareInfo(os_name, python, None, None, None, (), None, ("cpu",))
    if torch.version.hip:
        build = f"rocm {torch.version.hip}"
    elif torch.version.cuda:
        build = f"cuda {torch.version.cuda}"
    else:
        build = "cpu"
    devices = torch_devices()
    return SoftwareInfo(
        os=os_name,
        python=python,
        torch_version=torch.__version__,
        torch_build=build,
        cudnn_version=_cudnn_version(torch),
        torch_backends=_usable_backends(torch),
        torch_threads=torch.get_num_threads(),
        torch_devices=devices,
        device_memory_bytes=torch_device_memory(devices),
    )
