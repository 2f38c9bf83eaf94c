"""Showing the window's pages in a test as a person would, with the Advisor's first answer waited for."""

from __future__ import annotations

from typing import Any


def show_page(qtbot: Any, window: Any, name: str) -> None:
    """Show page ``name``. The Advisor asks for its advice when first shown: it is asked on the smallest model
    (tracing resnet18 took 6 s of CPU) and the answer waited for, so that nothing is left running and what a test
    checks does not depend on how fast the answer came."""
    advisor = window.advisor_page if name == "advisor" else None
    if advisor is None or advisor.advice is not None:
        window.show_page(name)
        return
    advisor.form.model_box.setCurrentIndex(advisor.form.model_box.findData("simple-cnn"))
    with qtbot.waitSignal(advisor.sig_advice, timeout=60_000):  # a ceiling: profiling, under load
        window.show_page(name)
