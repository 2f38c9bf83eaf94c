"""Each TrainConfig field the Training lab's form shows, bound to its widget by the field's name: read into a config,
shown from one. One table for both directions, so that ``config()`` and ``apply_config()`` stay exact inverses."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from dashboard.training.choices import MODEL_SPECS


@dataclass(frozen=True)
class Binding:
    """A field's widget: ``read`` gives the field's value, ``show`` sets the widget to one."""

    read: Callable[[], Any]
    show: Callable[[Any], None]


def choice(box: QComboBox) -> Binding:
    """A choice box whose items' data are the config's names (a name it lacks shows its first item)."""
    return Binding(box.currentData, lambda value: box.setCurrentIndex(max(box.findData(value), 0)))


def whole(box: QSpinBox, none_at: int | None = None) -> Binding:
    """A spin box; ``none_at``: the value that stands for the config's None (threads 0: torch's default)."""

    def read() -> int | None:
        value = box.value()
        return None if value == none_at else value

    return Binding(read, lambda value: box.setValue(none_at if value is None and none_at is not None else value))


def switch(box: QCheckBox) -> Binding:
    return Binding(box.isChecked, box.setChecked)


def decimal(edit: QLineEdit) -> Binding:
    """A number typed as text; one that is not a number reads as NaN, which validate() refuses in words."""

    def read() -> float:
        try:
            return float(edit.text())
        except ValueError:
            return float("nan")

    return Binding(read, lambda value: edit.setText(repr(value)))


def resolution(box: QSpinBox, model: Callable[[], str | None], model_default: int) -> Binding:
    """The input size of an image model (``model_default``, the box's lowest, stands for the model's own: None); a
    text model has none, its box off and read as None."""
    size = whole(box, none_at=model_default)

    def read() -> int | None:
        chosen = model()
        return size.read() if chosen and MODEL_SPECS[chosen].kind == "image" else None

    return Binding(read, size.show)
