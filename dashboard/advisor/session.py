"""The Advisor from request to answer, the same for `dl-dashboard advise` / `bench` and the Advisor page.

An ``AdviceRequest`` is checked by the training lab's own rules, profiled (a traced step) and judged against every
catalogue GPU into an ``AdvisorResult``; a ``BenchmarkRun`` measures one local device against its peaks and can
time the requested model there, which calibrates every other GPU's estimate. Importing this module is cheap: torch
loads when a request is profiled or a benchmark runs, on the thread that does it.
"""

from __future__ import annotations

import csv
import dataclasses
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dashboard.advisor.bench_progress import BenchProgress, PlannedStep, ProgressTracker
from dashboard.advisor.bench_words import shown_label
from dashboard.advisor.inputs import DEFAULT_DATASET_SIZE, default_image_input
from dashboard.errors import UserError
from dashboard.hardware.records import GpuInfo, Inventory
from dashboard.jsontools import dumps
from dashboard.text import fill, translate
from dashboard.training.choices import PRECISIONS, model_spec
from dashboard.training.config import TrainConfig, available_devices, validate
from dashboard.training.control import RunControl
from dashboard.units import fmt

if TYPE_CHECKING:
    import torch

    from dashboard.advisor.advise import Advice
    from dashboard.advisor.bench_timing import BenchSettings
    from dashboard.advisor.gpu_spec import GpuSpec
    from dashboard.advisor.measured_scaling import MeasuredSource
    from dashboard.advisor.microbench import BenchResult, PlannedTest
    from dashboard.advisor.model_file import ModelFile
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.placement import ModelPoint, ModelTiming, StepEstimate
    from dashboard.advisor.profile import ModelProfile
    from dashboard.advisor.speed import Efficiency
    from dashboard.experiments.sweep import StepHook

