"""One-click comparisons for the effects the articles describe, each a set of variants measured over batch sizes.

A preset only chooses what to measure; the numbers come from the same throughput probe as any sweep. Where this
machine lacks what a comparison needs (no GPU), the preset measures the part it can and says what is missing.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from dashboard.errors import UserError
from dashboard.experiments.plan import Experiment, Plan, Variant, check_seconds_per_point, doubling_counts
from dashboard.experiments.scaling import scaling_plan
from dashboard.experiments.serving import serving_plan
from dashboard.text import QT_TRANSLATE_NOOP
from dashboard.training.config import ConfigError, TrainConfig, validate

BASE = TrainConfig(allow_download=False)


@dataclass(frozen=True)
class Preset:
    """A comparison: its title and question are English (the title is saved with the experiment), marked for the
    window, which shows them as ``translate("Experiments", ...)``; so are the plans' notes. The series' labels are
    names: saved with every point, they stay as they are."""

    key: str
    title: str
    question: str
    """What the comparison shows, for the page and the lecturer."""
    plan: Callable[[Sequence[str]], Plan]


def _gpus(devices: Sequence[str]) -> list[str]:
    return [d for d in devices if d != "cpu"]


def _usable(config: TrainConfig, devices: Sequence[str]) -> bool:
    try:
        validate(config, list(devices))
    except ConfigError:
        return False
    return True


def _threads_plan(devices: Sequence[str]) -> Plan:
    cores = os.cpu_count() or 1
    variants = [Variant(f"{n} thread{'s' if n > 1 else ''}", replace(BASE, model="simple-cnn", threads=n))
                for n in doubling_counts(cores)]
    note = "" if cores > 1 else QT_TRANSLATE_NOOP("Experiments", "this machine has one logical core: there is nothing "
                                                                 "to scale")
    return Plan(variants, [16, 256], note)


def _precision_plan(devices: Sequence[str]) -> Plan:
    device = (_gpus(devices) or ["cpu"])[0]
    base = replace(BASE, model="resnet18", resolution=64, device=device)
    variants = [Variant(f"{device} {p}", replace(base, precision=p)) for p in ("fp32", "fp16", "bf16")
                if _usable(replace(base, precision=p), devices)]
    note = "" if _gpus(devices) else QT_TRANSLATE_NOOP("Experiments", "no GPU here: fp32 against bf16 autocast on the "
                                                                      "CPU; fp16 with a gradient scaler and tensor "
                                                                      "cores need a CUDA GPU")
    # 25 steps from the same seed give loss curves long enough to compare the precisions' learning.
    return Plan(variants, [16, 64, 128], note, loss_steps=25)


def _freeze_plan(devices: Sequence[str]) -> Plan:
    device = (_gpus(devices) or ["cpu"])[0]
    labels = {"frozen": "backbone frozen", "last-block": "last block + head", "full": "full fine-tuning"}
    variants = [Variant(label, replace(BASE, model="resnet18", resolution=64, device=device, freeze=mode))
                for mode, label in labels.items()]
    return Plan(variants, [16, 64])


def _lstm_plan(devices: Sequence[str]) -> Plan:
    device = (_gpus(devices) or ["cpu"])[0]
    base = replace(BASE, dataset="python-text", device=device, seq_len=32)
    variants = [Variant(f"fused nn.LSTM ({device})", replace(base, model="text-lstm")),
                Variant(f"hand-written cell ({device})", replace(base, model="cell-lstm"))]
    return Plan(variants, [16, 64, 256])


def _data_plan(devices: Sequence[str]) -> Plan:
    device = (_gpus(devices) or ["cpu"])[0]
    base = replace(BASE, model="simple-cnn", device=device)
    variants = [Variant(f"batches copied from host memory to {device}", replace(base, data_on_device=False)),
                Variant(f"data kept on {device}", replace(base, data_on_device=True))]
    note = "" if _gpus(devices) else QT_TRANSLATE_NOOP("Experiments", "no GPU here: the data already lives where the "
                                                                      "CPU computes, so the two series should agree "
                                                                      "within noise; on a GPU the first pays a "
                                                                      "host-to-device copy of every batch")
    return Plan(variants, [16, 256, 1024], note)


def _gpu_worth_plan(devices: Sequence[str]) -> Plan:
    targets = ["cpu"] + _gpus(devices)[:1]
    variants = [Variant(f"{label} on {device}", replace(BASE, model=model, resolution=resolution, device=device))
                for model, resolution, label in (("simple-cnn", None, "small CNN"), ("resnet18", 64, "resnet18"))
                for device in targets]
    note = "" if len(targets) > 1 else QT_TRANSLATE_NOOP("Experiments", "no GPU here: measured the CPU half; on a "
                                                                        "machine with a GPU the same preset shows from "
                                                                        "which batch size the GPU overtakes the CPU, "
                                                                        "for a small and a large model")
    return Plan(variants, [1, 4, 16, 64, 256], note)


ATTENTION_BATCH = 4
CPU_SEQ_LENS = [64, 128, 256, 512, 1024]
"""Five doublings: on a 2-core CPU the memory check traces the longest (seconds) and each point takes about a second, so
the whole preset runs in well under a minute."""
GPU_SEQ_LENS = [*CPU_SEQ_LENS, 2048, 4096]


def _attention_plan(devices: Sequence[str]) -> Plan:
    """tiny-gpt with plain and fused attention on each device, over sequence lengths at one batch of 4."""
    base = replace(BASE, model="tiny-gpt", dataset="python-text")
    variants = [Variant(f"{kind} attention ({device})", replace(base, device=device, attention=kind))
                for device in devices for kind in ("plain", "fused")]
    note = "" if _gpus(devices) else QT_TRANSLATE_NOOP("Experiments", "no GPU here: measured on the CPU; on a GPU the "
                                                                      "same preset goes to 4,096 tokens and shows "
                                                                      "where plain attention runs out of memory")
    return Plan(variants, [ATTENTION_BATCH], note, seq_lens=GPU_SEQ_LENS if _gpus(devices) else CPU_SEQ_LENS)


def _serving_plan(devices: Sequence[str]) -> Plan:
    return serving_plan(replace(BASE, model="resnet18", resolution=64), devices)


def _scaling_plan(devices: Sequence[str]) -> Plan:
    return scaling_plan(replace(BASE, model="simple-cnn"), devices)


PRESETS: dict[str, Preset] = {p.key: p for p in (
    Preset("threads", QT_TRANSLATE_NOOP("Experiments", "CPU thread scaling"),
           QT_TRANSLATE_NOOP("Experiments", "How much faster does a step get with more CPU cores, at a small and a "
                                            "large batch?"), _threads_plan),
    Preset("precision", QT_TRANSLATE_NOOP("Experiments", "fp32 vs mixed precision"),
           QT_TRANSLATE_NOOP("Experiments", "Does lower precision (fp16 on tensor cores, bf16) train faster and use "
                                            "less memory?"), _precision_plan),
    Preset("freeze", QT_TRANSLATE_NOOP("Experiments", "Transfer learning: what to fine-tune"),
           QT_TRANSLATE_NOOP("Experiments", "What do freezing the backbone, training the last block, or everything "
                                            "cost in speed and memory?"), _freeze_plan),
    Preset("lstm", QT_TRANSLATE_NOOP("Experiments", "Fused LSTM vs a hand-written cell"),
           QT_TRANSLATE_NOOP("Experiments", "How much does a fused LSTM kernel (cuDNN on NVIDIA) save over the "
                                            "articles' Python LSTM cell?"), _lstm_plan),
    Preset("data", QT_TRANSLATE_NOOP("Experiments", "Data copied from the host vs kept on the device"),
           QT_TRANSLATE_NOOP("Experiments", "How much of a step is the copy of each batch from host memory to the "
                                            "device?"), _data_plan),
    Preset("scaling", QT_TRANSLATE_NOOP("Experiments", "Scaling with devices"),
           QT_TRANSLATE_NOOP("Experiments", "How much faster do data-parallel processes train together than one "
                                            "alone, at the same batch per process, and what does averaging their "
                                            "gradients cost?"), _scaling_plan),
    Preset("inference", QT_TRANSLATE_NOOP("Experiments", "Inference: latency against throughput"),
           QT_TRANSLATE_NOOP("Experiments", "How long does one answer take at batch 1, how many answers a second "
                                            "does a batch of 64 give, and what do ONNX Runtime and int8 change?"),
           _serving_plan),
    Preset("attention", QT_TRANSLATE_NOOP("Experiments", "Attention and sequence length"),
           QT_TRANSLATE_NOOP("Experiments", "How do speed and memory grow with the sequence length, for attention "
                                            "written as the formula and for fused attention?"), _attention_plan),
    Preset("gpu-worth", QT_TRANSLATE_NOOP("Experiments", "When is a GPU worth it?"),
           QT_TRANSLATE_NOOP("Experiments", "From which batch size does a GPU beat the CPU, for a small and a large "
                                            "model?"), _gpu_worth_plan),
)}


def preset_experiment(key: str, devices: Sequence[str], seconds_per_point: float) -> Experiment:
    """The preset's comparison on this machine's devices, measured for ``seconds_per_point`` each."""
    preset = PRESETS.get(key)
    if preset is None:
        raise UserError(f"unknown comparison '{key}': choose one of {', '.join(PRESETS)}")
    plan = preset.plan(devices)
    return Experiment(preset.title, tuple(plan.variants), tuple(plan.batch_sizes),
                      check_seconds_per_point(seconds_per_point), loss_steps=plan.loss_steps, note=plan.note,
                      seq_lens=tuple(plan.seq_lens))
