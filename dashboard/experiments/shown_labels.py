"""English labels kept in files, said again in the reader's language.

Comparisons and lessons name their series in English ("small CNN on cpu", "2 threads", "backbone frozen"), and a
lesson keeps its roofline's point labels in English ("matmul fp32 n=256"): that is what files, the command line and
the sweep process keep. The window says such a label again by matching it against the templates it was made from and
filling the reader's template with the same values; names (models, devices, a GPU's, "cpu fp32") and a label from a
file of another version are shown as they are.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from dashboard.hardware.energy import REASONS
from dashboard.text import QT_TRANSLATE_NOOP, counted, fill, translate

SERIES = (
    # The longer first: "{model} on {dataset} ({device})" before "{model} on {device}".
    QT_TRANSLATE_NOOP("Experiments", "small CNN on {device}"),
    QT_TRANSLATE_NOOP("Experiments", "{model} on {dataset} ({device})"),
    QT_TRANSLATE_NOOP("Experiments", "{model} on {device}"),
    QT_TRANSLATE_NOOP("Experiments", "{series}, sequence {length}"),
    QT_TRANSLATE_NOOP("Experiments", "fused nn.LSTM ({device})"),
    QT_TRANSLATE_NOOP("Experiments", "hand-written cell ({device})"),
    QT_TRANSLATE_NOOP("Experiments", "plain attention ({device})"),
    QT_TRANSLATE_NOOP("Experiments", "fused attention ({device})"),
    QT_TRANSLATE_NOOP("Experiments", "batches copied from host memory to {device}"),
    QT_TRANSLATE_NOOP("Experiments", "data kept on {device}"),
    QT_TRANSLATE_NOOP("Experiments", "backbone frozen"),
    QT_TRANSLATE_NOOP("Experiments", "last block + head"),
    QT_TRANSLATE_NOOP("Experiments", "full fine-tuning"),
    QT_TRANSLATE_NOOP("Experiments", "eager PyTorch ({device})"),
    QT_TRANSLATE_NOOP("Experiments", "int8 dynamic (torchao) ({device})"),
)
"""The templates series labels are made from (presets.py, serving.py, the lessons' sweeps), in English."""
ROOFLINE_POINTS = (
    # dashboard.advisor.microbench and .placement make these; the lessons keep them in English.
    QT_TRANSLATE_NOOP("Advisor", "matmul {precision} n={size}"),
    QT_TRANSLATE_NOOP("Advisor", "{model}, batch {batch}, {precision} on {device} ({how})"),
)
TIMINGS = (
    QT_TRANSLATE_NOOP("Advisor", "quick: {warmup} warm-up, 1 timed step"),
    QT_TRANSLATE_NOOP("Advisor", "quick: {warmup} warm-up, {steps} timed steps"),
    QT_TRANSLATE_NOOP("Advisor", "{warmup} warm-up, 1 timed step"),
    QT_TRANSLATE_NOOP("Advisor", "{warmup} warm-up, {steps} timed steps"),
)
"""How a roofline's model point was timed: the ``{how}`` of its label."""
GPU_NOTES = (
    # dashboard.advisor.advise makes these; a lesson keeps a GPU's notes in English, joined by NOTE_SEPARATOR.
    QT_TRANSLATE_NOOP("Advisor", "{precision} not supported (no {precision} matrix units)"),
    QT_TRANSLATE_NOOP("Advisor", "does not fit at batch {batch}"),
)
NOTE_SEPARATOR = "; "
EXPERIMENT_NOTES = (QT_TRANSLATE_NOOP("Experiments", "energy is not read for points measured as training runs"),)
"""The sweeps' own energy notes (``dashboard.experiments.scaling``)."""
ESTIMATE = " (estimate)"
"""Ends a label of what was not measured (``dashboard.lessons.estimates``)."""
_NUMBER = r"\d+"
_NAME = r"[^\s,()]+"
"""What a placeholder matches unless told: a name (no space, comma or bracket)."""
_VALUES = {"series": ".+", "how": ".+", "error": ".+", "folder": ".+", "file": ".+", "length": _NUMBER,
           "size": _NUMBER, "batch": _NUMBER, "warmup": _NUMBER, "steps": _NUMBER, "index": _NUMBER}


def _threads(count: int) -> str:
    return counted(count, translate("Experiments", "%Ln thread(s)", None, 1))


def _gpus(count: int) -> str:
    return counted(count, translate("Experiments", "%Ln GPU(s)", None, 1))


def _processes(count: int) -> str:
    return counted(count, translate("Experiments", "%Ln process(es)", None, 1))


COUNTED: tuple[tuple[re.Pattern[str], Callable[[int], str]], ...] = (
    (re.compile(r"(\d+) threads?"), _threads), (re.compile(r"(\d+) GPUs?"), _gpus),
    (re.compile(r"(\d+) process(?:es)?"), _processes))
"""Labels with a count, said with the count's plural form ("1 thread", "2 threads"; Polish has three)."""
PROCESSES_BY_THREADS = re.compile(r"(\d+ process(?:es)?) x (\d+ threads?)")
"""The data-parallel scaling comparison's "2 processes x 4 threads"."""


@functools.cache
def _pattern(template: str) -> re.Pattern[str]:
    """The template as a pattern, a placeholder as a named group (said twice: the same text again)."""
    pattern, seen = "", set()
    for i, part in enumerate(re.split(r"\{(\w+)\}", template)):
        if i % 2 == 0:
            pattern += re.escape(part)
        else:
            pattern += f"(?P={part})" if part in seen else f"(?P<{part}>{_VALUES.get(part, _NAME)})"
            seen.add(part)
    return re.compile(pattern)


def _experiments(template: str) -> str:
    return translate("Experiments", template)


def _advisor(template: str) -> str:
    return translate("Advisor", template)


def _hardware(template: str) -> str:
    return translate("Hardware", template)


def reworded(text: str, templates: Sequence[str], translated: Callable[[str], str],
             nested: dict[str, Callable[[str], str]] | None = None) -> str | None:
    """``text`` made again in the reader's language from the first of ``templates`` (English; ``translated`` gives
    one in the reader's language) it matches whole, its values as they were (numbers written in the reader's style)
    or said again by ``nested``; None when none matches."""
    for template in templates:
        if match := _pattern(template).fullmatch(text):
            values: dict[str, object] = {}
            for name, value in match.groupdict().items():
                if nested and name in nested:
                    values[name] = nested[name](value)
                else:
                    values[name] = int(value) if _VALUES.get(name) == _NUMBER else value
            return fill(translated(template), **values)
    return None


def shown_series(label: str) -> str:
    """A series' ``label`` in the reader's language where it was made from one of the templates, else as it is."""
    if label.endswith(ESTIMATE):
        return f"{shown_series(label[:-len(ESTIMATE)])} {translate('Lessons', '(estimate)')}"
    for pattern, say in COUNTED:
        if match := pattern.fullmatch(label):
            return say(int(match.group(1)))
    if match := PROCESSES_BY_THREADS.fullmatch(label):
        return fill(translate("Experiments", "{processes} x {threads}"), processes=shown_series(match.group(1)),
                    threads=shown_series(match.group(2)))
    return reworded(label, SERIES, _experiments, {"series": shown_series}) or label


def shown_point(label: str) -> str:
    """A roofline point's English ``label`` (a measured matmul, the model's timing) in the reader's language."""
    return reworded(label, ROOFLINE_POINTS, _advisor, {"how": lambda how: reworded(how, TIMINGS, _advisor) or how}
                    ) or label


def shown_notes(notes: str) -> str:
    """A GPU's English notes, joined by "; ", each in the reader's language: a note with values from its template,
    any other (a catalogue's, the speed model's) as the translations know it."""
    return NOTE_SEPARATOR.join(reworded(note, GPU_NOTES, _advisor) or (_advisor(note) if note else note)
                               for note in notes.split(NOTE_SEPARATOR))


BOUNDS = ("compute", "memory")
"""Their translations are the Advisor table's (``dashboard.ui.advisor.table``), told apart as what limits the speed."""


def shown_bound(bound: str) -> str:
    """What limits a GPU's speed ("compute", "memory": the English keys of the data) in the reader's language."""
    return translate("Advisor", bound, "what limits the speed") if bound in BOUNDS else bound


def shown_energy_note(note: str) -> str:
    """Why energy was not measured, as a sweep's points keep it (English), in the reader's language; a reason of no
    template (a driver's own words, an older file's) as it is."""
    return reworded(note, REASONS, _hardware) or reworded(note, EXPERIMENT_NOTES, _experiments) or note
