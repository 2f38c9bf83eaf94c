"""Messages in the reader's language wherever they were made: counted texts with each language's plural forms, the
training process's errors (it speaks English) said again from their words, and the drivers' reasons for no GPU."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dashboard.hardware.inventory import read_quick_inventory
from dashboard.protocol.messages import from_json
from dashboard.text import again, counted, english, fill, say_words, translate, words_of
from dashboard.training.events import RunSummary, parse_event, to_record
from dashboard.typed_json import WrongType
from dashboard.ui.hardware.tables import no_gpu_reason

MEASURED = "{outcome}: %Ln point(s) measured"


def points_measured(count: int) -> str:
    return fill(counted(count, translate("Experiments", MEASURED, None, 1)), outcome="Done")


def test_english_says_one_point_and_many_points():
    assert [points_measured(n) for n in (0, 1, 2, 1234)] == [
        "Done: 0 points measured", "Done: 1 point measured", "Done: 2 points measured", "Done: 1,234 points measured"]


def test_english_says_one_process_and_many_processes():
    """The data-parallel reading said "4 process(es) trained": English plurals in "(es)" were left as written."""
    marked = translate("Experiments", "%Ln process(es)", None, 1)
    assert [counted(n, marked) for n in (1, 4)] == ["1 process", "4 processes"]


def test_polish_has_three_plural_forms_and_chinese_one(qapp, language):
    language("pl")
    one, few, many = points_measured(1), points_measured(3), points_measured(5)
    assert len({one, few, many}) == 3, (one, few, many)  # punkt, punkty, punktów
    assert points_measured(22) == few.replace("3", "22")  # 22 takes the form of 2-4, 12 that of 5
    assert points_measured(12) == many.replace("5", "12")
    assert "12\u00a0345" in points_measured(12345)  # the count in Polish style
    language("zh_CN")
    assert points_measured(1).replace("1", "N") == points_measured(7).replace("7", "N")


def test_a_text_remembers_its_words_and_says_them_again_in_another_language(qapp, language):
    made = fill(translate("Training", "out of memory at batch size {batch} on {device}: try a smaller batch, "
                                      "fp16/bf16, or a frozen backbone"), batch=4096, device="cuda:0")
    words = json.loads(json.dumps(words_of(made)))  # what crosses a process boundary
    assert say_words(words) == made
    language("pl")
    polish = say_words(words)
    assert polish != made and "4096" in polish.replace("\u00a0", "") and "cuda:0" in polish


def test_a_number_with_its_unit_and_a_paragraph_keep_their_words(qapp, language):
    """fmt and join keep how they were made: "6.7 s" from a recording is "6,7 s" to a Polish reader; NumPy's numbers
    are written as JSON's."""
    import numpy as np

    from dashboard.text import join
    from dashboard.units import fmt

    paragraph = join(fill(translate("Lessons", "Recorded: {step}"), step=fmt(np.float64(6.66), "s", 1)),
                     fmt(np.int64(12_345), "samples"), "cuda:0")
    words = json.loads(json.dumps(words_of(paragraph)))
    assert say_words(words) == paragraph and "12,345 samples" in paragraph
    language("pl")
    polish = say_words(words)
    assert "6,7 s" in polish and "12\u00a0345" in polish and polish.endswith("cuda:0") and polish != paragraph
    assert say_words({"call": "open", "args": ["/etc/passwd"]}) is None  # only the formatting functions it knows
    assert say_words({"call": "fmt", "args": [[1], "s"]}) is None


def test_counted_words_keep_their_count(qapp, language):
    words = words_of(points_measured(5))
    assert words["count"] == 5
    language("pl")
    assert say_words(words) == points_measured(5)


@pytest.mark.parametrize("words", [
    None, "text", {"template": "x"}, {"context": "Training", "template": "{value.__class__}", "values": {"value": 1}},
    {"context": "Training", "template": "{0}", "values": {}}, {"context": "Training", "template": "{a}", "values": {}},
    {"context": "Training", "template": "%Ln", "count": "many"},
    {"context": "Training", "template": "{a}", "values": {"a": {"context": 1}}},
])
def test_words_that_are_not_ours_are_refused_and_the_english_message_is_shown(words):
    assert say_words(words) is None
    error = from_json({"event": "error", "message": "the English words", "words": words})
    assert error.said() == "the English words"


