"""A model file chosen in the window runs only once the person has allowed it, and again only as it was allowed: the
answer is remembered per path and content, in the window's settings."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dashboard.advisor import process_group
from dashboard.ui import model_file_trust
from dashboard.ui.model_file_trust import TRUSTED_KEY, TrustedModelFiles

MODEL_FILE = """
from torch import nn


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Flatten(), nn.Linear(3 * 8 * 8, 10))

    def forward(self, x):
        return self.body(x)
"""


class Person:
    """Answers the question as told, and counts the times it was asked."""

    def __init__(self) -> None:
        self.answer = False
        self.asked: list[Path] = []

    def __call__(self, _parent, path: Path) -> bool:
        self.asked.append(path)
        return self.answer


@pytest.fixture
def person(advisor_page, settings) -> Person:
    answering = Person()
    advisor_page.form.trusted_files = TrustedModelFiles(settings)
    advisor_page.form.ask_to_run = answering
    return answering


@pytest.fixture
def runs(monkeypatch) -> list[list[str]]:
    """The model file's child processes started: none really (its answer is an error, said by the page)."""
    started: list[list[str]] = []

    def run(command, timeout_s):
        started.append(command)
        return subprocess.CompletedProcess(command, 0, json.dumps({"error": "not traced in this test"}) + "\n", "")

    monkeypatch.setattr(process_group, "run", run)
    return started


@pytest.fixture
def model_path(tmp_path, monkeypatch) -> Path:
    """A model file, and the file dialog choosing it."""
    path = tmp_path / "my_model.py"
    path.write_text(MODEL_FILE, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, **_kwargs: (str(path), ""))
    return path


def advise(qtbot, page) -> None:
    """What the page does when the form changes: profile the model chosen (here: its child's answer fails)."""
    with qtbot.waitSignal(page._calls.sig_failed, timeout=30_000):
        page.request_advice()


def test_choosing_a_new_model_file_asks_and_cancel_runs_nothing(advisor_page, person, runs, model_path):
    advisor_page.form.ask_model_file()
    assert person.asked == [model_path]
    assert advisor_page.form.files == {} and advisor_page.form.model_box.findData("file:Tiny") < 0
    assert advisor_page.form.request().model_file is None and runs == []


def test_run_runs_it_and_the_same_file_is_not_asked_about_again(qtbot, advisor_page, person, runs, model_path):
    person.answer = True
    advisor_page.form.ask_model_file()
    assert person.asked == [model_path] and advisor_page.form.model_box.currentData() == "file:Tiny"
    advise(qtbot, advisor_page)
    assert len(runs) == 1 and str(model_path) in runs[0]
    advisor_page.form.ask_model_file()  # chosen again, unchanged
    advise(qtbot, advisor_page)
    assert person.asked == [model_path] and len(runs) == 2


def test_a_changed_file_is_asked_about_again(qtbot, advisor_page, person, runs, model_path):
    person.answer = True
    advisor_page.form.ask_model_file()
    model_path.write_text(MODEL_FILE + "\nimport os\n", encoding="utf-8")
    advisor_page.form.ask_model_file()  # chosen again after an edit
    assert person.asked == [model_path, model_path]
    advise(qtbot, advisor_page)
    assert len(runs) == 1


def test_a_file_edited_after_it_was_chosen_is_asked_about_before_it_runs_again(qtbot, advisor_page, person, runs,
                                                                                 model_path):
    """The page traces the file again whenever the form changes: an edit since it was allowed asks first, and a
    refusal takes it off the list."""
    person.answer = True
    advisor_page.form.ask_model_file()
    model_path.write_text(MODEL_FILE + "\nimport os\n", encoding="utf-8")
    person.answer = False
    advisor_page.request_advice()
    assert person.asked == [model_path, model_path] and runs == []
    assert advisor_page.form.files == {} and advisor_page.form.model_box.findData("file:Tiny") < 0


def test_the_choice_is_kept_in_the_settings_per_path_and_content(settings, tmp_path):
    path = tmp_path / "model.py"
    path.write_text("x = 1\n", encoding="utf-8")
    TrustedModelFiles(settings).trust(path)
    settings.sync()
    later = type(settings)(settings.fileName(), settings.format())  # the next session's
    again = TrustedModelFiles(later)
    assert again.is_trusted(path) and again.is_trusted(tmp_path / "." / "model.py")
    copy = tmp_path / "copy.py"
    copy.write_text("x = 1\n", encoding="utf-8")
    assert not again.is_trusted(copy)  # the same content elsewhere is another file
    path.write_text("x = 2\n", encoding="utf-8")
    assert not again.is_trusted(path) and not again.is_trusted(tmp_path / "missing.py")
    again.trust(path)
    again.trust(path)  # once only
    assert len(later.value(TRUSTED_KEY)) == 2  # the content allowed first, and the edited one


@pytest.mark.parametrize("button", ["Run", "Cancel"])
def test_the_question_says_what_runs_and_with_whose_rights(qtbot, monkeypatch, tmp_path, button):
    shown: list[QMessageBox] = []

    def answer(box: QMessageBox) -> int:
        shown.append(box)
        chosen = next(each for each in box.buttons() if each.text().replace("&", "") == button)
        chosen.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    path = tmp_path / "model.py"
    assert model_file_trust.ask_to_run(None, path) is (button == "Run")
    text = shown[0].text()
    assert str(path) in text and "Python program" in text and "with your rights" in text
    assert shown[0].defaultButton() is shown[0].button(QMessageBox.StandardButton.Cancel)
    shown[0].deleteLater()
