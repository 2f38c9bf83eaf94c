"""What the Advisor page says around its table: the catalogue it draws from, and the basis of its speeds."""

from __future__ import annotations

import html
from pathlib import Path

from dashboard.advisor.measured_scaling import estimate_basis
from dashboard.advisor.speed import Efficiency
from dashboard.text import counted, fill, translate
from dashboard.ui.layout import breakable


def catalogue_text(count: int, user_added: int, user_file: Path, detected: frozenset[str] | None = None,
                    recorded: bool = False) -> str:
    """How many GPUs the catalogue has (and how many are the user's), which are highlighted (``detected``; None for
    a table that highlights none), and where the user's own file goes, in the reader's language."""
    catalogue = fill(counted(count, translate("Advisor", "%Ln GPU(s), {own} of them from your file", None, 1))
                     if user_added else counted(count, translate("Advisor", "%Ln GPU(s)", None, 1)), own=user_added)
    if detected is None:
        return fill(translate("Advisor", "{catalogue}. Your own GPUs and prices go in {file}."),
                    catalogue=catalogue, file=breakable(user_file))
    names = ", ".join(sorted(detected))
    if names:
        found = fill(translate("Advisor", "{gpus} (the recorded machine's)"), gpus=names) if recorded else names
    else:
        found = (translate("Advisor", "none of the recorded machine's GPUs (or it has none)") if recorded else
                 translate("Advisor", "none of this machine's GPUs (or it has none)"))
    return fill(translate("Advisor", "{catalogue}; highlighted: {found}. Your own GPUs and prices go in {file}."),
                catalogue=catalogue, found=found, file=breakable(user_file))


def accuracy_link_text(efficiency: Efficiency | None) -> str:
    """The speeds' basis, then the link to how good the estimates are."""
    return (f'{html.escape(estimate_basis(efficiency))} '
            f'<a href="#accuracy">{translate("Advisor", "How good is this estimate?")}</a>')
