"""The Advisor page's language-model part: its form, its answer and the worker that makes it. The page shows it in
place of the vision form and tabs when "Language model" is chosen (``KindBox``)."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from dashboard.advisor.llm_words import LlmAnswer, llm_answer
from dashboard.text import english
from dashboard.ui.advisor.llm_form import LlmForm
from dashboard.ui.advisor.llm_view import LlmView
from dashboard.ui.workers import BackgroundCalls

EXPORT_NAME = "advisor-llm.json"


class LlmSection(QObject):
    """``form`` goes in the page's side panel, ``view`` in its content; answers come from a worker thread (the
    arithmetic is quick, but the GPU catalogue is read from files), only the latest question's shown."""

    sig_answer = Signal(object)
    """The LlmAnswer now shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.active = False
        """Asked only while the page shows the language model."""
        self.form = LlmForm()
        self.form.sig_changed.connect(self.request)
        self.view = LlmView()
        self._calls = BackgroundCalls("advisor-llm", parent=self)
        self._calls.sig_done.connect(self._on_done)
        self._calls.sig_failed.connect(self._on_failed)

    @property
    def answer(self) -> LlmAnswer | None:
        return self.view.answer

    @Slot()
    def request(self) -> None:
        if self.active:
            self._calls.submit(partial(llm_answer, self.form.model(), self.form.request()))

    @Slot(int, object)
    def _on_done(self, ticket: int, answer: LlmAnswer) -> None:
        if ticket == self._calls.latest_ticket:
            self.view.show_answer(answer)
            self.sig_answer.emit(answer)

    @Slot(int, str)
    def _on_failed(self, ticket: int, message: str) -> None:
        if ticket == self._calls.latest_ticket:
            self.view.show_failure(message)

    def retranslate(self) -> None:
        self.view.retranslate()
        if self.answer is not None:
            self.request()  # the GPUs' notes were put in words on the worker: made again

    def export(self, folder: Path) -> list[Path]:
        """The same document as `advise --llm ... --json`, in English."""
        if self.answer is None:
            return []
        with english():
            text = json.dumps(self.answer.document(), indent=2)
        path = folder / EXPORT_NAME
        path.write_text(text + "\n", encoding="utf-8")
        return [path]

    def set_font_px(self, font_px: int) -> None:
        """The takeaway's size; the table's columns are fitted at its FontChange (``LlmView.eventFilter``)."""
        self.view.reading_view.set_font_px(font_px)

    def shutdown(self, timeout_ms: int) -> bool:
        return self._calls.stop(timeout_ms)
