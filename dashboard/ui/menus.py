"""The window's menus (File, View, Help) and their keyboard shortcuts, in the reader's language."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from dashboard.text import LANGUAGES, translate
from dashboard.ui.help import show_about, show_glossary, show_help, show_shortcuts
from dashboard.ui.i18n import Texts, choose_language, current_language
from dashboard.ui.pages import PAGES, page_title
from dashboard.ui.theme import THEMES

if TYPE_CHECKING:
    from dashboard.ui.main_window import MainWindow


@dataclass(frozen=True)
class WindowMenus:
    """The menu items the window changes later: recent folders, the checkable modes, the themes and languages, and
    the menus' texts (set again when the language changes)."""

    recent: QMenu
    presenter: QAction
    panels: QAction
    themes: dict[str, QAction]
    languages: dict[str, QAction]
    texts: Texts


def build_menus(window: MainWindow) -> WindowMenus:
    texts = Texts()

    def action(make: Callable[[], str], slot: Callable[[], object],
               *shortcuts: QKeySequence | QKeySequence.StandardKey) -> QAction:
        built = menu_action(window, "", slot, *shortcuts)
        texts.set(built.setText, make)
        return built

    def menu(parent: QMenu | None, make: Callable[[], str]) -> QMenu:
        built = parent.addMenu("") if parent is not None else window.menuBar().addMenu("")
        texts.set(built.setTitle, make)
        return built

    file_menu = menu(None, lambda: translate("Menus", "&File"))
    file_menu.addAction(action(lambda: translate("Menus", "&Open a run or experiment…"), window.ask_open,
                               QKeySequence.StandardKey.Open))
    recent = menu(file_menu, lambda: translate("Menus", "Open &recent"))
    recent.aboutToShow.connect(window.fill_recent_menu)
    file_menu.addAction(action(lambda: translate("Menus", "&Export this page…"), window.ask_export,
                               QKeySequence("Ctrl+E")))
    file_menu.addSeparator()
    file_menu.addAction(action(lambda: translate("Menus", "Connect to a &machine…"), window.remote.ask_connect,
                               QKeySequence("Ctrl+Shift+M")))
    file_menu.addAction(action(lambda: translate("Menus", "Open a re&cording…"), window.ask_open_recording,
                               QKeySequence("Ctrl+Shift+O")))
    file_menu.addAction(action(lambda: translate("Menus", "Export as a recor&ding…"), window.ask_export_recording,
                               QKeySequence("Ctrl+Shift+E")))
    file_menu.addSeparator()
    file_menu.addAction(action(lambda: translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit))

    view = menu(None, lambda: translate("Menus", "&View"))
    for row, spec in enumerate(PAGES):
        view.addAction(action(partial(page_title, spec.name, True), partial(window.navigation.setCurrentRow, row),
                              QKeySequence(f"Ctrl+{row + 1}")))
    view.addSeparator()
    presenter = action(lambda: translate("Menus", "&Presenter mode"), window.toggle_presenter, QKeySequence("F11"),
                       QKeySequence("Ctrl+Shift+F"))
    presenter.setCheckable(True)
    texts.set(presenter.setToolTip,
              lambda: translate("Menus", "Full screen, panels hidden, large text and thick lines for a projector"))
    panels = action(lambda: translate("Menus", "Side &panels"), window.toggle_panels, QKeySequence("Ctrl+\\"))
    panels.setCheckable(True)
    panels.setChecked(True)
    view.addAction(presenter)
    view.addAction(panels)
    view.addAction(action(lambda: translate("Menus", "&Full screen"), window.toggle_full_screen,
                          QKeySequence("Shift+F11")))
    view.addSeparator()
    view.addAction(action(lambda: translate("Menus", "&Larger text"), window.larger_text,
                          QKeySequence.StandardKey.ZoomIn, QKeySequence("Ctrl+=")))
    view.addAction(action(lambda: translate("Menus", "&Smaller text"), window.smaller_text,
                          QKeySequence.StandardKey.ZoomOut))
    view.addAction(action(lambda: translate("Menus", "&Normal text size"), window.normal_text,
                          QKeySequence("Ctrl+0")))
    view.addSeparator()
    theme_names = {"dark": lambda: translate("Menus", "Dark theme"), "light": lambda: translate("Menus", "Light theme")}
    theme_actions = _choices(view, {name: action(theme_names[name], partial(window.set_theme, name))
                                    for name in THEMES})
    view.addAction(action(lambda: translate("Menus", "Toggle theme"), window.toggle_theme, QKeySequence("Ctrl+T")))
    view.addSeparator()
    languages = menu(view, lambda: translate("Menus", "Lan&guage"))
    language_actions = _choices(languages, {
        language.code: menu_action(window, language.name, partial(choose_language, window.settings, language.code))
        for language in LANGUAGES})  # each language's own name for itself: found whatever is shown now
    language_actions.get(current_language(), language_actions["en"]).setChecked(True)

    help_menu = menu(None, lambda: translate("Menus", "&Help"))
    help_menu.addAction(action(lambda: translate("Menus", "&Getting started"),
                               partial(show_help, window, "getting-started"),
                               QKeySequence.StandardKey.HelpContents, QKeySequence("F1")))
    help_menu.addAction(action(lambda: translate("Menus", "&Concepts, and where to see them"),
                               partial(show_help, window, "concepts")))
    help_menu.addAction(action(lambda: translate("Menus", "G&lossary"), partial(show_glossary, window)))
    help_menu.addAction(action(lambda: translate("Menus", "&Keyboard shortcuts"), partial(show_shortcuts, window),
                               QKeySequence("Ctrl+/")))
    help_menu.addSeparator()
    help_menu.addAction(action(lambda: translate("Menus", "&About"), partial(show_about, window)))
    return WindowMenus(recent, presenter, panels, theme_actions, language_actions, texts)


def _choices(menu: QMenu, actions: dict[str, QAction]) -> dict[str, QAction]:
    """Checkable actions of which one is checked at a time, added to ``menu``."""
    group = QActionGroup(menu)
    for choice in actions.values():
        choice.setCheckable(True)
        group.addAction(choice)
        menu.addAction(choice)
    return actions


def menu_action(window: QMainWindow, text: str, slot: Callable[[], object],
                *shortcuts: QKeySequence | QKeySequence.StandardKey) -> QAction:
    """A menu action that calls ``slot`` (ignoring the checked flag), with its keyboard shortcuts (the menu shows
    the first). Bound explicitly: a platform that maps no key to a standard action still gets these."""
    action = QAction(text, window)
    keys: list[QKeySequence] = []
    for shortcut in shortcuts:
        keys += QKeySequence.keyBindings(shortcut) if isinstance(shortcut, QKeySequence.StandardKey) else [
            shortcut]
    if keys:
        action.setShortcuts(keys)
    action.triggered.connect(lambda _checked=False: slot())
    window.addAction(action)  # the keys work in full screen too, where the menu bar may be hidden
    return action
