"""The software facts torch gives: usable devices and their memory under torch's own numbering."""

from __future__ import annotations

from types import SimpleNamespace

import torch

from dashboard.hardware.software import read_software_info, torch_device_memory

GIB = 1024**3


def test_cuda_memory_comes_from_torch_under_torch_names(monkeypatch):
    # CUDA numbers the fastest GPU 0: the 80 GB card is cuda:0 even if NVML lists it second.
    sizes = {"cuda:0": 80 * GIB, "cuda:1": 16 * GIB}
    monkeypatch.setattr(torch.cuda, "get_device_properties",
                        lambda device: SimpleNamespace(name="x", total_memory=sizes[str(device)]))
    assert torch_device_memory(("cpu", "cuda:0", "cuda:1")) == sizes


def test_a_device_that_cannot_say_gets_no_ceiling(monkeypatch):
    def broken(device):
        raise RuntimeError("CUDA driver initialization failed")

    monkeypatch.setattr(torch.cuda, "get_device_properties", broken)
    monkeypatch.setattr(torch.mps, "recommended_max_memory", lambda: 48 * GIB)
    assert torch_device_memory(("cpu", "cuda:0", "mps")) == {"mps": 48 * GIB}


def test_this_machine_has_only_the_cpu_and_no_accelerator_memory():
    info = read_software_info()
    assert info.torch_devices == ("cpu",)
    assert info.device_memory_bytes == {}
