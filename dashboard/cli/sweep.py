"""`dl-dashboard sweep`: throughput and memory over batch sizes, per device and precision, saved as measured."""

from __future__ import annotations

import argparse
import dataclasses
import os
import textwrap
import time
from pathlib import Path
from typing import Any

from dashboard.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    Commands,
    UsageError,
    add_model_options,
    add_record_option,
    check_output_file,
    config_from_args,
    emit,
    listing,
    obey_stdin,
    positive_number,
    print_json,
    progress,
    stop_on_signals,
    user_rule,
    write_recording_of,
)
from dashboard.cli.remote import add_remote_options, remote_machine
from dashboard.errors import UserError, error_words
from dashboard.experiments.child import ChildExperiment
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import (
    DEFAULT_BATCH_SIZES,
    DEFAULT_SECONDS_PER_POINT,
    MAX_SECONDS_PER_POINT,
    Experiment,
    check_seconds_per_point,
    experiment_from_dict,
    parse_batch_sizes,
    parse_names,
    sweep_experiment,
)
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.presets import PRESETS, preset_experiment
from dashboard.experiments.session import ExperimentSession
from dashboard.experiments.summary import ExperimentSummary
from dashboard.jsontools import dumps
from dashboard.protocol.messages import Error, Event, EventName
from dashboard.protocol.transport import Machine
from dashboard.training.choices import PRECISIONS
from dashboard.training.config import available_devices
from dashboard.units import fmt, fmt_bytes


def add_parser(commands: Commands) -> None:
    sweep = commands.add_parser("sweep", help="throughput and memory over batch sizes, per device and precision")
    add_model_options(sweep, precision_help=f"a comma list of {listing(PRECISIONS)} (default fp32)")
    sweep.add_argument("--devices", help="a comma list, e.g. cpu,cuda:0 (default: cpu; with --preset, every device "
                       "here, as the Experiments page measures it)")
    sweep.add_argument("--batch-sizes", type=user_rule(parse_batch_sizes), default=list(DEFAULT_BATCH_SIZES),
                       help=f"a comma list (default {','.join(map(str, DEFAULT_BATCH_SIZES))})")
    sweep.add_argument("--seconds-per-point", type=user_rule(seconds_per_point),
                       default=DEFAULT_SECONDS_PER_POINT,
                       help=f"measuring time per point, more than 0 and at most {MAX_SECONDS_PER_POINT:g} "
                       f"(default {DEFAULT_SECONDS_PER_POINT:g})")
    sweep.add_argument("--json", nargs="?", const=True, default=False, metavar="PATH",
                       help="print the points and derived batch sizes as JSON on stdout (a PATH here is the old "
                       "spelling of --out)")
    sweep.add_argument("--out", metavar="PATH", help="also write that JSON document to PATH")
    sweep.add_argument("--preset", choices=list(PRESETS), metavar="NAME",
                       help=f"measure one of the Experiments page's comparisons instead: {listing(list(PRESETS))} "
                       "(its own models and batch sizes; --devices and --seconds-per-point apply)")
    add_record_option(sweep, "sweep")
    add_remote_options(sweep, "measure")
    sweep.set_defaults(run=run)


def _default_devices(preset: bool, machine: Machine | None) -> list[str]:
    """A comparison compares every device of the machine that measures, as the Experiments page runs it (the command
    line measured the CPU only, issue 33); a sweep of one model measures the CPU unless told."""
    if not preset:
        return ["cpu"]
    if machine is None:
        return available_devices()
    from dashboard.cli.specs import remote_inventory

    return list(remote_inventory(machine).software.torch_devices)


def sweep_of(args: argparse.Namespace, devices: list[str]) -> Experiment:
    """The experiment the options ask for on ``devices``: a comparison, or a sweep of the model with its settings
    (the Experiments page builds the same one from the same choices)."""
    if args.preset:
        return preset_experiment(args.preset, devices, args.seconds_per_point)
    precisions = parse_names(args.precision, "precision")
    return sweep_experiment(config_from_args(args, device=devices[0], precision=precisions[0]), devices, precisions,
                            args.batch_sizes, args.seconds_per_point)


def seconds_per_point(text: str) -> float:
    return check_seconds_per_point(positive_number(text))


def run(args: argparse.Namespace) -> int:
    out = _out_path(args)
    machine = remote_machine(args)
    devices = (parse_names(args.devices, "device") if args.devices is not None
               else _default_devices(bool(args.preset), machine))
    experiment = sweep_of(args, devices)
    if machine is not None:
        if args.record is not None:
            raise UsageError("--record keeps what this machine measures: give it without --remote")
        session: ExperimentSession | ChildExperiment = ChildExperiment(experiment, machine=machine)
    else:
        experiment = _fitting(experiment)
        session = ExperimentSession(experiment)
        session.prepare()  # a request that cannot run stops here, before anything is measured or saved
    started = time.monotonic()
    with stop_on_signals(session.control) as interruption:  # Ctrl+C or SIGTERM: what was measured is still written
        for point in session:
            assert isinstance(point, SweepPoint)  # a sweep yields points only
            done = len(session.points)
            left = (experiment.planned_points - done) * (time.monotonic() - started) / done
            series = point.label or f"{point.device} {point.precision}"
            where = f"batch {point.batch_size}" if point.seq_len is None else f"sequence length {point.seq_len}"
            progress(f"{done}/{experiment.planned_points} {series} {where}: "
                     f"{_point_text(point)} (ETA at most {fmt(left, 's')})")
    write_recording_of(session.path, args.record, "sweep")
    if isinstance(session, ChildExperiment) and session.path is not None:
        progress(f"dl-dashboard sweep: measured on {session.machine.name}, saved there in {session.path}; a copy "
                 f"here in {session.copy}")
    if interruption.signum is not None:
        progress(f"dl-dashboard sweep: stopped after {len(session.points)} of {experiment.planned_points} points")
    summary = session.summary()
    document = summary.document(model=experiment.variants[0].config.model,
                                dataset=experiment.variants[0].config.dataset,
                                seconds_per_point=experiment.seconds_per_point,
                                saved_in=str(session.path) if session.path else None)
    if out is not None:
        try:
            out.write_text(dumps(document, indent=2), encoding="utf-8")
        except OSError as err:  # checked before measuring, but the disk may have filled or gone since
            progress(f"dl-dashboard sweep: could not write {out}: {err.strerror or err}; the document follows")
            out = None
            args.json = True
    if args.json is True:
        print_json(document)
    else:
        print(format_summary(summary, session.path))
        if out is not None:
            print(f"wrote {out}")
    if session.failure is not None:  # a save failed: the points measured are above, those saved are on disk
        progress(f"dl-dashboard sweep: {session.failure}")
        return EXIT_FAILED
    return interruption.exit_code if interruption.signum is not None else EXIT_OK


