"""How a loaded image set is held in memory: float32 tensors when it fits, else uint8 converted batch by batch.

Images come in as (N, C, H, W), uint8 or float, and leave as float32 in [0, 1] with the channels and resolution the
model wants. When a set's float32 images (train and validation together) fit in ``FLOAT_IN_MEMORY_MAX_BYTES`` they
are kept as float32 tensors, which the bundle exposes as ``train_tensors`` / ``val_tensors`` so the engine can move
them to the device once and slice batches there. Larger sets (e.g. 224 px) are kept as uint8 (4x smaller: 6000 x 3 x
224 x 224 is 900 MB, not 3.6 GB) and converted per batch by ImageTensorDataset; their ``train_tensors`` is None.
"""

from __future__ import annotations

from typing import TypeAlias

import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
from torch.utils.data import Dataset, TensorDataset

FLOAT_IN_MEMORY_MAX_BYTES = 512 * 2**20
"""Above this (train + validation as float32) images stay uint8 and are converted per batch."""

Split: TypeAlias = tuple[torch.Tensor, torch.Tensor]
"""(inputs, targets) of a whole split: images (N, C, H, W) or token ids, and int64 labels or next-token ids."""


def convert_images(images: torch.Tensor, channels: int, resolution: int) -> torch.Tensor:
    """uint8 or float images (N, C, H, W) -> float32 in [0, 1] with ``channels`` channels at ``resolution`` px.

    1 -> 3 channels repeats the grey image; 3 -> 1 uses the luminance (ITU-R 601 weights). Resizing is bilinear
    with antialiasing, so shrinking does not alias.
    """
    x = images.float().div_(255.0) if images.dtype == torch.uint8 else images.float()
    if x.shape[1] == 3 and channels == 1:
        weights = torch.tensor([0.299, 0.587, 0.114], dtype=x.dtype).view(1, 3, 1, 1)
        x = (x * weights).sum(dim=1, keepdim=True)
    elif x.shape[1] != channels and x.shape[1] != 1:
        raise ValueError(f"cannot convert {x.shape[1]}-channel images to {channels} channels")
    if x.shape[-2:] != (resolution, resolution):
        x = F.interpolate(x, size=(resolution, resolution), mode="bilinear", antialias=True, align_corners=False)
        x = x.clamp_(0.0, 1.0)
    if x.shape[1] != channels:
        x = x.expand(-1, channels, -1, -1)
    return x.contiguous()


def _convert_in_chunks(images: torch.Tensor, channels: int, resolution: int, chunk: int = 1024) -> torch.Tensor:
    """convert_images over the whole set, in chunks so the float intermediates stay small."""
    out = torch.empty((len(images), channels, resolution, resolution), dtype=torch.float32)
    for start in range(0, len(images), chunk):
        out[start:start + chunk] = convert_images(images[start:start + chunk], channels, resolution)
    return out


class ImageTensorDataset(Dataset[tuple[torch.Tensor, torch.Tensor]]):
    """uint8 images kept small in memory, converted to float32 (channels, resolution) when a batch is taken.

    DataLoader calls ``__getitems__`` with a whole batch of indices, so the conversion runs once per batch.
    """

    def __init__(self, images: torch.Tensor, targets: torch.Tensor, channels: int, resolution: int) -> None:
        if images.dtype != torch.uint8 or images.dim() != 4:
            raise ValueError("ImageTensorDataset stores uint8 images of shape (N, C, H, W)")
        self.images = images
        self.targets = targets
        self.channels = channels
        self.resolution = resolution

    def __len__(self) -> int:
        return len(self.images)

    def __getitem__(self, index: int) -> tuple[torch.Tensor, torch.Tensor]:
        return convert_images(self.images[index:index + 1], self.channels, self.resolution)[0], self.targets[index]

    def __getitems__(self, indices: list[int]) -> list[tuple[torch.Tensor, torch.Tensor]]:
        index = torch.as_tensor(indices, dtype=torch.long)
        batch = convert_images(self.images[index], self.channels, self.resolution)
        return list(zip(batch.unbind(0), self.targets[index].unbind(0), strict=True))


InMemoryDataset: TypeAlias = TensorDataset | ImageTensorDataset
"""Every split a bundle holds is one of these: indexable and sized, the whole split already in memory."""


def image_splits(train: Split, val: Split, channels: int, resolution: int
                 ) -> tuple[InMemoryDataset, InMemoryDataset, Split | None, Split | None]:
    """Both splits as datasets, plus their float32 tensors when the two fit the in-memory limit together (else
    uint8 images converted per batch, and None for the tensors)."""
    count = len(train[0]) + len(val[0])
    if count * channels * resolution * resolution * 4 <= FLOAT_IN_MEMORY_MAX_BYTES:
        train_t = (_convert_in_chunks(train[0], channels, resolution), train[1])
        val_t = (_convert_in_chunks(val[0], channels, resolution), val[1])
        return TensorDataset(*train_t), TensorDataset(*val_t), train_t, val_t
    return (ImageTensorDataset(*train, channels, resolution), ImageTensorDataset(*val, channels, resolution),
            None, None)
