"""What the training lab offers, by name: models, datasets, precisions, optimizers. Free of torch on purpose.

The GUI builds its forms from these lists without importing torch (which takes seconds); models.py and
datasets.py build the real things from the same names.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.text import QT_TRANSLATE_NOOP

MODEL_NAMES = ("simple-cnn", "keras-cnn", "text-lstm", "cell-lstm", "tiny-gpt", "resnet18", "mobilenet_v3_small",
               "vgg16")
TRANSFER_MODELS = ("resnet18", "mobilenet_v3_small", "vgg16")
FREEZE_MODES = ("frozen", "last-block", "full")
ATTENTION_KINDS = ("fused", "plain")
"""How a transformer of the lab computes attention: PyTorch's fused ``scaled_dot_product_attention``, or the plain
formula (matmul, causal mask, softmax, matmul) that keeps the T x T scores."""


@dataclass(frozen=True)
class ModelSpec:
    name: str
    kind: str
    """"image" (input B, C, H, W float) or "text" (input B, T token ids)."""
    description: str
    """One sentence for the form (English; the window shows it translated)."""
    default_channels: int | None
    """None for text models."""
    default_resolution: int | None
    """Input height and width in pixels; None for text models."""
    transfer: bool
    """True for torchvision backbones that can load ImageNet weights and be frozen."""
    attention: bool = False
    """True for the lab's transformers, whose attention the ``attention`` setting switches (fused or plain)."""


MODEL_SPECS: dict[str, ModelSpec] = {
    "simple-cnn": ModelSpec(
        "simple-cnn", "image",
        QT_TRANSLATE_NOOP("Training", "Two convolution and pooling layers and two dense layers: the smallest CNN "
                                      "that learns real images."),
        3, 28, False),
    "keras-cnn": ModelSpec(
        "keras-cnn", "image",
        QT_TRANSLATE_NOOP("Training", "The Keras example CNN (three valid-padding convolutions, two dense layers) "
                                      "rewritten in PyTorch."),
        1, 28, False),
    "text-lstm": ModelSpec(
        "text-lstm", "text",
        QT_TRANSLATE_NOOP("Training", "A character model on PyTorch's fused nn.LSTM (cuDNN on NVIDIA GPUs) "
                                      "predicting the next character."),
        None, None, False),
    "cell-lstm": ModelSpec(
        "cell-lstm", "text",
        QT_TRANSLATE_NOOP("Training", "The same character model with a hand-written LSTM cell unrolled in Python, "
                                      "to compare with the fused one."),
        None, None, False),
    "tiny-gpt": ModelSpec(
        "tiny-gpt", "text",
        QT_TRANSLATE_NOOP("Training", "A small GPT: three causal transformer blocks predicting the next character, "
                                      "with fused or plain attention."),
        None, None, False, attention=True),
    "resnet18": ModelSpec(
        "resnet18", "image",
        QT_TRANSLATE_NOOP("Training", "An 11-million-parameter residual network from torchvision, pretrained on "
                                      "ImageNet, with a new head."),
        3, 64, True),
    "mobilenet_v3_small": ModelSpec(
        "mobilenet_v3_small", "image",
        QT_TRANSLATE_NOOP("Training", "A 2.5-million-parameter network built for phones, pretrained on ImageNet, "
                                      "with a new head."),
        3, 64, True),
    "vgg16": ModelSpec(
        "vgg16", "image",
        QT_TRANSLATE_NOOP("Training", "A 138-million-parameter plain convolutional network, pretrained on "
                                      "ImageNet: heavy on memory and FLOPs."),
        3, 64, True),
}


@dataclass(frozen=True)
class DatasetSpec:
    name: str
    kind: str
    """"image" or "text"."""
    label: str
    """The form's name for it (English; the window shows it translated)."""
    builtin: bool
    """Generated or read locally: works offline."""


DATASET_SPECS: dict[str, DatasetSpec] = {
    "shapes": DatasetSpec("shapes", "image", QT_TRANSLATE_NOOP("Training", "shapes (built-in, 10 classes)"), True),
    "mnist": DatasetSpec("mnist", "image", QT_TRANSLATE_NOOP("Training", "MNIST digits (download)"), False),
    "fashion-mnist": DatasetSpec("fashion-mnist", "image", QT_TRANSLATE_NOOP("Training", "Fashion-MNIST (download)"),
                                 False),
    "cifar10": DatasetSpec("cifar10", "image", QT_TRANSLATE_NOOP("Training", "CIFAR-10 (download)"), False),
    "python-text": DatasetSpec("python-text", "text",
                               QT_TRANSLATE_NOOP("Training", "Python stdlib source (built-in text)"), True),
}
DATASET_NAMES = ("shapes", "python-text", "mnist", "fashion-mnist", "cifar10")
BUILTIN_DATASETS = tuple(name for name, spec in DATASET_SPECS.items() if spec.builtin)

PRECISIONS = ("fp32", "fp16", "bf16")
OPTIMIZERS = ("sgd", "adam", "adamw")


TORCHVISION_PREFIX = "torchvision:"
"""``torchvision:resnet50``: any classification model of ``torchvision.models``, built with random weights."""
TORCHVISION_DESCRIPTION = QT_TRANSLATE_NOOP("Training", "A torchvision classification model with random weights.")
TORCHVISION_EXAMPLES = (
    "alexnet", "vgg11", "vgg16", "vgg19", "resnet18", "resnet34", "resnet50", "resnet101", "resnet152",
    "resnext50_32x4d", "wide_resnet50_2", "densenet121", "densenet201", "inception_v3", "googlenet",
    "squeezenet1_1", "shufflenet_v2_x1_0", "mnasnet1_0", "mobilenet_v2", "mobilenet_v3_small",
    "mobilenet_v3_large", "efficientnet_b0", "efficientnet_b4", "efficientnet_v2_s", "regnet_y_400mf",
    "regnet_y_8gf", "convnext_tiny", "convnext_base", "vit_b_16", "vit_l_16", "swin_t", "swin_b", "maxvit_t",
)
"""The torchvision models the Advisor page lists (any other is ``torchvision:NAME`` on the command line): named
here so that listing them does not import torchvision."""
INCEPTION_MODELS = ("inception_v3", "googlenet")
"""They take 299 px and 75 px at least; the others 224 px as published."""


def model_spec(name: str) -> ModelSpec | None:
    """The lab's model of this name, or a torchvision classification model named ``torchvision:NAME`` (not checked
    against torchvision's list here, which would import it: ``build_model`` does); None for any other name."""
    if name in MODEL_SPECS:
        return MODEL_SPECS[name]
    if name.startswith(TORCHVISION_PREFIX) and name[len(TORCHVISION_PREFIX):].isidentifier():
        resolution = 299 if name[len(TORCHVISION_PREFIX):] in INCEPTION_MODELS else 224
        return ModelSpec(name, "image", TORCHVISION_DESCRIPTION, 3, resolution, False)
    return None


def spec_for(name: str) -> ModelSpec:
    """``model_spec`` of a name already validated; KeyError for any other."""
    spec = model_spec(name)
    if spec is None:
        raise KeyError(name)
    return spec


MODEL_CHOICES = (*MODEL_NAMES, TORCHVISION_PREFIX + "NAME")
"""What a person may name, as a refusal lists it."""


def default_dataset(model: str) -> str:
    """The built-in dataset a model trains on unless told otherwise: Python source for text models, else shapes."""
    spec = model_spec(model)
    return "python-text" if spec is not None and spec.kind == "text" else "shapes"
