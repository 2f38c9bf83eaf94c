"""Inference latency and throughput of a model on one device: the edge (batch 1, how long one answer takes) against
serving (batch N, how many answers a second), measured the way PyTorch serves: eval mode, ``torch.inference_mode``,
autocast for 16-bit precisions, the device synchronised before every clock read.

Optionally the same model goes through ONNX (``torch.onnx.export``) into ONNX Runtime, which is timed the same way
and whose outputs are compared with PyTorch's on the same inputs; and on the CPU, through int8 dynamic quantization
(torchao: int8 weights, activations quantized per batch as they come), compared with fp32 the same way. Torch is
imported only when something is measured, so the command line starts without it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dashboard.errors import UserError, first_line
from dashboard.experiments.noise import step_spread
from dashboard.hardware.energy import EnergyMeter, EnergyReading, meter_for

if TYPE_CHECKING:
    import torch

DEFAULT_BATCH_SIZES = (1, 8, 64)
DEFAULT_SECONDS = 2.0
"""Timed per batch size and engine, after the warm-up."""
MIN_RUNS = 5
"""Timed runs at least, however long each takes (a percentile of fewer says little)."""
MAX_RUNS = 1000
WARMUP_RUNS = 3
"""Untimed runs first: cuDNN's autotuner, lazy kernel loading and the allocator's first requests happen there."""
ONNX_TOLERANCE = (1e-3, 1e-4)
"""(relative, absolute): how close ONNX Runtime's fp32 outputs must be to PyTorch's to count as the same model."""
TOKENS = 256
"""Vocabulary of the token ids a text model is fed: any ids time the same."""
ONNX_PACKAGES = "onnx, onnxscript and onnxruntime (pip install onnx onnxscript onnxruntime)"
INT8_PACKAGE = "torchao (pip install torchao)"


@dataclass(frozen=True)
class InferenceSettings:
    model: str
    device: str = "cpu"
    batch_sizes: tuple[int, ...] = DEFAULT_BATCH_SIZES
    precision: str = "fp32"
    onnx: bool = False
    seconds: float = DEFAULT_SECONDS
    resolution: int | None = None
    num_classes: int = 1000
    compile: bool = False
    """Also time ``torch.compile(model)`` (its first call, the compilation, is timed apart)."""
    compile_backend: str = "inductor"
    int8: bool = False
    """Also time the model with int8 dynamic quantization of its Linear layers (torchao), on the CPU."""


@dataclass(frozen=True)
class LatencyPoint:
    """One engine at one batch size."""

    engine: str
    """"pytorch", "compiled" (torch.compile), "onnxruntime" or "int8" (dynamic quantization)."""
    batch_size: int
    runs: int
    p50_ms: float
    p95_ms: float
    p99_ms: float
    mean_ms: float
    samples_per_second: float
    """The batch over the median latency."""
    peak_memory_bytes: int | None = None
    """The device's allocated peak while timing (CUDA); None where it is not measured (the CPU, ONNX Runtime)."""
    max_abs_diff: float | None = None
    """ONNX Runtime only: the largest difference from PyTorch's fp32 output on the same batch."""
    agrees: bool | None = None
    """ONNX Runtime only: within ONNX_TOLERANCE of PyTorch's output."""
    same_top1: float | None = None
    """int8 only: the share of predictions (the largest output) that agree with fp32 PyTorch's on the same batch."""
    quantized_layers: int | None = None
    """int8 only: the Linear layers whose weights became int8 (convolutions and LSTMs stay in fp32)."""
    spread: float | None = None
    """How much the timed runs varied: (90th - 10th percentile) / median, as a sweep point's ``step_spread``."""
    energy_j: float | None = None
    """The device's energy counter over every run of the point, warm-up included (NVML, or RAPL on the CPU)."""
    samples_per_joule: float | None = None
    average_power_w: float | None = None
    energy_note: str = ""
    """Why there is no energy figure, when there is none."""
    compile_seconds: float | None = None
    """torch.compile only: the first call at this batch size, which compiles (not among the timed runs)."""


def percentiles(latencies_s: list[float]) -> tuple[float, float, float, float]:
    """(p50, p95, p99, mean) in milliseconds, interpolated between the runs (with few runs p99 is about the worst)."""
    cuts = statistics.quantiles(latencies_s, n=100, method="inclusive") if len(latencies_s) > 1 else latencies_s * 99
    return cuts[49] * 1e3, cuts[94] * 1e3, cuts[98] * 1e3, statistics.fmean(latencies_s) * 1e3


