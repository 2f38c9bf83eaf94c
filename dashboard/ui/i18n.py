"""The window's language: Qt's translators, QLocale's number style, and the texts widgets set again on a change.

``use_language`` loads ``resources/i18n/dashboard_<code>.qm`` (made by ``make translations``) and Qt's own
``qtbase_<code>.qm`` for the standard dialogs, points ``dashboard.text`` at them and at QLocale, and installs them:
Qt then sends every widget ``QEvent.LanguageChange``, on which each sets its texts again (``Texts``), so the language
changes at once, without a restart.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable
from importlib.resources import as_file, files

import shiboken6
from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QFontDatabase

from dashboard import text
from dashboard.text import CODES, PSEUDO, language_for

SETTINGS_KEY = "language"


def system_language() -> str:
    return language_for(QLocale.system().name())


class _Translators:
    """The translators installed now, so the next language can take them out."""

    installed: list[QTranslator] = []
    code = "en"
    warned_about_fonts = False


def current_language() -> str:
    return _Translators.code


def use_language(code: str) -> None:
    """Show the window in ``code`` (one of CODES, or PSEUDO) from now on; widgets get ``LanguageChange``."""
    app = QCoreApplication.instance()
    if code not in (*CODES, PSEUDO):
        raise ValueError(f"unknown language {code!r}: one of {', '.join(CODES)}")
    for translator in _Translators.installed:
        if app is not None:
            app.removeTranslator(translator)
    _Translators.installed = []
    _Translators.code = code
    _warn_once_about_fonts(code)
    locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates) if code in ("en", PSEUDO) \
        else QLocale(code)
    QLocale.setDefault(locale)
    ungrouped = QLocale(locale)
    ungrouped.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)

    def number_format(value: float, decimals: int, grouping: bool) -> str:
        return (locale if grouping else ungrouped).toString(float(value), "f", decimals)

    def date_format(seconds: float) -> str:
        return locale.toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.FormatType.ShortFormat)

    if code == "en":
        text.install(None, number_format)  # dates stay ISO in English: no month/day order to guess
    elif code == PSEUDO:
        text.install(_pseudo_translate, number_format)
    else:
        for loaded in (_app_translator(code), _qt_translator(code)):
            if loaded is not None and app is not None:
                app.installTranslator(loaded)
                _Translators.installed.append(loaded)
        text.install(lambda context, source, disambiguation, count: QCoreApplication.translate(
            context, source, disambiguation, count), number_format, date_format)
    if app is not None and code in ("en", PSEUDO):  # no translator installed to announce it: say it ourselves
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))


def choose_language(settings: QSettings, code: str) -> None:
    """View > Language: this language now, every page at once, and at the next launch."""
    use_language(code)
    settings.setValue(SETTINGS_KEY, code)


def stored_language(settings: QSettings) -> str:
    """The language chosen last time, or the system's when none was (or it is not one we have)."""
    stored = settings.value(SETTINGS_KEY)
    return language_for(str(stored)) if stored else system_language()


def _app_translator(code: str) -> QTranslator | None:
    translator = QTranslator()
    with as_file(files("dashboard.resources") / "i18n" / f"dashboard_{code}.qm") as path:
        return translator if path.exists() and translator.load(str(path)) else None


class _QtTranslator(QTranslator):
    """Qt's own words (qtbase_<code>.qm, which PySide6 ships for each of our languages). Qt 6's file dialog asks for
    "&Look in:" and "Files of &type:", which the shipped translations still know only as "Look in:" and "Files of
    type:", so it showed them in English in every language: a text the file lacks is looked up again without its
    accelerator (the dialog then has no accelerator there, as the translators' older texts had none)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        found = super().translate(context, source, disambiguation, n)
        if not found and "&" in source:
            found = super().translate(context, source.replace("&", ""), disambiguation, n)
        return found or None  # None, Qt's "not here": the next translator is asked (an empty text would be shown)


def _qt_translator(code: str) -> QTranslator | None:
    translator = _QtTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(f"qtbase_{code}", folder) else None


_KEPT = re.compile(r"(\{[^}]*\}|<[^>]*>|&\w|%L?n|\(s\))")
"""Placeholders, HTML tags and accelerators: the pseudo language leaves them working."""
_WORD = re.compile(r"[^\W\d_]+")


def _pseudo_translate(_context: str, source: str, _disambiguation: str | None, _count: int = -1) -> str:
    """Every word 40% longer ("memory" -> "memory~~~"), as German or Polish words are: placeholders, tags and the
    & accelerators keep working, and a text that did not come through ``translate`` has no "~"."""
    parts = _KEPT.split(source)
    for i in range(0, len(parts), 2):  # the even parts are the text between what is kept
        parts[i] = _WORD.sub(lambda word: word[0] + "~" * math.ceil(0.4 * len(word[0])), parts[i])
    return "".join(parts)


CJK_FONT_PACKAGE = "fonts-noto-cjk"
"""The Debian/Ubuntu package with a font for Chinese (README, .ci/run)."""


def cjk_font_missing(code: str) -> bool:
    """Chinese needs a font with Han characters; without one Qt draws empty boxes."""
    if not code.startswith("zh"):
        return False
    return not QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)


def _warn_once_about_fonts(code: str) -> None:
    if cjk_font_missing(code) and not _Translators.warned_about_fonts:
        _Translators.warned_about_fonts = True
        print(f"dl-dashboard: no font with Chinese characters is installed, so Chinese text shows as boxes; on "
              f"Debian/Ubuntu: sudo apt-get install {CJK_FONT_PACKAGE}", file=sys.stderr)


Make = Callable[[], str]
"""How a text is made: it calls ``translate`` (and ``fill``) each time, so it says it in the language of then."""
Setter = Callable[[str], object]
"""Where a text goes: ``label.setText``, ``box.setTitle``, ``button.setToolTip``."""


class Texts:
    """The texts a widget shows, each kept as how it is made, so that a language change makes them all again.

    ``set(label.setText, lambda: translate("Hardware", "CPU per core"))`` keeps the call where the widget is built or
    where its text changes (a status line, a reading), and where pyside6-lupdate finds it; the owner calls ``apply``
    on ``QEvent.LanguageChange``. Kept by setter: a bound method is equal to (and hashes as) the same method of the
    same object, so a setter's new text replaces the one it had.
    """

    def __init__(self) -> None:
        self._makers: dict[Setter, Make] = {}

    def set(self, setter: Setter, make: Make) -> None:
        """``make()`` through ``setter`` now, and again after each language change, instead of what it had."""
        setter(make())
        self._makers[setter] = make

    def clear(self, setter: Setter) -> None:
        """Nothing through ``setter`` now, nor after a language change."""
        self._makers.pop(setter, None)
        setter("")

    def apply(self) -> None:
        """Every text made again in the language chosen now. A widget deleted since (a rebuilt card) is forgotten:
        its setter would raise."""
        for setter, make in list(self._makers.items()):
            if shiboken6.isValid(getattr(setter, "__self__", None)):
                setter(make())
            else:
                del self._makers[setter]


def is_language_change(event: QEvent) -> bool:
    return event.type() == QEvent.Type.LanguageChange


class Retranslating:
    """A widget that sets its texts in ``retranslate`` (once when built, and again on ``QEvent.LanguageChange``),
    Qt's way of changing language without a restart. Listed before the Qt class: ``class Form(Retranslating,
    QGroupBox)``."""

    def retranslate(self) -> None:
        """Set every text the widget shows, in the language chosen now."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)  # type: ignore[misc]  # the Qt class listed after this one
        if is_language_change(event):
            self.retranslate()
