"""`dl-dashboard advise --llm NAME` (or ``--llm-config FILE``): a language model's memory and speed on every catalogue
GPU, for full fine-tuning, LoRA, a QLoRA-style 4-bit base or inference. The options live in ``advise``'s parser;
this module adds them and answers when they are given."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dashboard.advisor.llm_memory import DEFAULT_CONTEXT, MAX_BATCH, MAX_CONTEXT, MAX_RANK, MODES
from dashboard.cli.common import EXIT_OK, UsageError, listing, print_json, progress, whole_number
from dashboard.units import fmt, fmt_bytes

if TYPE_CHECKING:
    from dashboard.advisor.llm_advice import LlmGpuRow
    from dashboard.advisor.llm_memory import LlmEstimate

VISION_BATCH_SIZE = 64
"""advise's --batch-size default: any other value was given on the command line."""


def add_arguments(advise: argparse.ArgumentParser) -> None:
    advise.add_argument("--llm", help="a language model from the built-in table (e.g. llama-3-8b, mistral-7b, "
                        "qwen2.5-7b; an unknown name lists them all); not with --model")
    advise.add_argument("--llm-config", type=Path, help="your language model's Hugging Face config.json (read as "
                        "JSON, never run; at most 1 MiB); not with --model")
    advise.add_argument("--mode", choices=MODES, help=f"with --llm: {listing(MODES)} (default full)")
    advise.add_argument("--context", type=whole_number(1, MAX_CONTEXT), help=f"with --llm: tokens per sequence, at "
                        f"most {MAX_CONTEXT:,} (default {DEFAULT_CONTEXT:,}, or the model's own if shorter)")
    advise.add_argument("--batch", type=whole_number(1, MAX_BATCH), help=f"with --llm: sequences per step, at most "
                        f"{MAX_BATCH:,} (default 1)")
    advise.add_argument("--rank", type=whole_number(1, MAX_RANK), help=f"with --llm and --mode lora or qlora: LoRA's "
                        f"rank, at most {MAX_RANK:,} (default 16)")


_LLM_ONLY = ("mode", "context", "batch", "rank")
_VISION_ONLY = ("model", "model_file", "model_class", "input_shape", "resolution", "classes", "seq_len", "vocab_size",
                "inference", "measure")


def wanted(args: argparse.Namespace) -> bool:
    """Whether the command asks about a language model; refuses language-model options without one."""
    if args.llm is not None or args.llm_config is not None:
        return True
    given = [f"--{name.replace('_', '-')}" for name in _LLM_ONLY if getattr(args, name) is not None]
    if given:
        raise UsageError(f"{', '.join(given)} {'goes' if len(given) == 1 else 'go'} with --llm or --llm-config (a "
                         "language model); with --model use --batch-size")
    return False


def _check_options(args: argparse.Namespace) -> None:
    if args.llm is not None and args.llm_config is not None:
        raise UsageError("--llm and --llm-config are two ways to name one model: give one of them")
    given = [f"--{name.replace('_', '-')}" for name in _VISION_ONLY if getattr(args, name)]
    given += ["--batch-size"] if args.batch_size != VISION_BATCH_SIZE else []
    given += [f"--{name}" for name, default in (("precision", "fp32"), ("optimizer", "adam"), ("freeze", "full"))
              if getattr(args, name) != default]
    if given:
        raise UsageError(f"--llm and --llm-config cannot be combined with {', '.join(given)} (options for --model); "
                         "a language model takes --mode, --context, --batch and --rank")
    if args.rank is not None and args.mode not in ("lora", "qlora"):
        raise UsageError(f"--rank goes with --mode lora or qlora, not --mode {args.mode or 'full'}")


def run(args: argparse.Namespace) -> int:
    from dashboard.advisor import gpu_catalog
    from dashboard.advisor.llm_advice import document, gpu_rows
    from dashboard.advisor.llm_config import builtin_model, check_context, read_config_file
    from dashboard.advisor.llm_memory import LlmRequest, estimate

    _check_options(args)
    model = builtin_model(args.llm) if args.llm is not None else read_config_file(args.llm_config)
    context = args.context or min(DEFAULT_CONTEXT, model.context or DEFAULT_CONTEXT)
    request = LlmRequest(args.mode or "full", context, args.batch or 1, args.rank or 16)
    notes = [note for note in (check_context(model, context),) if note]
    catalog = gpu_catalog.load_catalog()
    notes += list(catalog.problems)
    for note in notes:
        progress(f"dl-dashboard advise: note: {note}")
    item = estimate(model, request)
    rows = gpu_rows(item, catalog.gpus)
    if args.json:
        print_json(document(item, rows, notes))
    else:
        print(format_table(item, rows))
    return EXIT_OK


def _describe(item: LlmEstimate) -> str:
    from dashboard.advisor.llm_config import billions

    model, request = item.model, item.request
    how = {"full": "full fine-tuning", "lora": f"LoRA rank {request.rank}", "qlora": f"QLoRA rank {request.rank}",
           "inference": "inference"}[request.mode]
    source = f"; config: {model.sources[0]}" if model.sources else ""
    trainable = f" ({fmt(item.trainable_parameters)} trainable)" if item.trainable_parameters else ""
    return (f"{model.title}: {billions(item.parameters)} parameters{trainable}{source}\n"
            f"{how}, context {request.context:,} tokens, batch {request.batch}")


def format_table(item: LlmEstimate, rows: Sequence[LlmGpuRow]) -> str:
    from dashboard.advisor.llm_advice import assumptions

    memory, inference = item.memory, item.request.mode == "inference"
    parts = [("weights", memory.weights), ("gradients", memory.gradients), ("optimizer state", memory.optimizer),
             ("activations", memory.activations), ("KV cache", memory.kv_cache),
             ("logits and loss" if not inference else "prefill and logits", memory.workspace)]
    lines = [_describe(item), "Memory: " + ", ".join(f"{label} {fmt_bytes(value)}" for label, value in parts
                                                     if value or label == "weights")
             + f": total {fmt_bytes(memory.total())}"
             + ("" if inference else f"; with gradient checkpointing activations "
                f"{fmt_bytes(memory.activations_checkpointed)}, total {fmt_bytes(memory.total(checkpointing=True))}"),
             ""]
    rate = "Tokens/s generated (est.)" if inference else "Tokens/s trained (est.)"
    header = (f"{'GPU':<26} {'Memory':>9}  {'Fits':<18} {'Needed':>9}" + ("" if inference else f" {'Checkpointed':>12}")
              + f"  {rate:>25}  Note")
    lines += [header, "-" * len(header)]
    for row in sorted(rows, key=lambda row: -(row.tokens_per_second or -1.0)):
        speed = "n/a" if row.tokens_per_second is None else (
            fmt(row.tokens_per_second, digits=1 if row.tokens_per_second < 100 else 0)
            + (" (checkpointed)" if not row.fits and row.fits_checkpointed else ""))
        checkpointed = "" if inference else f" {fmt_bytes(row.needed_checkpointed_bytes):>12}"
        lines.append(f"{row.name[:26]:<26} {fmt_bytes(row.memory_bytes):>9}  {row.verdict:<18} "
                     f"{fmt_bytes(row.needed_bytes):>9}{checkpointed}  {speed:>25}  {row.note}")
    lines += ["", "Assumptions:"] + [f"  {line}" for line in assumptions(item)]
    return "\n".join(lines)
