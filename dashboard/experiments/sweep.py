"""Batch-size sweeps: steady training throughput and peak memory per batch size, per device and precision.

Each point builds the model afresh (same seed), warms up, then times whole training steps (forward, backward,
optimizer, host-to-device copy) for a fixed time budget. Out-of-memory marks the point and ends that series;
the sweep goes on with the next device. Cancelling keeps every point measured so far.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import psutil
import torch

from dashboard.experiments.maxbatch import MaxBatchResult, boundary_search
from dashboard.experiments.noise import OtherCpuMeter, step_spread
from dashboard.experiments.plan import Variant, sweep_variants
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.resident import peak_resident, reset_peak_resident
from dashboard.experiments.scaling import Cancelled, measure_in_processes
from dashboard.experiments.serving import measure_serving
from dashboard.hardware.energy import meter_for
from dashboard.training.choices import spec_for
from dashboard.training.config import TrainConfig, validate
from dashboard.training.control import RunControl, RunInterrupted
from dashboard.training.dataset_bundle import DatasetBundle
from dashboard.training.datasets import load_dataset
from dashboard.training.models import build_model, set_train_mode
from dashboard.training.step import (
    Precision,
    build_optimizer,
    device_memory,
    device_uuid,
    is_out_of_memory,
    synchronize,
    train_step,
)

WARMUP_STEPS = 3
MIN_TIMED_STEPS = 3

StepHook = Callable[[bool, float], None]
"""Called after each training step of a measurement with (warm-up?, the step's host seconds): a progress report."""
AfterTiming = Callable[[Callable[[], None], torch.device], None]
"""Called with a point's training step and its device once it is timed."""


def release_freed_memory() -> None:
    """Hand memory freed by earlier points back to the OS, so resident memory measures this point alone.

    glibc keeps freed heap pages mapped; malloc_trim(0) returns them. Elsewhere this does nothing, and peak
    resident memory then includes what an earlier, larger point left behind.
    """
    gc.collect()
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL("libc.so.6").malloc_trim(0)


class StepTimes:
    """Each timed step's duration, for the point's spread: the host clock on the CPU (steps run synchronously
    there), CUDA events on an NVIDIA GPU (the host runs ahead of the device, so its clock would time the queue, not
    the step). Elsewhere nothing is recorded and the spread stays unknown rather than wrong."""

    def __init__(self, device: torch.device) -> None:
        self._device = device
        self._host: list[float] = []
        self._events: list[tuple[Any, Any]] = []

    @contextmanager
    def timing(self) -> Iterator[None]:
        if self._device.type == "cuda":
            began, ended = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            began.record()
            yield
            ended.record()
            self._events.append((began, ended))
        elif self._device.type == "cpu":
            began_at = time.perf_counter()
            yield
            self._host.append(time.perf_counter() - began_at)
        else:
            yield

    def spread(self) -> float | None:
        """The relative spread of the steps timed so far; call after synchronising the device."""
        if self._events:
            return step_spread([began.elapsed_time(ended) / 1000 for began, ended in self._events])
        return step_spread(self._host)


class SweepCancelled(Exception):
    """Raised inside a measurement when the user cancels; the points measured so far stay valid."""


class ThroughputProbe:
    """Measures one (device, precision, batch size) point at a time on data loaded once."""

    def __init__(self, config: TrainConfig, bundle: DatasetBundle | None = None,
                 control: RunControl | None = None) -> None:
        self.config = config
        self.control = control or RunControl()
        spec = spec_for(config.model)
        self.bundle = bundle or load_dataset(
            config.dataset, channels=spec.default_channels, resolution=config.resolution or spec.default_resolution,
            seed=config.seed, train_size=config.train_size, val_size=1, seq_len=config.seq_len,
            allow_download=config.allow_download)
        self._inputs, self._targets = self._host_tensors()
        self._process = psutil.Process()

    def _host_tensors(self) -> tuple[torch.Tensor, torch.Tensor]:
        if self.bundle.train_tensors is not None:
            return self.bundle.train_tensors
        samples = [self.bundle.train[i] for i in range(min(len(self.bundle.train), 2048))]
        return torch.stack([s[0] for s in samples]), torch.stack([torch.as_tensor(s[1]) for s in samples])

    def _build(self, device: torch.device, config: TrainConfig) -> torch.nn.Module:
        torch.manual_seed(config.seed)
        bundle = self.bundle
        built = build_model(config.model, num_classes=bundle.num_classes, in_channels=bundle.in_channels,
                            resolution=bundle.resolution, vocab_size=bundle.vocab_size, seq_len=config.seq_len,
                            freeze=config.freeze, pretrained=False, allow_download=False,
                            attention=config.attention)
        model = built.module.to(device)
        set_train_mode(model, True)
        return model

    def measure(self, device_name: str, precision: str, batch_size: int, seconds: float,
                config: TrainConfig | None = None, min_steps: int = MIN_TIMED_STEPS, record_loss: bool = False,
                warmup_steps: int = WARMUP_STEPS, on_step: StepHook | None = None,
                after_timing: AfterTiming | None = None) -> SweepPoint:
        """One point; ``config`` picks another model, freeze mode or optimizer on the same data.

        ``min_steps`` timed steps run even past the time budget (loss curves need a length); ``record_loss``
        keeps every step's loss; ``warmup_steps`` (at least one) run untimed first; ``on_step`` hears of each step
        as it ends, for a progress bar (on a GPU a step's host seconds run ahead of the device until its queue
        fills); ``after_timing`` gets the step and the device once the timing is done (the Advisor profiles one
        more step with it). Raises SweepCancelled when the control says stop.
        """
        device = torch.device(device_name)
        point = SweepPoint(device_name, precision, batch_size, "ok")
        if device.type == "cpu":
            release_freed_memory()  # else the last point's freed memory stays resident and is counted again
        try:
            return self._timed_steps(point, device, seconds, config or self.config, max(1, min_steps), record_loss,
                                     max(1, warmup_steps), on_step, after_timing)
        except RunInterrupted:
            raise SweepCancelled from None
        except Exception as err:  # noqa: BLE001 - a point that fails is recorded, the sweep goes on
            if is_out_of_memory(err):
                return replace(point, status="oom", message=f"out of memory at batch size {batch_size}")
            return replace(point, status="error", message=f"{type(err).__name__}: {err}")
        finally:
            # The model and optimizer of the point died with _timed_steps' frame: give their memory back.
            if device.type == "cuda":
                torch.cuda.empty_cache()

    def _timed_steps(self, point: SweepPoint, device: torch.device, seconds: float, config: TrainConfig,
                     min_steps: int, record_loss: bool, warmup_steps: int = WARMUP_STEPS,
                     on_step: StepHook | None = None, after_timing: AfterTiming | None = None) -> SweepPoint:
        base_rss = self._process.memory_info().rss  # the runtime and the data, before this point's model
        model = self._build(device, config)
        trainable = [p for p in model.parameters() if p.requires_grad]
        optimizer = build_optimizer(config, trainable)
        precision = Precision.of(point.precision)
        generator = torch.Generator().manual_seed(config.seed)
        if device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(device)
        peak_rss = self._process.memory_info().rss
        kernel_peak = device.type == "cpu" and reset_peak_resident()
        # Data kept on the device is gathered there; otherwise each batch is gathered in host memory and copied.
        inputs_from, targets_from = ((self._inputs.to(device), self._targets.to(device)) if config.data_on_device
                                     else (self._inputs, self._targets))
        losses: list[torch.Tensor] = []
        accuracies: list[torch.Tensor] = []

        def step() -> None:
            index = torch.randint(len(inputs_from), (point.batch_size,), generator=generator)
            index = index.to(inputs_from.device)
            targets = targets_from[index].to(device)
            loss, correct = train_step(model, optimizer, precision, inputs_from[index].to(device), targets)
            if record_loss:  # read once at the end: .item() per step would sync the device
                losses.append(loss.detach())
                accuracies.append(correct.detach() / targets.numel())

        for _ in range(warmup_steps):
            self._check()
            began = time.perf_counter()
            step()
            if on_step is not None:
                on_step(True, time.perf_counter() - began)
        synchronize(device)
        meter = meter_for(point.device, uuid=device_uuid(point.device))
        times, others = StepTimes(device), OtherCpuMeter()
        others.start()

        def timed() -> int:
            nonlocal peak_rss
            steps, started = 0, time.perf_counter()
            while steps < min_steps or time.perf_counter() - started < seconds:
                self._check()
                began = time.perf_counter()
                with times.timing():
                    step()
                steps += 1
                if device.type == "cpu":
                    peak_rss = max(peak_rss, self._process.memory_info().rss)
                if on_step is not None:
                    on_step(False, time.perf_counter() - began)
            synchronize(device)
            return steps

        try:
            steps, energy = meter.around(timed, time.perf_counter)
        finally:
            meter.close()
        elapsed = energy.seconds
        other_cpu = others.stop()
        allocated, _, peak = device_memory(device)
        if after_timing is not None:
            after_timing(step, device)
        if kernel_peak:
            peak_rss = max(peak_rss, peak_resident() or 0)
        peak_memory = {"cuda": peak, "mps": allocated}.get(device.type, peak_rss)
        return replace(point, samples_per_second=steps * point.batch_size / elapsed, step_seconds=elapsed / steps,
                       peak_memory_bytes=peak_memory, steps=steps,
                       base_memory_bytes=base_rss if device.type == "cpu" else None,
                       trainable_parameters=sum(p.numel() for p in trainable),
                       losses=_floats(losses), accuracies=_floats(accuracies),
                       step_spread=times.spread(), other_cpu_percent=other_cpu, energy_j=energy.joules,
                       samples_per_joule=energy.per_sample(steps * point.batch_size),
                       average_power_w=energy.average_power_w, energy_note=energy.reason)

    def _check(self) -> None:
        self.control.wait_while_paused()
        self.control.check()


def _floats(values: list[torch.Tensor]) -> tuple[float, ...]:
    """Per-step scalars kept on the device, read back in one copy."""
    return tuple(torch.stack(values).float().tolist()) if values else ()


def sweep(config: TrainConfig, devices: Sequence[str], precisions: Sequence[str], batch_sizes: Sequence[int],
          seconds_per_point: float, control: RunControl | None = None, probe: ThroughputProbe | None = None,
          ) -> Iterator[SweepPoint]:
    """Every (device, precision) series over ascending batch sizes; a series stops at its first out-of-memory.

    Configurations that cannot run (fp16 on the CPU, an unknown device) raise ConfigError before anything runs.
    """
    probes = {_data_key(config): probe} if probe else None
    return compare(sweep_variants(config, devices, precisions), batch_sizes, seconds_per_point, control, probes)


def _data_key(config: TrainConfig) -> tuple:
    spec = spec_for(config.model)
    resolution = config.resolution or spec.default_resolution
    return config.dataset, spec.kind, spec.default_channels, resolution, config.seq_len


def probes_for(variants: Sequence[Variant], control: RunControl | None = None) -> dict[tuple, ThroughputProbe]:
    """One probe per kind of input data the variants need, each loading its data now (a missing dataset raises);
    none for comparisons measured as training runs or as inference, which load their own."""
    probes: dict[tuple, ThroughputProbe] = {}
    if any(variant.engine or variant.config.processes > 1 for variant in variants):
        return probes
    for variant in variants:
        key = _data_key(variant.config)
        if key not in probes:
            probes[key] = ThroughputProbe(variant.config, control=control)
    return probes


@contextmanager
def _torch_threads(threads: int | None) -> Iterator[None]:
    previous = torch.get_num_threads()
    if threads:
        torch.set_num_threads(threads)
    try:
        yield
    finally:
        torch.set_num_threads(previous)


def compare(variants: Sequence[Variant], batch_sizes: Sequence[int], seconds_per_point: float,
            control: RunControl | None = None, probes: dict | None = None, loss_steps: int = 0,
            seq_lens: Sequence[int] = ()) -> Iterator[SweepPoint]:
    """Each variant over ascending batch sizes, on data loaded once per kind of input; validated up front.

    ``loss_steps`` > 0 records the loss of at least that many timed steps per point, for loss curves.
    ``seq_lens`` makes it a sweep over sequence length: each variant at each length, at the first batch size.
    """
    for variant in variants:
        for seq_len in seq_lens or [variant.config.seq_len]:
            validate(replace(variant.config, batch_size=max(batch_sizes), seq_len=seq_len))
    control = control or RunControl()
    if seq_lens:
        return _measure_lengths(variants, min(batch_sizes), sorted(set(seq_lens)), seconds_per_point,
                                dict(probes or {}), control)
    return _measure_all(variants, sorted(set(batch_sizes)), seconds_per_point, control, dict(probes or {}),
                        loss_steps)


def _measure_lengths(variants: Sequence[Variant], batch_size: int, seq_lens: list[int], seconds: float,
                     probes: dict, control: RunControl) -> Iterator[SweepPoint]:
    """Each variant over ascending sequence lengths at one batch size; a series ends at its first out-of-memory."""
    for variant in variants:
        with _torch_threads(variant.config.threads):
            for seq_len in seq_lens:
                config = replace(variant.config, seq_len=seq_len)
                key = _data_key(config)
                if probes.get(key) is None:
                    probes[key] = ThroughputProbe(config, control=control)
                try:
                    point = probes[key].measure(config.device, config.precision, batch_size, seconds, config)
                except SweepCancelled:
                    return
                yield replace(point, label=variant.label, seq_len=seq_len,
                              message=point.message.replace(f"at batch size {batch_size}",
                                                            f"at sequence length {seq_len}"))
                if point.status != "ok":
                    break


def _measure_all(variants: Sequence[Variant], batch_sizes: list[int], seconds: float, control: RunControl,
                 probes: dict, loss_steps: int) -> Iterator[SweepPoint]:
    if any(variant.config.processes > 1 for variant in variants):  # every series as a real run, one process too
        yield from _measure_runs(variants, batch_sizes, seconds, control)
        return
    if any(variant.engine for variant in variants):  # inference: the engines serving the model
        yield from measure_serving(variants, batch_sizes, seconds, control)
        return
    for variant in variants:
        config = variant.config
        key = _data_key(config)
        if probes.get(key) is None:
            probes[key] = ThroughputProbe(config, control=control)
        with _torch_threads(config.threads):
            for batch_size in batch_sizes:
                try:
                    point = probes[key].measure(config.device, config.precision, batch_size, seconds, config,
                                                min_steps=max(MIN_TIMED_STEPS, loss_steps),
                                                record_loss=loss_steps > 0)
                except SweepCancelled:
                    return
                yield replace(point, label=variant.label)
                if point.status != "ok":
                    break


def _measure_runs(variants: Sequence[Variant], batch_sizes: list[int], seconds: float, control: RunControl,
                  ) -> Iterator[SweepPoint]:
    """A comparison of data-parallel runs: each point a training run of its processes (``scaling``)."""
    for variant in variants:
        for batch_size in batch_sizes:
            control.wait_while_paused()  # a pause takes hold between points
            try:
                point = measure_in_processes(variant.config, batch_size, seconds, control)
            except Cancelled:
                return
            yield replace(point, label=variant.label)
            if point.status != "ok":
                break


def search_largest_batch(config: TrainConfig, limit: int, control: RunControl | None = None,
                         probe: ThroughputProbe | None = None, seconds: float = 0.0,
                         ) -> Iterator[SweepPoint | MaxBatchResult]:
    """Each try of the largest-batch search as a measured point, then the MaxBatchResult.

    Every try trains a few real steps (warm-up, then at least three timed), so the tries also say which batch was
    fastest: the throughput-optimal batch comes with the largest one. A try that fails for another reason than
    memory ends the search with that point; cancelling ends it after the current try.
    """
    validate(config)
    probe = probe or ThroughputProbe(config, control=control)
    search = boundary_search(1, limit)
    with _torch_threads(config.threads):
        batch = next(search)
        while True:
            try:
                point = probe.measure(config.device, config.precision, batch, seconds, config)
            except SweepCancelled:
                return
            yield point
            if point.status == "error":
                return
            try:
                batch = search.send(point.status == "ok")
            except StopIteration as done:
                yield done.value
                return
