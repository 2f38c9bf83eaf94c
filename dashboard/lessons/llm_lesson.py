"""Lesson 13, what fits for a language model: one open model's memory in each way of using it (full fine-tuning,
LoRA, QLoRA, inference) on every catalogue GPU: the Advisor's arithmetic on the model's published shape, no run.

A 24 GB card is the line the chart draws: the question a lecturer hears most ("does an 8B model fit my RTX 4090?").
"""

from __future__ import annotations

from functools import partial
from typing import Any

from dashboard.advisor.llm_words import mode_name
from dashboard.lessons.lab import Findings, Lab, Script
from dashboard.text import fill, join, say, translate
from dashboard.units import fmt_bytes

MODEL, CONTEXT, BATCH, RANK = "llama-3-8b", 2048, 1, 16
MODES = ("full", "lora", "qlora", "inference")
GIB = 1024**3
CARD_BYTES = 24 * GIB
"""The card the chart's line stands for (RTX 3090, RTX 4090): its "24 GB" are 24 GiB, as the catalogue counts them."""


def what_fits(lab: Lab, found: Findings) -> Script:
    from dashboard.advisor.llm_config import builtin_model
    from dashboard.advisor.llm_memory import LlmRequest
    from dashboard.advisor.llm_words import llm_answer
    from dashboard.advisor.memory import DEFAULT_HEADROOM

    model = builtin_model(MODEL)
    lab.plan(len(MODES))
    rows = []
    for mode in MODES:
        answer = llm_answer(model, LlmRequest(mode, CONTEXT, BATCH, RANK))
        rows.append(mode_row(mode, answer))
        yield lab.progress(say(partial(mode_name, mode)))
    card_gib = CARD_BYTES * (1 - DEFAULT_HEADROOM) / GIB
    found.figures["llm"] = {"model": model.title, "context": CONTEXT, "batch": BATCH, "rank": RANK,
                            "card_gib": round(card_gib, 2), "rows": rows}
    found.note = say(lambda: translate("Lessons", "Estimates from the model's published shape and the GPUs' "
                                                  "published memory: nothing is measured here."))
    found.takeaway = say(lambda: llm_takeaway(model.title, rows))
    found.details = say(lambda: join(*(mode_sentence(row) for row in rows), _assumed(DEFAULT_HEADROOM)))


def mode_row(mode: str, answer: Any) -> dict[str, Any]:
    """One way of using the model, JSON-ready: its memory as most GPUs' rows show it (with the CUDA context), with
    checkpointing (training), how many of the catalogue's GPUs hold it, and the smallest that does."""
    from dashboard.advisor.llm_words import table_need

    memory = answer.item.memory
    fitting = answer.fitting or answer.fitting_checkpointed
    smallest = min(fitting, key=lambda row: row.memory_bytes, default=None)
    checkpointed = table_need([row.needed_checkpointed_bytes for row in answer.rows],
                              memory.total(checkpointing=True)) if answer.training else None
    return {"mode": mode, "memory_gib": round(table_need([row.needed_bytes for row in answer.rows],
                                                         memory.total()) / GIB, 1),
            "checkpointed_gib": None if checkpointed is None else round(checkpointed / GIB, 1),
            "gpus_fitting": len(answer.fitting), "gpus_fitting_checkpointed": len(answer.fitting_checkpointed),
            "gpus": len(answer.rows), "smallest_gpu": smallest.name if smallest is not None else None,
            "kv_cache_gib": round(memory.kv_cache / GIB, 2), "parameters": answer.item.parameters,
            "trainable_parameters": answer.item.trainable_parameters}


def llm_takeaway(model: str, rows: list[dict[str, Any]]) -> str:
    """Full fine-tuning against QLoRA, the two ends: what each needs and how many GPUs hold it (about 30 words)."""
    full, qlora = (next(row for row in rows if row["mode"] == mode) for mode in ("full", "qlora"))
    return fill(translate("Lessons", "{model} at {context:,} tokens needs {full} to fine-tune fully, which {full_fits} "
                                     "of {count} GPUs hold; with QLoRA it needs {qlora}, which {qlora_fits} hold."),
                model=model, context=CONTEXT, full=_gib(full["memory_gib"]), full_fits=full["gpus_fitting"],
                count=full["gpus"], qlora=_gib(qlora["memory_gib"]), qlora_fits=qlora["gpus_fitting"])


def mode_sentence(row: dict[str, Any]) -> str:
    how = mode_name(row["mode"])
    values = {"how": how[:1].upper() + how[1:], "memory": _gib(row["memory_gib"]), "fits": row["gpus_fitting"],
              "count": row["gpus"], "smallest": row["smallest_gpu"] or "–"}
    if row["checkpointed_gib"] is None:
        return fill(translate("Lessons", "{how}: {memory}, of it {cache} of KV cache; {fits} of {count} GPUs hold "
                                         "it, the smallest {smallest}."), cache=_gib(row["kv_cache_gib"]), **values)
    return fill(translate("Lessons", "{how}: {memory}, or {checkpointed} with gradient checkpointing; {fits} of "
                                     "{count} GPUs hold it ({fits_checkpointed} with checkpointing), the smallest "
                                     "{smallest}."),
                checkpointed=_gib(row["checkpointed_gib"]), fits_checkpointed=row["gpus_fitting_checkpointed"],
                **values)


def _assumed(headroom: float) -> str:
    return fill(translate("Lessons", "Assumed: bf16 weights, Adam for the trained parameters, LoRA rank {rank} on "
                                     "every projection, a 4-bit NF4 base for QLoRA, batch {batch}, one GPU with "
                                     "{headroom:.0%} of its memory kept free. The Advisor page says each in full."),
                rank=RANK, batch=BATCH, headroom=headroom)


def _gib(value: float) -> str:
    return fmt_bytes(int(value * GIB))
