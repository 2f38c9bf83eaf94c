"""The models the training lab offers, built by name, with their size and cost measured the same way for all.

The small models are the articles' own (lab_models); the transfer models come from torchvision with ImageNet weights,
a new head and a chosen part of the backbone frozen. Nothing here knows about devices or Qt: the engine moves the
module where it trains.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

import torch
from torch import nn
from torch.utils.flop_counter import FlopCounterMode, sdpa_flop_count

from dashboard.errors import UserError
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.training.choices import (
    ATTENTION_KINDS,
    FREEZE_MODES,
    INCEPTION_MODELS,
    MODEL_CHOICES,
    TORCHVISION_PREFIX,
    TRANSFER_MODELS,
    ModelSpec,
    model_spec,
)
from dashboard.training.downloads import download_timeout
from dashboard.training.gpt import TinyGPT
from dashboard.training.lab_models import CellLSTM, KerasCNN, SimpleCNN, TextLSTM

if TYPE_CHECKING:
    import torchvision.models as tvm

TRANSFER_MIN_RESOLUTION = 32
"""Five stride-2 stages take 32 px down to 1x1; smaller inputs would vanish inside the backbone."""

OFFLINE_NOTE = QT_TRANSLATE_NOOP("Training", "ImageNet weights not available offline: backbone randomly "
                                            "initialised (speed and memory are valid, accuracy is not)")
"""Made with ``translate`` where it is given, so the run's note carries its words (``words_of``) to the window."""


# ---------------------------------------------------------------- transfer models


def _torchvision_models() -> ModuleType:
    """torchvision.models, imported when a transfer model is first asked for: torchvision brings torch._dynamo with
    it (seconds), which a run of the lab's own models never needs."""
    import torchvision.models

    return torchvision.models


@dataclass(frozen=True)
class _Transfer:
    factory: str
    """The torchvision.models function that builds it."""
    weights: tuple[str, str]
    """Its ImageNet weights: the torchvision.models enum and the member."""
    replace_head: Callable[[nn.Module, int], nn.Module]
    """Swaps in a new final Linear for num_classes and returns it."""
    last_block: Callable[[nn.Module], list[nn.Module]]
    """The last stage of the backbone and everything after it, up to and including the head."""

    def build(self) -> nn.Module:
        """The model with 1000 classes and random weights, so an ImageNet state dict fits before the head is
        replaced."""
        module: nn.Module = getattr(_torchvision_models(), self.factory)(weights=None)
        return module

    def imagenet_weights(self) -> Any:
        """The torchvision WeightsEnum member: its URL and its own loader."""
        enum, member = self.weights
        return getattr(getattr(_torchvision_models(), enum), member)


# torchvision ships no type information (see [tool.mypy]), so mypy takes its classes as Any: the annotations below
# say what each function is given, the tests check that it holds.


def _resnet_head(model: tvm.ResNet, num_classes: int) -> nn.Linear:
    model.fc = nn.Linear(model.fc.in_features, num_classes)
    return model.fc


def _resnet_last_block(model: tvm.ResNet) -> list[nn.Module]:
    return [model.layer4, model.fc]


def _classifier_head(model: tvm.MobileNetV3 | tvm.VGG, num_classes: int) -> nn.Linear:
    """MobileNetV3 and VGG end their classifier Sequential with the 1000-class Linear."""
    last = len(model.classifier) - 1
    model.classifier[last] = nn.Linear(model.classifier[last].in_features, num_classes)
    return model.classifier[last]


def _mobilenet_last_block(model: tvm.MobileNetV3) -> list[nn.Module]:
    """features[9:] is the last stage: the three 96-channel inverted residuals and the final 1x1 convolution."""
    return [model.features[9:], model.classifier]


def _vgg_last_block(model: tvm.VGG) -> list[nn.Module]:
    """features[24:] is the last conv block (three 512-channel convolutions and the pooling)."""
    return [model.features[24:], model.classifier]


_TRANSFER: dict[str, _Transfer] = {
    "resnet18": _Transfer("resnet18", ("ResNet18_Weights", "IMAGENET1K_V1"), _resnet_head, _resnet_last_block),
    "mobilenet_v3_small": _Transfer("mobilenet_v3_small", ("MobileNet_V3_Small_Weights", "IMAGENET1K_V1"),
                                    _classifier_head, _mobilenet_last_block),
    "vgg16": _Transfer("vgg16", ("VGG16_Weights", "IMAGENET1K_V1"), _classifier_head, _vgg_last_block),
}


