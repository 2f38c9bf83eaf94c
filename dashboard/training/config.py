"""What a training run is asked to do, and the checks that refuse a bad request before anything starts."""

from __future__ import annotations

import dataclasses
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
MAX_LENGTH = 10_000_000
"""The most epochs or steps a run may ask for (the form's spin box); more would never end."""
MAX_SEED = 2**31 - 1
"""The largest seed every shell can hold (a Qt spin box is a 32-bit int); torch, numpy and Python take any below."""
MAX_LEARNING_RATE = 10.0
"""The form's ceiling: beyond it every optimizer here diverges at the first step."""
MIN_RESOLUTION, MAX_RESOLUTION = 16, 512
MAX_SAMPLES = 10_000_000
"""Training or validation samples a run may generate or draw (a saved config could ask for any number)."""
MAX_SEQ_LEN = 4096


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
    for name in ("model", "dataset", "device", "precision", "optimizer", "freeze"):
        if not isinstance(getattr(config, name), str):
            raise ConfigError(f"{name} {getattr(config, name)!r} is not allowed: give its name as text")
    if config.model not in MODEL_SPECS:
        raise ConfigError(f"unknown model {config.model!r}: choose one of {_choices(list(MODEL_SPECS))}")
    if config.dataset not in DATASET_NAMES:
        raise ConfigError(f"unknown dataset {config.dataset!r}: choose one of {_choices(DATASET_NAMES)}")
    text_model = MODEL_SPECS[config.model].kind == "text"
    text_data = DATASET_SPECS[config.dataset].kind == "text"
    if text_model != text_data:
        wanted = "python-text" if text_model else "an image dataset (shapes, mnist, fashion-mnist, cifar10)"
        raise ConfigError(f"model '{config.model}' cannot train on '{config.dataset}': use {wanted}")
    _check_whole("batch size", config.batch_size, 1, MAX_BATCH_SIZE)
    lr = config.learning_rate
    if isinstance(lr, bool) or not isinstance(lr, (int, float)) or not 0 < lr <= MAX_LEARNING_RATE:  # NaN too
        raise ConfigError(f"learning rate {lr!r} is not allowed: use a finite number greater than 0 and at most "
                          f"{MAX_LEARNING_RATE:g} (e.g. 0.001)")
    if config.steps is None and config.epochs is None:
        raise ConfigError("say how long to train: a number of epochs or of steps")
    for name in LENGTH_UNITS:
        if getattr(config, name) is not None:
            _check_whole(name, getattr(config, name), 1, MAX_LENGTH)
    _check_whole("seed", config.seed, 0, MAX_SEED)
    if config.device not in devices:
        raise ConfigError(f"device {config.device!r} is not available here: choose one of {_choices(devices)}")
    if config.precision not in PRECISIONS:
        raise ConfigError(f"unknown precision {config.precision!r}: choose one of {_choices(PRECISIONS)}")
    _check_precision(config.precision, config.device)
    if config.optimizer not in OPTIMIZERS:
        raise ConfigError(f"unknown optimizer {config.optimizer!r}: choose one of {_choices(OPTIMIZERS)}")
    if config.freeze not in FREEZE_MODES:
        raise ConfigError(f"unknown freeze mode {config.freeze!r}: choose one of {_choices(FREEZE_MODES)}")
    if config.freeze != "full" and config.model not in TRANSFER_MODELS:
        raise ConfigError(f"freezing needs a pretrained backbone: choose {_choices(TRANSFER_MODELS)}, "
                          "or freeze mode 'full'")
    cores = os.cpu_count() or 1
    if config.threads is not None:
        _check_whole("threads", config.threads, 1, cores, why=" (this machine's logical cores)")
    _check_whole("data-loader workers", config.workers, 0, 4 * cores)
    if config.resolution is not None:
        _check_whole("resolution", config.resolution, MIN_RESOLUTION, MAX_RESOLUTION, " px")
    _check_saved_fields(config)
    return config


def _check_whole(name: str, value: object, low: int, high: int, unit: str = "", why: str = "") -> None:
    """A whole number from ``low`` to ``high``, or ConfigError saying so (True is not a number here)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigError(f"{name} {value!r}{unit} is not allowed: use a whole number from {low:,} to {high:,}{unit}"
                          f"{why}")


def _check_saved_fields(config: TrainConfig) -> None:
    """The fields the form does not show: a config read back from JSON (a saved run, the window's child) can
    hold any value in them."""
    for name in ("channels_last", "pin_memory", "data_on_device", "allow_download"):
        if not isinstance(getattr(config, name), bool):
            raise ConfigError(f"{name.replace('_', ' ')} {getattr(config, name)!r} is not allowed: use true or false")
    _check_whole("training samples", config.train_size, 1, MAX_SAMPLES)
    _check_whole("validation samples", config.val_size, 1, MAX_SAMPLES)
    _check_whole("sequence length", config.seq_len, 1, MAX_SEQ_LEN)
    _check_whole("warm-up steps", config.warmup_steps, 0, MAX_LENGTH)
    _check_whole("report interval", config.report_every, 1, MAX_LENGTH)


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
