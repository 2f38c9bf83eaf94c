"""`dl-dashboard train`: the training lab without a window, one JSON object per line with --json."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from dashboard.units import fmt


def add_parser(commands: argparse._SubParsersAction) -> None:
    train = commands.add_parser("train", help="train a model headless and record the run")
    train.add_argument("--model", default="simple-cnn", help="simple-cnn, keras-cnn, text-lstm, cell-lstm, resnet18, "
                       "mobilenet_v3_small or vgg16 (default simple-cnn)")
    train.add_argument("--dataset", default="shapes", help="shapes, python-text, mnist, fashion-mnist or cifar10")
    train.add_argument("--device", default="cpu", help="cpu, cuda:N or mps (default cpu)")
    train.add_argument("--batch-size", type=int, default=64)
    length = train.add_mutually_exclusive_group()
    length.add_argument("--epochs", type=int, help="train this many epochs (default 1)")
    length.add_argument("--steps", type=int, help="stop after this many optimizer steps")
    train.add_argument("--precision", default="fp32", help="fp32, fp16 (CUDA, with a gradient scaler) or bf16")
    train.add_argument("--optimizer", default="adam", help="sgd (momentum 0.9), adam or adamw")
    train.add_argument("--lr", type=float, default=1e-3, help="learning rate (default 0.001)")
    train.add_argument("--threads", type=int, help="CPU threads for torch (default: unchanged)")
    train.add_argument("--freeze", default="full", help="transfer models: frozen, last-block or full")
    train.add_argument("--resolution", type=int, help="input size in pixels for image models")
    train.add_argument("--channels-last", action="store_true", help="NHWC memory format")
    train.add_argument("--workers", type=int, default=0, help="DataLoader worker processes (default 0)")
    train.add_argument("--pin-memory", action="store_true", help="page-locked host memory for faster copies to CUDA")
    train.add_argument("--data-on-device", action="store_true", help="keep the whole dataset on the training device")
    train.add_argument("--seed", type=int, default=0)
    train.add_argument("--offline", action="store_true", help="never download datasets or weights")
    train.add_argument("--json", action="store_true", help="one JSON object per line")


def config_from_args(args: argparse.Namespace):  # noqa: ANN201 - TrainConfig, imported lazily (torch is slow)
    from dashboard.training.config import TrainConfig

    return TrainConfig(
        model=args.model, dataset=args.dataset, device=args.device, batch_size=args.batch_size,
        epochs=None if args.steps else (args.epochs or 1), steps=args.steps, optimizer=args.optimizer,
        learning_rate=args.lr, precision=args.precision, threads=args.threads, channels_last=args.channels_last,
        seed=args.seed, freeze=args.freeze, resolution=args.resolution, workers=args.workers,
        pin_memory=args.pin_memory, data_on_device=args.data_on_device, allow_download=not args.offline,
    )


def _clean(data: dict[str, Any]) -> dict[str, Any]:
    """JSON has no NaN or infinity: write them as null."""
    return {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in data.items()}


def run(args: argparse.Namespace) -> int:
    import dataclasses

    from dashboard.training.config import ConfigError
    from dashboard.training.datasets import DatasetUnavailable
    from dashboard.training.engine import RunControl
    from dashboard.training.session import RecordedRun

    def emit(data: dict[str, Any]) -> None:
        print(json.dumps(_clean(data)), flush=True)

    def progress(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    control = RunControl()
    try:
        recorded = RecordedRun(config_from_args(args), control, progress=progress)
        recorded.prepare()
    except (ConfigError, DatasetUnavailable, ValueError) as err:
        if args.json:
            emit({"event": "error", "message": str(err)})
        print(f"dl-dashboard train: {err}", file=sys.stderr)
        return 2
    summary = None
    try:
        for event in recorded:
            data = dataclasses.asdict(event)
            data["event"] = data.pop("kind")
            if data["event"] == "summary":
                summary = data
                data["run_dir"] = str(recorded.path)
            if args.json:
                emit(data)
            else:
                _print_human(data)
    except KeyboardInterrupt:
        control.stop()
        print("stopped", file=sys.stderr)
        return 130
    if summary is None or summary["status"] != "completed":
        message = summary["message"] if summary else "the run ended without a summary"
        if args.json:
            emit({"event": "error", "message": message, "run_dir": str(recorded.path)})
        print(f"dl-dashboard train: {message}", file=sys.stderr)
        return 1
    return 0


def _print_human(data: dict[str, Any]) -> None:
    kind = data["event"]
    if kind == "info":
        print(f"{data['model']}: {fmt(data['parameters'])} parameters ({fmt(data['trainable_parameters'])} trainable), "
              f"{fmt(data['flops_per_sample'] / 1e6, 'MFLOPs', 1)} per sample forward; {data['train_samples']} "
              f"training samples, {data['steps_total']} steps on {data['device_name']}")
        if data["note"]:
            print(f"note: {data['note']}")
    elif kind == "step" and (data["step"] % 10 == 0 or data["step"] == data["steps_total"]):
        print(f"step {data['step']}/{data['steps_total']}  loss {data['loss']:.4f}  acc {data['accuracy']:.1%}  "
              f"{fmt(data['samples_per_second'], 'samples/s')}  step {data['step_seconds'] * 1000:.1f} ms  "
              f"ETA {fmt(data['eta_seconds'], 's')}")
    elif kind == "epoch":
        print(f"epoch {data['epoch']}: validation loss {data['val_loss']:.4f}, accuracy {data['val_accuracy']:.1%}")
    elif kind == "summary":
        print(f"{data['status']}: {data['message']}; steady {fmt(data['samples_per_second'], 'samples/s', 1)}; "
              f"run saved in {data['run_dir']}")
