"""The training engine on the CPU, for real: learning, honest timing, pause/stop, NaN and out-of-memory."""

from __future__ import annotations

import dataclasses
import threading
import time

import pytest
import torch
from torch import nn

from dashboard.training.config import ConfigError, TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.engine import prepare, run
from dashboard.training.events import EpochMetrics, RunInfo, RunSummary, StepMetrics
from tests.waiting import wait_for

SMALL = {"train_size": 512, "val_size": 32, "epochs": None, "allow_download": False}
TINY = {"train_size": 128, "val_size": 32, "epochs": None, "allow_download": False}
"""For the engine's mechanics (reports, pause, threads, NaN): 8 steps of 16 an epoch, each a few milliseconds."""


def events_of(config: TrainConfig, control: RunControl | None = None, prepared=None) -> list:
    return list(run(prepared or prepare(config), control))


def steps_of(events: list) -> list[StepMetrics]:
    return [e for e in events if isinstance(e, StepMetrics)]


def summary_of(events: list) -> RunSummary:
    assert isinstance(events[-1], RunSummary)
    return events[-1]


@pytest.mark.parametrize(
    ("model", "dataset", "extra"),
    [
        ("simple-cnn", "shapes", {}),
        ("keras-cnn", "shapes", {"learning_rate": 3e-3}),
        ("text-lstm", "python-text", {"learning_rate": 3e-3, "seq_len": 16}),  # a quarter of its default 64
        ("cell-lstm", "python-text", {"learning_rate": 3e-3, "seq_len": 8}),  # its hand-written cells step slowly
    ],
)
def test_every_lab_model_learns_on_the_cpu(model, dataset, extra):
    torch.manual_seed(0)
    config = TrainConfig(model=model, dataset=dataset, **SMALL | {"batch_size": 32, "steps": 24, "warmup_steps": 2}
                         | extra)
    events = events_of(config)
    assert isinstance(events[0], RunInfo) and events[0].trainable_parameters > 0
    losses = [s.loss for s in steps_of(events)]
    assert len(losses) == config.steps
    assert sum(losses[-6:]) / 6 < sum(losses[:6]) / 6 * 0.98, losses
    summary = summary_of(events)
    assert summary.status == "completed" and summary.val_accuracy is not None
    assert any(isinstance(e, EpochMetrics) for e in events)


# Each torchvision model through the engine: test_models (test_every_transfer_model_trains_through_the_engine), where
# the random vgg16 it builds is shared with that file's other vgg16 tests.


def test_steady_throughput_excludes_warm_up_and_metrics_are_complete():
    config = TrainConfig(batch_size=16, steps=20, warmup_steps=5, **TINY)
    steps = steps_of(events_of(config))
    assert [s.warmup for s in steps] == [True] * 5 + [False] * 15
    assert all(s.steady_samples_per_second is None for s in steps[:5])
    assert steps[-1].steady_samples_per_second > 0
    last = steps[-1]
    assert last.step_seconds == pytest.approx(last.data_seconds + last.compute_seconds, rel=1e-6)
    assert last.process_rss_bytes > 50 * 1024**2
    assert last.memory_allocated_bytes is None  # the CPU reports process memory, not device memory
    assert last.eta_seconds == 0


def test_report_every_batches_steps_and_still_reports_warm_ups_each_epochs_and_the_runs_end():
    config = TrainConfig(batch_size=16, steps=13, warmup_steps=2, report_every=5, **TINY)
    events = events_of(config)
    assert next(e for e in events if isinstance(e, RunInfo)).steps_per_epoch == 8
    assert [s.step for s in steps_of(events)] == [2, 5, 8, 10, 13]


def test_nan_loss_stops_the_run_with_a_message(monkeypatch):
    # A diverging run, made certain: from the third step on the model's outputs are NaN (the largest learning rate
    # the settings allow, 10, does not always diverge within a few steps).
    config = TrainConfig(batch_size=16, steps=50, optimizer="sgd", learning_rate=1.0, **TINY)
    prepared = prepare(config)
    module = prepared.built.module
    forward, calls = module.forward, []

    def diverging(*args):
        calls.append(1)
        output = forward(*args)
        return output * float("nan") if len(calls) > 2 else output

    monkeypatch.setattr(module, "forward", diverging)
    summary = summary_of(events_of(config, prepared=prepared))
    assert summary.status == "nan"
    assert "lower the learning rate" in summary.message and summary.steps < 50


def test_out_of_memory_is_reported_with_the_batch_size(monkeypatch):
    config = TrainConfig(batch_size=128, steps=10, **SMALL)
    prepared = prepare(config)

    def out_of_memory(*_args):
        raise torch.cuda.OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB")

    monkeypatch.setattr(prepared.built.module, "forward", out_of_memory)
    summary = summary_of(events_of(config, prepared=prepared))
    assert summary.status == "oom"
    assert "batch size 128" in summary.message


class CountingLayer(nn.Module):
    """A layer that counts its forward passes and presses Stop at the given one, in the middle of a step."""

    def __init__(self, calls: list[int], control: RunControl, stop_at: int) -> None:
        super().__init__()
        self.calls, self.control, self.stop_at = calls, control, stop_at

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.calls.append(1)
        if len(self.calls) == self.stop_at:
            self.control.stop()
        return x