PROFILE_S = 2.0
"""Starting the profiler (CUPTI) and reading its events, before the profiled step's own time: a guess, not yet
timed on a GPU (tests/gpu/test_gpu_measured_scaling.py reports the real figure)."""
PROFILED_STEPS = 3
"""A step under the profiler, counted as this many plain ones."""
MODEL_STEPS = ("model", "profile")
"""The planned steps that time the user's model and profile it; the rest are the micro-benchmarks."""
PREPARE_S = 0.5
"""Reading the peaks and tracing the model, expected before either has happened (often cached by then)."""
UNTRACED_MODEL_S = 10.0
"""The model's timing before its trace says how much work a step is: a placeholder the trace replaces."""
UNKNOWN_STEP_S = 1.0
"""A training step on a device with no known rate: a guess its first step replaces."""
TRUSTED_SHARE = 0.25
"""A measured matmul rate below this share of the peak is not used to foresee the model's steps: on a busy CPU the
small matrices of a quick run are slowed far more than a training step's large ones."""


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
    model_file: ModelFile | None = None
    """A person's own model (`advise --model-file`), profiled in a child process; ``model`` is then its name."""

    @property
    def reads_text(self) -> bool:
        spec = model_spec(self.model)
        return spec is not None and spec.kind == "text"

    def lab_config(self, device: str = "cpu") -> TrainConfig:
        """The training-lab run this request describes, on ``device``."""
        return TrainConfig.for_model(self.model, device=device, batch_size=self.batch_size, optimizer=self.optimizer,
                                     precision=self.precision, freeze=self.freeze,
                                     resolution=None if self.reads_text else self.resolution, allow_download=False)

    def validate(self) -> AdviceRequest:
        """This request if it can be profiled; else UserError with the training lab's own message where one fits."""
        if self.model_file is None:
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
    specs: Mapping[str, GpuSpec]
    """Catalogue entries by name."""
    detected: frozenset[str]
    """Names of the catalogue entries this machine's GPUs match."""
    problems: tuple[str, ...]
    """What was wrong in the user's own catalogue file, in words."""
    user_file: Path
    user_added: int

    @property
    def takeaway(self) -> str:
        """The advice in two sentences to read out, in the reader's language now."""
        from dashboard.advisor.advise import takeaway

        return takeaway(self.advice)

    @property
    def explanation(self) -> str:
        """The paragraph that explains the advice, in the reader's language now (a page asks again when the
        language changes)."""
        from dashboard.advisor.advise import explain

        return explain(self.advice)

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
                   efficiency: Efficiency | None = None, scaled_from: MeasuredSource | None = None) -> AdvisorResult:
    """Profile the request (cached) and judge every catalogue GPU; ``efficiency`` is a local GPU's calibration,
    ``scaled_from`` a step profiled there (used where it measured this request's model)."""
    from dashboard.advisor.advise import advise
    from dashboard.advisor.gpu_catalog import load_catalog, user_catalog_path
    from dashboard.advisor.gpu_matching import match_detected
    from dashboard.advisor.profile import profile_model
    from dashboard.advisor.speed import DEFAULT

    request.validate()
    catalog = load_catalog()
    profile = (request.model_file.profile(request.precision) if request.model_file is not None
               else profile_model(**request.profile_arguments()))
    advice = advise(profile, catalog.gpus, request.batch_size, optimizer=request.optimizer,
                    dataset_size=request.dataset_size, efficiency=efficiency or DEFAULT,
                    scaled_from=scaled_from if scaled_from is not None and scaled_from.applies_to(request) else None)
    matched = frozenset(spec.name for spec in (match_detected(catalog, info) for info in detected) if spec)
    return AdvisorResult(request, advice, {gpu.name: gpu for gpu in catalog.gpus}, matched,
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

    Every step has an expected duration (``steps``, ``expected_seconds``): the micro-benchmarks' from their timing
    settings and the device's peaks, then from the sizes already measured; the model's from its traced FLOPs per
    sample at half the device's matmul rate, then from its own training steps as they end. ``progress()`` reads
    how far the run has got by those seconds, from any thread.
    """

    def __init__(self, device: str, inventory: Inventory | None = None, quick: bool = False,
                 control: RunControl | None = None, model: AdviceRequest | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.device = device
        self.inventory = inventory
        self.quick = quick
        self.control = control or RunControl()
        self.model_note = why_model_cannot_run(model, device) if model is not None else ""
        """Why the requested model is not timed here, a sentence ("" when it is, or none was requested)."""
        self.model = None if self.model_note else model
        self.device_name = device
        self.peaks: Peaks | None = None
        self.problems: tuple[str, ...] = ()
        """What was wrong in the user's catalogue file, which the peaks of a GPU come from."""
        self.profile: ModelProfile | None = None
        """The model's traced step, once ``prepare`` has run."""
        self.step_estimate: StepEstimate | None = None
        """The model's training step as now foreseen (seconds and the rate behind them)."""
        self.results: list[BenchResult] = []
        self.planned_seconds = 0.0
        """The whole run as foreseen once the peaks were read and the model traced (0 before)."""
        self._settings: BenchSettings | None = None
        self._tests: list[PlannedTest] = []
        self.tracker = ProgressTracker(self._plan_steps(), clock)

    # ------------------------------------------------------------------ the plan and its durations

    @property
    def planned(self) -> int:
        """Measurements this run makes: one per micro-benchmark, and the model."""
        return len(self._tests) + (1 if self.model else 0)

    @property
    def steps(self) -> tuple[PlannedStep, ...]:
        """The run's steps with their expected seconds: the prepare step, each test, the model."""
        return self.tracker.steps

    @property
    def expected_seconds(self) -> float:
        """The whole run as now foreseen."""
        return self.tracker.expected_total_s

    @property
    def tests_seconds(self) -> float:
        """The micro-benchmarks alone (and reading the peaks), as now foreseen."""
        return sum(step.expected_s for step in self.steps if step.kind not in MODEL_STEPS)

    @property
    def model_seconds(self) -> float:
        """Timing the model (and profiling it on a GPU) alone, as now foreseen (0 without a model)."""
        return sum(step.expected_s for step in self.steps if step.kind in MODEL_STEPS)

    @property
    def timing(self) -> ModelTiming:
        from dashboard.advisor.placement import model_timing

        return model_timing(self.quick)

    def progress(self) -> BenchProgress:
        """How far the run has got, by expected seconds; safe to call from another thread."""
        return self.tracker.snapshot()

    def prepare(self) -> Peaks:
        """Read the device's peaks and trace the model (once), and plan every step's duration from them."""
        if self.peaks is None:
            self.peaks = self._read_peaks()
        if self.model is not None and self.profile is None:
            from dashboard.advisor.profile import profile_model

            self.profile = profile_model(**self.model.profile_arguments())
        self.tracker.replan(self._plan_steps())
        return self.peaks

    def _plan_steps(self) -> list[PlannedStep]:
        from dashboard.advisor import microbench

        if self._settings is None:
            self._settings = microbench.default_settings(self.device, self.quick)
            self._tests = microbench.plan(self.device, self.quick, self._settings)
        copy = self.inventory.memory.copy_bandwidth_gbps if self.inventory and self.device == "cpu" else None
        what = translate("Advisor", "reading the peaks and tracing the model") if self.model else \
            translate("Advisor", "reading the peaks")
        steps = [PlannedStep(what, PREPARE_S, "prepare")]
        steps += [PlannedStep(shown_label(test.test, test.dtype, test.size, test.host_memory),
                              microbench.expected_seconds(test, self._settings, self.peaks, copy, self.results))
                  for test in self._tests]
        if self.model is not None:
            steps.append(PlannedStep(fill(translate("Advisor", "timing {model}"), model=self.model.model),
                                     self._model_plan_seconds(), "model"))
            if self.device.startswith("cuda"):  # then one more step under the profiler, to scale from
                step_s = self.step_estimate.seconds if self.step_estimate else UNKNOWN_STEP_S
                steps.append(PlannedStep(fill(translate("Advisor", "profiling a step of {model} per operator"),
                                              model=self.model.model), PROFILE_S + PROFILED_STEPS * step_s, "profile"))
        return steps

    def _model_plan_seconds(self) -> float:
        """The model's timing from its profile and the best rate known now; a rough guess before the trace."""
        from dashboard.advisor.placement import expected_timing_seconds

        if self.profile is None or self.model is None:
            return UNTRACED_MODEL_S
        self.step_estimate = self._step_estimate()
        return expected_timing_seconds(self.profile, self.model.batch_size, self.timing,
                                       self.step_estimate.seconds)

    def _step_estimate(self) -> StepEstimate:
        """A training step at half the measured matmul rate of the model's precision, else half the peak."""
        from dashboard.advisor.microbench import best_results
        from dashboard.advisor.placement import StepEstimate, expected_step

        assert self.profile is not None and self.model is not None
        dtype = self.profile.precision
        best = best_results(self.results)
        matmuls = [r for r in best if r.test in ("matmul", "cpu-gemm") and r.achieved and r.dtype == dtype]
        copies = [r.achieved for r in best if r.test == "copy" and r.achieved]
        bandwidth = (max(copies) if copies else self.peaks.bandwidth_gbps if self.peaks else None) or (
            self.inventory.memory.copy_bandwidth_gbps if self.inventory and self.device == "cpu" else None)
        peak: float | None = getattr(self.peaks, f"{dtype}_tflops", None) if self.peaks else None
        fp32 = self.peaks.fp32_tflops if self.peaks else None
        tflops: float | None = peak or fp32
        what = fill(translate("Advisor", "the estimated {precision} peak") if self.device == "cpu" else
                    translate("Advisor", "the {precision} peak"), precision=dtype if peak else "fp32")
        if matmuls:
            top = max(matmuls, key=lambda r: r.achieved or 0.0)
            measured = (top.achieved or 0.0) / (1000.0 if top.unit == "GFLOPS" else 1.0)
            if tflops is None or measured >= TRUSTED_SHARE * tflops:
                tflops = measured
                what = fill(translate("Advisor", "the {precision} matmul measured just before"), precision=dtype)
            else:  # small matrices on a busy machine: their rate says little about a step's large ones
                what = fill(translate("Advisor", "{peak} (the matmuls measured only {rate}: other load?)"),
                            peak=what, rate=fmt(measured * 1000, "GFLOPS"))
        estimate = expected_step(self.profile, self.model.batch_size, tflops, bandwidth, what)
        return estimate if estimate.seconds > 0 else StepEstimate(UNKNOWN_STEP_S,
                                                                  translate("Advisor", "no rate known: a guess"))

    def _refine(self) -> None:
        """After a result (before the next step begins): the tests not yet run and the model, foreseen from what
        was just measured."""
        self.tracker.replan(self._plan_steps())

    # ------------------------------------------------------------------ the run

    def __iter__(self) -> Iterator[Peaks | BenchResult | ModelPoint | Efficiency | MeasuredSource]:
        from dashboard.advisor.microbench import iter_benchmarks

        self.tracker.start()
        try:
            peaks = self.prepare()
            self.planned_seconds = self.tracker.snapshot().expected_total_s
            self.tracker.next_step()
            yield peaks
            for result in iter_benchmarks(self.device, peaks, quick=self.quick, control=self.control,
                                          settings=self._settings):
                self.results.append(result)
                self._refine()
                self.tracker.next_step()
                yield result
            if self.model is not None and not self.control.stopped:
                yield from self._time_model(self.model)
        finally:
            self.tracker.finish()

    def _read_peaks(self) -> Peaks:
        """The device's peaks: the CPU needs only its own facts; a GPU the inventory and the catalogue."""
        from dashboard.advisor.peaks import catalogue_matcher, peaks_for_device

        if self.device == "cpu" and self.inventory is None:
            from dashboard.hardware.cpu import read_cpu_info_fast

            cpu = read_cpu_info_fast()
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

    def _time_model(self, request: AdviceRequest) -> Iterator[ModelPoint | Efficiency | MeasuredSource]:
        from dashboard.advisor.placement import StepClock
        from dashboard.experiments.sweep import SweepCancelled

        assert self.profile is not None
        tracker, steps = self.tracker, StepClock(self.timing)
        began = tracker.clock()

        def on_step(warmup: bool, seconds: float) -> None:
            steps.step(warmup, seconds)
            tracker.expect_current(tracker.clock() - began + steps.seconds_left(), steps.describe())

        try:
            point, efficiency, source = time_and_profile(self.profile, request, self.device, self.inventory,
                                                         self.timing, self.control, on_step, tracker.next_step)
        except SweepCancelled:
            return
        tracker.next_step()
        yield from (item for item in (point, efficiency, source) if item is not None)


def time_and_profile(profile: ModelProfile, request: AdviceRequest, device: str, inventory: Inventory | None,
                     timing: ModelTiming, control: RunControl | None = None, on_step: StepHook | None = None,
                     on_profiling: Callable[[], None] | None = None
                     ) -> tuple[ModelPoint, Efficiency | None, MeasuredSource | None]:
    """The model's training steps timed on ``device``; then, on a catalogue GPU, its calibration and its step
    profiled per operator (the source every GPU's speed is scaled from), each None where it does not apply.
    ``on_profiling`` hears when the profiling begins (on a CUDA device, once the timing is done)."""
    from dashboard.advisor.device_match import gpu_for_torch_device
    from dashboard.advisor.measured_scaling import measured_source, profile_on_gpu
    from dashboard.advisor.peaks import catalogue_matcher
    from dashboard.advisor.placement import calibration, measure_model_point

    profiled: list[dict[str, Any] | None] = []

    def profile_the_timed_step(step: Callable[[], None], on: torch.device) -> None:
        if on.type == "cuda" and on_profiling is not None:
            on_profiling()
        profiled.append(profile_on_gpu(step, on))

    point = measure_model_point(profile, device, request.batch_size, request.optimizer, timing, control=control,
                                on_step=on_step, after_timing=profile_the_timed_step)
    info = gpu_for_torch_device(device, inventory.gpus if inventory else ())[0] if device != "cpu" else None
    match, _ = catalogue_matcher()
    spec = match(info) if info is not None and match is not None else None
    efficiency = calibration(point, profile, request.batch_size, request.optimizer, spec)
    source = measured_source(profiled[0] if profiled else None, spec, request, point.samples_per_second)
    return point, efficiency, source


def why_model_cannot_run(request: AdviceRequest, device: str) -> str:
    """"" when the request's model can train on ``device``, else a sentence saying why it is not timed there."""
    if request.model_file is not None:  # the lab trains its own and torchvision's models, not a file's
        return translate("Advisor", "Your model is not timed here: a model from a file is traced for the estimate, "
                                    "but the benchmarks time the lab's and torchvision's models only.")
    try:
        validate(request.lab_config(device), devices=[device])
    except UserError as err:
        return fill(translate("Advisor", "Your model is not timed here: {reason}."), reason=err)
    return ""
