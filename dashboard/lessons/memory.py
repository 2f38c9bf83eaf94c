"""Lesson 4: what fills a device's memory, the largest batch that fits, and what running out looks like.

On a GPU the largest batch is searched for real (doubling, then bisecting) until torch raises an out-of-memory
error, which is caught. A CPU has no limit that can be hit safely (the kernel would kill the app), so there the
measured memory of a few batches is shown with the estimated largest batch of catalogue GPUs, labelled.
"""

from __future__ import annotations

from dashboard.experiments.plan import Variant, largest_batch_experiment
from dashboard.experiments.points import SweepPoint
from dashboard.lessons.estimates import catalogue_gpus, estimate_label, shown_label
from dashboard.lessons.lab import Findings, Lab, Script
from dashboard.lessons.readings import busy_sentence
from dashboard.lessons.sweeps import lesson_config, lesson_experiment, measure_points
from dashboard.text import fill, join, say, translate
from dashboard.units import fmt_bytes

MODEL = {"normal": ("resnet18", 64), "tiny": ("simple-cnn", None)}
BREAKDOWN_BATCH = 64
ESTIMATED_GPUS = ("GeForce RTX 3060 12GB", "GeForce RTX 4090", "A100 SXM4 80GB")


def memory_limits(lab: Lab, found: Findings) -> Script:
    model, resolution = MODEL[lab.size]
    config = lesson_config(lab, model=model, resolution=resolution, device=lab.gpu or "cpu")
    if lab.gpu is not None:
        limit = 256 if lab.tiny else None
        experiment = largest_batch_experiment(config, limit=limit)
        lab.plan(experiment.planned_points)
        largest = yield from lab.measure(experiment)
        found.figures["largest_batch"] = None if largest is None else {
            "device": lab.gpu, "measured": largest.largest_fitting, "first_failing": largest.first_failing,
            "tries": [list(t) for t in largest.tries], "estimate": False}
        failing = None if largest is None else largest.first_failing
        fitting = None if largest is None else largest.largest_fitting
        estimates: dict[str, int] = {}
    else:
        sizes = (2, 8) if lab.tiny else (8, 32)
        experiment = lesson_experiment(lab, "Memory", [Variant(f"{model} on cpu", config)], sizes)
        yield from measure_points(lab, found, experiment)
        estimates = _estimated_largest(model, resolution)
        found.figures["largest_batch"] = {"device": "cpu", "measured": None, "estimates": estimates,
                                          "estimate": True}
        found.note = say(lambda: translate("Lessons", "No GPU here: a CPU has no memory limit that can be hit safely "
                                                      "(running out means the system killing the app, not an error "
                                                      "to catch), so the CPU's memory was measured at a few batches "
                                                      "and the largest batch of catalogue GPUs is estimated "
                                                      "(estimate)."))
        failing = fitting = None
    breakdown = _breakdown(model, resolution, lab.gpu is not None)
    found.figures["breakdown"] = breakdown
    points, load, device = list(found.points), list(lab.cpu_load), lab.gpu
    found.takeaway = say(lambda: memory_takeaway(device, failing, fitting, breakdown))
    found.details = say(lambda: join(_breakdown_sentence(breakdown), _growth_sentence(points),
                                     _oom_sentence(device, failing, fitting, estimates), busy_sentence(load, points)))


def memory_takeaway(device: str | None, failing: int | None, fitting: int | None, parts: dict[str, int]) -> str:
    """On a GPU the real out-of-memory error and the largest batch that fitted; elsewhere (or without a failure),
    what stays fixed and what grows with the batch."""
    if device is not None and failing is not None and fitting is not None:
        return fill(translate("Lessons", "Batch {fitting:,} was the largest that fitted on {device}; batch "
                                         "{failing:,} raised a real out-of-memory error."),
                    fitting=fitting, device=device, failing=failing)
    fixed = parts["weights"] + parts["gradients"] + parts["optimizer_state"]
    return fill(translate("Lessons", "Weights, gradients and optimizer state take {fixed} at any batch; activations, "
                                     "{activations} at batch {batch}, grow with it."),
                fixed=fmt_bytes(fixed), activations=fmt_bytes(parts["activations"]), batch=parts["batch_size"])


