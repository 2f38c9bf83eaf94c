"""Whether this process is a rank that torchrun started: read from the environment, without importing torch.

The train command asks first thing, before its memory guard, which must answer without paying for torch's import.
"""

from __future__ import annotations

import os


def launched_by_torchrun() -> bool:
    """True in a process torchrun started: it sets TORCHELASTIC_RUN_ID (what ``torch.distributed
    .is_torchelastic_launched`` reads) and the rank variables."""
    return "TORCHELASTIC_RUN_ID" in os.environ and "RANK" in os.environ and "WORLD_SIZE" in os.environ
