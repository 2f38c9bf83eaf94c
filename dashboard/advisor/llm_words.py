"""A language model's advice as the window shows it: the estimate on every catalogue GPU (made off the GUI thread),
a takeaway a lecturer reads out, and the figures and assumptions behind it, in the reader's language.

The command line says the same numbers in its own English table (``dashboard.cli.advise_llm``).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from functools import partial
from typing import Any

from dashboard.advisor.llm_advice import LlmGpuRow, assumptions, document, gpu_rows
from dashboard.advisor.llm_config import LlmConfig, check_context
from dashboard.advisor.llm_memory import LlmEstimate, LlmRequest, estimate
from dashboard.text import QT_TRANSLATE_NOOP, Said, again, fill, say, translate
from dashboard.units import fmt, fmt_bytes

MODE_NAMES = {"full": QT_TRANSLATE_NOOP("Advisor", "full fine-tuning"), "lora": "LoRA", "qlora": "QLoRA",
              "inference": QT_TRANSLATE_NOOP("Advisor", "inference")}
"""The modes as the form lists them (LoRA and QLoRA are names in every language)."""


@dataclass(frozen=True)
class LlmAnswer:
    item: LlmEstimate
    rows: tuple[LlmGpuRow, ...]
    notes: tuple[Said, ...]
    """The context beyond the model's own, the catalogue's problems."""
    user_added: int = 0
    """How many of the GPUs come from the user's own catalogue file."""

    @property
    def training(self) -> bool:
        return self.item.request.mode != "inference"

    @property
    def fitting(self) -> list[LlmGpuRow]:
        return [row for row in self.rows if row.fits]

    @property
    def fitting_checkpointed(self) -> list[LlmGpuRow]:
        return [row for row in self.rows if row.fits or row.fits_checkpointed]

    def document(self) -> dict[str, Any]:
        """What ``advise --llm ... --json`` writes (call it inside ``english()`` for a file)."""
        return document(self.item, self.rows, [again(note) for note in self.notes])


def llm_answer(model: LlmConfig, request: LlmRequest) -> LlmAnswer:
    """The estimate on every catalogue GPU (the user's own gpus.json included): reads the catalogue, so it runs on a
    worker thread."""
    from dashboard.advisor import gpu_catalog

    catalog = gpu_catalog.load_catalog()
    item = estimate(model, request)
    notes: list[Said] = []
    if check_context(model, request.context):
        notes.append(say(lambda: check_context(model, request.context)))
    notes += [Said(partial(str, problem)) for problem in catalog.problems]
    return LlmAnswer(item, tuple(gpu_rows(item, catalog.gpus)), tuple(notes),
                     sum(1 for gpu in catalog.gpus if gpu.user_added))


def mode_name(mode: str) -> str:
    """"full fine-tuning", "LoRA", "QLoRA", "inference", in the reader's language."""
    return translate("Advisor", MODE_NAMES[mode])


def mode_words(request: LlmRequest) -> str:
    """"LoRA rank 16", "full fine-tuning", in the reader's language."""
    if request.mode in ("lora", "qlora"):
        return fill(translate("Advisor", "{method} rank {rank}"), method=MODE_NAMES[request.mode], rank=request.rank)
    return mode_name(request.mode)


