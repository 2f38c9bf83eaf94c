"""Each setting of a run (a TrainConfig field) as the command line names it: one table, from which the commands make
their options and read them back into a TrainConfig (``dashboard.cli.common``), with TrainConfig's own defaults.

The Training lab's form binds its rows to the same field names (``dashboard.ui.training.form``); a test checks that
every field of TrainConfig is in this table or listed in NOT_ON_THE_COMMAND_LINE, and bound by the form or listed
there as not shown, so a new setting cannot reach one shell and not the other unnoticed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal

from dashboard.training.choices import (
    ATTENTION_KINDS,
    DATASET_NAMES,
    FREEZE_MODES,
    MODEL_NAMES,
    OPTIMIZERS,
    PRECISIONS,
)
from dashboard.training.config import MAX_BATCH_SIZE, MAX_RESOLUTION, MAX_SEED, MIN_RESOLUTION, TrainConfig

Kind = Literal["text", "int", "float", "switch", "off-switch"]
"""How the option is typed: a word, a whole number, a number, a flag that sets the field True, or one that sets it
False (``--offline`` for ``allow_download``)."""

_DEFAULTS = TrainConfig()


@dataclass(frozen=True)
class CommandOption:
    """A TrainConfig field as an option of the command line."""

    field: str
    flag: str
    help: str
    """English; "{default}" is the field's default."""
    kind: Kind = "text"

    @property
    def dest(self) -> str:
        """The argparse name of its value."""
        return self.flag.lstrip("-").replace("-", "_")

    @property
    def default(self) -> Any:
        """What the command line takes when the option is not given: TrainConfig's default (a switch is off)."""
        if self.kind in ("switch", "off-switch"):
            return False
        return None if self.field in OPTIONAL_ON_THE_COMMAND_LINE else getattr(_DEFAULTS, self.field)

    def said(self) -> str:
        return self.help.replace("{default}", str(getattr(_DEFAULTS, self.field)))

    def value(self, given: Any) -> Any:
        """The field's value from what the command line parsed."""
        return not given if self.kind == "off-switch" else given


def _listing(names: tuple[str, ...]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


MODEL_OPTIONS: tuple[CommandOption, ...] = (
    CommandOption("model", "--model", f"{_listing(MODEL_NAMES)} (default {{default}})"),
    CommandOption("dataset", "--dataset", f"{_listing(DATASET_NAMES)} (default: python-text for text models, shapes "
                                          "for image models)"),
    CommandOption("precision", "--precision", f"{_listing(PRECISIONS)} (fp16 needs CUDA; default {{default}})"),
    CommandOption("optimizer", "--optimizer", f"{_listing(OPTIMIZERS)} (sgd with momentum 0.9; default {{default}})"),
    CommandOption("freeze", "--freeze", f"transfer models: {_listing(FREEZE_MODES)} (default {{default}})"),
    CommandOption("attention", "--attention", f"tiny-gpt: {_listing(ATTENTION_KINDS)} (scaled_dot_product_attention, "
                                              "or the formula: matmul, mask, softmax, matmul; default {default})"),
    CommandOption("resolution", "--resolution", f"input size in pixels for image models, {MIN_RESOLUTION} to "
                                                f"{MAX_RESOLUTION}", "int"),
    CommandOption("threads", "--threads", "CPU threads for torch, 1 to this machine's logical cores (default: "
                                          "unchanged)", "int"),
    CommandOption("allow_download", "--offline", "never download datasets or weights", "off-switch"),
)
"""What to train: the options of every command that trains (train, sweep, maxbatch)."""

RUN_OPTIONS: tuple[CommandOption, ...] = (
    CommandOption("device", "--device", "cpu, cuda:N or mps (default {default})"),
    CommandOption("batch_size", "--batch-size", f"samples per step, 1 to {MAX_BATCH_SIZE:,} (default {{default}})",
                  "int"),
    CommandOption("learning_rate", "--lr", "learning rate (default {default})", "float"),
    CommandOption("channels_last", "--channels-last", "NHWC memory format", "switch"),
    CommandOption("workers", "--workers", "DataLoader worker processes (default {default})", "int"),
    CommandOption("pin_memory", "--pin-memory", "page-locked host memory for faster copies to CUDA", "switch"),
    CommandOption("data_on_device", "--data-on-device", "keep the whole dataset on the training device", "switch"),
    CommandOption("seed", "--seed", f"random seed, 0 to {MAX_SEED:,} (default {{default}})", "int"),
    CommandOption("processes", "--nproc", "processes on this machine, each training --batch-size samples per step: "
                                          "one per GPU (cuda:0, cuda:1, ...) or CPU processes of --threads each "
                                          "(default {default})", "int"),
)
"""How `train` runs it, besides its length (``--epochs`` or ``--steps``: TrainConfig.with_length)."""

LENGTH_FIELDS = ("epochs", "steps")
"""One or the other: ``--epochs N`` or ``--steps N`` (``TrainConfig.length``)."""

OPTIONAL_ON_THE_COMMAND_LINE = frozenset({"dataset", "resolution", "threads"})
"""Left out, these take what the model or the machine has (None, then the model's dataset or size)."""

NOT_ON_THE_COMMAND_LINE = frozenset({"train_size", "val_size", "seq_len", "warmup_steps", "report_every"})
"""Fixed by the lab: the built-in datasets' sizes and the engine's reporting (a saved run keeps them)."""


def config_from_options(given: dict[str, Any], **fields: Any) -> TrainConfig:
    """The TrainConfig of the options given (by their argparse names; those a command lacks keep TrainConfig's
    defaults), with ``fields`` on top."""
    from dashboard.training.choices import default_dataset

    values = {option.field: option.value(given[option.dest]) for option in (*MODEL_OPTIONS, *RUN_OPTIONS)
              if option.dest in given}
    values |= fields
    if values.get("dataset") is None:  # "" is refused by validate, not defaulted
        values["dataset"] = default_dataset(values.get("model", _DEFAULTS.model))
    return dataclasses.replace(_DEFAULTS, **values)


def argv_of(config: TrainConfig) -> list[str]:
    """The command-line options that make ``config`` (those equal to the default left out): a run said as `train`
    takes it."""
    argv: list[str] = []
    for option in (*MODEL_OPTIONS, *RUN_OPTIONS):
        value = getattr(config, option.field)
        if option.kind == "switch":
            argv += [option.flag] if value else []
        elif option.kind == "off-switch":
            argv += [] if value else [option.flag]
        elif value is not None and value != option.default:
            argv += [option.flag, repr(value) if option.kind == "float" else str(value)]
    unit, length = config.length
    return [*argv, f"--{unit}", str(length)]
