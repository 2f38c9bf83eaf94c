"""The window's menus (File, View, Help) and their keyboard shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from dashboard.ui.help import show_about, show_glossary, show_help, show_shortcuts
from dashboard.ui.pages import PAGES
from dashboard.ui.theme import THEMES

if TYPE_CHECKING:
    from dashboard.ui.main_window import MainWindow


@dataclass(frozen=True)
class WindowMenus:
    """The menu items the window changes later: recent folders, the checkable modes and the themes."""

    recent: QMenu
    presenter: QAction
    panels: QAction
    themes: dict[str, QAction]


def build_menus(window: MainWindow) -> WindowMenus:
    file_menu = window.menuBar().addMenu("&File")
    file_menu.addAction(menu_action(window, "&Open a run or experiment…", window.ask_open,
                                    QKeySequence.StandardKey.Open))
    recent = file_menu.addMenu("Open &recent")
    recent.aboutToShow.connect(window.fill_recent_menu)
    file_menu.addAction(menu_action(window, "&Export this page…", window.ask_export, QKeySequence("Ctrl+E")))
    file_menu.addSeparator()
    file_menu.addAction(menu_action(window, "Open a re&cording…", window.ask_open_recording,
                                    QKeySequence("Ctrl+Shift+O")))
    file_menu.addAction(menu_action(window, "Export as a recor&ding…", window.ask_export_recording,
                                    QKeySequence("Ctrl+Shift+E")))
    file_menu.addSeparator()
    file_menu.addAction(menu_action(window, "&Quit", window.close, QKeySequence.StandardKey.Quit))

    view = window.menuBar().addMenu("&View")
    for row, spec in enumerate(PAGES):
        view.addAction(menu_action(window, spec.title, partial(window.navigation.setCurrentRow, row),
                                   QKeySequence(f"Ctrl+{row + 1}")))
    view.addSeparator()
    presenter = menu_action(window, "&Presenter mode", window.toggle_presenter, QKeySequence("F11"),
                            QKeySequence("Ctrl+Shift+F"))
    presenter.setCheckable(True)
    presenter.setToolTip("Full screen, panels hidden, large text and thick lines for a projector")
    panels = menu_action(window, "Side &panels", window.toggle_panels, QKeySequence("Ctrl+\\"))
    panels.setCheckable(True)
    panels.setChecked(True)
    view.addAction(presenter)
    view.addAction(panels)
    view.addAction(menu_action(window, "&Full screen", window.toggle_full_screen, QKeySequence("Shift+F11")))
    view.addSeparator()
    view.addAction(menu_action(window, "&Larger text", window.larger_text, QKeySequence.StandardKey.ZoomIn,
                               QKeySequence("Ctrl+=")))
    view.addAction(menu_action(window, "&Smaller text", window.smaller_text, QKeySequence.StandardKey.ZoomOut))
    view.addAction(menu_action(window, "&Normal text size", window.normal_text, QKeySequence("Ctrl+0")))
    view.addSeparator()
    themes = QActionGroup(window)
    theme_actions: dict[str, QAction] = {}
    for name in THEMES:
        action = menu_action(window, f"{name.capitalize()} theme", partial(window.set_theme, name))
        action.setCheckable(True)
        themes.addAction(action)
        view.addAction(action)
        theme_actions[name] = action
    view.addAction(menu_action(window, "Toggle theme", window.toggle_theme, QKeySequence("Ctrl+T")))

    help_menu = window.menuBar().addMenu("&Help")
    help_menu.addAction(menu_action(window, "&Getting started", partial(show_help, window, "getting-started"),
                                    QKeySequence.StandardKey.HelpContents, QKeySequence("F1")))
    help_menu.addAction(menu_action(window, "&Concepts, and where to see them",
                                    partial(show_help, window, "concepts")))
    help_menu.addAction(menu_action(window, "G&lossary", partial(show_glossary, window)))
    help_menu.addAction(menu_action(window, "&Keyboard shortcuts", partial(show_shortcuts, window),
                                    QKeySequence("Ctrl+/")))
    help_menu.addSeparator()
    help_menu.addAction(menu_action(window, "&About", partial(show_about, window)))
    return WindowMenus(recent, presenter, panels, theme_actions)


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
