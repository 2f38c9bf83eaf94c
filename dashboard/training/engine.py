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
import torch.nn.functional as F  # noqa: N812 - the usual spelling
from torch import nn

from dashboard.training.config import ConfigError, TrainConfig, validate
from dashboard.training.control import RunControl, RunInterrupted
from dashboard.training.datasets import DatasetBundle, load_dataset, make_loaders
from dashboard.training.models import (
    MODEL_SPECS,
    BuiltModel,
    build_model,
    flops_per_sample,
    parameter_counts,
    set_train_mode,
)

LONG_STEP_S = 0.2
"""Steps longer than this keep the in-pass stop checks, so Stop still acts within a second."""


# ---------------------------------------------------------------- events


@dataclass(frozen=True)
class RunInfo:
    """Sent once, before the first step: what is about to train."""

    model: str
    parameters: int
    trainable_parameters: int
    flops_per_sample: int
    """Forward FLOPs for one sample; a training step costs about three times this."""
    pretrained: bool
    note: str
    dataset: str
    train_samples: int
    val_samples: int
    steps_per_epoch: int
    steps_total: int
    device: str
    device_name: str
    device_memory_total_bytes: int | None
    precision: str
    batch_size: int
    timestamp: float = 0.0
    """Wall-clock time training started (set when the run begins)."""
    kind: str = "info"


@dataclass(frozen=True)
class StepMetrics:
    step: int
    epoch: int
    steps_total: int
    loss: float
    """Mean training loss over the steps since the last report."""
    accuracy: float
    """Running training accuracy over the epoch so far."""
    samples_per_second: float
    """Throughput over the steps since the last report."""
    steady_samples_per_second: float | None
    """Throughput since warm-up ended; None during warm-up."""
    step_seconds: float
    data_seconds: float
    """Part of the step spent waiting for the batch (loading, copying to the device)."""
    compute_seconds: float
    memory_allocated_bytes: int | None
    """Accelerator memory held by tensors (CUDA/MPS); None on the CPU."""
    memory_reserved_bytes: int | None
    """Accelerator memory kept by torch's caching allocator (CUDA) or the driver (MPS)."""
    memory_peak_bytes: int | None
    process_rss_bytes: int
    elapsed_seconds: float
    """Training time so far, pauses excluded."""
    eta_seconds: float | None
    warmup: bool
    timestamp: float
    """Wall-clock time of the report, to line steps up with hardware samples on one time axis."""
    kind: str = "step"


@dataclass(frozen=True)
class EpochMetrics:
    epoch: int
    step: int
    train_loss: float
    train_accuracy: float
    val_loss: float
    val_accuracy: float
    epoch_seconds: float
    val_seconds: float
    """Part of the epoch spent on validation (not counted in training throughput)."""
    timestamp: float
    kind: str = "epoch"


@dataclass(frozen=True)
class RunSummary:
    status: str
    """"completed", "stopped", "nan", "oom" or "error"."""
    message: str
    steps: int
    final_loss: float | None
    val_loss: float | None
    val_accuracy: float | None
    samples_per_second: float | None
    """Steady-state throughput (warm-up excluded)."""
    elapsed_seconds: float
    kind: str = "summary"


Event = RunInfo | StepMetrics | EpochMetrics | RunSummary


# ---------------------------------------------------------------- control


class _InPassStopChecks:
    """Hooks that raise RunInterrupted inside forward (every leaf module) and backward (every layer's output)."""

    def __init__(self, model: nn.Module, control: RunControl) -> None:
        self._handles = []
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


# ---------------------------------------------------------------- device helpers


def synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    elif device.type == "mps":
        torch.mps.synchronize()


def device_memory(device: torch.device) -> tuple[int | None, int | None, int | None]:
    """(allocated, reserved, peak) tensor memory on an accelerator; CPU runs report process RSS instead."""
    if device.type == "cuda":
        return (torch.cuda.memory_allocated(device), torch.cuda.memory_reserved(device),
                torch.cuda.max_memory_allocated(device))
    if device.type == "mps":
        return torch.mps.current_allocated_memory(), torch.mps.driver_allocated_memory(), None
    return None, None, None


