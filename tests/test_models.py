"""The model zoo: shapes, learning, sizes, FLOPs, freezing and the ImageNet weights cache, all on the CPU."""

from __future__ import annotations

import copy
import math
import urllib.error

import pytest
import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
import torchvision.models as tvm
from torch import nn

from dashboard.training.choices import FREEZE_MODES, MODEL_NAMES, MODEL_SPECS, TRANSFER_MODELS
from dashboard.training.datasets import load_dataset
from dashboard.training.lab_models import CellLSTM, TextLSTM
from dashboard.training.models import (
    OFFLINE_NOTE,
    BuiltModel,
    build_model,
    flops_per_sample,
    frozen_modules,
    parameter_counts,
    set_train_mode,
    weights_file,
)

SMALL = 32  # px for the torchvision models: the smallest they accept, to keep the tests fast


@pytest.fixture(autouse=True)
def one_thread():
    """One intra-op thread: when another process shares the 2 cores, spinning OpenMP threads make these tiny steps
    up to 50x slower; with one thread the file's time stays steady (about the same as with two when idle)."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def random_vgg16() -> nn.Module:
    """One randomly initialised vgg16 for the module (initialising its 138M parameters took 2 to 4.5 s here), made
    from a seed of its own inside fork_rng, so that neither the order of the tests nor their own seeds change it."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(16)
        return tvm.vgg16(weights=None)


@pytest.fixture
def shared_vgg16(random_vgg16, monkeypatch) -> None:
    """build_model's torchvision.models.vgg16(weights=None) returns a copy of the module's random vgg16; the rest of
    the build (the new head, freezing) is build_model's own. Any other call is torchvision's."""
    real = tvm.vgg16

    def vgg16(weights=None, **kwargs):
        return copy.deepcopy(random_vgg16) if weights is None and not kwargs else real(weights=weights, **kwargs)

    monkeypatch.setattr(tvm, "vgg16", vgg16)


def _small_build(name: str, **kwargs) -> BuiltModel:
    """A model at test size; transfer models never look for ImageNet weights unless a test asks."""
    kwargs.setdefault("pretrained", False)
    if MODEL_SPECS[name].kind == "text":
        return build_model(name, vocab_size=kwargs.pop("vocab_size", 97), seq_len=16, **kwargs)
    if MODEL_SPECS[name].transfer:
        kwargs.setdefault("resolution", SMALL)
    return build_model(name, **kwargs)


def _batch(name: str, size: int = 8) -> tuple[torch.Tensor, torch.Tensor]:
    """A small fixed batch of the dataset that matches the model."""
    spec = MODEL_SPECS[name]
    if spec.kind == "text":
        bundle = load_dataset("python-text", channels=None, resolution=None, seq_len=16, train_size=size, val_size=2)
    else:
        resolution = SMALL if spec.transfer else spec.default_resolution
        bundle = load_dataset("shapes", channels=spec.default_channels, resolution=resolution, train_size=size,
                              val_size=2)
    inputs, targets = bundle.train_tensors
    return inputs[:size], targets[:size]


def _loss(logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def _steps(model: nn.Module, inputs: torch.Tensor, targets: torch.Tensor, steps: int,
           optimizer: torch.optim.Optimizer | None = None) -> list[float]:
    optimizer = optimizer or torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=1e-3)
    set_train_mode(model, True)
    losses = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss = _loss(model(inputs), targets)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return losses


def _snapshot(module: nn.Module) -> dict[str, torch.Tensor]:
    """Parameters and buffers (BatchNorm running statistics included), copied."""
    return {k: v.detach().clone() for k, v in module.state_dict().items()}


def _unchanged(before: dict[str, torch.Tensor], module: nn.Module, prefix: str = "") -> bool:
    return all(torch.equal(before[prefix + k], v) for k, v in module.state_dict().items())


def _all_changed(before: dict[str, torch.Tensor], module: nn.Module, prefix: str) -> bool:
    return all(not torch.equal(before[f"{prefix}{name}"], p) for name, p in module.named_parameters())


# ---------------------------------------------------------------- shapes, specs, learning


