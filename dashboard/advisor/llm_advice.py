"""A language model on every catalogue GPU: whether it fits (without and with gradient checkpointing) and tokens per
second, both estimates from published peaks and the stated efficiencies (``llm_memory``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.llm_memory import (
    ADAPTER_BYTES,
    DECODING_EFFICIENCY,
    LOSS_BYTES_PER_VOCAB,
    NF4_BYTES,
    NF4_CONSTANT_BYTES,
    TRAINING_EFFICIENCY,
    LlmEstimate,
    decoding_bytes_per_step,
)
from dashboard.advisor.memory import (
    DEFAULT_HEADROOM,
    device_kind,
    framework_bytes,
    gpu_memory_bytes,
    library_workspace_bytes,
    usable_bytes,
)
from dashboard.text import again, fill, say, translate


@dataclass(frozen=True)
class LlmGpuRow:
    name: str
    vendor: str
    memory_bytes: int
    """Of one device: half the board on a two-die MI250X."""
    runtime_bytes: int
    """The CUDA context, its kernels and cuBLAS's workspaces on this GPU (``dashboard.advisor.memory``)."""
    needed_bytes: int
    """Without checkpointing (for inference: all of it)."""
    needed_checkpointed_bytes: int | None
    fits: bool
    fits_checkpointed: bool | None
    tokens_per_second: float | None
    """Training: tokens trained per second, with checkpointing when only that fits; inference: tokens generated per
    second over the batch. None when it does not fit at all."""
    bound: str
    """"compute" or "memory": what limits the speed estimate."""
    peak_tflops: float
    note: str

    @property
    def verdict(self) -> str:
        if self.fits:
            return "yes"
        return "with checkpointing" if self.fits_checkpointed else "no"


def matrix_peak(spec: GpuSpec) -> tuple[float, str]:
    """The dense bf16 matrix peak in TFLOPS, or what stands in for it and why."""
    if spec.bf16_tensor_tflops:
        return spec.bf16_tensor_tflops, ""
    if spec.fp16_tensor_tflops:
        return spec.fp16_tensor_tflops, translate("Advisor", "no bf16 units: fp16 mixed precision assumed")
    return spec.fp32_tflops, translate("Advisor", "no matrix units: at the fp32 rate")


def gpu_note(spec: GpuSpec) -> str:
    """What stands in for a missing bf16 peak, and a multi-die board's one device, in the reader's language."""
    note = matrix_peak(spec)[1]
    if spec.logical_devices > 1:
        note = "; ".join(filter(None, (note, fill(translate("Advisor", "one of the board's {devices} devices (memory, "
                                                                       "peak and bandwidth of one)"),
                                                  devices=spec.logical_devices))))
    return note


def gpu_row(item: LlmEstimate, spec: GpuSpec, headroom: float = DEFAULT_HEADROOM) -> LlmGpuRow:
    kind = device_kind(spec)
    inference = item.request.mode == "inference"
    runtime = framework_bytes(kind, spec.compute_capability) + (
        0 if inference else library_workspace_bytes(kind, spec.compute_capability))
    memory = gpu_memory_bytes(spec) // spec.logical_devices  # one device of a multi-die board holds the model
    budget = usable_bytes(memory, headroom)
    needed = item.memory.total() + runtime
    checkpointed = None if inference else item.memory.total(checkpointing=True) + runtime
    fits = needed <= budget
    fits_checkpointed = None if checkpointed is None else checkpointed <= budget
    peak = matrix_peak(spec)[0] / spec.logical_devices
    bandwidth = spec.bandwidth_gbps / spec.logical_devices
    compute_s = item.flops_per_token / (peak * 1e12 * TRAINING_EFFICIENCY)
    rate, bound = None, "compute"
    if inference:
        memory_s = decoding_bytes_per_step(item) / (bandwidth * 1e9 * DECODING_EFFICIENCY)
        step_s = max(memory_s, compute_s * item.request.batch)
        bound = "memory" if memory_s >= compute_s * item.request.batch else "compute"
        rate = item.request.batch / step_s if fits else None
    elif fits:
        rate = 1 / compute_s
    elif fits_checkpointed and item.flops_per_token_checkpointed:
        rate = peak * 1e12 * TRAINING_EFFICIENCY / item.flops_per_token_checkpointed
    note = say(lambda: gpu_note(spec))
    return LlmGpuRow(spec.name, spec.vendor, memory, runtime, needed, checkpointed, fits, fits_checkpointed, rate,
                     bound, peak, note)


def gpu_rows(item: LlmEstimate, gpus: Sequence[GpuSpec], headroom: float = DEFAULT_HEADROOM) -> list[LlmGpuRow]:
    return [gpu_row(item, spec, headroom) for spec in gpus]


