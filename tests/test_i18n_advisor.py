"""The Advisor page in another language: the form, the filters, the explanation, the table, the charts, the selected
GPU's reading, the catalogue's problems and the benchmarks' table, status and roofline all change with the language,
and back; what it writes to disk stays English."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from dashboard.advisor import microbench
from dashboard.advisor.bench_timing import BenchSettings
from dashboard.advisor.gpu_catalog import load_catalog
from dashboard.advisor.gpu_spec import MEMORY_TYPES
from dashboard.hardware.records import GpuInfo
from dashboard.training.choices import MODEL_SPECS
from dashboard.ui.advisor.page import AdvisorPage
from dashboard.ui.chart import Chart
from tests.fakes.machine import laptop_inventory
from tests.i18n_walk import WORD, untranslated, visible_texts

DETECTED = GpuInfo(vendor="nvidia", index=0, name="NVIDIA GeForce RTX 4090", memory_total_bytes=24 * 1024**3,
                   pci_device_id="2684")
NAMES = {"cpu", "AdamW", "GeForce", "Jetson", "Radeon", "Instinct", "px",
         *WORD.findall(" ".join(MODEL_SPECS)), *WORD.findall(" ".join(MEMORY_TYPES)),
         *WORD.findall(" ".join(gpu.name for gpu in load_catalog(None).gpus))}
"""The devices, optimizers, product lines, models, memory types and GPUs the page names as they are."""


def tiny_settings(device, quick=False):
    return BenchSettings(matmul_sizes=(64, 128), copy_bytes=2**20, transfer_bytes=2**20, warmup=1,
                         warmup_s=0.0, repeats=3, budget_s=0.02, repetition_s=0.001)


@pytest.fixture
def page(qtbot, tmp_path, monkeypatch):
    """The page advising on simple-cnn with this machine's GPU an RTX 4090, a user file with a price and a bad entry,
    and the benchmarks (the model timed too) run on the CPU."""
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DL_DASHBOARD_CONFIG_DIR", str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "gpus.json").write_text(json.dumps({
        "prices": {"GeForce RTX 4090": 1599}, "gpus": [{"name": "My GPU", "vendor": "nvidia", "memory_gb": "lots"}]}))
    monkeypatch.setattr(microbench, "default_settings", tiny_settings)
    page = AdvisorPage()
    qtbot.addWidget(page)
    page.form.model_box.setCurrentIndex(page.form.model_box.findData("simple-cnn"))
    page.form.batch_box.setValue(8)
    page.set_inventory(replace(laptop_inventory(), gpus=(DETECTED,)))
    with qtbot.waitSignal(page.sig_advice, timeout=60_000):
        page.show()
    with qtbot.waitSignal(page.bench.sig_finished, timeout=120_000):
        page.bench.start()
    yield page
    page.shutdown()


def chart_texts(chart: Chart) -> list[str]:
    item = chart.chart_item
    return [chart.title(), item.getAxis("left").labelText, item.getAxis("bottom").labelText, *chart.legend.labels()]


def table_texts(page: AdvisorPage) -> list[tuple[str, str]]:
    """The GPU table's headers and cells (a view the walk does not read) and the benchmarks' cells."""
    model, bench = page.proxy, page.bench.table
    found = [(f"gpu header {c}", model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
    found += [(f"gpu header tip {c}", model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
               or "") for c in range(model.columnCount())]
    found += [(f"gpu {r},{c}", model.index(r, c).data()) for r in range(model.rowCount())
              for c in range(1, model.columnCount())]
    found += [(f"gpu tip {r}", model.headerData(r, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole))
              for r in range(model.rowCount())]
    found += [(f"bench {r},{c}", bench.item(r, c).text()) for r in range(bench.rowCount())
              for c in range(bench.columnCount())]
    return found


def every_text(page: AdvisorPage) -> list[tuple[str, str]]:
    """What each tab shows in turn (a hidden tab's widgets are not visible), and the tables' cells."""
    found = []
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        found += visible_texts(page)
    return found + table_texts(page)


def said(page: AdvisorPage) -> dict[str, object]:
    """The texts made from the answer and the measurements: the same again in the same language."""
    bench = page.bench
    return {
        "explanation": page.explanation_label.text(), "catalogue": page.catalogue_label.text(),
        "problems": page.problems_label.text(), "selected": page.selected_label.text(),
        "tabs": [page.tabs.tabText(i) for i in range(page.tabs.count())],
        "charts": [chart_texts(chart) for chart in page.charts],
        "status": bench.status.text(), "peaks": bench.peaks_label.text(), "tables": table_texts(page),
        "form": [page.form.model_box.currentText(), page.form.freeze_box.currentText(), page.form.title(),
                 page.filters.series_box.itemText(2), page.filters.fitting_box.text()],
    }


def test_every_text_of_the_page_changes_language_and_back_and_what_is_written_to_disk_stays_english(
        qtbot, page, language, tmp_path):
    """One page, set up once (the advice and a benchmark run), walked in English, in the pseudo language (where it
    is also exported) and in English again."""
    english = said(page)
    assert english["explanation"].startswith("At batch 8 in fp32 with Adam, simple-cnn needs about")
    assert "highlighted: GeForce RTX 4090" in english["catalogue"] and "My GPU" in english["problems"]
    assert english["selected"].startswith("<b>GeForce RTX 4090</b>: simple-cnn does")
    assert english["status"].startswith("Done:") and english["tabs"][3] == "Measured vs peak"
    assert "fits" in [text for where, text in english["tables"] if where.startswith("gpu header ")]
    assert any(label.startswith("simple-cnn, batch 8, fp32 on cpu (quick: 1 warm-up")
               for label in chart_texts(page.bench.roofline))

    with qtbot.waitSignal(page.sig_advice, timeout=60_000):  # the catalogue's problems are put in words again
        language("pseudo")
    qtbot.waitUntil(lambda: page.bench.run_button.text().endswith("~") and "~" in page.problems_label.text())
    assert untranslated(every_text(page), NAMES) == []
    assert page.explanation_label.text().count("~") >= 5  # each sentence again, from the same numbers
    assert all("~" in label for chart in page.charts for label in chart.legend.labels())

    # What is written to disk stays English, whatever the window speaks.
    page.export(tmp_path / "out")
    document = json.loads((tmp_path / "out" / "advice.json").read_text())
    assert "~" not in json.dumps(document["gpus"]) and "~" not in document["efficiency"]["source"]
    assert "~" not in (tmp_path / "out" / "gpus.csv").read_text()
    assert any("TF32 convolutions (cuDNN's default)" in row["note"] for row in document["gpus"])
    recording = page.recording_source()
    assert recording is not None and "~" not in json.dumps(recording.events)

    with qtbot.waitSignal(page.sig_advice, timeout=60_000):
        language("en")
    qtbot.waitUntil(lambda: page.bench.run_button.text() == "Run benchmarks")
    assert said(page) == english
