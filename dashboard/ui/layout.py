"""Page scaffolding shared by the pages: a side panel of controls that reflows to any width and collapses, beside
the charts, in a splitter.

The panel never cuts its content and never scrolls sideways: it is never narrower than its content's minimum
width, and ``SidePanel.fit`` keeps that minimum small (combo boxes elide their text and show it in a tooltip, form
rows put the field under its label when narrow, button rows wrap).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QHelpEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QLabel,
    QLayout,
    QListWidget,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)
from superqt import QFlowLayout

PANEL_WIDTH = (300, 420)
"""The panel's width grows with the window between these (pixels at 100% font size): 30% of the page."""
PANEL_SHARE = 0.3
MAX_PANEL_SHARE = 0.45
COMBO_CHARACTERS = 10
"""A combo box shows at least this many characters before eliding (the whole text is in its tooltip)."""
COMBO_FRAME_PX = 28
"""A combo box's drop-down arrow and frame, beside its text."""
LAYOUT_DEPTH = 8
"""Rounds of posted layout requests handled before the panel is fitted: a text's new size reaches the page through
one layout a round, from the label up."""


def breakable(path: object) -> str:
    """A path a word-wrapped label may break after each separator, instead of widening the panel to fit it."""
    return str(path).replace("/", "/\u200b").replace("\\", "\\\u200b")


def scrolling(body: QWidget) -> QScrollArea:
    """``body`` in a frameless scroll area that resizes it to the area's width."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(body)
    return scroll


class SidePanel(QScrollArea):
    """A page's controls: a column that scrolls vertically and is never narrower than what it holds."""

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.column = QVBoxLayout(self.body)
        self.setWidget(self.body)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As wide as the content's minimum and the scroll bar: a splitter cannot squeeze it narrower and cut it."""
        width = self.body.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() + 2
        return QSize(width, 80)

    def fit(self) -> None:
        """Let the content reflow to narrow widths (call once the panel is built)."""
        for combo in self.findChildren(QComboBox):
            fit_combo(combo)
        for form in self.findChildren(QFormLayout):
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.updateGeometry()


def fit_combo(combo: QComboBox) -> None:
    """A combo box that elides its text when narrow and always shows the whole text in its tooltip."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARACTERS)
    if not combo.property("fitted"):
        combo.setProperty("fitted", True)
        combo.installEventFilter(_WholeTextTip(combo))


def whole_text_tip(combo: QComboBox) -> str:
    """A fitted combo box's tooltip: its whole current text, then its own tooltip."""
    own, text = combo.toolTip(), combo.currentText()
    return f"{text}\n\n{own}" if own and text and own != text else text or own