def weights_file(name: str, weights_dir: Path | None = None) -> Path:
    """Where torch.hub keeps (or would download) a transfer model's ImageNet weights."""
    hub_dir = Path(weights_dir) if weights_dir is not None else Path(torch.hub.get_dir())
    return hub_dir / "checkpoints" / Path(urlparse(_TRANSFER[name].imagenet_weights().url).path).name


def _imagenet_state(name: str, allow_download: bool, weights_dir: Path | None
                    ) -> tuple[dict[str, torch.Tensor] | None, str]:
    """The ImageNet state dict and "", or None and a plain note; never raises, so offline use keeps working."""
    cached = weights_file(name, weights_dir)
    if not cached.is_file() and not allow_download:
        return None, translate("Training", OFFLINE_NOTE)
    try:
        # The weights' own loader: reads the cached file, or downloads it once (hash checked) into the hub cache.
        with download_timeout():
            weights = _TRANSFER[name].imagenet_weights()
            state = weights.get_state_dict(model_dir=str(cached.parent), progress=True, check_hash=True,
                                           map_location="cpu", weights_only=True)
    except Exception as err:  # noqa: BLE001 - offline (URLError), a full disk, a truncated file: all fall back
        if cached.is_file():
            return None, fill(translate("Training", "ImageNet weights in {file} could not be read ({error}): "
                                                    "backbone randomly initialised (speed and memory are valid, "
                                                    "accuracy is not)"), file=str(cached), error=type(err).__name__)
        return None, translate("Training", OFFLINE_NOTE)
    return state, ""


def _apply_freeze(model: nn.Module, head: nn.Module, spec: _Transfer, freeze: str) -> None:
    if freeze == "full":
        return
    model.requires_grad_(False)
    trainable = [head] if freeze == "frozen" else spec.last_block(model)
    for part in trainable:
        part.requires_grad_(True)


def _build_transfer(name: str, num_classes: int, freeze: str, pretrained: bool, allow_download: bool,
                    weights_dir: Path | None) -> tuple[nn.Module, bool, str]:
    spec = _TRANSFER[name]
    model = spec.build()
    loaded, note = False, ""
    if pretrained:
        state, note = _imagenet_state(name, allow_download, weights_dir)
        if state is not None:
            try:
                model.load_state_dict(state)
                loaded = True
            except RuntimeError:
                note = (f"ImageNet weights in {weights_file(name, weights_dir)} do not fit {name}: backbone randomly "
                        "initialised (speed and memory are valid, accuracy is not)")
    head = spec.replace_head(model, num_classes)
    _apply_freeze(model, head, spec, freeze)
    return model, loaded, note


# ---------------------------------------------------------------- frozen parts and train mode


def _trains(module: nn.Module) -> bool:
    return any(p.requires_grad for p in module.parameters())


def frozen_modules(model: nn.Module) -> list[nn.Module]:
    """The frozen part of a model: the largest sub-modules that run before anything trainable and learn nothing.

    Children are taken in registration order, which is the order they run in for Sequential and the torchvision
    models. Inside a module that trains, the children before its first trainable child are frozen when some of
    them have (frozen) parameters, parameter-free ones (ReLU, Dropout, pooling) included; after it, only children
    whose parameters are all frozen are.
    So with a frozen backbone, VGG's and MobileNet's classifier dropout before the new head is off as well: the
    backbone is a fixed feature extractor, as in Keras's ``base_model(x, training=False)``.
    """
    found: list[nn.Module] = []

    def visit(module: nn.Module) -> None:
        children = list(module.children())
        trainable = [i for i, child in enumerate(children) if _trains(child)]
        if not trainable:
            found.extend(c for c in children if next(c.parameters(), None) is not None)
            return
        before = children[:trainable[0]]
        if any(next(c.parameters(), None) is not None for c in before):  # frozen layers run first
            found.extend(before)
        for child in children[trainable[0]:]:
            if _trains(child):
                visit(child)
            elif next(child.parameters(), None) is not None:
                found.append(child)

    if not _trains(model):
        return [model] if next(model.parameters(), None) is not None else []
    visit(model)
    return found


def set_train_mode(model: nn.Module, training: bool = True) -> None:
    """model.train(training), but the frozen part (see frozen_modules) stays in eval mode.

    A frozen BatchNorm in train mode would still normalise with batch statistics and overwrite its running mean
    and variance every step, so the "fixed" backbone would drift while its weights stay put; frozen dropout would
    add noise to features the head cannot adapt. Call this instead of model.train() at the start of every epoch.
    """
    model.train(training)
    if training:
        for module in frozen_modules(model):
            module.eval()


