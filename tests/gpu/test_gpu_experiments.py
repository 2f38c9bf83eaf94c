"""The Experiments page's measurements on the real GPU: `maxbatch` meets a real out-of-memory and bisects to it, a
CPU-against-GPU sweep says where they cross (or that they do not), and mixed precision outruns fp32 on tensor cores.

Budget on an H200: about 20 s for maxbatch, 20 s for the CPU-against-GPU sweep, 10 s for the precisions.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from typing import Any

import pytest
import torch

from dashboard.experiments.points import SweepPoint
from dashboard.experiments.sweep import ThroughputProbe, sweep
from dashboard.training.choices import spec_for
from dashboard.training.config import TrainConfig
from dashboard.training.datasets import load_dataset
from tests.gpu.conftest import CliRunner, Figures

GIB = 2**30
MIB = 2**20

# ---------------------------------------------------------------- maxbatch

SEARCH_SECONDS = 120
FREE_FOR_THE_SEARCH = 4 * GIB
"""What this test leaves free on the card for `maxbatch`. Every model of the lab at its size fits a 141 GB H200 up
to the search's limit of 65,536 or takes a minute of full-size tries to find its edge (resnet18 at 64 px filled
112 GiB at 65,536 in 38 s there; vgg16 at 128 px would need about 6,000 samples of 1.2 GB of host data per step).
So this test holds the rest of the memory itself, as another program on a shared GPU would: the search then meets
the driver's real out-of-memory near batch 2,000 on any card, in about 25 tries."""


def _free_bytes(device: str) -> int:
    free, _total = torch.cuda.mem_get_info(device)
    return free


def test_maxbatch_meets_a_real_out_of_memory_within_two_minutes_and_leaves_the_gpu_usable(
        cuda: str, cli: CliRunner, figures: Figures) -> None:
    free_before = _free_bytes(cuda)
    assert free_before > FREE_FOR_THE_SEARCH + GIB, f"only {free_before / GIB:.1f} GiB free on {cuda} to begin with"
    ballast = torch.empty(free_before - FREE_FOR_THE_SEARCH, dtype=torch.uint8, device=cuda)
    left = _free_bytes(cuda)
    try:
        started = time.monotonic()
        done = cli("maxbatch", "--model", "resnet18", "--device", cuda, "--offline", "--json", timeout=150)
        seconds = time.monotonic() - started
    finally:
        del ballast
        torch.cuda.empty_cache()
    document = json.loads(done.stdout)
    tries = document["tries"]
    figures.update(search_s=seconds, free_for_the_search_gib=left / GIB, largest_batch=document["largest_batch"],
                   first_failing_batch=document["first_failing_batch"], tries=len(tries), limit=document["limit"],
                   best_batch=document["best_batch"], best_samples_per_s=document["best_samples_per_second"])
    assert document["first_failing_batch"] is not None, (
        f"no batch ran out of memory with {left / GIB:.1f} GiB free: largest {document['largest_batch']} of the "
        f"limit {document['limit']}; {document['method']}")
    assert document["largest_batch"] is not None and document["largest_batch"] < document["limit"], document
    assert document["first_failing_batch"] == document["largest_batch"] + 1, (
        f"the bisection did not close: fits at {document['largest_batch']}, fails at "
        f"{document['first_failing_batch']} ({document['method']})")
    failed = [t["batch_size"] for t in tries if not t["fits"]]
    assert document["first_failing_batch"] in failed, f"tries {tries}"
    assert seconds < SEARCH_SECONDS, f"the search took {seconds:.0f} s ({len(tries)} tries), over {SEARCH_SECONDS} s"

    # The device is usable afterwards, from this process: memory given back, a real allocation and matmul.
    free_after = _free_bytes(cuda)
    figures.update(free_before_gib=free_before / GIB, free_after_gib=free_after / GIB)
    assert free_after > free_before - GIB, (
        f"{free_after / GIB:.1f} GiB free after the search against {free_before / GIB:.1f} GiB before")
    size = 4096
    ones = torch.ones(size, size, device=cuda)
    product = ones @ ones
    torch.cuda.synchronize()
    assert torch.all(product == size).item(), "a matmul after the search gave a wrong result"


# ---------------------------------------------------------------- CPU against GPU

SWEEP_BATCHES = (1, 8, 64, 512)


def _rates(points: list[dict[str, Any]]) -> dict[str, dict[int, float]]:
    by_device: dict[str, dict[int, float]] = defaultdict(dict)
    for point in points:
        if point["status"] == "ok":
            by_device[point["device"]][point["batch_size"]] = point["samples_per_second"]
    return by_device


