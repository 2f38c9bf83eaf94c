"""The Advisor for language models: parameter counts against published sizes, the KV cache and training formulas
against published figures, a user's config.json read safely, and `dl-dashboard advise --llm` as a user runs it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dashboard import cli
from dashboard.advisor import gpu_catalog
from dashboard.advisor.llm_advice import gpu_row
from dashboard.advisor.llm_config import (
    MAX_CONFIG_BYTES,
    builtin_model,
    builtin_models,
    read_config_file,
)
from dashboard.advisor.llm_memory import LlmRequest, adapter_parameters, estimate
from dashboard.errors import UserError
from tests.advisor_gpus import A100, H100_SXM, RTX_4090, T4

GIB = 2**30
LLAMA_3_8B_CONFIG = {  # meta-llama/Meta-Llama-3-8B's config.json, the fields that matter and a few that do not
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
    "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 128256,
    "max_position_embeddings": 8192, "tie_word_embeddings": False, "rope_theta": 500000.0, "torch_dtype": "bfloat16",
    "attention_bias": False, "rms_norm_eps": 1e-05,
}
PUBLISHED = {  # model cards and safetensors indexes on Hugging Face
    "llama-3-8b": 8.03e9, "llama-3-70b": 70.6e9, "llama-3.2-1b": 1.24e9, "llama-3.2-3b": 3.21e9,
    "mistral-7b": 7.24e9, "qwen2.5-7b": 7.61e9, "gemma-2-9b": 9.24e9, "phi-3-mini": 3.82e9,
}


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_the_computed_parameter_count_is_the_published_size(name):
    model = builtin_model(name)
    assert model.parameters() == pytest.approx(PUBLISHED[name], rel=0.01)
    assert model.parameters() == pytest.approx(model.published_parameters, rel=0.01)


def test_every_builtin_model_states_its_config_json_and_counts_within_one_percent():
    for model in builtin_models():
        assert model.sources[0].startswith("https://huggingface.co/") and model.sources[0].endswith("/config.json")
        assert model.parameters() == pytest.approx(model.published_parameters, rel=0.01), model.name
        assert model.heads % model.kv_heads == 0


def test_exact_counts_that_follow_from_the_architecture():
    assert builtin_model("llama-3-8b").parameters() == 8_030_261_248
    assert builtin_model("qwen2.5-7b").parameters() == 7_615_616_512  # q, k and v biases included
    assert builtin_model("gemma-2-9b").parameters() == 9_241_705_984  # tied head, 256-wide heads, four norms a layer


def test_kv_cache_of_llama_3_8b_at_8192_tokens_is_one_gib():
    item = estimate(builtin_model("llama-3-8b"), LlmRequest("inference", 8192, batch=1))
    assert item.memory.kv_cache == 32 * 8 * 128 * 2 * 2 * 8192 == GIB
    assert item.memory.weights == pytest.approx(16.06e9, rel=0.001)  # "16.1 GB" of bf16 weights
    double = estimate(builtin_model("llama-3-8b"), LlmRequest("inference", 8192, batch=2))
    assert double.memory.kv_cache == 2 * GIB


def test_full_fine_tuning_is_16_bytes_per_parameter_before_activations():
    item = estimate(builtin_model("llama-3-8b"), LlmRequest("full", 4096))
    memory = item.memory
    assert memory.weights + memory.gradients + memory.optimizer == 16 * item.parameters
    assert memory.total() == (memory.weights + memory.gradients + memory.optimizer + memory.activations
                              + memory.workspace)
    assert memory.activations_checkpointed < memory.activations / 5


def test_modes_rank_full_above_lora_above_qlora_and_fit_a_24_gb_card_as_expected():
    model = builtin_model("llama-3-8b")
    full, lora, qlora = (estimate(model, LlmRequest(mode, 4096)) for mode in ("full", "lora", "qlora"))
    for checkpointing in (False, True):
        assert full.memory.total(checkpointing) > lora.memory.total(checkpointing) > qlora.memory.total(checkpointing)
    assert lora.trainable_parameters == qlora.trainable_parameters == adapter_parameters(model, 16) == 41_943_040
    assert lora.memory.activations == qlora.memory.activations  # the same layers run, only the base's storage differs
    full_row, qlora_row = gpu_row(full, RTX_4090), gpu_row(qlora, RTX_4090)
    assert not full_row.fits and not full_row.fits_checkpointed and full_row.tokens_per_second is None
    assert qlora_row.fits_checkpointed and qlora_row.verdict in ("yes", "with checkpointing")
    assert qlora_row.tokens_per_second and qlora_row.tokens_per_second > 0


def test_lora_memory_grows_with_rank_and_training_speed_is_six_flops_per_parameter():
    model = builtin_model("llama-3-8b")
    small, large = (estimate(model, LlmRequest("lora", 1024, rank=rank)) for rank in (8, 64))
    assert large.trainable_parameters == 8 * small.trainable_parameters
    assert large.memory.total() > small.memory.total()
    full = estimate(model, LlmRequest("full", 1024))
    row = gpu_row(full, H100_SXM.__class__(**{**H100_SXM.__dict__, "memory_gb": 1024}))
    # 6 x 8.03e9 plus the attention term at 1,024 tokens, at 40% of 989.4 TFLOPS
    assert row.tokens_per_second == pytest.approx(989.4e12 * 0.4 / full.flops_per_token)
    assert full.flops_per_token == pytest.approx(6 * model.parameters(), rel=0.05)


def test_decoding_is_bounded_by_memory_bandwidth():
    item = estimate(builtin_model("llama-3-8b"), LlmRequest("inference", 2048))
    row = gpu_row(item, H100_SXM)
    read = item.memory.weights + item.memory.kv_cache
    assert row.bound == "memory" and row.fits
    assert row.tokens_per_second == pytest.approx(3350e9 * 0.7 / read)
    assert gpu_row(item, T4).note.startswith("no bf16 units")


# ---------------------------------------------------------------- a user's config.json


def write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "config.json"
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def test_a_real_config_json_reads_as_the_builtin_entry(tmp_path):
    model = read_config_file(write(tmp_path, json.dumps(LLAMA_3_8B_CONFIG)))
    assert model.parameters() == builtin_model("llama-3-8b").parameters()
    assert (model.kv_heads, model.head_dim, model.context) == (8, 128, 8192)
    without_kv = {key: value for key, value in LLAMA_3_8B_CONFIG.items() if key != "num_key_value_heads"}
    assert read_config_file(write(tmp_path, json.dumps(without_kv))).kv_heads == 32  # multi-head attention


@pytest.mark.parametrize(("content", "says"), [
    ("def f(): pass", "not valid JSON"),
    ('{"num_hidden_layers": 32', "not valid JSON"),
    (b"\xff\xfe{}", "not UTF-8"),
    ("[1, 2, 3]", "must be a JSON object"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"num_hidden_layers": ' + "9" * 5000 + "}", "not a config.json"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "num_hidden_layers": -3}), "num_hidden_layers must be a whole number from 1"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "hidden_size": 10**15}), "hidden_size must be a whole number"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "vocab_size": 128256.5}), "vocab_size must be a whole number"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "vocab_size": "128256"}), 'got "128256"'),
    (json.dumps({**LLAMA_3_8B_CONFIG, "num_attention_heads": True}), "num_attention_heads must be a whole number"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "intermediate_size": [1] * 10}), "got a list"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "num_key_value_heads": 5}), "must be a multiple of num_key_value_heads"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "tie_word_embeddings": "yes"}), "tie_word_embeddings must be true or false"),
    (json.dumps({"model_type": "llama"}), "missing num_hidden_layers"),
    (json.dumps({**LLAMA_3_8B_CONFIG, "num_local_experts": 8}), "mixture-of-experts"),
    (json.dumps({"text_config": LLAMA_3_8B_CONFIG}), "multimodal"),
])
def test_bad_or_hostile_config_files_are_refused_in_one_line(tmp_path, content, says):
    path = write(tmp_path, content)
    with pytest.raises(UserError) as caught:
        read_config_file(path)
    message = str(caught.value)
    assert says in message and "\n" not in message and len(message.replace(str(path), "")) < 250


def test_a_huge_file_a_folder_and_a_missing_file_are_refused(tmp_path):
    huge = write(tmp_path, json.dumps(LLAMA_3_8B_CONFIG) + " " * MAX_CONFIG_BYTES)
    with pytest.raises(UserError, match="larger than 1,024 KiB"):
        read_config_file(huge)
    with pytest.raises(UserError, match="is a folder"):
        read_config_file(tmp_path)
    with pytest.raises(UserError, match="no such file"):
        read_config_file(tmp_path / "absent.json")


def test_an_unreadable_file_is_refused(tmp_path, monkeypatch):
    path = write(tmp_path, json.dumps(LLAMA_3_8B_CONFIG))

    def denied(*_args, **_kwargs):  # chmod 0 would not stop root, who runs the tests in some containers
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "open", denied)
    with pytest.raises(UserError, match="cannot be read"):
        read_config_file(path)


# ---------------------------------------------------------------- the command line


@pytest.fixture
def catalogue(monkeypatch):
    """A fixed list of GPUs, so these tests do not depend on the shipped catalogue's contents."""
    monkeypatch.setattr(gpu_catalog, "load_catalog", lambda: gpu_catalog.Catalog((H100_SXM, A100, RTX_4090, T4), ()))


