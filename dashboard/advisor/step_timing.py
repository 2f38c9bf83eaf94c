"""Measured training steps of torchvision models on one device: the data the speed model is calibrated on.

Each point is one (model, batch size, precision) at 224 px: random inputs already on the device (no data loading),
the loss and optimizer of a plain training script (cross entropy, SGD with momentum 0.9 unless told otherwise),
cuDNN's autotuner on, mixed precision through ``torch.autocast`` with a gradient scaler for fp16. After warm-up
steps, the step time is the median of three timed chunks (each at least ``chunk_seconds`` long, the device
synchronised at both ends), so a spread comes with every rate. The peak of ``torch.cuda.max_memory_allocated``
over the timed steps is the memory a step needs, to check the memory estimate against.

With ``profile=True`` one more step runs under ``torch.profiler``: device time, call count and FLOPs per aten
operator and input shape, and the number of kernels the step launched, which separates the time of each
algorithm family (implicit GEMM, Winograd, depthwise, elementwise) and gives kernels per step.

Run as ``python -m dashboard.advisor.step_timing --out FILE``; it needs only torch and torchvision, so it runs on a
GPU server without the rest of the app installed.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from typing import Any

import torch
from torch import nn

from dashboard.advisor.op_profile import profile_step, synchronize

PRECISIONS = {"fp32": None, "fp16": torch.float16, "bf16": torch.bfloat16}
RESOLUTION = 224
CLASSES = 1000


@dataclass(frozen=True)
class Point:
    """One configuration to time."""

    model: str
    batch_size: int
    precision: str = "fp32"
    optimizer: str = "sgd"
    channels_last: bool = False
    tf32: bool = True
    """cuDNN's TF32 convolutions (PyTorch's default); False times true fp32 convolutions."""
    profile: bool = False


@dataclass
class Measurement:
    point: Point
    ok: bool
    error: str = ""
    step_seconds: list[float] = field(default_factory=list)
    """Median step time of each timed chunk."""
    samples_per_second: float = 0.0
    peak_allocated_bytes: int = 0
    peak_reserved_bytes: int = 0
    before_step_bytes: int = 0
    """Allocated between steps: parameters, gradients kept by the optimizer and its state."""
    warmup_seconds: float = 0.0
    profile: dict[str, Any] | None = None


def _build(point: Point, device: torch.device) -> tuple[nn.Module, torch.optim.Optimizer]:
    import torchvision

    model = torchvision.models.get_model(point.model, weights=None, num_classes=CLASSES)
    if point.model.startswith(("inception", "googlenet")):
        model.aux_logits = False
        if hasattr(model, "AuxLogits"):
            model.AuxLogits = None
        if hasattr(model, "aux1"):
            model.aux1 = model.aux2 = None
    model = model.to(device)
    if point.channels_last:
        model = model.to(memory_format=torch.channels_last)
    model.train()
    if point.optimizer == "sgd":
        optimizer: torch.optim.Optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    elif point.optimizer == "adam":
        optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    else:
        raise ValueError(f"unknown optimizer {point.optimizer!r}: sgd or adam")
    return model, optimizer


class _Stepper:
    """One training step of a built model, called repeatedly."""

    def __init__(self, point: Point, device: torch.device) -> None:
        self.model, self.optimizer = _build(point, device)
        self.dtype = PRECISIONS[point.precision]
        self.device = device
        size = 299 if point.model.startswith("inception") else RESOLUTION
        inputs = torch.rand(point.batch_size, 3, size, size, device=device)
        self.inputs = inputs.to(memory_format=torch.channels_last) if point.channels_last else inputs
        self.targets = torch.randint(0, CLASSES, (point.batch_size,), device=device)
        self.scaler = torch.amp.GradScaler(device.type, enabled=self.dtype is torch.float16)

    def __call__(self) -> None:
        self.optimizer.zero_grad(set_to_none=True)
        with torch.autocast(self.device.type, dtype=self.dtype or torch.float32, enabled=self.dtype is not None):
            loss = nn.functional.cross_entropy(self.model(self.inputs), self.targets)
        self.scaler.scale(loss).backward()
        self.scaler.step(self.optimizer)
        self.scaler.update()


def _timed_chunk(step: _Stepper, steps: int) -> float:
    synchronize(step.device)
    started = time.perf_counter()
    for _ in range(steps):
        step()
    synchronize(step.device)
    return (time.perf_counter() - started) / steps


def measure(point: Point, device: torch.device, warmup: int = 3, chunk_seconds: float = 0.3) -> Measurement:
    """Time one point; any failure (out of memory, a model that does not support the setting) is returned, not
    raised, so a long plan goes on."""
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = point.tf32
    try:
        step = _Stepper(point, device)
        started = time.perf_counter()
        for _ in range(warmup):
            step()
        synchronize(device)
        warmup_seconds = time.perf_counter() - started
        one = _timed_chunk(step, 1)
        steps = max(2, math.ceil(chunk_seconds / max(one, 1e-6)))
        if device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(device)
            before = torch.cuda.memory_allocated(device)
        chunks = [_timed_chunk(step, steps) for _ in range(3)]
        result = Measurement(point, True, step_seconds=[round(c, 7) for c in chunks],
                             samples_per_second=point.batch_size / statistics.median(chunks),
                             warmup_seconds=round(warmup_seconds, 3))
        if device.type == "cuda":
            result.peak_allocated_bytes = torch.cuda.max_memory_allocated(device)
            result.peak_reserved_bytes = torch.cuda.max_memory_reserved(device)
            result.before_step_bytes = before
        if point.profile:
            result.profile = profile_step(step, device)
        del step
        return result
    except Exception as err:  # noqa: BLE001 - out of memory, unsupported settings: recorded with the point
        return Measurement(point, False, error=f"{type(err).__name__}: {str(err)[:300]}")
    finally:
        if device.type == "cuda":
            torch.cuda.empty_cache()


def default_plan() -> Iterator[Point]:
    """Most useful first, so a deadline cuts the least useful: ResNet-50 (the published reference), then the models
    the estimate was checked on, then other families (depthwise, attention, dense connections)."""
    batches = (8, 32, 128, 256)
    profiled_batch = 32
    for model in ("resnet50", "resnet18", "vgg16"):
        for precision in ("fp32", "fp16", "bf16"):
            for batch in batches:
                yield Point(model, batch, precision, profile=batch == profiled_batch)
    yield Point("resnet50", 256, "fp16", channels_last=True)
    yield Point("resnet50", 128, "fp16", channels_last=True, profile=True)
    yield Point("resnet50", 128, "fp32", tf32=False, profile=True)
    yield Point("vgg16", 64, "fp32", tf32=False, profile=True)
    yield Point("resnet50", 128, "fp32", optimizer="adam")
    yield Point("resnet18", 1, "fp32", profile=True)
    for model in ("mobilenet_v2", "efficientnet_b0", "vit_b_16", "densenet121", "alexnet", "convnext_tiny",
                  "resnet152", "mobilenet_v3_small", "squeezenet1_1", "regnet_y_400mf", "inception_v3"):
        for precision in ("fp32", "fp16"):
            for batch in batches:
                yield Point(model, batch, precision, profile=batch == profiled_batch)


def machine() -> dict[str, Any]:
    info: dict[str, Any] = {"torch": torch.__version__, "python": platform.python_version(),
                            "cpu": platform.processor() or platform.machine(), "date": time.strftime("%Y-%m-%d")}
    try:
        import torchvision

        info["torchvision"] = torchvision.__version__
    except ImportError:
        pass
    if torch.cuda.is_available():
        props = torch.cuda.get_device_properties(0)
        info.update(gpu=props.name, sms=props.multi_processor_count, memory_bytes=props.total_memory,
                    capability=f"{props.major}.{props.minor}", cuda=torch.version.cuda,
                    cudnn=torch.backends.cudnn.version())
    return info


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, help="JSON file to write (rewritten after every point)")
    parser.add_argument("--device", default="cuda:0" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--seconds", type=float, default=300.0, help="stop starting new points after this long")
    parser.add_argument("--chunk-seconds", type=float, default=0.3)
    parser.add_argument("--models", help="a comma list to keep from the plan (default: all)")
    parser.add_argument("--batches", help="a comma list of batch sizes to keep (default: all)")
    args = parser.parse_args(argv)
    device = torch.device(args.device)
    keep_models = set(args.models.split(",")) if args.models else None
    keep_batches = {int(b) for b in args.batches.split(",")} if args.batches else None
    document: dict[str, Any] = {"machine": machine(), "command": " ".join(sys.argv), "points": []}
    started = time.monotonic()
    for point in default_plan():
        if keep_models is not None and point.model not in keep_models:
            continue
        if keep_batches is not None and point.batch_size not in keep_batches:
            continue
        if time.monotonic() - started > args.seconds:
            document["stopped_early"] = f"deadline of {args.seconds:g} s reached"
            break
        result = measure(point, device, chunk_seconds=args.chunk_seconds)
        row = asdict(result)
        document["points"].append(row)
        print(f"{time.monotonic() - started:6.1f}s {point.model} b{point.batch_size} {point.precision}"
              f"{' cl' if point.channels_last else ''}{'' if point.tf32 else ' no-tf32'} {point.optimizer}: "
              + (f"{result.samples_per_second:.1f}/s peak {result.peak_allocated_bytes / 2**30:.2f} GiB"
                 if result.ok else result.error), flush=True)
        with open(args.out, "w", encoding="utf-8") as file:
            json.dump(document, file)
    document["seconds"] = round(time.monotonic() - started, 1)
    with open(args.out, "w", encoding="utf-8") as file:
        json.dump(document, file)
    return 0


if __name__ == "__main__":
    sys.exit(main())
