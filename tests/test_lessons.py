"""The lessons headless: every lesson runs at size tiny and reads its own measurements; JSON round-trips; an
unknown lesson is refused naming the allowed ones; a stop ends a lesson promptly; the command line in-process."""

from __future__ import annotations

import json
import threading

import pytest

from dashboard.cli import main
from dashboard.errors import UserError
from dashboard.experiments.points import SweepPoint
from dashboard.lessons.catalog import KINDS, all_lessons, find_lesson
from dashboard.lessons.glossary import GLOSSARY
from dashboard.lessons.lab import LessonProgress
from dashboard.lessons.run import SCRIPTS, LessonOutcome, LessonRun
from dashboard.text import translate
from dashboard.training.control import RunControl
from tests.i18n_walk import OUTCOME_NAMES, english_labels, open_details, untranslated, visible_texts
from tests.lesson_runs import run_lesson

pytestmark = pytest.mark.usefixtures("objects_older_than_the_test_set_aside_from_collection")


@pytest.fixture(scope="module")
def tiny_lesson(tmp_path_factory: pytest.TempPathFactory):
    """``tiny_lesson(key)``: the lesson run to its end at size tiny, once for this module (in the first test that asks
    for it, whichever that is) and read by every test here that looks at a whole lesson's outcome. Each lesson runs
    from scratch, so what a test reads does not depend on the order the tests run in."""
    folder = tmp_path_factory.mktemp("lessons")
    runs: dict[str, tuple[LessonOutcome, list]] = {}

    def lesson(key: str) -> tuple[LessonOutcome, list]:
        if key not in runs:
            with pytest.MonkeyPatch.context() as patch:
                patch.setenv("DL_DASHBOARD_DATA_DIR", str(folder))
                runs[key] = run_lesson(key)
        return runs[key]

    return lesson


def test_the_catalogue_has_every_lesson_of_the_issue_in_order_with_glossary_terms():
    lessons = all_lessons()
    assert [lesson.number for lesson in lessons] == list(range(1, len(lessons) + 1))
    assert {lesson.key for lesson in lessons} == set(SCRIPTS)
    for lesson in lessons:
        assert lesson.kind in KINDS
        assert 2 <= lesson.explanation.count(". ") + 1 <= 4, lesson.key
        assert all(term in GLOSSARY for term in lesson.terms), lesson.key


def test_an_unknown_lesson_is_refused_naming_the_allowed_ones():
    with pytest.raises(UserError, match="unknown lesson 'knee'.*batch-size.*choosing-a-gpu"):
        find_lesson("knee")


def test_an_unknown_size_is_refused():
    with pytest.raises(UserError, match="choose one of normal, tiny"):
        LessonRun(find_lesson("threads"), ["cpu"], size="huge")


@pytest.mark.parametrize("key", [lesson.key for lesson in all_lessons()])
def test_every_lesson_runs_tiny_and_reads_its_measurements(key, tiny_lesson):
    outcome, items = tiny_lesson(key)
    assert outcome.status == "completed", outcome.reading
    assert outcome.reading
    progress = [item for item in items if isinstance(item, LessonProgress)]
    assert progress[-1].fraction == 1.0
    assert all(0.0 <= p.fraction <= 1.0 for p in progress)
    assert [item for item in items if isinstance(item, SweepPoint)] == list(outcome.points)
    assert all(point.label.endswith("(estimate)") for point in outcome.estimates)
    document = json.loads(json.dumps(outcome.to_dict()))
    assert document["lesson"] == key and document["reading"] == outcome.reading
    assert len(document["points"]) == len(outcome.points)
    kind = find_lesson(key).kind
    if kind == "sweep":
        assert outcome.points, "a sweep lesson measures points"
    else:
        assert outcome.figures


def test_without_a_gpu_the_gpu_side_is_labelled_an_estimate(tiny_lesson):
    outcome, _ = tiny_lesson("cpu-wins")
    assert outcome.estimates and all(point.label.endswith("(estimate)") for point in outcome.estimates)
    assert {point.device for point in outcome.points} == {"cpu"}
    assert "estimate" in outcome.note and "(estimate)" in outcome.reading
    matmul, _ = tiny_lesson("cpu-vs-gpu")
    rows = matmul.figures["matmul"]
    assert [row["estimate"] for row in rows] == [False, True]
    assert rows[0]["gflops"] > 0 and rows[1]["name"].endswith("(estimate)")
    cpu, gpu = matmul.figures["specs"]
    assert cpu["fp32_lanes"] == cpu["cores"] * cpu["fp32_lanes_per_core"] and not cpu["estimate"]
    assert cpu["bandwidth_gbps"] > 0  # measured: the copy benchmark
    assert (gpu["name"], gpu["cores"], gpu["fp32_lanes_per_core"], gpu["fp32_lanes"]) == (
        "GeForce RTX 3060 12GB (estimate)", 28, 128, 3584)
    assert gpu["clock_ghz"] == pytest.approx(1.777, abs=0.01)  # 12.74 TFLOPS / (2 x 3,584 lanes): its boost clock


