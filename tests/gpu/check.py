"""`make gpu-check`: run the GPU test set against an installed copy of the app and write one report.

On a lent GPU machine the window's packages (PySide6, pytest-qt) are missing and nothing can be downloaded, so this
installs only what the set needs from wheels brought along (`.whl/`), installs the app itself from the checkout into a
folder of its own (the checkout's `dashboard/` lacks `dashboard.resources`, which only an install provides), runs
`pytest -m gpu` from outside the checkout with every command's output kept, and writes `report.md`, `report.json`,
`pytest.log` and `logs.tar.gz` into the report folder. On a machine without a GPU every test is reported skipped with
its reason, and `--require-gpu` (REQUIRE_GPU=1) fails at once in one line.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GPU_TESTS = ROOT / "tests" / "gpu"
NEEDED_MODULES = ("torch", "numpy", "psutil", "cpuinfo", "pynvml", "platformdirs", "pytest", "pytest_timeout")
FACTS_SCRIPT = r"""
import importlib.metadata, json, os, platform, sys
facts = {"python": platform.python_version(), "os": platform.platform(), "logical_cores": os.cpu_count()}
def version(name):
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None
facts["nvidia_ml_py"] = version("nvidia-ml-py")
facts["pytest"] = version("pytest")
try:
    import cpuinfo
    facts["cpu"] = cpuinfo.get_cpu_info().get("brand_raw")
except Exception as err:
    facts["cpu"] = f"unreadable: {err}"
import torch
facts["torch"] = torch.__version__
facts["torch_cuda"] = torch.version.cuda
facts["cuda_available"] = torch.cuda.is_available()
facts["gpus"] = []
if facts["cuda_available"]:
    facts["cudnn"] = torch.backends.cudnn.version()
    for index in range(torch.cuda.device_count()):
        props = torch.cuda.get_device_properties(index)
        facts["gpus"].append({"name": props.name, "memory_mib": props.total_memory // 2**20,
                              "sms": props.multi_processor_count, "capability": f"{props.major}.{props.minor}"})
try:
    import pynvml
    pynvml.nvmlInit()
    facts["driver"] = pynvml.nvmlSystemGetDriverVersion()
    cuda = pynvml.nvmlSystemGetCudaDriverVersion()
    facts["driver_cuda"] = f"{cuda // 1000}.{cuda % 1000 // 10}"
    pynvml.nvmlShutdown()
except Exception as err:
    facts["nvml"] = f"NVML: {err}"
