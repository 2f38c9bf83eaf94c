"""The translation sources: every template is written so pyside6-lupdate finds it, the .ts files hold every one of
them (``make translations`` was run), and each translation keeps its template's placeholders and accelerator."""

from __future__ import annotations

import ast
import functools
import re
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

import pytest

from dashboard.text import CODES, placeholders

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "dashboard"
TS_FILES = {code: ROOT / "resources" / "i18n" / f"dashboard_{code}.ts" for code in CODES if code != "en"}
MARKERS = {"translate", "QT_TRANSLATE_NOOP"}


@dataclass(frozen=True)
class Call:
    where: str
    node: ast.Call


@functools.cache
def package_trees() -> tuple[tuple[Path, ast.Module], ...]:
    """Every module of the package, parsed once for all the tests here (parsing it took a second of CPU a test)."""
    return tuple((path, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted(PACKAGE.rglob("*.py")))


@functools.cache
def marker_calls() -> tuple[Call, ...]:
    calls = []
    for path, tree in package_trees():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            ours = isinstance(func, ast.Name) and func.id in MARKERS
            qts = isinstance(func, ast.Attribute) and (func.attr == "tr" or (
                func.attr == "translate" and isinstance(func.value, ast.Name) and func.value.id == "QCoreApplication"))
            if ours or qts:
                calls.append(Call(f"{path.relative_to(ROOT)}:{node.lineno}", node))
    return tuple(calls)


def literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


@functools.cache
def templates_in_code() -> frozenset[tuple[str, str]]:
    """(context, template) of every call with both written as literals: what lupdate must have found."""
    found = set()
    for call in marker_calls():
        args = call.node.args
        if len(args) >= 2 and literal(args[0]) is not None and literal(args[1]) is not None:
            found.add((literal(args[0]), literal(args[1])))
    return frozenset(found)


def test_every_translate_call_is_one_lupdate_can_read():
    """A keyword argument or a non-literal context hides a call from lupdate; an f-string or a concatenation would
    be looked up as text that is never in a .ts file. ``self.tr`` takes the class name at run time (PySide)."""
    problems = []
    for call in marker_calls():
        node = call.node
        if call.where.startswith("dashboard/text.py"):  # where translate is defined: it passes on what it was given
            continue
        if isinstance(node.func, ast.Attribute):  # self.tr(...), QCoreApplication.translate(...): Qt's own
            if not call.where.startswith("dashboard/ui/i18n.py"):  # where dashboard.text is pointed at Qt's
                problems.append(f"{call.where}: use dashboard.text.translate (the pseudo language, English)")
            continue
        name = getattr(node.func, "id", "")
        counted = len(node.args) == 4 and name == "translate"
        if node.keywords or not 2 <= len(node.args) <= (4 if counted else 3):
            problems.append(f"{call.where}: {name} takes (context, template[, disambiguation]) by position only")
            continue
        if counted and not (isinstance(node.args[3], ast.Constant) and node.args[3].value == 1
                            and "%Ln" in (literal(node.args[1]) or "")):
            problems.append(f"{call.where}: a counted template says %Ln and is marked with the count 1, as in "
                            "counted(n, translate(context, template, None, 1)): lupdate gives plural forms only then")
        context, template = node.args[0], node.args[1]
        if literal(context) is None:
            problems.append(f"{call.where}: the context must be a string literal")
        if isinstance(template, ast.JoinedStr | ast.BinOp) or (
                name == "QT_TRANSLATE_NOOP" and literal(template) is None):
            problems.append(f"{call.where}: the template must be a literal (no f-string, no +, no %)")
    assert problems == []


def test_no_translated_template_is_formatted_with_str_format():
    """``translate(...).format(...)`` would write numbers in English style: ``fill`` writes them the reader's way."""
    problems = []
    for path, tree in package_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
                inner = node.func.value
                if isinstance(inner, ast.Call) and getattr(inner.func, "id", None) == "translate":
                    problems.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert problems == []


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    disambiguation: str | None
    translation: ElementTree.Element | None
    numerus: bool = False
    """Plural forms: one ``numerusform`` per form of the language (Polish three, Chinese one)."""


@functools.cache
def ts_messages(path: Path) -> tuple[Message, ...]:
    """Every message of a .ts file (read once: three tests read each)."""
    root = ElementTree.parse(path).getroot()
    return tuple(Message(context.findtext("name") or "", message.findtext("source") or "",
                         message.findtext("comment"), message.find("translation"), message.get("numerus") == "yes")
                 for context in root.iter("context") for message in context.iter("message"))


@pytest.mark.parametrize("code", list(TS_FILES))
def test_the_ts_file_holds_every_template_of_the_code(code):
    """Run `make translations` after changing a text: the .ts files are generated from the code."""
    in_file = {(message.context, message.source) for message in ts_messages(TS_FILES[code])}
    missing = sorted(templates_in_code() - in_file)
    assert missing == [], f"{len(missing)} texts not in {TS_FILES[code].name}: run `make translations`"


def translated(message: Message) -> str:
    """The finished translation, or "" (none, or one marked unfinished, vanished or obsolete); plural forms one per
    line, or "" when one of them is empty."""
    element = message.translation
    if element is None or element.get("type") in ("unfinished", "vanished", "obsolete"):
        return ""
    if message.numerus:
        forms = [form.text or "" for form in element.iter("numerusform")]
        return "\n".join(forms) if forms and all(form.strip() for form in forms) else ""
    return element.text or ""


ACCELERATOR = re.compile(r"&(?!&)\w")


@pytest.mark.parametrize("code", list(TS_FILES))
def test_translations_keep_placeholders_and_accelerators(code):
    problems = []
    for message in ts_messages(TS_FILES[code]):
        text, source = translated(message), message.source
        if not text:
            continue
        for form in text.split("\n") if message.numerus else [text]:  # each plural form fills every placeholder
            if placeholders(form) != placeholders(source):
                problems.append(f"{message.context}: {source!r} -> {form!r}: placeholders {placeholders(form)}")
        if bool(ACCELERATOR.search(source)) != bool(ACCELERATOR.search(text)):
            problems.append(f"{message.context}: {source!r} -> {text!r}: the & accelerator")
    assert problems == []


@pytest.mark.parametrize("code", list(TS_FILES))
def test_every_text_is_translated(code):
    """What `lupdate` would report as unfinished: none, in every language."""
    unfinished = [(message.context, message.source) for message in ts_messages(TS_FILES[code])
                  if not translated(message).strip()]
    assert unfinished == [], f"{len(unfinished)} unfinished in {TS_FILES[code].name}, first: {unfinished[:3]}"


@pytest.mark.parametrize("code", list(TS_FILES))
def test_the_compiled_translation_says_what_its_source_says(code):
    """The window loads the .qm: `make translations` compiles it again whenever the .ts changes."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(TS_FILES[code].with_suffix(".qm"))), "run `make translations`"
    def compiled(message: Message) -> str:
        if not message.numerus:
            return translator.translate(message.context, message.source, message.disambiguation)
        forms = {translator.translate(message.context, message.source, message.disambiguation, n)
                 for n in (1, 2, 5, 22, 100)}  # every form of the four languages
        return "\n".join(form for form in translated(message).split("\n") if form in forms)

    stale = [(message.context, message.source) for message in ts_messages(TS_FILES[code])
             if translated(message) and compiled(message) != translated(message)]
    assert stale == [], f"{len(stale)} texts differ in {code}.qm: run `make translations`"


POLISH_COUNTED_NOUN = re.compile(
    r"(?:\{[a-z_]+(?::[^}%]*)?\}|%Ln)(?:</?\w+>)* "
    r"([a-ząćęłńóśźż]+(?:ów|ek|ych|ich)|sekund|minut|godzin|epok|rdzeni|partii|warstw|wag)\b(?!/)")
"""A number said by a placeholder (or a %Ln outside a counted message), bold or not, placed before a noun in the
genitive plural ("4 fizycznych", "32 logicznych", "8 rdzeni", "<b>422 222</b> parametrów"): right for 5 to 21 and
wrong for 2 to 4, 22 to 24... Percentages (genitive whatever the number) and units ("próbek/s") aside; a number
written in the text is always the same number, so its form is simply right or wrong there, as the translator chose."""
NOT_COUNTED = {"stosunek"}
"""Words of that ending that are not a counted noun's form ("Przy partii {batch} stosunek szybkości...")."""


def test_polish_numbers_never_stand_before_a_noun_form_that_fits_only_some_numbers():
    """Polish chooses the noun's form by the number (2 rdzenie, 5 rdzeni, 22 rdzenie): a fixed form after a
    number is wrong for some. The translations say the number after the noun ("rdzenie fizyczne: 4") instead."""
    wrong = [(message.source, hit.group(0)) for message in ts_messages(TS_FILES["pl"]) if not message.numerus
             for hit in POLISH_COUNTED_NOUN.finditer(translated(message))
             if hit.group(1) not in NOT_COUNTED]
    assert wrong == []