def _device_facts(device: torch.device) -> tuple[str, int | None]:
    if device.type == "cuda":
        props = torch.cuda.get_device_properties(device)
        return props.name, props.total_memory
    if device.type == "mps":
        return "Apple GPU (mps)", psutil.virtual_memory().total
    return "CPU", psutil.virtual_memory().total


def is_out_of_memory(err: BaseException) -> bool:
    """CUDA raises OutOfMemoryError; the CPU and MPS allocators raise a RuntimeError that says so."""
    if isinstance(err, torch.cuda.OutOfMemoryError):
        return True
    text = str(err).lower()
    return isinstance(err, RuntimeError) and ("out of memory" in text or "can't allocate memory" in text)


def build_optimizer(config: TrainConfig, params: list[nn.Parameter]) -> torch.optim.Optimizer:
    if config.optimizer == "sgd":
        return torch.optim.SGD(params, lr=config.learning_rate, momentum=0.9)
    if config.optimizer == "adamw":
        return torch.optim.AdamW(params, lr=config.learning_rate)
    return torch.optim.Adam(params, lr=config.learning_rate)


@dataclass(frozen=True)
class Precision:
    """How a step runs in a given precision: the autocast dtype (None for fp32) and fp16's gradient scaler."""

    autocast_dtype: torch.dtype | None
    scaler: torch.amp.GradScaler | None

    @classmethod
    def of(cls, precision: str) -> Precision:
        return cls({"fp16": torch.float16, "bf16": torch.bfloat16}.get(precision),
                   torch.amp.GradScaler("cuda") if precision == "fp16" else None)


