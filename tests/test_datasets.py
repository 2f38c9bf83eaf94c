"""The datasets: built-in ones generated or read here, torchvision ones loaded from small files the tests write."""

from __future__ import annotations

import hashlib
import pickle
import struct
import urllib.error
import urllib.request
from pathlib import Path

import numpy as np
import pytest
import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
import torchvision.datasets

from dashboard.training import image_storage
from dashboard.training.builtin_data import SHAPE_CLASSES, UNKNOWN_CHAR, decode_text, load_python_text
from dashboard.training.choices import BUILTIN_DATASETS, DATASET_NAMES
from dashboard.training.dataset_bundle import DatasetBundle, DatasetUnavailable
from dashboard.training.datasets import load_dataset, make_loaders
from dashboard.training.image_storage import ImageTensorDataset, convert_images


def _shapes(**kwargs) -> DatasetBundle:
    args = {"channels": 1, "resolution": 28, "train_size": 300, "val_size": 60, "seed": 0} | kwargs
    return load_dataset("shapes", **args)


# ---------------------------------------------------------------- shapes


def test_names() -> None:
    assert DATASET_NAMES == ("shapes", "python-text", "mnist", "fashion-mnist", "cifar10")
    assert BUILTIN_DATASETS == ("shapes", "python-text")
    assert len(SHAPE_CLASSES) == len(set(SHAPE_CLASSES)) == 10


def test_shapes_are_float32_in_unit_range_with_every_class() -> None:
    bundle = _shapes()
    images, labels = bundle.train_tensors
    assert (bundle.kind, bundle.num_classes, bundle.in_channels, bundle.resolution) == ("image", 10, 1, 28)
    assert images.shape == (300, 1, 28, 28) and images.dtype == torch.float32
    assert labels.shape == (300,) and labels.dtype == torch.int64
    assert images.min() >= 0.0 and images.max() <= 1.0
    assert torch.bincount(labels, minlength=10).tolist() == [30] * 10  # balanced, so every class is present
    assert set(bundle.val_tensors[1].tolist()) == set(range(10))
    x, y = bundle.train[5]
    assert torch.equal(x, images[5]) and int(y) == int(labels[5])
    assert bundle.class_names == SHAPE_CLASSES


def test_shapes_are_deterministic_per_seed() -> None:
    first, again, other = _shapes(seed=3), _shapes(seed=3), _shapes(seed=4)
    for a, b in zip(first.train_tensors + first.val_tensors, again.train_tensors + again.val_tensors, strict=True):
        assert torch.equal(a, b)
    assert not torch.equal(first.train_tensors[0], other.train_tensors[0])
    # the validation set does not depend on how many training samples were asked for
    assert torch.equal(_shapes(seed=3, train_size=50).val_tensors[0], first.val_tensors[0])


def test_shapes_are_drawn_not_noise() -> None:
    """Each class has its own mean image: a nearest-mean classifier already beats chance by far."""
    bundle = _shapes(train_size=2000, val_size=500)
    images, labels = bundle.train_tensors
    means = torch.stack([images[labels == k].mean(0) for k in range(10)]).flatten(1)
    val_images, val_labels = bundle.val_tensors
    predicted = torch.cdist(val_images.flatten(1), means).argmin(1)
    assert (predicted == val_labels).float().mean() > 0.3  # chance is 0.1


def test_three_channel_shapes_have_random_colours() -> None:
    images, labels = _shapes(channels=3, resolution=32).train_tensors
    assert images.shape[1:] == (3, 32, 32)
    brightest = images.flatten(2).amax(2)  # per-sample, per-channel peak: the shape's colour plus noise
    circles = brightest[labels == 0]
    assert circles.std(0).min() > 0.1, "the colour must vary within a class"
    assert not torch.equal(images[:, 0], images[:, 1])


def test_shapes_come_in_the_sizes_asked_for() -> None:
    """How fast they are generated is not asserted: on a busy machine a wall-clock limit fails for no reason."""
    bundle = load_dataset("shapes", channels=1, resolution=28, train_size=6000, val_size=1000)
    assert (len(bundle.train), len(bundle.val)) == (6000, 1000)


def test_large_sets_stay_uint8_and_convert_per_batch(monkeypatch: pytest.MonkeyPatch) -> None:
    small = _shapes(channels=3, resolution=32, train_size=40, val_size=10)
    monkeypatch.setattr(image_storage, "FLOAT_IN_MEMORY_MAX_BYTES", 1000)
    large = _shapes(channels=3, resolution=32, train_size=40, val_size=10)
    assert large.train_tensors is None and large.val_tensors is None
    assert isinstance(large.train, ImageTensorDataset) and large.train.images.dtype == torch.uint8
    x, y = large.train[7]
    assert x.dtype == torch.float32 and torch.equal(x, small.train_tensors[0][7]) and int(y) == int(small.train[7][1])
    train_loader, _ = make_loaders(large, 8, shuffle=False)
    inputs, targets = next(iter(train_loader))  # DataLoader takes the batch through __getitems__
    assert torch.equal(inputs, small.train_tensors[0][:8]) and torch.equal(targets, small.train_tensors[1][:8])


