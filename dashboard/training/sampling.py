"""A few characters a text model writes while it trains, so a class can watch it go from noise to Python.

At the first report, every ``SAMPLE_EVERY`` steps and at the end of the run, the engine asks the model to continue a
fixed prompt, one character at a time, drawn with the same seed each time: the text changes only because the model
did. Cheap on purpose: a few dozen forward passes of one short sequence, without gradients, in eval mode.
"""

from __future__ import annotations

import time

import torch
from torch import nn

from dashboard.training.events import GeneratedText
from dashboard.training.models import set_train_mode

SAMPLE_PROMPT = "def __init__(self"
"""A line every Python programmer knows: what follows it shows how much Python the model has picked up."""
SAMPLE_CHARS = 40
SAMPLE_EVERY = 50
"""Steps between samples (the reports in between carry none)."""
SAMPLE_TEMPERATURE = 0.5
"""Below 1 sharpens the model's choice: a small character model sampled at 1 rambles after a few hundred steps, and
greedy decoding repeats one character; at 0.5 its most likely characters show without looping."""


class TextSampler:
    """Writes ``length`` characters after ``prompt`` with a model of (B, T) ids to (B, T, vocabulary) logits."""

    def __init__(self, vocab: tuple[str, ...], context: int, *, prompt: str = SAMPLE_PROMPT,
                 length: int = SAMPLE_CHARS, every: int = SAMPLE_EVERY, seed: int = 0) -> None:
        ids = {char: index for index, char in enumerate(vocab)}
        self.vocab = vocab
        self.context = context
        self.prompt = prompt
        self.prompt_ids = [ids.get(char, 0) for char in prompt]  # id 0 stands for any character outside the vocabulary
        self.length = length
        self.every = every
        self.seed = seed
        self._last_step: int | None = None

    def due(self, step: int, last_step: int) -> bool:
        """True at the first report, at the first report past each multiple of ``every``, and at the last step."""
        due = (self._last_step is None or step // self.every > self._last_step // self.every
               or step >= last_step)
        if due:
            self._last_step = step
        return due

    def generate(self, model: nn.Module, step: int) -> GeneratedText:
        """What the model writes after the prompt now, as the event that follows step ``step``'s report."""
        return GeneratedText(step=step, prompt=self.prompt, text=self.continue_prompt(model), timestamp=time.time())

    def continue_prompt(self, model: nn.Module) -> str:
        """The characters the model writes after the prompt; the model's train mode is given back."""
        training = model.training
        param = next(model.parameters(), None)
        device = param.device if param is not None else torch.device("cpu")
        generator = torch.Generator().manual_seed(self.seed)
        tokens = list(self.prompt_ids)
        set_train_mode(model, False)
        try:
            with torch.no_grad():
                for _ in range(self.length):
                    window = torch.tensor([tokens[-self.context:]], dtype=torch.long, device=device)
                    logits = model(window)[0, -1].float().cpu()
                    probabilities = torch.softmax(logits / SAMPLE_TEMPERATURE, dim=-1)
                    tokens.append(int(torch.multinomial(probabilities, 1, generator=generator)))
        finally:
            set_train_mode(model, training)
        return "".join(self.vocab[token] for token in tokens[len(self.prompt_ids):])
