"""A CUDA memory limit for tests: models whose forward raises torch.cuda.OutOfMemoryError from a batch size on.

torch.cuda.OutOfMemoryError is the real class PyTorch raises when the caching allocator cannot serve a request.
"""

from __future__ import annotations

from collections.abc import Callable

import torch


def out_of_memory_from(batch_size: int, build: Callable[..., torch.nn.Module]) -> Callable[..., torch.nn.Module]:
    """Wrap a model builder so every model it builds runs out of memory on batches of ``batch_size`` or more."""

    def build_with_memory_limit(*args, **kwargs):
        model = build(*args, **kwargs)
        original = model.forward

        def forward(x):
            if x.shape[0] >= batch_size:
                raise torch.cuda.OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB")
            return original(x)

        model.forward = forward
        return model

    return build_with_memory_limit
