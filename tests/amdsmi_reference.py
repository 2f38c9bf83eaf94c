"""The installed ``amdsmi`` package's interface, read from its source without importing it.

Importing amdsmi loads AMD's native libamd_smi.so, which a machine without ROCm lacks (the import then fails), so the
test double is checked against the package's Python source instead: ``__init__.py`` says which names the package
exports, ``amdsmi_interface.py`` holds the functions and enums, ``amdsmi_exception.py`` the exceptions and
``amdsmi_wrapper.py`` the C constants the enums and status codes take their values from.
"""

from __future__ import annotations

import ast
import importlib.metadata
from dataclasses import dataclass
from functools import cache
from pathlib import Path


@dataclass(frozen=True)
class Parameters:
    """A function's parameters as the caller sees them (``self`` left out of methods)."""

    positional: tuple[str, ...]
    keyword_only: tuple[str, ...]
    defaults: dict[str, str]
    """Parameter name -> its default, as source text."""
    var_positional: bool
    var_keyword: bool


@dataclass(frozen=True)
class ClassInfo:
    bases: tuple[str, ...]
    methods: dict[str, Parameters]
    constants: dict[str, int]
    """Members assigned a number or a constant of amdsmi_wrapper (enum members), resolved to their values."""


def source_dir() -> Path:
    """The folder of the installed package; fails with a hint when the dev extra is not installed."""
    try:
        files = importlib.metadata.files("amdsmi") or []
    except importlib.metadata.PackageNotFoundError:
        raise AssertionError("amdsmi is not installed: pip install -e '.[dev]'") from None
    init = next((f for f in files if f.as_posix() == "amdsmi/__init__.py"), None)
    assert init is not None, "the amdsmi distribution has no amdsmi/__init__.py"
    return Path(str(init.locate())).parent


@cache
def _module(name: str) -> ast.Module:
    return ast.parse((source_dir() / f"{name}.py").read_text(encoding="utf-8"))


def version() -> str:
    return importlib.metadata.version("amdsmi")


@cache
def exports() -> dict[str, str]:
    """Name -> the module of the package it comes from, for every ``from .module import name`` in ``__init__.py``
    (including those inside ``try``: the CPU functions)."""
    found: dict[str, str] = {}
    for node in ast.walk(_module("__init__")):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            for alias in node.names:
                found[alias.asname or alias.name] = node.module
    return found


@cache
def wrapper_constants() -> dict[str, int]:
    """``NAME = <int>`` assignments of amdsmi_wrapper.py (amdsmi_status_t codes, enum values of amdsmi.h)."""
    constants: dict[str, int] = {}
    for node in _module("amdsmi_wrapper").body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                value = ast.literal_eval(node.value)
            except ValueError:
                continue
            if isinstance(value, int) and not isinstance(value, bool):
                constants[node.targets[0].id] = value
    return constants


def parameters(function: ast.FunctionDef, method: bool = False) -> Parameters:
    args = function.args
    positional = [a.arg for a in (*args.posonlyargs, *args.args)]
    defaults = {
        name: ast.unparse(default) for name, default in zip(positional[::-1], args.defaults[::-1], strict=False)
    }
    defaults |= {a.arg: ast.unparse(d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d}
    return Parameters(
        positional=tuple(positional[1:] if method else positional),
        keyword_only=tuple(a.arg for a in args.kwonlyargs),
        defaults=defaults,
        var_positional=args.vararg is not None,
        var_keyword=args.kwarg is not None,
    )


@cache
def functions(module: str) -> dict[str, Parameters]:
    """Top-level functions of one of the package's modules."""
    return {n.name: parameters(n) for n in _module(module).body if isinstance(n, ast.FunctionDef)}


@cache
def classes(module: str) -> dict[str, ClassInfo]:
    """Top-level classes of one of the package's modules, with their methods and their numeric members."""
    found: dict[str, ClassInfo] = {}
    for node in _module(module).body:
        if isinstance(node, ast.ClassDef):
            found[node.name] = ClassInfo(
                bases=tuple(ast.unparse(base) for base in node.bases),
                methods={m.name: parameters(m, method=True) for m in node.body if isinstance(m, ast.FunctionDef)},
                constants=_members(node),
            )
    return found


def _members(node: ast.ClassDef) -> dict[str, int]:
    members: dict[str, int] = {}
    for statement in node.body:
        if not (isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name)):
            continue
        value = statement.value
        if isinstance(value, ast.Attribute) and ast.unparse(value.value) == "amdsmi_wrapper":
            if value.attr in wrapper_constants():
                members[statement.targets[0].id] = wrapper_constants()[value.attr]
        elif isinstance(value, ast.Constant) and isinstance(value.value, int):
            members[statement.targets[0].id] = value.value
    return members


def exported_functions() -> dict[str, Parameters]:
    """Every function ``import amdsmi`` offers, with its parameters."""
    found: dict[str, Parameters] = {}
    for name, module in exports().items():
        defined = functions(module)
        if name in defined:
            found[name] = defined[name]
    return found


def exported_classes() -> dict[str, ClassInfo]:
    """Every class ``import amdsmi`` offers (enums, exceptions, ...), with its methods and members."""
    found: dict[str, ClassInfo] = {}
    for name, module in exports().items():
        defined = classes(module)
        if name in defined:
            found[name] = defined[name]
    return found
