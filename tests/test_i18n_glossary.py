"""One term per concept per language (resources/i18n/glossary.json): every translation of a message whose English
says the concept uses the language's term for it, never a rival word (Chinese said 显存 and 内存 for a GPU's memory,
Spanish "un lote de más" for a batch too large)."""

from __future__ import annotations

import json
import re

import pytest

from tests.test_i18n_sources import ROOT, TS_FILES, translated, ts_messages

GLOSSARY = json.loads((ROOT / "resources" / "i18n" / "glossary.json").read_text(encoding="utf-8"))["concepts"]


def test_the_glossary_names_a_term_for_every_concept_in_every_language():
    for concept, entry in GLOSSARY.items():
        re.compile(entry["english"])
        for code in TS_FILES:
            assert entry[code]["term"], (concept, code)
            for pattern in (entry[code]["term"], *entry[code]["not"]):
                re.compile(pattern)


@pytest.mark.parametrize("code", list(TS_FILES))
def test_translations_use_the_glossarys_term_and_not_its_rivals(code):
    """Unfinished translations aside (test_i18n_sources finds those); the English source's entities unescaped and its
    placeholders' names ({batch}, {threads}) aside: a value is not a word of the sentence."""
    wrong: list[tuple[str, str, str]] = []
    for message in ts_messages(TS_FILES[code]):
        source = re.sub(r"\{[^}]*\}", "{}", message.source.replace("&apos;", "'"))  # placeholders' names aside
        text = translated(message)
        if not text.strip():
            continue
        for concept, entry in GLOSSARY.items():
            if not re.search(entry["english"], source, re.IGNORECASE) or any(
                    re.search(other, source, re.IGNORECASE) for other in entry.get("other_senses", ())):
                continue
            term = entry[code]
            if not re.search(term["term"], text, re.IGNORECASE):
                wrong.append((concept, source, text))
            wrong += [(f"{concept}: not {rival}", source, text) for rival in term["not"]
                      if re.search(rival, text, re.IGNORECASE)]
    assert wrong == []
