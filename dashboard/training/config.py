"""What a training run is asked to do, and the checks that refuse a bad request before anything starts."""

from __future__ import annotations

import dataclasses
import math
import os
from dataclasses import dataclass
from typing import Any

from dashboard.errors import UserError
from dashboard.training.choices import (
    DATASET_NAMES,
    DATASET_SPECS,
    FREEZE_MODES,
    MODEL_SPECS,
    OPTIMIZERS,
    PRECISIONS,
    TRANSFER_MODELS,
    default_dataset,
)

MAX_BATCH_SIZE = 65536
LENGTH_UNITS = ("epochs", "steps")
MAX_SEED = 2**31 - 1
"""The largest seed every shell can hold (a Qt spin box is a 32-bit int); torch, numpy and Python take any below."""


class ConfigError(UserError):
    """A configuration a person can fix; the message says what was wrong and what is allowed."""


@dataclass(frozen=True)
class TrainConfig:
    model: str = "simple-cnn"
    dataset: str = "shapes"
    device: str = "cpu"
    batch_size: int = 64
    epochs: int | None = 1
    steps: int | None = None
    """A step limit; when set, the run ends after this many optimizer steps even mid-epoch."""
    optimizer: str = "adam"
    learning_rate: float = 1e-3
    precision: str = "fp32"
    threads: int | None = None
    """torch intra-op threads for this run; None keeps the current setting."""
    channels_last: bool = False
    seed: int = 0
    freeze: str = "full"
    resolution: int | None = None
    """Input size in pixels for image models; None uses the model's default."""
    workers: int = 0
    pin_memory: bool = False
    data_on_device: bool = False
    """Keep the whole (built-in) dataset on the training device and slice batches there."""
    train_size: int = 6000
    val_size: int = 1000
    seq_len: int = 64
    warmup_steps: int = 5
    """Steps excluded from the steady-state throughput (allocator, autotuning, caches)."""
    report_every: int = 1
    allow_download: bool = True

    @classmethod
    def for_model(cls, model: str, dataset: str | None = None, **fields: Any) -> TrainConfig:
        """A config for ``model`` on ``dataset``, or on the model's default built-in dataset when it is None."""
        return cls(model=model, dataset=dataset or default_dataset(model), **fields)

    @property
    def length(self) -> tuple[str, int]:
        """How long the run is, as the form and the CLI say it: ("steps", n) with a step limit, else ("epochs", n)."""
        return ("steps", self.steps) if self.steps is not None else ("epochs", self.epochs or 1)

    def with_length(self, unit: str, value: int) -> TrainConfig:
        """This config trained for ``value`` epochs or steps (the other limit cleared)."""
        if unit not in LENGTH_UNITS:
            raise ConfigError(f"unknown length unit '{unit}': choose one of {_choices(LENGTH_UNITS)}")
        return dataclasses.replace(self, epochs=value if unit == "epochs" else None,
                                   steps=value if unit == "steps" else None)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TrainConfig:
        """Tolerates keys from newer or older versions: unknown ones are dropped, missing ones take defaults."""
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


def available_devices() -> list[str]:
    """Devices torch can train on here: cpu, every cuda:N, and mps on Apple Silicon."""
    from dashboard.hardware.software import torch_devices

    return list(torch_devices())


def _choices(values: tuple[str, ...] | list[str]) -> str:
    return ", ".join(values)


def validate(config: TrainConfig, devices: list[str] | None = None) -> TrainConfig:
    """Return the config if it can run here; raise ConfigError naming what is wrong and what is allowed."""
    devices = available_devices() if devices is None else devices
    if config.model not in MODEL_SPECS:
        raise ConfigError(f"unknown model '{config.model}': choose one of {_choices(list(MODEL_SPECS))}")
    if config.dataset not in DATASET_NAMES:
        raise ConfigError(f"unknown dataset '{config.dataset}': choose one of {_choices(DATASET_NAMES)}")
    text_model = MODEL_SPECS[config.model].kind == "text"
    text_data = DATASET_SPECS[config.dataset].kind == "text"
    if text_model != text_data:
        wanted = "python-text" if text_model else "an image dataset (shapes, mnist, fashion-mnist, cifar10)"
        raise ConfigError(f"model '{config.model}' cannot train on '{config.dataset}': use {wanted}")
    if not isinstance(config.batch_size, int) or not 1 <= config.batch_size <= MAX_BATCH_SIZE:
        raise ConfigError(f"batch size {config.batch_size!r} is not allowed: use a whole number from 1 to "
                          f"{MAX_BATCH_SIZE}")
    lr = config.learning_rate
    if not isinstance(lr, (int, float)) or math.isnan(lr) or math.isinf(lr) or lr <= 0:
        raise ConfigError(f"learning rate {lr!r} is not allowed: use a finite number greater than 0 (e.g. 0.001)")
    if config.steps is None and config.epochs is None:
        raise ConfigError("say how long to train: a number of epochs or of steps")
    for name in ("epochs", "steps"):
        value = getattr(config, name)
        if value is not None and (not isinstance(value, int) or value < 1):
            raise ConfigError(f"{name} {value!r} is not allowed: use a whole number of at least 1")
    if not isinstance(config.seed, int) or not 0 <= config.seed <= MAX_SEED:
        raise ConfigError(f"seed {config.seed!r} is not allowed: use a whole number from 0 to {MAX_SEED:,}")
    if config.device not in devices:
        raise ConfigError(f"device '{config.device}' is not available here: choose one of {_choices(devices)}")
    if config.precision not in PRECISIONS:
        raise ConfigError(f"unknown precision '{config.precision}': choose one of {_choices(PRECISIONS)}")
    _check_precision(config.precision, config.device)
    if config.optimizer not in OPTIMIZERS:
        raise ConfigError(f"unknown optimizer '{config.optimizer}': choose one of {_choices(OPTIMIZERS)}")
    if config.freeze not in FREEZE_MODES:
        raise ConfigError(f"unknown freeze mode '{config.freeze}': choose one of {_choices(FREEZE_MODES)}")
    if config.freeze != "full" and config.model not in TRANSFER_MODELS:
        raise ConfigError(f"freezing needs a pretrained backbone: choose {_choices(TRANSFER_MODELS)}, "
                          "or freeze mode 'full'")
    cores = os.cpu_count() or 1
    if config.threads is not None and not 1 <= config.threads <= cores:
        raise ConfigError(f"threads {config.threads!r} is not allowed: use 1 to {cores} (this machine's logical cores)")
    if config.workers < 0 or config.workers > 4 * cores:
        raise ConfigError(f"data-loader workers {config.workers!r} is not allowed: use 0 to {4 * cores}")
    if config.resolution is not None and not 16 <= config.resolution <= 512:
        raise ConfigError(f"resolution {config.resolution!r} px is not allowed: use 16 to 512")
    return config


def _check_precision(precision: str, device: str) -> None:
    import torch

    if precision == "fp16" and not device.startswith("cuda"):
        raise ConfigError(f"fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32"
                          + (" or bf16" if device == "cpu" else ""))
    if precision == "bf16":
        if device == "mps":
            raise ConfigError("bf16 autocast is offered on cpu and CUDA: on mps use fp32")
        if device.startswith("cuda") and not torch.cuda.is_bf16_supported():
            raise ConfigError(f"{device} does not support bf16 (it needs an Ampere or newer GPU): use fp16 or fp32")
