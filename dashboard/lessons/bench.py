"""The lessons built on the advisor's micro-benchmarks: a matmul on each device beside its peak (lesson 1), and the
measured matmul, copy and model on a roofline with a GDDR and an HBM GPU beside it (lesson 6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from dashboard.lessons.estimates import GDDR_AND_HBM, catalogue_gpus, estimate_label, reference_gpu, shown_label
from dashboard.lessons.lab import Findings, Lab, Script, Step
from dashboard.lessons.readings import busy_sentence, estimate_warning
from dashboard.text import fill, join, say, translate

if TYPE_CHECKING:
    from dashboard.advisor.gpu_spec import GpuSpec

GEMM_SHARE = 0.83
"""Estimated matmul without a GPU: the share of fp32 peak dense matmul reaches on recent NVIDIA GPUs (the advisor's
GEMM_FRACTION)."""


def _bench(lab: Lab, device: str, model: Any = None) -> Generator[Step, None, tuple[Any, list[Any]]]:
    """One quick BenchmarkRun, yielding progress per result; the run (results, peaks, model point) is returned."""
    from dashboard.advisor.session import BenchmarkRun
    from dashboard.experiments.noise import OtherCpuMeter

    run = BenchmarkRun(device, quick=True, control=lab.control, model=model)
    load = OtherCpuMeter()
    load.start()
    items = []
    for item in run:
        items.append(item)
        yield lab.progress(_bench_step(getattr(item, "label", "") or "", device))
    lab.cpu_load.append(load.stop() or 0.0)
    return run, items


def _bench_step(label: str, device: str) -> str:
    """"matmul fp32 n=512 on cpu", or "peaks on cpu" for the device's peaks (which have no label)."""
    if label:
        return say(lambda: fill(translate("Lessons", "{benchmark} on {device}"), benchmark=label, device=device))
    return say(lambda: fill(translate("Lessons", "peaks on {device}"), device=device))


def _best_gflops(run: Any, dtype: str = "fp32") -> float | None:
    from dashboard.advisor.microbench import best_results

    found = [r for r in best_results(run.results) if r.test in ("matmul", "cpu-gemm") and r.dtype == dtype]
    if not found:
        return None
    return max((r.achieved or 0.0) * (1.0 if r.unit == "GFLOPS" else 1000.0) for r in found)


def _copy_gbps(run: Any) -> float | None:
    copies = [r.achieved for r in run.results if r.test == "copy" and r.status == "ok" and r.achieved]
    return max(copies) if copies else None


def spec_row(name: str, device: str, cores: int | None, lanes_per_core: int | None, clock_ghz: float | None,
             bandwidth_gbps: float | None, peak_gflops: float | None, estimate: bool) -> dict[str, Any]:
    """One device's column of the side-by-side: a CPU's cores with their SIMD lanes, a GPU's streaming
    multiprocessors with theirs, so "lanes in all" compares like with like."""
    lanes = cores * lanes_per_core if cores and lanes_per_core else None
    return {"name": name, "device": device, "cores": cores, "fp32_lanes_per_core": lanes_per_core,
            "fp32_lanes": lanes, "clock_ghz": clock_ghz, "bandwidth_gbps": bandwidth_gbps,
            "peak_gflops": peak_gflops, "estimate": estimate}


def catalogue_spec_row(gpu: GpuSpec, estimate: bool) -> dict[str, Any]:
    """A catalogue GPU's column; its clock is the one its fp32 peak implies (peak / 2 FLOPs per lane / lanes)."""
    sms = gpu.streaming_multiprocessors()
    cores, per_core = sms if sms else (None, None)
    lanes = cores * per_core if cores and per_core else None
    clock = gpu.fp32_tflops * 1000 / (2 * lanes) if lanes else None
    return spec_row(estimate_label(gpu.name) if estimate else gpu.name, "gpu", cores, per_core, clock,
                    gpu.bandwidth_gbps, gpu.fp32_tflops * 1000, estimate)


