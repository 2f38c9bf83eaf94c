"""Help inside the app: getting started, the concepts of the course and where to see each, the glossary of the
terms the readings use, and the keyboard shortcuts, read from the window's own actions so the list is always true.

Everything is in the reader's language: a help page from ``resources/help/<language>/`` when there is one (the
English page otherwise), and a dialog left open writes itself again when the language changes.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping
from importlib.resources import files
from importlib.resources.abc import Traversable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from dashboard.lessons.glossary import GLOSSARY, meaning, shown_term
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.ui.i18n import Retranslating, current_language

HELP_FOLDER = files("dashboard.resources") / "help"
"""The English pages, and a folder per language (pt_BR/, pl/, ...) for the pages translated."""
TOPICS = {"getting-started": QT_TRANSLATE_NOOP("Window", "Getting started"),
          "concepts": QT_TRANSLATE_NOOP("Window", "Concepts, and where to see them")}
DOUBLE_CLICK = QT_TRANSLATE_NOOP("Window", "Double-click a chart")
EXTRA_KEYS = (("F5", QT_TRANSLATE_NOOP("Window", "Training lab: start")),
              ("F6", QT_TRANSLATE_NOOP("Window", "Training lab: pause or resume")),
              ("Shift+F5", QT_TRANSLATE_NOOP("Window", "Training lab: stop (the run so far is kept)")),
              ("F5", QT_TRANSLATE_NOOP("Window", "Lessons: run the lesson chosen")),
              ("Shift+F5", QT_TRANSLATE_NOOP("Window", "Lessons: stop the lesson")),
              ("Ctrl+B", QT_TRANSLATE_NOOP("Window", "Advisor: run the benchmarks")),
              (DOUBLE_CLICK, QT_TRANSLATE_NOOP("Window", "give it the whole page; again, or Esc, to restore")))
"""Keys that belong to a page rather than to a menu, and what they do (in English; translated where shown)."""

Content = str | Callable[[], str]
"""A dialog's title or text: as it is, or made again in the reader's language after a language change."""


def topic_text(topic: str, language: str | None = None, folder: Traversable = HELP_FOLDER) -> str:
    """A help topic's Markdown, shipped with the app: ``<folder>/<language>/<topic>.md`` in the reader's language
    (``language``, or the window's) when it was translated, the English ``<folder>/<topic>.md`` otherwise."""
    translated = folder / (language or current_language()) / f"{topic}.md"
    page = translated if translated.is_file() else folder / f"{topic}.md"
    return page.read_text(encoding="utf-8")


def glossary_markdown(glossary: Mapping[str, str], heading: str | None = None, intro: str | None = None) -> str:
    """Every term of ``glossary``, alphabetically as the reader's language writes them, with its meaning."""
    heading = translate("Glossary", "Glossary") if heading is None else heading
    intro = translate("Glossary", "The words the charts, readings and lessons use, in plain language.") if (
        intro is None) else intro
    entries = sorted(((shown_term(term), meaning(term, glossary)) for term in glossary),
                     key=lambda entry: entry[0].casefold())
    lines = "\n\n".join(f"**{term}**: {said}" for term, said in entries)
    return f"# {heading}\n\n{intro}\n\n{lines}\n"


def _either(keys: list[str]) -> str:
    """"Ctrl+1 or F1" in the reader's language."""
    text = keys[0]
    for key in keys[1:]:
        text = fill(translate("Window", "{keys} or {key}"), keys=text, key=key)
    return text


def shortcuts_html(actions: Iterable[QAction]) -> str:
    """A table of every menu action that has keys, then the pages' own keys."""
    rows = []
    for action in actions:
        # Unique: the Help action has F1 and the platform's HelpContents keys, which are F1 and Help on Linux.
        keys = list(dict.fromkeys(key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()))
        if keys and action.text():
            rows.append((_either(keys), action.text().replace("&", "")))
    rows += [(translate("Window", DOUBLE_CLICK) if keys == DOUBLE_CLICK else
              QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText), translate("Window", text))
             for keys, text in EXTRA_KEYS]
    cells = "".join(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(text)}</td></tr>"
                    for keys, text in rows)
    return f"<h1>{html.escape(translate('Window', 'Keyboard shortcuts'))}</h1><table cellspacing=6>{cells}</table>"


def _made(content: Content) -> str:
    return content() if callable(content) else content


class HelpDialog(Retranslating, QDialog):
    """One help page in a scrolling browser that follows the window's text size; a title or text given as a
    function is made again when the language changes (a page left open beside a chart)."""

    def __init__(self, title: Content, parent: QWidget | None = None, markdown: Content = "",
                 rich_text: Content = "") -> None:
        super().__init__(parent)
        self._title, self._markdown, self._rich_text = title, markdown, rich_text
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.buttons = QDialogButtonBox()
        # Our own button, not the standard Close: the box would put Qt's word back on every language change.
        self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        width = parent.width() if parent is not None else 1000
        height = parent.height() if parent is not None else 700
        self.resize(max(600, int(width * 0.6)), max(480, int(height * 0.8)))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(_made(self._title))
        if self._markdown:
            self.browser.setMarkdown(_made(self._markdown))
        else:
            self.browser.setHtml(_made(self._rich_text))
        self.close_button.setText(translate("Window", "Close"))


def show_help(window: QWidget, topic: str) -> None:
    HelpDialog(lambda: translate("Window", TOPICS[topic]), window, markdown=lambda: topic_text(topic)).exec()


def glossary_dialog(window: QWidget) -> HelpDialog:
    """Help > Glossary: every term the app uses, in the reader's language."""
    return HelpDialog(lambda: translate("Glossary", "Glossary"), window, markdown=lambda: glossary_markdown(GLOSSARY))


def show_glossary(window: QWidget) -> None:
    glossary_dialog(window).exec()


def show_shortcuts(window: QWidget) -> None:
    HelpDialog(lambda: translate("Window", "Keyboard shortcuts"), window,
               rich_text=lambda: shortcuts_html(window.actions())).exec()


def show_about(window: QWidget) -> None:
    from dashboard import __version__

    QMessageBox.about(window, translate("Window", "About"),
                      fill(translate("Window", "<b>Deep Learning Hardware Dashboard</b> {version}<br>See what your CPU "
                                               "and GPUs have and do while a real model trains."),
                           version=__version__))
