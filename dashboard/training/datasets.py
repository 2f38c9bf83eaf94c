"""The data the training lab trains on: two built-in sets that need no download, and three torchvision sets.

Everything is loaded once into memory in the shape the model wants (channels, pixels), so the timing the dashboard
shows is the model's, not the disk's. Images are float32 in [0, 1], shape (C, H, W); labels are int64. Text samples
are int64 character ids, input (T,) and next-character target (T,).

Storage: when a set's float32 images (train and validation together) fit in ``FLOAT_IN_MEMORY_MAX_BYTES`` they are
kept as float32 tensors, exposed as ``train_tensors`` / ``val_tensors`` so the engine can move them to the device
once and slice batches there. Larger sets (e.g. 224 px) are kept as uint8 (4x smaller: 6000 x 3 x 224 x 224 is
900 MB, not 3.6 GB) and converted per batch by the Dataset; their ``train_tensors`` is None.
"""

from __future__ import annotations

import functools
import math
import os
import string
import sysconfig
import tarfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.error import URLError

import numpy as np
import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
from torch.utils.data import DataLoader, Dataset, TensorDataset

from dashboard.errors import UserError
from dashboard.training.choices import BUILTIN_DATASETS, DATASET_NAMES  # noqa: F401 - re-exported
from dashboard.training.downloads import download_timeout

FLOAT_IN_MEMORY_MAX_BYTES = 512 * 2**20
"""Above this (train + validation as float32) images stay uint8 and are converted per batch."""
MIN_RESOLUTION = 8
MAX_RESOLUTION = 1024
TEXT_MAX_CHARS = 2_000_000
UNKNOWN_CHAR = "\ufffd"
"""Stands for every character outside printable ASCII, tab and newline, so the vocabulary stays under 100."""

SHAPE_CLASSES = ("circle", "ring", "square", "hollow square", "triangle", "plus", "cross", "horizontal bar",
                 "vertical bar", "diamond")
SHAPE_MAX_ROTATION_DEG = 15.0
"""Small enough that plus/cross, square/diamond and the two bars stay different classes after rotation."""
SHAPE_NOISE_STD = 0.08
"""Standard deviation of the additive (uniform) pixel noise, in units of full brightness."""

_TORCHVISION = {
    # name: (torchvision class, native channels, class names, description)
    "mnist": ("MNIST", 1, tuple(str(d) for d in range(10)),
              "Handwritten digits, 28 px grey: 60,000 training and 10,000 test images (about 11 MB download)."),
    "fashion-mnist": ("FashionMNIST", 1,
                      ("T-shirt/top", "trouser", "pullover", "dress", "coat", "sandal", "shirt", "sneaker", "bag",
                       "ankle boot"),
                      "Photos of clothes, 28 px grey: 60,000 training and 10,000 test images (about 30 MB download)."),
    "cifar10": ("CIFAR10", 3,
                ("airplane", "automobile", "bird", "cat", "deer", "dog", "frog", "horse", "ship", "truck"),
                "Small colour photos in 10 classes, 32 px: 50,000 training and 10,000 test images "
                "(about 170 MB download)."),
}


class DatasetUnavailable(UserError):
    """A dataset cannot be loaded here; the message says why and suggests a built-in dataset."""


@dataclass
class DatasetBundle:
    name: str
    kind: str
    """"image" or "text"."""
    train: Dataset
    val: Dataset
    num_classes: int
    """Image classes, or for text the vocabulary size (the model predicts one of vocab_size characters)."""
    in_channels: int | None
    resolution: int | None
    """Height and width in pixels; None for text."""
    vocab_size: int | None
    seq_len: int | None
    description: str
    train_tensors: tuple[torch.Tensor, torch.Tensor] | None = None
    """(inputs, targets) of the whole training split, ready for the device; None when kept as uint8."""
    val_tensors: tuple[torch.Tensor, torch.Tensor] | None = None
    class_names: tuple[str, ...] = ()
    vocab: tuple[str, ...] | None = None
    """Text only: the character of each token id; id 0 is UNKNOWN_CHAR."""


# ---------------------------------------------------------------- image storage and conversion


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


