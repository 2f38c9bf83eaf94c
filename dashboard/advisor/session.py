"""The Advisor from request to answer, the same for `dl-dashboard advise` / `bench` and the Advisor page.

An ``AdviceRequest`` is checked by the training lab's own rules, profiled (a traced step) and judged against every
catalogue GPU into an ``AdvisorResult``; a ``BenchmarkRun`` measures one local device against its peaks and can
time the requested model there, which calibrates every other GPU's estimate. Importing this module is cheap: torch
loads when a request is profiled or a benchmark runs, on the thread that does it.
"""

from __future__ import annotations

import csv
import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dashboard.advisor.inputs import DEFAULT_DATASET_SIZE, default_image_input
from dashboard.errors import UserError
from dashboard.hardware.records import GpuInfo, Inventory
from dashboard.jsontools import dumps
from dashboard.training.choices import MODEL_SPECS, PRECISIONS
from dashboard.training.config import TrainConfig, available_devices, validate
from dashboard.training.control import RunControl

if TYPE_CHECKING:
    from dashboard.advisor.advise import Advice
    from dashboard.advisor.gpu_spec import GpuSpec
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.placement import ModelPoint
    from dashboard.advisor.speed import Efficiency

@dataclass(frozen=True)
class AdviceRequest:
    """A model to advise on: what trains (model, precision, what is frozen), how (batch, optimizer) and on what
    input; None takes the model's published input (224 px and 1000 classes for the torchvision models)."""

    model: str = "resnet18"
    batch_size: int = 64
    precision: str = "fp32"
    optimizer: str = "adam"
    freeze: str = "full"
    resolution: int | None = None
    classes: int | None = None
    seq_len: int | None = None
    vocab_size: int | None = None
    dataset_size: int = DEFAULT_DATASET_SIZE

    @property
    def reads_text(self) -> bool:
        spec = MODEL_SPECS.get(self.model)
        return spec is not None and spec.kind == "text"

    def lab_config(self, device: str = "cpu") -> TrainConfig:
        """The training-lab run this request describes, on ``device``."""
        return TrainConfig.for_model(self.model, device=device, batch_size=self.batch_size, optimizer=self.optimizer,
                                     precision=self.precision, freeze=self.freeze,
                                     resolution=None if self.reads_text else self.resolution, allow_download=False)

    def validate(self) -> AdviceRequest:
        """This request if it can be profiled; else UserError with the training lab's own message where one fits."""
        validate(dataclasses.replace(self.lab_config(), precision="fp32"), devices=["cpu"])
        if self.precision not in PRECISIONS:
            raise UserError(f"unknown precision '{self.precision}': choose one of {', '.join(PRECISIONS)}")
        if self.dataset_size < 1:
            raise UserError(f"dataset size {self.dataset_size} is not allowed: use a whole number of at least 1")
        if self.reads_text and (self.resolution is not None or self.classes is not None):
            raise UserError(f"{self.model} reads text: give a sequence length and vocabulary size, not a resolution "
                            "or classes")
        if not self.reads_text and (self.seq_len is not None or self.vocab_size is not None):
            raise UserError(f"{self.model} reads images: give a resolution and classes, not a sequence length or "
                            "vocabulary size")
        for name in ("classes", "seq_len", "vocab_size"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise UserError(f"{name.replace('_', ' ')} {value} is not allowed: use a whole number of at least 1")
        return self

    def profile_arguments(self) -> dict[str, Any]:
        """``profile_model``'s arguments: the model, and its input as given or as published."""
        arguments: dict[str, Any] = {"model": self.model, "precision": self.precision, "freeze": self.freeze}
        if self.reads_text:
            arguments.update({name: value for name, value in (("seq_len", self.seq_len),
                                                              ("vocab_size", self.vocab_size)) if value is not None})
            return arguments
        resolution, classes = default_image_input(self.model)
        arguments["resolution"] = self.resolution or resolution
        arguments["num_classes"] = self.classes if self.classes is not None else classes
        return arguments


@dataclass(frozen=True)
class AdvisorResult:
    """Every catalogue GPU judged for one request, the paragraph that explains it, and what the catalogue said."""

    request: AdviceRequest
    advice: Advice
    explanation: str
    specs: Mapping[str, GpuSpec]
    """Catalogue entries by name."""
    detected: frozenset[str]
    """Names of the catalogue entries this machine's GPUs match."""
    problems: tuple[str, ...]
    """What was wrong in the user's own catalogue file, in words."""
    user_file: Path
    user_added: int

    def document(self, measured: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The `advise --json` document: the estimate, every GPU, the efficiency and the explanation."""
        from dashboard.advisor.advise import advice_document

        return advice_document(self.advice, dict(measured) if measured is not None else None)

    def export(self, folder: Path) -> list[Path]:
        """advice.json (the `advise --json` document) and gpus.csv (a row per GPU) in ``folder``."""
        folder.mkdir(parents=True, exist_ok=True)
        document = self.document()
        json_path, csv_path = folder / "advice.json", folder / "gpus.csv"
        json_path.write_text(dumps(document, indent=2), encoding="utf-8")
        with open(csv_path, "w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(document["gpus"][0]) if document["gpus"] else ["name"])
            writer.writeheader()
            writer.writerows(document["gpus"])
        return [json_path, csv_path]


def advise_request(request: AdviceRequest, detected: Sequence[GpuInfo] = (),
                   efficiency: Efficiency | None = None) -> AdvisorResult:
    """Profile the request (cached) and judge every catalogue GPU; ``efficiency`` is a local GPU's calibration."""
    from dashboard.advisor.advise import advise, explain
    from dashboard.advisor.gpu_catalog import load_catalog, user_catalog_path
    from dashboard.advisor.gpu_matching import match_detected
    from dashboard.advisor.profile import profile_model
    from dashboard.advisor.speed import DEFAULT

    request.validate()
    catalog = load_catalog()
    profile = profile_model(**request.profile_arguments())
    advice = advise(profile, catalog.gpus, request.batch_size, optimizer=request.optimizer,
                    dataset_size=request.dataset_size, efficiency=efficiency or DEFAULT)
    matched = frozenset(spec.name for spec in (match_detected(catalog, info) for info in detected) if spec)
    return AdvisorResult(request, advice, explain(advice), {gpu.name: gpu for gpu in catalog.gpus}, matched,
                         tuple(catalog.problems), user_catalog_path(), sum(1 for gpu in catalog.gpus if gpu.user_added))


def check_on_cpu(result: AdvisorResult) -> dict[str, Any]:
    """One real training step of the request on this CPU beside the memory estimate for the CPU: the check of the
    estimate's published accuracy (`advise --measure`)."""
    from dashboard.advisor.memory import estimate_memory
    from dashboard.advisor.real_step import measure_step

    request = result.request
    arguments = request.profile_arguments()
    model = arguments.pop("model")
    step = measure_step(model, batch_size=request.batch_size, optimizer=request.optimizer, **arguments)
    estimate = estimate_memory(result.advice.profile, request.batch_size, request.optimizer, device_kind="cpu")
    allocated = estimate.peak_bytes - step.before_bytes  # tensors the step itself allocates, by the estimate
    return {
        "device": "cpu",
        "batch_size": request.batch_size,
        "seconds": step.seconds,
        "activations_bytes": {"estimate": estimate.activations_bytes, "measured": step.saved_bytes},
        "peak_bytes": {"estimate": estimate.peak_bytes, "measured": step.peak_bytes},
        "total_bytes": {"estimate": estimate.total_bytes, "measured": step.peak_bytes},
        "rss_growth_bytes": {"estimate": allocated, "measured": step.rss_growth_bytes},
    }


# ---------------------------------------------------------------- measuring this machine


def bench_device(text: str | None, devices: Sequence[str] | None = None) -> str:
    """The device to benchmark: as asked ("cuda" meaning cuda:0), or the first GPU, else the CPU."""
    devices = available_devices() if devices is None else list(devices)
    if text is None:
        return next((d for d in devices if d != "cpu"), "cpu")
    device = "cuda:0" if text.strip().lower() == "cuda" else text.strip().lower()
    if device not in devices:
        raise UserError(f"device '{text}' is not available here: choose one of {', '.join(devices)}")
    return device


class BenchmarkRun:
    """Iterate to measure one device: its Peaks first, then each BenchResult, then (with a model request) the
    model's ModelPoint timed there and, on a catalogue GPU, the Efficiency it reached. Cancel through ``control``.
    """

    def __init__(self, device: str, inventory: Inventory | None = None, quick: bool = False,
                 control: RunControl | None = None, model: AdviceRequest | None = None) -> None:
        self.device = device
        self.inventory = inventory
        self.quick = quick
        self.control = control or RunControl()
        self.model_note = why_model_cannot_run(model, device) if model is not None else ""
        """Why the requested model is not timed here ("" when it is, or none was requested)."""
        self.model = None if self.model_note else model
        self.device_name = device
        self.peaks: Peaks | None = None
        self.problems: tuple[str, ...] = ()
        """What was wrong in the user's catalogue file, which the peaks of a GPU come from."""

    @property
    def planned(self) -> int:
        """Measurements this run makes (the progress bar's length)."""
        from dashboard.advisor.microbench import planned_tests

        return len(planned_tests(self.device, self.quick)) + (1 if self.model else 0)

    def __iter__(self) -> Iterator[Peaks | BenchResult | ModelPoint | Efficiency]:
        from dashboard.advisor.microbench import iter_benchmarks

        self.peaks = self._read_peaks()
        yield self.peaks
        yield from iter_benchmarks(self.device, self.peaks, quick=self.quick, control=self.control)
        if self.model is not None and not self.control.stopped:
            yield from self._time_model(self.model)

    def _read_peaks(self) -> Peaks:
        """The device's peaks: the CPU needs only its own facts; a GPU the inventory and the catalogue."""
        from dashboard.advisor.peaks import catalogue_matcher, peaks_for_device

        if self.device == "cpu" and self.inventory is None:
            from dashboard.hardware.cpu import read_cpu_info

            cpu = read_cpu_info()
            self.device_name = cpu.brand
            return peaks_for_device(self.device, cpu)
        if self.inventory is None:
            from dashboard.hardware.inventory import read_inventory_once

            self.inventory = read_inventory_once()
        match, self.problems = catalogue_matcher()
        self.device_name = self._name(self.inventory)
        return peaks_for_device(self.device, self.inventory.cpu, self.inventory.gpus, match)

    def _name(self, inventory: Inventory) -> str:
        if self.device == "cpu":
            return inventory.cpu.brand
        if self.device.startswith("cuda"):
            import torch

            return str(torch.cuda.get_device_name(self.device))
        return "Apple GPU"

    def _time_model(self, request: AdviceRequest) -> Iterator[ModelPoint | Efficiency]:
        from dashboard.advisor.device_match import gpu_for_torch_device
        from dashboard.advisor.peaks import catalogue_matcher
        from dashboard.advisor.placement import calibration, measure_model_point
        from dashboard.advisor.profile import profile_model
        from dashboard.experiments.sweep import SweepCancelled

        profile = profile_model(**request.profile_arguments())
        try:
            point = measure_model_point(profile, self.device, request.batch_size, request.optimizer,
                                        control=self.control)
        except SweepCancelled:
            return
        yield point
        gpus = self.inventory.gpus if self.inventory else ()
        info = gpu_for_torch_device(self.device, gpus)[0] if self.device != "cpu" else None
        match, _ = catalogue_matcher()
        efficiency = calibration(point, profile, request.batch_size, request.optimizer,
                                 match(info) if info is not None and match is not None else None)
        if efficiency is not None:
            yield efficiency


def why_model_cannot_run(request: AdviceRequest, device: str) -> str:
    """"" when the request's model can train on ``device``, else a sentence saying why it is not timed there."""
    try:
        validate(request.lab_config(device), devices=[device])
    except UserError as err:
        return f" Your model is not timed here: {err}."
    return ""
