"""The models the articles write out, here exactly as they show them, so a lecturer can point at the code.

Two small CNNs for images and two character LSTMs for text: one on PyTorch's fused nn.LSTM and its twin built from a
hand-written LSTM cell. training.models builds them by name; nothing here knows about devices or Qt.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F  # noqa: N812 - the usual spelling
from torch import nn

# ---------------------------------------------------------------- small image models


class SimpleCNN(nn.Module):
    """The articles' CNN: two 3x3 convolutions (same padding) with 2x2 pooling, then two dense layers."""

    def __init__(self, in_channels: int = 3, num_classes: int = 10, resolution: int = 28) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, 32, kernel_size=3, stride=1, padding=1)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.conv2 = nn.Conv2d(32, 64, kernel_size=3, stride=1, padding=1)
        self.fc1 = nn.Linear(64 * (resolution // 4) ** 2, 128)  # 64 * 7 * 7 for 28 px, as in the article
        self.fc2 = nn.Linear(128, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        return self.fc2(x)


def _keras_cnn_side(resolution: int) -> int:
    """Feature-map side after the Keras stack: each valid 3x3 conv loses 2 px, each pooling halves (floor)."""
    side = (resolution - 2) // 2
    side = (side - 2) // 2
    return side - 2


class KerasCNN(nn.Module):
    """The articles' Keras example in PyTorch; it returns logits because the loss applies the softmax."""

    def __init__(self, in_channels: int = 1, num_classes: int = 10, resolution: int = 28) -> None:
        super().__init__()
        side = _keras_cnn_side(resolution)
        self.features = nn.Sequential(
            nn.Conv2d(in_channels, 32, kernel_size=3), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(32, 64, kernel_size=3), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(64, 64, kernel_size=3), nn.ReLU(),
        )
        self.classifier = nn.Sequential(
            nn.Flatten(),
            nn.Linear(64 * side * side, 64), nn.ReLU(),
            nn.Linear(64, num_classes),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.classifier(self.features(x))


# ---------------------------------------------------------------- text models


class TextLSTM(nn.Module):
    """Next-character model on the fused nn.LSTM: input (B, T) int64 token ids, output (B, T, vocab) logits."""

    def __init__(self, vocab_size: int, embed_dim: int = 128, hidden_size: int = 128, num_layers: int = 2) -> None:
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        self.lstm = nn.LSTM(embed_dim, hidden_size, num_layers=num_layers, batch_first=True)
        self.head = nn.Linear(hidden_size, vocab_size)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        embedded = self.embedding(tokens)
        if embedded.device.type == "cpu" and torch.is_autocast_enabled("cpu"):
            # oneDNN has no mixed-precision LSTM kernel on most CPUs ("could not create a primitive descriptor"
            # under bf16 autocast on AVX2): the LSTM runs in fp32 there, as autocast keeps other unsupported ops.
            with torch.autocast("cpu", enabled=False):
                output, _ = self.lstm(embedded.float())
        else:
            output, _ = self.lstm(embedded)
        return self.head(output)


class LSTMCell(nn.Module):
    """The articles' hand-written LSTM cell: one time step, gates in nn.LSTM's order (in, forget, cell, out)."""

    def __init__(self, input_size: int, hidden_size: int) -> None:
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(input_size, 4 * hidden_size)
        self.h2h = nn.Linear(hidden_size, 4 * hidden_size)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        """nn.LSTM's initialisation, so the fused and the hand-written model start alike."""
        std = 1.0 / math.sqrt(self.hidden_size)
        for weight in self.parameters():
            nn.init.uniform_(weight, -std, std)

    def forward(self, x: torch.Tensor, hidden: tuple[torch.Tensor, torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
        hx, cx = hidden
        gates = self.i2h(x) + self.h2h(hx)
        ingate, forgetgate, cellgate, outgate = gates.chunk(4, 1)
        ingate = torch.sigmoid(ingate)
        forgetgate = torch.sigmoid(forgetgate)
        cellgate = torch.tanh(cellgate)
        outgate = torch.sigmoid(outgate)
        cx = forgetgate * cx + ingate * cellgate
        hx = outgate * torch.tanh(cx)
        return hx, cx


class CellLSTM(nn.Module):
    """TextLSTM's twin built from LSTMCells unrolled over time in Python: same I/O, many small kernel launches."""

    def __init__(self, vocab_size: int, embed_dim: int = 128, hidden_size: int = 128, num_layers: int = 2) -> None:
        super().__init__()
        self.hidden_size = hidden_size
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        sizes = [embed_dim] + [hidden_size] * (num_layers - 1)
        self.cells = nn.ModuleList(LSTMCell(size, hidden_size) for size in sizes)
        self.head = nn.Linear(hidden_size, vocab_size)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        embedded = self.embedding(tokens)
        batch, steps = tokens.shape
        zeros = embedded.new_zeros(batch, self.hidden_size)
        state = [(zeros, zeros) for _ in self.cells]
        outputs = []
        for t in range(steps):
            x = embedded[:, t]
            for layer, cell in enumerate(self.cells):
                state[layer] = cell(x, state[layer])
                x = state[layer][0]
            outputs.append(x)
        return self.head(torch.stack(outputs, dim=1))

