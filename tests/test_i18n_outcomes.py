"""What a window shows only at the end of something, in the reader's language: the Training lab's end states
(finished, stopped, failed, NaN loss, out of memory, no epoch completed) with the training process's notes, the status
bar's messages and the file dialogs, ours and Qt's own (each lesson's outcome: test_lessons, beside the runs it reads).
In the pseudo language every text we wrote has "~" (tests/i18n_walk.py); a real language shows Qt's own dialog words
from Qt's qtbase translations."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from dashboard.experiments.shown_labels import shown_energy_note, shown_notes, shown_point, shown_series
from dashboard.recording.timeline import Moment
from dashboard.selfbench.synthetic import synthetic_events
from dashboard.text import CODES, english, fill, translate, words_of
from dashboard.training.events import RunInfo, RunSummary, from_record, to_record
from dashboard.ui.pages import page_title
from tests.i18n_walk import OUTCOME_NAMES as NAMES
from tests.i18n_walk import english_labels, open_details, untranslated, visible_texts

LANGUAGES = [code for code in CODES if code != "en"]


def test_series_and_points_kept_in_english_are_said_in_the_readers_language(qapp, language):
    """Labels as files keep them (and older files), said again from the templates they were made with; names and
    labels of no template stay as they are."""
    language("pl")
    assert shown_series("small CNN on cpu") == fill(translate("Experiments", "small CNN on {device}"), device="cpu")
    assert shown_series("fused nn.LSTM (cpu), sequence 16") == fill(translate(
        "Experiments", "{series}, sequence {length}"), series=shown_series("fused nn.LSTM (cpu)"), length=16)
    assert shown_series("2 threads") != shown_series("5 threads").replace("5", "2")  # Polish: 2 wątki, 5 wątków
    assert "(estimate)" not in shown_series("Tesla T4 (estimate)") and "Tesla T4" in shown_series("Tesla T4 (estimate)")
    assert shown_series("cpu fp32") == "cpu fp32" and shown_series("my own series") == "my own series"
    assert shown_series("2 processes x 1 thread") == fill(translate("Experiments", "{processes} x {threads}"),
                                                          processes=shown_series("2 processes"),
                                                          threads=shown_series("1 thread")) != "2 processes x 1 thread"
    assert "timed" not in shown_point("resnet18, batch 64, fp32 on cpu (quick: 1 warm-up, 3 timed steps)")
    assert shown_notes("fp16 not supported (no fp16 matrix units); limited by per-operation launch overhead") == (
        "; ".join((fill(translate("Advisor", "{precision} not supported (no {precision} matrix units)"),
                        precision="fp16"), translate("Advisor", "limited by per-operation launch overhead"))))


def test_every_comparisons_saved_points_are_said_in_the_chosen_language(qtbot, data_dir, language):
    """Each comparison of the Experiments page reopened from its file (labels as the sweep process wrote them, in
    English): its legends ("1 thread", "2 processes x 1 thread", "backbone frozen", "data kept on cpu"...), status
    and reading carry no English of ours."""
    from dashboard.experiments.points import SweepPoint
    from dashboard.experiments.presets import PRESETS, preset_experiment
    from dashboard.experiments.storage import experiments_dir, open_experiment
    from dashboard.ui.experiments.page import ExperimentsPage

    saved = {}
    for key in PRESETS:
        experiment = preset_experiment(key, ("cpu",), 0.5)
        with open_experiment(experiment, experiments_dir()) as writer:
            for rank, variant in enumerate(experiment.variants, start=1):
                for batch in experiment.batch_sizes[:2]:
                    point = SweepPoint("cpu", variant.config.precision, batch, "ok", label=variant.label,
                                       samples_per_second=100.0 * rank * batch, step_seconds=0.01, steps=20,
                                       peak_memory_bytes=2**28, losses=tuple(2.0 - 0.01 * s for s in range(10)))
                    writer.append({"event": "point", **dataclasses.asdict(point)})
        saved[key] = writer.path
    page = ExperimentsPage()
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    language("pseudo")
    qtbot.waitUntil(lambda: page.start_button.text().endswith("~"))
    names = NAMES | {"fp32", "bf16", "nn", "LSTM", "ONNX", "Runtime", "PyTorch", "torchao"}
    left = {}
    for key, path in saved.items():
        page.show_experiments([path])
        open_details(page)
        if found := untranslated(visible_texts(page), names):
            left[key] = found
    assert left == {}

    language("pl")
    qtbot.waitUntil(lambda: page.start_button.text() == translate("Experiments", "Run sweep") != "Run sweep")
    for key, path in saved.items():
        page.show_experiments([path])
        open_details(page)
        experiment = preset_experiment(key, ("cpu",), 0.5)
        points = [SweepPoint("cpu", "fp32", 1, "ok", label=variant.label) for variant in experiment.variants]
        if found := english_labels(page, points):
            left[key] = found
    assert left == {}
    page.shutdown()


def test_why_energy_was_not_measured_is_said_in_the_readers_language_from_a_sweeps_english(qapp, language):
    """A sweep's points keep the energy meter's reason in English (they come from another process, or a file): the
    reading says it again in the reader's language; a driver's own words stay as they came."""
    from dashboard.experiments.points import SweepPoint
    from dashboard.experiments.reading import energy_reading
    from dashboard.hardware.energy import NO_POWERCAP, NVML_FAILED

    with english():
        reason = fill(translate("Hardware", NO_POWERCAP), folder="/sys/class/powercap")
    points = [SweepPoint("cpu", "fp32", 16, "ok", samples_per_second=900.0, energy_note=reason)]
    assert energy_reading(points) == [f"Energy was not measured: {reason}."]
    language("pl")
    polish_reason = fill(translate("Hardware", NO_POWERCAP), folder="/sys/class/powercap")
    assert energy_reading(points) == [fill(translate("Experiments", "Energy was not measured: {reason}."),
                                           reason=polish_reason)]
    assert "(not Linux" not in energy_reading(points)[0] and "/sys/class/powercap" in energy_reading(points)[0]
    failed = "NVML failed: Unknown Error 999"
    assert "Unknown Error 999" in shown_energy_note(failed) != failed
    assert shown_energy_note("the driver's own words") == "the driver's own words"
    assert translate("Hardware", NVML_FAILED) != NVML_FAILED


# ---------------------------------------------------------------- the Training lab's end states


def through_a_file(event):
    """The event as the training process sends it and a saved run keeps it: a JSON line read back."""
    return from_record(json.loads(json.dumps(to_record(event))))


def energy_fields(tmp_path: Path, epochs: int) -> dict:
    """What RunEnergy puts in a summary on a machine without the CPU's energy counters (no /sys/class/powercap),
    after ``epochs`` epochs."""
    import torch

    from dashboard.hardware.energy import meter_for
    from dashboard.training import run_energy

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(run_energy, "meter_for",
                      lambda name, **kwargs: meter_for(name, powercap=tmp_path / "no-powercap", **kwargs))
        energy = run_energy.RunEnergy(torch.device("cpu"))
    for _ in range(epochs):
        energy.start_epoch()
        energy.end_epoch(1.0, 64)
    return energy.summary_fields()


def offline_note(tmp_path: Path) -> str:
    """The note the model builder gives a transfer model without its ImageNet weights (offline)."""
    from dashboard.training.models import _imagenet_state

    state, note = _imagenet_state("resnet18", False, tmp_path)
    assert state is None and note.startswith("ImageNet weights not available offline")
    return note


def ending(status: str, tmp_path: Path) -> RunSummary:
    """How a run ends, as the engine says it (in English, with its words)."""
    with english():
        messages = {
            "completed": "trained 12 steps", "stopped": "stopped by the user after 12 steps",
            "nan": fill(translate("Training", "the loss became {loss} at step {step}: lower the learning rate (now "
                                              "{rate}) or use fp32"), loss="nan", step=12, rate=0.5),
            "oom": fill(translate("Training", "out of memory at batch size {batch} on {device}: try a smaller batch, "
                                              "fp16/bf16, or a frozen backbone"), batch=4096, device="cpu"),
            "error": fill(translate("Training", "batch size {batch} is larger than the {samples} training samples of "
                                                "'{dataset}': use at most {samples}"),
                          batch=65536, samples=3000, dataset="shapes")}
        fields = energy_fields(tmp_path, 0 if status in ("stopped", "error") else 1)
    message = messages[status]
    return RunSummary(status, message, 12, 1.2, 1.3, 0.4, 800.0, 3.0, words=words_of(message), **fields)


@pytest.mark.parametrize("status", ["completed", "stopped", "nan", "oom", "error"])
def test_each_end_of_a_training_run_is_said_in_the_chosen_language(qtbot, training_page, language, tmp_path, status):
    """A run of a transfer model without its weights, ended each way, its events read back from a file: the page's
    progress line, message and figures carry no English of ours in the pseudo language, and in Polish not the
    process's notes (the model builder's, the energy counter's "no /sys/class/powercap", "no epoch was completed")."""
    page = training_page
    note = offline_note(tmp_path)
    events = list(synthetic_events(12, 6, pause_s=0.0))
    info = next(event for event in events if isinstance(event, RunInfo))
    events = [dataclasses.replace(info, note=note, note_words=words_of(note)), *events[1:-1],
              ending(status, tmp_path)]
    page.begin_replay()
    page.replay([Moment(float(i), event=through_a_file(event)) for i, event in enumerate(events)])
    english_texts = {text for _where, text in visible_texts(page)}
    assert any(text.startswith("ImageNet weights not available offline") for text in english_texts)
    assert any("energy not measured" in text for text in english_texts)

    language("pseudo")
    qtbot.waitUntil(lambda: page.start_button.text().endswith("~"))
    assert untranslated(visible_texts(page), NAMES) == []

    language("pl")
    qtbot.waitUntil(lambda: page.stop_button.text() == translate("Training", "Stop") != "Stop")
    shown = " | ".join(text for _where, text in visible_texts(page))
    for english_words in ("ImageNet weights not available", "no epoch was completed", "no RAPL", "(not Linux",
                          "energy not measured", "the loss became", "out of memory at", "is larger than the"):
        assert english_words not in shown
    assert str(tmp_path / "no-powercap") in shown or status in ("stopped", "error")  # the folder, as it is


