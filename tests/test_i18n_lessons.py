"""The Lessons page, the glossary, a chart's "?" window and the replay bar change language at once: every text they
show goes through the translations (the pseudo language marks each with "~"), the readings and the status are made
again from the numbers they keep, and English comes back as it was. Help pages are read in the reader's language
where one was written."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from dashboard.lessons.bench import _matmul_sentences
from dashboard.lessons.catalog import Lesson
from dashboard.lessons.glossary import meaning, shown_term
from dashboard.lessons.lab import LessonProgress, measured_step
from dashboard.lessons.readings import estimate_warning
from dashboard.lessons.run import LessonOutcome
from dashboard.text import fill, join, say, translate
from tests.i18n_walk import untranslated, visible_texts

NAMES = {"Ryzen", "Tesla", "EPYC"}
"""The names in the test data (a CPU's and a GPU's); everything else on show is words to translate."""
MATMUL = [{"device": "cpu", "name": "AMD Ryzen 7 5800X", "gflops": 95.0, "peak_gflops": 1200.0, "estimate": False},
          {"device": "gpu", "name": "Tesla T4 (estimate)", "gflops": 6700.0, "peak_gflops": 8100.0,
           "estimate": True}]
SPECS = [{"name": "AMD Ryzen 7 5800X", "cores": 8, "clock_ghz": 4.7, "estimate": False},
         {"name": "Tesla T4 (estimate)", "cores": 40, "clock_ghz": 1.59, "estimate": True}]


@dataclass
class MatmulRun:
    """Lesson 1 as it ends on a machine without a GPU: its progress, then its figures, note and reading made by
    the lesson's own sentences (so they are said again in another language)."""

    lesson: Lesson
    outcome: LessonOutcome | None = None
    figures: dict[str, Any] = field(default_factory=lambda: {"matmul": MATMUL, "specs": SPECS})

    def __iter__(self):
        yield LessonProgress(0.5, measured_step("AMD Ryzen 7 5800X", 64), 2.0)
        note = say(lambda: fill(translate("Lessons", "No GPU here: the CPU was measured; the {gpu} is shown from its "
                                                     "published numbers (estimate), its matmul at {share:.0%} of its "
                                                     "fp32 peak."), gpu="Tesla T4", share=0.83))
        reading = say(lambda: join(*_matmul_sentences(MATMUL), estimate_warning()))
        self.outcome = LessonOutcome(self.lesson.key, (), (), self.figures, note, reading, "completed")


@pytest.fixture
def page(qtbot, data_dir):
    from dashboard.ui.lessons.page import LessonsPage

    page = LessonsPage()
    page.make_run = lambda lesson, devices, control, size, measure_with: MatmulRun(lesson)
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    yield page
    assert page.shutdown(10_000)


def switch(qtbot, language, code: str, done) -> None:
    """Install ``code`` and wait for the posted LanguageChange events to reach the widgets (``done()``)."""
    language(code)
    qtbot.waitUntil(done, timeout=30_000)


def test_the_lessons_page_with_a_lesson_run_speaks_the_chosen_language_and_english_again(qtbot, page, language):
    page.choose("cpu-vs-gpu")
    with qtbot.waitSignal(page.sig_finished, timeout=10_000):
        page.run_button.click()
    page.explanation_label.linkActivated.emit("term:SIMD")
    english = {label: label.text() for label in (page.title_label, page.status_label, page.note_label,
                                                 page.reading_label, page.definition, page.terms_label)}
    assert english[page.status_label].startswith("Done in")
    assert "would reach about 6,700 GFLOPS" in english[page.reading_label]
    assert page.figure.matmul in page.figure.shown() and page.definition.isVisible()

    switch(qtbot, language, "pseudo", lambda: page.run_button.text().endswith("~"))
    assert untranslated(visible_texts(page), NAMES) == []
    reading = page.reading_label.text()
    assert reading.count("~") >= len(MATMUL) + 1 and 'href="term:' in page.terms_label.text()  # each sentence
    assert page.definition.text().startswith(f"<b>{shown_term('SIMD')}</b>: {meaning('SIMD')}")
    assert translate("Lessons", "estimate, not measured") in page.figure.matmul.legend.labels()
    assert page.figure.matmul.terms_button.title == page.figure.matmul.title() != "Matrix multiply: measured against "\
                                                                                  "peak"  # the "?" names it so too

    switch(qtbot, language, "en", lambda: page.run_button.text() == "Run")
    assert {label: label.text() for label in english} == english
    assert page.figure.matmul.title() == "Matrix multiply: measured against peak"