def test_specs_cover_every_name() -> None:
    assert tuple(MODEL_SPECS) == MODEL_NAMES
    assert {n for n in MODEL_NAMES if MODEL_SPECS[n].transfer} == set(TRANSFER_MODELS)
    assert FREEZE_MODES == ("frozen", "last-block", "full")
    assert (MODEL_SPECS["simple-cnn"].default_channels, MODEL_SPECS["simple-cnn"].default_resolution) == (3, 28)
    assert (MODEL_SPECS["keras-cnn"].default_channels, MODEL_SPECS["keras-cnn"].default_resolution) == (1, 28)
    for name in TRANSFER_MODELS:
        assert (MODEL_SPECS[name].default_channels, MODEL_SPECS[name].default_resolution) == (3, 64)
    assert MODEL_SPECS["text-lstm"].kind == MODEL_SPECS["cell-lstm"].kind == "text"


@pytest.mark.parametrize("name", [n for n in MODEL_NAMES if n != "vgg16"])
def test_output_shape_and_flops(name: str) -> None:
    built = _small_build(name, num_classes=7)
    example = built.example_input
    assert example.device.type == "cpu" and example.shape[0] == 1
    batch = example.repeat(3, *[1] * (example.dim() - 1))
    with torch.no_grad():
        out = built.module(batch)
    if built.spec.kind == "text":
        assert example.dtype == torch.long
        assert out.shape == (3, 16, 97)
    else:
        assert example.dtype == torch.float32
        assert out.shape == (3, 7)
    assert flops_per_sample(built.module, example) > 0


def test_vgg16_shape_parameters_and_flops(shared_vgg16) -> None:
    """One vgg16 (a copy: it is slow to initialise) for its shape, size and FLOPs."""
    built = _small_build("vgg16", num_classes=10)
    with torch.no_grad():
        assert built.module(torch.rand(2, 3, SMALL, SMALL)).shape == (2, 10)
    with torch.device("meta"):
        expected = sum(p.numel() for p in tvm.vgg16(num_classes=10).parameters())
    assert parameter_counts(built.module) == (expected, expected)
    assert flops_per_sample(built.module, built.example_input) > 0


OVERFIT = {  # name: (steps, samples, Adam's learning rate); others take 20 steps on 8 samples at 1e-3
    # a head on random frozen features and the recurrent nets need a bolder step than Adam's usual 1e-3
    "text-lstm": (20, 8, 1e-2), "cell-lstm": (20, 8, 1e-2),
    # The transfer models cost most per step, and need few: measured from seed 0, resnet18's loss is below 1% of its
    # first after 6 steps, mobilenet_v3_small's below 10% after 8. vgg16 trains only its head here (its full
    # 134M-parameter update is too slow for a unit test), and each step reads its 400 MB classifier: 8 bold steps on
    # 4 samples bring its loss below 30% of the first.
    "resnet18": (6, 8, 1e-3), "mobilenet_v3_small": (8, 8, 1e-3), "vgg16": (8, 4, 1e-1),
}


@pytest.mark.parametrize("name", MODEL_NAMES)
def test_a_few_steps_overfit_a_tiny_batch(name: str, request: pytest.FixtureRequest) -> None:
    """A few Adam steps on a few fixed samples must cut the loss by a third: a model that cannot learn fails this."""
    if name == "vgg16":
        request.getfixturevalue("shared_vgg16")
    steps, samples, lr = OVERFIT.get(name, (20, 8, 1e-3))
    torch.manual_seed(0)
    built = _small_build(name, freeze="frozen" if name == "vgg16" else "full")
    inputs, targets = _batch(name, size=samples)
    model = built.module
    optimizer = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=lr)
    losses = _steps(model, inputs, targets, steps=steps, optimizer=optimizer)
    assert sum(losses[-3:]) / 3 < 0.67 * losses[0], losses


# ---------------------------------------------------------------- the articles' models


def test_simple_cnn_layers_and_hand_computed_flops() -> None:
    model = _small_build("simple-cnn").module
    assert model.fc1.in_features == 64 * 7 * 7
    macs = (32 * 28 * 28 * 3 * 3 * 3  # conv1: every output value is a 3x3x3 dot product
            + 64 * 14 * 14 * 32 * 3 * 3  # conv2 after the first 2x2 pooling
            + 64 * 7 * 7 * 128  # fc1
            + 128 * 10)  # fc2
    assert flops_per_sample(model, torch.zeros(1, 3, 28, 28)) == 2 * macs
    assert build_model("simple-cnn", resolution=64).module.fc1.in_features == 64 * 16 * 16


