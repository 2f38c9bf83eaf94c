"""The shipped footprint table (issue 32): a batch too large is refused from it without importing torch, and it
says what a trace says today."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dashboard.advisor import fits
from dashboard.advisor.footprint_table import shipped, table_key, table_keys


def test_the_table_holds_every_entry_the_code_asks_for() -> None:
    """A model, precision or freeze mode added without `make footprints` would be traced at each refusal: seconds."""
    assert set(shipped()) == set(table_keys())
    assert len(shipped()) >= 50


@pytest.mark.parametrize("key", [("simple-cnn", "fp32", "full", None, 28, 10),
                                 ("text-lstm", "bf16", "full", None, None, None)])
def test_an_entry_is_what_a_trace_finds_now(key: tuple) -> None:
    """A changed model (or torch) without a regenerated table fails here: one image model on fake tensors, one text
    model on real ones (bf16, which oneDNN's CPU LSTM could not run before the model kept it in fp32)."""
    model, precision, freeze, attention, resolution, classes = key
    kept = fits.shipped_footprint(model, precision, freeze, resolution, classes or 10)
    traced = fits.traced_footprint(model, precision, freeze, resolution, classes or 10)
    assert kept is not None
    assert (kept.param_bytes, kept.buffer_bytes, kept.trainable_bytes) == (
        traced.param_bytes, traced.buffer_bytes, traced.trainable_bytes)
    for batch in (1, 64, 65_536):
        assert kept.training_bytes(batch) == pytest.approx(traced.training_bytes(batch), rel=0.01)
        assert kept.inference_bytes(batch) == pytest.approx(traced.inference_bytes(batch), rel=0.01)


def test_requests_the_table_cannot_hold_are_traced() -> None:
    assert table_key("resnet18", "fp32", "full", 64, 10, None, "fused") == ("resnet18", "fp32", "full", None, 64, 10)
    assert table_key("resnet18", "fp32", "full", None, 10, None, "fused") == ("resnet18", "fp32", "full", None, 64, 10)
    assert shipped().get(table_key("resnet18", "fp32", "full", 96, 10, None, "fused")) is None  # another resolution
    assert table_key("tiny-gpt", "fp32", "full", None, 10, 512, "plain") is None  # another sequence length
    assert table_key("torchvision:alexnet", "fp32", "full", None, 10, None, "fused") is None
    assert fits.shipped_footprint("simple-cnn", "fp32", "frozen") is None  # refused by the lab when traced


def test_a_shipped_footprint_is_read_without_importing_torch() -> None:
    """Importing torch takes 3 to 8 s on a 2-core machine: the refusal must not wait for it."""
    code = ("import sys; from dashboard.advisor.fits import footprint; "
            "model = footprint('resnet18', 'fp16', 'last-block'); "
            "print(model.training_bytes(65536) > 2**30, 'torch' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["True", "False"]


@pytest.mark.parametrize("model", ["simple-cnn", "vgg16"])
def test_bf16_needs_about_half_of_fp32_at_a_large_batch(model: str) -> None:
    """At batches 2 and 4 the worst moment of a bf16 pass is a weight's cast (fixed), at 65,536 a layer's output
    (half of fp32's): a line through the two small peaks alone put vgg16's bf16 inference at a twentieth of fp32's,
    and the guard let through batches that do not fit. Each moment's line is followed instead."""
    for kind in ("training_bytes", "inference_bytes"):
        half, single = (getattr(fits.shipped_footprint(model, precision), kind)(65_536)
                        for precision in ("bf16", "fp32"))
        assert 0.4 < half / single < 0.8, (kind, half, single)
