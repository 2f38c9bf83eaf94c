"""How large the window draws: the user's text size (Ctrl++ / Ctrl+- / Ctrl+0) and presenter mode for the back of a
lecture hall, as one value the window applies to its fonts and every chart."""

from __future__ import annotations

from dataclasses import dataclass, replace

FONT_SCALES = (0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0)
"""The text sizes Ctrl++ and Ctrl+- step through."""
PRESENTER_FACTOR = 1.5
"""Presenter mode draws text this much larger than the chosen size: 12 px chart labels become 18 px."""
NORMAL_FONT_PX = 12
"""Tick labels, axis labels and the legend in normal mode; titles are a little larger. Defined here, not with the
charts, so the window can paint before pyqtgraph loads."""
CHART_FONT_PX = NORMAL_FONT_PX
"""Tick labels, axis labels and legends at the normal size."""


@dataclass(frozen=True)
class Presentation:
    font_scale: float = 1.0
    """The user's text size, one of FONT_SCALES (remembered)."""
    presenter: bool = False
    """Full screen, panels collapsed, larger text, thick lines, high contrast (not remembered: asked each time)."""

    @property
    def scale(self) -> float:
        return self.font_scale * (PRESENTER_FACTOR if self.presenter else 1.0)

    @property
    def chart_font_px(self) -> int:
        return round(CHART_FONT_PX * self.scale)

    @property
    def line_px(self) -> int:
        """Curves: 1 px is cheapest to draw on a desk; a projector needs 3 px to be seen from the back."""
        return 3 if self.presenter else 2 if self.scale >= 1.4 else 1

    def larger(self) -> Presentation:
        return replace(self, font_scale=_step(self.font_scale, +1))

    def smaller(self) -> Presentation:
        return replace(self, font_scale=_step(self.font_scale, -1))

    def normal_size(self) -> Presentation:
        return replace(self, font_scale=1.0)


def _step(scale: float, direction: int) -> float:
    nearest = min(range(len(FONT_SCALES)), key=lambda i: abs(FONT_SCALES[i] - scale))
    return FONT_SCALES[max(0, min(len(FONT_SCALES) - 1, nearest + direction))]


def stored_font_scale(value: object) -> float:
    """The text size read back from settings, or 1.0 when it is missing or not one of the sizes offered."""
    try:
        scale = float(str(value))
    except (TypeError, ValueError):
        return 1.0
    return scale if scale in FONT_SCALES else 1.0
