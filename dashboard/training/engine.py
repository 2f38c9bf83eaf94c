"""The training loop as an iterator of small frozen records, so the CLI, the GUI worker and tests share one engine.

Honest timing: warm-up steps are excluded from the steady throughput, CUDA is synchronised before the clock is read,
and the loss is accumulated on the device and read once per report. Stopping is cooperative: a flag checked between
steps and, while steps are long, inside the forward and backward passes too.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import psutil
import torch
from torch import nn
from torch.nn.parallel import DistributedDataParallel

from dashboard.errors import UserError, error_words
from dashboard.text import fill, translate, words_of
from dashboard.training.choices import spec_for
from dashboard.training.config import TrainConfig, batch_exceeds_samples, validate
from dashboard.training.control import RunControl, RunInterrupted
from dashboard.training.dataset_bundle import DatasetBundle
from dashboard.training.datasets import load_dataset, make_loaders
from dashboard.training.distributed import (
    AllReduceClock,
    Group,
    RankWindow,
    gather_window,
    group_failure_message,
    is_group_failure,
)
from dashboard.training.events import EpochMetrics, Event, GeneratedText, RunInfo, RunSummary, StepMetrics
from dashboard.training.models import (
    BuiltModel,
    build_model,
    flops_per_sample,
    parameter_counts,
    set_train_mode,
)
from dashboard.training.run_energy import RunEnergy
from dashboard.training.sampling import TextSampler
from dashboard.training.step import (
    Precision,
    build_optimizer,
    device_facts,
    device_memory,
    evaluate,
    is_out_of_memory,
    synchronize,
    train_step,
)

LONG_STEP_S = 0.2
"""Steps longer than this keep the in-pass stop checks, so Stop still acts within a second."""

Batches = Iterator[tuple[torch.Tensor, torch.Tensor]]


class _InPassStopChecks:
    """Hooks that raise RunInterrupted inside forward (every leaf module) and backward (every layer's output)."""

    def __init__(self, model: nn.Module, control: RunControl) -> None:
        self._handles: list[torch.utils.hooks.RemovableHandle] = []
        self._control = control
        for module in model.modules():
            if next(module.children(), None) is None:  # leaf
                self._handles.append(module.register_forward_pre_hook(self._forward_pre))
                self._handles.append(module.register_forward_hook(self._forward_post))

    def _forward_pre(self, _module: nn.Module, _inputs: object) -> None:
        self._control.check()

    def _forward_post(self, _module: nn.Module, _inputs: object, output: object) -> None:
        if isinstance(output, torch.Tensor) and output.requires_grad:
            output.register_hook(self._backward)

    def _backward(self, _grad: torch.Tensor) -> None:
        self._control.check()

    def remove(self) -> None:
        for handle in self._handles:
            handle.remove()
        self._handles.clear()


# ---------------------------------------------------------------- preparation


@dataclass
class Prepared:
    config: TrainConfig
    bundle: DatasetBundle
    built: BuiltModel
    device: torch.device
    info: RunInfo
    group: Group | None = None
    """This process's place in a data-parallel run; None when it trains alone."""


def prepare(config: TrainConfig, progress: Callable[[str], None] | None = None,
            bundle: DatasetBundle | None = None, group: Group | None = None) -> Prepared:
    """Validate, load the data and build the model. Raises ConfigError / DatasetUnavailable with a clear message.

    In a data-parallel run each rank prepares the same model from the same seed; the first rank of each machine
    goes first, so a dataset or weights download happens once.
    """
    validate(config)
    spec = spec_for(config.model)
    torch.manual_seed(config.seed)
    if group is not None and group.local_rank != 0:
        torch.distributed.barrier(group=group.side)
    if bundle is None:
        bundle = load_dataset(config.dataset, channels=spec.default_channels,
                              resolution=config.resolution or spec.default_resolution, seed=config.seed,
                              train_size=config.train_size, val_size=config.val_size, seq_len=config.seq_len,
                              allow_download=config.allow_download, progress=progress)
    built = build_model(config.model, num_classes=bundle.num_classes or 10, in_channels=bundle.in_channels,
                        resolution=bundle.resolution, vocab_size=bundle.vocab_size, seq_len=config.seq_len,
                        freeze=config.freeze, pretrained=True, allow_download=config.allow_download)
    if group is not None and group.local_rank == 0:
        torch.distributed.barrier(group=group.side)
    total, trainable = parameter_counts(built.module)
    flops = flops_per_sample(built.module, built.example_input)
    world = group.world_size if group is not None else 1
    shard = len(bundle.train) // world
    steps_per_epoch = max(1, shard // config.batch_size)
    if shard < config.batch_size:
        raise batch_exceeds_samples(config.batch_size, shard, config.dataset)
    epochs = config.epochs or math.ceil((config.steps or 1) / steps_per_epoch)
    steps_total = min(config.steps, epochs * steps_per_epoch) if config.steps else epochs * steps_per_epoch
    device = group.device(config.device) if group is not None else torch.device(config.device)
    device_name, device_total = device_facts(device)
    info = RunInfo(model=config.model, parameters=total, trainable_parameters=trainable, flops_per_sample=flops,
                   pretrained=built.pretrained, note=built.note, note_words=words_of(built.note),
                   dataset=config.dataset,
                   train_samples=len(bundle.train), val_samples=len(bundle.val), steps_per_epoch=steps_per_epoch,
                   steps_total=steps_total, device=config.device, device_name=device_name,
                   device_memory_total_bytes=device_total, precision=config.precision, batch_size=config.batch_size,
                   processes=world)
    return Prepared(config, bundle, built, device, info, group)


# ---------------------------------------------------------------- the loop


def _batches_on_device(tensors: tuple[torch.Tensor, torch.Tensor], batch_size: int, device: torch.device,
                       generator: torch.Generator, shard: tuple[int, int] = (0, 1)) -> Callable[[int], Batches]:
    """Whole dataset moved to the device once; each epoch slices shuffled batches there (no host copies).

    ``shard`` is (rank, ranks) of a data-parallel run: every rank draws the same order from the same seed and
    trains on every ranks-th sample of it, so the ranks' batches never overlap.
    """
    inputs, targets = (t.to(device) for t in tensors)
    rank, ranks = shard

    def epoch(_epoch: int) -> Batches:
        order = torch.randperm(len(inputs), generator=generator)
        order = order[:len(order) // ranks * ranks][rank::ranks].to(device)
        for start in range(0, len(order) - batch_size + 1, batch_size):
            index = order[start:start + batch_size]
            yield inputs[index], targets[index]

    return epoch


class _LossNotFinite(Exception):
    """The loss became NaN or infinite: the run ends with a "nan" summary."""


def run(prepared: Prepared, control: RunControl | None = None) -> Iterator[Event]:
    """Train, yielding RunInfo, then StepMetrics every ``report_every`` steps (with GeneratedText after some, for a
    text model), EpochMetrics, and one RunSummary."""
    control = control or RunControl()
    yield dataclasses.replace(prepared.info, timestamp=time.time())
    training = _Training(prepared, control)
    try:
        training.set_up()
        yield from training.epochs()
        yield training.summary("completed", f"trained {training.state.step} steps")
    except RunInterrupted:
        yield training.summary("stopped", f"stopped by the user after {training.state.step} steps")
    except _LossNotFinite as err:
        yield training.summary("nan", err.args[0])
    except Exception as err:  # noqa: BLE001 - the run ends with a message; the app stays alive
        yield training.failure(err)
    finally:
        training.close()


class _Training:
    """One run's moving parts from set-up to summary: model, optimizer, batches, clock and counters."""

    def __init__(self, prepared: Prepared, control: RunControl) -> None:
        self.prepared = prepared
        self.config = prepared.config
        self.info = prepared.info
        self.device = prepared.device
        self.model = prepared.built.module
        self.group = prepared.group
        self.trained: nn.Module = self.model
        """What the steps call: the model, or DistributedDataParallel around it in a data-parallel run."""
        self.all_reduce: AllReduceClock | None = None
        self.energy: RunEnergy | None = None
        self.text_sampler: TextSampler | None = None
        """Writes a few characters at some reports of a text model (rank 0's, in a data-parallel run)."""
        self.control = control
        self.clock = _Clock()
        self.state = _RunState()
        self.optimizer: torch.optim.Optimizer | None = None
        self.precision = Precision.of(self.config.precision)
        self._checks: _InPassStopChecks | None = None
        self._process = psutil.Process()
        self._previous_threads = torch.get_num_threads()
        if self.config.threads:
            torch.set_num_threads(self.config.threads)

    def set_up(self) -> None:
        """Model and optimizer on the device, the batches for each epoch, and the in-pass stop checks."""
        config, device = self.config, self.device
        self.model.to(device)
        if config.channels_last:
            self.model.to(memory_format=torch.channels_last)
        if self.group is not None:
            self.all_reduce = AllReduceClock(device)
            self.trained = DistributedDataParallel(self.model, device_ids=[device.index] if device.type == "cuda"
                                                   else None)
            self.all_reduce.register(self.trained)
        self.optimizer = build_optimizer(config, [p for p in self.model.parameters() if p.requires_grad])
        if device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(device)
        bundle = self.prepared.bundle
        shard = (self.group.rank, self.group.world_size) if self.group is not None else (0, 1)
        if config.data_on_device and bundle.train_tensors is not None:
            generator = torch.Generator().manual_seed(config.seed)
            self._train_batches = _batches_on_device(bundle.train_tensors, config.batch_size, device, generator,
                                                     shard)
            val = bundle.val_tensors
            val_batches = None if val is None else _batches_on_device(val, config.batch_size, device,
                                                                      torch.Generator().manual_seed(0))
            self._val_batches = (lambda: iter(())) if val_batches is None else (lambda: val_batches(0))
        else:
            train_loader, val_loader = make_loaders(bundle, config.batch_size, workers=config.workers,
                                                    pin_memory=self._non_blocking, seed=config.seed, shard=shard)
            self._train_batches = lambda epoch: _epoch_of(train_loader, epoch)
            self._val_batches = lambda: iter(val_loader)
        if self.group is None:  # a rank may not stop inside a pass alone: the others would wait in its all-reduce
            self._checks = _InPassStopChecks(self.model, self.control)
        self.energy = RunEnergy(device, self.group)
        if bundle.vocab is not None and (self.group is None or self.group.rank == 0):
            self.text_sampler = TextSampler(bundle.vocab, config.seq_len, seed=config.seed)

    @property
    def _non_blocking(self) -> bool:
        return self.config.pin_memory and self.device.type == "cuda"

    def epochs(self) -> Iterator[StepMetrics | GeneratedText | EpochMetrics]:
        for epoch in range(1, math.ceil(self.info.steps_total / self.info.steps_per_epoch) + 1):
            yield from self._epoch(epoch)

    def _epoch(self, epoch: int) -> Iterator[StepMetrics | GeneratedText | EpochMetrics]:
        """Steps until the epoch's batches or the run's steps run out, then validation."""
        set_train_mode(self.model, True)
        config, device, state, optimizer = self.config, self.device, self.state, self.optimizer
        assert optimizer is not None, "set_up() comes first"
        started = self.clock.now()
        correct = torch.zeros((), device=device, dtype=torch.long)
        seen = 0
        loss_sum, loss_steps = 0.0, 0
        train_accuracy = 0.0
        window = _Window(device, started)
        first_step = state.step
        assert self.energy is not None
        self.energy.start_epoch()
        batches = self._train_batches(epoch)
        samples_per_step = config.batch_size * self.info.processes
        while state.step < self.info.steps_total:
            self.clock.exclude(self.control.wait_while_paused())
            self.control.check()
            fetch_started = time.perf_counter()
            batch = next(batches, None)
            if batch is None:
                break
            inputs, targets = self._to_device(*batch)
            window.data_seconds += time.perf_counter() - fetch_started
            loss, batch_correct = train_step(self.trained, optimizer, self.precision, inputs, targets)
            if self.all_reduce is not None:
                self.all_reduce.end_step()
            window.add(loss.detach(), samples_per_step)
            correct += batch_correct
            seen += targets.numel()
            state.step += 1
            if not self._reports_now():
                continue
            metrics = self._report(window, epoch, int(correct.item()), seen)
            train_accuracy = metrics.accuracy
            loss_sum += metrics.loss * window.steps
            loss_steps += window.steps
            yield metrics
            if self.text_sampler is not None and self.text_sampler.due(state.step, self.info.steps_total):
                yield self.text_sampler.generate(self.model, state.step)
            window = _Window(device, self.clock.now())
        yield self._validate(epoch, started, loss_sum / max(loss_steps, 1), train_accuracy,
                             (state.step - first_step) * samples_per_step)

    def _to_device(self, inputs: torch.Tensor, targets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        inputs = inputs.to(self.device, non_blocking=self._non_blocking)
        targets = targets.to(self.device, non_blocking=self._non_blocking)
        if self.config.channels_last and inputs.dim() == 4:
            inputs = inputs.contiguous(memory_format=torch.channels_last)
        return inputs, targets

    def _reports_now(self) -> bool:
        """Every ``report_every`` steps, and always at the end of warm-up, of each epoch and of the run."""
        step = self.state.step
        return (step % self.config.report_every == 0 or step == self.config.warmup_steps
                or step % self.info.steps_per_epoch == 0 or step >= self.info.steps_total)

    def _report(self, window: _Window, epoch: int, correct: int, seen: int) -> StepMetrics:
        """The steps since the last report; in a data-parallel run, the whole group's loss, accuracy and
        throughput, with each rank's own numbers beside them (one small all-gather, outside the timed window)."""
        synchronize(self.device)
        now = self.clock.now()
        if self.energy is not None:
            self.energy.sample()
        loss_sum = window.loss_sum.item()
        ranks: list[RankWindow] | None = None
        if self.group is not None:
            assert self.all_reduce is not None
            seconds = max(now - window.started, 1e-9)
            ranks = gather_window(self.group, RankWindow(
                samples_per_second=window.steps * self.config.batch_size / seconds,
                step_seconds=seconds / window.steps,
                communication_seconds=self.all_reduce.take_seconds() / window.steps,
                loss_sum=loss_sum, loss_steps=window.steps, correct=correct, seen=seen))
            loss_sum = sum(rank.loss_sum for rank in ranks) / len(ranks)
            correct, seen = sum(rank.correct for rank in ranks), sum(rank.seen for rank in ranks)
        loss = loss_sum / window.steps
        accuracy = correct / max(seen, 1)
        if not math.isfinite(loss):
            raise _LossNotFinite(fill(translate("Training", "the loss became {loss} at step {step}: lower the "
                                                "learning rate (now {rate}) or use fp32"),
                                      loss=str(loss), step=self.state.step, rate=self.config.learning_rate))
        metrics = self.state.report(window, now, accuracy, loss, epoch, self.info, self.config.warmup_steps,
                                    self._process, self.device, self.clock)
        if ranks is not None:
            metrics = dataclasses.replace(
                metrics, communication_seconds=sum(rank.communication_seconds for rank in ranks) / len(ranks),
                rank_samples_per_second=tuple(rank.samples_per_second for rank in ranks),
                rank_step_seconds=tuple(rank.step_seconds for rank in ranks),
                rank_communication_seconds=tuple(rank.communication_seconds for rank in ranks))
        if self._checks is not None and self.state.step >= self.config.warmup_steps and (
                metrics.step_seconds < LONG_STEP_S):
            self._checks.remove()  # fast steps: the check between steps already acts within a second
            self._checks = None
        return metrics

    def _validate(self, epoch: int, started: float, train_loss: float, train_accuracy: float,
                  samples: int) -> EpochMetrics:
        val_started = self.clock.now()
        val_loss, val_accuracy = evaluate(self.model, self._val_batches(), self.device,
                                          self.precision.autocast_dtype, self.control)
        self.state.val_loss, self.state.val_accuracy = val_loss, val_accuracy
        assert self.energy is not None
        joules, note = self.energy.end_epoch(self.clock.now() - started, samples)
        return EpochMetrics(epoch=epoch, step=self.state.step, train_loss=train_loss, train_accuracy=train_accuracy,
                            val_loss=val_loss, val_accuracy=val_accuracy, epoch_seconds=self.clock.now() - started,
                            val_seconds=self.clock.now() - val_started, timestamp=time.time(), energy_j=joules,
                            energy_note=note)

    def summary(self, status: str, message: str) -> RunSummary:
        summary = self.state.summary(status, message, self.clock)
        return summary if self.energy is None else dataclasses.replace(summary, **self.energy.summary_fields())

    def failure(self, err: Exception) -> RunSummary:
        """The summary of a run that raised: out of memory says what to try, another rank's end says so, anything
        else names the error."""
        if self.group is not None and is_group_failure(err):
            return self.summary("error", group_failure_message(self.state.step))
        if not is_out_of_memory(err):
            words = error_words(err) if isinstance(err, UserError) else None
            return self.summary("error", err.args[0] if words else f"{type(err).__name__}: {err}")
        if self.optimizer is not None:
            self.optimizer.zero_grad(set_to_none=True)  # gradients are the largest thing this frame can free
        if self.device.type == "cuda":
            torch.cuda.empty_cache()
        return self.summary("oom", fill(translate("Training", "out of memory at batch size {batch} on {device}: try a "
                                                  "smaller batch, fp16/bf16, or a frozen backbone"),
                                        batch=self.config.batch_size, device=self.config.device))

    def close(self) -> None:
        if self._checks is not None:
            self._checks.remove()
        if self.energy is not None:
            self.energy.close()
        torch.set_num_threads(self._previous_threads)


def _epoch_of(loader: torch.utils.data.DataLoader, epoch: int) -> Batches:
    """The loader's batches for ``epoch``: a data-parallel sampler reshuffles from the seed and the epoch."""
    sampler = loader.sampler
    if isinstance(sampler, torch.utils.data.DistributedSampler):
        sampler.set_epoch(epoch)
    return iter(loader)


class _Clock:
    """Training time: perf_counter minus time spent paused."""

    def __init__(self) -> None:
        self._started = time.perf_counter()
        self._excluded = 0.0

    def exclude(self, seconds: float) -> None:
        self._excluded += seconds

    def now(self) -> float:
        return time.perf_counter() - self._started - self._excluded


class _Window:
    """Steps since the last report: loss kept on the device, read once when reporting."""

    def __init__(self, device: torch.device, started: float) -> None:
        self.loss_sum = torch.zeros((), device=device)
        self.steps = 0
        self.samples = 0
        self.data_seconds = 0.0
        self.started = started

    def add(self, loss: torch.Tensor, samples: int) -> None:
        self.loss_sum += loss.float()
        self.steps += 1
        self.samples += samples


class _RunState:
    """Counters that outlive one report window: step, steady-state throughput, last loss and validation."""

    def __init__(self) -> None:
        self.step = 0
        self.last_loss: float | None = None
        self.val_loss: float | None = None
        self.val_accuracy: float | None = None
        self.steady_seconds = 0.0
        self.steady_samples = 0
        self.recent_step_seconds: float | None = None

    def steady_rate(self) -> float | None:
        if not self.steady_samples:
            return None
        return self.steady_samples / max(self.steady_seconds, 1e-9)

    def report(self, window: _Window, now: float, accuracy: float, loss: float, epoch: int, info: RunInfo,
               warmup_steps: int, process: psutil.Process, device: torch.device, clock: _Clock) -> StepMetrics:
        seconds = max(now - window.started, 1e-9)
        step_seconds = seconds / window.steps
        warmup = self.step <= warmup_steps
        if not warmup:  # training time only: validation and the consumer's time between reports are left out
            self.steady_samples += window.samples
            self.steady_seconds += seconds
        self.last_loss = loss
        alpha = 0.3  # smooths the ETA without hiding a real slow-down for long
        self.recent_step_seconds = step_seconds if self.recent_step_seconds is None else (
            alpha * step_seconds + (1 - alpha) * self.recent_step_seconds)
        allocated, reserved, peak = device_memory(device)
        data_seconds = window.data_seconds / window.steps
        return StepMetrics(
            step=self.step, epoch=epoch, steps_total=info.steps_total, loss=loss, accuracy=accuracy,
            samples_per_second=window.samples / seconds, steady_samples_per_second=self.steady_rate(),
            step_seconds=step_seconds, data_seconds=data_seconds, compute_seconds=max(step_seconds - data_seconds, 0.0),
            memory_allocated_bytes=allocated, memory_reserved_bytes=reserved, memory_peak_bytes=peak,
            process_rss_bytes=process.memory_info().rss, elapsed_seconds=clock.now(),
            eta_seconds=(info.steps_total - self.step) * self.recent_step_seconds, warmup=warmup,
            timestamp=time.time(),
        )

    def summary(self, status: str, message: str, clock: _Clock) -> RunSummary:
        return RunSummary(status=status, message=message, steps=self.step, final_loss=self.last_loss,
                          val_loss=self.val_loss, val_accuracy=self.val_accuracy,
                          samples_per_second=self.steady_rate(), elapsed_seconds=clock.now(), words=words_of(message))
