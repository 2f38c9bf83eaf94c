"""Glossary terms as links in a lesson's text: where a term appears it can be clicked, and its meaning is shown.

A lecture hall cannot read a tooltip, so a clicked term's meaning is shown in a label of its own, in the page's
large text; hovering shows it as a tooltip too, for a reader at a desk.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QLabel, QToolTip

from dashboard.ui.layout import WrappedLabel

LINK_PREFIX = "term:"
"""A term's link target: "term:knee" (never a URL, so nothing is opened outside the app)."""


def term_link(term: str) -> str:
    return f'<a href="{LINK_PREFIX}{html.escape(term, quote=True)}">{html.escape(term)}</a>'


def link_terms(text: str, terms: Iterable[str]) -> str:
    """``text`` as rich text with the first appearance of each term made a link (whole words, any case; the
    longest terms first, so "steady throughput" is linked before "throughput")."""
    wanted = sorted({t for t in terms if t}, key=len, reverse=True)
    if not wanted:
        return html.escape(text)
    pattern = re.compile("|".join(rf"(?<![\w-]){re.escape(t)}(?![\w-])" for t in wanted), re.IGNORECASE)
    linked: set[str] = set()
    pieces: list[str] = []
    end = 0
    for match in pattern.finditer(text):
        term = next(t for t in wanted if t.lower() == match.group(0).lower())
        if term in linked:
            continue
        linked.add(term)
        pieces.append(html.escape(text[end:match.start()]))
        pieces.append(f'<a href="{LINK_PREFIX}{html.escape(term, quote=True)}">{html.escape(match.group(0))}</a>')
        end = match.end()
    pieces.append(html.escape(text[end:]))
    return "".join(pieces)


def term_of(link: str) -> str | None:
    """The term a link names, or None for any other link."""
    return link[len(LINK_PREFIX):] if link.startswith(LINK_PREFIX) else None


class FittedLabel(WrappedLabel):
    """A wrapped label whose preferred height is its text's height at its width: Qt's guess for a wrapped label,
    made at another width, left a gap under large presenter-mode text."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumHeight()) if self.minimumHeight() > 0 else hint


class LinkedText(FittedLabel):
    """A wrapped label of rich text whose glossary links emit ``sig_term`` (and show the meaning on hover)."""

    sig_term = Signal(str)

    def __init__(self, glossary: Mapping[str, str]) -> None:
        super().__init__()
        self.glossary = glossary
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setOpenExternalLinks(False)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.linkActivated.connect(self._on_link_activated)
        self.linkHovered.connect(self._on_link_hovered)

    def set_linked_text(self, text: str, terms: Iterable[str]) -> None:
        """Plain ``text`` with the glossary's terms among ``terms`` linked where they first appear."""
        self.setText(link_terms(text, [t for t in terms if t in self.glossary]))

    @Slot(str)
    def _on_link_activated(self, link: str) -> None:
        term = term_of(link)
        if term is not None:
            self.sig_term.emit(term)

    @Slot(str)
    def _on_link_hovered(self, link: str) -> None:
        term = term_of(link)
        if term is None or term not in self.glossary:
            QToolTip.hideText()
            return
        QToolTip.showText(QCursor.pos(), f"<b>{html.escape(term)}</b>: {html.escape(self.glossary[term])}", self)


def terms_line(glossary: Mapping[str, str], terms: Iterable[str]) -> str:
    """"Terms: knee · batch size · …" with each term a link (the lesson's terms, in its order)."""
    known = [t for t in terms if t in glossary]
    return "Terms (click one for its meaning): " + " · ".join(term_link(t) for t in known) if known else ""


class Definition(FittedLabel):
    """A clicked term and its meaning, in the page's reading size; clicking the same term again hides it."""

    def __init__(self, glossary: Mapping[str, str]) -> None:
        super().__init__()
        self.glossary = glossary
        self.term = ""
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setFrameShape(QLabel.Shape.StyledPanel)
        self.setMargin(8)
        self.setObjectName("definition")
        self.hide()

    @Slot(str)
    def show_term(self, term: str) -> None:
        if term == self.term and self.isVisible():
            self.hide()
            return
        self.term = term
        meaning = self.glossary.get(term, "not in the glossary yet")
        self.setText(f"<b>{html.escape(term)}</b>: {html.escape(meaning)}")
        self.show()