def assumptions(item: LlmEstimate, headroom: float = DEFAULT_HEADROOM) -> list[str]:
    """What the estimate takes for granted, in a few sentences: English on the command line and in the JSON, the
    reader's language in the window (``translate``)."""
    mode, request = item.request.mode, item.request
    lines = []
    if mode == "full":
        lines.append(translate("Advisor", "Full fine-tuning: bf16 mixed precision with fp32 master weights and Adam: "
                                          "2 bytes of weights, 2 of gradients and 12 of optimizer state (master copy "
                                          "and two moments) per parameter."))
    elif mode == "lora":
        lines.append(fill(translate("Advisor", "LoRA: a frozen bf16 base (2 bytes per parameter); adapters of rank "
                                               "{rank} on every layer's q, k, v, o, gate, up and down projections in "
                                               "fp32 with gradients and Adam state ({bytes} bytes per adapter "
                                               "parameter)."), rank=request.rank, bytes=ADAPTER_BYTES))
    elif mode == "qlora":
        lines.append(fill(translate("Advisor", "QLoRA: a frozen 4-bit NF4 base: {nf4:.3f} bytes per projection weight "
                                               "with double-quantised constants, embedding and LM head in bf16; "
                                               "adapters of rank {rank} on every layer's q, k, v, o, gate, up and down "
                                               "projections in fp32 with gradients and Adam state ({bytes} bytes per "
                                               "adapter parameter)."),
                          nf4=NF4_BYTES + NF4_CONSTANT_BYTES, rank=request.rank, bytes=ADAPTER_BYTES))
    else:
        lines.append(translate("Advisor", "Inference: bf16 weights and a bf16 KV cache holding the whole context for "
                                          "every sequence (2 x layers x KV heads x head dim x context x batch x 2 "
                                          "bytes); sliding-window layers would hold less."))
    if mode != "inference":
        lines.append(fill(translate("Advisor", "Activations: fused attention (no context x context matrix), bf16; the "
                                               "loss keeps {bytes} bytes per token and vocabulary entry (fp32 logits, "
                                               "log-probabilities, their gradient). Checkpointing keeps each layer's "
                                               "input and recomputes one layer at a time."),
                          bytes=LOSS_BYTES_PER_VOCAB))
        lines.append(fill(translate("Advisor", "Speed: (6 x parameters + attention) FLOPs per token (4 x with a frozen "
                                               "base; one more forward with checkpointing) at {share:.0%} of the "
                                               "dense bf16 peak: an estimate."), share=TRAINING_EFFICIENCY))
    else:
        lines.append(fill(translate("Advisor", "Decoding speed: each step reads every weight and the batch's KV "
                                               "cache, at {bandwidth:.0%} of the peak memory bandwidth (or the "
                                               "compute at {compute:.0%} of the bf16 peak, if slower): an estimate."),
                          bandwidth=DECODING_EFFICIENCY, compute=TRAINING_EFFICIENCY))
    lines.append(fill(translate("Advisor", "Fits: the total plus the CUDA context (about 400 MiB) within the GPU's "
                                           "memory less {headroom:.0%}; one GPU, no offloading."), headroom=headroom))
    return lines


def document(item: LlmEstimate, rows: Sequence[LlmGpuRow], notes: Sequence[str] = ()) -> dict[str, Any]:
    """The JSON document of ``advise --llm ... --json``."""
    model, request, memory = item.model, item.request, item.memory
    return {
        "model": {"name": model.name, "title": model.title, "layers": model.layers, "hidden_size": model.hidden_size,
                  "intermediate_size": model.intermediate_size, "heads": model.heads, "kv_heads": model.kv_heads,
                  "head_dim": model.head_dim, "vocab_size": model.vocab_size, "context": model.context,
                  "tied_embeddings": model.tied_embeddings, "parameters": item.parameters,
                  "published_parameters": model.published_parameters, "sources": list(model.sources)},
        "request": {"mode": request.mode, "context": request.context, "batch": request.batch,
                    "rank": request.rank if request.mode in ("lora", "qlora") else None},
        "estimate": {"trainable_parameters": item.trainable_parameters, "weights_bytes": memory.weights,
                     "gradients_bytes": memory.gradients, "optimizer_bytes": memory.optimizer,
                     "activations_bytes": memory.activations,
                     "activations_checkpointed_bytes": memory.activations_checkpointed,
                     "kv_cache_bytes": memory.kv_cache, "workspace_bytes": memory.workspace,
                     "total_bytes": memory.total(),
                     "total_checkpointed_bytes": (None if memory.activations_checkpointed is None
                                                  else memory.total(checkpointing=True)),
                     "flops_per_token": item.flops_per_token,
                     "training_efficiency": TRAINING_EFFICIENCY, "decoding_efficiency": DECODING_EFFICIENCY},
        "gpus": [{"name": row.name, "vendor": row.vendor, "memory_bytes": row.memory_bytes,
                  "runtime_bytes": row.runtime_bytes, "needed_bytes": row.needed_bytes,
                  "needed_checkpointed_bytes": row.needed_checkpointed_bytes, "fits": row.fits,
                  "fits_checkpointed": row.fits_checkpointed, "est_tokens_per_second": row.tokens_per_second,
                  "bound": row.bound, "peak_tflops": row.peak_tflops, "note": again(row.note)} for row in rows],
        "assumptions": assumptions(item),
        "notes": list(notes),
    }
