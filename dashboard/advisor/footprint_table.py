"""The built-in models' memory footprints, traced once and shipped, so that a batch too large is refused at once.

Tracing a model for the memory guard needs torch (5 to 8 s to import on a 2-core machine) and two traced steps
(1 to 3 s more); a person who typed batch 65,536 should read why it cannot run within seconds, not after ten. The
footprint depends only on the model's shapes, so for every built-in model at its default input, in each precision,
freeze mode and attention the lab offers, it is traced here once and kept in ``resources/footprints.json``. Anything
else (another resolution or sequence length, a torchvision model by name, a model file) is traced when asked.

Regenerate with ``make footprints`` after changing a model; a test traces one entry again and compares.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Iterator, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from dashboard.advisor.inputs import DEFAULT_SEQ_LEN, IMAGENET_CLASSES, LAB_CLASSES, default_image_input
from dashboard.advisor.linear_fits import Line
from dashboard.training.choices import ATTENTION_KINDS, FREEZE_MODES, MODEL_NAMES, MODEL_SPECS

TABLE_FILE = "footprints.json"
TRACED_PRECISIONS = ("fp32", "bf16")
"""The guard traces fp16 as bf16 (CPU autocast has no fp16 for every operator): both keep two bytes a value."""
TRAINING_CLASSES = LAB_CLASSES
"""What the lab trains an image model for: its built-in datasets' 10 classes."""
INFERENCE_CLASSES = IMAGENET_CLASSES
"""What ``infer`` builds an image model with unless told: ImageNet's head, as torchvision publishes them."""

Key = tuple[str, str, str, str | None, int | None, int | None]
"""Model, traced precision, freeze mode, attention (None for image models), resolution and classes (None for text
models)."""


def table_key(model: str, precision: str, freeze: str, resolution: int | None, num_classes: int,
              seq_len: int | None, attention: str) -> Key | None:
    """The table's key for this request, or None when the table cannot hold it (not a built-in model, or a text
    model at another sequence length)."""
    spec = MODEL_SPECS.get(model)
    if spec is None:
        return None
    if spec.kind == "text":
        if seq_len not in (None, DEFAULT_SEQ_LEN):
            return None
        return model, precision, freeze, attention if spec.attention else None, None, None
    return model, precision, freeze, None, resolution or spec.default_resolution, num_classes


def table_keys() -> Iterator[Key]:
    """Every entry the shipped table holds, for each built-in model in each precision: an image model as the lab
    trains it (its default resolution, 10 classes, every freeze mode), as ``infer`` runs it (1,000 classes) and, for
    the torchvision backbones, as ``advise`` profiles them (224 px, 1,000 classes, every freeze mode); a text model
    at its default sequence length, in each attention."""
    for model in MODEL_NAMES:
        spec = MODEL_SPECS[model]
        freezes = FREEZE_MODES if spec.transfer else ("full",)
        for precision in TRACED_PRECISIONS:
            if spec.kind == "text":
                for attention in ATTENTION_KINDS if spec.attention else (None,):
                    yield model, precision, "full", attention, None, None
                continue
            inputs = {(freeze, spec.default_resolution, TRAINING_CLASSES) for freeze in freezes}
            inputs.add(("full", spec.default_resolution, INFERENCE_CLASSES))
            inputs.update((freeze, *default_image_input(model)) for freeze in freezes)
            for freeze, resolution, classes in sorted(inputs, key=lambda x: (FREEZE_MODES.index(x[0]), x[1], x[2])):
                yield model, precision, freeze, None, resolution, classes


@functools.cache
def shipped() -> Mapping[Key, dict[str, Any]]:
    """The shipped entries by key; empty when the file is missing (the guard then traces, slower but right)."""
    try:
        text = (resources.files("dashboard.resources") / TABLE_FILE).read_text(encoding="utf-8")
    except (ModuleNotFoundError, OSError):
        return {}
    return {_key(entry): entry for entry in json.loads(text)["footprints"]}


def _key(entry: Mapping[str, Any]) -> Key:
    return (entry["model"], entry["precision"], entry["freeze"], entry["attention"], entry["resolution"],
            entry["classes"])


def line_of(pair: list[float]) -> Line:
    return Line(float(pair[0]), float(pair[1]))


def entry_for(key: Key, fixed: tuple[int, int, int], activations: Line, training_peak: tuple[Line, ...],
              inference_peak: tuple[Line, ...]) -> dict[str, Any]:
    """One entry as the file keeps it."""
    model, precision, freeze, attention, resolution, classes = key
    return {"model": model, "precision": precision, "freeze": freeze, "attention": attention,
            "resolution": resolution, "classes": classes,
            "param_bytes": fixed[0], "buffer_bytes": fixed[1], "trainable_bytes": fixed[2],
            "activations": [activations.intercept, activations.slope],
            "training_peak": [[line.intercept, line.slope] for line in training_peak],
            "inference_peak": [[line.intercept, line.slope] for line in inference_peak]}


def write_table(path: Path) -> int:
    """Trace every entry (a minute or two) and write the table; the number of entries."""
    import torch

    from dashboard.advisor.fits import traced_footprint

    entries = []
    for key in table_keys():
        model, precision, freeze, attention, resolution, classes = key
        print(f"tracing {model} {precision} {freeze} {attention or f'{resolution} px {classes} classes'}",
              file=sys.stderr, flush=True)
        found = traced_footprint(model, precision, freeze, resolution, classes or TRAINING_CLASSES,
                                 attention=attention or "fused")
        entries.append(entry_for(key, (found.param_bytes, found.buffer_bytes, found.trainable_bytes),
                                 found.activations, found.training_peak, found.inference_peak))
    about = ("Memory footprints of the built-in models at their default input, traced at batches 2 and 4 by "
             "dashboard.advisor.fits; regenerate with `make footprints`.")
    lines = ",\n".join(f"  {json.dumps(entry)}" for entry in entries)  # one entry a line: a change reads in a diff
    path.write_text(f'{{"about": {json.dumps(about)},\n "torch": "{torch.__version__.split("+")[0]}",\n'
                    f' "footprints": [\n{lines}\n]}}\n', encoding="utf-8")
    return len(entries)


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parents[2] / "resources" / TABLE_FILE
    print(f"{write_table(target)} footprints written to {target}")
