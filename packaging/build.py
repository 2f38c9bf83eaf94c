"""`make package`: the one-folder bundle in dist/dl-dashboard and its versioned archive beside it.

Run with the project's virtual environment (PyInstaller from the ``package`` extra). Prints the build time and the
sizes, which packaging/README.md quotes.
"""

from __future__ import annotations

import platform
import shutil
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "dl-dashboard"


def platform_tag() -> str:
    """"linux-x86_64", "windows-amd64", "macos-arm64": the archive's name says what it runs on."""
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower()}"


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def make_archive(name: str) -> Path:
    """A .zip on Windows, else a .tar.gz at gzip's default level 6 (shutil's level 9 took 300 s here for a few
    percent less)."""
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(DIST / name), "zip", root_dir=DIST, base_dir=BUNDLE.name))
    archive = DIST / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(BUNDLE, arcname=BUNDLE.name)
    return archive


def build() -> Path:
    import PyInstaller.__main__

    sys.path.insert(0, str(ROOT))
    from dashboard import __version__

    started = time.monotonic()
    shutil.rmtree(BUNDLE, ignore_errors=True)
    PyInstaller.__main__.run(["--noconfirm", "--log-level", "WARN", "--distpath", str(DIST),
                              "--workpath", str(ROOT / "build" / "pyinstaller"), str(HERE / "dl-dashboard.spec")])
    built = time.monotonic()
    # Desktop integration travels with the bundle (Linux uses it; elsewhere it is harmless).
    shutil.copy2(HERE / "install.sh", BUNDLE / "install.sh")
    shutil.copy2(HERE / "dl-dashboard.desktop", BUNDLE / "dl-dashboard.desktop")
    shutil.copy2(ROOT / "resources" / "icon.svg", BUNDLE / "dl-dashboard.svg")
    archive = make_archive(f"dl-dashboard-{__version__}-{platform_tag()}")
    finished = time.monotonic()
    print(f"bundle {BUNDLE} {folder_bytes(BUNDLE) / 1e9:.2f} GB, built in {built - started:.0f} s; "
          f"archive {archive.name} {archive.stat().st_size / 1e9:.2f} GB, made in {finished - built:.0f} s")
    return archive


if __name__ == "__main__":
    build()