def local_gpu_spec_row(device: str, name: str, peak_gflops: float | None) -> dict[str, Any]:
    """The GPU in use: its SMs and lanes from the driver (CUDA), clock and bandwidth from its catalogue entry."""
    import torch

    from dashboard.advisor.gpu_catalog import load_catalog
    from dashboard.advisor.gpu_matching import match_gpu
    from dashboard.hardware.nvidia_specs import cuda_cores_per_sm

    if not device.startswith("cuda"):
        return spec_row(name, device, None, None, None, None, peak_gflops, False)
    props = torch.cuda.get_device_properties(torch.device(device))
    spec = match_gpu(load_catalog(), props.name, memory_bytes=props.total_memory)
    row = catalogue_spec_row(spec, estimate=False) if spec else {}
    return spec_row(name, device, props.multi_processor_count, cuda_cores_per_sm(props.major, props.minor),
                    row.get("clock_ghz"), row.get("bandwidth_gbps"), peak_gflops or row.get("peak_gflops"), False)


def cpu_vs_gpu(lab: Lab, found: Findings) -> Script:
    from dashboard.hardware.cpu import read_cpu_info_fast

    devices = ["cpu"] + ([lab.gpu] if lab.gpu else [])
    lab.plan(11 * len(devices))
    cpu = read_cpu_info_fast()
    specs: list[dict[str, Any]] = []
    matmul = []
    for device in devices:
        run, _ = yield from _bench(lab, device)
        peak = run.peaks.fp32_tflops * 1000 if run.peaks and run.peaks.fp32_tflops else None
        matmul.append({"device": device, "name": run.device_name, "gflops": _best_gflops(run), "peak_gflops": peak,
                       "copy_gbps": _copy_gbps(run), "estimate": False})
        if device == "cpu":  # an FMA is two FLOPs per lane
            specs.append(spec_row(cpu.brand, "cpu", cpu.physical_cores or cpu.logical_cores,
                                  (cpu.fp32_flops_per_cycle_per_core or 0) // 2 or None,
                                  (cpu.max_mhz or cpu.base_mhz or 0) / 1000 or None, _copy_gbps(run),
                                  cpu.peak_fp32_gflops, False))
        else:
            specs.append(local_gpu_spec_row(device, run.device_name, peak))
    if lab.gpu is None:
        gpu = reference_gpu()
        specs.append(catalogue_spec_row(gpu, estimate=True))
        matmul.append({"device": "gpu", "name": estimate_label(gpu.name), "gflops": gpu.fp32_tflops * 1000 * GEMM_SHARE,
                       "peak_gflops": gpu.fp32_tflops * 1000, "copy_gbps": None, "estimate": True})
        name = gpu.name
        found.note = say(lambda: fill(translate("Lessons", "No GPU here: the CPU was measured; the {gpu} is shown from "
                                                           "its published numbers (estimate), its matmul at "
                                                           "{share:.0%} of its fp32 peak."),
                                      gpu=name, share=GEMM_SHARE))
    found.figures["specs"] = specs
    found.figures["matmul"] = matmul
    load, estimated = list(lab.cpu_load), lab.gpu is None
    found.takeaway = say(lambda: matmul_takeaway(matmul))
    found.details = say(lambda: join(*_matmul_sentences(matmul), busy_sentence(load),
                                     estimate_warning() if estimated else ""))


ABOVE_PEAK = 1.05
"""A measurement this far above the computed peak says the peak is wrong, not that the processor beat it."""


