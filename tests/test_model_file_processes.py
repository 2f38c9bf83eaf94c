"""A model file's own processes end with it: on the time limit, when it answers, when the work is cancelled and
when the process that started it dies. Real processes throughout: a child that starts a grandchild (``sleep``) and
writes its pid to a file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import psutil
import pytest

from dashboard import cli
from dashboard.advisor import process_group
from dashboard.errors import UserError

GONE_WITHIN_S = 30.0
"""How long a killed process may take to disappear: generous, for a loaded machine; it is usually milliseconds."""
LIMITS_S = (0.5, 2.0, 8.0, 30.0)
"""Time limits tried in turn until the child had started its grandchild before the limit: a small one is enough
on an idle machine (Python starts in ~50 ms), a loaded one gets the next."""

GRANDPARENT = """
import os, subprocess, sys, time
sys.path.insert(0, {root!r})
from dashboard.advisor.process_group import watch_parent
watch_parent()
grandchild = subprocess.Popen(["sleep", "600"])
with open({pid_file!r} + ".tmp", "w") as file:
    file.write(str(grandchild.pid))
os.replace({pid_file!r} + ".tmp", {pid_file!r})
{then}
"""


def child_command(pid_file: Path, then: str = "time.sleep(600)") -> list[str]:
    """A Python child that starts ``sleep 600``, writes its pid to ``pid_file``, then runs ``then``."""
    root = str(Path(__file__).resolve().parents[1])
    return [sys.executable, "-c", GRANDPARENT.format(root=root, pid_file=str(pid_file), then=then)]


def is_gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE  # ended, its parent not yet told
    except psutil.NoSuchProcess:
        return True


def wait_until(condition, what: str, within_s: float = GONE_WITHIN_S) -> None:
    deadline = time.monotonic() + within_s
    while not condition():
        assert time.monotonic() < deadline, f"{what} after {within_s:g} s"
        time.sleep(0.02)


def grandchild_of(pid_file: Path) -> int:
    return int(pid_file.read_text())


def test_the_time_limit_ends_what_the_child_started(tmp_path):
    pid_file = tmp_path / "grandchild.pid"
    for limit in LIMITS_S:
        with pytest.raises(subprocess.TimeoutExpired):
            process_group.run(child_command(pid_file), limit, grace_s=5.0)
        if pid_file.exists():
            break
    pid = grandchild_of(pid_file)
    wait_until(lambda: is_gone(pid), "the grandchild still runs")


def test_a_child_that_answers_has_what_it_started_ended(tmp_path):
    """The answer comes when the child exits, though its grandchild still holds the output it inherited."""
    pid_file = tmp_path / "grandchild.pid"
    started = time.monotonic()
    done = process_group.run(child_command(pid_file, then="print('answer')"), 60.0)
    assert done.returncode == 0 and done.stdout == "answer\n"
    assert time.monotonic() - started < 30.0  # not the grandchild's 600 s, nor the limit
    pid = grandchild_of(pid_file)
    wait_until(lambda: is_gone(pid), "the grandchild still runs")


def test_cancelling_ends_the_child_and_what_it_started(tmp_path):
    pid_file = tmp_path / "grandchild.pid"
    raised: list[BaseException] = []

    def work() -> None:
        try:
            process_group.run(child_command(pid_file), 600.0)
        except BaseException as err:  # noqa: BLE001 - the test looks at it
            raised.append(err)

    thread = threading.Thread(target=work)
    thread.start()
    try:
        wait_until(pid_file.exists, "no grandchild was started")
        process_group.stop_all()
    finally:
        thread.join(GONE_WITHIN_S)
    assert not thread.is_alive() and len(raised) == 1 and isinstance(raised[0], process_group.Stopped)
    pid = grandchild_of(pid_file)
    wait_until(lambda: is_gone(pid), "the grandchild still runs")


def test_a_parent_killed_outright_takes_the_child_and_what_it_started_along(tmp_path):
    """SIGKILL leaves the parent no time to clean up: the child sees the parent's pipe close and ends its group."""
    pid_file = tmp_path / "grandchild.pid"
    parent_code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(Path(__file__).resolve().parents[1])!r})
        from dashboard.advisor import process_group
        process_group.run({child_command(pid_file)!r}, 600.0)
    """)
    parent = subprocess.Popen([sys.executable, "-c", parent_code])
    try:
        wait_until(lambda: pid_file.exists() or parent.poll() is not None, "no grandchild was started")
        assert parent.poll() is None
        child = [process.pid for process in psutil.Process(parent.pid).children()]
        parent.send_signal(signal.SIGKILL)
    finally:
        parent.kill()
        parent.wait()
    pid = grandchild_of(pid_file)
    wait_until(lambda: all(is_gone(each) for each in (pid, *child)), "the child or the grandchild still runs")


def test_the_model_timeout_ends_a_model_files_own_processes(capsys, tmp_path):
    """The whole path, `advise --model-file ... --model-timeout`: the file starts a process at import and then builds
    a model that never finishes. The limit counts from the child's start, and the child imports torch before the
    file (5 s on a busy 2-core machine): limits are tried in turn until the file had run before the limit."""
    pid_file = tmp_path / "grandchild.pid"
    model = tmp_path / "spawner.py"
    model.write_text(textwrap.dedent(f"""
        import os, subprocess, time
        from torch import nn

        grandchild = subprocess.Popen(["sleep", "600"])
        with open({str(pid_file) + '.tmp'!r}, "w") as file:
            file.write(str(grandchild.pid))
        os.replace({str(pid_file) + '.tmp'!r}, {str(pid_file)!r})


        class Slow(nn.Module):
            def __init__(self):
                super().__init__()
                time.sleep(600)
    """), encoding="utf-8")
    for limit in (8, 30, 90):
        status = cli.main(["advise", "--model-file", str(model), "--model-class", "Slow", "--model-timeout",
                           str(limit)])
        assert status == 2 and f"did not finish in {limit} s" in capsys.readouterr().err
        if pid_file.exists():
            break
    pid = grandchild_of(pid_file)
    wait_until(lambda: is_gone(pid), "the grandchild still runs")


def test_a_cancelled_model_file_says_so_in_one_line(tmp_path, monkeypatch):
    from dashboard.advisor import model_file

    def cancelled(command, timeout_s):
        raise process_group.Stopped()

    monkeypatch.setattr(process_group, "run", cancelled)
    path = tmp_path / "tiny.py"
    path.write_text("", encoding="utf-8")
    with pytest.raises(UserError, match="tiny.py: stopped before Tiny was traced"):
        model_file.profile_model_file(path, "Tiny", (3, 8, 8))


def test_the_watch_never_touches_a_group_it_does_not_lead(monkeypatch):
    """Run in-process (the tests' own child_in_this_process), watch_parent must not end the test's group."""
    if os.getpgrp() == os.getpid():
        pytest.skip("this test process leads its group: the case cannot be tried here")
    monkeypatch.setenv(process_group.PARENT_FD_ENV, "0")
    started = threading.active_count()
    process_group.watch_parent()
    assert threading.active_count() == started and process_group.PARENT_FD_ENV not in os.environ


def test_the_advisor_page_shutting_down_ends_a_model_file_in_flight(qtbot, advisor_page, settings, tmp_path,
                                                                      monkeypatch):
    """Closing the window while a model file is traced: its child and what it started end, and the page's thread
    with them (it would otherwise wait out the model's time limit). The child here is a plain Python process in the
    app command's place: the same command line, without seconds of torch import."""
    from dashboard.protocol import transport
    from dashboard.ui.model_file_trust import TrustedModelFiles

    pid_file = tmp_path / "grandchild.pid"
    monkeypatch.setattr(transport, "program_command", lambda *_words: child_command(pid_file))
    model = tmp_path / "model.py"
    model.write_text("", encoding="utf-8")
    advisor_page.form.trusted_files = TrustedModelFiles(settings)
    advisor_page.form.ask_to_run = lambda _parent, _path: True
    assert advisor_page.form.add_model_file(model, "Tiny")
    advisor_page.request_advice()
    qtbot.waitUntil(pid_file.exists, timeout=int(GONE_WITHIN_S * 1000))
    started = time.monotonic()
    assert advisor_page.shutdown()
    assert time.monotonic() - started < GONE_WITHIN_S  # not the model's 120 s limit
    pid = grandchild_of(pid_file)
    wait_until(lambda: is_gone(pid), "the grandchild still runs")
