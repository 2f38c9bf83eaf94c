"""A lesson's words that can be said again in another language: its reading, its note and its progress lines.

A lesson makes them on its own thread from the numbers it measured; the window shows them, and shows them again,
made afresh from the same numbers, when the reader picks another language (View > Language). Each is still a
``str``, so the command line, the JSON documents and the tests read it as the text it was when made.
"""

from __future__ import annotations

from collections.abc import Callable


class Said(str):
    """Text made by ``make`` in the reader's language now, which ``again()`` makes again in the language of then."""

    _make: Callable[[], str]

    def __new__(cls, make: Callable[[], str]) -> Said:
        text = super().__new__(cls, make())
        text._make = make
        return text

    def again(self) -> Said:
        return Said(self._make)

    def __copy__(self) -> Said:
        return self  # text does not change: a copy may be the same object, as for any str

    def __deepcopy__(self, memo: dict[int, object]) -> Said:
        return self

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        """Pickled (sent to another process) as the text it is: how it was made stays here."""
        return str, (str(self),)


def say(make: Callable[[], str]) -> Said:
    """``make()`` now, kept so the window can say it again after a language change (``make`` calls ``translate``
    and ``fill`` each time, from values it holds)."""
    return Said(make)


def again(text: str) -> str:
    """``text`` in the reader's language of now: made again when it is ``Said``, as it is otherwise (a text read
    from a file, a name)."""
    return text.again() if isinstance(text, Said) else text


def join(*sentences: str) -> str:
    """Sentences into one paragraph, the empty ones left out, each said again in the language of now."""
    parts = (again(sentence).strip() for sentence in sentences if sentence)
    return " ".join(part for part in parts if part)
