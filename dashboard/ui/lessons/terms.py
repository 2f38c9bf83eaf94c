"""Glossary terms as links in a lesson's text: where a term appears it can be clicked, and its meaning is shown.

A lecture hall cannot read a tooltip, so a clicked term's meaning is shown in a label of its own, in the page's
large text; hovering shows it as a tooltip too, for a reader at a desk. A link names the English term (the glossary's
key) whatever the language shown; the text it links is the term as the reader's language writes it, or the English
term where a translation keeps it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QEvent, QSize, Qt, Signal, Slot
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QLabel, QToolTip

from dashboard.lessons.glossary import meaning, shown_term
from dashboard.text import fill, translate
from dashboard.ui.i18n import is_language_change
from dashboard.ui.layout import WrappedLabel

LINK_PREFIX = "term:"
"""A term's link target: "term:knee" (never a URL, so nothing is opened outside the app)."""


def _link(term: str, text: str) -> str:
    return f'<a href="{LINK_PREFIX}{html.escape(term, quote=True)}">{html.escape(text)}</a>'


def term_link(term: str) -> str:
    """``term`` (a glossary key) as a link, written in the reader's language."""
    return _link(term, shown_term(term))


UNSPACED = re.compile(r"[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
"""Scripts written without spaces between words (Chinese): a term there is found wherever it appears."""


def _whole(spelling: str) -> str:
    """A pattern for ``spelling`` as a whole word, where the script has words."""
    before = "" if UNSPACED.match(spelling[0]) else r"(?<![\w-])"
    after = "" if UNSPACED.match(spelling[-1]) else r"(?![\w-])"
    return before + re.escape(spelling) + after


def link_terms(text: str, terms: Iterable[str]) -> str:
    """``text`` as rich text with the first appearance of each term made a link (whole words, any case; the
    longest terms first, so "steady throughput" is linked before "throughput"). A term is found as the reader's
    language writes it, or in English."""
    spellings: dict[str, str] = {}
    for term in terms:
        for spelling in (shown_term(term), term):
            if spelling:
                spellings.setdefault(spelling.casefold(), term)
    if not spellings:
        return html.escape(text)
    wanted = sorted(spellings, key=len, reverse=True)
    pattern = re.compile("|".join(_whole(spelling) for spelling in wanted), re.IGNORECASE)
    linked: set[str] = set()
    pieces: list[str] = []
    end = 0
    for match in pattern.finditer(text):
        term = spellings[match.group(0).casefold()]
        if term in linked:
            continue
        linked.add(term)
        pieces.append(html.escape(text[end:match.start()]))
        pieces.append(_link(term, match.group(0)))
        end = match.end()
    pieces.append(html.escape(text[end:]))
    return "".join(pieces)


def term_html(term: str, glossary: Mapping[str, str]) -> str:
    """"<b>term</b>: meaning" in the reader's language."""
    said = meaning(term, glossary) or translate("Lessons", "not in the glossary yet")
    return fill(translate("Lessons", "<b>{term}</b>: {meaning}"), term=html.escape(shown_term(term)),
                meaning=html.escape(said))


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
        self.setText(self.linked(text, terms))

    def linked(self, text: str, terms: Iterable[str]) -> str:
        """``text`` as ``set_linked_text`` shows it (for a ``Texts`` maker, made again in each language)."""
        return link_terms(text, [t for t in terms if t in self.glossary])

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
        QToolTip.showText(QCursor.pos(), term_html(term, self.glossary), self)


def terms_line(glossary: Mapping[str, str], terms: Iterable[str]) -> str:
    """"Terms: knee · batch size · …" with each term a link (the lesson's terms, in its order)."""
    known = [t for t in terms if t in glossary]
    if not known:
        return ""
    return fill(translate("Lessons", "Terms (click one for its meaning): {terms}"),
                terms=" · ".join(term_link(t) for t in known))


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
        self.setText(term_html(term, self.glossary))
        self.show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if is_language_change(event) and self.term:
            self.setText(term_html(self.term, self.glossary))
