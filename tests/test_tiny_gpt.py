"""tiny-gpt, the lab's small causal transformer: both ways of computing attention agree, no position sees the future,
it learns through the engine and writes text a class can watch, and its attention setting is kept and checked."""

from __future__ import annotations

import json

import pytest
import torch

from dashboard.training.choices import MODEL_SPECS
from dashboard.training.config import ConfigError, TrainConfig, validate
from dashboard.training.engine import prepare, run
from dashboard.training.events import GeneratedText, RunSummary, StepMetrics, from_record, to_record
from dashboard.training.gpt import TinyGPT, plain_attention
from dashboard.training.models import build_model, flops_per_sample
from dashboard.training.run_schema import UnreadableRun, saved_config
from dashboard.training.sampling import SAMPLE_CHARS, SAMPLE_PROMPT, TextSampler

VOCAB = 23


def _small_gpt(attention: str = "fused") -> TinyGPT:
    torch.manual_seed(0)
    return TinyGPT(VOCAB, context=12, width=32, layers=2, heads=4, attention=attention).eval()


def _tokens(batch: int = 3, steps: int = 12) -> torch.Tensor:
    return torch.randint(0, VOCAB, (batch, steps), generator=torch.Generator().manual_seed(1))


# ---------------------------------------------------------------- the model


def test_fused_and_plain_attention_give_the_same_outputs_and_gradients_for_the_same_weights():
    model = _small_gpt("fused")
    tokens = _tokens()
    fused = model(tokens)
    fused.sum().backward()
    fused_grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    model.set_attention("plain")
    plain = model(tokens)
    plain.sum().backward()
    assert torch.allclose(fused, plain, atol=1e-5, rtol=1e-4)
    for fused_grad, param in zip(fused_grads, model.parameters(), strict=True):
        assert torch.allclose(fused_grad, param.grad, atol=1e-4, rtol=1e-3)


def test_the_plain_formula_is_softmax_of_masked_scaled_scores():
    q, k, v = (torch.randn(1, 1, 3, 2, generator=torch.Generator().manual_seed(seed)) for seed in range(3))
    scores = (q @ k.transpose(-2, -1))[0, 0] / 2 ** 0.5
    first = v[0, 0, 0]  # the first position sees only itself
    last = torch.softmax(scores[2], dim=-1) @ v[0, 0]  # the last sees all three
    out = plain_attention(q, k, v)[0, 0]
    assert torch.allclose(out[0], first) and torch.allclose(out[2], last)


@pytest.mark.parametrize("attention", ["fused", "plain"])
def test_changing_a_later_token_leaves_every_earlier_output_unchanged(attention: str):
    model = _small_gpt(attention)
    tokens = _tokens(batch=1)
    changed = tokens.clone()
    changed[0, 7] = (changed[0, 7] + 1) % VOCAB
    with torch.no_grad():
        before, after = model(tokens), model(changed)
    assert torch.equal(before[0, :7], after[0, :7])
    assert not torch.allclose(before[0, 7:], after[0, 7:])


def test_a_sequence_longer_than_the_context_is_refused_and_bad_settings_are_named():
    model = _small_gpt()
    with pytest.raises(ValueError, match="more than the model's context of 12"):
        model(_tokens(batch=1, steps=13))
    with pytest.raises(ValueError, match="fused, plain"):
        model.set_attention("flash")
    with pytest.raises(ValueError, match="multiple of 4 heads"):
        TinyGPT(VOCAB, context=8, width=30, heads=4)


def test_built_by_name_with_its_context_attention_and_equal_flops_either_way():
    fused = build_model("tiny-gpt", vocab_size=VOCAB, seq_len=16)
    plain = build_model("tiny-gpt", vocab_size=VOCAB, seq_len=16, attention="plain")
    assert MODEL_SPECS["tiny-gpt"].kind == "text" and MODEL_SPECS["tiny-gpt"].attention
    assert fused.module.context == 16 and fused.example_input.shape == (1, 16)
    assert fused.module.blocks[0].attn.attention == "fused" and plain.module.blocks[0].attn.attention == "plain"
    # the fused CPU kernel is counted as the two matmuls it replaces
    assert flops_per_sample(fused.module, fused.example_input) == flops_per_sample(plain.module, plain.example_input)


