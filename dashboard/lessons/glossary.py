"""Every term the app's readings and charts use, in one or two plain sentences (the "?" beside a chart title)."""

from __future__ import annotations

GLOSSARY: dict[str, str] = {
    "accuracy": "The share of samples whose most likely class (or next character) the model predicted right. It is "
                "measured on held-out data at the end of each epoch, and on each training batch in comparisons.",
    "activations": "The intermediate results of the forward pass that are kept for the backward pass. They grow "
                   "with the batch size and usually decide the largest batch that fits.",
    "arithmetic intensity": "Calculations done per byte read or written (FLOPs per byte). Low intensity waits for "
                            "memory; high intensity waits for the arithmetic units.",
    "bandwidth": "How many bytes per second memory can deliver to the processor (GB/s).",
    "bandwidth-bound": "Limited by how fast data arrives from memory, not by arithmetic: faster memory helps, more "
                       "FLOPS do not.",
    "batch size": "How many samples one training step processes together. A larger batch gives the hardware more "
                  "parallel work but needs more memory.",
    "bf16": "A 16-bit number format with the same range as fp32 and less precision: it rarely needs loss scaling.",
    "busy machine": "Other programs used more than 10% of the CPU while a figure was measured: that figure is "
                    "likely low and noisier than on an idle machine.",
    "cache": "Small, fast memory on the processor. Work that fits in it runs faster than work that must go to main "
             "memory.",
    "clock": "How many cycles per second a processor runs (MHz). A GPU raises its clock under load and lowers it "
             "when it is too hot or at its power limit, so the same work can take longer.",
    "compute-bound": "Limited by the arithmetic units: a processor with more FLOPS helps, faster memory does not.",
    "crossover": "The batch size from which one device or setting stays faster than the other.",
    "data parallelism": "Several devices each take part of every batch and then average their gradients: each step "
                        "is shorter, but the steps still run one after another.",
    "epoch": "One pass over the whole training set: dataset size divided by batch size steps.",
    "estimate": "A number computed from published specifications, not measured on this machine. Estimates are "
                "always labelled as such.",
    "FLOPS": "Floating-point operations per second: how much arithmetic a device does.",
    "fp16": "A 16-bit number format with a small range: fast on tensor cores, but training needs a gradient scaler "
            "so small gradients do not round to zero.",
    "fp32": "The standard 32-bit floating-point number format.",
    "frozen backbone": "The pretrained part of a network whose weights are not trained: no gradients or optimizer "
                       "state are kept for it.",
    "fused kernel": "One operation on the device that does the work of several, saving launches and trips to "
                    "memory.",
    "GDDR": "The memory of consumer GPUs: chips around the processor on the board, a few hundred GB/s to about 1.8 "
            "TB/s.",
    "gradients": "One number per trained weight saying how to change it; as much memory as the trained weights.",
    "HBM": "High-bandwidth memory: stacks of memory beside the GPU die in the same package, 1.5 to 8 TB/s on data "
           "centre GPUs.",
    "kernel launch": "Starting one operation on a GPU: a few microseconds each, which small operations cannot hide.",
    "knee": "The smallest batch after which each doubling of the batch gains less than 10% throughput: larger "
            "batches cost memory for little speed.",
    "loss": "How wrong the model's predictions are on the training batch; training makes it fall.",
    "LSTM": "A recurrent network that reads a sequence one position at a time, carrying a state from each position "
            "to the next.",
    "matmul": "Matrix multiplication: most of a network's arithmetic.",
    "mixed precision": "Computing in 16-bit numbers where it is safe while keeping the weights in 32 bits: faster "
                       "and smaller, with the same learning.",
    "noisy": "A point whose figure may be off by more than 5% (its steps varied that much for how few were timed), "
             "or whose repeated measurements differed by more than 10%: read differences smaller than that as "
             "noise.",
    "optimizer state": "What the optimizer keeps per weight between steps: Adam keeps two numbers, SGD with "
                       "momentum one.",
    "out of memory": "The device could not allocate what a step needed: the step fails; a smaller batch, lower "
                     "precision or frozen layers need less.",
    "peak FLOPS": "The most arithmetic a device could do per second if every unit worked every cycle; real code "
                  "reaches part of it.",
    "peak memory": "The most memory a step needed at any moment: on a GPU the tensors allocated, on the CPU the "
                   "memory of the whole process. It decides whether a batch fits.",
    "power": "The electrical power the GPU draws (W). Near its power limit the GPU lowers its clock.",
    "ridge point": "The arithmetic intensity where a device's bandwidth limit meets its compute limit on the "
                   "roofline: below it, work is bandwidth-bound.",
    "roofline": "A chart of achievable speed against arithmetic intensity: a sloped roof set by memory bandwidth, "
                "then a flat roof set by peak FLOPS.",
    "samples/s": "Training samples processed per second: the throughput of training.",
    "sequence length": "How many positions (characters, words) a text sample has: an LSTM steps through them one by"
                       " one.",
    "SIMD": "Single instruction, multiple data: one CPU instruction applied to a row of numbers at once (8 floats "
            "with AVX2, 16 with AVX-512).",
    "steady throughput": "Samples per second once warm-up is over (caches filled, clocks raised, memory allocated):"
                         " what the lessons measure.",
    "step": "One update of the weights: forward pass, backward pass and optimizer on one batch.",
    "step time": "How long one training step takes (ms), once warm-up is over. Throughput is batch size divided by "
                 "step time.",
    "temperature": "The GPU's core temperature (°C). Too hot, the GPU lowers its clock (thermal throttling), and "
                   "training slows.",
    "tensor core": "A GPU unit that multiplies small matrices of 16-bit (or TF32) numbers in one instruction, many "
                   "times faster than ordinary lanes.",
    "thread": "An independent sequence of instructions; a CPU runs one per core (two with hyper-threading) at once.",
    "throughput": "Work done per second; in training, samples per second. It is the figure to compare between "
                  "devices, batch sizes and precisions.",
    "trainable parameters": "The weights the optimizer updates: fewer when part of the network is frozen.",
    "transfer learning": "Starting from a network trained on another, larger dataset and training only part of it "
                         "(or all of it, briefly) on yours.",
    "utilization": "The share of time a processor was busy. 100% means never idle, not fully used: a GPU busy with "
                   "small kernels is at 100% while most of its cores wait.",
    "VRAM": "The GPU's own memory: the model, its gradients, the optimizer state and the activations must all fit "
            "in it.",
    "warm-up": "The first steps of a run, slower than the rest: memory is being allocated, kernels chosen and "
               "caches filled. Measurements leave them out.",
    "weights": "The network's learned numbers (parameters): 4 bytes each in fp32.",
}