# ---------------------------------------------------------------- the status bar and the file dialogs


def test_the_status_bar_and_our_file_dialogs_speak_the_chosen_language(qtbot, laptop_window, language, tmp_path,
                                                                       monkeypatch):
    """The status bar's messages, which last a few seconds, each made in the language of the moment; and every file
    dialog we open: its title and its choice of files (the dialogs' own words are Qt's: below)."""
    from dashboard.ui.replay.files import ask_recording_target, ask_recording_to_open

    window = laptop_window
    qtbot.waitUntil(lambda: window.inventory_complete, timeout=20_000)  # the no-GPU line and its reason, shown
    asked: list[str] = []

    def choose_file(_parent, title, _folder="", choices="", *_args, **_kwargs):
        asked.extend((title, choices))
        return "", ""

    def choose_folder(_parent, title, _folder="", *_args, **_kwargs):
        asked.append(title)
        return ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose_file)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose_file)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", choose_folder)
    language("pseudo")
    qtbot.waitUntil(lambda: window.windowTitle().endswith("~"))
    said = []
    window.open_folder(tmp_path)  # not a saved run
    said.append(window.statusBar().currentMessage())
    window.show_page("hardware")
    window.ask_export_recording()  # nothing to export here
    said.append(window.statusBar().currentMessage())
    window.ask_export()  # nor as files
    said.append(window.statusBar().currentMessage())
    window.set_presentation(dataclasses.replace(window.presentation, presenter=True), full_screen=False)
    said.append(window.statusBar().currentMessage())
    assert all(said) and untranslated([("status bar", text) for text in said]) == []
    assert untranslated(visible_texts(window.statusBar())) == []

    window.ask_open()
    ask_recording_to_open(window)
    ask_recording_target(window, Path("20261128-run"))
    window.page("advisor").form.ask_model_file()
    assert len(asked) == 7
    assert untranslated([("file dialog", text) for text in asked]) == []


