"""The whole window in each language: no page keeps an English text (names and units aside), and in the pseudo
language, whose words are 40% longer, no text is cut at a projector's 1280x720."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from dashboard.advisor.gpu_catalog import load_catalog
from dashboard.text import CODES
from dashboard.training.choices import DATASET_NAMES, MODEL_NAMES
from dashboard.ui.main_window import MainWindow
from dashboard.ui.pages import PAGE_NAMES
from tests.i18n_walk import NAMES, WORD, clipped, untranslated, visible_texts
from tests.test_gui import quick_model_facts  # noqa: F401 - the fixture
from tests.test_i18n import open_window
from tests.window_pages import show_page

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

pytestmark = pytest.mark.usefixtures("quick_model_facts")


@pytest.fixture
def window(qtbot, settings, data_dir):
    """The window on two fake NVIDIA GPUs at a projector's size, every page built, with no saved runs (the user's
    own would list statuses such as NaN, the same in every language)."""
    window = open_window(qtbot, settings)
    # The readings of one moment: what is walked does not change under the walk, and a text a page sets only when a
    # reading arrives must have been set again on the language change (four readings a second redrew every page for
    # the whole walk: a fifth of its CPU).
    window.monitor.stop()
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


def switch_to(qtbot, window: MainWindow, language, code: str) -> None:
    """The language changed, and the window's texts set again (the title, with the pages' texts, in the same event:
    menus are windows of their own)."""
    before = window.windowTitle()
    language(code)
    qtbot.waitUntil(lambda: window.windowTitle() != before)


def settle() -> None:
    """The new texts laid out: a wrapped label's height, a side panel widened for its combo boxes; and widgets
    replaced and deleted later gone, as once the event loop turns (processEvents() inside a test keeps them)."""
    for _ in range(4):
        QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def cut_pages(qtbot, window: MainWindow) -> dict[str, list[tuple[str, str]]]:
    """Each page shown in turn: the texts it cuts, by page. The Advisor's first showing asks for its advice: its
    table and text are waited for, so what is checked does not depend on how fast the answer came."""
    cut = {}
    for name in PAGE_NAMES:
        show_page(qtbot, window, name)
        qtbot.waitUntil(lambda name=name: window.page(name).isVisible())
        settle()
        if found := clipped(window.page(name)):
            cut[name] = found
    return cut


def test_every_language_translates_every_page_and_cuts_no_text_at_1280x720(qtbot, window, language):
    """One window through every language (each built every page: one window in place of four):

    - each page's texts in English, then in each language, before any page but the first is shown: a text that is
      still the English one, with a word that is not a name, was not translated (or not set again on the language
      change);
    - each page shown in each language at a projector's size, the real translations, combo boxes included: no text
      is cut;
    - the pseudo language, every word 40% longer: every text of every page, the menus and the status bar marked as
      translated; in normal then in presenter mode no label, button, combo box or chart text is cut (a side panel
      widens for its combo boxes, up to 45% of the page, then puts its fields under their labels).
    """
    english = {name: page_texts(window, name) for name in PAGE_NAMES}
    names = names_of(window)
    still_english: dict[str, list[str]] = {}
    for code in LANGUAGES:
        switch_to(qtbot, window, language, code)
        for name in PAGE_NAMES:
            same = page_texts(window, name) & english[name]
            allowed = {word.lower() for word in names | LOANWORDS[code]}
            left = sorted(text for text in same if any(word.lower() not in allowed for word in WORD.findall(text)))
            if left:
                still_english[f"{code} {name}"] = left

    cut: dict[str, list[tuple[str, str]]] = {}
    for code in LANGUAGES:
        switch_to(qtbot, window, language, code)
        cut |= {f"{code} {name}": found for name, found in cut_pages(qtbot, window).items()}

    language("pseudo")
    qtbot.waitUntil(lambda: window.windowTitle().endswith("~"))
    cut |= {f"pseudo {name}": found for name, found in cut_pages(qtbot, window).items()}
    # Every text we wrote has the pseudo language's "~": on every page (each shown once above), in the menus and the
    # status bar; the languages' own names and the GPU catalogue's names are the same in every language.
    own_names = set(WORD.findall(" ".join(action.text() for action in window.menus.languages.values())))
    own_names |= set(WORD.findall(" ".join(f"{gpu.name} {gpu.memory_type}" for gpu in load_catalog().gpus)))
    walked = {name: window.page(name) for name in PAGE_NAMES} | {"menus": window.menuBar(),
                                                                  "status bar": window.statusBar()}
    pseudo_english = {name: found for name, root in walked.items()
                      if (found := untranslated(visible_texts(root), names | own_names))}
    window.set_presentation(replace(window.presentation, presenter=True), full_screen=False)
    window.resize(1280, 720)
    cut |= {f"pseudo presenter {name}": found for name, found in cut_pages(qtbot, window).items()}
    pseudo_english |= {f"presenter {name}": found for name, root in walked.items()
                       if (found := untranslated(visible_texts(root), names | own_names))}
    assert still_english == {}
    assert pseudo_english == {}
    assert cut == {}
