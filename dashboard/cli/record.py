"""`dl-dashboard record export|import|show`: a saved run or experiment to one recording file, and a recording into
this machine's saved runs or experiments (`dl-dashboard replay FILE` plays one in the window; `train`, `sweep` and
`maxbatch` write one with `--record FILE`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from dashboard.cli.common import EXIT_OK, Commands, UsageError, add_json_flag, check_output_file, print_json


def add_parser(commands: Commands) -> None:
    record = commands.add_parser("record", help="export a saved run or experiment as a recording, import or check one")
    actions = record.add_subparsers(dest="action", metavar="ACTION", required=True)
    export = actions.add_parser("export", help="write a saved run or experiment (its metrics or points, and its "
                                "hardware samples) to one file")
    export.add_argument("run_dir", type=Path, metavar="FOLDER", help="a saved run's or experiment's folder")
    export.add_argument("out", metavar="OUT", help="the recording file to write (.dlrec)")
    export.set_defaults(run=run_export)
    imported = actions.add_parser("import", help="check a recording and add it to this machine's saved runs (or "
                                  "experiments)")
    imported.add_argument("file", type=Path, metavar="FILE")
    add_json_flag(imported, "print the new run folder as JSON")
    imported.set_defaults(run=run_import)
    show = actions.add_parser("show", help="check a recording and say what it holds")
    show.add_argument("file", type=Path, metavar="FILE")
    add_json_flag(show, "one object instead of lines")
    show.set_defaults(run=run_show)


def run_export(args: argparse.Namespace) -> int:
    from dashboard.recording.exchange import export_folder

    if not args.run_dir.is_dir():
        raise UsageError(f"'{args.run_dir}' is not a folder: give a saved run's or experiment's folder (the Training "
                         "lab and the Experiments page list them)")
    target = check_output_file(args.out, "OUT")
    recording = export_folder(args.run_dir, target)
    print(f"{target}: {recording.header.title}; {len(recording.events):,} events, {len(recording.samples):,} "
          f"hardware samples, made on {recording.header.machine}")
    return EXIT_OK


def run_import(args: argparse.Namespace) -> int:
    from dashboard.recording.exchange import import_recording
    from dashboard.recording.fileformat import read_recording

    recording = read_recording(args.file)  # BadRecording (a UserError): one line, exit 2, nothing imported
    folder = import_recording(recording)
    if args.json:
        print_json({"run_dir": str(folder), "banner": recording.banner})
    else:
        print(f"{recording.banner}\nimported as {folder}")
    return EXIT_OK


def run_show(args: argparse.Namespace) -> int:
    from dashboard.recording.fileformat import read_recording

    recording = read_recording(args.file)
    header = recording.header
    facts = {"kind": header.kind, "title": header.title, "machine": header.machine, "recorded_at": header.recorded_at,
             "app_version": header.app_version, "format_version": header.version, "events": len(recording.events),
             "samples": len(recording.samples), "inventory": recording.inventory is not None}
    if args.json:
        print_json(facts)
    else:
        print(recording.banner)
        print(f"{len(recording.events):,} events, {len(recording.samples):,} hardware samples"
              + ("" if recording.inventory else "; no inventory (recorded before runs stored one)"))
    return EXIT_OK