def _matmul_sentence(name: str, gflops: float, peak: float | None, estimate: bool) -> str:
    """What one device did on the matmul, against its peak where it has one; a measurement above the computed peak
    blames the peak."""
    share = gflops / peak if peak else None
    if estimate:
        template = (translate("Lessons", "{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul.")
                    if share is None else
                    translate("Lessons", "{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul, "
                                         "{share:.0%} of its peak."))
    elif share is None:
        template = translate("Lessons", "{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul.")
    elif share > ABOVE_PEAK:
        template = translate("Lessons", "{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of the "
                                        "peak computed from the clock it reports: it ran at a higher clock than that "
                                        "(turbo boost, which a virtual machine often hides), so that peak is too low.")
    else:
        template = translate("Lessons", "{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its "
                                        "peak.")
    return fill(template, name=name, gflops=gflops, share=share)


def matmul_takeaway(matmul: list[dict[str, Any]]) -> str:
    """How many times the CPU's matmul rate the other device reached (or would reach: an estimate), or the CPU's
    own rate against its peak when it is alone."""
    measured = [row for row in matmul if row["gflops"] and not row["estimate"]]
    if not measured:
        return translate("Lessons", "No matmul could be measured here: the details say why.")
    base = measured[0]
    others = [row for row in matmul if row["gflops"] and row is not base]
    if not others:
        if base["peak_gflops"]:
            return fill(translate("Lessons", "This processor reached {gflops:,.0f} GFLOPS on a matmul, {share:.0%} of "
                                             "its computed peak."), gflops=base["gflops"],
                        share=base["gflops"] / base["peak_gflops"])
        return fill(translate("Lessons", "This processor reached {gflops:,.0f} GFLOPS on a matmul."),
                    gflops=base["gflops"])
    other = max(others, key=lambda row: row["gflops"])
    values = {"gpu": shown_label(other["name"]), "ratio": other["gflops"] / base["gflops"], "gflops": other["gflops"],
              "cpu": base["gflops"]}
    if other["estimate"]:
        return fill(translate("Lessons", "A {gpu} would multiply matrices about {ratio:,.0f}x as fast as this CPU: "
                                         "{gflops:,.0f} against {cpu:,.0f} GFLOPS."), **values)
    return fill(translate("Lessons", "The {gpu} multiplied matrices {ratio:,.0f}x as fast as the CPU: {gflops:,.0f} "
                                     "against {cpu:,.0f} GFLOPS."), **values)


def _matmul_sentences(matmul: list[dict[str, Any]]) -> list[str]:
    sentences = [_matmul_sentence(shown_label(row["name"]), row["gflops"], row["peak_gflops"], row["estimate"])
                 for row in matmul if row["gflops"] is not None]
    measured = [row for row in matmul if row["gflops"] and not row["estimate"]]
    others = [row for row in matmul if row["gflops"] and row is not measured[0]] if measured else []
    if measured and others:
        base = measured[0]
        for row in others:
            template = (translate("Lessons", "That is {ratio:,.0f}x the CPU's rate (estimate): thousands of lanes "
                                             "working on independent pieces of the same matrices.")
                        if row["estimate"] else
                        translate("Lessons", "That is {ratio:,.0f}x the CPU's rate: thousands of lanes working on "
                                             "independent pieces of the same matrices."))
            sentences.append(fill(template, ratio=row["gflops"] / base["gflops"]))
    return sentences


