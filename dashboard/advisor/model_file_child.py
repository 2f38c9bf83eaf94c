"""The child process of ``model_file.py``: imports a person's model file, builds the class and traces one step.

It runs as ``dl-dashboard agent --model-file PATH CLASS SHAPE CLASSES PRECISION`` (the app's one child entry point,
so a packaged app runs it too) and prints one JSON line: ``{"profile": ...}`` or ``{"error": "one sentence"}``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from dataclasses import dataclass

import torch
from torch import nn

from dashboard.advisor.model_file import FILE_PREFIX, parse_input_shape
from dashboard.advisor.model_step import ModelConfig
from dashboard.advisor.process_group import watch_parent
from dashboard.advisor.profile import profile_config
from dashboard.errors import UserError, first_line
from dashboard.training.choices import ModelSpec


def _import_class(path: str, class_name: str) -> type[nn.Module]:
    import importlib.util
    import inspect

    spec = importlib.util.spec_from_file_location("dl_dashboard_user_model", path)
    if spec is None or spec.loader is None:
        raise UserError(f"{path} cannot be imported as Python (it must end in .py)")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses and pickling look their module up here
    try:
        spec.loader.exec_module(module)
    except Exception as err:
        raise UserError(f"importing it raised {first_line(err, 300)}") from err
    found = getattr(module, class_name, None)
    if not (inspect.isclass(found) and issubclass(found, nn.Module)):
        modules = sorted(name for name, value in vars(module).items()
                         if inspect.isclass(value) and issubclass(value, nn.Module)
                         and value.__module__ == module.__name__)
        defined = f"it defines {', '.join(modules)}" if modules else "it defines no nn.Module subclass"
        raise UserError(f"no nn.Module class named {class_name} in it: {defined}")
    return found


@dataclass(frozen=True)
class FileModelConfig(ModelConfig):
    """What profile.py traces, for a class from a file: built with no arguments, fed float inputs of a shape."""

    path: str = ""
    class_name: str = ""
    input_shape: tuple[int, ...] = ()

    @classmethod
    def of(cls, path: str, class_name: str, input_shape: tuple[int, ...], num_classes: int,
           precision: str) -> FileModelConfig:
        image = len(input_shape) == 3
        return cls(FILE_PREFIX + class_name, precision, "full", input_shape[-1] if image else None,
                   input_shape[0] if image else None, num_classes, path=path, class_name=class_name,
                   input_shape=input_shape)

    def spec(self) -> ModelSpec:
        return ModelSpec(self.model, "image", "", self.in_channels, self.resolution, False)

    def build(self) -> nn.Module:
        """The model, as its constructor makes it: on fake tensors too, where a constructor that reads a value back
        fails and the trace is made on real ones (``check_constructor`` has said any other failure already)."""
        return _import_class(self.path, self.class_name)()

    def check_constructor(self) -> None:
        """UserError in one line when the file does not import, has no such class, or its constructor raises."""
        cls = _import_class(self.path, self.class_name)
        try:
            cls()
        except Exception as err:  # the user's constructor: any error is said in one line
            raise UserError(f"{self.class_name}() raised {first_line(err, 300)} (the advisor builds the model with no "
                            "arguments: give every argument a default)") from err

    def batch(self, batch_size: int) -> tuple[torch.Tensor, torch.Tensor]:
        return torch.rand(batch_size, *self.input_shape), torch.randint(0, self.num_classes, (batch_size,))


def child(arguments: list[str]) -> int:
    """Print the profile of the model as one JSON line ({"profile": ...} or {"error": "..."}); exit 0 either way."""
    parser = argparse.ArgumentParser(prog="dl-dashboard agent --model-file")
    parser.add_argument("path")
    parser.add_argument("class_name")
    parser.add_argument("input_shape")
    parser.add_argument("classes", type=int)
    parser.add_argument("precision")
    args = parser.parse_args(arguments)
    watch_parent()  # the parent gone (killed, even): this process and all the file started end at once
    config = FileModelConfig.of(args.path, args.class_name, parse_input_shape(args.input_shape), args.classes,
                                args.precision)
    try:
        config.check_constructor()  # the import, the class and its constructor: said before any tracing
        answer: dict[str, object] = {"profile": dataclasses.asdict(profile_config(config))}
    except UserError as err:
        answer = {"error": str(err)}
    print(json.dumps(answer), flush=True)
    return 0
