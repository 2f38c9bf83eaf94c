"""Translatable text for every layer, without Qt.

Sentences are English templates with named placeholders, marked where they are written::

    fill(translate("Lessons", "At batch {batch}, the GPU ran {ratio:.2f}x as fast"), batch=64, ratio=2.1)

``translate`` returns the template in the reader's language and ``fill`` puts the values in, numbers formatted
in the reader's style (decimal comma, digit grouping). Both do nothing special until a shell installs a language:
the command line stays English, the window installs Qt's translators and QLocale (``dashboard.ui.i18n``).

``pyside6-lupdate`` finds the templates by these calls' names, and only when the context and the template are string
literals passed by position (a keyword argument or an f-string hides the call from it): ``tests/test_i18n_sources``
checks every call. ``QT_TRANSLATE_NOOP`` marks a template kept in data (a lesson's title) and translated where shown.

A sentence made away from the widget that shows it (on a worker thread, kept in a result) is ``say(lambda: ...)``:
a ``Said`` str that remembers how it was made, so ``again`` makes it in the reader's language of now, and in English
inside ``english()``, which is what files get. (A widget keeps its own texts with ``dashboard.ui.i18n.Texts``.)
"""

from __future__ import annotations

import re
import string
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    code: str
    """Qt's locale name: en, pt_BR, es, pl, zh_CN."""
    name: str
    """The language's own name for itself, as a language menu lists it."""


LANGUAGES = (
    Language("en", "English"),
    Language("pt_BR", "Português (Brasil)"),
    Language("es", "Español"),
    Language("pl", "Polski"),
    Language("zh_CN", "中文（简体）"),
)
"""English and the languages of the course's articles."""
CODES = tuple(language.code for language in LANGUAGES)
PSEUDO = "pseudo"
"""A test language: every text 40% longer, to find labels that clip (as Qt projects test layouts)."""


def language_for(locale_name: str) -> str:
    """The closest language we have for a locale name ("pl_PL" -> pl, "pt_PT" -> pt_BR, "de_DE" -> en)."""
    if locale_name in CODES or locale_name == PSEUDO:
        return locale_name
    prefix = locale_name.split("_")[0]
    return next((code for code in CODES if code.split("_")[0] == prefix), "en")


Translator = Callable[[str, str, str | None], str]
"""(context, English template, disambiguation) -> the template in the reader's language."""
NumberFormat = Callable[[float, int, bool], str]
"""(value, decimals, group the thousands) -> the number written in the reader's style."""
DateFormat = Callable[[float], str]
"""(seconds since the epoch) -> the local date and time, short, in the reader's style."""


def _english_number(value: float, decimals: int, grouping: bool) -> str:
    return f"{value:{',' if grouping else ''}.{decimals}f}"


def _english(_context: str, template: str, _disambiguation: str | None) -> str:
    return template


def _english_date(seconds: float) -> str:
    import time

    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))


_translator: Translator = _english
_number_format: NumberFormat = _english_number
_date_format: DateFormat = _english_date


def install(translator: Translator | None, number_format: NumberFormat | None,
            date_format: DateFormat | None = None) -> None:
    """Use this language from now on (None: English). Texts made before keep theirs: their owners make them again."""
    global _translator, _number_format, _date_format
    _translator = translator or _english
    _number_format = number_format or _english_number
    _date_format = date_format or _english_date


class _ThisThread(threading.local):
    english = False


_this_thread = _ThisThread()


@contextmanager
def english() -> Iterator[None]:
    """English templates and numbers inside the block, on this thread only: what is written to a file is read by
    tools and other people, whatever language the window shows."""
    before = _this_thread.english
    _this_thread.english = True
    try:
        yield
    finally:
        _this_thread.english = before


def translate(context: str, template: str, disambiguation: str | None = None) -> str:
    """``template`` in the reader's language (itself when it has no translation). ``disambiguation`` tells apart two
    uses of the same English words that other languages say differently; it is part of the lookup key."""
    if _this_thread.english:
        return template
    return _translator(context, template, disambiguation)


def QT_TRANSLATE_NOOP(context: str, template: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks ``template`` for translation where it is defined; ``translate(context, template)`` where it is shown."""
    return template


def number(value: float, decimals: int = 0, grouping: bool = True) -> str:
    """A number in the reader's style: 12,345.6 in English, 12 345,6 in Polish."""
    return _numbers()(value, decimals, grouping)


def date_time(seconds: float) -> str:
    """A moment as the reader writes it: 2026-11-25 14:02 in English (ISO, unambiguous), 25.11.2026 14:02 in Polish."""
    return _english_date(seconds) if _this_thread.english else _date_format(seconds)


def _numbers() -> NumberFormat:
    return _english_number if _this_thread.english else _number_format


_SPEC = re.compile(r"(?P<grouping>,?)(?:\.(?P<decimals>\d+))?(?P<kind>[fd%]?)")


class _LocalNumber:
    """A number that formats itself in the reader's style for the specs templates use: "", ",", ".2f", ",.0f", "d".
    Any other spec (padding, signs) falls back to Python's own formatting."""

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        match = _SPEC.fullmatch(spec)
        if match is None:
            return format(self.value, spec)
        if match["kind"] == "%":
            return number(self.value * 100, int(match["decimals"] or 6), bool(match["grouping"])) + "%"
        if match["decimals"] is not None:
            decimals = int(match["decimals"])
        elif match["kind"] == "d" or isinstance(self.value, int):
            decimals = 0
        elif match["kind"] == "f":
            decimals = 6
        else:  # a float without a precision: as many decimals as Python's shortest form, up to 6
            decimals = min(6, len(repr(float(self.value)).partition(".")[2].rstrip("0")))
        return number(self.value, decimals, bool(match["grouping"]))


def fill(template: str, /, **values: object) -> str:
    """The template with its named values in; numbers (not bools) in the reader's style."""
    localized = {name: _LocalNumber(value) if isinstance(value, int | float) and not isinstance(value, bool)
                 else value for name, value in values.items()}
    return template.format_map(localized)


def placeholders(template: str) -> set[str]:
    """The names a template fills: a translation must use the same ones."""
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(template) if name}


class Said(str):
    """Text made by ``make`` in the reader's language now, which ``again()`` makes again in the language of then.

    Still a ``str``: the command line, JSON documents and tests read it as the text it was when made.
    """

    _make: Callable[[], str]

    def __new__(cls, make: Callable[[], str]) -> Said:
        made = super().__new__(cls, make())
        made._make = make
        return made

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
    """``make()`` now, kept so that it can be said again after a language change, or in English for a file (``make``
    calls ``translate`` and ``fill`` each time, from values it holds: a template written as a literal there, so
    pyside6-lupdate finds it)."""
    return Said(make)


def again(text: str) -> str:
    """``text`` in the reader's language of now (English inside ``english()``): made again when it is ``Said``, as it
    is otherwise (a text read from a file, a name)."""
    return text.again() if isinstance(text, Said) else text


def join(*sentences: str) -> str:
    """Sentences into one paragraph, the empty ones left out, each said again in the language of now."""
    parts = (again(sentence).strip() for sentence in sentences if sentence)
    return " ".join(part for part in parts if part)