def _fitting(experiment: Experiment) -> Experiment:
    """The sweep without the batches that cannot fit in memory, named in one line; none left is refused in it."""
    from dashboard.advisor.fits import fit_experiment

    fitting, refused = fit_experiment(experiment)
    if refused:
        progress(f"dl-dashboard sweep: {refused}; measuring the others")
    return fitting


def _what_fits_for_the_window(experiment: Experiment) -> Experiment:
    """The window's experiment as memory allows: a sweep with a batch that cannot fit is refused whole (DoesNotFit,
    one line), since the page planned every point it asked for; a largest-batch search stops where memory ends."""
    from dashboard.advisor.fits import DoesNotFit, fit_experiment

    fitting, refused = fit_experiment(experiment)
    if refused and experiment.search_limit is None:
        raise DoesNotFit(refused)
    return fitting


def measure_for_agent(settings: dict[str, Any], saved: bool) -> int:
    """The experiment a window sent (`dl-dashboard agent`), measured with every item sent as an event as it comes,
    then ``done`` with the folder it is saved in; an experiment that cannot run sends one error."""
    try:
        experiment = _what_fits_for_the_window(experiment_from_dict(settings))
        session = ExperimentSession(experiment, record=saved)
        said_folder = False
        obey_stdin(session.control)
        session.prepare()
        for item in session:
            if session.path is not None and not said_folder:  # for a window whose link may drop
                emit(Event(EventName.FOLDER, {"run_dir": str(session.path), "pid": os.getpid()}))
                said_folder = True
            kind = EventName.LARGEST if isinstance(item, MaxBatchResult) else EventName.POINT
            emit(Event(kind, dataclasses.asdict(item)))
    except (UserError, ValueError) as err:
        emit(Error(str(err), error_words(err)))
        return EXIT_USAGE
    emit(Event(EventName.DONE, {"saved_in": str(session.path) if session.path else None,
                                "cancelled": session.cancelled, "failure": session.failure}))
    return EXIT_OK


def _out_path(args: argparse.Namespace) -> Path | None:
    """Where to write the document: --out, or the deprecated --json PATH (checked before anything is measured)."""
    if not isinstance(args.json, str):
        return None if args.out is None else check_output_file(args.out, "--out")
    if args.out is not None:
        raise UsageError("give the file once: --out PATH (--json PATH is its old spelling)")
    target = check_output_file(args.json, "--json")
    progress("dl-dashboard sweep: note: --json PATH is deprecated; use --out PATH (and --json alone for stdout)")
    return target


def _point_text(point: SweepPoint) -> str:
    if point.status != "ok":
        return point.message
    energy = (f", {point.samples_per_joule:,.1f} samples/J at {point.average_power_w:,.0f} W"
              if point.samples_per_joule and point.average_power_w else "")
    if point.communication_share is not None:
        energy += f", all-reduce {point.communication_share:.0%} of the step"
    rate = (fmt(point.samples_per_second, "samples/s") if point.tokens_per_second is None else
            f"{point.tokens_per_second:,.0f} tokens/s")
    return (f"{rate}, {(point.step_seconds or 0) * 1000:.1f} ms/step, "
            f"peak {fmt_bytes(point.peak_memory_bytes)}{energy}")


def format_summary(summary: ExperimentSummary, saved_in: Path | None) -> str:
    """Each series' best and knee batch, the crossovers, the takeaway and then the details, and where the
    experiment was saved."""
    lines = []
    for series in summary.series:
        lines.append(f"{series.series}: best batch {series.best_batch} "
                     f"({fmt(series.best_samples_per_second, 'samples/s')}), "
                     + (f"knee batch {series.knee_batch}" if series.knee_batch else "no knee in the batches measured")
                     + (f", out of memory at {series.first_oom_batch}" if series.first_oom_batch else ""))
    for crossing in summary.crossovers:
        lines.append(f"{crossing.faster_at_large} overtakes {crossing.faster_at_small} from batch "
                     f"{crossing.batch_size}")
    reading = summary.in_two_layers()
    if reading.takeaway:
        lines += ["", textwrap.fill(reading.takeaway, width=110)]
    if reading.details:
        lines += ["", textwrap.fill(f"Details: {reading.details}", width=110), ""]
    if saved_in is not None:
        lines.append(f"saved in {saved_in}")
    return "\n".join(lines)