RunDone = Callable[[int, int, float], None]
"""Told after each run, warm-ups included: (runs done, runs at least, seconds since the first began)."""


def time_runs(run: Callable[[], object], seconds: float, sync: Callable[[], None] = lambda: None,
              clock: Callable[[], float] = time.perf_counter, on_run: RunDone | None = None) -> list[float]:
    """Seconds of each run, after WARMUP_RUNS untimed ones: at least MIN_RUNS, then until ``seconds`` have passed.

    ``on_run`` hears of every run, so that a batch whose runs take seconds each (4,096 images on a CPU) shows
    progress instead of minutes of silence."""
    told = on_run or (lambda done, least, elapsed: None)
    first = clock()
    for index in range(WARMUP_RUNS):
        run()
        sync()
        told(index + 1, WARMUP_RUNS + MIN_RUNS, clock() - first)
    latencies: list[float] = []
    started = clock()
    while len(latencies) < MIN_RUNS or (clock() - started < seconds and len(latencies) < MAX_RUNS):
        begin = clock()
        run()
        sync()
        latencies.append(clock() - begin)
        told(WARMUP_RUNS + len(latencies), WARMUP_RUNS + MIN_RUNS, clock() - first)
    return latencies


def point(engine: str, batch_size: int, latencies_s: list[float], energy: EnergyReading | None = None,
          **extra: Any) -> LatencyPoint:
    p50, p95, p99, mean = percentiles(latencies_s)
    if energy is not None:
        samples = batch_size * (len(latencies_s) + WARMUP_RUNS)
        extra.update(energy_j=energy.joules, samples_per_joule=energy.per_sample(samples),
                     average_power_w=energy.average_power_w, energy_note=energy.reason)
    return LatencyPoint(engine, batch_size, len(latencies_s), p50, p95, p99, mean, batch_size / (p50 / 1e3),
                        spread=step_spread(latencies_s), **extra)


# ---------------------------------------------------------------- measuring


def check_device(device: str) -> None:
    """UserError unless torch can run on this device here (the devices the training lab offers)."""
    from dashboard.hardware.software import torch_devices

    if device == "cpu":
        return  # always there: no torch import (seconds) to say so
    devices = torch_devices()
    if device not in devices:
        raise UserError(f"device '{device}' is not available here: choose one of {', '.join(devices)}")


def measure(settings: InferenceSettings, on_run: RunDone | None = None) -> Iterator[LatencyPoint]:
    """Each batch size with PyTorch, then (``onnx``) with ONNX Runtime, as each is measured; ``on_run`` hears of
    each run within a point."""
    import torch

    from dashboard.training.models import build_model
    from dashboard.training.step import device_uuid

    check_device(settings.device)
    if settings.int8 and settings.device != "cpu":
        raise UserError("int8 dynamic quantization runs on the CPU here: use --device cpu")
    built = build_model(settings.model, num_classes=settings.num_classes, resolution=settings.resolution,
                        vocab_size=TOKENS, pretrained=False, allow_download=False)
    model = built.module.to(settings.device).eval()
    example = built.example_input
    device = torch.device(settings.device)
    dtype = {"fp32": None, "fp16": torch.float16, "bf16": torch.bfloat16}[settings.precision]
    session = _onnx_session(model, example, device) if settings.onnx else None
    compiled = torch.compile(model, backend=settings.compile_backend) if settings.compile else None
    quantized = _int8_model(model) if settings.int8 else None
    meter = meter_for(settings.device, uuid=device_uuid(settings.device))
    try:
        for batch in settings.batch_sizes:
            inputs = _batch(example, batch).to(device)
            yield _measure_pytorch(model, inputs, device, dtype, settings.seconds, meter, on_run=on_run)
            if compiled is not None:
                yield _measure_compiled(compiled, inputs, device, dtype, settings.seconds, meter, on_run)
            if session is not None:
                yield _measure_onnx(session, model, inputs, settings.seconds, meter, on_run)
            if quantized is not None:
                yield _measure_int8(*quantized, model, inputs, settings.seconds, meter, on_run)
    finally:
        meter.close()


def _batch(example: torch.Tensor, batch: int) -> torch.Tensor:
    import torch

    shape = (batch, *example.shape[1:])
    if example.dtype == torch.long:  # token ids
        return torch.randint(0, TOKENS, shape)
    return torch.rand(shape)


def _sync(device: torch.device) -> Callable[[], None]:
    import torch

    if device.type == "cuda":
        return lambda: torch.cuda.synchronize(device)
    if device.type == "mps":
        return torch.mps.synchronize
    return lambda: None