def test_a_lesson_running_says_its_progress_in_the_new_language(qtbot, page, language):
    page._on_task_item(LessonProgress(0.5, measured_step("AMD Ryzen 7 5800X", 64), 2.0))
    assert page.status_label.text() == "AMD Ryzen 7 5800X batch 64 · about 2 s left"
    switch(qtbot, language, "pseudo", lambda: page.status_label.text().endswith("~"))
    assert translate("Lessons", "{series} batch {batch}").split()[1] in page.status_label.text()  # "batch~~"


def test_the_glossary_dialog_is_translated_and_keeps_english_keys(qtbot, language):
    from dashboard.lessons.glossary import GLOSSARY
    from dashboard.ui.help import glossary_dialog

    dialog = glossary_dialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    english = dialog.browser.toPlainText()
    assert f"knee: {GLOSSARY['knee']}" in english
    switch(qtbot, language, "pseudo", lambda: dialog.windowTitle().endswith("~"))
    assert untranslated(visible_texts(dialog)) == []
    text = dialog.browser.toPlainText()
    assert f"{shown_term('knee')}: {meaning('knee')}" in text and GLOSSARY["knee"] not in text
    switch(qtbot, language, "en", lambda: dialog.windowTitle() == "Glossary")
    assert dialog.browser.toPlainText() == english


def test_a_charts_question_mark_window_follows_the_language(qtbot, language):
    from dashboard.ui.lessons.figures import LessonFigure

    figure = LessonFigure()
    qtbot.addWidget(figure)
    figure.show()
    button = figure.matmul.terms_button
    button.click()
    qtbot.waitUntil(lambda: button.dialog is not None and button.dialog.isVisible(), timeout=30_000)  # a ceiling
    dialog = button.dialog
    english = dialog.browser.toPlainText()
    assert english.startswith("Matrix multiply: measured against peak") and "matmul" in button.toolTip()
    switch(qtbot, language, "pseudo", lambda: button.toolTip().endswith("~"))
    assert untranslated(visible_texts(dialog)) == [] and untranslated(visible_texts(figure)) == []
    title = translate("Lessons", "Matrix multiply: measured against peak")
    assert "~" in title and dialog.windowTitle().startswith(title) and dialog.browser.toPlainText().startswith(title)
    switch(qtbot, language, "en", lambda: not button.toolTip().endswith("~"))
    assert dialog.browser.toPlainText() == english
    dialog.close()


def test_the_replay_bar_speaks_the_chosen_language(qtbot, language):
    from dashboard.ui.replay.bar import ReplayBar

    bar = ReplayBar()
    qtbot.addWidget(bar)
    bar.show_recording(lambda: "NVIDIA H100 80GB HBM3, 2026-11-25 14:02",
                       lambda: "NVIDIA H100 80GB HBM3 · AMD EPYC 9654", 2)
    bar.show_playing(False)
    bar.show_position(65, 600)
    bar.resize(1280, bar.sizeHint().height())  # a window's width: the banner shows the names whole
    bar.show()
    switch(qtbot, language, "pseudo", lambda: bar.leave_button.text().endswith("~"))
    assert untranslated(visible_texts(bar), NAMES) == []
    assert bar.play_button.text() == translate("Replay", "Play") != "Play" and bar.speed_box.currentText() == fill(
        translate("Replay", "{speed}x"), speed=2)
    assert bar.banner.full_text() == "NVIDIA H100 80GB HBM3, 2026-11-25 14:02"
    switch(qtbot, language, "en", lambda: bar.leave_button.text() == "Leave replay")
    assert bar.play_button.text() == "Play" and bar.speed_box.currentText() == "2x"


def test_a_help_page_is_read_in_the_readers_language_where_it_was_translated(tmp_path, qtbot, language):
    from dashboard.ui.help import topic_text

    (tmp_path / "pl").mkdir()
    (tmp_path / "getting-started.md").write_text("# Getting started", encoding="utf-8")
    (tmp_path / "pl" / "getting-started.md").write_text("# Pierwsze kroki", encoding="utf-8")
    assert topic_text("getting-started", "pl", tmp_path) == "# Pierwsze kroki"
    assert topic_text("getting-started", "es", tmp_path) == "# Getting started"  # not translated: English
    assert topic_text("getting-started", folder=tmp_path) == "# Getting started"  # the window speaks English
    language("pl")
    assert topic_text("getting-started", folder=tmp_path) == "# Pierwsze kroki"
    for code in ("pt_BR", "es", "pl", "zh_CN"):  # every shipped page has a translation in each language
        for topic in ("getting-started", "concepts"):
            assert topic_text(topic, code) != topic_text(topic, "en"), f"{code}/{topic}.md is missing"