def train_step(model: nn.Module, optimizer: torch.optim.Optimizer, precision: Precision, inputs: torch.Tensor,
               targets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """One optimizer step: forward under autocast, backward (scaled for fp16), update. Returns (loss, correct)."""
    optimizer.zero_grad(set_to_none=True)
    dtype = precision.autocast_dtype
    with torch.autocast(inputs.device.type, dtype=dtype, enabled=dtype is not None):
        logits = model(inputs)
    loss, correct = loss_and_correct(logits, targets)
    if precision.scaler is not None:
        precision.scaler.scale(loss).backward()
        precision.scaler.step(optimizer)
        precision.scaler.update()
    else:
        loss.backward()
        optimizer.step()
    return loss, correct


def loss_and_correct(logits: torch.Tensor, targets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Cross-entropy and correct predictions for class logits (B, C) and next-token logits (B, T, V) alike."""
    flat = logits.reshape(-1, logits.shape[-1])
    flat_targets = targets.reshape(-1)
    loss = F.cross_entropy(flat.float(), flat_targets)
    correct = (flat.argmax(dim=-1) == flat_targets).sum()
    return loss, correct


# ---------------------------------------------------------------- preparation


@dataclass
class Prepared:
    config: TrainConfig
    bundle: DatasetBundle
    built: BuiltModel
    device: torch.device
    info: RunInfo


def prepare(config: TrainConfig, progress: Callable[[str], None] | None = None,
            bundle: DatasetBundle | None = None) -> Prepared:
    """Validate, load the data and build the model. Raises ConfigError / DatasetUnavailable with a clear message."""
    validate(config)
    spec = MODEL_SPECS[config.model]
    torch.manual_seed(config.seed)
    if bundle is None:
        bundle = load_dataset(config.dataset, channels=spec.default_channels,
                              resolution=config.resolution or spec.default_resolution, seed=config.seed,
                              train_size=config.train_size, val_size=config.val_size, seq_len=config.seq_len,
                              allow_download=config.allow_download, progress=progress)
    built = build_model(config.model, num_classes=bundle.num_classes or 10, in_channels=bundle.in_channels,
                        resolution=bundle.resolution, vocab_size=bundle.vocab_size, seq_len=config.seq_len,
                        freeze=config.freeze, pretrained=True, allow_download=config.allow_download)
    total, trainable = parameter_counts(built.module)
    flops = flops_per_sample(built.module, built.example_input)
    steps_per_epoch = max(1, len(bundle.train) // config.batch_size)
    if len(bundle.train) < config.batch_size:
        raise ConfigError(f"batch size {config.batch_size} is larger than the {len(bundle.train)} training samples "
                          f"of '{config.dataset}': use at most {len(bundle.train)}")
    epochs = config.epochs or math.ceil((config.steps or 1) / steps_per_epoch)
    steps_total = min(config.steps, epochs * steps_per_epoch) if config.steps else epochs * steps_per_epoch
    device = torch.device(config.device)
    device_name, device_total = _device_facts(device)
    info = RunInfo(model=config.model, parameters=total, trainable_parameters=trainable, flops_per_sample=flops,
                   pretrained=built.pretrained, note=built.note, dataset=config.dataset,
                   train_samples=len(bundle.train), val_samples=len(bundle.val), steps_per_epoch=steps_per_epoch,
                   steps_total=steps_total, device=config.device, device_name=device_name,
                   device_memory_total_bytes=device_total, precision=config.precision, batch_size=config.batch_size)
    return Prepared(config, bundle, built, device, info)


# ---------------------------------------------------------------- the loop


def _batches_on_device(tensors: tuple[torch.Tensor, torch.Tensor], batch_size: int, device: torch.device,
                       generator: torch.Generator) -> Callable[[], Iterator[tuple[torch.Tensor, torch.Tensor]]]:
    """Whole dataset moved to the device once; each epoch slices shuffled batches there (no host copies)."""
    inputs, targets = (t.to(device) for t in tensors)

    def epoch() -> Iterator[tuple[torch.Tensor, torch.Tensor]]:
        order = torch.randperm(len(inputs), generator=generator).to(device)
        for start in range(0, len(inputs) - batch_size + 1, batch_size):
            index = order[start:start + batch_size]
            yield inputs[index], targets[index]

    return epoch


def run(prepared: Prepared, control: RunControl | None = None) -> Iterator[Event]:
    """Train, yielding RunInfo, then StepMetrics every ``report_every`` steps, EpochMetrics, and one RunSummary."""
    control = control or RunControl()
    config, device, model = prepared.config, prepared.device, prepared.built.module
    info = dataclasses.replace(prepared.info, timestamp=time.time())
    yield info

    previous_threads = torch.get_num_threads()
    if config.threads:
        torch.set_num_threads(config.threads)
    process = psutil.Process()
    clock = _Clock()
    state = _RunState()
    checks: _InPassStopChecks | None = None
    optimizer: torch.optim.Optimizer | None = None
    try:
        model.to(device)
        if config.channels_last:
            model.to(memory_format=torch.channels_last)
        params = [p for p in model.parameters() if p.requires_grad]
        optimizer = build_optimizer(config, params)
        precision = Precision.of(config.precision)
        autocast_dtype = precision.autocast_dtype
        if device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(device)
        generator = torch.Generator().manual_seed(config.seed)
        if config.data_on_device and prepared.bundle.train_tensors is not None:
            epoch_batches = _batches_on_device(prepared.bundle.train_tensors, config.batch_size, device, generator)
            val_batches = _batches_on_device(prepared.bundle.val_tensors, config.batch_size, device,
                                             torch.Generator().manual_seed(0)) if prepared.bundle.val_tensors else None
        else:
            train_loader, val_loader = make_loaders(prepared.bundle, config.batch_size, workers=config.workers,
                                                    pin_memory=config.pin_memory and device.type == "cuda",
                                                    seed=config.seed)
            epoch_batches, val_batches = (lambda: iter(train_loader)), (lambda: iter(val_loader))
        checks = _InPassStopChecks(model, control)
        non_blocking = config.pin_memory and device.type == "cuda"
        epochs = math.ceil(info.steps_total / info.steps_per_epoch)

        for epoch in range(1, epochs + 1):
            set_train_mode(prepared.built.module, True)
            epoch_started = clock.now()
            correct = torch.zeros((), device=device, dtype=torch.long)
            seen = 0
            epoch_loss_sum, epoch_loss_steps = 0.0, 0
            window = _Window(device, clock.now())
            batches = epoch_batches()
            while state.step < info.steps_total:
                clock.exclude(control.wait_while_paused())
                control.check()
                fetch_started = time.perf_counter()
                try:
                    inputs, targets = next(batches)
                except StopIteration:
                    break
                inputs = inputs.to(device, non_blocking=non_blocking)
                targets = targets.to(device, non_blocking=non_blocking)
                if config.channels_last and inputs.dim() == 4:
                    inputs = inputs.contiguous(memory_format=torch.channels_last)
                window.data_seconds += time.perf_counter() - fetch_started

                loss, batch_correct = train_step(model, optimizer, precision, inputs, targets)
                window.add(loss.detach(), config.batch_size)
                correct += batch_correct
                seen += targets.numel()
                state.step += 1

                warmup_ends = state.step == config.warmup_steps
                last = state.step >= info.steps_total
                if state.step % config.report_every and not warmup_ends and not last:
                    continue
                synchronize(device)
                now = clock.now()
                loss_value = window.loss_sum.item() / window.steps
                if not math.isfinite(loss_value):
                    yield state.summary("nan", f"the loss became {loss_value} at step {state.step}: lower the "
                                        f"learning rate (now {config.learning_rate:g}) or use fp32", clock)
                    return
                metrics = state.report(window, now, correct.item() / max(seen, 1), loss_value, epoch, info,
                                       config.warmup_steps, process, device, clock)
                epoch_loss_sum += window.loss_sum.item()
                epoch_loss_steps += window.steps
                if checks is not None and state.step >= config.warmup_steps and metrics.step_seconds < LONG_STEP_S:
                    checks.remove()  # fast steps: the check between steps already acts within a second
                    checks = None
                yield metrics
                window = _Window(device, clock.now())
            val_started = clock.now()
            val_loss, val_accuracy = _evaluate(prepared.built, val_batches(), device, autocast_dtype, control)
            val_seconds = clock.now() - val_started
            state.val_loss, state.val_accuracy = val_loss, val_accuracy
            yield EpochMetrics(epoch=epoch, step=state.step, train_loss=epoch_loss_sum / max(epoch_loss_steps, 1),
                               train_accuracy=correct.item() / max(seen, 1), val_loss=val_loss,
                               val_accuracy=val_accuracy, epoch_seconds=clock.now() - epoch_started,
                               val_seconds=val_seconds,
                               timestamp=time.time())
        yield state.summary("completed", f"trained {state.step} steps", clock)
    except RunInterrupted:
        yield state.summary("stopped", f"stopped by the user after {state.step} steps", clock)
    except Exception as err:  # noqa: BLE001 - the run ends with a message; the app stays alive
        if is_out_of_memory(err):
            if optimizer is not None:
                optimizer.zero_grad(set_to_none=True)  # gradients are the largest thing this frame can free
            if device.type == "cuda":
                torch.cuda.empty_cache()
            yield state.summary("oom", f"out of memory at batch size {config.batch_size} on {config.device}: try a "
                                "smaller batch, fp16/bf16, or a frozen backbone", clock)
        else:
            yield state.summary("error", f"{type(err).__name__}: {err}", clock)
    finally:
        if checks is not None:
            checks.remove()
        torch.set_num_threads(previous_threads)


def _evaluate(built: BuiltModel, batches: Iterator, device: torch.device, autocast_dtype: torch.dtype | None,
              control: RunControl) -> tuple[float, float]:
    """Validation loss and accuracy over the whole validation set, without gradients."""
    set_train_mode(built.module, False)
    loss_sum = torch.zeros((), device=device)
    correct = torch.zeros((), device=device, dtype=torch.long)
    count = batches_seen = 0
    with torch.no_grad():
        for inputs, targets in batches:
            control.check()
            inputs, targets = inputs.to(device), targets.to(device)
            with torch.autocast(device.type, dtype=autocast_dtype, enabled=autocast_dtype is not None):
                logits = built.module(inputs)
            loss, batch_correct = loss_and_correct(logits, targets)
            loss_sum += loss
            correct += batch_correct
            count += targets.numel()
            batches_seen += 1
    set_train_mode(built.module, True)
    return loss_sum.item() / max(batches_seen, 1), correct.item() / max(count, 1)


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
                          samples_per_second=self.steady_rate(), elapsed_seconds=clock.now())
