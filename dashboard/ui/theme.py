"""Dark and light themes for widgets (Fusion palette) and for pyqtgraph plots, switchable at run time."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

THEMES = ("dark", "light")
DEFAULT_THEME = "dark"  # projectors wash out white backgrounds less than they wash out thin dark lines

# Okabe-Ito: distinguishable with the common colour-vision deficiencies, and on a projector.
SERIES_COLORS = ("#56B4E9", "#E69F00", "#009E73", "#CC79A7", "#F0E442", "#0072B2", "#D55E00", "#999999")


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


_THEMES = {
    "dark": Theme("dark", "#202124", "#2a2b2e", "#e8eaed", "#9aa0a6", "#8ab4f8", "#17181a", "#c8ccd0", "#2a2b2e",
                  "#f6c26b"),
    "light": Theme("light", "#f3f3f3", "#ffffff", "#1f1f1f", "#5f6368", "#1a73e8", "#ffffff", "#303134", "#ffffff",
                   "#8a5a00"),
}


def theme(name: str) -> Theme:
    return _THEMES.get(name, _THEMES[DEFAULT_THEME])


def apply_theme(app: QApplication, name: str) -> Theme:
    """Set the Fusion style and a palette; plots follow through ``Theme`` (see HardwarePage.apply_theme)."""
    chosen = theme(name)
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
    app.setPalette(palette)
    app.setStyleSheet(
        f"QFrame#card {{ background: {chosen.card}; border: 1px solid {chosen.muted}; border-radius: 6px; }}"
        f"QLabel#cardTitle {{ font-weight: bold; font-size: 13pt; color: {chosen.accent}; }}"
        f"QLabel#muted {{ color: {chosen.muted}; }}"
        f"QLabel#banner {{ color: {chosen.warning}; }}"
    )
    return chosen