class _WholeTextTip(QObject):
    """Shows ``whole_text_tip`` when the tooltip is asked for, so it is made from the text and the tooltip of that
    moment (either may have changed language since the box was built)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ToolTip and isinstance(watched, QComboBox) and isinstance(event, QHelpEvent):
            QToolTip.showText(event.globalPos(), whole_text_tip(watched), watched)
            return True
        return super().eventFilter(watched, event)


class SplitPage:
    """A page split into a collapsible side panel and its content (charts, tables), with a draggable divider."""

    def __init__(self, page: QWidget) -> None:
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.panel = SidePanel()
        self.splitter.addWidget(self.panel)
        layout.addWidget(self.splitter)
        self._sized = False

    @property
    def column(self) -> QVBoxLayout:
        return self.panel.column

    def set_content(self, content: QWidget) -> None:
        """The page's main content, right of the panel; the panel is complete by now, so it is fitted first (a combo
        box keeps the minimum width it first reported)."""
        self.panel.fit()
        self.splitter.addWidget(content)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)

    def size_panel(self, page_width: int) -> None:
        """Give the panel its share of a page this wide: once, and again whenever the page has become so narrow
        that the panel takes more than its share (the window left full screen); otherwise the user's divider
        position stays."""
        if page_width <= 0 or (self._sized and self.panel.width() <= page_width * MAX_PANEL_SHARE):
            return
        self._sized = True
        low, high = PANEL_WIDTH
        scale = self.panel.fontMetrics().height() / 16  # wider panels for larger fonts
        width = max(self.panel.minimumSizeHint().width(), min(int(page_width * PANEL_SHARE), int(high * scale)),
                    int(low * scale))
        self.splitter.setSizes([width, max(page_width - width, 1)])

    def fit_texts(self, page_width: int) -> None:
        """Widen the panel until every combo box shows its longest choice whole, as far as the page has room for
        (MAX_PANEL_SHARE of it): a longer language needs more than English. Narrower than that, they elide and
        show the whole text in their tooltips."""
        self.panel.updateGeometry()  # its content's minimum may have grown with the texts: the splitter keeps to it
        # The new texts' sizes, laid out now: the charts beside the panel may need more room in this language, and
        # the splitter would take it from the panel later, after the fields were judged wide enough.
        for _ in range(LAYOUT_DEPTH):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        combos = [combo for combo in self.panel.findChildren(QComboBox) if combo.isVisibleTo(self.panel)]
        if page_width <= 0 or self.panel.width() <= 0 or not combos:
            return
        shortfall = max(_shortfall(combo) for combo in combos)
        width = min(self.panel.width() + shortfall, int(page_width * MAX_PANEL_SHARE))
        if shortfall > 0 and width > self.panel.width():
            self.splitter.setSizes([width, max(page_width - width, 1)])  # as wide as the charts' minimum lets it
        if max(_shortfall(combo, shown_only=True) for combo in combos) > 0:  # at the width the panel has now
            for form in self.panel.findChildren(QFormLayout):  # a choice shown would still be cut beside its label:
                form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # the fields go under their labels

    def set_panel_visible(self, visible: bool) -> None:
        self.panel.setVisible(visible)
        if visible:  # its wrapped labels were last measured at another width
            for label in self.panel.findChildren(WrappedLabel):
                label.fit_height()
            self.panel.column.invalidate()


def _shortfall(combo: QComboBox, shown_only: bool = False) -> int:
    """How many pixels wider the combo box must be to show its longest choice (or the one shown) whole."""
    metrics = combo.fontMetrics()
    texts = [combo.currentText()] if shown_only else [combo.itemText(i) for i in range(combo.count())]
    widest = max((metrics.horizontalAdvance(text) for text in texts), default=0)
    return widest + COMBO_FRAME_PX - combo.width() if combo.width() > 0 else 0


def button_row(*buttons: QWidget) -> QLayout:
    """Buttons side by side that wrap onto the next line when the panel is too narrow for all of them."""
    row = QFlowLayout()
    for button in buttons:
        row.addWidget(button)
    return row


def saved_list(tooltip: str, min_height: int = 120) -> QListWidget:
    """A list of saved runs or experiments: several can be selected (Ctrl/Shift) to draw them together."""
    items = QListWidget()
    items.setMinimumHeight(min_height)
    items.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
    items.setToolTip(tooltip)
    return items


class WrappedLabel(QLabel):
    """A word-wrapped label that is always as tall as its text at its current width.

    Qt's layouts size a wrapped label for the width it was first measured at; when the panel narrows (or the text
    changes) the text would then overflow and be cut. Here the minimum height follows the width.
    """

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # never taller than its text

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_height()

    def fit_height(self) -> None:
        height = self.heightForWidth(self.width()) if self.text() else 0
        if height >= 0 and height != self.minimumHeight():
            self.setMinimumHeight(height)


def wrapped_label(text: str = "", role: str = "") -> QLabel:
    """A label that wraps to the panel's width; ``role`` is a style name from the theme ("banner", "muted")."""
    label = WrappedLabel(text)
    if role:
        label.setObjectName(role)
    return label


def ask_folder(parent: QWidget, title: str) -> Path | None:
    """A folder the user picks for an export, or None when they cancel."""
    folder = QFileDialog.getExistingDirectory(parent, title)
    return Path(folder) if folder else None
