"""How `make test` shares the test modules between its workers: whole modules, the longest first.

pytest-xdist's ``--dist loadfile`` sends each module to one worker, so a module's shared fixtures (a window, a
trained run, the lessons' runs) are made once; here the module that took longest last time goes first (longest
processing time first), so that the run does not end on one worker busy with a long module while the other waits.
How long each module took is in ``MODULE_SECONDS`` (tests/module_seconds.json, which a run with ``RECORD_ENV`` set
writes); a module not listed there counts ``UNKNOWN_TEST_SECONDS`` per test. Stale figures cost only time, never
a result.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from xdist.scheduler import LoadFileScheduling

MODULE_SECONDS = Path(__file__).with_name("module_seconds.json")
UNKNOWN_TEST_SECONDS = 0.45
"""The suite's mean seconds per test (on the 2-core machine with two workers), for a module with no figure yet."""
RECORD_ENV = "DL_DASHBOARD_RECORD_MODULE_SECONDS"
"""Set (to anything): this run writes each module's seconds (setup, call and teardown of its tests) to
MODULE_SECONDS when it ends."""


class LongestModuleFirst(LoadFileScheduling):
    """Whole modules to whichever worker runs short of tests, the one expected to take longest first."""

    def __init__(self, config: pytest.Config, log: Any = None) -> None:
        super().__init__(config, log)
        self.seconds = read_module_seconds()

    def _assign_work_unit(self, node: Any) -> None:
        longest = max(self.workqueue, key=lambda module: self.expected_seconds(module, len(self.workqueue[module])))
        self.workqueue.move_to_end(longest, last=False)
        super()._assign_work_unit(node)

    def expected_seconds(self, module: str, tests: int) -> float:
        return self.seconds.get(module, UNKNOWN_TEST_SECONDS * tests)


def read_module_seconds() -> dict[str, float]:
    try:
        return {str(module): float(seconds) for module, seconds in json.loads(MODULE_SECONDS.read_text()).items()}
    except (OSError, ValueError, AttributeError):
        return {}


class ModuleSecondsRecorder:
    """On the controlling process: adds up each module's reported durations and writes them at the end."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.seconds[report.nodeid.split("::", 1)[0]] += report.duration

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        figures = {module: round(seconds, 1) for module, seconds in sorted(self.seconds.items())}
        MODULE_SECONDS.write_text(json.dumps(figures, indent=1) + "\n")
