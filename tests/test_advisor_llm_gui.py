"""The Advisor page for a language model: the switch, its form, the per-GPU table and the takeaway drawn from the
same numbers as `advise --llm`, a bad config.json refused in one line in the page, and every text translated.

The page is never shown here: the vision model's profiling (seconds of CPU) starts only on its first showing, and the
language model's answer does not wait for it."""

from __future__ import annotations

import json
import statistics

import pytest
from PySide6.QtCore import Qt

from dashboard.advisor.gpu_catalog import load_catalog
from dashboard.advisor.llm_config import builtin_model, builtin_models
from dashboard.advisor.llm_memory import LlmRequest, estimate
from dashboard.units import fmt_bytes
from tests.i18n_walk import WORD, untranslated, visible_texts


@pytest.fixture
def page(advisor_page):
    return advisor_page


def answered(qtbot, page, change=None):
    """The language model's answer to the form as ``change`` leaves it (the switch to it, when not given)."""
    (change or (lambda: page.kind.set_kind("llm")))()
    form = page.llm.form

    def shown() -> bool:
        answer = page.llm.answer
        return answer is not None and answer.item.request == form.request() and answer.item.model == form.model()

    qtbot.waitUntil(shown, timeout=10_000)  # the catalogue read on a worker: quick, but not this thread's
    return page.llm.answer


def test_opened_on_the_language_model_the_catalogue_line_says_the_catalogue_not_that_it_is_reading(qtbot, page,
                                                                                                   language):
    """The line under the form said "Reading the GPU catalogue…" for good when the page showed the language model
    before any vision answer (it was set by the vision answer only)."""
    assert page.catalogue_label.text() == "Reading the GPU catalogue…"
    answered(qtbot, page)
    count = len(load_catalog().gpus)
    assert page.catalogue_label.text().startswith(f"{count} GPUs. Your own GPUs and prices go in ")
    language("pl")
    qtbot.waitUntil(lambda: "Reading" not in page.catalogue_label.text() and "GPUs." not in page.catalogue_label.text(),
                    timeout=10_000)
    assert str(count) in page.catalogue_label.text() and "Your own" not in page.catalogue_label.text()


def test_a_larger_text_refits_the_columns_to_it(qtbot, page):
    """Presenter mode's larger text reaches the table after the page's own restyling: the columns were fitted to
    the old size and every memory cut to "180.0 …"; they are fitted again at the table's font change."""
    from PySide6.QtGui import QFont, QFontMetrics

    answered(qtbot, page)
    table = page.llm.view.table
    larger = QFont(table.font())
    larger.setPointSizeF(table.font().pointSizeF() * 1.5)
    table.setFont(larger)
    metrics = QFontMetrics(larger)
    for key in ("memory", "needed"):
        column = page.llm.view.table_model.column_keys().index(key)
        widest = max(metrics.horizontalAdvance(text) for text in cells(page, key))
        assert table.columnWidth(column) >= widest, key


def cells(page, key):
    view = page.llm.view
    column = view.table_model.column_keys().index(key)
    return [view.proxy.index(row, column).data() for row in range(view.proxy.rowCount())]


def test_the_language_model_view_answers_llama_3_8b_with_lora_at_4096_tokens_for_every_gpu(qtbot, page):
    assert page.form.isVisibleTo(page) and not page.llm.form.isVisibleTo(page)
    answer = answered(qtbot, page)
    form = page.llm.form
    assert form.isVisibleTo(page) and not page.form.isVisibleTo(page) and not page.bench.box.isVisibleTo(page)
    assert page.content.currentWidget() is page.llm.view
    assert form.model().name == "llama-3-8b" and form.request() == LlmRequest("lora", 4096, 1, 16)
    assert "huggingface.co/meta-llama" in form.model_box.toolTip()
    # The same numbers as the command line's: every catalogue GPU, what it needs, whether it fits.
    expected = estimate(builtin_model("llama-3-8b"), LlmRequest("lora", 4096, 1, 16))
    assert answer.item.memory == expected.memory
    gpus = load_catalog().gpus
    assert page.llm.view.proxy.rowCount() == len(gpus)
    fitting = [row for row in answer.rows if row.fits]
    assert 0 < len(fitting) < len(gpus)
    assert cells(page, "fits").count("yes") == len(fitting)
    rates = [row.tokens_per_second or 0.0 for row in page.llm.view.visible_rows()]
    assert rates == sorted(rates, reverse=True)  # fastest first
    headers = [page.llm.view.proxy.headerData(c, Qt.Orientation.Horizontal) for c in
               range(page.llm.view.proxy.columnCount())]
    assert "tokens/s trained\n(estimate)" in headers and "fits with\ncheckpointing" in headers
    # The takeaway a lecturer reads out, from those numbers; the assumptions behind "Details", closed.
    takeaway = page.llm.view.reading_view.takeaway_label.text()
    shown_need = statistics.mode(row.needed_bytes for row in answer.rows)  # the figure most rows of the table show
    assert shown_need > expected.memory.total()  # the model's memory plus a CUDA GPU's runtime
    assert takeaway.startswith(f"Llama 3 8B with LoRA needs {fmt_bytes(shown_need)} at 4,096 tokens")
    assert f"it fits on {len(fitting)} of {len(gpus)} GPUs" in takeaway and len(takeaway.split()) <= 30
    with_checkpointing = [row for row in answer.rows if row.fits or row.fits_checkpointed]
    shown_checkpointed = statistics.mode(row.needed_checkpointed_bytes for row in answer.rows)
    assert f"{fmt_bytes(shown_checkpointed)}: {len(with_checkpointing)} GPUs" in takeaway
    details = page.llm.view.details_label.text()
    assert "adapters of rank 16" in details and "Adam" in details and "40%" in details
    assert not page.llm.view.details_label.isVisibleTo(page)


