"""The language-model Advisor's formulas (dashboard/advisor/llm_memory.py) against a transformer measured here.

The lab's tiny-gpt is the same decoder block as Llama's with GPT-2's parts (LayerNorm, a plain GELU MLP, biases,
learned positions), so the formulas describe it with those switches, in fp32 as it trains on the CPU. One real
training step at each sequence length and batch is measured by autograd's saved-tensor hooks and the live tensors'
peak (dashboard/advisor/real_step.py); docs/llm-memory.md gives the figures.
"""

from __future__ import annotations

import pytest

from dashboard.advisor.inputs import DEFAULT_VOCAB_SIZE
from dashboard.advisor.llm_config import LlmConfig
from dashboard.advisor.llm_memory import FP32, LOSS_BYTES_PER_VOCAB, activation_bytes_per_token_layer
from dashboard.advisor.real_step import measure_step, model_config

ADAM_BYTES = 2 * FP32
"""Adam's two moments per fp32 parameter (no master copy: the weights are fp32 already)."""


def tiny_gpt(vocab_size: int) -> LlmConfig:
    """tiny-gpt as the formulas describe a model, read from the module the lab builds."""
    module = model_config("tiny-gpt", "fp32", "full", None, None, 10, vocab_size, 64).build()
    block = module.blocks[0]
    width, heads = module.norm.normalized_shape[0], block.attn.heads
    config = LlmConfig("tiny-gpt", "tiny-gpt", layers=len(module.blocks), hidden_size=width,
                       intermediate_size=block.mlp[0].out_features, heads=heads, kv_heads=heads,
                       head_dim=width // heads, vocab_size=module.head.out_features, context=module.context,
                       qkv_bias=True, output_bias=True, plain_mlp=True, layer_norm=True, mlp_bias=True, head_bias=True,
                       learned_positions=True)
    assert config.parameters() == sum(p.numel() for p in module.parameters())
    return config


def saved_bytes_per_token(model: LlmConfig) -> int:
    """Every layer's activations, then the final norm's input and statistics, the head's input and the
    log-probabilities cross-entropy keeps, in fp32."""
    final = FP32 * (2 * model.hidden_size + 2) + FP32 * model.vocab_size
    return model.layers * activation_bytes_per_token_layer(model, value_bytes=FP32) + final


def peak_bytes(model: LlmConfig, tokens: int) -> int:
    """When backward starts: the fp32 weights and Adam's moments, the token ids and targets (int64), the activations
    and the loss's workspace. The gradients are not there yet: they are set to None before each step and made
    during backward, as the activations are freed."""
    loss = (LOSS_BYTES_PER_VOCAB - FP32) * model.vocab_size  # the log-probabilities are among the activations
    return model.parameters() * (FP32 + ADAM_BYTES) + tokens * (2 * 8 + saved_bytes_per_token(model) + loss)


@pytest.mark.parametrize(("seq_len", "batch", "vocab_size"), [
    (64, 4, DEFAULT_VOCAB_SIZE), (64, 64, DEFAULT_VOCAB_SIZE), (256, 16, DEFAULT_VOCAB_SIZE),
    (512, 8, DEFAULT_VOCAB_SIZE),
    # A vocabulary as large as the model is wide several times over, as in every language model: the loss's
    # workspace is then most of the peak (counting 12 bytes per entry, not 16, was 17% short here).
    (64, 8, 4096),
])
def test_the_formulas_give_a_measured_transformer_step_within_5_percent(seq_len, batch, vocab_size):
    model = tiny_gpt(vocab_size)
    measured = measure_step("tiny-gpt", batch_size=batch, seq_len=seq_len, vocab_size=vocab_size)
    tokens = seq_len * batch
    assert saved_bytes_per_token(model) * tokens == pytest.approx(measured.saved_bytes, rel=0.01)
    assert peak_bytes(model, tokens) == pytest.approx(measured.peak_bytes, rel=0.05)


if __name__ == "__main__":  # `python -m tests.test_llm_memory_measured`: docs/llm-memory.md's table
    for seq, batch, vocab in ((64, 4, DEFAULT_VOCAB_SIZE), (64, 64, DEFAULT_VOCAB_SIZE), (256, 16, DEFAULT_VOCAB_SIZE),
                              (512, 8, DEFAULT_VOCAB_SIZE), (1024, 4, DEFAULT_VOCAB_SIZE), (64, 8, 4096)):
        model, step, tokens = tiny_gpt(vocab), measure_step("tiny-gpt", batch_size=batch, seq_len=seq,
                                                            vocab_size=vocab), seq * batch
        peak, mib = peak_bytes(model, tokens), 2**20
        without = peak - tokens * FP32 * model.vocab_size  # the loss counted at 12 bytes per entry
        print(f"| {seq:,} | {batch}{f' (vocab {vocab:,})' if vocab != DEFAULT_VOCAB_SIZE else ''} | "
              f"{step.saved_bytes / mib:.2f} | {saved_bytes_per_token(model) * tokens / mib:.2f} | "
              f"{step.peak_bytes / mib:.2f} | {peak / mib:.2f} | {peak / step.peak_bytes - 1:+.1%} | "
              f"{without / step.peak_bytes - 1:+.1%} |")
