"""Run a command (the whole test suite by default) while busy processes hold every core: the suite must pass on a
loaded machine, not only on an idle one.

    python tests/under_load.py                 # `make test` beside one busy process per core
    python tests/under_load.py --busy 2 -- make test TEST_WORKERS=2

Each busy process spins in pure Python at normal priority, as another program on a shared machine would. They are
ended however the command ends (a failure, Ctrl+C). Prints the command's time and exits with its status.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

SPIN = "while True: pass"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--busy", type=int, default=os.cpu_count() or 1,
                        help="busy processes to run beside the command (default: one per logical core)")
    parser.add_argument("command", nargs="*", default=["make", "test"],
                        help="the command to run (default: make test); put it after --")
    args = parser.parse_args(argv)
    if args.busy < 0:
        parser.error(f"--busy must be 0 or more, got {args.busy}")
    busy = [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(args.busy)]
    started = time.monotonic()
    try:
        status = subprocess.run(args.command, check=False).returncode
    except KeyboardInterrupt:
        status = 130
    finally:
        for process in busy:
            process.kill()
        for process in busy:
            process.wait()
    minutes, seconds = divmod(time.monotonic() - started, 60)
    print(f"under_load: {' '.join(args.command)} beside {args.busy} busy process(es): exit {status} after "
          f"{int(minutes)} min {seconds:.0f} s", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
