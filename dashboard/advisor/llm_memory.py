"""Memory a language model needs to be fine-tuned (fully, with LoRA, with a 4-bit base) or to generate text, from its
shape alone: pure arithmetic, each assumption a named constant with its reason.

The figures are bytes. Training assumes bf16 mixed precision with fp32 master weights and Adam (the "16 bytes per
parameter" of the ZeRO paper, arXiv:1910.02054), fused attention (PyTorch's ``scaled_dot_product_attention``:
nothing of size context x context is kept), and the activations Hugging Face transformers' Llama-style layers save for
the backward pass. ``docs/llm-memory.md`` compares the results with published figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.advisor.llm_config import LlmConfig

MODES = ("full", "lora", "qlora", "inference")
TRAINING_MODES = ("full", "lora", "qlora")
DEFAULT_CONTEXT = 4096
MAX_CONTEXT = 1_048_576
MAX_BATCH = 4096
MAX_RANK = 1024
"""What ``advise --llm`` and the Advisor page accept: a context of a million tokens, batches and ranks well past any
single GPU's."""

BF16 = 2
FP32 = 4
FULL_WEIGHT_BYTES = BF16
"""The bf16 working copy of the weights that the forward and backward passes use."""
FULL_GRADIENT_BYTES = BF16
"""Gradients in the weights' dtype (bf16), as DeepSpeed and FSDP mixed precision keep them."""
FULL_OPTIMIZER_BYTES = 3 * FP32
"""Adam's fp32 master weights, first moment and second moment: with the two above, 16 bytes per parameter."""
ADAPTER_BYTES = FP32 + FP32 + 2 * FP32
"""A LoRA adapter parameter in fp32 (PEFT's default over a bf16 base), its fp32 gradient and Adam's two moments."""
NF4_BYTES = 0.5
"""QLoRA's 4-bit NormalFloat: half a byte per quantised weight (Dettmers et al. 2023, arXiv:2305.14314)."""
NF4_CONSTANT_BYTES = 1 / 64 + FP32 / (64 * 256)
"""Its quantisation constants with double quantisation: one 8-bit scale per block of 64 weights and one fp32 scale
per 256 of those blocks: 0.127 bits per parameter, as the QLoRA paper states."""
LOSS_BYTES_PER_VOCAB = 4 * FP32
"""Per token and vocabulary entry, when backward starts: the logits in fp32 (transformers returns them and keeps
them), cross-entropy's log-probabilities saved for backward, their gradient and the logits' gradient. Measured on the
lab's tiny-gpt: exactly 16 bytes at the step's peak (tests/test_llm_memory_measured.py). Fused losses (Liger kernels)
keep far less."""
TRAINING_EFFICIENCY = 0.40
"""Model FLOPs utilisation of bf16 training: Meta reports 38-43% for Llama 3 on H100s; a well-tuned single-GPU run
reaches about as much. An assumption, not a measurement."""
DECODING_EFFICIENCY = 0.70
"""Fraction of the peak memory bandwidth a decoding step streams at: a judgment (60-80% is commonly measured)."""


@dataclass(frozen=True)
class LlmRequest:
    mode: str
    context: int
    """Tokens per sequence: the training sequence length, or prompt and generated tokens for inference."""
    batch: int = 1
    rank: int = 16
    """LoRA's rank r: each adapted projection gains r x (inputs + outputs) parameters."""

    @property
    def tokens(self) -> int:
        return self.context * self.batch


@dataclass(frozen=True)
class LlmMemory:
    """The parts of one estimate, in bytes. ``activations_checkpointed`` is None for inference."""

    weights: int
    gradients: int
    optimizer: int
    activations: int
    activations_checkpointed: int | None
    kv_cache: int
    workspace: int
    """Loss and logits for training, a dequantised layer weight for QLoRA, prefill's working memory for inference."""

    def total(self, checkpointing: bool = False) -> int:
        """Everything, without the runtime's own memory (the CUDA context), which depends on the GPU."""
        activations = self.activations_checkpointed if checkpointing and self.activations_checkpointed is not None \
            else self.activations
        return self.weights + self.gradients + self.optimizer + activations + self.kv_cache + self.workspace


@dataclass(frozen=True)
class LlmEstimate:
    model: LlmConfig
    request: LlmRequest
    parameters: int
    trainable_parameters: int
    memory: LlmMemory
    flops_per_token: float
    """Training: matrix FLOPs per trained token without checkpointing; inference: per generated token."""
    flops_per_token_checkpointed: float | None


def adapter_parameters(model: LlmConfig, rank: int) -> int:
    """LoRA's parameters at rank r on every layer's q, k, v, o, gate, up and down projections."""
    return model.layers * sum(rank * (inputs + outputs) for inputs, outputs in model.projections())


