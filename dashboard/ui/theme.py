"""Dark and light themes for widgets (Fusion palette) and for pyqtgraph plots, switchable at run time.

Each theme has a high-contrast variant for presenter mode (``theme(name, contrast=True)``): pure black or white
chart backgrounds, brighter text and a stronger grid, for a projector that washes out greys.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

THEMES = ("dark", "light")
DEFAULT_THEME = "dark"  # projectors wash out white backgrounds less than they wash out thin dark lines

# Okabe-Ito: distinguishable with the common colour-vision deficiencies, and on a projector.
SERIES_COLORS = ("#56B4E9", "#E69F00", "#009E73", "#CC79A7", "#F0E442", "#0072B2", "#D55E00", "#999999")
SERIES_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
"""A second cue beside colour, for a washed-out projector and for colour-blind viewers: series i gets
``SERIES_COLORS[i % 8]`` and ``SERIES_STYLES[i % 4]``."""


def series_color(index: int) -> str:
    return SERIES_COLORS[index % len(SERIES_COLORS)]


def series_style(index: int) -> Qt.PenStyle:
    return SERIES_STYLES[index % len(SERIES_STYLES)]


@dataclass(frozen=True)
class Theme:
    name: str
    window: str
    base: str
    text: str
    muted: str
    accent: str
    plot_background: str
    plot_foreground: str
    warning: str
    contrast: bool = False
    """The high-contrast variant (presenter mode): charts draw a stronger grid."""

    @property
    def grid_alpha(self) -> float:
        return 0.35 if self.contrast else 0.2


_THEMES = {
    "dark": Theme("dark", "#202124", "#2a2b2e", "#e8eaed", "#9aa0a6", "#8ab4f8", "#17181a", "#c8ccd0", "#f6c26b"),
    "light": Theme("light", "#f3f3f3", "#ffffff", "#1f1f1f", "#5f6368", "#1a73e8", "#ffffff", "#303134", "#8a5a00"),
}
_CONTRAST = {
    "dark": {"window": "#000000", "base": "#101010", "text": "#ffffff", "muted": "#d0d0d0", "accent": "#a8c7ff",
             "plot_background": "#000000", "plot_foreground": "#ffffff", "warning": "#ffd27a"},
    "light": {"window": "#ffffff", "base": "#ffffff", "text": "#000000", "muted": "#303030", "accent": "#0b57d0",
              "plot_background": "#ffffff", "plot_foreground": "#000000", "warning": "#6b4400"},
}


def theme(name: str, contrast: bool = False) -> Theme:
    chosen = _THEMES.get(name, _THEMES[DEFAULT_THEME])
    if contrast:
        chosen = dataclasses.replace(chosen, contrast=True, **_CONTRAST[chosen.name])
    return chosen


STYLED_NAMES = ("card", "cardTitle", "muted", "banner")
"""The object names the application's style sheet styles (cards, their titles, muted text and warnings)."""
STYLE_SHEET = ("QFrame#card { background: palette(base); border: 1px solid palette(placeholder-text); "
               "border-radius: 6px; }"
               "QLabel#cardTitle { font-weight: bold; font-size: 13pt; color: palette(highlight); }"
               "QLabel#muted { color: palette(placeholder-text); }"
               "QLabel#banner { color: palette(bright-text); }")
"""The same in every theme: its colours are the palette's roles (a card is drawn in Base, its border and muted text
in PlaceholderText, a title in Highlight, a warning in BrightText). Setting an application's style sheet restyles
every widget of the application (2.7 s with every page built, offscreen on the 2-core VM), so it is set once; a new
theme sets the palette and restyles only the widgets the sheet names (``restyle_named``)."""


def apply_theme(app: QApplication, name: str, contrast: bool = False, window: QWidget | None = None) -> Theme:
    """Set the Fusion style and a palette; plots follow through ``Theme`` (see HardwarePage.apply_theme). The
    widgets of ``window`` (and of its dialogs) that the style sheet names take the new palette's colours at once."""
    chosen = theme(name, contrast)
    if app.styleSheet() != STYLE_SHEET:  # each of these restyles every widget: once per application
        # Fonts and palettes propagate as without a style sheet: otherwise every widget it polished kept the font
        # of that moment, and presenter mode's larger text reached the charts only (menus, tables, status bar stayed
        # small). Only the sheet's own font rule (a card's title) is set on its widgets.
        QApplication.setAttribute(Qt.ApplicationAttribute.AA_UseStyleSheetPropagationInWidgetStyles, True)
        # Checked before the sheet is set: with a style sheet, app.style() is Qt's style-sheet style, named "".
        if app.style().name().lower() != "fusion":
            app.setStyle("Fusion")
        app.setStyleSheet(STYLE_SHEET)
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: chosen.window,
        QPalette.ColorRole.WindowText: chosen.text,
        QPalette.ColorRole.Base: chosen.base,
        QPalette.ColorRole.AlternateBase: chosen.window,
        QPalette.ColorRole.Text: chosen.text,
        QPalette.ColorRole.Button: chosen.base,
        QPalette.ColorRole.ButtonText: chosen.text,
        QPalette.ColorRole.ToolTipBase: chosen.base,
        QPalette.ColorRole.ToolTipText: chosen.text,
        QPalette.ColorRole.Highlight: chosen.accent,
        QPalette.ColorRole.HighlightedText: chosen.window,
        QPalette.ColorRole.PlaceholderText: chosen.muted,
        QPalette.ColorRole.BrightText: chosen.warning,
        QPalette.ColorRole.Link: chosen.accent,
    }
    for role, color in roles.items():
        palette.setColor(role, QColor(color))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(chosen.muted))
    if app.palette() != palette:
        app.setPalette(palette)
        if window is not None:
            restyle_named(window)
    return chosen


def restyle_named(window: QWidget) -> None:
    """The style sheet's palette colours are read when a widget is polished: polish again the widgets it names
    (those not polished yet read the new palette when they are). Found by name in Qt, so that Python touches those
    widgets only: walking every widget of the application through Python crashed (a deleted internal widget's
    wrapper, its address reused)."""
    for name in STYLED_NAMES:
        for widget in window.findChildren(QWidget, name):
            if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
                style = widget.style()
                style.unpolish(widget)
                style.polish(widget)


ALL_FONT_PROPERTIES = 0xFFFFFFFF
ALL_PALETTE_ROLES = 0xFFFFFFFFFFFFFFFF


def pin_look(widget: QWidget) -> None:
    """``widget`` keeps its font and palette of now when the application's change: a change of the application's
    font or palette then stops at it instead of laying out and restyling everything inside."""
    font, palette = QFont(widget.font()), QPalette(widget.palette())
    font.setResolveMask(ALL_FONT_PROPERTIES)
    palette.setResolveMask(ALL_PALETTE_ROLES)
    widget.setFont(font)
    widget.setPalette(palette)


def unpin_look(widget: QWidget) -> None:
    """The window's font and palette again (a default QFont and QPalette resolve nothing: they inherit), and the style
    sheet's colours read from it."""
    widget.setFont(QFont())
    widget.setPalette(QPalette())
    restyle_named(widget)
