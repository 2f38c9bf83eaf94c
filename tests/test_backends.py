"""Every vendor backend fulfils the GpuBackend contract, checked at run time: the same public methods with the same
signatures, and a vendor name."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import get_type_hints

import pytest

from dashboard.hardware.amd import AmdBackend
from dashboard.hardware.apple import AppleBackend
from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.nvidia import NvidiaBackend
from tests.fakes.amdsmi import FakeAmdSmi
from tests.fakes.nvml import FakeNvml

PROTOCOL_METHODS = ("open", "inventory", "sample", "close")

BACKENDS: dict[str, Callable[[], object]] = {
    "nvidia": lambda: NvidiaBackend(nvml=FakeNvml()),
    "amd": lambda: AmdBackend(amdsmi=FakeAmdSmi()),  # type: ignore[arg-type]
    "apple": lambda: AppleBackend(system="Linux"),
}


def test_protocol_names_the_methods_checked_here():
    declared = {n for n, value in vars(GpuBackend).items() if inspect.isfunction(value) and not n.startswith("_")}
    assert declared == set(PROTOCOL_METHODS)
    assert get_type_hints(GpuBackend)["vendor"] is str


@pytest.mark.parametrize("vendor", sorted(BACKENDS))
def test_backend_is_a_gpu_backend(vendor):
    backend = BACKENDS[vendor]()
    assert isinstance(backend, GpuBackend)
    assert backend.vendor == vendor


@pytest.mark.parametrize("method", PROTOCOL_METHODS)
@pytest.mark.parametrize("vendor", sorted(BACKENDS))
def test_backend_method_has_the_protocol_signature(vendor, method):
    backend = BACKENDS[vendor]()
    expected = inspect.signature(getattr(GpuBackend, method), eval_str=True)
    actual = inspect.signature(getattr(type(backend), method), eval_str=True)
    assert actual == expected, f"{type(backend).__name__}.{method}{actual} is not {method}{expected}"
