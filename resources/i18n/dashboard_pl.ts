<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../dashboard/advisor/advise.py" line="+101"/>
        <source>{precision} not supported (no {precision} matrix units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>does not fit even at batch 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit at batch {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>limited by per-operation launch overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, {workspace} of temporaries and about {framework} for the CUDA context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, and about {framework} for the CUDA context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{fitting} of {judged} GPUs fit it with {headroom:.0%} to spare; the smallest that does has {memory} ({gpu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None of the {judged} GPUs fits it; the largest batch on any is {batch} ({gpu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activations dominate and grow with the batch ({per_sample} per sample): a smaller batch, mixed precision or freezing the backbone saves the most memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state dominate and do not grow with the batch (activations add {per_sample} per sample): larger batches cost little memory, while freezing layers or SGD instead of Adam would save more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte, near the balance point of today&apos;s GPUs: {compute} of {judged} are compute-bound and {memory} bandwidth-bound for this model, so both FLOPS and bandwidth matter, and GPUs with much more FLOPS than bandwidth are held back by their memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>None of these GPUs runs {precision}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {overhead} of them the model is so small that launching its operations, not the GPU, sets the pace: a larger batch helps more than a faster GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fastest here: {gpu}, about {rate} samples/s ({low}-{high}). Speeds are ranges: an operator-level roofline at {source}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{unsupported} GPUs cannot run {precision} at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_progress.py" line="+157"/>
        <source>{step} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>under 1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>about {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_words.py" line="+15"/>
        <source>matmul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu-gemm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host-to-device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device-to-host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_catalog.py" line="+71"/>
        <source>built-in {file}: entry {number} {name}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{file} in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{where}: cannot be read ({error}); only the built-in GPUs are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: not valid JSON ({error} at line {line} column {column}); only the built-in GPUs are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: nested too deeply to be a catalogue; only the built-in GPUs are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: must be a JSON object like {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: schema must be {schema}, got {value}; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: unknown key {keys} ignored (allowed: schema, notes, gpus, prices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{where}: gpus must be a list of GPU entries, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: entry {number} {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: each entry needs a &quot;name&quot; (text); entry skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: same name as entry {number}; the later entry is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}: {problem}; entry skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{where}: prices must map GPU names to USD, like {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: no GPU named {name} in the catalogue; price ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: {name}: {problem}; price ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_reading.py" line="+38"/>
        <source>fp32 training (TF32 convolutions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{precision} tensor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{precision} (no matrix units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{precision} tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No estimate: {note}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is compute-bound here overall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is memory-bound here overall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It fits (largest batch {largest:,}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It does not fit (largest batch {largest:,}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt;: {model} does {intensity:,.0f} FLOPs per byte it moves at batch {batch}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This GPU&apos;s ridge point for {which} is {ridge:,.0f} FLOPs per byte ({peak} ÷ {bandwidth:,.0f} GB/s): layers below it wait for memory, layers above it for arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_spec.py" line="+66"/>
        <source>no TF32 peak (TF32 is an NVIDIA tensor-core mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (compute capability unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (no dense FP16 tensor rate in the catalogue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 derived: half the dense FP16 tensor rate (NVIDIA Ampere and newer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+1"/>
        <source>TFLOPS, dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a CUDA compute capability such as &quot;8.6&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an LLVM target such as &quot;gfx90a&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an entry must be a JSON object with fields such as &apos;name&apos;, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown field {fields}; allowed fields: {allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing field {fields} (required: {required})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be a text of at most {length} characters, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a non-empty text of at most {length} characters, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} must be one of {allowed} for vendor {vendor}, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} must be one of {allowed}, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be true or false, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}) or null, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}), got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}) or null, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}), got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of non-empty texts, got item {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of URLs (http://, https:// or file://), got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must be a list of 4-digit hex PCI device ids such as &quot;2684&quot;, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must list field names of this entry, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compute_capability must be null for vendor {vendor}, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute_capability must be {what} or null, got {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/microbench.py" line="+40"/>
        <source>above the stated peak: the peak is an estimate (a clock or rate set too low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counted as read + write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on Apple GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fp16 matmul on the CPU is emulated: not a meaningful peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>TF32 is measured on NVIDIA GPUs only (on ROCm it depends on hipBLASLt and the GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this GPU has no bf16 support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the CPU is the host: no transfer to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unified memory: pinned host buffers do not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+226"/>
        <source>memory peak {gbps:,} GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory: measured copy {gbps:,} GB/s (no published peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>matmul {precision} n={size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/peaks.py" line="+68"/>
        <source>no tensor-core peaks (GPU not in the catalogue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unified memory: no host link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MIG is on: a device may be a slice of this GPU, the peaks are the whole GPU&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bf16 runs on AMX tiles: no bf16 peak estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bf16: twice the FP32 rate (AVX512-BF16 does two multiply-adds per FP32 lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAM bandwidth peak known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CPU not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/placement.py" line="+58"/>
        <source>1 warm-up step, then {steps} timed steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then {steps} timed steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 warm-up step, then timed steps for {seconds} s (at least {steps})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then timed steps for {seconds} s (at least {steps})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no rate known for this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gflops:,.0f} GFLOPS, half {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gbps:,.0f} GB/s, half the memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>warm-up step {step} of {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>timed step {step} of {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>quick: {warmup} warm-up, 1 timed step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quick: {warmup} warm-up, {steps} timed steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{warmup} warm-up, 1 timed step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up, {steps} timed steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model}, batch {batch}, {precision} on {device} ({how})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+299"/>
        <source>reading the peaks and tracing the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading the peaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>timing {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the estimated {precision} peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {precision} peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {precision} matmul measured just before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{peak} (the matmuls measured only {rate}: other load?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rate known: a guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>{model} at batch {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your model is not timed here: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/speed.py" line="+57"/>
        <source>TF32 convolutions (cuDNN&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FP16 matrix units: FP16 assumed at the FP32 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>30-70% efficiency (the default; a local GPU can calibrate it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{factor:.0%} efficiency +-{spread:.0%}, calibrated on {gpu}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench.py" line="+100"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+175"/>
        <source>Measured vs peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>also time my model here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run benchmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Playing benchmarks recorded on {device}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recorded on {device}: {count} measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Cancelling after the current measurement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Peaks: {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The benchmarks stopped: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench_texts.py" line="+30"/>
        <source>Matmul, copy and transfer speeds of one device beside its peaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{test} ({memory})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smaller matrices and shorter timing (the time it takes is worked out when this section is shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline (a large model at a large batch takes a while on a CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quick: smaller matrices and shorter timing, {quick} on {device}; a full run takes {full}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing {model} adds {quick} quick ({quick_timing}) or {full} full ({full_timing}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One step of {model} is expected to take {step} {basis}; its first step corrects that while it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quick run here takes {tests}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full run here takes {tests}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quick run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A quick run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quick ({duration})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring {device}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Measuring {device}: reading the peaks and tracing your model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring {device}: reading the peaks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{done} of {total} done · {current} · {left} left (longer than expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{done} of {total} done · {current} · {left} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your model: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your model: {rate}, {gflops} at {intensity:,.0f} FLOPs per byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelled: {measured} measurements in {seconds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: {measured} measurements in {seconds} (expected {expected}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: {measured} measurements in {seconds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/charts.py" line="+145"/>
        <location line="+14"/>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arithmetic intensity (FLOPs per byte, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{roof} peak {peak:,.1f} {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory {gbps:,.0f} GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/form.py" line="+25"/>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>samples</source>
        <comment>a spin box&apos;s unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per epoch, for the epoch times ({size:,}: CIFAR-10&apos;s training set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{model} ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only GPUs it fits on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All vendors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>All memory types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="-72"/>
        <source>Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the GPU catalogue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the folder of my GPU file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add your own GPUs and prices in gpus.json there (see the README); the page reads it again when you change a setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table as JSON (like `dl-dashboard advise --json`) and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Profiling the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+26"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+27"/>
        <source>Estimated speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GiB, log scale (dashed: what the model needs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s (whiskers: the range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a GPU in the table to see where this model sits on its roofline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Profiling {model} (a traced training step)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not estimate this model: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>needed at batch {batch}: {memory}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{model}, batch {batch} (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu}: roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export the advice to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exported {count} files to {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{count} GPUs, {own} of them from your file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{gpus} (the recorded machine&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the recorded machine&apos;s GPUs (or it has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of this machine&apos;s GPUs (or it has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{catalogue}; highlighted: {found}. Your own GPUs and prices go in {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+39"/>
        <source>workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <comment>what limits the speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{precision} peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32: the FP32 rate; fp16/bf16: dense tensor (matrix) TFLOPS, no sparsity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does one training step at this batch fit in the GPU&apos;s memory, with headroom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch whose estimate fits, with headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>est. samples/s (range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roofline estimate scaled by an efficiency range: the middle, and the range in brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated samples/s divided by the board power (TDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s per $</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a price in your GPU file (see the panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt; (in this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{architecture}, {year}; {tdp} W; compute capability {capability}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{architecture}, {year}; {tdp} W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not confirmed against a primary source: {fields}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sources: {sources}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+253"/>
        <source>time (s, 0 = now)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Experiments</name>
    <message>
        <location filename="../../dashboard/experiments/plan.py" line="+20"/>
        <source>Batch sizes × devices × precisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>batch sizes must be whole numbers separated by commas, got {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give at least one batch size, e.g. 1,4,16,64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch sizes must be between 1 and {largest:,}, got {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds per point must be more than 0 and at most {most}, got {seconds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>choose at least one device and one precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/presets.py" line="+59"/>
        <source>this machine has one logical core: there is nothing to scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no GPU here: fp32 against bf16 autocast on the CPU; fp16 with a gradient scaler and tensor cores need a CUDA GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no GPU here: the data already lives where the CPU computes, so the two series should agree within noise; on a GPU the first pays a host-to-device copy of every batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no GPU here: measured the CPU half; on a machine with a GPU the same preset shows from which batch size the GPU overtakes the CPU, for a small and a large model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CPU thread scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster does a step get with more CPU cores, at a small and a large batch?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32 vs mixed precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does lower precision (fp16 on tensor cores, bf16) train faster and use less memory?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transfer learning: what to fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What do freezing the backbone, training the last block, or everything cost in speed and memory?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fused LSTM vs a hand-written cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much does a fused LSTM kernel (cuDNN on NVIDIA) save over the articles&apos; Python LSTM cell?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data copied from the host vs kept on the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of a step is the copy of each batch from host memory to the device?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When is a GPU worth it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From which batch size does a GPU beat the CPU, for a small and a large model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+72"/>
        <source>On {name}, batch {oom} already ran out of memory: nothing could be measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, no batch could be measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On {name}, no batch could be measured: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, only batch {batch} was measured ({rate}); batch {oom} ran out of memory, so nothing larger fits and no knee can be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On {name}, only batch {batch} was measured ({rate}): a single batch shows no trend, so no knee can be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Batch {oom} did not fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On {name}, throughput was highest at the smallest batch, {first} ({rate}): larger batches did not run faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, throughput stayed flat from batch {first} to batch {last}, between {low} and {high}, within the {margin:.0%} noise: batching gained nothing measurable here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, throughput rose from {low} at batch {first} to {high} at batch {best}, {ratio:.1f}x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was still rising at batch {batch} ({gain:+.0%} per doubling over the last step, {threshold:.0%} or more): the knee lies beyond the batches measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), while peak memory grew from {low} to {high}, so larger batches cost memory for little speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), so larger batches cost memory for little speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch {batch} was {slower:.0%} slower than batch {best}, the fastest ({rate} against {best_rate}, beyond the {margin:.0%} noise): {cause}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>likely not the batch itself: other processes used {share:.0f}% of the CPU while it was measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>likely memory pressure on the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>likely memory: peak memory jumped from {best_memory} to {memory}, more than the {growth:.0f}x larger batch explains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure on the device (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}); the curves meet near batch {meet:.0f}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both leads exceed the {margin:.0%} noise, so the crossover is clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A lead is within the {margin:.0%} noise (or the machine was busy), so the crossover is uncertain: another run could move it by a measured batch either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>On {name}, batch {listed} was noisy: its steps varied so much that its figure may be off by more than {limit:.0%}, so read it as rough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, batches {listed} were noisy: their steps varied so much that their figures may be off by more than {limit:.0%}, so read them as rough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other processes used {share:.0f}% of the CPU while batch {batches} on {name} was measured: its figure is likely low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other processes used up to {share:.0f}% of the CPU while batches {batches} on {name} were measured: their figures are likely low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{batch} ({low} to {high}, {apart:.0%} apart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batch {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batches {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the other repeated batches agreed within {gap:.0%}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all repeated batches agreed within {gap:.0%}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On {name}, batches measured up to {times} times: {findings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These points carry no record of how much their steps varied, so differences under about {limit:.0%} may be noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%} and no other program took more than {busy:.0f}% of the CPU, so differences larger than about {worst:.0%} are real.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%}, so differences larger than about {worst:.0%} are real.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Trainable parameters: {counts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{loss:.3f} on {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the same seed at batch {batch}, the loss after {steps} steps was {ends}: the curves show whether the change affected learning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{accuracy:.0%} on {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training accuracy over steps {first}-{last} (each batch judged before the step that learned from it): {accuracies}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} {ratio:.2f}x (within noise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At batch {batch}, relative to {first} ({rate}): {ratios}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Even batch {batch} did not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every batch up to the search&apos;s limit of {limit:,} fitted ({tries} tries), so the largest is at least that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The largest batch that fits is {largest:,} (batch {failing:,} ran out of memory; {tries} tries: doubling, then bisecting); with a 10% margin, use {safe:,}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fastest batch is often much smaller than the largest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/charts.py" line="+116"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per epoch ({samples:,} samples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>batch size (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cross-entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step (warm-up included; same seed throughout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>out of memory at {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{device} memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>knee {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>largest {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss at batch {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/form.py" line="+90"/>
        <source>Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time per point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated batch sizes, 1 to {largest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measuring time per point, after 3 warm-up steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each point trains the model from scratch at one batch size and times whole steps. A device&apos;s series ends at its first out-of-memory. Why it matters: small batches leave SIMD lanes and cores (or a GPU&apos;s thousands of lanes) idle; once every unit is busy, a larger batch costs memory without adding speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>How do throughput and memory change with batch size on each device?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at batch sizes {sizes})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose at least one device and one precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="+44"/>
        <source>Choose what to compare, then Run sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Run sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the largest batch that fits on the first chosen device and precision (doubling, then bisecting), timing every try: the fastest batch comes with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; measured points are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points as JSON and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Searching the largest batch of {model} on {device} in {precision} (up to {limit:,})…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measuring {points} points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelling after the current step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{done} of {total}: {series} batch {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Playing a recorded experiment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Wait for the running measurement to finish (or cancel it) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the replay first (the bar above the page): a recording plays here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the experiment to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Exported {files} files to {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{rate}, peak {memory}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{outcome}: {points} points measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{outcome}: {points} points measured, saved in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recorded: {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded: {points} points: the last, {series} batch {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opened 1 saved experiment: {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened {experiments} saved experiments: {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/saved.py" line="+53"/>
        <source>Saved experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to reopen an experiment; select several (Ctrl/Shift) and press Open to draw them on the same axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected experiments; several are overlaid, each series named by its experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{folder}  [unreadable: {reason}]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../dashboard/lessons/glossary.py" line="+14"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of samples whose most likely class (or next character) the model predicted right. It is measured on held-out data at the end of each epoch, and on each training batch in comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intermediate results of the forward pass that are kept for the backward pass. They grow with the batch size and usually decide the largest batch that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calculations done per byte read or written (FLOPs per byte). Low intensity waits for memory; high intensity waits for the arithmetic units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many bytes per second memory can deliver to the processor (GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bandwidth-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by how fast data arrives from memory, not by arithmetic: faster memory helps, more FLOPS do not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many samples one training step processes together. A larger batch gives the hardware more parallel work but needs more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with the same range as fp32 and less precision: it rarely needs loss scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs used more than 10% of the CPU while a figure was measured: that figure is likely low and noisier than on an idle machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small, fast memory on the processor. Work that fits in it runs faster than work that must go to main memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cycles per second a processor runs (MHz). A GPU raises its clock under load and lowers it when it is too hot or at its power limit, so the same work can take longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by the arithmetic units: a processor with more FLOPS helps, faster memory does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch size from which one device or setting stays faster than the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several devices each take part of every batch and then average their gradients: each step is shorter, but the steps still run one after another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pass over the whole training set: dataset size divided by batch size steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number computed from published specifications, not measured on this machine. Estimates are always labelled as such.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floating-point operations per second: how much arithmetic a device does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with a small range: fast on tensor cores, but training needs a gradient scaler so small gradients do not round to zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard 32-bit floating-point number format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frozen backbone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pretrained part of a network whose weights are not trained: no gradients or optimizer state are kept for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fused kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One operation on the device that does the work of several, saving launches and trips to memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDDR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory of consumer GPUs: chips around the processor on the board, a few hundred GB/s to about 1.8 TB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One number per trained weight saying how to change it; as much memory as the trained weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High-bandwidth memory: stacks of memory beside the GPU die in the same package, 1.5 to 8 TB/s on data centre GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting one operation on a GPU: a few microseconds each, which small operations cannot hide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest batch after which each doubling of the batch gains less than 10% throughput: larger batches cost memory for little speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How wrong the model&apos;s predictions are on the training batch; training makes it fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LSTM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A recurrent network that reads a sequence one position at a time, carrying a state from each position to the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix multiplication: most of a network&apos;s arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing in 16-bit numbers where it is safe while keeping the weights in 32 bits: faster and smaller, with the same learning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noisy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A point whose figure may be off by more than 5% (its steps varied that much for how few were timed), or whose repeated measurements differed by more than 10%: read differences smaller than that as noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the optimizer keeps per weight between steps: Adam keeps two numbers, SGD with momentum one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device could not allocate what a step needed: the step fails; a smaller batch, lower precision or frozen layers need less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak FLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most arithmetic a device could do per second if every unit worked every cycle; real code reaches part of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most memory a step needed at any moment: on a GPU the tensors allocated, on the CPU the memory of the whole process. It decides whether a batch fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The electrical power the GPU draws (W). Near its power limit the GPU lowers its clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ridge point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arithmetic intensity where a device&apos;s bandwidth limit meets its compute limit on the roofline: below it, work is bandwidth-bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chart of achievable speed against arithmetic intensity: a sloped roof set by memory bandwidth, then a flat roof set by peak FLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples processed per second: the throughput of training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many positions (characters, words) a text sample has: an LSTM steps through them one by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single instruction, multiple data: one CPU instruction applied to a row of numbers at once (8 floats with AVX2, 16 with AVX-512).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>steady throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per second once warm-up is over (caches filled, clocks raised, memory allocated): what the lessons measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One update of the weights: forward pass, backward pass and optimizer on one batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long one training step takes (ms), once warm-up is over. Throughput is batch size divided by step time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s core temperature (°C). Too hot, the GPU lowers its clock (thermal throttling), and training slows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A GPU unit that multiplies small matrices of 16-bit (or TF32) numbers in one instruction, many times faster than ordinary lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An independent sequence of instructions; a CPU runs one per core (two with hyper-threading) at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work done per second; in training, samples per second. It is the figure to compare between devices, batch sizes and precisions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trainable parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The weights the optimizer updates: fewer when part of the network is frozen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transfer learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting from a network trained on another, larger dataset and training only part of it (or all of it, briefly) on yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of time a processor was busy. 100% means never idle, not fully used: a GPU busy with small kernels is at 100% while most of its cores wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s own memory: the model, its gradients, the optimizer state and the activations must all fit in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first steps of a run, slower than the rest: memory is being allocated, kernels chosen and caches filled. Measurements leave them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network&apos;s learned numbers (parameters): 4 bytes each in fp32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/chart_terms.py" line="+59"/>
        <source>What the words on this chart mean: {terms}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the chart {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>What the words on this chart mean, in plain language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{title}: the words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="+49"/>
        <location line="+78"/>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-77"/>
        <source>The words the charts, readings and lessons use, in plain language.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+49"/>
        <source>waiting for the first sample…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{busy} busy · {clock} · load {load} · RAM {used} of {total} · swap {swap}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{busy} busy, memory bus {bus}
{used} of {total} used · {temperature} · fan {fan}
{power} of {limit} · energy {energy}
clocks {core} core, {memory} memory
PCIe rx {rx}, tx {tx} · throttling: {throttle}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/controls.py" line="+21"/>
        <source>1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Sample every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often to read the hardware ({low}-{high} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the past the plots show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The recorded process: {cpu} of one core, {rss} resident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This app: {cpu} of one core, {rss} resident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+137"/>
        <source>Reading this machine&apos;s hardware…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No GPU found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>CPU and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU {index} · {vendor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Software:&lt;/b&gt; {listed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>RAM total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{gpu} memory bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{gpu} core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{gpu} total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu} limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="+16"/>
        <source>measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shown from this machine&apos;s last launch; reading it afresh…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the rest: the CPU in detail, the RAM copy speed and PyTorch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine the recording was made on, not this one: its specs and its readings as recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A CPU has a few fast cores; SIMD ({simd}) lets each one work on 8 to 16 numbers per instruction. A GPU has thousands of simpler lanes and memory several times faster, which is what the large matrix multiplications of deep learning need: the same operation on many numbers at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Everything still works on the CPU. On a machine with an NVIDIA, AMD or Apple GPU, each GPU gets a card here, the GPU/CPU ratios of cores, memory bandwidth and FLOPS appear below, and the plots add GPU utilization, memory, temperature, power and clocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU {index} (GPU/CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+35"/>
        <source>CPU per core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busy (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>logical core</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../dashboard/lessons/advisor_lesson.py" line="+33"/>
        <source>The GPUs are estimates from their published numbers and the traced model, not measurements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Measured here: {rate:,.0f} samples/s on {device} at batch {batch}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No catalogue GPU fits this model at this batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, compute-bound for this model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, memory-bound for this model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most samples per joule: {gpu}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest memory that fits: {gpu} with {memory} GB (largest batch about {batch:,}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/bench.py" line="+42"/>
        <source>{benchmark} on {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peaks on {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+80"/>
        <source>No GPU here: the CPU was measured; the {gpu} is shown from its published numbers (estimate), its matmul at {share:.0%} of its fp32 peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of the peak computed from the clock it reports: it ran at a higher clock than that (turbo boost, which a virtual machine often hides), so that peak is too low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate (estimate): thousands of lanes working on independent pieces of the same matrices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate: thousands of lanes working on independent pieces of the same matrices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No GPU here: the CPU was measured; the GDDR and HBM GPUs are shown from their published numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This CPU measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This {device} measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the bandwidth-bound side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the compute-bound side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} ({memory}, {bandwidth:,.0f} GB/s) turns at {ridge:.0f} FLOPs per byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/catalog.py" line="+39"/>
        <source>CPU vs GPU: a few fast cores against thousands of simple ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU has a handful of powerful cores, each with SIMD lanes that apply one instruction to 8 or 16 numbers at once; a GPU has thousands of simpler lanes and memory several times faster. Training is mostly large matrix multiplications, which split into many independent pieces, so the GPU&apos;s width wins. This lesson puts both side by side and times the same matrix multiplication on each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch size is the unit of parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A batch is the group of samples processed together in one step: a larger batch gives the hardware more independent work at once, so throughput rises. Once the cores are full it flattens at the knee, and past it a larger batch only costs memory, or even slows down when it no longer fits in the caches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When the CPU wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting work on a GPU has a fixed cost: launching each operation and copying each batch. A small model at a small batch gives the GPU too little to do to pay that cost back, so the CPU is faster; as the batch grows the GPU overtakes it at the crossover batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory limits: what fills the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training keeps the weights, one gradient per weight, the optimizer&apos;s state (Adam keeps two more numbers per weight) and the activations saved for the backward pass. Only the activations grow with the batch, so they decide the largest batch that fits; one more and the device runs out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs are serial, batches are parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An epoch is one pass over the training data in steps of one batch, and each step needs the weights the previous step produced, so steps run one after another. A larger batch means fewer steps per epoch, which shortens the epoch only while throughput still rises. More devices split each batch between them; they cannot run the steps of an epoch at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory bandwidth vs compute: the roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every operation needs arithmetic and data. If it does few calculations per byte it reads, it waits for memory (bandwidth-bound); if many, it waits for the arithmetic units (compute-bound). The roofline draws both limits; GPUs with HBM memory move data several times faster than those with GDDR, which matters for the bandwidth-bound part of a model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixed precision and tensor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers stored in 16 bits (fp16, bf16) take half the memory and bandwidth of 32-bit ones, and tensor cores multiply them many times faster. Mixed precision computes in 16 bits where it is safe and keeps the weights in 32 bits, so the loss should fall as it does in fp32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfer learning: what to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network trained on a large dataset already knows general features. Freezing its backbone trains only the new head: far fewer trainable parameters, no gradients for the rest, less memory and faster steps; training the last block too, or everything, adapts more at a higher cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CNN vs LSTM: why a recurrent model parallelises less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A convolution looks at every position of its input at once; an LSTM reads a sequence one position after another, because each step needs the previous step&apos;s state. A fused LSTM kernel (cuDNN on NVIDIA) does each time step in a few large operations; a hand-written cell launches many small ones per step, so it pays more for every position of the sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads and SIMD on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU parallelises a step over its cores with threads, and within each core over SIMD lanes. More threads help only when the batch has enough work to share: a small batch spends more time dividing and synchronising than computing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right GPU is the one whose memory holds your model at the batch you want and whose compute or bandwidth, whichever limits your model, is highest for the money and power. The advisor traces the model once and estimates every catalogue GPU from its published numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/estimates.py" line="+16"/>
        <source>(estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/lab.py" line="+87"/>
        <source>{step} ({done} of {units})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{series} batch {batch}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/memory.py" line="+46"/>
        <source>No GPU here: a CPU has no memory limit that can be hit safely (running out means the system killing the app, not an error to catch), so the CPU&apos;s memory was measured at a few batches and the largest batch of catalogue GPUs is estimated (estimate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>On a GPU, one batch too many raises torch.cuda.OutOfMemoryError: the step fails, the batch is halved until it fits. Estimated largest batches: {batches}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch {failing:,} raised a real out-of-memory error on {device}, caught and reported; the largest batch that fitted was {fitting:,}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>At batch {batch} with Adam: weights {weights}, gradients {gradients}, optimizer state {optimizer} (together {fixed}, whatever the batch) and activations {activations}, which grow with the batch (sizes of the traced tensors).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measured peak memory went from {first} at batch {first_batch} to {last} at batch {last_batch} (the whole process on a CPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/readings.py" line="+18"/>
        <source>Curves and figures marked (estimate) are computed from published specifications, not measured here: they show the shape to expect, not this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Other processes used up to {busiest:.0f}% of the CPU while this was measured: the figures are likely low and noisier than on an idle machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>At batch {batch}, {faster} ran {ratio:.2f}x as fast as {slower} ({fast:,.0f} samples/s against {slow:,.0f} samples/s): {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/run.py" line="+115"/>
        <source>setting up: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson could not run here: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson failed: {error}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped before the end: {reading}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped after {count} measured point(s); there is not enough to read yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/sweeps.py" line="+78"/>
        <source>Going from batch {first} to batch {best} multiplied throughput by {ratio:.1f}x: a bigger batch is more work the cores do at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Peak memory grew with each step up ({steps}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU here: the CPU was measured; the {gpu} curve is an estimate from its published numbers, not a measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an estimate: the GPU side is not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clear: both leads are beyond the noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not certain: a lead within {margin:.0%} could swap on the next run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on (the curves meet near batch {meet:.0f}); this crossover is {sure}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on; this crossover is {sure}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Neither side overtook the other over the batches measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each step needs the weights the step before produced, so the steps of an epoch run one after another whatever the number of devices: more devices only split each batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because the larger batch did more of each step&apos;s work in parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because throughput did not rise with the batch here, so fewer steps did not mean a shorter epoch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>16-bit numbers halve the bytes moved, and tensor cores (on a GPU) multiply them faster; a CPU without bf16 units may gain little or lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The backbone starts from random weights here (no download), so this shows what each choice costs and how fast it learns from scratch: a frozen random backbone gives the head features that mean nothing, where frozen pretrained features would already separate the classes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a frozen backbone needs no gradients or optimizer state for most of the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>about in proportion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than in proportion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no measurable growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{ms:.0f} ms at {length}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series}: {times} per step at batch {batch}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: it launches many small operations for every position, where a fused kernel launches a few large ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: no clear cost of the many small operations on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{series} took {ms:.0f} ms per step at the same batch: its convolutions process every position of an image at once, so it has no sequence of steps to wait on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{series} {ratio:.1f}x ({words})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: the positions run one after another, each waiting for the state the one before produced; what does not grow is the part of a step that does not depend on the length (embedding, output layer, optimizer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: no measurable growth here: read these figures as noise (see below), not as the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>At batch {batch}, {most} ran {ratio:.2f}x as fast as {one}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ideal would be the ratio of threads; what falls short is time spent dividing the work and waiting, which a small batch cannot hide, and cores shared with other programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/column.py" line="+69"/>
        <source>Done in {seconds:,.1f} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped in {seconds:,.1f} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed in {seconds:,.1f} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{status}: {count} point measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{status}: {count} points measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figure_data.py" line="+125"/>
        <source>your model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>memory: measured copy {copy:,.0f} GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cores (CPU) or SMs (GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 SIMD lanes per core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 lanes in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock (GHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak fp32 (GFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory gb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per joule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bandwidth gbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 tflops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ridge flops per byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figures.py" line="+42"/>
        <source>The lesson&apos;s chart appears here as it is measured: press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson measured nothing it could draw: its reading says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+11"/>
        <source>Matrix multiply: measured against peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>GFLOPS (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>peak (datasheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate, not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{gflops:,.0f} GFLOPS, {share:.0%} of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+26"/>
        <location line="+115"/>
        <source>Memory of one training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Memory of one training step at batch {batch:,}, {total:,.0f} MiB in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory of one training step at batch {batch:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of one training step, {total:,.0f} MiB in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{title}; the largest batch that fitted: {largest:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/page.py" line="+46"/>
        <source>{number}. {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each lesson measures this machine: 5 to 20 seconds on a 2-core CPU. Click a term in the text for its meaning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous lesson (the list is hidden in presenter mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this lesson on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; what was measured is kept and read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the measurement says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Press Run to measure it on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reading appears here once the lesson has run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting {lesson}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopping after the current step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{step} · about {seconds:,.0f} s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lesson stopped: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Failed after {seconds:,.1f} s: nothing was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Playing the recorded lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading appears here once the recorded lesson has run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Recorded: {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This recording&apos;s figure cannot be drawn ({problem}): it was made by another version of the app, or damaged. Its reading follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/terms.py" line="+78"/>
        <source>not in the glossary yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Terms (click one for its meaning): {terms}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../dashboard/ui/menus.py" line="+50"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a run or experiment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export this page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a re&amp;cording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as a recor&amp;ding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Presenter mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, panels hidden, large text and thick lines for a projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side &amp;panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toggle theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Concepts, and where to see them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>G&amp;lossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../../dashboard/ui/pages.py" line="+25"/>
        <source>&amp;Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Training lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening {page}…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dashboard/recording/exchange.py" line="+110"/>
        <source> (recorded on {machine})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/bar.py" line="+101"/>
        <location line="+39"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+39"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Play or pause the recording (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{speed}x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to this machine&apos;s live readings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/files.py" line="+18"/>
        <source>Recordings (*{suffix});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as a recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot export {name}: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export it: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording written to {target}: {events:,} events and {samples:,} hardware samples. Play it on any machine with File &gt; Open recording.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/mode.py" line="+44"/>
        <source>Stop the training run first: a recorded run plays in the Training lab&apos;s charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the experiment to end (or cancel it) first: a recorded experiment plays in the Experiments page&apos;s charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the lesson to end (or stop it) first: a recorded lesson plays in the Lessons page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the benchmarks to end (or cancel them) first: recorded benchmarks play in the Advisor&apos;s Measured vs peak tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Reading the recording {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the recording… {share:.0%}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not opened, nothing imported: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Left the replay: live readings of this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still writing the last recording: export again once it is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Writing the recording {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording was not written: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{banner} (its machine&apos;s specs were not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing a recording made on {machine}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved experiments, to compare with this machine&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved runs, to compare with this machine&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Specs</name>
    <message>
        <location filename="../../dashboard/hardware/describe.py" line="+22"/>
        <source>{physical} physical, {logical} logical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{base} base, {max} max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+107"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Vendor / arch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-108"/>
        <location line="+110"/>
        <location line="+29"/>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak FP32 (est.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM copy speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured at start-up: one thread copying 256 MiB several times, counting bytes read plus written. It moves from copy to copy and from launch to launch: other programs using the CPU or the memory bus at that moment, the CPU&apos;s clock (still rising, or lowered to save power), and whether the OS backed the buffers with huge pages. The median is the number to quote; the range shows how far single copies strayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{median} (measured, 1 thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread); it varies with other load and the CPU&apos;s clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{version} ({build} build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usable backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intra-op threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{lanes} in {count} {groups}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cores} ({count} GPU cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{size} unified (shared with the CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1st gen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd gen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd gen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th gen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th gen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} ({generation})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{core} max core, {memory} memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{now} now, {max} max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Bandwidth (peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Peak FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC / MIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Parallel cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <location filename="../../dashboard/training/choices.py" line="+36"/>
        <source>Two convolution and pooling layers and two dense layers: the smallest CNN that learns real images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Keras example CNN (three valid-padding convolutions, two dense layers) rewritten in PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A character model on PyTorch&apos;s fused nn.LSTM (cuDNN on NVIDIA GPUs) predicting the next character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The same character model with a hand-written LSTM cell unrolled in Python, to compare with the fused one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An 11-million-parameter residual network from torchvision, pretrained on ImageNet, with a new head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 2.5-million-parameter network built for phones, pretrained on ImageNet, with a new head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 138-million-parameter plain convolutional network, pretrained on ImageNet: heavy on memory and FLOPs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>shapes (built-in, 10 classes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST digits (download)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion-MNIST (download)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIFAR-10 (download)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python stdlib source (built-in text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="+43"/>
        <source>batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+43"/>
        <source>epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data-loader workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm-up steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>unknown length unit &apos;{unit}&apos;: choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {value} is not allowed: give its name as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown model {value}: choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown dataset {value}: choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use python-text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use an image dataset (shapes, mnist, fashion-mnist, cifar10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>learning rate {value} is not allowed: use a finite number greater than 0 and at most {highest} (e.g. 0.001)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>say how long to train: a number of epochs or of steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device {value} is not available here: choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown precision {value}: choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown optimizer {value}: choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown freeze mode {value}: choose one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freezing needs a pretrained backbone: choose {models}, or freeze mode &apos;full&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (this machine&apos;s logical cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} {value} px is not allowed: use a whole number from {low:,.0f} to {high:,.0f} px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} {value} is not allowed: use true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32 or bf16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 autocast is offered on cpu and CUDA: on mps use fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device} does not support bf16 (it needs an Ampere or newer GPU): use fp16 or fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/training/disk.py" line="+22"/>
        <source>set DL_DASHBOARD_DATA_DIR to a writable folder with free space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk quota exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read-only file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the data folder {folder} cannot be used: none of its parent folders can be read; {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is a file, not a folder; {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is not writable (read-only or no permission); {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the data folder {folder} cannot be used: {reason}; {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} has only {free} free; a run needs at least {needed}; {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/training/run_schema.py" line="+136"/>
        <source>{count} unreadable line(s) (not JSON: the file was damaged or edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} line(s) with wrong types (from another version, or edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last line, cut short (the app was killed while writing it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skipped {lines}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/training/runs.py" line="+272"/>
        <source>model default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>run {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/figures.py" line="+52"/>
        <source>samples per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process memory (RAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} memory (tensors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="-7"/>
        <source>SGD (momentum 0.9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 mixed (CUDA, grad scaler)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 autocast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loader workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Samples per step: larger batches use the hardware&apos;s parallelism, and its memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate, e.g. 0.001 or 3e-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torch&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torch intra-op threads: how many CPU cores one step may use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>channels-last (NHWC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep data on the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate/move the whole built-in dataset to the training device once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pin memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>download when needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Download datasets and pretrained weights that are not cached yet. Off: use only what is here; the built-in datasets always work offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>model default ({pixels} px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n/a (text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Measuring {model}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward (a training step is about 3x) · input {shape}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot build this model: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>This run trained on {device}, which this machine does not have: {chosen} is chosen instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also from the saved run: {settings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/live.py" line="+79"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross-entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time (after warm-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+85"/>
        <source>time since start (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-80"/>
        <location line="+201"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-191"/>
        <source>train (raw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train (smoothed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>train (running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steady (after warm-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process RSS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{device}: tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device}: reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>RAM total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+102"/>
        <source>Ready. Press Start to train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start training (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause or resume (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop; the run so far is kept (Shift+F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Preparing: loading the data and building the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ended after step {step:,.0f} without a summary; the steps recorded are kept in the saved run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing was trained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Opening run {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opening run… ({steps:,.0f} steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Saved run {name} could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open {name}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot overlay {name}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a saved run to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export run as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot export {name}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export plots to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Exported {count} files to {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="+57"/>
        <source>Saved runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open a run; select several (Ctrl/Shift) and press Overlay to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected runs&apos; loss and throughput on the same axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay against each run&apos;s time since start, or against its step number (which compares runs of different speed sample for sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected run&apos;s metrics as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plots…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the plots as PNG and SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unreadable: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Select two or more saved runs (Ctrl+click) to overlay them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/status.py" line="+39"/>
        <source>{progress} · paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/texts.py" line="+22"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: the loss is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{outcome} after {steps:,.0f} steps in {duration} · steady {speed} · validation accuracy {accuracy}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;{model}&lt;/b&gt;: {parameters:,.0f} parameters, {trainable:,.0f} trainable · {mflops:,.1f} MFLOPs per sample (forward; a training step is about 3x) · {train:,.0f} training and {validation:,.0f} validation samples of {dataset} · batch {batch} · {steps} steps on {device} ({precision})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Step {step:,.0f} of {total:,.0f} (epoch {epoch}) · loss {loss:.4f} · {speed:,.0f} samples/s · {milliseconds:.1f} ms/step · ETA {eta}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved run {name}: no summary (the app was closed or killed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved run {name}: {ending}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its settings were not put in the form: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Overlay of {count} runs by step (loss smoothed); they differ in: {labels}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay of {count} runs by time (loss smoothed); they differ in: {labels}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../dashboard/units.py" line="+11"/>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CUDA cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream processors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ALUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../dashboard/ui/exporting.py" line="+16"/>
        <source>Could not export to {target}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="-25"/>
        <source>Getting started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concepts, and where to see them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: pause or resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: stop (the run so far is kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor: run the benchmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give it the whole page; again, or Esc, to restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{keys} or {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Deep Learning Hardware Dashboard&lt;/b&gt; {version}&lt;br&gt;See what your CPU and GPUs have and do while a real model trains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/main_window.py" line="+272"/>
        <source>Deep Learning Hardware Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Presenter mode (F11 to leave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{folder} is not a saved run or experiment (it has no config.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing here to export as a recording: choose a run in the Training lab, an experiment in Experiments, or a lesson that ran here in Lessons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Open a saved run or experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{page}: nothing to export yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/monitor_status.py" line="+44"/>
        <source>hardware monitor stopped: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading hardware…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only: no GPU found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sampling every {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sampler: waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sampler: {cost:.1f} ms per tick ({share:.2f}% of one core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hardware monitor stopped: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/recent.py" line="+63"/>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
