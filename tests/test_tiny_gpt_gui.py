"""tiny-gpt in the Training lab's window: its attention setting in the form, and what it writes under the charts."""

from __future__ import annotations

from dashboard.training.config import TrainConfig
from dashboard.training.events import GeneratedText, RunInfo, to_record


def _choose(page, model: str) -> None:
    page.form.model_box.setCurrentIndex(page.form.model_box.findData(model))


def test_the_attention_setting_is_offered_for_tiny_gpt_only_and_comes_back_from_a_saved_run(training_page):
    form = training_page.form
    _choose(training_page, "simple-cnn")
    assert not form.attention_offered
    _choose(training_page, "tiny-gpt")
    assert form.attention_offered
    assert form.dataset_box.currentData() == "python-text"
    form.attention_box.setCurrentIndex(form.attention_box.findData("plain"))
    assert form.config().attention == "plain"
    assert "matmul, mask, softmax" in form.attention_box.currentText()
    _choose(training_page, "text-lstm")  # a model without attention goes back to the only choice it has
    assert not form.attention_offered and form.config().attention == "fused"
    saved = TrainConfig.for_model("tiny-gpt", attention="plain").with_length("steps", 300)
    form.apply_config(saved)
    assert form.config() == saved and form.attention_offered


def test_what_the_model_writes_shows_as_plain_text_under_the_charts_and_clears_for_the_next_run(training_page):
    view = training_page.generated
    assert view.isHidden()
    training_page._apply(GeneratedText(step=50, prompt="def ", text="<b>x</b>(self):\n    return", timestamp=1.0))
    assert not view.isHidden()
    assert view.text_label.text() == "def <b>x</b>(self):\n    return"  # plain text: the model's "<b>" is not markup
    assert "50" in view.caption.text()
    training_page._clear_shown()
    assert view.isHidden() and view.shown is None


def test_a_saved_run_shows_the_last_text_its_model_wrote(training_page):
    info = RunInfo(model="tiny-gpt", parameters=1, trainable_parameters=1, flops_per_sample=1, pretrained=False,
                   note="", dataset="python-text", train_samples=1, val_samples=1, steps_per_epoch=1, steps_total=2,
                   device="cpu", device_name="CPU", device_memory_total_bytes=None, precision="fp32", batch_size=1)
    lines = [to_record(info), to_record(GeneratedText(1, "def ", "first", 1.0)),
             to_record(GeneratedText(2, "def ", "last", 2.0))]
    training_page.generated.show_saved(lines)
    assert training_page.generated.text_label.text() == "def last"
    training_page.generated.show_saved(lines[:1])  # an image model's run wrote nothing
    assert training_page.generated.isHidden()