# ---------------------------------------------------------------- building


@dataclass
class BuiltModel:
    module: nn.Module
    spec: ModelSpec
    pretrained: bool
    """True when ImageNet weights were loaded into the backbone."""
    note: str
    """"" or a plain sentence for the user, e.g. that the weights were not available offline."""
    freeze: str
    example_input: torch.Tensor
    """A CPU batch of one with the model's input shape and dtype, for FLOP counting."""


def _choices(values: tuple[str, ...]) -> str:
    return ", ".join(values)


def _min_resolution(name: str) -> int:
    if name == "simple-cnn":
        return 4  # two 2x2 poolings must leave at least 1x1
    if name == "keras-cnn":
        return 18  # three valid convolutions and two poolings must leave at least 1x1
    return TRANSFER_MIN_RESOLUTION


def torchvision_classifier(architecture: str, num_classes: int) -> nn.Module:
    """A classification model of ``torchvision.models`` with random weights (nothing is downloaded); UserError for a
    name torchvision does not list there (its detection, segmentation and video models live elsewhere)."""
    import torchvision

    known = torchvision.models.list_models(module=torchvision.models)
    if architecture not in known:
        raise UserError(f"torchvision {torchvision.__version__} has no classification model '{architecture}': "
                        f"choose one of {', '.join(known)}")
    extra = {"aux_logits": False, "init_weights": False} if architecture in INCEPTION_MODELS else {}
    try:
        module: nn.Module = torchvision.models.get_model(architecture, weights=None, num_classes=num_classes,
                                                         **extra)
    except (TypeError, ValueError) as err:
        raise UserError(f"torchvision could not build {architecture}: {err}") from err
    return module


def build_model(name: str, *, num_classes: int = 10, in_channels: int | None = None, resolution: int | None = None,
                vocab_size: int | None = None, seq_len: int = 64, freeze: str = "full", pretrained: bool = True,
                allow_download: bool = False, weights_dir: Path | None = None, attention: str = "fused") -> BuiltModel:
    """Build a model by name. Bad arguments raise UserError saying what is allowed.

    ``pretrained`` and ``allow_download`` only matter for transfer models: ImageNet weights come from the torch
    hub cache (``weights_dir`` or torch.hub.get_dir()), or are downloaded once when allowed; if neither works the
    backbone stays random and ``note`` says so. ``attention`` (fused or plain) only matters for tiny-gpt, whose
    context is ``seq_len``.
    """
    spec = model_spec(name)
    if spec is None:
        raise UserError(f"unknown model '{name}': choose one of {_choices(MODEL_CHOICES)}")
    if freeze not in FREEZE_MODES:
        raise UserError(f"unknown freeze mode '{freeze}': choose one of {_choices(FREEZE_MODES)}")
    if freeze != "full" and not spec.transfer:
        raise UserError(f"freeze mode '{freeze}' needs a pretrained backbone ({_choices(TRANSFER_MODELS)}): "
                         f"{name} always trains all its layers, use 'full'")

    if spec.kind == "text":
        if vocab_size is None or vocab_size < 2:
            raise UserError(f"{name} needs vocab_size (at least 2, from the text dataset), got {vocab_size!r}")
        if seq_len < 1:
            raise UserError(f"seq_len must be at least 1, got {seq_len!r}")
        if attention not in ATTENTION_KINDS:
            raise UserError(f"unknown attention '{attention}': choose one of {_choices(ATTENTION_KINDS)}")
        module: nn.Module = (TinyGPT(vocab_size, seq_len, attention=attention) if name == "tiny-gpt" else
                             TextLSTM(vocab_size) if name == "text-lstm" else CellLSTM(vocab_size))
        example = torch.zeros(1, seq_len, dtype=torch.long)
        return BuiltModel(module, spec, pretrained=False, note="", freeze=freeze, example_input=example)

    if num_classes < 2:
        raise UserError(f"num_classes must be at least 2, got {num_classes!r}")
    channels = spec.default_channels if in_channels is None else in_channels
    size = spec.default_resolution if resolution is None else resolution
    assert channels is not None and size is not None, "image models have a default input shape"
    torchvision_model = name.startswith(TORCHVISION_PREFIX)
    if (spec.transfer or torchvision_model) and channels != 3:
        raise UserError(f"{name} takes 3-channel images, got {channels}: load the dataset with channels=3 "
                         "(1-channel data is repeated to 3 channels there)")
    if channels < 1:
        raise UserError(f"in_channels must be at least 1, got {channels!r}")
    smallest = _min_resolution(name)
    if size < smallest:
        raise UserError(f"resolution {size} px is too small for {name}: use at least {smallest} px")
    example = torch.zeros(1, channels, size, size)

    if name == "simple-cnn":
        return BuiltModel(SimpleCNN(channels, num_classes, size), spec, False, "", freeze, example)
    if name == "keras-cnn":
        return BuiltModel(KerasCNN(channels, num_classes, size), spec, False, "", freeze, example)
    if torchvision_model:
        module = torchvision_classifier(name[len(TORCHVISION_PREFIX):], num_classes)
        return BuiltModel(module, spec, pretrained=False, note="", freeze=freeze, example_input=example)
    module, loaded, note = _build_transfer(name, num_classes, freeze, pretrained, allow_download, weights_dir)
    return BuiltModel(module, spec, pretrained=loaded, note=note, freeze=freeze, example_input=example)


