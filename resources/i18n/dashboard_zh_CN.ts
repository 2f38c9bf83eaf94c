<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../dashboard/advisor/advise.py" line="+104"/>
        <source>from the model, not measured</source>
        <translation>来自模型，未实测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured on the recorded {gpu}</source>
        <translation>在录制中的 {gpu} 上实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from the recorded {gpu}, measured</source>
        <translation>由录制中的 {gpu} 实测缩放而来</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured on your {gpu}</source>
        <translation>在你的 {gpu} 上实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from your {gpu}, measured</source>
        <translation>由你的 {gpu} 实测缩放而来</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+52"/>
        <source>{precision} not supported (no {precision} matrix units)</source>
        <translation>不支持 {precision}（没有 {precision} 矩阵单元）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit even at batch 1</source>
        <translation>即使批大小为 1 也放不下</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>does not fit at batch {batch}</source>
        <translation>批大小 {batch} 时放不下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>limited by per-operation launch overhead</source>
        <translation>受每次运算的启动开销限制</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, {workspace} of temporaries and about {framework} for the CUDA context.</source>
        <translation>批大小 {batch}、{precision}、{optimizer} 下，{model} 在 NVIDIA GPU 上约需 {total}：为反向传播保留的激活值 {activations}，权重、梯度和优化器状态 {fixed}，临时空间 {workspace}，以及 CUDA 上下文约 {framework}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, and about {framework} for the CUDA context.</source>
        <translation>批大小 {batch}、{precision}、{optimizer} 下，{model} 在 NVIDIA GPU 上约需 {total}：为反向传播保留的激活值 {activations}，权重、梯度和优化器状态 {fixed}，以及 CUDA 上下文约 {framework}。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{fitting} of %Ln GPU(s) fit it with {headroom:.0%} to spare; the smallest that does has {memory} ({gpu}).</source>
        <translation>
            <numerusform>%Ln 款 GPU 中有 {fitting} 款能放下它并留有 {headroom:.0%} 余量；其中显存最小的为 {memory}（{gpu}）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>None of the %Ln GPU(s) fits it; the largest batch on any is {batch} ({gpu}).</source>
        <translation>
            <numerusform>%Ln 款 GPU 都放不下它；各款 GPU 上的最大批大小为 {batch}（{gpu}）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activations dominate and grow with the batch ({per_sample} per sample): a smaller batch, mixed precision or freezing the backbone saves the most memory.</source>
        <translation>激活值占主导，且随批大小增长（每个样本 {per_sample}）：减小批大小、使用混合精度或冻结主干网络最能节省内存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state dominate and do not grow with the batch (activations add {per_sample} per sample): larger batches cost little memory, while freezing layers or SGD instead of Adam would save more.</source>
        <translation>权重、梯度和优化器状态占主导，且不随批大小增长（激活值每个样本增加 {per_sample}）：增大批大小几乎不增加内存，而冻结部分层或用 SGD 代替 Adam 能节省更多。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>一个训练步对每个样本执行 {gflops:,.2f} GFLOPs、搬运 {moved} 数据，即每字节 {intensity:,.0f} FLOPs：对该模型而言，所有 GPU（{judged} 款中的 {compute} 款）都是计算受限，因此 FLOPS（以及 fp16 或 bf16 下的张量核心）比显存带宽更重要。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>一个训练步对每个样本执行 {gflops:,.2f} GFLOPs、搬运 {moved} 数据，即每字节 {intensity:,.0f} FLOPs：对该模型而言，大多数 GPU（{judged} 款中的 {compute} 款）是计算受限，因此 FLOPS（以及 fp16 或 bf16 下的张量核心）比显存带宽更重要。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>一个训练步对每个样本执行 {gflops:,.2f} GFLOPs、搬运 {moved} 数据，即每字节 {intensity:,.0f} FLOPs：对该模型而言，所有 GPU（{judged} 款中的 {memory} 款）都是带宽受限，因此显存带宽比 FLOPS 更重要：HBM 显卡收益最大。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>一个训练步对每个样本执行 {gflops:,.2f} GFLOPs、搬运 {moved} 数据，即每字节 {intensity:,.0f} FLOPs：对该模型而言，大多数 GPU（{judged} 款中的 {memory} 款）是带宽受限，因此显存带宽比 FLOPS 更重要：HBM 显卡收益最大。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte, near the balance point of today&apos;s GPUs: {compute} of {judged} are compute-bound and {memory} bandwidth-bound for this model, so both FLOPS and bandwidth matter, and GPUs with much more FLOPS than bandwidth are held back by their memory.</source>
        <translation>一个训练步对每个样本执行 {gflops:,.2f} GFLOPs、搬运 {moved} 数据，即每字节 {intensity:,.0f} FLOPs，接近当今 GPU 的平衡点：对该模型而言，{judged} 款中有 {compute} 款计算受限、{memory} 款带宽受限，因此 FLOPS 和带宽都很重要，FLOPS 远高于带宽的 GPU 会被其显存拖慢。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None of these GPUs runs {precision}.</source>
        <translation>这些 GPU 都不支持 {precision}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {overhead} of them the model is so small that launching its operations, not the GPU, sets the pace: a larger batch helps more than a faster GPU.</source>
        <translation>其中 {overhead} 款 GPU 上，模型太小，决定速度的是启动运算的开销而不是 GPU 本身：增大批大小比换更快的 GPU 更有用。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Fastest here, %Ln GPU(s) within {share:.0%} of each other (among them {gpu}): about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>
            <numerusform>此处最快：%Ln 款 GPU 彼此相差不到 {share:.0%}（其中有 {gpu}）：约 {rate} 样本/秒（{low}-{high}）。速度是区间：{source}。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fastest here: {gpu}, about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>这里最快的是 {gpu}，约 {rate} 样本/秒（{low}-{high}）。速度是一个范围：{source}。</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on {fitting} of %Ln GPU(s).</source>
        <translation>
            <numerusform>{model} 在批大小 {batch}、{precision} 下约需 {total}：%Ln 款 GPU 中有 {fitting} 款放得下。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on none of %Ln GPU(s); the largest batch on any is {largest} ({gpu}).</source>
        <translation>
            <numerusform>{model} 在批大小 {batch}、{precision} 下约需 {total}：%Ln 款 GPU 都放不下；任何一款上最大的批大小为 {largest}（{gpu}）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fastest, estimated: {gpu}, about {rate} samples/s.</source>
        <translation>估计最快：{gpu}，约 {rate} 样本/秒。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s: the CPU sets the pace.</source>
        <translation>
            <numerusform>%Ln 款 GPU 并列最快，约 {rate} 样本/秒：由 CPU 决定节奏。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s.</source>
        <translation>
            <numerusform>%Ln 款 GPU 并列最快，约 {rate} 样本/秒。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference, estimated for the forward pass alone (not calibrated on inference): one answer at batch 1 takes {low} to {high} across these GPUs, mostly the CPU launching each operator, whatever the GPU; at batch {batch} {gpu} serves about {rate} samples/s.</source>
        <translation>推理（仅针对前向传播估算，未在推理上校准）：在这些 GPU 上，批大小 1 的一次回答需要 {low} 到 {high}，主要是 CPU 逐个启动算子的时间，与 GPU 无关；批大小为 {batch} 时，{gpu} 每秒约处理 {rate} 个样本。</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/measured_scaling.py" line="+46"/>
        <source>scaled per operator from a step of your model measured on your {gpu}</source>
        <translation>由你的模型在你的 {gpu} 上实测的一个训练步逐算子缩放而来</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled per operator from a step of this model recorded on {gpu}</source>
        <translation>由此模型在 {gpu} 上录制的一个训练步逐算子缩放而来</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Speeds scaled per operator from a step of your model measured on your {gpu}: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>速度由你的模型在你的 {gpu} 上实测的一个训练步逐算子缩放而来：从 H100 缩放到另外 11 款 GPU 时，这类估计的误差中位数为 {error:.0%}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled per operator from a step of this model recorded on {gpu}, not measured on this machine: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>速度由此模型在 {gpu} 上录制的一个训练步逐算子缩放而来，并非在本机实测：从 H100 缩放到另外 11 款 GPU 时，这类估计的误差中位数为 {error:.0%}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled from a step recorded on {gpu}, not measured on this machine: expect them within ±{spread:.0%}.</source>
        <translation>速度由在 {gpu} 上录制的一个训练步缩放而来，并非在本机实测：预计误差在 ±{spread:.0%} 以内。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speeds scaled from a step measured on your {gpu}: expect them within ±{spread:.0%}.</source>
        <translation>速度由在你的 {gpu} 上实测的一个训练步缩放而来：预计误差在 ±{spread:.0%} 以内。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeds estimated from the model, not measured on these GPUs: {within:.0%} of such estimates came within 1.5x of a measurement left out of the fit.</source>
        <translation>速度由模型估算，并非在这些 GPU 上实测：这类估算中有 {within:.0%} 与排除在拟合之外的实测值相差在 1.5 倍以内。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeds come from a model of one training step: each layer&apos;s arithmetic and memory traffic at the GPU&apos;s published peaks, scaled by the share that real kernels of its kind reach (tensor cores, Winograd, depthwise, normalisation), plus the time the CPU needs to launch them. The GPU and the CPU work at the same time, so the slower one sets the pace.</source>
        <translation>速度来自对一个训练步的建模：每一层的运算量和内存流量按 GPU 的公开峰值计算，再乘以同类真实内核能达到的比例（张量核心、Winograd、depthwise 卷积、归一化），加上 CPU 启动这些内核所需的时间。GPU 和 CPU 同时工作，因此由较慢的一方决定速度。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its constants were fitted to {points} measured training steps: Lambda&apos;s published ResNet-50 throughput on 12 GPUs, and 13 torchvision models timed on an NVIDIA H100. Each model, then each GPU, was left out of the fit and estimated from the rest: {within:.0%} of those estimates were within 1.5x of the measurement, and the range printed beside each estimate held {coverage:.0%} of the measurements.</source>
        <translation>该模型的常数用 {points} 个实测训练步拟合而来：Lambda 公布的 ResNet-50 在 12 款 GPU 上的吞吐量，以及在 NVIDIA H100 上计时的 13 个 torchvision 模型。依次将每个模型、再将每款 GPU 排除在拟合之外，并用其余数据估算它：这些估算中有 {within:.0%} 与实测值相差在 1.5 倍以内，而每个估算旁显示的范围覆盖了 {coverage:.0%} 的实测值。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weak spots: the CPU&apos;s share was measured with one server&apos;s processor, so on a fast desktop CPU small batches can train faster than shown; no AMD or Apple GPU was measured; the less a model looks like the ones measured, the less sure the estimate. A GPU in this machine can calibrate every estimate: time your model in Measured vs peak.</source>
        <translation>薄弱之处：CPU 所占的部分是用一台服务器的处理器测得的，因此在快速的台式机 CPU 上，小批次的训练可能比显示的更快；没有测量过 AMD 或 Apple 的 GPU；模型与已测模型越不相似，估算就越不可靠。本机中的 GPU 可以校准每一项估算：在“实测与峰值对比”标签页中为你的模型计时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On an NVIDIA GPU, Measured vs peak also profiles one step of your model there and scales each operator&apos;s time to every NVIDIA GPU by what bounds it: arithmetic, memory or launches. Scaled that way from an H100 to the 11 other GPUs of Lambda&apos;s ResNet-50 table, the estimates were off by {error:.0%} in the median; each row then says whether it was scaled or comes from the model.</source>
        <translation>在 NVIDIA GPU 上，“实测与峰值对比”还会在该 GPU 上剖析你的模型的一个训练步，并按限制每个算子的因素（算力、内存或启动开销）把它的时间缩放到每款 NVIDIA GPU。以这种方式从 H100 缩放到 Lambda ResNet-50 表中的另外 11 款 GPU 时，估计的误差中位数为 {error:.0%}；之后每一行都会说明它是缩放得来的还是来自模型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The method, the data and every residual: docs/advisor-accuracy.md, reproduced by python -m dashboard.advisor.accuracy.</source>
        <translation>方法、数据和每一个残差：见 docs/advisor-accuracy.md，可用 python -m dashboard.advisor.accuracy 复现。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/advisor/advise.py" line="-60"/>
        <source>%Ln GPU(s) cannot run {precision} at all.</source>
        <translation>
            <numerusform>有 %Ln 款 GPU 完全无法运行 {precision}。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_progress.py" line="+158"/>
        <source>{step} ({detail})</source>
        <translation>{step}（{detail}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>under 1 s</source>
        <translation>不到 1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>about {seconds} s</source>
        <translation>约 {seconds} 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {minutes} min {seconds} s</source>
        <translation>约 {minutes} 分 {seconds} 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about {minutes} min</source>
        <translation>约 {minutes} 分钟</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_words.py" line="+17"/>
        <source>matmul</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu-gemm</source>
        <translation>cpu-gemm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host-to-device</source>
        <translation>主机到设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device-to-host</source>
        <translation>设备到主机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinned</source>
        <translation>锁页</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable</source>
        <translation>可分页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_catalog.py" line="+77"/>
        <source>built-in {file}: entry {number} {name}: {problem}</source>
        <translation>内置 {file}：第 {number} 项 {name}：{problem}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{file} in {folder}</source>
        <translation>{folder} 中的 {file}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(no name)</source>
        <translation>（无名称）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{where}: cannot be read ({error}); only the built-in GPUs are shown</source>
        <translation>{where}：无法读取（{error}）；仅显示内置 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: not valid JSON ({error} at line {line} column {column}); only the built-in GPUs are shown</source>
        <translation>{where}：不是有效的 JSON（第 {line} 行第 {column} 列：{error}）；仅显示内置 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: nested too deeply to be a catalogue; only the built-in GPUs are shown</source>
        <translation>{where}：嵌套层级过深，不是有效的目录；仅显示内置 GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: must be a JSON object like {example}</source>
        <translation>{where}：必须是类似 {example} 的 JSON 对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: schema must be {schema}, got {value}; ignored</source>
        <translation>{where}：schema 必须为 {schema}，实际为 {value}；已忽略</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: unknown key {keys} ignored (allowed: schema, notes, gpus, prices)</source>
        <translation>{where}：已忽略未知键 {keys}（允许：schema、notes、gpus、prices）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{where}: gpus must be a list of GPU entries, got {value}</source>
        <translation>{where}：gpus 必须是 GPU 条目的列表，实际为 {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: entry {number} {name}</source>
        <translation>{where}：第 {number} 项 {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: each entry needs a &quot;name&quot; (text); entry skipped</source>
        <translation>{where}：每个条目都需要一个 &quot;name&quot;（文本）；已跳过该条目</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: same name as entry {number}; the later entry is used</source>
        <translation>{where}：与第 {number} 项同名；使用后面的条目</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}: {problem}; entry skipped</source>
        <translation>{where}：{problem}；已跳过该条目</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{where}: prices must map GPU names to USD, like {example}</source>
        <translation>{where}：prices 必须把 GPU 名称映射为美元价格，例如 {example}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: no GPU named {name} in the catalogue; price ignored</source>
        <translation>{where}：prices：目录中没有名为 {name} 的 GPU；已忽略该价格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: {name}: {problem}; price ignored</source>
        <translation>{where}：prices：{name}：{problem}；已忽略该价格</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_reading.py" line="+38"/>
        <source>fp32 training (TF32 convolutions)</source>
        <translation>fp32 训练（TF32 卷积）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{precision} tensor cores</source>
        <translation>{precision} 张量核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{precision} (no matrix units)</source>
        <translation>{precision}（无矩阵单元）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{precision} tensor</source>
        <translation>{precision} 张量</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No estimate: {note}.</source>
        <translation>无估算：{note}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is compute-bound here overall.</source>
        <translation>估算为 {rate}，即 {achieved} 的有效运算；此处整体上是计算受限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is memory-bound here overall.</source>
        <translation>估算为 {rate}，即 {achieved} 的有效运算；此处整体上受内存带宽限制。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It fits (largest batch {largest:,}).</source>
        <translation>放得下（最大批大小 {largest:,}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It does not fit (largest batch {largest:,}).</source>
        <translation>放不下（最大批大小 {largest:,}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt;: {model} does {intensity:,.0f} FLOPs per byte it moves at batch {batch}.</source>
        <translation>&lt;b&gt;{gpu}&lt;/b&gt;：批大小 {batch} 时，{model} 每搬运一个字节执行 {intensity:,.0f} FLOPs。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This GPU&apos;s ridge point for {which} is {ridge:,.0f} FLOPs per byte ({peak} ÷ {bandwidth:,.0f} GB/s): layers below it wait for memory, layers above it for arithmetic.</source>
        <translation>此 GPU 在 {which} 下的脊点为每字节 {ridge:,.0f} FLOPs（{peak} ÷ {bandwidth:,.0f} GB/s）：低于它的层在等待内存，高于它的层在等待运算。</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_spec.py" line="+66"/>
        <source>no TF32 peak (TF32 is an NVIDIA tensor-core mode)</source>
        <translation>无 TF32 峰值（TF32 是 NVIDIA 张量核心的一种模式）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (compute capability unknown)</source>
        <translation>无 TF32 峰值（计算能力未知）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (no dense FP16 tensor rate in the catalogue)</source>
        <translation>无 TF32 峰值（目录中没有稠密 FP16 张量速率）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 derived: half the dense FP16 tensor rate (NVIDIA Ampere and newer)</source>
        <translation>TF32 推算值：稠密 FP16 张量速率的一半（NVIDIA Ampere 及更新架构）</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+1"/>
        <source>TFLOPS, dense</source>
        <translation>TFLOPS，稠密</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bits</source>
        <translation>位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix units</source>
        <translation>矩阵单元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a CUDA compute capability such as &quot;8.6&quot;</source>
        <translation>CUDA 计算能力（例如 &quot;8.6&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an LLVM target such as &quot;gfx90a&quot;</source>
        <translation>LLVM 目标（例如 &quot;gfx90a&quot;）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an entry must be a JSON object with fields such as &apos;name&apos;, got {value}</source>
        <translation>条目必须是包含 &apos;name&apos; 等字段的 JSON 对象，实际为 {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown field {fields}; allowed fields: {allowed}</source>
        <translation>未知字段 {fields}；允许的字段：{allowed}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing field {fields} (required: {required})</source>
        <translation>缺少字段 {fields}（必填：{required}）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be a text of at most {length} characters, got {value}</source>
        <translation>{name} 必须是不超过 {length} 个字符的文本，实际为 {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a non-empty text of at most {length} characters, got {value}</source>
        <translation>{name} 必须是非空且不超过 {length} 个字符的文本，实际为 {value}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} must be one of {allowed} for vendor {vendor}, got {value}</source>
        <translation>对于厂商 {vendor}，{name} 必须是 {allowed} 之一，实际为 {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} must be one of {allowed}, got {value}</source>
        <translation>{name} 必须是 {allowed} 之一，实际为 {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} 必须是 true 或 false，实际为 {value}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}) or null, got {value}</source>
        <translation>{name} 必须是 {low:g} 到 {high:g}（{unit}）之间的数或 null，实际为 {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}), got {value}</source>
        <translation>{name} 必须是 {low:g} 到 {high:g}（{unit}）之间的数，实际为 {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}) or null, got {value}</source>
        <translation>{name} 必须是 {low} 到 {high}（{unit}）之间的整数或 null，实际为 {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}), got {value}</source>
        <translation>{name} 必须是 {low} 到 {high}（{unit}）之间的整数，实际为 {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list, got {value}</source>
        <translation>{name} 必须是列表，实际为 {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of non-empty texts, got item {value}</source>
        <translation>{name} 必须是非空文本的列表，实际有一项为 {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of URLs (http://, https:// or file://), got {value}</source>
        <translation>{name} 必须是 URL 列表（http://、https:// 或 file://），实际为 {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must be a list of 4-digit hex PCI device ids such as &quot;2684&quot;, got {value}</source>
        <translation>{name} 必须是 4 位十六进制 PCI 设备 ID 的列表（例如 &quot;2684&quot;），实际为 {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must list field names of this entry, got {value}</source>
        <translation>{name} 必须列出此条目中的字段名，实际为 {value}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compute_capability must be null for vendor {vendor}, got {value}</source>
        <translation>对于厂商 {vendor}，compute_capability 必须为 null，实际为 {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute_capability must be {what} or null, got {value}</source>
        <translation>compute_capability 必须是 {what} 或 null，实际为 {value}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/microbench.py" line="+40"/>
        <source>above the stated peak: the peak is an estimate (a clock or rate set too low)</source>
        <translation>高于标称峰值：该峰值是估算值（频率或速率设得偏低）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counted as read + write</source>
        <translation>按读 + 写计算</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on the CPU</source>
        <translation>TF32 是 NVIDIA 张量核心（Ampere 及更新架构）的一种模式：CPU 上没有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on Apple GPUs</source>
        <translation>TF32 是 NVIDIA 张量核心（Ampere 及更新架构）的一种模式：Apple GPU 上没有</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fp16 matmul on the CPU is emulated: not a meaningful peak</source>
        <translation>CPU 上的 fp16 矩阵乘法是模拟实现的：其峰值没有意义</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>TF32 is measured on NVIDIA GPUs only (on ROCm it depends on hipBLASLt and the GPU)</source>
        <translation>TF32 只在 NVIDIA GPU 上测量（在 ROCm 上取决于 hipBLASLt 和 GPU）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this GPU has no bf16 support</source>
        <translation>此 GPU 不支持 bf16</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the CPU is the host: no transfer to measure</source>
        <translation>CPU 就是主机：没有可测量的传输</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unified memory: pinned host buffers do not apply</source>
        <translation>统一内存：锁页主机缓冲区不适用</translation>
    </message>
    <message>
        <location line="+223"/>
        <source>memory peak {gbps:,} GB/s</source>
        <translation>内存峰值 {gbps:,} GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory: measured copy {gbps:,} GB/s (no published peak)</source>
        <translation>内存：实测复制 {gbps:,} GB/s（无公开峰值）</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-13"/>
        <source>matmul {precision} n={size}</source>
        <translation>矩阵乘法 {precision} n={size}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/peaks.py" line="+68"/>
        <source>no tensor-core peaks (GPU not in the catalogue)</source>
        <translation>无张量核心峰值（GPU 不在目录中）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unified memory: no host link</source>
        <translation>统一内存：没有主机链路</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MIG is on: a device may be a slice of this GPU, the peaks are the whole GPU&apos;s</source>
        <translation>MIG 已开启：设备可能只是此 GPU 的一个切片，而峰值是整个 GPU 的</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bf16 runs on AMX tiles: no bf16 peak estimated</source>
        <translation>bf16 在 AMX tile 上运行：未估算 bf16 峰值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bf16: twice the FP32 rate (AVX512-BF16 does two multiply-adds per FP32 lane)</source>
        <translation>bf16：FP32 速率的两倍（AVX512-BF16 每条 FP32 通道执行两次乘加）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAM bandwidth peak known</source>
        <translation>未知内存带宽峰值</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CPU not read</source>
        <translation>未读取 CPU</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/placement.py" line="+57"/>
        <source>1 warm-up step, then {steps} timed steps</source>
        <translation>1 个预热步，然后计时 {steps} 步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then {steps} timed steps</source>
        <translation>{warmup} 个预热步，然后计时 {steps} 步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 warm-up step, then timed steps for {seconds} s (at least {steps})</source>
        <translation>1 个预热步，然后计时 {seconds} 秒（至少 {steps} 步）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then timed steps for {seconds} s (at least {steps})</source>
        <translation>{warmup} 个预热步，然后计时 {seconds} 秒（至少 {steps} 步）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no rate known for this device</source>
        <translation>该设备没有已知速率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gflops:,.0f} GFLOPS, half {what}</source>
        <translation>按 {gflops:,.0f} GFLOPS 计算（{what}的一半）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gbps:,.0f} GB/s, half the memory bandwidth</source>
        <translation>按 {gbps:,.0f} GB/s 计算（内存带宽的一半）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>warm-up step {step} of {steps}</source>
        <translation>预热步 {step} / {steps}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>timed step {step} of {steps}</source>
        <translation>计时步 {step} / {steps}</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+4"/>
        <source>quick: {warmup} warm-up, 1 timed step</source>
        <translation>快速：{warmup} 个预热步，1 个计时步</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>quick: {warmup} warm-up, {steps} timed steps</source>
        <translation>快速：{warmup} 个预热步，{steps} 个计时步</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, 1 timed step</source>
        <translation>{warmup} 个预热步，1 个计时步</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, {steps} timed steps</source>
        <translation>{warmup} 个预热步，{steps} 个计时步</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-6"/>
        <source>{model}, batch {batch}, {precision} on {device} ({how})</source>
        <translation>{model}，批大小 {batch}，{precision}，在 {device} 上（{how}）</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+324"/>
        <source>reading the peaks and tracing the model</source>
        <translation>读取峰值并追踪模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading the peaks</source>
        <translation>读取峰值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>timing {model}</source>
        <translation>为 {model} 计时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profiling a step of {model} per operator</source>
        <translation>逐算子剖析 {model} 的一个训练步</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the estimated {precision} peak</source>
        <translation>估算的 {precision} 峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {precision} peak</source>
        <translation>{precision} 峰值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {precision} matmul measured just before</source>
        <translation>刚才测得的 {precision} 矩阵乘法速度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{peak} (the matmuls measured only {rate}: other load?)</source>
        <translation>{peak}（矩阵乘法只测得 {rate}：有其他负载？）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rate known: a guess</source>
        <translation>没有已知速率：只是猜测</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_estimate.py" line="+52"/>
        <source>{model} at batch {batch}</source>
        <translation>{model}（批大小 {batch}）</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+109"/>
        <source>Your model is not timed here: a model from a file is traced for the estimate, but the benchmarks time the lab&apos;s and torchvision&apos;s models only.</source>
        <translation>此处不对你的模型计时：来自文件的模型只为估算而追踪，基准测试只对实验室模型和 torchvision 模型计时。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your model is not timed here: {reason}.</source>
        <translation>这里不为你的模型计时：{reason}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/roofline_peaks.py" line="+14"/>
        <source>TF32 convolutions (cuDNN&apos;s default)</source>
        <translation>TF32 卷积（cuDNN 的默认设置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FP16 matrix units: FP16 assumed at the FP32 rate</source>
        <translation>无 FP16 矩阵单元：假定 FP16 与 FP32 速率相同</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/speed.py" line="+140"/>
        <source>a model fitted to {points} measured training steps; with each model or GPU left out of the fit, its range held {coverage:.0%} of them</source>
        <translation>根据 {points} 个实测训练步拟合的模型；依次将每个模型或 GPU 排除在拟合之外时，其范围覆盖了其中 {coverage:.0%}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as measured on {gpu}</source>
        <translation>拟合模型速度的 {factor:.0%} ±{spread:.0%}，依据在 {gpu} 上的实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as recorded on {gpu}</source>
        <translation>拟合模型速度的 {factor:.0%} ±{spread:.0%}，依据在 {gpu} 上的录制</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench.py" line="+112"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+221"/>
        <location filename="../../dashboard/ui/replay/headline.py" line="+46"/>
        <source>Measured vs peak</source>
        <translation>实测与峰值对比</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>also time my model here</source>
        <translation>同时在这里为我的模型计时</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run benchmarks</source>
        <translation>运行基准测试</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Playing benchmarks recorded on {device}…</source>
        <translation>正在播放在 {device} 上录制的基准测试…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Recorded on {device}: %Ln measurement(s)</source>
        <translation>
            <numerusform>录制于 {device}：%Ln 项测量</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Cancelling after the current measurement…</source>
        <translation>将在当前测量结束后取消…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Peaks: {source}</source>
        <translation>峰值：{source}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The benchmarks stopped: {reason}</source>
        <translation>基准测试已停止：{reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench_texts.py" line="+32"/>
        <source>Matmul, copy and transfer speeds of one device beside its peaks.</source>
        <translation>一个设备的矩阵乘法、复制和传输速度，与其峰值并列对比。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>size</source>
        <translation>规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of peak</source>
        <translation>占峰值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{test} ({memory})</source>
        <translation>{test}（{memory}）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smaller matrices and shorter timing (the time it takes is worked out when this section is shown)</source>
        <translation>更小的矩阵和更短的计时（显示本区域时会算出所需时间）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline (a large model at a large batch takes a while on a CPU)</source>
        <translation>在此设备上将所选模型训练几步，并把它标在屋顶线图上（在 CPU 上，大模型配大批次需要一段时间）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quick: smaller matrices and shorter timing, {quick} on {device}; a full run takes {full}.</source>
        <translation>快速：更小的矩阵和更短的计时，在 {device} 上需 {quick}；完整运行需 {full}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline.</source>
        <translation>在此设备上将所选模型训练几步，并把它标在屋顶线图上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing {model} adds {quick} quick ({quick_timing}) or {full} full ({full_timing}).</source>
        <translation>为 {model} 计时会增加 {quick}（快速，{quick_timing}）或 {full}（完整，{full_timing}）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One step of {model} is expected to take {step} {basis}; its first step corrects that while it runs.</source>
        <translation>预计 {model} 的一步耗时 {step}，{basis}；运行时其第一步会修正这一估计。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quick run here takes {tests}.</source>
        <translation>在这里快速运行需要 {tests}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full run here takes {tests}.</source>
        <translation>在这里完整运行需要 {tests}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quick run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>在这里快速运行需要 {tests}；为 {model} 计时再增加 {model_time}（{timing}，每步 {step}，{basis}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>在这里完整运行需要 {tests}；为 {model} 计时再增加 {model_time}（{timing}，每步 {step}，{basis}）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A quick run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>在这里快速运行需要 {tests}，另加为你的模型计时的时间（追踪模型后算出）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>在这里完整运行需要 {tests}，另加为你的模型计时的时间（追踪模型后算出）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quick ({duration})</source>
        <translation>快速（{duration}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring {device}…</source>
        <translation>正在测量 {device}…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Measuring {device}: reading the peaks and tracing your model…</source>
        <translation>正在测量 {device}：读取峰值并追踪你的模型…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring {device}: reading the peaks…</source>
        <translation>正在测量 {device}：读取峰值…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{done} of {total} done · {current} · {left} left (longer than expected)</source>
        <translation>已完成 {done} / {total} · {current} · 还剩 {left}（比预期更久）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{done} of {total} done · {current} · {left} left</source>
        <translation>已完成 {done} / {total} · {current} · 还剩 {left}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your model: {reason}</source>
        <translation>你的模型：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your model: {rate}, {gflops} at {intensity:,.0f} FLOPs per byte.</source>
        <translation>你的模型：{rate}，{gflops}，算术强度为每字节 {intensity:,.0f} FLOPs。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the CPU sets the pace (Python and launching kernels): a faster GPU would not help at this batch. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>剖析结果：每个 {step} 的训练步中 GPU 工作占 {kernels}，所以由 CPU 决定速度（Python 和内核启动）：在这个批大小下换更快的 GPU 也无济于事。现在每款 GPU 的速度都由这一步缩放而来。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the GPU sets the pace. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>剖析结果：每个 {step} 的训练步中 GPU 工作占 {kernels}，所以由 GPU 决定速度。现在每款 GPU 的速度都由这一步缩放而来。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Cancelled: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>已取消：{seconds} 内完成 %Ln 项测量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Done: %Ln measurement(s) in {seconds} (expected {expected}).</source>
        <translation>
            <numerusform>完成：{seconds} 内完成 %Ln 项测量（预计 {expected}）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Done: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>完成：{seconds} 内完成 %Ln 项测量。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/charts.py" line="+145"/>
        <location line="+14"/>
        <source>Roofline</source>
        <translation>屋顶线（roofline）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arithmetic intensity (FLOPs per byte, log scale)</source>
        <translation>算术强度（每字节 FLOPs，对数刻度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} (log scale)</source>
        <translation>{unit}（对数刻度）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{roof} peak {peak:,.1f} {unit}</source>
        <translation>{roof} 峰值 {peak:,.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory {gbps:,.0f} GB/s</source>
        <translation>内存 {gbps:,.0f} GB/s</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/form.py" line="+51"/>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>冻结主干网络（仅训练输出头）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>最后一个块 + 输出头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your model</source>
        <translation>你的模型</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>samples</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>个样本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per epoch, for the epoch times ({size:,}: CIFAR-10&apos;s training set)</source>
        <translation>每轮的样本数，用于计算每轮耗时（{size:,}：CIFAR-10 的训练集）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open model file…</source>
        <translation>打开模型文件…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own nn.Module from a Python file: it is built and traced in a separate process, with random weights, on inputs of the shape you give</source>
        <translation>来自 Python 文件的你自己的 nn.Module：它会在单独的进程中以随机权重构建并追踪，输入为你给定的形状</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One sample&apos;s input shape, e.g. 3,224,224 (channels, height, width); the model returns one row of class scores per sample</source>
        <translation>单个样本的输入形状，例如 3,224,224（通道、高、宽）；模型为每个样本返回一行类别得分</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+109"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input shape</source>
        <translation>输入形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+4"/>
        <source>Batch size</source>
        <translation>批大小（batch size）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation>训练范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input size</source>
        <translation>输入尺寸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch</source>
        <translation>轮次（epoch）</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+16"/>
        <source>{model} (from {file})</source>
        <translation>{model}（来自 {file}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{model} (torchvision)</source>
        <translation>{model}（torchvision）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} ({kind})</source>
        <translation>{model}（{kind}）</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+7"/>
        <location line="+3"/>
        <location line="+6"/>
        <source>Open model file</source>
        <translation>打开模型文件</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Python files (*.py)</source>
        <translation>Python 文件 (*.py)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{file} defines no class: the Advisor needs an nn.Module subclass it can build with no arguments.</source>
        <translation>{file} 没有定义任何类：选型顾问需要一个无需参数即可构建的 nn.Module 子类。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model class to build:</source>
        <translation>要构建的模型类：</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only GPUs it fits on</source>
        <translation>仅显示放得下的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least</source>
        <translation>至少</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All vendors</source>
        <translation>所有厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All series</source>
        <translation>所有系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>All memory types</source>
        <translation>所有显存类型</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="-91"/>
        <source>Catalogue</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the GPU catalogue…</source>
        <translation>正在读取 GPU 目录…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the folder of my GPU file</source>
        <translation>打开我的 GPU 文件所在的文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add your own GPUs and prices in gpus.json there (see the README); the page reads it again when you change a setting</source>
        <translation>在那里的 gpus.json 中添加你自己的 GPU 和价格（参见 README）；更改任一设置时本页会重新读取它</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table as JSON (like `dl-dashboard advise --json`) and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>将表格导出为 JSON（同 `dl-dashboard advise --json`）和 CSV，将图表导出为 PNG 和 SVG，保存到一个文件夹</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Profiling the model…</source>
        <translation>正在分析模型…</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+35"/>
        <source>Memory per GPU</source>
        <translation>各 GPU 的显存</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+36"/>
        <source>Estimated speed</source>
        <translation>估算速度</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>How good is this estimate?</source>
        <translation>这个估算有多准？</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected GPU</source>
        <translation>所选 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GiB, log scale (dashed: what the model needs)</source>
        <translation>GiB，对数刻度（虚线：模型所需）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s (whiskers: the range)</source>
        <translation>样本/秒（须线：范围）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a GPU in the table to see where this model sits on its roofline.</source>
        <translation>在表格中选择一款 GPU，查看该模型在其屋顶线上的位置。</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Profiling {model} (a traced training step)…</source>
        <translation>正在分析 {model}（追踪一个训练步）…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="+172"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+32"/>
        <source>Could not estimate this model: {reason}</source>
        <translation>无法估算此模型：{reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="+30"/>
        <source>needed at batch {batch}: {memory}</source>
        <translation>批大小 {batch} 时所需：{memory}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{model}, batch {batch} (estimate)</source>
        <translation>{model}，批大小 {batch}（估算）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu}: roofline</source>
        <translation>{gpu}：屋顶线</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export the advice to a folder</source>
        <translation>将建议导出到文件夹</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>已将 %Ln 个文件导出到 {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/advisor/page_texts.py" line="+18"/>
        <source>%Ln GPU(s), {own} of them from your file</source>
        <translation>
            <numerusform>%Ln 款 GPU，其中 {own} 款来自你的文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 款 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{catalogue}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}。你自己的 GPU 和价格请写入 {file}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpus} (the recorded machine&apos;s)</source>
        <translation>{gpus}（录制所用机器的）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the recorded machine&apos;s GPUs (or it has none)</source>
        <translation>录制所用机器的 GPU 都不在其中（或该机器没有 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of this machine&apos;s GPUs (or it has none)</source>
        <translation>本机的 GPU 都不在其中（或本机没有 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{catalogue}; highlighted: {found}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}；高亮显示：{found}。你自己的 GPU 和价格请写入 {file}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+40"/>
        <source>workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimated for the forward pass alone (eval mode, eager PyTorch) by the training speed model, which was not calibrated on inference. On a Jetson the ARM CPU launches operators more slowly, so its batch-1 latency is likely optimistic</source>
        <translation>仅针对前向传播（eval 模式，eager PyTorch）用训练速度模型估算，该模型未在推理上校准。在 Jetson 上 ARM CPU 启动算子更慢，因此其批大小 1 的延迟很可能偏乐观</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <comment>what limits the speed</comment>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series</source>
        <translation>系列</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{precision} peak</source>
        <translation>{precision} 峰值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32: the FP32 rate; fp16/bf16: dense tensor (matrix) TFLOPS, no sparsity</source>
        <translation>fp32：FP32 速率；fp16/bf16：稠密张量（矩阵）TFLOPS，不含稀疏加速</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>The middle estimate and, in brackets, the range the validation gave: from the model of a step, or scaled from a step measured on your GPU (each row&apos;s note says which once one was measured)</source>
        <translation>中间估计值，括号内为验证给出的范围：来自训练步模型，或由你的 GPU 上实测的一个训练步缩放而来（测过之后，每行的备注会说明是哪一种）</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="-104"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+3"/>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="-22"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{rate} (checkpointed)</source>
        <translation>{rate}（使用检查点）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tokens/s trained
(estimate)</source>
        <translation>训练 token/s
（估算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s generated
(estimate)</source>
        <translation>生成 token/s
（估算）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU&apos;s
memory</source>
        <translation>GPU
显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needed</source>
        <translation>所需</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needed with
checkpointing</source>
        <translation>使用检查点
所需</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits with
checkpointing</source>
        <translation>使用检查点
能否容纳</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Estimating…</source>
        <translation>正在估算…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+2"/>
        <source>Does one training step at this batch fit in the GPU&apos;s memory, with headroom?</source>
        <translation>在此批大小下，一个训练步能否放入 GPU 显存并留有余量？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch whose estimate fits, with headroom</source>
        <translation>估算能放下（留有余量）的最大批大小</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>est. samples/s (range)</source>
        <translation>估算样本/秒（范围）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>inference: ms at batch 1 (range)</source>
        <translation>推理：批大小 1 的毫秒数（范围）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inference samples/s (range)</source>
        <translation>推理样本/秒（范围）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>epoch</source>
        <translation>每轮耗时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/J</source>
        <translation>样本/J</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated samples/s divided by the board power (TDP)</source>
        <translation>估算样本/秒除以板卡功耗（TDP）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s per $</source>
        <translation>每美元样本/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a price in your GPU file (see the panel)</source>
        <translation>需要在你的 GPU 文件中填写价格（见面板）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="-82"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+2"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+92"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt; (in this machine)</source>
        <translation>&lt;b&gt;{gpu}&lt;/b&gt;（本机中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{architecture}, {year}; {tdp} W; compute capability {capability}</source>
        <translation>{architecture}，{year} 年；{tdp} W；计算能力 {capability}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{architecture}, {year}; {tdp} W</source>
        <translation>{architecture}，{year} 年；{tdp} W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not confirmed against a primary source: {fields}</source>
        <translation>未经一手资料核实：{fields}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sources: {sources}</source>
        <translation>来源：{sources}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/model_file_trust.py" line="+73"/>
        <source>{file} is a Python program. To trace its model the Advisor runs it, with your rights: it can read, change and delete your files like any program you start.

Run it only if you trust where it came from. You are asked again if it changes.</source>
        <translation>{file} 是一个 Python 程序。为了追踪其中的模型，选型顾问会以你的权限运行它：它可以像你启动的任何程序一样读取、修改和删除你的文件。

只有在你信任它的来源时才运行它。如果它被修改，会再次询问你。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run this model file?</source>
        <translation>运行此模型文件？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_advice.py" line="+65"/>
        <source>no bf16 units: fp16 mixed precision assumed</source>
        <translation>无 bf16 单元：假定 fp16 混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no matrix units: at the fp32 rate</source>
        <translation>无矩阵单元：按 fp32 速率</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one of the board&apos;s {devices} devices (memory, peak and bandwidth of one)</source>
        <translation>板卡 {devices} 个设备之一（按单个设备的显存、峰值和带宽）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Full fine-tuning: bf16 mixed precision with fp32 master weights and Adam: 2 bytes of weights, 2 of gradients and 12 of optimizer state (master copy and two moments) per parameter.</source>
        <translation>完整微调：bf16 混合精度，fp32 主权重，Adam：每个参数 2 字节权重、2 字节梯度和 12 字节优化器状态（主副本和两个矩）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LoRA: a frozen bf16 base (2 bytes per parameter); adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>LoRA：冻结的 bf16 基座（每个参数 2 字节）；每层的 q、k、v、o、gate、up 和 down 投影上挂秩为 {rank} 的 fp32 适配器，含梯度和 Adam 状态（每个适配器参数 {bytes} 字节）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>QLoRA: a frozen 4-bit NF4 base: {nf4:.3f} bytes per projection weight with double-quantised constants, embedding and LM head in bf16; adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>QLoRA：冻结的 4 位 NF4 基座：每个投影权重 {nf4:.3f} 字节（含双重量化常数），嵌入层和 LM 头为 bf16；每层的 q、k、v、o、gate、up 和 down 投影上挂秩为 {rank} 的 fp32 LoRA 适配器，含梯度和 Adam 状态（每个适配器参数 {bytes} 字节）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inference: bf16 weights and a bf16 KV cache holding the whole context for every sequence (2 x layers x KV heads x head dim x context x batch x 2 bytes); sliding-window layers would hold less.</source>
        <translation>推理：bf16 权重和 bf16 KV 缓存，为每个序列保存完整上下文（2 x 层数 x KV 头数 x 头维度 x 上下文 x 批大小 x 2 字节）；滑动窗口层会保存得更少。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations: fused attention (no context x context matrix), bf16; the loss keeps {bytes} bytes per token and vocabulary entry (fp32 logits, log-probabilities, their gradient). Checkpointing keeps each layer&apos;s input and recomputes one layer at a time.</source>
        <translation>激活：融合注意力（没有上下文 x 上下文矩阵），bf16；损失为每个 token 和词表项保留 {bytes} 字节（fp32 logits、对数概率及其梯度）。检查点保留每层的输入，每次重算一层。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed: (6 x parameters + attention) FLOPs per token (4 x with a frozen base; one more forward with checkpointing) at {share:.0%} of the dense bf16 peak: an estimate.</source>
        <translation>速度：每个 token (6 x 参数 + 注意力) FLOPs（冻结基座为 4 x；检查点多一次前向），按稠密 bf16 峰值的 {share:.0%}：估算值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decoding speed: each step reads every weight and the batch&apos;s KV cache, at {bandwidth:.0%} of the peak memory bandwidth (or the compute at {compute:.0%} of the bf16 peak, if slower): an estimate.</source>
        <translation>解码速度：每一步读取全部权重和该批的 KV 缓存，按峰值显存带宽的 {bandwidth:.0%}（若计算更慢，则按 bf16 峰值的 {compute:.0%}）：估算值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fits: the total plus the CUDA context (about 400 MiB) within the GPU&apos;s memory less {headroom:.0%}; one GPU, no offloading.</source>
        <translation>能否容纳：总量加上 CUDA 上下文（约 400 MiB）不超过 GPU 显存减去 {headroom:.0%}；单个 GPU，不卸载。</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_config.py" line="+177"/>
        <source>{where}: is a folder; give the config.json file inside it</source>
        <translation>{where}：是文件夹；请给出其中的 config.json 文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: no such file; give the path of a Hugging Face config.json</source>
        <translation>{where}：文件不存在；请给出 Hugging Face config.json 的路径</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: cannot be read ({reason})</source>
        <translation>{where}：无法读取（{reason}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: larger than {size:,} KiB; a Hugging Face config.json is a few KiB</source>
        <translation>{where}：大于 {size:,} KiB；Hugging Face 的 config.json 只有几 KiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: not UTF-8 text; a config.json is JSON text</source>
        <translation>{where}：不是 UTF-8 文本；config.json 是 JSON 文本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not valid JSON ({reason} at line {line} column {column})</source>
        <translation>{where}：不是有效的 JSON（第 {line} 行第 {column} 列：{reason}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: nested too deeply to be a config.json</source>
        <translation>{where}：嵌套过深，不可能是 config.json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not a config.json ({reason})</source>
        <translation>{where}：不是 config.json（{reason}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: must be a JSON object like {example}, got {kind}</source>
        <translation>{where}：必须是类似 {example} 的 JSON 对象，实际为 {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a multimodal config (its language model under text_config) is not supported; give a text-only model&apos;s config.json</source>
        <translation>{where}：不支持多模态配置（语言模型位于 text_config 下）；请给出纯文本模型的 config.json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: a mixture-of-experts model ({key}) is not supported; the estimates are for dense decoder-only models</source>
        <translation>{where}：不支持混合专家（mixture-of-experts）模型（{key}）；估算仅适用于稠密的仅解码器模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: missing {missing}; a decoder-only model&apos;s config.json gives {required}</source>
        <translation>{where}：缺少 {missing}；仅解码器模型的 config.json 会给出 {required}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: num_attention_heads ({heads:,}) must be a multiple of num_key_value_heads ({kv_heads:,})</source>
        <translation>{where}：num_attention_heads（{heads:,}）必须是 num_key_value_heads（{kv_heads:,}）的倍数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: hidden_size ({hidden:,}) must be a multiple of num_attention_heads ({heads:,}) when there is no head_dim</source>
        <translation>{where}：没有 head_dim 时，hidden_size（{hidden:,}）必须是 num_attention_heads（{heads:,}）的倍数</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be a whole number from {low:,} to {high:,}, got {value}</source>
        <translation>{where}：{key} 必须是 {low:,} 到 {high:,} 之间的整数，实际为 {value}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be true or false, got {value}</source>
        <translation>{where}：{key} 必须是 true 或 false，实际为 {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{context:,} tokens is beyond {model}&apos;s max_position_embeddings ({limit:,}): the figures are the memory such a context would take, not a promise the model handles it</source>
        <translation>{context:,} 个 token 超出了 {model} 的 max_position_embeddings（{limit:,}）：这些数字是这样的上下文所需的显存，并不保证模型能处理它</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_words.py" line="+20"/>
        <source>full fine-tuning</source>
        <translation>完整微调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{method} rank {rank}</source>
        <translation>{method} 秩 {rank}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{model} for inference needs {memory} at {context:,} tokens (KV cache {cache}): it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} 推理在 {context:,} 个 token 时需要 {memory}（KV 缓存 {cache}）：{count} 个 GPU 中有 {fitting} 个能容纳。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} 使用 {how} 在 {context:,} 个 token 时需要 {memory}：{count} 个 GPU 中有 {fitting} 个能容纳。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs. With gradient checkpointing, {checkpointed}: {fitting_more} GPUs, from {smallest} cards up.</source>
        <translation>{model} 使用 {how} 在 {context:,} 个 token 时需要 {memory}：{count} 个 GPU 中有 {fitting} 个能容纳。使用梯度检查点时需要 {checkpointed}：{fitting_more} 个 GPU，{smallest} 及以上的显卡即可。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{model}: {parameters:,} parameters, {trainable:,} of them trained; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}：{parameters:,} 个参数，其中 {trainable:,} 个参与训练；{how}，上下文 {context:,} 个 token，批大小 {batch}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model}: {parameters:,} parameters; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}：{parameters:,} 个参数；{how}，上下文 {context:,} 个 token，批大小 {batch}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory: weights {weights}, gradients {gradients}, optimizer state {optimizer}, activations {activations}, logits and loss {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>显存：权重 {weights}，梯度 {gradients}，优化器状态 {optimizer}，激活 {activations}，logits 和损失 {workspace}：共 {total}，另加每个 GPU 上的 CUDA 上下文。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory: weights {weights}, KV cache {cache}, prefill and logits {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>显存：权重 {weights}，KV 缓存 {cache}，预填充和 logits {workspace}：共 {total}，另加每个 GPU 上的 CUDA 上下文。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With gradient checkpointing the activations take {activations}: total {total}.</source>
        <translation>使用梯度检查点时激活占 {activations}：共 {total}。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fastest training, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>估算训练最快：{gpu}，约 {rate} token/s。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest decoding, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>估算解码最快：{gpu}，约 {rate} token/s。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Configuration: {source}</source>
        <translation>配置：{source}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="-97"/>
        <source>Vision and other models</source>
        <translation>视觉及其他模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Advise on</source>
        <translation>建议对象</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your language model</source>
        <translation>你的语言模型</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open config.json…</source>
        <translation>打开 config.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own model&apos;s Hugging Face config.json: read as JSON (nothing in it runs), at most 1 MiB</source>
        <translation>你自己模型的 Hugging Face config.json：按 JSON 读取（其中内容不会运行），最大 1 MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>个 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per sequence: the training sequence length, or the prompt and the generated tokens</source>
        <translation>每个序列的 token 数：训练的序列长度，或提示词加生成的 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences per step</source>
        <translation>每步的序列数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA&apos;s rank r: each adapted projection gains r x (inputs + outputs) trained parameters</source>
        <translation>LoRA 的秩 r：每个被适配的投影增加 r x (输入 + 输出) 个训练参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Configuration from {source}</source>
        <translation>配置来源：{source}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open config.json</source>
        <translation>打开 config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+254"/>
        <source>time (s, 0 = now)</source>
        <translation>时间（秒，0 = 现在）</translation>
    </message>
</context>
<context>
    <name>Experiments</name>
    <message>
        <location filename="../../dashboard/experiments/plan.py" line="+20"/>
        <source>Batch sizes × devices × precisions</source>
        <translation>批大小 × 设备 × 精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>batch sizes must be whole numbers separated by commas, got {text!r}</source>
        <translation>批大小必须是用逗号分隔的整数，收到的是 {text!r}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give at least one batch size, e.g. 1,4,16,64</source>
        <translation>请至少给出一个批大小，例如 1,4,16,64</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch sizes must be between 1 and {largest:,}, got {text!r}</source>
        <translation>批大小必须在 1 到 {largest:,} 之间，收到的是 {text!r}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds per point must be more than 0 and at most {most}, got {seconds}</source>
        <translation>每个数据点的秒数必须大于 0 且不超过 {most}，收到的是 {seconds}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>choose at least one device and one precision</source>
        <translation>请至少选择一个设备和一种精度</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/presets.py" line="+52"/>
        <source>this machine has one logical core: there is nothing to scale</source>
        <translation>本机只有一个逻辑核心：无从比较扩展效果</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no GPU here: fp32 against bf16 autocast on the CPU; fp16 with a gradient scaler and tensor cores need a CUDA GPU</source>
        <translation>这里没有 GPU：在 CPU 上比较 fp32 与 bf16 autocast；带梯度缩放器的 fp16 和张量核心需要 CUDA GPU</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no GPU here: the data already lives where the CPU computes, so the two series should agree within noise; on a GPU the first pays a host-to-device copy of every batch</source>
        <translation>这里没有 GPU：数据本来就在 CPU 计算的地方，因此两条曲线应在噪声范围内一致；在 GPU 上，前者每个批次都要付出一次主机到设备的复制</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no GPU here: measured the CPU half; on a machine with a GPU the same preset shows from which batch size the GPU overtakes the CPU, for a small and a large model</source>
        <translation>这里没有 GPU：只测量了 CPU 这一半；在有 GPU 的机器上，同一预设会显示对小模型和大模型而言，GPU 从哪个批大小开始超过 CPU</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no GPU here: measured on the CPU; on a GPU the same preset goes to 4,096 tokens and shows where plain attention runs out of memory</source>
        <translation>此处没有 GPU：在 CPU 上测量；在 GPU 上同一预设会测到 4,096 个 token，并显示朴素注意力在哪里内存不足</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CPU thread scaling</source>
        <translation>CPU 线程扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster does a step get with more CPU cores, at a small and a large batch?</source>
        <translation>在小批次和大批次下，CPU 核心越多，一步能快多少？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32 vs mixed precision</source>
        <translation>fp32 vs 混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does lower precision (fp16 on tensor cores, bf16) train faster and use less memory?</source>
        <translation>更低的精度（张量核心上的 fp16、bf16）是否训练更快、占用内存更少？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transfer learning: what to fine-tune</source>
        <translation>迁移学习：微调哪些部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What do freezing the backbone, training the last block, or everything cost in speed and memory?</source>
        <translation>冻结主干网络、训练最后一个块或训练全部，在速度和内存上分别有什么代价？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fused LSTM vs a hand-written cell</source>
        <translation>融合 LSTM vs 手写单元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much does a fused LSTM kernel (cuDNN on NVIDIA) save over the articles&apos; Python LSTM cell?</source>
        <translation>融合的 LSTM 内核（NVIDIA 上为 cuDNN）比文章中的 Python LSTM 单元节省多少时间？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data copied from the host vs kept on the device</source>
        <translation>从主机复制数据 vs 数据保留在设备上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of a step is the copy of each batch from host memory to the device?</source>
        <translation>每一步中，把每个批次从主机内存复制到设备占多大比例？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling with devices</source>
        <translation>多设备扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster do data-parallel processes train together than one alone, at the same batch per process, and what does averaging their gradients cost?</source>
        <translation>在每个进程批大小相同的情况下，多个数据并行进程一起训练比单个进程快多少？对梯度取平均又要付出多少代价？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inference: latency against throughput</source>
        <translation>推理：延迟与吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long does one answer take at batch 1, how many answers a second does a batch of 64 give, and what do ONNX Runtime and int8 change?</source>
        <translation>批大小为 1 时一次回答要多久？批大小为 64 时每秒能给出多少回答？ONNX Runtime 和 int8 又会改变什么？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention and sequence length</source>
        <translation>注意力与序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How do speed and memory grow with the sequence length, for attention written as the formula and for fused attention?</source>
        <translation>对于按公式写出的注意力和融合注意力，速度和内存如何随序列长度增长？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When is a GPU worth it?</source>
        <translation>什么时候值得用 GPU？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From which batch size does a GPU beat the CPU, for a small and a large model?</source>
        <translation>对小模型和大模型而言，GPU 从哪个批大小开始胜过 CPU？</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+75"/>
        <source>On {name}, batch {oom} already ran out of memory: nothing could be measured.</source>
        <translation>在 {name} 上，批大小 {oom} 就已经内存不足：无法测量任何数据。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, no batch could be measured.</source>
        <translation>在 {name} 上，没有任何批大小能够完成测量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On {name}, no batch could be measured: {reason}.</source>
        <translation>在 {name} 上，没有任何批大小能够完成测量：{reason}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, only batch {batch} was measured ({rate}); batch {oom} ran out of memory, so nothing larger fits and no knee can be found.</source>
        <translation>在 {name} 上，只测量了批大小 {batch}（{rate}）；批大小 {oom} 内存不足，因此更大的批次都放不下，无法找到拐点。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, only batch {batch} was measured ({rate}): a single batch shows no trend, so no knee can be found.</source>
        <translation>在 {name} 上，只测量了批大小 {batch}（{rate}）：单个批大小看不出趋势，因此无法找到拐点。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Batch {oom} did not fit in memory.</source>
        <translation>批大小 {oom} 超出了内存容量。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On {name}, throughput was highest at the smallest batch, {first} ({rate}): larger batches did not run faster.</source>
        <translation>在 {name} 上，吞吐量在最小批大小 {first} 时最高（{rate}）：更大的批次并没有更快。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, throughput stayed flat from batch {first} to batch {last}, between {low} and {high}, within the {margin:.0%} noise: batching gained nothing measurable here.</source>
        <translation>在 {name} 上，从批大小 {first} 到 {last}，吞吐量基本持平，介于 {low} 和 {high} 之间，在 {margin:.0%} 的噪声范围内：在这里，增大批次没有带来可测量的收益。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, throughput rose from {low} at batch {first} to {high} at batch {best}, {ratio:.1f}x.</source>
        <translation>在 {name} 上，吞吐量从批大小 {first} 时的 {low} 上升到批大小 {best} 时的 {high}，提升 {ratio:.1f}x。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was still rising at batch {batch} ({gain:+.0%} per doubling over the last step, {threshold:.0%} or more): the knee lies beyond the batches measured.</source>
        <translation>在批大小 {batch} 时吞吐量仍在上升（最后一次翻倍提升 {gain:+.0%}，不低于 {threshold:.0%}）：拐点在所测批大小之外。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), while peak memory grew from {low} to {high}, so larger batches cost memory for little speed.</source>
        <translation>拐点是批大小 {knee}：从这里到批大小 {last}，每次翻倍的提升都不到 {threshold:.0%}（最多 {gain:+.0%}），而峰值内存从 {low} 增长到 {high}，因此更大的批次只是多占内存、几乎不提速。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), so larger batches cost memory for little speed.</source>
        <translation>拐点是批大小 {knee}：从这里到批大小 {last}，每次翻倍的提升都不到 {threshold:.0%}（最多 {gain:+.0%}），因此更大的批次只是多占内存、几乎不提速。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch {batch} was {slower:.0%} slower than batch {best}, the fastest ({rate} against {best_rate}, beyond the {margin:.0%} noise): {cause}.</source>
        <translation>批大小 {batch} 比最快的批大小 {best} 慢 {slower:.0%}（{rate} 对比 {best_rate}，超出 {margin:.0%} 的噪声范围）：{cause}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>likely not the batch itself: other processes used {share:.0f}% of the CPU while it was measured</source>
        <translation>可能不是批次本身的原因：测量期间其他进程占用了 {share:.0f}% 的 CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit</source>
        <translation>可能是内存压力：下一个批大小已放不下，因此这个批次运行时已接近上限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing</source>
        <translation>可能是工作集超出了 CPU 缓存，导致每一步都在等待主内存（受内存限制，memory-bound），而不是在计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>likely memory pressure on the device</source>
        <translation>可能是设备上的内存压力</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>likely memory: peak memory jumped from {best_memory} to {memory}, more than the {growth:.0f}x larger batch explains</source>
        <translation>可能是内存问题：峰值内存从 {best_memory} 跃升到 {memory}，超出了批次增大 {growth:.0f}x 所能解释的程度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>可能是内存压力：下一个批大小已放不下，因此这个批次运行时已接近上限（批大小 {best} 时峰值内存 {best_memory}，批大小 {batch} 时 {memory}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>可能是工作集超出了 CPU 缓存，导致每一步都在等待主内存（受内存限制，memory-bound），而不是在计算（批大小 {best} 时峰值内存 {best_memory}，批大小 {batch} 时 {memory}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure on the device (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>可能是设备上的内存压力（批大小 {best} 时峰值内存 {best_memory}，批大小 {batch} 时 {memory}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on.</source>
        <translation>小批次时 {small} 更快，从批大小 {batch} 开始 {large} 更快。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}).</source>
        <translation>小批次时 {small} 更快，从批大小 {batch} 开始 {large} 更快（批大小 {previous} 时落后 {small_lead:.0%}，批大小 {batch} 时领先 {large_lead:.0%}）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}); the curves meet near batch {meet:.0f}.</source>
        <translation>小批次时 {small} 更快，从批大小 {batch} 开始 {large} 更快（批大小 {previous} 时落后 {small_lead:.0%}，批大小 {batch} 时领先 {large_lead:.0%}）；两条曲线在批大小 {meet:.0f} 附近相交。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both leads exceed the {margin:.0%} noise, so the crossover is clear.</source>
        <translation>两边的领先幅度都超过了 {margin:.0%} 的噪声，因此交叉点是明确的。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A lead is within the {margin:.0%} noise (or the machine was busy), so the crossover is uncertain: another run could move it by a measured batch either way.</source>
        <translation>有一边的领先幅度在 {margin:.0%} 的噪声范围内（或者机器当时很忙），因此交叉点不确定：再运行一次，它可能向任一方向移动一个测量批大小。</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/noise_reading.py" line="+29"/>
        <source>On {name}, batch {listed} was noisy: its steps varied so much that its figure may be off by more than {limit:.0%}, so read it as rough.</source>
        <translation>在 {name} 上，批大小 {listed} 的噪声较大：其各步差异很大，数值可能偏差超过 {limit:.0%}，请只作粗略参考。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, batches {listed} were noisy: their steps varied so much that their figures may be off by more than {limit:.0%}, so read them as rough.</source>
        <translation>在 {name} 上，批大小 {listed} 的噪声较大：其各步差异很大，数值可能偏差超过 {limit:.0%}，请只作粗略参考。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} at batch {batches}</source>
        <translation>{name} 的批大小 {batches}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while these were measured: {listed}; their figures are likely low.</source>
        <translation>测量以下各项时，其他进程最多占用了 {share:.0f}% 的 CPU：{listed}；这些数值可能偏低。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Other processes used {share:.0f}% of the CPU while batch {batches} on {name} was measured: its figure is likely low.</source>
        <translation>测量 {name} 上的批大小 {batches} 时，其他进程占用了 {share:.0f}% 的 CPU：该数值可能偏低。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while batches {batches} on {name} were measured: their figures are likely low.</source>
        <translation>测量 {name} 上的批大小 {batches} 时，其他进程最多占用了 {share:.0f}% 的 CPU：这些数值可能偏低。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{batch} ({low} to {high}, {apart:.0%} apart)</source>
        <translation>{batch}（{low} 到 {high}，相差 {apart:.0%}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batch {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>批大小 {listed} 的重复测量相差超过 {limit:.0%}：噪声较大，因此采用中位数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batches {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>批大小 {listed} 的重复测量相差超过 {limit:.0%}：噪声较大，因此采用中位数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the other repeated batches agreed within {gap:.0%}</source>
        <translation>其余重复测量的批大小相差在 {gap:.0%} 以内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all repeated batches agreed within {gap:.0%}</source>
        <translation>所有重复测量的批大小相差都在 {gap:.0%} 以内</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On {name}, batches measured up to {times} times: {findings}.</source>
        <translation>在 {name} 上，各批大小最多测量了 {times} 次：{findings}。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>These points carry no record of how much their steps varied, so differences under about {limit:.0%} may be noise.</source>
        <translation>这些数据点没有记录各步的差异程度，因此小于约 {limit:.0%} 的差别可能只是噪声。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%} and no other program took more than {busy:.0f}% of the CPU, so differences larger than about {worst:.0%} are real.</source>
        <translation>每个数据点内各步的差异不超过 {spread:.0%}，且没有其他程序占用超过 {busy:.0f}% 的 CPU，因此大于约 {worst:.0%} 的差别是真实的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%}, so differences larger than about {worst:.0%} are real.</source>
        <translation>每个数据点内各步的差异不超过 {spread:.0%}，因此大于约 {worst:.0%} 的差别是真实的。</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+12"/>
        <source>Trainable parameters: {counts}.</source>
        <translation>可训练参数：{counts}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{loss:.3f} on {name}</source>
        <translation>{name} 上为 {loss:.3f}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From the same seed at batch {batch}, the loss after %Ln step(s) was {ends}: the curves show whether the change affected learning.</source>
        <translation>
            <numerusform>使用相同的随机种子、批大小 {batch}，%Ln 步后的损失分别为：{ends}。曲线显示了这一改变是否影响学习。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{accuracy:.0%} on {name}</source>
        <translation>{name} 上为 {accuracy:.0%}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training accuracy over steps {first}-{last} (each batch judged before the step that learned from it): {accuracies}.</source>
        <translation>第 {first}-{last} 步的训练准确率（每个批次在用它学习的那一步之前评估）：{accuracies}。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} {ratio:.2f}x (within noise)</source>
        <translation>{name} {ratio:.2f}x（在噪声范围内）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch}, relative to {first} ({rate}): {ratios}.</source>
        <translation>批大小 {batch} 时，相对于 {first}（{rate}）：{ratios}。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With {name}, one answer takes {latency} at batch {small}; at batch {large} it serves {rate}, and every answer in the batch waits {wait}.</source>
        <translation>使用 {name} 时，批大小为 {small} 的一次回答需要 {latency}；批大小为 {large} 时可处理 {rate}，而批中每个回答都要等待 {wait}。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} trained the most samples per joule at batch {batch}: {per_joule} samples/J at {power} on average.</source>
        <translation>{name} 在批大小 {batch} 时每焦耳训练的样本数最多：{per_joule} 样本/J，平均功率 {power}。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Energy was not measured: {reason}.</source>
        <translation>未测量能耗：{reason}。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>At batch {batch} per GPU, {name} trained {rate}: {ratio:.2f}x one GPU, {efficiency:.0%} of linear scaling; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>每个 GPU 批大小为 {batch} 时，{name} 的训练速度为 {rate}：是单个 GPU 的 {ratio:.2f}x，达到线性扩展的 {efficiency:.0%}；每一步有 {share:.0%} 的时间在等待梯度 all-reduce。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} per process, {name} trained {rate}: {ratio:.2f}x one process on the same cores; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>每个进程批大小为 {batch} 时，{name} 的训练速度为 {rate}：是相同核心上单个进程的 {ratio:.2f}x；每一步有 {share:.0%} 的时间在等待梯度 all-reduce。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On one CPU the processes share the same cores, so more processes add no arithmetic: what they gain is a combined batch of {combined} samples per step, and what they pay is the all-reduce and each one&apos;s smaller share of the threads.</source>
        <translation>在一个 CPU 上，各进程共享同样的核心，所以增加进程并不增加算力：它们得到的是每步合计 {combined} 个样本的批次，付出的是 all-reduce 以及每个进程分到的更少线程。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Short of linear because every step ends with an all-reduce of all the gradients over the links between the GPUs (NVLink or PCIe), and the steps still run one after another.</source>
        <translation>达不到线性扩展，是因为每一步最后都要通过 GPU 之间的链路（NVLink 或 PCIe）对全部梯度做一次 all-reduce，而且各步仍然依次运行。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>With {processes} processes the all-reduce took {small_share:.0%} of a step at batch {small} and {large_share:.0%} at batch {large}: the gradients are as large at every batch, so larger batches hide them better.</source>
        <translation>使用 {processes} 个进程时，all-reduce 在批大小 {small} 时占一步的 {small_share:.0%}，在批大小 {large} 时占 {large_share:.0%}：无论批大小如何，梯度都一样大，因此批次越大，越能掩盖这部分开销。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../dashboard/experiments/takeaway.py" line="+334"/>
        <source>Even batch {batch} did not fit.</source>
        <translation>即使批大小 {batch} 也放不下。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Every batch up to the search&apos;s limit of {limit:,} fitted (%Ln tries), so the largest is at least that.</source>
        <translation>
            <numerusform>直到搜索上限 {limit:,} 的每个批大小都放得下（尝试 %Ln 次），因此最大批大小至少为此值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The largest batch that fits is {largest:,} (batch {failing:,} ran out of memory; %Ln tries: doubling, then bisecting); with a 10% margin, use {safe:,}.</source>
        <translation>
            <numerusform>能放下的最大批大小是 {largest:,}（批大小 {failing:,} 内存不足；尝试 %Ln 次：先翻倍，再二分）；留出 10% 余量，建议使用 {safe:,}。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest batch is often much smaller than the largest.</source>
        <translation>最快的批大小往往比最大的批大小小得多。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/charts.py" line="+98"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per epoch ({samples:,} samples)</source>
        <translation>每轮耗时（{samples:,} 个样本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples per joule</source>
        <translation>每焦耳样本数</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>batch size (log scale)</source>
        <translation>批大小（对数刻度）</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Throughput on a log scale</source>
        <translation>吞吐量使用对数刻度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A log axis keeps series far apart (a CPU beside a GPU) both visible; on by default when they differ by more than 10x</source>
        <translation>对数坐标轴能让相差很大的曲线（CPU 与 GPU 并列）都清晰可见；当它们相差超过 10 倍时默认开启</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cross-entropy</source>
        <translation>交叉熵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step (warm-up included; same seed throughout)</source>
        <translation>步（含预热；全程使用相同随机种子）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{unit} (log scale)</source>
        <translation>{unit}（对数刻度）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>batch size per process (log scale)</source>
        <translation>每个进程的批大小（对数刻度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sequence length (log scale)</source>
        <translation>序列长度（对数刻度）</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>out of memory at {batch}</source>
        <translation>批大小 {batch} 时内存不足</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{device} memory</source>
        <translation>{device} 内存</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>knee {batch}?</source>
        <translation>拐点 {batch}？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knee {batch}</source>
        <translation>拐点 {batch}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best {batch}</source>
        <translation>最佳 {batch}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>largest {batch}</source>
        <translation>最大 {batch}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>crossover near {batch:.0f}</source>
        <translation>交叉点约在 {batch:.0f}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no crossover: {series} faster at every batch</source>
        <translation>没有交叉点：{series} 在每个批大小下都更快</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loss</source>
        <translation>损失（loss）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss at batch {batch}</source>
        <translation>批大小 {batch} 时的损失</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/form.py" line="+150"/>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch sizes</source>
        <translation>批大小（batch size）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time per point</source>
        <translation>每点时长</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated batch sizes, 1 to {largest}</source>
        <translation>逗号分隔的批大小，1 到 {largest}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measuring time per point, after 3 warm-up steps</source>
        <translation>每个数据点的测量时长，在 3 个预热步之后</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Each point trains the model from scratch at one batch size and times whole steps. A device&apos;s series ends at its first out-of-memory. Why it matters: small batches leave SIMD lanes and cores (or a GPU&apos;s thousands of lanes) idle; once every unit is busy, a larger batch costs memory without adding speed.</source>
        <translation>每个数据点都以一个批大小从头训练模型，并对完整的步计时。某个设备的曲线在第一次内存不足时结束。意义：小批次会让 SIMD 通道和核心（或 GPU 的数千条通道）闲置；一旦所有单元都忙起来，更大的批次只会多占内存而不会提速。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point is a real training run of its processes (started by torchrun when there are several), timed after 5 warm-up steps. Why it matters: the processes share each step&apos;s work, but every step ends with an all-reduce that averages their gradients, and that wait does not shrink with more devices.</source>
        <translation>每个点都是其进程的一次真实训练运行（多个进程时由 torchrun 启动），在 5 个预热步之后计时。为什么重要：各进程分担每一步的工作，但每一步都以一次对梯度求平均的 all-reduce 结束，而这段等待不会随设备增多而缩短。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point times the model answering batches in eval mode, without gradients: its latency is how long every answer in the batch waits, its throughput the batch over that latency. Why it matters: an edge device answers one request at a time (latency), a server batches many (throughput).</source>
        <translation>每个点计时模型在 eval 模式下、不计算梯度地回答批次：其延迟是批中每个回答的等待时间，其吞吐量是批大小除以该延迟。为什么重要：边缘设备一次回答一个请求（延迟），服务器把许多请求合成一批（吞吐量）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point trains tiny-gpt from scratch at one sequence length, at batch 4, and times whole steps; peak memory on the CPU is what the point added to the process. Why it matters: attention written as the formula keeps a score for every pair of positions, so its memory grows with the square of the length; a fused kernel does not keep them.</source>
        <translation>每个点在一个序列长度、批大小 4 下从头训练 tiny-gpt，并计时完整的步；CPU 上的峰值内存是该点给进程增加的部分。为何重要：按公式写出的注意力为每一对位置保存一个分数，因此其内存随长度的平方增长；融合内核不保存它们。</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>How do throughput and memory change with batch size on each device?</source>
        <translation>在各个设备上，吞吐量和内存如何随批大小变化？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at batch sizes {sizes})</source>
        <translation>{question}（{series} 条曲线，批大小 {sizes}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at sequence lengths {lengths}, batch {batch})</source>
        <translation>{question}（{series} 个系列，序列长度 {lengths}，批大小 {batch}）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose at least one device and one precision.</source>
        <translation>请至少选择一个设备和一种精度。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="+50"/>
        <source>Choose what to compare, then Run sweep.</source>
        <translation>选择要比较的内容，然后点击“运行扫描”。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Run sweep</source>
        <translation>运行扫描</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the largest batch that fits on the first chosen device and precision (doubling, then bisecting), timing every try: the fastest batch comes with it</source>
        <translation>在第一个选中的设备和精度上查找能放下的最大批大小（先翻倍，再二分），并为每次尝试计时：顺便得到最快的批大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; measured points are kept</source>
        <translation>在当前步结束后停止；保留已测量的数据点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points as JSON and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>将数据点导出为 JSON 和 CSV，将图表导出为 PNG 和 SVG，保存到一个文件夹</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Searching the largest batch of {model} on {device} in {precision} (up to {limit:,})…</source>
        <translation>正在搜索 {model} 在 {device} 上使用 {precision} 时的最大批大小（最多 {limit:,}）…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Measuring %Ln point(s)…</source>
        <translation>
            <numerusform>正在测量 %Ln 个数据点…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Following the experiment on {host} again…</source>
        <translation>重新跟踪 {host} 上的实验…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{done} of {total}: {series} at sequence length {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done}/{total}：{series}，序列长度 {batch}：{detail} · 最多还剩 {left}（系列在内存不足时提前结束）</translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>已将 %Ln 个文件导出到 {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/status_texts.py" line="+20"/>
        <source>out of memory at sequence length {length}</source>
        <translation>序列长度为 {length} 时内存不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory at batch size {batch}</source>
        <translation>批大小为 {batch} 时内存不足</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{outcome}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{outcome}：已测量 %Ln 个数据点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{outcome}: %Ln point(s) measured, saved in {folder}</source>
        <translation>
            <numerusform>{outcome}：已测量 %Ln 个数据点，保存在 {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Recorded: %Ln point(s)</source>
        <translation>
            <numerusform>已录制：%Ln 个数据点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recorded: %Ln point(s): the last, {series} batch {batch}</source>
        <translation>
            <numerusform>已录制：%Ln 个数据点：最后一个是 {series} 批大小 {batch}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Opened 1 saved experiment: %Ln point(s)</source>
        <translation>
            <numerusform>已打开 1 个已保存的实验：%Ln 个数据点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Opened {experiments} saved experiments: %Ln point(s)</source>
        <translation>
            <numerusform>已打开 {experiments} 个已保存的实验：%Ln 个数据点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="-179"/>
        <source>Cancelling after the current step…</source>
        <translation>将在当前步结束后取消…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{done} of {total}: {series} batch {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done} / {total}：{series} 批大小 {batch}：{detail} · 最多还剩 {left}（曲线遇到内存不足会提前结束）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Playing a recorded experiment…</source>
        <translation>正在播放录制的实验…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Wait for the running measurement to finish (or cancel it) first.</source>
        <translation>请先等待正在进行的测量结束（或取消它）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the replay first (the bar above the page): a recording plays here.</source>
        <translation>请先退出回放（页面上方的横条）：录制文件在这里播放。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open {what}.</source>
        <translation>无法打开 {what}。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the experiment to a folder</source>
        <translation>将实验导出到文件夹</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/status_texts.py" line="-34"/>
        <source>{rate}, peak {memory}</source>
        <translation>{rate}，峰值 {memory}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/saved.py" line="+60"/>
        <source>Saved experiments</source>
        <translation>已保存的实验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to reopen an experiment; select several (Ctrl/Shift) and press Open to draw them on the same axes</source>
        <translation>双击重新打开一个实验；选择多个（Ctrl/Shift）后按“打开”将它们绘制在同一坐标轴上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected experiments; several are overlaid, each series named by its experiment</source>
        <translation>绘制所选实验；多个实验会叠加显示，每条曲线以其实验命名</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link to the machine that measures this experiment dropped; it went on there. Follow it again: its points since, live, added to this copy (or all at once if it has ended).</source>
        <translation>与测量此实验的机器的连接已断开；实验在那里继续进行。重新跟踪它：此后的各点实时追加到这份副本中（若已结束则一次取回）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{folder}  [unreadable: {reason}]</source>
        <translation>{folder}  [无法读取：{reason}]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reattach to the experiment on {host}</source>
        <translation>重新连接 {host} 上的实验</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/scaling.py" line="+32"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+15"/>
        <source>energy is not read for points measured as training runs</source>
        <translation>以训练运行方式测量的点不读取能耗</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>fewer than two GPUs here: CPU processes share this machine&apos;s cores, so the series split the same cores differently and show what averaging gradients costs, not what more devices gain</source>
        <translation>本机的 GPU 少于两块：CPU 进程共用本机的核心，因此各条曲线只是以不同方式划分相同的核心，显示的是对梯度取平均的代价，而不是更多设备带来的收益</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this machine has one logical core and fewer than two GPUs: there is nothing to scale</source>
        <translation>本机只有一个逻辑核心，且 GPU 少于两块：无从比较扩展效果</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/serving.py" line="+37"/>
        <source>ONNX Runtime is not installed here (pip install onnx onnxscript onnxruntime)</source>
        <translation>此处未安装 ONNX Runtime（pip install onnx onnxscript onnxruntime）</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-35"/>
        <source>small CNN on {device}</source>
        <translation>{device} 上的小型 CNN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {dataset} ({device})</source>
        <translation>{model}，数据集 {dataset}（{device}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {device}</source>
        <translation>{device} 上的 {model}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{series}, sequence {length}</source>
        <translation>{series}，序列长度 {length}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused nn.LSTM ({device})</source>
        <translation>融合的 nn.LSTM（{device}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand-written cell ({device})</source>
        <translation>手写单元（{device}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain attention ({device})</source>
        <translation>朴素注意力（{device}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused attention ({device})</source>
        <translation>融合注意力（{device}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches copied from host memory to {device}</source>
        <translation>批次从主机内存复制到 {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data kept on {device}</source>
        <translation>数据保留在 {device} 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen</source>
        <translation>冻结主干网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>最后一个块 + 输出头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full fine-tuning</source>
        <translation>完整微调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eager PyTorch ({device})</source>
        <translation>PyTorch eager 模式（{device}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>int8 dynamic (torchao) ({device})</source>
        <translation>int8 动态量化（torchao）（{device}）</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln thread(s)</source>
        <translation>
            <numerusform>%Ln 个线程</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln process(es)</source>
        <translation>
            <numerusform>%Ln 个进程</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>{processes} x {threads}</source>
        <translation>{processes} × {threads}</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/takeaway.py" line="-257"/>
        <source>Nothing could be measured: batch {oom} already ran out of memory.</source>
        <translation>什么都没能测量：批大小 {oom} 就已耗尽内存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing could be measured: the details say why.</source>
        <translation>什么都没能测量：原因见详情。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only batch {batch} was measured ({rate}): one batch shows no trend.</source>
        <translation>只测量了批大小 {batch}（{rate}）：单个批大小看不出趋势。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throughput stayed flat from batch {first} to batch {last}, within the {margin:.0%} noise: larger batches gained nothing here.</source>
        <translation>从批大小 {first} 到 {last}，吞吐量基本持平，在 {margin:.0%} 的噪声范围内：更大的批次在这里没有带来提升。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}.</source>
        <translation>从批大小 {first} 到 {best}，吞吐量提高了 {ratio:.1f} 倍。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}, then fell {slower:.0%} by batch {batch}.</source>
        <translation>从批大小 {first} 到 {best}，吞吐量提高了 {ratio:.1f} 倍，之后到批大小 {batch} 下降了 {slower:.0%}。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It was still rising at batch {last}: the knee lies beyond.</source>
        <translation>在批大小 {last} 时仍在上升：拐点还在更后面。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is batch {knee}: past it, each doubling gained under {threshold:.0%}.</source>
        <translation>拐点是批大小 {knee}：此后每次翻倍的提升都不到 {threshold:.0%}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is uncertain: batch {batch}&apos;s repeats measured {low} and {high} samples/s, further apart than the {threshold:.0%} gain defining it.</source>
        <translation>拐点不确定：批大小 {batch} 的重复测量分别为 {low} 和 {high} 样本/秒，差距超过了定义拐点的 {threshold:.0%} 提升。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is uncertain: batch {batch}&apos;s figure may be off by ±{spread:.0%}, more than the {threshold:.0%} gain defining it.</source>
        <translation>拐点不确定：批大小 {batch} 的数值可能偏差 ±{spread:.0%}，超过了定义拐点的 {threshold:.0%} 提升。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{one} and {two} share no measured batch, so they cannot be compared.</source>
        <translation>{one} 和 {two} 没有共同测量的批大小，无法比较。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Neither {one} nor {two} stayed ahead: they swapped places over the batches measured.</source>
        <translation>{one} 和 {two} 都没有一直领先：在所测批大小中互有先后。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At batch {batch}, {winner} ran {ratio:.2f}x as fast as {loser}.</source>
        <translation>批大小为 {batch} 时，{winner} 的速度是 {loser} 的 {ratio:.2f} 倍。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch, {low} to {high}: {low_ratio:.1f}x at batch {low}, {high_ratio:.1f}x at batch {high}.</source>
        <translation>从批大小 {low} 到 {high}，{winner} 在每个批大小下都比 {loser} 快：批大小 {low} 时为 {low_ratio:.1f} 倍，批大小 {high} 时为 {high_ratio:.1f} 倍。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Uncertain at batch {batch}: a {lead:.0%} lead is within the {margin:.0%} noise.</source>
        <translation>批大小 {batch} 处不确定：{lead:.0%} 的领先在 {margin:.0%} 的噪声范围内。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch measured.</source>
        <translation>{winner} 在每个所测批大小下都比 {loser} 快。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+15"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on.</source>
        <translation>小批次时 {small} 更快，从批大小 {batch} 开始 {large} 更快。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on: they cross near batch {meet:.0f}.</source>
        <translation>小批次时 {small} 更快，从批大小 {batch} 开始 {large} 更快：两条曲线约在批大小 {meet:.0f} 处交叉。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uncertain: leads of {small_lead:.0%} and {large_lead:.0%} are within the {margin:.0%} noise.</source>
        <translation>不确定：{small_lead:.0%} 和 {large_lead:.0%} 的领先都在 {margin:.0%} 的噪声范围内。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertain: other programs were busy while it was measured.</source>
        <translation>不确定：测量时其他程序正忙。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{large} overtook {small} from batch {batch} on.</source>
        <translation>从批大小 {batch} 开始，{large} 超过了 {small}。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{fastest} reached the highest throughput, {rate}; the series share no batch to compare them at.</source>
        <translation>{fastest} 的吞吐量最高，为 {rate}；各曲线没有共同的批大小可供比较。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At batch {batch}, {fastest} was fastest: {ratio:.2f}x {slowest}.</source>
        <translation>批大小为 {batch} 时，{fastest} 最快：是 {slowest} 的 {ratio:.2f} 倍。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{second} is within the noise of it ({gap:.0%} apart): call it a tie.</source>
        <translation>{second} 与它的差距在噪声范围内（相差 {gap:.0%}）：可视为持平。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{processes} processes trained {ratio:.2f}x as fast as one at batch {batch} per process: {efficiency:.0%} of linear scaling.</source>
        <translation>{processes} 个进程在每进程批大小 {batch} 时的训练速度是单进程的 {ratio:.2f} 倍：达到线性扩展的 {efficiency:.0%}。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>One answer took {latency} at batch {small} ({quick}); at batch {large}, {busy} served the most, {rate}.</source>
        <translation>批大小 {small} 时一次回答需要 {latency}（{quick}）；批大小 {large} 时 {busy} 处理得最多：{rate}。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every batch up to {limit:,} fitted.</source>
        <translation>直到 {limit:,} 的每个批大小都放得下。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch that fits is {largest:,} (use {safe:,} for a 10% margin).</source>
        <translation>能放下的最大批大小是 {largest:,}（留 10% 余量请用 {safe:,}）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest was batch {best:,}, {rate}.</source>
        <translation>最快的是批大小 {best:,}，{rate}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/reading_view.py" line="+81"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figures behind the takeaway: each point&apos;s noise, the repeats and other programs&apos; CPU use</source>
        <translation>结论背后的数据：每个点的噪声、重复测量以及其他程序的 CPU 占用</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/length_reading.py" line="+49"/>
        <source>roughly quadratic</source>
        <translation>大致呈平方增长</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>between linear and quadratic</source>
        <translation>介于线性与平方之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roughly linear</source>
        <translation>大致呈线性增长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nearly flat</source>
        <translation>几乎不变</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Too few sequence lengths were measured to say how memory grows.</source>
        <translation>测量的序列长度太少，无法判断内存如何增长。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak memory grew alike in every series, as length^{exponent} ({growth}).</source>
        <translation>每个系列的峰值内存增长相同，约为 长度^{exponent}（{growth}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peak memory grew as length^{steep_exponent} ({steep_growth}) for {steep} and length^{flat_exponent} ({flat_growth}) for {flat}.</source>
        <translation>{steep} 的峰值内存约为 长度^{steep_exponent}（{steep_growth}），{flat} 约为 长度^{flat_exponent}（{flat_growth}）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: {first_rate} tokens/s at {first:,} tokens, {last_rate} tokens/s at {last:,}.</source>
        <translation>{name}：{first:,} 个 token 时 {first_rate} token/s，{last:,} 个时 {last_rate} token/s。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its peak memory fits length^{exponent}: {growth}.</source>
        <translation>其峰值内存拟合为 长度^{exponent}：{growth}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It ran out of memory at {length:,} tokens on {device}.</source>
        <translation>在 {device} 上 {length:,} 个 token 时内存不足。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the CPU no length is run out of memory on purpose: there the kernel would end the process, so the memory guard leaves out the lengths that cannot fit before anything runs. CPU memory is counted above what the process held before each point (the runtime and the data).</source>
        <translation>在 CPU 上不会故意让任何长度耗尽内存：那里内核会直接结束进程，因此内存保护会在运行前略去放不下的长度。CPU 内存按每个点开始前进程已占用的内存（运行时和数据）之上的部分计算。</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/storage.py" line="+78"/>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/child.py" line="+107"/>
        <source>The link to {host} dropped before the experiment ended ({problem}). It goes on on {host}, saved in {folder}: Reattach under the saved experiments follows it again, and fetches the rest once it has ended.</source>
        <translation>实验结束前与 {host} 的连接已断开（{problem}）。实验在 {host} 上继续进行，保存在 {folder}：在已保存的实验下点击“重新连接”可再次跟踪它，实验结束后则取回其余部分。</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../dashboard/lessons/glossary.py" line="+14"/>
        <source>accuracy</source>
        <translation>准确率（accuracy）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of samples whose most likely class (or next character) the model predicted right. It is measured on held-out data at the end of each epoch, and on each training batch in comparisons.</source>
        <translation>模型对其最可能类别（或下一个字符）预测正确的样本所占比例。它在每轮结束时在预留数据上测量；在对比实验中，也在每个训练批次上测量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activations</source>
        <translation>激活值（activations）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intermediate results of the forward pass that are kept for the backward pass. They grow with the batch size and usually decide the largest batch that fits.</source>
        <translation>前向传播的中间结果，保留下来供反向传播使用。它们随批大小增长，通常决定了能放下的最大批次。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all-reduce</source>
        <translation>all-reduce（全归约）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How data-parallel processes average their gradients after each backward pass: every process sends its own and receives the mean. The time a step waits for it is the price of sharing the batch among devices.</source>
        <translation>数据并行进程在每次反向传播之后对梯度取平均的方式：每个进程发送自己的梯度，并收到平均值。一步为此等待的时间，就是把批次分摊到多个设备上的代价。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>arithmetic intensity</source>
        <translation>算术强度（arithmetic intensity）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calculations done per byte read or written (FLOPs per byte). Low intensity waits for memory; high intensity waits for the arithmetic units.</source>
        <translation>每读写一个字节所做的计算量（每字节 FLOPs）。强度低时等待内存；强度高时等待运算单元。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention</source>
        <translation>注意力（attention）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a transformer lets each position of a sequence draw on the earlier ones: a score for every pair of positions, turned into weights by a softmax.</source>
        <translation>Transformer 让序列的每个位置利用之前位置的方式：为每一对位置计算一个分数，再由 softmax 转为权重。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>带宽（bandwidth）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many bytes per second memory can deliver to the processor (GB/s).</source>
        <translation>内存每秒能向处理器提供多少字节（GB/s）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bandwidth-bound</source>
        <translation>带宽受限（bandwidth-bound）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by how fast data arrives from memory, not by arithmetic: faster memory helps, more FLOPS do not.</source>
        <translation>受限于数据从内存到达的速度，而不是运算：更快的内存有帮助，更多的 FLOPS 则没有。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch size</source>
        <translation>批大小（batch size）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many samples one training step processes together. A larger batch gives the hardware more parallel work but needs more memory.</source>
        <translation>一个训练步同时处理多少个样本。批次越大，硬件得到的并行工作越多，但需要的内存也越多。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with the same range as fp32 and less precision: it rarely needs loss scaling.</source>
        <translation>一种 16 位数值格式，数值范围与 fp32 相同，但精度更低：很少需要损失缩放。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy machine</source>
        <translation>繁忙的机器（busy machine）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs used more than 10% of the CPU while a figure was measured: that figure is likely low and noisier than on an idle machine.</source>
        <translation>测量某个数值时，其他程序占用了超过 10% 的 CPU：该数值可能偏低，且噪声比空闲机器上更大。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cache</source>
        <translation>缓存（cache）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small, fast memory on the processor. Work that fits in it runs faster than work that must go to main memory.</source>
        <translation>处理器上小而快的存储器。能放进缓存的工作，比必须访问主内存的工作运行得更快。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation>时钟频率（clock）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cycles per second a processor runs (MHz). A GPU raises its clock under load and lowers it when it is too hot or at its power limit, so the same work can take longer.</source>
        <translation>处理器每秒运行多少个周期（MHz）。GPU 在负载下会提高频率，在过热或达到功耗上限时降低频率，因此同样的工作可能耗时更长。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute-bound</source>
        <translation>计算受限（compute-bound）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by the arithmetic units: a processor with more FLOPS helps, faster memory does not.</source>
        <translation>受限于运算单元：FLOPS 更高的处理器有帮助，更快的内存则没有。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation>交叉点（crossover）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch size from which one device or setting stays faster than the other.</source>
        <translation>从这个批大小开始，一个设备或设置始终比另一个更快。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data parallelism</source>
        <translation>数据并行（data parallelism）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several devices each take part of every batch and then average their gradients: each step is shorter, but the steps still run one after another.</source>
        <translation>多个设备各自处理每个批次的一部分，然后对梯度取平均：每一步更短，但各步仍然依次运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch</source>
        <translation>轮次（epoch）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pass over the whole training set: dataset size divided by batch size steps.</source>
        <translation>完整遍历一次训练集：步数为数据集大小除以批大小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate</source>
        <translation>估算值（estimate）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number computed from published specifications, not measured on this machine. Estimates are always labelled as such.</source>
        <translation>根据公开规格计算出的数值，而不是在本机上测得的。估算值总会明确标注。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FLOPS</source>
        <translation>FLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floating-point operations per second: how much arithmetic a device does.</source>
        <translation>每秒浮点运算次数：设备能完成多少算术运算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with a small range: fast on tensor cores, but training needs a gradient scaler so small gradients do not round to zero.</source>
        <translation>一种数值范围较小的 16 位数值格式：在张量核心上很快，但训练时需要梯度缩放器，以免很小的梯度被舍入为零。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard 32-bit floating-point number format.</source>
        <translation>标准的 32 位浮点数值格式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frozen backbone</source>
        <translation>冻结主干网络（frozen backbone）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pretrained part of a network whose weights are not trained: no gradients or optimizer state are kept for it.</source>
        <translation>网络中权重不参与训练的预训练部分：不为它保存梯度或优化器状态。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fused kernel</source>
        <translation>融合内核（fused kernel）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One operation on the device that does the work of several, saving launches and trips to memory.</source>
        <translation>在设备上用一个运算完成多个运算的工作，从而减少启动次数和内存往返。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDDR</source>
        <translation>GDDR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory of consumer GPUs: chips around the processor on the board, a few hundred GB/s to about 1.8 TB/s.</source>
        <translation>消费级 GPU 的显存：位于电路板上、环绕处理器的芯片，带宽从几百 GB/s 到约 1.8 TB/s。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeping only each layer&apos;s input during the forward pass and computing the rest again during the backward pass: far less memory for activations, about a third more computation.</source>
        <translation>前向传播时只保留每一层的输入，反向传播时重新计算其余部分：激活占用的内存少得多，计算量约多三分之一。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gradients</source>
        <translation>梯度（gradients）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One number per trained weight saying how to change it; as much memory as the trained weights.</source>
        <translation>每个被训练的权重对应一个数，表示该如何调整它；占用的内存与被训练的权重相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High-bandwidth memory: stacks of memory beside the GPU die in the same package, 1.5 to 8 TB/s on data centre GPUs.</source>
        <translation>高带宽内存：在同一封装内紧挨 GPU 裸片堆叠的存储器，数据中心 GPU 上可达 1.5 到 8 TB/s。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The keys and values a language model computed for the tokens already seen, kept so that each new token is computed once. It grows with the context and the batch.</source>
        <translation>语言模型为已处理的 token 计算出的键和值，保存下来使每个新 token 只需计算一次。它随上下文和批大小增长。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kernel launch</source>
        <translation>内核启动（kernel launch）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting one operation on a GPU: a few microseconds each, which small operations cannot hide.</source>
        <translation>在 GPU 上启动一个运算：每次需要几微秒，小运算无法掩盖这一开销。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knee</source>
        <translation>拐点（knee）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest batch after which each doubling of the batch gains less than 10% throughput: larger batches cost memory for little speed.</source>
        <translation>最小的这样一个批大小：从它开始，批大小每翻一倍，吞吐量的提升都不到 10%；更大的批次只是多占内存、几乎不提速。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low-rank adaptation: the model&apos;s weights stay frozen and small trainable matrices beside them learn the change, so only a fraction of a percent of the parameters need gradients and optimizer state.</source>
        <translation>低秩适配：模型权重保持冻结，旁边的小型可训练矩阵学习变化量，因此只有不到百分之一的参数需要梯度和优化器状态。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss</source>
        <translation>损失（loss）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How wrong the model&apos;s predictions are on the training batch; training makes it fall.</source>
        <translation>模型在训练批次上的预测偏差有多大；训练会让它下降。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LSTM</source>
        <translation>LSTM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A recurrent network that reads a sequence one position at a time, carrying a state from each position to the next.</source>
        <translation>一种循环网络，一次读取序列中的一个位置，并把状态从每个位置传递到下一个位置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul</source>
        <translation>矩阵乘法（matmul）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix multiplication: most of a network&apos;s arithmetic.</source>
        <translation>矩阵相乘：网络中的大部分算术运算都是它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed precision</source>
        <translation>混合精度（mixed precision）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing in 16-bit numbers where it is safe while keeping the weights in 32 bits: faster and smaller, with the same learning.</source>
        <translation>在安全的地方用 16 位数计算，同时以 32 位保存权重：更快、更省内存，学习效果不变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noisy</source>
        <translation>噪声大（noisy）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A point whose figure may be off by more than 5% (its steps varied that much for how few were timed), or whose repeated measurements differed by more than 10%: read differences smaller than that as noise.</source>
        <translation>某个数据点的数值可能偏差超过 5%（计时的步数较少，而各步差异又这么大），或其重复测量相差超过 10%：比这更小的差别应视为噪声。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer state</source>
        <translation>优化器状态（optimizer state）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the optimizer keeps per weight between steps: Adam keeps two numbers, SGD with momentum one.</source>
        <translation>优化器在各步之间为每个权重保存的数据：Adam 保存两个数，带动量的 SGD 保存一个。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory</source>
        <translation>内存不足（out of memory）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device could not allocate what a step needed: the step fails; a smaller batch, lower precision or frozen layers need less.</source>
        <translation>设备无法分配一步所需的内存：该步失败；更小的批次、更低的精度或冻结部分层都能减少所需内存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak FLOPS</source>
        <translation>峰值 FLOPS（peak FLOPS）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most arithmetic a device could do per second if every unit worked every cycle; real code reaches part of it.</source>
        <translation>如果每个单元在每个周期都在工作，设备每秒最多能完成的算术运算量；实际代码只能达到其中一部分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak memory</source>
        <translation>峰值内存（peak memory）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most memory a step needed at any moment: on a GPU the tensors allocated, on the CPU the memory of the whole process. It decides whether a batch fits.</source>
        <translation>一步在任一时刻所需内存的最大值：在 GPU 上是已分配的张量，在 CPU 上是整个进程的内存。它决定一个批次能否放下。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power</source>
        <translation>功率（power）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The electrical power the GPU draws (W). Near its power limit the GPU lowers its clock.</source>
        <translation>GPU 消耗的电功率（W）。接近功耗上限时，GPU 会降低频率。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quantisation</source>
        <translation>量化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storing numbers in fewer bits, such as 8 or 4 instead of 16, with a scale for each small block: a quarter of the memory at 4 bits, for a little accuracy.</source>
        <translation>用更少的位数存储数字，例如用 8 位或 4 位代替 16 位，并为每个小块保存一个缩放系数：4 位时只占四分之一的内存，代价是少许精度。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ridge point</source>
        <translation>脊点（ridge point）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arithmetic intensity where a device&apos;s bandwidth limit meets its compute limit on the roofline: below it, work is bandwidth-bound.</source>
        <translation>在屋顶线上，设备的带宽上限与计算上限相交处的算术强度：低于它的工作是带宽受限的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roofline</source>
        <translation>屋顶线（roofline）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chart of achievable speed against arithmetic intensity: a sloped roof set by memory bandwidth, then a flat roof set by peak FLOPS.</source>
        <translation>可达速度相对于算术强度的图：先是一段由内存带宽决定的斜屋顶，然后是一段由峰值 FLOPS 决定的平屋顶。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples per joule</source>
        <translation>每焦耳样本数（samples per joule）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples done per joule of the device&apos;s energy, read from its energy counter (NVML on NVIDIA, RAPL on the CPU) over the timed steps: work per energy, where throughput is work per second.</source>
        <translation>设备每消耗一焦耳能量所完成的训练样本数，能耗在计时步期间从设备的能量计数器读取（NVIDIA 上为 NVML，CPU 上为 RAPL）：即单位能量的工作量，而吞吐量是每秒的工作量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>samples/s</source>
        <translation>样本/秒（samples/s）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples processed per second: the throughput of training.</source>
        <translation>每秒处理的训练样本数：训练的吞吐量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>序列长度（sequence length）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many positions (characters, words) a text sample has: an LSTM steps through them one by one.</source>
        <translation>一个文本样本有多少个位置（字符、词）：LSTM 逐个处理它们。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single instruction, multiple data: one CPU instruction applied to a row of numbers at once (8 floats with AVX2, 16 with AVX-512).</source>
        <translation>单指令多数据：一条 CPU 指令同时作用于一行数（AVX2 为 8 个浮点数，AVX-512 为 16 个）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>steady throughput</source>
        <translation>稳态吞吐量（steady throughput）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per second once warm-up is over (caches filled, clocks raised, memory allocated): what the lessons measure.</source>
        <translation>预热结束后（缓存已填满、频率已提升、内存已分配）的每秒样本数：课程测量的就是它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation>步（step）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One update of the weights: forward pass, backward pass and optimizer on one batch.</source>
        <translation>权重的一次更新：在一个批次上完成前向传播、反向传播和优化器更新。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step time</source>
        <translation>步耗时（step time）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long one training step takes (ms), once warm-up is over. Throughput is batch size divided by step time.</source>
        <translation>预热结束后，一个训练步所需的时间（ms）。吞吐量等于批大小除以步耗时。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature</source>
        <translation>温度（temperature）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s core temperature (°C). Too hot, the GPU lowers its clock (thermal throttling), and training slows.</source>
        <translation>GPU 的核心温度（°C）。温度过高时，GPU 会降低频率（温度降频），训练随之变慢。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor core</source>
        <translation>张量核心（Tensor Core）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A GPU unit that multiplies small matrices of 16-bit (or TF32) numbers in one instruction, many times faster than ordinary lanes.</source>
        <translation>GPU 中的一种单元，一条指令就能完成 16 位（或 TF32）数的小矩阵乘法，比普通通道快很多倍。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thread</source>
        <translation>线程（thread）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An independent sequence of instructions; a CPU runs one per core (two with hyper-threading) at once.</source>
        <translation>一个独立的指令序列；CPU 每个核心同一时刻运行一个线程（启用超线程时为两个）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throughput</source>
        <translation>吞吐量（throughput）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work done per second; in training, samples per second. It is the figure to compare between devices, batch sizes and precisions.</source>
        <translation>每秒完成的工作量；在训练中即每秒样本数。它是在设备、批大小和精度之间进行比较的指标。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trainable parameters</source>
        <translation>可训练参数（trainable parameters）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The weights the optimizer updates: fewer when part of the network is frozen.</source>
        <translation>优化器更新的权重：网络的一部分被冻结时会变少。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transfer learning</source>
        <translation>迁移学习（transfer learning）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting from a network trained on another, larger dataset and training only part of it (or all of it, briefly) on yours.</source>
        <translation>从一个在另一个更大的数据集上训练过的网络出发，只在你的数据上训练它的一部分（或短暂地训练全部）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>utilization</source>
        <translation>利用率（utilization）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of time a processor was busy. 100% means never idle, not fully used: a GPU busy with small kernels is at 100% while most of its cores wait.</source>
        <translation>处理器处于忙碌状态的时间比例。100% 表示从不空闲，而不是被充分利用：忙于小内核的 GPU 利用率为 100%，但它的大部分核心都在等待。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>token</source>
        <translation>词元（token）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One unit of text a language model reads or writes: a character for the lab&apos;s tiny-gpt, a piece of a word for large models.</source>
        <translation>语言模型读写的一个文本单位：实验室的 tiny-gpt 中是一个字符，大模型中是词的一部分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM</source>
        <translation>显存（VRAM）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s own memory: the model, its gradients, the optimizer state and the activations must all fit in it.</source>
        <translation>GPU 自己的显存：模型、梯度、优化器状态和激活值都必须能放进去。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warm-up</source>
        <translation>预热（warm-up）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first steps of a run, slower than the rest: memory is being allocated, kernels chosen and caches filled. Measurements leave them out.</source>
        <translation>一次运行的最初几步，比其余各步慢：此时正在分配内存、选择内核、填充缓存。测量时会排除它们。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>权重（weights）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network&apos;s learned numbers (parameters): 4 bytes each in fp32.</source>
        <translation>网络学到的数（参数）：在 fp32 中每个占 4 字节。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/chart_terms.py" line="+59"/>
        <source>What the words on this chart mean: {terms}</source>
        <translation>此图表中术语的含义：{terms}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the chart {title}</source>
        <translation>解释图表 {title}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>What the words on this chart mean, in plain language.</source>
        <translation>用通俗的语言解释此图表中的术语。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{title}: the words</source>
        <translation>{title}：术语</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="+50"/>
        <location line="+74"/>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>The words the charts, readings and lessons use, in plain language.</source>
        <translation>图表、读数和课程中使用的术语，以通俗的语言解释。</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+49"/>
        <source>waiting for the first sample…</source>
        <translation>正在等待第一个采样…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now:</source>
        <translation>当前：</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{host} · {card}</source>
        <translation>{host} · {card}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{busy} busy · {clock} · load {load} · RAM {used} of {total} · swap {swap}</source>
        <translation>占用 {busy} · {clock} · 负载 {load} · 内存 {used} / {total} · 交换 {swap}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{busy} busy, memory bus {bus}
{used} of {total} used · {temperature} · fan {fan}
{power} of {limit} · energy {energy}
clocks {core} core, {memory} memory
PCIe rx {rx}, tx {tx} · throttling: {throttle}</source>
        <translation>占用 {busy}，显存总线 {bus}
已用 {used} / {total} · {temperature} · 风扇 {fan}
{power} / {limit} · 能耗 {energy}
频率：核心 {core}，显存 {memory}
PCIe 接收 {rx}，发送 {tx} · 降频：{throttle}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/controls.py" line="+21"/>
        <source>1 min</source>
        <translation>1 分钟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 min</source>
        <translation>10 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 h</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Sample every</source>
        <translation>采样间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often to read the hardware ({low}-{high} s)</source>
        <translation>读取硬件的频率（{low}-{high} 秒）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>历史时长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the past the plots show</source>
        <translation>图表显示多长时间的历史</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The recorded process: {cpu} of one core, {rss} resident</source>
        <translation>录制的进程：占单核的 {cpu}，常驻内存 {rss}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its agent on {host}: {cpu} of one core, {rss} resident</source>
        <translation>{host} 上的代理：单核的 {cpu}，常驻内存 {rss}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>This app: {cpu} of one core, {rss} resident</source>
        <translation>本应用：占单核的 {cpu}，常驻内存 {rss}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+144"/>
        <source>Reading this machine&apos;s hardware…</source>
        <translation>正在读取本机硬件…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+174"/>
        <source>No GPU found</source>
        <translation>未找到 GPU</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>占用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory used</source>
        <translation>已用内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU temperature</source>
        <translation>GPU 温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU power</source>
        <translation>GPU 功率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>power</source>
        <translation>功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation>时钟频率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clock</source>
        <translation>频率</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>swap</source>
        <translation>交换空间</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>{host} {curve}</source>
        <translation>{host} {curve}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="-33"/>
        <source>CPU and memory</source>
        <translation>CPU 与内存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU {index} · {vendor}</source>
        <translation>GPU {index} · {vendor}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="+33"/>
        <source>reading…</source>
        <translation>读取中…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Software on {host}:&lt;/b&gt; {listed}</source>
        <translation>&lt;b&gt;{host} 上的软件：&lt;/b&gt;{listed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Software:&lt;/b&gt; {listed}</source>
        <translation>&lt;b&gt;软件：&lt;/b&gt;{listed}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="-128"/>
        <source>RAM total</source>
        <translation>内存总量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU {index}</source>
        <translation>GPU {index}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/curves.py" line="+18"/>
        <source>{gpu} memory bus</source>
        <translation>{gpu} 显存总线</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} core</source>
        <translation>{gpu} 核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} memory</source>
        <translation>{gpu} 显存</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+8"/>
        <source>{gpu} total</source>
        <translation>{gpu} 总量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu} limit</source>
        <translation>{gpu} 上限</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+12"/>
        <source>measuring…</source>
        <translation>测量中…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="-19"/>
        <source>Shown from this machine&apos;s last launch; reading it afresh…</source>
        <translation>显示的是本机上次启动时的数据；正在重新读取…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the rest: the CPU in detail, the RAM copy speed and PyTorch…</source>
        <translation>正在读取其余信息：CPU 详情、内存复制速度和 PyTorch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine the recording was made on, not this one: its specs and its readings as recorded.</source>
        <translation>这是录制所用的机器，而不是本机：显示其录制时的规格和读数。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Two machines: {host}, read live over ssh, and this one, {here}. Each card and curve is named by its machine.</source>
        <translation>两台机器：通过 ssh 实时读取的 {host}，以及本机 {here}。每张卡片和每条曲线都标有所属机器的名称。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CPU has a few fast cores; SIMD ({simd}) lets each one work on 8 to 16 numbers per instruction. A GPU has thousands of simpler lanes and memory several times faster, which is what the large matrix multiplications of deep learning need: the same operation on many numbers at once.</source>
        <translation>CPU 只有少数几个快速核心；SIMD（{simd}）让每个核心每条指令处理 8 到 16 个数。GPU 拥有数千条更简单的通道，显存也快好几倍，这正是深度学习中大型矩阵乘法所需要的：对许多数同时执行相同的运算。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>running on CPU only</source>
        <translation>仅使用 CPU 运行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{vendor}: {reason}</source>
        <translation>{vendor}：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only ({reasons})</source>
        <translation>仅使用 CPU 运行（{reasons}）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Everything still works on the CPU. On a machine with an NVIDIA, AMD or Apple GPU, each GPU gets a card here, the GPU/CPU ratios of cores, memory bandwidth and FLOPS appear below, and the plots add GPU utilization, memory, temperature, power and clocks.</source>
        <translation>&lt;b&gt;原因：&lt;/b&gt;{status}。&lt;br&gt;&lt;br&gt;所有功能在 CPU 上仍可正常使用。在配有 NVIDIA、AMD 或 Apple GPU 的机器上，每个 GPU 都会在这里显示一张卡片，下方会出现核心数、显存带宽和 FLOPS 的 GPU/CPU 比值，图表中还会增加 GPU 利用率、显存、温度、功率和频率。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU {index} (GPU/CPU)</source>
        <translation>GPU {index}（GPU/CPU）</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+44"/>
        <source>CPU per core</source>
        <translation>CPU 各核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: {host}</source>
        <translation>{title}：{host}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy (%)</source>
        <translation>占用（%）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>logical core</source>
        <translation>逻辑核心</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia_values.py" line="+41"/>
        <source>no NVIDIA driver found (NVML library not installed)</source>
        <translation>未找到 NVIDIA 驱动（未安装 NVML 库）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver not loaded</source>
        <translation>NVIDIA 驱动未加载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>driver/library version mismatch: reboot</source>
        <translation>驱动与库版本不匹配：请重启</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to access the NVIDIA driver</source>
        <translation>无权访问 NVIDIA 驱动</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applications clocks setting</source>
        <translation>应用时钟设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software power cap</source>
        <translation>软件功耗上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware slowdown</source>
        <translation>硬件降频</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sync boost</source>
        <translation>同步加速（sync boost）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software thermal slowdown</source>
        <translation>软件温控降频</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware thermal slowdown</source>
        <translation>硬件温控降频</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power brake</source>
        <translation>功耗制动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>display clock setting</source>
        <translation>显示时钟设置</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/amd_specs.py" line="+19"/>
        <source>amdsmi not installed (pip install &apos;dl-dashboard[amd]&apos;)</source>
        <translation>未安装 amdsmi（pip install &apos;dl-dashboard[amd]&apos;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no AMD GPU found</source>
        <translation>未找到 AMD GPU</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>AMD GPU driver (amdgpu) not loaded</source>
        <translation>AMD GPU 驱动（amdgpu）未加载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU driver (amdgpu) did not answer (DRM error)</source>
        <translation>AMD GPU 驱动（amdgpu）无响应（DRM 错误）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to open the AMD GPU: add your user to the &apos;render&apos; and &apos;video&apos; groups</source>
        <translation>无权打开 AMD GPU：请将你的用户加入 &apos;render&apos; 和 &apos;video&apos; 组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) could not be loaded: install amd-smi-lib from ROCm</source>
        <translation>无法加载 AMD SMI 库（libamd_smi.so）：请从 ROCm 安装 amd-smi-lib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) is too old for this amdsmi package</source>
        <translation>AMD SMI 库（libamd_smi.so）版本过旧，不适用于此 amdsmi 包</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/apple.py" line="+35"/>
        <source>not a Mac</source>
        <translation>不是 Mac</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intel Mac: no Apple Silicon GPU</source>
        <translation>Intel Mac：没有 Apple Silicon GPU</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia.py" line="+51"/>
        <source>nvidia-ml-py is not installed</source>
        <translation>未安装 nvidia-ml-py</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver found but no GPU</source>
        <translation>找到了 NVIDIA 驱动，但没有 GPU</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/energy.py" line="+25"/>
        <source>no {folder} (not Linux, or a virtual machine that hides the CPU&apos;s energy counters)</source>
        <translation>没有 {folder}（不是 Linux，或虚拟机隐藏了 CPU 的能量计数器）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAPL package zone in {folder} (not an Intel or recent AMD CPU, or hidden by the VM)</source>
        <translation>{folder} 中没有 RAPL 封装区域（不是 Intel 或较新的 AMD CPU，或被虚拟机隐藏）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is readable by root only (Linux 5.10 and newer); run as root or allow it with chmod</source>
        <translation>{file} 只有 root 可读（Linux 5.10 及更新版本）；请以 root 运行，或用 chmod 允许读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} could not be read: {error}</source>
        <translation>无法读取 {file}：{error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML could not start: {error}</source>
        <translation>NVML 无法启动：{error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML has no GPU {index}: {error}</source>
        <translation>NVML 没有 GPU {index}：{error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this GPU has no energy counter (NVML offers one on Volta and newer)</source>
        <translation>此 GPU 没有能量计数器（NVML 从 Volta 架构起提供）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML failed: {error}</source>
        <translation>NVML 出错：{error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no energy counter is read for {device}</source>
        <translation>{device} 没有可读取的能量计数器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the energy counter could not be read</source>
        <translation>无法读取能量计数器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another rank could not read its device&apos;s energy counter</source>
        <translation>另一个 rank 无法读取其设备的能量计数器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no epoch was completed</source>
        <translation>没有完成任何一轮</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../dashboard/lessons/advisor_lesson.py" line="+32"/>
        <source>The GPUs are estimates from their published numbers and the traced model, not measurements.</source>
        <translation>这些 GPU 的数据是根据其公开参数和追踪的模型得出的估算值，而不是实测。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Measured here: {rate:,.0f} samples/s on {device} at batch {batch}.</source>
        <translation>本机实测：在 {device} 上，批大小 {batch} 时为 {rate:,.0f} 样本/秒。</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+29"/>
        <source>No catalogue GPU fits this model at this batch.</source>
        <translation>在此批大小下，目录中没有能放下此模型的 GPU。</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s.</source>
        <translation>对这个模型最快的是 {gpu}，约 {rate} 样本/秒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s, {ratio:,.0f}x the {measured:,.0f} samples/s measured here on {device}.</source>
        <translation>对这个模型最快的是 {gpu}，约 {rate} 样本/秒，是本机 {device} 上实测 {measured:,.0f} 样本/秒的 {ratio:,.0f} 倍。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, compute-bound for this model.</source>
        <translation>最快：{gpu}，{low}-{high} 样本/秒，对此模型为计算受限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, memory-bound for this model.</source>
        <translation>最快：{gpu}，{low}-{high} 样本/秒，对此模型为带宽受限。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most samples per joule: {gpu}.</source>
        <translation>每焦耳样本数最多：{gpu}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest memory that fits: {gpu} with {memory} GB (largest batch about {batch:,}).</source>
        <translation>能放下的最小显存：{gpu}，{memory} GB（最大批大小约 {batch:,}）。</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/bench.py" line="+41"/>
        <source>{benchmark} on {device}</source>
        <translation>{benchmark}（{device}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peaks on {device}</source>
        <translation>峰值（{device}）</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>No GPU here: the CPU was measured; the {gpu} is shown from its published numbers (estimate), its matmul at {share:.0%} of its fp32 peak.</source>
        <translation>这里没有 GPU：测量的是 CPU；{gpu} 按其公开参数显示（估算），其矩阵乘法按 fp32 峰值的 {share:.0%} 计。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name} 在 fp32 矩阵乘法上约可达到 {gflops:,.0f} GFLOPS。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name} 在 fp32 矩阵乘法上约可达到 {gflops:,.0f} GFLOPS，即其峰值的 {share:.0%}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name} 在 fp32 矩阵乘法上实测 {gflops:,.0f} GFLOPS。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of the peak computed from the clock it reports: it ran at a higher clock than that (turbo boost, which a virtual machine often hides), so that peak is too low.</source>
        <translation>{name} 在 fp32 矩阵乘法上实测 {gflops:,.0f} GFLOPS，是按其报告的频率算出的峰值的 {share:.0%}：它实际运行的频率更高（睿频加速，虚拟机常会隐藏这一点），所以该峰值偏低。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name} 在 fp32 矩阵乘法上实测 {gflops:,.0f} GFLOPS，是其峰值的 {share:.0%}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No matmul could be measured here: the details say why.</source>
        <translation>这里没能测量任何矩阵乘法（matmul）：原因见详情。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul, {share:.0%} of its computed peak.</source>
        <translation>这颗处理器在矩阵乘法上达到 {gflops:,.0f} GFLOPS，为其计算峰值的 {share:.0%}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul.</source>
        <translation>这颗处理器在矩阵乘法上达到 {gflops:,.0f} GFLOPS。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A {gpu} would multiply matrices about {ratio:,.0f}x as fast as this CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>{gpu} 做矩阵乘法的速度约为这颗 CPU 的 {ratio:,.0f} 倍：{gflops:,.0f} 对 {cpu:,.0f} GFLOPS。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {gpu} multiplied matrices {ratio:,.0f}x as fast as the CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>{gpu} 做矩阵乘法的速度是 CPU 的 {ratio:,.0f} 倍：{gflops:,.0f} 对 {cpu:,.0f} GFLOPS。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate (estimate): thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>这是 CPU 速率的 {ratio:,.0f}x（估算）：数千条通道同时处理同一组矩阵中相互独立的部分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate: thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>这是 CPU 速率的 {ratio:,.0f}x：数千条通道同时处理同一组矩阵中相互独立的部分。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No GPU here: the CPU was measured; the GDDR and HBM GPUs are shown from their published numbers.</source>
        <translation>这里没有 GPU：测量的是 CPU；GDDR 和 HBM GPU 按其公开参数显示。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The matmul or the copy could not be measured here, so there is no ridge to place the model against.</source>
        <translation>这里没能测量矩阵乘法或复制，因此没有可用来定位模型的拐折点（ridge）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this device, work below about {ridge:.0f} FLOPs per byte waits for memory; above it, for arithmetic.</source>
        <translation>在这台设备上，低于约每字节 {ridge:.0f} FLOPs 的工作在等内存；高于它则在等计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, below this device&apos;s ridge of {ridge:.0f}: memory bandwidth limits it (bandwidth-bound).</source>
        <translation>模型每字节做 {intensity:.0f} FLOPs，低于这台设备的拐折点（ridge）{ridge:.0f}：受内存带宽限制（带宽受限）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, above this device&apos;s ridge of {ridge:.0f}: arithmetic limits it (compute-bound).</source>
        <translation>模型每字节做 {intensity:.0f} FLOPs，高于这台设备的拐折点（ridge）{ridge:.0f}：受算力限制（计算受限）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This CPU measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>这颗 CPU 的矩阵乘法实测为 {matmul:,.0f} GFLOPS，复制实测为 {copy:,.0f} GB/s：在这里，每字节低于约 {ridge:.0f} FLOPs 的工作都在等待内存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This {device} measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>此 {device} 的矩阵乘法实测为 {matmul:,.0f} GFLOPS，复制实测为 {copy:,.0f} GB/s：在这里，每字节低于约 {ridge:.0f} FLOPs 的工作都在等待内存。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the bandwidth-bound side.</source>
        <translation>模型每字节执行 {intensity:.0f} FLOPs，达到 {gflops:,.0f} GFLOPS：在此设备上，它位于带宽受限的一侧。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the compute-bound side.</source>
        <translation>模型每字节执行 {intensity:.0f} FLOPs，达到 {gflops:,.0f} GFLOPS：在此设备上，它位于计算受限的一侧。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} ({memory}, {bandwidth:,.0f} GB/s) turns at {ridge:.0f} FLOPs per byte.</source>
        <translation>{gpu}（{memory}，{bandwidth:,.0f} GB/s）的脊点在每字节 {ridge:.0f} FLOPs。</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/catalog.py" line="+39"/>
        <source>CPU vs GPU: a few fast cores against thousands of simple ones</source>
        <translation>CPU vs GPU：少数快速核心对阵数千个简单核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU has a handful of powerful cores, each with SIMD lanes that apply one instruction to 8 or 16 numbers at once; a GPU has thousands of simpler lanes and memory several times faster. Training is mostly large matrix multiplications, which split into many independent pieces, so the GPU&apos;s width wins. This lesson puts both side by side and times the same matrix multiplication on each.</source>
        <translation>CPU 只有少数几个强大的核心，每个核心都有 SIMD 通道，一条指令可同时作用于 8 或 16 个数；GPU 则拥有数千条更简单的通道，显存也快好几倍。训练的主要工作是大型矩阵乘法（matmul），它可以拆分成许多相互独立的部分，因此 GPU 的宽度占优。本课把两者并排比较，并在两者上为同一个矩阵乘法计时。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch size is the unit of parallelism</source>
        <translation>批大小是并行的单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A batch is the group of samples processed together in one step: a larger batch gives the hardware more independent work at once, so throughput rises. Once the cores are full it flattens at the knee, and past it a larger batch only costs memory, or even slows down when it no longer fits in the caches.</source>
        <translation>批次是在一步中一起处理的一组样本：批大小（batch size）越大，硬件一次得到的独立工作就越多，因此吞吐量上升。一旦核心全部占满，吞吐量就在拐点（knee）处趋于平稳；超过拐点后，更大的批次只会多占内存，当数据放不进缓存（cache）时甚至会变慢。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When the CPU wins</source>
        <translation>什么时候 CPU 更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting work on a GPU has a fixed cost: launching each operation and copying each batch. A small model at a small batch gives the GPU too little to do to pay that cost back, so the CPU is faster; as the batch grows the GPU overtakes it at the crossover batch.</source>
        <translation>在 GPU 上开始工作有固定开销：每个运算都要一次内核启动（kernel launch），每个批次都要复制一次。小模型配小批次时，GPU 要做的事太少，抵不回这笔开销，因此 CPU 更快；随着批大小（batch size）增大，GPU 会在交叉点（crossover）处的批大小超过 CPU。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory limits: what fills the device</source>
        <translation>内存限制：什么占满了设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training keeps the weights, one gradient per weight, the optimizer&apos;s state (Adam keeps two more numbers per weight) and the activations saved for the backward pass. Only the activations grow with the batch, so they decide the largest batch that fits; one more and the device runs out of memory.</source>
        <translation>训练要保存权重（weights）、每个权重对应的一个梯度（gradients）、优化器状态（optimizer state），以及为反向传播保存的激活值（activations）；其中 Adam 对每个权重还要多存两个数。只有激活值随批次增长，因此它们决定了能放下的最大批大小（batch size）；再大一点，设备就会内存不足（out of memory）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs are serial, batches are parallel</source>
        <translation>轮次是串行的，批次是并行的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An epoch is one pass over the training data in steps of one batch, and each step needs the weights the previous step produced, so steps run one after another. A larger batch means fewer steps per epoch, which shortens the epoch only while throughput still rises. More devices split each batch between them; they cannot run the steps of an epoch at the same time.</source>
        <translation>一个轮次（epoch）是以每步（step）一个批次的方式遍历一次训练数据，而每一步都需要上一步产生的权重，因此各步只能依次运行。批大小（batch size）越大，每轮的步数越少，但只有在吞吐量仍在上升时才能缩短一轮的时间。多个设备可以分摊每个批次，即数据并行（data parallelism）；但它们不能同时运行同一轮中的各步。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory bandwidth vs compute: the roofline</source>
        <translation>内存带宽 vs 计算：屋顶线（roofline）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every operation needs arithmetic and data. If it does few calculations per byte it reads, it waits for memory (bandwidth-bound); if many, it waits for the arithmetic units (compute-bound). The roofline draws both limits; GPUs with HBM memory move data several times faster than those with GDDR, which matters for the bandwidth-bound part of a model.</source>
        <translation>每个运算都需要算术运算和数据。如果每读入一个字节只做很少的计算，它就在等待内存，即带宽受限（bandwidth-bound）；如果计算很多，它就在等待运算单元，即计算受限（compute-bound）。屋顶线（roofline）把这两种限制都画了出来；配备 HBM 显存的 GPU 搬运数据比配备 GDDR 的快好几倍，这对模型中带宽受限的部分很重要。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixed precision and tensor cores</source>
        <translation>混合精度与张量核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers stored in 16 bits (fp16, bf16) take half the memory and bandwidth of 32-bit ones, and tensor cores multiply them many times faster. Mixed precision computes in 16 bits where it is safe and keeps the weights in 32 bits, so the loss should fall as it does in fp32.</source>
        <translation>以 16 位存储的数（fp16、bf16）只占 32 位数一半的内存和带宽，而张量核心（Tensor Core）乘这些数要快很多倍。混合精度（mixed precision）在安全的地方用 16 位计算，权重仍以 32 位保存，因此损失（loss）应当像在 fp32 中一样下降。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfer learning: what to train</source>
        <translation>迁移学习：训练哪些部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network trained on a large dataset already knows general features. Freezing its backbone trains only the new head: far fewer trainable parameters, no gradients for the rest, less memory and faster steps; training the last block too, or everything, adapts more at a higher cost.</source>
        <translation>在大型数据集上训练过的网络已经掌握了通用特征。冻结主干网络（frozen backbone）时只训练新的输出头：可训练参数（trainable parameters）少得多，其余部分不需要梯度（gradients），内存更少、每步更快；把最后一个块也一起训练，或训练全部，适应得更多，但代价也更高。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CNN vs LSTM: why a recurrent model parallelises less</source>
        <translation>CNN vs LSTM：为什么循环模型的并行度更低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A convolution looks at every position of its input at once; an LSTM reads a sequence one position after another, because each step needs the previous step&apos;s state. A fused LSTM kernel (cuDNN on NVIDIA) does each time step in a few large operations; a hand-written cell launches many small ones per step, so it pays more for every position of the sequence.</source>
        <translation>卷积一次查看输入的所有位置；LSTM 则一个位置接一个位置地读取序列，因为每一步（step）都需要上一步的状态。以融合内核（fused kernel）实现的 LSTM（NVIDIA 上为 cuDNN）用少数几个大运算完成每个时间步；手写单元每一步都要启动许多小运算，因此序列中的每个位置都要付出更多代价。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads and SIMD on the CPU</source>
        <translation>CPU 上的线程与 SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU parallelises a step over its cores with threads, and within each core over SIMD lanes. More threads help only when the batch has enough work to share: a small batch spends more time dividing and synchronising than computing.</source>
        <translation>CPU 用线程（thread）把一步分摊到各个核心上，在每个核心内部再分摊到 SIMD 通道上。只有当批次中有足够的工作可分时，更多线程才有帮助：小批次花在划分和同步上的时间比计算还多。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing a GPU</source>
        <translation>选择 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right GPU is the one whose memory holds your model at the batch you want and whose compute or bandwidth, whichever limits your model, is highest for the money and power. The advisor traces the model once and estimates every catalogue GPU from its published numbers.</source>
        <translation>合适的 GPU 应当：显存（VRAM）能在你想要的批大小下容纳你的模型，并且在限制你模型的那一项（计算或带宽）上，按价格和功耗算表现最好。选型顾问只追踪一次模型，然后根据目录中每款 GPU 的公开参数进行估算。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and sequence length</source>
        <translation>注意力与序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In attention every position of a sequence looks at every earlier one. Written as the formula, it keeps a score for each pair of positions, so its memory grows with the square of the sequence length; a fused kernel (FlashAttention, PyTorch&apos;s scaled_dot_product_attention) computes the same result in tiles and never keeps them all, so its memory grows linearly.</source>
        <translation>在注意力中，序列的每个位置都会查看它之前的每个位置。按公式写出时，它为每一对位置保存一个分数，因此其内存随序列长度的平方增长；融合内核（FlashAttention、PyTorch 的 scaled_dot_product_attention）分块计算同样的结果，从不同时保存全部分数，因此其内存线性增长。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What fits for a language model</source>
        <translation>语言模型放得下什么</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning every weight of a language model keeps, per parameter, the weight, its gradient and Adam&apos;s state: about 16 bytes. LoRA freezes the model and trains small adapters beside it; QLoRA also stores the frozen weights in 4 bits. Inference needs only the weights and the KV cache of the context.</source>
        <translation>对语言模型的全部权重做微调时，每个参数要保存权重、其梯度和 Adam 的状态：约 16 字节。LoRA 冻结模型，只训练旁边的小型适配器；QLoRA 还把冻结的权重存成 4 位。推理只需要权重和上下文的 KV 缓存。</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/estimates.py" line="+16"/>
        <source>(estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/lab.py" line="+89"/>
        <source>{step} ({done} of {units})</source>
        <translation>{step}（{done} / {units}）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{series} at sequence length {length}</source>
        <translation>{series}，序列长度 {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series} batch {batch}</source>
        <translation>{series} 批大小 {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/memory.py" line="+45"/>
        <source>No GPU here: a CPU has no memory limit that can be hit safely (running out means the system killing the app, not an error to catch), so the CPU&apos;s memory was measured at a few batches and the largest batch of catalogue GPUs is estimated (estimate).</source>
        <translation>这里没有 GPU：CPU 没有可以安全触及的内存上限（内存耗尽意味着系统杀掉应用，而不是一个可以捕获的错误），因此只在几个批大小下测量了 CPU 的内存，目录中 GPU 的最大批大小则为估算（估算）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Batch {fitting:,} was the largest that fitted on {device}; batch {failing:,} raised a real out-of-memory error.</source>
        <translation>批大小 {fitting:,} 是 {device} 上能放下的最大值；批大小 {failing:,} 触发了真实的显存不足错误。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state take {fixed} at any batch; activations, {activations} at batch {batch}, grow with it.</source>
        <translation>权重、梯度和优化器状态在任何批大小下都占 {fixed}；激活值（批大小 {batch} 时为 {activations}）随批大小增长。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On a GPU, one batch too many raises torch.cuda.OutOfMemoryError: the step fails, the batch is halved until it fits. Estimated largest batches: {batches}.</source>
        <translation>在 GPU 上，批大小一旦过大就会引发 torch.cuda.OutOfMemoryError：该步失败，批大小随之减半，直到能放下。估算的最大批大小：{batches}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch {failing:,} raised a real out-of-memory error on {device}, caught and reported; the largest batch that fitted was {fitting:,}.</source>
        <translation>批大小 {failing:,} 在 {device} 上引发了真实的显存不足错误，已捕获并报告；能放下的最大批大小为 {fitting:,}。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>At batch {batch} with Adam: weights {weights}, gradients {gradients}, optimizer state {optimizer} (together {fixed}, whatever the batch) and activations {activations}, which grow with the batch (sizes of the traced tensors).</source>
        <translation>批大小 {batch}、使用 Adam 时：权重 {weights}，梯度 {gradients}，优化器状态 {optimizer}（合计 {fixed}，与批大小无关），以及随批大小增长的激活值 {activations}（按追踪到的张量大小计算）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measured peak memory went from {first} at batch {first_batch} to {last} at batch {last_batch} (the whole process on a CPU).</source>
        <translation>实测峰值内存从批大小 {first_batch} 时的 {first} 变为批大小 {last_batch} 时的 {last}（在 CPU 上为整个进程）。</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/readings.py" line="+20"/>
        <source>Curves and figures marked (estimate) are computed from published specifications, not measured here: they show the shape to expect, not this machine.</source>
        <translation>标有“（估算）”的曲线和数值是根据公开规格计算的，不是在这里测量的：它们显示的是应有的形状，而不是本机的情况。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Other processes used up to {busiest:.0f}% of the CPU while this was measured: the figures are likely low and noisier than on an idle machine.</source>
        <translation>测量期间其他进程最多占用了 {busiest:.0f}% 的 CPU：这些数值可能偏低，且噪声比空闲机器上更大。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>At batch {batch}, {faster} ran {ratio:.2f}x as fast as {slower} ({fast:,.0f} samples/s against {slow:,.0f} samples/s): {why}</source>
        <translation>批大小 {batch} 时，{faster} 的速度是 {slower} 的 {ratio:.2f}x（{fast:,.0f} 样本/秒 对比 {slow:,.0f} 样本/秒）：{why}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/run.py" line="+144"/>
        <source>setting up: {title}</source>
        <translation>准备中：{title}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson could not run here: {message}</source>
        <translation>本课无法在这里运行：{message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson failed: {error}: {message}</source>
        <translation>本课运行失败：{error}：{message}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped before the end: {reading}</source>
        <translation>在结束前停止：{reading}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Stopped after %Ln measured point(s); there is not enough to read yet.</source>
        <translation>
            <numerusform>测量了 %Ln 个数据点后停止；还不足以得出解读。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/sweeps.py" line="+80"/>
        <source>Going from batch {first} to batch {best} multiplied throughput by {ratio:.1f}x: a bigger batch is more work the cores do at once.</source>
        <translation>批大小从 {first} 增加到 {best}，吞吐量提升为 {ratio:.1f}x：更大的批次意味着核心同时要做的工作更多。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Peak memory grew with each step up ({steps}).</source>
        <translation>批大小每增大一档，峰值内存都随之增长（{steps}）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU here: the CPU was measured; the {gpu} curve is an estimate from its published numbers, not a measurement.</source>
        <translation>这里没有 GPU：测量的是 CPU；{gpu} 的曲线是根据其公开参数得出的估算，不是实测。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>an estimate: the GPU side is not measured</source>
        <translation>估算：GPU 一侧没有实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clear: both leads are beyond the noise</source>
        <translation>明确：两边的领先幅度都超出了噪声</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not certain: a lead within {margin:.0%} could swap on the next run</source>
        <translation>不确定：{margin:.0%} 以内的领先在下次运行时可能反转</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on (the curves meet near batch {meet:.0f}); this crossover is {sure}.</source>
        <translation>小批次时 {small} 更快，从批大小 {batch} 开始 {large} 更快（两条曲线在批大小 {meet:.0f} 附近相交）；该交叉点的可信度：{sure}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on; this crossover is {sure}.</source>
        <translation>小批次时 {small} 更快，从批大小 {batch} 开始 {large} 更快；该交叉点的可信度：{sure}。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{winner} was faster than {loser} at every batch measured, from {smallest} to {largest}: no crossover here.</source>
        <translation>在所测的每个批大小上（{smallest} 到 {largest}），{winner} 都比 {loser} 更快：这里没有交叉点。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side overtook the other over the batches measured.</source>
        <translation>在所测的批大小范围内，双方都没有反超对方。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each step needs the weights the step before produced, so the steps of an epoch run one after another whatever the number of devices: more devices only split each batch.</source>
        <translation>每一步都需要前一步产生的权重，因此无论有多少设备，一轮中的各步都只能依次运行：更多设备只能分摊每个批次。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An epoch took {small_time} at batch {small} ({small_steps:,} steps, one after another) and {large_time} at batch {large} ({large_steps:,} steps).</source>
        <translation>批大小 {small} 时一个轮次（epoch）用了 {small_time}（{small_steps:,} 步，依次执行），批大小 {large} 时用了 {large_time}（{large_steps:,} 步）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because the larger batch did more of each step&apos;s work in parallel.</source>
        <translation>一轮 {dataset:,} 个样本，在批大小 {small} 时是 {small_steps:,} 个串行步（实测 {small_time}），在批大小 {large} 时是 {large_steps:,} 步（{large_time}）：用 {small}/{large} 的步数花了 {ratio:.2f}x 的时间，因为更大的批次在每一步中并行完成了更多工作。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because throughput did not rise with the batch here, so fewer steps did not mean a shorter epoch.</source>
        <translation>一轮 {dataset:,} 个样本，在批大小 {small} 时是 {small_steps:,} 个串行步（实测 {small_time}），在批大小 {large} 时是 {large_steps:,} 步（{large_time}）：用 {small}/{large} 的步数花了 {ratio:.2f}x 的时间，因为这里吞吐量没有随批大小上升，所以步数更少并不意味着一轮更短。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>16-bit numbers halve the bytes moved, and tensor cores (on a GPU) multiply them faster; a CPU without bf16 units may gain little or lose.</source>
        <translation>16 位数让搬运的字节数减半，张量核心（在 GPU 上）乘这些数也更快；没有 bf16 单元的 CPU 可能收益甚微，甚至变慢。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The backbone starts from random weights here (no download), so this shows what each choice costs and how fast it learns from scratch: a frozen random backbone gives the head features that mean nothing, where frozen pretrained features would already separate the classes.</source>
        <translation>这里的主干网络从随机权重开始（不下载），因此本课显示的是每种选择的代价以及从头学习的速度：冻结的随机主干网络给输出头的特征毫无意义，而冻结的预训练特征本来就能区分各个类别。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a frozen backbone needs no gradients or optimizer state for most of the network.</source>
        <translation>冻结主干网络后，网络的大部分都不需要梯度或优化器状态。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>about in proportion</source>
        <translation>大致成正比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than in proportion</source>
        <translation>低于正比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no measurable growth</source>
        <translation>没有可测量的增长</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{ms:.0f} ms at {length}</source>
        <translation>长度 {length} 时 {ms:.0f} ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series}: {times} per step at batch {batch}.</source>
        <translation>{series}：批大小 {batch} 时每步 {times}。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: it launches many small operations for every position, where a fused kernel launches a few large ones.</source>
        <translation>序列长度 {length} 时，{cell} 的耗时是 {fused} 的 {ratio:.1f}x：它为每个位置都启动许多小运算，而融合内核只启动少数几个大运算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: no clear cost of the many small operations on this device.</source>
        <translation>序列长度 {length} 时，{cell} 的耗时是 {fused} 的 {ratio:.1f}x：在此设备上，大量小运算没有带来明显的代价。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{series} took {ms:.0f} ms per step at the same batch: its convolutions process every position of an image at once, so it has no sequence of steps to wait on.</source>
        <translation>{series} 在相同批大小下每步耗时 {ms:.0f} ms：它的卷积一次处理图像的所有位置，因此没有需要依次等待的步骤。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{ratio:.1f}x ({series})</source>
        <translation>{ratio:.1f} 倍（{series}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {times}x longer sequence barely changed the LSTM steps here ({ratios}): read it as noise.</source>
        <translation>序列长 {times} 倍后，LSTM 的步耗时在这里几乎没变（{ratios}）：请视为噪声。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A {times}x longer sequence made the LSTM steps slower, {ratios}: each position waits for the one before.</source>
        <translation>序列长 {times} 倍后，LSTM 的每步变慢了（{ratios}）：每个位置都要等前一个位置。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{series} {ratio:.1f}x ({words})</source>
        <translation>{series} {ratio:.1f}x（{words}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: the positions run one after another, each waiting for the state the one before produced; what does not grow is the part of a step that does not depend on the length (embedding, output layer, optimizer).</source>
        <translation>序列变长 {times}x（{short} -&gt; {long}）：每步耗时 {ratios}：各位置依次运行，每个位置都要等待前一个位置产生的状态；不随长度增长的，是一步中与长度无关的部分（嵌入层、输出层、优化器）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: no measurable growth here: read these figures as noise (see below), not as the lesson.</source>
        <translation>序列变长 {times}x（{short} -&gt; {long}）：每步耗时 {ratios}：这里没有可测量的增长：请把这些数值视为噪声（见下文），而不是本课的结论。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At batch {batch}, {most} ran {ratio:.2f}x as fast as {one}.</source>
        <translation>批大小 {batch} 时，{most} 的速度是 {one} 的 {ratio:.2f}x。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ideal would be the ratio of threads; what falls short is time spent dividing the work and waiting, which a small batch cannot hide, and cores shared with other programs.</source>
        <translation>理想情况下，加速比等于线程数之比；达不到的部分，是划分工作和等待所花的时间（小批次无法掩盖这些时间），以及与其他程序共用的核心。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/column.py" line="+46"/>
        <source>Done in {seconds:,.1f} s</source>
        <translation>完成，用时 {seconds:,.1f} 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped in {seconds:,.1f} s</source>
        <translation>已停止，用时 {seconds:,.1f} 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed in {seconds:,.1f} s</source>
        <translation>失败，用时 {seconds:,.1f} 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{status}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{status}：已测量 %Ln 个数据点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figure_data.py" line="+127"/>
        <source>your model</source>
        <translation>你的模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory: measured copy {copy:,.0f} GB/s</source>
        <translation>内存：实测复制 {copy:,.0f} GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cores (CPU) or SMs (GPU)</source>
        <translation>核心数（CPU）或 SM 数（GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 SIMD lanes per core</source>
        <translation>每核心 fp32 SIMD 通道数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 lanes in all</source>
        <translation>fp32 通道总数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock (GHz)</source>
        <translation>频率（GHz）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory bandwidth (GB/s)</source>
        <translation>内存带宽（GB/s）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak fp32 (GFLOPS)</source>
        <translation>fp32 峰值（GFLOPS）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory gb</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max batch size</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second</source>
        <translation>每秒样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second low</source>
        <translation>每秒样本数（低）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second high</source>
        <translation>每秒样本数（高）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per joule</source>
        <translation>每焦耳样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bandwidth gbps</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 tflops</source>
        <translation>fp32 TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ridge flops per byte</source>
        <translation>脊点（FLOPs/字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use</source>
        <translation>用途</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs that fit</source>
        <translation>放得下的 GPU</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figures.py" line="+46"/>
        <source>The lesson&apos;s chart appears here as it is measured: press Run.</source>
        <translation>本课的图表会在测量过程中显示在这里：请按“运行”。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson measured nothing it could draw: its reading says why.</source>
        <translation>本课没有测得可以绘制的数据：其解读会说明原因。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+11"/>
        <source>Matrix multiply: measured against peak</source>
        <translation>矩阵乘法：实测与峰值对比</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>GFLOPS (log scale)</source>
        <translation>GFLOPS（对数刻度）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>peak (datasheet)</source>
        <translation>峰值（规格表）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate, not measured</source>
        <translation>估算，非实测</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{gflops:,.0f} GFLOPS, {share:.0%} of peak</source>
        <translation>{gflops:,.0f} GFLOPS，峰值的 {share:.0%}</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+24"/>
        <location line="+132"/>
        <source>Memory of one training step</source>
        <translation>一个训练步的内存</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Memory of a language model in each use</source>
        <translation>语言模型在各用途下的显存</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Memory of {model} at {context:,} tokens in each use</source>
        <translation>{model} 在 {context:,} 个 token 时各用途的显存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>what a 24 GB card can hold</source>
        <translation>24 GB 显卡能容纳的量</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Memory of one training step at batch {batch:,}, {total:,.0f} MiB in all</source>
        <translation>批大小 {batch:,} 时一个训练步的内存，共 {total:,.0f} MiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory of one training step at batch {batch:,}</source>
        <translation>批大小 {batch:,} 时一个训练步的内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of one training step, {total:,.0f} MiB in all</source>
        <translation>一个训练步的内存，共 {total:,.0f} MiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{title}; the largest batch that fitted: {largest:,}</source>
        <translation>{title}；能放下的最大批大小：{largest:,}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/page.py" line="+51"/>
        <location filename="../../dashboard/ui/replay/headline.py" line="+5"/>
        <source>{number}. {title}</source>
        <translation>{number}. {title}</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each lesson measures this machine: 5 to 20 seconds on a 2-core CPU. Click a term in the text for its meaning.</source>
        <translation>每节课都会测量本机：在 2 核 CPU 上需要 5 到 20 秒。点击文中的术语可查看其含义。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation>◀ 上一课</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous lesson (the list is hidden in presenter mode)</source>
        <translation>上一课（演示模式下课程列表会隐藏）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this lesson on this machine</source>
        <translation>在本机上测量本课</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; what was measured is kept and read</source>
        <translation>在当前步结束后停止；已测量的内容会保留并给出解读</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation>下一课 ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next lesson</source>
        <translation>下一课</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the measurement says</source>
        <translation>测量结果解读</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Press Run to measure it on this machine.</source>
        <translation>按“运行”在本机上进行测量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading appears here once the lesson has run.</source>
        <translation>本课运行后，解读会显示在这里。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Measuring…</source>
        <translation>测量中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting {lesson}…</source>
        <translation>正在开始 {lesson}…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopping after the current step…</source>
        <translation>将在当前步结束后停止…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{step} · about {seconds:,.0f} s left</source>
        <translation>{step} · 约剩 {seconds:,.0f} 秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lesson stopped: {message}</source>
        <translation>本课已停止：{message}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Failed after {seconds:,.1f} s: nothing was measured.</source>
        <translation>{seconds:,.1f} 秒后失败：没有测得任何数据。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Playing the recorded lesson…</source>
        <translation>正在播放录制的课程…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reading appears here once the recorded lesson has run.</source>
        <translation>录制的课程运行后，解读会显示在这里。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Recorded: {step}</source>
        <translation>已录制：{step}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This recording&apos;s figure cannot be drawn ({problem}): it was made by another version of the app, or damaged. Its reading follows.</source>
        <translation>无法绘制此录制文件的图表（{problem}）：它由其他版本的应用制作，或已损坏。其解读如下。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/terms.py" line="+78"/>
        <source>not in the glossary yet</source>
        <translation>尚未收入术语表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</source>
        <translation>&lt;b&gt;{term}&lt;/b&gt;：{meaning}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Terms (click one for its meaning): {terms}</source>
        <translation>术语（点击查看含义）：{terms}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/llm_lesson.py" line="+40"/>
        <source>Estimates from the model&apos;s published shape and the GPUs&apos; published memory: nothing is measured here.</source>
        <translation>根据模型公布的结构和 GPU 公布的显存估算：这里没有任何测量。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{model} at {context:,} tokens needs {full} to fine-tune fully, which {full_fits} of {count} GPUs hold; with QLoRA it needs {qlora}, which {qlora_fits} hold.</source>
        <translation>{model} 在 {context:,} 个 token 时完整微调需要 {full}，{count} 个 GPU 中有 {full_fits} 个放得下；用 QLoRA 需要 {qlora}，有 {qlora_fits} 个放得下。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{how}: {memory}, of it {cache} of KV cache; {fits} of {count} GPUs hold it, the smallest {smallest}.</source>
        <translation>{how}：{memory}，其中 KV 缓存 {cache}；{count} 个 GPU 中有 {fits} 个放得下，最小的是 {smallest}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{how}: {memory}, or {checkpointed} with gradient checkpointing; {fits} of {count} GPUs hold it ({fits_checkpointed} with checkpointing), the smallest {smallest}.</source>
        <translation>{how}：{memory}，使用梯度检查点时 {checkpointed}；{count} 个 GPU 中有 {fits} 个放得下（使用检查点时 {fits_checkpointed} 个），最小的是 {smallest}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Assumed: bf16 weights, Adam for the trained parameters, LoRA rank {rank} on every projection, a 4-bit NF4 base for QLoRA, batch {batch}, one GPU with {headroom:.0%} of its memory kept free. The Advisor page says each in full.</source>
        <translation>假设：bf16 权重，训练参数用 Adam，每个投影上秩为 {rank} 的 LoRA，QLoRA 用 4 位 NF4 基座，批大小 {batch}，单个 GPU 并保留 {headroom:.0%} 的显存。顾问页面给出每一项的完整说明。</translation>
    </message>
</context>
<context>
    <name>Memory</name>
    <message>
        <location filename="../../dashboard/advisor/fits.py" line="+299"/>
        <source>use a batch of at most {largest:,}</source>
        <translation>请使用不超过 {largest:,} 的批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not even batch 1 fits: free memory, or choose a smaller model or resolution</source>
        <translation>连批大小 1 都放不下：请释放内存，或选择更小的模型或分辨率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch {batch:,} of {what} needs about {need} on the {device}; {available} is available (less {kept:.0%} kept free): {advice}</source>
        <translation>{what}的批大小 {batch:,} 在 {device} 上约需 {need}；可用 {available}（另留 {kept:.0%} 空闲）：{advice}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{amount:.1f} {unit}</source>
        <translation>{amount:.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{model} for training in {processes} processes</source>
        <translation>{model} 在 {processes} 个进程中训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model} for training</source>
        <translation>{model} 训练</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{model} for inference</source>
        <translation>{model} 推理</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>{refusal} (and %Ln larger batch(es))</source>
        <translation>
            <numerusform>{refusal}（以及另外 %Ln 个更大的批大小）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+74"/>
        <source>{what} at sequence length {length:,}</source>
        <translation>{what}（序列长度 {length:,}）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>searching up to batch {largest:,}, not {limit:,}: batch {next:,} of {what} needs about {need} on the {device}, more than the {available} available (less {kept:.0%} kept free)</source>
        <translation>只搜索到批大小 {largest:,}，而不是 {limit:,}：{what}的批大小 {next:,} 在 {device} 上约需 {need}，超过可用的 {available}（另留 {kept:.0%} 空闲）</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../dashboard/ui/menus.py" line="+50"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a run or experiment…</source>
        <translation>打开运行或实验(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export this page…</source>
        <translation>导出此页面(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to a &amp;machine…</source>
        <translation>连接到一台机器(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a re&amp;cording…</source>
        <translation>打开录制文件(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as a recor&amp;ding…</source>
        <translation>导出为录制文件(&amp;D)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, panels hidden, large text and thick lines for a projector</source>
        <translation>全屏、隐藏面板、大字号和粗线条，适合投影</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side &amp;panels</source>
        <translation>侧面板(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Larger text</source>
        <translation>放大文字(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Smaller text</source>
        <translation>缩小文字(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>默认文字大小(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark theme</source>
        <translation>深色主题</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light theme</source>
        <translation>浅色主题</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toggle theme</source>
        <translation>切换主题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting started</source>
        <translation>快速入门(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Concepts, and where to see them</source>
        <translation>概念及其查看位置(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>G&amp;lossary</source>
        <translation>术语表(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../../dashboard/ui/pages.py" line="+25"/>
        <source>&amp;Hardware</source>
        <translation>硬件(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Training lab</source>
        <translation>训练实验室(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Experiments</source>
        <translation>实验(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advisor</source>
        <translation>选型顾问(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening {page}…</source>
        <translation>正在打开{page}…</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../../dashboard/ui/remote/dialog.py" line="+23"/>
        <source>Connect to a machine</source>
        <translation>连接到一台机器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The window reaches it with this computer&apos;s ssh: your ~/.ssh/config, keys and agent, never a password. dl-dashboard must be installed there, in the same version as here.</source>
        <translation>窗口通过本机的 ssh 连接它：使用你的 ~/.ssh/config、密钥和代理，从不使用密码。那里必须安装与本机相同版本的 dl-dashboard。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its dl-dashboard command:</source>
        <translation>它的 dl-dashboard 命令：</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/remote/watch.py" line="+55"/>
        <source>Back to this machine</source>
        <translation>回到本机</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Connecting to {host} over ssh…</source>
        <translation>正在通过 ssh 连接 {host}…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Watching {host} live over ssh: {hardware}</source>
        <translation>正在通过 ssh 实时查看 {host}：{hardware}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The link to the machine ended: {problem}</source>
        <translation>与该机器的连接已断开：{problem}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: {problem}</source>
        <translation>未连接：{problem}</translation>
    </message>
    <message>
        <location filename="../../dashboard/protocol/transport.py" line="+42"/>
        <source>give the dl-dashboard command of the remote machine, e.g. dl-dashboard or /opt/venv/bin/dl-dashboard</source>
        <translation>请给出远程机器上的 dl-dashboard 命令，例如 dl-dashboard 或 /opt/venv/bin/dl-dashboard</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{host} is not a host name: give one as ssh takes it (gpu-server, user@10.0.0.5, or an alias of ~/.ssh/config)</source>
        <translation>{host} 不是主机名：请按 ssh 接受的形式给出（gpu-server、user@10.0.0.5，或 ~/.ssh/config 中的别名）</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dashboard/recording/exchange.py" line="+110"/>
        <source> (recorded on {machine})</source>
        <translation>（录制于 {machine}）</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/bar.py" line="+111"/>
        <location line="+34"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+34"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Play or pause the recording (Space)</source>
        <translation>播放或暂停录制内容（Space）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>回放速度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{speed}x</source>
        <translation>{speed}x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the recording</source>
        <translation>录制内容中的位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave replay</source>
        <translation>退出回放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to this machine&apos;s live readings</source>
        <translation>返回本机的实时读数</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/files.py" line="+18"/>
        <source>Recordings (*{suffix});;All files (*)</source>
        <translation>录制文件 (*{suffix});;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a recording</source>
        <translation>打开录制文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as a recording</source>
        <translation>导出为录制文件</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot export {name}: {problem}.</source>
        <translation>无法导出 {name}：{problem}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export it: {problem}.</source>
        <translation>无法导出：{problem}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording written to {target}: {events:,} events and {samples:,} hardware samples. Play it on any machine with File &gt; Open a recording.</source>
        <translation>录制文件已写入 {target}：{events:,} 个事件和 {samples:,} 个硬件采样。可在任意机器上通过“文件 &gt; 打开录制文件”播放。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/mode.py" line="+45"/>
        <source>Stop the training run first: a recorded run plays in the Training lab&apos;s charts.</source>
        <translation>请先停止训练运行：录制的运行会在训练实验室的图表中播放。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the experiment to end (or cancel it) first: a recorded experiment plays in the Experiments page&apos;s charts.</source>
        <translation>请先等待实验结束（或取消实验）：录制的实验会在“实验”页面的图表中播放。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the lesson to end (or stop it) first: a recorded lesson plays in the Lessons page.</source>
        <translation>请先等待课程结束（或停止课程）：录制的课程会在“课程”页面中播放。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the benchmarks to end (or cancel them) first: recorded benchmarks play in the Advisor&apos;s Measured vs peak tab.</source>
        <translation>请先等待基准测试结束（或取消测试）：录制的基准测试会在选型顾问的“实测与峰值对比”标签页中播放。</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading the recording {file}…</source>
        <translation>正在读取录制文件 {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the recording… {share:.0%}</source>
        <translation>正在读取录制文件… {share:.0%}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not opened, nothing imported: {problem}</source>
        <translation>未打开，未导入任何内容：{problem}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Left the replay: live readings of this machine.</source>
        <translation>已退出回放：显示本机的实时读数。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still writing the last recording: export again once it is written.</source>
        <translation>上一个录制文件仍在写入：写入完成后请再次导出。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Writing the recording {file}…</source>
        <translation>正在写入录制文件 {file}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording was not written: {problem}</source>
        <translation>录制文件未写入：{problem}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{banner} (its machine&apos;s specs were not recorded)</source>
        <translation>{banner}（未记录该机器的规格）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing a recording made on {machine}.</source>
        <translation>正在播放在 {machine} 上录制的内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved experiments, to compare with this machine&apos;s.</source>
        <translation>正在播放在 {machine} 上录制的内容；已加入已保存的实验，可与本机的实验对比。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved runs, to compare with this machine&apos;s.</source>
        <translation>正在播放在 {machine} 上录制的内容；已加入已保存的运行，可与本机的运行对比。</translation>
    </message>
    <message>
        <location filename="../../dashboard/recording/fileformat.py" line="+85"/>
        <source>Recording: {title}, made on {machine}, {when} (dl-dashboard {version})</source>
        <translation>录制文件：{title}，录制于 {machine}，{when}（dl-dashboard {version}）</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/headline.py" line="-12"/>
        <source>batch {batch}</source>
        <translation>批大小 {batch}</translation>
    </message>
</context>
<context>
    <name>Specs</name>
    <message>
        <location filename="../../dashboard/hardware/describe.py" line="+22"/>
        <source>{physical} physical, {logical} logical</source>
        <translation>{physical} 个物理核心，{logical} 个逻辑核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{base} base, {max} max</source>
        <translation>基础 {base}，最高 {max}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+107"/>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Vendor / arch</source>
        <translation>厂商 / 架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="-108"/>
        <location line="+110"/>
        <location line="+29"/>
        <source>Clock</source>
        <translation>频率</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Cache</source>
        <translation>缓存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak FP32 (est.)</source>
        <translation>FP32 峰值（估算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation>交换空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM copy speed</source>
        <translation>内存复制速度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured at start-up: one thread copying 256 MiB several times, counting bytes read plus written. It moves from copy to copy and from launch to launch: other programs using the CPU or the memory bus at that moment, the CPU&apos;s clock (still rising, or lowered to save power), and whether the OS backed the buffers with huge pages. The median is the number to quote; the range shows how far single copies strayed.</source>
        <translation>启动时测量：单线程多次复制 256 MiB，统计读取与写入的字节数之和。结果在各次复制之间、各次启动之间都会变化：取决于当时是否有其他程序在使用 CPU 或内存总线、CPU 的频率（仍在升高，或为省电而降低），以及操作系统是否用大页（huge pages）支持缓冲区。应引用中位数；范围显示单次复制的偏离程度。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{median} (measured, 1 thread)</source>
        <translation>{median}（实测，1 线程）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread); it varies with other load and the CPU&apos;s clock</source>
        <translation>{median}（{repeats} 次的中位数，{low:,.1f}–{high:,.1f}；1 线程）；随其他负载和 CPU 频率而变化</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)</source>
        <translation>{median}（{repeats} 次的中位数，{low:,.1f}–{high:,.1f}；1 线程）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{version} ({build} build)</source>
        <translation>{version}（{build} 构建）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OS</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cuDNN</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usable backends</source>
        <translation>可用后端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intra-op threads</source>
        <translation>算子内线程数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>units</source>
        <translation>单元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{lanes} in {count} {groups}</source>
        <translation>{lanes}（{count} 个 {groups}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cores} ({count} GPU cores)</source>
        <translation>{cores}（{count} 个 GPU 核心）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{size} unified (shared with the CPU)</source>
        <translation>{size} 统一内存（与 CPU 共享）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1st gen</source>
        <translation>第 1 代</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd gen</source>
        <translation>第 2 代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd gen</source>
        <translation>第 3 代</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th gen</source>
        <translation>第 4 代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th gen</source>
        <translation>第 5 代</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} ({generation})</source>
        <translation>{count}（{generation}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{core} max core, {memory} memory</source>
        <translation>核心最高 {core}，显存 {memory}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{now} now, {max} max</source>
        <translation>当前 {now}，最高 {max}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute capability</source>
        <translation>计算能力（compute capability）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor cores</source>
        <translation>张量核心（Tensor Core）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Bandwidth (peak)</source>
        <translation>带宽（峰值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Peak FP32</source>
        <translation>FP32 峰值</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Power limit</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC / MIG</source>
        <translation>ECC / MIG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Parallel cores</source>
        <translation>并行核心</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <location filename="../../dashboard/training/choices.py" line="+42"/>
        <source>Two convolution and pooling layers and two dense layers: the smallest CNN that learns real images.</source>
        <translation>两个卷积 + 池化层和两个全连接层：能学习真实图像的最小 CNN。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Keras example CNN (three valid-padding convolutions, two dense layers) rewritten in PyTorch.</source>
        <translation>Keras 示例 CNN（三个 valid 填充卷积、两个全连接层），用 PyTorch 重写。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A character model on PyTorch&apos;s fused nn.LSTM (cuDNN on NVIDIA GPUs) predicting the next character.</source>
        <translation>基于 PyTorch 融合 nn.LSTM（在 NVIDIA GPU 上使用 cuDNN）的字符模型，预测下一个字符。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The same character model with a hand-written LSTM cell unrolled in Python, to compare with the fused one.</source>
        <translation>同一个字符模型，但使用在 Python 中逐步展开的手写 LSTM 单元，用于与融合版本对比。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A small GPT: three causal transformer blocks predicting the next character, with fused or plain attention.</source>
        <translation>一个小型 GPT：三个因果 Transformer 块预测下一个字符，注意力可用融合内核或朴素公式计算。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An 11-million-parameter residual network from torchvision, pretrained on ImageNet, with a new head.</source>
        <translation>来自 torchvision 的 1100 万参数残差网络，在 ImageNet 上预训练，换上新的输出头。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 2.5-million-parameter network built for phones, pretrained on ImageNet, with a new head.</source>
        <translation>为手机设计的 250 万参数网络，在 ImageNet 上预训练，换上新的输出头。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 138-million-parameter plain convolutional network, pretrained on ImageNet: heavy on memory and FLOPs.</source>
        <translation>1.38 亿参数的普通卷积网络，在 ImageNet 上预训练：占用大量内存和 FLOPs。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>shapes (built-in, 10 classes)</source>
        <translation>shapes（内置，10 个类别）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST digits (download)</source>
        <translation>MNIST 手写数字（需下载）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion-MNIST (download)</source>
        <translation>Fashion-MNIST（需下载）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIFAR-10 (download)</source>
        <translation>CIFAR-10（需下载）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python stdlib source (built-in text)</source>
        <translation>Python 标准库源码（内置文本）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A torchvision classification model with random weights.</source>
        <translation>一个权重随机初始化的 torchvision 分类模型。</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="+48"/>
        <source>batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+50"/>
        <source>epochs</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+148"/>
        <source>processes</source>
        <translation>进程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data-loader workers</source>
        <translation>数据加载进程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resolution</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training samples</source>
        <translation>训练样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation samples</source>
        <translation>验证样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm-up steps</source>
        <translation>预热步数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report interval</source>
        <translation>报告间隔</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>unknown length unit &apos;{unit}&apos;: choose one of {choices}</source>
        <translation>未知的长度单位“{unit}”：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} {value} is not allowed: give its name as text</source>
        <translation>{name} 的值 {value} 无效：请以文本形式给出其名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown model {value}: choose one of {choices}</source>
        <translation>未知模型 {value}：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown dataset {value}: choose one of {choices}</source>
        <translation>未知数据集 {value}：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use python-text</source>
        <translation>模型“{model}”无法在“{dataset}”上训练：请使用 python-text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use an image dataset (shapes, mnist, fashion-mnist, cifar10)</source>
        <translation>模型“{model}”无法在“{dataset}”上训练：请使用图像数据集（shapes、mnist、fashion-mnist、cifar10）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>learning rate {value} is not allowed: use a finite number greater than 0 and at most {highest} (e.g. 0.001)</source>
        <translation>学习率 {value} 无效：请使用大于 0 且不超过 {highest} 的有限数（例如 0.001）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>say how long to train: a number of epochs or of steps</source>
        <translation>请指定训练时长：轮次数或步数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device {value} is not available here: choose one of {choices}</source>
        <translation>设备 {value} 在本机不可用：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown precision {value}: choose one of {choices}</source>
        <translation>未知精度 {value}：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown optimizer {value}: choose one of {choices}</source>
        <translation>未知优化器 {value}：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown freeze mode {value}: choose one of {choices}</source>
        <translation>未知冻结模式 {value}：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freezing needs a pretrained backbone: choose {models}, or freeze mode &apos;full&apos;</source>
        <translation>冻结需要预训练的主干网络：请选择 {models}，或使用冻结模式“full”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown attention {value}: choose one of {choices}</source>
        <translation>未知的注意力计算方式 {value}：请从 {choices} 中选择</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention &apos;{attention}&apos; applies to tiny-gpt only: for {model} use &apos;fused&apos;</source>
        <translation>注意力 &apos;{attention}&apos; 仅适用于 tiny-gpt：{model} 请使用 &apos;fused&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+72"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (this machine&apos;s logical cores)</source>
        <translation>{name} 的值 {value} 无效：请使用 {low:,.0f} 到 {high:,.0f} 之间的整数（本机的逻辑核心数）</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>{name} {value} px is not allowed: use a whole number from {low:,.0f} to {high:,.0f} px</source>
        <translation>{name} 的值 {value} px 无效：请使用 {low:,.0f} 到 {high:,.0f} px 之间的整数</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f}</source>
        <translation>{name} 的值 {value} 无效：请使用 {low:,.0f} 到 {high:,.0f} 之间的整数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} {value} is not allowed: use true or false</source>
        <translation>{name} 的值 {value} 无效：请使用 true 或 false</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>data-parallel training runs on the CPU or on CUDA GPUs: on mps use 1 process</source>
        <translation>数据并行训练只能在 CPU 或 CUDA GPU 上运行：在 mps 上请使用 1 个进程</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (one per GPU of this machine)</source>
        <translation>{name} 的值 {value} 无效：请使用 {low:,.0f} 到 {high:,.0f} 之间的整数（本机每个 GPU 一个）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32 or bf16</source>
        <translation>fp16 混合精度（带梯度缩放器）需要 CUDA GPU：在 {device} 上请使用 fp32 或 bf16</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32</source>
        <translation>fp16 混合精度（带梯度缩放器）需要 CUDA GPU：在 {device} 上请使用 fp32</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 autocast is offered on cpu and CUDA: on mps use fp32</source>
        <translation>bf16 autocast 仅在 cpu 和 CUDA 上提供：在 mps 上请使用 fp32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device} does not support bf16 (it needs an Ampere or newer GPU): use fp16 or fp32</source>
        <translation>{device} 不支持 bf16（需要 Ampere 或更新架构的 GPU）：请使用 fp16 或 fp32</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/disk.py" line="+22"/>
        <source>set DL_DASHBOARD_DATA_DIR to a writable folder with free space</source>
        <translation>请将 DL_DASHBOARD_DATA_DIR 设置为一个可写且有剩余空间的文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk quota exceeded</source>
        <translation>超出磁盘配额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read-only file system</source>
        <translation>只读文件系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O error</source>
        <translation>I/O 错误</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the data folder {folder} cannot be used: none of its parent folders can be read; {hint}</source>
        <translation>数据文件夹 {folder} 无法使用：其所有上级文件夹都不可读；{hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is a file, not a folder; {hint}</source>
        <translation>数据文件夹 {folder} 无法使用：{existing} 是文件而不是文件夹；{hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is not writable (read-only or no permission); {hint}</source>
        <translation>数据文件夹 {folder} 无法使用：{existing} 不可写（只读或无权限）；{hint}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the data folder {folder} cannot be used: {reason}; {hint}</source>
        <translation>数据文件夹 {folder} 无法使用：{reason}；{hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} has only {free} free; a run needs at least {needed}; {hint}</source>
        <translation>数据文件夹 {folder} 只剩 {free} 可用空间；一次运行至少需要 {needed}；{hint}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/training/run_schema.py" line="+148"/>
        <source>%Ln unreadable line(s) (not JSON: the file was damaged or edited)</source>
        <translation>
            <numerusform>%Ln 行无法读取（不是 JSON：文件已损坏或被编辑过）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln line(s) with wrong types (from another version, or edited)</source>
        <translation>
            <numerusform>%Ln 行类型错误（来自其他版本，或被编辑过）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last line, cut short (the app was killed while writing it)</source>
        <translation>最后一行不完整（写入时应用被强行终止）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skipped {lines}.</source>
        <translation>已跳过：{lines}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/runs.py" line="+311"/>
        <source>model default</source>
        <translation>模型默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>run {number}</source>
        <translation>运行 {number}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/figures.py" line="+53"/>
        <source>samples per second</source>
        <translation>每秒样本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step, {share} of it waiting for the all-reduce</source>
        <translation>每步，其中 {share} 在等待 all-reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>process memory (RAM)</source>
        <translation>进程内存（RAM）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} memory (tensors)</source>
        <translation>{device} 内存（张量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU busy</source>
        <translation>CPU 占用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} busy</source>
        <translation>{device} 占用</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="-157"/>
        <source>SGD (momentum 0.9)</source>
        <translation>SGD（动量 0.9）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 mixed (CUDA, grad scaler)</source>
        <translation>fp16 混合精度（CUDA，梯度缩放器）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 autocast</source>
        <translation>bf16 autocast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>冻结主干网络（仅训练输出头）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>最后一个块 + 输出头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused (scaled_dot_product_attention)</source>
        <translation>融合（scaled_dot_product_attention）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain (matmul, mask, softmax, matmul)</source>
        <translation>朴素（matmul、掩码、softmax、matmul）</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+63"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation>批大小（batch size）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+2"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>CPU threads</source>
        <translation>CPU 线程数</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Fine-tuning</source>
        <translation>微调（fine-tuning）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Resolution</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Loader workers</source>
        <translation>加载进程数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="-1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>How the transformer computes attention: one fused kernel, or the formula step by step, which keeps the sequence length x sequence length scores in memory</source>
        <translation>Transformer 如何计算注意力：一个融合内核，或按公式一步一步计算，后者会在内存中保存序列长度 x 序列长度的分数矩阵</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Samples per step: larger batches use the hardware&apos;s parallelism, and its memory</source>
        <translation>每步的样本数：更大的批次能利用硬件的并行能力，也会占用更多内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate, e.g. 0.001 or 3e-4</source>
        <translation>学习率，例如 0.001 或 3e-4</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+8"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch&apos;s default</source>
        <translation>torch 默认值</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch intra-op threads: how many CPU cores one step may use</source>
        <translation>torch 算子内线程数：一步最多可使用多少个 CPU 核心</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data-parallel processes (DistributedDataParallel, started by torchrun): each trains a whole batch and they average their gradients every step. On CUDA, one per GPU; on the CPU, the threads are shared among them</source>
        <translation>数据并行进程（DistributedDataParallel，由 torchrun 启动）：每个进程训练一整个批次，并在每一步对梯度取平均。在 CUDA 上每个 GPU 一个进程；在 CPU 上，这些进程分摊线程</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>channels-last (NHWC)</source>
        <translation>channels-last（NHWC）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep data on the device</source>
        <translation>将数据保留在设备上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate/move the whole built-in dataset to the training device once</source>
        <translation>将整个内置数据集一次性生成/移动到训练设备上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pin memory</source>
        <translation>锁页内存（pin memory）</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+3"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>download when needed</source>
        <translation>需要时下载</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Download datasets and pretrained weights that are not cached yet. Off: use only what is here; the built-in datasets always work offline</source>
        <translation>下载尚未缓存的数据集和预训练权重。关闭时：只使用本地已有的内容；内置数据集始终可离线使用</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>model default ({pixels} px)</source>
        <translation>模型默认值（{pixels} px）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n/a (text)</source>
        <translation>不适用（文本）</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>Measuring {model}…</source>
        <translation>正在测量 {model}…</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>The recording does not say the model&apos;s size.</source>
        <translation>录制文件未记录模型的大小。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward, as recorded</source>
        <translation>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; 个参数，其中 {trainable:,.0f} 个可训练 · 每个样本前向 &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt;（录制时的数值）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward (a training step is about 3x) · input {shape}</source>
        <translation>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; 个参数，其中 {trainable:,.0f} 个可训练 · 每个样本前向 &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt;（一个训练步约为 3 倍）· 输入 {shape}</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Cannot build this model: {reason}</source>
        <translation>无法构建此模型：{reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This run trained on {device}, which this machine does not have: {chosen} is chosen instead.</source>
        <translation>此次运行是在 {device} 上训练的，而本机没有该设备：已改为选择 {chosen}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also from the saved run: {settings}.</source>
        <translation>同样来自已保存的运行：{settings}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/live.py" line="+79"/>
        <source>Loss</source>
        <translation>损失（loss）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross-entropy</source>
        <translation>交叉熵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time (after warm-up)</source>
        <translation>步耗时（预热后）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>占用</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+86"/>
        <source>time since start (s)</source>
        <translation>自开始以来的时间（秒）</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+212"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>train (raw)</source>
        <translation>训练（原始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train (smoothed)</source>
        <translation>训练（平滑）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>train (running)</source>
        <translation>训练（滑动平均）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steady (after warm-up)</source>
        <translation>稳态（预热后）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole step</source>
        <translation>整步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for data</source>
        <translation>等待数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process RSS</source>
        <translation>进程 RSS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the gradient all-reduce</source>
        <translation>等待梯度 all-reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank}</source>
        <translation>rank {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device}: tensors</source>
        <translation>{device}：张量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device}: reserved</source>
        <translation>{device}：已预留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU {index}</source>
        <translation>GPU {index}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>RAM total</source>
        <translation>内存总量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} total</source>
        <translation>{device} 总量</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+114"/>
        <source>Ready. Press Start to train.</source>
        <translation>就绪。按“开始”进行训练。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start training (F5)</source>
        <translation>开始训练（F5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause or resume (F6)</source>
        <translation>暂停或继续（F6）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop; the run so far is kept (Shift+F5)</source>
        <translation>停止；保留已完成的部分（Shift+F5）</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Preparing: loading the data and building the model…</source>
        <translation>准备中：正在加载数据并构建模型…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Following the run on {host} again ({folder})…</source>
        <translation>重新跟踪 {host} 上的训练（{folder}）…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing…</source>
        <translation>准备中…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Ended after step {step:,.0f} without a summary; the steps recorded are kept in the saved run.</source>
        <translation>在第 {step:,.0f} 步后结束，没有总结；已记录的步保留在已保存的运行中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing was trained.</source>
        <translation>未进行任何训练。</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Opening run {name}…</source>
        <translation>正在打开运行 {name}…</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Opening run… (%Ln step(s))</source>
        <translation>
            <numerusform>正在打开运行…（%Ln 步）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/training/run_export.py" line="+63"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>已将 %Ln 个文件导出到 {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+31"/>
        <source>Saved run {name} could not be opened.</source>
        <translation>无法打开已保存的运行 {name}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open {name}: {reason}.</source>
        <translation>无法打开 {name}：{reason}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="+152"/>
        <source>Cannot overlay {name}: {reason}.</source>
        <translation>无法叠加 {name}：{reason}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/run_export.py" line="-41"/>
        <source>Choose a saved run to export.</source>
        <translation>请选择要导出的已保存运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export run as CSV</source>
        <translation>将运行导出为 CSV</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot export {name}: {reason}.</source>
        <translation>无法导出 {name}：{reason}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export plots to folder</source>
        <translation>将图表导出到文件夹</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="-92"/>
        <source>Saved runs</source>
        <translation>已保存的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open a run; select several (Ctrl/Shift) and press Overlay to compare them</source>
        <translation>双击打开一次运行；选择多个（Ctrl/Shift）后按“叠加”进行比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay</source>
        <translation>叠加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected runs&apos; loss and throughput on the same axes</source>
        <translation>将所选运行的损失和吞吐量绘制在同一坐标轴上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by time</source>
        <translation>按时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by step</source>
        <translation>按步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay against each run&apos;s time since start, or against its step number (which compares runs of different speed sample for sample)</source>
        <translation>按各运行自开始以来的时间叠加，或按步数叠加（可逐样本比较速度不同的运行）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected run&apos;s metrics as CSV</source>
        <translation>将所选运行的指标导出为 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plots…</source>
        <translation>图表…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the plots as PNG and SVG</source>
        <translation>将图表导出为 PNG 和 SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link to the machine that trains this run dropped; the run went on there. Follow it again: its steps since, live, added to this copy (or all at once if it has ended).</source>
        <translation>与训练此次运行的机器的连接已断开；训练在那里继续进行。重新跟踪它：此后的各步实时追加到这份副本中（若已结束则一次取回）。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>unreadable: {reason}</source>
        <translation>无法读取：{reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Reattach to the run on {host}</source>
        <translation>重新连接 {host} 上的训练</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Select two or more saved runs (Ctrl+click) to overlay them.</source>
        <translation>选择两个或更多已保存的运行（Ctrl+单击）以叠加它们。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/status.py" line="+63"/>
        <source>{progress} · paused</source>
        <translation>{progress} · 已暂停</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/texts.py" line="+22"/>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: the loss is not a number</source>
        <translation>已停止：损失不是数值（NaN）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} 分 {seconds} 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} 小时 {minutes} 分</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{outcome} after %Ln step(s) in {duration} · steady {speed} · validation accuracy {accuracy}</source>
        <translation>
            <numerusform>{outcome}：%Ln 步，用时 {duration} · 稳态 {speed} · 验证准确率 {accuracy}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>energy not measured: {reason}</source>
        <translation>未测量能耗：{reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{processes} data-parallel processes, each with batch {batch}: a global batch of {total}</source>
        <translation>{processes} 个数据并行进程，每个的批大小为 {batch}：全局批大小 {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>trained %Ln step(s)</source>
        <translation>
            <numerusform>已训练 %Ln 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>stopped by the user after %Ln step(s)</source>
        <translation>
            <numerusform>用户在 %Ln 步后停止</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&lt;b&gt;{model}&lt;/b&gt;: {parameters:,.0f} parameters, {trainable:,.0f} trainable · {mflops:,.1f} MFLOPs per sample (forward; a training step is about 3x) · {train:,.0f} training and {validation:,.0f} validation samples of {dataset} · batch {batch} · {steps} steps on {device} ({precision})</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;：{parameters:,.0f} 个参数，其中 {trainable:,.0f} 个可训练 · 每个样本 {mflops:,.1f} MFLOPs（前向；一个训练步约为 3 倍）· {dataset} 的 {train:,.0f} 个训练样本和 {validation:,.0f} 个验证样本 · 批大小 {batch} · 在 {device} 上训练 {steps} 步（{precision}）</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{energy} over its epochs ({per_joule} samples/J at {power}, peak {peak})</source>
        <translation>各轮次共消耗 {energy}（{per_joule} 样本/J，功率 {power}，峰值 {peak}）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Step {step:,.0f} of {total:,.0f} (epoch {epoch}) · loss {loss:.4f} · {speed:,.0f} samples/s · {milliseconds:.1f} ms/step · ETA {eta}</source>
        <translation>第 {step:,.0f} / {total:,.0f} 步（第 {epoch} 轮）· 损失 {loss:.4f} · {speed:,.0f} 样本/秒 · {milliseconds:.1f} ms/步 · 预计剩余 {eta}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved run {name}: no summary (the app was closed or killed)</source>
        <translation>已保存的运行 {name}：没有总结（应用被关闭或强行终止）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved run {name}: {ending}</source>
        <translation>已保存的运行 {name}：{ending}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its settings were not put in the form: {reason}.</source>
        <translation>其设置未填入表单：{reason}。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Overlay of {count} runs by step (loss smoothed); they differ in: {labels}</source>
        <translation>按步叠加 {count} 次运行（损失已平滑）；它们的区别：{labels}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay of {count} runs by time (loss smoothed); they differ in: {labels}</source>
        <translation>按时间叠加 {count} 次运行（损失已平滑）；它们的区别：{labels}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="-64"/>
        <source>batch size {batch} is larger than the {samples} training samples of &apos;{dataset}&apos;: use at most {samples}</source>
        <translation>批大小 {batch} 大于 &apos;{dataset}&apos; 的训练样本数 {samples}：请最多使用 {samples}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/engine.py" line="+344"/>
        <source>the loss became {loss} at step {step}: lower the learning rate (now {rate}) or use fp32</source>
        <translation>损失在第 {step} 步变为 {loss}：请降低学习率（当前为 {rate}）或使用 fp32</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>out of memory at batch size {batch} on {device}: try a smaller batch, fp16/bf16, or a frozen backbone</source>
        <translation>在 {device} 上批大小为 {batch} 时内存不足：请尝试更小的批大小、fp16/bf16 或冻结主干网络</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/builtin_data.py" line="+207"/>
        <source>python-text needs the Python standard library&apos;s .py source, but {folder} has too little ({characters:,} characters; packaged apps often ship only compiled files): use the built-in &apos;shapes&apos; dataset</source>
        <translation>python-text 需要 Python 标准库的 .py 源代码，但 {folder} 中的内容太少（{characters:,} 个字符；打包的应用通常只附带编译后的文件）：请使用内置的 &apos;shapes&apos; 数据集</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/torchvision_data.py" line="+86"/>
        <source>{name} is not downloaded (looked in {root}) and downloading is turned off: use the built-in &apos;shapes&apos; dataset, or allow the download once to save it into {root}</source>
        <translation>{name} 尚未下载（已在 {root} 中查找），且下载已关闭：请使用内置的 &apos;shapes&apos; 数据集，或允许下载一次，将其保存到 {root}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} is not downloaded and could not be downloaded ({reason}); this machine may be offline: use the built-in &apos;shapes&apos; dataset, or connect once to download it into {root}</source>
        <translation>{name} 尚未下载，且无法下载（{reason}）；这台机器可能处于离线状态：请使用内置的 &apos;shapes&apos; 数据集，或联网一次将其下载到 {root}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/distributed.py" line="+243"/>
        <source>another process of this data-parallel run ended at step {step}, so every process stopped; the launcher&apos;s message names it</source>
        <translation>此数据并行运行中的另一个进程在第 {step} 步结束，因此所有进程都已停止；启动器（launcher）的消息会指明是哪个进程</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/launch.py" line="+129"/>
        <source>stopped by {signal}: every rank was stopped</source>
        <translation>被 {signal} 信号停止：所有 rank 均已停止</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>rank {rank} (process {pid}) was killed by {signal}; torchrun stopped the other ranks</source>
        <translation>rank {rank}（进程 {pid}）被 {signal} 信号强行终止；torchrun 已停止其余 rank</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rank {rank} (process {pid}) stopped because another process of the run ended (on another machine?)</source>
        <translation>rank {rank}（进程 {pid}）已停止，因为该运行的另一个进程已结束（是在另一台机器上吗？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank} (process {pid}) ended with exit status {status}; torchrun stopped the other ranks</source>
        <translation>rank {rank}（进程 {pid}）以退出状态 {status} 结束；torchrun 已停止其余 rank</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/models.py" line="+44"/>
        <source>ImageNet weights not available offline: backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>离线时无法获得 ImageNet 权重：主干网络随机初始化（速度和内存占用有效，准确率无效）</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>ImageNet weights in {file} could not be read ({error}): backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>无法读取 {file} 中的 ImageNet 权重（{error}）：主干网络随机初始化（速度和内存占用有效，准确率无效）</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/generated.py" line="+40"/>
        <source>What the model writes after the prompt, at step {step}:</source>
        <translation>模型在第 {step} 步接着提示词写出的内容：</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/child.py" line="+167"/>
        <source>The link to {host} dropped before the run ended ({problem}). The run goes on on {host}, saved in {folder}: Reattach under the saved runs follows it again, and fetches the rest once it has ended.</source>
        <translation>训练结束前与 {host} 的连接已断开（{problem}）。训练在 {host} 上继续进行，保存在 {folder}：在已保存的训练下点击“重新连接”可再次跟踪它，训练结束后则取回其余部分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its runs folder</source>
        <translation>其训练文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run on {host} ended before its summary ({problem}); what arrived is kept here.</source>
        <translation>{host} 上的训练在给出总结前就结束了（{problem}）；已收到的部分保存在这里。</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../dashboard/units.py" line="+11"/>
        <source>n/a</source>
        <translation>无数据</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CUDA cores</source>
        <translation>个 CUDA 核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit bus</source>
        <translation>位总线</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B/s</source>
        <translation>B/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cores</source>
        <translation>个核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream processors</source>
        <translation>个流处理器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ALUs</source>
        <translation>个 ALU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation>条 FP32 通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>samples/J</source>
        <translation>样本/J</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../dashboard/ui/exporting.py" line="+16"/>
        <source>Could not export to {target}: {reason}.</source>
        <translation>无法导出到 {target}：{reason}。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="-27"/>
        <source>Getting started</source>
        <translation>快速入门</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concepts, and where to see them</source>
        <translation>概念及其查看位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a chart</source>
        <translation>双击图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: start</source>
        <translation>训练实验室：开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: pause or resume</source>
        <translation>训练实验室：暂停或继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: stop (the run so far is kept)</source>
        <translation>训练实验室：停止（保留已完成的部分）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: run the lesson chosen</source>
        <translation>课程：运行所选课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: stop the lesson</source>
        <translation>课程：停止课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor: run the benchmarks</source>
        <translation>选型顾问：运行基准测试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give it the whole page; again, or Esc, to restore</source>
        <translation>让它占满整个页面；再次双击或按 Esc 恢复</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{keys} or {key}</source>
        <translation>{keys} 或 {key}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Deep Learning Hardware Dashboard&lt;/b&gt; {version}&lt;br&gt;See what your CPU and GPUs have and do while a real model trains.</source>
        <translation>&lt;b&gt;深度学习硬件仪表盘&lt;/b&gt; {version}&lt;br&gt;在真实模型训练时，查看你的 CPU 和 GPU 有什么、在做什么。</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/main_window.py" line="+273"/>
        <source>Deep Learning Hardware Dashboard</source>
        <translation>深度学习硬件仪表盘</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Presenter mode (F11 to leave)</source>
        <translation>演示模式（按 F11 退出）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{folder} is not a saved run or experiment (it has no config.json)</source>
        <translation>{folder} 不是已保存的运行或实验（其中没有 config.json）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing here to export as a recording: choose a run in the Training lab, an experiment in Experiments, or a lesson that ran here in Lessons.</source>
        <translation>这里没有可导出为录制文件的内容：请在“训练实验室”中选择一次运行，在“实验”中选择一个实验，或在“课程”中选择一节已在本机运行过的课程。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a saved run or experiment</source>
        <translation>打开已保存的运行或实验</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{page}: nothing to export yet</source>
        <translation>{page}：暂无可导出的内容</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/monitor_status.py" line="+62"/>
        <source>hardware monitor stopped: {reason}</source>
        <translation>硬件监控已停止：{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading hardware…</source>
        <translation>正在读取硬件…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only: no GPU found</source>
        <translation>仅使用 CPU 运行：未找到 GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sampling every {seconds} s</source>
        <translation>每 {seconds} 秒采样一次</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sampler: waiting</source>
        <translation>采样器：等待中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sampler: {cost:.1f} ms per tick ({share:.2f}% of one core)</source>
        <translation>采样器：每次 {cost:.1f} ms（占单核的 {share:.2f}%）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hardware monitor stopped: {reason}</source>
        <translation>硬件监控已停止：{reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} × {vendor} (driver {driver})</source>
        <translation>{count} × {vendor}（驱动 {driver}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {vendor}</source>
        <translation>{count} × {vendor}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: {found}</source>
        <translation>GPU：{found}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/recent.py" line="+63"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind}: {name}</source>
        <translation>{kind}：{name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing yet</source>
        <translation>暂无</translation>
    </message>
</context>
</TS>
