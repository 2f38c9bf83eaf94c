"""The PyInstaller bundle's contents, checked without building it, and its desktop installer run for real."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_contents  # noqa: E402

RESOURCES = ROOT / "resources"


def test_every_resource_file_is_declared_as_package_data_so_the_wheel_and_the_bundle_carry_it():
    translators_only = {RESOURCES / "i18n" / "glossary.json"}  # the terms the translation tests hold them to
    on_disk = {path for path in RESOURCES.rglob("*")  # .ts: translators' sources, compiled into the .qm shipped
               if path.is_file() and path.suffix not in (".py", ".ts") and "__pycache__" not in path.parts
               and path not in translators_only}
    declared = set(bundle_contents.resource_files())
    assert on_disk - declared == set(), "add a package-data glob in pyproject.toml for these resources"
    assert declared  # the catalogue, the icon and the help pages at least


def test_the_bundle_puts_each_resource_where_importlib_resources_looks_in_the_frozen_app():
    datas = dict(bundle_contents.resource_datas())
    assert len(datas) == len(bundle_contents.resource_files())
    for source, destination in datas.items():
        relative = Path(source).relative_to(RESOURCES)
        assert Path(destination) == Path("dashboard", "resources", *relative.parent.parts)
    assert datas[str(RESOURCES / "gpus.json")] == str(Path("dashboard", "resources"))


def test_the_driver_library_and_build_only_files_stay_out():
    assert not bundle_contents.keep_binary("libnvidia-ml.so.1")
    assert not bundle_contents.keep_binary(str(Path("nvidia", "lib", "nvml.dll")))
    assert bundle_contents.keep_binary(str(Path("torch", "lib", "libtorch_cuda.so")))
    assert not bundle_contents.keep_data("torch/include/ATen/ATen.h")
    assert bundle_contents.keep_data("torch/_C.cpython-311-x86_64-linux-gnu.so")


def test_torchvision_operators_are_collected_by_file_name():
    libraries = bundle_contents.torchvision_operator_libraries()
    assert libraries, "torchvision's compiled operators were not found: the bundle's models would not load"
    assert all(destination == "torchvision" for _, destination in libraries)
    assert any(Path(source).name.startswith("_C") for source, _ in libraries)


@pytest.mark.skipif(sys.platform != "linux", reason="the desktop integration is for Linux")
def test_install_sh_puts_the_launcher_menu_entry_and_icon_under_local_and_takes_them_away(tmp_path):
    bundle = tmp_path / "dl-dashboard"
    bundle.mkdir()
    shutil.copy2(ROOT / "packaging" / "install.sh", bundle)
    shutil.copy2(ROOT / "packaging" / "dl-dashboard.desktop", bundle)
    shutil.copy2(RESOURCES / "icon.svg", bundle / "dl-dashboard.svg")
    (bundle / "dl-dashboard").write_text("#!/bin/sh\necho bundled\n")
    (bundle / "dl-dashboard").chmod(0o755)
    home = tmp_path / "home"
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}

    subprocess.run([str(bundle / "install.sh")], env=env, check=True, capture_output=True)
    entry = home / ".local/share/applications/dl-dashboard.desktop"
    launcher = home / ".local/bin/dl-dashboard"
    assert f"Exec={bundle}/dl-dashboard" in entry.read_text().splitlines()
    assert (home / ".local/share/icons/hicolor/scalable/apps/dl-dashboard.svg").is_file()
    assert subprocess.run([str(launcher)], capture_output=True, text=True, check=True).stdout == "bundled\n"

    subprocess.run([str(bundle / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True)
    assert not entry.exists() and not os.path.lexists(launcher)
    assert bundle.is_dir()  # the unpacked folder is the user's to delete

    refused = subprocess.run([str(bundle / "install.sh"), "--bogus"], env=env, capture_output=True, text=True)
    assert refused.returncode == 2 and "usage" in refused.stderr
