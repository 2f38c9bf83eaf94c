"""The lessons: one per concept the articles teach, in the issue's order, each explained in plain words.

Free of torch: the window lists the lessons and the command line names them without loading it.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.errors import UserError
from dashboard.text import QT_TRANSLATE_NOOP, translate

KINDS = ("sweep", "matmul", "memory", "roofline", "advisor", "llm")


@dataclass(frozen=True)
class Lesson:
    key: str
    number: int
    """1, 2, ..., the order the lessons build on each other."""
    title: str
    """In English, as the command line and the recordings name it; ``shown_title()`` in the reader's language."""
    explanation: str
    """Two to four plain sentences: what the measurement shows and why (``shown_explanation()`` translated)."""
    terms: tuple[str, ...]
    """Glossary terms the lesson uses (keys of ``dashboard.lessons.glossary.GLOSSARY``)."""
    kind: str
    """How its outcome is drawn: "sweep" (an experiment's curves), "matmul", "memory", "roofline" or "advisor"."""

    def shown_title(self) -> str:
        return translate("Lessons", self.title)

    def shown_explanation(self) -> str:
        return translate("Lessons", self.explanation)


LESSONS = (
    Lesson("cpu-vs-gpu", 1,
           QT_TRANSLATE_NOOP("Lessons", "CPU vs GPU: a few fast cores against thousands of simple ones"),
           QT_TRANSLATE_NOOP("Lessons", "A CPU has a handful of powerful cores, each with SIMD lanes that apply one "
                                        "instruction to 8 or 16 numbers at once; a GPU has thousands of simpler "
                                        "lanes and memory several times faster. Training is mostly large matrix "
                                        "multiplications, which split into many independent pieces, so the GPU's "
                                        "width wins. This lesson puts both side by side and times the same matrix "
                                        "multiplication on each."),
           ("SIMD", "thread", "peak FLOPS", "FLOPS", "bandwidth", "matmul", "estimate"), "matmul"),
    Lesson("batch-size", 2, QT_TRANSLATE_NOOP("Lessons", "Batch size is the unit of parallelism"),
           QT_TRANSLATE_NOOP("Lessons", "A batch is the group of samples processed together in one step: a larger "
                                        "batch gives the hardware more independent work at once, so throughput "
                                        "rises. Once the cores are full it flattens at the knee, and past it a "
                                        "larger batch only costs memory, or even slows down when it no longer fits "
                                        "in the caches."),
           ("batch size", "samples/s", "knee", "steady throughput", "noisy", "busy machine", "cache"), "sweep"),
    Lesson("cpu-wins", 3, QT_TRANSLATE_NOOP("Lessons", "When the CPU wins"),
           QT_TRANSLATE_NOOP("Lessons", "Starting work on a GPU has a fixed cost: launching each operation and "
                                        "copying each batch. A small model at a small batch gives the GPU too little "
                                        "to do to pay that cost back, so the CPU is faster; as the batch grows the "
                                        "GPU overtakes it at the crossover batch."),
           ("crossover", "kernel launch", "batch size", "samples/s", "estimate"), "sweep"),
    Lesson("memory-limits", 4, QT_TRANSLATE_NOOP("Lessons", "Memory limits: what fills the device"),
           QT_TRANSLATE_NOOP("Lessons", "Training keeps the weights, one gradient per weight, the optimizer's state "
                                        "(Adam keeps two more numbers per weight) and the activations saved for the "
                                        "backward pass. Only the activations grow with the batch, so they decide the "
                                        "largest batch that fits; one more and the device runs out of memory."),
           ("VRAM", "out of memory", "activations", "gradients", "optimizer state", "weights", "batch size"), "memory"),
    Lesson("epochs-serial", 5, QT_TRANSLATE_NOOP("Lessons", "Epochs are serial, batches are parallel"),
           QT_TRANSLATE_NOOP("Lessons", "An epoch is one pass over the training data in steps of one batch, and each "
                                        "step needs the weights the previous step produced, so steps run one after "
                                        "another. A larger batch means fewer steps per epoch, which shortens the "
                                        "epoch only while throughput still rises. More devices split each batch "
                                        "between them; they cannot run the steps of an epoch at the same time."),
           ("epoch", "step", "batch size", "samples/s", "data parallelism"), "sweep"),
    Lesson("roofline", 6, QT_TRANSLATE_NOOP("Lessons", "Memory bandwidth vs compute: the roofline"),
           QT_TRANSLATE_NOOP("Lessons", "Every operation needs arithmetic and data. If it does few calculations per "
                                        "byte it reads, it waits for memory (bandwidth-bound); if many, it waits for "
                                        "the arithmetic units (compute-bound). The roofline draws both limits; GPUs "
                                        "with HBM memory move data several times faster than those with GDDR, which "
                                        "matters for the bandwidth-bound part of a model."),
           ("roofline", "arithmetic intensity", "bandwidth-bound", "compute-bound", "bandwidth", "HBM", "GDDR",
            "ridge point", "peak FLOPS"),
           "roofline"),
    Lesson("mixed-precision", 7, QT_TRANSLATE_NOOP("Lessons", "Mixed precision and tensor cores"),
           QT_TRANSLATE_NOOP("Lessons", "Numbers stored in 16 bits (fp16, bf16) take half the memory and bandwidth "
                                        "of 32-bit ones, and tensor cores multiply them many times faster. Mixed "
                                        "precision computes in 16 bits where it is safe and keeps the weights in 32 "
                                        "bits, so the loss should fall as it does in fp32."),
           ("mixed precision", "fp32", "bf16", "fp16", "tensor core", "loss"), "sweep"),
    Lesson("transfer", 8, QT_TRANSLATE_NOOP("Lessons", "Transfer learning: what to train"),
           QT_TRANSLATE_NOOP("Lessons", "A network trained on a large dataset already knows general features. "
                                        "Freezing its backbone trains only the new head: far fewer trainable "
                                        "parameters, no gradients for the rest, less memory and faster steps; "
                                        "training the last block too, or everything, adapts more at a higher cost."),
           ("transfer learning", "frozen backbone", "trainable parameters", "gradients", "loss"), "sweep"),
    Lesson("cnn-vs-lstm", 9, QT_TRANSLATE_NOOP("Lessons", "CNN vs LSTM: why a recurrent model parallelises less"),
           QT_TRANSLATE_NOOP("Lessons", "A convolution looks at every position of its input at once; an LSTM reads a "
                                        "sequence one position after another, because each step needs the previous "
                                        "step's state. A fused LSTM kernel (cuDNN on NVIDIA) does each time step in "
                                        "a few large operations; a hand-written cell launches many small ones per "
                                        "step, so it pays more for every position of the sequence."),
           ("LSTM", "fused kernel", "sequence length", "kernel launch", "step"), "sweep"),
    Lesson("threads", 10, QT_TRANSLATE_NOOP("Lessons", "Threads and SIMD on the CPU"),
           QT_TRANSLATE_NOOP("Lessons", "A CPU parallelises a step over its cores with threads, and within each core "
                                        "over SIMD lanes. More threads help only when the batch has enough work to "
                                        "share: a small batch spends more time dividing and synchronising than "
                                        "computing."),
           ("thread", "SIMD", "batch size", "samples/s"), "sweep"),
    Lesson("choosing-a-gpu", 11, QT_TRANSLATE_NOOP("Lessons", "Choosing a GPU"),
           QT_TRANSLATE_NOOP("Lessons", "The right GPU is the one whose memory holds your model at the batch you "
                                        "want and whose compute or bandwidth, whichever limits your model, is "
                                        "highest for the money and power. The advisor traces the model once and "
                                        "estimates every catalogue GPU from its published numbers."),
           ("VRAM", "bandwidth-bound", "compute-bound", "estimate", "samples/s", "epoch"), "advisor"),
    Lesson("attention", 12, QT_TRANSLATE_NOOP("Lessons", "Attention and sequence length"),
           QT_TRANSLATE_NOOP("Lessons", "In attention every position of a sequence looks at every earlier one. "
                                        "Written as the formula, it keeps a score for each pair of positions, so its "
                                        "memory grows with the square of the sequence length; a fused kernel "
                                        "(FlashAttention, PyTorch's scaled_dot_product_attention) computes the same "
                                        "result in tiles and never keeps them all, so its memory grows linearly."),
           ("attention", "sequence length", "fused kernel", "out of memory", "token"), "sweep"),
    Lesson("llm-fits", 13, QT_TRANSLATE_NOOP("Lessons", "What fits for a language model"),
           QT_TRANSLATE_NOOP("Lessons", "Fine-tuning every weight of a language model keeps, per parameter, the "
                                        "weight, its gradient and Adam's state: about 16 bytes. LoRA freezes the model "
                                        "and trains small adapters beside it; QLoRA also stores the frozen weights in "
                                        "4 bits. Inference needs only the weights and the KV cache of the context."),
           ("VRAM", "LoRA", "quantisation", "KV cache", "gradient checkpointing", "token", "estimate"), "llm"),
)


def all_lessons() -> tuple[Lesson, ...]:
    return LESSONS


def find_lesson(key: str) -> Lesson:
    """The lesson named ``key``; UserError naming every lesson there is otherwise."""
    for lesson in LESSONS:
        if lesson.key == key:
            return lesson
    raise UserError(f"unknown lesson '{key}': choose one of {', '.join(lesson.key for lesson in LESSONS)}")