def test_when_one_side_wins_at_every_batch_the_reading_says_which_instead_of_neither_overtook(tiny_lesson):
    """On a machine without a GPU the estimated GPU won at every batch, and the reading said "Neither side overtook
    the other", which read as a contradiction of the chart."""
    from dashboard.lessons.readings import series_rates
    from dashboard.lessons.sweeps import _crossover_sentences

    def point(series: str, batch: int, rate: float) -> SweepPoint:
        return SweepPoint("cpu", "fp32", batch, "ok", samples_per_second=rate, step_seconds=batch / rate, steps=5,
                          label=series)

    cpu = [point("small CNN on cpu", batch, rate) for batch, rate in ((1, 300.0), (8, 900.0), (64, 1500.0))]
    gpu = [point("RTX 3060 (estimate)", batch, rate) for batch, rate in ((1, 500.0), (8, 4000.0), (64, 30000.0))]
    (sentence,) = _crossover_sentences(cpu, gpu)
    assert sentence == ("RTX 3060 (estimate) was faster than small CNN on cpu at every batch measured, from 1 to 64: "
                        "no crossover here.")
    outcome, _ = tiny_lesson("cpu-wins")  # the lesson itself, whichever side its data favour
    (measured,), (estimated,) = {p.series for p in outcome.points}, {p.series for p in outcome.estimates}
    mine, theirs = series_rates(outcome.points, measured), series_rates(outcome.estimates, estimated)
    if all(theirs[batch] > rate for batch, rate in mine.items()) or all(
            theirs[batch] < rate for batch, rate in mine.items()):
        assert "at every batch measured" in outcome.reading and "Neither side" not in outcome.reading


def test_a_cuda_gpu_is_described_by_its_driver_and_its_catalogue_entry(monkeypatch):
    """The H100's SMs from torch.cuda.get_device_properties (the double has the real attribute names), its
    bandwidth and clock from the catalogue."""
    import types

    import torch

    from dashboard.lessons.bench import local_gpu_spec_row

    props = types.SimpleNamespace(name="NVIDIA H100 80GB HBM3", multi_processor_count=132, major=9, minor=0,
                                  total_memory=85_029_158_912)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda device: props)
    row = local_gpu_spec_row("cuda:0", "NVIDIA H100 80GB HBM3", 66_900.0)
    assert (row["cores"], row["fp32_lanes_per_core"], row["fp32_lanes"]) == (132, 128, 16_896)
    assert row["bandwidth_gbps"] > 3000 and 1.5 < row["clock_ghz"] < 2.1 and row["peak_gflops"] == 66_900.0
    assert local_gpu_spec_row("mps", "Apple M2", None)["cores"] is None


def test_a_matmul_above_the_computed_peak_blames_the_reported_clock():
    from dashboard.lessons.bench import _matmul_sentences

    rows = [{"name": "Some CPU", "gflops": 204.0, "peak_gflops": 166.0, "estimate": False}]
    text = " ".join(_matmul_sentences(rows))
    assert "123% of the peak computed from the clock it reports" in text and "turbo" in text
    rows[0]["gflops"] = 88.0
    assert "53% of its peak" in " ".join(_matmul_sentences(rows))


def test_what_fits_for_a_language_model_reads_the_table_it_draws(tiny_lesson, qtbot):
    """Llama 3 8B at 2,048 tokens in each use: the memory falls from full fine-tuning to LoRA to QLoRA, more GPUs
    hold it as it falls, and the takeaway says the figures of the table and the chart."""
    from dashboard.ui.lessons.figures import LessonFigure

    outcome, _ = tiny_lesson("llm-fits")
    rows = {row["mode"]: row for row in outcome.figures["llm"]["rows"]}
    assert list(rows) == ["full", "lora", "qlora", "inference"]
    full, lora, qlora, inference = rows.values()
    assert full["memory_gib"] > lora["memory_gib"] > qlora["memory_gib"]
    assert full["gpus_fitting"] < lora["gpus_fitting"] <= qlora["gpus_fitting"]
    assert full["memory_gib"] * 1024**3 >= 16 * full["parameters"]  # weights, gradients and Adam: 16 bytes each
    assert lora["trainable_parameters"] < 0.01 * lora["parameters"]
    for row in (full, lora, qlora):
        assert row["checkpointed_gib"] < row["memory_gib"]
        assert row["gpus_fitting_checkpointed"] >= row["gpus_fitting"]
    assert inference["checkpointed_gib"] is None and inference["kv_cache_gib"] == 0.25  # 32 x 8 x 128 x 2 x 2 x 2,048
    assert f"which {full['gpus_fitting']} of {full['gpus']} GPUs hold" in outcome.takeaway
    assert f"which {qlora['gpus_fitting']} hold" in outcome.takeaway and "nothing is measured" in outcome.note
    assert len(outcome.takeaway.split()) <= 30

    figure = LessonFigure()
    qtbot.addWidget(figure)
    figure.draw_outcome("llm", outcome.points, outcome.estimates, outcome.figures)
    assert figure.shown() == [figure.llm, figure.table]
    assert [bar.value for bar in figure.llm.bars] == [row["memory_gib"] for row in rows.values()]
    assert [bar.good for bar in figure.llm.bars] == [False, False, True, True]  # a 24 GB card holds 21.6 GiB
    assert figure.table.rowCount() == 4 and figure.table.columnCount() == 3


