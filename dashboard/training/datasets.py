"""The data the training lab trains on, loaded by name, and the loaders that batch it.

Two sets are built in and need no download (builtin_data: generated shapes and Python source text); three come
from torchvision (torchvision_data: MNIST, Fashion-MNIST, CIFAR-10). Everything is loaded once into memory in the
shape the model wants (channels, pixels), so the timing the dashboard shows is the model's, not the disk's; what a
loaded set holds is a DatasetBundle (dataset_bundle), how its images are stored is image_storage's job.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import torch
from torch.utils.data import DataLoader, DistributedSampler

from dashboard.errors import UserError
from dashboard.training.builtin_data import SHAPES_NATIVE_FORMAT, load_python_text, load_shapes
from dashboard.training.choices import DATASET_NAMES
from dashboard.training.dataset_bundle import DatasetBundle
from dashboard.training.torchvision_data import default_root, load_torchvision, native_format

MIN_RESOLUTION = 8
MAX_RESOLUTION = 1024


def _native_format(name: str) -> tuple[int, int]:
    """(channels, resolution) of an image dataset when the model does not ask for another."""
    return SHAPES_NATIVE_FORMAT if name == "shapes" else native_format(name)


def load_dataset(name: str, *, channels: int | None, resolution: int | None, seed: int = 0, train_size: int = 6000,
                 val_size: int = 1000, seq_len: int = 64, root: Path | None = None, allow_download: bool = False,
                 progress: Callable[[str], None] | None = None) -> DatasetBundle:
    """Load a dataset into memory for a model that wants ``channels`` x ``resolution`` px images.

    ``channels`` / ``resolution`` None mean the dataset's own format; both are ignored for text. ``train_size`` and
    ``val_size`` are the sample counts: generated for shapes; for the fixed sets a seeded random subset when the
    split is larger (pass e.g. 60000 for all of MNIST); for text the number of windows. The validation split is
    the official test split (torchvision sets) or held-out data. Raises ValueError for bad arguments and
    DatasetUnavailable when the data cannot be had here.
    """
    if name not in DATASET_NAMES:
        raise UserError(f"unknown dataset '{name}': choose one of {', '.join(DATASET_NAMES)}")
    if train_size < 1 or val_size < 1:
        raise UserError(f"train_size and val_size must be at least 1, got {train_size} and {val_size}")
    say = progress or (lambda _message: None)
    if name == "python-text":
        if seq_len < 1:
            raise UserError(f"seq_len must be at least 1, got {seq_len}")
        return load_python_text(seed, train_size, val_size, seq_len, say)

    native_channels, native_resolution = _native_format(name)
    channels = native_channels if channels is None else channels
    resolution = native_resolution if resolution is None else resolution
    if channels not in (1, 3):
        raise UserError(f"channels must be 1 or 3, got {channels}")
    if not MIN_RESOLUTION <= resolution <= MAX_RESOLUTION:
        raise UserError(f"resolution {resolution} px is not allowed: use {MIN_RESOLUTION} to {MAX_RESOLUTION}")
    if name == "shapes":
        return load_shapes(channels, resolution, seed, train_size, val_size, say)
    return load_torchvision(name, channels, resolution, seed, train_size, val_size,
                            Path(root) if root is not None else default_root(), allow_download, say)


def make_loaders(bundle: DatasetBundle, batch_size: int, *, workers: int = 0, pin_memory: bool = False,
                 seed: int = 0, shuffle: bool = True, shard: tuple[int, int] = (0, 1)) -> tuple[DataLoader, DataLoader]:
    """Train and validation loaders. Training drops the last partial batch, so every step has the same size and
    the step times compare; its shuffle order comes from ``seed`` alone.

    ``shard`` is (rank, ranks) of a data-parallel run: each rank trains on its own 1/ranks of every epoch
    (torch's DistributedSampler), and validates on all of it.
    """
    if batch_size < 1:
        raise UserError(f"batch size must be at least 1, got {batch_size}")
    if batch_size > len(bundle.train):
        raise UserError(f"batch size {batch_size} is larger than the {len(bundle.train)} training samples of "
                         f"'{bundle.name}': use at most {len(bundle.train)}")
    generator = torch.Generator().manual_seed(seed)
    persistent = workers > 0
    rank, ranks = shard
    sampler: DistributedSampler[int] | None = None
    if ranks > 1:
        sampler = DistributedSampler(bundle.train, num_replicas=ranks, rank=rank, shuffle=shuffle, seed=seed,
                                     drop_last=True)
    train = DataLoader(bundle.train, batch_size=batch_size, shuffle=shuffle and sampler is None, sampler=sampler,
                       drop_last=True, generator=generator, num_workers=workers, pin_memory=pin_memory,
                       persistent_workers=persistent)
    val = DataLoader(bundle.val, batch_size=batch_size, shuffle=False, drop_last=False, num_workers=workers,
                     pin_memory=pin_memory, persistent_workers=persistent)
    return train, val
