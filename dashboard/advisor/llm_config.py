"""A decoder-only language model's shape: the built-in table of common open models, a user's own Hugging Face
``config.json`` (read as JSON data, never as code), and the parameter count that follows from the architecture.

The count is computed, not copied, so the same arithmetic serves a user's file: token embedding, per layer the
attention projections (grouped-query: the key and value projections are ``kv_heads x head_dim`` wide) and the gated
MLP (gate, up and down projections, as Llama, Mistral, Qwen2, Gemma and Phi-3 use), RMSNorm weights, a final norm,
and the LM head unless it is tied to the embedding.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from dashboard.errors import UserError
from dashboard.text import fill, translate

MODELS_FILE = "llm_models.json"
MAX_CONFIG_BYTES = 1024 * 1024
"""A Hugging Face config.json is a few KiB; 1 MiB leaves room for any real one and refuses a large file early."""

# Each field's (minimum, maximum): wide enough for any published model (Llama 3.1 405B has 126 layers, hidden size
# 16,384 and intermediate size 53,248; Gemma's vocabulary is 256,000), narrow enough to catch a corrupt value before
# it turns into petabytes.
BOUNDS: dict[str, tuple[int, int]] = {
    "num_hidden_layers": (1, 1_000),
    "hidden_size": (1, 131_072),
    "intermediate_size": (1, 1_048_576),
    "num_attention_heads": (1, 1_024),
    "num_key_value_heads": (1, 1_024),
    "head_dim": (1, 4_096),
    "vocab_size": (1, 4_194_304),
    "max_position_embeddings": (1, 16_777_216),
}
REQUIRED = ("num_hidden_layers", "hidden_size", "intermediate_size", "num_attention_heads", "vocab_size")
MIXTURE_OF_EXPERTS_KEYS = ("num_local_experts", "num_experts", "n_routed_experts", "moe_intermediate_size")
QKV_BIAS_TYPES = frozenset({"qwen2"})
"""Architectures whose query, key and value projections always carry biases (no config.json key says so)."""
FOUR_NORM_TYPES = frozenset({"gemma2", "gemma3_text"})
"""Architectures with RMSNorms before and after both attention and the MLP in each layer."""


@dataclass(frozen=True)
class LlmConfig:
    """What the memory and speed estimates need of a decoder-only transformer."""

    name: str
    title: str
    layers: int
    hidden_size: int
    intermediate_size: int
    heads: int
    kv_heads: int
    head_dim: int
    vocab_size: int
    context: int | None
    """max_position_embeddings: the longest context the model was built for; None when the file does not say."""
    tied_embeddings: bool = False
    qkv_bias: bool = False
    output_bias: bool = False
    norms_per_layer: int = 2
    plain_mlp: bool = False
    """GPT-2's MLP (up, GELU, down) rather than the gated one of Llama, Mistral, Qwen and Gemma (gate, up, down)."""
    layer_norm: bool = False
    """LayerNorm (a weight and a bias; mean and inverse deviation saved) rather than RMSNorm (a weight; one saved)."""
    mlp_bias: bool = False
    head_bias: bool = False
    learned_positions: bool = False
    """A position embedding of ``context`` rows (GPT-2) rather than rotary positions, which have no weights."""
    model_type: str = ""
    published_parameters: float | None = None
    sources: tuple[str, ...] = ()

    @property
    def q_width(self) -> int:
        return self.heads * self.head_dim

    @property
    def kv_width(self) -> int:
        """Width of the key (and of the value) projection: fewer than the query's under grouped-query attention."""
        return self.kv_heads * self.head_dim

    def projections(self) -> tuple[tuple[int, int], ...]:
        """(inputs, outputs) of each linear layer in one decoder layer: q, k, v, o, gate, up, down (LoRA's targets;
        no gate in a plain MLP)."""
        h, i = self.hidden_size, self.intermediate_size
        mlp = ((h, i), (i, h)) if self.plain_mlp else ((h, i), (h, i), (i, h))
        return ((h, self.q_width), (h, self.kv_width), (h, self.kv_width), (self.q_width, h), *mlp)

    def layer_linear_parameters(self) -> int:
        """Weights of one layer's projections (what 4-bit quantisation replaces)."""
        return sum(inputs * outputs for inputs, outputs in self.projections())

    def norm_parameters(self) -> int:
        return (2 if self.layer_norm else 1) * self.hidden_size

    def layer_parameters(self) -> int:
        biases = (self.q_width + 2 * self.kv_width if self.qkv_bias else 0) + (self.hidden_size if self.output_bias
                                                                              else 0)
        if self.mlp_bias:
            biases += sum(outputs for _, outputs in self.projections()[4:])
        return self.layer_linear_parameters() + biases + self.norms_per_layer * self.norm_parameters()

    def embedding_parameters(self) -> int:
        positions = (self.context or 0) if self.learned_positions else 0
        return (self.vocab_size + positions) * self.hidden_size

    def head_parameters(self) -> int:
        """The LM head's own weights: none when tied to the embedding."""
        bias = self.vocab_size if self.head_bias else 0
        return bias + (0 if self.tied_embeddings else self.vocab_size * self.hidden_size)

    def parameters(self) -> int:
        """Every parameter: embedding, layers, final norm and an untied LM head."""
        return (self.embedding_parameters() + self.layers * self.layer_parameters() + self.norm_parameters()
                + self.head_parameters())

    def kv_cache_bytes_per_token(self, bytes_per_value: int = 2) -> int:
        """Keys and values of every layer for one token of one sequence: 2 x layers x KV heads x head dim x bytes."""
        return 2 * self.layers * self.kv_heads * self.head_dim * bytes_per_value


