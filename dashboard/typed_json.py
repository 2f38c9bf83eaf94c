"""Records from JSON that nobody vouches for: every field checked against the record's type hints.

Files on disk are untrusted (a crash, a full disk, a hand edit, another version of the app): a reader that builds a
record from a JSON object must refuse a string where a number belongs with a sentence a person can act on ("loss is
text, not a number"), never let it through to fail later inside a plot or a slot. ``WrongType`` carries that
sentence; it is a ValueError, so a caller that only needs "usable or not" can catch that.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Collection
from typing import Any

LARGEST_WHOLE = 2**63
"""Whole numbers at or beyond this (64-bit) are refused: none is meaningful here, and a float cannot hold them."""


class WrongType(ValueError):
    """A JSON value that does not fit the record; the message names the field, what it is and what was expected."""


def describe_value(value: Any) -> str:
    """What a JSON value is, in words: "text", "a list", "an object", "null", "true", "a number (1.5)"."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        text = repr(value)
        return f"a number ({text})" if len(text) <= 24 else "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def describe_type(kind: Any) -> str:
    """What a type hint asks for, in words: "a whole number", "text or null"..."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        names = [describe_type(arg) for arg in args if arg is not type(None)]
        return " or ".join(names + (["null"] if type(None) in args else []))
    if origin is tuple or kind is tuple:
        return "a list"
    if origin is dict or kind is dict or (dataclasses.is_dataclass(kind) and isinstance(kind, type)):
        return "an object"
    return {bool: "true or false", int: "a whole number", float: "a number", str: "text"}.get(kind, str(kind))


def record_from_json(cls: type[Any], data: Any, *, where: str = "", ignore: Collection[str] = ()) -> Any:
    """An instance of the dataclass ``cls`` from a JSON object, or WrongType saying why not.

    Keys a newer version added are dropped (a file from another version still opens); a missing field without a
    default, or a value of the wrong type, is refused. Fields named in ``ignore`` keep their defaults whatever
    the file says (a record's own tag, such as an event's kind).
    """
    if not isinstance(data, dict):
        raise WrongType(f"{where or cls.__name__} is {describe_value(data)}, not an object")
    values = {}
    for field in _plan(cls):
        if field.name in data and field.name not in ignore:
            values[field.name] = field.value(data[field.name], where)
        elif field.required and field.name not in ignore:
            missing = [f.name for f in _plan(cls) if f.required and f.name not in data and f.name not in ignore]
            raise WrongType(f"{where or cls.__name__} lacks {', '.join(missing)}")
    return cls(**values)


def check_fields(cls: type[Any], data: dict[str, Any], *, where: str = "", ignore: Collection[str] = ()) -> None:
    """WrongType when a field ``data`` has is not of its type in ``cls``; fields it lacks are not asked for (a line
    from an older version keeps what it has)."""
    for field in _plan(cls):
        if field.name in data and field.name not in ignore:
            field.value(data[field.name], where)


@dataclasses.dataclass(frozen=True)
class _Field:
    """One field of a record, ready to check values quickly: readers check every field of thousands of lines."""

    name: str
    kind: Any
    required: bool
    as_is: frozenset[type]
    """Python types JSON gives that the field takes unchanged (the common case, checked without a call)."""

    def value(self, value: Any, where: str) -> Any:
        kind = type(value)
        if kind in self.as_is and (kind is not int or -LARGEST_WHOLE < value < LARGEST_WHOLE):
            return value
        return value_from_json(self.kind, value, _join(where, self.name))


_PLANS: dict[type[Any], tuple[_Field, ...]] = {}


def _plan(cls: type[Any]) -> tuple[_Field, ...]:
    """The record's init fields with their resolved type hints, worked out once per class."""
    if cls not in _PLANS:
        hints = typing.get_type_hints(cls)
        _PLANS[cls] = tuple(
            _Field(field.name, hints[field.name],
                   field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING,
                   _as_is(hints[field.name]))
            for field in dataclasses.fields(cls) if field.init)
    return _PLANS[cls]


def _as_is(kind: Any) -> frozenset[type]:
    options = typing.get_args(kind) if typing.get_origin(kind) in (typing.Union, types.UnionType) else (kind,)
    return frozenset(option for option in options if option in (bool, int, float, str, type(None)))


def value_from_json(kind: Any, value: Any, where: str) -> Any:
    """``value`` as the type hint ``kind`` asks for (a list as a tuple, a whole float as an int), or WrongType."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        for option in (arg for arg in args if arg is not type(None)):
            try:
                return value_from_json(option, value, where)
            except WrongType:
                continue
    elif origin is tuple:
        if isinstance(value, list):
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(value_from_json(args[0], item, f"{where}[{i}]") for i, item in enumerate(value))
            if len(args) == len(value):
                return tuple(value_from_json(arg, item, f"{where}[{i}]")
                             for i, (arg, item) in enumerate(zip(args, value, strict=True)))
    elif origin is dict or kind is dict:
        if isinstance(value, dict):
            if not args:
                return value
            return {value_from_json(args[0], key, where): value_from_json(args[1], item, f"{where}[{key!r}]")
                    for key, item in value.items()}
    elif dataclasses.is_dataclass(kind) and isinstance(kind, type):
        return record_from_json(kind, value, where=where)
    elif kind is bool:
        if isinstance(value, bool):
            return value
    elif kind is int:
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) < LARGEST_WHOLE:
            return value
        if isinstance(value, float) and math.isfinite(value) and value.is_integer() and abs(value) < LARGEST_WHOLE:
            return int(value)  # 1e3 is a whole number, written the way some tools write numbers
    elif kind is float:
        if isinstance(value, float) or (isinstance(value, int) and not isinstance(value, bool)
                                        and abs(value) < LARGEST_WHOLE):
            return float(value)
    elif kind is str:
        if isinstance(value, str):
            return value
    elif kind is Any:
        return value
    raise WrongType(f"{where} is {describe_value(value)}, not {describe_type(kind)}")


def _join(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name