def test_rank_only_for_lora_and_qlora_and_checkpointing_only_for_training(qtbot, page):
    answered(qtbot, page)
    form = page.llm.form
    for mode, ranked in (("full", False), ("qlora", True), ("inference", False), ("lora", True)):
        answer = answered(qtbot, page, lambda mode=mode: form.mode_box.setCurrentIndex(form.mode_box.findData(mode)))
        assert form.rank_box.isVisibleTo(page) is ranked, mode
        assert answer.item.request.mode == mode
        assert ("fits_checkpointed" in page.llm.view.table_model.column_keys()) is (mode != "inference")
    answer = answered(qtbot, page, lambda: form.context_box.setValue(8192))
    assert answer.item.request.context == 8192 and "8,192 tokens" in page.llm.view.reading_view.takeaway_label.text()


def test_a_config_json_is_advised_on_and_a_bad_one_refused_in_one_line(qtbot, page, tmp_path):
    answered(qtbot, page)
    form = page.llm.form
    bad = tmp_path / "bad" / "config.json"
    bad.parent.mkdir()
    bad.write_text('{"num_hidden_layers": 32,')
    assert not form.open_config(bad)
    refusal = form.refusal_label.text()
    assert form.refusal_label.isVisibleTo(page) and "\n" not in refusal and "Traceback" not in refusal
    assert refusal.startswith("config.json: not valid JSON")
    assert form.model().name == "llama-3-8b"  # the model chosen before stays
    hostile = tmp_path / "moe" / "config.json"
    hostile.parent.mkdir()
    hostile.write_text(json.dumps({"num_hidden_layers": 2, "num_local_experts": 8}))
    assert not form.open_config(hostile) and "mixture-of-experts" in form.refusal_label.text()
    good = tmp_path / "tiny" / "config.json"
    good.parent.mkdir()
    good.write_text(json.dumps({"num_hidden_layers": 2, "hidden_size": 64, "intermediate_size": 128,
                                "num_attention_heads": 4, "vocab_size": 1000, "model_type": "llama"}))
    answer = answered(qtbot, page, lambda: form.open_config(good))
    assert answer.item.model.name == "tiny" and not form.refusal_label.isVisibleTo(page)
    assert form.model_box.currentText() == "tiny (from config.json)"


def test_the_language_model_view_in_another_language_keeps_no_english_we_wrote(qtbot, page, language, tmp_path):
    answered(qtbot, page)
    bad = tmp_path / "config.json"
    bad.write_text("[]")
    page.llm.form.open_config(bad)
    page.llm.view.reading_view.details_button.setChecked(True)
    names = {*WORD.findall(" ".join([*(gpu.name for gpu in load_catalog().gpus),
                                     *(model.title for model in builtin_models())])),
             "LoRA", "QLoRA", "config", "json", "list"}
    """The GPUs' and the models' names, the modes that are names, the file's name and the JSON type it holds."""
    with qtbot.waitSignal(page.llm._calls.sig_done, timeout=10_000):  # the GPUs' notes are made again
        language("pseudo")
    view = page.llm.view
    texts = visible_texts(page) + [(f"header {c}", view.proxy.headerData(c, Qt.Orientation.Horizontal))
                                   for c in range(view.proxy.columnCount())]
    texts += [(f"cell {c}", view.proxy.index(0, c).data()) for c in range(1, view.proxy.columnCount())]
    assert untranslated(texts, names) == []
    assert "~" in page.llm.form.refusal_label.text() and "~" in view.details_label.text()
    page.export(tmp_path / "out")  # the file stays English, as `advise --llm --json` writes it
    document = json.loads((tmp_path / "out" / "advisor-llm.json").read_text())
    assert "~" not in json.dumps(document) and document["request"]["mode"] == "lora"
