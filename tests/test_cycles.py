"""The window and its pages are freed by reference counting or by Qt, never by the garbage collector.

A widget that Python owns (the window; a page or a form a test builds on its own) caught in a reference cycle of
Python objects (a lambda or a bound method of it kept in its own attributes: a form's bindings, a page's texts) is
freed whenever the collector runs, which may be in the middle of Qt deleting it: test workers crashed in Qt's
deferred deletions twice in this session, both after a test that built such a form. References that Qt holds (a
connection to a child's signal) are released when Qt deletes the widget, and are allowed."""

from __future__ import annotations

import gc
import weakref

import pytest


def _pages():
    from dashboard.ui.advisor.page import AdvisorPage
    from dashboard.ui.experiments.form import ExperimentForm
    from dashboard.ui.experiments.page import ExperimentsPage
    from dashboard.ui.hardware.page import HardwarePage
    from dashboard.ui.lessons.page import LessonsPage
    from dashboard.ui.training.form import TrainingForm
    from dashboard.ui.training.page import TrainingPage

    return [TrainingForm, ExperimentForm, TrainingPage, ExperimentsPage, LessonsPage, AdvisorPage, HardwarePage]


@pytest.mark.parametrize("make", _pages(), ids=lambda make: make.__name__)
def test_a_page_built_alone_is_in_no_cycle_the_garbage_collector_would_free(qapp, make):
    gc.collect()
    gc.disable()
    try:
        widget = make()
        if hasattr(widget, "shutdown"):
            widget.shutdown()
        ref = weakref.ref(widget)
        del widget
        freed_by_count = ref() is None
        gc.collect()
        assert freed_by_count or ref() is not None, f"{make.__name__} is in a reference cycle of Python objects"
    finally:
        gc.enable()
    if ref() is not None:  # held by a connection Qt keeps: deleted by Qt, as qtbot would
        ref().deleteLater()