def test_the_training_process_sends_its_error_with_words_the_window_says_in_its_language(qapp, language, data_dir,
                                                                                         capsys, monkeypatch):
    """`train --json` with a batch larger than the dataset refuses in English, with the words. Run here through the
    same main() the child process runs, reading the JSON line it prints; a real child's words said in the window's
    language are checked on the Training lab page (test_training_gui: a run that cannot start)."""
    from dashboard.advisor.fits import AVAILABLE_ENV
    from dashboard.cli import main

    monkeypatch.setenv(AVAILABLE_ENV, str(2**40))  # the memory guard lets the batch through, whatever is free now
    assert main(["train", "--json", "--model", "simple-cnn", "--dataset", "shapes", "--batch-size", "65536",
                 "--steps", "1", "--offline"]) == 2
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    error = next(line for line in lines if line.get("event") == "error")
    assert error["message"].startswith("batch size 65536 is larger than the")
    language("pl")
    said = from_json(error).said()
    assert said != error["message"] and "65536" in said and "shapes" in said
    language("en")
    assert again(said) == error["message"]  # made again in the language of now


def test_a_summary_keeps_its_words_through_a_file_and_refuses_words_of_the_wrong_type():
    with english():
        message = fill(translate("Training", "the loss became {loss} at step {step}: lower the learning rate (now "
                                             "{rate}) or use fp32"), loss="nan", step=12, rate=0.5)
    summary = RunSummary("nan", message, 12, None, None, None, None, 1.0, words=words_of(message))
    record = json.loads(json.dumps(to_record(summary)))
    assert parse_event(record) == summary
    assert say_words(parse_event(record).words) == message
    with pytest.raises(WrongType, match="words"):
        parse_event({**record, "words": "text"})


def test_the_reasons_for_no_gpu_are_ours_translated_and_the_drivers_as_they_are(qapp, language):
    inventory = replace(read_quick_inventory([]), gpu_reasons=(
        ("nvidia", "no NVIDIA driver found (NVML library not installed)"), ("amd", "AMD SMI could not start: E42")))
    english_reason = no_gpu_reason(inventory)
    assert english_reason == ("running on CPU only (nvidia: no NVIDIA driver found (NVML library not installed); "
                              "amd: AMD SMI could not start: E42)")
    language("es")
    spanish = no_gpu_reason(inventory)
    assert "NVML" in spanish and "AMD SMI could not start: E42" in spanish  # the driver's own words stay
    assert "no NVIDIA driver found" not in spanish
    failed = replace(inventory, gpu_reasons=(("nvidia", "NVML failed: Unknown Error"),))
    assert "NVML failed" not in no_gpu_reason(failed) and "Unknown Error" in no_gpu_reason(failed)  # from its template


def test_the_memory_guards_refusal_is_said_in_the_readers_language(qapp, language):
    """The window's training and experiment processes refuse an oversized batch in English; the window says it again
    from its words: the refusal, what was refused, and the advice."""
    from dashboard.advisor.fits import DoesNotFit, check_batches, for_training

    def need(batch: int) -> int:
        return 2**20 * (4 + batch)

    check = check_batches(for_training("resnet18", processes=2), [4096, 65536], need, "cpu", available=100 * 2**20)
    words = json.loads(json.dumps(words_of(DoesNotFit(check.message).args[0])))
    assert check.message.startswith("batch 4,096 of resnet18 for training in 2 processes needs about 4.0 GiB")
    assert say_words(words) == check.message
    language("pl")
    polish = say_words(words)
    assert polish.startswith("partia 4096 dla resnet18 do trenowania w 2 procesach potrzebuje około 4,0 GiB na cpu; "
                             "dostępne jest 100,0 MiB"), polish  # Polish groups thousands from 10 000 on
    assert polish.endswith("co najwyżej 86 (i 1 większa partia)"), polish
