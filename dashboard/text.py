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

import numbers
import re
import string
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any


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


Translator = Callable[[str, str, str | None, int], str]
"""(context, English template, disambiguation, count or -1) -> the template in the reader's language: with a count,
the plural form for that count (as ``QCoreApplication.translate`` chooses it) with ``%n`` replaced."""
NumberFormat = Callable[[float, int, bool], str]
"""(value, decimals, group the thousands) -> the number written in the reader's style."""
DateFormat = Callable[[float], str]
"""(seconds since the epoch) -> the local date and time, short, in the reader's style."""


def _english_number(value: float, decimals: int, grouping: bool) -> str:
    return f"{value:{',' if grouping else ''}.{decimals}f}"


def _english(_context: str, template: str, _disambiguation: str | None, _count: int = -1) -> str:
    return template


_COUNT = re.compile(r"%L?n")


def _counted(text: str, count: int) -> str:
    """A counted template as English says it: ``%n file(s)`` is "1 file", "2 files", ``%n process(es)`` "1 process",
    "2 processes". A translation has its own forms and its count in already (Qt replaced ``%n``); only the English
    source, or a text with no translation, is left."""
    said = _COUNT.sub(lambda _: number(count), text)
    return said.replace("(es)", "" if count == 1 else "es").replace("(s)", "" if count == 1 else "s")


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


class Template(str):
    """A translated template that remembers its English source, so that what is filled from it can be sent to
    another process as data and said there in that reader's language (``words_of``, ``say_words``)."""

    source: tuple[str, str, str | None, int | None]


class Sentence(str):
    """A filled template that remembers its words as data: the English template and the values, each value a
    number, a plain text or another sentence's words."""

    words: dict[str, Any]


def translate(context: str, template: str, disambiguation: str | None = None, count: int | None = None) -> str:
    """``template`` in the reader's language (itself when it has no translation). ``disambiguation`` tells apart two
    uses of the same English words that other languages say differently; it is part of the lookup key.

    ``count`` picks the form for that number, Polish's three or Chinese's one, and writes the number where the
    template says ``%Ln``; call it through ``counted``."""
    if _this_thread.english:
        text = template
    else:
        text = _translator(context, template, disambiguation, -1 if count is None else count)
    made = Template(text if count is None else _counted(text, count))
    made.source = (context, template, disambiguation, count)
    return made


def counted(count: int, marked: str) -> str:
    """A template with plural forms, said for ``count``: ``counted(n, translate("Experiments", "%Ln point(s)
    measured", None, 1))``. pyside6-lupdate gives a template plural forms only where the count it reads in the call
    is a number literal, so the call is written with 1 and said again here with the real count."""
    if not isinstance(marked, Template):
        return marked
    context, template, disambiguation, _ = marked.source
    return translate(context, template, disambiguation, count)


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
    text = template.format_map(localized)
    if not isinstance(template, Template):
        return text
    made = Sentence(text)
    made.words = {**_source_words(template), "values": {name: _value_words(value) for name, value in values.items()}}
    return made


def _source_words(template: Template) -> dict[str, Any]:
    context, source, disambiguation, count = template.source
    return {"context": context, "template": source, **({"disambiguation": disambiguation} if disambiguation else {}),
            **({"count": count} if count is not None else {})}


def _value_words(value: object) -> object:
    if isinstance(value, Sentence | Said) and value.words is not None:
        return value.words
    if isinstance(value, Template):
        return _source_words(value)
    if value is None or isinstance(value, bool | int | float):
        return value
    return str(value)


def words_of(text: str) -> dict[str, Any] | None:
    """How a text made by ``translate`` (and ``fill``, ``join``, ``say``) was made, as JSON-ready data; None for any
    other text."""
    if isinstance(text, Sentence | Said):
        return text.words
    if isinstance(text, Template):
        return _source_words(text)
    return None


WORDS_DEPTH = 32
"""How deeply words may nest (a sentence inside a sentence...): ours nest a few levels; a file nested deeper is not
ours, and following it would end in a RecursionError."""


