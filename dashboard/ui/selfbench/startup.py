"""`dl-dashboard bench startup`: not written yet."""

from __future__ import annotations

import argparse

from dashboard.errors import UserError
from dashboard.selfbench import SelfBenchResult


def run(args: argparse.Namespace) -> SelfBenchResult:
    raise UserError("bench startup is not available yet")
