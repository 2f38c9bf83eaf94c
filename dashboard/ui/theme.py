"""Dark and light themes for widgets (Fusion palette) and for pyqtgraph plots, switchable at run time.

Each theme has a high-contrast variant for presenter mode (``theme(name, contrast=True)``): pure black or white
chart backgrounds, brighter text and a stronger grid, for a projector that washes out greys.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

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
    card: str
    warning: str
    contrast: bool = False
    """The high-contrast variant (presenter mode): charts draw a stronger grid."""

    @property
    def grid_alpha(self) -> float:
        return 0.35 if self.contrast else 0.2


_THEMES = {
    "dark": Theme("dark", "#202124", "#2a2b2e", "#e8eaed", "#9aa0a6", "#8ab4f8", "#17181a", "#c8ccd0", "#2a2b2e",
                  "#f6c26b"),
    "light": Theme("light", "#f3f3f3", "#ffffff", "#1f1f1f", "#5f6368", "#1a73e8", "#ffffff", "#303134", "#ffffff",
                   "#8a5a00"),
}
_CONTRAST = {
    "dark": {"window": "#000000", "base": "#101010", "text": "#ffffff", "muted": "#d0d0d0", "accent": "#a8c7ff",
             "plot_background": "#000000", "plot_foreground": "#ffffff", "card": "#101010", "warning": "#ffd27a"},
    "light": {"window": "#ffffff", "base": "#ffffff", "text": "#000000", "muted": "#303030", "accent": "#0b57d0",
              "plot_background": "#ffffff", "plot_foreground": "#000000", "card": "#ffffff", "warning": "#6b4400"},
}


def theme(name: str, contrast: bool = False) -> Theme:
    chosen = _THEMES.get(name, _THEMES[DEFAULT_THEME])
    if contrast:
        chosen = dataclasses.replace(chosen, contrast=True, **_CONTRAST[chosen.name])
    return chosen


def apply_theme(app: QApplication, name: str, contrast: bool = False) -> Theme:
    """Set the Fusion style and a palette; plots follow through ``Theme`` (see HardwarePage.apply_theme)."""
    chosen = theme(name, contrast)
    if app.style().name().lower() != "fusion":  # each of these restyles every widget: only when something changes
        app.setStyle("Fusion")
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
        QPalette.ColorRole.Link: chosen.accent,
    }
    for role, color in roles.items():
        palette.setColor(role, QColor(color))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(chosen.muted))
    if app.palette() != palette:
        app.setPalette(palette)
    sheet = (f"QFrame#card {{ background: {chosen.card}; border: 1px solid {chosen.muted}; border-radius: 6px; }}"
             f"QLabel#cardTitle {{ font-weight: bold; font-size: 13pt; color: {chosen.accent}; }}"
             f"QLabel#muted {{ color: {chosen.muted}; }}"
             f"QLabel#banner {{ color: {chosen.warning}; }}")
    if app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
    return chosen