class ImageTensorDataset(Dataset):
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


def _image_splits(train: tuple[torch.Tensor, torch.Tensor], val: tuple[torch.Tensor, torch.Tensor], channels: int,
                  resolution: int) -> tuple[Dataset, Dataset, tuple | None, tuple | None]:
    """Float32 tensors when both splits fit the in-memory limit together, else uint8 converted per batch."""
    count = len(train[0]) + len(val[0])
    if count * channels * resolution * resolution * 4 <= FLOAT_IN_MEMORY_MAX_BYTES:
        train_t = (_convert_in_chunks(train[0], channels, resolution), train[1])
        val_t = (_convert_in_chunks(val[0], channels, resolution), val[1])
        return TensorDataset(*train_t), TensorDataset(*val_t), train_t, val_t
    return (ImageTensorDataset(*train, channels, resolution), ImageTensorDataset(*val, channels, resolution),
            None, None)


# ---------------------------------------------------------------- shapes


def _shape_mask(label: int, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Inside-masks in the shape's own coordinates (a right, b down; 1.0 = the sample's half-size)."""
    abs_a, abs_b = np.abs(a), np.abs(b)
    if label == 0:  # circle
        return a * a + b * b <= 1.0
    if label == 1:  # ring
        r2 = a * a + b * b
        return (r2 <= 1.0) & (r2 >= 0.5 ** 2)
    if label in (2, 3):  # square, hollow square
        box = np.maximum(abs_a, abs_b)
        return (box <= 0.8) if label == 2 else (box <= 0.8) & (box >= 0.45)
    if label == 4:  # triangle, apex up
        return (b <= 0.7) & (abs_a <= (b + 0.9) * 0.55)
    if label in (5, 6):  # plus, cross (a plus turned 45 degrees)
        if label == 6:
            abs_a, abs_b = np.abs(a + b) / math.sqrt(2.0), np.abs(b - a) / math.sqrt(2.0)
        return ((abs_a <= 0.22) & (abs_b <= 0.9)) | ((abs_b <= 0.22) & (abs_a <= 0.9))
    if label == 7:  # horizontal bar
        return (abs_a <= 0.95) & (abs_b <= 0.25)
    if label == 8:  # vertical bar
        return (abs_a <= 0.25) & (abs_b <= 0.95)
    return abs_a + abs_b <= 1.0  # diamond


def generate_shapes(count: int, channels: int, resolution: int, rng: np.random.Generator,
                    chunk_pixels: int = 2**22) -> tuple[torch.Tensor, torch.Tensor]:
    """``count`` shape images as uint8 (N, channels, R, R) and balanced int64 labels, from ``rng`` only.

    Vectorised: per chunk, every sample's pixel grid is rotated and scaled at once (coordinates are rotated, not
    images), then each class's mask is evaluated on the samples of that class. In 3-channel mode every shape has a
    random colour, so the colour carries no label.
    """
    labels = rng.permutation(np.arange(count) % len(SHAPE_CLASSES))
    half = rng.uniform(0.22, 0.42, count) * resolution
    cx = rng.uniform(half, resolution - half)
    cy = rng.uniform(half, resolution - half)
    angle = np.deg2rad(rng.uniform(-SHAPE_MAX_ROTATION_DEG, SHAPE_MAX_ROTATION_DEG, count))
    if channels == 1:
        colour = rng.uniform(0.6, 1.0, (count, 1))
    else:
        colour = rng.uniform(0.1, 1.0, (count, channels))
        colour *= (rng.uniform(0.6, 1.0, count) / colour.max(axis=1))[:, None]  # bright enough to see
    colour = colour.astype(np.float32)

    pixels = np.arange(resolution, dtype=np.float32) + 0.5
    out = np.empty((count, channels, resolution, resolution), dtype=np.uint8)
    order = np.argsort(labels, kind="stable")  # walk the samples class by class: each class is one slice per chunk
    step = max(1, chunk_pixels // (resolution * resolution))
    for start in range(0, count, step):
        chosen = order[start:start + step]
        dx = pixels[None, None, :] - cx[chosen, None, None].astype(np.float32)
        dy = pixels[None, :, None] - cy[chosen, None, None].astype(np.float32)
        cos = (np.cos(angle[chosen]) / half[chosen]).astype(np.float32)[:, None, None]  # rotate and scale at once
        sin = (np.sin(angle[chosen]) / half[chosen]).astype(np.float32)[:, None, None]
        a = cos * dx + sin * dy
        b = cos * dy - sin * dx
        mask = np.empty((len(chosen), resolution, resolution), dtype=bool)
        chunk_labels = labels[chosen]
        bounds = np.flatnonzero(np.diff(chunk_labels)) + 1
        for first, stop in zip(np.r_[0, bounds], np.r_[bounds, len(chosen)], strict=True):
            mask[first:stop] = _shape_mask(int(chunk_labels[first]), a[first:stop], b[first:stop])
        # Uniform noise with SHAPE_NOISE_STD: five times cheaper to draw than Gaussian, which matters at 224 px.
        width = SHAPE_NOISE_STD * math.sqrt(3.0) * 255.0
        image = rng.random((len(chosen), channels, resolution, resolution), dtype=np.float32)
        image *= 2.0 * width
        image += 0.5 - width  # the 0.5 rounds on the cast to uint8 below
        np.add(image, colour[chosen, :, None, None] * 255.0, out=image, where=mask[:, None])
        np.clip(image, 0.0, 255.0, out=image)
        out[chosen] = image.astype(np.uint8)
    return torch.from_numpy(out), torch.from_numpy(labels.astype(np.int64))


def _load_shapes(channels: int, resolution: int, seed: int, train_size: int, val_size: int,
                 progress: Callable[[str], None]) -> DatasetBundle:
    progress(f"generating {train_size} + {val_size} shapes at {resolution} px, {channels} channel(s)")
    train_rng, val_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(2))
    train = generate_shapes(train_size, channels, resolution, train_rng)
    val = generate_shapes(val_size, channels, resolution, val_rng)  # its own stream: independent of train_size
    train_ds, val_ds, train_t, val_t = _image_splits(train, val, channels, resolution)
    description = ("Ten generated shapes (circle, ring, square, hollow square, triangle, plus, cross, two bars, "
                   "diamond) at random place, size and tilt with noise: built in, no download.")
    return DatasetBundle("shapes", "image", train_ds, val_ds, len(SHAPE_CLASSES), channels, resolution, None, None,
                         description, train_t, val_t, class_names=SHAPE_CLASSES)


# ---------------------------------------------------------------- python-text


_SKIPPED_DIRS = {"site-packages", "dist-packages", "__pycache__", "test", "tests", "idle_test"}


@functools.lru_cache(maxsize=2)
def read_stdlib_source(directory: str, max_chars: int) -> str:
    """Up to ``max_chars`` characters of .py source under ``directory``, files in sorted path order.

    Tests and installed third-party packages are skipped, so the corpus is the standard library itself. Cached,
    because every run on python-text reads the same files.
    """
    parts: list[str] = []
    total = 0
    for root, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if d not in _SKIPPED_DIRS and not d.startswith("."))
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            try:
                text = Path(root, name).read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            parts.append(text[:max_chars - total])
            total += len(parts[-1])
            if total >= max_chars:
                return "".join(parts)
    return "".join(parts)


def encode_text(text: str) -> tuple[torch.Tensor, tuple[str, ...]]:
    """Character ids (uint8 tensor) and the vocabulary: UNKNOWN_CHAR, then the sorted characters present.

    Only printable ASCII, tab and newline get their own id; everything else maps to id 0.
    """
    codes = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
    allowed = np.zeros(128, dtype=bool)
    allowed[[ord(c) for c in string.printable if c not in "\r\x0b\x0c"]] = True
    ascii_codes = codes[codes < 128]
    present = np.zeros(128, dtype=bool)
    present[np.unique(ascii_codes)] = True
    kept = np.flatnonzero(allowed & present)
    table = np.zeros(128, dtype=np.uint8)
    table[kept] = np.arange(1, len(kept) + 1)
    ids = np.where(codes < 128, table[np.minimum(codes, 127)], 0).astype(np.uint8)
    vocab = (UNKNOWN_CHAR, *(chr(c) for c in kept))
    return torch.from_numpy(ids), vocab


def decode_text(ids: torch.Tensor | list[int], vocab: tuple[str, ...]) -> str:
    """Token ids back to text, e.g. to show what a text model predicts."""
    return "".join(vocab[int(i)] for i in ids)


def _windows(corpus: torch.Tensor, seq_len: int, limit: int, rng: np.random.Generator) -> tuple[torch.Tensor, ...]:
    """Non-overlapping windows of seq_len + 1 ids from a seeded start; a seeded subset when more than ``limit``."""
    offset = int(rng.integers(0, seq_len)) if len(corpus) > 2 * seq_len + 1 else 0
    count = (len(corpus) - offset - 1) // seq_len
    if count < 1:
        raise UserError(f"the text is too short for windows of {seq_len + 1} characters")
    starts = offset + np.arange(count) * seq_len
    if count > limit:
        starts = np.sort(rng.choice(starts, size=limit, replace=False))
    index = torch.from_numpy(starts)[:, None] + torch.arange(seq_len + 1)
    windows = corpus.long()[index]
    return windows[:, :-1].contiguous(), windows[:, 1:].contiguous()


def _load_python_text(seed: int, train_size: int, val_size: int, seq_len: int, progress: Callable[[str], None],
                      max_chars: int = TEXT_MAX_CHARS, stdlib_dir: str | None = None) -> DatasetBundle:
    directory = stdlib_dir or sysconfig.get_paths()["stdlib"]
    progress(f"reading Python standard library source from {directory}")
    text = read_stdlib_source(directory, max_chars)
    if len(text) < 20 * (seq_len + 1):
        raise DatasetUnavailable(f"python-text needs the Python standard library's .py source, but {directory} has "
                                 f"too little ({len(text)} characters; packaged apps often ship only compiled "
                                 "files): use the built-in 'shapes' dataset")
    corpus, vocab = encode_text(text)
    split = int(len(corpus) * 0.9)  # the last 10% is validation, so no window crosses into the other split
    train_rng, val_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(2))
    train_t = _windows(corpus[:split], seq_len, train_size, train_rng)
    val_t = _windows(corpus[split:], seq_len, val_size, val_rng)
    description = (f"Next-character prediction on {len(text):,} characters of this Python's standard library "
                   f"source (vocabulary {len(vocab)}): built in, no download.")
    return DatasetBundle("python-text", "text", TensorDataset(*train_t), TensorDataset(*val_t), len(vocab), None,
                         None, len(vocab), seq_len, description, train_t, val_t, vocab=vocab)


# ---------------------------------------------------------------- torchvision sets


def default_root() -> Path:
    """Where downloaded datasets live: the user's cache folder, shared by every run."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("dl-dashboard")) / "datasets"


