"""Every term the app's readings and charts use, in one or two plain sentences (the "?" beside a chart title).

The English term is the key every lesson, chart and link names; ``shown_term`` and ``meaning`` are what a reader sees,
in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping

from dashboard.text import QT_TRANSLATE_NOOP, translate

GLOSSARY: dict[str, str] = {
    QT_TRANSLATE_NOOP("Glossary", "accuracy"):
        QT_TRANSLATE_NOOP("Glossary", "The share of samples whose most likely class (or next character) the model "
                                      "predicted right. It is measured on held-out data at the end of each epoch, "
                                      "and on each training batch in comparisons."),
    QT_TRANSLATE_NOOP("Glossary", "activations"):
        QT_TRANSLATE_NOOP("Glossary", "The intermediate results of the forward pass that are kept for the backward "
                                      "pass. They grow with the batch size and usually decide the largest batch that "
                                      "fits."),
    QT_TRANSLATE_NOOP("Glossary", "all-reduce"):
        QT_TRANSLATE_NOOP("Glossary", "How data-parallel processes average their gradients after each backward "
                                      "pass: every process sends its own and receives the mean. The time a step "
                                      "waits for it is the price of sharing the batch among devices."),
    QT_TRANSLATE_NOOP("Glossary", "arithmetic intensity"):
        QT_TRANSLATE_NOOP("Glossary", "Calculations done per byte read or written (FLOPs per byte). Low intensity "
                                      "waits for memory; high intensity waits for the arithmetic units."),
    QT_TRANSLATE_NOOP("Glossary", "attention"):
        QT_TRANSLATE_NOOP("Glossary", "How a transformer lets each position of a sequence draw on the earlier ones: "
                                      "a score for every pair of positions, turned into weights by a softmax."),
    QT_TRANSLATE_NOOP("Glossary", "bandwidth"):
        QT_TRANSLATE_NOOP("Glossary", "How many bytes per second memory can deliver to the processor (GB/s)."),
    QT_TRANSLATE_NOOP("Glossary", "bandwidth-bound"):
        QT_TRANSLATE_NOOP("Glossary", "Limited by how fast data arrives from memory, not by arithmetic: faster "
                                      "memory helps, more FLOPS do not."),
    QT_TRANSLATE_NOOP("Glossary", "batch size"):
        QT_TRANSLATE_NOOP("Glossary", "How many samples one training step processes together. A larger batch gives "
                                      "the hardware more parallel work but needs more memory."),
    QT_TRANSLATE_NOOP("Glossary", "bf16"):
        QT_TRANSLATE_NOOP("Glossary", "A 16-bit number format with the same range as fp32 and less precision: it "
                                      "rarely needs loss scaling."),
    QT_TRANSLATE_NOOP("Glossary", "busy machine"):
        QT_TRANSLATE_NOOP("Glossary", "Other programs used more than 10% of the CPU while a figure was measured: "
                                      "that figure is likely low and noisier than on an idle machine."),
    QT_TRANSLATE_NOOP("Glossary", "cache"):
        QT_TRANSLATE_NOOP("Glossary", "Small, fast memory on the processor. Work that fits in it runs faster than "
                                      "work that must go to main memory."),
    QT_TRANSLATE_NOOP("Glossary", "clock"):
        QT_TRANSLATE_NOOP("Glossary", "How many cycles per second a processor runs (MHz). A GPU raises its clock "
                                      "under load and lowers it when it is too hot or at its power limit, so the "
                                      "same work can take longer."),
    QT_TRANSLATE_NOOP("Glossary", "compute-bound"):
        QT_TRANSLATE_NOOP("Glossary", "Limited by the arithmetic units: a processor with more FLOPS helps, faster "
                                      "memory does not."),
    QT_TRANSLATE_NOOP("Glossary", "crossover"):
        QT_TRANSLATE_NOOP("Glossary", "The batch size from which one device or setting stays faster than the other."),
    QT_TRANSLATE_NOOP("Glossary", "data parallelism"):
        QT_TRANSLATE_NOOP("Glossary", "Several devices each take part of every batch and then average their "
                                      "gradients: each step is shorter, but the steps still run one after another."),
    QT_TRANSLATE_NOOP("Glossary", "epoch"):
        QT_TRANSLATE_NOOP("Glossary", "One pass over the whole training set: dataset size divided by batch size "
                                      "steps."),
    QT_TRANSLATE_NOOP("Glossary", "estimate"):
        QT_TRANSLATE_NOOP("Glossary", "A number computed from published specifications, not measured on this "
                                      "machine. Estimates are always labelled as such."),
    QT_TRANSLATE_NOOP("Glossary", "FLOPS"):
        QT_TRANSLATE_NOOP("Glossary", "Floating-point operations per second: how much arithmetic a device does."),
    QT_TRANSLATE_NOOP("Glossary", "fp16"):
        QT_TRANSLATE_NOOP("Glossary", "A 16-bit number format with a small range: fast on tensor cores, but training "
                                      "needs a gradient scaler so small gradients do not round to zero."),
    QT_TRANSLATE_NOOP("Glossary", "fp32"):
        QT_TRANSLATE_NOOP("Glossary", "The standard 32-bit floating-point number format."),
    QT_TRANSLATE_NOOP("Glossary", "frozen backbone"):
        QT_TRANSLATE_NOOP("Glossary", "The pretrained part of a network whose weights are not trained: no gradients "
                                      "or optimizer state are kept for it."),
    QT_TRANSLATE_NOOP("Glossary", "fused kernel"):
        QT_TRANSLATE_NOOP("Glossary", "One operation on the device that does the work of several, saving launches "
                                      "and trips to memory."),
    QT_TRANSLATE_NOOP("Glossary", "GDDR"):
        QT_TRANSLATE_NOOP("Glossary", "The memory of consumer GPUs: chips around the processor on the board, a few "
                                      "hundred GB/s to about 1.8 TB/s."),
    QT_TRANSLATE_NOOP("Glossary", "gradient checkpointing"):
        QT_TRANSLATE_NOOP("Glossary", "Keeping only each layer's input during the forward pass and computing the "
                                      "rest again during the backward pass: far less memory for activations, about a "
                                      "third more computation."),
    QT_TRANSLATE_NOOP("Glossary", "gradients"):
        QT_TRANSLATE_NOOP("Glossary", "One number per trained weight saying how to change it; as much memory as the "
                                      "trained weights."),
    QT_TRANSLATE_NOOP("Glossary", "HBM"):
        QT_TRANSLATE_NOOP("Glossary", "High-bandwidth memory: stacks of memory beside the GPU die in the same "
                                      "package, 1.5 to 8 TB/s on data centre GPUs."),
    QT_TRANSLATE_NOOP("Glossary", "KV cache"):
        QT_TRANSLATE_NOOP("Glossary", "The keys and values a language model computed for the tokens already seen, "
                                      "kept so that each new token is computed once. It grows with the context and "
                                      "the batch."),
    QT_TRANSLATE_NOOP("Glossary", "kernel launch"):
        QT_TRANSLATE_NOOP("Glossary", "Starting one operation on a GPU: a few microseconds each, which small "
                                      "operations cannot hide."),
    QT_TRANSLATE_NOOP("Glossary", "knee"):
        QT_TRANSLATE_NOOP("Glossary", "The smallest batch after which each doubling of the batch gains less than 10% "
                                      "throughput: larger batches cost memory for little speed."),
    QT_TRANSLATE_NOOP("Glossary", "LoRA"):
        QT_TRANSLATE_NOOP("Glossary", "Low-rank adaptation: the model's weights stay frozen and small trainable "
                                      "matrices beside them learn the change, so only a fraction of a percent of "
                                      "the parameters need gradients and optimizer state."),
    QT_TRANSLATE_NOOP("Glossary", "loss"):
        QT_TRANSLATE_NOOP("Glossary", "How wrong the model's predictions are on the training batch; training makes "
                                      "it fall."),
    QT_TRANSLATE_NOOP("Glossary", "LSTM"):
        QT_TRANSLATE_NOOP("Glossary", "A recurrent network that reads a sequence one position at a time, carrying a "
                                      "state from each position to the next."),
    QT_TRANSLATE_NOOP("Glossary", "matmul"):
        QT_TRANSLATE_NOOP("Glossary", "Matrix multiplication: most of a network's arithmetic."),
    QT_TRANSLATE_NOOP("Glossary", "mixed precision"):
        QT_TRANSLATE_NOOP("Glossary", "Computing in 16-bit numbers where it is safe while keeping the weights in 32 "
                                      "bits: faster and smaller, with the same learning."),
    QT_TRANSLATE_NOOP("Glossary", "noisy"):
        QT_TRANSLATE_NOOP("Glossary", "A point whose figure may be off by more than 5% (its steps varied that much "
                                      "for how few were timed), or whose repeated measurements differed by more than "
                                      "10%: read differences smaller than that as noise."),
    QT_TRANSLATE_NOOP("Glossary", "optimizer state"):
        QT_TRANSLATE_NOOP("Glossary", "What the optimizer keeps per weight between steps: Adam keeps two numbers, "
                                      "SGD with momentum one."),
    QT_TRANSLATE_NOOP("Glossary", "out of memory"):
        QT_TRANSLATE_NOOP("Glossary", "The device could not allocate what a step needed: the step fails; a smaller "
                                      "batch, lower precision or frozen layers need less."),
    QT_TRANSLATE_NOOP("Glossary", "peak FLOPS"):
        QT_TRANSLATE_NOOP("Glossary", "The most arithmetic a device could do per second if every unit worked every "
                                      "cycle; real code reaches part of it."),
    QT_TRANSLATE_NOOP("Glossary", "peak memory"):
        QT_TRANSLATE_NOOP("Glossary", "The most memory a step needed at any moment: on a GPU the tensors allocated, "
                                      "on the CPU the memory of the whole process. It decides whether a batch fits."),
    QT_TRANSLATE_NOOP("Glossary", "power"):
        QT_TRANSLATE_NOOP("Glossary", "The electrical power the GPU draws (W). Near its power limit the GPU lowers "
                                      "its clock."),
    QT_TRANSLATE_NOOP("Glossary", "quantisation"):
        QT_TRANSLATE_NOOP("Glossary", "Storing numbers in fewer bits, such as 8 or 4 instead of 16, with a scale for "
                                      "each small block: a quarter of the memory at 4 bits, for a little accuracy."),
    QT_TRANSLATE_NOOP("Glossary", "ridge point"):
        QT_TRANSLATE_NOOP("Glossary", "The arithmetic intensity where a device's bandwidth limit meets its compute "
                                      "limit on the roofline: below it, work is bandwidth-bound."),
    QT_TRANSLATE_NOOP("Glossary", "roofline"):
        QT_TRANSLATE_NOOP("Glossary", "A chart of achievable speed against arithmetic intensity: a sloped roof set "
                                      "by memory bandwidth, then a flat roof set by peak FLOPS."),
    QT_TRANSLATE_NOOP("Glossary", "samples per joule"):
        QT_TRANSLATE_NOOP("Glossary", "Training samples done per joule of the device's energy, read from its energy "
                                      "counter (NVML on NVIDIA, RAPL on the CPU) over the timed steps: work per "
                                      "energy, where throughput is work per second."),
    QT_TRANSLATE_NOOP("Glossary", "samples/s"):
        QT_TRANSLATE_NOOP("Glossary", "Training samples processed per second: the throughput of training."),
    QT_TRANSLATE_NOOP("Glossary", "sequence length"):
        QT_TRANSLATE_NOOP("Glossary", "How many positions (characters, words) a text sample has: an LSTM steps "
                                      "through them one by one."),
    QT_TRANSLATE_NOOP("Glossary", "SIMD"):
        QT_TRANSLATE_NOOP("Glossary", "Single instruction, multiple data: one CPU instruction applied to a row of "
                                      "numbers at once (8 floats with AVX2, 16 with AVX-512)."),
    QT_TRANSLATE_NOOP("Glossary", "steady throughput"):
        QT_TRANSLATE_NOOP("Glossary", "Samples per second once warm-up is over (caches filled, clocks raised, memory "
                                      "allocated): what the lessons measure."),
    QT_TRANSLATE_NOOP("Glossary", "step"):
        QT_TRANSLATE_NOOP("Glossary", "One update of the weights: forward pass, backward pass and optimizer on one "
                                      "batch."),
    QT_TRANSLATE_NOOP("Glossary", "step time"):
        QT_TRANSLATE_NOOP("Glossary", "How long one training step takes (ms), once warm-up is over. Throughput is "
                                      "batch size divided by step time."),
    QT_TRANSLATE_NOOP("Glossary", "temperature"):
        QT_TRANSLATE_NOOP("Glossary", "The GPU's core temperature (°C). Too hot, the GPU lowers its clock (thermal "
                                      "throttling), and training slows."),
    QT_TRANSLATE_NOOP("Glossary", "tensor core"):
        QT_TRANSLATE_NOOP("Glossary", "A GPU unit that multiplies small matrices of 16-bit (or TF32) numbers in one "
                                      "instruction, many times faster than ordinary lanes."),
    QT_TRANSLATE_NOOP("Glossary", "thread"):
        QT_TRANSLATE_NOOP("Glossary", "An independent sequence of instructions; a CPU runs one per core (two with "
                                      "hyper-threading) at once."),
    QT_TRANSLATE_NOOP("Glossary", "throughput"):
        QT_TRANSLATE_NOOP("Glossary", "Work done per second; in training, samples per second. It is the figure to "
                                      "compare between devices, batch sizes and precisions."),
    QT_TRANSLATE_NOOP("Glossary", "trainable parameters"):
        QT_TRANSLATE_NOOP("Glossary", "The weights the optimizer updates: fewer when part of the network is frozen."),
    QT_TRANSLATE_NOOP("Glossary", "transfer learning"):
        QT_TRANSLATE_NOOP("Glossary", "Starting from a network trained on another, larger dataset and training only "
                                      "part of it (or all of it, briefly) on yours."),
    QT_TRANSLATE_NOOP("Glossary", "utilization"):
        QT_TRANSLATE_NOOP("Glossary", "The share of time a processor was busy. 100% means never idle, not fully "
                                      "used: a GPU busy with small kernels is at 100% while most of its cores wait."),
    QT_TRANSLATE_NOOP("Glossary", "token"):
        QT_TRANSLATE_NOOP("Glossary", "One unit of text a language model reads or writes: a character for the lab's "
                                      "tiny-gpt, a piece of a word for large models."),
    QT_TRANSLATE_NOOP("Glossary", "VRAM"):
        QT_TRANSLATE_NOOP("Glossary", "The GPU's own memory: the model, its gradients, the optimizer state and the "
                                      "activations must all fit in it."),
    QT_TRANSLATE_NOOP("Glossary", "warm-up"):
        QT_TRANSLATE_NOOP("Glossary", "The first steps of a run, slower than the rest: memory is being allocated, "
                                      "kernels chosen and caches filled. Measurements leave them out."),
    QT_TRANSLATE_NOOP("Glossary", "weights"):
        QT_TRANSLATE_NOOP("Glossary", "The network's learned numbers (parameters): 4 bytes each in fp32."),
}


def shown_term(term: str) -> str:
    """A glossary term as the reader's language writes it."""
    return translate("Glossary", term)


def meaning(term: str, glossary: Mapping[str, str] = GLOSSARY) -> str:
    """What ``term`` means, in the reader's language ("" when the glossary lacks it)."""
    return translate("Glossary", glossary[term]) if term in glossary else ""
