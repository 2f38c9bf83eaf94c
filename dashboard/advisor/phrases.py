"""A sentence the Advisor keeps as data: its English template and its values, written out when it is needed.

Some texts are stored as well as shown: a GPU's note goes into advice.json and gpus.csv, a roofline point's label into
a lesson's figures. Stored, they stay English (``english``); shown, they are in the reader's language of that moment
(``shown``), so a page can show them again after the language changes. Templates are marked for translation where
they are written, with ``QT_TRANSLATE_NOOP("Advisor", ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.text import fill, translate

NOTE_SEPARATOR = "; "
"""Between the notes of one record (a GPU's, a benchmark result's, the sources of a device's peaks)."""


@dataclass(frozen=True)
class Phrase:
    template: str
    """English, with named placeholders; values are whole numbers, names or other phrases (written the same way)."""
    values: tuple[tuple[str, object], ...] = ()

    def english(self) -> str:
        """For files and the command line: English whatever the window shows."""
        if not self.values:  # a text without placeholders (a catalogue's note) may hold braces of its own
            return self.template
        return self.template.format_map({name: value.english() if isinstance(value, Phrase) else value
                                         for name, value in self.values})

    def shown(self) -> str:
        """For the window: in the reader's language now (a text the translations do not know, as it is)."""
        if not self.values:
            return translate("Advisor", self.template)
        return fill(translate("Advisor", self.template),
                    **{name: value.shown() if isinstance(value, Phrase) else value for name, value in self.values})


def phrase(template: str, /, **values: object) -> Phrase:
    """``Phrase(template, values)`` written as ``fill`` is: phrase(NOTE, batch=64)."""
    return Phrase(template, tuple(values.items()))