# ---------------------------------------------------------------- python-text


def test_python_text_windows_predict_the_next_character() -> None:
    bundle = load_dataset("python-text", channels=None, resolution=None, seq_len=32, train_size=200, val_size=50)
    assert (bundle.kind, bundle.seq_len, bundle.in_channels, bundle.resolution) == ("text", 32, None, None)
    assert bundle.vocab[0] == UNKNOWN_CHAR and bundle.vocab_size == len(bundle.vocab) <= 128
    assert list(bundle.vocab[1:]) == sorted(bundle.vocab[1:]) and {"\n", " ", "d", "e", "f", ":"} <= set(bundle.vocab)
    assert bundle.num_classes == bundle.vocab_size
    assert (len(bundle.train), len(bundle.val)) == (200, 50)
    inputs, targets = bundle.train_tensors
    assert inputs.shape == targets.shape == (200, 32) and inputs.dtype == targets.dtype == torch.long
    assert torch.equal(inputs[:, 1:], targets[:, :-1])  # target[t] == input[t + 1]
    x, y = bundle.val[3]
    assert torch.equal(x[1:], y[:-1]) and int(inputs.max()) < bundle.vocab_size
    again = load_dataset("python-text", channels=None, resolution=None, seq_len=32, train_size=200, val_size=50)
    other = load_dataset("python-text", channels=None, resolution=None, seq_len=32, train_size=200, val_size=50,
                         seed=1)
    assert torch.equal(again.train_tensors[0], inputs) and not torch.equal(other.train_tensors[0], inputs)


