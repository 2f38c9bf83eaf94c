"""The one kind of error whose message is written for a person: every shell shows it as it is, without a traceback.

Free of torch and Qt, so the command line and the window can catch it without importing what raised it.
"""

from __future__ import annotations

from typing import Any

from dashboard.text import words_of


class UserError(ValueError):
    """A request a person can fix; the message says what was wrong and what is allowed."""


def error_words(err: BaseException) -> dict[str, Any] | None:
    """The words of an error's message as data (``dashboard.text.words_of``), when it was made from a translated
    template: what a child process sends with its English message, so that the window can say it in its language."""
    message = err.args[0] if len(err.args) == 1 else None
    return words_of(message) if isinstance(message, str) else None


def first_line(err: BaseException, limit: int = 160) -> str:
    """An error in one short line, its type first: torch's dispatcher messages run to thousands of characters."""
    lines = str(err).strip().splitlines()
    text = f"{type(err).__name__}: {lines[0] if lines else ''}".rstrip(": ")
    return text if len(text) <= limit else text[:limit - 3] + "..."
