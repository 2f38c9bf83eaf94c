"""A model's size and cost before anything trains, so the form can show them as soon as a model is chosen."""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.training.choices import spec_for


@dataclass(frozen=True)
class ModelFacts:
    model: str
    parameters: int
    trainable_parameters: int
    flops_per_sample: int
    """Forward FLOPs for one sample; a training step costs about three times this."""
    input_shape: tuple[int, ...]
    """One sample as the model sees it: (channels, height, width) or (sequence length,)."""


def model_facts(model: str, *, resolution: int | None = None, freeze: str = "full", seq_len: int = 64) -> ModelFacts:
    """Build the model (never downloading weights: sizes and FLOPs do not depend on them) and measure it.

    Text models take the built-in corpus's vocabulary, as a run on it would.
    """
    from dashboard.training.datasets import load_dataset
    from dashboard.training.models import build_model, flops_per_sample, parameter_counts

    spec = spec_for(model)
    vocab_size = None
    if spec.kind == "text":
        vocab_size = load_dataset("python-text", channels=None, resolution=None, train_size=1, val_size=1,
                                  seq_len=seq_len).vocab_size
    built = build_model(model, num_classes=10, resolution=resolution, vocab_size=vocab_size, seq_len=seq_len,
                        freeze=freeze if spec.transfer else "full", pretrained=False, allow_download=False)
    total, trainable = parameter_counts(built.module)
    return ModelFacts(model=model, parameters=total, trainable_parameters=trainable,
                      flops_per_sample=flops_per_sample(built.module, built.example_input),
                      input_shape=tuple(built.example_input.shape[1:]))