def _oom_sentence(device: str | None, failing: int | None, fitting: int | None, estimates: dict[str, int]) -> str:
    """The real out-of-memory error a GPU raised, or on a CPU what a GPU would do and the estimated largest
    batches."""
    if device is None:
        batches = "; ".join(fill("{gpu} {batch:,}", gpu=shown_label(name), batch=batch)
                            for name, batch in estimates.items())
        return fill(translate("Lessons", "On a GPU, one batch too many raises torch.cuda.OutOfMemoryError: the step "
                                         "fails, the batch is halved until it fits. Estimated largest batches: "
                                         "{batches}."), batches=batches)
    if failing is None:
        return ""
    return fill(translate("Lessons", "Batch {failing:,} raised a real out-of-memory error on {device}, caught and "
                                     "reported; the largest batch that fitted was {fitting:,}."),
                failing=failing, device=device, fitting=fitting)


def _breakdown(model: str, resolution: int | None, on_gpu: bool) -> dict[str, int]:
    """The advisor's memory estimate at BREAKDOWN_BATCH, broken down by what a person can change (traced, not
    timed: the sizes of the model's own tensors)."""
    from dashboard.advisor.memory import estimate_memory
    from dashboard.advisor.profile import profile_model

    profile = profile_model(model, resolution=resolution, num_classes=10) if resolution else profile_model(model)
    estimate = estimate_memory(profile, BREAKDOWN_BATCH, "adam", "cuda" if on_gpu else "cpu")
    return {"batch_size": BREAKDOWN_BATCH, "weights": estimate.params_bytes + estimate.buffers_bytes,
            "gradients": estimate.gradients_bytes, "optimizer_state": estimate.optimizer_bytes,
            "activations": estimate.activations_bytes, "workspace": estimate.workspace_bytes,
            "framework": estimate.framework_bytes, "total": estimate.total_bytes}


def _estimated_largest(model: str, resolution: int | None) -> dict[str, int]:
    from dashboard.advisor.memory import device_kind, gpu_memory_bytes, max_batch_size
    from dashboard.advisor.profile import profile_model

    profile = profile_model(model, resolution=resolution, num_classes=10) if resolution else profile_model(model)
    return {estimate_label(gpu.name): max_batch_size(profile, "adam", gpu_memory_bytes(gpu), device_kind=device_kind(
        gpu), compute_capability=gpu.compute_capability) for gpu in catalogue_gpus(ESTIMATED_GPUS)}


def _breakdown_sentence(parts: dict[str, int]) -> str:
    fixed = parts["weights"] + parts["gradients"] + parts["optimizer_state"]
    return fill(translate("Lessons", "At batch {batch} with Adam: weights {weights}, gradients {gradients}, optimizer "
                                     "state {optimizer} (together {fixed}, whatever the batch) and activations "
                                     "{activations}, which grow with the batch (sizes of the traced tensors)."),
                batch=parts["batch_size"], weights=fmt_bytes(parts["weights"]), gradients=fmt_bytes(parts["gradients"]),
                optimizer=fmt_bytes(parts["optimizer_state"]), fixed=fmt_bytes(fixed),
                activations=fmt_bytes(parts["activations"]))


def _growth_sentence(points: list[SweepPoint]) -> str:
    measured = sorted((p for p in points if p.status == "ok" and p.peak_memory_bytes), key=lambda p: p.batch_size)
    if len(measured) < 2:
        return ""
    first, last = measured[0], measured[-1]
    return fill(translate("Lessons", "Measured peak memory went from {first} at batch {first_batch} to {last} at "
                                     "batch {last_batch} (the whole process on a CPU)."),
                first=fmt_bytes(first.peak_memory_bytes), first_batch=first.batch_size,
                last=fmt_bytes(last.peak_memory_bytes), last_batch=last.batch_size)