def test_the_table_names_every_gpu_and_states_the_assumptions(capsys, catalogue):
    assert cli.main(["advise", "--llm", "llama-3-8b", "--mode", "lora", "--context", "4096"]) == 0
    out = capsys.readouterr().out
    for name in ("H100 SXM5 80GB", "A100 SXM4 40GB", "GeForce RTX 4090", "Tesla T4"):
        assert name in out
    for words in ("LoRA rank 16", "Tokens/s trained (est.)", "Assumptions:", "40% of the dense bf16 peak",
                  "with checkpointing", "config.json"):
        assert words in out


def test_json_from_the_table_and_from_a_config_file_agree(capsys, catalogue, tmp_path):
    args = ["advise", "--mode", "qlora", "--context", "2048", "--batch", "2", "--rank", "8", "--json"]
    assert cli.main([*args, "--llm", "llama-3-8b"]) == 0
    table = json.loads(capsys.readouterr().out)
    assert cli.main([*args, "--llm-config", str(write(tmp_path, json.dumps(LLAMA_3_8B_CONFIG)))]) == 0
    mine = json.loads(capsys.readouterr().out)
    assert table["request"] == mine["request"] == {"mode": "qlora", "context": 2048, "batch": 2, "rank": 8}
    assert table["estimate"] == mine["estimate"]
    assert [row["name"] for row in table["gpus"]] == ["H100 SXM5 80GB", "A100 SXM4 40GB", "GeForce RTX 4090",
                                                      "Tesla T4"]
    for row in table["gpus"]:
        assert row["needed_checkpointed_bytes"] < row["needed_bytes"]
        assert (row["est_tokens_per_second"] is None) == (not row["fits"] and not row["fits_checkpointed"])
    assert table["model"]["parameters"] == 8_030_261_248 and table["assumptions"]


