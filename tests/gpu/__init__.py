"""The GPU test set: real pynvml and real torch.cuda, no doubles. Run it with `make gpu-check` on a machine with an
NVIDIA GPU; everywhere else each test is skipped with the reason "no CUDA device"."""