def _runner(model: Callable[..., Any], inputs: torch.Tensor, device: torch.device,
            dtype: torch.dtype | None) -> Callable[[], object]:
    import torch

    def run() -> object:
        with torch.inference_mode(), torch.autocast(device.type, dtype=dtype or torch.float32,
                                                    enabled=dtype is not None):
            return model(inputs)

    return run


def _measure_pytorch(model: Callable[..., Any], inputs: torch.Tensor, device: torch.device, dtype: torch.dtype | None,
                     seconds: float, meter: EnergyMeter, engine: str = "pytorch", on_run: RunDone | None = None,
                     **extra: Any) -> LatencyPoint:
    import torch

    run = _runner(model, inputs, device, dtype)
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats(device)
    latencies, energy = meter.around(lambda: time_runs(run, seconds, _sync(device), on_run=on_run),
                                     time.perf_counter)
    peak = int(torch.cuda.max_memory_allocated(device)) if device.type == "cuda" else None
    return point(engine, inputs.shape[0], latencies, energy, peak_memory_bytes=peak, **extra)


def _measure_compiled(compiled: Callable[..., Any], inputs: torch.Tensor, device: torch.device,
                      dtype: torch.dtype | None, seconds: float, meter: EnergyMeter,
                      on_run: RunDone | None = None) -> LatencyPoint:
    """The compiled model: its first call at this batch size compiles it, timed on its own, then as the others."""
    run = _runner(compiled, inputs, device, dtype)
    started = time.perf_counter()
    try:
        run()
        _sync(device)()
    except Exception as err:  # noqa: BLE001 - no C++ compiler, an unsupported operator: say so in one line
        raise UserError(f"torch.compile failed: {first_line(err, 300)}") from None
    return _measure_pytorch(compiled, inputs, device, dtype, seconds, meter, "compiled", on_run,
                            compile_seconds=time.perf_counter() - started)


def _onnx_session(model: torch.nn.Module, example: torch.Tensor, device: torch.device) -> Any:
    """The model exported to ONNX (fp32, any batch size) in an ONNX Runtime session on the matching provider."""
    try:
        import onnxruntime
        import torch
    except ImportError:
        raise UserError(f"--onnx needs {ONNX_PACKAGES}") from None
    sample = _batch(example, 2).to(device)
    try:
        with contextlib.redirect_stdout(io.StringIO()):  # the exporter reports its stages on stdout
            program = torch.onnx.export(model, (sample,), input_names=["input"], output_names=["output"],
                                        dynamic_shapes=({0: torch.export.Dim("batch", min=1)},), dynamo=True)
    except ImportError:
        raise UserError(f"--onnx needs {ONNX_PACKAGES}") from None
    except Exception as err:  # noqa: BLE001 - an operator the exporter does not know: say so, in one line
        raise UserError(f"the model could not be exported to ONNX: {first_line(err, 300)}") from None
    wanted = "CUDAExecutionProvider" if device.type == "cuda" else "CPUExecutionProvider"
    available = onnxruntime.get_available_providers()
    providers = [p for p in dict.fromkeys((wanted, "CPUExecutionProvider")) if p in available]
    if program is None:
        raise UserError("the model could not be exported to ONNX: the exporter returned nothing")
    return onnxruntime.InferenceSession(program.model_proto.SerializeToString(), providers=providers)


def _measure_onnx(session: Any, model: torch.nn.Module, inputs: torch.Tensor, seconds: float,
                  meter: EnergyMeter, on_run: RunDone | None = None) -> LatencyPoint:
    import numpy
    import torch

    feed = {session.get_inputs()[0].name: inputs.cpu().numpy()}
    latencies, energy = meter.around(lambda: time_runs(lambda: session.run(None, feed), seconds, on_run=on_run),
                                     time.perf_counter)
    ours = session.run(None, feed)[0]
    with torch.inference_mode():
        theirs = model(inputs).float().cpu().numpy()
    relative, absolute = ONNX_TOLERANCE
    return point("onnxruntime", inputs.shape[0], latencies, energy, max_abs_diff=float(numpy.abs(ours - theirs).max()),
                 agrees=bool(numpy.allclose(ours, theirs, rtol=relative, atol=absolute)))


