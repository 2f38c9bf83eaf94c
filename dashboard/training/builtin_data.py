"""The two datasets built in: shapes drawn here from a seed, and Python source read from the standard library.

Neither needs a download, so both work offline and in a lecture hall without a network. ``shapes`` is ten classes of
simple figures at a random place, size and tilt with noise, generated in any channel count and resolution;
``python-text`` is next-character prediction on this Python's own standard library source.
"""

from __future__ import annotations

import functools
import math
import os
import string
import sysconfig
from collections.abc import Callable
from pathlib import Path

import numpy as np
import torch
from torch.utils.data import TensorDataset

from dashboard.errors import UserError
from dashboard.text import fill, translate
from dashboard.training.dataset_bundle import DatasetBundle, DatasetUnavailable
from dashboard.training.image_storage import Split, image_splits

SHAPES_NATIVE_FORMAT = (1, 28)
"""(channels, resolution) of shapes when the model does not ask for another."""
TEXT_MAX_CHARS = 2_000_000
UNKNOWN_CHAR = "\ufffd"
"""Stands for every character outside printable ASCII, tab and newline, so the vocabulary stays under 100."""

SHAPE_CLASSES = ("circle", "ring", "square", "hollow square", "triangle", "plus", "cross", "horizontal bar",
                 "vertical bar", "diamond")
SHAPE_MAX_ROTATION_DEG = 15.0
"""Small enough that plus/cross, square/diamond and the two bars stay different classes after rotation."""
SHAPE_NOISE_STD = 0.08
"""Standard deviation of the additive (uniform) pixel noise, in units of full brightness."""


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


def load_shapes(channels: int, resolution: int, seed: int, train_size: int, val_size: int,
                progress: Callable[[str], None]) -> DatasetBundle:
    """``train_size`` + ``val_size`` shapes from ``seed``; the validation set has its own random stream."""
    progress(f"generating {train_size} + {val_size} shapes at {resolution} px, {channels} channel(s)")
    train_rng, val_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(2))
    train = generate_shapes(train_size, channels, resolution, train_rng)
    val = generate_shapes(val_size, channels, resolution, val_rng)  # its own stream: independent of train_size
    train_ds, val_ds, train_t, val_t = image_splits(train, val, channels, resolution)
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


def _windows(corpus: torch.Tensor, seq_len: int, limit: int, rng: np.random.Generator) -> Split:
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


def load_python_text(seed: int, train_size: int, val_size: int, seq_len: int, progress: Callable[[str], None],
                     max_chars: int = TEXT_MAX_CHARS, stdlib_dir: str | None = None) -> DatasetBundle:
    """Windows of ``seq_len`` characters from the standard library's source (or ``stdlib_dir``); the last 10% of
    the text is validation. DatasetUnavailable when the source is not there (as in many packaged apps)."""
    directory = stdlib_dir or sysconfig.get_paths()["stdlib"]
    progress(f"reading Python standard library source from {directory}")
    text = read_stdlib_source(directory, max_chars)
    if len(text) < 20 * (seq_len + 1):
        raise DatasetUnavailable(fill(translate("Training", "python-text needs the Python standard library's .py "
                                                            "source, but {folder} has too little ({characters:,} "
                                                            "characters; packaged apps often ship only compiled "
                                                            "files): use the built-in 'shapes' dataset"),
                                      folder=directory, characters=len(text)))
    corpus, vocab = encode_text(text)
    split = int(len(corpus) * 0.9)  # the last 10% is validation, so no window crosses into the other split
    train_rng, val_rng = (np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(2))
    train_t = _windows(corpus[:split], seq_len, train_size, train_rng)
    val_t = _windows(corpus[split:], seq_len, val_size, val_rng)
    description = (f"Next-character prediction on {len(text):,} characters of this Python's standard library "
                   f"source (vocabulary {len(vocab)}): built in, no download.")
    return DatasetBundle("python-text", "text", TensorDataset(*train_t), TensorDataset(*val_t), len(vocab), None,
                         None, len(vocab), seq_len, description, train_t, val_t, vocab=vocab)

