"""The one kind of error whose message is written for a person: every shell shows it as it is, without a traceback.

Free of torch and Qt, so the command line and the window can catch it without importing what raised it.
"""

from __future__ import annotations


class UserError(ValueError):
    """A request a person can fix; the message says what was wrong and what is allowed."""