def file_dialog_labels(qtbot) -> dict[str, str]:
    """The labels of Qt's own file dialog (its widgets, as under Xvfb or where no desktop portal answers)."""
    dialog = QFileDialog(None, translate("Replay", "Open a recording"))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel) if label.objectName()}
    dialog.close()
    return labels


@pytest.mark.parametrize("code", LANGUAGES)
def test_qts_own_file_dialog_speaks_the_chosen_language_after_a_switch(qtbot, language, code):
    """Qt's own words come from qtbase_<code>.qm, which PySide6 ships for each of our languages, installed beside
    ours when the language changes (here from English). Qt 6's dialog asks for "&Look in:" and "Files of &type:",
    which those files know only without the "&": they stayed English in every language."""
    english_labels = file_dialog_labels(qtbot)
    assert english_labels["lookInLabel"] == "&Look in:" and english_labels["fileTypeLabel"] == "Files of &type:"
    language(code)
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
    labels = file_dialog_labels(qtbot)
    assert labels["lookInLabel"] == QCoreApplication.translate("QFileDialog", "Look in:")
    assert labels["fileTypeLabel"] == QCoreApplication.translate("QFileDialog", "Files of type:")
    assert all(labels[name] != english_labels[name] for name in ("lookInLabel", "fileNameLabel", "fileTypeLabel"))


# ---------------------------------------------------------------- the navigation list


def test_the_navigation_list_fits_its_longest_title_in_every_language(qtbot, laptop_window, language):
    """The list was as wide as its English titles: Portuguese "Laboratório de treinamento" was cut to
    "Laboratório de trein", with a horizontal scroll bar."""
    navigation = laptop_window.navigation
    for code in [*LANGUAGES, "pseudo"]:
        language(code)
        qtbot.waitUntil(lambda: navigation.item(1).text() == page_title("training"))
        QApplication.processEvents()
        widest = max(navigation.fontMetrics().horizontalAdvance(navigation.item(row).text())
                     for row in range(navigation.count()))
        assert widest + 12 <= navigation.viewport().width(), code  # the items' padding: 6 px a side
        assert navigation.horizontalScrollBar().maximum() == 0, code