# ---------------------------------------------------------------- size and cost


def parameter_counts(module: nn.Module) -> tuple[int, int]:
    """(total, trainable) parameter counts: trainable ones get gradients and optimizer state."""
    total = trainable = 0
    for param in module.parameters():
        total += param.numel()
        if param.requires_grad:
            trainable += param.numel()
    return total, trainable


def rnn_layer_flops(input_shape: torch.Size, w_ih_shape: torch.Size, w_hh_shape: torch.Size, *_args: object,
                     out_shape: object = None, **_kwargs: object) -> int:
    """One fused RNN layer over the sequence: per step and sample, x @ W_ih and h @ W_hh at 2 FLOPs per MAC."""
    steps_times_batch = math.prod(input_shape[:-1])
    return 2 * steps_times_batch * (math.prod(w_ih_shape) + math.prod(w_hh_shape))


def fused_rnn_formulas() -> dict[object, Callable[..., int]]:
    """nn.LSTM on the CPU runs as one oneDNN kernel per layer that the counter does not know; without oneDNN it
    runs as plain matmuls, which the counter already counts."""
    op = getattr(torch.ops.aten, "mkldnn_rnn_layer", None)
    return {op: rnn_layer_flops} if op is not None else {}


def attention_flops(query_shape: torch.Size, key_shape: torch.Size, value_shape: torch.Size, *_args: object,
                    out_shape: object = None, **_kwargs: object) -> int:
    """Fused attention counted as the plain formula's two matmuls (all T x T scores, as the counter's CUDA rule)."""
    return int(sdpa_flop_count(query_shape, key_shape, value_shape))


def fused_attention_formulas() -> dict[object, Callable[..., int]]:
    """scaled_dot_product_attention on the CPU runs as a flash kernel the counter does not know (it knows the CUDA
    ones): without this, fused attention would look cheaper than the same plain attention."""
    op = getattr(torch.ops.aten, "_scaled_dot_product_flash_attention_for_cpu", None)
    return {op: attention_flops} if op is not None else {}


def flops_per_sample(module: nn.Module, example_input: torch.Tensor) -> int:
    """Forward FLOPs for one sample, counted by torch.utils.flop_counter.FlopCounterMode.

    The counter counts matrix multiplications and convolutions at 2 FLOPs per multiply-accumulate (MAC); bias adds,
    activations, pooling and normalisation are not counted (they are small next to them). The fused CPU LSTM kernel
    is counted the same way, so TextLSTM and CellLSTM of equal size report equal FLOPs, and so is the fused CPU
    attention kernel, so tiny-gpt reports the same FLOPs with fused and plain attention. A training step costs about
    3x the forward pass (backward computes gradients for both inputs and weights). Meant to be called on the CPU
    model before training; the input goes to the module's device, and every sub-module's train/eval mode is
    restored afterwards (frozen parts included).
    """
    modes = [(m, m.training) for m in module.modules()]
    param = next(module.parameters(), None)
    device = param.device if param is not None else torch.device("cpu")
    sample = example_input[:1].to(device)
    module.eval()
    try:
        counter = FlopCounterMode(display=False, custom_mapping=fused_rnn_formulas() | fused_attention_formulas())
        with torch.no_grad(), counter:
            module(sample)
        return int(counter.get_total_flops())
    finally:
        for sub, training in modes:
            sub.training = training