# ---------------------------------------------------------------- the built-in table


@functools.cache
def builtin_models() -> tuple[LlmConfig, ...]:
    """The shipped table (resources/llm_models.json), parsed once per process."""
    try:
        folder = resources.files("dashboard.resources")
    except ModuleNotFoundError as err:  # ./dashboard run from a checkout while the app is installed elsewhere
        raise FileNotFoundError(f"the language-model table is not installed with this copy of the app ({err})") from err
    text = (folder / MODELS_FILE).read_text(encoding="utf-8")
    return tuple(_builtin_entry(raw) for raw in json.loads(text)["models"])


def _builtin_entry(raw: Mapping[str, Any]) -> LlmConfig:
    return LlmConfig(
        name=raw["name"], title=raw["title"], layers=raw["layers"], hidden_size=raw["hidden_size"],
        intermediate_size=raw["intermediate_size"], heads=raw["heads"], kv_heads=raw["kv_heads"],
        head_dim=raw["head_dim"], vocab_size=raw["vocab_size"], context=raw["context"],
        tied_embeddings=raw["tied_embeddings"], qkv_bias=raw["qkv_bias"], norms_per_layer=raw["norms_per_layer"],
        model_type=raw["model_type"], published_parameters=raw["published_parameters"],
        sources=tuple(raw["sources"]))


def model_names() -> tuple[str, ...]:
    return tuple(model.name for model in builtin_models())


def builtin_model(name: str) -> LlmConfig:
    """The table's entry of this name (case-insensitive); a UserError naming the choices otherwise."""
    key = name.strip().casefold()
    for model in builtin_models():
        if model.name == key:
            return model
    raise UserError(f"--llm: no model named {name!r} in the built-in table; choose one of {', '.join(model_names())}"
                    ", or give your own Hugging Face config.json with --llm-config")


# ---------------------------------------------------------------- a user's config.json


