"""The window's pages, stacked: each built when first needed in its placeholder's place, and restyled (theme, text
and line sizes) when it comes into view rather than while hidden.

A hidden page also keeps the font and palette it had (``pin_hidden``) while the application's change: Qt sends every
widget of the window a font and a palette change and lays it out again, hidden or not, and that was a third of
presenter mode's switch on the 2-core VM under X11 (the Hardware page: 362/413 ms to enter/leave, 310/266 with the
other pages pinned). The page takes the window's look again as it comes into view."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import cast

from PySide6.QtWidgets import QStackedWidget

from dashboard.ui.page import Page
from dashboard.ui.pages import PAGE_NAMES, PAGES, placeholder
from dashboard.ui.theme import pin_look, unpin_look

"""Resolve masks that make a widget's font or palette its own in every respect: its parent's no longer reach it."""


class PageStack(QStackedWidget):
    """One place per page of ``PAGES``, a placeholder until the page is built.

    ``prepare(page)`` is called on a page built here before it takes its place (its panel hidden in presenter
    mode: a page placed with its panel grew the window past its screen, 1280x720 to 1280x732, and it never shrank
    back); ``installed(page)`` once it has (the window connects it and brings it up to date); ``restyle(page)`` gives
    a page the window's look of now.
    """

    def __init__(self, installed: Callable[[Page], None], restyle: Callable[[Page], None],
                 prepare: Callable[[Page], None] | None = None) -> None:
        super().__init__()
        self._installed, self._restyle, self._prepare = installed, restyle, prepare
        self._built: dict[str, Page] = {}
        self._stale: set[str] = set()
        """Pages built but not restyled since the look last changed: restyled as they come into view."""
        self._pinned: set[str] = set()
        """Hidden pages holding the font and palette they had (``pin_hidden``) until they come into view."""
        for spec in PAGES:
            self.addWidget(placeholder(spec))

    def page(self, name: str) -> Page:
        """The page of this name, built now if it was not yet."""
        page = self._built.get(name)
        if page is None:
            spec = PAGES[PAGE_NAMES.index(name)]
            page = cast(Page, getattr(importlib.import_module(spec.module), spec.class_name)())
            if self._prepare is not None:
                self._prepare(page)
            self.install(page)
        return page

    def install(self, page: Page) -> None:
        """Put ``page`` in its placeholder's place (a page built by the window itself, or by ``page``)."""
        index = PAGE_NAMES.index(page.name)
        old = self.widget(index)
        assert old is not None, f"no place for the {page.name} page"
        current = self.currentIndex() == index
        self.insertWidget(index, page)
        self.removeWidget(old)
        old.deleteLater()
        if current:
            self.setCurrentIndex(index)
        self._built[page.name] = page
        self._installed(page)

    def is_built(self, name: str) -> bool:
        return name in self._built

    def built(self) -> list[Page]:
        """The pages built so far, in navigation order."""
        return [self._built[name] for name in PAGE_NAMES if name in self._built]

    def restyle_shown(self) -> None:
        """Restyle the page in view now and the others as they come into view: a hidden page's charts and tables
        were restyled and measured for nothing (presenter mode spent 0.4 s of its 0.8 s on them, offscreen on the
        2-core VM), and the key press waited for all of it."""
        shown = self.currentWidget()
        for page in self.built():
            if page is shown:
                self.restyle(page)
            else:
                self._stale.add(page.name)

    def restyle(self, page: Page) -> None:
        self._restyle(page)
        self._stale.discard(page.name)

    def pin_hidden(self) -> None:
        """Before the application's font or palette changes: the pages out of view keep theirs until shown."""
        shown = self.currentWidget()
        for page in self.built():
            if page is not shown and page.name not in self._pinned:
                pin_look(page)
                self._pinned.add(page.name)

    def show_page(self, name: str) -> Page:
        """Bring the page of this name into view, built and restyled first (its first paint in the window's look)."""
        page = self.page(name)
        if name in self._pinned:
            unpin_look(page)
            self._pinned.discard(name)
        if name in self._stale:
            self.restyle(page)
        self.setCurrentIndex(PAGE_NAMES.index(name))
        return page
