"""What every dataset loader hands back (DatasetBundle), and the error when a dataset cannot be had here.

Images are float32 in [0, 1], shape (C, H, W); labels are int64. Text samples are int64 character ids, input (T,)
and next-character target (T,). Both splits are in memory (see image_storage for how images are kept).
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.errors import UserError
from dashboard.training.image_storage import InMemoryDataset, Split


class DatasetUnavailable(UserError):
    """A dataset cannot be loaded here; the message says why and suggests a built-in dataset."""


@dataclass
class DatasetBundle:
    name: str
    kind: str
    """"image" or "text"."""
    train: InMemoryDataset
    val: InMemoryDataset
    num_classes: int
    """Image classes, or for text the vocabulary size (the model predicts one of vocab_size characters)."""
    in_channels: int | None
    resolution: int | None
    """Height and width in pixels; None for text."""
    vocab_size: int | None
    seq_len: int | None
    description: str
    train_tensors: Split | None = None
    """(inputs, targets) of the whole training split, ready for the device; None when kept as uint8."""
    val_tensors: Split | None = None
    class_names: tuple[str, ...] = ()
    vocab: tuple[str, ...] | None = None
    """Text only: the character of each token id; id 0 is UNKNOWN_CHAR."""