def test_python_text_split_and_vocabulary_on_known_source(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    letters = "".join(rng.choice(list("abcdefghij \n"), size=6000))
    (tmp_path / "a.py").write_text(letters[:3000] + "é\x0c", encoding="utf-8")
    (tmp_path / "b.py").write_text(letters[3000:], encoding="utf-8")
    (tmp_path / "notes.txt").write_text("XYZ", encoding="utf-8")
    for skipped in ("test", "site-packages"):
        (tmp_path / skipped).mkdir()
        (tmp_path / skipped / "c.py").write_text("QQQ", encoding="utf-8")
    bundle = load_python_text(0, 10_000, 10_000, 16, lambda _m: None, stdlib_dir=str(tmp_path))
    assert bundle.vocab == (UNKNOWN_CHAR, "\n", " ", *"abcdefghij")  # é and form feed became UNKNOWN_CHAR
    text = letters[:3000] + UNKNOWN_CHAR * 2 + letters[3000:]
    split = int(len(text) * 0.9)
    for inputs, targets, part in ((*bundle.train_tensors, text[:split]), (*bundle.val_tensors, text[split:])):
        for window_in, window_target in zip(inputs, targets, strict=True):
            window = decode_text(window_in, bundle.vocab) + decode_text(window_target[-1:], bundle.vocab)
            assert window in part
    assert (split - 16 - 1) // 16 <= len(bundle.train) <= (split - 1) // 16  # every window, from a seeded start
    truncated = load_python_text(0, 10, 10, 16, lambda _m: None, max_chars=500, stdlib_dir=str(tmp_path))
    assert len(truncated.train) == 10 and len(truncated.description) > 0


def test_python_text_without_source_suggests_shapes(tmp_path: Path) -> None:
    with pytest.raises(DatasetUnavailable, match="use the built-in 'shapes' dataset"):
        load_python_text(0, 10, 10, 16, lambda _m: None, stdlib_dir=str(tmp_path))


# ---------------------------------------------------------------- torchvision sets from small files


def _idx(path: Path, array: np.ndarray) -> None:
    """The MNIST idx format: zero, zero, type 0x08 (ubyte), rank, big-endian sizes, then the bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes([0, 0, 8, array.ndim]) + struct.pack(f">{array.ndim}I", *array.shape)
                     + array.astype(np.uint8).tobytes())


def _fake_mnist(root: Path, folder: str, train: int = 20, test: int = 10) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(1)
    arrays = {}
    for split, count in (("train", train), ("t10k", test)):
        images = rng.integers(0, 256, (count, 28, 28), dtype=np.uint8)
        labels = np.arange(count, dtype=np.uint8) % 10
        _idx(root / folder / "raw" / f"{split}-images-idx3-ubyte", images)
        _idx(root / folder / "raw" / f"{split}-labels-idx1-ubyte", labels)
        arrays[split] = images
        arrays[split + "-labels"] = labels
    return arrays


def _fake_cifar(root: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, np.ndarray]:
    """CIFAR-10's python pickle batches, 4 constant-colour images each. torchvision checks every file's md5, so
    the expected checksums are set to these files' own (the one thing that must be bypassed)."""
    folder = root / "cifar-10-batches-py"
    folder.mkdir(parents=True)
    rng = np.random.default_rng(2)
    md5 = {}
    colours = {}
    for name in ("data_batch_1", "data_batch_2", "data_batch_3", "data_batch_4", "data_batch_5", "test_batch"):
        colour = rng.integers(0, 256, (4, 3), dtype=np.uint8)
        data = np.repeat(colour, 32 * 32, axis=1)  # rows are R plane, G plane, B plane: 3 x 1024 values
        labels = rng.integers(0, 10, 4).tolist()
        (folder / name).write_bytes(pickle.dumps({"data": data, "labels": labels, "batch_label": name}))
        md5[name] = hashlib.md5((folder / name).read_bytes()).hexdigest()
        colours[name], colours[name + "-labels"] = colour, np.array(labels)
    names = ["airplane", "automobile", "bird", "cat", "deer", "dog", "frog", "horse", "ship", "truck"]
    (folder / "batches.meta").write_bytes(pickle.dumps({"label_names": names}))
    cls = torchvision.datasets.CIFAR10
    monkeypatch.setattr(cls, "train_list", [[n, md5[n]] for n, _ in cls.train_list])
    monkeypatch.setattr(cls, "test_list", [["test_batch", md5["test_batch"]]])
    meta_md5 = hashlib.md5((folder / "batches.meta").read_bytes()).hexdigest()
    monkeypatch.setattr(cls, "meta", {**cls.meta, "md5": meta_md5})
    return colours


@pytest.mark.parametrize(("name", "folder"), [("mnist", "MNIST"), ("fashion-mnist", "FashionMNIST")])
def test_mnist_family_from_idx_files(tmp_path: Path, name: str, folder: str) -> None:
    arrays = _fake_mnist(tmp_path, folder)
    messages: list[str] = []
    native = load_dataset(name, channels=1, resolution=28, root=tmp_path, progress=messages.append)
    assert (len(native.train), len(native.val), native.num_classes) == (20, 10, 10)
    images, labels = native.train_tensors
    assert torch.equal(images, torch.from_numpy(arrays["train"]).unsqueeze(1).float() / 255)
    assert labels.tolist() == arrays["train-labels"].tolist()
    assert torch.equal(native.val_tensors[0][:, 0], torch.from_numpy(arrays["t10k"]).float() / 255)
    assert any(str(tmp_path) in m for m in messages)

    for channels, resolution in ((3, 32), (1, 14), (3, 64)):
        bundle = load_dataset(name, channels=channels, resolution=resolution, root=tmp_path)
        images = bundle.train_tensors[0]
        assert images.shape == (20, channels, resolution, resolution) and bundle.in_channels == channels
        expected = F.interpolate(torch.from_numpy(arrays["train"]).unsqueeze(1).float() / 255,
                                 size=(resolution, resolution), mode="bilinear", antialias=True).clamp(0, 1)
        for c in range(channels):  # 1 -> 3 channels repeats the grey image
            torch.testing.assert_close(images[:, c:c + 1], expected, rtol=0, atol=1e-6)


def test_cifar10_from_pickle_batches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    colours = _fake_cifar(tmp_path, monkeypatch)
    train_colours = np.concatenate([colours[f"data_batch_{i}"] for i in range(1, 6)]).astype(np.float32) / 255
    train_labels = np.concatenate([colours[f"data_batch_{i}-labels"] for i in range(1, 6)])

    native = load_dataset("cifar10", channels=None, resolution=None, root=tmp_path)
    images, labels = native.train_tensors
    assert images.shape == (20, 3, 32, 32) and labels.tolist() == train_labels.tolist()
    torch.testing.assert_close(images[:, :, 5, 9], torch.from_numpy(train_colours))
    assert native.class_names[0] == "airplane" and len(native.val) == 4

    grey = load_dataset("cifar10", channels=1, resolution=28, root=tmp_path)
    images = grey.train_tensors[0]
    assert images.shape == (20, 1, 28, 28)
    luminance = train_colours @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
    torch.testing.assert_close(images.flatten(1), torch.from_numpy(luminance)[:, None].expand(20, 28 * 28),
                               rtol=0, atol=1e-5)  # a constant colour stays constant through the resize


def test_subset_of_a_fixed_split_is_seeded(tmp_path: Path) -> None:
    arrays = _fake_mnist(tmp_path, "MNIST")
    first = load_dataset("mnist", channels=1, resolution=28, root=tmp_path, train_size=5, val_size=3, seed=7)
    again = load_dataset("mnist", channels=1, resolution=28, root=tmp_path, train_size=5, val_size=3, seed=7)
    other = load_dataset("mnist", channels=1, resolution=28, root=tmp_path, train_size=5, val_size=3, seed=8)
    assert (len(first.train), len(first.val)) == (5, 3)
    assert torch.equal(first.train_tensors[0], again.train_tensors[0])
    assert not torch.equal(first.train_tensors[0], other.train_tensors[0])
    originals = torch.from_numpy(arrays["train"]).float() / 255
    assert all(any(torch.equal(img[0], o) for o in originals) for img in first.train_tensors[0])


# ---------------------------------------------------------------- not downloaded, offline


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Any URL opened fails as it does on a machine without a network; the URLs are recorded."""
    urls: list[str] = []

    def fail(request: object, *_args: object, **_kwargs: object) -> None:
        urls.append(getattr(request, "full_url", str(request)))
        raise urllib.error.URLError("[Errno -3] Temporary failure in name resolution")

    monkeypatch.setattr(urllib.request, "urlopen", fail)
    return urls


@pytest.mark.parametrize("name", ["mnist", "fashion-mnist", "cifar10"])
def test_not_downloaded_and_download_off(tmp_path: Path, offline: list[str], name: str) -> None:
    with pytest.raises(DatasetUnavailable, match=rf"{name} is not downloaded .*'shapes'") as caught:
        load_dataset(name, channels=1, resolution=28, root=tmp_path, allow_download=False)
    assert str(tmp_path) in str(caught.value)
    assert offline == []


@pytest.mark.parametrize("name", ["mnist", "cifar10"])
def test_download_fails_offline(tmp_path: Path, offline: list[str], name: str) -> None:
    messages: list[str] = []
    with pytest.raises(DatasetUnavailable, match=r"could not be downloaded.*offline.*built-in 'shapes'") as caught:
        load_dataset(name, channels=1, resolution=28, root=tmp_path, allow_download=True, progress=messages.append)
    assert f"connect once to download it into {tmp_path}" in str(caught.value) and "\n" not in str(caught.value)
    assert messages[-1] == f"downloading {name} into {tmp_path}"
    assert offline, "the real download code was not reached"


# ---------------------------------------------------------------- loaders and arguments


def test_loaders_drop_the_last_partial_batch_and_shuffle_by_seed() -> None:
    bundle = _shapes(train_size=100, val_size=30)
    train, val = make_loaders(bundle, 32, seed=5)
    assert len(train) == 3 and len(val) == 1 + 30 // 32
    batches = [targets for _, targets in train]
    assert all(len(t) == 32 for t in batches)
    again = [targets for _, targets in make_loaders(bundle, 32, seed=5)[0]]
    other = [targets for _, targets in make_loaders(bundle, 32, seed=6)[0]]
    assert all(torch.equal(a, b) for a, b in zip(batches, again, strict=True))
    assert not all(torch.equal(a, b) for a, b in zip(batches, other, strict=True))
    inputs, targets = next(iter(val))
    assert torch.equal(inputs, bundle.val_tensors[0][:30]) and torch.equal(targets, bundle.val_tensors[1][:30])
    with pytest.raises(ValueError, match="batch size 101 is larger than the 100 training samples"):
        make_loaders(bundle, 101)


def test_text_loader_batches() -> None:
    bundle = load_dataset("python-text", channels=None, resolution=None, seq_len=8, train_size=20, val_size=5)
    inputs, targets = next(iter(make_loaders(bundle, 4)[0]))
    assert inputs.shape == targets.shape == (4, 8) and inputs.dtype == torch.long


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"name": "imagenet"}, r"unknown dataset 'imagenet': choose one of shapes, python-text, mnist, fashion-mnist, "
                           r"cifar10"),
    ({"name": "shapes", "channels": 2}, r"channels must be 1 or 3"),
    ({"name": "shapes", "resolution": 4}, r"resolution 4 px is not allowed"),
    ({"name": "shapes", "train_size": 0}, r"train_size and val_size must be at least 1"),
])
def test_invalid_arguments(kwargs: dict, message: str) -> None:
    args = {"channels": 1, "resolution": 28} | kwargs
    with pytest.raises(ValueError, match=message):
        load_dataset(args.pop("name"), **args)


def test_convert_images_channel_rules() -> None:
    rgb = torch.tensor([255, 0, 0], dtype=torch.uint8).view(1, 3, 1, 1).expand(1, 3, 4, 4)
    assert torch.allclose(convert_images(rgb, 1, 4), torch.full((1, 1, 4, 4), 0.299))
    grey = torch.full((2, 1, 4, 4), 51, dtype=torch.uint8)
    assert torch.allclose(convert_images(grey, 3, 8), torch.full((2, 3, 8, 8), 0.2))
