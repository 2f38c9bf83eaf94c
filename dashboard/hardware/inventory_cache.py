"""The last launch's inventory, kept in a small JSON file so the spec cards fill the moment the window opens.

Reading the inventory afresh takes seconds (py-cpuinfo, a RAM copy measurement, importing PyTorch); what a machine
has rarely changes between two launches. The window shows the cached reading at once and replaces it when the fresh
one arrives, which is then saved for the next launch. A cache is used only on the machine that wrote it: it is
keyed by facts that can be read in a millisecond (host name, CPU model, GPU driver, OS kernel, app version). A file
that cannot be read, is not JSON or does not hold a valid inventory is ignored, never an error.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import platform
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dashboard import __version__
from dashboard.hardware.cpu import quick_cpuinfo
from dashboard.hardware.records import Inventory, to_dict
from dashboard.jsontools import json_safe
from dashboard.typed_json import WrongType, record_from_json

log = logging.getLogger(__name__)

CACHE_DIR_ENV = "DL_DASHBOARD_CACHE_DIR"
"""Where the cache lives, when set (the start-up benchmark points it at a fresh folder)."""
FILE_NAME = "inventory.json"
FORMAT = 1
"""Bumped when the file's layout changes; a file of another format is ignored."""
MAX_BYTES = 1_000_000
"""An inventory is a few kilobytes: anything larger is not ours."""
NVIDIA_DRIVER_FILE = Path("/proc/driver/nvidia/version")
AMDGPU_DRIVER_FILE = Path("/sys/module/amdgpu/version")


def cache_dir() -> Path:
    """$DL_DASHBOARD_CACHE_DIR, else the user cache directory (e.g. ~/.cache/dl-dashboard)."""
    override = os.environ.get(CACHE_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir("dl-dashboard"))


def gpu_driver_text(nvidia: Path = NVIDIA_DRIVER_FILE, amdgpu: Path = AMDGPU_DRIVER_FILE) -> str:
    """The installed GPU driver in a word, read without loading it: the first line of NVIDIA's or amdgpu's version
    file on Linux, the OS version on macOS (its GPU driver comes with it); empty when none says."""
    for path in (nvidia, amdgpu):
        try:
            lines = path.read_text(errors="replace").splitlines()
        except OSError:
            continue
        if lines:
            return lines[0].strip()
    if sys.platform == "darwin":
        return f"macOS {platform.mac_ver()[0]}"
    return ""


def machine_key() -> dict[str, str]:
    """What must match for a cached inventory to be this machine's: cheap to read, changed by anything that would
    change the inventory (another host, CPU, GPU driver, kernel, or version of this app)."""
    cpu = quick_cpuinfo()
    return {
        "host": platform.node(),
        "cpu": str(cpu.get("brand_raw") or platform.processor() or platform.machine()),
        "gpu_driver": gpu_driver_text(),
        "os": f"{platform.system()} {platform.release()}",
        "app": __version__,
    }


class InventoryCache:
    """One cache file: ``load`` gives its inventory when it was saved on this machine, ``save`` replaces it."""

    def __init__(self, path: Path, key: Mapping[str, str] | None = None) -> None:
        self.path = path
        self._key = dict(key) if key is not None else None

    @classmethod
    def default(cls) -> InventoryCache:
        return cls(cache_dir() / FILE_NAME)

    @property
    def key(self) -> dict[str, str]:
        if self._key is None:
            self._key = machine_key()
        return self._key

    def load(self) -> Inventory | None:
        """The cached inventory, or None: no file yet, another machine's, another format, or unreadable."""
        try:
            if self.path.stat().st_size > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                return None
            if data.get("key") != self.key:
                return None
            return inventory_from_json(data.get("inventory"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as err:
            log.info("ignoring the inventory cache %s: %s", self.path, err)
            return None

    def save(self, inventory: Inventory) -> bool:
        """Write atomically (a reader never sees half a file); False when it could not be written."""
        text = json.dumps({"format": FORMAT, "key": self.key, "inventory": json_safe(to_dict(inventory))},
                          allow_nan=False)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.path.parent, prefix=".inventory-", suffix=".tmp")
        except OSError as err:
            log.info("could not save the inventory cache %s: %s", self.path, err)
            return False
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                file.write(text)
            os.replace(temporary, self.path)
        except OSError as err:
            log.info("could not save the inventory cache %s: %s", self.path, err)
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            return False
        return True


# ---------------------------------------------------------------------------------------------- records from JSON


def inventory_from_json(data: Any) -> Inventory:
    """An Inventory from ``to_dict``'s JSON, every field checked against its type; ValueError (WrongType) when
    anything is off."""
    record = record_from_json(Inventory, data, where="inventory")
    assert isinstance(record, Inventory)
    if json_safe(to_dict(record)) != data:  # a field this version does not write: a cache from elsewhere
        raise WrongType("the inventory holds fields this version does not write")
    return record