def test_memory_on_the_cpu_says_why_no_real_out_of_memory_and_breaks_the_estimate_down(tiny_lesson):
    outcome, _ = tiny_lesson("memory-limits")
    breakdown = outcome.figures["breakdown"]
    assert breakdown["weights"] > 0 and breakdown["gradients"] > 0 and breakdown["optimizer_state"] > 0
    assert breakdown["activations"] > 0
    assert outcome.figures["largest_batch"]["measured"] is None
    assert all(name.endswith("(estimate)") for name in outcome.figures["largest_batch"]["estimates"])
    assert "no memory limit that can be hit safely" in outcome.note


def test_a_stop_mid_lesson_ends_promptly_as_stopped_with_what_was_measured(data_dir):
    control = RunControl()
    run = LessonRun(find_lesson("batch-size"), ["cpu"], control=control, size="tiny")
    seen = []
    for item in run:
        seen.append(item)
        if isinstance(item, SweepPoint):
            control.stop()
    assert run.outcome is not None and run.outcome.status == "stopped"
    assert len(run.outcome.points) == 1
    assert run.outcome.reading.startswith("Stopped")


def test_a_stop_from_another_thread_ends_a_normal_size_lesson_within_seconds(data_dir):
    control = RunControl()
    run = LessonRun(find_lesson("batch-size"), ["cpu"], control=control, size="normal")
    timer = threading.Timer(0.5, control.stop)
    timer.start()
    try:
        list(run)
    finally:
        timer.cancel()
        timer.join()
    assert run.outcome is not None and run.outcome.status == "stopped"


