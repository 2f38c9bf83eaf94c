"""The Hardware page's tables and texts: the CPU-versus-GPU comparison, the GPU processes, and the words around the
cards (where the reading came from, why there is no GPU, why a GPU suits deep learning)."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from dashboard.experiments.shown_labels import shown_energy_note
from dashboard.hardware.describe import comparison, software_rows
from dashboard.hardware.records import GpuSample, Inventory
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.units import fmt_bytes


def inventory_note(source: str) -> str:
    """A word above the cards on where they came from, until the fresh reading has arrived ("" once it has)."""
    if source == "cache":
        return translate("Hardware", "Shown from this machine's last launch; reading it afresh…")
    if source == "quick":
        return translate("Hardware", "Reading the rest: the CPU in detail, the RAM copy speed and PyTorch…")
    if source == "recorded":
        return translate("Hardware", "The machine the recording was made on, not this one: its specs and its "
                                     "readings as recorded.")
    return ""


def software_text(inventory: Inventory, source: str, host: str = "") -> str:
    """"Software: OS ... · Python ... · PyTorch ..." (rich text), named by ``host`` when two machines are shown;
    while PyTorch is being imported (``source`` "quick") it says "reading…" rather than "not installed"."""
    software = software_rows(inventory.software)
    if source == "quick":
        software = [row for row in software if row[0] in ("OS", "Python")] + [
            ("PyTorch", translate("Hardware", "reading…"))]
    listed = " · ".join(f"{translate('Specs', label)} {value}" for label, value in software)
    if host:
        return fill(translate("Hardware", "<b>Software on {host}:</b> {listed}"), host=host, listed=listed)
    return fill(translate("Hardware", "<b>Software:</b> {listed}"), listed=listed)


def two_machines_note(host: str, here: str) -> str:
    """Above the cards while a machine is watched beside this one."""
    return fill(translate("Hardware", "Two machines: {host}, read live over ssh, and this one, {here}. Each card "
                                      "and curve is named by its machine."), host=host, here=here)


def cpu_vs_gpu_text(simd: str) -> str:
    return fill(translate(
        "Hardware", "A CPU has a few fast cores; SIMD ({simd}) lets each one work on 8 to 16 numbers per instruction. "
        "A GPU has thousands of simpler lanes and memory several times faster, which is what the large matrix "
        "multiplications of deep learning need: the same operation on many numbers at once."), simd=simd)


NO_BACKEND = QT_TRANSLATE_NOOP("Hardware", "running on CPU only")
"""What the inventory says (in English) when no backend was there to find a GPU."""


def no_gpu_reason(inventory: Inventory) -> str:
    """Why no GPU was found, in the reader's language: each backend's reason translated where it is one of ours, a
    driver's own words as they are; the stored English sentence for an inventory saved before reasons were kept."""
    if not inventory.gpu_reasons:
        if inventory.gpu_status == NO_BACKEND:  # no GPU library was asked at all (an inventory of no backends)
            return translate("Hardware", NO_BACKEND)
        return inventory.gpu_status
    reasons = "; ".join(fill(translate("Hardware", "{vendor}: {reason}"), vendor=vendor, reason=_shown_reason(reason))
                        for vendor, reason in inventory.gpu_reasons)
    return fill(translate("Hardware", "running on CPU only ({reasons})"), reasons=reasons)


def _shown_reason(reason: str) -> str:
    """A backend's reason (English, as the inventory keeps it) in the reader's language: one with values ("NVML
    failed: ...") from its template, one without as the translations know it, a driver's own words as they are."""
    said = shown_energy_note(reason)
    return said if said != reason else translate("Hardware", reason)


def no_gpu_text(status: str) -> str:
    """Rich text: why no GPU was found, and what the page would show with one."""
    return fill(translate(
        "Hardware", "<b>Why:</b> {status}.<br><br>Everything still works on the CPU. On a machine with an NVIDIA, "
        "AMD or Apple GPU, each GPU gets a card here, the GPU/CPU ratios of cores, memory bandwidth and FLOPS appear "
        "below, and the plots add GPU utilization, memory, temperature, power and clocks."), status=status)


def process_headers() -> list[str]:
    return [translate("Hardware", "GPU"), translate("Hardware", "PID"), translate("Hardware", "Process"),
            translate("Hardware", "GPU memory")]


def fill_processes(table: QTableWidget, gpus: tuple[GpuSample, ...]) -> None:
    """The processes using each GPU and their memory (the table hides on a machine without GPUs)."""
    rows = [(g.index, p) for g in gpus for p in (g.processes or ())]
    table.setVisible(bool(gpus))
    table.setRowCount(len(rows))
    for r, (index, process) in enumerate(rows):
        for c, text in enumerate((str(index), str(process.pid), process.name, fmt_bytes(process.used_memory_bytes))):
            table.setItem(r, c, QTableWidgetItem(text))


def fill_comparison(table: QTableWidget, inventory: Inventory) -> None:
    """CPU against each GPU, row by row, with the GPU/CPU ratio beside each GPU's value."""
    rows = comparison(inventory)
    table.setColumnCount(2 + len(inventory.gpus))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels(["", translate("Hardware", "CPU")] + [
        fill(translate("Hardware", "GPU {index} (GPU/CPU)"), index=g.index) for g in inventory.gpus])
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    for r, row in enumerate(rows):
        cells = [translate("Specs", row.label), row.cpu] + [f"{value}  ({ratio})" for value, ratio in row.gpus]
        for c, text in enumerate(cells):
            table.setItem(r, c, QTableWidgetItem(text))
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setFixedHeight(table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(rows))) + 4)
    table.show()