def test_keras_cnn_valid_padding_flatten_size() -> None:
    model = _small_build("keras-cnn").module
    # 28 -> conv 26 -> pool 13 -> conv 11 -> pool 5 -> conv 3: 64 * 3 * 3 features, as Keras reports
    assert model.classifier[1].in_features == 64 * 3 * 3
    assert parameter_counts(model)[0] == 93322  # Keras' model.summary() total for this network on MNIST


def test_hand_written_cell_matches_fused_lstm() -> None:
    """With nn.LSTM's weights copied in, the hand-written cells compute the same outputs."""
    torch.manual_seed(0)
    fused, cells = TextLSTM(50, embed_dim=12, hidden_size=10), CellLSTM(50, embed_dim=12, hidden_size=10)
    assert parameter_counts(fused) == parameter_counts(cells)
    with torch.no_grad():
        cells.embedding.weight.copy_(fused.embedding.weight)
        cells.head.load_state_dict(fused.head.state_dict())
        for layer, cell in enumerate(cells.cells):
            cell.i2h.weight.copy_(getattr(fused.lstm, f"weight_ih_l{layer}"))
            cell.i2h.bias.copy_(getattr(fused.lstm, f"bias_ih_l{layer}"))
            cell.h2h.weight.copy_(getattr(fused.lstm, f"weight_hh_l{layer}"))
            cell.h2h.bias.copy_(getattr(fused.lstm, f"bias_hh_l{layer}"))
        tokens = torch.randint(0, 50, (3, 9))
        torch.testing.assert_close(cells(tokens), fused(tokens), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("kind", [TextLSTM, CellLSTM])
def test_both_lstms_train_under_bf16_autocast_on_the_cpu(kind: type[nn.Module]) -> None:
    """oneDNN has no mixed-precision LSTM kernel on most CPUs ("could not create a primitive descriptor"): the fused
    LSTM keeps its recurrence in fp32 there, and `train --model text-lstm --precision bf16` runs instead of failing."""
    model, tokens = kind(50, embed_dim=12, hidden_size=10), torch.randint(0, 50, (3, 9))
    with torch.autocast("cpu", dtype=torch.bfloat16):
        logits = model(tokens)
    loss = F.cross_entropy(logits.float().flatten(0, 1), tokens.flatten())
    loss.backward()
    assert math.isfinite(loss.item())
    assert all(p.grad is not None and torch.isfinite(p.grad).all() for p in model.parameters())


def test_fused_and_cell_lstm_report_equal_flops() -> None:
    fused, cells = _small_build("text-lstm"), _small_build("cell-lstm")
    assert fused.module.lstm.num_layers == len(cells.module.cells) == 2
    hidden, embed, vocab, steps = 128, 128, 97, 16
    lstm = 2 * steps * 4 * hidden * ((embed + hidden) + (hidden + hidden))  # x@W_ih and h@W_hh, both layers
    head = 2 * steps * hidden * vocab
    assert flops_per_sample(fused.module, fused.example_input) == lstm + head
    assert flops_per_sample(cells.module, cells.example_input) == lstm + head


def test_flops_restores_every_module_mode() -> None:
    model = _small_build("resnet18", freeze="frozen").module
    set_train_mode(model, True)
    modes = [m.training for m in model.modules()]
    flops_per_sample(model, torch.zeros(1, 3, SMALL, SMALL))
    assert [m.training for m in model.modules()] == modes
    assert not model.layer1.training and model.fc.training


# ---------------------------------------------------------------- transfer models: sizes and freezing


@pytest.mark.parametrize(("name", "head_in"), [("resnet18", 512), ("mobilenet_v3_small", 1024)])
def test_transfer_parameter_counts_equal_torchvision(name: str, head_in: int) -> None:
    factory = {"resnet18": tvm.resnet18, "mobilenet_v3_small": tvm.mobilenet_v3_small}[name]
    with torch.device("meta"):
        expected = sum(p.numel() for p in factory(num_classes=10).parameters())
    assert parameter_counts(_small_build(name).module) == (expected, expected)
    assert parameter_counts(_small_build(name, freeze="frozen").module) == (expected, head_in * 10 + 10)


@pytest.mark.parametrize("name", ["resnet18", "mobilenet_v3_small"])
def test_frozen_backbone_and_batchnorm_stay_bit_identical(name: str) -> None:
    torch.manual_seed(0)
    model = _small_build(name, freeze="frozen").module
    head_prefix = "fc." if name == "resnet18" else "classifier.3."
    before = _snapshot(model)
    inputs, targets = _batch(name)
    _steps(model, inputs, targets, steps=3)
    for key, value in model.state_dict().items():
        if key.startswith(head_prefix):
            assert not torch.equal(before[key], value), f"head {key} did not train"
        else:
            assert torch.equal(before[key], value), f"frozen {key} changed"
    if name == "mobilenet_v3_small":  # the dropout before the new head belongs to the frozen feature extractor
        assert not model.classifier[2].training and model.classifier[3].training
    # Why the helper exists: plain model.train() lets a frozen BatchNorm overwrite its running statistics.
    model.train()
    with torch.no_grad():
        model(inputs)
    assert not _unchanged(before, model)


@pytest.mark.parametrize(("name", "block", "earlier"), [
    ("resnet18", "layer4", ["conv1", "bn1", "layer1", "layer2", "layer3"]),
    ("mobilenet_v3_small", "features.9", ["features.0", "features.4", "features.8"]),
    ("vgg16", "features.24", ["features.0", "features.10", "features.21"]),
])
def test_last_block_trains_only_the_last_block_and_after(name: str, block: str, earlier: list[str],
                                                        request: pytest.FixtureRequest) -> None:
    if name == "vgg16":
        request.getfixturevalue("shared_vgg16")
    torch.manual_seed(0)
    model = _small_build(name, freeze="last-block").module
    before = _snapshot(model)
    inputs, targets = _batch(name, size=4)
    params = [p for p in model.parameters() if p.requires_grad]
    _steps(model, inputs, targets, steps=1, optimizer=torch.optim.SGD(params, lr=0.1))
    last = model.get_submodule(block)
    assert all(p.requires_grad for p in last.parameters())
    assert any(not torch.equal(before[f"{block}.{k}"], p) for k, p in last.named_parameters())
    for prefix in earlier:
        part = model.get_submodule(prefix)
        assert not any(p.requires_grad for p in part.parameters())
        assert _unchanged(before, part, prefix + "."), f"{prefix} changed"
    assert all(not m.training for m in frozen_modules(model))
    assert all(m.training for m in last.modules())
    if name != "resnet18":  # the classifier after the last block trains, its dropout included
        assert all(m.training for m in model.classifier.modules())


def test_full_mode_trains_everything() -> None:
    model = _small_build("mobilenet_v3_small", freeze="full").module
    total, trainable = parameter_counts(model)
    assert total == trainable and frozen_modules(model) == []
    set_train_mode(model, True)
    assert all(m.training for m in model.modules())
    set_train_mode(model, False)
    assert not any(m.training for m in model.modules())


@pytest.mark.parametrize(("model", "extra"), [
    ("resnet18", {}),
    ("mobilenet_v3_small", {}),
    ("vgg16", {"freeze": "frozen"}),  # its 134M-parameter update is too slow for a test: the head trains
])
def test_every_transfer_model_trains_through_the_engine(model, extra, request: pytest.FixtureRequest):
    """The engine runs each torchvision model on the shapes at its smallest size, to the end of an epoch. That they
    learn is checked without the engine, on a tiny batch they overfit (above): a few steps here would say more about
    the seed than the model, and a learning run of each took a minute of this suite."""
    from dashboard.training.config import TrainConfig
    from dashboard.training.engine import prepare, run
    from dashboard.training.events import RunInfo, RunSummary, StepMetrics

    if model == "vgg16":
        request.getfixturevalue("shared_vgg16")
    config = TrainConfig(model=model, dataset="shapes", resolution=32, batch_size=8, steps=3, warmup_steps=1,
                         train_size=64, val_size=16, epochs=None, allow_download=False, **extra)
    events = list(run(prepare(config)))
    info = events[0]
    assert isinstance(info, RunInfo) and 0 < info.trainable_parameters <= info.parameters
    if "freeze" in extra:
        assert info.trainable_parameters == 4096 * 10 + 10  # the new head alone
    losses = [e.loss for e in events if isinstance(e, StepMetrics)]
    assert len(losses) == 3 and all(math.isfinite(loss) for loss in losses)
    summary = events[-1]
    assert isinstance(summary, RunSummary) and summary.status == "completed" and summary.val_accuracy is not None


# ---------------------------------------------------------------- ImageNet weights: cache, offline


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every download attempt is recorded and fails the way an offline machine fails."""
    attempts: list[str] = []

    def offline(url: str, *_args: object, **_kwargs: object) -> None:
        attempts.append(url)
        raise urllib.error.URLError("[Errno -3] Temporary failure in name resolution")

    monkeypatch.setattr(torch.hub, "download_url_to_file", offline)
    return attempts


@pytest.mark.parametrize(("name", "factory", "weight", "buffer"), [
    ("resnet18", tvm.resnet18, "conv1.weight", "bn1.running_var"),
    ("mobilenet_v3_small", tvm.mobilenet_v3_small, "features.0.0.weight", "features.0.1.running_var"),
])
def test_weights_in_the_hub_cache_are_loaded(tmp_path, no_network, name, factory, weight, buffer) -> None:
    torch.manual_seed(123)
    reference = factory().state_dict()
    reference[buffer] = torch.rand_like(reference[buffer]) + 0.5  # a fresh model's running_var is all ones
    path = weights_file(name, tmp_path)
    assert path.parent == tmp_path / "checkpoints"
    assert path.name == tvm.get_model_weights(name).IMAGENET1K_V1.url.rsplit("/", 1)[1]
    path.parent.mkdir(parents=True)
    torch.save(reference, path)

    built = build_model(name, resolution=SMALL, weights_dir=tmp_path, freeze="frozen")
    assert built.pretrained and built.note == ""
    assert torch.equal(built.module.get_parameter(weight), reference[weight])
    assert torch.equal(built.module.get_buffer(buffer), reference[buffer])
    assert no_network == []


def test_offline_without_cache_gives_random_backbone_and_note(tmp_path, no_network) -> None:
    built = build_model("resnet18", resolution=SMALL, weights_dir=tmp_path, allow_download=True)
    assert not built.pretrained
    assert built.note == OFFLINE_NOTE
    assert built.note.startswith("ImageNet weights not available offline: backbone randomly initialised")
    assert no_network == [tvm.ResNet18_Weights.IMAGENET1K_V1.url]
    assert not weights_file("resnet18", tmp_path).exists()

    no_network.clear()
    built = build_model("mobilenet_v3_small", resolution=SMALL, weights_dir=tmp_path, allow_download=False)
    assert (built.pretrained, built.note) == (False, OFFLINE_NOTE)
    assert no_network == [], "allow_download=False must not try the network"


def test_unreadable_cache_file_gives_a_note(tmp_path, no_network) -> None:
    path = weights_file("mobilenet_v3_small", tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a checkpoint")
    built = build_model("mobilenet_v3_small", resolution=SMALL, weights_dir=tmp_path)
    assert not built.pretrained
    assert "could not be read" in built.note and "randomly initialised" in built.note


def test_not_pretrained_means_no_note(tmp_path, no_network) -> None:
    built = build_model("resnet18", resolution=SMALL, weights_dir=tmp_path, pretrained=False, allow_download=True)
    assert (built.pretrained, built.note) == (False, "")
    assert no_network == []


# ---------------------------------------------------------------- bad arguments


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"name": "alexnet"}, r"unknown model 'alexnet': choose one of simple-cnn, keras-cnn, text-lstm, cell-lstm, "
                          r"tiny-gpt, resnet18, mobilenet_v3_small, vgg16"),
    ({"name": "tiny-gpt", "vocab_size": 10, "attention": "flash"}, r"unknown attention 'flash': choose one of fused, "
                                                                   r"plain"),
    ({"name": "resnet18", "freeze": "half"}, r"unknown freeze mode 'half': choose one of frozen, last-block, full"),
    ({"name": "simple-cnn", "freeze": "frozen"}, r"freeze mode 'frozen' needs a pretrained backbone \(resnet18, "
                                                 r"mobilenet_v3_small, vgg16\)"),
    ({"name": "text-lstm", "freeze": "last-block", "vocab_size": 10}, r"needs a pretrained backbone"),
    ({"name": "simple-cnn", "resolution": 2}, r"resolution 2 px is too small for simple-cnn: use at least 4 px"),
    ({"name": "keras-cnn", "resolution": 16}, r"too small for keras-cnn: use at least 18 px"),
    ({"name": "resnet18", "resolution": 16}, r"too small for resnet18: use at least 32 px"),
    ({"name": "cell-lstm"}, r"cell-lstm needs vocab_size"),
    ({"name": "vgg16", "in_channels": 1}, r"vgg16 takes 3-channel images"),
    ({"name": "simple-cnn", "num_classes": 1}, r"num_classes must be at least 2"),
])
def test_invalid_arguments_say_what_is_allowed(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build_model(**kwargs)