print(json.dumps(facts))
"""
APP_CHECK = "import dashboard.resources, dashboard; print(dashboard.__version__)"


class CheckFailed(Exception):
    """A reason to stop before the tests run, said in one line."""


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    started = time.time()
    try:
        with tempfile.TemporaryDirectory(prefix="gpu-check-") as scratch:
            work = Path(scratch)
            site = work / "site"
            env = _environment(site)
            _install_missing_modules(Path(args.wheels).resolve(), site, env, work)
            facts = _facts(env, work)
            if args.require_gpu and not facts.get("cuda_available"):
                raise CheckFailed(f"REQUIRE_GPU is set but this machine has no CUDA device (torch {facts['torch']}: "
                                  f"torch.cuda.is_available() is False; {facts.get('nvml', 'NVML answered')})")
            facts["app"] = _install_app(site, env, work)
            facts["commit"] = _commit()
            code, results = _run_tests(args.pytest_args, out, env, work)
    except CheckFailed as reason:
        print(f"gpu-check: {reason}", file=sys.stderr)
        return 2
    report = build_report(facts, results, exit_code=code, started=started, seconds=time.time() - started)
    write_report(report, out)
    print(f"gpu-check: {summary_line(report)}; report in {out}")
    return code


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="gpu-report", help="the report folder (default gpu-report)")
    parser.add_argument("--wheels", default=".whl", help="wheels to install what this machine lacks (default .whl)")
    parser.add_argument("--require-gpu", action="store_true", help="fail at once where there is no CUDA device")
    parser.add_argument("pytest_args", nargs="*", help="more pytest arguments, after --, e.g. -- -k bench")
    return parser


def _environment(site: Path) -> dict[str, str]:
    """The tests' environment: the installed app first, then the checkout (for `tests.gpu`), never the checkout's
    `dashboard` ahead of the installed one."""
    path = [str(site), str(ROOT), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(path), "PYTHONUNBUFFERED": "1", "DL_DASHBOARD_SPARE": "0"}


def _missing(env: dict[str, str], work: Path) -> list[str]:
    probe = ("import importlib.util; "
             f"print(' '.join(m for m in {NEEDED_MODULES!r} if importlib.util.find_spec(m) is None))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=work)
    return done.stdout.split()


def _install_missing_modules(wheels: Path, site: Path, env: dict[str, str], work: Path) -> None:
    missing = _missing(env, work)
    if not missing:
        return
    found = sorted(wheels.glob("*.whl")) if wheels.is_dir() else []
    if found:
        _pip(["--target", str(site), *map(str, found)], env, work)
        missing = _missing(env, work)
    if missing:
        raise CheckFailed(f"this Python ({sys.executable}) lacks {', '.join(missing)} and {wheels} has no wheel for "
                          "it: bring one (see .library/device/README.md) or run `make test` once to create .venv")


def _install_app(site: Path, env: dict[str, str], work: Path) -> str:
    """The app's version as the tests will import it; installed from the checkout when no importable copy has its
    resources (an editable install has them; the bare checkout does not)."""
    done = subprocess.run([sys.executable, "-c", APP_CHECK], capture_output=True, text=True, env=env, cwd=work)
    if done.returncode != 0:
        _pip(["--no-build-isolation", "--target", str(site), str(ROOT)], env, work)
        done = subprocess.run([sys.executable, "-c", APP_CHECK], capture_output=True, text=True, env=env, cwd=work)
        if done.returncode != 0:
            raise CheckFailed(f"the app installed from {ROOT} does not import: {done.stderr.strip().splitlines()[-1]}")
    return done.stdout.strip()


def _pip(args: list[str], env: dict[str, str], work: Path) -> None:
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps", "--no-compile",
               "--disable-pip-version-check", *args]
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=work)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise CheckFailed(f"pip could not install {' '.join(args[-1:])}: {last}")


def _facts(env: dict[str, str], work: Path) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", FACTS_SCRIPT], capture_output=True, text=True, env=env, cwd=work,
                          timeout=300)
    if done.returncode != 0:
        raise CheckFailed(f"could not read this machine's facts: {done.stderr.strip().splitlines()[-1]}")
    facts: dict[str, Any] = json.loads(done.stdout)
    facts["date"] = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    return facts


def _commit() -> str:
    """The commit under test: GPU_CHECK_COMMIT where the caller says (a copy of a commit sent to a lent machine may
    sit inside another checkout, whose HEAD git would give), else the checkout's HEAD."""
    if os.environ.get("GPU_CHECK_COMMIT"):
        return os.environ["GPU_CHECK_COMMIT"]
    done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else "unknown"


def _run_tests(extra: list[str], out: Path, env: dict[str, str], work: Path) -> tuple[int, list[dict[str, Any]]]:
    """pytest over tests/gpu with the set's own settings, its output shown and kept in pytest.log, each CLI
    command's output kept in logs.tar.gz."""
    results_file = work / "results.json"
    logs = work / "logs"
    logs.mkdir()
    command = [sys.executable, "-m", "pytest", "-c", str(GPU_TESTS / "pytest.ini"), "--rootdir", str(GPU_TESTS),
               "-m", "gpu", "-v", "--durations=15", *extra, str(GPU_TESTS)]
    run_env = {**env, "GPU_CHECK_RESULTS": str(results_file), "GPU_CHECK_LOGS": str(logs)}
    with open(out / "pytest.log", "w") as log:
        process = subprocess.Popen(command, cwd=work, env=run_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True)
        assert process.stdout is not None
        for line in process.stdout:
            sys.stdout.write(line)
            log.write(line)
        code = process.wait()
    with tarfile.open(out / "logs.tar.gz", "w:gz") as archive:
        archive.add(logs, arcname="logs")
    results = json.loads(results_file.read_text()) if results_file.exists() else []
    if code == 5:  # pytest found no test
        code = 1
    return code, results


