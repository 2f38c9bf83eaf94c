"""The micro-benchmarks' records as a person reads them: tests, host memory, statuses and notes in the reader's
language.

A BenchResult and a device's Peaks are kept as they were measured, in English (a recording, `bench --json`): the
window translates their names and the notes it knows where it shows them; a note made of measured values (an error,
a load, a size) stays as it was written. Free of torch, as the window's imports are.
"""

from __future__ import annotations

from dashboard.text import QT_TRANSLATE_NOOP, translate

NOTE_SEPARATOR = "; "
"""Between the notes of one record (a GPU's, a benchmark result's, the sources of a device's peaks)."""

TEST_NAMES = {
    "matmul": QT_TRANSLATE_NOOP("Advisor", "matmul"),
    "cpu-gemm": QT_TRANSLATE_NOOP("Advisor", "cpu-gemm"),
    "copy": QT_TRANSLATE_NOOP("Advisor", "copy"),
    "host-to-device": QT_TRANSLATE_NOOP("Advisor", "host-to-device"),
    "device-to-host": QT_TRANSLATE_NOOP("Advisor", "device-to-host"),
}
HOST_MEMORY = {"pinned": QT_TRANSLATE_NOOP("Advisor", "pinned"), "pageable": QT_TRANSLATE_NOOP("Advisor", "pageable")}
STATUSES = {"skipped": QT_TRANSLATE_NOOP("Advisor", "skipped"), "error": QT_TRANSLATE_NOOP("Advisor", "error")}


def size_text(test: str, size: int | None) -> str:
    """A test's size as its label says it: "512x512" for a matmul, "64 MiB" for a copy or a transfer."""
    if size is None:
        return ""
    if test in ("matmul", "cpu-gemm"):
        return f"{size}x{size}"
    return f"{size / 2**20:g} MiB"


def _shown(names: dict[str, str], key: str | None) -> str:
    """The name of an English key in the reader's language; an unknown key as it is."""
    if not key:
        return ""
    return translate("Advisor", names[key]) if key in names else key


def shown_test(test: str) -> str:
    return _shown(TEST_NAMES, test)


def shown_memory(host_memory: str | None) -> str:
    return _shown(HOST_MEMORY, host_memory)


def shown_status(status: str) -> str:
    return _shown(STATUSES, status)


def shown_label(test: str, dtype: str | None, size: int | None, host_memory: str | None) -> str:
    """A test as the progress line names it: "cpu-gemm fp32 512x512", "host-to-device 64 MiB pinned"."""
    parts = [shown_test(test), dtype or "", size_text(test, size), shown_memory(host_memory)]
    return " ".join(part for part in parts if part)


def shown_notes(notes: str) -> str:
    """Notes joined by "; " (a result's, the sources of a device's peaks), each one the window knows translated."""
    return NOTE_SEPARATOR.join(translate("Advisor", note) if note else note for note in notes.split(NOTE_SEPARATOR))