def _torchvision_splits(name: str, root: Path, allow_download: bool, progress: Callable[[str], None]) -> tuple:
    """The official train and test splits, downloading once if allowed; DatasetUnavailable when impossible."""
    import torchvision.datasets

    cls = getattr(torchvision.datasets, _TORCHVISION[name][0])
    try:
        return cls(str(root), train=True, download=False), cls(str(root), train=False, download=False)
    except RuntimeError as err:
        missing = err
    if not allow_download:
        raise DatasetUnavailable(f"{name} is not downloaded (looked in {root}) and downloading is turned off: use the "
                                 f"built-in 'shapes' dataset, or allow the download once to save it into {root}"
                                 ) from missing
    progress(f"downloading {name} into {root}")
    try:
        with download_timeout():
            return cls(str(root), train=True, download=True), cls(str(root), train=False, download=True)
    except (URLError, OSError, RuntimeError, ValueError, EOFError, tarfile.TarError) as err:
        reason = " ".join(str(err).split())  # one line: torchvision lists every mirror it tried
        reason = reason if len(reason) <= 160 else reason[:157] + "..."
        raise DatasetUnavailable(f"{name} is not downloaded and could not be downloaded ({type(err).__name__}: "
                                 f"{reason}); this machine may be offline: use the built-in 'shapes' dataset, or "
                                 f"connect once to download it into {root}") from err


