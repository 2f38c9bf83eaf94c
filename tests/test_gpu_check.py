"""`make gpu-check` on a machine without a GPU: every test of the GPU set reported skipped with its reason, and
REQUIRE_GPU failing at once in one line. (The set itself runs on a lent GPU machine: tests/gpu.)"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from tests.gpu import check

pytestmark = pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has a CUDA device")
CHECK = Path(check.__file__)


def test_require_gpu_fails_in_one_line_where_there_is_no_cuda_device(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(CHECK), "--require-gpu", "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 2
    assert len(lines) == 1 and lines[0].startswith("gpu-check: "), done.stderr
    assert "no CUDA device" in lines[0]
    assert not (tmp_path / "report.json").exists()


def test_without_a_gpu_every_test_of_the_set_is_reported_skipped_with_its_reason(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(CHECK), "--out", str(tmp_path)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads((tmp_path / "report.json").read_text())
    assert len(report["tests"]) >= 20
    assert {(test["outcome"], test.get("reason")) for test in report["tests"]} == {("skipped", "no CUDA device")}
    assert report["machine"]["cuda_available"] is False and report["machine"]["torch"] == torch.__version__
    shown = (tmp_path / "report.md").read_text()
    assert "none (no CUDA device)" in shown and shown.count("| skipped |") == len(report["tests"])
    assert {path.name for path in tmp_path.iterdir()} == {"report.json", "report.md", "pytest.log", "logs.tar.gz"}


def test_the_report_shows_each_tests_figures_and_the_failures_in_full() -> None:
    facts = {"gpus": [{"name": "NVIDIA H200", "memory_mib": 143771, "sms": 132, "capability": "9.0"}],
             "driver": "580.159.04", "driver_cuda": "13.0", "torch": "2.11.0+cu130", "torch_cuda": "13.0"}
    results = [
        {"test": "test_gpu_bench.py::test_matmul", "outcome": "passed", "seconds": 12.5,
         "figures": {"matmul_bf16_tflops": 666.2, "batch": 65536}},
        {"test": "test_gpu_bench.py::test_copy", "outcome": "failed", "seconds": 3.0, "figures": {},
         "message": "copy 2,100 GB/s is 44% of 4,800"},
    ]
    report = check.build_report(facts, results, exit_code=1, started=0.0, seconds=15.5)
    shown = check.markdown(report)
    assert report["counts"] == {"passed": 1, "failed": 1}
    assert "NVIDIA H200 (143,771 MiB, 132 SMs, compute 9.0)" in shown
    assert "| `test_matmul` | passed | 12.5 | matmul_bf16_tflops 666.2, batch 65,536 |" in shown
    assert "## failed: `test_gpu_bench.py::test_copy`" in shown and "copy 2,100 GB/s is 44% of 4,800" in shown
    assert check.summary_line(report) == "2 tests: 1 failed, 1 passed in 16 s"
