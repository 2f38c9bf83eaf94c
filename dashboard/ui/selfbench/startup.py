"""`dl-dashboard bench startup`: launch to the first painted window, and to spec cards filled with the inventory.

Each repeat launches fresh processes of the real app (`python -m dashboard`) with a fresh home, settings and cache
folder, first cold (no inventory cache: the cards show the quick reading) then warm (the cache the cold launch left:
the cards show it in the first paint). Times run from just before the benchmark starts the process. The app is told
by an environment variable (STARTUP_PROBE_ENV) to report, as one JSON line on stdout, the wall-clock time of its first
paint, of the first paint of a spec card, and of the first paint of the cards from this launch's whole fresh
inventory (unless the variable says "cards": then it reports once the first card is painted), and then to quit.
Offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from dashboard.errors import UserError
from dashboard.protocol.transport import program_command
from dashboard.selfbench import SelfBenchResult
from dashboard.ui.app import STARTUP_PROBE_ENV
from dashboard.ui.hardware.cards import SpecCard

DEFAULT_REPEATS = 5
FIRST_PAINT_GOAL_S = 1.0
CARDS_GOAL_S = 2.0
"""Issue 12: the window paints within a second of the launch, and shows the spec cards filled within two."""
REPORT_TAG = "dl-dashboard-startup "
"""How the probe's line on stdout begins."""
LAUNCH_TIMEOUT_S = 120.0
WATCHED_MODULES = ("torch", "pyqtgraph", "numpy", "superqt", "dashboard.ui.training.page",
                   "dashboard.ui.experiments.page", "dashboard.ui.advisor.page")
"""Modules the probe says were (or were not yet) imported at the first paint."""


def run(args: argparse.Namespace) -> SelfBenchResult:
    return bench_startup(args.repeats or DEFAULT_REPEATS)


# ------------------------------------------------------------------------------------------------ in the app


class StartupProbe(QObject):
    """Watches every paint of the application: the first of any widget, the first of a spec card, and the first of
    a card built from the fresh inventory; then prints them (time.time()) as one JSON line and closes the window.

    ``until``: "cards" reports at the first card's paint, without waiting for the fresh inventory ("complete" null);
    anything else waits for it."""

    def __init__(self, app: QApplication, until: str = "complete") -> None:
        super().__init__(app)
        self.until_cards = until == "cards"
        self.reported = False
        self.first_paint: float | None = None
        self.cards_painted: float | None = None
        self.cards_from: str | None = None
        self.complete: float | None = None
        self.imported_at_first_paint: dict[str, bool] = {}
        self._window: Any = None
        self._fresh_cards: set[int] = set()
        app.installEventFilter(self)

    def watch(self, window: Any) -> None:
        """The main window whose cards and inventory to follow."""
        self._window = window
        window.sig_inventory_shown.connect(self._on_inventory_shown)

    def _on_inventory_shown(self, source: str) -> None:
        if source == "fresh":
            self._fresh_cards = {id(card) for card in self._window.hardware_page.cards}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            now = time.time()
            if self.first_paint is None:
                self.first_paint = now
                self.imported_at_first_paint = {name: name in sys.modules for name in WATCHED_MODULES}
            if isinstance(watched, SpecCard):
                if self.cards_painted is None:
                    self.cards_painted = now
                    self.cards_from = self._window.hardware_page.inventory_source if self._window else None
                    if self.until_cards:
                        QTimer.singleShot(0, self._report)
                if self.complete is None and id(watched) in self._fresh_cards:
                    self.complete = now
                    QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        if self.reported:
            return
        self.reported = True
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        print(REPORT_TAG + json.dumps({"first_paint": self.first_paint, "cards_painted": self.cards_painted,
                                       "cards_from": self.cards_from, "complete": self.complete,
                                       "imported_at_first_paint": self.imported_at_first_paint}), flush=True)
        if self._window is not None:
            self._window.close()


# ------------------------------------------------------------------------------------------------ the benchmark


