"""The whole window in each language: no page keeps an English text (names and units aside), and in the pseudo
language, whose words are 40% longer, no text is cut at a projector's 1280x720."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from dashboard.text import CODES
from dashboard.training.choices import DATASET_NAMES, MODEL_NAMES
from dashboard.ui.main_window import MainWindow
from dashboard.ui.pages import PAGE_NAMES
from tests.i18n_walk import NAMES, WORD, clipped, visible_texts
from tests.test_i18n import open_window

LANGUAGES = [code for code in CODES if code != "en"]
SAME_IN_EVERY_LANGUAGE = NAMES | {
    # names of models, datasets, devices, GPU brands and options, and symbols, that no translation changes
    *WORD.findall(" ".join((*MODEL_NAMES, *DATASET_NAMES, "cifar fashion mnist cpu cuda mps"))),
    "Adam", "AdamW", "SGD", "autocast", "channels", "last", "NHWC", "CSV", "Tesla", "GeForce", "Ampere", "Radeon",
    "Instinct", "Jetson", "datacenter", "min", "UUID",
}
LOANWORDS = {
    # English words the translators kept, as the articles and software in these languages do
    "pt_BR": {"Clock", "Clocks", "clock", "swap", "Hardware", "download", "GPUs", "Cache", "Driver", "Compute",
              "capability"},
    "es": {"Swap", "swap", "Hardware"},
    "pl": {"Model", "Start", "swap", "Compute", "capability"},
    "zh_CN": set(),
}


@pytest.fixture
def window(qtbot, settings, data_dir):
    """The window on two fake NVIDIA GPUs at a projector's size, every page built, with no saved runs (the user's
    own would list statuses such as NaN, the same in every language)."""
    window = open_window(qtbot, settings)
    for name in PAGE_NAMES:
        window.page(name)
    yield window
    window.close()


def names_of(window: MainWindow) -> set[str]:
    """Every word of what this machine is called (CPU, GPUs, OS, processes): the same in every language."""
    inventory = window.inventory
    words = [inventory.cpu.brand, inventory.cpu.vendor or "", inventory.cpu.arch, *inventory.cpu.simd,
             inventory.software.os, inventory.software.python]
    words += [f"{gpu.name} {gpu.architecture or ''} {gpu.product_series or ''} {gpu.uuid or ''}"
              for gpu in inventory.gpus]
    table = window.hardware_page.process_table
    words += [table.item(row, 2).text() for row in range(table.rowCount())]
    return set(WORD.findall(" ".join(words))) | SAME_IN_EVERY_LANGUAGE


def page_texts(window: MainWindow, name: str) -> set[str]:
    return {text for _where, text in visible_texts(window.page(name))}


def test_no_page_keeps_an_english_text_in_another_language(qtbot, window, language):
    """Each page's texts in English, then in each language: a text that is still the English one, with a word that
    is not a name, was not translated (or not set again on the language change)."""
    english = {name: page_texts(window, name) for name in PAGE_NAMES}
    title = window.windowTitle()  # set again with the pages' texts, in the same event (menus are windows of their own)
    names = names_of(window)
    still_english: dict[str, list[str]] = {}
    for code in LANGUAGES:
        language(code)
        qtbot.waitUntil(lambda before=title: window.windowTitle() != before)
        title = window.windowTitle()
        for name in PAGE_NAMES:
            same = page_texts(window, name) & english[name]
            allowed = {word.lower() for word in names | LOANWORDS[code]}
            left = sorted(text for text in same if any(word.lower() not in allowed for word in WORD.findall(text)))
            if left:
                still_english[f"{code} {name}"] = left
    assert still_english == {}


def test_no_language_cuts_a_text_at_1280x720(qtbot, window, language):
    """The real translations, combo boxes included: each page shown in each language at a projector's size."""
    title = window.windowTitle()
    cut: dict[str, list[tuple[str, str]]] = {}
    for code in LANGUAGES:
        language(code)
        qtbot.waitUntil(lambda before=title: window.windowTitle() != before)
        title = window.windowTitle()
        for name in PAGE_NAMES:
            window.show_page(name)
            settle()
            if found := clipped(window.page(name)):
                cut[f"{code} {name}"] = found
    assert cut == {}


def settle() -> None:
    """The new texts laid out: a wrapped label's height, a side panel widened for its combo boxes."""
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("presenter", [False, True], ids=["normal", "presenter"])
def test_the_pseudo_language_cuts_no_text_at_1280x720(qtbot, window, language, presenter):
    """Every word 40% longer: no label, button, combo box or chart text is cut (a side panel widens for its combo
    boxes, up to 45% of the page, then puts its fields under their labels)."""
    if presenter:
        from dataclasses import replace

        window.set_presentation(replace(window.presentation, presenter=True), full_screen=False)
        window.resize(1280, 720)
    language("pseudo")
    qtbot.waitUntil(lambda: window.windowTitle().endswith("~"))
    cut: dict[str, list[tuple[str, str]]] = {}
    for name in PAGE_NAMES:
        window.show_page(name)
        qtbot.waitUntil(lambda name=name: window.page(name).isVisible())
        settle()
        if found := clipped(window.page(name)):
            cut[name] = found
    assert cut == {}
