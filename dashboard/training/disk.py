"""The disk under the data folder: checked before a run or an experiment is created, and named in words when a
write fails during one.

Why a check first: a data folder that is a file, read-only or full used to surface as a traceback only after the
dataset had been built. Why words: "OSError: [Errno 28]" tells a person less than "disk full at step 35 (path)".
The check creates nothing, so a refused command leaves nothing on disk.
"""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

from dashboard.errors import UserError
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.units import fmt_bytes

MIN_FREE_BYTES = 16 * 2**20
"""Room a run needs to start: its config and some thousands of metric lines (a step line is about 400 bytes)."""
DATA_DIR_HINT = QT_TRANSLATE_NOOP("Training", "set DL_DASHBOARD_DATA_DIR to a writable folder with free space")

REASONS = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("Training", "disk full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Training", "disk quota exceeded"),
    errno.EROFS: QT_TRANSLATE_NOOP("Training", "read-only file system"),
    errno.EACCES: QT_TRANSLATE_NOOP("Training", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("Training", "permission denied"),
    errno.EIO: QT_TRANSLATE_NOOP("Training", "I/O error"),
}
"""In English: a run's saved summary says them so (``shown_reason`` in the reader's language)."""


def failure_reason(err: OSError) -> str:
    """"disk full", "read-only file system", ...: what an OSError means for a person, without its errno number."""
    return REASONS.get(err.errno or 0) or (err.strerror or str(err) or type(err).__name__).lower()


def shown_reason(err: OSError) -> str:
    """``failure_reason`` in the reader's language, for a window (the system's own words stay as they are)."""
    reason = REASONS.get(err.errno or 0)
    return translate("Training", reason) if reason is not None else failure_reason(err)


class WriteFailed(UserError):
    """A write to a run or experiment folder failed: why in words (``reason``) and which file (``path``).

    A UserError, so a shell that does not handle it still prints one line instead of a traceback.
    """

    def __init__(self, reason: str, path: Path) -> None:
        super().__init__(f"{reason} ({path})")
        self.reason = reason
        self.path = path

    @classmethod
    def of(cls, err: OSError, path: Path) -> WriteFailed:
        """From the OSError a write raised; ``path`` is the file being written when the error names none."""
        named = err.filename if isinstance(err.filename, str) and err.filename else None
        return cls(failure_reason(err), Path(named) if named else path)


def as_sentence(message: str) -> str:
    """"disk full at step 35 (...); ..." -> "Disk full at step 35 (...); ...": a message as a window shows it."""
    message = message.strip()
    if not message:
        return message
    return message[0].upper() + message[1:] + ("" if message.endswith((".", "!", "?")) else ".")


def data_dir_problem(folder: Path, min_free_bytes: int = MIN_FREE_BYTES) -> str | None:
    """Why runs cannot be saved under ``folder``, in words naming the path (in the reader's language: the command
    line's is English), or None when they can.

    ``folder`` need not exist yet: its nearest existing ancestor must be a writable folder with free space.
    """
    def said(template: str, **values: object) -> str:
        return fill(template, folder=str(folder), hint=translate("Training", DATA_DIR_HINT), **values)

    existing = _nearest_existing(folder)
    if existing is None:
        return said(translate("Training", "the data folder {folder} cannot be used: none of its parent folders can "
                                          "be read; {hint}"))
    if not existing.is_dir():
        return said(translate("Training", "the data folder {folder} cannot be used: {existing} is a file, not a "
                                          "folder; {hint}"), existing=str(existing))
    if not os.access(existing, os.W_OK | os.X_OK):
        return said(translate("Training", "the data folder {folder} cannot be used: {existing} is not writable "
                                          "(read-only or no permission); {hint}"), existing=str(existing))
    try:
        free = shutil.disk_usage(existing).free
    except OSError as err:
        return said(translate("Training", "the data folder {folder} cannot be used: {reason}; {hint}"),
                    reason=shown_reason(err))
    if free < min_free_bytes:
        return said(translate("Training", "the data folder {folder} has only {free} free; a run needs at least "
                                          "{needed}; {hint}"), free=fmt_bytes(free), needed=fmt_bytes(min_free_bytes))
    return None


def check_data_dir(folder: Path, min_free_bytes: int = MIN_FREE_BYTES) -> None:
    """Raise UserError naming the path when runs cannot be saved under ``folder`` (see ``data_dir_problem``)."""
    problem = data_dir_problem(folder, min_free_bytes)
    if problem is not None:
        raise UserError(problem)


def _nearest_existing(folder: Path) -> Path | None:
    """``folder`` or its closest ancestor that exists (as a file or a folder); None when none can be read."""
    for candidate in (folder, *folder.absolute().parents):
        try:
            candidate.stat()
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError:
            return None
        return candidate
    return None