def launch_environment(home: Path) -> dict[str, str]:
    """This environment with a fresh home, settings, data and cache: the user's own are never read or changed."""
    folders = {"HOME": home, "XDG_CONFIG_HOME": home / "config", "XDG_CACHE_HOME": home / "cache",
               "XDG_DATA_HOME": home / "data", "XDG_STATE_HOME": home / "state",
               "DL_DASHBOARD_DATA_DIR": home / "data" / "dl-dashboard",
               "DL_DASHBOARD_CACHE_DIR": home / "cache" / "dl-dashboard",
               "DL_DASHBOARD_CONFIG_DIR": home / "config" / "dl-dashboard"}
    env = dict(os.environ)
    env.update({name: str(path) for name, path in folders.items()})
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def launch(env: dict[str, str], timeout_s: float = LAUNCH_TIMEOUT_S, whole_inventory: bool = True) -> dict[str, Any]:
    """One launch of the app: its report, with each time in seconds from just before the process was started.

    Without ``whole_inventory`` the app quits once its cards are painted ("complete_s" None): a check of the first
    paints needs no more."""
    env = {**env, STARTUP_PROBE_ENV: "complete" if whole_inventory else "cards"}
    started = time.time()
    try:
        done = subprocess.run(program_command(), env=env, capture_output=True, text=True,
                              timeout=timeout_s, check=False)
    except subprocess.TimeoutExpired:
        raise UserError(f"bench startup: the app did not report within {timeout_s:g} s") from None
    line = next((line for line in done.stdout.splitlines() if line.startswith(REPORT_TAG)), None)
    if line is None:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise UserError(f"bench startup: the app exited ({done.returncode}) without reporting: {tail}")
    report = json.loads(line[len(REPORT_TAG):])
    return {
        "first_paint_s": report["first_paint"] - started,
        "cards_filled_s": report["cards_painted"] - started,
        "cards_from": report["cards_from"],
        "complete_s": None if report["complete"] is None else report["complete"] - started,
        "imported_at_first_paint": report["imported_at_first_paint"],
    }


def bench_startup(repeats: int = DEFAULT_REPEATS) -> SelfBenchResult:
    """``repeats`` pairs of launches, each pair in a fresh home: cold (no inventory cache), then warm."""
    launches: dict[str, list[dict[str, Any]]] = {"cold": [], "warm": []}
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="dl-dashboard-startup-") as home:
            env = launch_environment(Path(home))
            for kind in ("cold", "warm"):
                launches[kind].append(launch(env))
    figures: dict[str, Any] = {"repeats": repeats, "platform": launch_environment(Path()).get("QT_QPA_PLATFORM"),
                               "goals_s": {"first_paint": FIRST_PAINT_GOAL_S, "cards_filled": CARDS_GOAL_S}}
    for kind, runs in launches.items():
        figures[kind] = {
            **{name: _spread([run[f"{name}_s"] for run in runs]) for name in ("first_paint", "cards_filled",
                                                                             "complete")},
            "cards_from": [run["cards_from"] for run in runs],
            "torch_at_first_paint": any(run["imported_at_first_paint"].get("torch") for run in runs),
        }
    met = all(figures[kind]["first_paint"]["median"] <= FIRST_PAINT_GOAL_S
              and figures[kind]["cards_filled"]["median"] <= CARDS_GOAL_S for kind in launches)
    figures["met"] = met

    def part(kind: str, label: str) -> str:
        first, cards, whole = (figures[kind][name] for name in ("first_paint", "cards_filled", "complete"))
        sources = "/".join(sorted(set(figures[kind]["cards_from"]), key=str))
        return (f"{label}: first paint {first['median']:.2f} s (best {first['best']:.2f}), cards filled "
                f"{cards['median']:.2f} s (best {cards['best']:.2f}, from the {sources} reading), whole inventory "
                f"{whole['median']:.1f} s")

    line = (f"startup, median of {repeats} launches each ({figures['platform']}): "
            + part("cold", "cold (no inventory cache)") + "; " + part("warm", "warm (cached inventory)")
            + f" ({'within' if met else 'OVER'} the {FIRST_PAINT_GOAL_S:g} s and {CARDS_GOAL_S:g} s goals"
            + ("; torch was imported before the first paint" if any(figures[k]["torch_at_first_paint"]
                                                                     for k in launches) else "") + ")")
    return SelfBenchResult(line, figures)


def _spread(values: list[float]) -> dict[str, Any]:
    return {"median": round(statistics.median(values), 3), "best": round(min(values), 3),
            "all": [round(value, 3) for value in values]}
