"""The three downloaded datasets, MNIST, Fashion-MNIST and CIFAR-10, through torchvision.

Each is downloaded once into the user's cache folder (with a timeout, so a silent network cannot hang a run) and then
read from there. When it is not there and cannot be downloaded, the DatasetUnavailable message says why in one line
and points to the built-in 'shapes' dataset.
"""

from __future__ import annotations

import tarfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol
from urllib.error import URLError

import numpy as np
import torch

from dashboard.text import fill, translate
from dashboard.training.dataset_bundle import DatasetBundle, DatasetUnavailable
from dashboard.training.downloads import download_timeout
from dashboard.training.image_storage import Split, image_splits


@dataclass(frozen=True)
class _TorchvisionSet:
    class_name: str
    """The torchvision.datasets class."""
    channels: int
    resolution: int
    """Native height and width in pixels."""
    classes: tuple[str, ...]
    description: str


_TORCHVISION = {
    "mnist": _TorchvisionSet("MNIST", 1, 28, tuple(str(d) for d in range(10)),
                             "Handwritten digits, 28 px grey: 60,000 training and 10,000 test images (about 11 MB "
                             "download)."),
    "fashion-mnist": _TorchvisionSet("FashionMNIST", 1, 28,
                                     ("T-shirt/top", "trouser", "pullover", "dress", "coat", "sandal", "shirt",
                                      "sneaker", "bag", "ankle boot"),
                                     "Photos of clothes, 28 px grey: 60,000 training and 10,000 test images (about "
                                     "30 MB download)."),
    "cifar10": _TorchvisionSet("CIFAR10", 3, 32,
                               ("airplane", "automobile", "bird", "cat", "deer", "dog", "frog", "horse", "ship",
                                "truck"),
                               "Small colour photos in 10 classes, 32 px: 50,000 training and 10,000 test images "
                               "(about 170 MB download)."),
}


class _InMemorySplit(Protocol):
    """What torchvision's MNIST family and CIFAR10 hold once loaded: every image and label in memory."""

    data: torch.Tensor | np.ndarray
    """MNIST family: uint8 tensor (N, H, W); CIFAR: uint8 array (N, H, W, C)."""
    targets: torch.Tensor | list[int]


def native_format(name: str) -> tuple[int, int]:
    """(channels, resolution) of a torchvision set as published."""
    spec = _TORCHVISION[name]
    return spec.channels, spec.resolution


def default_root() -> Path:
    """Where downloaded datasets live: the user's cache folder, shared by every run."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("dl-dashboard")) / "datasets"


def _torchvision_splits(name: str, root: Path, allow_download: bool, progress: Callable[[str], None]
                        ) -> tuple[_InMemorySplit, _InMemorySplit]:
    """The official train and test splits, downloading once if allowed; DatasetUnavailable when impossible."""
    import torchvision.datasets

    cls = getattr(torchvision.datasets, _TORCHVISION[name].class_name)
    try:
        return cls(str(root), train=True, download=False), cls(str(root), train=False, download=False)
    except RuntimeError as err:
        missing = err
    if not allow_download:
        raise DatasetUnavailable(fill(translate("Training", "{name} is not downloaded (looked in {root}) and "
                                                            "downloading is turned off: use the built-in 'shapes' "
                                                            "dataset, or allow the download once to save it into "
                                                            "{root}"), name=name, root=str(root))) from missing
    progress(f"downloading {name} into {root}")
    try:
        with download_timeout():
            return cls(str(root), train=True, download=True), cls(str(root), train=False, download=True)
    except (URLError, OSError, RuntimeError, ValueError, EOFError, tarfile.TarError) as err:
        reason = " ".join(str(err).split())  # one line: torchvision lists every mirror it tried
        reason = reason if len(reason) <= 160 else reason[:157] + "..."
        raise DatasetUnavailable(fill(translate("Training", "{name} is not downloaded and could not be downloaded "
                                                            "({reason}); this machine may be offline: use the "
                                                            "built-in 'shapes' dataset, or connect once to download "
                                                            "it into {root}"),
                                      name=name, reason=f"{type(err).__name__}: {reason}", root=str(root))) from err


def _as_tensors(split: _InMemorySplit) -> Split:
    """torchvision's in-memory arrays as uint8 (N, C, H, W) and int64 labels, without going through PIL."""
    data = split.data
    if isinstance(data, np.ndarray):  # CIFAR: (N, H, W, C)
        images = torch.from_numpy(data).permute(0, 3, 1, 2).contiguous()
    else:  # MNIST family: (N, H, W)
        images = data.unsqueeze(1)
    return images, torch.as_tensor(split.targets, dtype=torch.long)


def _subset(split: Split, size: int, rng: np.random.Generator) -> Split:
    if size >= len(split[0]):
        return split
    index = torch.from_numpy(np.sort(rng.choice(len(split[0]), size=size, replace=False)))
    return split[0][index], split[1][index]


def load_torchvision(name: str, channels: int, resolution: int, seed: int, train_size: int, val_size: int,
                     root: Path, allow_download: bool, progress: Callable[[str], None]) -> DatasetBundle:
    """The official train split (a seeded subset of ``train_size``) and test split as validation (``val_size``)."""
    train_split, test_split = _torchvision_splits(name, root, allow_download, progress)
    progress(f"loading {name} from {root}")
    train_rng, val_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(2))
    train = _subset(_as_tensors(train_split), train_size, train_rng)
    val = _subset(_as_tensors(test_split), val_size, val_rng)
    train_ds, val_ds, train_t, val_t = image_splits(train, val, channels, resolution)
    spec = _TORCHVISION[name]
    description = spec.description + f" Using {len(train[0]):,} training and {len(val[0]):,} test images."
    return DatasetBundle(name, "image", train_ds, val_ds, len(spec.classes), channels, resolution, None, None,
                         description, train_t, val_t, class_names=spec.classes)
