"""Help inside the app: getting started, the concepts of the course and where to see each, the glossary of the
terms the readings use, and the keyboard shortcuts, read from the window's own actions so the list is always true."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from importlib.resources import files

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

TOPICS = {"getting-started": "Getting started", "concepts": "Concepts, and where to see them"}
EXTRA_KEYS = (("F5", "Training lab: start"), ("F6", "Training lab: pause or resume"),
              ("Shift+F5", "Training lab: stop (the run so far is kept)"), ("Ctrl+B", "Advisor: run the benchmarks"),
              ("Double-click a chart", "give it the whole page; again, or Esc, to restore"))
"""Keys that belong to a page rather than to a menu."""


def topic_text(topic: str) -> str:
    """A help topic's Markdown, shipped with the app."""
    return (files("dashboard.resources") / "help" / f"{topic}.md").read_text(encoding="utf-8")


def glossary_markdown(glossary: Mapping[str, str], heading: str = "Glossary",
                      intro: str = "The words the charts, readings and lessons use, in plain language.") -> str:
    """Every term of ``glossary``, alphabetically, with its meaning: the words the charts and readings use."""
    entries = "\n\n".join(f"**{term}**: {meaning}" for term, meaning in sorted(glossary.items(),
                                                                           key=lambda item: item[0].casefold()))
    return f"# {heading}\n\n{intro}\n\n{entries}\n"


def shortcuts_html(actions: Iterable[QAction]) -> str:
    """A table of every menu action that has keys, then the pages' own keys."""
    rows = []
    for action in actions:
        keys = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()]
        if keys and action.text():
            rows.append((" or ".join(keys), action.text().replace("&", "")))
    rows += EXTRA_KEYS
    cells = "".join(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(text)}</td></tr>"
                    for keys, text in rows)
    return f"<h1>Keyboard shortcuts</h1><table cellspacing=6>{cells}</table>"


class HelpDialog(QDialog):
    """One help page in a scrolling browser that follows the window's text size."""

    def __init__(self, title: str, parent: QWidget | None = None, markdown: str = "", rich_text: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        if markdown:
            self.browser.setMarkdown(markdown)
        else:
            self.browser.setHtml(rich_text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        width = parent.width() if parent is not None else 1000
        height = parent.height() if parent is not None else 700
        self.resize(max(600, int(width * 0.6)), max(480, int(height * 0.8)))


def show_help(window: QWidget, topic: str) -> None:
    HelpDialog(TOPICS[topic], window, markdown=topic_text(topic)).exec()


def show_glossary(window: QWidget) -> None:
    from dashboard.lessons.glossary import GLOSSARY

    HelpDialog("Glossary", window, markdown=glossary_markdown(GLOSSARY)).exec()


def show_shortcuts(window: QWidget) -> None:
    HelpDialog("Keyboard shortcuts", window, rich_text=shortcuts_html(window.actions())).exec()


def show_about(window: QWidget) -> None:
    from dashboard import __version__

    QMessageBox.about(window, "About", f"<b>Deep Learning Hardware Dashboard</b> {__version__}<br>"
                      "See what your CPU and GPUs have and do while a real model trains.")