def test_a_cpu_against_gpu_sweep_names_its_crossover_or_says_there_is_none(
        cuda: str, cli: CliRunner, figures: Figures) -> None:
    started = time.monotonic()
    done = cli("sweep", "--model", "simple-cnn", "--devices", f"cpu,{cuda}", "--batch-sizes",
               ",".join(map(str, SWEEP_BATCHES)), "--seconds-per-point", "0.5", "--offline", "--json", timeout=120)
    seconds = time.monotonic() - started
    document = json.loads(done.stdout)
    points = document["points"]
    rates = _rates(points)
    takeaway = document["takeaway"]
    figures.update(sweep_s=seconds, crossover_batch=document["crossover_batch"], takeaway=takeaway,
                   **{f"{device}_batch_{batch}_samples_per_s": rate
                      for device, by_batch in rates.items() for batch, rate in by_batch.items()})
    unfinished = [(p["device"], p["batch_size"], p["status"], p["message"]) for p in points if p["status"] != "ok"]
    assert not unfinished and len(points) == 2 * len(SWEEP_BATCHES), (
        f"{len(points)} points, not finished: {unfinished}")
    crossover = document["crossover_batch"]
    if crossover is not None:
        assert crossover in SWEEP_BATCHES and f"from batch {crossover} on" in takeaway, (
            f"crossover at {crossover}, but the takeaway says: {takeaway}")
        return
    cpu, gpu = rates["cpu"], rates[cuda]
    gpu_everywhere = all(gpu[batch] > cpu[batch] for batch in SWEEP_BATCHES)
    cpu_everywhere = all(cpu[batch] > gpu[batch] for batch in SWEEP_BATCHES)
    if gpu_everywhere or cpu_everywhere:
        winner = cuda if gpu_everywhere else "cpu"
        figures["faster_everywhere"] = winner
        said_winner = takeaway.split(" was faster than ")[0]
        assert "at every batch" in takeaway and said_winner.startswith(winner), (
            f"{winner} was faster at every batch (cpu {cpu}, gpu {gpu}) but the takeaway says: {takeaway}")
    else:
        assert "stayed ahead" in takeaway, f"no crossover and no winner (cpu {cpu}, gpu {gpu}): {takeaway}"


# ---------------------------------------------------------------- mixed precision

PRECISION_BATCH = 512
PRECISION_RESOLUTION = 128
"""resnet18 at 128 px and batch 512 (the work of batch 167 at 224 px, 1.8 TFLOP a step): enough that the GPU, not
the host's ~24 us per kernel launch, sets the pace. At 64 px and batch 64 the H200 trained resnet18 faster in fp32
than in bf16 (5,489 against 5,144 samples/s: docs/calibration/h200-2026-11-28-summary.json), its steps bound by
launches, which autocast's casts add to; at 224 px and batches 128-256 the H100 ran bf16 1.12-1.13x and fp16
1.31-1.36x as fast as fp32 (docs/calibration/h100-steps-2026-11-26.json)."""


def test_mixed_precision_trains_faster_than_fp32_on_tensor_cores(cuda: str, figures: Figures) -> None:
    """The sweep's own probe, with the data kept on the device: a host copy per step would time the PCIe link alike
    in every precision."""
    major, minor = torch.cuda.get_device_capability(cuda)
    if major < 7:
        pytest.skip(f"compute capability {major}.{minor}: no tensor cores (they came with 7.0)")
    precisions = ["fp32", "fp16"] + (["bf16"] if torch.cuda.is_bf16_supported() else [])
    config = TrainConfig.for_model("resnet18", device=cuda, resolution=PRECISION_RESOLUTION, data_on_device=True,
                                   train_size=1024, allow_download=False)
    spec = spec_for("resnet18")
    bundle = load_dataset(config.dataset, channels=spec.default_channels, resolution=PRECISION_RESOLUTION, seed=0,
                          train_size=config.train_size, val_size=1, allow_download=False)
    probe = ThroughputProbe(config, bundle=bundle)
    points: list[SweepPoint] = list(sweep(config, [cuda], precisions, [PRECISION_BATCH], 1.0, probe=probe))
    rates = {p.precision: p.samples_per_second for p in points if p.status == "ok"}
    figures.update({f"{precision}_samples_per_s": rate for precision, rate in rates.items()})
    figures.update({f"{precision}_over_fp32": rate / rates["fp32"]
                    for precision, rate in rates.items() if precision != "fp32" and "fp32" in rates})
    assert set(rates) == set(precisions), f"points not measured: {[(p.precision, p.message) for p in points]}"
    slower = {precision: f"{rates[precision]:,.0f} samples/s against fp32's {rates['fp32']:,.0f} "
                         f"({rates[precision] / rates['fp32']:.2f}x)"
              for precision in precisions if precision != "fp32" and rates[precision] <= rates["fp32"]}
    assert not slower, f"resnet18 at {PRECISION_RESOLUTION} px, batch {PRECISION_BATCH}: not faster than fp32: {slower}"
