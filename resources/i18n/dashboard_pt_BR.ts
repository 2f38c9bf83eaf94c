<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../dashboard/advisor/advise.py" line="+104"/>
        <source>from the model, not measured</source>
        <translation>do modelo, não medido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured on the recorded {gpu}</source>
        <translation>medido na {gpu} da gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from the recorded {gpu}, measured</source>
        <translation>escalado a partir da {gpu} da gravação, medido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured on your {gpu}</source>
        <translation>medido na sua {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from your {gpu}, measured</source>
        <translation>escalado a partir da sua {gpu}, medido</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+52"/>
        <source>{precision} not supported (no {precision} matrix units)</source>
        <translation>{precision} não suportado (sem unidades matriciais {precision})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit even at batch 1</source>
        <translation>não cabe nem com lote 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>does not fit at batch {batch}</source>
        <translation>não cabe com lote {batch}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>limited by per-operation launch overhead</source>
        <translation>limitado pelo custo de lançar cada operação</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>SGD with momentum</source>
        <translation>SGD com momentum</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, {workspace} of temporaries and about {framework} for the CUDA context.</source>
        <translation>Com lote {batch} em {precision} e {optimizer}, {model} precisa de cerca de {total} em uma GPU NVIDIA: {activations} de ativações guardadas para a passagem reversa, {fixed} para pesos, gradientes e estado do otimizador, {workspace} de temporários e cerca de {framework} para o contexto CUDA.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, and about {framework} for the CUDA context.</source>
        <translation>Com lote {batch} em {precision} e {optimizer}, {model} precisa de cerca de {total} em uma GPU NVIDIA: {activations} de ativações guardadas para a passagem reversa, {fixed} para pesos, gradientes e estado do otimizador, e cerca de {framework} para o contexto CUDA.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{fitting} of %Ln GPU(s) fit it with {headroom:.0%} to spare; the smallest that does has {memory} ({gpu}).</source>
        <translation>
            <numerusform>O modelo cabe em {fitting} de %Ln GPU com {headroom:.0%} de folga; a menor em que cabe tem {memory} ({gpu}).</numerusform>
            <numerusform>O modelo cabe em {fitting} de %Ln GPUs com {headroom:.0%} de folga; a menor em que cabe tem {memory} ({gpu}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>None of the %Ln GPU(s) fits it; the largest batch on any is {batch} ({gpu}).</source>
        <translation>
            <numerusform>O modelo não cabe em %Ln GPU avaliada; o maior lote nela é {batch} ({gpu}).</numerusform>
            <numerusform>Nenhuma das %Ln GPUs comporta o modelo; o maior lote em qualquer uma delas é {batch} ({gpu}).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activations dominate and grow with the batch ({per_sample} per sample): a smaller batch, mixed precision or freezing the backbone saves the most memory.</source>
        <translation>As ativações dominam e crescem com o lote ({per_sample} por amostra): um lote menor, precisão mista ou congelar o backbone é o que mais economiza memória.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state dominate and do not grow with the batch (activations add {per_sample} per sample): larger batches cost little memory, while freezing layers or SGD instead of Adam would save more.</source>
        <translation>Pesos, gradientes e estado do otimizador dominam e não crescem com o lote (as ativações somam {per_sample} por amostra): lotes maiores custam pouca memória, enquanto congelar camadas ou usar SGD em vez de Adam economizaria mais.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>Um passo de treinamento faz {gflops:,.2f} GFLOPs por amostra para cada {moved} que movimenta, {intensity:,.0f} FLOPs por byte: todas as GPUs ({compute} de {judged}) são limitadas por computação para este modelo, então os FLOPS (e os núcleos tensoriais em fp16 ou bf16) importam mais que a largura de banda da memória.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>Um passo de treinamento faz {gflops:,.2f} GFLOPs por amostra para cada {moved} que movimenta, {intensity:,.0f} FLOPs por byte: a maioria das GPUs ({compute} de {judged}) é limitada por computação para este modelo, então os FLOPS (e os núcleos tensoriais em fp16 ou bf16) importam mais que a largura de banda da memória.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>Um passo de treinamento faz {gflops:,.2f} GFLOPs por amostra para cada {moved} que movimenta, {intensity:,.0f} FLOPs por byte: todas as GPUs ({memory} de {judged}) são limitadas por largura de banda para este modelo, então a largura de banda da memória importa mais que os FLOPS: placas com HBM ganham mais.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>Um passo de treinamento faz {gflops:,.2f} GFLOPs por amostra para cada {moved} que movimenta, {intensity:,.0f} FLOPs por byte: a maioria das GPUs ({memory} de {judged}) é limitada por largura de banda para este modelo, então a largura de banda da memória importa mais que os FLOPS: placas com HBM ganham mais.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte, near the balance point of today&apos;s GPUs: {compute} of {judged} are compute-bound and {memory} bandwidth-bound for this model, so both FLOPS and bandwidth matter, and GPUs with much more FLOPS than bandwidth are held back by their memory.</source>
        <translation>Um passo de treinamento faz {gflops:,.2f} GFLOPs por amostra para cada {moved} que movimenta, {intensity:,.0f} FLOPs por byte, perto do ponto de equilíbrio das GPUs atuais: {compute} de {judged} são limitadas por computação e {memory} por largura de banda para este modelo, então tanto FLOPS quanto largura de banda importam, e GPUs com muito mais FLOPS do que largura de banda ficam presas à sua memória.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None of these GPUs runs {precision}.</source>
        <translation>Nenhuma destas GPUs roda {precision}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {overhead} of them the model is so small that launching its operations, not the GPU, sets the pace: a larger batch helps more than a faster GPU.</source>
        <translation>Em {overhead} delas o modelo é tão pequeno que o lançamento das operações, e não a GPU, dita o ritmo: um lote maior ajuda mais que uma GPU mais rápida.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Fastest here, %Ln GPU(s) within {share:.0%} of each other (among them {gpu}): about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>
            <numerusform>O mais rápido aqui: %Ln GPU a até {share:.0%} uma da outra (entre elas {gpu}): cerca de {rate} amostras/s ({low}-{high}). As velocidades são faixas: {source}.</numerusform>
            <numerusform>Os mais rápidos aqui: %Ln GPUs a até {share:.0%} umas das outras (entre elas {gpu}): cerca de {rate} amostras/s ({low}-{high}). As velocidades são faixas: {source}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fastest here: {gpu}, about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>A mais rápida aqui: {gpu}, cerca de {rate} amostras/s ({low}-{high}). As velocidades são faixas: {source}.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on {fitting} of %Ln GPU(s).</source>
        <translation>
            <numerusform>{model} com lote {batch} em {precision} precisa de cerca de {total}: cabe em {fitting} de %Ln GPU.</numerusform>
            <numerusform>{model} com lote {batch} em {precision} precisa de cerca de {total}: cabe em {fitting} de %Ln GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on none of %Ln GPU(s); the largest batch on any is {largest} ({gpu}).</source>
        <translation>
            <numerusform>{model} com lote {batch} em {precision} precisa de cerca de {total}: não cabe em nenhuma de %Ln GPU; o maior lote em qualquer uma é {largest} ({gpu}).</numerusform>
            <numerusform>{model} com lote {batch} em {precision} precisa de cerca de {total}: não cabe em nenhuma das %Ln GPUs; o maior lote em qualquer uma é {largest} ({gpu}).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fastest, estimated: {gpu}, about {rate} samples/s.</source>
        <translation>A mais rápida, estimada: {gpu}, cerca de {rate} amostras/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s: the CPU sets the pace.</source>
        <translation>
            <numerusform>%Ln GPU empata como a mais rápida, cerca de {rate} amostras/s: a CPU dita o ritmo.</numerusform>
            <numerusform>%Ln GPUs empatam como as mais rápidas, cerca de {rate} amostras/s: a CPU dita o ritmo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s.</source>
        <translation>
            <numerusform>%Ln GPU empata como a mais rápida, cerca de {rate} amostras/s.</numerusform>
            <numerusform>%Ln GPUs empatam como as mais rápidas, cerca de {rate} amostras/s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference, estimated for the forward pass alone (not calibrated on inference): one answer at batch 1 takes {low} to {high} across these GPUs, mostly the CPU launching each operator, whatever the GPU; at batch {batch} {gpu} serves about {rate} samples/s.</source>
        <translation>Inferência, estimada só para a passagem direta (não calibrada com inferência): uma resposta com lote 1 leva de {low} a {high} nestas GPUs, sobretudo a CPU lançando cada operador, seja qual for a GPU; com lote {batch} a {gpu} atende cerca de {rate} amostras/s.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/measured_scaling.py" line="+46"/>
        <source>scaled per operator from a step of your model measured on your {gpu}</source>
        <translation>escalado por operador a partir de um passo do seu modelo medido na sua {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled per operator from a step of this model recorded on {gpu}</source>
        <translation>escalado por operador a partir de um passo deste modelo gravado em {gpu}</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Speeds scaled per operator from a step of your model measured on your {gpu}: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>Velocidades escaladas por operador a partir de um passo do seu modelo medido na sua {gpu}: escaladas de uma H100 para 11 outras GPUs, essas estimativas erraram {error:.0%} na mediana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled per operator from a step of this model recorded on {gpu}, not measured on this machine: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>Velocidades escaladas por operador a partir de um passo deste modelo gravado em {gpu}, não medido nesta máquina: escaladas de uma H100 para 11 outras GPUs, essas estimativas erraram {error:.0%} na mediana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled from a step recorded on {gpu}, not measured on this machine: expect them within ±{spread:.0%}.</source>
        <translation>Velocidades escaladas a partir de um passo gravado em {gpu}, não medido nesta máquina: espere que fiquem dentro de ±{spread:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speeds scaled from a step measured on your {gpu}: expect them within ±{spread:.0%}.</source>
        <translation>Velocidades escaladas a partir de um passo medido na sua {gpu}: espere que fiquem dentro de ±{spread:.0%}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeds estimated from the model, not measured on these GPUs: {within:.0%} of such estimates came within 1.5x of a measurement left out of the fit.</source>
        <translation>Velocidades estimadas pelo modelo, não medidas nestas GPUs: {within:.0%} dessas estimativas ficaram dentro de um fator de 1,5 de uma medição deixada fora do ajuste.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeds come from a model of one training step: each layer&apos;s arithmetic and memory traffic at the GPU&apos;s published peaks, scaled by the share that real kernels of its kind reach (tensor cores, Winograd, depthwise, normalisation), plus the time the CPU needs to launch them. The GPU and the CPU work at the same time, so the slower one sets the pace.</source>
        <translation>As velocidades vêm de um modelo de um passo de treinamento: a aritmética e o tráfego de memória de cada camada nos picos publicados da GPU, escalados pela fração que kernels reais do mesmo tipo atingem (núcleos tensoriais, Winograd, depthwise, normalização), mais o tempo que a CPU leva para lançá-los. A GPU e a CPU trabalham ao mesmo tempo, então a mais lenta dita o ritmo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its constants were fitted to {points} measured training steps: Lambda&apos;s published ResNet-50 throughput on 12 GPUs, and 13 torchvision models timed on an NVIDIA H100. Each model, then each GPU, was left out of the fit and estimated from the rest: {within:.0%} of those estimates were within 1.5x of the measurement, and the range printed beside each estimate held {coverage:.0%} of the measurements.</source>
        <translation>As constantes desse modelo foram ajustadas a {points} passos de treinamento medidos: a taxa de processamento da ResNet-50 publicada pela Lambda em 12 GPUs e 13 modelos do torchvision cronometrados em uma NVIDIA H100. Cada modelo, e depois cada GPU, foi deixado fora do ajuste e estimado a partir do restante: {within:.0%} dessas estimativas ficaram dentro de um fator de 1,5 da medição, e a faixa mostrada ao lado de cada estimativa conteve {coverage:.0%} das medições.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weak spots: the CPU&apos;s share was measured with one server&apos;s processor, so on a fast desktop CPU small batches can train faster than shown; no AMD or Apple GPU was measured; the less a model looks like the ones measured, the less sure the estimate. A GPU in this machine can calibrate every estimate: time your model in Measured vs peak.</source>
        <translation>Pontos fracos: a parcela da CPU foi medida com o processador de um servidor, então em uma CPU de desktop rápida lotes pequenos podem treinar mais rápido do que o mostrado; nenhuma GPU AMD ou Apple foi medida; quanto menos um modelo se parece com os medidos, menos segura é a estimativa. Uma GPU nesta máquina pode calibrar todas as estimativas: cronometre seu modelo na aba Medido vs pico.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On an NVIDIA GPU, Measured vs peak also profiles one step of your model there and scales each operator&apos;s time to every NVIDIA GPU by what bounds it: arithmetic, memory or launches. Scaled that way from an H100 to the 11 other GPUs of Lambda&apos;s ResNet-50 table, the estimates were off by {error:.0%} in the median; each row then says whether it was scaled or comes from the model.</source>
        <translation>Numa GPU NVIDIA, Medido vs pico também perfila um passo do seu modelo nela e escala o tempo de cada operador para cada GPU NVIDIA pelo que o limita: aritmética, memória ou lançamentos. Escaladas assim de uma H100 para as outras 11 GPUs da tabela ResNet-50 da Lambda, as estimativas erraram {error:.0%} na mediana; cada linha então diz se foi escalada ou vem do modelo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The method, the data and every residual: docs/advisor-accuracy.md, reproduced by python -m dashboard.advisor.accuracy.</source>
        <translation>O método, os dados e todos os resíduos: docs/advisor-accuracy.md, reproduzidos por python -m dashboard.advisor.accuracy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/advisor/advise.py" line="-60"/>
        <source>%Ln GPU(s) cannot run {precision} at all.</source>
        <translation>
            <numerusform>%Ln GPU não consegue rodar {precision}.</numerusform>
            <numerusform>%Ln GPUs não conseguem rodar {precision}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_progress.py" line="+158"/>
        <source>{step} ({detail})</source>
        <translation>{step} ({detail})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>under 1 s</source>
        <translation>menos de 1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>about {seconds} s</source>
        <translation>cerca de {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {minutes} min {seconds} s</source>
        <translation>cerca de {minutes} min {seconds} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about {minutes} min</source>
        <translation>cerca de {minutes} min</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_words.py" line="+17"/>
        <source>matmul</source>
        <translation>matmul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu-gemm</source>
        <translation>cpu-gemm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copy</source>
        <translation>cópia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host-to-device</source>
        <translation>host para dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device-to-host</source>
        <translation>dispositivo para host</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinned</source>
        <translation>fixada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable</source>
        <translation>paginável</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>ignorado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_catalog.py" line="+77"/>
        <source>built-in {file}: entry {number} {name}: {problem}</source>
        <translation>{file} embutido: entrada {number} {name}: {problem}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{file} in {folder}</source>
        <translation>{file} em {folder}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(no name)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{where}: cannot be read ({error}); only the built-in GPUs are shown</source>
        <translation>{where}: não pode ser lido ({error}); só as GPUs embutidas são mostradas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: not valid JSON ({error} at line {line} column {column}); only the built-in GPUs are shown</source>
        <translation>{where}: JSON inválido ({error} na linha {line}, coluna {column}); só as GPUs embutidas são mostradas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: nested too deeply to be a catalogue; only the built-in GPUs are shown</source>
        <translation>{where}: aninhado demais para ser um catálogo; só as GPUs embutidas são mostradas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: must be a JSON object like {example}</source>
        <translation>{where}: deve ser um objeto JSON como {example}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: schema must be {schema}, got {value}; ignored</source>
        <translation>{where}: schema deve ser {schema}, recebido {value}; ignorado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: unknown key {keys} ignored (allowed: schema, notes, gpus, prices)</source>
        <translation>{where}: chave desconhecida {keys} ignorada (permitidas: schema, notes, gpus, prices)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{where}: gpus must be a list of GPU entries, got {value}</source>
        <translation>{where}: gpus deve ser uma lista de entradas de GPU, recebido {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: entry {number} {name}</source>
        <translation>{where}: entrada {number} {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: each entry needs a &quot;name&quot; (text); entry skipped</source>
        <translation>{where}: cada entrada precisa de um &quot;name&quot; (texto); entrada ignorada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: same name as entry {number}; the later entry is used</source>
        <translation>{where}: mesmo nome da entrada {number}; a entrada posterior é usada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}: {problem}; entry skipped</source>
        <translation>{where}: {problem}; entrada ignorada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{where}: prices must map GPU names to USD, like {example}</source>
        <translation>{where}: prices deve associar nomes de GPU a preços em USD, como {example}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: no GPU named {name} in the catalogue; price ignored</source>
        <translation>{where}: prices: nenhuma GPU chamada {name} no catálogo; preço ignorado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: {name}: {problem}; price ignored</source>
        <translation>{where}: prices: {name}: {problem}; preço ignorado</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_reading.py" line="+38"/>
        <source>fp32 training (TF32 convolutions)</source>
        <translation>treinamento fp32 (convoluções TF32)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{precision} tensor cores</source>
        <translation>núcleos tensoriais {precision}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{precision} (no matrix units)</source>
        <translation>{precision} (sem unidades matriciais)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{precision} tensor</source>
        <translation>{precision} tensorial</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No estimate: {note}.</source>
        <translation>Sem estimativa: {note}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is compute-bound here overall.</source>
        <translation>Estimado {rate}, ou seja, {achieved} de trabalho útil; no geral, aqui ele é limitado por computação.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is memory-bound here overall.</source>
        <translation>Estimado {rate}, ou seja, {achieved} de trabalho útil; no geral, aqui ele é limitado por memória.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It fits (largest batch {largest:,}).</source>
        <translation>Cabe (maior lote {largest:,}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It does not fit (largest batch {largest:,}).</source>
        <translation>Não cabe (maior lote {largest:,}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt;: {model} does {intensity:,.0f} FLOPs per byte it moves at batch {batch}.</source>
        <translation>&lt;b&gt;{gpu}&lt;/b&gt;: {model} faz {intensity:,.0f} FLOPs por byte movimentado com lote {batch}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This GPU&apos;s ridge point for {which} is {ridge:,.0f} FLOPs per byte ({peak} ÷ {bandwidth:,.0f} GB/s): layers below it wait for memory, layers above it for arithmetic.</source>
        <translation>O ponto de transição desta GPU para {which} é {ridge:,.0f} FLOPs por byte ({peak} ÷ {bandwidth:,.0f} GB/s): camadas abaixo dele esperam pela memória; acima dele, pela aritmética.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_spec.py" line="+66"/>
        <source>no TF32 peak (TF32 is an NVIDIA tensor-core mode)</source>
        <translation>sem pico TF32 (TF32 é um modo dos núcleos tensoriais NVIDIA)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (compute capability unknown)</source>
        <translation>sem pico TF32 (compute capability desconhecida)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (no dense FP16 tensor rate in the catalogue)</source>
        <translation>sem pico TF32 (sem taxa tensorial FP16 densa no catálogo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 derived: half the dense FP16 tensor rate (NVIDIA Ampere and newer)</source>
        <translation>TF32 derivado: metade da taxa tensorial FP16 densa (NVIDIA Ampere e mais recentes)</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+1"/>
        <source>TFLOPS, dense</source>
        <translation>TFLOPS, denso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>year</source>
        <translation>ano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bits</source>
        <translation>bits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix units</source>
        <translation>unidades matriciais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>dispositivos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a CUDA compute capability such as &quot;8.6&quot;</source>
        <translation>uma compute capability CUDA como &quot;8.6&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an LLVM target such as &quot;gfx90a&quot;</source>
        <translation>um alvo LLVM como &quot;gfx90a&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an entry must be a JSON object with fields such as &apos;name&apos;, got {value}</source>
        <translation>uma entrada deve ser um objeto JSON com campos como &apos;name&apos;; recebido {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown field {fields}; allowed fields: {allowed}</source>
        <translation>campo desconhecido {fields}; campos permitidos: {allowed}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing field {fields} (required: {required})</source>
        <translation>campo ausente {fields} (obrigatórios: {required})</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be a text of at most {length} characters, got {value}</source>
        <translation>{name} deve ser um texto de no máximo {length} caracteres; recebido {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a non-empty text of at most {length} characters, got {value}</source>
        <translation>{name} deve ser um texto não vazio de no máximo {length} caracteres; recebido {value}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} must be one of {allowed} for vendor {vendor}, got {value}</source>
        <translation>{name} deve ser um de {allowed} para o fabricante {vendor}; recebido {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} must be one of {allowed}, got {value}</source>
        <translation>{name} deve ser um de {allowed}; recebido {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} deve ser true ou false; recebido {value}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}) or null, got {value}</source>
        <translation>{name} deve ser um número de {low:g} a {high:g} ({unit}) ou null; recebido {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}), got {value}</source>
        <translation>{name} deve ser um número de {low:g} a {high:g} ({unit}); recebido {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}) or null, got {value}</source>
        <translation>{name} deve ser um número inteiro de {low} a {high} ({unit}) ou null; recebido {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}), got {value}</source>
        <translation>{name} deve ser um número inteiro de {low} a {high} ({unit}); recebido {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list, got {value}</source>
        <translation>{name} deve ser uma lista; recebido {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of non-empty texts, got item {value}</source>
        <translation>{name} deve ser uma lista de textos não vazios; recebido o item {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of URLs (http://, https:// or file://), got {value}</source>
        <translation>{name} deve ser uma lista de URLs (http://, https:// ou file://); recebido {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must be a list of 4-digit hex PCI device ids such as &quot;2684&quot;, got {value}</source>
        <translation>{name} deve ser uma lista de ids de dispositivo PCI com 4 dígitos hexadecimais, como &quot;2684&quot;; recebido {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must list field names of this entry, got {value}</source>
        <translation>{name} deve listar nomes de campos desta entrada; recebido {value}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compute_capability must be null for vendor {vendor}, got {value}</source>
        <translation>compute_capability deve ser null para o fabricante {vendor}; recebido {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute_capability must be {what} or null, got {value}</source>
        <translation>compute_capability deve ser {what} ou null; recebido {value}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/microbench.py" line="+40"/>
        <source>above the stated peak: the peak is an estimate (a clock or rate set too low)</source>
        <translation>acima do pico declarado: o pico é uma estimativa (clock ou taxa definidos baixos demais)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counted as read + write</source>
        <translation>contado como leitura + escrita</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on the CPU</source>
        <translation>TF32 é um modo dos núcleos tensoriais NVIDIA (Ampere e mais recentes): não existe na CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on Apple GPUs</source>
        <translation>TF32 é um modo dos núcleos tensoriais NVIDIA (Ampere e mais recentes): não existe em GPUs Apple</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fp16 matmul on the CPU is emulated: not a meaningful peak</source>
        <translation>matmul fp16 na CPU é emulada: não é um pico significativo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>TF32 is measured on NVIDIA GPUs only (on ROCm it depends on hipBLASLt and the GPU)</source>
        <translation>TF32 é medido só em GPUs NVIDIA (no ROCm depende do hipBLASLt e da GPU)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this GPU has no bf16 support</source>
        <translation>esta GPU não suporta bf16</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the CPU is the host: no transfer to measure</source>
        <translation>a CPU é o host: não há transferência para medir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unified memory: pinned host buffers do not apply</source>
        <translation>memória unificada: buffers fixados no host não se aplicam</translation>
    </message>
    <message>
        <location line="+223"/>
        <source>memory peak {gbps:,} GB/s</source>
        <translation>pico de memória {gbps:,} GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory: measured copy {gbps:,} GB/s (no published peak)</source>
        <translation>memória: cópia medida {gbps:,} GB/s (sem pico publicado)</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-13"/>
        <source>matmul {precision} n={size}</source>
        <translation>matmul {precision} n={size}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/peaks.py" line="+68"/>
        <source>no tensor-core peaks (GPU not in the catalogue)</source>
        <translation>sem picos de núcleos tensoriais (GPU fora do catálogo)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unified memory: no host link</source>
        <translation>memória unificada: sem link com o host</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MIG is on: a device may be a slice of this GPU, the peaks are the whole GPU&apos;s</source>
        <translation>MIG está ativado: um dispositivo pode ser uma fatia desta GPU; os picos são os da GPU inteira</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bf16 runs on AMX tiles: no bf16 peak estimated</source>
        <translation>bf16 roda em tiles AMX: nenhum pico bf16 estimado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bf16: twice the FP32 rate (AVX512-BF16 does two multiply-adds per FP32 lane)</source>
        <translation>bf16: o dobro da taxa FP32 (AVX512-BF16 faz duas multiplicações-somas por via FP32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAM bandwidth peak known</source>
        <translation>nenhum pico conhecido de largura de banda da RAM</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CPU not read</source>
        <translation>CPU não lida</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/placement.py" line="+57"/>
        <source>1 warm-up step, then {steps} timed steps</source>
        <translation>1 passo de aquecimento, depois {steps} passos cronometrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then {steps} timed steps</source>
        <translation>{warmup} passos de aquecimento, depois {steps} passos cronometrados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 warm-up step, then timed steps for {seconds} s (at least {steps})</source>
        <translation>1 passo de aquecimento, depois passos cronometrados por {seconds} s (pelo menos {steps})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then timed steps for {seconds} s (at least {steps})</source>
        <translation>{warmup} passos de aquecimento, depois passos cronometrados por {seconds} s (pelo menos {steps})</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no rate known for this device</source>
        <translation>nenhuma taxa conhecida para este dispositivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gflops:,.0f} GFLOPS, half {what}</source>
        <translation>a {gflops:,.0f} GFLOPS, metade {what}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gbps:,.0f} GB/s, half the memory bandwidth</source>
        <translation>a {gbps:,.0f} GB/s, metade da largura de banda da memória</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>warm-up step {step} of {steps}</source>
        <translation>passo de aquecimento {step} de {steps}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>timed step {step} of {steps}</source>
        <translation>passo cronometrado {step} de {steps}</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+4"/>
        <source>quick: {warmup} warm-up, 1 timed step</source>
        <translation>rápido: {warmup} de aquecimento, 1 passo cronometrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>quick: {warmup} warm-up, {steps} timed steps</source>
        <translation>rápido: {warmup} de aquecimento, {steps} passos cronometrados</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, 1 timed step</source>
        <translation>{warmup} de aquecimento, 1 passo cronometrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, {steps} timed steps</source>
        <translation>{warmup} de aquecimento, {steps} passos cronometrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-6"/>
        <source>{model}, batch {batch}, {precision} on {device} ({how})</source>
        <translation>{model}, lote {batch}, {precision} em {device} ({how})</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+324"/>
        <source>reading the peaks and tracing the model</source>
        <translation>lendo os picos e rastreando o modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading the peaks</source>
        <translation>lendo os picos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>timing {model}</source>
        <translation>cronometrando {model}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profiling a step of {model} per operator</source>
        <translation>perfilando um passo de {model} por operador</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the estimated {precision} peak</source>
        <translation>do pico {precision} estimado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {precision} peak</source>
        <translation>do pico {precision}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {precision} matmul measured just before</source>
        <translation>da matmul {precision} medida logo antes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{peak} (the matmuls measured only {rate}: other load?)</source>
        <translation>{peak} (as matmuls mediram só {rate}: outra carga?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rate known: a guess</source>
        <translation>sem taxa conhecida: um palpite</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_estimate.py" line="+52"/>
        <source>{model} at batch {batch}</source>
        <translation>{model} com lote {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+109"/>
        <source>Your model is not timed here: a model from a file is traced for the estimate, but the benchmarks time the lab&apos;s and torchvision&apos;s models only.</source>
        <translation>Seu modelo não é cronometrado aqui: um modelo de arquivo é rastreado para a estimativa, mas os benchmarks cronometram apenas os modelos do laboratório e do torchvision.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your model is not timed here: {reason}.</source>
        <translation>Seu modelo não é cronometrado aqui: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/roofline_peaks.py" line="+14"/>
        <source>TF32 convolutions (cuDNN&apos;s default)</source>
        <translation>convoluções TF32 (o padrão do cuDNN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FP16 matrix units: FP16 assumed at the FP32 rate</source>
        <translation>sem unidades matriciais FP16: FP16 suposto na taxa FP32</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/speed.py" line="+140"/>
        <source>a model fitted to {points} measured training steps; with each model or GPU left out of the fit, its range held {coverage:.0%} of them</source>
        <translation>um modelo ajustado a {points} passos de treinamento medidos; deixando cada modelo ou GPU fora do ajuste, sua faixa conteve {coverage:.0%} deles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as measured on {gpu}</source>
        <translation>{factor:.0%} da velocidade do modelo ajustado +-{spread:.0%}, conforme medido em {gpu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as recorded on {gpu}</source>
        <translation>{factor:.0%} da velocidade do modelo ajustado +-{spread:.0%}, conforme gravado em {gpu}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench.py" line="+112"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+221"/>
        <location filename="../../dashboard/ui/replay/headline.py" line="+46"/>
        <source>Measured vs peak</source>
        <translation>Medido vs pico</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>also time my model here</source>
        <translation>cronometrar também meu modelo aqui</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run benchmarks</source>
        <translation>Executar benchmarks</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Playing benchmarks recorded on {device}…</source>
        <translation>Reproduzindo benchmarks gravados em {device}…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Recorded on {device}: %Ln measurement(s)</source>
        <translation>
            <numerusform>Gravado em {device}: %Ln medição</numerusform>
            <numerusform>Gravado em {device}: %Ln medições</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Cancelling after the current measurement…</source>
        <translation>Cancelando após a medição atual…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Peaks: {source}</source>
        <translation>Picos: {source}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The benchmarks stopped: {reason}</source>
        <translation>Os benchmarks pararam: {reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench_texts.py" line="+32"/>
        <source>Matmul, copy and transfer speeds of one device beside its peaks.</source>
        <translation>Velocidades de matmul, cópia e transferência de um dispositivo ao lado dos seus picos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>test</source>
        <translation>teste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>precision</source>
        <translation>precisão</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>size</source>
        <translation>tamanho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved</source>
        <translation>obtido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>peak</source>
        <translation>pico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of peak</source>
        <translation>do pico</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{test} ({memory})</source>
        <translation>{test} ({memory})</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>quick</source>
        <translation>rápido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smaller matrices and shorter timing (the time it takes is worked out when this section is shown)</source>
        <translation>Matrizes menores e cronometragem mais curta (o tempo que leva é calculado quando esta seção é exibida)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline (a large model at a large batch takes a while on a CPU)</source>
        <translation>Treinar o modelo escolhido por alguns passos neste dispositivo e posicioná-lo no roofline (um modelo grande com lote grande demora em uma CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quick: smaller matrices and shorter timing, {quick} on {device}; a full run takes {full}.</source>
        <translation>Rápido: matrizes menores e cronometragem mais curta, {quick} em {device}; uma execução completa leva {full}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline.</source>
        <translation>Treinar o modelo escolhido por alguns passos neste dispositivo e posicioná-lo no roofline.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing {model} adds {quick} quick ({quick_timing}) or {full} full ({full_timing}).</source>
        <translation>Cronometrar {model} acrescenta {quick} no modo rápido ({quick_timing}) ou {full} no completo ({full_timing}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One step of {model} is expected to take {step} {basis}; its first step corrects that while it runs.</source>
        <translation>Espera-se que um passo de {model} leve {step} {basis}; o primeiro passo corrige isso enquanto roda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quick run here takes {tests}.</source>
        <translation>Uma execução rápida aqui leva {tests}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full run here takes {tests}.</source>
        <translation>Uma execução completa aqui leva {tests}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quick run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>Uma execução rápida aqui leva {tests}; cronometrar {model} acrescenta {model_time} ({timing}, {step} cada {basis}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>Uma execução completa aqui leva {tests}; cronometrar {model} acrescenta {model_time} ({timing}, {step} cada {basis}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A quick run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>Uma execução rápida aqui leva {tests}, mais a cronometragem do seu modelo (calculada quando o modelo for rastreado).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>Uma execução completa aqui leva {tests}, mais a cronometragem do seu modelo (calculada quando o modelo for rastreado).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quick ({duration})</source>
        <translation>rápido ({duration})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring {device}…</source>
        <translation>Medindo {device}…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Measuring {device}: reading the peaks and tracing your model…</source>
        <translation>Medindo {device}: lendo os picos e rastreando seu modelo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring {device}: reading the peaks…</source>
        <translation>Medindo {device}: lendo os picos…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{done} of {total} done · {current} · {left} left (longer than expected)</source>
        <translation>{done} de {total} concluídos · {current} · faltam {left} (mais que o previsto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{done} of {total} done · {current} · {left} left</source>
        <translation>{done} de {total} concluídos · {current} · faltam {left}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your model: {reason}</source>
        <translation>Seu modelo: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your model: {rate}, {gflops} at {intensity:,.0f} FLOPs per byte.</source>
        <translation>Seu modelo: {rate}, {gflops} a {intensity:,.0f} FLOPs por byte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the CPU sets the pace (Python and launching kernels): a faster GPU would not help at this batch. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>Perfilado: {kernels} de trabalho da GPU em cada passo de {step}, então a CPU dita o ritmo (Python e o lançamento de kernels): uma GPU mais rápida não ajudaria neste lote. A velocidade de cada GPU agora é escalada a partir deste passo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the GPU sets the pace. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>Perfilado: {kernels} de trabalho da GPU em cada passo de {step}, então a GPU dita o ritmo. A velocidade de cada GPU agora é escalada a partir deste passo.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Cancelled: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>Cancelado: %Ln medição em {seconds}.</numerusform>
            <numerusform>Cancelado: %Ln medições em {seconds}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Done: %Ln measurement(s) in {seconds} (expected {expected}).</source>
        <translation>
            <numerusform>Concluído: %Ln medição em {seconds} (previsto: {expected}).</numerusform>
            <numerusform>Concluído: %Ln medições em {seconds} (previsto: {expected}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Done: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>Concluído: %Ln medição em {seconds}.</numerusform>
            <numerusform>Concluído: %Ln medições em {seconds}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/charts.py" line="+145"/>
        <location line="+14"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arithmetic intensity (FLOPs per byte, log scale)</source>
        <translation>intensidade aritmética (FLOPs por byte, escala log)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} (log scale)</source>
        <translation>{unit} (escala log)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{roof} peak {peak:,.1f} {unit}</source>
        <translation>pico {roof} {peak:,.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory {gbps:,.0f} GB/s</source>
        <translation>memória {gbps:,.0f} GB/s</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/form.py" line="+51"/>
        <source>image</source>
        <translation>imagem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>backbone congelado (só a cabeça)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>último bloco + cabeça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>tudo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your model</source>
        <translation>Seu modelo</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>samples</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>amostras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per epoch, for the epoch times ({size:,}: CIFAR-10&apos;s training set)</source>
        <translation>Amostras por época, para os tempos de época ({size:,}: o conjunto de treinamento do CIFAR-10)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open model file…</source>
        <translation>Abrir arquivo de modelo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own nn.Module from a Python file: it is built and traced in a separate process, with random weights, on inputs of the shape you give</source>
        <translation>Seu próprio nn.Module de um arquivo Python: ele é construído e rastreado em um processo separado, com pesos aleatórios, em entradas do formato que você informar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One sample&apos;s input shape, e.g. 3,224,224 (channels, height, width); the model returns one row of class scores per sample</source>
        <translation>O formato da entrada de uma amostra, ex.: 3,224,224 (canais, altura, largura); o modelo retorna uma linha de pontuações de classe por amostra</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+109"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input shape</source>
        <translation>Formato da entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+4"/>
        <source>Batch size</source>
        <translation>Tamanho do lote (batch size)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation>Treinar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input size</source>
        <translation>Tamanho da entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch</source>
        <translation>Época</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+16"/>
        <source>{model} (from {file})</source>
        <translation>{model} (de {file})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{model} (torchvision)</source>
        <translation>{model} (do torchvision)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} ({kind})</source>
        <translation>{model} ({kind})</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+7"/>
        <location line="+3"/>
        <location line="+6"/>
        <source>Open model file</source>
        <translation>Abrir arquivo de modelo</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Python files (*.py)</source>
        <translation>Arquivos Python (*.py)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{file} defines no class: the Advisor needs an nn.Module subclass it can build with no arguments.</source>
        <translation>{file} não define nenhuma classe: o Consultor precisa de uma subclasse de nn.Module que possa construir sem argumentos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model class to build:</source>
        <translation>A classe do modelo a construir:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only GPUs it fits on</source>
        <translation>só GPUs em que o modelo cabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation>Tipo de memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least</source>
        <translation>Pelo menos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All vendors</source>
        <translation>Todos os fabricantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All series</source>
        <translation>Todas as séries</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>All memory types</source>
        <translation>Todos os tipos de memória</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="-91"/>
        <source>Catalogue</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the GPU catalogue…</source>
        <translation>Lendo o catálogo de GPUs…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the folder of my GPU file</source>
        <translation>Abrir a pasta do meu arquivo de GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add your own GPUs and prices in gpus.json there (see the README); the page reads it again when you change a setting</source>
        <translation>Adicione suas próprias GPUs e preços em gpus.json, nessa pasta (veja o README); a página o relê quando você muda uma configuração</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table as JSON (like `dl-dashboard advise --json`) and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>A tabela em JSON (como `dl-dashboard advise --json`) e CSV, e os gráficos em PNG e SVG, em uma pasta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Profiling the model…</source>
        <translation>Analisando o perfil do modelo…</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+35"/>
        <source>Memory per GPU</source>
        <translation>Memória por GPU</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+36"/>
        <source>Estimated speed</source>
        <translation>Velocidade estimada</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>How good is this estimate?</source>
        <translation>Quão boa é esta estimativa?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected GPU</source>
        <translation>GPU selecionada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GiB, log scale (dashed: what the model needs)</source>
        <translation>GiB, escala log (tracejado: o que o modelo precisa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s (whiskers: the range)</source>
        <translation>amostras/s (bigodes: a faixa)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a GPU in the table to see where this model sits on its roofline.</source>
        <translation>Selecione uma GPU na tabela para ver onde este modelo fica no roofline dela.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Profiling {model} (a traced training step)…</source>
        <translation>Analisando o perfil de {model} (um passo de treinamento rastreado)…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="+172"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+32"/>
        <source>Could not estimate this model: {reason}</source>
        <translation>Não foi possível estimar este modelo: {reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="+30"/>
        <source>needed at batch {batch}: {memory}</source>
        <translation>necessário com lote {batch}: {memory}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{model}, batch {batch} (estimate)</source>
        <translation>{model}, lote {batch} (estimativa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu}: roofline</source>
        <translation>{gpu}: roofline</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export the advice to a folder</source>
        <translation>Exportar a recomendação para uma pasta</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>%Ln arquivo exportado para {folder}</numerusform>
            <numerusform>%Ln arquivos exportados para {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/advisor/page_texts.py" line="+18"/>
        <source>%Ln GPU(s), {own} of them from your file</source>
        <translation>
            <numerusform>%Ln GPU, {own} do seu arquivo</numerusform>
            <numerusform>%Ln GPUs, {own} delas do seu arquivo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{catalogue}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}. Suas próprias GPUs e preços vão em {file}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpus} (the recorded machine&apos;s)</source>
        <translation>{gpus} (as da máquina gravada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the recorded machine&apos;s GPUs (or it has none)</source>
        <translation>nenhuma das GPUs da máquina gravada (ou ela não tem nenhuma)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of this machine&apos;s GPUs (or it has none)</source>
        <translation>nenhuma das GPUs desta máquina (ou ela não tem nenhuma)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{catalogue}; highlighted: {found}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}; destacadas: {found}. Suas próprias GPUs e preços vão em {file}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+40"/>
        <source>workstation</source>
        <translation>estação de trabalho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter</source>
        <translation>datacenter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimated for the forward pass alone (eval mode, eager PyTorch) by the training speed model, which was not calibrated on inference. On a Jetson the ARM CPU launches operators more slowly, so its batch-1 latency is likely optimistic</source>
        <translation>Estimado só para a passagem direta (modo eval, PyTorch eager) pelo modelo de velocidade de treino, que não foi calibrado com inferência. Num Jetson a CPU ARM lança os operadores mais devagar, então sua latência com lote 1 provavelmente é otimista</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation>computação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <comment>what limits the speed</comment>
        <translation>memória</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>vendor</source>
        <translation>fabricante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series</source>
        <translation>série</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>memory</source>
        <translation>memória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>largura de banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{precision} peak</source>
        <translation>pico {precision}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32: the FP32 rate; fp16/bf16: dense tensor (matrix) TFLOPS, no sparsity</source>
        <translation>fp32: a taxa FP32; fp16/bf16: TFLOPS tensoriais (matriciais) densos, sem esparsidade</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>The middle estimate and, in brackets, the range the validation gave: from the model of a step, or scaled from a step measured on your GPU (each row&apos;s note says which once one was measured)</source>
        <translation>A estimativa central e, entre parênteses, a faixa que a validação deu: do modelo de um passo, ou escalada a partir de um passo medido na sua GPU (a nota de cada linha diz qual, depois que um foi medido)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="-104"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+3"/>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <location line="-22"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+1"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+0"/>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{rate} (checkpointed)</source>
        <translation>{rate} (com checkpointing)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tokens/s trained
(estimate)</source>
        <translation>tokens/s treinados
(estimativa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s generated
(estimate)</source>
        <translation>tokens/s gerados
(estimativa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU&apos;s
memory</source>
        <translation>memória
da GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needed</source>
        <translation>necessário</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needed with
checkpointing</source>
        <translation>necessário com
checkpointing</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits with
checkpointing</source>
        <translation>cabe com
checkpointing</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Estimating…</source>
        <translation>Estimando…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+2"/>
        <source>Does one training step at this batch fit in the GPU&apos;s memory, with headroom?</source>
        <translation>Um passo de treinamento com este lote cabe na memória da GPU, com folga?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest batch</source>
        <translation>maior lote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch whose estimate fits, with headroom</source>
        <translation>O maior lote cuja estimativa cabe, com folga</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>est. samples/s (range)</source>
        <translation>amostras/s est. (faixa)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>inference: ms at batch 1 (range)</source>
        <translation>inferência: ms com lote 1 (faixa)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inference samples/s (range)</source>
        <translation>amostras/s de inferência (faixa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/J</source>
        <translation>amostras/J</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated samples/s divided by the board power (TDP)</source>
        <translation>Amostras/s estimadas divididas pela potência da placa (TDP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s per $</source>
        <translation>amostras/s por $</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>sem preço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a price in your GPU file (see the panel)</source>
        <translation>Precisa de um preço no seu arquivo de GPUs (veja o painel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>limitado por</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="-82"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+2"/>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+92"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt; (in this machine)</source>
        <translation>&lt;b&gt;{gpu}&lt;/b&gt; (nesta máquina)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{architecture}, {year}; {tdp} W; compute capability {capability}</source>
        <translation>{architecture}, {year}; {tdp} W; compute capability {capability}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{architecture}, {year}; {tdp} W</source>
        <translation>{architecture}, {year}; {tdp} W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not confirmed against a primary source: {fields}</source>
        <translation>não confirmado em uma fonte primária: {fields}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sources: {sources}</source>
        <translation>fontes: {sources}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/model_file_trust.py" line="+73"/>
        <source>{file} is a Python program. To trace its model the Advisor runs it, with your rights: it can read, change and delete your files like any program you start.

Run it only if you trust where it came from. You are asked again if it changes.</source>
        <translation>{file} é um programa Python. Para rastrear seu modelo, o Consultor o executa com as suas permissões: ele pode ler, alterar e apagar seus arquivos como qualquer programa que você inicia.

Execute-o somente se confiar na origem dele. Você será perguntado de novo se ele mudar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run this model file?</source>
        <translation>Executar este arquivo de modelo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Executar</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_advice.py" line="+65"/>
        <source>no bf16 units: fp16 mixed precision assumed</source>
        <translation>sem unidades bf16: supõe-se precisão mista fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no matrix units: at the fp32 rate</source>
        <translation>sem unidades matriciais: à taxa de fp32</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one of the board&apos;s {devices} devices (memory, peak and bandwidth of one)</source>
        <translation>um dos {devices} dispositivos da placa (memória, pico e largura de banda de um)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Full fine-tuning: bf16 mixed precision with fp32 master weights and Adam: 2 bytes of weights, 2 of gradients and 12 of optimizer state (master copy and two moments) per parameter.</source>
        <translation>Ajuste fino completo: precisão mista bf16 com pesos mestres em fp32 e Adam: 2 bytes de pesos, 2 de gradientes e 12 de estado do otimizador (cópia mestre e dois momentos) por parâmetro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LoRA: a frozen bf16 base (2 bytes per parameter); adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>LoRA: uma base bf16 congelada (2 bytes por parâmetro); adaptadores de posto {rank} nas projeções q, k, v, o, gate, up e down de cada camada em fp32, com gradientes e estado do Adam ({bytes} bytes por parâmetro de adaptador).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>QLoRA: a frozen 4-bit NF4 base: {nf4:.3f} bytes per projection weight with double-quantised constants, embedding and LM head in bf16; adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>QLoRA: uma base NF4 de 4 bits congelada: {nf4:.3f} bytes por peso de projeção com constantes de quantização dupla, embedding e cabeça LM em bf16; adaptadores LoRA de posto {rank} nas projeções q, k, v, o, gate, up e down de cada camada em fp32, com gradientes e estado do Adam ({bytes} bytes por parâmetro de adaptador).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inference: bf16 weights and a bf16 KV cache holding the whole context for every sequence (2 x layers x KV heads x head dim x context x batch x 2 bytes); sliding-window layers would hold less.</source>
        <translation>Inferência: pesos bf16 e um cache KV bf16 com o contexto inteiro de cada sequência (2 x camadas x cabeças KV x dimensão da cabeça x contexto x lote x 2 bytes); camadas de janela deslizante guardariam menos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations: fused attention (no context x context matrix), bf16; the loss keeps {bytes} bytes per token and vocabulary entry (fp32 logits, log-probabilities, their gradient). Checkpointing keeps each layer&apos;s input and recomputes one layer at a time.</source>
        <translation>Ativações: atenção fundida (sem matriz contexto x contexto), bf16; a perda guarda {bytes} bytes por token e entrada do vocabulário (logits fp32, log-probabilidades, seu gradiente). O checkpointing guarda a entrada de cada camada e recalcula uma camada por vez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed: (6 x parameters + attention) FLOPs per token (4 x with a frozen base; one more forward with checkpointing) at {share:.0%} of the dense bf16 peak: an estimate.</source>
        <translation>Velocidade: (6 x parâmetros + atenção) FLOPs por token (4 x com base congelada; mais um forward com checkpointing) a {share:.0%} do pico bf16 denso: uma estimativa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decoding speed: each step reads every weight and the batch&apos;s KV cache, at {bandwidth:.0%} of the peak memory bandwidth (or the compute at {compute:.0%} of the bf16 peak, if slower): an estimate.</source>
        <translation>Velocidade de decodificação: cada passo lê todos os pesos e o cache KV do lote, a {bandwidth:.0%} da largura de banda de pico da memória (ou o cálculo a {compute:.0%} do pico bf16, se for mais lento): uma estimativa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fits: the total plus the CUDA context (about 400 MiB) within the GPU&apos;s memory less {headroom:.0%}; one GPU, no offloading.</source>
        <translation>Cabe: o total mais o contexto CUDA (cerca de 400 MiB) dentro da memória da GPU menos {headroom:.0%}; uma GPU, sem descarregamento.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_config.py" line="+177"/>
        <source>{where}: is a folder; give the config.json file inside it</source>
        <translation>{where}: é uma pasta; indique o arquivo config.json dentro dela</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: no such file; give the path of a Hugging Face config.json</source>
        <translation>{where}: arquivo inexistente; indique o caminho de um config.json do Hugging Face</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: cannot be read ({reason})</source>
        <translation>{where}: não pode ser lido ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: larger than {size:,} KiB; a Hugging Face config.json is a few KiB</source>
        <translation>{where}: maior que {size:,} KiB; um config.json do Hugging Face tem poucos KiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: not UTF-8 text; a config.json is JSON text</source>
        <translation>{where}: não é texto UTF-8; um config.json é texto JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not valid JSON ({reason} at line {line} column {column})</source>
        <translation>{where}: JSON inválido ({reason} na linha {line}, coluna {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: nested too deeply to be a config.json</source>
        <translation>{where}: aninhado demais para ser um config.json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not a config.json ({reason})</source>
        <translation>{where}: não é um config.json ({reason})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: must be a JSON object like {example}, got {kind}</source>
        <translation>{where}: deve ser um objeto JSON como {example}, veio {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a multimodal config (its language model under text_config) is not supported; give a text-only model&apos;s config.json</source>
        <translation>{where}: uma configuração multimodal (o modelo de linguagem em text_config) não é suportada; indique o config.json de um modelo só de texto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: a mixture-of-experts model ({key}) is not supported; the estimates are for dense decoder-only models</source>
        <translation>{where}: um modelo mixture-of-experts ({key}) não é suportado; as estimativas são para modelos densos só de decoder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: missing {missing}; a decoder-only model&apos;s config.json gives {required}</source>
        <translation>{where}: falta {missing}; o config.json de um modelo só de decoder informa {required}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: num_attention_heads ({heads:,}) must be a multiple of num_key_value_heads ({kv_heads:,})</source>
        <translation>{where}: num_attention_heads ({heads:,}) deve ser múltiplo de num_key_value_heads ({kv_heads:,})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: hidden_size ({hidden:,}) must be a multiple of num_attention_heads ({heads:,}) when there is no head_dim</source>
        <translation>{where}: hidden_size ({hidden:,}) deve ser múltiplo de num_attention_heads ({heads:,}) quando não há head_dim</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be a whole number from {low:,} to {high:,}, got {value}</source>
        <translation>{where}: {key} deve ser um número inteiro de {low:,} a {high:,}, veio {value}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be true or false, got {value}</source>
        <translation>{where}: {key} deve ser true ou false, veio {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{context:,} tokens is beyond {model}&apos;s max_position_embeddings ({limit:,}): the figures are the memory such a context would take, not a promise the model handles it</source>
        <translation>{context:,} tokens passa do max_position_embeddings de {model} ({limit:,}): os números são a memória que esse contexto ocuparia, não uma promessa de que o modelo lida com ele</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_words.py" line="+20"/>
        <source>full fine-tuning</source>
        <translation>ajuste fino completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inference</source>
        <translation>inferência</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{method} rank {rank}</source>
        <translation>{method} posto {rank}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{model} for inference needs {memory} at {context:,} tokens (KV cache {cache}): it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} para inferência precisa de {memory} com {context:,} tokens (cache KV {cache}): cabe em {fitting} de {count} GPUs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} com {how} precisa de {memory} com {context:,} tokens: cabe em {fitting} de {count} GPUs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs. With gradient checkpointing, {checkpointed}: {fitting_more} GPUs, from {smallest} cards up.</source>
        <translation>{model} com {how} precisa de {memory} com {context:,} tokens: cabe em {fitting} de {count} GPUs. Com gradient checkpointing, {checkpointed}: {fitting_more} GPUs, a partir de placas de {smallest}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{model}: {parameters:,} parameters, {trainable:,} of them trained; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}: {parameters:,} parâmetros, {trainable:,} deles treinados; {how}, contexto de {context:,} tokens, lote {batch}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model}: {parameters:,} parameters; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}: {parameters:,} parâmetros; {how}, contexto de {context:,} tokens, lote {batch}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory: weights {weights}, gradients {gradients}, optimizer state {optimizer}, activations {activations}, logits and loss {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>Memória: pesos {weights}, gradientes {gradients}, estado do otimizador {optimizer}, ativações {activations}, logits e perda {workspace}: total {total}, mais o contexto CUDA em cada GPU.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory: weights {weights}, KV cache {cache}, prefill and logits {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>Memória: pesos {weights}, cache KV {cache}, prefill e logits {workspace}: total {total}, mais o contexto CUDA em cada GPU.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With gradient checkpointing the activations take {activations}: total {total}.</source>
        <translation>Com gradient checkpointing as ativações ocupam {activations}: total {total}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fastest training, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>Treino mais rápido, estimado: {gpu}, cerca de {rate} tokens/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest decoding, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>Decodificação mais rápida, estimada: {gpu}, cerca de {rate} tokens/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Configuration: {source}</source>
        <translation>Configuração: {source}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="-97"/>
        <source>Vision and other models</source>
        <translation>Visão e outros modelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language model</source>
        <translation>Modelo de linguagem</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Advise on</source>
        <translation>Aconselhar sobre</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your language model</source>
        <translation>Seu modelo de linguagem</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open config.json…</source>
        <translation>Abrir config.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own model&apos;s Hugging Face config.json: read as JSON (nothing in it runs), at most 1 MiB</source>
        <translation>O config.json do Hugging Face do seu modelo: lido como JSON (nada nele é executado), no máximo 1 MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per sequence: the training sequence length, or the prompt and the generated tokens</source>
        <translation>Tokens por sequência: o comprimento da sequência de treino, ou o prompt e os tokens gerados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences per step</source>
        <translation>Sequências por passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA&apos;s rank r: each adapted projection gains r x (inputs + outputs) trained parameters</source>
        <translation>O posto r da LoRA: cada projeção adaptada ganha r x (entradas + saídas) parâmetros treinados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context length</source>
        <translation>Comprimento do contexto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA rank</source>
        <translation>Posto da LoRA</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Configuration from {source}</source>
        <translation>Configuração de {source}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open config.json</source>
        <translation>Abrir config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+254"/>
        <source>time (s, 0 = now)</source>
        <translation>tempo (s, 0 = agora)</translation>
    </message>
</context>
<context>
    <name>Experiments</name>
    <message>
        <location filename="../../dashboard/experiments/plan.py" line="+20"/>
        <source>Batch sizes × devices × precisions</source>
        <translation>Tamanhos de lote × dispositivos × precisões</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>maior lote</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>batch sizes must be whole numbers separated by commas, got {text!r}</source>
        <translation>os tamanhos de lote devem ser números inteiros separados por vírgulas; recebido {text!r}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give at least one batch size, e.g. 1,4,16,64</source>
        <translation>informe pelo menos um tamanho de lote, ex.: 1,4,16,64</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch sizes must be between 1 and {largest:,}, got {text!r}</source>
        <translation>os tamanhos de lote devem estar entre 1 e {largest:,}; recebido {text!r}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds per point must be more than 0 and at most {most}, got {seconds}</source>
        <translation>os segundos por ponto devem ser mais que 0 e no máximo {most}; recebido {seconds}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>choose at least one device and one precision</source>
        <translation>escolha pelo menos um dispositivo e uma precisão</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/presets.py" line="+52"/>
        <source>this machine has one logical core: there is nothing to scale</source>
        <translation>esta máquina tem um só núcleo lógico: não há o que escalar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no GPU here: fp32 against bf16 autocast on the CPU; fp16 with a gradient scaler and tensor cores need a CUDA GPU</source>
        <translation>sem GPU aqui: fp32 contra bf16 autocast na CPU; fp16 com escalonador de gradiente e núcleos tensoriais exigem uma GPU CUDA</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no GPU here: the data already lives where the CPU computes, so the two series should agree within noise; on a GPU the first pays a host-to-device copy of every batch</source>
        <translation>sem GPU aqui: os dados já ficam onde a CPU calcula, então as duas séries devem coincidir dentro do ruído; em uma GPU, a primeira paga uma cópia do host para o dispositivo a cada lote</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no GPU here: measured the CPU half; on a machine with a GPU the same preset shows from which batch size the GPU overtakes the CPU, for a small and a large model</source>
        <translation>sem GPU aqui: foi medida a metade da CPU; em uma máquina com GPU, o mesmo preset mostra a partir de qual tamanho de lote a GPU supera a CPU, para um modelo pequeno e um grande</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no GPU here: measured on the CPU; on a GPU the same preset goes to 4,096 tokens and shows where plain attention runs out of memory</source>
        <translation>sem GPU aqui: medido na CPU; numa GPU o mesmo experimento vai até 4.096 tokens e mostra onde a atenção simples fica sem memória</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CPU thread scaling</source>
        <translation>Escalonamento de threads da CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster does a step get with more CPU cores, at a small and a large batch?</source>
        <translation>Quanto mais rápido fica um passo com mais núcleos da CPU, com um lote pequeno e com um grande?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32 vs mixed precision</source>
        <translation>fp32 vs precisão mista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does lower precision (fp16 on tensor cores, bf16) train faster and use less memory?</source>
        <translation>Uma precisão menor (fp16 em núcleos tensoriais, bf16) treina mais rápido e usa menos memória?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transfer learning: what to fine-tune</source>
        <translation>Aprendizado por transferência: o que ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What do freezing the backbone, training the last block, or everything cost in speed and memory?</source>
        <translation>Quanto custam, em velocidade e memória, congelar o backbone, treinar o último bloco ou treinar tudo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fused LSTM vs a hand-written cell</source>
        <translation>LSTM fundida vs uma célula escrita à mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much does a fused LSTM kernel (cuDNN on NVIDIA) save over the articles&apos; Python LSTM cell?</source>
        <translation>Quanto um kernel LSTM fundido (cuDNN na NVIDIA) economiza em relação à célula LSTM em Python dos artigos?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data copied from the host vs kept on the device</source>
        <translation>Dados copiados do host vs mantidos no dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of a step is the copy of each batch from host memory to the device?</source>
        <translation>Quanto de um passo é a cópia de cada lote da memória do host para o dispositivo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling with devices</source>
        <translation>Escalonamento com mais dispositivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster do data-parallel processes train together than one alone, at the same batch per process, and what does averaging their gradients cost?</source>
        <translation>Quanto mais rápido processos com paralelismo de dados treinam juntos do que um sozinho, com o mesmo lote por processo, e quanto custa fazer a média dos seus gradientes?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inference: latency against throughput</source>
        <translation>Inferência: latência contra taxa de processamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long does one answer take at batch 1, how many answers a second does a batch of 64 give, and what do ONNX Runtime and int8 change?</source>
        <translation>Quanto tempo leva uma resposta com lote 1, quantas respostas por segundo dá um lote de 64, e o que mudam o ONNX Runtime e o int8?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention and sequence length</source>
        <translation>Atenção e comprimento da sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How do speed and memory grow with the sequence length, for attention written as the formula and for fused attention?</source>
        <translation>Como a velocidade e a memória crescem com o comprimento da sequência, para a atenção escrita como a fórmula e para a atenção fundida?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When is a GPU worth it?</source>
        <translation>Quando uma GPU vale a pena?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From which batch size does a GPU beat the CPU, for a small and a large model?</source>
        <translation>A partir de qual tamanho de lote uma GPU supera a CPU, para um modelo pequeno e um grande?</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+75"/>
        <source>On {name}, batch {oom} already ran out of memory: nothing could be measured.</source>
        <translation>Em {name}, o lote {oom} já ficou sem memória: nada pôde ser medido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, no batch could be measured.</source>
        <translation>Em {name}, nenhum lote pôde ser medido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On {name}, no batch could be measured: {reason}.</source>
        <translation>Em {name}, nenhum lote pôde ser medido: {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, only batch {batch} was measured ({rate}); batch {oom} ran out of memory, so nothing larger fits and no knee can be found.</source>
        <translation>Em {name}, só o lote {batch} foi medido ({rate}); o lote {oom} ficou sem memória, então nada maior cabe e nenhum joelho pode ser encontrado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, only batch {batch} was measured ({rate}): a single batch shows no trend, so no knee can be found.</source>
        <translation>Em {name}, só o lote {batch} foi medido ({rate}): um único lote não mostra tendência, então nenhum joelho pode ser encontrado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Batch {oom} did not fit in memory.</source>
        <translation>O lote {oom} não coube na memória.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On {name}, throughput was highest at the smallest batch, {first} ({rate}): larger batches did not run faster.</source>
        <translation>Em {name}, a taxa de processamento foi maior no menor lote, {first} ({rate}): lotes maiores não rodaram mais rápido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, throughput stayed flat from batch {first} to batch {last}, between {low} and {high}, within the {margin:.0%} noise: batching gained nothing measurable here.</source>
        <translation>Em {name}, a taxa de processamento ficou estável do lote {first} ao lote {last}, entre {low} e {high}, dentro do ruído de {margin:.0%}: agrupar em lotes não trouxe ganho mensurável aqui.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, throughput rose from {low} at batch {first} to {high} at batch {best}, {ratio:.1f}x.</source>
        <translation>Em {name}, a taxa de processamento subiu de {low} no lote {first} para {high} no lote {best}, {ratio:.1f}x.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was still rising at batch {batch} ({gain:+.0%} per doubling over the last step, {threshold:.0%} or more): the knee lies beyond the batches measured.</source>
        <translation>Ainda subia no lote {batch} ({gain:+.0%} por duplicação no último intervalo, {threshold:.0%} ou mais): o joelho está além dos lotes medidos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), while peak memory grew from {low} to {high}, so larger batches cost memory for little speed.</source>
        <translation>O joelho é o lote {knee}: dali até o lote {last}, cada duplicação ganhou menos de {threshold:.0%} (no máximo {gain:+.0%}), enquanto o pico de memória cresceu de {low} para {high}; lotes maiores custam memória por pouca velocidade.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), so larger batches cost memory for little speed.</source>
        <translation>O joelho é o lote {knee}: dali até o lote {last}, cada duplicação ganhou menos de {threshold:.0%} (no máximo {gain:+.0%}); lotes maiores custam memória por pouca velocidade.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch {batch} was {slower:.0%} slower than batch {best}, the fastest ({rate} against {best_rate}, beyond the {margin:.0%} noise): {cause}.</source>
        <translation>O lote {batch} foi {slower:.0%} mais lento que o lote {best}, o mais rápido ({rate} contra {best_rate}, além do ruído de {margin:.0%}): {cause}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>likely not the batch itself: other processes used {share:.0f}% of the CPU while it was measured</source>
        <translation>provavelmente não é o lote em si: outros processos usaram {share:.0f}% da CPU durante a medição</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit</source>
        <translation>provavelmente pressão de memória: o lote seguinte não coube, então este rodou perto do limite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing</source>
        <translation>provavelmente o conjunto de trabalho ficou maior que os caches da CPU, então cada passo esperou pela memória principal (limitado por memória) em vez de calcular</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>likely memory pressure on the device</source>
        <translation>provavelmente pressão de memória no dispositivo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>likely memory: peak memory jumped from {best_memory} to {memory}, more than the {growth:.0f}x larger batch explains</source>
        <translation>provavelmente a memória: o pico de memória saltou de {best_memory} para {memory}, mais do que o lote {growth:.0f}x maior explica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>provavelmente pressão de memória: o lote seguinte não coube, então este rodou perto do limite (pico de memória {best_memory} no lote {best}, {memory} no lote {batch})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>provavelmente o conjunto de trabalho ficou maior que os caches da CPU, então cada passo esperou pela memória principal (limitado por memória) em vez de calcular (pico de memória {best_memory} no lote {best}, {memory} no lote {batch})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure on the device (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>provavelmente pressão de memória no dispositivo (pico de memória {best_memory} no lote {best}, {memory} no lote {batch})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on.</source>
        <translation>{small} venceu nos lotes pequenos e {large}, a partir do lote {batch}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}).</source>
        <translation>{small} venceu nos lotes pequenos e {large}, a partir do lote {batch} ({small_lead:.0%} atrás no lote {previous}, {large_lead:.0%} à frente no lote {batch}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}); the curves meet near batch {meet:.0f}.</source>
        <translation>{small} venceu nos lotes pequenos e {large}, a partir do lote {batch} ({small_lead:.0%} atrás no lote {previous}, {large_lead:.0%} à frente no lote {batch}); as curvas se encontram perto do lote {meet:.0f}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both leads exceed the {margin:.0%} noise, so the crossover is clear.</source>
        <translation>As duas vantagens superam o ruído de {margin:.0%}, então o cruzamento é claro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A lead is within the {margin:.0%} noise (or the machine was busy), so the crossover is uncertain: another run could move it by a measured batch either way.</source>
        <translation>Uma das vantagens está dentro do ruído de {margin:.0%} (ou a máquina estava ocupada), então o cruzamento é incerto: outra execução poderia deslocá-lo em um lote medido para qualquer lado.</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/noise_reading.py" line="+29"/>
        <source>On {name}, batch {listed} was noisy: its steps varied so much that its figure may be off by more than {limit:.0%}, so read it as rough.</source>
        <translation>Em {name}, o lote {listed} foi ruidoso: seus passos variaram tanto que o valor pode errar por mais de {limit:.0%}; leia-o como aproximado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, batches {listed} were noisy: their steps varied so much that their figures may be off by more than {limit:.0%}, so read them as rough.</source>
        <translation>Em {name}, os lotes {listed} foram ruidosos: seus passos variaram tanto que os valores podem errar por mais de {limit:.0%}; leia-os como aproximados.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} at batch {batches}</source>
        <translation>{name} no lote {batches}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while these were measured: {listed}; their figures are likely low.</source>
        <translation>Outros processos usaram até {share:.0f}% da CPU enquanto estes eram medidos: {listed}; os valores provavelmente estão baixos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Other processes used {share:.0f}% of the CPU while batch {batches} on {name} was measured: its figure is likely low.</source>
        <translation>Outros processos usaram {share:.0f}% da CPU enquanto o lote {batches} em {name} era medido: o valor provavelmente está baixo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while batches {batches} on {name} were measured: their figures are likely low.</source>
        <translation>Outros processos usaram até {share:.0f}% da CPU enquanto os lotes {batches} em {name} eram medidos: os valores provavelmente estão baixos.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{batch} ({low} to {high}, {apart:.0%} apart)</source>
        <translation>{batch} ({low} a {high}, {apart:.0%} de diferença)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batch {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>as repetições do lote {listed} divergiram em mais de {limit:.0%}: ruidoso, então a mediana é usada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batches {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>as repetições dos lotes {listed} divergiram em mais de {limit:.0%}: ruidosos, então a mediana é usada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the other repeated batches agreed within {gap:.0%}</source>
        <translation>os outros lotes repetidos concordaram dentro de {gap:.0%}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all repeated batches agreed within {gap:.0%}</source>
        <translation>todos os lotes repetidos concordaram dentro de {gap:.0%}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On {name}, batches measured up to {times} times: {findings}.</source>
        <translation>Em {name}, lotes medidos até {times} vezes: {findings}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>These points carry no record of how much their steps varied, so differences under about {limit:.0%} may be noise.</source>
        <translation>Estes pontos não registram o quanto seus passos variaram, então diferenças abaixo de cerca de {limit:.0%} podem ser ruído.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%} and no other program took more than {busy:.0f}% of the CPU, so differences larger than about {worst:.0%} are real.</source>
        <translation>Os passos de cada ponto variaram no máximo {spread:.0%} e nenhum outro programa usou mais de {busy:.0f}% da CPU, então diferenças maiores que cerca de {worst:.0%} são reais.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%}, so differences larger than about {worst:.0%} are real.</source>
        <translation>Os passos de cada ponto variaram no máximo {spread:.0%}, então diferenças maiores que cerca de {worst:.0%} são reais.</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+12"/>
        <source>Trainable parameters: {counts}.</source>
        <translation>Parâmetros treináveis: {counts}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{loss:.3f} on {name}</source>
        <translation>{loss:.3f} em {name}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From the same seed at batch {batch}, the loss after %Ln step(s) was {ends}: the curves show whether the change affected learning.</source>
        <translation>
            <numerusform>Com a mesma semente e o lote {batch}, a perda após %Ln passo foi {ends}: as curvas mostram se a mudança afetou o aprendizado.</numerusform>
            <numerusform>Com a mesma semente e o lote {batch}, a perda após %Ln passos foi {ends}: as curvas mostram se a mudança afetou o aprendizado.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{accuracy:.0%} on {name}</source>
        <translation>{accuracy:.0%} em {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training accuracy over steps {first}-{last} (each batch judged before the step that learned from it): {accuracies}.</source>
        <translation>Acurácia de treinamento nos passos {first}-{last} (cada lote avaliado antes do passo que aprendeu com ele): {accuracies}.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} {ratio:.2f}x (within noise)</source>
        <translation>{name} {ratio:.2f}x (dentro do ruído)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch}, relative to {first} ({rate}): {ratios}.</source>
        <translation>No lote {batch}, em relação a {first} ({rate}): {ratios}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With {name}, one answer takes {latency} at batch {small}; at batch {large} it serves {rate}, and every answer in the batch waits {wait}.</source>
        <translation>Com {name}, uma resposta leva {latency} com lote {small}; com lote {large} atende {rate}, e cada resposta do lote espera {wait}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} trained the most samples per joule at batch {batch}: {per_joule} samples/J at {power} on average.</source>
        <translation>{name} treinou mais amostras por joule no lote {batch}: {per_joule} amostras/J, com potência média de {power}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Energy was not measured: {reason}.</source>
        <translation>A energia não foi medida: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>At batch {batch} per GPU, {name} trained {rate}: {ratio:.2f}x one GPU, {efficiency:.0%} of linear scaling; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>No lote {batch} por GPU, {name} treinou a {rate}: {ratio:.2f}x a velocidade de uma GPU, {efficiency:.0%} do escalonamento linear; cada passo esperou {share:.0%} do seu tempo pelo all-reduce dos gradientes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} per process, {name} trained {rate}: {ratio:.2f}x one process on the same cores; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>No lote {batch} por processo, {name} treinou a {rate}: {ratio:.2f}x a velocidade de um processo nos mesmos núcleos; cada passo esperou {share:.0%} do seu tempo pelo all-reduce dos gradientes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On one CPU the processes share the same cores, so more processes add no arithmetic: what they gain is a combined batch of {combined} samples per step, and what they pay is the all-reduce and each one&apos;s smaller share of the threads.</source>
        <translation>Numa CPU os processos compartilham os mesmos núcleos, então mais processos não acrescentam cálculo: o que ganham é um lote combinado de {combined} amostras por passo, e o que pagam é o all-reduce e a parcela menor de threads de cada um.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Short of linear because every step ends with an all-reduce of all the gradients over the links between the GPUs (NVLink or PCIe), and the steps still run one after another.</source>
        <translation>Fica abaixo do linear porque cada passo termina com um all-reduce de todos os gradientes pelos links entre as GPUs (NVLink ou PCIe), e os passos continuam rodando um após o outro.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>With {processes} processes the all-reduce took {small_share:.0%} of a step at batch {small} and {large_share:.0%} at batch {large}: the gradients are as large at every batch, so larger batches hide them better.</source>
        <translation>Com {processes} processos, o all-reduce levou {small_share:.0%} de um passo no lote {small} e {large_share:.0%} no lote {large}: os gradientes têm o mesmo tamanho em qualquer lote, então lotes maiores os escondem melhor.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../dashboard/experiments/takeaway.py" line="+334"/>
        <source>Even batch {batch} did not fit.</source>
        <translation>Nem o lote {batch} coube.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Every batch up to the search&apos;s limit of {limit:,} fitted (%Ln tries), so the largest is at least that.</source>
        <translation>
            <numerusform>Todos os lotes até o limite da busca, {limit:,}, couberam (%Ln tentativa), então o maior é pelo menos esse.</numerusform>
            <numerusform>Todos os lotes até o limite da busca, {limit:,}, couberam (%Ln tentativas), então o maior é pelo menos esse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The largest batch that fits is {largest:,} (batch {failing:,} ran out of memory; %Ln tries: doubling, then bisecting); with a 10% margin, use {safe:,}.</source>
        <translation>
            <numerusform>O maior lote que cabe é {largest:,} (o lote {failing:,} ficou sem memória; %Ln tentativa: duplicando, depois por bissecção); com uma margem de 10%, use {safe:,}.</numerusform>
            <numerusform>O maior lote que cabe é {largest:,} (o lote {failing:,} ficou sem memória; %Ln tentativas: duplicando, depois por bissecção); com uma margem de 10%, use {safe:,}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest batch is often much smaller than the largest.</source>
        <translation>O lote mais rápido costuma ser bem menor que o maior.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/charts.py" line="+98"/>
        <source>Throughput</source>
        <translation>Taxa de processamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak memory</source>
        <translation>Pico de memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per epoch ({samples:,} samples)</source>
        <translation>Tempo por época ({samples:,} amostras)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples per joule</source>
        <translation>Amostras por joule</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>batch size (log scale)</source>
        <translation>tamanho do lote (escala log)</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>memory (GiB)</source>
        <translation>memória (GiB)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Throughput on a log scale</source>
        <translation>Taxa de processamento em escala logarítmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A log axis keeps series far apart (a CPU beside a GPU) both visible; on by default when they differ by more than 10x</source>
        <translation>Um eixo logarítmico mantém visíveis séries muito distantes (uma CPU ao lado de uma GPU); ligado por padrão quando diferem mais de 10x</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cross-entropy</source>
        <translation>entropia cruzada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step (warm-up included; same seed throughout)</source>
        <translation>passo (com aquecimento; mesma semente em todas)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{unit} (log scale)</source>
        <translation>{unit} (escala logarítmica)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>batch size per process (log scale)</source>
        <translation>tamanho do lote por processo (escala log)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sequence length (log scale)</source>
        <translation>comprimento da sequência (escala log)</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>out of memory at {batch}</source>
        <translation>sem memória em {batch}</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{device} memory</source>
        <translation>memória de {device}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>knee {batch}?</source>
        <translation>joelho {batch}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knee {batch}</source>
        <translation>joelho {batch}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best {batch}</source>
        <translation>melhor {batch}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>largest {batch}</source>
        <translation>maior {batch}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>crossover near {batch:.0f}</source>
        <translation>cruzamento perto de {batch:.0f}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no crossover: {series} faster at every batch</source>
        <translation>sem cruzamento: {series} mais rápida em todos os lotes</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loss</source>
        <translation>Perda (loss)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss at batch {batch}</source>
        <translation>Perda no lote {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/form.py" line="+150"/>
        <source>Experiment</source>
        <translation>Experimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>Dispositivos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch sizes</source>
        <translation>Tamanhos de lote</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time per point</source>
        <translation>Tempo por ponto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated batch sizes, 1 to {largest}</source>
        <translation>Tamanhos de lote separados por vírgulas, de 1 a {largest}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measuring time per point, after 3 warm-up steps</source>
        <translation>Tempo de medição por ponto, após 3 passos de aquecimento</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Each point trains the model from scratch at one batch size and times whole steps. A device&apos;s series ends at its first out-of-memory. Why it matters: small batches leave SIMD lanes and cores (or a GPU&apos;s thousands of lanes) idle; once every unit is busy, a larger batch costs memory without adding speed.</source>
        <translation>Cada ponto treina o modelo do zero com um tamanho de lote e cronometra passos inteiros. A série de um dispositivo termina no primeiro erro de memória insuficiente. Por que importa: lotes pequenos deixam vias SIMD e núcleos (ou as milhares de vias de uma GPU) ociosos; quando todas as unidades estão ocupadas, um lote maior custa memória sem ganhar velocidade.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point is a real training run of its processes (started by torchrun when there are several), timed after 5 warm-up steps. Why it matters: the processes share each step&apos;s work, but every step ends with an all-reduce that averages their gradients, and that wait does not shrink with more devices.</source>
        <translation>Cada ponto é uma execução de treino real dos seus processos (iniciados pelo torchrun quando há vários), cronometrada após 5 passos de aquecimento. Por que importa: os processos dividem o trabalho de cada passo, mas cada passo termina com um all-reduce que faz a média dos gradientes, e essa espera não diminui com mais dispositivos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point times the model answering batches in eval mode, without gradients: its latency is how long every answer in the batch waits, its throughput the batch over that latency. Why it matters: an edge device answers one request at a time (latency), a server batches many (throughput).</source>
        <translation>Cada ponto cronometra o modelo respondendo a lotes em modo eval, sem gradientes: sua latência é quanto cada resposta do lote espera, sua taxa de processamento é o lote dividido por essa latência. Por que importa: um dispositivo de borda responde a um pedido de cada vez (latência), um servidor agrupa muitos (taxa de processamento).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point trains tiny-gpt from scratch at one sequence length, at batch 4, and times whole steps; peak memory on the CPU is what the point added to the process. Why it matters: attention written as the formula keeps a score for every pair of positions, so its memory grows with the square of the length; a fused kernel does not keep them.</source>
        <translation>Cada ponto treina o tiny-gpt do zero com um comprimento da sequência, com lote 4, e cronometra passos inteiros; a memória de pico na CPU é o que o ponto acrescentou ao processo. Por que importa: a atenção escrita como a fórmula guarda uma pontuação para cada par de posições, então sua memória cresce com o quadrado do comprimento; um kernel fundido não as guarda.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>How do throughput and memory change with batch size on each device?</source>
        <translation>Como a taxa de processamento e a memória mudam com o tamanho do lote em cada dispositivo?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at batch sizes {sizes})</source>
        <translation>{question} ({series} séries nos tamanhos de lote {sizes})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at sequence lengths {lengths}, batch {batch})</source>
        <translation>{question} ({series} séries com comprimentos da sequência {lengths}, lote {batch})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose at least one device and one precision.</source>
        <translation>Escolha pelo menos um dispositivo e uma precisão.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="+50"/>
        <source>Choose what to compare, then Run sweep.</source>
        <translation>Escolha o que comparar e clique em Executar varredura.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Run sweep</source>
        <translation>Executar varredura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest batch</source>
        <translation>Maior lote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the largest batch that fits on the first chosen device and precision (doubling, then bisecting), timing every try: the fastest batch comes with it</source>
        <translation>Encontrar o maior lote que cabe no primeiro dispositivo e precisão escolhidos (duplicando, depois por bissecção), cronometrando cada tentativa: o lote mais rápido vem junto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; measured points are kept</source>
        <translation>Parar após o passo atual; os pontos medidos são mantidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points as JSON and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>Os pontos em JSON e CSV, e os gráficos em PNG e SVG, em uma pasta</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Searching the largest batch of {model} on {device} in {precision} (up to {limit:,})…</source>
        <translation>Buscando o maior lote de {model} em {device} com {precision} (até {limit:,})…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Measuring %Ln point(s)…</source>
        <translation>
            <numerusform>Medindo %Ln ponto…</numerusform>
            <numerusform>Medindo %Ln pontos…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Following the experiment on {host} again…</source>
        <translation>Acompanhando de novo o experimento em {host}…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{done} of {total}: {series} at sequence length {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done} de {total}: {series} com comprimento da sequência {batch}: {detail} · no máximo {left} restantes (uma série termina antes ao faltar memória)</translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>%Ln arquivo exportado para {folder}</numerusform>
            <numerusform>%Ln arquivos exportados para {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/status_texts.py" line="+20"/>
        <source>out of memory at sequence length {length}</source>
        <translation>sem memória com comprimento da sequência {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory at batch size {batch}</source>
        <translation>memória insuficiente com tamanho do lote {batch}</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{outcome}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{outcome}: %Ln ponto medido</numerusform>
            <numerusform>{outcome}: %Ln pontos medidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{outcome}: %Ln point(s) measured, saved in {folder}</source>
        <translation>
            <numerusform>{outcome}: %Ln ponto medido, salvo em {folder}</numerusform>
            <numerusform>{outcome}: %Ln pontos medidos, salvos em {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Recorded: %Ln point(s)</source>
        <translation>
            <numerusform>Gravado: %Ln ponto</numerusform>
            <numerusform>Gravado: %Ln pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recorded: %Ln point(s): the last, {series} batch {batch}</source>
        <translation>
            <numerusform>Gravado: %Ln ponto; o último, {series} lote {batch}</numerusform>
            <numerusform>Gravado: %Ln pontos; o último, {series} lote {batch}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Opened 1 saved experiment: %Ln point(s)</source>
        <translation>
            <numerusform>1 experimento salvo aberto: %Ln ponto</numerusform>
            <numerusform>1 experimento salvo aberto: %Ln pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Opened {experiments} saved experiments: %Ln point(s)</source>
        <translation>
            <numerusform>{experiments} experimentos salvos abertos: %Ln ponto</numerusform>
            <numerusform>{experiments} experimentos salvos abertos: %Ln pontos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="-179"/>
        <source>Cancelling after the current step…</source>
        <translation>Cancelando após o passo atual…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{done} of {total}: {series} batch {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done} de {total}: {series} lote {batch}: {detail} · no máximo {left} restantes (uma série termina antes se faltar memória)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Playing a recorded experiment…</source>
        <translation>Reproduzindo um experimento gravado…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Wait for the running measurement to finish (or cancel it) first.</source>
        <translation>Espere a medição em andamento terminar (ou cancele-a) primeiro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the replay first (the bar above the page): a recording plays here.</source>
        <translation>Saia da reprodução primeiro (a barra acima da página): uma gravação está sendo reproduzida aqui.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open {what}.</source>
        <translation>Não foi possível abrir {what}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the experiment to a folder</source>
        <translation>Exportar o experimento para uma pasta</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/status_texts.py" line="-34"/>
        <source>{rate}, peak {memory}</source>
        <translation>{rate}, pico {memory}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>Parado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/saved.py" line="+60"/>
        <source>Saved experiments</source>
        <translation>Experimentos salvos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to reopen an experiment; select several (Ctrl/Shift) and press Open to draw them on the same axes</source>
        <translation>Clique duas vezes para reabrir um experimento; selecione vários (Ctrl/Shift) e pressione Abrir para desenhá-los nos mesmos eixos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected experiments; several are overlaid, each series named by its experiment</source>
        <translation>Desenhar os experimentos selecionados; vários são sobrepostos, cada série nomeada pelo seu experimento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link to the machine that measures this experiment dropped; it went on there. Follow it again: its points since, live, added to this copy (or all at once if it has ended).</source>
        <translation>A ligação com a máquina que mede este experimento caiu; ele continuou lá. Acompanhe-o de novo: os pontos desde então, ao vivo, somados a esta cópia (ou todos de uma vez, se já terminou).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{folder}  [unreadable: {reason}]</source>
        <translation>{folder}  [ilegível: {reason}]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reattach to the experiment on {host}</source>
        <translation>Reconectar ao experimento em {host}</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/scaling.py" line="+32"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+15"/>
        <source>energy is not read for points measured as training runs</source>
        <translation>a energia não é lida para pontos medidos como execuções de treinamento</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>fewer than two GPUs here: CPU processes share this machine&apos;s cores, so the series split the same cores differently and show what averaging gradients costs, not what more devices gain</source>
        <translation>menos de duas GPUs aqui: processos de CPU compartilham os núcleos desta máquina, então as séries dividem os mesmos núcleos de formas diferentes e mostram quanto custa fazer a média dos gradientes, não quanto se ganha com mais dispositivos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this machine has one logical core and fewer than two GPUs: there is nothing to scale</source>
        <translation>esta máquina tem um só núcleo lógico e menos de duas GPUs: não há o que escalar</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/serving.py" line="+37"/>
        <source>ONNX Runtime is not installed here (pip install onnx onnxscript onnxruntime)</source>
        <translation>O ONNX Runtime não está instalado aqui (pip install onnx onnxscript onnxruntime)</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-35"/>
        <source>small CNN on {device}</source>
        <translation>CNN pequena em {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {dataset} ({device})</source>
        <translation>{model} em {dataset} ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {device}</source>
        <translation>{model} em {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{series}, sequence {length}</source>
        <translation>{series}, sequência de {length}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused nn.LSTM ({device})</source>
        <translation>nn.LSTM fundida ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand-written cell ({device})</source>
        <translation>célula escrita à mão ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain attention ({device})</source>
        <translation>atenção simples ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused attention ({device})</source>
        <translation>atenção fundida ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches copied from host memory to {device}</source>
        <translation>lotes copiados da memória do host para {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data kept on {device}</source>
        <translation>dados mantidos em {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen</source>
        <translation>backbone congelado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>último bloco + cabeça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full fine-tuning</source>
        <translation>ajuste fino completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eager PyTorch ({device})</source>
        <translation>PyTorch eager ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>int8 dynamic (torchao) ({device})</source>
        <translation>int8 dinâmico (torchao) ({device})</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln thread(s)</source>
        <translation>
            <numerusform>%Ln thread</numerusform>
            <numerusform>%Ln threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln process(es)</source>
        <translation>
            <numerusform>%Ln processo</numerusform>
            <numerusform>%Ln processos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>{processes} x {threads}</source>
        <translation>{processes} x {threads}</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/takeaway.py" line="-257"/>
        <source>Nothing could be measured: batch {oom} already ran out of memory.</source>
        <translation>Nada pôde ser medido: o lote {oom} já esgotou a memória.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing could be measured: the details say why.</source>
        <translation>Nada pôde ser medido: os detalhes dizem por quê.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only batch {batch} was measured ({rate}): one batch shows no trend.</source>
        <translation>Só o lote {batch} foi medido ({rate}): um lote só não mostra tendência.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throughput stayed flat from batch {first} to batch {last}, within the {margin:.0%} noise: larger batches gained nothing here.</source>
        <translation>A taxa de processamento ficou estável do lote {first} ao lote {last}, dentro do ruído de {margin:.0%}: lotes maiores não ganharam nada aqui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}.</source>
        <translation>A taxa de processamento subiu {ratio:.1f}x do lote {first} ao lote {best}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}, then fell {slower:.0%} by batch {batch}.</source>
        <translation>A taxa de processamento subiu {ratio:.1f}x do lote {first} ao lote {best} e depois caiu {slower:.0%} até o lote {batch}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It was still rising at batch {last}: the knee lies beyond.</source>
        <translation>Ainda subia no lote {last}: o joelho está além.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is batch {knee}: past it, each doubling gained under {threshold:.0%}.</source>
        <translation>O joelho é o lote {knee}: depois dele, cada duplicação ganhou menos de {threshold:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is uncertain: batch {batch}&apos;s repeats measured {low} and {high} samples/s, further apart than the {threshold:.0%} gain defining it.</source>
        <translation>O joelho é incerto: as repetições do lote {batch} mediram {low} e {high} amostras/s, mais distantes que o ganho de {threshold:.0%} que o define.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is uncertain: batch {batch}&apos;s figure may be off by ±{spread:.0%}, more than the {threshold:.0%} gain defining it.</source>
        <translation>O joelho é incerto: o valor do lote {batch} pode variar ±{spread:.0%}, mais que o ganho de {threshold:.0%} que o define.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{one} and {two} share no measured batch, so they cannot be compared.</source>
        <translation>{one} e {two} não têm nenhum lote medido em comum, então não podem ser comparadas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Neither {one} nor {two} stayed ahead: they swapped places over the batches measured.</source>
        <translation>Nem {one} nem {two} ficou à frente: trocaram de posição ao longo dos lotes medidos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At batch {batch}, {winner} ran {ratio:.2f}x as fast as {loser}.</source>
        <translation>No lote {batch}, {winner} foi {ratio:.2f}x mais rápida que {loser}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch, {low} to {high}: {low_ratio:.1f}x at batch {low}, {high_ratio:.1f}x at batch {high}.</source>
        <translation>{winner} foi mais rápida que {loser} em todos os lotes, de {low} a {high}: {low_ratio:.1f}x no lote {low}, {high_ratio:.1f}x no lote {high}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Uncertain at batch {batch}: a {lead:.0%} lead is within the {margin:.0%} noise.</source>
        <translation>Incerto no lote {batch}: uma vantagem de {lead:.0%} está dentro do ruído de {margin:.0%}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch measured.</source>
        <translation>{winner} foi mais rápida que {loser} em todos os lotes medidos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+15"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on.</source>
        <translation>{small} foi mais rápida nos lotes pequenos e {large}, a partir do lote {batch}.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on: they cross near batch {meet:.0f}.</source>
        <translation>{small} foi mais rápida nos lotes pequenos e {large}, a partir do lote {batch}: as curvas se cruzam perto do lote {meet:.0f}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uncertain: leads of {small_lead:.0%} and {large_lead:.0%} are within the {margin:.0%} noise.</source>
        <translation>Incerto: vantagens de {small_lead:.0%} e {large_lead:.0%} estão dentro do ruído de {margin:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertain: other programs were busy while it was measured.</source>
        <translation>Incerto: outros programas estavam ocupados durante a medição.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{large} overtook {small} from batch {batch} on.</source>
        <translation>{large} ultrapassou {small} a partir do lote {batch}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{fastest} reached the highest throughput, {rate}; the series share no batch to compare them at.</source>
        <translation>{fastest} atingiu a maior taxa de processamento, {rate}; as séries não têm lote em comum para compará-las.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At batch {batch}, {fastest} was fastest: {ratio:.2f}x {slowest}.</source>
        <translation>No lote {batch}, {fastest} foi a mais rápida: {ratio:.2f}x {slowest}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{second} is within the noise of it ({gap:.0%} apart): call it a tie.</source>
        <translation>{second} está dentro do ruído dela ({gap:.0%} de diferença): considere empate.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{processes} processes trained {ratio:.2f}x as fast as one at batch {batch} per process: {efficiency:.0%} of linear scaling.</source>
        <translation>{processes} processos treinaram {ratio:.2f}x mais rápido que um só, com lote {batch} por processo: {efficiency:.0%} do escalonamento linear.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>One answer took {latency} at batch {small} ({quick}); at batch {large}, {busy} served the most, {rate}.</source>
        <translation>Uma resposta levou {latency} com lote {small} ({quick}); com lote {large}, {busy} atendeu mais: {rate}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every batch up to {limit:,} fitted.</source>
        <translation>Todos os lotes até {limit:,} couberam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch that fits is {largest:,} (use {safe:,} for a 10% margin).</source>
        <translation>O maior lote que cabe é {largest:,} (use {safe:,} para uma margem de 10%).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest was batch {best:,}, {rate}.</source>
        <translation>O mais rápido foi o lote {best:,}, {rate}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/reading_view.py" line="+81"/>
        <source>Details</source>
        <translation>Detalhes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figures behind the takeaway: each point&apos;s noise, the repeats and other programs&apos; CPU use</source>
        <translation>Os números por trás da conclusão: o ruído de cada ponto, as repetições e o uso de CPU por outros programas</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/length_reading.py" line="+49"/>
        <source>roughly quadratic</source>
        <translation>aproximadamente quadrático</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>between linear and quadratic</source>
        <translation>entre linear e quadrático</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roughly linear</source>
        <translation>aproximadamente linear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nearly flat</source>
        <translation>quase constante</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Too few sequence lengths were measured to say how memory grows.</source>
        <translation>Foram medidos poucos demais comprimentos da sequência para dizer como a memória cresce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak memory grew alike in every series, as length^{exponent} ({growth}).</source>
        <translation>A memória de pico cresceu igual em todas as séries, como comprimento^{exponent} ({growth}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peak memory grew as length^{steep_exponent} ({steep_growth}) for {steep} and length^{flat_exponent} ({flat_growth}) for {flat}.</source>
        <translation>A memória de pico cresceu como comprimento^{steep_exponent} ({steep_growth}) para {steep} e comprimento^{flat_exponent} ({flat_growth}) para {flat}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: {first_rate} tokens/s at {first:,} tokens, {last_rate} tokens/s at {last:,}.</source>
        <translation>{name}: {first_rate} tokens/s com {first:,} tokens, {last_rate} tokens/s com {last:,}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its peak memory fits length^{exponent}: {growth}.</source>
        <translation>Sua memória de pico segue comprimento^{exponent}: {growth}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It ran out of memory at {length:,} tokens on {device}.</source>
        <translation>Ficou sem memória com {length:,} tokens em {device}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the CPU no length is run out of memory on purpose: there the kernel would end the process, so the memory guard leaves out the lengths that cannot fit before anything runs. CPU memory is counted above what the process held before each point (the runtime and the data).</source>
        <translation>Na CPU nenhum comprimento é levado a ficar sem memória de propósito: ali o kernel encerraria o processo, então a proteção de memória deixa de fora os comprimentos que não cabem antes de qualquer execução. A memória da CPU é contada acima do que o processo ocupava antes de cada ponto (o runtime e os dados).</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/storage.py" line="+78"/>
        <source>this machine</source>
        <translation>esta máquina</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/child.py" line="+107"/>
        <source>The link to {host} dropped before the experiment ended ({problem}). It goes on on {host}, saved in {folder}: Reattach under the saved experiments follows it again, and fetches the rest once it has ended.</source>
        <translation>A ligação com {host} caiu antes do fim do experimento ({problem}). Ele continua em {host}, salvo em {folder}: Reconectar, sob os experimentos salvos, volta a acompanhá-lo e traz o resto quando ele terminar.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../dashboard/lessons/glossary.py" line="+14"/>
        <source>accuracy</source>
        <translation>acurácia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of samples whose most likely class (or next character) the model predicted right. It is measured on held-out data at the end of each epoch, and on each training batch in comparisons.</source>
        <translation>A fração de amostras cuja classe mais provável (ou próximo caractere) o modelo previu corretamente. É medida em dados separados ao fim de cada época, e em cada lote de treinamento nas comparações.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activations</source>
        <translation>ativações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intermediate results of the forward pass that are kept for the backward pass. They grow with the batch size and usually decide the largest batch that fits.</source>
        <translation>Os resultados intermediários da passagem direta que são guardados para a passagem reversa. Crescem com o tamanho do lote e costumam decidir o maior lote que cabe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How data-parallel processes average their gradients after each backward pass: every process sends its own and receives the mean. The time a step waits for it is the price of sharing the batch among devices.</source>
        <translation>Como processos com paralelismo de dados fazem a média dos seus gradientes após cada passagem reversa: cada processo envia os seus e recebe a média. O tempo que um passo espera por isso é o preço de dividir o lote entre dispositivos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>arithmetic intensity</source>
        <translation>intensidade aritmética</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calculations done per byte read or written (FLOPs per byte). Low intensity waits for memory; high intensity waits for the arithmetic units.</source>
        <translation>Cálculos feitos por byte lido ou escrito (FLOPs por byte). Intensidade baixa espera pela memória; intensidade alta espera pelas unidades aritméticas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention</source>
        <translation>atenção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a transformer lets each position of a sequence draw on the earlier ones: a score for every pair of positions, turned into weights by a softmax.</source>
        <translation>Como um transformer deixa cada posição de uma sequência usar as anteriores: uma pontuação para cada par de posições, transformada em pesos por um softmax.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>largura de banda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many bytes per second memory can deliver to the processor (GB/s).</source>
        <translation>Quantos bytes por segundo a memória consegue entregar ao processador (GB/s).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bandwidth-bound</source>
        <translation>limitado por largura de banda (bandwidth-bound)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by how fast data arrives from memory, not by arithmetic: faster memory helps, more FLOPS do not.</source>
        <translation>Limitado pela velocidade com que os dados chegam da memória, não pela aritmética: memória mais rápida ajuda, mais FLOPS não.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch size</source>
        <translation>tamanho do lote (batch size)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many samples one training step processes together. A larger batch gives the hardware more parallel work but needs more memory.</source>
        <translation>Quantas amostras um passo de treinamento processa juntas. Um lote maior dá mais trabalho paralelo ao hardware, mas precisa de mais memória.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with the same range as fp32 and less precision: it rarely needs loss scaling.</source>
        <translation>Um formato numérico de 16 bits com a mesma faixa do fp32 e menos precisão: raramente precisa de escalonamento da perda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy machine</source>
        <translation>máquina ocupada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs used more than 10% of the CPU while a figure was measured: that figure is likely low and noisier than on an idle machine.</source>
        <translation>Outros programas usaram mais de 10% da CPU enquanto um valor era medido: esse valor provavelmente está baixo e mais ruidoso do que numa máquina ociosa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cache</source>
        <translation>cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small, fast memory on the processor. Work that fits in it runs faster than work that must go to main memory.</source>
        <translation>Memória pequena e rápida no próprio processador. Trabalho que cabe nela roda mais rápido do que trabalho que precisa ir à memória principal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation>clock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cycles per second a processor runs (MHz). A GPU raises its clock under load and lowers it when it is too hot or at its power limit, so the same work can take longer.</source>
        <translation>Quantos ciclos por segundo um processador executa (MHz). Uma GPU sobe o clock sob carga e o reduz quando está quente demais ou no limite de potência, então o mesmo trabalho pode demorar mais.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute-bound</source>
        <translation>limitado por computação (compute-bound)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by the arithmetic units: a processor with more FLOPS helps, faster memory does not.</source>
        <translation>Limitado pelas unidades aritméticas: um processador com mais FLOPS ajuda, memória mais rápida não.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation>cruzamento (crossover)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch size from which one device or setting stays faster than the other.</source>
        <translation>O tamanho de lote a partir do qual um dispositivo ou configuração fica sempre mais rápido que o outro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data parallelism</source>
        <translation>paralelismo de dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several devices each take part of every batch and then average their gradients: each step is shorter, but the steps still run one after another.</source>
        <translation>Vários dispositivos pegam cada um uma parte de cada lote e depois fazem a média dos seus gradientes: cada passo fica mais curto, mas os passos continuam rodando um após o outro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pass over the whole training set: dataset size divided by batch size steps.</source>
        <translation>Uma passagem por todo o conjunto de treinamento: tantos passos quanto o tamanho do conjunto de dados dividido pelo tamanho do lote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate</source>
        <translation>estimativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number computed from published specifications, not measured on this machine. Estimates are always labelled as such.</source>
        <translation>Um número calculado a partir de especificações publicadas, não medido nesta máquina. Estimativas são sempre identificadas como tal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FLOPS</source>
        <translation>FLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floating-point operations per second: how much arithmetic a device does.</source>
        <translation>Operações de ponto flutuante por segundo: quanta aritmética um dispositivo faz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with a small range: fast on tensor cores, but training needs a gradient scaler so small gradients do not round to zero.</source>
        <translation>Um formato numérico de 16 bits com faixa pequena: rápido nos núcleos tensoriais, mas o treinamento precisa de um escalonador de gradiente para que gradientes pequenos não sejam arredondados para zero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard 32-bit floating-point number format.</source>
        <translation>O formato numérico padrão de ponto flutuante de 32 bits.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frozen backbone</source>
        <translation>backbone congelado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pretrained part of a network whose weights are not trained: no gradients or optimizer state are kept for it.</source>
        <translation>A parte pré-treinada de uma rede cujos pesos não são treinados: não se guardam gradientes nem estado do otimizador para ela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fused kernel</source>
        <translation>kernel fundido (fused kernel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One operation on the device that does the work of several, saving launches and trips to memory.</source>
        <translation>Uma única operação no dispositivo que faz o trabalho de várias, economizando lançamentos e idas à memória.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDDR</source>
        <translation>GDDR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory of consumer GPUs: chips around the processor on the board, a few hundred GB/s to about 1.8 TB/s.</source>
        <translation>A memória das GPUs de consumo: chips ao redor do processador na placa, de algumas centenas de GB/s até cerca de 1,8 TB/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gradient checkpointing</source>
        <translation>gradient checkpointing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeping only each layer&apos;s input during the forward pass and computing the rest again during the backward pass: far less memory for activations, about a third more computation.</source>
        <translation>Guardar só a entrada de cada camada no passo direto e calcular o resto de novo no passo de retropropagação: muito menos memória para ativações, cerca de um terço a mais de cálculo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One number per trained weight saying how to change it; as much memory as the trained weights.</source>
        <translation>Um número por peso treinado dizendo como alterá-lo; ocupam tanta memória quanto os pesos treinados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High-bandwidth memory: stacks of memory beside the GPU die in the same package, 1.5 to 8 TB/s on data centre GPUs.</source>
        <translation>Memória de alta largura de banda: pilhas de memória ao lado do chip da GPU, no mesmo encapsulamento, de 1,5 a 8 TB/s nas GPUs de datacenter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The keys and values a language model computed for the tokens already seen, kept so that each new token is computed once. It grows with the context and the batch.</source>
        <translation>As chaves e os valores que um modelo de linguagem calculou para os tokens já vistos, guardados para que cada novo token seja calculado uma só vez. Cresce com o contexto e o lote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kernel launch</source>
        <translation>lançamento de kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting one operation on a GPU: a few microseconds each, which small operations cannot hide.</source>
        <translation>Iniciar uma operação em uma GPU: alguns microssegundos cada, que operações pequenas não conseguem esconder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knee</source>
        <translation>joelho (knee)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest batch after which each doubling of the batch gains less than 10% throughput: larger batches cost memory for little speed.</source>
        <translation>O menor lote a partir do qual cada duplicação do lote ganha menos de 10% de taxa de processamento: lotes maiores custam memória por pouca velocidade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low-rank adaptation: the model&apos;s weights stay frozen and small trainable matrices beside them learn the change, so only a fraction of a percent of the parameters need gradients and optimizer state.</source>
        <translation>Adaptação de baixo posto: os pesos do modelo ficam congelados e pequenas matrizes treináveis ao lado deles aprendem a mudança, de modo que só uma fração de um por cento dos parâmetros precisa de gradientes e de estado do otimizador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss</source>
        <translation>perda (loss)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How wrong the model&apos;s predictions are on the training batch; training makes it fall.</source>
        <translation>O quanto as previsões do modelo estão erradas no lote de treinamento; o treinamento a faz cair.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LSTM</source>
        <translation>LSTM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A recurrent network that reads a sequence one position at a time, carrying a state from each position to the next.</source>
        <translation>Uma rede recorrente que lê uma sequência uma posição por vez, levando um estado de cada posição para a seguinte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul</source>
        <translation>matmul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix multiplication: most of a network&apos;s arithmetic.</source>
        <translation>Multiplicação de matrizes: a maior parte da aritmética de uma rede.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed precision</source>
        <translation>precisão mista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing in 16-bit numbers where it is safe while keeping the weights in 32 bits: faster and smaller, with the same learning.</source>
        <translation>Calcular com números de 16 bits onde é seguro, mantendo os pesos em 32 bits: mais rápido e menor, com o mesmo aprendizado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noisy</source>
        <translation>ruidoso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A point whose figure may be off by more than 5% (its steps varied that much for how few were timed), or whose repeated measurements differed by more than 10%: read differences smaller than that as noise.</source>
        <translation>Um ponto cujo valor pode errar por mais de 5% (seus passos variaram tanto para tão poucos cronometrados), ou cujas medições repetidas diferiram em mais de 10%: leia diferenças menores que isso como ruído.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer state</source>
        <translation>estado do otimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the optimizer keeps per weight between steps: Adam keeps two numbers, SGD with momentum one.</source>
        <translation>O que o otimizador guarda por peso entre os passos: o Adam guarda dois números, o SGD com momentum, um.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory</source>
        <translation>memória insuficiente (out of memory)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device could not allocate what a step needed: the step fails; a smaller batch, lower precision or frozen layers need less.</source>
        <translation>O dispositivo não conseguiu alocar o que um passo precisava: o passo falha; um lote menor, uma precisão menor ou camadas congeladas precisam de menos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak FLOPS</source>
        <translation>pico de FLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most arithmetic a device could do per second if every unit worked every cycle; real code reaches part of it.</source>
        <translation>O máximo de aritmética que um dispositivo faria por segundo se todas as unidades trabalhassem em todos os ciclos; código real atinge uma parte disso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak memory</source>
        <translation>pico de memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most memory a step needed at any moment: on a GPU the tensors allocated, on the CPU the memory of the whole process. It decides whether a batch fits.</source>
        <translation>A maior quantidade de memória que um passo precisou em algum momento: na GPU, os tensores alocados; na CPU, a memória do processo inteiro. Decide se um lote cabe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power</source>
        <translation>potência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The electrical power the GPU draws (W). Near its power limit the GPU lowers its clock.</source>
        <translation>A potência elétrica que a GPU consome (W). Perto do limite de potência, a GPU reduz o clock.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quantisation</source>
        <translation>quantização</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storing numbers in fewer bits, such as 8 or 4 instead of 16, with a scale for each small block: a quarter of the memory at 4 bits, for a little accuracy.</source>
        <translation>Guardar números em menos bits, como 8 ou 4 em vez de 16, com uma escala para cada pequeno bloco: um quarto da memória a 4 bits, à custa de um pouco de precisão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ridge point</source>
        <translation>ponto de transição (ridge point)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arithmetic intensity where a device&apos;s bandwidth limit meets its compute limit on the roofline: below it, work is bandwidth-bound.</source>
        <translation>A intensidade aritmética em que o limite de largura de banda de um dispositivo encontra o limite de computação no roofline: abaixo dele, o trabalho é limitado por largura de banda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roofline</source>
        <translation>roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chart of achievable speed against arithmetic intensity: a sloped roof set by memory bandwidth, then a flat roof set by peak FLOPS.</source>
        <translation>Um gráfico da velocidade atingível em função da intensidade aritmética: um teto inclinado definido pela largura de banda da memória, depois um teto plano definido pelo pico de FLOPS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples per joule</source>
        <translation>amostras por joule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples done per joule of the device&apos;s energy, read from its energy counter (NVML on NVIDIA, RAPL on the CPU) over the timed steps: work per energy, where throughput is work per second.</source>
        <translation>Amostras de treinamento processadas por joule de energia do dispositivo, lida do seu contador de energia (NVML na NVIDIA, RAPL na CPU) durante os passos cronometrados: trabalho por unidade de energia, enquanto a taxa de processamento é trabalho por segundo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>samples/s</source>
        <translation>amostras/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples processed per second: the throughput of training.</source>
        <translation>Amostras de treinamento processadas por segundo: a taxa de processamento do treinamento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>comprimento da sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many positions (characters, words) a text sample has: an LSTM steps through them one by one.</source>
        <translation>Quantas posições (caracteres, palavras) uma amostra de texto tem: uma LSTM as percorre uma a uma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single instruction, multiple data: one CPU instruction applied to a row of numbers at once (8 floats with AVX2, 16 with AVX-512).</source>
        <translation>Instrução única, múltiplos dados: uma instrução da CPU aplicada a uma fileira de números de uma vez (8 floats com AVX2, 16 com AVX-512).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>steady throughput</source>
        <translation>taxa de processamento estável</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per second once warm-up is over (caches filled, clocks raised, memory allocated): what the lessons measure.</source>
        <translation>Amostras por segundo depois do aquecimento (caches preenchidos, clocks elevados, memória alocada): o que as aulas medem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One update of the weights: forward pass, backward pass and optimizer on one batch.</source>
        <translation>Uma atualização dos pesos: passagem direta, passagem reversa e otimizador em um lote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step time</source>
        <translation>tempo por passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long one training step takes (ms), once warm-up is over. Throughput is batch size divided by step time.</source>
        <translation>Quanto tempo leva um passo de treinamento (ms), depois do aquecimento. A taxa de processamento é o tamanho do lote dividido pelo tempo por passo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s core temperature (°C). Too hot, the GPU lowers its clock (thermal throttling), and training slows.</source>
        <translation>A temperatura do núcleo da GPU (°C). Quente demais, a GPU reduz o clock (thermal throttling) e o treinamento fica mais lento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor core</source>
        <translation>núcleo tensorial (tensor core)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A GPU unit that multiplies small matrices of 16-bit (or TF32) numbers in one instruction, many times faster than ordinary lanes.</source>
        <translation>Uma unidade da GPU que multiplica pequenas matrizes de números de 16 bits (ou TF32) em uma instrução, muitas vezes mais rápido que as vias comuns.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thread</source>
        <translation>thread</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An independent sequence of instructions; a CPU runs one per core (two with hyper-threading) at once.</source>
        <translation>Uma sequência independente de instruções; uma CPU roda uma por núcleo (duas com hyper-threading) ao mesmo tempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throughput</source>
        <translation>taxa de processamento (throughput)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work done per second; in training, samples per second. It is the figure to compare between devices, batch sizes and precisions.</source>
        <translation>Trabalho feito por segundo; no treinamento, amostras por segundo. É o valor a comparar entre dispositivos, tamanhos de lote e precisões.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trainable parameters</source>
        <translation>parâmetros treináveis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The weights the optimizer updates: fewer when part of the network is frozen.</source>
        <translation>Os pesos que o otimizador atualiza: menos quando parte da rede está congelada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transfer learning</source>
        <translation>aprendizado por transferência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting from a network trained on another, larger dataset and training only part of it (or all of it, briefly) on yours.</source>
        <translation>Partir de uma rede treinada em outro conjunto de dados, maior, e treinar só parte dela (ou toda ela, por pouco tempo) no seu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>utilization</source>
        <translation>utilização</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of time a processor was busy. 100% means never idle, not fully used: a GPU busy with small kernels is at 100% while most of its cores wait.</source>
        <translation>A fração do tempo em que um processador ficou ocupado. 100% significa nunca ocioso, não totalmente aproveitado: uma GPU ocupada com kernels pequenos fica em 100% enquanto a maioria dos seus núcleos espera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One unit of text a language model reads or writes: a character for the lab&apos;s tiny-gpt, a piece of a word for large models.</source>
        <translation>Uma unidade de texto que um modelo de linguagem lê ou escreve: um caractere no tiny-gpt do laboratório, um pedaço de palavra nos modelos grandes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s own memory: the model, its gradients, the optimizer state and the activations must all fit in it.</source>
        <translation>A memória própria da GPU: o modelo, seus gradientes, o estado do otimizador e as ativações precisam caber todos nela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warm-up</source>
        <translation>aquecimento (warm-up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first steps of a run, slower than the rest: memory is being allocated, kernels chosen and caches filled. Measurements leave them out.</source>
        <translation>Os primeiros passos de uma execução, mais lentos que o resto: a memória está sendo alocada, os kernels escolhidos e os caches preenchidos. As medições os deixam de fora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network&apos;s learned numbers (parameters): 4 bytes each in fp32.</source>
        <translation>Os números aprendidos da rede (parâmetros): 4 bytes cada em fp32.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/chart_terms.py" line="+59"/>
        <source>What the words on this chart mean: {terms}</source>
        <translation>O que significam as palavras deste gráfico: {terms}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the chart {title}</source>
        <translation>Explicar o gráfico {title}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>What the words on this chart mean, in plain language.</source>
        <translation>O que significam as palavras deste gráfico, em linguagem simples.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{title}: the words</source>
        <translation>{title}: as palavras</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="+50"/>
        <location line="+74"/>
        <source>Glossary</source>
        <translation>Glossário</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>The words the charts, readings and lessons use, in plain language.</source>
        <translation>As palavras que os gráficos, as leituras e as aulas usam, em linguagem simples.</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+49"/>
        <source>waiting for the first sample…</source>
        <translation>aguardando a primeira amostra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now:</source>
        <translation>Agora:</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{host} · {card}</source>
        <translation>{host} · {card}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{busy} busy · {clock} · load {load} · RAM {used} of {total} · swap {swap}</source>
        <translation>{busy} em uso · {clock} · carga {load} · RAM {used} de {total} · swap {swap}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{busy} busy, memory bus {bus}
{used} of {total} used · {temperature} · fan {fan}
{power} of {limit} · energy {energy}
clocks {core} core, {memory} memory
PCIe rx {rx}, tx {tx} · throttling: {throttle}</source>
        <translation>{busy} em uso, barramento de memória {bus}
{used} de {total} usados · {temperature} · ventoinha {fan}
{power} de {limit} · energia {energy}
clocks: núcleo {core}, memória {memory}
PCIe rx {rx}, tx {tx} · throttling: {throttle}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/controls.py" line="+21"/>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10 min</source>
        <translation>10 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Sample every</source>
        <translation>Amostrar a cada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often to read the hardware ({low}-{high} s)</source>
        <translation>Com que frequência ler o hardware ({low}-{high} s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the past the plots show</source>
        <translation>Quanto do passado os gráficos mostram</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The recorded process: {cpu} of one core, {rss} resident</source>
        <translation>O processo gravado: {cpu} de um núcleo, {rss} residente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its agent on {host}: {cpu} of one core, {rss} resident</source>
        <translation>O agente em {host}: {cpu} de um núcleo, {rss} residentes</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>This app: {cpu} of one core, {rss} resident</source>
        <translation>Este app: {cpu} de um núcleo, {rss} residente</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+144"/>
        <source>Reading this machine&apos;s hardware…</source>
        <translation>Lendo o hardware desta máquina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+174"/>
        <source>No GPU found</source>
        <translation>Nenhuma GPU encontrada</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Utilization</source>
        <translation>Utilização</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>uso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory used</source>
        <translation>Memória usada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU temperature</source>
        <translation>Temperatura da GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU power</source>
        <translation>Potência da GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>power</source>
        <translation>potência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation>Clocks</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clock</source>
        <translation>clock</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>swap</source>
        <translation>swap</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>{host} {curve}</source>
        <translation>{host} {curve}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="-33"/>
        <source>CPU and memory</source>
        <translation>CPU e memória</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU {index} · {vendor}</source>
        <translation>GPU {index} · {vendor}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="+33"/>
        <source>reading…</source>
        <translation>lendo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Software on {host}:&lt;/b&gt; {listed}</source>
        <translation>&lt;b&gt;Software em {host}:&lt;/b&gt; {listed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Software:&lt;/b&gt; {listed}</source>
        <translation>&lt;b&gt;Software:&lt;/b&gt; {listed}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="-128"/>
        <source>RAM total</source>
        <translation>RAM total</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU {index}</source>
        <translation>GPU {index}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/curves.py" line="+18"/>
        <source>{gpu} memory bus</source>
        <translation>barramento de memória da {gpu}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} core</source>
        <translation>núcleo da {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} memory</source>
        <translation>memória da {gpu}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+8"/>
        <source>{gpu} total</source>
        <translation>total da {gpu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu} limit</source>
        <translation>limite da {gpu}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+12"/>
        <source>measuring…</source>
        <translation>medindo…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="-19"/>
        <source>Shown from this machine&apos;s last launch; reading it afresh…</source>
        <translation>Dados da última abertura do app nesta máquina; lendo de novo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the rest: the CPU in detail, the RAM copy speed and PyTorch…</source>
        <translation>Lendo o resto: a CPU em detalhe, a velocidade de cópia da RAM e o PyTorch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine the recording was made on, not this one: its specs and its readings as recorded.</source>
        <translation>A máquina em que a gravação foi feita, não esta: suas especificações e leituras como foram gravadas.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Two machines: {host}, read live over ssh, and this one, {here}. Each card and curve is named by its machine.</source>
        <translation>Duas máquinas: {host}, lida ao vivo por ssh, e esta, {here}. Cada cartão e cada curva leva o nome da sua máquina.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CPU has a few fast cores; SIMD ({simd}) lets each one work on 8 to 16 numbers per instruction. A GPU has thousands of simpler lanes and memory several times faster, which is what the large matrix multiplications of deep learning need: the same operation on many numbers at once.</source>
        <translation>Uma CPU tem poucos núcleos rápidos; SIMD ({simd}) permite que cada um trabalhe com 8 a 16 números por instrução. Uma GPU tem milhares de vias mais simples e uma memória várias vezes mais rápida, que é o que as grandes multiplicações de matrizes do aprendizado profundo exigem: a mesma operação em muitos números ao mesmo tempo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>running on CPU only</source>
        <translation>rodando só na CPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{vendor}: {reason}</source>
        <translation>{vendor}: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only ({reasons})</source>
        <translation>rodando só na CPU ({reasons})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Everything still works on the CPU. On a machine with an NVIDIA, AMD or Apple GPU, each GPU gets a card here, the GPU/CPU ratios of cores, memory bandwidth and FLOPS appear below, and the plots add GPU utilization, memory, temperature, power and clocks.</source>
        <translation>&lt;b&gt;Por quê:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Tudo continua funcionando na CPU. Em uma máquina com GPU NVIDIA, AMD ou Apple, cada GPU ganha um cartão aqui, as razões GPU/CPU de núcleos, largura de banda da memória e FLOPS aparecem abaixo, e os gráficos passam a mostrar utilização, memória, temperatura, potência e clocks da GPU.</translation>
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
        <translation>Processo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>Memória da GPU</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU {index} (GPU/CPU)</source>
        <translation>GPU {index} (GPU/CPU)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+44"/>
        <source>CPU per core</source>
        <translation>CPU por núcleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: {host}</source>
        <translation>{title}: {host}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy (%)</source>
        <translation>uso (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>logical core</source>
        <translation>núcleo lógico</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia_values.py" line="+41"/>
        <source>no NVIDIA driver found (NVML library not installed)</source>
        <translation>nenhum driver NVIDIA encontrado (biblioteca NVML não instalada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver not loaded</source>
        <translation>driver NVIDIA não carregado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>driver/library version mismatch: reboot</source>
        <translation>versões do driver e da biblioteca não coincidem: reinicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to access the NVIDIA driver</source>
        <translation>sem permissão para acessar o driver NVIDIA</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>idle</source>
        <translation>ociosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applications clocks setting</source>
        <translation>configuração de clocks de aplicação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software power cap</source>
        <translation>limite de potência por software</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware slowdown</source>
        <translation>redução por hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sync boost</source>
        <translation>sync boost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software thermal slowdown</source>
        <translation>redução térmica por software</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware thermal slowdown</source>
        <translation>redução térmica por hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power brake</source>
        <translation>freio de potência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>display clock setting</source>
        <translation>configuração de clock de vídeo</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/amd_specs.py" line="+19"/>
        <source>amdsmi not installed (pip install &apos;dl-dashboard[amd]&apos;)</source>
        <translation>amdsmi não instalado (pip install &apos;dl-dashboard[amd]&apos;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no AMD GPU found</source>
        <translation>nenhuma GPU AMD encontrada</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>AMD GPU driver (amdgpu) not loaded</source>
        <translation>driver de GPU AMD (amdgpu) não carregado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU driver (amdgpu) did not answer (DRM error)</source>
        <translation>driver de GPU AMD (amdgpu) não respondeu (erro DRM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to open the AMD GPU: add your user to the &apos;render&apos; and &apos;video&apos; groups</source>
        <translation>sem permissão para abrir a GPU AMD: adicione seu usuário aos grupos &apos;render&apos; e &apos;video&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) could not be loaded: install amd-smi-lib from ROCm</source>
        <translation>não foi possível carregar a biblioteca AMD SMI (libamd_smi.so): instale amd-smi-lib do ROCm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) is too old for this amdsmi package</source>
        <translation>a biblioteca AMD SMI (libamd_smi.so) é antiga demais para este pacote amdsmi</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/apple.py" line="+35"/>
        <source>not a Mac</source>
        <translation>não é um Mac</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intel Mac: no Apple Silicon GPU</source>
        <translation>Mac Intel: sem GPU Apple Silicon</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia.py" line="+51"/>
        <source>nvidia-ml-py is not installed</source>
        <translation>nvidia-ml-py não está instalado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver found but no GPU</source>
        <translation>driver NVIDIA encontrado, mas nenhuma GPU</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/energy.py" line="+25"/>
        <source>no {folder} (not Linux, or a virtual machine that hides the CPU&apos;s energy counters)</source>
        <translation>{folder} não existe (não é Linux, ou uma máquina virtual esconde os contadores de energia da CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAPL package zone in {folder} (not an Intel or recent AMD CPU, or hidden by the VM)</source>
        <translation>nenhuma zona de pacote RAPL em {folder} (não é uma CPU Intel ou AMD recente, ou a VM a esconde)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is readable by root only (Linux 5.10 and newer); run as root or allow it with chmod</source>
        <translation>{file} só pode ser lido pelo root (Linux 5.10 e mais recentes); execute como root ou libere com chmod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} could not be read: {error}</source>
        <translation>{file} não pôde ser lido: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML could not start: {error}</source>
        <translation>o NVML não pôde iniciar: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML has no GPU {index}: {error}</source>
        <translation>o NVML não tem a GPU {index}: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this GPU has no energy counter (NVML offers one on Volta and newer)</source>
        <translation>esta GPU não tem contador de energia (o NVML oferece um a partir da Volta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML failed: {error}</source>
        <translation>o NVML falhou: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no energy counter is read for {device}</source>
        <translation>nenhum contador de energia é lido para {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the energy counter could not be read</source>
        <translation>não foi possível ler o contador de energia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another rank could not read its device&apos;s energy counter</source>
        <translation>outro rank não conseguiu ler o contador de energia do seu dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no epoch was completed</source>
        <translation>nenhuma época foi concluída</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../dashboard/lessons/advisor_lesson.py" line="+32"/>
        <source>The GPUs are estimates from their published numbers and the traced model, not measurements.</source>
        <translation>As GPUs são estimativas a partir dos números publicados e do modelo rastreado, não medições.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Measured here: {rate:,.0f} samples/s on {device} at batch {batch}.</source>
        <translation>Medido aqui: {rate:,.0f} amostras/s em {device} com lote {batch}.</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+29"/>
        <source>No catalogue GPU fits this model at this batch.</source>
        <translation>Nenhuma GPU do catálogo comporta este modelo com este lote.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s.</source>
        <translation>A mais rápida para este modelo: {gpu}, cerca de {rate} amostras/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s, {ratio:,.0f}x the {measured:,.0f} samples/s measured here on {device}.</source>
        <translation>A mais rápida para este modelo: {gpu}, cerca de {rate} amostras/s, {ratio:,.0f}x as {measured:,.0f} amostras/s medidas aqui em {device}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, compute-bound for this model.</source>
        <translation>A mais rápida: {gpu}, {low}-{high} amostras/s, limitada por computação para este modelo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, memory-bound for this model.</source>
        <translation>A mais rápida: {gpu}, {low}-{high} amostras/s, limitada por memória para este modelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most samples per joule: {gpu}.</source>
        <translation>Mais amostras por joule: {gpu}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest memory that fits: {gpu} with {memory} GB (largest batch about {batch:,}).</source>
        <translation>Menor memória que comporta o modelo: {gpu} com {memory} GB (maior lote: cerca de {batch:,}).</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/bench.py" line="+41"/>
        <source>{benchmark} on {device}</source>
        <translation>{benchmark} em {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peaks on {device}</source>
        <translation>picos em {device}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>No GPU here: the CPU was measured; the {gpu} is shown from its published numbers (estimate), its matmul at {share:.0%} of its fp32 peak.</source>
        <translation>Sem GPU aqui: a CPU foi medida; a {gpu} é mostrada a partir dos números publicados (estimativa), com a matmul a {share:.0%} do pico fp32 dela.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name} atingiria cerca de {gflops:,.0f} GFLOPS em uma matmul fp32.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name} atingiria cerca de {gflops:,.0f} GFLOPS em uma matmul fp32, {share:.0%} do seu pico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name} mediu {gflops:,.0f} GFLOPS em uma matmul fp32.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of the peak computed from the clock it reports: it ran at a higher clock than that (turbo boost, which a virtual machine often hides), so that peak is too low.</source>
        <translation>{name} mediu {gflops:,.0f} GFLOPS em uma matmul fp32, {share:.0%} do pico calculado a partir do clock que informa: rodou com um clock mais alto que esse (turbo boost, que uma máquina virtual muitas vezes esconde), então esse pico está baixo demais.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name} mediu {gflops:,.0f} GFLOPS em uma matmul fp32, {share:.0%} do seu pico.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No matmul could be measured here: the details say why.</source>
        <translation>Nenhum matmul pôde ser medido aqui: os detalhes dizem por quê.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul, {share:.0%} of its computed peak.</source>
        <translation>Este processador atingiu {gflops:,.0f} GFLOPS em um matmul, {share:.0%} do seu pico calculado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul.</source>
        <translation>Este processador atingiu {gflops:,.0f} GFLOPS em um matmul.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A {gpu} would multiply matrices about {ratio:,.0f}x as fast as this CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>Uma {gpu} multiplicaria matrizes cerca de {ratio:,.0f}x mais rápido que esta CPU: {gflops:,.0f} contra {cpu:,.0f} GFLOPS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {gpu} multiplied matrices {ratio:,.0f}x as fast as the CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>A {gpu} multiplicou matrizes {ratio:,.0f}x mais rápido que a CPU: {gflops:,.0f} contra {cpu:,.0f} GFLOPS.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate (estimate): thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>Isso é {ratio:,.0f}x a taxa da CPU (estimativa): milhares de vias trabalhando em partes independentes das mesmas matrizes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate: thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>Isso é {ratio:,.0f}x a taxa da CPU: milhares de vias trabalhando em partes independentes das mesmas matrizes.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No GPU here: the CPU was measured; the GDDR and HBM GPUs are shown from their published numbers.</source>
        <translation>Sem GPU aqui: a CPU foi medida; as GPUs GDDR e HBM são mostradas a partir dos números publicados.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The matmul or the copy could not be measured here, so there is no ridge to place the model against.</source>
        <translation>O matmul ou a cópia não pôde ser medido aqui, então não há ponto de inflexão (ridge) para situar o modelo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this device, work below about {ridge:.0f} FLOPs per byte waits for memory; above it, for arithmetic.</source>
        <translation>Neste dispositivo, trabalho abaixo de cerca de {ridge:.0f} FLOPs por byte espera pela memória; acima disso, pela aritmética.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, below this device&apos;s ridge of {ridge:.0f}: memory bandwidth limits it (bandwidth-bound).</source>
        <translation>O modelo faz {intensity:.0f} FLOPs por byte, abaixo do ponto de inflexão (ridge) deste dispositivo, {ridge:.0f}: a largura de banda da memória o limita (limitado pela largura de banda).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, above this device&apos;s ridge of {ridge:.0f}: arithmetic limits it (compute-bound).</source>
        <translation>O modelo faz {intensity:.0f} FLOPs por byte, acima do ponto de inflexão (ridge) deste dispositivo, {ridge:.0f}: a aritmética o limita (limitado pela computação).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This CPU measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>Esta CPU mediu {matmul:,.0f} GFLOPS em uma matmul e {copy:,.0f} GB/s em uma cópia: trabalho abaixo de cerca de {ridge:.0f} FLOPs por byte espera pela memória aqui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This {device} measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>O dispositivo {device} mediu {matmul:,.0f} GFLOPS em uma matmul e {copy:,.0f} GB/s em uma cópia: trabalho abaixo de cerca de {ridge:.0f} FLOPs por byte espera pela memória aqui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the bandwidth-bound side.</source>
        <translation>O modelo faz {intensity:.0f} FLOPs por byte e atingiu {gflops:,.0f} GFLOPS: neste dispositivo, ele fica do lado limitado por largura de banda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the compute-bound side.</source>
        <translation>O modelo faz {intensity:.0f} FLOPs por byte e atingiu {gflops:,.0f} GFLOPS: neste dispositivo, ele fica do lado limitado por computação.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} ({memory}, {bandwidth:,.0f} GB/s) turns at {ridge:.0f} FLOPs per byte.</source>
        <translation>{gpu} ({memory}, {bandwidth:,.0f} GB/s) tem o ponto de transição em {ridge:.0f} FLOPs por byte.</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/catalog.py" line="+39"/>
        <source>CPU vs GPU: a few fast cores against thousands of simple ones</source>
        <translation>CPU vs GPU: poucos núcleos rápidos contra milhares de núcleos simples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU has a handful of powerful cores, each with SIMD lanes that apply one instruction to 8 or 16 numbers at once; a GPU has thousands of simpler lanes and memory several times faster. Training is mostly large matrix multiplications, which split into many independent pieces, so the GPU&apos;s width wins. This lesson puts both side by side and times the same matrix multiplication on each.</source>
        <translation>Uma CPU tem um punhado de núcleos potentes, cada um com vias SIMD que aplicam uma instrução a 8 ou 16 números de uma vez; uma GPU tem milhares de vias mais simples e uma memória várias vezes mais rápida. O treinamento é, em sua maior parte, grandes multiplicações de matrizes (matmul), que se dividem em muitas partes independentes, então a largura da GPU vence. Esta aula coloca as duas lado a lado e cronometra a mesma multiplicação de matrizes em cada uma.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch size is the unit of parallelism</source>
        <translation>O tamanho do lote (batch size) é a unidade de paralelismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A batch is the group of samples processed together in one step: a larger batch gives the hardware more independent work at once, so throughput rises. Once the cores are full it flattens at the knee, and past it a larger batch only costs memory, or even slows down when it no longer fits in the caches.</source>
        <translation>Um lote é o grupo de amostras processadas juntas em um passo: um lote maior dá ao hardware mais trabalho independente de uma vez, então a taxa de processamento sobe. Quando os núcleos estão cheios, ela se estabiliza no joelho (knee), e depois dele um lote maior só custa memória, ou até fica mais lento quando não cabe mais nos caches.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When the CPU wins</source>
        <translation>Quando a CPU vence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting work on a GPU has a fixed cost: launching each operation and copying each batch. A small model at a small batch gives the GPU too little to do to pay that cost back, so the CPU is faster; as the batch grows the GPU overtakes it at the crossover batch.</source>
        <translation>Começar um trabalho em uma GPU tem um custo fixo: lançar cada operação e copiar cada lote. Um modelo pequeno com um lote pequeno dá à GPU pouco trabalho para compensar esse custo, então a CPU é mais rápida; à medida que o lote cresce, a GPU a ultrapassa no lote de cruzamento (crossover).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory limits: what fills the device</source>
        <translation>Limites de memória: o que enche o dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training keeps the weights, one gradient per weight, the optimizer&apos;s state (Adam keeps two more numbers per weight) and the activations saved for the backward pass. Only the activations grow with the batch, so they decide the largest batch that fits; one more and the device runs out of memory.</source>
        <translation>O treinamento guarda os pesos, um gradiente por peso, o estado do otimizador (o Adam guarda mais dois números por peso) e as ativações salvas para a passagem reversa. Só as ativações crescem com o lote, então são elas que decidem o maior lote que cabe; um a mais e o dispositivo fica sem memória (out of memory).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs are serial, batches are parallel</source>
        <translation>Épocas são seriais, lotes são paralelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An epoch is one pass over the training data in steps of one batch, and each step needs the weights the previous step produced, so steps run one after another. A larger batch means fewer steps per epoch, which shortens the epoch only while throughput still rises. More devices split each batch between them; they cannot run the steps of an epoch at the same time.</source>
        <translation>Uma época é uma passagem pelos dados de treinamento em passos de um lote, e cada passo precisa dos pesos que o passo anterior produziu, então os passos rodam um após o outro. Um lote maior significa menos passos por época, o que encurta a época só enquanto a taxa de processamento ainda sobe. Mais dispositivos dividem cada lote entre si; eles não podem rodar os passos de uma época ao mesmo tempo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory bandwidth vs compute: the roofline</source>
        <translation>Largura de banda da memória vs computação: o roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every operation needs arithmetic and data. If it does few calculations per byte it reads, it waits for memory (bandwidth-bound); if many, it waits for the arithmetic units (compute-bound). The roofline draws both limits; GPUs with HBM memory move data several times faster than those with GDDR, which matters for the bandwidth-bound part of a model.</source>
        <translation>Toda operação precisa de aritmética e de dados. Se faz poucos cálculos por byte que lê, ela espera pela memória (bandwidth-bound); se faz muitos, espera pelas unidades aritméticas (compute-bound). O roofline desenha os dois limites; GPUs com memória HBM movem dados várias vezes mais rápido que as com GDDR, o que importa para a parte de um modelo limitada por largura de banda.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixed precision and tensor cores</source>
        <translation>Precisão mista e núcleos tensoriais (tensor cores)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers stored in 16 bits (fp16, bf16) take half the memory and bandwidth of 32-bit ones, and tensor cores multiply them many times faster. Mixed precision computes in 16 bits where it is safe and keeps the weights in 32 bits, so the loss should fall as it does in fp32.</source>
        <translation>Números armazenados em 16 bits (fp16, bf16) ocupam metade da memória e da largura de banda dos de 32 bits, e os núcleos tensoriais os multiplicam muitas vezes mais rápido. A precisão mista calcula em 16 bits onde é seguro e mantém os pesos em 32 bits, então a perda (loss) deve cair como em fp32.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfer learning: what to train</source>
        <translation>Aprendizado por transferência: o que treinar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network trained on a large dataset already knows general features. Freezing its backbone trains only the new head: far fewer trainable parameters, no gradients for the rest, less memory and faster steps; training the last block too, or everything, adapts more at a higher cost.</source>
        <translation>Uma rede treinada em um grande conjunto de dados já conhece características gerais. Congelar o backbone dela treina só a nova cabeça: muito menos parâmetros treináveis, sem gradientes para o resto, menos memória e passos mais rápidos; treinar também o último bloco, ou tudo, adapta mais, a um custo maior.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CNN vs LSTM: why a recurrent model parallelises less</source>
        <translation>CNN vs LSTM: por que um modelo recorrente paraleliza menos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A convolution looks at every position of its input at once; an LSTM reads a sequence one position after another, because each step needs the previous step&apos;s state. A fused LSTM kernel (cuDNN on NVIDIA) does each time step in a few large operations; a hand-written cell launches many small ones per step, so it pays more for every position of the sequence.</source>
        <translation>Uma convolução olha todas as posições da sua entrada de uma vez; uma LSTM lê uma sequência uma posição após a outra, porque cada passo precisa do estado do passo anterior. Um kernel LSTM fundido (cuDNN na NVIDIA) faz cada passo de tempo em poucas operações grandes; uma célula escrita à mão lança muitas pequenas por passo, então paga mais por cada posição da sequência.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads and SIMD on the CPU</source>
        <translation>Threads e SIMD na CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU parallelises a step over its cores with threads, and within each core over SIMD lanes. More threads help only when the batch has enough work to share: a small batch spends more time dividing and synchronising than computing.</source>
        <translation>Uma CPU paraleliza um passo entre seus núcleos com threads e, dentro de cada núcleo, entre as vias SIMD. Mais threads só ajudam quando o lote tem trabalho suficiente para dividir: um lote pequeno gasta mais tempo dividindo e sincronizando do que calculando.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing a GPU</source>
        <translation>Escolhendo uma GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right GPU is the one whose memory holds your model at the batch you want and whose compute or bandwidth, whichever limits your model, is highest for the money and power. The advisor traces the model once and estimates every catalogue GPU from its published numbers.</source>
        <translation>A GPU certa é aquela cuja memória comporta o seu modelo com o lote que você quer e cuja computação ou largura de banda, a que limitar o seu modelo, é a mais alta pelo preço e pela potência. O consultor rastreia o modelo uma vez e estima cada GPU do catálogo a partir dos números publicados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and sequence length</source>
        <translation>Atenção e comprimento da sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In attention every position of a sequence looks at every earlier one. Written as the formula, it keeps a score for each pair of positions, so its memory grows with the square of the sequence length; a fused kernel (FlashAttention, PyTorch&apos;s scaled_dot_product_attention) computes the same result in tiles and never keeps them all, so its memory grows linearly.</source>
        <translation>Na atenção, cada posição de uma sequência olha para todas as anteriores. Escrita como a fórmula, ela guarda uma pontuação para cada par de posições, então sua memória cresce com o quadrado do comprimento da sequência; um kernel fundido (FlashAttention, o scaled_dot_product_attention do PyTorch) calcula o mesmo resultado em blocos e nunca as guarda todas, então sua memória cresce linearmente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What fits for a language model</source>
        <translation>O que cabe para um modelo de linguagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning every weight of a language model keeps, per parameter, the weight, its gradient and Adam&apos;s state: about 16 bytes. LoRA freezes the model and trains small adapters beside it; QLoRA also stores the frozen weights in 4 bits. Inference needs only the weights and the KV cache of the context.</source>
        <translation>O ajuste fino de todos os pesos de um modelo de linguagem guarda, por parâmetro, o peso, o seu gradiente e o estado do Adam: cerca de 16 bytes. O LoRA congela o modelo e treina pequenos adaptadores ao lado dele; o QLoRA também guarda os pesos congelados em 4 bits. A inferência precisa só dos pesos e do cache KV do contexto.</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/estimates.py" line="+16"/>
        <source>(estimate)</source>
        <translation>(estimativa)</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/lab.py" line="+89"/>
        <source>{step} ({done} of {units})</source>
        <translation>{step} ({done} de {units})</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{series} at sequence length {length}</source>
        <translation>{series}, comprimento da sequência {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series} batch {batch}</source>
        <translation>{series} lote {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/memory.py" line="+45"/>
        <source>No GPU here: a CPU has no memory limit that can be hit safely (running out means the system killing the app, not an error to catch), so the CPU&apos;s memory was measured at a few batches and the largest batch of catalogue GPUs is estimated (estimate).</source>
        <translation>Sem GPU aqui: uma CPU não tem um limite de memória que possa ser atingido com segurança (ficar sem memória significa o sistema encerrar o app, não um erro a capturar), então a memória da CPU foi medida em alguns lotes e o maior lote das GPUs do catálogo é estimado (estimativa).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Batch {fitting:,} was the largest that fitted on {device}; batch {failing:,} raised a real out-of-memory error.</source>
        <translation>O lote {fitting:,} foi o maior que coube em {device}; o lote {failing:,} gerou um erro real de falta de memória.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state take {fixed} at any batch; activations, {activations} at batch {batch}, grow with it.</source>
        <translation>Pesos, gradientes e estado do otimizador ocupam {fixed} em qualquer lote; as ativações, {activations} no lote {batch}, crescem com ele.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On a GPU, one batch too many raises torch.cuda.OutOfMemoryError: the step fails, the batch is halved until it fits. Estimated largest batches: {batches}.</source>
        <translation>Em uma GPU, um lote grande demais gera torch.cuda.OutOfMemoryError: o passo falha e o lote é reduzido à metade até caber. Maiores lotes estimados: {batches}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch {failing:,} raised a real out-of-memory error on {device}, caught and reported; the largest batch that fitted was {fitting:,}.</source>
        <translation>O lote {failing:,} gerou um erro real de memória insuficiente em {device}, capturado e relatado; o maior lote que coube foi {fitting:,}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>At batch {batch} with Adam: weights {weights}, gradients {gradients}, optimizer state {optimizer} (together {fixed}, whatever the batch) and activations {activations}, which grow with the batch (sizes of the traced tensors).</source>
        <translation>Com lote {batch} e Adam: pesos {weights}, gradientes {gradients}, estado do otimizador {optimizer} (juntos {fixed}, qualquer que seja o lote) e ativações {activations}, que crescem com o lote (tamanhos dos tensores rastreados).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measured peak memory went from {first} at batch {first_batch} to {last} at batch {last_batch} (the whole process on a CPU).</source>
        <translation>O pico de memória medido foi de {first} no lote {first_batch} a {last} no lote {last_batch} (o processo inteiro, na CPU).</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/readings.py" line="+20"/>
        <source>Curves and figures marked (estimate) are computed from published specifications, not measured here: they show the shape to expect, not this machine.</source>
        <translation>Curvas e valores marcados com (estimativa) são calculados a partir de especificações publicadas, não medidos aqui: mostram a forma esperada, não esta máquina.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Other processes used up to {busiest:.0f}% of the CPU while this was measured: the figures are likely low and noisier than on an idle machine.</source>
        <translation>Outros processos usaram até {busiest:.0f}% da CPU durante esta medição: os valores provavelmente estão baixos e mais ruidosos do que numa máquina ociosa.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>At batch {batch}, {faster} ran {ratio:.2f}x as fast as {slower} ({fast:,.0f} samples/s against {slow:,.0f} samples/s): {why}</source>
        <translation>No lote {batch}, {faster} atingiu {ratio:.2f}x a velocidade de {slower} ({fast:,.0f} amostras/s contra {slow:,.0f} amostras/s): {why}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/run.py" line="+144"/>
        <source>setting up: {title}</source>
        <translation>preparando: {title}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>done</source>
        <translation>concluído</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson could not run here: {message}</source>
        <translation>A aula não pôde rodar aqui: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson failed: {error}: {message}</source>
        <translation>A aula falhou: {error}: {message}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped before the end: {reading}</source>
        <translation>Parou antes do fim: {reading}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Stopped after %Ln measured point(s); there is not enough to read yet.</source>
        <translation>
            <numerusform>Parou após %Ln ponto medido; ainda não há o suficiente para ler.</numerusform>
            <numerusform>Parou após %Ln pontos medidos; ainda não há o suficiente para ler.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/sweeps.py" line="+80"/>
        <source>Going from batch {first} to batch {best} multiplied throughput by {ratio:.1f}x: a bigger batch is more work the cores do at once.</source>
        <translation>Passar do lote {first} ao lote {best} multiplicou a taxa de processamento por {ratio:.1f}x: um lote maior é mais trabalho que os núcleos fazem ao mesmo tempo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Peak memory grew with each step up ({steps}).</source>
        <translation>O pico de memória cresceu a cada aumento de lote ({steps}).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU here: the CPU was measured; the {gpu} curve is an estimate from its published numbers, not a measurement.</source>
        <translation>Sem GPU aqui: a CPU foi medida; a curva da {gpu} é uma estimativa a partir dos números publicados, não uma medição.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>an estimate: the GPU side is not measured</source>
        <translation>uma estimativa: o lado da GPU não foi medido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clear: both leads are beyond the noise</source>
        <translation>claro: as duas vantagens estão além do ruído</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not certain: a lead within {margin:.0%} could swap on the next run</source>
        <translation>incerto: uma vantagem dentro de {margin:.0%} poderia se inverter na próxima execução</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on (the curves meet near batch {meet:.0f}); this crossover is {sure}.</source>
        <translation>{small} venceu nos lotes pequenos e {large}, a partir do lote {batch} (as curvas se encontram perto do lote {meet:.0f}); este cruzamento é {sure}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on; this crossover is {sure}.</source>
        <translation>{small} venceu nos lotes pequenos e {large}, a partir do lote {batch}; este cruzamento é {sure}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{winner} was faster than {loser} at every batch measured, from {smallest} to {largest}: no crossover here.</source>
        <translation>{winner} foi mais rápido que {loser} em todos os lotes medidos, de {smallest} a {largest}: aqui não há cruzamento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side overtook the other over the batches measured.</source>
        <translation>Nenhum dos lados ultrapassou o outro nos lotes medidos.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each step needs the weights the step before produced, so the steps of an epoch run one after another whatever the number of devices: more devices only split each batch.</source>
        <translation>Cada passo precisa dos pesos que o passo anterior produziu, então os passos de uma época rodam um após o outro, qualquer que seja o número de dispositivos: mais dispositivos só dividem cada lote.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An epoch took {small_time} at batch {small} ({small_steps:,} steps, one after another) and {large_time} at batch {large} ({large_steps:,} steps).</source>
        <translation>Uma época levou {small_time} com lote {small} ({small_steps:,} passos, um após o outro) e {large_time} com lote {large} ({large_steps:,} passos).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because the larger batch did more of each step&apos;s work in parallel.</source>
        <translation>Uma época de {dataset:,} amostras são {small_steps:,} passos seriais com lote {small} ({small_time} medidos) e {large_steps:,} com lote {large} ({large_time}): {ratio:.2f}x o tempo para {small}/{large} dos passos, porque o lote maior fez mais do trabalho de cada passo em paralelo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because throughput did not rise with the batch here, so fewer steps did not mean a shorter epoch.</source>
        <translation>Uma época de {dataset:,} amostras são {small_steps:,} passos seriais com lote {small} ({small_time} medidos) e {large_steps:,} com lote {large} ({large_time}): {ratio:.2f}x o tempo para {small}/{large} dos passos, porque a taxa de processamento não subiu com o lote aqui, então menos passos não significaram uma época mais curta.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>16-bit numbers halve the bytes moved, and tensor cores (on a GPU) multiply them faster; a CPU without bf16 units may gain little or lose.</source>
        <translation>os números de 16 bits reduzem à metade os bytes movimentados, e os núcleos tensoriais (em uma GPU) os multiplicam mais rápido; uma CPU sem unidades bf16 pode ganhar pouco ou até perder.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The backbone starts from random weights here (no download), so this shows what each choice costs and how fast it learns from scratch: a frozen random backbone gives the head features that mean nothing, where frozen pretrained features would already separate the classes.</source>
        <translation>Aqui o backbone começa com pesos aleatórios (sem download), então isto mostra quanto cada escolha custa e quão rápido se aprende do zero: um backbone aleatório congelado dá à cabeça características que não significam nada, enquanto características pré-treinadas congeladas já separariam as classes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a frozen backbone needs no gradients or optimizer state for most of the network.</source>
        <translation>um backbone congelado não precisa de gradientes nem de estado do otimizador para a maior parte da rede.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>about in proportion</source>
        <translation>quase proporcional</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than in proportion</source>
        <translation>menos que proporcional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no measurable growth</source>
        <translation>sem crescimento mensurável</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{ms:.0f} ms at {length}</source>
        <translation>{ms:.0f} ms com {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series}: {times} per step at batch {batch}.</source>
        <translation>{series}: {times} por passo, com lote {batch}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: it launches many small operations for every position, where a fused kernel launches a few large ones.</source>
        <translation>Com comprimento {length}, {cell} levou {ratio:.1f}x o tempo de {fused}: lança muitas operações pequenas a cada posição, enquanto um kernel fundido lança poucas e grandes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: no clear cost of the many small operations on this device.</source>
        <translation>Com comprimento {length}, {cell} levou {ratio:.1f}x o tempo de {fused}: nenhum custo claro das muitas operações pequenas neste dispositivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{series} took {ms:.0f} ms per step at the same batch: its convolutions process every position of an image at once, so it has no sequence of steps to wait on.</source>
        <translation>{series} levou {ms:.0f} ms por passo com o mesmo lote: suas convoluções processam todas as posições de uma imagem de uma vez, então não há uma sequência de passos a esperar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{ratio:.1f}x ({series})</source>
        <translation>{ratio:.1f}x ({series})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {times}x longer sequence barely changed the LSTM steps here ({ratios}): read it as noise.</source>
        <translation>Uma sequência {times}x mais longa quase não mudou os passos da LSTM aqui ({ratios}): leia isso como ruído.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A {times}x longer sequence made the LSTM steps slower, {ratios}: each position waits for the one before.</source>
        <translation>Uma sequência {times}x mais longa deixou os passos da LSTM mais lentos, {ratios}: cada posição espera pela anterior.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{series} {ratio:.1f}x ({words})</source>
        <translation>{series} {ratio:.1f}x ({words})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: the positions run one after another, each waiting for the state the one before produced; what does not grow is the part of a step that does not depend on the length (embedding, output layer, optimizer).</source>
        <translation>Sequência {times}x mais longa ({short} -&gt; {long}); tempo por passo: {ratios}. As posições rodam uma após a outra, cada uma esperando o estado que a anterior produziu; o que não cresce é a parte do passo que não depende do comprimento (embedding, camada de saída, otimizador).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: no measurable growth here: read these figures as noise (see below), not as the lesson.</source>
        <translation>Sequência {times}x mais longa ({short} -&gt; {long}); tempo por passo: {ratios}. Nenhum crescimento mensurável aqui: leia estes valores como ruído (veja abaixo), não como a lição.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At batch {batch}, {most} ran {ratio:.2f}x as fast as {one}.</source>
        <translation>No lote {batch}, {most} atingiu {ratio:.2f}x a velocidade de {one}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ideal would be the ratio of threads; what falls short is time spent dividing the work and waiting, which a small batch cannot hide, and cores shared with other programs.</source>
        <translation>O ideal seria a razão entre os números de threads; o que falta é tempo gasto dividindo o trabalho e esperando, que um lote pequeno não consegue esconder, e núcleos compartilhados com outros programas.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/column.py" line="+46"/>
        <source>Done in {seconds:,.1f} s</source>
        <translation>Concluído em {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped in {seconds:,.1f} s</source>
        <translation>Parado em {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed in {seconds:,.1f} s</source>
        <translation>Falhou em {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped</source>
        <translation>Parado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{status}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{status}: %Ln ponto medido</numerusform>
            <numerusform>{status}: %Ln pontos medidos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figure_data.py" line="+127"/>
        <source>your model</source>
        <translation>seu modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory: measured copy {copy:,.0f} GB/s</source>
        <translation>memória: cópia medida {copy:,.0f} GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cores (CPU) or SMs (GPU)</source>
        <translation>núcleos (CPU) ou SMs (GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 SIMD lanes per core</source>
        <translation>vias SIMD fp32 por núcleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 lanes in all</source>
        <translation>vias fp32 no total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock (GHz)</source>
        <translation>clock (GHz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory bandwidth (GB/s)</source>
        <translation>largura de banda da memória (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak fp32 (GFLOPS)</source>
        <translation>pico fp32 (GFLOPS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>maior lote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory gb</source>
        <translation>memória (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory type</source>
        <translation>tipo de memória</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max batch size</source>
        <translation>tamanho máx. do lote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second</source>
        <translation>amostras por segundo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second low</source>
        <translation>amostras por segundo (mín.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second high</source>
        <translation>amostras por segundo (máx.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>limitado por</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per joule</source>
        <translation>amostras por joule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bandwidth gbps</source>
        <translation>largura de banda (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 tflops</source>
        <translation>TFLOPS fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ridge flops per byte</source>
        <translation>ponto de transição (FLOPs por byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use</source>
        <translation>uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory (GiB)</source>
        <translation>memória (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs that fit</source>
        <translation>GPUs em que cabe</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figures.py" line="+46"/>
        <source>The lesson&apos;s chart appears here as it is measured: press Run.</source>
        <translation>O gráfico da aula aparece aqui à medida que é medido: pressione Executar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson measured nothing it could draw: its reading says why.</source>
        <translation>Esta aula não mediu nada que pudesse desenhar: a leitura dela explica por quê.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation>estado do otimizador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>activations</source>
        <translation>ativações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>workspace</source>
        <translation>espaço de trabalho</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>framework</source>
        <translation>framework</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+11"/>
        <source>Matrix multiply: measured against peak</source>
        <translation>Multiplicação de matrizes: medido vs pico</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>GFLOPS (log scale)</source>
        <translation>GFLOPS (escala log)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>peak (datasheet)</source>
        <translation>pico (ficha técnica)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate, not measured</source>
        <translation>estimativa, não medido</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{gflops:,.0f} GFLOPS, {share:.0%} of peak</source>
        <translation>{gflops:,.0f} GFLOPS, {share:.0%} do pico</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+24"/>
        <location line="+132"/>
        <source>Memory of one training step</source>
        <translation>Memória de um passo de treinamento</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Memory of a language model in each use</source>
        <translation>Memória de um modelo de linguagem em cada uso</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Memory of {model} at {context:,} tokens in each use</source>
        <translation>Memória do {model} com {context:,} tokens em cada uso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>what a 24 GB card can hold</source>
        <translation>o que cabe numa placa de 24 GB</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Memory of one training step at batch {batch:,}, {total:,.0f} MiB in all</source>
        <translation>Memória de um passo de treinamento com lote {batch:,}, {total:,.0f} MiB no total</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory of one training step at batch {batch:,}</source>
        <translation>Memória de um passo de treinamento com lote {batch:,}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of one training step, {total:,.0f} MiB in all</source>
        <translation>Memória de um passo de treinamento, {total:,.0f} MiB no total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{title}; the largest batch that fitted: {largest:,}</source>
        <translation>{title}; o maior lote que coube: {largest:,}</translation>
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
        <translation>Aulas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each lesson measures this machine: 5 to 20 seconds on a 2-core CPU. Click a term in the text for its meaning.</source>
        <translation>Cada aula mede esta máquina: de 5 a 20 segundos em uma CPU de 2 núcleos. Clique em um termo do texto para ver o significado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous lesson (the list is hidden in presenter mode)</source>
        <translation>A aula anterior (a lista fica oculta no modo apresentação)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Executar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this lesson on this machine</source>
        <translation>Medir esta aula nesta máquina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; what was measured is kept and read</source>
        <translation>Parar após o passo atual; o que foi medido é mantido e lido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation>Próxima ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next lesson</source>
        <translation>A próxima aula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the measurement says</source>
        <translation>O que a medição diz</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Press Run to measure it on this machine.</source>
        <translation>Pressione Executar para medi-la nesta máquina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading appears here once the lesson has run.</source>
        <translation>A leitura aparece aqui depois que a aula for executada.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Measuring…</source>
        <translation>Medindo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting {lesson}…</source>
        <translation>Iniciando {lesson}…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopping after the current step…</source>
        <translation>Parando após o passo atual…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{step} · about {seconds:,.0f} s left</source>
        <translation>{step} · faltam cerca de {seconds:,.0f} s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lesson stopped: {message}</source>
        <translation>A aula parou: {message}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Failed after {seconds:,.1f} s: nothing was measured.</source>
        <translation>Falhou após {seconds:,.1f} s: nada foi medido.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Playing the recorded lesson…</source>
        <translation>Reproduzindo a aula gravada…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reading appears here once the recorded lesson has run.</source>
        <translation>A leitura aparece aqui depois que a aula gravada for reproduzida.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Recorded: {step}</source>
        <translation>Gravado: {step}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This recording&apos;s figure cannot be drawn ({problem}): it was made by another version of the app, or damaged. Its reading follows.</source>
        <translation>O gráfico desta gravação não pode ser desenhado ({problem}): ela foi feita por outra versão do app, ou está danificada. A leitura vem a seguir.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/terms.py" line="+78"/>
        <source>not in the glossary yet</source>
        <translation>ainda não está no glossário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</source>
        <translation>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Terms (click one for its meaning): {terms}</source>
        <translation>Termos (clique em um para ver o significado): {terms}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/llm_lesson.py" line="+40"/>
        <source>Estimates from the model&apos;s published shape and the GPUs&apos; published memory: nothing is measured here.</source>
        <translation>Estimativas a partir da forma publicada do modelo e da memória publicada das GPUs: nada é medido aqui.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{model} at {context:,} tokens needs {full} to fine-tune fully, which {full_fits} of {count} GPUs hold; with QLoRA it needs {qlora}, which {qlora_fits} hold.</source>
        <translation>O {model} com {context:,} tokens precisa de {full} para o ajuste fino completo, o que cabe em {full_fits} de {count} GPUs; com QLoRA precisa de {qlora}, o que cabe em {qlora_fits}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{how}: {memory}, of it {cache} of KV cache; {fits} of {count} GPUs hold it, the smallest {smallest}.</source>
        <translation>{how}: {memory}, dos quais {cache} de cache KV; cabe em {fits} de {count} GPUs, a menor {smallest}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{how}: {memory}, or {checkpointed} with gradient checkpointing; {fits} of {count} GPUs hold it ({fits_checkpointed} with checkpointing), the smallest {smallest}.</source>
        <translation>{how}: {memory}, ou {checkpointed} com gradient checkpointing; cabe em {fits} de {count} GPUs ({fits_checkpointed} com checkpointing), a menor {smallest}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Assumed: bf16 weights, Adam for the trained parameters, LoRA rank {rank} on every projection, a 4-bit NF4 base for QLoRA, batch {batch}, one GPU with {headroom:.0%} of its memory kept free. The Advisor page says each in full.</source>
        <translation>Pressupostos: pesos em bf16, Adam para os parâmetros treinados, LoRA de posto {rank} em cada projeção, uma base NF4 de 4 bits para o QLoRA, lote {batch}, uma GPU com {headroom:.0%} da memória livre. A página do Consultor diz cada um por inteiro.</translation>
    </message>
</context>
<context>
    <name>Memory</name>
    <message>
        <location filename="../../dashboard/advisor/fits.py" line="+299"/>
        <source>use a batch of at most {largest:,}</source>
        <translation>use um lote de no máximo {largest:,}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not even batch 1 fits: free memory, or choose a smaller model or resolution</source>
        <translation>nem o lote 1 cabe: libere memória ou escolha um modelo ou resolução menor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch {batch:,} of {what} needs about {need} on the {device}; {available} is available (less {kept:.0%} kept free): {advice}</source>
        <translation>o lote {batch:,} de {what} precisa de cerca de {need} em {device}; há {available} disponíveis (menos {kept:.0%} mantidos livres): {advice}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{amount:.1f} {unit}</source>
        <translation>{amount:.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{model} for training in {processes} processes</source>
        <translation>{model} para treino em {processes} processos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model} for training</source>
        <translation>{model} para treino</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{model} for inference</source>
        <translation>{model} para inferência</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>{refusal} (and %Ln larger batch(es))</source>
        <translation>
            <numerusform>{refusal} (e %Ln lote maior)</numerusform>
            <numerusform>{refusal} (e %Ln lotes maiores)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+74"/>
        <source>{what} at sequence length {length:,}</source>
        <translation>{what} com comprimento da sequência {length:,}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>searching up to batch {largest:,}, not {limit:,}: batch {next:,} of {what} needs about {need} on the {device}, more than the {available} available (less {kept:.0%} kept free)</source>
        <translation>buscando até o lote {largest:,}, não {limit:,}: o lote {next:,} de {what} precisa de cerca de {need} em {device}, mais do que os {available} disponíveis (menos {kept:.0%} mantidos livres)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../dashboard/ui/menus.py" line="+50"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a run or experiment…</source>
        <translation>&amp;Abrir uma execução ou experimento…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recentes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export this page…</source>
        <translation>&amp;Exportar esta página…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to a &amp;machine…</source>
        <translation>Conectar a uma &amp;máquina…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a re&amp;cording…</source>
        <translation>Abrir uma &amp;gravação…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as a recor&amp;ding…</source>
        <translation>Exportar como gra&amp;vação…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Modo apresentação</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, panels hidden, large text and thick lines for a projector</source>
        <translation>Tela cheia, painéis ocultos, texto grande e linhas grossas para projetor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side &amp;panels</source>
        <translation>&amp;Painéis laterais</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Larger text</source>
        <translation>Texto ma&amp;ior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Smaller text</source>
        <translation>Texto m&amp;enor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>Tamanho &amp;normal do texto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark theme</source>
        <translation>Tema escuro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light theme</source>
        <translation>Tema claro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toggle theme</source>
        <translation>Alternar tema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeiros passos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Concepts, and where to see them</source>
        <translation>&amp;Conceitos e onde vê-los</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>G&amp;lossary</source>
        <translation>&amp;Glossário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../../dashboard/ui/pages.py" line="+25"/>
        <source>&amp;Hardware</source>
        <translation>&amp;Hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Training lab</source>
        <translation>&amp;Laboratório de treinamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Experiments</source>
        <translation>&amp;Experimentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advisor</source>
        <translation>&amp;Consultor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lessons</source>
        <translation>A&amp;ulas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening {page}…</source>
        <translation>Abrindo {page}…</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../../dashboard/ui/remote/dialog.py" line="+23"/>
        <source>Connect to a machine</source>
        <translation>Conectar a uma máquina</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The window reaches it with this computer&apos;s ssh: your ~/.ssh/config, keys and agent, never a password. dl-dashboard must be installed there, in the same version as here.</source>
        <translation>A janela chega a ela pelo ssh deste computador: seu ~/.ssh/config, suas chaves e seu agente, nunca uma senha. O dl-dashboard precisa estar instalado lá, na mesma versão que aqui.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its dl-dashboard command:</source>
        <translation>Seu comando dl-dashboard:</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/remote/watch.py" line="+55"/>
        <source>Back to this machine</source>
        <translation>Voltar a esta máquina</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Connecting to {host} over ssh…</source>
        <translation>Conectando a {host} via ssh…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Watching {host} live over ssh: {hardware}</source>
        <translation>Acompanhando {host} ao vivo via ssh: {hardware}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The link to the machine ended: {problem}</source>
        <translation>A conexão com a máquina terminou: {problem}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: {problem}</source>
        <translation>Não conectado: {problem}</translation>
    </message>
    <message>
        <location filename="../../dashboard/protocol/transport.py" line="+42"/>
        <source>give the dl-dashboard command of the remote machine, e.g. dl-dashboard or /opt/venv/bin/dl-dashboard</source>
        <translation>informe o comando dl-dashboard da máquina remota, por exemplo dl-dashboard ou /opt/venv/bin/dl-dashboard</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{host} is not a host name: give one as ssh takes it (gpu-server, user@10.0.0.5, or an alias of ~/.ssh/config)</source>
        <translation>{host} não é um nome de host: informe um como o ssh aceita (gpu-server, user@10.0.0.5 ou um alias do ~/.ssh/config)</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dashboard/recording/exchange.py" line="+110"/>
        <source> (recorded on {machine})</source>
        <translation> (gravado em {machine})</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/bar.py" line="+111"/>
        <location line="+34"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+34"/>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Play or pause the recording (Space)</source>
        <translation>Reproduzir ou pausar a gravação (Espaço)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Velocidade de reprodução</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{speed}x</source>
        <translation>{speed}x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the recording</source>
        <translation>Posição na gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave replay</source>
        <translation>Sair da reprodução</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to this machine&apos;s live readings</source>
        <translation>Voltar às leituras ao vivo desta máquina</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/files.py" line="+18"/>
        <source>Recordings (*{suffix});;All files (*)</source>
        <translation>Gravações (*{suffix});;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a recording</source>
        <translation>Abrir uma gravação</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as a recording</source>
        <translation>Exportar como gravação</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot export {name}: {problem}.</source>
        <translation>Não foi possível exportar {name}: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export it: {problem}.</source>
        <translation>Não foi possível exportar: {problem}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording written to {target}: {events:,} events and {samples:,} hardware samples. Play it on any machine with File &gt; Open a recording.</source>
        <translation>Gravação salva em {target}: {events:,} eventos e {samples:,} amostras de hardware. Reproduza-a em qualquer máquina com Arquivo &gt; Abrir uma gravação.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/mode.py" line="+45"/>
        <source>Stop the training run first: a recorded run plays in the Training lab&apos;s charts.</source>
        <translation>Pare a execução de treinamento primeiro: uma execução gravada é reproduzida nos gráficos do Laboratório de treinamento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the experiment to end (or cancel it) first: a recorded experiment plays in the Experiments page&apos;s charts.</source>
        <translation>Espere o experimento terminar (ou cancele-o) primeiro: um experimento gravado é reproduzido nos gráficos da página Experimentos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the lesson to end (or stop it) first: a recorded lesson plays in the Lessons page.</source>
        <translation>Espere a aula terminar (ou pare-a) primeiro: uma aula gravada é reproduzida na página Aulas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the benchmarks to end (or cancel them) first: recorded benchmarks play in the Advisor&apos;s Measured vs peak tab.</source>
        <translation>Espere os benchmarks terminarem (ou cancele-os) primeiro: benchmarks gravados são reproduzidos na aba Medido vs pico do Consultor.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading the recording {file}…</source>
        <translation>Lendo a gravação {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the recording… {share:.0%}</source>
        <translation>Lendo a gravação… {share:.0%}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not opened, nothing imported: {problem}</source>
        <translation>Não foi aberta, nada foi importado: {problem}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Left the replay: live readings of this machine.</source>
        <translation>Reprodução encerrada: leituras ao vivo desta máquina.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still writing the last recording: export again once it is written.</source>
        <translation>A última gravação ainda está sendo salva: exporte de novo quando ela terminar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Writing the recording {file}…</source>
        <translation>Salvando a gravação {file}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording was not written: {problem}</source>
        <translation>A gravação não foi salva: {problem}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{banner} (its machine&apos;s specs were not recorded)</source>
        <translation>{banner} (as especificações da máquina não foram gravadas)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing a recording made on {machine}.</source>
        <translation>Reproduzindo uma gravação feita em {machine}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved experiments, to compare with this machine&apos;s.</source>
        <translation>Reproduzindo uma gravação feita em {machine}; adicionada aos experimentos salvos, para comparar com os desta máquina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved runs, to compare with this machine&apos;s.</source>
        <translation>Reproduzindo uma gravação feita em {machine}; adicionada às execuções salvas, para comparar com as desta máquina.</translation>
    </message>
    <message>
        <location filename="../../dashboard/recording/fileformat.py" line="+85"/>
        <source>Recording: {title}, made on {machine}, {when} (dl-dashboard {version})</source>
        <translation>Gravação: {title}, feita em {machine}, {when} (dl-dashboard {version})</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/headline.py" line="-12"/>
        <source>batch {batch}</source>
        <translation>lote {batch}</translation>
    </message>
</context>
<context>
    <name>Specs</name>
    <message>
        <location filename="../../dashboard/hardware/describe.py" line="+22"/>
        <source>{physical} physical, {logical} logical</source>
        <translation>{physical} físicos, {logical} lógicos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{base} base, {max} max</source>
        <translation>{base} base, {max} máx.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+107"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Vendor / arch</source>
        <translation>Fabricante / arq.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Cores</source>
        <translation>Núcleos</translation>
    </message>
    <message>
        <location line="-108"/>
        <location line="+110"/>
        <location line="+29"/>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak FP32 (est.)</source>
        <translation>Pico FP32 (estim.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM copy speed</source>
        <translation>Velocidade de cópia da RAM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured at start-up: one thread copying 256 MiB several times, counting bytes read plus written. It moves from copy to copy and from launch to launch: other programs using the CPU or the memory bus at that moment, the CPU&apos;s clock (still rising, or lowered to save power), and whether the OS backed the buffers with huge pages. The median is the number to quote; the range shows how far single copies strayed.</source>
        <translation>Medida na inicialização: uma thread copia 256 MiB várias vezes, contando os bytes lidos mais os escritos. O valor varia de cópia para cópia e de uma inicialização para outra: outros programas usando a CPU ou o barramento de memória naquele momento, o clock da CPU (ainda subindo, ou reduzido para economizar energia) e se o sistema operacional alocou os buffers em huge pages. A mediana é o número a citar; a faixa mostra o quanto cópias isoladas se afastaram dela.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{median} (measured, 1 thread)</source>
        <translation>{median} (medido, 1 thread)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread); it varies with other load and the CPU&apos;s clock</source>
        <translation>{median} (mediana de {repeats}, {low:,.1f}–{high:,.1f}; 1 thread); varia com outras cargas e com o clock da CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)</source>
        <translation>{median} (mediana de {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{version} ({build} build)</source>
        <translation>{version} (build {build})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not installed</source>
        <translation>não instalado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OS</source>
        <translation>SO</translation>
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
        <translation>Backends utilizáveis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu only</source>
        <translation>só cpu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intra-op threads</source>
        <translation>Threads intra-op</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>units</source>
        <translation>unidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{lanes} in {count} {groups}</source>
        <translation>{lanes} em {count} {groups}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cores} ({count} GPU cores)</source>
        <translation>{cores} ({count} núcleos de GPU)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{size} unified (shared with the CPU)</source>
        <translation>{size} unificada (compartilhada com a CPU)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1st gen</source>
        <translation>1ª geração</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd gen</source>
        <translation>2ª geração</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd gen</source>
        <translation>3ª geração</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th gen</source>
        <translation>4ª geração</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th gen</source>
        <translation>5ª geração</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} ({generation})</source>
        <translation>{count} ({generation})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{core} max core, {memory} memory</source>
        <translation>núcleo {core} máx., memória {memory}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{now} now, {max} max</source>
        <translation>{now} agora, {max} máx.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Arquitetura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute capability</source>
        <translation>Compute capability</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor cores</source>
        <translation>Núcleos tensoriais</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Bandwidth (peak)</source>
        <translation>Largura de banda (pico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Peak FP32</source>
        <translation>Pico FP32</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Power limit</source>
        <translation>Limite de potência</translation>
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
        <translation>Driver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Parallel cores</source>
        <translation>Núcleos paralelos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation>Largura de banda da memória</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <location filename="../../dashboard/training/choices.py" line="+42"/>
        <source>Two convolution and pooling layers and two dense layers: the smallest CNN that learns real images.</source>
        <translation>Duas camadas de convolução e pooling e duas camadas densas: a menor CNN que aprende imagens reais.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Keras example CNN (three valid-padding convolutions, two dense layers) rewritten in PyTorch.</source>
        <translation>A CNN do exemplo do Keras (três convoluções com padding &quot;valid&quot;, duas camadas densas) reescrita em PyTorch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A character model on PyTorch&apos;s fused nn.LSTM (cuDNN on NVIDIA GPUs) predicting the next character.</source>
        <translation>Um modelo de caracteres com o nn.LSTM fundido do PyTorch (cuDNN em GPUs NVIDIA) que prevê o próximo caractere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The same character model with a hand-written LSTM cell unrolled in Python, to compare with the fused one.</source>
        <translation>O mesmo modelo de caracteres com uma célula LSTM escrita à mão e desenrolada em Python, para comparar com a fundida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A small GPT: three causal transformer blocks predicting the next character, with fused or plain attention.</source>
        <translation>Um GPT pequeno: três blocos transformer causais que preveem o próximo caractere, com atenção fundida ou simples.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An 11-million-parameter residual network from torchvision, pretrained on ImageNet, with a new head.</source>
        <translation>Uma rede residual de 11 milhões de parâmetros do torchvision, pré-treinada na ImageNet, com uma nova cabeça.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 2.5-million-parameter network built for phones, pretrained on ImageNet, with a new head.</source>
        <translation>Uma rede de 2,5 milhões de parâmetros feita para celulares, pré-treinada na ImageNet, com uma nova cabeça.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 138-million-parameter plain convolutional network, pretrained on ImageNet: heavy on memory and FLOPs.</source>
        <translation>Uma rede convolucional simples de 138 milhões de parâmetros, pré-treinada na ImageNet: pesada em memória e em FLOPs.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>shapes (built-in, 10 classes)</source>
        <translation>shapes (embutido, 10 classes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST digits (download)</source>
        <translation>dígitos MNIST (download)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion-MNIST (download)</source>
        <translation>Fashion-MNIST (download)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIFAR-10 (download)</source>
        <translation>CIFAR-10 (download)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python stdlib source (built-in text)</source>
        <translation>código-fonte da stdlib do Python (texto embutido)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A torchvision classification model with random weights.</source>
        <translation>Um modelo de classificação do torchvision com pesos aleatórios.</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="+48"/>
        <source>batch size</source>
        <translation>tamanho do lote</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+50"/>
        <source>epochs</source>
        <translation>épocas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>steps</source>
        <translation>passos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed</source>
        <translation>semente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threads</source>
        <translation>threads</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+148"/>
        <source>processes</source>
        <translation>processos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data-loader workers</source>
        <translation>workers do carregador de dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resolution</source>
        <translation>resolução</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training samples</source>
        <translation>amostras de treinamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation samples</source>
        <translation>amostras de validação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>comprimento da sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm-up steps</source>
        <translation>passos de aquecimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report interval</source>
        <translation>intervalo de relatório</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>unknown length unit &apos;{unit}&apos;: choose one of {choices}</source>
        <translation>unidade de duração desconhecida &apos;{unit}&apos;: escolha uma de {choices}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} {value} is not allowed: give its name as text</source>
        <translation>{name}: o valor {value} não é permitido: informe o nome como texto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown model {value}: choose one of {choices}</source>
        <translation>modelo desconhecido {value}: escolha um de {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown dataset {value}: choose one of {choices}</source>
        <translation>conjunto de dados desconhecido {value}: escolha um de {choices}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use python-text</source>
        <translation>o modelo &apos;{model}&apos; não pode treinar com &apos;{dataset}&apos;: use python-text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use an image dataset (shapes, mnist, fashion-mnist, cifar10)</source>
        <translation>o modelo &apos;{model}&apos; não pode treinar com &apos;{dataset}&apos;: use um conjunto de imagens (shapes, mnist, fashion-mnist, cifar10)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>learning rate {value} is not allowed: use a finite number greater than 0 and at most {highest} (e.g. 0.001)</source>
        <translation>taxa de aprendizado {value} não é permitida: use um número finito maior que 0 e no máximo {highest} (ex.: 0.001)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>say how long to train: a number of epochs or of steps</source>
        <translation>diga quanto tempo treinar: um número de épocas ou de passos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device {value} is not available here: choose one of {choices}</source>
        <translation>o dispositivo {value} não está disponível aqui: escolha um de {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown precision {value}: choose one of {choices}</source>
        <translation>precisão desconhecida {value}: escolha uma de {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown optimizer {value}: choose one of {choices}</source>
        <translation>otimizador desconhecido {value}: escolha um de {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown freeze mode {value}: choose one of {choices}</source>
        <translation>modo de congelamento desconhecido {value}: escolha um de {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freezing needs a pretrained backbone: choose {models}, or freeze mode &apos;full&apos;</source>
        <translation>congelar exige um backbone pré-treinado: escolha {models} ou o modo de congelamento &apos;full&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown attention {value}: choose one of {choices}</source>
        <translation>atenção desconhecida {value}: escolha uma de {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention &apos;{attention}&apos; applies to tiny-gpt only: for {model} use &apos;fused&apos;</source>
        <translation>a atenção &apos;{attention}&apos; só se aplica ao tiny-gpt: para {model} use &apos;fused&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+72"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (this machine&apos;s logical cores)</source>
        <translation>{name}: o valor {value} não é permitido: use um número inteiro de {low:,.0f} a {high:,.0f} (os núcleos lógicos desta máquina)</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>{name} {value} px is not allowed: use a whole number from {low:,.0f} to {high:,.0f} px</source>
        <translation>{name}: o valor {value} px não é permitido: use um número inteiro de {low:,.0f} a {high:,.0f} px</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f}</source>
        <translation>{name}: o valor {value} não é permitido: use um número inteiro de {low:,.0f} a {high:,.0f}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} {value} is not allowed: use true or false</source>
        <translation>{name}: o valor {value} não é permitido: use true ou false</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>data-parallel training runs on the CPU or on CUDA GPUs: on mps use 1 process</source>
        <translation>o treinamento com paralelismo de dados roda na CPU ou em GPUs CUDA: em mps use 1 processo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (one per GPU of this machine)</source>
        <translation>{name}: o valor {value} não é permitido: use um número inteiro de {low:,.0f} a {high:,.0f} (um por GPU desta máquina)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32 or bf16</source>
        <translation>a precisão mista fp16 (com escalonador de gradiente) exige uma GPU CUDA: em {device} use fp32 ou bf16</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32</source>
        <translation>a precisão mista fp16 (com escalonador de gradiente) exige uma GPU CUDA: em {device} use fp32</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 autocast is offered on cpu and CUDA: on mps use fp32</source>
        <translation>o autocast bf16 é oferecido em cpu e CUDA: em mps use fp32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device} does not support bf16 (it needs an Ampere or newer GPU): use fp16 or fp32</source>
        <translation>{device} não suporta bf16 (exige uma GPU Ampere ou mais recente): use fp16 ou fp32</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/disk.py" line="+22"/>
        <source>set DL_DASHBOARD_DATA_DIR to a writable folder with free space</source>
        <translation>defina DL_DASHBOARD_DATA_DIR como uma pasta gravável com espaço livre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk full</source>
        <translation>disco cheio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk quota exceeded</source>
        <translation>cota de disco excedida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read-only file system</source>
        <translation>sistema de arquivos somente leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>permissão negada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O error</source>
        <translation>erro de E/S</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the data folder {folder} cannot be used: none of its parent folders can be read; {hint}</source>
        <translation>a pasta de dados {folder} não pode ser usada: nenhuma das pastas acima dela pode ser lida; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is a file, not a folder; {hint}</source>
        <translation>a pasta de dados {folder} não pode ser usada: {existing} é um arquivo, não uma pasta; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is not writable (read-only or no permission); {hint}</source>
        <translation>a pasta de dados {folder} não pode ser usada: {existing} não é gravável (somente leitura ou sem permissão); {hint}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the data folder {folder} cannot be used: {reason}; {hint}</source>
        <translation>a pasta de dados {folder} não pode ser usada: {reason}; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} has only {free} free; a run needs at least {needed}; {hint}</source>
        <translation>a pasta de dados {folder} tem só {free} livres; uma execução precisa de pelo menos {needed}; {hint}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/training/run_schema.py" line="+148"/>
        <source>%Ln unreadable line(s) (not JSON: the file was damaged or edited)</source>
        <translation>
            <numerusform>%Ln linha ilegível (não é JSON: o arquivo foi danificado ou editado)</numerusform>
            <numerusform>%Ln linhas ilegíveis (não é JSON: o arquivo foi danificado ou editado)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln line(s) with wrong types (from another version, or edited)</source>
        <translation>
            <numerusform>%Ln linha com tipos errados (de outra versão, ou editada)</numerusform>
            <numerusform>%Ln linhas com tipos errados (de outra versão, ou editadas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last line, cut short (the app was killed while writing it)</source>
        <translation>a última linha, cortada (o app foi encerrado à força enquanto a escrevia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skipped {lines}.</source>
        <translation>Ignoradas: {lines}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/runs.py" line="+311"/>
        <source>model default</source>
        <translation>padrão do modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default</source>
        <translation>padrão</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>run {number}</source>
        <translation>execução {number}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/figures.py" line="+53"/>
        <source>samples per second</source>
        <translation>amostras por segundo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step</source>
        <translation>por passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step, {share} of it waiting for the all-reduce</source>
        <translation>por passo, {share} dele esperando o all-reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>process memory (RAM)</source>
        <translation>memória do processo (RAM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} memory (tensors)</source>
        <translation>memória de {device} (tensores)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU busy</source>
        <translation>uso da CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} busy</source>
        <translation>uso de {device}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="-157"/>
        <source>SGD (momentum 0.9)</source>
        <translation>SGD (momentum 0,9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 mixed (CUDA, grad scaler)</source>
        <translation>fp16 misto (CUDA, escalonador de gradiente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 autocast</source>
        <translation>bf16 autocast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>backbone congelado (só a cabeça)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>último bloco + cabeça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused (scaled_dot_product_attention)</source>
        <translation>fundida (scaled_dot_product_attention)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain (matmul, mask, softmax, matmul)</source>
        <translation>simples (matmul, máscara, softmax, matmul)</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Run</source>
        <translation>Execução</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+63"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Dataset</source>
        <translation>Conjunto de dados</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation>Tamanho do lote (batch size)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Duração</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Learning rate</source>
        <translation>Taxa de aprendizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+2"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>CPU threads</source>
        <translation>Threads da CPU</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Fine-tuning</source>
        <translation>Ajuste fino (fine-tuning)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Resolution</source>
        <translation>Resolução</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Loader workers</source>
        <translation>Workers do carregador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="-1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Attention</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>How the transformer computes attention: one fused kernel, or the formula step by step, which keeps the sequence length x sequence length scores in memory</source>
        <translation>Como o transformer calcula a atenção: um único kernel fundido, ou a fórmula passo a passo, que mantém na memória as pontuações de comprimento da sequência x comprimento da sequência</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Samples per step: larger batches use the hardware&apos;s parallelism, and its memory</source>
        <translation>Amostras por passo: lotes maiores aproveitam o paralelismo do hardware, e também a memória dele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate, e.g. 0.001 or 3e-4</source>
        <translation>Taxa de aprendizado, ex.: 0.001 ou 3e-4</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+8"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch&apos;s default</source>
        <translation>padrão do torch</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch intra-op threads: how many CPU cores one step may use</source>
        <translation>threads intra-op do torch: quantos núcleos da CPU um passo pode usar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data-parallel processes (DistributedDataParallel, started by torchrun): each trains a whole batch and they average their gradients every step. On CUDA, one per GPU; on the CPU, the threads are shared among them</source>
        <translation>Processos com paralelismo de dados (DistributedDataParallel, iniciados pelo torchrun): cada um treina um lote inteiro e eles fazem a média dos gradientes a cada passo. Em CUDA, um por GPU; na CPU, as threads são divididas entre eles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>channels-last (NHWC)</source>
        <translation>channels-last (NHWC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep data on the device</source>
        <translation>manter os dados no dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate/move the whole built-in dataset to the training device once</source>
        <translation>Gerar/mover todo o conjunto de dados embutido para o dispositivo de treinamento uma única vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pin memory</source>
        <translation>fixar memória (pin memory)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+3"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>download when needed</source>
        <translation>baixar quando necessário</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Download datasets and pretrained weights that are not cached yet. Off: use only what is here; the built-in datasets always work offline</source>
        <translation>Baixar os conjuntos de dados e pesos pré-treinados que ainda não estão em cache. Desmarcado: usa só o que já está aqui; os conjuntos embutidos sempre funcionam offline</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>model default ({pixels} px)</source>
        <translation>padrão do modelo ({pixels} px)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n/a (text)</source>
        <translation>n/d (texto)</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>Measuring {model}…</source>
        <translation>Medindo {model}…</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>The recording does not say the model&apos;s size.</source>
        <translation>A gravação não informa o tamanho do modelo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward, as recorded</source>
        <translation>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parâmetros, {trainable:,.0f} treináveis · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; por amostra no forward, como gravado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward (a training step is about 3x) · input {shape}</source>
        <translation>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parâmetros, {trainable:,.0f} treináveis · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; por amostra no forward (um passo de treinamento custa cerca de 3x) · entrada {shape}</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Cannot build this model: {reason}</source>
        <translation>Não é possível construir este modelo: {reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This run trained on {device}, which this machine does not have: {chosen} is chosen instead.</source>
        <translation>Esta execução treinou em {device}, que esta máquina não tem: {chosen} foi escolhido no lugar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also from the saved run: {settings}.</source>
        <translation>Também da execução salva: {settings}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/live.py" line="+79"/>
        <source>Loss</source>
        <translation>Perda (loss)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross-entropy</source>
        <translation>entropia cruzada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>Acurácia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>accuracy</source>
        <translation>acurácia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Taxa de processamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time (after warm-up)</source>
        <translation>Tempo por passo (após o aquecimento)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>memória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>uso</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+86"/>
        <source>time since start (s)</source>
        <translation>tempo desde o início (s)</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+212"/>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>train (raw)</source>
        <translation>treino (bruta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train (smoothed)</source>
        <translation>treino (suavizada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>validation</source>
        <translation>validação</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>train (running)</source>
        <translation>treino (em andamento)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steady (after warm-up)</source>
        <translation>estável (após o aquecimento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole step</source>
        <translation>passo inteiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for data</source>
        <translation>esperando dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process RSS</source>
        <translation>RSS do processo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the gradient all-reduce</source>
        <translation>esperando o all-reduce dos gradientes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank}</source>
        <translation>rank {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device}: tensors</source>
        <translation>{device}: tensores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device}: reserved</source>
        <translation>{device}: reservada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU {index}</source>
        <translation>GPU {index}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>RAM total</source>
        <translation>RAM total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} total</source>
        <translation>total de {device}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+114"/>
        <source>Ready. Press Start to train.</source>
        <translation>Pronto. Pressione Iniciar para treinar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start training (F5)</source>
        <translation>Iniciar o treinamento (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause or resume (F6)</source>
        <translation>Pausar ou retomar (F6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop; the run so far is kept (Shift+F5)</source>
        <translation>Parar; a execução até aqui é mantida (Shift+F5)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Preparing: loading the data and building the model…</source>
        <translation>Preparando: carregando os dados e construindo o modelo…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Following the run on {host} again ({folder})…</source>
        <translation>Acompanhando de novo o treino em {host} ({folder})…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Stopping…</source>
        <translation>Parando…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Ended after step {step:,.0f} without a summary; the steps recorded are kept in the saved run.</source>
        <translation>Terminou após o passo {step:,.0f} sem resumo; os passos registrados ficam na execução salva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing was trained.</source>
        <translation>Nada foi treinado.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Opening run {name}…</source>
        <translation>Abrindo a execução {name}…</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Opening run… (%Ln step(s))</source>
        <translation>
            <numerusform>Abrindo a execução… (%Ln passo)</numerusform>
            <numerusform>Abrindo a execução… (%Ln passos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/training/run_export.py" line="+63"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>%Ln arquivo exportado para {folder}</numerusform>
            <numerusform>%Ln arquivos exportados para {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+31"/>
        <source>Saved run {name} could not be opened.</source>
        <translation>A execução salva {name} não pôde ser aberta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open {name}: {reason}.</source>
        <translation>Não foi possível abrir {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="+152"/>
        <source>Cannot overlay {name}: {reason}.</source>
        <translation>Não é possível sobrepor {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/run_export.py" line="-41"/>
        <source>Choose a saved run to export.</source>
        <translation>Escolha uma execução salva para exportar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export run as CSV</source>
        <translation>Exportar execução como CSV</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot export {name}: {reason}.</source>
        <translation>Não foi possível exportar {name}: {reason}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export plots to folder</source>
        <translation>Exportar gráficos para uma pasta</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="-92"/>
        <source>Saved runs</source>
        <translation>Execuções salvas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open a run; select several (Ctrl/Shift) and press Overlay to compare them</source>
        <translation>Clique duas vezes para abrir uma execução; selecione várias (Ctrl/Shift) e pressione Sobrepor para compará-las</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay</source>
        <translation>Sobrepor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected runs&apos; loss and throughput on the same axes</source>
        <translation>Desenhar a perda e a taxa de processamento das execuções selecionadas nos mesmos eixos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by time</source>
        <translation>por tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by step</source>
        <translation>por passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay against each run&apos;s time since start, or against its step number (which compares runs of different speed sample for sample)</source>
        <translation>Sobrepor pelo tempo desde o início de cada execução, ou pelo número do passo (que compara execuções de velocidades diferentes amostra a amostra)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected run&apos;s metrics as CSV</source>
        <translation>Exportar as métricas da execução selecionada como CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plots…</source>
        <translation>Gráficos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the plots as PNG and SVG</source>
        <translation>Exportar os gráficos como PNG e SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link to the machine that trains this run dropped; the run went on there. Follow it again: its steps since, live, added to this copy (or all at once if it has ended).</source>
        <translation>A ligação com a máquina que treina este treino caiu; o treino continuou lá. Acompanhe-o de novo: os passos desde então, ao vivo, somados a esta cópia (ou todos de uma vez, se já terminou).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>unreadable: {reason}</source>
        <translation>ilegível: {reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Reattach to the run on {host}</source>
        <translation>Reconectar ao treino em {host}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Select two or more saved runs (Ctrl+click) to overlay them.</source>
        <translation>Selecione duas ou mais execuções salvas (Ctrl+clique) para sobrepô-las.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/status.py" line="+63"/>
        <source>{progress} · paused</source>
        <translation>{progress} · pausado</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/texts.py" line="+22"/>
        <source>Finished</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>Parado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: the loss is not a number</source>
        <translation>Parado: a perda não é um número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of memory</source>
        <translation>Memória insuficiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>completed</source>
        <translation>concluída</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation>parada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{outcome} after %Ln step(s) in {duration} · steady {speed} · validation accuracy {accuracy}</source>
        <translation>
            <numerusform>{outcome} após %Ln passo em {duration} · estável {speed} · acurácia de validação {accuracy}</numerusform>
            <numerusform>{outcome} após %Ln passos em {duration} · estável {speed} · acurácia de validação {accuracy}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>energy not measured: {reason}</source>
        <translation>energia não medida: {reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{processes} data-parallel processes, each with batch {batch}: a global batch of {total}</source>
        <translation>{processes} processos com paralelismo de dados, cada um com lote {batch}: um lote global de {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>trained %Ln step(s)</source>
        <translation>
            <numerusform>treinou %Ln passo</numerusform>
            <numerusform>treinou %Ln passos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>stopped by the user after %Ln step(s)</source>
        <translation>
            <numerusform>parada pelo usuário após %Ln passo</numerusform>
            <numerusform>parada pelo usuário após %Ln passos</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&lt;b&gt;{model}&lt;/b&gt;: {parameters:,.0f} parameters, {trainable:,.0f} trainable · {mflops:,.1f} MFLOPs per sample (forward; a training step is about 3x) · {train:,.0f} training and {validation:,.0f} validation samples of {dataset} · batch {batch} · {steps} steps on {device} ({precision})</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;: {parameters:,.0f} parâmetros, {trainable:,.0f} treináveis · {mflops:,.1f} MFLOPs por amostra (forward; um passo de treinamento custa cerca de 3x) · {train:,.0f} amostras de treinamento e {validation:,.0f} de validação de {dataset} · lote {batch} · {steps} passos em {device} ({precision})</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{energy} over its epochs ({per_joule} samples/J at {power}, peak {peak})</source>
        <translation>{energy} ao longo das épocas ({per_joule} amostras/J a {power}, pico de {peak})</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Step {step:,.0f} of {total:,.0f} (epoch {epoch}) · loss {loss:.4f} · {speed:,.0f} samples/s · {milliseconds:.1f} ms/step · ETA {eta}</source>
        <translation>Passo {step:,.0f} de {total:,.0f} (época {epoch}) · perda {loss:.4f} · {speed:,.0f} amostras/s · {milliseconds:.1f} ms/passo · faltam {eta}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved run {name}: no summary (the app was closed or killed)</source>
        <translation>Execução salva {name}: sem resumo (o app foi fechado ou encerrado à força)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved run {name}: {ending}</source>
        <translation>Execução salva {name}: {ending}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its settings were not put in the form: {reason}.</source>
        <translation>As configurações dela não foram colocadas no formulário: {reason}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Overlay of {count} runs by step (loss smoothed); they differ in: {labels}</source>
        <translation>Sobreposição de {count} execuções por passo (perda suavizada); elas diferem em: {labels}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay of {count} runs by time (loss smoothed); they differ in: {labels}</source>
        <translation>Sobreposição de {count} execuções por tempo (perda suavizada); elas diferem em: {labels}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="-64"/>
        <source>batch size {batch} is larger than the {samples} training samples of &apos;{dataset}&apos;: use at most {samples}</source>
        <translation>o tamanho do lote {batch} é maior que as {samples} amostras de treinamento de &apos;{dataset}&apos;: use no máximo {samples}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/engine.py" line="+344"/>
        <source>the loss became {loss} at step {step}: lower the learning rate (now {rate}) or use fp32</source>
        <translation>a perda se tornou {loss} no passo {step}: reduza a taxa de aprendizado (agora {rate}) ou use fp32</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>out of memory at batch size {batch} on {device}: try a smaller batch, fp16/bf16, or a frozen backbone</source>
        <translation>memória insuficiente com tamanho do lote {batch} em {device}: tente um lote menor, fp16/bf16 ou um backbone congelado</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/builtin_data.py" line="+207"/>
        <source>python-text needs the Python standard library&apos;s .py source, but {folder} has too little ({characters:,} characters; packaged apps often ship only compiled files): use the built-in &apos;shapes&apos; dataset</source>
        <translation>python-text precisa do código-fonte .py da biblioteca padrão do Python, mas {folder} tem muito pouco ({characters:,} caracteres; aplicativos empacotados costumam trazer só arquivos compilados): use o conjunto de dados embutido &apos;shapes&apos;</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/torchvision_data.py" line="+86"/>
        <source>{name} is not downloaded (looked in {root}) and downloading is turned off: use the built-in &apos;shapes&apos; dataset, or allow the download once to save it into {root}</source>
        <translation>{name} não está baixado (procurado em {root}) e o download está desativado: use o conjunto de dados embutido &apos;shapes&apos; ou permita o download uma vez para salvá-lo em {root}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} is not downloaded and could not be downloaded ({reason}); this machine may be offline: use the built-in &apos;shapes&apos; dataset, or connect once to download it into {root}</source>
        <translation>{name} não está baixado e não pôde ser baixado ({reason}); esta máquina pode estar offline: use o conjunto de dados embutido &apos;shapes&apos; ou conecte-se uma vez para baixá-lo em {root}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/distributed.py" line="+243"/>
        <source>another process of this data-parallel run ended at step {step}, so every process stopped; the launcher&apos;s message names it</source>
        <translation>outro processo desta execução com paralelismo de dados terminou no passo {step}, então todos os processos pararam; a mensagem do launcher indica qual foi</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/launch.py" line="+129"/>
        <source>stopped by {signal}: every rank was stopped</source>
        <translation>interrompida pelo sinal {signal}: todos os ranks foram parados</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>rank {rank} (process {pid}) was killed by {signal}; torchrun stopped the other ranks</source>
        <translation>rank {rank} (processo {pid}) foi encerrado à força pelo sinal {signal}; o torchrun parou os demais ranks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rank {rank} (process {pid}) stopped because another process of the run ended (on another machine?)</source>
        <translation>rank {rank} (processo {pid}) parou porque outro processo da execução terminou (em outra máquina?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank} (process {pid}) ended with exit status {status}; torchrun stopped the other ranks</source>
        <translation>rank {rank} (processo {pid}) terminou com status de saída {status}; o torchrun parou os demais ranks</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/models.py" line="+44"/>
        <source>ImageNet weights not available offline: backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>Pesos do ImageNet indisponíveis offline: backbone inicializado aleatoriamente (velocidade e memória são válidas, a acurácia não)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>ImageNet weights in {file} could not be read ({error}): backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>Os pesos do ImageNet em {file} não puderam ser lidos ({error}): backbone inicializado aleatoriamente (velocidade e memória são válidas, a acurácia não)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/generated.py" line="+40"/>
        <source>What the model writes after the prompt, at step {step}:</source>
        <translation>O que o modelo escreve após o prompt, no passo {step}:</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/child.py" line="+167"/>
        <source>The link to {host} dropped before the run ended ({problem}). The run goes on on {host}, saved in {folder}: Reattach under the saved runs follows it again, and fetches the rest once it has ended.</source>
        <translation>A ligação com {host} caiu antes do fim do treino ({problem}). O treino continua em {host}, salvo em {folder}: Reconectar, sob os treinos salvos, volta a acompanhá-lo e traz o resto quando ele terminar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its runs folder</source>
        <translation>sua pasta de treinos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run on {host} ended before its summary ({problem}); what arrived is kept here.</source>
        <translation>O treino em {host} terminou antes do resumo ({problem}); o que chegou fica guardado aqui.</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../dashboard/units.py" line="+11"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>samples/s</source>
        <translation>amostras/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CUDA cores</source>
        <translation>núcleos CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit bus</source>
        <translation>bits de barramento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>steps</source>
        <translation>passos</translation>
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
        <translation>núcleos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream processors</source>
        <translation>processadores de fluxo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ALUs</source>
        <translation>ALUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation>vias FP32</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>samples/J</source>
        <translation>amostras/J</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>on</source>
        <translation>ativado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>desativado</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../dashboard/ui/exporting.py" line="+16"/>
        <source>Could not export to {target}: {reason}.</source>
        <translation>Não foi possível exportar para {target}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="-27"/>
        <source>Getting started</source>
        <translation>Primeiros passos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concepts, and where to see them</source>
        <translation>Conceitos e onde vê-los</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a chart</source>
        <translation>Clique duplo em um gráfico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: start</source>
        <translation>Laboratório de treinamento: iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: pause or resume</source>
        <translation>Laboratório de treinamento: pausar ou retomar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: stop (the run so far is kept)</source>
        <translation>Laboratório de treinamento: parar (a execução até aqui é mantida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: run the lesson chosen</source>
        <translation>Aulas: executar a aula escolhida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: stop the lesson</source>
        <translation>Aulas: parar a aula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor: run the benchmarks</source>
        <translation>Consultor: executar os benchmarks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give it the whole page; again, or Esc, to restore</source>
        <translation>ocupa a página inteira; de novo, ou Esc, restaura</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{keys} or {key}</source>
        <translation>{keys} ou {key}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About</source>
        <translation>Sobre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Deep Learning Hardware Dashboard&lt;/b&gt; {version}&lt;br&gt;See what your CPU and GPUs have and do while a real model trains.</source>
        <translation>&lt;b&gt;Painel de Hardware para Aprendizado Profundo&lt;/b&gt; {version}&lt;br&gt;Veja o que sua CPU e suas GPUs têm e fazem enquanto um modelo real é treinado.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/main_window.py" line="+273"/>
        <source>Deep Learning Hardware Dashboard</source>
        <translation>Painel de Hardware para Aprendizado Profundo</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Presenter mode (F11 to leave)</source>
        <translation>Modo apresentação (F11 para sair)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{folder} is not a saved run or experiment (it has no config.json)</source>
        <translation>{folder} não é uma execução nem um experimento salvo (não tem config.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing here to export as a recording: choose a run in the Training lab, an experiment in Experiments, or a lesson that ran here in Lessons.</source>
        <translation>Nada aqui para exportar como gravação: escolha uma execução no Laboratório de treinamento, um experimento em Experimentos ou uma aula executada aqui em Aulas.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a saved run or experiment</source>
        <translation>Abrir uma execução ou um experimento salvo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{page}: nothing to export yet</source>
        <translation>{page}: nada para exportar ainda</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/monitor_status.py" line="+62"/>
        <source>hardware monitor stopped: {reason}</source>
        <translation>monitor de hardware parado: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading hardware…</source>
        <translation>lendo o hardware…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only: no GPU found</source>
        <translation>rodando só na CPU: nenhuma GPU encontrada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sampling every {seconds} s</source>
        <translation>amostragem a cada {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sampler: waiting</source>
        <translation>amostrador: aguardando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sampler: {cost:.1f} ms per tick ({share:.2f}% of one core)</source>
        <translation>amostrador: {cost:.1f} ms por ciclo ({share:.2f}% de um núcleo)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hardware monitor stopped: {reason}</source>
        <translation>Monitor de hardware parado: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} × {vendor} (driver {driver})</source>
        <translation>{count} × {vendor} (driver {driver})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {vendor}</source>
        <translation>{count} × {vendor}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: {found}</source>
        <translation>GPU: {found}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/recent.py" line="+63"/>
        <source>run</source>
        <translation>execução</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>experiment</source>
        <translation>experimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>folder</source>
        <translation>pasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind}: {name}</source>
        <translation>{kind}: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing yet</source>
        <translation>nada ainda</translation>
    </message>
</context>
</TS>