def takeaway(answer: LlmAnswer) -> str:
    """One or two sentences (at most about 30 words): what the model needs, on how many GPUs it fits, and what
    gradient checkpointing changes when it lets more GPUs hold it."""
    item, count = answer.item, len(answer.rows)
    values = {"model": item.model.title, "how": mode_name(item.request.mode),
              "memory": fmt_bytes(table_need([row.needed_bytes for row in answer.rows], item.memory.total())),
              "context": item.request.context, "fitting": len(answer.fitting), "count": count}
    if not answer.training:
        return fill(translate("Advisor", "{model} for inference needs {memory} at {context:,} tokens (KV cache "
                                         "{cache}): it fits on {fitting} of {count} GPUs."),
                    cache=fmt_bytes(item.memory.kv_cache), **values)
    more = [row for row in answer.fitting_checkpointed if not row.fits]
    if not more:
        return fill(translate("Advisor", "{model} with {how} needs {memory} at {context:,} tokens: it fits on "
                                         "{fitting} of {count} GPUs."), **values)
    # One template for both sentences: languages join sentences differently (Chinese with no space).
    return fill(translate("Advisor", "{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} "
                                     "of {count} GPUs. With gradient checkpointing, {checkpointed}: {fitting_more} "
                                     "GPUs, from {smallest} cards up."),
                checkpointed=fmt_bytes(table_need([row.needed_checkpointed_bytes for row in answer.rows],
                                                        item.memory.total(checkpointing=True))),
                fitting_more=len(answer.fitting_checkpointed),
                smallest=fmt_bytes(min(row.memory_bytes for row in more)), **values)


def table_need(needed: list[int | None], model_bytes: int) -> int:
    """The need most rows of the table show (the model's memory plus a CUDA GPU's runtime), so that the figure read
    out is the one on the screen; the model's own when there are no rows."""
    shown = [value for value in needed if value is not None]
    return statistics.mode(shown) if shown else model_bytes


def details(answer: LlmAnswer) -> str:
    """The figures behind the takeaway: the model's size and source, each part of the memory, the fastest GPU, the
    assumptions and the notes, one paragraph each."""
    item, memory = answer.item, answer.item.memory
    model, request = item.model, item.request
    size = fill(translate("Advisor", "{model}: {parameters:,} parameters, {trainable:,} of them trained; {how}, "
                                     "context {context:,} tokens, batch {batch}.") if answer.training else
                translate("Advisor", "{model}: {parameters:,} parameters; {how}, context {context:,} tokens, batch "
                                     "{batch}."),
                model=model.title, parameters=item.parameters, trainable=item.trainable_parameters,
                how=mode_words(request), context=request.context, batch=request.batch)
    if answer.training:
        parts = fill(translate("Advisor", "Memory: weights {weights}, gradients {gradients}, optimizer state "
                                          "{optimizer}, activations {activations}, logits and loss {workspace}: total "
                                          "{total}, plus the CUDA context on each GPU."),
                     weights=fmt_bytes(memory.weights), gradients=fmt_bytes(memory.gradients),
                     optimizer=fmt_bytes(memory.optimizer), activations=fmt_bytes(memory.activations),
                     workspace=fmt_bytes(memory.workspace), total=fmt_bytes(memory.total()))
    else:
        parts = fill(translate("Advisor", "Memory: weights {weights}, KV cache {cache}, prefill and logits "
                                          "{workspace}: total {total}, plus the CUDA context on each GPU."),
                     weights=fmt_bytes(memory.weights), cache=fmt_bytes(memory.kv_cache),
                     workspace=fmt_bytes(memory.workspace), total=fmt_bytes(memory.total()))
    paragraphs = [size, parts]
    if memory.activations_checkpointed is not None:
        paragraphs.append(fill(translate("Advisor", "With gradient checkpointing the activations take "
                                                    "{activations}: total {total}."),
                               activations=fmt_bytes(memory.activations_checkpointed),
                               total=fmt_bytes(memory.total(checkpointing=True))))
    rated = [row for row in answer.rows if row.tokens_per_second]
    if rated:
        fastest = max(rated, key=lambda row: row.tokens_per_second or 0.0)
        template = (translate("Advisor", "Fastest training, estimated: {gpu}, about {rate} tokens/s.")
                    if answer.training else
                    translate("Advisor", "Fastest decoding, estimated: {gpu}, about {rate} tokens/s."))
        paragraphs.append(fill(template,
                               gpu=fastest.name, rate=fmt(fastest.tokens_per_second or 0.0)))
    if model.sources:
        paragraphs.append(fill(translate("Advisor", "Configuration: {source}"), source=model.sources[0]))
    paragraphs += assumptions(item)
    paragraphs += [again(note) for note in answer.notes]
    return "\n\n".join(paragraphs)