def _as_tensors(split: object) -> tuple[torch.Tensor, torch.Tensor]:
    """torchvision's in-memory arrays as uint8 (N, C, H, W) and int64 labels, without going through PIL."""
    data = split.data
    if isinstance(data, np.ndarray):  # CIFAR: (N, H, W, C)
        images = torch.from_numpy(data).permute(0, 3, 1, 2).contiguous()
    else:  # MNIST family: (N, H, W)
        images = data.unsqueeze(1)
    return images, torch.as_tensor(split.targets, dtype=torch.long)


def _subset(split: tuple[torch.Tensor, torch.Tensor], size: int, rng: np.random.Generator) -> tuple:
    if size >= len(split[0]):
        return split
    index = torch.from_numpy(np.sort(rng.choice(len(split[0]), size=size, replace=False)))
    return split[0][index], split[1][index]


def _load_torchvision(name: str, channels: int, resolution: int, seed: int, train_size: int, val_size: int,
                      root: Path, allow_download: bool, progress: Callable[[str], None]) -> DatasetBundle:
    train_split, test_split = _torchvision_splits(name, root, allow_download, progress)
    progress(f"loading {name} from {root}")
    train_rng, val_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(2))
    train = _subset(_as_tensors(train_split), train_size, train_rng)
    val = _subset(_as_tensors(test_split), val_size, val_rng)
    train_ds, val_ds, train_t, val_t = _image_splits(train, val, channels, resolution)
    _, _, classes, description = _TORCHVISION[name]
    description += f" Using {len(train[0]):,} training and {len(val[0]):,} test images."
    return DatasetBundle(name, "image", train_ds, val_ds, len(classes), channels, resolution, None, None,
                         description, train_t, val_t, class_names=classes)


