"""The Experiments page in another language: every text it shows (form, buttons, status, saved list, charts, their
markers and the reading) changes with the language, and back; what it writes to disk stays English."""

from __future__ import annotations

import dataclasses
import json

import pyqtgraph as pg
import pytest

from dashboard.experiments.points import SweepPoint
from dashboard.experiments.presets import preset_experiment
from dashboard.experiments.storage import experiments_dir, open_experiment
from dashboard.training.choices import MODEL_SPECS
from dashboard.ui.experiments.page import ExperimentsPage
from tests.i18n_walk import WORD, untranslated, visible_texts

GIB = 2**30
NAMES = {"cpu", "fp32", "bf16", "AdamW", *WORD.findall(" ".join(MODEL_SPECS))}
"""The series, device, precisions, optimizer and models the page names as they are."""
RATES = {"fp32": {16: 800.0, 64: 1500.0, 128: 1600.0}, "bf16": {16: 600.0, 64: 1400.0, 128: 1900.0}}
"""bf16 overtakes fp32 at batch 128: a knee, a crossover and relative speeds to read."""


def precision_points() -> list[SweepPoint]:
    """The precision comparison as a CPU measures it: two series, loss and accuracy curves at every batch."""
    return [SweepPoint("cpu", precision, batch, "ok", samples_per_second=rate, step_seconds=batch / rate,
                       peak_memory_bytes=GIB // 4 + batch * 2**22, steps=20, step_spread=0.02, other_cpu_percent=1.0,
                       label=f"cpu {precision}", losses=tuple(2.3 - 0.05 * step for step in range(25)),
                       accuracies=tuple(0.1 + 0.02 * step for step in range(25)))
            for precision, rates in RATES.items() for batch, rate in rates.items()]


@pytest.fixture
def page(qtbot, tmp_path, monkeypatch):
    """The page showing a saved precision comparison, reopened, with the comparison chosen in the form."""
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    with open_experiment(preset_experiment("precision", ("cpu",), 0.5), experiments_dir()) as writer:
        for point in precision_points():
            writer.append({"event": "point", **dataclasses.asdict(point)})
    page = ExperimentsPage()
    qtbot.addWidget(page)
    page.device_memory = {"cpu": 16 * GIB}
    page.form.preset_box.setCurrentIndex(page.form.preset_box.findData("precision"))
    page.saved.refresh()
    page.show_experiments([writer.path])
    yield page
    page.shutdown()


def markers(page: ExperimentsPage) -> list[str]:
    """The labels drawn on the charts: knee, best and largest batch, and each device's memory ceiling."""
    items = [*page.charts.throughput_plot.getPlotItem().items, *page.charts.memory_plot.getPlotItem().items]
    return [item.textItem.toPlainText().strip() for item in items if isinstance(item, pg.TextItem)] + [
        item.label.format for item in items if isinstance(item, pg.InfiniteLine) and item.label is not None]


def test_every_text_of_the_page_changes_language_and_back(qtbot, page, language):
    english_reading = page.reading_label.text()
    assert english_reading.startswith("On cpu bf16, throughput rose") and (
        "cpu fp32 was faster at small batches and cpu bf16 from batch 128 on" in english_reading)
    assert page.status_label.text() == "Opened 1 saved experiment: 6 points"
    assert page.saved.saved_list.item(0).text().startswith("fp32 vs mixed precision, ")
    assert "knee 64" in markers(page) and "cpu memory" in markers(page)

    language("pseudo")  # posted LanguageChange events reach the widgets; the timeouts are ceilings for a busy machine
    qtbot.waitUntil(lambda: page.start_button.text().endswith("~"), timeout=30_000)
    assert untranslated(visible_texts(page), NAMES) == []
    assert all("~" in text for text in markers(page))
    assert page.reading_label.text().count("~") > 10  # each sentence again, from the same points

    language("en")
    qtbot.waitUntil(lambda: page.start_button.text() == "Run sweep", timeout=30_000)
    assert page.reading_label.text() == english_reading
    assert page.status_label.text() == "Opened 1 saved experiment: 6 points"
    assert page.form.preset_box.currentText() == "fp32 vs mixed precision"
    assert page.form.question_label.text().startswith("Does lower precision")
    assert page.charts.throughput_plot.title() == "Throughput" and "knee 64" in markers(page)
    assert page.saved.saved_list.item(0).text().startswith("fp32 vs mixed precision, ")


def test_an_export_stays_english_whatever_the_window_speaks(qtbot, page, language, tmp_path):
    english_reading = page.reading_label.text()
    language("pl")  # Polish numbers (3,2x, 512,0 MiB) even before any template has a translation
    page.retranslate()
    assert page.reading_label.text() != english_reading
    page.export(tmp_path / "export")
    document = json.loads((tmp_path / "export" / "experiment.json").read_text(encoding="utf-8"))
    assert document["reading"] == english_reading
    assert document["title"] == "fp32 vs mixed precision"
    assert page.reading_label.text() != english_reading  # the window still speaks Polish
