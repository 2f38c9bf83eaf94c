"""Lesson 12, attention and sequence length: tiny-gpt with attention written as the formula and with the fused
kernel, measured over sequence lengths at one batch (the Experiments page's "attention" preset, smaller)."""

from __future__ import annotations

from dataclasses import replace

from dashboard.experiments.length_reading import length_reading, length_takeaway
from dashboard.experiments.plan import Experiment
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.presets import PRESETS
from dashboard.lessons.lab import Findings, Lab, Script
from dashboard.lessons.readings import busy_sentence
from dashboard.lessons.sweeps import SECONDS, TRAIN_SIZE, preset_note
from dashboard.text import join, say

LENGTHS = {"normal": None, "tiny": (16, 32, 64)}
"""Sequence lengths measured: the preset's own (64 to 1,024 on a CPU) or, tiny, three short ones for tests."""


def attention_and_length(lab: Lab, found: Findings) -> Script:
    plan = PRESETS["attention"].plan(list(lab.devices))
    variants = [replace(v, config=replace(v.config, train_size=TRAIN_SIZE[lab.size])) for v in plan.variants]
    lengths = LENGTHS[lab.size] or tuple(plan.seq_lens)
    experiment = Experiment("Attention and sequence length", tuple(variants), tuple(plan.batch_sizes),
                            SECONDS[lab.size], seq_lens=lengths)
    lab.plan(len(variants) * len(lengths))
    for item in lab.measure(experiment):
        if isinstance(item, SweepPoint):
            found.points.append(item)
        yield item
    found.note = preset_note(plan.note)
    points, load = list(found.points), list(lab.cpu_load)
    found.takeaway = say(lambda: length_takeaway(points))
    found.details = say(lambda: join(length_reading(points), busy_sentence(load, points)))
