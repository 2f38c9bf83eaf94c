"""A person's own model, from a Python file, profiled like the lab's: in a child process, with a time limit.

The file is the user's code: importing it and building the model may do anything, hang or crash. So it runs in a
child process (``model_file_child.py``, as ``dl-dashboard agent --model-file``) in a session of its own
(``process_group.py``: every process the file starts is ended with it), which imports the file, builds the
class with no arguments, traces one training step as the lab's models are traced (``profile.py``) and prints the
profile as one JSON line. The parent waits at most ``timeout_s`` and turns every failure into one sentence: no such
file, no such class, a constructor that raised, a model that does not run on the input shape given, a time-out.

The model takes a float tensor of shape (batch, *input_shape) and returns class logits (batch, classes); the step is
the lab's (cross entropy, the optimizer chosen), in the precision chosen.
"""

from __future__ import annotations

import ast
import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dashboard.advisor import process_group
from dashboard.errors import UserError, first_line

if TYPE_CHECKING:
    from dashboard.advisor.profile import ModelProfile

FILE_PREFIX = "file:"
DEFAULT_TIMEOUT_S = 120.0
"""Importing the file, building the model and tracing two small steps: seconds for the torchvision models."""
MAX_INPUT_VALUES = 50_000_000
"""Values in one sample's input (200 MB in fp32): the real-tensor trace holds a few samples."""


def parse_input_shape(text: str) -> tuple[int, ...]:
    """"3,224,224" as (3, 224, 224): one sample's input shape, each size a whole number from 1."""
    try:
        shape = tuple(int(part) for part in text.replace("x", ",").split(","))
    except ValueError:
        raise UserError(f"input shape '{text}' is not allowed: give whole numbers separated by commas, e.g. "
                        "3,224,224") from None
    values = 1
    for size in shape:
        values *= size
    if not shape or min(shape) < 1 or values > MAX_INPUT_VALUES:
        raise UserError(f"input shape '{text}' is not allowed: give sizes of at least 1, at most "
                        f"{MAX_INPUT_VALUES:,} values in all")
    return shape


@dataclass(frozen=True)
class ModelFile:
    """A class in a Python file, and the input it takes: what `advise --model-file` names."""

    path: Path
    class_name: str
    input_shape: tuple[int, ...] = (3, 224, 224)
    classes: int = 1000
    timeout_s: float = DEFAULT_TIMEOUT_S

    @property
    def name(self) -> str:
        return FILE_PREFIX + self.class_name

    def profile(self, precision: str) -> ModelProfile:
        return profile_model_file(self.path, self.class_name, self.input_shape, classes=self.classes,
                                  precision=precision, timeout_s=self.timeout_s)


def profile_model_file(path: Path, class_name: str, input_shape: tuple[int, ...], *, classes: int = 1000,
                       precision: str = "fp32", timeout_s: float = DEFAULT_TIMEOUT_S) -> ModelProfile:
    """The profile of ``class_name`` from ``path``, made in a child process; UserError saying what went wrong."""
    from dashboard.advisor.profile import ModelProfile
    from dashboard.protocol.transport import HERE, agent_command
    from dashboard.typed_json import WrongType, record_from_json

    path = Path(path).expanduser()
    if not path.is_file():
        raise UserError(f"model file {path} does not exist (or is not a file)")
    if not class_name.isidentifier():
        raise UserError(f"model class '{class_name}' is not a Python name")
    command = [*agent_command(HERE), "--model-file", str(path.resolve()), class_name,
               ",".join(map(str, input_shape)), str(classes), precision]
    try:  # in a session of its own: whatever the file starts ends with it, however it ends
        done = process_group.run(command, timeout_s)
    except subprocess.TimeoutExpired:
        raise UserError(f"{path.name}: building and tracing {class_name} did not finish in {timeout_s:g} s "
                        "(a constructor that waits or loads data? raise the limit with --model-timeout)") from None
    except process_group.Stopped:
        raise UserError(f"{path.name}: stopped before {class_name} was traced") from None
    answer = _last_json_line(done.stdout)
    if answer is None:
        last = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        raise UserError(f"{path.name}: the model process ended without a result: {last}")
    if "error" in answer:
        raise UserError(f"{path.name}: {answer['error']}")
    try:
        profile: ModelProfile = record_from_json(ModelProfile, answer.get("profile"), where="profile")
    except WrongType as err:
        raise UserError(f"{path.name}: the model process answered something unreadable ({err})") from None
    return profile


def module_classes(path: Path) -> list[str]:
    """The classes a Python file defines at its top level, read without running it (the user's code runs only in
    the child process): those that name a Module among their bases first. UserError if it cannot be read."""
    path = Path(path).expanduser()
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except OSError as err:
        raise UserError(f"model file {path} cannot be read: {err.strerror or err}") from None
    except (SyntaxError, ValueError) as err:
        raise UserError(f"{path.name} is not Python that parses: {first_line(err)}") from None
    classes = [node for node in tree.body if isinstance(node, ast.ClassDef)]

    def is_module(node: ast.ClassDef) -> bool:
        return any("Module" in ast.unparse(base) for base in node.bases)

    return [node.name for node in sorted(classes, key=lambda node: not is_module(node))]


def _last_json_line(output: str) -> dict[str, object] | None:
    """The child's answer: its last line that is a JSON object (the user's code may print before it)."""
    for line in reversed(output.splitlines()):
        try:
            value = json.loads(line)
        except ValueError:
            continue
        if isinstance(value, dict):
            return value
    return None
