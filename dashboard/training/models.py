"""The models the training lab offers, built by name, with their size and cost measured the same way for all.

Small models are written out here exactly as the articles show them, so a lecturer can point at the code; the
transfer models come from torchvision with a new head and a chosen part of the backbone frozen. Nothing here knows
about devices or Qt: the engine moves the module where it trains.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlparse

import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
import torchvision.models as tvm
from torch import nn
from torch.utils.flop_counter import FlopCounterMode

from dashboard.errors import UserError
from dashboard.training.choices import (  # noqa: F401 - re-exported: the names live in the torch-free catalog
    FREEZE_MODES,
    MODEL_NAMES,
    MODEL_SPECS,
    TRANSFER_MODELS,
    ModelSpec,
)
from dashboard.training.downloads import download_timeout

TRANSFER_MIN_RESOLUTION = 32
"""Five stride-2 stages take 32 px down to 1x1; smaller inputs would vanish inside the backbone."""

OFFLINE_NOTE = ("ImageNet weights not available offline: backbone randomly initialised "
                "(speed and memory are valid, accuracy is not)")


# ---------------------------------------------------------------- small image models


class SimpleCNN(nn.Module):
    """The articles' CNN: two 3x3 convolutions (same padding) with 2x2 pooling, then two dense layers."""

    def __init__(self, in_channels: int = 3, num_classes: int = 10, resolution: int = 28) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, 32, kernel_size=3, stride=1, padding=1)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.conv2 = nn.Conv2d(32, 64, kernel_size=3, stride=1, padding=1)
        self.fc1 = nn.Linear(64 * (resolution // 4) ** 2, 128)  # 64 * 7 * 7 for 28 px, as in the article
        self.fc2 = nn.Linear(128, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        return self.fc2(x)


def _keras_cnn_side(resolution: int) -> int:
    """Feature-map side after the Keras stack: each valid 3x3 conv loses 2 px, each pooling halves (floor)."""
    side = (resolution - 2) // 2
    side = (side - 2) // 2
    return side - 2


class KerasCNN(nn.Module):
    """The articles' Keras example in PyTorch; it returns logits because the loss applies the softmax."""

    def __init__(self, in_channels: int = 1, num_classes: int = 10, resolution: int = 28) -> None:
        super().__init__()
        side = _keras_cnn_side(resolution)
        self.features = nn.Sequential(
            nn.Conv2d(in_channels, 32, kernel_size=3), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(32, 64, kernel_size=3), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(64, 64, kernel_size=3), nn.ReLU(),
        )
        self.classifier = nn.Sequential(
            nn.Flatten(),
            nn.Linear(64 * side * side, 64), nn.ReLU(),
            nn.Linear(64, num_classes),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.classifier(self.features(x))


# ---------------------------------------------------------------- text models


class TextLSTM(nn.Module):
    """Next-character model on the fused nn.LSTM: input (B, T) int64 token ids, output (B, T, vocab) logits."""

    def __init__(self, vocab_size: int, embed_dim: int = 128, hidden_size: int = 128, num_layers: int = 2) -> None:
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        self.lstm = nn.LSTM(embed_dim, hidden_size, num_layers=num_layers, batch_first=True)
        self.head = nn.Linear(hidden_size, vocab_size)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        output, _ = self.lstm(self.embedding(tokens))
        return self.head(output)


class LSTMCell(nn.Module):
    """The articles' hand-written LSTM cell: one time step, gates in nn.LSTM's order (in, forget, cell, out)."""

    def __init__(self, input_size: int, hidden_size: int) -> None:
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(input_size, 4 * hidden_size)
        self.h2h = nn.Linear(hidden_size, 4 * hidden_size)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        """nn.LSTM's initialisation, so the fused and the hand-written model start alike."""
        std = 1.0 / math.sqrt(self.hidden_size)
        for weight in self.parameters():
            nn.init.uniform_(weight, -std, std)

    def forward(self, x: torch.Tensor, hidden: tuple[torch.Tensor, torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
        hx, cx = hidden
        gates = self.i2h(x) + self.h2h(hx)
        ingate, forgetgate, cellgate, outgate = gates.chunk(4, 1)
        ingate = torch.sigmoid(ingate)
        forgetgate = torch.sigmoid(forgetgate)
        cellgate = torch.tanh(cellgate)
        outgate = torch.sigmoid(outgate)
        cx = forgetgate * cx + ingate * cellgate
        hx = outgate * torch.tanh(cx)
        return hx, cx


class CellLSTM(nn.Module):
    """TextLSTM's twin built from LSTMCells unrolled over time in Python: same I/O, many small kernel launches."""

    def __init__(self, vocab_size: int, embed_dim: int = 128, hidden_size: int = 128, num_layers: int = 2) -> None:
        super().__init__()
        self.hidden_size = hidden_size
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        sizes = [embed_dim] + [hidden_size] * (num_layers - 1)
        self.cells = nn.ModuleList(LSTMCell(size, hidden_size) for size in sizes)
        self.head = nn.Linear(hidden_size, vocab_size)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        embedded = self.embedding(tokens)
        batch, steps = tokens.shape
        zeros = embedded.new_zeros(batch, self.hidden_size)
        state = [(zeros, zeros) for _ in self.cells]
        outputs = []
        for t in range(steps):
            x = embedded[:, t]
            for layer, cell in enumerate(self.cells):
                state[layer] = cell(x, state[layer])
                x = state[layer][0]
            outputs.append(x)
        return self.head(torch.stack(outputs, dim=1))


# ---------------------------------------------------------------- transfer models


@dataclass(frozen=True)
class _Transfer:
    factory: Callable[..., nn.Module]
    weights: tvm.WeightsEnum
    replace_head: Callable[[nn.Module, int], nn.Module]
    """Swaps in a new final Linear for num_classes and returns it."""
    last_block: Callable[[nn.Module], list[nn.Module]]
    """The last stage of the backbone and everything after it, up to and including the head."""


def _resnet_head(model: nn.Module, num_classes: int) -> nn.Module:
    model.fc = nn.Linear(model.fc.in_features, num_classes)
    return model.fc


def _classifier_head(model: nn.Module, num_classes: int) -> nn.Module:
    """MobileNetV3 and VGG end their classifier Sequential with the 1000-class Linear."""
    last = len(model.classifier) - 1
    model.classifier[last] = nn.Linear(model.classifier[last].in_features, num_classes)
    return model.classifier[last]


_TRANSFER: dict[str, _Transfer] = {
    "resnet18": _Transfer(tvm.resnet18, tvm.ResNet18_Weights.IMAGENET1K_V1, _resnet_head,
                          lambda m: [m.layer4, m.fc]),
    # features[9:] is the last stage: the three 96-channel inverted residuals and the final 1x1 convolution.
    "mobilenet_v3_small": _Transfer(tvm.mobilenet_v3_small, tvm.MobileNet_V3_Small_Weights.IMAGENET1K_V1,
                                    _classifier_head, lambda m: [m.features[9:], m.classifier]),
    # features[24:] is the last conv block (three 512-channel convolutions and the pooling).
    "vgg16": _Transfer(tvm.vgg16, tvm.VGG16_Weights.IMAGENET1K_V1, _classifier_head,
                       lambda m: [m.features[24:], m.classifier]),
}


def weights_file(name: str, weights_dir: Path | None = None) -> Path:
    """Where torch.hub keeps (or would download) a transfer model's ImageNet weights."""
    hub_dir = Path(weights_dir) if weights_dir is not None else Path(torch.hub.get_dir())
    return hub_dir / "checkpoints" / Path(urlparse(_TRANSFER[name].weights.url).path).name


def _imagenet_state(name: str, allow_download: bool, weights_dir: Path | None) -> tuple[dict | None, str]:
    """The ImageNet state dict and "", or None and a plain note; never raises, so offline use keeps working."""
    cached = weights_file(name, weights_dir)
    if not cached.is_file() and not allow_download:
        return None, OFFLINE_NOTE
    try:
        # The weights' own loader: reads the cached file, or downloads it once (hash checked) into the hub cache.
        with download_timeout():
            state = _TRANSFER[name].weights.get_state_dict(model_dir=str(cached.parent), progress=True,
                                                           check_hash=True, map_location="cpu", weights_only=True)
    except Exception as err:  # noqa: BLE001 - offline (URLError), a full disk, a truncated file: all fall back
        if cached.is_file():
            return None, (f"ImageNet weights in {cached} could not be read ({type(err).__name__}): backbone randomly "
                          "initialised (speed and memory are valid, accuracy is not)")
        return None, OFFLINE_NOTE
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
    model = spec.factory(weights=None)  # 1000 classes, so an ImageNet state dict fits before the head is replaced
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


def build_model(name: str, *, num_classes: int = 10, in_channels: int | None = None, resolution: int | None = None,
                vocab_size: int | None = None, seq_len: int = 64, freeze: str = "full", pretrained: bool = True,
                allow_download: bool = False, weights_dir: Path | None = None) -> BuiltModel:
    """Build a model by name. Bad arguments raise UserError saying what is allowed.

    ``pretrained`` and ``allow_download`` only matter for transfer models: ImageNet weights come from the torch
    hub cache (``weights_dir`` or torch.hub.get_dir()), or are downloaded once when allowed; if neither works the
    backbone stays random and ``note`` says so.
    """
    if name not in MODEL_SPECS:
        raise UserError(f"unknown model '{name}': choose one of {_choices(MODEL_NAMES)}")
    if freeze not in FREEZE_MODES:
        raise UserError(f"unknown freeze mode '{freeze}': choose one of {_choices(FREEZE_MODES)}")
    spec = MODEL_SPECS[name]
    if freeze != "full" and not spec.transfer:
        raise UserError(f"freeze mode '{freeze}' needs a pretrained backbone ({_choices(TRANSFER_MODELS)}): "
                         f"{name} always trains all its layers, use 'full'")

    if spec.kind == "text":
        if vocab_size is None or vocab_size < 2:
            raise UserError(f"{name} needs vocab_size (at least 2, from the text dataset), got {vocab_size!r}")
        if seq_len < 1:
            raise UserError(f"seq_len must be at least 1, got {seq_len!r}")
        module: nn.Module = TextLSTM(vocab_size) if name == "text-lstm" else CellLSTM(vocab_size)
        example = torch.zeros(1, seq_len, dtype=torch.long)
        return BuiltModel(module, spec, pretrained=False, note="", freeze=freeze, example_input=example)

    if num_classes < 2:
        raise UserError(f"num_classes must be at least 2, got {num_classes!r}")
    channels = spec.default_channels if in_channels is None else in_channels
    size = spec.default_resolution if resolution is None else resolution
    if spec.transfer and channels != 3:
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


def flops_per_sample(module: nn.Module, example_input: torch.Tensor) -> int:
    """Forward FLOPs for one sample, counted by torch.utils.flop_counter.FlopCounterMode.

    The counter counts matrix multiplications and convolutions at 2 FLOPs per multiply-accumulate (MAC); bias adds,
    activations, pooling and normalisation are not counted (they are small next to them). The fused CPU LSTM kernel
    is counted the same way, so TextLSTM and CellLSTM of equal size report equal FLOPs. A training step costs about
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
        counter = FlopCounterMode(display=False, custom_mapping=fused_rnn_formulas())
        with torch.no_grad(), counter:
            module(sample)
        return int(counter.get_total_flops())
    finally:
        for sub, training in modes:
            sub.training = training