# ---------------------------------------------------------------- what it writes


def test_the_sampler_writes_the_same_text_from_the_same_weights_and_gives_back_train_mode():
    vocab = ("\ufffd", *"abcdefghijklmnopqrstuv")
    model = _small_gpt().train()
    sampler = TextSampler(vocab, context=12, prompt="ab", length=20)
    first = sampler.continue_prompt(model)
    assert model.training and len(first) == 20 and set(first) <= set(vocab)
    assert sampler.continue_prompt(model) == first  # the same seed each time: only the model changes the text
    assert not any(p.grad is not None for p in model.parameters())


def test_samples_come_at_the_first_report_every_interval_and_at_the_end():
    sampler = TextSampler(("\ufffd", "a"), context=4, every=50)
    reports = [1, 5, 10, 45, 50, 55, 100, 105, 130]
    assert [step for step in reports if sampler.due(step, last_step=130)] == [1, 50, 100, 130]


def test_a_short_run_lowers_the_loss_and_its_writing_is_in_the_events_and_the_json_lines():
    torch.manual_seed(0)
    config = TrainConfig.for_model("tiny-gpt", batch_size=8, seq_len=16, train_size=512, val_size=8, steps=40,
                                   epochs=None, learning_rate=3e-3, warmup_steps=1, allow_download=False)
    events = list(run(prepare(config)))
    losses = [e.loss for e in events if isinstance(e, StepMetrics)]
    assert isinstance(events[-1], RunSummary) and events[-1].status == "completed"
    assert sum(losses[-5:]) / 5 < 0.8 * losses[0], losses
    written = [e for e in events if isinstance(e, GeneratedText)]
    assert [e.step for e in written] == [1, 40]
    assert all(e.prompt == SAMPLE_PROMPT and len(e.text) == SAMPLE_CHARS for e in written)
    after = events.index(written[0]) - 1
    assert isinstance(events[after], StepMetrics) and events[after].step == 1  # right after the report it follows
    line = json.loads(json.dumps(to_record(written[-1])))
    assert line["event"] == "generated" and from_record(line) == written[-1]


# ---------------------------------------------------------------- the setting


def test_the_attention_setting_round_trips_and_bad_values_are_refused_in_one_line():
    config = TrainConfig.for_model("tiny-gpt", attention="plain")
    assert validate(config, ["cpu"]) is config
    assert TrainConfig.from_dict(config.to_dict()) == config
    assert saved_config(json.loads(json.dumps(config.to_dict()))) == config
    assert saved_config({"model": "text-lstm", "dataset": "python-text"}).attention == "fused"  # an older run
    refusals = {
        "unknown attention 'flash': choose one of fused, plain": TrainConfig.for_model("tiny-gpt", attention="flash"),
        "attention 'plain' applies to tiny-gpt only: for text-lstm use 'fused'":
            TrainConfig.for_model("text-lstm", attention="plain"),
        "attention 3 is not allowed: give its name as text": TrainConfig.for_model("tiny-gpt", attention=3),
    }
    for message, bad in refusals.items():
        with pytest.raises(ConfigError) as error:
            validate(bad, ["cpu"])
        assert str(error.value) == message
    with pytest.raises(UnreadableRun, match="config.attention 'flash' is not one this version knows"):
        saved_config(TrainConfig.for_model("tiny-gpt").to_dict() | {"attention": "flash"})


def test_the_train_command_takes_attention():
    from dashboard.cli import build_parser
    from dashboard.cli.train import train_config

    args = build_parser().parse_args(["train", "--model", "tiny-gpt", "--attention", "plain", "--steps", "3"])
    config = train_config(args)
    assert (config.model, config.dataset, config.attention) == ("tiny-gpt", "python-text", "plain")
    default = train_config(build_parser().parse_args(["train", "--model", "tiny-gpt"]))
    assert default.attention == "fused"