@pytest.mark.parametrize(("args", "says"), [
    (["--llm", "llama-3-8b", "--model", "resnet18"], "cannot be combined with --model"),
    (["--llm", "llama-3-8b", "--batch-size", "8"], "cannot be combined with --batch-size"),
    (["--llm", "gpt-5"], "no model named 'gpt-5'"),
    (["--llm", "llama-3-8b", "--llm-config", "config.json"], "give one of them"),
    (["--llm", "llama-3-8b", "--mode", "full", "--rank", "8"], "--rank goes with --mode lora or qlora"),
    (["--model", "resnet18", "--context", "512"], "--context goes with --llm"),
    (["--llm", "llama-3-8b", "--context", "0"], "--context"),
    (["--llm", "llama-3-8b", "--mode", "train"], "invalid choice"),
])
def test_refusals_are_one_line_with_exit_status_2(capsys, catalogue, args, says):
    assert cli.main(["advise", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert says in err and "\n" not in err and "Traceback" not in err


def test_a_context_beyond_the_model_is_computed_with_a_note(capsys, catalogue):
    assert cli.main(["advise", "--llm", "phi-3-mini", "--mode", "inference", "--context", "8192", "--json"]) == 0
    captured = capsys.readouterr()
    assert "beyond phi-3-mini's max_position_embeddings (4,096)" in captured.err
    assert json.loads(captured.out)["estimate"]["kv_cache_bytes"] == 8192 * 2 * 32 * 32 * 96 * 2
