"""What a wheel would hold: every package of the source tree is listed in pyproject.toml, so none is left out."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_of_the_tree_is_in_the_wheel():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    in_tree = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "dashboard").rglob("__init__.py")}
    assert in_tree - listed == set(), "packages missing from [tool.setuptools] packages in pyproject.toml"
    assert listed - in_tree == {"dashboard.resources"}  # resources/ installs as dashboard.resources
