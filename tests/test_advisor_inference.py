"""Inference estimates on every catalogue GPU, Jetson boards included: the forward pass alone, labelled estimates."""

from __future__ import annotations

import json

import pytest

from dashboard.advisor.gpu_catalog import load_catalog
from dashboard.advisor.inference_advice import inference_memory_bytes, inference_rows
from dashboard.advisor.profile import profile_model
from dashboard.advisor.roofline_peaks import peaks_for
from dashboard.advisor.speed import estimate_inference, estimate_speed, forward_work, step_work
from dashboard.cli import main


@pytest.fixture(scope="module")
def profile():
    """resnet18 at its published input, as the command below advises it: one trace serves both (and the other
    advisor tests trace the same)."""
    return profile_model("resnet18", precision="fp16", resolution=224, num_classes=1000)


@pytest.fixture(scope="module")
def catalog():
    return {gpu.name: gpu for gpu in load_catalog(None).gpus}


def test_a_forward_pass_is_about_a_third_of_a_training_steps_work(profile, catalog):
    peaks = peaks_for(catalog["H100 SXM5 80GB"], "fp16")
    forward, training = forward_work(profile, peaks, 64), step_work(profile, peaks, 64, "adam")
    forward_s = sum(min(seconds for _, seconds in op.choices) for op in forward.ops)
    training_s = sum(min(seconds for _, seconds in op.choices) for op in training.ops)
    assert 0.25 < forward_s / training_s < 0.45  # backward is about twice the forward's arithmetic
    assert forward.kernels < training.kernels / 2
    inference = estimate_inference(profile, catalog["H100 SXM5 80GB"], 64)
    assert inference.samples_per_second > 2 * estimate_speed(profile, catalog["H100 SXM5 80GB"], 64,
                                                             "adam").samples_per_second


def test_edge_boards_are_slower_than_a_datacenter_gpu_and_labelled_as_edge(profile, catalog):
    rows = {row.name: row for row in inference_rows(profile, list(catalog.values()), 64)}
    h100, agx, nano = rows["H100 SXM5 80GB"], rows["Jetson AGX Orin 64GB"], rows["Jetson Orin Nano 8GB"]
    assert h100.samples_per_second > agx.samples_per_second > nano.samples_per_second
    assert agx.edge and nano.edge and not h100.edge
    for row in (h100, agx, nano):
        low, high = row.latency_ms_range
        assert low <= row.latency_ms <= high
        low, high = row.samples_per_second_range
        assert low <= row.samples_per_second <= high
    assert nano.latency_ms >= h100.latency_ms


def test_inference_memory_is_an_upper_bound_that_grows_with_the_batch(profile, catalog):
    nano = catalog["Jetson Orin Nano 8GB"]
    small, large = inference_memory_bytes(profile, 1, nano), inference_memory_bytes(profile, 4096, nano)
    assert profile.param_bytes < small < large
    rows = {row.name: row for row in inference_rows(profile, [nano], 100_000)}
    assert not rows[nano.name].fits  # every activation of 100,000 images does not fit in 8 GB


def test_the_command_prints_inference_estimates_as_a_table_or_json(capsys):
    arguments = ["advise", "--model", "resnet18", "--precision", "fp16", "--batch-size", "16", "--inference"]
    assert main(arguments) == 0
    text = capsys.readouterr().out
    assert "not calibrated on inference" in text and "Jetson Orin Nano 8GB" in text and "edge board" in text
    assert main([*arguments, "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    nano = next(row for row in document["gpus"] if row["name"] == "Jetson Orin Nano 8GB")
    assert nano["edge"] and nano["latency_ms"] > 0 and nano["samples_per_second"] > 0


def test_the_advisor_table_and_its_paragraph_carry_the_inference_estimates(profile, catalog):
    from dashboard.advisor.advise import advise, explain
    from dashboard.ui.advisor.table import columns

    advice = advise(profile, list(catalog.values()), 64)
    nano = next(row for row in advice.gpus if row.name == "Jetson Orin Nano 8GB")
    low, high = nano.inference_latency_ms_range
    assert low <= nano.inference_latency_ms <= high and nano.inference_samples_per_second > 0
    assert "Inference, estimated for the forward pass alone (not calibrated on inference)" in explain(advice)
    shown = {column.key: column.text(nano, catalog[nano.name]) for column in columns("fp16")}
    assert shown["inference latency"].startswith(f"{nano.inference_latency_ms:.1f} (")
