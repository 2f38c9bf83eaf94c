"""Numbers with units for people. Every function shows None as "n/a" so a missing reading never looks like zero.

Numbers come out in the reader's style and unit words in the reader's language (``dashboard.text``): English on the
command line, the chosen language in the window.
"""

from __future__ import annotations

from dashboard.text import QT_TRANSLATE_NOOP, number, spoken, translate

NA = QT_TRANSLATE_NOOP("Units", "n/a")
"""The English mark for a missing reading; ``na()`` in the reader's language."""

UNIT_WORDS = (
    QT_TRANSLATE_NOOP("Units", "samples/s"), QT_TRANSLATE_NOOP("Units", "CUDA cores"),
    QT_TRANSLATE_NOOP("Units", "bit bus"), QT_TRANSLATE_NOOP("Units", "s"), QT_TRANSLATE_NOOP("Units", "min"),
    QT_TRANSLATE_NOOP("Units", "h"), QT_TRANSLATE_NOOP("Units", "ms"), QT_TRANSLATE_NOOP("Units", "steps"),
    QT_TRANSLATE_NOOP("Units", "B"), QT_TRANSLATE_NOOP("Units", "B/s"), QT_TRANSLATE_NOOP("Units", "cores"),
    QT_TRANSLATE_NOOP("Units", "stream processors"), QT_TRANSLATE_NOOP("Units", "ALUs"),
    QT_TRANSLATE_NOOP("Units", "FP32 lanes"), QT_TRANSLATE_NOOP("Units", "samples/J"),
)
"""Unit words some languages write otherwise; the symbols (GiB, MHz, W, GFLOPS, °C) are the same everywhere.
``tests/test_i18n_sources`` checks that every unit passed to ``fmt`` is a symbol or one of these."""
UNIT_SYMBOLS = frozenset({"%", "KiB", "MiB", "GiB", "TiB", "KiB/s", "MiB/s", "GiB/s", "GB", "GB/s", "MHz", "W", "Wh",
                          "J", "°C", "GFLOPS", "TFLOPS", "x", ""})


def na() -> str:
    return translate("Units", NA)


def unit_word(unit: str) -> str:
    """A unit in the reader's language: "samples/s" is "próbek/s" in Polish; symbols stay as they are."""
    return unit if unit in UNIT_SYMBOLS else translate("Units", unit)


BYTE_UNITS = ("B", "KiB", "MiB", "GiB", "TiB")


def binary_amount(value: float, units: tuple[str, ...] = BYTE_UNITS) -> tuple[float, str]:
    """The value in the largest of ``units`` (each 1024 of the one before) that keeps it under 1024: (24.0, "GiB")."""
    for unit in units[:-1]:
        if abs(value) < 1024:
            return value, unit
        value /= 1024
    return value, units[-1]


def _binary(value: float, units: tuple[str, ...], digits: int) -> str:
    amount, unit = binary_amount(value, units)
    if unit == units[-1]:
        return f"{number(amount, digits, False)} {unit}"
    return f"{number(amount, digits if unit != units[0] else 0, False)} {unit_word(unit)}"


def fmt_bytes(value: float | None, digits: int = 1) -> str:
    """Binary units, as memory is sold and as `free -h` shows: 24.0 GiB."""
    return na() if value is None else _binary(float(value), BYTE_UNITS, digits)


def fmt_rate(bytes_per_s: float | None) -> str:
    return na() if bytes_per_s is None else _binary(float(bytes_per_s), ("B/s", "KiB/s", "MiB/s", "GiB/s"), 1)


def _fmt(value: float | None, unit: str = "", digits: int = 0) -> str:
    if value is None:
        return na()
    text = number(value, digits)
    return f"{text} {unit_word(unit)}".rstrip() if unit != "%" else f"{text}%"


_spoken_fmt = spoken("fmt", _fmt)


def fmt(value: float | None, unit: str = "", digits: int = 0) -> str:
    """A number with its unit, thousands separated: fmt(10496, "CUDA cores") -> "10,496 CUDA cores" (said again in
    another reader's style from a recording: ``dashboard.text.spoken``)."""
    return _spoken_fmt(value, unit, digits)


def fmt_ratio(numerator: float | None, denominator: float | None) -> str:
    """How many times bigger: "x 42" style, or n/a when either side is missing."""
    if not numerator or not denominator:
        return na()
    ratio = numerator / denominator
    return f"{number(ratio, 0)}x" if ratio >= 10 else f"{number(ratio, 1)}x"


def fmt_flag(value: bool | None, yes: str | None = None, no: str | None = None) -> str:
    """"on"/"off" (or the words given) in the reader's language."""
    if value is None:
        return na()
    if value:
        return yes if yes is not None else translate("Units", "on")
    return no if no is not None else translate("Units", "off")
