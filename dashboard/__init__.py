"""Deep-learning hardware dashboard: see what your CPU and GPUs have and do while a real model trains."""

__version__ = "0.1.0"
