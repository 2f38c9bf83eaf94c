"""An inventory as a GPU server reports it (an H100 SXM beside a server CPU): for recordings made elsewhere.

The values are the H100 SXM5 80GB's published figures and what NVML reports for one; the CPU is a typical
two-socket server's. Tests use it where a machine other than this one must be shown."""

from __future__ import annotations

from dashboard.hardware.records import CpuInfo, GpuInfo, Inventory, MemoryInfo, SoftwareInfo


def h100_inventory() -> Inventory:
    cpu = CpuInfo("Intel(R) Xeon(R) Platinum 8480+", "GenuineIntel", "x86_64", 112, 224, 2000.0, 3800.0,
                  2 * 2**20, 105 * 2**20, ("sse4_2", "avx", "avx2", "fma", "avx512f"), 64, 14336.0,
                  "112 cores x 64 FP32 FLOPs per cycle x 2.0 GHz (estimate)")
    memory = MemoryInfo(2 * 1024**4, 0, 24.0, 23.1, 24.6, 5)
    software = SoftwareInfo("Linux-5.15.0-x86_64-with-glibc2.35", "CPython 3.11.9", "2.5.1", "cuda 12.4", "90100",
                            ("cuda",), 112, ("cpu", "cuda:0"), {"cuda:0": 85_029_158_912})
    gpu = GpuInfo("nvidia", 0, "NVIDIA H100 80GB HBM3", architecture="Hopper", compute_capability="9.0",
                  sm_count=132, cuda_cores=16896, tensor_cores=528, tensor_core_generation="4th",
                  memory_total_bytes=85_520_809_984, memory_bus_width_bits=5120, memory_type="HBM3",
                  max_sm_clock_mhz=1980.0, max_memory_clock_mhz=2619.0, peak_memory_bandwidth_gbps=3352.0,
                  peak_fp32_tflops=66.9, power_limit_w=700.0, driver_version="550.54.15",
                  cuda_driver_version="12.4", pci_bus_id="00000000:18:00.0")
    return Inventory(cpu, memory, software, (gpu,), "nvidia: 1 GPU (NVML 12.550.54.15)")
