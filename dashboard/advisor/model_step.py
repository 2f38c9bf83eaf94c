"""One training step of a lab model, as the tracer and the real-step check both run it.

The model is built exactly as the training lab builds it, a batch is made as the data loaders deliver it, and the
step is forward, the engine's loss, backward and the optimizer. Mixed precision runs under the CPU autocast policy,
which casts the same heavy operators (convolutions, linear layers, matrix products) to 16 bits as the CUDA policy;
the fp16 gradient scaler is left out (it needs CUDA and adds one scalar and an in-place pass over the gradients). The
optimizer runs with ``foreach=True``, the implementation PyTorch picks by default when parameters live on a CUDA
device.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import torch
from torch import nn

from dashboard.advisor.inputs import DEFAULT_SEQ_LEN, DEFAULT_VOCAB_SIZE
from dashboard.training.choices import ModelSpec, model_spec, spec_for
from dashboard.training.config import TrainConfig
from dashboard.training.models import build_model
from dashboard.training.step import build_optimizer, loss_and_correct

if TYPE_CHECKING:
    from dashboard.advisor.tracer import StepTracer


_AUTOCAST = {"fp32": None, "fp16": torch.float16, "bf16": torch.bfloat16}


@dataclass(frozen=True)
class ModelConfig:
    """What build_model needs; hashable, so profiles can be cached on it."""

    model: str
    precision: str = "fp32"
    freeze: str = "full"
    resolution: int | None = None
    in_channels: int | None = None
    num_classes: int = 10
    vocab_size: int = DEFAULT_VOCAB_SIZE
    seq_len: int = DEFAULT_SEQ_LEN
    attention: str = "fused"
    """tiny-gpt's attention: "fused" or "plain" (whose scores grow with the square of the sequence length)."""

    def spec(self) -> ModelSpec:
        """What kind of model this is and its default input."""
        return spec_for(self.model)

    def build(self) -> nn.Module:
        built = build_model(self.model, num_classes=self.num_classes, in_channels=self.in_channels,
                            resolution=self.resolution, vocab_size=self.vocab_size, seq_len=self.seq_len,
                            freeze=self.freeze, pretrained=False, allow_download=False, attention=self.attention)
        return built.module

    def batch(self, batch_size: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Inputs and targets as the data loaders deliver them (float images, int64 labels or token ids)."""
        spec = self.spec()
        if spec.kind == "text":
            tokens = torch.randint(0, self.vocab_size, (batch_size, self.seq_len + 1))
            return tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous()
        channels = spec.default_channels if self.in_channels is None else self.in_channels
        size = spec.default_resolution if self.resolution is None else self.resolution
        assert channels is not None and size is not None, "image models have a default input shape"
        return torch.rand(batch_size, channels, size, size), torch.randint(0, self.num_classes, (batch_size,))


def model_config(model: str, precision: str, freeze: str, resolution: int | None, in_channels: int | None,
                 num_classes: int, vocab_size: int, seq_len: int, attention: str = "fused") -> ModelConfig:
    """The checked configuration; arguments that do not apply to the model's kind are left out of it, and an image
    model's input left out is its default, so that asking with or without the default is one configuration (one
    cached profile, one trace)."""
    if precision not in _AUTOCAST:
        raise ValueError(f"unknown precision '{precision}': choose one of {', '.join(_AUTOCAST)}")
    if model_spec(model) is None:
        build_model(model)  # raises the lab's "unknown model" message
    spec = spec_for(model)
    if spec.kind == "text":
        return ModelConfig(model, precision, freeze, vocab_size=vocab_size, seq_len=seq_len, attention=attention)
    return ModelConfig(model, precision, freeze, spec.default_resolution if resolution is None else resolution,
                       spec.default_channels if in_channels is None else in_channels, num_classes)


def make_optimizer(name: str, parameters: Sequence[nn.Parameter]) -> torch.optim.Optimizer:
    """The engine's optimizer with its settings, in the multi-tensor (foreach) form CUDA uses by default."""
    optimizer = build_optimizer(TrainConfig(optimizer=name), list(parameters))
    for group in optimizer.param_groups:
        group["foreach"] = True
    return optimizer


def prime_optimizer(optimizer: torch.optim.Optimizer, parameters: Sequence[nn.Parameter]) -> None:
    """Create the optimizer's state with one step on zero gradients, then drop the gradients: the state a training
    loop carries from step to step, without running a forward and backward pass for it."""
    for param in parameters:
        param.grad = torch.zeros_like(param)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)


def forward_backward(model: nn.Module, inputs: torch.Tensor, targets: torch.Tensor, precision: str,
                     tracer: StepTracer | None = None) -> torch.Tensor:
    """The engine's train_step without the update: forward under autocast, the engine's loss, backward."""
    dtype = _AUTOCAST[precision]
    with torch.autocast("cpu", dtype=dtype, enabled=dtype is not None):
        logits = model(inputs)
    loss, _ = loss_and_correct(logits, targets)
    if tracer is not None:
        tracer.phase = "backward"
    loss.backward()
    return loss


def state_bytes(optimizer: torch.optim.Optimizer) -> tuple[int, int]:
    """(device, host) bytes of optimizer state: 0-d step counters stay on the host with CUDA (capturable=False)."""
    device = host = 0
    for state in optimizer.state.values():
        for value in state.values():
            if isinstance(value, torch.Tensor):
                if value.dim() == 0:
                    host += value.nbytes
                else:
                    device += value.nbytes
    return device, host