# ------------------------------------------------------------------ the report


def build_report(facts: dict[str, Any], results: list[dict[str, Any]], exit_code: int, started: float,
                 seconds: float) -> dict[str, Any]:
    counts: dict[str, int] = {}
    for result in results:
        counts[result["outcome"]] = counts.get(result["outcome"], 0) + 1
    return {"machine": facts, "exit_code": exit_code, "counts": counts, "seconds": round(seconds, 1),
            "started": datetime.datetime.fromtimestamp(started, datetime.UTC).isoformat(timespec="seconds"),
            "tests": results}


def summary_line(report: dict[str, Any]) -> str:
    counts = report["counts"]
    total = sum(counts.values())
    parts = ", ".join(f"{number} {outcome}" for outcome, number in sorted(counts.items()))
    return f"{total} tests: {parts or 'none ran'} in {report['seconds']:.0f} s"


def write_report(report: dict[str, Any], out: Path) -> None:
    (out / "report.json").write_text(json.dumps(report, indent=1) + "\n")
    (out / "report.md").write_text(markdown(report))


def markdown(report: dict[str, Any]) -> str:
    facts = report["machine"]
    gpus = "; ".join(f"{g['name']} ({g['memory_mib']:,} MiB, {g['sms']} SMs, compute {g['capability']})"
                     for g in facts.get("gpus", [])) or "none (no CUDA device)"
    lines = [
        "# GPU test set report",
        "",
        f"{summary_line(report)}; pytest exit code {report['exit_code']}.",
        "",
        "| | |",
        "|---|---|",
        f"| date | {facts.get('date', '?')} |",
        f"| GPUs | {gpus} |",
        f"| driver | {facts.get('driver', facts.get('nvml', '?'))} (CUDA {facts.get('driver_cuda', '?')}) |",
        f"| torch | {facts.get('torch')} (CUDA {facts.get('torch_cuda')}, cuDNN {facts.get('cudnn', '-')}) |",
        f"| nvidia-ml-py | {facts.get('nvidia_ml_py')} |",
        f"| CPU | {facts.get('cpu')}, {facts.get('logical_cores')} logical cores |",
        f"| Python, OS | {facts.get('python')}, {facts.get('os')} |",
        f"| app | dl-dashboard {facts.get('app', '?')}, commit {facts.get('commit', '?')} |",
        "",
        "| test | outcome | s | figures |",
        "|---|---|---:|---|",
    ]
    for result in report["tests"]:
        name = result["test"].split("::", 1)[-1]
        shown = _figures_text(result.get("figures", {})) or result.get("reason", "")
        lines.append(f"| `{name}` | {result['outcome']} | {result['seconds']:.1f} | {shown} |")
    failures = [r for r in report["tests"] if r["outcome"] in ("failed", "error")]
    for result in failures:
        lines += ["", f"## {result['outcome']}: `{result['test']}`", "", "```", result.get("message", ""), "```"]
    return "\n".join(lines) + "\n"


def _figures_text(figures: dict[str, Any]) -> str:
    def shown(value: Any) -> str:
        if isinstance(value, float):
            return f"{value:,.4g}"
        if isinstance(value, int) and not isinstance(value, bool):
            return f"{value:,}"
        return str(value)

    return ", ".join(f"{name} {shown(value)}" for name, value in figures.items()).replace("|", "/")


if __name__ == "__main__":
    sys.exit(main())
