"""What the PyInstaller bundle must carry besides the code it finds by import: the app's resource files, and
what it must leave out. Plain Python (no PyInstaller import), so a fast test can check it without a build."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES_PACKAGE = "dashboard.resources"

EXCLUDED_MODULES = (
    # Test and development tools the app never imports at run time.
    "pytest", "hypothesis", "_pytest", "mypy", "ruff", "importlinter",
    # GUI toolkits and plotting libraries some of our dependencies import optionally.
    "tkinter", "matplotlib", "IPython", "PyQt5", "PyQt6", "PySide2",
    # torch.compile's GPU code generator (891 MB): the app never compiles a model, and torch imports it only then.
    "triton",
)
"""Modules kept out of the bundle even if an optional import somewhere names them."""

EXCLUDED_DATA_PREFIXES = (
    "torch/include/",   # C++ headers, only for compiling extensions
    "torch/share/cmake/",
    "torch/testing/_internal/data/",
)
"""Data folders the app never reads: dropped from the collected files by their destination path."""

EXCLUDED_BINARY_NAMES = ("libnvidia-ml.so", "nvml.dll")
"""The NVIDIA driver's own library: loaded from the system at run time, never bundled (it must match the driver)."""


def package_data_patterns(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The resource globs pyproject.toml declares as package data of dashboard.resources."""
    config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    return list(config["tool"]["setuptools"]["package-data"][RESOURCES_PACKAGE])


def resource_files(resources: Path = ROOT / "resources", pyproject: Path = ROOT / "pyproject.toml") -> list[Path]:
    """Every file under resources/ that the wheel ships (the package-data globs), sorted."""
    found: set[Path] = set()
    for pattern in package_data_patterns(pyproject):
        found.update(path for path in resources.glob(pattern) if path.is_file())
    return sorted(found)


def resource_datas(resources: Path = ROOT / "resources") -> list[tuple[str, str]]:
    """(source file, destination folder) pairs for PyInstaller's ``datas``: resources/x/y.md goes to
    dashboard/resources/x, where importlib.resources looks for it in the frozen app."""
    destination_root = Path(*RESOURCES_PACKAGE.split("."))
    return [(str(path), str(destination_root / path.parent.relative_to(resources)))
            for path in resource_files(resources)]


def torchvision_operator_libraries() -> list[tuple[str, str]]:
    """torchvision's compiled operators (``_C_stable.so``, ``image_stable.so``): torchvision loads them by file
    path from its own folder, so no import reveals them to PyInstaller, and its helper only looks for lib*.so names.
    """
    spec = importlib.util.find_spec("torchvision")
    if spec is None or not spec.submodule_search_locations:
        return []
    folder = Path(next(iter(spec.submodule_search_locations)))
    return [(str(path), "torchvision") for path in sorted(folder.glob("*.so")) + sorted(folder.glob("*.pyd"))]


def keep_data(destination: str) -> bool:
    return not any(destination.replace("\\", "/").startswith(prefix) for prefix in EXCLUDED_DATA_PREFIXES)


def keep_binary(destination: str) -> bool:
    name = Path(destination).name
    return not any(name.startswith(excluded) for excluded in EXCLUDED_BINARY_NAMES)
