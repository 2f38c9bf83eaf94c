"""Fixtures of the GPU test set: the device, `nvidia-smi -q -x` parsed, the app's CLI run as a user runs it, and the
figures each test measured, which `make gpu-check` writes into its report.

Every test here is marked `gpu` and skipped with the reason "no CUDA device" where torch sees none, so `make test`
stays green on machines without a GPU.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import torch

GPU_DIR = Path(__file__).resolve().parent
NO_CUDA = "no CUDA device"
RESULTS_ENV = "GPU_CHECK_RESULTS"
"""Where `make gpu-check` wants the outcomes and figures of every test written (JSON), when set."""
LOGS_ENV = "GPU_CHECK_LOGS"
"""The folder where each CLI command's stdout and stderr are kept, when set; else the test's own temporary folder."""


def cuda_present() -> bool:
    return torch.cuda.is_available() and torch.cuda.device_count() > 0


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    present = cuda_present()
    for item in items:
        if GPU_DIR not in Path(str(item.path)).resolve().parents:
            continue
        item.add_marker(pytest.mark.gpu)
        if not present:
            item.add_marker(pytest.mark.skip(reason=NO_CUDA))


# ------------------------------------------------------------------ figures for the report


class Figures(dict[str, Any]):
    """What a test measured, by name (units in the name: `matmul_tflops`, `power_w`); the report shows each."""


@pytest.fixture
def figures(request: pytest.FixtureRequest) -> Iterator[Figures]:
    measured = Figures()
    yield measured
    request.node.user_properties.extend((name, _plain(value)) for name, value in measured.items())


def _plain(value: Any) -> Any:
    """A JSON-ready copy: numbers rounded to 4 significant digits, tuples as lists."""
    if isinstance(value, float):
        return float(f"{value:.4g}")
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    return value


_results: dict[str, dict[str, Any]] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    entry = _results.setdefault(report.nodeid, {"test": report.nodeid, "outcome": "passed", "seconds": 0.0,
                                                "figures": {}})
    entry["seconds"] = round(entry["seconds"] + report.duration, 3)
    entry["figures"].update(dict(report.user_properties))
    if report.skipped:
        entry["outcome"] = "skipped"
        entry["reason"] = _skip_reason(report)
    elif report.failed:
        entry["outcome"] = "failed" if report.when == "call" else "error"
        entry["message"] = _failure_text(report)


def _skip_reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


def _failure_text(report: pytest.TestReport, limit: int = 4000) -> str:
    crash = getattr(report.longrepr, "reprcrash", None)
    text = f"{crash.message}\n\n{report.longreprtext}" if crash is not None else report.longreprtext
    return text[-limit:]


def pytest_sessionfinish(session: pytest.Session) -> None:
    target = os.environ.get(RESULTS_ENV)
    if target:
        Path(target).write_text(json.dumps(list(_results.values()), indent=1))


# ------------------------------------------------------------------ the machine


@pytest.fixture(scope="session")
def cuda() -> str:
    """The device the tests use: the first CUDA GPU."""
    return "cuda:0"


@pytest.fixture(autouse=True)
def fresh_cuda_memory() -> Iterator[None]:
    """Each test starts with torch's cache emptied and its peak counters reset, so peaks are the test's own."""
    if cuda_present():
        torch.cuda.synchronize()
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
    yield
    if cuda_present():
        torch.cuda.synchronize()
        torch.cuda.empty_cache()


@pytest.fixture(scope="session")
def nvml() -> Iterator[Any]:
    """The real pynvml (nvidia-ml-py), initialised once."""
    import pynvml

    pynvml.nvmlInit()
    yield pynvml
    pynvml.nvmlShutdown()


@pytest.fixture(scope="session")
def smi() -> ElementTree.Element:
    """`nvidia-smi -q -x` parsed: the root `<nvidia_smi_log>`, whose `<gpu>` children are the GPUs in NVML's order.

    Text is read with `smi_text(element, "path/to/field")`, which returns None for a field that is absent or says
    "N/A".
    """
    binary = shutil.which("nvidia-smi")
    if binary is None:
        pytest.skip("nvidia-smi is not on the PATH")
    done = subprocess.run([binary, "-q", "-x"], capture_output=True, text=True, timeout=60, check=True)
    return ElementTree.fromstring(done.stdout)


def smi_text(element: ElementTree.Element, path: str) -> str | None:
    found = element.find(path)
    if found is None or found.text is None:
        return None
    text = found.text.strip()
    return None if text in ("", "N/A", "Not Supported", "[N/A]") else text


def smi_number(element: ElementTree.Element, path: str) -> float | None:
    """The leading number of a field such as "81559 MiB" or "700.00 W"; None where absent."""
    text = smi_text(element, path)
    if text is None:
        return None
    head = text.split()[0]
    try:
        return float(head)
    except ValueError:
        return None


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh folder for saved runs and experiments, for this process and the commands it starts."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(folder))
    return folder


# ------------------------------------------------------------------ the app's command line


CliRunner = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def cli(request: pytest.FixtureRequest, tmp_path: Path, data_dir: Path) -> CliRunner:
    """Run `python -m dashboard ARGS...` as a user would: from a folder outside the checkout, saving into `data_dir`.

    `cli("specs", "--json")` returns the finished process (text stdout and stderr). Its stdout and stderr are kept
    under `$GPU_CHECK_LOGS` (else the test's temporary folder) as `<test>-<n>.out` / `.err`. A non-zero exit fails
    the test with the command and the end of its stderr, unless `check=False`.
    """
    logs = Path(os.environ.get(LOGS_ENV) or tmp_path / "logs")
    logs.mkdir(parents=True, exist_ok=True)
    work = tmp_path / "cwd"
    work.mkdir()
    stem = "".join(c if c.isalnum() or c in "-_." else "_" for c in request.node.name)[:120]
    count = 0

    def run(*args: str, timeout: float = 300, check: bool = True, stdin: str | None = None,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        nonlocal count
        count += 1
        command = [sys.executable, "-m", "dashboard", *args]
        done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=timeout, input=stdin,
                              env={**os.environ, **(env or {})})
        base = logs / f"{stem}-{count}"
        base.with_suffix(".out").write_text(done.stdout)
        base.with_suffix(".err").write_text(f"$ {' '.join(args)}\nexit {done.returncode}\n{done.stderr}")
        if check and done.returncode != 0:
            raise AssertionError(f"`dl-dashboard {' '.join(args)}` exited {done.returncode}:\n{done.stderr[-3000:]}")
        return done

    return run


def json_lines(text: str) -> list[dict[str, Any]]:
    """The JSON objects of a `--json` command's stdout that prints one per line (lines that are not JSON skipped)."""
    records = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return records
