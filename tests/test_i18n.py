"""The window's languages: numbers in the reader's style, the language chosen and remembered, every text of the
window and the Hardware page set again at once when it changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from dashboard import text
from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.text import CODES, fill, language_for, translate
from dashboard.ui.i18n import choose_language, current_language, stored_language
from dashboard.ui.main_window import MainWindow
from dashboard.ui.pages import PAGES
from dashboard.units import fmt, fmt_bytes, na
from tests.fakes.nvml import two_gpu_machine
from tests.i18n_walk import WORD, untranslated, visible_texts
from tests.test_gui import pages_on_demand, quick_model_facts  # noqa: F401 - the fixtures

NBSP = "\u00a0"


def test_fill_writes_numbers_in_the_readers_style():
    template = "{a:.2f} | {b:,} | {c} | {d:.0%} | {e:>4} | {f} | {g:,.1f}"
    values = {"a": 3.14159, "b": 12345, "c": 7, "d": 0.25, "e": "x", "f": 2.5, "g": 1234567.89}
    assert fill(template, **values) == "3.14 | 12,345 | 7 | 25% |    x | 2.5 | 1,234,567.9"
    text.install(None, lambda value, decimals, grouping: f"{value:{',' if grouping else ''}.{decimals}f}"
                 .replace(",", " ").replace(".", ","))
    try:
        assert fill(template, **values) == "3,14 | 12 345 | 7 | 25% |    x | 2,5 | 1 234 567,9"
    finally:
        text.install(None, None)


def test_booleans_and_strings_are_left_as_they_are():
    assert fill("{flag} {name}", flag=True, name="resnet18") == "True resnet18"


@pytest.mark.parametrize(("locale", "code"), [("pl_PL", "pl"), ("pt_PT", "pt_BR"), ("pt_BR", "pt_BR"),
                                              ("es_MX", "es"), ("zh_TW", "zh_CN"), ("de_DE", "en"), ("C", "en")])
def test_a_locale_gets_the_closest_language_we_have(locale, code):
    assert language_for(locale) == code


def test_polish_numbers_have_a_decimal_comma_and_a_space_between_thousands(qapp, language):
    language("pl")
    assert current_language() == "pl" and QLocale().name() == "pl_PL"
    assert fmt(12345.5, "MHz", 1) == f"12{NBSP}345,5 MHz"  # Polish groups from five digits on: 1234,5
    assert fmt_bytes(1.5 * 1024**3) == "1,5 GiB"
    language("en")
    assert fmt(12345.5, "MHz", 1) == "12,345.5 MHz" and na() == "n/a"


def test_unknown_language_is_refused(qapp):
    from dashboard.ui.i18n import use_language

    with pytest.raises(ValueError, match="unknown language 'xx'"):
        use_language("xx")


def test_the_chosen_language_is_remembered_and_the_system_one_is_the_default(qapp, settings, language):
    assert stored_language(settings) == language_for(QLocale.system().name())
    choose_language(settings, "es")
    assert current_language() == "es" and stored_language(settings) == "es"


def open_window(qtbot, settings) -> MainWindow:
    """The window on two fake NVIDIA GPUs, sampling four times a second, at a projector's size."""
    settings.setValue("interval_s", 0.25)
    backends = [NvidiaBackend(two_gpu_machine())]
    window = MainWindow(lambda: backends, settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitUntil(lambda: window.inventory_complete and window.snapshot_count >= 2, timeout=20_000)
    return window


def menu_texts(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


@pytest.mark.usefixtures("quick_model_facts", "pages_on_demand")
def test_view_language_switches_the_window_at_once_and_back_and_is_remembered(qtbot, settings, language):
    """View > Language: every text of the window and the Hardware page set again at once, and back; the menu lists
    each language by its own name and remembers the choice. (Every page in every language: test_i18n_window.)"""
    window = open_window(qtbot, settings)
    try:
        assert menu_texts(window) == ["&File", "&View", "&Help"]
        language("pseudo")
        qtbot.waitUntil(lambda: window.windowTitle().endswith("~") and menu_texts(window)[0].endswith("~"))
        page = window.hardware_page
        inventory = window.inventory
        names = {*WORD.findall(" ".join((inventory.cpu.brand, inventory.cpu.vendor or "", inventory.cpu.arch,
                                         *inventory.cpu.simd, inventory.software.os, "python"))),
                 *(word for gpu in inventory.gpus for word in WORD.findall(" ".join(
                     (gpu.name, gpu.architecture or "", gpu.product_series or "", gpu.uuid or ""))))}
        table = page.process_table  # its third column: the processes' own names
        names |= {table.item(row, 2).text() for row in range(table.rowCount())}
        names |= {word for action in window.menus.languages.values() for word in WORD.findall(action.text())}
        assert untranslated(visible_texts(window.menuBar()), names) == []  # each menu, its submenus too
        assert untranslated(visible_texts(page), names) == []
        assert window.windowTitle().endswith("~")
        assert all(window.navigation.item(row).text().endswith("~") for row in range(len(PAGES)))
        language("en")
        qtbot.waitUntil(lambda: menu_texts(window) == ["&File", "&View", "&Help"]
                        and window.windowTitle() == "Deep Learning Hardware Dashboard")
        assert page.utilization_plot.title() == "Utilization"
        assert window.windowTitle() == "Deep Learning Hardware Dashboard"

        names = [action.text() for action in window.menus.languages.values()]
        assert names == ["English", "Português (Brasil)", "Español", "Polski", "中文（简体）"]
        assert list(window.menus.languages) == list(CODES)
        window.menus.languages["pl"].trigger()
        assert current_language() == "pl" and settings.value("language") == "pl"
        assert window.menus.languages["pl"].isChecked() and not window.menus.languages["en"].isChecked()
    finally:
        window.close()


def test_translate_is_the_identity_in_english():
    assert translate("Hardware", "Sample every") == "Sample every"


def test_chinese_without_a_chinese_font_is_said_once_and_still_works(qapp, language, monkeypatch, capsys):
    from dashboard.ui import i18n

    monkeypatch.setattr(i18n.QFontDatabase, "families", staticmethod(lambda *_args: []))
    monkeypatch.setattr(i18n._Translators, "warned_about_fonts", False)
    language("zh_CN")
    language("en")
    language("zh_CN")
    said = capsys.readouterr().err
    assert said.count("no font with Chinese characters") == 1 and i18n.CJK_FONT_PACKAGE in said
    assert current_language() == "zh_CN"


def test_text_written_to_files_stays_english_on_its_thread_only(qapp, language):
    import threading

    language("pseudo")
    seen: list[str] = []
    with text.english():
        assert translate("Hardware", "Sample every") == "Sample every" and fill("{x:,.1f}", x=12345.5) == "12,345.5"
        worker = threading.Thread(target=lambda: seen.append(translate("Hardware", "Sample every")))
        worker.start()
        worker.join()
    assert seen[0].endswith("~") and translate("Hardware", "Sample every").endswith("~")


def test_a_said_text_is_made_again_in_the_language_of_now_and_in_english_for_files(qapp, language):
    import pickle

    said = text.say(lambda: translate("Hardware", "Sample every"))
    assert said == "Sample every" and text.again("a name") == "a name"
    language("pseudo")
    assert text.again(said).endswith("~") and said == "Sample every"  # the str is the text it was when made
    with text.english():
        assert text.again(said) == "Sample every"
    assert type(pickle.loads(pickle.dumps(said))) is str  # another process gets the text, not how it was made


def test_a_widgets_texts_are_made_again_one_per_setter_and_a_deleted_widget_is_forgotten(qtbot, language):
    import shiboken6
    from PySide6.QtWidgets import QLabel, QWidget

    from dashboard.ui.i18n import Texts

    page = QWidget()
    qtbot.addWidget(page)
    status, card, cleared = QLabel(page), QLabel(page), QLabel(page)
    texts = Texts()
    texts.set(status.setText, lambda: translate("Hardware", "Sample every"))
    texts.set(status.setText, lambda: translate("Hardware", "CPU per core"))  # replaces the first
    texts.set(card.setText, lambda: translate("Hardware", "Sample every"))
    texts.set(cleared.setText, lambda: translate("Hardware", "Sample every"))
    texts.clear(cleared.setText)
    shiboken6.delete(card)  # a card rebuilt by its page
    language("pseudo")
    texts.apply()
    assert status.text() == translate("Hardware", "CPU per core") and status.text().endswith("~")
    assert cleared.text() == ""


def test_lang_on_the_command_line_is_checked_before_a_window_opens(capsys):
    from dashboard.cli import main

    assert main(["--lang", "xx", "--self-test"]) == 2
    said = capsys.readouterr().err
    assert "--lang" in said and "pl" in said and "zh_CN" in said
    assert main(["--lang", "pl", "specs"]) == 2
    assert "--lang" in capsys.readouterr().err


# `--lang pseudo --self-test`: that the language is set before the window is built is checked in test_gui, in the
# one self-test run in-process (with a page and a data folder full of garbage).


def test_a_saved_run_that_finished_is_told_in_the_readers_language(qapp, language, tmp_path):
    from dashboard.ui.training.texts import saved_run_text

    run = tmp_path / "20261126-run"
    finished = {"status": "completed", "steps": 3000, "message": "trained 3000 steps"}
    failed = {"status": "error", "steps": 10, "message": "RuntimeError: boom"}
    assert saved_run_text(run, finished) == "Saved run 20261126-run: trained 3,000 steps"
    language("pl")
    assert saved_run_text(run, finished) == "Zapisany przebieg 20261126-run: wytrenowano 3000 kroków"  # Polish: 1234
    assert saved_run_text(run, failed).endswith("RuntimeError: boom")  # the process's own words, as saved


def test_dates_are_iso_in_english_and_the_readers_own_in_another_language(qapp, language):
    from dashboard.text import date_time

    moment = 1_764_165_720.0  # 2025-11-26 14:02 UTC
    english = date_time(moment)
    assert english[:4] == "2025" and english[4] == "-"
    language("pl")
    polish = date_time(moment)
    assert "2025" in polish and polish != english and polish.startswith(("26.11", "25.11", "27.11"))
    with text.english():
        assert date_time(moment) == english
