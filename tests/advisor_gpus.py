"""Hand-made catalogue entries with published peaks, shared by the advisor's tests."""

from __future__ import annotations

from dashboard.advisor.gpu_spec import GpuSpec

IMAGENET = {"resolution": 224, "num_classes": 1000}


def gpu(name: str, fp32: float, fp16: float | None, bandwidth: float, cc: str | None = "8.0", *,
        bf16: float | None | str = "same", memory_gb: float = 24.0, vendor: str = "nvidia", tdp_w: float = 300.0,
        price_usd: float | None = None, memory_type: str = "HBM2") -> GpuSpec:
    """A hand-made catalogue entry: published peaks, nothing else that matters here. An NVIDIA card named GeForce
    is of that series (its tensor rate is the halved one), every other NVIDIA card a data-centre one."""
    series = ("geforce" if name.startswith("GeForce") else "datacenter") if vendor == "nvidia" else "instinct"
    return GpuSpec(vendor=vendor, name=name, series=series,
                   architecture="test", year=2020, memory_gb=memory_gb, memory_type=memory_type, bus_width_bits=None,
                   bandwidth_gbps=bandwidth, fp32_tflops=fp32, fp16_tensor_tflops=fp16,
                   bf16_tensor_tflops=fp16 if bf16 == "same" else bf16, tensor_cores=None, tdp_w=tdp_w, ecc=True,
                   compute_capability=cc, sources=("test",), price_usd=price_usd)


# Published dense peaks (NVIDIA datasheets and whitepapers; fp16 with fp32 accumulation), memory in GB.
H100_SXM = gpu("H100 SXM5 80GB", 66.9, 989.4, 3350, "9.0", memory_gb=80)
A100 = gpu("A100 SXM4 40GB", 19.5, 312, 1555, "8.0", memory_gb=40)
V100 = gpu("Tesla V100 SXM2 16GB", 15.7, 125, 900, "7.0", bf16=None, memory_gb=16)
T4 = gpu("Tesla T4", 8.1, 65, 320, "7.5", bf16=None, memory_gb=16, tdp_w=70, memory_type="GDDR6")
RTX_4090 = gpu("GeForce RTX 4090", 82.6, 165.2, 1008, "8.9", tdp_w=450, memory_type="GDDR6X")
RTX_3090 = gpu("GeForce RTX 3090", 35.6, 71, 936, "8.6", tdp_w=350, memory_type="GDDR6X")
RTX_3060 = gpu("GeForce RTX 3060 12GB", 12.7, 25.5, 360, "8.6", memory_gb=12, tdp_w=170,
               memory_type="GDDR6")
