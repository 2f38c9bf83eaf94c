"""The model's timed and profiled step, kept in a benchmarks recording and read back on another machine.

A recording of Measured vs peak made on a GPU server holds its peaks and results, the model's timed point, the
calibration it gave and the step profiled per operator; replayed on a laptop, the Advisor scales every GPU from the
server's step, as it did there, and says the step was recorded, not measured on the laptop. The step keeps its GPU's
whole specification, so the laptop's catalogue (or the user's own file) does not change what it scales from.
"""

from __future__ import annotations

import dataclasses
import math
import typing
from typing import TYPE_CHECKING, Any

from dashboard.advisor.measured_scaling import SCALED_SOURCE, MeasuredSource, recorded_efficiency
from dashboard.advisor.placement import ModelPoint
from dashboard.advisor.scaling import SourceStep
from dashboard.advisor.speed import CALIBRATED_SOURCE, DEFAULT_SOURCE, Efficiency
from dashboard.typed_json import WrongType, describe_value, record_from_json, value_from_json

if TYPE_CHECKING:
    from dashboard.advisor.session import AdviceRequest

MODEL_POINT, CALIBRATION, MEASURED_SOURCE = "model_point", "calibration", "measured_source"
"""The event kinds of a benchmarks recording's model lines (beside "peaks" and "bench")."""
MODEL_LINES = (MODEL_POINT, CALIBRATION, MEASURED_SOURCE)

Recorded = ModelPoint | Efficiency | MeasuredSource
KNOWN_SOURCES = frozenset((DEFAULT_SOURCE, CALIBRATED_SOURCE, SCALED_SOURCE))
"""The templates a calibration line may name (they are filled in with its figures when shown)."""


def model_line(item: object) -> dict[str, Any] | None:
    """A recording's event line for the model's point, its calibration or its profiled step; None for others."""
    if isinstance(item, ModelPoint):
        return {"event": MODEL_POINT, **dataclasses.asdict(item)}
    if isinstance(item, Efficiency):
        return {"event": CALIBRATION, **dataclasses.asdict(item)}
    if isinstance(item, MeasuredSource):
        if item.request.model_file is not None:
            return None  # never timed: the benchmarks time the lab's and torchvision's models only
        request = {key: value for key, value in dataclasses.asdict(item.request).items() if key != "model_file"}
        return {"event": MEASURED_SOURCE, "step": dataclasses.asdict(item.step), "request": request}
    return None


def from_model_line(record: dict[str, Any], where: str = "the model's line") -> Recorded:
    """What a model line recorded, marked as recorded (its texts say so); WrongType saying why it cannot be."""
    kind = record.get("event")
    if kind == MODEL_POINT:
        point: ModelPoint = record_from_json(ModelPoint, record, where=where, ignore=("event",))
        return point
    if kind == CALIBRATION:
        efficiency: Efficiency = record_from_json(Efficiency, record, where=where, ignore=("event",))
        if efficiency.source not in KNOWN_SOURCES:  # a template the window fills in: only its own
            raise WrongType(f"{where}: the calibration's source is not one this app writes")
        if not 0 < efficiency.low <= efficiency.middle <= efficiency.high:
            raise WrongType(f"{where}: the calibration's range {efficiency.low:g}-{efficiency.high:g} around "
                            f"{efficiency.middle:g} is not a range of positive factors")
        return recorded_efficiency(efficiency)
    if kind == MEASURED_SOURCE:
        step: SourceStep = record_from_json(SourceStep, record.get("step"), where=f"{where}: the step")
        _check_step(step, where)
        return MeasuredSource(step, _request(record.get("request"), f"{where}: the request"), recorded=True)
    raise WrongType(f"{where} is not a model line")


def _request(data: Any, where: str) -> AdviceRequest:
    """The AdviceRequest the step measured (a model the lab trains; never a model file, which is not timed)."""
    from dashboard.advisor.model_file import ModelFile
    from dashboard.advisor.session import AdviceRequest

    if not isinstance(data, dict):
        raise WrongType(f"{where} is {describe_value(data)}, not an object")
    if data.get("model_file") is not None:
        raise WrongType(f"{where} names a model file: the benchmarks do not time one")
    hints = typing.get_type_hints(AdviceRequest, localns={"ModelFile": ModelFile})
    values = {name: value_from_json(hints[name], value, f"{where}: {name}") for name, value in data.items()
              if name in hints and name != "model_file"}
    request: AdviceRequest = AdviceRequest(**values)
    if request.batch_size < 1:
        raise WrongType(f"{where}: batch size {request.batch_size} is not 1 or more")
    return request


def _check_step(step: SourceStep, where: str) -> None:
    """The profiled step's times are times: finite, positive where they divide, none negative."""
    times = [step.host_s, *(group.device_s for group in step.groups)]
    if step.measured_step_s is not None:
        times.append(step.measured_step_s)
    if step.batch_size < 1 or not step.groups or not all(math.isfinite(t) and t >= 0 for t in times):
        raise WrongType(f"{where}: the profiled step holds no operators, a batch below 1 or a time that is not one")
    if step.measured_step_s is not None and not step.measured_step_s > 0:
        raise WrongType(f"{where}: the timed step took {step.measured_step_s:g} s")


def recorded_bases(events: list[dict[str, Any]]) -> tuple[Efficiency | None, MeasuredSource | None]:
    """The last calibration and profiled step a benchmarks recording's events hold (each None if it has none),
    marked as recorded (`advise --scale-from FILE.dlrec`)."""
    efficiency: Efficiency | None = None
    source: MeasuredSource | None = None
    for event in events:
        if event.get("event") in (CALIBRATION, MEASURED_SOURCE):
            item = from_model_line(event)
            if isinstance(item, Efficiency):
                efficiency = item
            elif isinstance(item, MeasuredSource):
                source = item
    return efficiency, source


def describe_request(request: AdviceRequest) -> str:
    """What a profiled step measured, in the words of `advise`'s options (for a step that does not apply)."""
    size = f" --resolution {request.resolution}" if request.resolution is not None else ""
    return (f"--model {request.model} --precision {request.precision} --optimizer {request.optimizer} "
            f"--freeze {'none' if request.freeze == 'full' else request.freeze}{size}")
