"""What a training run is asked to do, and the checks that refuse a bad request before anything starts."""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from typing import Any

from dashboard.errors import UserError
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.choices import (
    ATTENTION_KINDS,
    DATASET_NAMES,
    DATASET_SPECS,
    FREEZE_MODES,
    MODEL_CHOICES,
    OPTIMIZERS,
    PRECISIONS,
    TRANSFER_MODELS,
    default_dataset,
    model_spec,
    spec_for,
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
MAX_PROCESSES = 64
"""The most data-parallel processes one machine may start (the CPU's cores, or its GPUs, bound it lower)."""


class ConfigError(UserError):
    """A configuration a person can fix; the message says what was wrong and what is allowed (in the reader's
    language where a window asks: English on the command line and from the window's training process)."""


SETTING_NAMES = {
    "batch_size": QT_TRANSLATE_NOOP("Training", "batch size"), "epochs": QT_TRANSLATE_NOOP("Training", "epochs"),
    "steps": QT_TRANSLATE_NOOP("Training", "steps"), "seed": QT_TRANSLATE_NOOP("Training", "seed"),
    "threads": QT_TRANSLATE_NOOP("Training", "threads"),
    "processes": QT_TRANSLATE_NOOP("Training", "processes"),
    "workers": QT_TRANSLATE_NOOP("Training", "data-loader workers"),
    "resolution": QT_TRANSLATE_NOOP("Training", "resolution"),
    "train_size": QT_TRANSLATE_NOOP("Training", "training samples"),
    "val_size": QT_TRANSLATE_NOOP("Training", "validation samples"),
    "seq_len": QT_TRANSLATE_NOOP("Training", "sequence length"),
    "warmup_steps": QT_TRANSLATE_NOOP("Training", "warm-up steps"),
    "report_every": QT_TRANSLATE_NOOP("Training", "report interval"),
}
"""How a refusal names a whole-number setting."""


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
    processes: int = 1
    """Data-parallel processes on this machine (DistributedDataParallel under torchrun): each trains
    ``batch_size`` samples per step, so the global batch is ``batch_size * processes``; on CUDA, process N uses
    cuda:N."""
    attention: str = "fused"
    """How tiny-gpt computes attention: "fused" (``scaled_dot_product_attention``) or "plain" (the formula)."""

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
            raise ConfigError(fill(translate("Training", "unknown length unit '{unit}': choose one of {choices}"),
                                   unit=unit, choices=_choices(LENGTH_UNITS)))
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
    if devices is None:  # the CPU is always there: no torch import (seconds) to say so
        devices = ["cpu"] if config.device == "cpu" else available_devices()
    for name in ("model", "dataset", "device", "precision", "optimizer", "freeze", "attention"):
        if not isinstance(getattr(config, name), str):
            raise ConfigError(fill(translate("Training", "{name} {value} is not allowed: give its name as text"),
                                   name=name, value=repr(getattr(config, name))))
    if model_spec(config.model) is None:
        raise ConfigError(fill(translate("Training", "unknown model {value}: choose one of {choices}"),
                               value=repr(config.model), choices=_choices(MODEL_CHOICES)))
    _check_choice(translate("Training", "unknown dataset {value}: choose one of {choices}"), config.dataset,
                  DATASET_NAMES)
    text_model = spec_for(config.model).kind == "text"
    text_data = DATASET_SPECS[config.dataset].kind == "text"
    if text_model != text_data:
        raise ConfigError(fill(translate("Training", "model '{model}' cannot train on '{dataset}': use python-text")
                               if text_model else
                               translate("Training", "model '{model}' cannot train on '{dataset}': use an image "
                                                     "dataset (shapes, mnist, fashion-mnist, cifar10)"),
                               model=config.model, dataset=config.dataset))
    _check_whole("batch_size", config.batch_size, 1, MAX_BATCH_SIZE)
    lr = config.learning_rate
    if isinstance(lr, bool) or not isinstance(lr, (int, float)) or not 0 < lr <= MAX_LEARNING_RATE:  # NaN too
        raise ConfigError(fill(translate("Training", "learning rate {value} is not allowed: use a finite number "
                                                     "greater than 0 and at most {highest} (e.g. 0.001)"),
                               value=repr(lr), highest=f"{MAX_LEARNING_RATE:g}"))
    if config.steps is None and config.epochs is None:
        raise ConfigError(translate("Training", "say how long to train: a number of epochs or of steps"))
    for name in LENGTH_UNITS:
        if getattr(config, name) is not None:
            _check_whole(name, getattr(config, name), 1, MAX_LENGTH)
    _check_whole("seed", config.seed, 0, MAX_SEED)
    _check_choice(translate("Training", "device {value} is not available here: choose one of {choices}"),
                  config.device, devices)
    _check_choice(translate("Training", "unknown precision {value}: choose one of {choices}"), config.precision,
                  PRECISIONS)
    _check_precision(config.precision, config.device)
    _check_choice(translate("Training", "unknown optimizer {value}: choose one of {choices}"), config.optimizer,
                  OPTIMIZERS)
    _check_choice(translate("Training", "unknown freeze mode {value}: choose one of {choices}"), config.freeze,
                  FREEZE_MODES)
    if config.freeze != "full" and config.model not in TRANSFER_MODELS:
        raise ConfigError(fill(translate("Training", "freezing needs a pretrained backbone: choose {models}, or "
                                                     "freeze mode 'full'"), models=_choices(TRANSFER_MODELS)))
    _check_choice(translate("Training", "unknown attention {value}: choose one of {choices}"), config.attention,
                  ATTENTION_KINDS)
    if config.attention != "fused" and not spec_for(config.model).attention:
        raise ConfigError(fill(translate("Training", "attention '{attention}' applies to tiny-gpt only: for {model} "
                                                     "use 'fused'"),
                               model=config.model, attention=config.attention))
    cores = os.cpu_count() or 1
    if config.threads is not None:
        _check_whole("threads", config.threads, 1, cores,
                     translate("Training", "{name} {value} is not allowed: use a whole number from {low:,.0f} to "
                                           "{high:,.0f} (this machine's logical cores)"))
    _check_whole("workers", config.workers, 0, 4 * cores)
    _check_processes(config.processes, config.device, cores)
    if config.resolution is not None:
        _check_whole("resolution", config.resolution, MIN_RESOLUTION, MAX_RESOLUTION,
                     translate("Training", "{name} {value} px is not allowed: use a whole number from {low:,.0f} to "
                                           "{high:,.0f} px"))
    _check_saved_fields(config)
    return config


def check_batch_in_samples(config: TrainConfig) -> None:
    """A training run's batch against the samples it draws, at most ``train_size`` shared by its processes: said
    before torch and the dataset load (seconds). A dataset can hold fewer: the engine checks again once it is
    loaded. (A sweep times steps on its data however large the batch; only a run must fit an epoch.)"""
    if config.batch_size > config.train_size // config.processes:
        raise batch_exceeds_samples(config.batch_size, config.train_size // config.processes, config.dataset)


def batch_exceeds_samples(batch: int, samples: int, dataset: str) -> ConfigError:
    """A batch larger than one process's share of the training samples: no step could be drawn."""
    return ConfigError(fill(translate("Training", "batch size {batch} is larger than the {samples} training samples "
                                                  "of '{dataset}': use at most {samples}"),
                            batch=batch, samples=samples, dataset=dataset))


def _check_choice(refusal: str, value: str, choices: tuple[str, ...] | list[str]) -> None:
    """``value`` is one of ``choices``, or ConfigError with ``refusal`` (a template of {value} and {choices})."""
    if value not in choices:
        raise ConfigError(fill(refusal, value=repr(value), choices=_choices(choices)))


def _check_whole(setting: str, value: object, low: int, high: int, refusal: str | None = None) -> None:
    """A whole number from ``low`` to ``high``, or ConfigError saying so (True is not a number here); ``refusal``
    is the template of that, when the setting has more to say than the usual one."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        refusal = refusal or translate("Training", "{name} {value} is not allowed: use a whole number from "
                                                   "{low:,.0f} to {high:,.0f}")
        raise ConfigError(fill(refusal, name=translate("Training", SETTING_NAMES[setting]), value=repr(value),
                               low=low, high=high))


def _check_saved_fields(config: TrainConfig) -> None:
    """The fields the form does not show: a config read back from JSON (a saved run, the window's child) can
    hold any value in them."""
    for name in ("channels_last", "pin_memory", "data_on_device", "allow_download"):
        if not isinstance(getattr(config, name), bool):
            raise ConfigError(fill(translate("Training", "{name} {value} is not allowed: use true or false"),
                                   name=name.replace("_", " "), value=repr(getattr(config, name))))
    _check_whole("train_size", config.train_size, 1, MAX_SAMPLES)
    _check_whole("val_size", config.val_size, 1, MAX_SAMPLES)
    _check_whole("seq_len", config.seq_len, 1, MAX_SEQ_LEN)
    _check_whole("warmup_steps", config.warmup_steps, 0, MAX_LENGTH)
    _check_whole("report_every", config.report_every, 1, MAX_LENGTH)


def _check_processes(processes: object, device: str, cores: int) -> None:
    """Data parallelism runs on the CPU (gloo, one process per core at most) and on CUDA (NCCL, one per GPU)."""
    if processes == 1:
        return
    if device == "mps":
        raise ConfigError(translate("Training", "data-parallel training runs on the CPU or on CUDA GPUs: on mps "
                                                "use 1 process"))
    if device.startswith("cuda"):
        import torch

        _check_whole("processes", processes, 1, min(MAX_PROCESSES, torch.cuda.device_count()),
                     translate("Training", "{name} {value} is not allowed: use a whole number from {low:,.0f} to "
                                           "{high:,.0f} (one per GPU of this machine)"))
        return
    _check_whole("processes", processes, 1, min(MAX_PROCESSES, cores),
                 translate("Training", "{name} {value} is not allowed: use a whole number from {low:,.0f} to "
                                       "{high:,.0f} (this machine's logical cores)"))


def _check_precision(precision: str, device: str) -> None:
    if precision == "fp16" and not device.startswith("cuda"):
        raise ConfigError(fill(translate("Training", "fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: "
                                                     "on {device} use fp32 or bf16") if device == "cpu" else
                               translate("Training", "fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: "
                                                     "on {device} use fp32"), device=device))
    if precision == "bf16":
        if device == "mps":
            raise ConfigError(translate("Training", "bf16 autocast is offered on cpu and CUDA: on mps use fp32"))
        if device.startswith("cuda") and not _cuda_has_bf16():
            raise ConfigError(fill(translate("Training", "{device} does not support bf16 (it needs an Ampere or newer "
                                                         "GPU): use fp16 or fp32"), device=device))


def _cuda_has_bf16() -> bool:
    import torch  # only for a CUDA device: on the CPU the checks above answer without it (seconds to import)

    return bool(torch.cuda.is_bf16_supported())