def roofline(lab: Lab, found: Findings) -> Script:
    from dashboard.advisor.microbench import measured_roofline
    from dashboard.advisor.session import AdviceRequest

    device = lab.gpu or "cpu"
    lab.plan(12)
    request = AdviceRequest(model="simple-cnn", batch_size=8 if lab.tiny else 64)
    run, items = yield from _bench(lab, device, model=request)
    from dashboard.advisor.placement import ModelPoint

    roof = measured_roofline(device, run.peaks, run.results)
    model = next((item for item in items if isinstance(item, ModelPoint)), None)
    matmul, copy = _best_gflops(run), _copy_gbps(run)
    ridge = matmul / copy if matmul and copy else None
    gpus: list[dict[str, Any]] = [
        {"name": estimate_label(g.name), "memory_type": g.memory_type, "bandwidth_gbps": g.bandwidth_gbps,
         "fp32_tflops": g.fp32_tflops, "ridge_flops_per_byte": g.fp32_tflops * 1000 / g.bandwidth_gbps}
        for g in catalogue_gpus(GDDR_AND_HBM)]
    found.figures["roofline"] = {
        "device": device, "unit": roof.unit, "matmul_gflops": matmul, "copy_gbps": copy, "ridge_flops_per_byte": ridge,
        "roofs": [list(r) for r in roof.roofs], "matmuls": [list(p) for p in roof.points],
        "model": None if model is None else {"label": model.label, "intensity": model.intensity,
                                             "gflops": model.achieved_tflops * 1000,
                                             "samples_per_second": model.samples_per_second},
        "gpus": gpus}
    if lab.gpu is None:
        found.note = say(lambda: translate("Lessons", "No GPU here: the CPU was measured; the GDDR and HBM GPUs are "
                                                      "shown from their published numbers."))
    model_point = None if model is None else (model.intensity, model.achieved_tflops * 1000)
    load = list(lab.cpu_load)
    found.takeaway = say(lambda: roofline_takeaway(ridge, model_point))
    found.details = say(lambda: join(*_roofline_sentences(device, matmul, copy, model_point, gpus),
                                     busy_sentence(load), estimate_warning() if gpus else ""))


def roofline_takeaway(ridge: float | None, model: tuple[float, float] | None) -> str:
    """Which side of this device's ridge the model sits on, and so what limits it; ``model`` is (FLOPs per byte,
    GFLOPS)."""
    if ridge is None:
        return translate("Lessons", "The matmul or the copy could not be measured here, so there is no ridge to "
                                    "place the model against.")
    if model is None:
        return fill(translate("Lessons", "On this device, work below about {ridge:.0f} FLOPs per byte waits for "
                                         "memory; above it, for arithmetic."), ridge=ridge)
    intensity, _ = model
    template = (translate("Lessons", "The model does {intensity:.0f} FLOPs per byte, below this device's ridge of "
                                     "{ridge:.0f}: memory bandwidth limits it (bandwidth-bound).")
                if intensity < ridge else
                translate("Lessons", "The model does {intensity:.0f} FLOPs per byte, above this device's ridge of "
                                     "{ridge:.0f}: arithmetic limits it (compute-bound)."))
    return fill(template, intensity=intensity, ridge=ridge)


def _roofline_sentences(device: str, matmul: float | None, copy: float | None,
                        model: tuple[float, float] | None, gpus: list[dict[str, Any]]) -> list[str]:
    """Where this device turns from waiting for memory to waiting for arithmetic, where the model sits, and where
    the catalogue's GDDR and HBM GPUs turn; ``model`` is (FLOPs per byte, GFLOPS)."""
    sentences = []
    ridge = matmul / copy if matmul and copy else None
    if matmul and copy and ridge:
        template = (translate("Lessons", "This CPU measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on "
                                         "a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.")
                    if device == "cpu" else
                    translate("Lessons", "This {device} measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s "
                                         "on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory "
                                         "here."))
        sentences.append(fill(template, device=device, matmul=matmul, copy=copy, ridge=ridge))
    if model is not None and ridge:
        intensity, gflops = model
        template = (translate("Lessons", "The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} "
                                         "GFLOPS: on this device it sits on the bandwidth-bound side.")
                    if intensity < ridge else
                    translate("Lessons", "The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} "
                                         "GFLOPS: on this device it sits on the compute-bound side."))
        sentences.append(fill(template, intensity=intensity, gflops=gflops))
    for gpu in gpus:
        sentences.append(fill(translate("Lessons", "{gpu} ({memory}, {bandwidth:,.0f} GB/s) turns at {ridge:.0f} "
                                                   "FLOPs per byte."),
                              gpu=shown_label(gpu["name"]), memory=gpu["memory_type"], bandwidth=gpu["bandwidth_gbps"],
                              ridge=gpu["ridge_flops_per_byte"]))
    return sentences
