"""A benchmarks recording keeps the model's timed point, its calibration and its step profiled per operator, so a
laptop replaying a GPU server's Measured vs peak scales every GPU from the server's step, as the server did, and
says the step was recorded there, not measured on the laptop; leaving the replay gives the laptop's basis back."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from dashboard.advisor.measured_scaling import (
    RECORDED_SCALED_SOURCE,
    SCALED_SOURCE,
    estimate_basis,
    scaled_efficiency,
)
from dashboard.advisor.placement import ModelPoint
from dashboard.advisor.session import AdviceRequest
from dashboard.advisor.source_record import from_model_line, model_line
from dashboard.advisor.speed import CALIBRATED_SOURCE, RECORDED_CALIBRATED_SOURCE, Efficiency
from dashboard.recording.fileformat import BadRecording, read_recording, write_recording
from dashboard.recording.timeline import Timeline
from dashboard.typed_json import WrongType
from tests.measured_sources import h100_source

RECORDED_BENCH = Path(__file__).resolve().parent.parent / "docs" / "recordings" / "h100-bench.dlrec"
REQUEST = AdviceRequest(model="torchvision:resnet50", batch_size=32, precision="fp16", resolution=224)
POINT = ModelPoint("resnet50, batch 32, fp16 on cuda:0", "cuda:0", 120.0, 310.0, 2_540.0, steps=30)
CALIBRATED = Efficiency(0.74, 1.11, 0.92, CALIBRATED_SOURCE, "H100 SXM5 80GB")


def _through_json(line: dict) -> dict:
    return json.loads(json.dumps(line))


def test_the_models_lines_come_back_as_they_were_marked_recorded():
    source = h100_source(REQUEST, "resnet50")
    assert from_model_line(_through_json(model_line(POINT))) == POINT
    calibration = from_model_line(_through_json(model_line(CALIBRATED)))
    assert calibration == dataclasses.replace(CALIBRATED, source=RECORDED_CALIBRATED_SOURCE)
    assert calibration.english_source() == "92% of the fitted model's speed +-25%, as recorded on H100 SXM5 80GB"
    recorded = from_model_line(_through_json(model_line(source)))
    assert recorded.step == source.step and recorded.request == source.request
    assert recorded.recorded and not source.recorded and recorded.applies_to(dataclasses.replace(REQUEST,
                                                                                                batch_size=128))
    assert recorded.applies_to(dataclasses.replace(REQUEST, resolution=None))  # `advise` leaves 224 px unsaid
    assert not recorded.applies_to(dataclasses.replace(REQUEST, resolution=160))
    assert scaled_efficiency(source).source == SCALED_SOURCE
    assert scaled_efficiency(recorded).source == RECORDED_SCALED_SOURCE
    assert model_line("anything else") is None


@pytest.mark.parametrize(("spoil", "reason"), [
    (lambda line: line["step"]["groups"][0].update(device_s=-1.0), "a time that is not one"),
    (lambda line: line["step"].update(groups=[]), "holds no operators"),
    (lambda line: line["step"].update(measured_step_s=0.0), "the timed step took 0 s"),
    (lambda line: line["request"].update(batch_size=0), "batch size 0"),
    (lambda line: line["request"].update(model_file={"path": "/tmp/m.py"}), "names a model file"),
    (lambda line: line["step"].update(precision=3), "precision is a number"),
    (lambda line: line.update(request="resnet50"), "the request is text"),
])
def test_a_damaged_profiled_step_is_refused_with_its_reason(spoil, reason):
    line = _through_json(model_line(h100_source(REQUEST, "resnet50")))
    spoil(line)
    with pytest.raises(WrongType, match=reason):
        from_model_line(line)


def test_a_calibration_naming_a_template_of_its_own_or_no_range_is_refused():
    with pytest.raises(WrongType, match="not one this app writes"):
        from_model_line({**model_line(CALIBRATED), "source": "{gpu.__class__}"})
    with pytest.raises(WrongType, match="not a range of positive factors"):
        from_model_line({**model_line(CALIBRATED), "low": -1.0})


def recording_with_the_model(tmp_path: Path, spoil=None, request: AdviceRequest = REQUEST) -> Path:
    """The H100's recorded benchmarks, with the model's lines added as the window records them (the step is the
    H100's measured profile of the request's model at batch 32; the point and calibration are made up for the
    test)."""
    recording = read_recording(RECORDED_BENCH)
    last = recording.events[-1]["timestamp"]
    model = request.model.removeprefix("torchvision:")
    lines = [model_line(item) for item in (POINT, CALIBRATED, h100_source(request, model))]
    if spoil is not None:
        spoil(lines)
    events = [*recording.events, *({**line, "timestamp": last + 1 + i} for i, line in enumerate(lines))]
    target = tmp_path / "h100-bench-with-model.dlrec"
    write_recording(target, dataclasses.replace(recording, events=events))
    return target


def test_a_recording_keeps_the_models_lines_and_refuses_a_damaged_one_by_its_line(tmp_path):
    moments = Timeline(read_recording(recording_with_the_model(tmp_path))).moments
    measured = [moment.measurement for moment in moments if moment.measurement is not None]
    assert measured[-3] == POINT and measured[-2].source == RECORDED_CALIBRATED_SOURCE and measured[-1].recorded

    def spoil(lines):
        lines[2]["step"]["host_s"] = "slow"

    with pytest.raises(BadRecording, match="the measured source line: the step.host_s is text"):
        read_recording(recording_with_the_model(tmp_path, spoil))


def test_the_basis_says_a_recorded_step_was_not_measured_here_in_english_and_polish(qapp, language):
    recorded = dataclasses.replace(h100_source(REQUEST, "resnet50"), recorded=True)
    assert estimate_basis(scaled_efficiency(recorded)).startswith(
        "Speeds scaled per operator from a step of this model recorded on H100 SXM5 80GB, not measured on this "
        "machine:")
    calibrated = dataclasses.replace(CALIBRATED, source=RECORDED_CALIBRATED_SOURCE)
    assert estimate_basis(calibrated) == ("Speeds scaled from a step recorded on H100 SXM5 80GB, not measured on "
                                          "this machine: expect them within \u00b125%.")
    language("pl")
    polish = estimate_basis(scaled_efficiency(recorded))
    assert "z kroku tego modelu nagranego na H100 SXM5 80GB, nie zmierzonego na tej maszynie" in polish


def test_replayed_benchmarks_scale_the_advisor_from_the_recorded_step_and_leaving_gives_the_laptops_back(
        qtbot, laptop_window, tmp_path):
    from tests.test_replay_gui import open_and_wait
    from tests.test_replay_settings import leave, play_to_the_end

    window = laptop_window
    page = window.advisor_page
    page.form.batch_box.setValue(48)
    asked_here = page.form.request()
    laptops = Efficiency(0.5, 0.9, 0.7, CALIBRATED_SOURCE, "GeForce RTX 3060")  # as if timed here before
    page.efficiency = laptops
    open_and_wait(qtbot, window, recording_with_the_model(tmp_path))
    with qtbot.waitSignal(page.sig_advice, timeout=60_000,
                          check_params_cb=lambda advice: advice.efficiency.source == RECORDED_SCALED_SOURCE) as shown:
        play_to_the_end(window)
    assert page.bench.model_point == POINT and page.scaled_from is not None and page.scaled_from.recorded
    assert page.form.request() == REQUEST  # the form asks about the recorded model, so its step applies
    assert "recorded on H100 SXM5 80GB, not measured on this machine" in page.accuracy_link.text()
    notes = {row.name: str(row.note) for row in shown.args[0].gpus}
    assert "measured on the recorded H100 SXM5 80GB" in notes["H100 SXM5 80GB"]
    assert "scaled from the recorded H100 SXM5 80GB, measured" in notes["GeForce RTX 3060 12GB"]
    assert "from the model, not measured" in notes["Instinct MI300X"]
    assert not any("your" in note for note in notes.values())

    with qtbot.waitSignal(page.sig_advice, timeout=60_000):
        leave(qtbot, window)
    assert page.efficiency is laptops and page.scaled_from is None and page.form.request() == asked_here
    assert "recorded" not in page.accuracy_link.text() and "GeForce RTX 3060" in page.accuracy_link.text()


def test_advise_scales_from_a_recorded_step_on_a_machine_without_a_gpu(tmp_path, capsys):
    """`advise --scale-from FILE.dlrec`: the step a GPU server profiled, on a laptop's command line; a recording
    that holds none, or one of another model, is refused in one line that says what to ask instead."""
    from dashboard.cli import main
    from tests.test_recording_lessons_and_benchmarks import lesson_recording

    resnet18 = AdviceRequest(model="torchvision:resnet18", batch_size=32, precision="fp16", resolution=224)
    target = recording_with_the_model(tmp_path, request=resnet18)
    asked = ["advise", "--model", "torchvision:resnet18", "--precision", "fp16", "--batch-size", "64"]
    assert main([*asked, "--scale-from", str(target)]) == 0
    captured = capsys.readouterr()
    assert "scaling from the step recorded on H100 SXM5 80GB:" in captured.err and "at batch 32 there" in captured.err
    rows = {line.split("  ")[0]: line for line in captured.out.splitlines()}
    assert "measured on the recorded H100 SXM5 80GB" in rows["H100 SXM5 80GB"]
    assert "scaled from the recorded H100 SXM5 80GB, measured" in rows["A100 SXM4 80GB"]
    assert "from the model, not measured" in rows["Instinct MI300X"]
    for arguments, said in [
        (["advise", "--model", "resnet18", "--scale-from", str(target)],
         "its step is of --model torchvision:resnet18 --precision fp16 --optimizer adam --freeze none --resolution "
         "224; ask about that"),
        ([*asked, "--scale-from", str(RECORDED_BENCH)], "the benchmarks there profiled no step of a model"),
        ([*asked, "--scale-from", str(lesson_recording(tmp_path / "lesson.dlrec"))],
         "a recording of lesson, not of the Advisor's benchmarks"),
        ([*asked, "--scale-from", str(tmp_path / "none.dlrec")], "none.dlrec"),
    ]:
        assert main(arguments) == 2
        error = capsys.readouterr().err
        assert said in error and "Traceback" not in error and len(error.strip().splitlines()) == 1, error
