"""One training step and the device facts around it, shared by the engine and the sweep's throughput probe.

Kept apart from the loop so both time exactly the same work: forward under autocast, backward (scaled for fp16),
optimizer update; and the validation pass the loop runs after each epoch.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import psutil
import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
from torch import nn

from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.models import set_train_mode


def synchronize(device: torch.device) -> None:
    """Wait for queued GPU work, so a clock read afterwards measures it (a no-op on the CPU)."""
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    elif device.type == "mps":
        torch.mps.synchronize()


def device_memory(device: torch.device) -> tuple[int | None, int | None, int | None]:
    """(allocated, reserved, peak) tensor memory on an accelerator; CPU runs report process RSS instead."""
    if device.type == "cuda":
        return (torch.cuda.memory_allocated(device), torch.cuda.memory_reserved(device),
                torch.cuda.max_memory_allocated(device))
    if device.type == "mps":
        return torch.mps.current_allocated_memory(), torch.mps.driver_allocated_memory(), None
    return None, None, None


def device_facts(device: torch.device) -> tuple[str, int | None]:
    """(name, memory in bytes) of the device a run trains on; the CPU's memory is the machine's RAM."""
    if device.type == "cuda":
        props = torch.cuda.get_device_properties(device)
        return props.name, props.total_memory
    if device.type == "mps":
        return "Apple GPU (mps)", psutil.virtual_memory().total
    return "CPU", psutil.virtual_memory().total


def device_uuid(device: torch.device | str) -> str | None:
    """A CUDA device's UUID, which names the same GPU to NVML (the energy counter) whatever the device numbering."""
    device = torch.device(device)
    if device.type != "cuda" or not torch.cuda.is_available():
        return None
    return str(torch.cuda.get_device_properties(device).uuid) or None


def is_out_of_memory(err: BaseException) -> bool:
    """CUDA raises OutOfMemoryError; the CPU and MPS allocators raise a RuntimeError that says so."""
    if isinstance(err, torch.cuda.OutOfMemoryError):
        return True
    text = str(err).lower()
    return isinstance(err, RuntimeError) and ("out of memory" in text or "can't allocate memory" in text)


def build_optimizer(config: TrainConfig, params: list[nn.Parameter]) -> torch.optim.Optimizer:
    """The optimizer the config names, on the parameters that train."""
    if config.optimizer == "sgd":
        return torch.optim.SGD(params, lr=config.learning_rate, momentum=0.9)
    if config.optimizer == "adamw":
        return torch.optim.AdamW(params, lr=config.learning_rate)
    return torch.optim.Adam(params, lr=config.learning_rate)


@dataclass(frozen=True)
class Precision:
    """How a step runs in a given precision: the autocast dtype (None for fp32) and fp16's gradient scaler."""

    autocast_dtype: torch.dtype | None
    scaler: torch.amp.GradScaler | None

    @classmethod
    def of(cls, precision: str) -> Precision:
        return cls({"fp16": torch.float16, "bf16": torch.bfloat16}.get(precision),
                   torch.amp.GradScaler("cuda") if precision == "fp16" else None)


def train_step(model: nn.Module, optimizer: torch.optim.Optimizer, precision: Precision, inputs: torch.Tensor,
               targets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """One optimizer step: forward under autocast, backward (scaled for fp16), update. Returns (loss, correct)."""
    optimizer.zero_grad(set_to_none=True)
    dtype = precision.autocast_dtype
    with torch.autocast(inputs.device.type, dtype=dtype, enabled=dtype is not None):
        logits = model(inputs)
    loss, correct = loss_and_correct(logits, targets)
    if precision.scaler is not None:
        precision.scaler.scale(loss).backward()
        precision.scaler.step(optimizer)
        precision.scaler.update()
    else:
        loss.backward()
        optimizer.step()
    return loss, correct


def loss_and_correct(logits: torch.Tensor, targets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Cross-entropy and correct predictions for class logits (B, C) and next-token logits (B, T, V) alike."""
    flat = logits.reshape(-1, logits.shape[-1])
    flat_targets = targets.reshape(-1)
    loss = F.cross_entropy(flat.float(), flat_targets)
    correct = (flat.argmax(dim=-1) == flat_targets).sum()
    return loss, correct


def evaluate(model: nn.Module, batches: Iterable[tuple[torch.Tensor, torch.Tensor]], device: torch.device,
             autocast_dtype: torch.dtype | None, control: RunControl) -> tuple[float, float]:
    """Validation loss and accuracy over the whole validation set, without gradients; back in train mode after."""
    set_train_mode(model, False)
    loss_sum = torch.zeros((), device=device)
    correct = torch.zeros((), device=device, dtype=torch.long)
    count = batches_seen = 0
    with torch.no_grad():
        for inputs, targets in batches:
            control.check()
            inputs, targets = inputs.to(device), targets.to(device)
            with torch.autocast(device.type, dtype=autocast_dtype, enabled=autocast_dtype is not None):
                logits = model(inputs)
            loss, batch_correct = loss_and_correct(logits, targets)
            loss_sum += loss
            correct += batch_correct
            count += targets.numel()
            batches_seen += 1
    set_train_mode(model, True)
    return loss_sum.item() / max(batches_seen, 1), correct.item() / max(count, 1)
