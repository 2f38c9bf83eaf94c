"""Another machine, reached with the real OpenSSH client through a real sshd on 127.0.0.1 (tests/sshd.py): the
remote's agent answers `specs`, `monitor` and `train`, and every way of not reaching it is said with what to do.
"""

from __future__ import annotations

import json
import os
import signal

import pytest

from dashboard.cli import main
from dashboard.errors import UserError
from dashboard.protocol.transport import Machine
from dashboard.training.child import ChildRun
from dashboard.training.config import TrainConfig
from dashboard.training.events import RunSummary, StepMetrics
from dashboard.training.runs import list_runs, read_run
from tests.sshd import NOBODY_LISTENS, REMOTE, UNKNOWN_HOST_KEY, WRONG_KEY


@pytest.fixture(autouse=True)
def local_data(data_dir):
    """This machine's saved runs (the copies of remote ones) go to the test's folder."""
    return data_dir


CONFIG = TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", batch_size=16, allow_download=False,
                     val_size=64)


def test_specs_remote_prints_what_the_remote_machine_has(remote, capsys):
    assert main(["specs", "--remote", REMOTE, "--remote-program", remote.program, "--json"]) == 0
    inventory = json.loads(capsys.readouterr().out)
    assert inventory["cpu"]["logical_cores"] == os.cpu_count()  # the "remote" is this machine, over ssh
    assert main(["specs", "--remote", REMOTE, "--remote-program", remote.program]) == 0
    table = capsys.readouterr().out
    assert table.startswith(f"{REMOTE}\n") and "CPU and memory" in table


def test_monitor_remote_prints_the_remote_machines_samples_led_by_its_name(remote, capsys):
    assert main(["monitor", "--remote", REMOTE, "--remote-program", remote.program, "--seconds", "0.5",
                 "--interval", "0.25", "--json"]) == 0
    samples = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(samples) == 2 and all(sample["host"] == REMOTE and sample["cpu"] for sample in samples)


@pytest.mark.parametrize("host, program, said", [
    (REMOTE, "/nowhere/dl-dashboard", f"{REMOTE} has no /nowhere/dl-dashboard command: install dl-dashboard there"),
    (WRONG_KEY, None, f"{WRONG_KEY} refused the login: the app logs in with your ssh keys only, never a password; "
                      f"run `ssh {WRONG_KEY}` in a terminal"),
    (UNKNOWN_HOST_KEY, None, f"ssh does not know {UNKNOWN_HOST_KEY}'s host key yet \\(or it changed\\): run "
                             f"`ssh {UNKNOWN_HOST_KEY}` in a terminal"),
    (NOBODY_LISTENS, None, f"could not reach {NOBODY_LISTENS} over ssh: .*Connection refused"),
])
def test_a_machine_that_cannot_be_reached_is_said_with_what_to_do(remote, capsys, host, program, said):
    import re

    assert main(["specs", "--remote", host, "--remote-program", program or remote.program]) == 2
    error = capsys.readouterr().err
    assert re.search(said, error), error
    assert "Traceback" not in error


def test_a_remote_of_another_version_is_refused_before_it_runs_anything(remote, tmp_path, capsys):
    old = tmp_path / "old-dl-dashboard"
    old.write_text('#!/bin/sh\necho \'{"type": "hello", "version": "0.0.9", "protocol": 1, "host": "old", '
                   '"python": "3", "program": "dl-dashboard"}\'\ncat > /dev/null\n')
    old.chmod(0o755)
    assert main(["specs", "--remote", REMOTE, "--remote-program", str(old)]) == 2
    assert f"{REMOTE} runs dl-dashboard 0.0.9, this window" in capsys.readouterr().err


def test_a_run_on_the_remote_streams_its_events_and_is_saved_there(remote, local_data, capsys):
    """`train --remote`: events as they come, the run saved on the remote, and copied here as it streams in."""
    before = set(list_runs(remote.data / "runs"))  # the session's remote may hold other tests' runs
    assert main(["train", "--remote", REMOTE, "--remote-program", remote.program, "--model", "simple-cnn",
                 "--dataset", "shapes", "--batch-size", "16", "--steps", "3", "--offline", "--json"]) == 0
    events = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [event["event"] for event in events[:2]] == ["info", "step"] and events[-1]["event"] == "summary"
    [folder] = set(list_runs(remote.data / "runs")) - before  # saved on the remote machine, where it trained
    assert events[-1]["status"] == "completed" and events[-1]["run_dir"] == f"{REMOTE}:{folder}"
    [copy] = list_runs(local_data / "runs")  # and copied here as it streamed in: the same events
    assert read_run(copy).status == "completed" and events[-1]["copy_dir"] == str(copy)
    assert read_run(copy).training_events() == read_run(folder).training_events()