def activation_bytes_per_token_layer(model: LlmConfig, rank: int = 0, value_bytes: int = BF16) -> int:
    """What one decoder layer saves for backward per token, in bf16 (or ``value_bytes``): each norm's input and its
    statistics in fp32 (RMSNorm's inverse deviation; LayerNorm's mean too), the normed inputs of the attention and
    MLP projections, q, k and v and the attention output (fused attention keeps these and a logsumexp per head in
    fp32), and the gated MLP's gate, its SiLU, up and their product (a plain MLP: the up projection's output and its
    GELU). LoRA adds each adapter's r-wide middle; its input is one of the tensors already counted. Measured on the
    lab's tiny-gpt (a plain MLP and LayerNorm): within 0.1%."""
    h, i = model.hidden_size, model.intermediate_size
    mlp = 2 * i if model.plain_mlp else 4 * i
    elements = (model.norms_per_layer + 2) * h + 2 * model.q_width + 2 * model.kv_width + mlp
    adapters = len(model.projections()) * rank
    statistics = model.norms_per_layer * (2 if model.layer_norm else 1)
    return value_bytes * (elements + adapters) + FP32 * (model.heads + statistics)


def loss_bytes_per_token(model: LlmConfig) -> int:
    """The final norm's input and output in bf16, then the logits and the loss (LOSS_BYTES_PER_VOCAB)."""
    return BF16 * 2 * model.hidden_size + LOSS_BYTES_PER_VOCAB * model.vocab_size


def matmul_parameters(model: LlmConfig) -> int:
    """Weights a token is multiplied by: every layer's projections and the LM head (the embedding is a lookup)."""
    return model.layers * model.layer_linear_parameters() + model.vocab_size * model.hidden_size


def attention_flops_per_token(model: LlmConfig, context: int) -> float:
    """Forward FLOPs of q.k and of the weighted sum of v for one token: causal, so on average over half the context."""
    return 2 * 2 * model.layers * model.q_width * context / 2


def quantised_weight_bytes(model: LlmConfig) -> float:
    """A QLoRA base: the layers' projections in NF4 with their constants, the rest (embedding, LM head, norms,
    biases) in bf16 as bitsandbytes leaves them."""
    quantised = model.layers * model.layer_linear_parameters()
    return quantised * (NF4_BYTES + NF4_CONSTANT_BYTES) + (model.parameters() - quantised) * BF16


def estimate(model: LlmConfig, request: LlmRequest) -> LlmEstimate:
    """Every part of the memory the request needs and the FLOPs per token, before the runtime's own memory."""
    if request.mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, got {request.mode!r}")
    parameters, tokens = model.parameters(), request.tokens
    if request.mode == "inference":
        return _inference(model, request, parameters)
    rank = 0 if request.mode == "full" else request.rank
    per_layer = activation_bytes_per_token_layer(model, rank)
    activations = tokens * model.layers * per_layer
    # Checkpointing keeps each layer's input and recomputes one layer at a time during backward.
    checkpointed = tokens * (model.layers * BF16 * model.hidden_size + per_layer)
    workspace = tokens * loss_bytes_per_token(model)
    if request.mode == "full":
        trainable = parameters
        weights, gradients = parameters * FULL_WEIGHT_BYTES, parameters * FULL_GRADIENT_BYTES
        optimizer = parameters * FULL_OPTIMIZER_BYTES
    else:
        trainable = adapter_parameters(model, request.rank)
        base = quantised_weight_bytes(model) if request.mode == "qlora" else parameters * BF16
        weights = int(base) + trainable * FP32
        gradients, optimizer = trainable * FP32, trainable * 2 * FP32
        if request.mode == "qlora":  # one projection dequantised to bf16 for its matmul
            workspace += BF16 * max(inputs * outputs for inputs, outputs in model.projections())
    forward = 2 * matmul_parameters(model) + attention_flops_per_token(model, request.context)
    # Backward costs twice the forward with weight gradients, once without (a frozen base only passes gradients on);
    # attention's backward always differentiates both its inputs.
    backward = 2 * forward if request.mode == "full" else forward + 2 * attention_flops_per_token(model,
                                                                                                  request.context)
    adapters = 6 * trainable if request.mode != "full" else 0
    return LlmEstimate(model, request, parameters, trainable,
                       LlmMemory(weights, gradients, optimizer, activations, checkpointed, 0, workspace),
                       forward + backward + adapters, 2 * forward + backward + adapters)


def _inference(model: LlmConfig, request: LlmRequest, parameters: int) -> LlmEstimate:
    """bf16 weights, the KV cache at the full context, and the prefill's working memory: one layer's largest
    temporaries over the whole prompt (the MLP's three intermediate-wide tensors) and the last token's logits."""
    kv_cache = request.tokens * model.kv_cache_bytes_per_token(BF16)
    prefill = request.tokens * BF16 * (model.hidden_size + model.q_width + 2 * model.kv_width
                                       + 3 * model.intermediate_size)
    logits = request.batch * model.vocab_size * FP32
    flops = 2 * matmul_parameters(model) + attention_flops_per_token(model, 2 * request.context)
    return LlmEstimate(model, request, parameters, 0,
                       LlmMemory(parameters * BF16, 0, 0, 0, None, kv_cache, prefill + logits), flops, None)


def decoding_bytes_per_step(item: LlmEstimate) -> int:
    """What one decoding step reads: every weight once, and each sequence's keys and values at the full context."""
    return item.memory.weights + item.memory.kv_cache