def test_stop_takes_effect_mid_step_before_the_next_layer_runs():
    """Stop pressed halfway through a forward pass ends the run before another layer runs: with 60 layers of a
    second each, that is within a second. Counted in layers, not timed, so a busy machine cannot fail it."""
    config = TrainConfig(batch_size=16, steps=5, warmup_steps=1, **TINY)
    control = RunControl()
    prepared = prepare(config)
    calls: list[int] = []
    channels, size = prepared.bundle.in_channels, prepared.bundle.resolution
    layers = [CountingLayer(calls, control, stop_at=30) for _ in range(60)]
    module = nn.Sequential(*layers, nn.Flatten(), nn.Linear(channels * size**2, 10))
    prepared = dataclasses.replace(prepared, built=dataclasses.replace(prepared.built, module=module))
    events = events_of(config, control, prepared)
    assert len(calls) == 30  # the 31st layer's check saw the stop
    assert summary_of(events).status == "stopped"


def test_pause_holds_the_run_and_is_not_counted_as_training_time(monkeypatch):
    """Resumed 0.6 s after the engine has parked (not after a fixed time: a busy machine may take longer to get
    there), so the pause it measured is at least that; its training time leaves the pause out. Both are bounds by the
    engine's own clock and the test's, so no machine's speed can fail them."""
    config = TrainConfig(batch_size=16, steps=8, warmup_steps=1, **TINY)
    control = RunControl()
    held: list[float] = []
    wait_while_paused = control.wait_while_paused
    monkeypatch.setattr(control, "wait_while_paused", lambda: held.append(wait_while_paused()) or held[-1])
    prepared = prepare(config)

    def resume_once_held() -> None:
        wait_for(lambda: control.holding)
        time.sleep(0.6)
        control.resume()

    started = time.perf_counter()
    generator = run(prepared, control)
    events = [next(generator), next(generator)]  # info and the first step
    control.pause()
    resumer = threading.Thread(target=resume_once_held)
    resumer.start()
    events += list(generator)
    resumer.join()
    wall = time.perf_counter() - started
    assert sum(held) >= 0.6  # the engine held until resumed
    summary = summary_of(events)
    assert summary.status == "completed" and summary.steps == 8
    assert summary.elapsed_seconds <= wall - sum(held)  # the pause is not training time


def test_threads_setting_applies_during_the_run_and_is_restored():
    before = torch.get_num_threads()
    config = TrainConfig(batch_size=16, steps=3, threads=1, **TINY)
    seen = []
    for event in run(prepare(config)):
        if isinstance(event, StepMetrics):
            seen.append(torch.get_num_threads())
    assert seen == [1, 1, 1]
    assert torch.get_num_threads() == before


def test_data_kept_on_the_device_trains_too():
    config = TrainConfig(batch_size=16, steps=6, data_on_device=True, **TINY)
    assert summary_of(events_of(config)).status == "completed"


def test_batch_larger_than_the_dataset_is_refused_before_training():
    with pytest.raises(ConfigError, match="larger than the 512 training samples"):
        prepare(TrainConfig(batch_size=1024, steps=3, **SMALL))


def test_cuda_memory_and_device_facts_follow_torch_cuda(monkeypatch):
    """The CUDA paths read torch.cuda's own counters: exercised here through doubles of those functions."""
    from types import SimpleNamespace

    from dashboard.training import step

    gib = 1024**3
    monkeypatch.setattr(torch.cuda, "memory_allocated", lambda device=None: 3 * gib)
    monkeypatch.setattr(torch.cuda, "memory_reserved", lambda device=None: 4 * gib)
    monkeypatch.setattr(torch.cuda, "max_memory_allocated", lambda device=None: 5 * gib)
    monkeypatch.setattr(torch.cuda, "get_device_properties",
                        lambda device=None: SimpleNamespace(name="NVIDIA GeForce RTX 3090", total_memory=24 * gib))
    device = torch.device("cuda:0")
    assert step.device_memory(device) == (3 * gib, 4 * gib, 5 * gib)
    assert step.device_facts(device) == ("NVIDIA GeForce RTX 3090", 24 * gib)
    assert step.device_memory(torch.device("cpu")) == (None, None, None)


def test_out_of_memory_is_recognised_on_every_backend():
    from dashboard.training.step import is_out_of_memory

    assert is_out_of_memory(torch.cuda.OutOfMemoryError("CUDA out of memory. Tried to allocate 20.00 MiB"))
    assert is_out_of_memory(RuntimeError("MPS backend out of memory (MPS allocated: 17.00 GB)"))
    assert is_out_of_memory(RuntimeError("DefaultCPUAllocator: can't allocate memory: you tried to allocate 9 GB"))
    assert not is_out_of_memory(RuntimeError("mat1 and mat2 shapes cannot be multiplied"))


def test_precision_rules_for_gpus(monkeypatch):
    from dashboard.training.config import validate

    devices = ["cpu", "cuda:0", "mps"]
    monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda *args, **kwargs: False)
    with pytest.raises(ConfigError, match="cuda:0 does not support bf16"):
        validate(TrainConfig(device="cuda:0", precision="bf16"), devices)
    with pytest.raises(ConfigError, match="on mps use fp32"):
        validate(TrainConfig(device="mps", precision="bf16"), devices)
    assert validate(TrainConfig(device="cuda:0", precision="fp16"), devices).precision == "fp16"