def test_a_dropped_link_leaves_the_run_going_on_there_and_following_it_again_fetches_the_rest(remote, local_data):
    """The window's ChildRun over ssh, its ssh process killed mid-run as a dropped link ends it: the copy here keeps
    what arrived and says where the run goes on; the remote run trains on to its end and saves itself there; and
    FollowRun (the Training lab's Reattach) brings the rest into the copy, the same events as the remote's."""
    from dashboard.training.follow import FollowRun

    before = set(list_runs(remote.data / "runs"))
    run = ChildRun(CONFIG.with_length("steps", 150), machine=Machine(REMOTE, remote.program))
    received = []
    with pytest.raises(UserError, match="killed by signal 9"):
        for event in run:
            received.append(event)
            if isinstance(event, StepMetrics):
                ssh = [child for child in _children() if child.name() == "ssh"]
                assert len(ssh) == 1
                os.kill(ssh[0].pid, signal.SIGKILL)
    [there] = set(list_runs(remote.data / "runs")) - before
    copy = run.path
    assert copy is not None and copy.parent == local_data / "runs" and read_run(copy).status == "interrupted"
    said = read_run(copy).document["message"]
    assert f"The link to {REMOTE} dropped" in said and f"The run goes on on {REMOTE}, saved in {there}" in said
    assert read_run(copy).document["machine"]["folder"] == str(there) == str(run.remote_path)
    follow = FollowRun(copy)
    events = list(follow)  # while it trains there, or after: the same request
    assert events[:len(received)] == received and isinstance(events[-1], RunSummary)
    assert events[-1].status == "completed" and read_run(there).status == "completed"  # it went on to its end
    assert read_run(copy).status == "completed"
    assert read_run(copy).training_events() == read_run(there).training_events()
    assert list(FollowRun(copy)) == read_run(copy).training_events()  # followed once more: nothing new, no wait


def _children():
    import psutil

    return psutil.Process().children()


def test_sweep_remote_measures_there_and_prints_here(remote, capsys):
    assert main(["sweep", "--remote", REMOTE, "--remote-program", remote.program, "--model", "simple-cnn",
                 "--dataset", "shapes", "--batch-sizes", "4", "--seconds-per-point", "0.1", "--offline",
                 "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    [point] = document["points"]
    assert point["status"] == "ok" and point["batch_size"] == 4
    assert document["saved_in"].startswith(str(remote.data / "experiments"))


def test_the_windows_remote_option_goes_before_no_command_and_a_bad_host_is_refused(capsys):
    assert main(["--remote", "gpu-server", "specs"]) == 2
    assert "give them without a command" in capsys.readouterr().err
    assert main(["--remote", "-oProxyCommand=x"]) == 2
    assert main(["specs", "--remote-program", "/opt/dl-dashboard"]) == 2
    assert "--remote-program goes with --remote HOST" in capsys.readouterr().err


def test_the_remote_benchmarks_need_a_host_and_the_others_refuse_one(capsys):
    assert main(["bench", "remote"]) == 2
    assert main(["bench", "watching"]) == 2
    assert main(["bench", "sampler", "--remote", "gpu-server"]) == 2
    assert capsys.readouterr().err.count("--remote HOST goes with bench remote and bench watching") == 3


def test_lesson_run_remote_measures_the_lesson_there_and_reads_it_here(remote, capsys):
    assert main(["lesson", "run", "batch-size", "--size", "tiny", "--remote", REMOTE, "--remote-program",
                 remote.program, "--json"]) == 0
    outcome = json.loads(capsys.readouterr().out)
    assert outcome["lesson"] == "batch-size" and outcome["status"] == "completed"
    assert outcome["points"] and outcome["takeaway"]


def test_an_agent_killed_on_the_remote_is_said_as_killed_there(remote):
    """The OOM killer on the server: the run ends with the signal and the machine named, not as a dropped link."""
    import psutil

    run = ChildRun(CONFIG.with_length("steps", 100_000), machine=Machine(REMOTE, remote.program))
    with pytest.raises(UserError, match=f"was killed by signal 9 on {REMOTE}"):
        for event in run:
            if isinstance(event, StepMetrics):
                [agent] = [process for process in psutil.process_iter(["cmdline"])  # the agent this sshd started
                           if process.info["cmdline"] and process.info["cmdline"][-1:] == ["agent"]
                           and "exit $?" in " ".join(process.parent().cmdline())
                           and process.environ().get("DL_DASHBOARD_DATA_DIR") == str(remote.data)]
                agent.kill()
