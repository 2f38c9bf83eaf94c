"""A small GPT (decoder-only, causal transformer) for characters, with fused or hand-written attention.

The lab's transformer: the same block a large language model stacks dozens of times (pre-norm causal
self-attention and an MLP, each added back to the residual stream), at a size that starts to write Python on a
laptop's CPU in a minute. Attention is computed either by PyTorch's fused ``scaled_dot_product_attention`` (one
kernel that never stores the T x T score matrix where a flash or memory-efficient kernel is available) or by the
formula a lecture writes on the board (q @ k^T / sqrt(d), causal mask, softmax, @ v), which stores it: same weights,
same outputs, different time and memory. training.models builds it by name; nothing here knows about devices or Qt.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
from torch import nn

from dashboard.training.choices import ATTENTION_KINDS


def plain_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """Causal attention as the formula says it, on (B, heads, T, head size): the (B, heads, T, T) scores are kept
    for backward, which is why its memory grows with the square of the sequence length."""
    steps = q.shape[-2]
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    future = torch.ones(steps, steps, dtype=torch.bool, device=q.device).triu(1)
    scores = scores.masked_fill(future, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v


class CausalSelfAttention(nn.Module):
    """Multi-head self-attention in which each position sees only itself and the positions before it."""

    def __init__(self, width: int, heads: int, attention: str = "fused") -> None:
        super().__init__()
        if width % heads:
            raise ValueError(f"width {width} is not a multiple of {heads} heads")
        if attention not in ATTENTION_KINDS:
            raise ValueError(f"attention {attention!r} is not one of {', '.join(ATTENTION_KINDS)}")
        self.heads = heads
        self.attention = attention
        self.qkv = nn.Linear(width, 3 * width)
        self.out = nn.Linear(width, width)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, steps, width = x.shape
        q, k, v = (t.view(batch, steps, self.heads, width // self.heads).transpose(1, 2)
                   for t in self.qkv(x).split(width, dim=-1))
        if self.attention == "fused":
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        else:
            y = plain_attention(q, k, v)
        return self.out(y.transpose(1, 2).reshape(batch, steps, width))


class Block(nn.Module):
    """One transformer block: x + attention(norm(x)), then x + MLP(norm(x)) with a 4x wider GELU hidden layer."""

    def __init__(self, width: int, heads: int, attention: str) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(width)
        self.attn = CausalSelfAttention(width, heads, attention)
        self.norm2 = nn.LayerNorm(width)
        self.mlp = nn.Sequential(nn.Linear(width, 4 * width), nn.GELU(), nn.Linear(4 * width, width))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class TinyGPT(nn.Module):
    """Next-character model: input (B, T) int64 token ids with T <= ``context``, output (B, T, vocab) logits.

    The lab's size, three blocks of width 64 with four heads (about 167,000 parameters with the built-in text's
    vocabulary), trains 300 steps of the default 64 x 64 characters in about half a minute on two CPU cores (a CPU
    step is mostly its small matmuls); a fourth block costs a third more time for the same loss after 300 steps, and
    width 128 four times as much.
    """

    def __init__(self, vocab_size: int, context: int, width: int = 64, layers: int = 3, heads: int = 4,
                 attention: str = "fused") -> None:
        super().__init__()
        self.context = context
        self.token_embedding = nn.Embedding(vocab_size, width)
        self.position_embedding = nn.Embedding(context, width)
        self.blocks = nn.Sequential(*(Block(width, heads, attention) for _ in range(layers)))
        self.norm = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocab_size)
        self.apply(_init_weights)

    def set_attention(self, attention: str) -> None:
        """Compute attention the other way from now on, with the same weights."""
        if attention not in ATTENTION_KINDS:
            raise ValueError(f"attention {attention!r} is not one of {', '.join(ATTENTION_KINDS)}")
        for module in self.modules():
            if isinstance(module, CausalSelfAttention):
                module.attention = attention

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        steps = tokens.shape[1]
        if steps > self.context:
            raise ValueError(f"{steps} tokens are more than the model's context of {self.context}")
        positions = torch.arange(steps, device=tokens.device)
        x = self.token_embedding(tokens) + self.position_embedding(positions)
        return self.head(self.norm(self.blocks(x)))


def _init_weights(module: nn.Module) -> None:
    """GPT-2's initialisation (normal, std 0.02; zero biases): the starting loss is close to ln(vocabulary)."""
    if isinstance(module, nn.Linear | nn.Embedding):
        nn.init.normal_(module.weight, std=0.02)
    if isinstance(module, nn.Linear) and module.bias is not None:
        nn.init.zeros_(module.bias)