# ---------------------------------------------------------------- public entry points


def _native_format(name: str) -> tuple[int, int]:
    if name == "shapes":
        return 1, 28
    native_channels = _TORCHVISION[name][1]
    return native_channels, 32 if name == "cifar10" else 28


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
        return _load_python_text(seed, train_size, val_size, seq_len, say)

    native_channels, native_resolution = _native_format(name)
    channels = native_channels if channels is None else channels
    resolution = native_resolution if resolution is None else resolution
    if channels not in (1, 3):
        raise UserError(f"channels must be 1 or 3, got {channels}")
    if not MIN_RESOLUTION <= resolution <= MAX_RESOLUTION:
        raise UserError(f"resolution {resolution} px is not allowed: use {MIN_RESOLUTION} to {MAX_RESOLUTION}")
    if name == "shapes":
        return _load_shapes(channels, resolution, seed, train_size, val_size, say)
    return _load_torchvision(name, channels, resolution, seed, train_size, val_size,
                             Path(root) if root is not None else default_root(), allow_download, say)


def make_loaders(bundle: DatasetBundle, batch_size: int, *, workers: int = 0, pin_memory: bool = False,
                 seed: int = 0, shuffle: bool = True) -> tuple[DataLoader, DataLoader]:
    """Train and validation loaders. Training drops the last partial batch, so every step has the same size and
    the step times compare; its shuffle order comes from ``seed`` alone."""
    if batch_size < 1:
        raise UserError(f"batch size must be at least 1, got {batch_size}")
    if batch_size > len(bundle.train):
        raise UserError(f"batch size {batch_size} is larger than the {len(bundle.train)} training samples of "
                         f"'{bundle.name}': use at most {len(bundle.train)}")
    generator = torch.Generator().manual_seed(seed)
    persistent = workers > 0
    train = DataLoader(bundle.train, batch_size=batch_size, shuffle=shuffle, drop_last=True, generator=generator,
                       num_workers=workers, pin_memory=pin_memory, persistent_workers=persistent)
    val = DataLoader(bundle.val, batch_size=batch_size, shuffle=False, drop_last=False, num_workers=workers,
                     pin_memory=pin_memory, persistent_workers=persistent)
    return train, val