def _int8_model(model: torch.nn.Module) -> tuple[torch.nn.Module, int]:
    """A copy of the model with int8 dynamic quantization of its Linear layers, and how many there were."""
    import copy
    import warnings

    import torch

    layers = sum(isinstance(module, torch.nn.Linear) for module in model.modules())
    if not layers:
        raise UserError("int8 dynamic quantization changes Linear layers, and this model has none")
    try:
        with warnings.catch_warnings():  # torchao's import warns about torch internals it registers
            warnings.simplefilter("ignore")
            from torchao.quantization import Int8DynamicActivationInt8WeightConfig, quantize_
    except ImportError:
        raise UserError(f"--int8 needs {INT8_PACKAGE}") from None
    quantized = copy.deepcopy(model)
    quantize_(quantized, Int8DynamicActivationInt8WeightConfig())
    return quantized, layers


def _measure_int8(quantized: torch.nn.Module, layers: int, model: torch.nn.Module, inputs: torch.Tensor,
                  seconds: float, meter: EnergyMeter, on_run: RunDone | None = None) -> LatencyPoint:
    """The quantized model timed as PyTorch is, and how often it predicts what fp32 does on the same batch."""
    import torch

    measured = _measure_pytorch(quantized, inputs, inputs.device, None, seconds, meter, "int8", on_run,
                                quantized_layers=layers)
    with torch.inference_mode():
        ours, theirs = quantized(inputs).float(), model(inputs).float()
    same = (ours.argmax(dim=-1) == theirs.argmax(dim=-1)).float().mean().item()
    return dataclasses.replace(measured, max_abs_diff=float((ours - theirs).abs().max()), same_top1=same)


# ---------------------------------------------------------------- in words


def reading(points: list[LatencyPoint]) -> str:
    """Latency at the smallest batch against throughput at the largest: the edge and the serving case."""
    ours = sorted((p for p in points if p.engine == "pytorch"), key=lambda p: p.batch_size)
    if not ours:
        return ""
    small, large = ours[0], ours[-1]
    text = (f"At batch {small.batch_size} one answer takes {small.p50_ms:,.2f} ms (p50; p99 {small.p99_ms:,.2f} ms): "
            f"{small.samples_per_second:,.0f} samples/s.")
    if large.batch_size > small.batch_size:
        text += (f" At batch {large.batch_size} the device serves {large.samples_per_second:,.0f} samples/s, "
                 f"{large.samples_per_second / small.samples_per_second:,.1f}x as many, but every request in the "
                 f"batch waits {large.p50_ms:,.1f} ms for its answer. Small batches suit an edge device or an "
                 "interactive app (latency); large ones a server with many users (throughput).")
    if large.samples_per_joule and small.samples_per_joule:
        text += (f" Energy: {small.samples_per_joule:,.1f} samples per joule at batch {small.batch_size}, "
                 f"{large.samples_per_joule:,.1f} at batch {large.batch_size}.")
    elif small.energy_note:
        text += f" Energy not available: {small.energy_note}."
    compiled = [p for p in points if p.engine == "compiled"]
    if compiled:
        gain = statistics.median(c.samples_per_second / _same_batch(ours, c).samples_per_second for c in compiled)
        text += (f" torch.compile gives {gain:,.2f}x eager PyTorch's throughput (median over the batches), after "
                 f"{sum(c.compile_seconds or 0.0 for c in compiled):,.1f} s of compiling.")
    int8 = [p for p in points if p.engine == "int8"]
    if int8:
        gain = statistics.median(q.samples_per_second / _same_batch(ours, q).samples_per_second for q in int8)
        agreeing = sum((q.same_top1 or 0.0) * q.batch_size for q in int8) / sum(q.batch_size for q in int8)
        text += (f" int8 dynamic quantization of its {int8[0].quantized_layers} Linear layer(s) gives {gain:,.2f}x "
                 f"fp32's throughput (median over the batches) and the same top prediction as fp32 for "
                 f"{agreeing:.0%} of the samples; it pays where Linear layers do most of the work (transformers, "
                 "large dense heads) on a CPU with int8 instructions (VNNI).")
    onnx = [p for p in points if p.engine == "onnxruntime"]
    if onnx:
        worst = max(p.max_abs_diff or 0.0 for p in onnx)
        same = all(p.agrees for p in onnx)
        speedup = statistics.median(o.samples_per_second / _same_batch(ours, o).samples_per_second for o in onnx)
        text += (f" ONNX Runtime {'gives the same outputs' if same else 'differs from PyTorch'} (largest "
                 f"difference {worst:.1e}) at {speedup:,.2f}x PyTorch's throughput (median over the batches).")
    return text


def _same_batch(points: list[LatencyPoint], other: LatencyPoint) -> LatencyPoint:
    return next(p for p in points if p.batch_size == other.batch_size)
