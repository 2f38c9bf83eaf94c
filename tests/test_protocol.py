"""The protocol between a window and `dl-dashboard agent` (dashboard.protocol): every message type survives a line
of JSON, lines that are not messages are refused in words, and a hello from another version is refused with what to
install. Over a real ssh link: test_remote."""

from __future__ import annotations

import math
import sys

import pytest

from dashboard import __version__
from dashboard.errors import UserError
from dashboard.protocol import transport
from dashboard.protocol.conversation import Conversation
from dashboard.protocol.messages import (
    PROTOCOL,
    Control,
    Error,
    Event,
    EventName,
    Hello,
    ProtocolError,
    Request,
    Sample,
    check_hello,
    decode,
    encode,
)
from dashboard.protocol.transport import Machine, agent_command, ssh_failure
from dashboard.training.child import RemoteControl

MESSAGES = [
    Hello.here(),
    Request("train", {"model": "simple-cnn", "batch_size": 16}),
    Request("sweep", {"title": "t"}, saved=False),
    Request("monitor", {"interval": 0.5}),
    Control("pause"), Control("resume"), Control("stop"),
    *(Event(name, {"step": 3, "loss": 0.25}) for name in EventName),
    Sample({"timestamp": 1.5, "cpu": {"percent": 12.0}}),
    Error("batch 65,536 does not fit", {"template": "x"}, {"run_dir": "/runs/a"}),
    Error("plain"),
]


@pytest.mark.parametrize("message", MESSAGES, ids=lambda message: type(message).__name__)
def test_every_message_comes_back_from_its_line_as_it_was_sent(message):
    line = encode(message)
    assert "\n" not in line
    assert decode(line) == message


def test_an_event_is_the_run_files_record_and_a_measured_nan_goes_as_null():
    line = encode(Event(EventName.STEP, {"step": 1, "loss": math.nan}))
    assert decode(line) == Event(EventName.STEP, {"step": 1, "loss": None})
    assert decode('{"event": "step", "step": 1}').record() == {"event": "step", "step": 1}


def test_a_requests_settings_go_as_typed_so_the_agent_can_say_what_is_wrong():
    request = decode(encode(Request("train", {"learning_rate": math.nan})))
    assert isinstance(request, Request) and math.isnan(request.settings["learning_rate"])


@pytest.mark.parametrize("line, said", [
    ("not json", "not a message"),
    ("[1, 2]", "one JSON object"),
    ('{"type": "shout"}', "unknown message type 'shout'"),
    ('{"event": "dance"}', "unknown event 'dance'"),
    ('{"type": "control", "word": "jump"}', "pause, resume, stop"),
    ('{"type": "request", "feature": "mine bitcoin", "settings": {}}', "train, sweep, lesson, specs, monitor"),
    ('{"type": "hello", "version": 1, "protocol": "one", "host": "h", "python": "3"}', "version as text"),
    ('{"type": "control"}', "lacks a field"),
])
def test_a_line_that_is_not_a_message_is_refused_in_words(line, said):
    with pytest.raises(ProtocolError, match=said):
        decode(line)


def test_a_hello_from_another_version_says_which_versions_meet_and_what_to_install():
    other = Hello("0.0.9", PROTOCOL, "gpu-server", "3.11.2")
    with pytest.raises(ProtocolError) as refused:
        check_hello(other, "gpu-server")
    assert str(refused.value) == (f"gpu-server runs dl-dashboard 0.0.9, this window {__version__}: install the same "
                                  f"version there (pip install dl-dashboard=={__version__}), or run this version of "
                                  "the window")
    with pytest.raises(ProtocolError, match="protocol|version"):
        check_hello(Hello(__version__, PROTOCOL + 1, "h", "3"), "h")
    with pytest.raises(ProtocolError, match="did not answer as dl-dashboard agent does"):
        check_hello(Control("stop"), "h")
    assert check_hello(Hello.here(), "here") == Hello.here()


def test_a_conversation_with_an_agent_of_another_version_ends_before_any_request(monkeypatch, tmp_path):
    said = tmp_path / "said"
    hello = encode(Hello("0.0.9", PROTOCOL, "old", "3"))
    script = f"import sys; print({hello!r}, flush=True); open({str(said)!r}, 'w').write(sys.stdin.read())"
    monkeypatch.setattr(transport, "agent_command", lambda machine: [sys.executable, "-c", script])
    with pytest.raises(UserError, match="this machine runs dl-dashboard 0.0.9"):
        list(Conversation(Request("specs"), RemoteControl(), EventName.INVENTORY))
    assert said.read_text() == ""  # the request was never sent


def test_a_host_is_never_an_option_and_is_passed_to_ssh_after_its_options():
    for bad in ("-oProxyCommand=touch /tmp/x", "", "two words", "a;b", "x'y"):
        with pytest.raises(UserError, match="is not a host name"):
            Machine(bad)
    command = agent_command(Machine("user@gpu-server", "/opt/venv/bin/dl-dashboard"))
    assert command[0] == "ssh" and "BatchMode=yes" in command
    assert command[-3:] == ["--", "user@gpu-server", "sh -c '/opt/venv/bin/dl-dashboard agent; exit $?'"]
    assert agent_command(Machine())[-1] == "agent"


@pytest.mark.parametrize("returncode, stderr, said", [
    (127, ["bash: line 1: dl-dashboard: command not found"], "gpu has no dl-dashboard command: install"),
    (255, ["Host key verification failed."], "ssh does not know gpu's host key"),
    (255, ["root@127.0.0.1: Permission denied (publickey)."], "gpu refused the login: .* never a password"),
    (255, ["ssh: connect to host 10.0.0.5 port 22: Connection refused"], "could not reach gpu over ssh: ssh: connect"),
])
def test_why_ssh_failed_is_said_with_what_to_run_in_a_terminal(returncode, stderr, said):
    import re

    message = ssh_failure(Machine("gpu"), returncode, stderr)
    assert message is not None and re.search(said, message), message
    assert ssh_failure(Machine(), returncode, stderr) is None  # here, the agent says why itself


def test_every_child_process_is_the_agent_and_no_feature_starts_a_user_command(capsys):
    """Issue 33: the window's runs, sweeps and lessons, a data-parallel run's ranks (`agent --rank`) and a model
    file's profile (`agent --model-file`) are all `dl-dashboard agent`; the app's command line is built in the
    transport alone (and timed by the startup benchmark), and `train` has no hidden flags left."""
    from pathlib import Path

    import dashboard
    from dashboard.cli import main

    root = Path(dashboard.__file__).parent
    builders = sorted(path.relative_to(root).as_posix() for path in root.rglob("*.py")
                      if "program_command(" in path.read_text(encoding="utf-8"))
    assert builders == ["protocol/transport.py", "ui/selfbench/startup.py"]
    with pytest.raises(SystemExit):
        main(["train", "--help"])
    with pytest.raises(SystemExit):
        main(["agent", "--help"])
    said = capsys.readouterr().out
    assert "--config-json" not in said and "--control-stdin" not in said
    assert "--rank JSON" in said and "--model-file PATH CLASS SHAPE CLASSES PRECISION" in said
    assert main(["agent", "--rank", "{}"]) == 2  # not under torchrun: said, not run
    assert "how the data-parallel launcher starts its ranks" in capsys.readouterr().err