def test_cli_lesson_list(capsys):
    assert main(["lesson", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [item["key"] for item in listed][:2] == ["cpu-vs-gpu", "batch-size"]
    assert main(["lesson", "list"]) == 0
    assert "11. choosing-a-gpu" in capsys.readouterr().out


def test_cli_lesson_run_json_prints_points_and_reading(capsys, data_dir):
    assert main(["lesson", "run", "threads", "--json", "--size", "tiny", "--devices", "cpu"]) == 0
    captured = capsys.readouterr()
    document = json.loads(captured.out)
    assert document["status"] == "completed" and document["points"] and document["reading"]
    assert "threads:" in captured.err  # progress on stderr


def test_cli_refuses_an_unknown_lesson_and_a_missing_device_in_one_line(capsys):
    assert main(["lesson", "run", "nope"]) == 2
    assert "unknown lesson 'nope': choose one of" in capsys.readouterr().err
    assert main(["lesson", "run", "threads", "--devices", "cuda:7"]) == 2
    err = capsys.readouterr().err
    assert "cuda:7 not available here" in err and "Traceback" not in err


# ------------------------------------------------------------------ 9. CNN vs LSTM, on scripted step times


class ScriptedSession:
    """Stands in for a measurement: each variant's point at each batch, its step time given by ``seconds``."""

    def __init__(self, experiment, seconds) -> None:
        self.experiment, self.seconds, self.control = experiment, seconds, RunControl()

    def __iter__(self):
        for variant in self.experiment.variants:
            for batch in self.experiment.batch_sizes:
                step = self.seconds(variant)
                yield SweepPoint("cpu", "fp32", batch, "ok", batch / step, step, 2**20, steps=20, label=variant.label)


def scripted_step_seconds(variant) -> float:
    """A fused LSTM 1 ms + 0.6 ms per position, the cell 2 ms + 1.4 ms per position, the CNN 5 ms."""
    config = variant.config
    per_position = {"text-lstm": 0.0006, "cell-lstm": 0.0014}.get(config.model)
    return 0.005 if per_position is None else {"text-lstm": 0.001, "cell-lstm": 0.002}[config.model] + (
        per_position * config.seq_len)


@pytest.mark.parametrize("size, lengths", [("normal", [16, 32, 64]), ("tiny", [8, 16])])
def test_cnn_vs_lstm_measures_step_time_against_length_for_both_lstms_and_a_cnn_at_one_batch(size, lengths):
    from dashboard.lessons.lab import Findings, Lab
    from dashboard.lessons.sweeps import cnn_vs_lstm

    lab = Lab(["cpu"], RunControl(), size, lambda experiment: ScriptedSession(experiment, scripted_step_seconds))
    found = Findings()
    list(cnn_vs_lstm(lab, found))
    figure = found.figures["step_seconds_by_length"]
    assert set(figure["by_series"]) == {"fused nn.LSTM (cpu)", "hand-written cell (cpu)"}
    assert [int(n) for n in figure["by_series"]["fused nn.LSTM (cpu)"]] == lengths
    assert figure["by_series"]["hand-written cell (cpu)"][str(lengths[-1])] == pytest.approx(
        0.002 + 0.0014 * lengths[-1])
    assert figure["cnn"]["step_seconds"] == pytest.approx(0.005) and "simple-cnn" in figure["cnn"]["series"]
    assert len({p.batch_size for p in found.points}) == 1  # every series at the same batch
    assert len(found.points) == 2 * len(lengths) + 1
    growth = (0.002 + 0.0014 * lengths[-1]) / (0.002 + 0.0014 * lengths[0])
    assert f"hand-written cell (cpu) {growth:.1f}x" in found.details
    assert "simple-cnn on shapes (cpu) took 5 ms per step at the same batch" in found.details
    assert found.takeaway.startswith(f"A {lengths[-1] // lengths[0]}x longer sequence made the LSTM steps slower")
    assert f"{growth:.1f}x (hand-written cell (cpu))" in found.takeaway


def test_the_sequence_reading_says_how_step_time_grew_with_the_length_from_the_numbers_only():
    from dashboard.lessons.sweeps import sequence_reading

    reading = sequence_reading({"fused": {16: 0.010, 32: 0.020, 64: 0.039}, "cell": {16: 0.020, 32: 0.045,
                                                                                     64: 0.088}}, 32, "cnn", 0.004)
    assert ("4x longer sequence (16 -> 64): fused 3.9x (about in proportion), cell 4.4x (about in proportion) the "
            "time per step: the positions run one after another") in reading
    assert "At length 64 the cell took 2.3x the fused's time" in reading
    assert "cnn took 4 ms per step at the same batch" in reading
    flat = sequence_reading({"fused": {16: 0.010, 64: 0.012}}, 32, "cnn", None)
    assert "fused 1.2x (less than in proportion) the time per step" in flat and "cnn" not in flat
    assert sequence_reading({"fused": {16: 0.010}}, 32, "cnn", None) == "fused: 10 ms at 16 per step at batch 32."
    noise = sequence_reading({"fused": {16: 0.030, 64: 0.010}, "cell": {16: 0.020, 64: 0.011}}, 32, "cnn", None)
    assert "no measurable growth here" in noise and "no clear cost of the many small operations" in noise


# ---------------------------------------------------------------- the outcomes in the reader's language


@pytest.fixture
def outcomes(tiny_lesson) -> dict[str, LessonOutcome]:
    """Every lesson run to its end at size tiny on this CPU (the GPU side estimated), as the tests above read it."""
    return {lesson.key: tiny_lesson(lesson.key)[0] for lesson in all_lessons()}


def test_every_lessons_outcome_is_said_in_the_chosen_language(qtbot, data_dir, language, outcomes):
    """Each lesson's end state, shown after the language changed: its status, note, reading, tables and charts
    (legends of series such as "small CNN on cpu", "2 threads", "backbone frozen", the roofline's points, a GPU's
    notes and what bounds it) carry no text of ours in English."""
    from dashboard.ui.lessons.page import LessonsPage

    page = LessonsPage()
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    language("pseudo")
    qtbot.waitUntil(lambda: page.run_button.text().endswith("~"))
    left = {}
    for lesson in all_lessons():
        page.choose(lesson.key)
        page._show_outcome(lesson, outcomes[lesson.key], 1.0)
        open_details(page)
        if found := untranslated(visible_texts(page), OUTCOME_NAMES):
            left[lesson.key] = found
    assert left == {}

    language("pl")  # a label kept in English, said inside a translated sentence, has no English of its own to mark
    qtbot.waitUntil(lambda: page.run_button.text() == translate("Lessons", "Run") != "Run")
    for lesson in all_lessons():
        page.choose(lesson.key)
        page._show_outcome(lesson, outcomes[lesson.key], 1.0)
        open_details(page)
        if found := english_labels(page, outcomes[lesson.key].points):
            left[lesson.key] = found
    assert left == {}
    assert page.shutdown(10_000)