def say_words(words: object, depth: int = 0) -> str | None:
    """The text ``words_of`` described, made again in the reader's language; None when ``words`` is not such a
    description (a line from another version, a hand edit): the caller shows the English text it came with."""
    if not isinstance(words, dict) or depth > WORDS_DEPTH:
        return None
    if "join" in words:
        return _say_joined(words["join"], depth + 1)
    if "call" in words:
        return _say_called(words.get("call"), words.get("args"))
    context, template, count = words.get("context"), words.get("template"), words.get("count")
    disambiguation, values = words.get("disambiguation"), words.get("values", {})
    if not (isinstance(context, str) and isinstance(template, str) and isinstance(values, dict)
            and (disambiguation is None or isinstance(disambiguation, str))
            and (count is None or isinstance(count, int) and not isinstance(count, bool))):
        return None
    said: dict[str, object] = {}
    for name, value in values.items():
        said[name] = say_words(value, depth + 1) if isinstance(value, dict) else value
        if said[name] is None and value is not None or not isinstance(said[name], str | int | float | None):
            return None
    if not placeholders(template) <= said.keys() or any("." in name or "[" in name for name in placeholders(template)):
        return None  # fills only the named values it was given: no attribute or item lookups
    return fill(translate(context, template, disambiguation, count), **said)


SPOKEN_CALLS: dict[str, Callable[..., str]] = {}
"""The formatting functions a text's words may name ("fmt": a number with its unit), each said again with its
arguments in the reader's style; only these, never a function a file names."""


def spoken(name: str, make: Callable[..., str]) -> Callable[..., str]:
    """``make`` (registered as ``name``) returning a text that keeps its call as words: "12.3 s" read from a
    recording is said "12,3 s" to a Polish reader."""
    SPOKEN_CALLS[name] = make

    def said(*args: Any) -> str:
        made = Sentence(make(*args))
        made.words = {"call": name, "args": [_plain(arg) for arg in args]}
        return made

    return said


def _plain(value: object) -> object:
    """A JSON value for a call's argument: NumPy's numbers as Python's."""
    if value is None or isinstance(value, bool | str | int | float):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    return str(value)


def _say_called(name: object, args: object) -> str | None:
    make = SPOKEN_CALLS.get(name) if isinstance(name, str) else None
    if make is None or not isinstance(args, list) or not all(
            arg is None or isinstance(arg, str | int | float) and not isinstance(arg, bool) for arg in args):
        return None
    try:
        return make(*args)
    except (TypeError, ValueError, OverflowError):  # arguments another version or a hand edit shaped otherwise
        return None


def _say_joined(parts: object, depth: int) -> str | None:
    """``join``'s sentences made again, each from its words (a plain text, a name or a number, as it was)."""
    if not isinstance(parts, list):
        return None
    said = [part if isinstance(part, str) else say_words(part, depth) for part in parts]
    return None if any(part is None for part in said) else join(*(part for part in said if part is not None))


def placeholders(template: str) -> set[str]:
    """The names a template fills: a translation must use the same ones."""
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(template) if name}


class Said(str):
    """Text made by ``make`` in the reader's language now, which ``again()`` makes again in the language of then.

    Still a ``str``: the command line, JSON documents and tests read it as the text it was when made.
    """

    _make: Callable[[], str]
    words: dict[str, Any] | None
    """How the text was made as data (``words_of``), to be said again in another process or from a file."""

    def __new__(cls, make: Callable[[], str]) -> Said:
        text = make()
        made = super().__new__(cls, text)
        made._make = make
        made.words = words_of(text)
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
    """Sentences into one paragraph, the empty ones left out, each said again in the language of now. The paragraph
    keeps each sentence's words (``words_of``), or its text where it has none (a name, a text read from a file)."""
    said = [again(sentence) for sentence in sentences if sentence]
    kept = [sentence for sentence in said if sentence.strip()]
    made = Sentence(" ".join(sentence.strip() for sentence in kept))
    made.words = {"join": [words_of(sentence) or str(sentence).strip() for sentence in kept]}
    return made