def read_config_file(path: Path, where: str | None = None) -> LlmConfig:
    """A user's Hugging Face config.json as an LlmConfig, or a one-line UserError saying what was wrong and what is
    allowed. The file is parsed as JSON and only the fields below are read: nothing in it is ever run. ``where``
    names the file in the message: the command line's option and path by default, the window gives the file's name.
    The messages go through ``translate``: English on the command line, the reader's language in the window."""
    where = f"--llm-config {path}" if where is None else where
    try:
        if path.is_dir():
            raise UserError(fill(translate("Advisor", "{where}: is a folder; give the config.json file inside it"),
                                 where=where))
        with path.open("rb") as handle:
            data = handle.read(MAX_CONFIG_BYTES + 1)
    except FileNotFoundError:
        raise UserError(fill(translate("Advisor", "{where}: no such file; give the path of a Hugging Face "
                                                  "config.json"), where=where)) from None
    except OSError as err:
        raise UserError(fill(translate("Advisor", "{where}: cannot be read ({reason})"), where=where,
                             reason=err.strerror or str(err))) from None
    if len(data) > MAX_CONFIG_BYTES:
        raise UserError(fill(translate("Advisor", "{where}: larger than {size:,} KiB; a Hugging Face config.json is "
                                                  "a few KiB"), where=where, size=MAX_CONFIG_BYTES // 1024))
    try:
        document = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise UserError(fill(translate("Advisor", "{where}: not UTF-8 text; a config.json is JSON text"),
                             where=where)) from None
    except json.JSONDecodeError as err:
        raise UserError(fill(translate("Advisor", "{where}: not valid JSON ({reason} at line {line} column "
                                                  "{column})"), where=where, reason=err.msg, line=err.lineno,
                             column=err.colno)) from None
    except RecursionError:
        raise UserError(fill(translate("Advisor", "{where}: nested too deeply to be a config.json"),
                             where=where)) from None
    except ValueError as err:  # an integer of more digits than Python converts (4,300)
        raise UserError(fill(translate("Advisor", "{where}: not a config.json ({reason})"), where=where,
                             reason=str(err))) from None
    return config_from_document(document, where, name=path.parent.name or path.stem)


def config_from_document(document: Any, where: str, name: str = "config.json") -> LlmConfig:
    """The fields a config.json must give, each checked on its own (see BOUNDS)."""
    if not isinstance(document, Mapping):
        raise UserError(fill(translate("Advisor", "{where}: must be a JSON object like {example}, got {kind}"),
                             where=where, example='{"num_hidden_layers": 32, ...}', kind=type(document).__name__))
    if "num_hidden_layers" not in document and isinstance(document.get("text_config"), Mapping):
        raise UserError(fill(translate("Advisor", "{where}: a multimodal config (its language model under "
                                                  "text_config) is not supported; give a text-only model's "
                                                  "config.json"), where=where))
    experts = [key for key in MIXTURE_OF_EXPERTS_KEYS if document.get(key)]
    if experts:
        raise UserError(fill(translate("Advisor", "{where}: a mixture-of-experts model ({key}) is not supported; "
                                                  "the estimates are for dense decoder-only models"),
                             where=where, key=experts[0]))
    missing = [key for key in REQUIRED if key not in document]
    if missing:
        raise UserError(fill(translate("Advisor", "{where}: missing {missing}; a decoder-only model's config.json "
                                                  "gives {required}"),
                             where=where, missing=", ".join(missing), required=", ".join(REQUIRED)))
    values = {key: _whole(document, key, where) for key in REQUIRED}
    heads = values["num_attention_heads"]
    kv_heads = _whole(document, "num_key_value_heads", where) if document.get("num_key_value_heads") is not None \
        else heads
    if heads % kv_heads:
        raise UserError(fill(translate("Advisor", "{where}: num_attention_heads ({heads:,}) must be a multiple of "
                                                  "num_key_value_heads ({kv_heads:,})"),
                             where=where, heads=heads, kv_heads=kv_heads))
    head_dim = _whole(document, "head_dim", where) if document.get("head_dim") is not None else None
    if head_dim is None:
        if values["hidden_size"] % heads:
            raise UserError(fill(translate("Advisor", "{where}: hidden_size ({hidden:,}) must be a multiple of "
                                                      "num_attention_heads ({heads:,}) when there is no head_dim"),
                                 where=where, hidden=values["hidden_size"], heads=heads))
        head_dim = values["hidden_size"] // heads
    context = (_whole(document, "max_position_embeddings", where)
               if document.get("max_position_embeddings") is not None else None)
    model_type = document.get("model_type")
    model_type = model_type if isinstance(model_type, str) else ""
    attention_bias = _flag(document, "attention_bias", where)
    return LlmConfig(
        name=name, title=f"{name} ({model_type or 'config.json'})", layers=values["num_hidden_layers"],
        hidden_size=values["hidden_size"], intermediate_size=values["intermediate_size"], heads=heads,
        kv_heads=kv_heads, head_dim=head_dim, vocab_size=values["vocab_size"], context=context,
        tied_embeddings=_flag(document, "tie_word_embeddings", where),
        qkv_bias=attention_bias or model_type in QKV_BIAS_TYPES, output_bias=attention_bias,
        norms_per_layer=4 if model_type in FOUR_NORM_TYPES else 2, model_type=model_type)


def _whole(document: Mapping[str, Any], key: str, where: str) -> int:
    low, high = BOUNDS[key]
    value = document[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise UserError(fill(translate("Advisor", "{where}: {key} must be a whole number from {low:,} to {high:,}, "
                                                  "got {value}"), where=where, key=key, low=low, high=high,
                             value=_show(value)))
    return value


def _show(value: Any) -> str:
    """A value as the file wrote it, cut short; a list or object by its kind (it may nest deeply), a huge integer by
    its size."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**30:
        return f"a number of {len(str(value)):,} digits"
    if isinstance(value, str | int | float | bool) or value is None:
        text = json.dumps(value)
        return text if len(text) <= 40 else text[:37] + "..."
    return "a list" if isinstance(value, list) else "an object"


def _flag(document: Mapping[str, Any], key: str, where: str) -> bool:
    value = document.get(key, False)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise UserError(fill(translate("Advisor", "{where}: {key} must be true or false, got {value}"),
                             where=where, key=key, value=_show(value)))
    return value


def check_context(model: LlmConfig, context: int) -> str:
    """A note when the context asked for is beyond what the model was built for; "" otherwise."""
    if model.context is not None and context > model.context:
        return fill(translate("Advisor", "{context:,} tokens is beyond {model}'s max_position_embeddings "
                                         "({limit:,}): the figures are the memory such a context would take, not a "
                                         "promise the model handles it"),
                    context=context, model=model.name, limit=model.context)
    return ""


def billions(count: float) -> str:
    return f"{count / 1e9:,.2f} B" if count >= 1e9 else f"{count / 1e6:,.1f} M"

