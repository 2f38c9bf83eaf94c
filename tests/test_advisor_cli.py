"""`dl-dashboard advise` as a user runs it: the JSON the issue specifies, a readable table, one-line errors."""

from __future__ import annotations

import json

import pytest

from dashboard import cli
from dashboard.advisor import gpu_catalog
from tests.test_advisor_estimates import A100, H100_SXM, T4, V100, gpu

SMALL = gpu("Small Card 512MB", 5, 20, 200, "8.6", memory_gb=0.5)
GPUS = (H100_SXM, A100, V100, T4, SMALL)


@pytest.fixture(autouse=True)
def hand_made_catalogue(monkeypatch):
    """The CLI sees a fixed list of GPUs, so these tests do not depend on the shipped catalogue's contents."""
    monkeypatch.setattr(gpu_catalog, "load_catalog", lambda: gpu_catalog.Catalog(GPUS, ()))


def advise_json(capsys, *args: str) -> dict:
    assert cli.main(["advise", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_the_estimate_and_one_entry_per_gpu(capsys):
    document = advise_json(capsys, "--model", "resnet18", "--batch-size", "64", "--precision", "fp32")
    estimate = document["estimate"]
    assert {"parameters", "trainable_parameters", "params_bytes", "gradients_bytes", "optimizer_bytes",
            "activations_bytes", "total_bytes", "flops_per_sample", "resolution"} <= estimate.keys()
    assert estimate["parameters"] == estimate["trainable_parameters"] == 11_689_512  # torchvision's resnet18
    assert estimate["params_bytes"] == 4 * 11_689_512 and estimate["optimizer_bytes"] == 8 * 11_689_512
    assert estimate["resolution"] == 224 and estimate["num_classes"] == 1000
    assert estimate["flops_per_sample"] == pytest.approx(3 * 3.6e9, rel=0.05)  # forward 1.8 GMACs, backward 2x
    assert [row["name"] for row in document["gpus"]] == [g.name for g in GPUS]
    for row in document["gpus"]:
        assert {"name", "vendor", "memory_gb", "fits", "max_batch_size", "est_samples_per_second",
                "est_samples_per_second_range", "bound"} <= row.keys()
        assert row["bound"] in ("compute", "memory")
        low, high = row["est_samples_per_second_range"]
        assert low < row["est_samples_per_second"] < high
        assert row["fits"] == (row["max_batch_size"] >= 64)
    small = document["gpus"][-1]
    assert not small["fits"] and small["max_batch_size"] == 0
    assert "GPUs fit it" in document["explanation"]
    assert "needs about" in document["takeaway"] and len(document["takeaway"].split()) <= 30


def test_freeze_none_means_training_everything(capsys):
    none = advise_json(capsys, "--model", "resnet18", "--freeze", "none")["estimate"]
    frozen = advise_json(capsys, "--model", "resnet18", "--freeze", "frozen")["estimate"]
    assert none["freeze"] == "full" and none["trainable_parameters"] == 11_689_512
    assert frozen["trainable_parameters"] == 512 * 1000 + 1000
    assert frozen["gradients_bytes"] < none["gradients_bytes"] / 20


def test_bf16_is_not_supported_on_gpus_without_bf16_units(capsys):
    document = advise_json(capsys, "--model", "simple-cnn", "--precision", "bf16", "--batch-size", "32")
    rows = {row["name"]: row for row in document["gpus"]}
    assert rows[V100.name]["supported"] is False and rows[V100.name]["est_samples_per_second"] is None
    assert rows[A100.name]["supported"] is True
    assert document["estimate"]["resolution"] == 28  # the lab's size for its small models


def test_the_table_has_units_and_every_gpu(capsys):
    # fp32: the profile the JSON test above traces (the table's units and rows do not depend on the precision)
    assert cli.main(["advise", "--model", "resnet18", "--batch-size", "32", "--precision", "fp32"]) == 0
    out = capsys.readouterr().out
    for spec in GPUS:
        assert spec.name in out
    for unit in ("MiB", "GFLOPs per sample", "Samples/s", "GB HBM2", "Epoch"):
        assert unit in out
    assert "does not fit" in out


def test_measure_prints_estimate_against_a_real_cpu_step(capsys):
    document = advise_json(capsys, "--model", "simple-cnn", "--batch-size", "64", "--measure")
    measured = document["measured"]
    for key in ("activations_bytes", "total_bytes"):
        pair = measured[key]
        assert pair["estimate"] == pytest.approx(pair["measured"], rel=0.15)
    assert cli.main(["advise", "--model", "text-lstm", "--batch-size", "16", "--measure"]) == 0
    out = capsys.readouterr().out
    assert "Estimate vs one real step on this CPU" in out and "activations" in out


@pytest.mark.parametrize(("args", "message"), [
    (["--model", "resnet1000"], "unknown model 'resnet1000'"),
    (["--batch-size", "0"], "batch size 0 is not allowed"),
    (["--precision", "fp8"], "unknown precision 'fp8'"),
    (["--optimizer", "lion"], "unknown optimizer 'lion'"),
    (["--model", "simple-cnn", "--freeze", "last-block"], "freezing needs a pretrained backbone"),
    (["--model", "resnet18", "--resolution", "16"], "too small for resnet18"),
    (["--model", "resnet18", "--resolution", "4000"], "resolution 4000 px is not allowed"),
    (["--model", "text-lstm", "--resolution", "64"], "reads text: give a sequence length and vocabulary size"),
    (["--model", "resnet18", "--classes", "1"], "num_classes must be at least 2"),
    (["--dataset-size", "0"], "argument --dataset-size: must be from 1 to 100,000,000, got 0"),
])
def test_bad_requests_are_one_line_and_exit_2(capsys, args, message):
    assert cli.main(["advise", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dl-dashboard advise: ") and message in lines[0]
