"""What input a model is advised at unless told otherwise. Free of torch, so the window can import it at start."""

from __future__ import annotations

from dashboard.training.choices import TORCHVISION_PREFIX, spec_for
from dashboard.training.config import TrainConfig

IMAGENET_RESOLUTION = 224
IMAGENET_CLASSES = 1000
LAB_CLASSES = 10
"""The lab's built-in image datasets have 10 classes."""
DEFAULT_SEQ_LEN = TrainConfig.seq_len
DEFAULT_VOCAB_SIZE = 100
"""The built-in python-text vocabulary stays under 100 characters (see builtin_data.UNKNOWN_CHAR)."""
DEFAULT_DATASET_SIZE = 50_000
"""Samples per epoch when none is given: the size of CIFAR-10's training set, a common first dataset."""


def default_image_input(model: str) -> tuple[int | None, int]:
    """(resolution, classes) an image model is advised at unless told otherwise: torchvision models as published
    (224 px, 1000 ImageNet classes, so parameter counts match torchvision's), the lab's CNNs at their own size."""
    spec = spec_for(model)
    if spec.transfer or model.startswith(TORCHVISION_PREFIX):
        return IMAGENET_RESOLUTION, IMAGENET_CLASSES
    return spec.default_resolution, LAB_CLASSES
