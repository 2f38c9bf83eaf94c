"""Numbers with units for people. Every function shows None as "n/a" so a missing reading never looks like zero."""

from __future__ import annotations

NA = "n/a"


def _binary(value: float, units: tuple[str, ...], digits: int) -> str:
    for unit in units[:-1]:
        if abs(value) < 1024:
            return f"{value:.{digits}f} {unit}" if unit != units[0] else f"{value:.0f} {unit}"
        value /= 1024
    return f"{value:.{digits}f} {units[-1]}"


def fmt_bytes(value: float | None, digits: int = 1) -> str:
    """Binary units, as memory is sold and as `free -h` shows: 24.0 GiB."""
    return NA if value is None else _binary(float(value), ("B", "KiB", "MiB", "GiB", "TiB"), digits)


def fmt_rate(bytes_per_s: float | None) -> str:
    return NA if bytes_per_s is None else _binary(float(bytes_per_s), ("B/s", "KiB/s", "MiB/s", "GiB/s"), 1)


def fmt(value: float | None, unit: str = "", digits: int = 0) -> str:
    """A number with its unit, thousands separated: fmt(10496, "CUDA cores") -> "10,496 CUDA cores"."""
    if value is None:
        return NA
    text = f"{value:,.{digits}f}"
    return f"{text} {unit}".rstrip() if unit != "%" else f"{text}%"


def fmt_ratio(numerator: float | None, denominator: float | None) -> str:
    """How many times bigger: "x 42" style, or n/a when either side is missing."""
    if not numerator or not denominator:
        return NA
    ratio = numerator / denominator
    return f"{ratio:,.0f}x" if ratio >= 10 else f"{ratio:.1f}x"


def fmt_flag(value: bool | None, yes: str = "on", no: str = "off") -> str:
    return NA if value is None else (yes if value else no)
