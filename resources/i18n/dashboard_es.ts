<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../dashboard/advisor/advise.py" line="+104"/>
        <source>from the model, not measured</source>
        <translation>del modelo, no medido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured on the recorded {gpu}</source>
        <translation>medido en la {gpu} de la grabación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from the recorded {gpu}, measured</source>
        <translation>escalado desde la {gpu} de la grabación, medido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured on your {gpu}</source>
        <translation>medido en tu {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from your {gpu}, measured</source>
        <translation>escalado desde tu {gpu}, medido</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+52"/>
        <source>{precision} not supported (no {precision} matrix units)</source>
        <translation>{precision} no compatible (sin unidades matriciales {precision})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit even at batch 1</source>
        <translation>no cabe ni con lote 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>does not fit at batch {batch}</source>
        <translation>no cabe con lote {batch}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>limited by per-operation launch overhead</source>
        <translation>limitado por la sobrecarga de lanzamiento de cada operación</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>SGD with momentum</source>
        <translation>SGD con momento</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, {workspace} of temporaries and about {framework} for the CUDA context.</source>
        <translation>Con lote {batch} en {precision} con {optimizer}, {model} necesita unos {total} en una GPU NVIDIA: {activations} de activaciones guardadas para la pasada hacia atrás, {fixed} para pesos, gradientes y estado del optimizador, {workspace} de temporales y unos {framework} para el contexto CUDA.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, and about {framework} for the CUDA context.</source>
        <translation>Con lote {batch} en {precision} con {optimizer}, {model} necesita unos {total} en una GPU NVIDIA: {activations} de activaciones guardadas para la pasada hacia atrás, {fixed} para pesos, gradientes y estado del optimizador, y unos {framework} para el contexto CUDA.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{fitting} of %Ln GPU(s) fit it with {headroom:.0%} to spare; the smallest that does has {memory} ({gpu}).</source>
        <translation>
            <numerusform>Cabe en {fitting} de %Ln GPU con un {headroom:.0%} de margen; la más pequeña en la que cabe tiene {memory} ({gpu}).</numerusform>
            <numerusform>Cabe en {fitting} de %Ln GPU con un {headroom:.0%} de margen; la más pequeña en la que cabe tiene {memory} ({gpu}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>None of the %Ln GPU(s) fits it; the largest batch on any is {batch} ({gpu}).</source>
        <translation>
            <numerusform>No cabe en %Ln GPU evaluada; el lote más grande en ella es {batch} ({gpu}).</numerusform>
            <numerusform>No cabe en ninguna de las %Ln GPU; el lote más grande en cualquiera de ellas es {batch} ({gpu}).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activations dominate and grow with the batch ({per_sample} per sample): a smaller batch, mixed precision or freezing the backbone saves the most memory.</source>
        <translation>Dominan las activaciones, que crecen con el lote ({per_sample} por muestra): un lote más pequeño, la precisión mixta o congelar el modelo base es lo que más memoria ahorra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state dominate and do not grow with the batch (activations add {per_sample} per sample): larger batches cost little memory, while freezing layers or SGD instead of Adam would save more.</source>
        <translation>Dominan los pesos, los gradientes y el estado del optimizador, que no crecen con el lote (las activaciones añaden {per_sample} por muestra): los lotes más grandes cuestan poca memoria, mientras que congelar capas o usar SGD en lugar de Adam ahorraría más.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>Un paso de entrenamiento hace {gflops:,.2f} GFLOPs por muestra por cada {moved} que mueve, {intensity:,.0f} FLOPs por byte: todas las GPU ({compute} de {judged}) están limitadas por cómputo con este modelo, así que los FLOPS (y los núcleos tensoriales en fp16 o bf16) importan más que el ancho de banda de memoria.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>Un paso de entrenamiento hace {gflops:,.2f} GFLOPs por muestra por cada {moved} que mueve, {intensity:,.0f} FLOPs por byte: la mayoría de las GPU ({compute} de {judged}) están limitadas por cómputo con este modelo, así que los FLOPS (y los núcleos tensoriales en fp16 o bf16) importan más que el ancho de banda de memoria.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>Un paso de entrenamiento hace {gflops:,.2f} GFLOPs por muestra por cada {moved} que mueve, {intensity:,.0f} FLOPs por byte: todas las GPU ({memory} de {judged}) están limitadas por ancho de banda con este modelo, así que el ancho de banda de memoria importa más que los FLOPS: las tarjetas con HBM son las que más ganan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>Un paso de entrenamiento hace {gflops:,.2f} GFLOPs por muestra por cada {moved} que mueve, {intensity:,.0f} FLOPs por byte: la mayoría de las GPU ({memory} de {judged}) están limitadas por ancho de banda con este modelo, así que el ancho de banda de memoria importa más que los FLOPS: las tarjetas con HBM son las que más ganan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte, near the balance point of today&apos;s GPUs: {compute} of {judged} are compute-bound and {memory} bandwidth-bound for this model, so both FLOPS and bandwidth matter, and GPUs with much more FLOPS than bandwidth are held back by their memory.</source>
        <translation>Un paso de entrenamiento hace {gflops:,.2f} GFLOPs por muestra por cada {moved} que mueve, {intensity:,.0f} FLOPs por byte, cerca del punto de equilibrio de las GPU actuales: {compute} de {judged} están limitadas por cómputo y {memory} por ancho de banda con este modelo, así que importan tanto los FLOPS como el ancho de banda, y las GPU con muchos más FLOPS que ancho de banda se ven frenadas por su memoria.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None of these GPUs runs {precision}.</source>
        <translation>Ninguna de estas GPU ejecuta {precision}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {overhead} of them the model is so small that launching its operations, not the GPU, sets the pace: a larger batch helps more than a faster GPU.</source>
        <translation>En {overhead} de ellas el modelo es tan pequeño que el ritmo lo marca el lanzamiento de sus operaciones, no la GPU: un lote más grande ayuda más que una GPU más rápida.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Fastest here, %Ln GPU(s) within {share:.0%} of each other (among them {gpu}): about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>
            <numerusform>Lo más rápido aquí: %Ln GPU a menos de un {share:.0%} entre sí (entre ellas {gpu}): unas {rate} muestras/s ({low}-{high}). Las velocidades son rangos: {source}.</numerusform>
            <numerusform>Lo más rápido aquí: %Ln GPU a menos de un {share:.0%} entre sí (entre ellas {gpu}): unas {rate} muestras/s ({low}-{high}). Las velocidades son rangos: {source}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fastest here: {gpu}, about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>La más rápida aquí: {gpu}, unas {rate} muestras/s ({low}-{high}). Las velocidades son rangos: {source}.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on {fitting} of %Ln GPU(s).</source>
        <translation>
            <numerusform>{model} con lote {batch} en {precision} necesita unos {total}: cabe en {fitting} de %Ln GPU.</numerusform>
            <numerusform>{model} con lote {batch} en {precision} necesita unos {total}: cabe en {fitting} de %Ln GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on none of %Ln GPU(s); the largest batch on any is {largest} ({gpu}).</source>
        <translation>
            <numerusform>{model} con lote {batch} en {precision} necesita unos {total}: no cabe en ninguna de %Ln GPU; el lote más grande en cualquiera es {largest} ({gpu}).</numerusform>
            <numerusform>{model} con lote {batch} en {precision} necesita unos {total}: no cabe en ninguna de %Ln GPU; el lote más grande en cualquiera es {largest} ({gpu}).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fastest, estimated: {gpu}, about {rate} samples/s.</source>
        <translation>La más rápida, estimada: {gpu}, unas {rate} muestras/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s: the CPU sets the pace.</source>
        <translation>
            <numerusform>%Ln GPU empata como la más rápida, unas {rate} muestras/s: la CPU marca el ritmo.</numerusform>
            <numerusform>%Ln GPU empatan como las más rápidas, unas {rate} muestras/s: la CPU marca el ritmo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s.</source>
        <translation>
            <numerusform>%Ln GPU empata como la más rápida, unas {rate} muestras/s.</numerusform>
            <numerusform>%Ln GPU empatan como las más rápidas, unas {rate} muestras/s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference, estimated for the forward pass alone (not calibrated on inference): one answer at batch 1 takes {low} to {high} across these GPUs, mostly the CPU launching each operator, whatever the GPU; at batch {batch} {gpu} serves about {rate} samples/s.</source>
        <translation>Inferencia, estimada solo para la pasada hacia delante (no calibrada con inferencia): una respuesta con lote 1 tarda de {low} a {high} en estas GPU, sobre todo la CPU lanzando cada operador, sea cual sea la GPU; con lote {batch} la {gpu} sirve unas {rate} muestras/s.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/measured_scaling.py" line="+46"/>
        <source>scaled per operator from a step of your model measured on your {gpu}</source>
        <translation>escalado por operador a partir de un paso de tu modelo medido en tu {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled per operator from a step of this model recorded on {gpu}</source>
        <translation>escalado por operador a partir de un paso de este modelo grabado en {gpu}</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Speeds scaled per operator from a step of your model measured on your {gpu}: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>Velocidades escaladas por operador a partir de un paso de tu modelo medido en tu {gpu}: escaladas de una H100 a otras 11 GPU, esas estimaciones se desviaron un {error:.0%} en la mediana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled per operator from a step of this model recorded on {gpu}, not measured on this machine: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>Velocidades escaladas por operador a partir de un paso de este modelo grabado en {gpu}, no medido en esta máquina: escaladas de una H100 a otras 11 GPU, esas estimaciones se desviaron un {error:.0%} en la mediana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled from a step recorded on {gpu}, not measured on this machine: expect them within ±{spread:.0%}.</source>
        <translation>Velocidades escaladas a partir de un paso grabado en {gpu}, no medido en esta máquina: espera que queden dentro de ±{spread:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speeds scaled from a step measured on your {gpu}: expect them within ±{spread:.0%}.</source>
        <translation>Velocidades escaladas a partir de un paso medido en tu {gpu}: espera que queden dentro de ±{spread:.0%}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeds estimated from the model, not measured on these GPUs: {within:.0%} of such estimates came within 1.5x of a measurement left out of the fit.</source>
        <translation>Velocidades estimadas con el modelo, no medidas en estas GPU: el {within:.0%} de esas estimaciones quedó dentro de un factor 1,5 de una medición dejada fuera del ajuste.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeds come from a model of one training step: each layer&apos;s arithmetic and memory traffic at the GPU&apos;s published peaks, scaled by the share that real kernels of its kind reach (tensor cores, Winograd, depthwise, normalisation), plus the time the CPU needs to launch them. The GPU and the CPU work at the same time, so the slower one sets the pace.</source>
        <translation>Las velocidades salen de un modelo de un paso de entrenamiento: la aritmética y el tráfico de memoria de cada capa a los picos publicados de la GPU, escalados por la proporción que alcanzan los kernels reales de su tipo (núcleos tensoriales, Winograd, depthwise, normalización), más el tiempo que la CPU necesita para lanzarlos. La GPU y la CPU trabajan a la vez, así que el ritmo lo marca la más lenta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its constants were fitted to {points} measured training steps: Lambda&apos;s published ResNet-50 throughput on 12 GPUs, and 13 torchvision models timed on an NVIDIA H100. Each model, then each GPU, was left out of the fit and estimated from the rest: {within:.0%} of those estimates were within 1.5x of the measurement, and the range printed beside each estimate held {coverage:.0%} of the measurements.</source>
        <translation>Las constantes de ese modelo se ajustaron a {points} pasos de entrenamiento medidos: el rendimiento de ResNet-50 publicado por Lambda en 12 GPU y 13 modelos de torchvision cronometrados en una NVIDIA H100. Cada modelo, y luego cada GPU, se dejó fuera del ajuste y se estimó a partir del resto: el {within:.0%} de esas estimaciones quedó dentro de un factor 1,5 de la medición, y el rango que se muestra junto a cada estimación contuvo el {coverage:.0%} de las mediciones.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weak spots: the CPU&apos;s share was measured with one server&apos;s processor, so on a fast desktop CPU small batches can train faster than shown; no AMD or Apple GPU was measured; the less a model looks like the ones measured, the less sure the estimate. A GPU in this machine can calibrate every estimate: time your model in Measured vs peak.</source>
        <translation>Puntos débiles: la parte de la CPU se midió con el procesador de un servidor, así que en una CPU de escritorio rápida los lotes pequeños pueden entrenar más rápido de lo indicado; no se midió ninguna GPU de AMD ni de Apple; cuanto menos se parezca un modelo a los medidos, menos segura es la estimación. Una GPU en esta máquina puede calibrar todas las estimaciones: cronometre su modelo en la pestaña «Medido frente a pico».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On an NVIDIA GPU, Measured vs peak also profiles one step of your model there and scales each operator&apos;s time to every NVIDIA GPU by what bounds it: arithmetic, memory or launches. Scaled that way from an H100 to the 11 other GPUs of Lambda&apos;s ResNet-50 table, the estimates were off by {error:.0%} in the median; each row then says whether it was scaled or comes from the model.</source>
        <translation>En una GPU NVIDIA, Medido frente a pico también perfila un paso de tu modelo en ella y escala el tiempo de cada operador a cada GPU NVIDIA según lo que lo limita: aritmética, memoria o lanzamientos. Escaladas así de una H100 a las otras 11 GPU de la tabla ResNet-50 de Lambda, las estimaciones se desviaron un {error:.0%} en la mediana; cada fila dice entonces si fue escalada o viene del modelo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The method, the data and every residual: docs/advisor-accuracy.md, reproduced by python -m dashboard.advisor.accuracy.</source>
        <translation>El método, los datos y todos los residuos: docs/advisor-accuracy.md, reproducibles con python -m dashboard.advisor.accuracy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/advisor/advise.py" line="-60"/>
        <source>%Ln GPU(s) cannot run {precision} at all.</source>
        <translation>
            <numerusform>%Ln GPU no puede ejecutar {precision} en absoluto.</numerusform>
            <numerusform>%Ln GPU no pueden ejecutar {precision} en absoluto.</numerusform>
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
        <translation>unos {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {minutes} min {seconds} s</source>
        <translation>unos {minutes} min {seconds} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about {minutes} min</source>
        <translation>unos {minutes} min</translation>
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
        <translation>copia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host-to-device</source>
        <translation>host a dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device-to-host</source>
        <translation>dispositivo a host</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinned</source>
        <translation>fijada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable</source>
        <translation>paginable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>omitida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_catalog.py" line="+77"/>
        <source>built-in {file}: entry {number} {name}: {problem}</source>
        <translation>{file} integrado: entrada {number} {name}: {problem}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{file} in {folder}</source>
        <translation>{file} en {folder}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{where}: cannot be read ({error}); only the built-in GPUs are shown</source>
        <translation>{where}: no se puede leer ({error}); solo se muestran las GPU integradas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: not valid JSON ({error} at line {line} column {column}); only the built-in GPUs are shown</source>
        <translation>{where}: JSON no válido ({error} en la línea {line}, columna {column}); solo se muestran las GPU integradas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: nested too deeply to be a catalogue; only the built-in GPUs are shown</source>
        <translation>{where}: anidado a demasiada profundidad para ser un catálogo; solo se muestran las GPU integradas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: must be a JSON object like {example}</source>
        <translation>{where}: debe ser un objeto JSON como {example}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: schema must be {schema}, got {value}; ignored</source>
        <translation>{where}: schema debe ser {schema}, se recibió {value}; se ignora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: unknown key {keys} ignored (allowed: schema, notes, gpus, prices)</source>
        <translation>{where}: se ignora la clave desconocida {keys} (permitidas: schema, notes, gpus, prices)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{where}: gpus must be a list of GPU entries, got {value}</source>
        <translation>{where}: gpus debe ser una lista de entradas de GPU; se recibió {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: entry {number} {name}</source>
        <translation>{where}: entrada {number} {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: each entry needs a &quot;name&quot; (text); entry skipped</source>
        <translation>{where}: cada entrada necesita un &quot;name&quot; (texto); se omite la entrada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: same name as entry {number}; the later entry is used</source>
        <translation>{where}: mismo nombre que la entrada {number}; se usa la entrada posterior</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}: {problem}; entry skipped</source>
        <translation>{where}: {problem}; se omite la entrada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{where}: prices must map GPU names to USD, like {example}</source>
        <translation>{where}: prices debe asignar a cada nombre de GPU un precio en USD, como {example}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: no GPU named {name} in the catalogue; price ignored</source>
        <translation>{where}: prices: no hay ninguna GPU llamada {name} en el catálogo; se ignora el precio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: {name}: {problem}; price ignored</source>
        <translation>{where}: prices: {name}: {problem}; se ignora el precio</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_reading.py" line="+38"/>
        <source>fp32 training (TF32 convolutions)</source>
        <translation>entrenamiento fp32 (convoluciones TF32)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{precision} tensor cores</source>
        <translation>núcleos tensoriales {precision}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{precision} (no matrix units)</source>
        <translation>{precision} (sin unidades matriciales)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{precision} tensor</source>
        <translation>{precision} tensorial</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No estimate: {note}.</source>
        <translation>Sin estimación: {note}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is compute-bound here overall.</source>
        <translation>Estimado: {rate}, es decir, {achieved} de trabajo útil; en conjunto, aquí está limitado por cómputo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is memory-bound here overall.</source>
        <translation>Estimado: {rate}, es decir, {achieved} de trabajo útil; en conjunto, aquí está limitado por memoria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It fits (largest batch {largest:,}).</source>
        <translation>Cabe (lote más grande: {largest:,}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It does not fit (largest batch {largest:,}).</source>
        <translation>No cabe (lote más grande: {largest:,}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt;: {model} does {intensity:,.0f} FLOPs per byte it moves at batch {batch}.</source>
        <translation>&lt;b&gt;{gpu}&lt;/b&gt;: {model} hace {intensity:,.0f} FLOPs por byte que mueve con lote {batch}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This GPU&apos;s ridge point for {which} is {ridge:,.0f} FLOPs per byte ({peak} ÷ {bandwidth:,.0f} GB/s): layers below it wait for memory, layers above it for arithmetic.</source>
        <translation>El punto de cresta de esta GPU para {which} es {ridge:,.0f} FLOPs por byte ({peak} ÷ {bandwidth:,.0f} GB/s): las capas por debajo esperan a la memoria; las de arriba, a la aritmética.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_spec.py" line="+66"/>
        <source>no TF32 peak (TF32 is an NVIDIA tensor-core mode)</source>
        <translation>sin pico TF32 (TF32 es un modo de los núcleos tensoriales de NVIDIA)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (compute capability unknown)</source>
        <translation>sin pico TF32 (capacidad de cómputo desconocida)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (no dense FP16 tensor rate in the catalogue)</source>
        <translation>sin pico TF32 (no hay tasa tensorial FP16 densa en el catálogo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 derived: half the dense FP16 tensor rate (NVIDIA Ampere and newer)</source>
        <translation>TF32 derivado: la mitad de la tasa tensorial FP16 densa (NVIDIA Ampere y posteriores)</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+1"/>
        <source>TFLOPS, dense</source>
        <translation>TFLOPS, densos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>year</source>
        <translation>año</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bits</source>
        <translation>bits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix units</source>
        <translation>unidades matriciales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>dispositivos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a CUDA compute capability such as &quot;8.6&quot;</source>
        <translation>una capacidad de cómputo CUDA como &quot;8.6&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an LLVM target such as &quot;gfx90a&quot;</source>
        <translation>un destino LLVM como &quot;gfx90a&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an entry must be a JSON object with fields such as &apos;name&apos;, got {value}</source>
        <translation>una entrada debe ser un objeto JSON con campos como &apos;name&apos;; se recibió {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown field {fields}; allowed fields: {allowed}</source>
        <translation>campo desconocido {fields}; campos permitidos: {allowed}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing field {fields} (required: {required})</source>
        <translation>falta el campo {fields} (obligatorios: {required})</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be a text of at most {length} characters, got {value}</source>
        <translation>{name} debe ser un texto de {length} caracteres como máximo; se recibió {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a non-empty text of at most {length} characters, got {value}</source>
        <translation>{name} debe ser un texto no vacío de {length} caracteres como máximo; se recibió {value}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} must be one of {allowed} for vendor {vendor}, got {value}</source>
        <translation>{name} debe ser uno de {allowed} para el fabricante {vendor}; se recibió {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} must be one of {allowed}, got {value}</source>
        <translation>{name} debe ser uno de {allowed}; se recibió {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} debe ser true o false; se recibió {value}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}) or null, got {value}</source>
        <translation>{name} debe ser un número de {low:g} a {high:g} ({unit}) o null; se recibió {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}), got {value}</source>
        <translation>{name} debe ser un número de {low:g} a {high:g} ({unit}); se recibió {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}) or null, got {value}</source>
        <translation>{name} debe ser un número entero de {low} a {high} ({unit}) o null; se recibió {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}), got {value}</source>
        <translation>{name} debe ser un número entero de {low} a {high} ({unit}); se recibió {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list, got {value}</source>
        <translation>{name} debe ser una lista; se recibió {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of non-empty texts, got item {value}</source>
        <translation>{name} debe ser una lista de textos no vacíos; se recibió el elemento {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of URLs (http://, https:// or file://), got {value}</source>
        <translation>{name} debe ser una lista de URL (http://, https:// o file://); se recibió {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must be a list of 4-digit hex PCI device ids such as &quot;2684&quot;, got {value}</source>
        <translation>{name} debe ser una lista de ids de dispositivo PCI de 4 dígitos hexadecimales como &quot;2684&quot;; se recibió {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must list field names of this entry, got {value}</source>
        <translation>{name} debe enumerar nombres de campos de esta entrada; se recibió {value}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compute_capability must be null for vendor {vendor}, got {value}</source>
        <translation>compute_capability debe ser null para el fabricante {vendor}; se recibió {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute_capability must be {what} or null, got {value}</source>
        <translation>compute_capability debe ser {what} o null; se recibió {value}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/microbench.py" line="+40"/>
        <source>above the stated peak: the peak is an estimate (a clock or rate set too low)</source>
        <translation>por encima del pico declarado: el pico es una estimación (una frecuencia o una tasa demasiado bajas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counted as read + write</source>
        <translation>contado como lectura + escritura</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on the CPU</source>
        <translation>TF32 es un modo de los núcleos tensoriales de NVIDIA (Ampere y posteriores): no existe en la CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on Apple GPUs</source>
        <translation>TF32 es un modo de los núcleos tensoriales de NVIDIA (Ampere y posteriores): no existe en las GPU de Apple</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fp16 matmul on the CPU is emulated: not a meaningful peak</source>
        <translation>el matmul fp16 en la CPU es emulado: no es un pico significativo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>TF32 is measured on NVIDIA GPUs only (on ROCm it depends on hipBLASLt and the GPU)</source>
        <translation>TF32 solo se mide en GPU NVIDIA (en ROCm depende de hipBLASLt y de la GPU)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this GPU has no bf16 support</source>
        <translation>esta GPU no admite bf16</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the CPU is the host: no transfer to measure</source>
        <translation>la CPU es el host: no hay transferencia que medir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unified memory: pinned host buffers do not apply</source>
        <translation>memoria unificada: los búferes fijados del host no se aplican</translation>
    </message>
    <message>
        <location line="+223"/>
        <source>memory peak {gbps:,} GB/s</source>
        <translation>pico de memoria {gbps:,} GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory: measured copy {gbps:,} GB/s (no published peak)</source>
        <translation>memoria: copia medida {gbps:,} GB/s (sin pico publicado)</translation>
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
        <translation>sin picos de núcleos tensoriales (GPU no incluida en el catálogo)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unified memory: no host link</source>
        <translation>memoria unificada: sin enlace con el host</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MIG is on: a device may be a slice of this GPU, the peaks are the whole GPU&apos;s</source>
        <translation>MIG está activado: un dispositivo puede ser una porción de esta GPU; los picos son los de la GPU entera</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bf16 runs on AMX tiles: no bf16 peak estimated</source>
        <translation>bf16 se ejecuta en tiles AMX: no se estima ningún pico bf16</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bf16: twice the FP32 rate (AVX512-BF16 does two multiply-adds per FP32 lane)</source>
        <translation>bf16: el doble de la tasa FP32 (AVX512-BF16 hace dos multiplicaciones-sumas por carril FP32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAM bandwidth peak known</source>
        <translation>no se conoce el pico de ancho de banda de la RAM</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CPU not read</source>
        <translation>CPU no leída</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/placement.py" line="+57"/>
        <source>1 warm-up step, then {steps} timed steps</source>
        <translation>1 paso de calentamiento y luego {steps} pasos cronometrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then {steps} timed steps</source>
        <translation>{warmup} pasos de calentamiento y luego {steps} pasos cronometrados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 warm-up step, then timed steps for {seconds} s (at least {steps})</source>
        <translation>1 paso de calentamiento y luego pasos cronometrados durante {seconds} s (al menos {steps})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then timed steps for {seconds} s (at least {steps})</source>
        <translation>{warmup} pasos de calentamiento y luego pasos cronometrados durante {seconds} s (al menos {steps})</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no rate known for this device</source>
        <translation>no se conoce ninguna tasa para este dispositivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gflops:,.0f} GFLOPS, half {what}</source>
        <translation>a {gflops:,.0f} GFLOPS, la mitad del {what}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gbps:,.0f} GB/s, half the memory bandwidth</source>
        <translation>a {gbps:,.0f} GB/s, la mitad del ancho de banda de memoria</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>warm-up step {step} of {steps}</source>
        <translation>paso de calentamiento {step} de {steps}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>timed step {step} of {steps}</source>
        <translation>paso cronometrado {step} de {steps}</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+4"/>
        <source>quick: {warmup} warm-up, 1 timed step</source>
        <translation>rápido: {warmup} de calentamiento, 1 paso cronometrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>quick: {warmup} warm-up, {steps} timed steps</source>
        <translation>rápido: {warmup} de calentamiento, {steps} pasos cronometrados</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, 1 timed step</source>
        <translation>{warmup} de calentamiento, 1 paso cronometrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, {steps} timed steps</source>
        <translation>{warmup} de calentamiento, {steps} pasos cronometrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-6"/>
        <source>{model}, batch {batch}, {precision} on {device} ({how})</source>
        <translation>{model}, lote {batch}, {precision} en {device} ({how})</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+324"/>
        <source>reading the peaks and tracing the model</source>
        <translation>leyendo los picos y trazando el modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading the peaks</source>
        <translation>leyendo los picos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>timing {model}</source>
        <translation>cronometrando {model}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profiling a step of {model} per operator</source>
        <translation>perfilando un paso de {model} por operador</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the estimated {precision} peak</source>
        <translation>pico {precision} estimado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {precision} peak</source>
        <translation>pico {precision}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {precision} matmul measured just before</source>
        <translation>matmul {precision} medido justo antes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{peak} (the matmuls measured only {rate}: other load?)</source>
        <translation>{peak} (los matmul medidos solo alcanzaron {rate}: ¿otra carga?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rate known: a guess</source>
        <translation>sin tasa conocida: es una suposición</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_estimate.py" line="+52"/>
        <source>{model} at batch {batch}</source>
        <translation>{model} con lote {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+109"/>
        <source>Your model is not timed here: a model from a file is traced for the estimate, but the benchmarks time the lab&apos;s and torchvision&apos;s models only.</source>
        <translation>Tu modelo no se cronometra aquí: un modelo de archivo se traza para la estimación, pero los benchmarks solo cronometran los modelos del laboratorio y de torchvision.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your model is not timed here: {reason}.</source>
        <translation>Su modelo no se cronometra aquí: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/roofline_peaks.py" line="+14"/>
        <source>TF32 convolutions (cuDNN&apos;s default)</source>
        <translation>convoluciones TF32 (el valor predeterminado de cuDNN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FP16 matrix units: FP16 assumed at the FP32 rate</source>
        <translation>sin unidades matriciales FP16: se supone FP16 a la tasa FP32</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/speed.py" line="+140"/>
        <source>a model fitted to {points} measured training steps; with each model or GPU left out of the fit, its range held {coverage:.0%} of them</source>
        <translation>un modelo ajustado a {points} pasos de entrenamiento medidos; al dejar fuera del ajuste cada modelo o GPU, su rango contuvo el {coverage:.0%} de ellos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as measured on {gpu}</source>
        <translation>el {factor:.0%} de la velocidad del modelo ajustado ±{spread:.0%}, según lo medido en {gpu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as recorded on {gpu}</source>
        <translation>el {factor:.0%} de la velocidad del modelo ajustado ±{spread:.0%}, según lo grabado en {gpu}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench.py" line="+112"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+221"/>
        <location filename="../../dashboard/ui/replay/headline.py" line="+46"/>
        <source>Measured vs peak</source>
        <translation>Medido frente a pico</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>also time my model here</source>
        <translation>medir también mi modelo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run benchmarks</source>
        <translation>Ejecutar pruebas</translation>
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
        <translation>Reproduciendo pruebas de rendimiento grabadas en {device}…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Recorded on {device}: %Ln measurement(s)</source>
        <translation>
            <numerusform>Grabado en {device}: %Ln medición</numerusform>
            <numerusform>Grabado en {device}: %Ln mediciones</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Cancelling after the current measurement…</source>
        <translation>Cancelando tras la medición actual…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Peaks: {source}</source>
        <translation>Picos: {source}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The benchmarks stopped: {reason}</source>
        <translation>Las pruebas de rendimiento se detuvieron: {reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench_texts.py" line="+32"/>
        <source>Matmul, copy and transfer speeds of one device beside its peaks.</source>
        <translation>Velocidades de matmul, copia y transferencia de un dispositivo junto a sus picos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>test</source>
        <translation>prueba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>size</source>
        <translation>tamaño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved</source>
        <translation>logrado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>peak</source>
        <translation>pico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of peak</source>
        <translation>del pico</translation>
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
        <translation>Matrices más pequeñas y cronometraje más corto (lo que tarda se calcula cuando se muestra esta sección)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline (a large model at a large batch takes a while on a CPU)</source>
        <translation>Entrenar el modelo elegido unos pocos pasos en este dispositivo y situarlo en el roofline (un modelo grande con un lote grande tarda un rato en una CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quick: smaller matrices and shorter timing, {quick} on {device}; a full run takes {full}.</source>
        <translation>Rápido: matrices más pequeñas y cronometraje más corto, {quick} en {device}; una ejecución completa tarda {full}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline.</source>
        <translation>Entrenar el modelo elegido unos pocos pasos en este dispositivo y situarlo en el roofline.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing {model} adds {quick} quick ({quick_timing}) or {full} full ({full_timing}).</source>
        <translation>Cronometrar {model} añade {quick} en modo rápido ({quick_timing}) o {full} en modo completo ({full_timing}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One step of {model} is expected to take {step} {basis}; its first step corrects that while it runs.</source>
        <translation>Se espera que un paso de {model} tarde {step} {basis}; su primer paso lo corrige mientras se ejecuta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quick run here takes {tests}.</source>
        <translation>Una ejecución rápida aquí tarda {tests}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full run here takes {tests}.</source>
        <translation>Una ejecución completa aquí tarda {tests}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quick run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>Una ejecución rápida aquí tarda {tests}; cronometrar {model} añade {model_time} ({timing}, {step} cada uno {basis}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>Una ejecución completa aquí tarda {tests}; cronometrar {model} añade {model_time} ({timing}, {step} cada uno {basis}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A quick run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>Una ejecución rápida aquí tarda {tests}, más el cronometraje de su modelo (se calcula una vez trazado el modelo).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>Una ejecución completa aquí tarda {tests}, más el cronometraje de su modelo (se calcula una vez trazado el modelo).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quick ({duration})</source>
        <translation>rápido ({duration})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring {device}…</source>
        <translation>Midiendo {device}…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Measuring {device}: reading the peaks and tracing your model…</source>
        <translation>Midiendo {device}: leyendo los picos y trazando su modelo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring {device}: reading the peaks…</source>
        <translation>Midiendo {device}: leyendo los picos…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{done} of {total} done · {current} · {left} left (longer than expected)</source>
        <translation>{done} de {total} hechas · {current} · quedan {left} (más de lo previsto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{done} of {total} done · {current} · {left} left</source>
        <translation>{done} de {total} hechas · {current} · quedan {left}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your model: {reason}</source>
        <translation>Su modelo: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your model: {rate}, {gflops} at {intensity:,.0f} FLOPs per byte.</source>
        <translation>Su modelo: {rate}, {gflops} a {intensity:,.0f} FLOPs por byte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the CPU sets the pace (Python and launching kernels): a faster GPU would not help at this batch. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>Perfilado: {kernels} de trabajo de la GPU en cada paso de {step}, así que la CPU marca el ritmo (Python y el lanzamiento de kernels): una GPU más rápida no ayudaría con este lote. La velocidad de cada GPU se escala ahora a partir de este paso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the GPU sets the pace. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>Perfilado: {kernels} de trabajo de la GPU en cada paso de {step}, así que la GPU marca el ritmo. La velocidad de cada GPU se escala ahora a partir de este paso.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Cancelled: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>Cancelado: %Ln medición en {seconds}.</numerusform>
            <numerusform>Cancelado: %Ln mediciones en {seconds}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Done: %Ln measurement(s) in {seconds} (expected {expected}).</source>
        <translation>
            <numerusform>Terminado: %Ln medición en {seconds} (previsto: {expected}).</numerusform>
            <numerusform>Terminado: %Ln mediciones en {seconds} (previsto: {expected}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Done: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>Terminado: %Ln medición en {seconds}.</numerusform>
            <numerusform>Terminado: %Ln mediciones en {seconds}.</numerusform>
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
        <translation>intensidad aritmética (FLOPs por byte, escala log.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} (log scale)</source>
        <translation>{unit} (escala log.)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{roof} peak {peak:,.1f} {unit}</source>
        <translation>pico {roof} {peak:,.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory {gbps:,.0f} GB/s</source>
        <translation>memoria {gbps:,.0f} GB/s</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/form.py" line="+51"/>
        <source>image</source>
        <translation>imagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>modelo base congelado (solo cabeza)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>último bloque + cabeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your model</source>
        <translation>Su modelo</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>samples</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>muestras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per epoch, for the epoch times ({size:,}: CIFAR-10&apos;s training set)</source>
        <translation>Muestras por época, para los tiempos por época ({size:,}: el conjunto de entrenamiento de CIFAR-10)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open model file…</source>
        <translation>Abrir archivo de modelo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own nn.Module from a Python file: it is built and traced in a separate process, with random weights, on inputs of the shape you give</source>
        <translation>Su propio nn.Module desde un archivo de Python: se construye y se traza en un proceso aparte, con pesos aleatorios, sobre entradas de la forma que indique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One sample&apos;s input shape, e.g. 3,224,224 (channels, height, width); the model returns one row of class scores per sample</source>
        <translation>Forma de entrada de una muestra, p. ej. 3,224,224 (canales, alto, ancho); el modelo devuelve una fila de puntuaciones de clase por muestra</translation>
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
        <translation>Forma de entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+4"/>
        <source>Batch size</source>
        <translation>Tamaño de lote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation>Entrenar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input size</source>
        <translation>Tamaño de entrada</translation>
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
        <translation>{model} (de torchvision)</translation>
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
        <translation>Abrir archivo de modelo</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Python files (*.py)</source>
        <translation>Archivos de Python (*.py)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{file} defines no class: the Advisor needs an nn.Module subclass it can build with no arguments.</source>
        <translation>{file} no define ninguna clase: el Asesor necesita una subclase de nn.Module que pueda construir sin argumentos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model class to build:</source>
        <translation>Clase del modelo que se va a construir:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only GPUs it fits on</source>
        <translation>solo GPU donde cabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation>Tipo de memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least</source>
        <translation>Al menos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All vendors</source>
        <translation>Todos los fabricantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All series</source>
        <translation>Todas las series</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>All memory types</source>
        <translation>Todos los tipos de memoria</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="-91"/>
        <source>Catalogue</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the GPU catalogue…</source>
        <translation>Leyendo el catálogo de GPU…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the folder of my GPU file</source>
        <translation>Abrir la carpeta de mis GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add your own GPUs and prices in gpus.json there (see the README); the page reads it again when you change a setting</source>
        <translation>Añada sus propias GPU y precios en el gpus.json de esa carpeta (véase el README); la página lo vuelve a leer al cambiar un ajuste</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table as JSON (like `dl-dashboard advise --json`) and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>La tabla como JSON (como `dl-dashboard advise --json`) y CSV, y los gráficos como PNG y SVG, en una carpeta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Profiling the model…</source>
        <translation>Perfilando el modelo…</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+35"/>
        <source>Memory per GPU</source>
        <translation>Memoria por GPU</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+36"/>
        <source>Estimated speed</source>
        <translation>Velocidad estimada</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>How good is this estimate?</source>
        <translation>¿Qué fiabilidad tiene esta estimación?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected GPU</source>
        <translation>GPU seleccionada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GiB, log scale (dashed: what the model needs)</source>
        <translation>GiB, escala log. (discontinua: lo que necesita el modelo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s (whiskers: the range)</source>
        <translation>muestras/s (bigotes: el rango)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a GPU in the table to see where this model sits on its roofline.</source>
        <translation>Seleccione una GPU en la tabla para ver dónde se sitúa este modelo en su roofline.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Profiling {model} (a traced training step)…</source>
        <translation>Perfilando {model} (un paso de entrenamiento trazado)…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="+172"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+32"/>
        <source>Could not estimate this model: {reason}</source>
        <translation>No se pudo estimar este modelo: {reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="+30"/>
        <source>needed at batch {batch}: {memory}</source>
        <translation>necesario con lote {batch}: {memory}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{model}, batch {batch} (estimate)</source>
        <translation>{model}, lote {batch} (estimación)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu}: roofline</source>
        <translation>{gpu}: roofline</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export the advice to a folder</source>
        <translation>Exportar la recomendación a una carpeta</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>Se exportó %Ln archivo a {folder}</numerusform>
            <numerusform>Se exportaron %Ln archivos a {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/advisor/page_texts.py" line="+18"/>
        <source>%Ln GPU(s), {own} of them from your file</source>
        <translation>
            <numerusform>%Ln GPU, {own} de su archivo</numerusform>
            <numerusform>%Ln GPU, {own} de ellas de su archivo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{catalogue}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}. Sus propias GPU y precios van en {file}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpus} (the recorded machine&apos;s)</source>
        <translation>{gpus} (las de la máquina grabada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the recorded machine&apos;s GPUs (or it has none)</source>
        <translation>ninguna de las GPU de la máquina grabada (o no tiene)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of this machine&apos;s GPUs (or it has none)</source>
        <translation>ninguna de las GPU de esta máquina (o no tiene)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{catalogue}; highlighted: {found}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}; resaltadas: {found}. Sus propias GPU y precios van en {file}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+40"/>
        <source>workstation</source>
        <translation>estación de trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter</source>
        <translation>centro de datos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimated for the forward pass alone (eval mode, eager PyTorch) by the training speed model, which was not calibrated on inference. On a Jetson the ARM CPU launches operators more slowly, so its batch-1 latency is likely optimistic</source>
        <translation>Estimado solo para la pasada hacia delante (modo eval, PyTorch eager) con el modelo de velocidad de entrenamiento, que no se calibró con inferencia. En un Jetson la CPU ARM lanza los operadores más despacio, así que su latencia con lote 1 probablemente es optimista</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation>cómputo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <comment>what limits the speed</comment>
        <translation>memoria</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>vendor</source>
        <translation>fabricante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series</source>
        <translation>serie</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>ancho de banda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{precision} peak</source>
        <translation>pico {precision}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32: the FP32 rate; fp16/bf16: dense tensor (matrix) TFLOPS, no sparsity</source>
        <translation>fp32: la tasa FP32; fp16/bf16: TFLOPS tensoriales (matriciales) densos, sin dispersión</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>The middle estimate and, in brackets, the range the validation gave: from the model of a step, or scaled from a step measured on your GPU (each row&apos;s note says which once one was measured)</source>
        <translation>La estimación central y, entre paréntesis, el rango que dio la validación: del modelo de un paso, o escalada a partir de un paso medido en tu GPU (la nota de cada fila dice cuál, una vez medido uno)</translation>
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
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{rate} (checkpointed)</source>
        <translation>{rate} (con checkpointing)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tokens/s trained
(estimate)</source>
        <translation>tokens/s entrenados
(estimación)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s generated
(estimate)</source>
        <translation>tokens/s generados
(estimación)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU&apos;s
memory</source>
        <translation>memoria
de la GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needed</source>
        <translation>necesario</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needed with
checkpointing</source>
        <translation>necesario con
checkpointing</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits with
checkpointing</source>
        <translation>cabe con
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
        <translation>¿Cabe un paso de entrenamiento con este lote en la memoria de la GPU, con margen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest batch</source>
        <translation>lote más grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch whose estimate fits, with headroom</source>
        <translation>El lote más grande cuya estimación cabe, con margen</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>est. samples/s (range)</source>
        <translation>muestras/s est. (rango)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>inference: ms at batch 1 (range)</source>
        <translation>inferencia: ms con lote 1 (rango)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inference samples/s (range)</source>
        <translation>muestras/s de inferencia (rango)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/J</source>
        <translation>muestras/J</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated samples/s divided by the board power (TDP)</source>
        <translation>Muestras/s estimadas divididas por la potencia de la tarjeta (TDP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s per $</source>
        <translation>muestras/s por $</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a price in your GPU file (see the panel)</source>
        <translation>Necesita un precio en su archivo de GPU (véase el panel)</translation>
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
        <translation>&lt;b&gt;{gpu}&lt;/b&gt; (en esta máquina)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{architecture}, {year}; {tdp} W; compute capability {capability}</source>
        <translation>{architecture}, {year}; {tdp} W; capacidad de cómputo {capability}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{architecture}, {year}; {tdp} W</source>
        <translation>{architecture}, {year}; {tdp} W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not confirmed against a primary source: {fields}</source>
        <translation>sin confirmar con una fuente primaria: {fields}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sources: {sources}</source>
        <translation>fuentes: {sources}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/model_file_trust.py" line="+73"/>
        <source>{file} is a Python program. To trace its model the Advisor runs it, with your rights: it can read, change and delete your files like any program you start.

Run it only if you trust where it came from. You are asked again if it changes.</source>
        <translation>{file} es un programa de Python. Para trazar su modelo, el Asesor lo ejecuta con sus permisos: puede leer, cambiar y borrar sus archivos como cualquier programa que usted inicie.

Ejecútelo solo si confía en su procedencia. Se le volverá a preguntar si cambia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run this model file?</source>
        <translation>¿Ejecutar este archivo de modelo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_advice.py" line="+65"/>
        <source>no bf16 units: fp16 mixed precision assumed</source>
        <translation>sin unidades bf16: se supone precisión mixta fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no matrix units: at the fp32 rate</source>
        <translation>sin unidades matriciales: a la velocidad de fp32</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one of the board&apos;s {devices} devices (memory, peak and bandwidth of one)</source>
        <translation>uno de los {devices} dispositivos de la placa (memoria, pico y ancho de banda de uno)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Full fine-tuning: bf16 mixed precision with fp32 master weights and Adam: 2 bytes of weights, 2 of gradients and 12 of optimizer state (master copy and two moments) per parameter.</source>
        <translation>Ajuste fino completo: precisión mixta bf16 con pesos maestros en fp32 y Adam: 2 bytes de pesos, 2 de gradientes y 12 de estado del optimizador (copia maestra y dos momentos) por parámetro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LoRA: a frozen bf16 base (2 bytes per parameter); adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>LoRA: una base bf16 congelada (2 bytes por parámetro); adaptadores de rango {rank} en las proyecciones q, k, v, o, gate, up y down de cada capa en fp32, con gradientes y estado de Adam ({bytes} bytes por parámetro de adaptador).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>QLoRA: a frozen 4-bit NF4 base: {nf4:.3f} bytes per projection weight with double-quantised constants, embedding and LM head in bf16; adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>QLoRA: una base NF4 de 4 bits congelada: {nf4:.3f} bytes por peso de proyección con constantes de doble cuantización, embedding y cabeza LM en bf16; adaptadores LoRA de rango {rank} en las proyecciones q, k, v, o, gate, up y down de cada capa en fp32, con gradientes y estado de Adam ({bytes} bytes por parámetro de adaptador).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inference: bf16 weights and a bf16 KV cache holding the whole context for every sequence (2 x layers x KV heads x head dim x context x batch x 2 bytes); sliding-window layers would hold less.</source>
        <translation>Inferencia: pesos bf16 y una caché KV bf16 con todo el contexto de cada secuencia (2 x capas x cabezas KV x dimensión de cabeza x contexto x lote x 2 bytes); las capas de ventana deslizante guardarían menos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations: fused attention (no context x context matrix), bf16; the loss keeps {bytes} bytes per token and vocabulary entry (fp32 logits, log-probabilities, their gradient). Checkpointing keeps each layer&apos;s input and recomputes one layer at a time.</source>
        <translation>Activaciones: atención fusionada (sin matriz contexto x contexto), bf16; la pérdida guarda {bytes} bytes por token y entrada del vocabulario (logits fp32, log-probabilidades, su gradiente). El checkpointing guarda la entrada de cada capa y recalcula una capa a la vez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed: (6 x parameters + attention) FLOPs per token (4 x with a frozen base; one more forward with checkpointing) at {share:.0%} of the dense bf16 peak: an estimate.</source>
        <translation>Velocidad: (6 x parámetros + atención) FLOPs por token (4 x con base congelada; un forward más con checkpointing) al {share:.0%} del pico bf16 denso: una estimación.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decoding speed: each step reads every weight and the batch&apos;s KV cache, at {bandwidth:.0%} of the peak memory bandwidth (or the compute at {compute:.0%} of the bf16 peak, if slower): an estimate.</source>
        <translation>Velocidad de decodificación: cada paso lee todos los pesos y la caché KV del lote, al {bandwidth:.0%} del ancho de banda máximo de la memoria (o el cálculo al {compute:.0%} del pico bf16, si es más lento): una estimación.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fits: the total plus the CUDA context (about 400 MiB) within the GPU&apos;s memory less {headroom:.0%}; one GPU, no offloading.</source>
        <translation>Cabe: el total más el contexto CUDA (unos 400 MiB) dentro de la memoria de la GPU menos {headroom:.0%}; una GPU, sin descarga.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_config.py" line="+177"/>
        <source>{where}: is a folder; give the config.json file inside it</source>
        <translation>{where}: es una carpeta; indique el archivo config.json que contiene</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: no such file; give the path of a Hugging Face config.json</source>
        <translation>{where}: no existe el archivo; indique la ruta de un config.json de Hugging Face</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: cannot be read ({reason})</source>
        <translation>{where}: no se puede leer ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: larger than {size:,} KiB; a Hugging Face config.json is a few KiB</source>
        <translation>{where}: mayor de {size:,} KiB; un config.json de Hugging Face ocupa pocos KiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: not UTF-8 text; a config.json is JSON text</source>
        <translation>{where}: no es texto UTF-8; un config.json es texto JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not valid JSON ({reason} at line {line} column {column})</source>
        <translation>{where}: JSON no válido ({reason} en la línea {line}, columna {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: nested too deeply to be a config.json</source>
        <translation>{where}: anidado demasiado para ser un config.json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not a config.json ({reason})</source>
        <translation>{where}: no es un config.json ({reason})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: must be a JSON object like {example}, got {kind}</source>
        <translation>{where}: debe ser un objeto JSON como {example}, llegó {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a multimodal config (its language model under text_config) is not supported; give a text-only model&apos;s config.json</source>
        <translation>{where}: una configuración multimodal (el modelo de lenguaje en text_config) no está soportada; indique el config.json de un modelo solo de texto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: a mixture-of-experts model ({key}) is not supported; the estimates are for dense decoder-only models</source>
        <translation>{where}: un modelo mixture-of-experts ({key}) no está soportado; las estimaciones son para modelos densos solo de decoder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: missing {missing}; a decoder-only model&apos;s config.json gives {required}</source>
        <translation>{where}: falta {missing}; el config.json de un modelo solo de decoder indica {required}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: num_attention_heads ({heads:,}) must be a multiple of num_key_value_heads ({kv_heads:,})</source>
        <translation>{where}: num_attention_heads ({heads:,}) debe ser múltiplo de num_key_value_heads ({kv_heads:,})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: hidden_size ({hidden:,}) must be a multiple of num_attention_heads ({heads:,}) when there is no head_dim</source>
        <translation>{where}: hidden_size ({hidden:,}) debe ser múltiplo de num_attention_heads ({heads:,}) cuando no hay head_dim</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be a whole number from {low:,} to {high:,}, got {value}</source>
        <translation>{where}: {key} debe ser un número entero de {low:,} a {high:,}, llegó {value}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be true or false, got {value}</source>
        <translation>{where}: {key} debe ser true o false, llegó {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{context:,} tokens is beyond {model}&apos;s max_position_embeddings ({limit:,}): the figures are the memory such a context would take, not a promise the model handles it</source>
        <translation>{context:,} tokens supera el max_position_embeddings de {model} ({limit:,}): las cifras son la memoria que ocuparía ese contexto, no una promesa de que el modelo lo maneje</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_words.py" line="+20"/>
        <source>full fine-tuning</source>
        <translation>ajuste fino completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inference</source>
        <translation>inferencia</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{method} rank {rank}</source>
        <translation>{method} rango {rank}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{model} for inference needs {memory} at {context:,} tokens (KV cache {cache}): it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} para inferencia necesita {memory} con {context:,} tokens (caché KV {cache}): cabe en {fitting} de {count} GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} con {how} necesita {memory} con {context:,} tokens: cabe en {fitting} de {count} GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs. With gradient checkpointing, {checkpointed}: {fitting_more} GPUs, from {smallest} cards up.</source>
        <translation>{model} con {how} necesita {memory} con {context:,} tokens: cabe en {fitting} de {count} GPU. Con gradient checkpointing, {checkpointed}: {fitting_more} GPU, desde tarjetas de {smallest}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{model}: {parameters:,} parameters, {trainable:,} of them trained; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}: {parameters:,} parámetros, {trainable:,} de ellos entrenados; {how}, contexto de {context:,} tokens, lote {batch}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model}: {parameters:,} parameters; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}: {parameters:,} parámetros; {how}, contexto de {context:,} tokens, lote {batch}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory: weights {weights}, gradients {gradients}, optimizer state {optimizer}, activations {activations}, logits and loss {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>Memoria: pesos {weights}, gradientes {gradients}, estado del optimizador {optimizer}, activaciones {activations}, logits y pérdida {workspace}: total {total}, más el contexto CUDA en cada GPU.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory: weights {weights}, KV cache {cache}, prefill and logits {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>Memoria: pesos {weights}, caché KV {cache}, prefill y logits {workspace}: total {total}, más el contexto CUDA en cada GPU.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With gradient checkpointing the activations take {activations}: total {total}.</source>
        <translation>Con gradient checkpointing las activaciones ocupan {activations}: total {total}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fastest training, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>Entrenamiento más rápido, estimado: {gpu}, unos {rate} tokens/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest decoding, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>Decodificación más rápida, estimada: {gpu}, unos {rate} tokens/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Configuration: {source}</source>
        <translation>Configuración: {source}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="-97"/>
        <source>Vision and other models</source>
        <translation>Visión y otros modelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language model</source>
        <translation>Modelo de lenguaje</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Advise on</source>
        <translation>Asesorar sobre</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your language model</source>
        <translation>Su modelo de lenguaje</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open config.json…</source>
        <translation>Abrir config.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own model&apos;s Hugging Face config.json: read as JSON (nothing in it runs), at most 1 MiB</source>
        <translation>El config.json de Hugging Face de su modelo: leído como JSON (nada en él se ejecuta), como máximo 1 MiB</translation>
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
        <translation>Tokens por secuencia: la longitud de la secuencia de entrenamiento, o el prompt y los tokens generados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences per step</source>
        <translation>Secuencias por paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA&apos;s rank r: each adapted projection gains r x (inputs + outputs) trained parameters</source>
        <translation>El rango r de LoRA: cada proyección adaptada gana r x (entradas + salidas) parámetros entrenados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context length</source>
        <translation>Longitud del contexto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA rank</source>
        <translation>Rango de LoRA</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Configuration from {source}</source>
        <translation>Configuración de {source}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open config.json</source>
        <translation>Abrir config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+254"/>
        <source>time (s, 0 = now)</source>
        <translation>tiempo (s, 0 = ahora)</translation>
    </message>
</context>
<context>
    <name>Experiments</name>
    <message>
        <location filename="../../dashboard/experiments/plan.py" line="+20"/>
        <source>Batch sizes × devices × precisions</source>
        <translation>Tamaños de lote × dispositivos × precisiones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>lote más grande</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>batch sizes must be whole numbers separated by commas, got {text!r}</source>
        <translation>los tamaños de lote deben ser números enteros separados por comas; se recibió {text!r}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give at least one batch size, e.g. 1,4,16,64</source>
        <translation>indique al menos un tamaño de lote, p. ej. 1,4,16,64</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch sizes must be between 1 and {largest:,}, got {text!r}</source>
        <translation>los tamaños de lote deben estar entre 1 y {largest:,}; se recibió {text!r}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds per point must be more than 0 and at most {most}, got {seconds}</source>
        <translation>los segundos por punto deben ser más de 0 y como máximo {most}; se recibió {seconds}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>choose at least one device and one precision</source>
        <translation>elija al menos un dispositivo y una precisión</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/presets.py" line="+52"/>
        <source>this machine has one logical core: there is nothing to scale</source>
        <translation>esta máquina tiene un solo núcleo lógico: no hay nada que escalar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no GPU here: fp32 against bf16 autocast on the CPU; fp16 with a gradient scaler and tensor cores need a CUDA GPU</source>
        <translation>no hay GPU: fp32 frente a bf16 autocast en la CPU; fp16 con escalador de gradientes y los núcleos tensoriales necesitan una GPU CUDA</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no GPU here: the data already lives where the CPU computes, so the two series should agree within noise; on a GPU the first pays a host-to-device copy of every batch</source>
        <translation>no hay GPU: los datos ya están donde calcula la CPU, así que las dos series deberían coincidir dentro del ruido; en una GPU, la primera paga una copia del host al dispositivo por cada lote</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no GPU here: measured the CPU half; on a machine with a GPU the same preset shows from which batch size the GPU overtakes the CPU, for a small and a large model</source>
        <translation>no hay GPU: se midió la mitad de la CPU; en una máquina con GPU, el mismo preajuste muestra a partir de qué tamaño de lote la GPU supera a la CPU, para un modelo pequeño y uno grande</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no GPU here: measured on the CPU; on a GPU the same preset goes to 4,096 tokens and shows where plain attention runs out of memory</source>
        <translation>aquí no hay GPU: medido en la CPU; en una GPU el mismo experimento llega a 4096 tokens y muestra dónde la atención simple se queda sin memoria</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CPU thread scaling</source>
        <translation>Escalado con hilos de CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster does a step get with more CPU cores, at a small and a large batch?</source>
        <translation>¿Cuánto más rápido es un paso con más núcleos de CPU, con un lote pequeño y con uno grande?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32 vs mixed precision</source>
        <translation>fp32 frente a precisión mixta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does lower precision (fp16 on tensor cores, bf16) train faster and use less memory?</source>
        <translation>¿La precisión reducida (fp16 en núcleos tensoriales, bf16) entrena más rápido y usa menos memoria?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transfer learning: what to fine-tune</source>
        <translation>Aprendizaje por transferencia: qué ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What do freezing the backbone, training the last block, or everything cost in speed and memory?</source>
        <translation>¿Cuánto cuestan en velocidad y memoria congelar el modelo base, entrenar el último bloque o entrenarlo todo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fused LSTM vs a hand-written cell</source>
        <translation>LSTM fusionada frente a una celda escrita a mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much does a fused LSTM kernel (cuDNN on NVIDIA) save over the articles&apos; Python LSTM cell?</source>
        <translation>¿Cuánto ahorra un kernel LSTM fusionado (cuDNN en NVIDIA) frente a la celda LSTM en Python de los artículos?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data copied from the host vs kept on the device</source>
        <translation>Datos copiados desde el host frente a datos en el dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of a step is the copy of each batch from host memory to the device?</source>
        <translation>¿Qué parte de un paso es la copia de cada lote de la memoria del host al dispositivo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling with devices</source>
        <translation>Escalado con varios dispositivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster do data-parallel processes train together than one alone, at the same batch per process, and what does averaging their gradients cost?</source>
        <translation>¿Cuánto más rápido entrenan juntos los procesos con paralelismo de datos que uno solo, con el mismo lote por proceso, y cuánto cuesta promediar sus gradientes?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inference: latency against throughput</source>
        <translation>Inferencia: latencia frente a rendimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long does one answer take at batch 1, how many answers a second does a batch of 64 give, and what do ONNX Runtime and int8 change?</source>
        <translation>¿Cuánto tarda una respuesta con lote 1, cuántas respuestas por segundo da un lote de 64, y qué cambian ONNX Runtime e int8?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention and sequence length</source>
        <translation>Atención y longitud de secuencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How do speed and memory grow with the sequence length, for attention written as the formula and for fused attention?</source>
        <translation>¿Cómo crecen la velocidad y la memoria con la longitud de secuencia, para la atención escrita como la fórmula y para la atención fusionada?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When is a GPU worth it?</source>
        <translation>¿Cuándo vale la pena una GPU?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From which batch size does a GPU beat the CPU, for a small and a large model?</source>
        <translation>¿A partir de qué tamaño de lote supera una GPU a la CPU, para un modelo pequeño y uno grande?</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+75"/>
        <source>On {name}, batch {oom} already ran out of memory: nothing could be measured.</source>
        <translation>En {name}, el lote {oom} ya se quedó sin memoria: no se pudo medir nada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, no batch could be measured.</source>
        <translation>En {name}, no se pudo medir ningún lote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On {name}, no batch could be measured: {reason}.</source>
        <translation>En {name}, no se pudo medir ningún lote: {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, only batch {batch} was measured ({rate}); batch {oom} ran out of memory, so nothing larger fits and no knee can be found.</source>
        <translation>En {name}, solo se midió el lote {batch} ({rate}); el lote {oom} se quedó sin memoria, así que no cabe nada mayor y no se puede encontrar el codo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, only batch {batch} was measured ({rate}): a single batch shows no trend, so no knee can be found.</source>
        <translation>En {name}, solo se midió el lote {batch} ({rate}): un solo lote no muestra ninguna tendencia, así que no se puede encontrar el codo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Batch {oom} did not fit in memory.</source>
        <translation>El lote {oom} no cupo en memoria.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On {name}, throughput was highest at the smallest batch, {first} ({rate}): larger batches did not run faster.</source>
        <translation>En {name}, el rendimiento fue máximo con el lote más pequeño, {first} ({rate}): los lotes más grandes no fueron más rápidos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, throughput stayed flat from batch {first} to batch {last}, between {low} and {high}, within the {margin:.0%} noise: batching gained nothing measurable here.</source>
        <translation>En {name}, el rendimiento se mantuvo plano del lote {first} al lote {last}, entre {low} y {high}, dentro del ruido del {margin:.0%}: agrupar en lotes no ganó nada medible aquí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, throughput rose from {low} at batch {first} to {high} at batch {best}, {ratio:.1f}x.</source>
        <translation>En {name}, el rendimiento subió de {low} con el lote {first} a {high} con el lote {best}, {ratio:.1f}x.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was still rising at batch {batch} ({gain:+.0%} per doubling over the last step, {threshold:.0%} or more): the knee lies beyond the batches measured.</source>
        <translation>Seguía subiendo con el lote {batch} ({gain:+.0%} por duplicación en el último tramo, {threshold:.0%} o más): el codo está más allá de los lotes medidos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), while peak memory grew from {low} to {high}, so larger batches cost memory for little speed.</source>
        <translation>El codo es el lote {knee}: de ahí al lote {last}, cada duplicación ganó menos del {threshold:.0%} (como máximo {gain:+.0%}), mientras la memoria pico creció de {low} a {high}, así que los lotes más grandes cuestan memoria a cambio de poca velocidad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), so larger batches cost memory for little speed.</source>
        <translation>El codo es el lote {knee}: de ahí al lote {last}, cada duplicación ganó menos del {threshold:.0%} (como máximo {gain:+.0%}), así que los lotes más grandes cuestan memoria a cambio de poca velocidad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch {batch} was {slower:.0%} slower than batch {best}, the fastest ({rate} against {best_rate}, beyond the {margin:.0%} noise): {cause}.</source>
        <translation>El lote {batch} fue un {slower:.0%} más lento que el lote {best}, el más rápido ({rate} frente a {best_rate}, más allá del ruido del {margin:.0%}): {cause}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>likely not the batch itself: other processes used {share:.0f}% of the CPU while it was measured</source>
        <translation>probablemente no se debe al lote en sí: otros procesos usaron el {share:.0f}% de la CPU mientras se medía</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit</source>
        <translation>probablemente presión de memoria: el lote siguiente no cupo, así que este funcionó cerca del límite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing</source>
        <translation>probablemente el conjunto de trabajo superó las cachés de la CPU, así que cada paso esperó a la memoria principal (limitado por memoria) en lugar de calcular</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>likely memory pressure on the device</source>
        <translation>probablemente presión de memoria en el dispositivo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>likely memory: peak memory jumped from {best_memory} to {memory}, more than the {growth:.0f}x larger batch explains</source>
        <translation>probablemente la memoria: la memoria pico saltó de {best_memory} a {memory}, más de lo que explica un lote {growth:.0f}x mayor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>probablemente presión de memoria: el lote siguiente no cupo, así que este funcionó cerca del límite (memoria pico {best_memory} con el lote {best}, {memory} con el lote {batch})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>probablemente el conjunto de trabajo superó las cachés de la CPU, así que cada paso esperó a la memoria principal (limitado por memoria) en lugar de calcular (memoria pico {best_memory} con el lote {best}, {memory} con el lote {batch})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure on the device (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>probablemente presión de memoria en el dispositivo (memoria pico {best_memory} con el lote {best}, {memory} con el lote {batch})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on.</source>
        <translation>{small} fue más rápido con lotes pequeños, y {large} a partir del lote {batch}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}).</source>
        <translation>{small} fue más rápido con lotes pequeños, y {large} a partir del lote {batch} ({small_lead:.0%} por detrás con el lote {previous}, {large_lead:.0%} por delante con el lote {batch}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}); the curves meet near batch {meet:.0f}.</source>
        <translation>{small} fue más rápido con lotes pequeños, y {large} a partir del lote {batch} ({small_lead:.0%} por detrás con el lote {previous}, {large_lead:.0%} por delante con el lote {batch}); las curvas se cruzan cerca del lote {meet:.0f}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both leads exceed the {margin:.0%} noise, so the crossover is clear.</source>
        <translation>Ambas ventajas superan el ruido del {margin:.0%}, así que el cruce es claro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A lead is within the {margin:.0%} noise (or the machine was busy), so the crossover is uncertain: another run could move it by a measured batch either way.</source>
        <translation>Una ventaja está dentro del ruido del {margin:.0%} (o la máquina estaba ocupada), así que el cruce es incierto: otra ejecución podría desplazarlo un lote medido en cualquier sentido.</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/noise_reading.py" line="+29"/>
        <source>On {name}, batch {listed} was noisy: its steps varied so much that its figure may be off by more than {limit:.0%}, so read it as rough.</source>
        <translation>En {name}, el lote {listed} fue ruidoso: sus pasos variaron tanto que su cifra puede desviarse más de un {limit:.0%}, así que debe tomarse como aproximada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, batches {listed} were noisy: their steps varied so much that their figures may be off by more than {limit:.0%}, so read them as rough.</source>
        <translation>En {name}, los lotes {listed} fueron ruidosos: sus pasos variaron tanto que sus cifras pueden desviarse más de un {limit:.0%}, así que deben tomarse como aproximadas.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} at batch {batches}</source>
        <translation>{name} con el lote {batches}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while these were measured: {listed}; their figures are likely low.</source>
        <translation>Otros procesos usaron hasta el {share:.0f}% de la CPU mientras se medían estos: {listed}; probablemente sus cifras sean bajas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Other processes used {share:.0f}% of the CPU while batch {batches} on {name} was measured: its figure is likely low.</source>
        <translation>Otros procesos usaron el {share:.0f}% de la CPU mientras se medía el lote {batches} en {name}: probablemente su cifra sea baja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while batches {batches} on {name} were measured: their figures are likely low.</source>
        <translation>Otros procesos usaron hasta el {share:.0f}% de la CPU mientras se medían los lotes {batches} en {name}: probablemente sus cifras sean bajas.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{batch} ({low} to {high}, {apart:.0%} apart)</source>
        <translation>{batch} (de {low} a {high}, {apart:.0%} de diferencia)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batch {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>las repeticiones del lote {listed} discreparon más de un {limit:.0%}: ruidoso, así que se usa la mediana</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batches {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>las repeticiones de los lotes {listed} discreparon más de un {limit:.0%}: ruidosos, así que se usa la mediana</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the other repeated batches agreed within {gap:.0%}</source>
        <translation>los demás lotes repetidos coincidieron con un margen del {gap:.0%}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all repeated batches agreed within {gap:.0%}</source>
        <translation>todos los lotes repetidos coincidieron con un margen del {gap:.0%}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On {name}, batches measured up to {times} times: {findings}.</source>
        <translation>En {name}, lotes medidos hasta {times} veces: {findings}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>These points carry no record of how much their steps varied, so differences under about {limit:.0%} may be noise.</source>
        <translation>Estos puntos no registran cuánto variaron sus pasos, así que las diferencias menores de un {limit:.0%} aproximadamente pueden ser ruido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%} and no other program took more than {busy:.0f}% of the CPU, so differences larger than about {worst:.0%} are real.</source>
        <translation>Los pasos de cada punto variaron como máximo un {spread:.0%} y ningún otro programa usó más del {busy:.0f}% de la CPU, así que las diferencias mayores de un {worst:.0%} aproximadamente son reales.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%}, so differences larger than about {worst:.0%} are real.</source>
        <translation>Los pasos de cada punto variaron como máximo un {spread:.0%}, así que las diferencias mayores de un {worst:.0%} aproximadamente son reales.</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+12"/>
        <source>Trainable parameters: {counts}.</source>
        <translation>Parámetros entrenables: {counts}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{loss:.3f} on {name}</source>
        <translation>{loss:.3f} en {name}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From the same seed at batch {batch}, the loss after %Ln step(s) was {ends}: the curves show whether the change affected learning.</source>
        <translation>
            <numerusform>Desde la misma semilla con lote {batch}, la pérdida tras %Ln paso fue {ends}: las curvas muestran si el cambio afectó al aprendizaje.</numerusform>
            <numerusform>Desde la misma semilla con lote {batch}, la pérdida tras %Ln pasos fue {ends}: las curvas muestran si el cambio afectó al aprendizaje.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{accuracy:.0%} on {name}</source>
        <translation>{accuracy:.0%} en {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training accuracy over steps {first}-{last} (each batch judged before the step that learned from it): {accuracies}.</source>
        <translation>Exactitud de entrenamiento en los pasos {first}-{last} (cada lote evaluado antes del paso que aprendió de él): {accuracies}.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} {ratio:.2f}x (within noise)</source>
        <translation>{name} {ratio:.2f}x (dentro del ruido)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch}, relative to {first} ({rate}): {ratios}.</source>
        <translation>Con lote {batch}, respecto a {first} ({rate}): {ratios}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With {name}, one answer takes {latency} at batch {small}; at batch {large} it serves {rate}, and every answer in the batch waits {wait}.</source>
        <translation>Con {name}, una respuesta tarda {latency} con lote {small}; con lote {large} sirve {rate}, y cada respuesta del lote espera {wait}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} trained the most samples per joule at batch {batch}: {per_joule} samples/J at {power} on average.</source>
        <translation>{name} entrenó más muestras por julio con lote {batch}: {per_joule} muestras/J a una potencia media de {power}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Energy was not measured: {reason}.</source>
        <translation>No se midió la energía: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>At batch {batch} per GPU, {name} trained {rate}: {ratio:.2f}x one GPU, {efficiency:.0%} of linear scaling; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>Con lote {batch} por GPU, {name} entrenó a {rate}: {ratio:.2f}x la velocidad de una GPU, el {efficiency:.0%} del escalado lineal; cada paso esperó el {share:.0%} de su tiempo al all-reduce de los gradientes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} per process, {name} trained {rate}: {ratio:.2f}x one process on the same cores; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>Con lote {batch} por proceso, {name} entrenó a {rate}: {ratio:.2f}x la velocidad de un proceso en los mismos núcleos; cada paso esperó el {share:.0%} de su tiempo al all-reduce de los gradientes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On one CPU the processes share the same cores, so more processes add no arithmetic: what they gain is a combined batch of {combined} samples per step, and what they pay is the all-reduce and each one&apos;s smaller share of the threads.</source>
        <translation>En una CPU los procesos comparten los mismos núcleos, así que más procesos no añaden cálculo: lo que ganan es un lote combinado de {combined} muestras por paso, y lo que pagan es el all-reduce y la parte más pequeña de los hilos que recibe cada uno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Short of linear because every step ends with an all-reduce of all the gradients over the links between the GPUs (NVLink or PCIe), and the steps still run one after another.</source>
        <translation>Queda por debajo de lo lineal porque cada paso termina con un all-reduce de todos los gradientes a través de los enlaces entre las GPU (NVLink o PCIe), y los pasos siguen ejecutándose uno tras otro.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>With {processes} processes the all-reduce took {small_share:.0%} of a step at batch {small} and {large_share:.0%} at batch {large}: the gradients are as large at every batch, so larger batches hide them better.</source>
        <translation>Con {processes} procesos, el all-reduce ocupó el {small_share:.0%} de un paso con lote {small} y el {large_share:.0%} con lote {large}: los gradientes son igual de grandes con cualquier lote, así que los lotes más grandes los ocultan mejor.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../dashboard/experiments/takeaway.py" line="+334"/>
        <source>Even batch {batch} did not fit.</source>
        <translation>Ni siquiera el lote {batch} cupo.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Every batch up to the search&apos;s limit of {limit:,} fitted (%Ln tries), so the largest is at least that.</source>
        <translation>
            <numerusform>Todos los lotes hasta el límite de búsqueda de {limit:,} cupieron (%Ln intento), así que el más grande es al menos ese.</numerusform>
            <numerusform>Todos los lotes hasta el límite de búsqueda de {limit:,} cupieron (%Ln intentos), así que el más grande es al menos ese.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The largest batch that fits is {largest:,} (batch {failing:,} ran out of memory; %Ln tries: doubling, then bisecting); with a 10% margin, use {safe:,}.</source>
        <translation>
            <numerusform>El lote más grande que cabe es {largest:,} (el lote {failing:,} se quedó sin memoria; %Ln intento: duplicando y luego bisecando); con un margen del 10%, use {safe:,}.</numerusform>
            <numerusform>El lote más grande que cabe es {largest:,} (el lote {failing:,} se quedó sin memoria; %Ln intentos: duplicando y luego bisecando); con un margen del 10%, use {safe:,}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest batch is often much smaller than the largest.</source>
        <translation>El lote más rápido suele ser mucho más pequeño que el más grande.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/charts.py" line="+98"/>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak memory</source>
        <translation>Memoria pico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per epoch ({samples:,} samples)</source>
        <translation>Tiempo por época ({samples:,} muestras)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples per joule</source>
        <translation>Muestras por julio</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>batch size (log scale)</source>
        <translation>tamaño de lote (escala log.)</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>memory (GiB)</source>
        <translation>memoria (GiB)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Throughput on a log scale</source>
        <translation>Rendimiento en escala logarítmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A log axis keeps series far apart (a CPU beside a GPU) both visible; on by default when they differ by more than 10x</source>
        <translation>Un eje logarítmico mantiene visibles series muy distantes (una CPU junto a una GPU); activado por defecto cuando difieren más de 10x</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cross-entropy</source>
        <translation>entropía cruzada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step (warm-up included; same seed throughout)</source>
        <translation>paso (calentamiento incluido; misma semilla en todos)</translation>
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
        <translation>tamaño de lote por proceso (escala log.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sequence length (log scale)</source>
        <translation>longitud de secuencia (escala log)</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>out of memory at {batch}</source>
        <translation>sin memoria con {batch}</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{device} memory</source>
        <translation>memoria de {device}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>knee {batch}?</source>
        <translation>codo {batch}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knee {batch}</source>
        <translation>codo {batch}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best {batch}</source>
        <translation>mejor {batch}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>largest {batch}</source>
        <translation>máximo {batch}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>crossover near {batch:.0f}</source>
        <translation>cruce cerca de {batch:.0f}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no crossover: {series} faster at every batch</source>
        <translation>sin cruce: {series} más rápido con todos los lotes</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss at batch {batch}</source>
        <translation>Pérdida con lote {batch}</translation>
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
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch sizes</source>
        <translation>Tamaños de lote</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time per point</source>
        <translation>Tiempo por punto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated batch sizes, 1 to {largest}</source>
        <translation>Tamaños de lote separados por comas, de 1 a {largest}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measuring time per point, after 3 warm-up steps</source>
        <translation>Tiempo de medición por punto, tras 3 pasos de calentamiento</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Each point trains the model from scratch at one batch size and times whole steps. A device&apos;s series ends at its first out-of-memory. Why it matters: small batches leave SIMD lanes and cores (or a GPU&apos;s thousands of lanes) idle; once every unit is busy, a larger batch costs memory without adding speed.</source>
        <translation>Cada punto entrena el modelo desde cero con un tamaño de lote y cronometra pasos completos. La serie de un dispositivo termina en su primer error de memoria insuficiente. Por qué importa: los lotes pequeños dejan ociosos los carriles SIMD y los núcleos (o los miles de carriles de una GPU); cuando todas las unidades están ocupadas, un lote más grande cuesta memoria sin añadir velocidad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point is a real training run of its processes (started by torchrun when there are several), timed after 5 warm-up steps. Why it matters: the processes share each step&apos;s work, but every step ends with an all-reduce that averages their gradients, and that wait does not shrink with more devices.</source>
        <translation>Cada punto es una ejecución de entrenamiento real de sus procesos (iniciados por torchrun cuando hay varios), cronometrada tras 5 pasos de calentamiento. Por qué importa: los procesos se reparten el trabajo de cada paso, pero cada paso termina con un all-reduce que promedia sus gradientes, y esa espera no se reduce con más dispositivos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point times the model answering batches in eval mode, without gradients: its latency is how long every answer in the batch waits, its throughput the batch over that latency. Why it matters: an edge device answers one request at a time (latency), a server batches many (throughput).</source>
        <translation>Cada punto cronometra el modelo respondiendo lotes en modo eval, sin gradientes: su latencia es cuánto espera cada respuesta del lote, su rendimiento el lote dividido por esa latencia. Por qué importa: un dispositivo en el borde responde una petición cada vez (latencia), un servidor agrupa muchas (rendimiento).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point trains tiny-gpt from scratch at one sequence length, at batch 4, and times whole steps; peak memory on the CPU is what the point added to the process. Why it matters: attention written as the formula keeps a score for every pair of positions, so its memory grows with the square of the length; a fused kernel does not keep them.</source>
        <translation>Cada punto entrena tiny-gpt desde cero con una longitud de secuencia, con lote 4, y cronometra pasos completos; la memoria máxima en la CPU es lo que el punto añadió al proceso. Por qué importa: la atención escrita como la fórmula guarda una puntuación por cada par de posiciones, así que su memoria crece con el cuadrado de la longitud; un kernel fusionado no las guarda.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>How do throughput and memory change with batch size on each device?</source>
        <translation>¿Cómo cambian el rendimiento y la memoria con el tamaño de lote en cada dispositivo?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at batch sizes {sizes})</source>
        <translation>{question} ({series} series con tamaños de lote {sizes})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at sequence lengths {lengths}, batch {batch})</source>
        <translation>{question} ({series} series con longitudes de secuencia {lengths}, lote {batch})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose at least one device and one precision.</source>
        <translation>Elija al menos un dispositivo y una precisión.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="+50"/>
        <source>Choose what to compare, then Run sweep.</source>
        <translation>Elija qué comparar y pulse Ejecutar barrido.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Run sweep</source>
        <translation>Ejecutar barrido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest batch</source>
        <translation>Lote más grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the largest batch that fits on the first chosen device and precision (doubling, then bisecting), timing every try: the fastest batch comes with it</source>
        <translation>Buscar el lote más grande que cabe en el primer dispositivo y la primera precisión elegidos (duplicando y luego bisecando), cronometrando cada intento: de paso se obtiene el lote más rápido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; measured points are kept</source>
        <translation>Detener tras el paso actual; se conservan los puntos medidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points as JSON and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>Los puntos como JSON y CSV, y los gráficos como PNG y SVG, en una carpeta</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Searching the largest batch of {model} on {device} in {precision} (up to {limit:,})…</source>
        <translation>Buscando el lote más grande de {model} en {device} con {precision} (hasta {limit:,})…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Measuring %Ln point(s)…</source>
        <translation>
            <numerusform>Midiendo %Ln punto…</numerusform>
            <numerusform>Midiendo %Ln puntos…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Following the experiment on {host} again…</source>
        <translation>Siguiendo de nuevo el experimento en {host}…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{done} of {total}: {series} at sequence length {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done} de {total}: {series} con longitud de secuencia {batch}: {detail} · como mucho {left} restantes (una serie termina antes si se queda sin memoria)</translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>Se exportó %Ln archivo a {folder}</numerusform>
            <numerusform>Se exportaron %Ln archivos a {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/status_texts.py" line="+20"/>
        <source>out of memory at sequence length {length}</source>
        <translation>sin memoria con longitud de secuencia {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory at batch size {batch}</source>
        <translation>memoria insuficiente con tamaño de lote {batch}</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{outcome}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{outcome}: %Ln punto medido</numerusform>
            <numerusform>{outcome}: %Ln puntos medidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{outcome}: %Ln point(s) measured, saved in {folder}</source>
        <translation>
            <numerusform>{outcome}: %Ln punto medido, guardado en {folder}</numerusform>
            <numerusform>{outcome}: %Ln puntos medidos, guardados en {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Recorded: %Ln point(s)</source>
        <translation>
            <numerusform>Grabado: %Ln punto</numerusform>
            <numerusform>Grabado: %Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recorded: %Ln point(s): the last, {series} batch {batch}</source>
        <translation>
            <numerusform>Grabado: %Ln punto; el último, {series} lote {batch}</numerusform>
            <numerusform>Grabado: %Ln puntos; el último, {series} lote {batch}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Opened 1 saved experiment: %Ln point(s)</source>
        <translation>
            <numerusform>Se abrió 1 experimento guardado: %Ln punto</numerusform>
            <numerusform>Se abrió 1 experimento guardado: %Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Opened {experiments} saved experiments: %Ln point(s)</source>
        <translation>
            <numerusform>Se abrieron {experiments} experimentos guardados: %Ln punto</numerusform>
            <numerusform>Se abrieron {experiments} experimentos guardados: %Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="-179"/>
        <source>Cancelling after the current step…</source>
        <translation>Cancelando tras el paso actual…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{done} of {total}: {series} batch {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done} de {total}: {series} lote {batch}: {detail} · quedan como máximo {left} (una serie termina antes si se queda sin memoria)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Playing a recorded experiment…</source>
        <translation>Reproduciendo un experimento grabado…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Wait for the running measurement to finish (or cancel it) first.</source>
        <translation>Primero espere a que termine la medición en curso (o cancélela).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the replay first (the bar above the page): a recording plays here.</source>
        <translation>Primero salga de la reproducción (la barra sobre la página): aquí se reproduce una grabación.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open {what}.</source>
        <translation>No se pudo abrir {what}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the experiment to a folder</source>
        <translation>Exportar el experimento a una carpeta</translation>
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
        <translation>Detenido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/saved.py" line="+60"/>
        <source>Saved experiments</source>
        <translation>Experimentos guardados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to reopen an experiment; select several (Ctrl/Shift) and press Open to draw them on the same axes</source>
        <translation>Doble clic para reabrir un experimento; seleccione varios (Ctrl/Shift) y pulse Abrir para dibujarlos en los mismos ejes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected experiments; several are overlaid, each series named by its experiment</source>
        <translation>Dibujar los experimentos seleccionados; si son varios, se superponen y cada serie lleva el nombre de su experimento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link to the machine that measures this experiment dropped; it went on there. Follow it again: its points since, live, added to this copy (or all at once if it has ended).</source>
        <translation>Se cayó el enlace con la máquina que mide este experimento; siguió allí. Síguelo de nuevo: sus puntos desde entonces, en vivo, añadidos a esta copia (o todos a la vez si ya terminó).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{folder}  [unreadable: {reason}]</source>
        <translation>{folder}  [ilegible: {reason}]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reattach to the experiment on {host}</source>
        <translation>Reconectar con el experimento en {host}</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/scaling.py" line="+32"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+15"/>
        <source>energy is not read for points measured as training runs</source>
        <translation>la energía no se lee para puntos medidos como ejecuciones de entrenamiento</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>fewer than two GPUs here: CPU processes share this machine&apos;s cores, so the series split the same cores differently and show what averaging gradients costs, not what more devices gain</source>
        <translation>hay menos de dos GPU: los procesos de CPU comparten los núcleos de esta máquina, así que las series reparten los mismos núcleos de distinta forma y muestran lo que cuesta promediar gradientes, no lo que se gana con más dispositivos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this machine has one logical core and fewer than two GPUs: there is nothing to scale</source>
        <translation>esta máquina tiene un solo núcleo lógico y menos de dos GPU: no hay nada que escalar</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/serving.py" line="+37"/>
        <source>ONNX Runtime is not installed here (pip install onnx onnxscript onnxruntime)</source>
        <translation>ONNX Runtime no está instalado aquí (pip install onnx onnxscript onnxruntime)</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-35"/>
        <source>small CNN on {device}</source>
        <translation>CNN pequeña en {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {dataset} ({device})</source>
        <translation>{model} en {dataset} ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {device}</source>
        <translation>{model} en {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{series}, sequence {length}</source>
        <translation>{series}, secuencia de {length}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused nn.LSTM ({device})</source>
        <translation>nn.LSTM fusionada ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand-written cell ({device})</source>
        <translation>celda escrita a mano ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain attention ({device})</source>
        <translation>atención simple ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused attention ({device})</source>
        <translation>atención fusionada ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches copied from host memory to {device}</source>
        <translation>lotes copiados de la memoria del host a {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data kept on {device}</source>
        <translation>datos guardados en {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen</source>
        <translation>modelo base congelado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>último bloque + cabeza</translation>
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
        <translation>int8 dinámico (torchao) ({device})</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln thread(s)</source>
        <translation>
            <numerusform>%Ln hilo</numerusform>
            <numerusform>%Ln hilos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln process(es)</source>
        <translation>
            <numerusform>%Ln proceso</numerusform>
            <numerusform>%Ln procesos</numerusform>
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
        <translation>No se pudo medir nada: el lote {oom} ya se quedó sin memoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing could be measured: the details say why.</source>
        <translation>No se pudo medir nada: los detalles dicen por qué.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only batch {batch} was measured ({rate}): one batch shows no trend.</source>
        <translation>Solo se midió el lote {batch} ({rate}): un solo lote no muestra tendencia.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throughput stayed flat from batch {first} to batch {last}, within the {margin:.0%} noise: larger batches gained nothing here.</source>
        <translation>El rendimiento se mantuvo plano del lote {first} al lote {last}, dentro del ruido del {margin:.0%}: los lotes más grandes no ganaron nada aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}.</source>
        <translation>El rendimiento subió {ratio:.1f}x del lote {first} al lote {best}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}, then fell {slower:.0%} by batch {batch}.</source>
        <translation>El rendimiento subió {ratio:.1f}x del lote {first} al lote {best} y luego cayó un {slower:.0%} hasta el lote {batch}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It was still rising at batch {last}: the knee lies beyond.</source>
        <translation>Seguía subiendo con el lote {last}: el codo está más allá.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is batch {knee}: past it, each doubling gained under {threshold:.0%}.</source>
        <translation>El codo es el lote {knee}: a partir de él, cada duplicación ganó menos del {threshold:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is uncertain: batch {batch}&apos;s repeats measured {low} and {high} samples/s, further apart than the {threshold:.0%} gain defining it.</source>
        <translation>El codo es incierto: las repeticiones del lote {batch} midieron {low} y {high} muestras/s, más separadas que la ganancia del {threshold:.0%} que lo define.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is uncertain: batch {batch}&apos;s figure may be off by ±{spread:.0%}, more than the {threshold:.0%} gain defining it.</source>
        <translation>El codo es incierto: la cifra del lote {batch} puede desviarse ±{spread:.0%}, más que la ganancia del {threshold:.0%} que lo define.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{one} and {two} share no measured batch, so they cannot be compared.</source>
        <translation>{one} y {two} no comparten ningún lote medido, así que no se pueden comparar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Neither {one} nor {two} stayed ahead: they swapped places over the batches measured.</source>
        <translation>Ni {one} ni {two} se mantuvo por delante: se alternaron a lo largo de los lotes medidos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At batch {batch}, {winner} ran {ratio:.2f}x as fast as {loser}.</source>
        <translation>Con el lote {batch}, {winner} fue {ratio:.2f}x más rápido que {loser}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch, {low} to {high}: {low_ratio:.1f}x at batch {low}, {high_ratio:.1f}x at batch {high}.</source>
        <translation>{winner} fue más rápido que {loser} con todos los lotes, de {low} a {high}: {low_ratio:.1f}x con el lote {low}, {high_ratio:.1f}x con el lote {high}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Uncertain at batch {batch}: a {lead:.0%} lead is within the {margin:.0%} noise.</source>
        <translation>Incierto con el lote {batch}: una ventaja del {lead:.0%} está dentro del ruido del {margin:.0%}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch measured.</source>
        <translation>{winner} fue más rápido que {loser} con todos los lotes medidos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+15"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on.</source>
        <translation>{small} fue más rápido con lotes pequeños, y {large} a partir del lote {batch}.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on: they cross near batch {meet:.0f}.</source>
        <translation>{small} fue más rápido con lotes pequeños, y {large} a partir del lote {batch}: se cruzan cerca del lote {meet:.0f}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uncertain: leads of {small_lead:.0%} and {large_lead:.0%} are within the {margin:.0%} noise.</source>
        <translation>Incierto: ventajas del {small_lead:.0%} y del {large_lead:.0%} están dentro del ruido del {margin:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertain: other programs were busy while it was measured.</source>
        <translation>Incierto: otros programas estaban ocupados mientras se medía.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{large} overtook {small} from batch {batch} on.</source>
        <translation>{large} superó a {small} a partir del lote {batch}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{fastest} reached the highest throughput, {rate}; the series share no batch to compare them at.</source>
        <translation>{fastest} alcanzó el mayor rendimiento, {rate}; las series no comparten ningún lote en el que compararlas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At batch {batch}, {fastest} was fastest: {ratio:.2f}x {slowest}.</source>
        <translation>Con el lote {batch}, {fastest} fue el más rápido: {ratio:.2f}x {slowest}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{second} is within the noise of it ({gap:.0%} apart): call it a tie.</source>
        <translation>{second} está dentro de su ruido ({gap:.0%} de diferencia): es un empate.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{processes} processes trained {ratio:.2f}x as fast as one at batch {batch} per process: {efficiency:.0%} of linear scaling.</source>
        <translation>{processes} procesos entrenaron {ratio:.2f}x más rápido que uno solo, con lote {batch} por proceso: {efficiency:.0%} del escalado lineal.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>One answer took {latency} at batch {small} ({quick}); at batch {large}, {busy} served the most, {rate}.</source>
        <translation>Una respuesta tardó {latency} con lote {small} ({quick}); con lote {large}, {busy} sirvió más: {rate}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every batch up to {limit:,} fitted.</source>
        <translation>Cupieron todos los lotes hasta {limit:,}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch that fits is {largest:,} (use {safe:,} for a 10% margin).</source>
        <translation>El lote más grande que cabe es {largest:,} (usa {safe:,} para un margen del 10%).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest was batch {best:,}, {rate}.</source>
        <translation>El más rápido fue el lote {best:,}, {rate}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/reading_view.py" line="+81"/>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figures behind the takeaway: each point&apos;s noise, the repeats and other programs&apos; CPU use</source>
        <translation>Las cifras detrás de la conclusión: el ruido de cada punto, las repeticiones y el uso de CPU de otros programas</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/length_reading.py" line="+49"/>
        <source>roughly quadratic</source>
        <translation>aproximadamente cuadrático</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>between linear and quadratic</source>
        <translation>entre lineal y cuadrático</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roughly linear</source>
        <translation>aproximadamente lineal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nearly flat</source>
        <translation>casi constante</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Too few sequence lengths were measured to say how memory grows.</source>
        <translation>Se midieron demasiado pocas longitudes de secuencia para decir cómo crece la memoria.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak memory grew alike in every series, as length^{exponent} ({growth}).</source>
        <translation>La memoria máxima creció igual en todas las series, como longitud^{exponent} ({growth}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peak memory grew as length^{steep_exponent} ({steep_growth}) for {steep} and length^{flat_exponent} ({flat_growth}) for {flat}.</source>
        <translation>La memoria máxima creció como longitud^{steep_exponent} ({steep_growth}) para {steep} y longitud^{flat_exponent} ({flat_growth}) para {flat}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: {first_rate} tokens/s at {first:,} tokens, {last_rate} tokens/s at {last:,}.</source>
        <translation>{name}: {first_rate} tokens/s con {first:,} tokens, {last_rate} tokens/s con {last:,}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its peak memory fits length^{exponent}: {growth}.</source>
        <translation>Su memoria máxima sigue longitud^{exponent}: {growth}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It ran out of memory at {length:,} tokens on {device}.</source>
        <translation>Se quedó sin memoria con {length:,} tokens en {device}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the CPU no length is run out of memory on purpose: there the kernel would end the process, so the memory guard leaves out the lengths that cannot fit before anything runs. CPU memory is counted above what the process held before each point (the runtime and the data).</source>
        <translation>En la CPU ninguna longitud se lleva a quedarse sin memoria a propósito: allí el kernel terminaría el proceso, así que la protección de memoria deja fuera las longitudes que no caben antes de ejecutar nada. La memoria de la CPU se cuenta por encima de lo que el proceso ocupaba antes de cada punto (el runtime y los datos).</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/storage.py" line="+78"/>
        <source>this machine</source>
        <translation>esta máquina</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/child.py" line="+107"/>
        <source>The link to {host} dropped before the experiment ended ({problem}). It goes on on {host}, saved in {folder}: Reattach under the saved experiments follows it again, and fetches the rest once it has ended.</source>
        <translation>El enlace con {host} se cayó antes de que terminara el experimento ({problem}). Sigue en {host}, guardado en {folder}: Reconectar, bajo los experimentos guardados, vuelve a seguirlo y trae el resto cuando termine.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../dashboard/lessons/glossary.py" line="+14"/>
        <source>accuracy</source>
        <translation>exactitud (accuracy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of samples whose most likely class (or next character) the model predicted right. It is measured on held-out data at the end of each epoch, and on each training batch in comparisons.</source>
        <translation>La proporción de muestras cuya clase más probable (o siguiente carácter) el modelo predijo correctamente. Se mide con datos reservados al final de cada época, y en cada lote de entrenamiento en las comparaciones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intermediate results of the forward pass that are kept for the backward pass. They grow with the batch size and usually decide the largest batch that fits.</source>
        <translation>Los resultados intermedios de la pasada hacia adelante (forward) que se guardan para la pasada hacia atrás (backward). Crecen con el tamaño de lote y suelen decidir el lote más grande que cabe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How data-parallel processes average their gradients after each backward pass: every process sends its own and receives the mean. The time a step waits for it is the price of sharing the batch among devices.</source>
        <translation>Cómo los procesos con paralelismo de datos promedian sus gradientes tras cada pasada hacia atrás: cada proceso envía los suyos y recibe la media. El tiempo que un paso espera por ello es el precio de repartir el lote entre dispositivos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>arithmetic intensity</source>
        <translation>intensidad aritmética</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calculations done per byte read or written (FLOPs per byte). Low intensity waits for memory; high intensity waits for the arithmetic units.</source>
        <translation>Cálculos realizados por byte leído o escrito (FLOPs por byte). Con baja intensidad se espera a la memoria; con alta intensidad, a las unidades aritméticas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention</source>
        <translation>atención</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a transformer lets each position of a sequence draw on the earlier ones: a score for every pair of positions, turned into weights by a softmax.</source>
        <translation>Cómo un transformer deja que cada posición de una secuencia use las anteriores: una puntuación por cada par de posiciones, convertida en pesos por un softmax.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>ancho de banda (bandwidth)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many bytes per second memory can deliver to the processor (GB/s).</source>
        <translation>Cuántos bytes por segundo puede entregar la memoria al procesador (GB/s).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bandwidth-bound</source>
        <translation>limitado por ancho de banda (bandwidth-bound)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by how fast data arrives from memory, not by arithmetic: faster memory helps, more FLOPS do not.</source>
        <translation>Limitado por la velocidad a la que llegan los datos desde la memoria, no por la aritmética: una memoria más rápida ayuda, más FLOPS no.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch size</source>
        <translation>tamaño de lote (batch size)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many samples one training step processes together. A larger batch gives the hardware more parallel work but needs more memory.</source>
        <translation>Cuántas muestras procesa juntas un paso de entrenamiento. Un lote más grande da al hardware más trabajo en paralelo, pero necesita más memoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with the same range as fp32 and less precision: it rarely needs loss scaling.</source>
        <translation>Un formato numérico de 16 bits con el mismo rango que fp32 y menos precisión: rara vez necesita escalado de la pérdida (loss scaling).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy machine</source>
        <translation>máquina ocupada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs used more than 10% of the CPU while a figure was measured: that figure is likely low and noisier than on an idle machine.</source>
        <translation>Otros programas usaron más del 10% de la CPU mientras se medía una cifra: probablemente esa cifra sea más baja y más ruidosa que en una máquina en reposo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cache</source>
        <translation>caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small, fast memory on the processor. Work that fits in it runs faster than work that must go to main memory.</source>
        <translation>Memoria pequeña y rápida dentro del procesador. El trabajo que cabe en ella se ejecuta más rápido que el que debe ir a la memoria principal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation>frecuencia de reloj (clock)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cycles per second a processor runs (MHz). A GPU raises its clock under load and lowers it when it is too hot or at its power limit, so the same work can take longer.</source>
        <translation>Cuántos ciclos por segundo ejecuta un procesador (MHz). Una GPU sube su frecuencia bajo carga y la baja cuando está demasiado caliente o en su límite de potencia, así que el mismo trabajo puede tardar más.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute-bound</source>
        <translation>limitado por cómputo (compute-bound)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by the arithmetic units: a processor with more FLOPS helps, faster memory does not.</source>
        <translation>Limitado por las unidades aritméticas: un procesador con más FLOPS ayuda, una memoria más rápida no.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation>punto de cruce (crossover)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch size from which one device or setting stays faster than the other.</source>
        <translation>El tamaño de lote a partir del cual un dispositivo o ajuste se mantiene más rápido que el otro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data parallelism</source>
        <translation>paralelismo de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several devices each take part of every batch and then average their gradients: each step is shorter, but the steps still run one after another.</source>
        <translation>Varios dispositivos toman cada uno una parte de cada lote y luego promedian sus gradientes: cada paso es más corto, pero los pasos siguen ejecutándose uno tras otro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch</source>
        <translation>época (epoch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pass over the whole training set: dataset size divided by batch size steps.</source>
        <translation>Una pasada por todo el conjunto de entrenamiento: tantos pasos como el tamaño del conjunto de datos dividido por el tamaño de lote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate</source>
        <translation>estimación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number computed from published specifications, not measured on this machine. Estimates are always labelled as such.</source>
        <translation>Un número calculado a partir de especificaciones publicadas, no medido en esta máquina. Las estimaciones siempre se indican como tales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FLOPS</source>
        <translation>FLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floating-point operations per second: how much arithmetic a device does.</source>
        <translation>Operaciones de punto flotante por segundo: cuánta aritmética hace un dispositivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with a small range: fast on tensor cores, but training needs a gradient scaler so small gradients do not round to zero.</source>
        <translation>Un formato numérico de 16 bits con un rango pequeño: rápido en los núcleos tensoriales, pero el entrenamiento necesita un escalador de gradientes para que los gradientes pequeños no se redondeen a cero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard 32-bit floating-point number format.</source>
        <translation>El formato numérico estándar de punto flotante de 32 bits.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frozen backbone</source>
        <translation>modelo base congelado (frozen backbone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pretrained part of a network whose weights are not trained: no gradients or optimizer state are kept for it.</source>
        <translation>La parte preentrenada de una red cuyos pesos no se entrenan: no se guardan gradientes ni estado del optimizador para ella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fused kernel</source>
        <translation>kernel fusionado (fused kernel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One operation on the device that does the work of several, saving launches and trips to memory.</source>
        <translation>Una sola operación en el dispositivo que hace el trabajo de varias, con lo que ahorra lanzamientos y viajes a la memoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDDR</source>
        <translation>GDDR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory of consumer GPUs: chips around the processor on the board, a few hundred GB/s to about 1.8 TB/s.</source>
        <translation>La memoria de las GPU de consumo: chips alrededor del procesador en la placa, desde unos cientos de GB/s hasta unos 1,8 TB/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gradient checkpointing</source>
        <translation>gradient checkpointing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeping only each layer&apos;s input during the forward pass and computing the rest again during the backward pass: far less memory for activations, about a third more computation.</source>
        <translation>Guardar solo la entrada de cada capa en la pasada hacia delante y calcular el resto de nuevo en la pasada hacia atrás: mucha menos memoria para activaciones, alrededor de un tercio más de cálculo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One number per trained weight saying how to change it; as much memory as the trained weights.</source>
        <translation>Un número por cada peso entrenado que indica cómo cambiarlo; ocupan tanta memoria como los pesos entrenados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High-bandwidth memory: stacks of memory beside the GPU die in the same package, 1.5 to 8 TB/s on data centre GPUs.</source>
        <translation>Memoria de alto ancho de banda (high-bandwidth memory): pilas de memoria junto al chip de la GPU, en el mismo encapsulado; de 1,5 a 8 TB/s en las GPU de centro de datos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache</source>
        <translation>caché KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The keys and values a language model computed for the tokens already seen, kept so that each new token is computed once. It grows with the context and the batch.</source>
        <translation>Las claves y los valores que un modelo de lenguaje calculó para los tokens ya vistos, guardados para que cada token nuevo se calcule una sola vez. Crece con el contexto y el lote.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kernel launch</source>
        <translation>lanzamiento de kernel (kernel launch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting one operation on a GPU: a few microseconds each, which small operations cannot hide.</source>
        <translation>Iniciar una operación en una GPU: unos pocos microsegundos cada vez, que las operaciones pequeñas no pueden ocultar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knee</source>
        <translation>codo (knee)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest batch after which each doubling of the batch gains less than 10% throughput: larger batches cost memory for little speed.</source>
        <translation>El lote más pequeño a partir del cual cada duplicación del lote gana menos del 10% de rendimiento: los lotes más grandes cuestan memoria a cambio de poca velocidad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low-rank adaptation: the model&apos;s weights stay frozen and small trainable matrices beside them learn the change, so only a fraction of a percent of the parameters need gradients and optimizer state.</source>
        <translation>Adaptación de bajo rango: los pesos del modelo quedan congelados y pequeñas matrices entrenables a su lado aprenden el cambio, de modo que solo una fracción de un uno por ciento de los parámetros necesita gradientes y estado del optimizador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss</source>
        <translation>pérdida (loss)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How wrong the model&apos;s predictions are on the training batch; training makes it fall.</source>
        <translation>Cuán erróneas son las predicciones del modelo en el lote de entrenamiento; el entrenamiento la hace bajar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LSTM</source>
        <translation>LSTM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A recurrent network that reads a sequence one position at a time, carrying a state from each position to the next.</source>
        <translation>Una red recurrente que lee una secuencia posición a posición y lleva un estado de cada posición a la siguiente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul</source>
        <translation>matmul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix multiplication: most of a network&apos;s arithmetic.</source>
        <translation>Multiplicación de matrices: la mayor parte de la aritmética de una red.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed precision</source>
        <translation>precisión mixta (mixed precision)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing in 16-bit numbers where it is safe while keeping the weights in 32 bits: faster and smaller, with the same learning.</source>
        <translation>Calcular con números de 16 bits donde es seguro, manteniendo los pesos en 32 bits: más rápido y más pequeño, con el mismo aprendizaje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noisy</source>
        <translation>ruidoso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A point whose figure may be off by more than 5% (its steps varied that much for how few were timed), or whose repeated measurements differed by more than 10%: read differences smaller than that as noise.</source>
        <translation>Un punto cuya cifra puede desviarse más de un 5% (sus pasos variaron tanto para los pocos que se cronometraron), o cuyas mediciones repetidas difirieron más de un 10%: las diferencias menores que eso son ruido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer state</source>
        <translation>estado del optimizador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the optimizer keeps per weight between steps: Adam keeps two numbers, SGD with momentum one.</source>
        <translation>Lo que el optimizador guarda por cada peso entre pasos: Adam guarda dos números; SGD con momento, uno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory</source>
        <translation>memoria insuficiente (out of memory)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device could not allocate what a step needed: the step fails; a smaller batch, lower precision or frozen layers need less.</source>
        <translation>El dispositivo no pudo reservar lo que necesitaba un paso: el paso falla; un lote más pequeño, menor precisión o capas congeladas necesitan menos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak FLOPS</source>
        <translation>FLOPS pico (peak FLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most arithmetic a device could do per second if every unit worked every cycle; real code reaches part of it.</source>
        <translation>La máxima aritmética que un dispositivo podría hacer por segundo si todas sus unidades trabajaran en cada ciclo; el código real alcanza una parte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak memory</source>
        <translation>memoria pico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most memory a step needed at any moment: on a GPU the tensors allocated, on the CPU the memory of the whole process. It decides whether a batch fits.</source>
        <translation>La mayor cantidad de memoria que necesitó un paso en algún momento: en una GPU, los tensores reservados; en la CPU, la memoria de todo el proceso. Decide si un lote cabe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power</source>
        <translation>potencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The electrical power the GPU draws (W). Near its power limit the GPU lowers its clock.</source>
        <translation>La potencia eléctrica que consume la GPU (W). Cerca de su límite de potencia, la GPU baja su frecuencia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quantisation</source>
        <translation>cuantización</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storing numbers in fewer bits, such as 8 or 4 instead of 16, with a scale for each small block: a quarter of the memory at 4 bits, for a little accuracy.</source>
        <translation>Guardar números en menos bits, como 8 o 4 en lugar de 16, con una escala para cada bloque pequeño: una cuarta parte de la memoria a 4 bits, a cambio de un poco de precisión.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ridge point</source>
        <translation>punto de cresta (ridge point)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arithmetic intensity where a device&apos;s bandwidth limit meets its compute limit on the roofline: below it, work is bandwidth-bound.</source>
        <translation>La intensidad aritmética en la que el límite de ancho de banda de un dispositivo se encuentra con su límite de cómputo en el roofline: por debajo, el trabajo está limitado por el ancho de banda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roofline</source>
        <translation>roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chart of achievable speed against arithmetic intensity: a sloped roof set by memory bandwidth, then a flat roof set by peak FLOPS.</source>
        <translation>Un gráfico de la velocidad alcanzable frente a la intensidad aritmética: un techo inclinado fijado por el ancho de banda de memoria y luego un techo plano fijado por los FLOPS pico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples per joule</source>
        <translation>muestras por julio (samples per joule)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples done per joule of the device&apos;s energy, read from its energy counter (NVML on NVIDIA, RAPL on the CPU) over the timed steps: work per energy, where throughput is work per second.</source>
        <translation>Muestras de entrenamiento procesadas por julio de energía del dispositivo, leída de su contador de energía (NVML en NVIDIA, RAPL en la CPU) durante los pasos cronometrados: trabajo por unidad de energía, mientras que el rendimiento es trabajo por segundo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>samples/s</source>
        <translation>muestras/s (samples/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples processed per second: the throughput of training.</source>
        <translation>Muestras de entrenamiento procesadas por segundo: el rendimiento (throughput) del entrenamiento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>longitud de secuencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many positions (characters, words) a text sample has: an LSTM steps through them one by one.</source>
        <translation>Cuántas posiciones (caracteres, palabras) tiene una muestra de texto: una LSTM las recorre una a una.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single instruction, multiple data: one CPU instruction applied to a row of numbers at once (8 floats with AVX2, 16 with AVX-512).</source>
        <translation>Una instrucción, múltiples datos (single instruction, multiple data): una instrucción de la CPU aplicada a una fila de números a la vez (8 floats con AVX2, 16 con AVX-512).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>steady throughput</source>
        <translation>rendimiento estable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per second once warm-up is over (caches filled, clocks raised, memory allocated): what the lessons measure.</source>
        <translation>Muestras por segundo una vez terminado el calentamiento (cachés llenas, frecuencias subidas, memoria reservada): lo que miden las lecciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation>paso (step)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One update of the weights: forward pass, backward pass and optimizer on one batch.</source>
        <translation>Una actualización de los pesos: pasada hacia adelante, pasada hacia atrás y optimizador sobre un lote.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step time</source>
        <translation>tiempo por paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long one training step takes (ms), once warm-up is over. Throughput is batch size divided by step time.</source>
        <translation>Cuánto tarda un paso de entrenamiento (ms), una vez terminado el calentamiento. El rendimiento es el tamaño de lote dividido por el tiempo por paso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s core temperature (°C). Too hot, the GPU lowers its clock (thermal throttling), and training slows.</source>
        <translation>La temperatura del núcleo de la GPU (°C). Si se calienta demasiado, la GPU baja su frecuencia (thermal throttling) y el entrenamiento se ralentiza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor core</source>
        <translation>núcleo tensorial (tensor core)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A GPU unit that multiplies small matrices of 16-bit (or TF32) numbers in one instruction, many times faster than ordinary lanes.</source>
        <translation>Una unidad de la GPU que multiplica matrices pequeñas de números de 16 bits (o TF32) en una sola instrucción, muchas veces más rápido que los carriles normales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thread</source>
        <translation>hilo (thread)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An independent sequence of instructions; a CPU runs one per core (two with hyper-threading) at once.</source>
        <translation>Una secuencia independiente de instrucciones; una CPU ejecuta una por núcleo (dos con hyper-threading) a la vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throughput</source>
        <translation>rendimiento (throughput)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work done per second; in training, samples per second. It is the figure to compare between devices, batch sizes and precisions.</source>
        <translation>Trabajo realizado por segundo; en entrenamiento, muestras por segundo. Es la cifra que hay que comparar entre dispositivos, tamaños de lote y precisiones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trainable parameters</source>
        <translation>parámetros entrenables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The weights the optimizer updates: fewer when part of the network is frozen.</source>
        <translation>Los pesos que actualiza el optimizador: son menos cuando parte de la red está congelada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transfer learning</source>
        <translation>aprendizaje por transferencia (transfer learning)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting from a network trained on another, larger dataset and training only part of it (or all of it, briefly) on yours.</source>
        <translation>Partir de una red entrenada con otro conjunto de datos más grande y entrenar solo una parte de ella (o toda, brevemente) con el propio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>utilization</source>
        <translation>utilización</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of time a processor was busy. 100% means never idle, not fully used: a GPU busy with small kernels is at 100% while most of its cores wait.</source>
        <translation>La proporción del tiempo que un procesador estuvo ocupado. 100% significa que nunca estuvo inactivo, no que se usó por completo: una GPU ocupada con kernels pequeños está al 100% mientras la mayoría de sus núcleos esperan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One unit of text a language model reads or writes: a character for the lab&apos;s tiny-gpt, a piece of a word for large models.</source>
        <translation>Una unidad de texto que un modelo de lenguaje lee o escribe: un carácter en el tiny-gpt del laboratorio, un trozo de palabra en los modelos grandes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s own memory: the model, its gradients, the optimizer state and the activations must all fit in it.</source>
        <translation>La memoria propia de la GPU: el modelo, sus gradientes, el estado del optimizador y las activaciones deben caber en ella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warm-up</source>
        <translation>calentamiento (warm-up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first steps of a run, slower than the rest: memory is being allocated, kernels chosen and caches filled. Measurements leave them out.</source>
        <translation>Los primeros pasos de una ejecución, más lentos que el resto: se reserva memoria, se eligen kernels y se llenan las cachés. Las mediciones los excluyen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>pesos (weights)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network&apos;s learned numbers (parameters): 4 bytes each in fp32.</source>
        <translation>Los números aprendidos de la red (parámetros): 4 bytes cada uno en fp32.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/chart_terms.py" line="+59"/>
        <source>What the words on this chart mean: {terms}</source>
        <translation>Qué significan los términos de este gráfico: {terms}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the chart {title}</source>
        <translation>Explicar el gráfico {title}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>What the words on this chart mean, in plain language.</source>
        <translation>Qué significan los términos de este gráfico, en lenguaje sencillo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{title}: the words</source>
        <translation>{title}: los términos</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="+50"/>
        <location line="+74"/>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>The words the charts, readings and lessons use, in plain language.</source>
        <translation>Los términos que usan los gráficos, las lecturas y las lecciones, en lenguaje sencillo.</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+49"/>
        <source>waiting for the first sample…</source>
        <translation>esperando la primera muestra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now:</source>
        <translation>Ahora:</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{host} · {card}</source>
        <translation>{host} · {card}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{busy} busy · {clock} · load {load} · RAM {used} of {total} · swap {swap}</source>
        <translation>ocupación {busy} · {clock} · carga {load} · RAM {used} de {total} · swap {swap}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{busy} busy, memory bus {bus}
{used} of {total} used · {temperature} · fan {fan}
{power} of {limit} · energy {energy}
clocks {core} core, {memory} memory
PCIe rx {rx}, tx {tx} · throttling: {throttle}</source>
        <translation>ocupación {busy}, bus de memoria {bus}
{used} de {total} en uso · {temperature} · ventilador {fan}
{power} de {limit} · energía {energy}
relojes: núcleo {core}, memoria {memory}
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
        <translation>Muestrear cada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often to read the hardware ({low}-{high} s)</source>
        <translation>Con qué frecuencia leer el hardware ({low}-{high} s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the past the plots show</source>
        <translation>Cuánto del pasado muestran los gráficos</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The recorded process: {cpu} of one core, {rss} resident</source>
        <translation>El proceso grabado: {cpu} de un núcleo, {rss} residente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its agent on {host}: {cpu} of one core, {rss} resident</source>
        <translation>Su agente en {host}: {cpu} de un núcleo, {rss} residentes</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>This app: {cpu} of one core, {rss} resident</source>
        <translation>Esta aplicación: {cpu} de un núcleo, {rss} residente</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+144"/>
        <source>Reading this machine&apos;s hardware…</source>
        <translation>Leyendo el hardware de esta máquina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+174"/>
        <source>No GPU found</source>
        <translation>No se encontró ninguna GPU</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Utilization</source>
        <translation>Utilización</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>ocupación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory used</source>
        <translation>Memoria usada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU temperature</source>
        <translation>Temperatura de la GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU power</source>
        <translation>Potencia de la GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>power</source>
        <translation>potencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation>Frecuencias de reloj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clock</source>
        <translation>frecuencia</translation>
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
        <translation>CPU y memoria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU {index} · {vendor}</source>
        <translation>GPU {index} · {vendor}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="+33"/>
        <source>reading…</source>
        <translation>leyendo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Software on {host}:&lt;/b&gt; {listed}</source>
        <translation>&lt;b&gt;Software en {host}:&lt;/b&gt; {listed}</translation>
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
        <translation>{gpu}: bus de memoria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} core</source>
        <translation>{gpu}: núcleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} memory</source>
        <translation>{gpu}: memoria</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+8"/>
        <source>{gpu} total</source>
        <translation>{gpu}: total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu} limit</source>
        <translation>{gpu}: límite</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+12"/>
        <source>measuring…</source>
        <translation>midiendo…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="-19"/>
        <source>Shown from this machine&apos;s last launch; reading it afresh…</source>
        <translation>Datos del último inicio en esta máquina; volviendo a leerlos…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the rest: the CPU in detail, the RAM copy speed and PyTorch…</source>
        <translation>Leyendo el resto: la CPU en detalle, la velocidad de copia de la RAM y PyTorch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine the recording was made on, not this one: its specs and its readings as recorded.</source>
        <translation>La máquina en la que se hizo la grabación, no esta: sus especificaciones y sus lecturas tal como se grabaron.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Two machines: {host}, read live over ssh, and this one, {here}. Each card and curve is named by its machine.</source>
        <translation>Dos máquinas: {host}, leída en vivo por ssh, y esta, {here}. Cada tarjeta y cada curva lleva el nombre de su máquina.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CPU has a few fast cores; SIMD ({simd}) lets each one work on 8 to 16 numbers per instruction. A GPU has thousands of simpler lanes and memory several times faster, which is what the large matrix multiplications of deep learning need: the same operation on many numbers at once.</source>
        <translation>Una CPU tiene unos pocos núcleos rápidos; SIMD ({simd}) permite a cada uno operar sobre 8 a 16 números por instrucción. Una GPU tiene miles de carriles más simples y una memoria varias veces más rápida, que es lo que necesitan las grandes multiplicaciones de matrices del aprendizaje profundo: la misma operación sobre muchos números a la vez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>running on CPU only</source>
        <translation>solo CPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{vendor}: {reason}</source>
        <translation>{vendor}: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only ({reasons})</source>
        <translation>solo CPU ({reasons})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Everything still works on the CPU. On a machine with an NVIDIA, AMD or Apple GPU, each GPU gets a card here, the GPU/CPU ratios of cores, memory bandwidth and FLOPS appear below, and the plots add GPU utilization, memory, temperature, power and clocks.</source>
        <translation>&lt;b&gt;Por qué:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Todo sigue funcionando en la CPU. En una máquina con una GPU de NVIDIA, AMD o Apple, cada GPU tiene aquí su tarjeta, debajo aparecen las razones GPU/CPU de núcleos, ancho de banda de memoria y FLOPS, y los gráficos añaden utilización, memoria, temperatura, potencia y frecuencias de la GPU.</translation>
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
        <translation>Proceso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>Memoria de GPU</translation>
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
        <translation>ocupación (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>logical core</source>
        <translation>núcleo lógico</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia_values.py" line="+41"/>
        <source>no NVIDIA driver found (NVML library not installed)</source>
        <translation>no se encontró el controlador de NVIDIA (biblioteca NVML no instalada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver not loaded</source>
        <translation>controlador de NVIDIA no cargado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>driver/library version mismatch: reboot</source>
        <translation>las versiones del controlador y la biblioteca no coinciden: reinicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to access the NVIDIA driver</source>
        <translation>sin permiso para acceder al controlador de NVIDIA</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>idle</source>
        <translation>en reposo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applications clocks setting</source>
        <translation>ajuste de relojes de aplicación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software power cap</source>
        <translation>límite de potencia por software</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware slowdown</source>
        <translation>ralentización por hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sync boost</source>
        <translation>sync boost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software thermal slowdown</source>
        <translation>ralentización térmica por software</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware thermal slowdown</source>
        <translation>ralentización térmica por hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power brake</source>
        <translation>freno de potencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>display clock setting</source>
        <translation>ajuste de reloj de pantalla</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/amd_specs.py" line="+19"/>
        <source>amdsmi not installed (pip install &apos;dl-dashboard[amd]&apos;)</source>
        <translation>amdsmi no instalado (pip install &apos;dl-dashboard[amd]&apos;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no AMD GPU found</source>
        <translation>no se encontró ninguna GPU AMD</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>AMD GPU driver (amdgpu) not loaded</source>
        <translation>controlador de GPU AMD (amdgpu) no cargado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU driver (amdgpu) did not answer (DRM error)</source>
        <translation>el controlador de GPU AMD (amdgpu) no respondió (error DRM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to open the AMD GPU: add your user to the &apos;render&apos; and &apos;video&apos; groups</source>
        <translation>sin permiso para abrir la GPU AMD: añada su usuario a los grupos &apos;render&apos; y &apos;video&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) could not be loaded: install amd-smi-lib from ROCm</source>
        <translation>no se pudo cargar la biblioteca AMD SMI (libamd_smi.so): instale amd-smi-lib de ROCm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) is too old for this amdsmi package</source>
        <translation>la biblioteca AMD SMI (libamd_smi.so) es demasiado antigua para este paquete amdsmi</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/apple.py" line="+35"/>
        <source>not a Mac</source>
        <translation>no es un Mac</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intel Mac: no Apple Silicon GPU</source>
        <translation>Mac Intel: sin GPU Apple Silicon</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia.py" line="+51"/>
        <source>nvidia-ml-py is not installed</source>
        <translation>nvidia-ml-py no está instalado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver found but no GPU</source>
        <translation>se encontró el controlador de NVIDIA, pero ninguna GPU</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/energy.py" line="+25"/>
        <source>no {folder} (not Linux, or a virtual machine that hides the CPU&apos;s energy counters)</source>
        <translation>no existe {folder} (no es Linux, o una máquina virtual oculta los contadores de energía de la CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAPL package zone in {folder} (not an Intel or recent AMD CPU, or hidden by the VM)</source>
        <translation>no hay zona de paquete RAPL en {folder} (no es una CPU Intel o AMD reciente, o la oculta la VM)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is readable by root only (Linux 5.10 and newer); run as root or allow it with chmod</source>
        <translation>{file} solo lo puede leer root (Linux 5.10 y posteriores); ejecute como root o permítalo con chmod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} could not be read: {error}</source>
        <translation>no se pudo leer {file}: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML could not start: {error}</source>
        <translation>NVML no pudo iniciarse: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML has no GPU {index}: {error}</source>
        <translation>NVML no tiene la GPU {index}: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this GPU has no energy counter (NVML offers one on Volta and newer)</source>
        <translation>esta GPU no tiene contador de energía (NVML ofrece uno desde Volta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML failed: {error}</source>
        <translation>NVML falló: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no energy counter is read for {device}</source>
        <translation>no se lee ningún contador de energía para {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the energy counter could not be read</source>
        <translation>no se pudo leer el contador de energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another rank could not read its device&apos;s energy counter</source>
        <translation>otro rank no pudo leer el contador de energía de su dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no epoch was completed</source>
        <translation>no se completó ninguna época</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../dashboard/lessons/advisor_lesson.py" line="+32"/>
        <source>The GPUs are estimates from their published numbers and the traced model, not measurements.</source>
        <translation>Las GPU son estimaciones a partir de sus cifras publicadas y del modelo trazado, no mediciones.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Measured here: {rate:,.0f} samples/s on {device} at batch {batch}.</source>
        <translation>Medido aquí: {rate:,.0f} muestras/s en {device} con lote {batch}.</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+29"/>
        <source>No catalogue GPU fits this model at this batch.</source>
        <translation>Este modelo no cabe con este lote en ninguna GPU del catálogo.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s.</source>
        <translation>La más rápida para este modelo: {gpu}, unas {rate} muestras/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s, {ratio:,.0f}x the {measured:,.0f} samples/s measured here on {device}.</source>
        <translation>La más rápida para este modelo: {gpu}, unas {rate} muestras/s, {ratio:,.0f}x las {measured:,.0f} muestras/s medidas aquí en {device}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, compute-bound for this model.</source>
        <translation>La más rápida: {gpu}, {low}-{high} muestras/s, limitada por cómputo con este modelo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, memory-bound for this model.</source>
        <translation>La más rápida: {gpu}, {low}-{high} muestras/s, limitada por memoria con este modelo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most samples per joule: {gpu}.</source>
        <translation>Más muestras por julio: {gpu}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest memory that fits: {gpu} with {memory} GB (largest batch about {batch:,}).</source>
        <translation>Menor memoria en la que cabe: {gpu} con {memory} GB (lote más grande: unos {batch:,}).</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/bench.py" line="+41"/>
        <source>{benchmark} on {device}</source>
        <translation>{benchmark} en {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peaks on {device}</source>
        <translation>picos en {device}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>No GPU here: the CPU was measured; the {gpu} is shown from its published numbers (estimate), its matmul at {share:.0%} of its fp32 peak.</source>
        <translation>No hay GPU: se midió la CPU; la {gpu} se muestra a partir de sus cifras publicadas (estimación), con su matmul al {share:.0%} de su pico fp32.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name} alcanzaría unos {gflops:,.0f} GFLOPS en un matmul fp32.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name} alcanzaría unos {gflops:,.0f} GFLOPS en un matmul fp32, el {share:.0%} de su pico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name} midió {gflops:,.0f} GFLOPS en un matmul fp32.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of the peak computed from the clock it reports: it ran at a higher clock than that (turbo boost, which a virtual machine often hides), so that peak is too low.</source>
        <translation>{name} midió {gflops:,.0f} GFLOPS en un matmul fp32, el {share:.0%} del pico calculado a partir de la frecuencia que declara: funcionó a una frecuencia mayor (turbo boost, que una máquina virtual suele ocultar), así que ese pico es demasiado bajo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name} midió {gflops:,.0f} GFLOPS en un matmul fp32, el {share:.0%} de su pico.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No matmul could be measured here: the details say why.</source>
        <translation>No se pudo medir ningún matmul aquí: los detalles dicen por qué.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul, {share:.0%} of its computed peak.</source>
        <translation>Este procesador alcanzó {gflops:,.0f} GFLOPS en un matmul, el {share:.0%} de su pico calculado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul.</source>
        <translation>Este procesador alcanzó {gflops:,.0f} GFLOPS en un matmul.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A {gpu} would multiply matrices about {ratio:,.0f}x as fast as this CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>Una {gpu} multiplicaría matrices unas {ratio:,.0f}x más rápido que esta CPU: {gflops:,.0f} frente a {cpu:,.0f} GFLOPS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {gpu} multiplied matrices {ratio:,.0f}x as fast as the CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>La {gpu} multiplicó matrices {ratio:,.0f}x más rápido que la CPU: {gflops:,.0f} frente a {cpu:,.0f} GFLOPS.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate (estimate): thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>Eso es {ratio:,.0f}x la tasa de la CPU (estimación): miles de carriles trabajando en partes independientes de las mismas matrices.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate: thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>Eso es {ratio:,.0f}x la tasa de la CPU: miles de carriles trabajando en partes independientes de las mismas matrices.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No GPU here: the CPU was measured; the GDDR and HBM GPUs are shown from their published numbers.</source>
        <translation>No hay GPU: se midió la CPU; las GPU con GDDR y con HBM se muestran a partir de sus cifras publicadas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The matmul or the copy could not be measured here, so there is no ridge to place the model against.</source>
        <translation>No se pudo medir aquí el matmul o la copia, así que no hay punto de inflexión (ridge) frente al que situar el modelo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this device, work below about {ridge:.0f} FLOPs per byte waits for memory; above it, for arithmetic.</source>
        <translation>En este dispositivo, el trabajo por debajo de unos {ridge:.0f} FLOPs por byte espera a la memoria; por encima, a la aritmética.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, below this device&apos;s ridge of {ridge:.0f}: memory bandwidth limits it (bandwidth-bound).</source>
        <translation>El modelo hace {intensity:.0f} FLOPs por byte, por debajo del punto de inflexión (ridge) de este dispositivo, {ridge:.0f}: lo limita el ancho de banda de memoria (limitado por ancho de banda).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, above this device&apos;s ridge of {ridge:.0f}: arithmetic limits it (compute-bound).</source>
        <translation>El modelo hace {intensity:.0f} FLOPs por byte, por encima del punto de inflexión (ridge) de este dispositivo, {ridge:.0f}: lo limita la aritmética (limitado por cómputo).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This CPU measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>Esta CPU midió {matmul:,.0f} GFLOPS en un matmul y {copy:,.0f} GB/s en una copia: aquí, el trabajo por debajo de unos {ridge:.0f} FLOPs por byte espera a la memoria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This {device} measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>El dispositivo {device} midió {matmul:,.0f} GFLOPS en un matmul y {copy:,.0f} GB/s en una copia: aquí, el trabajo por debajo de unos {ridge:.0f} FLOPs por byte espera a la memoria.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the bandwidth-bound side.</source>
        <translation>El modelo hace {intensity:.0f} FLOPs por byte y alcanzó {gflops:,.0f} GFLOPS: en este dispositivo queda del lado limitado por ancho de banda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the compute-bound side.</source>
        <translation>El modelo hace {intensity:.0f} FLOPs por byte y alcanzó {gflops:,.0f} GFLOPS: en este dispositivo queda del lado limitado por cómputo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} ({memory}, {bandwidth:,.0f} GB/s) turns at {ridge:.0f} FLOPs per byte.</source>
        <translation>{gpu} ({memory}, {bandwidth:,.0f} GB/s) cambia de régimen en {ridge:.0f} FLOPs por byte.</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/catalog.py" line="+39"/>
        <source>CPU vs GPU: a few fast cores against thousands of simple ones</source>
        <translation>CPU frente a GPU: unos pocos núcleos rápidos contra miles de núcleos simples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU has a handful of powerful cores, each with SIMD lanes that apply one instruction to 8 or 16 numbers at once; a GPU has thousands of simpler lanes and memory several times faster. Training is mostly large matrix multiplications, which split into many independent pieces, so the GPU&apos;s width wins. This lesson puts both side by side and times the same matrix multiplication on each.</source>
        <translation>Una CPU tiene un puñado de núcleos potentes, cada uno con carriles SIMD que aplican una instrucción a 8 o 16 números a la vez; una GPU tiene miles de carriles más simples y una memoria varias veces más rápida. El entrenamiento consiste sobre todo en grandes multiplicaciones de matrices, que se dividen en muchas partes independientes, así que gana la anchura de la GPU. Esta lección pone ambas lado a lado y cronometra la misma multiplicación de matrices en cada una.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch size is the unit of parallelism</source>
        <translation>El tamaño de lote es la unidad de paralelismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A batch is the group of samples processed together in one step: a larger batch gives the hardware more independent work at once, so throughput rises. Once the cores are full it flattens at the knee, and past it a larger batch only costs memory, or even slows down when it no longer fits in the caches.</source>
        <translation>Un lote es el grupo de muestras que se procesan juntas en un paso: un lote más grande da al hardware más trabajo independiente a la vez, así que el rendimiento sube. Cuando los núcleos están llenos, se aplana en el codo (knee), y a partir de ahí un lote más grande solo cuesta memoria, o incluso se ralentiza cuando ya no cabe en las cachés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When the CPU wins</source>
        <translation>Cuándo gana la CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting work on a GPU has a fixed cost: launching each operation and copying each batch. A small model at a small batch gives the GPU too little to do to pay that cost back, so the CPU is faster; as the batch grows the GPU overtakes it at the crossover batch.</source>
        <translation>Poner a trabajar una GPU tiene un coste fijo: lanzar cada operación y copiar cada lote. Un modelo pequeño con un lote pequeño da a la GPU muy poco trabajo para amortizar ese coste, así que la CPU es más rápida; a medida que crece el lote, la GPU la adelanta en el punto de cruce (crossover).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory limits: what fills the device</source>
        <translation>Límites de memoria: qué llena el dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training keeps the weights, one gradient per weight, the optimizer&apos;s state (Adam keeps two more numbers per weight) and the activations saved for the backward pass. Only the activations grow with the batch, so they decide the largest batch that fits; one more and the device runs out of memory.</source>
        <translation>El entrenamiento guarda los pesos (weights), un gradiente por peso, el estado del optimizador (Adam guarda dos números más por peso) y las activaciones necesarias para la pasada hacia atrás. Solo las activaciones crecen con el lote, así que deciden el lote más grande que cabe; con uno más, el dispositivo da un error de memoria insuficiente (out of memory).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs are serial, batches are parallel</source>
        <translation>Las épocas son secuenciales, los lotes son paralelos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An epoch is one pass over the training data in steps of one batch, and each step needs the weights the previous step produced, so steps run one after another. A larger batch means fewer steps per epoch, which shortens the epoch only while throughput still rises. More devices split each batch between them; they cannot run the steps of an epoch at the same time.</source>
        <translation>Una época (epoch) es una pasada por los datos de entrenamiento en pasos de un lote, y cada paso (step) necesita los pesos que produjo el paso anterior, así que los pasos se ejecutan uno tras otro. Un lote más grande significa menos pasos por época, lo que acorta la época solo mientras el rendimiento siga subiendo. Varios dispositivos se reparten cada lote; no pueden ejecutar a la vez los pasos de una época.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory bandwidth vs compute: the roofline</source>
        <translation>Ancho de banda de memoria frente a cómputo: el roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every operation needs arithmetic and data. If it does few calculations per byte it reads, it waits for memory (bandwidth-bound); if many, it waits for the arithmetic units (compute-bound). The roofline draws both limits; GPUs with HBM memory move data several times faster than those with GDDR, which matters for the bandwidth-bound part of a model.</source>
        <translation>Toda operación necesita aritmética y datos. Si hace pocos cálculos por byte que lee, espera a la memoria: el trabajo está limitado por ancho de banda (bandwidth-bound); si hace muchos, espera a las unidades aritméticas: está limitado por cómputo (compute-bound). El roofline dibuja ambos límites; las GPU con memoria HBM mueven datos varias veces más rápido que las que tienen GDDR, lo que importa para la parte de un modelo limitada por ancho de banda.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixed precision and tensor cores</source>
        <translation>Precisión mixta y núcleos tensoriales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers stored in 16 bits (fp16, bf16) take half the memory and bandwidth of 32-bit ones, and tensor cores multiply them many times faster. Mixed precision computes in 16 bits where it is safe and keeps the weights in 32 bits, so the loss should fall as it does in fp32.</source>
        <translation>Los números almacenados en 16 bits (fp16, bf16) ocupan la mitad de memoria y de ancho de banda que los de 32 bits, y los núcleos tensoriales los multiplican muchas veces más rápido. La precisión mixta (mixed precision) calcula en 16 bits donde es seguro y mantiene los pesos en 32 bits, así que la pérdida (loss) debería bajar igual que en fp32.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfer learning: what to train</source>
        <translation>Aprendizaje por transferencia: qué entrenar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network trained on a large dataset already knows general features. Freezing its backbone trains only the new head: far fewer trainable parameters, no gradients for the rest, less memory and faster steps; training the last block too, or everything, adapts more at a higher cost.</source>
        <translation>Una red entrenada con un gran conjunto de datos ya conoce características generales. Congelar su modelo base entrena solo la nueva cabeza: muchos menos parámetros entrenables, sin gradientes para el resto, menos memoria y pasos más rápidos; entrenar también el último bloque, o todo, adapta más a un coste mayor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CNN vs LSTM: why a recurrent model parallelises less</source>
        <translation>CNN frente a LSTM: por qué un modelo recurrente se paraleliza menos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A convolution looks at every position of its input at once; an LSTM reads a sequence one position after another, because each step needs the previous step&apos;s state. A fused LSTM kernel (cuDNN on NVIDIA) does each time step in a few large operations; a hand-written cell launches many small ones per step, so it pays more for every position of the sequence.</source>
        <translation>Una convolución mira todas las posiciones de su entrada a la vez; una LSTM lee una secuencia posición tras posición, porque cada paso (step) necesita el estado del paso anterior. Un kernel LSTM fusionado (cuDNN en NVIDIA) hace cada paso de tiempo en unas pocas operaciones grandes; una celda escrita a mano lanza muchas pequeñas por paso, así que paga más por cada posición de la secuencia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads and SIMD on the CPU</source>
        <translation>Hilos y SIMD en la CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU parallelises a step over its cores with threads, and within each core over SIMD lanes. More threads help only when the batch has enough work to share: a small batch spends more time dividing and synchronising than computing.</source>
        <translation>Una CPU paraleliza un paso entre sus núcleos con hilos, y dentro de cada núcleo, entre carriles SIMD. Más hilos solo ayudan cuando el lote tiene suficiente trabajo que repartir: un lote pequeño pasa más tiempo dividiendo y sincronizando que calculando.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing a GPU</source>
        <translation>Elegir una GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right GPU is the one whose memory holds your model at the batch you want and whose compute or bandwidth, whichever limits your model, is highest for the money and power. The advisor traces the model once and estimates every catalogue GPU from its published numbers.</source>
        <translation>La GPU adecuada es aquella cuya memoria admite el modelo con el lote deseado y cuyo cómputo o ancho de banda, el que limite al modelo, es el mayor por su precio y su consumo. El asesor traza el modelo una vez y estima cada GPU del catálogo a partir de sus cifras publicadas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and sequence length</source>
        <translation>Atención y longitud de secuencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In attention every position of a sequence looks at every earlier one. Written as the formula, it keeps a score for each pair of positions, so its memory grows with the square of the sequence length; a fused kernel (FlashAttention, PyTorch&apos;s scaled_dot_product_attention) computes the same result in tiles and never keeps them all, so its memory grows linearly.</source>
        <translation>En la atención, cada posición de una secuencia mira a todas las anteriores. Escrita como la fórmula, guarda una puntuación por cada par de posiciones, así que su memoria crece con el cuadrado de la longitud de secuencia; un kernel fusionado (FlashAttention, scaled_dot_product_attention de PyTorch) calcula el mismo resultado por bloques y nunca las guarda todas, así que su memoria crece linealmente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What fits for a language model</source>
        <translation>Qué cabe para un modelo de lenguaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning every weight of a language model keeps, per parameter, the weight, its gradient and Adam&apos;s state: about 16 bytes. LoRA freezes the model and trains small adapters beside it; QLoRA also stores the frozen weights in 4 bits. Inference needs only the weights and the KV cache of the context.</source>
        <translation>El ajuste fino de todos los pesos de un modelo de lenguaje guarda, por parámetro, el peso, su gradiente y el estado de Adam: unos 16 bytes. LoRA congela el modelo y entrena pequeños adaptadores a su lado; QLoRA además guarda los pesos congelados en 4 bits. La inferencia solo necesita los pesos y la caché KV del contexto.</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/estimates.py" line="+16"/>
        <source>(estimate)</source>
        <translation>(estimación)</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/lab.py" line="+89"/>
        <source>{step} ({done} of {units})</source>
        <translation>{step} ({done} de {units})</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{series} at sequence length {length}</source>
        <translation>{series}, longitud de secuencia {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series} batch {batch}</source>
        <translation>{series} lote {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/memory.py" line="+45"/>
        <source>No GPU here: a CPU has no memory limit that can be hit safely (running out means the system killing the app, not an error to catch), so the CPU&apos;s memory was measured at a few batches and the largest batch of catalogue GPUs is estimated (estimate).</source>
        <translation>No hay GPU: una CPU no tiene un límite de memoria que se pueda alcanzar con seguridad (quedarse sin memoria significa que el sistema cierra la aplicación, no un error que capturar), así que se midió la memoria de la CPU con unos pocos lotes y se estima el lote más grande de las GPU del catálogo (estimación).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Batch {fitting:,} was the largest that fitted on {device}; batch {failing:,} raised a real out-of-memory error.</source>
        <translation>El lote {fitting:,} fue el más grande que cupo en {device}; el lote {failing:,} lanzó un error real de falta de memoria.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state take {fixed} at any batch; activations, {activations} at batch {batch}, grow with it.</source>
        <translation>Pesos, gradientes y estado del optimizador ocupan {fixed} con cualquier lote; las activaciones, {activations} con el lote {batch}, crecen con él.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On a GPU, one batch too many raises torch.cuda.OutOfMemoryError: the step fails, the batch is halved until it fits. Estimated largest batches: {batches}.</source>
        <translation>En una GPU, un lote demasiado grande lanza torch.cuda.OutOfMemoryError: el paso falla y el lote se reduce a la mitad hasta que cabe. Lotes más grandes estimados: {batches}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch {failing:,} raised a real out-of-memory error on {device}, caught and reported; the largest batch that fitted was {fitting:,}.</source>
        <translation>El lote {failing:,} provocó un error real de memoria insuficiente en {device}, capturado y notificado; el lote más grande que cupo fue {fitting:,}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>At batch {batch} with Adam: weights {weights}, gradients {gradients}, optimizer state {optimizer} (together {fixed}, whatever the batch) and activations {activations}, which grow with the batch (sizes of the traced tensors).</source>
        <translation>Con lote {batch} y Adam: pesos {weights}, gradientes {gradients}, estado del optimizador {optimizer} (en total {fixed}, sea cual sea el lote) y activaciones {activations}, que crecen con el lote (tamaños de los tensores trazados).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measured peak memory went from {first} at batch {first_batch} to {last} at batch {last_batch} (the whole process on a CPU).</source>
        <translation>La memoria pico medida pasó de {first} con el lote {first_batch} a {last} con el lote {last_batch} (todo el proceso, en una CPU).</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/readings.py" line="+20"/>
        <source>Curves and figures marked (estimate) are computed from published specifications, not measured here: they show the shape to expect, not this machine.</source>
        <translation>Las curvas y cifras marcadas con (estimación) se calculan a partir de especificaciones publicadas, no se miden aquí: muestran la forma esperada, no esta máquina.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Other processes used up to {busiest:.0f}% of the CPU while this was measured: the figures are likely low and noisier than on an idle machine.</source>
        <translation>Otros procesos usaron hasta el {busiest:.0f}% de la CPU mientras se medía esto: probablemente las cifras sean más bajas y más ruidosas que en una máquina en reposo.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>At batch {batch}, {faster} ran {ratio:.2f}x as fast as {slower} ({fast:,.0f} samples/s against {slow:,.0f} samples/s): {why}</source>
        <translation>Con lote {batch}, {faster} fue {ratio:.2f}x más rápido que {slower} ({fast:,.0f} muestras/s frente a {slow:,.0f} muestras/s): {why}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/run.py" line="+144"/>
        <source>setting up: {title}</source>
        <translation>preparando: {title}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>done</source>
        <translation>terminado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson could not run here: {message}</source>
        <translation>La lección no pudo ejecutarse aquí: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson failed: {error}: {message}</source>
        <translation>La lección falló: {error}: {message}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped before the end: {reading}</source>
        <translation>Detenida antes del final: {reading}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Stopped after %Ln measured point(s); there is not enough to read yet.</source>
        <translation>
            <numerusform>Detenida tras %Ln punto medido; aún no hay suficiente para interpretar.</numerusform>
            <numerusform>Detenida tras %Ln puntos medidos; aún no hay suficiente para interpretar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/sweeps.py" line="+80"/>
        <source>Going from batch {first} to batch {best} multiplied throughput by {ratio:.1f}x: a bigger batch is more work the cores do at once.</source>
        <translation>Pasar del lote {first} al lote {best} multiplicó el rendimiento por {ratio:.1f}x: un lote más grande es más trabajo que los núcleos hacen a la vez.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Peak memory grew with each step up ({steps}).</source>
        <translation>La memoria pico creció con cada aumento ({steps}).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU here: the CPU was measured; the {gpu} curve is an estimate from its published numbers, not a measurement.</source>
        <translation>No hay GPU: se midió la CPU; la curva de la {gpu} es una estimación a partir de sus cifras publicadas, no una medición.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>an estimate: the GPU side is not measured</source>
        <translation>una estimación: el lado de la GPU no se mide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clear: both leads are beyond the noise</source>
        <translation>claro: ambas ventajas superan el ruido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not certain: a lead within {margin:.0%} could swap on the next run</source>
        <translation>incierto: una ventaja dentro del {margin:.0%} podría invertirse en la siguiente ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on (the curves meet near batch {meet:.0f}); this crossover is {sure}.</source>
        <translation>{small} fue más rápido con lotes pequeños, y {large} a partir del lote {batch} (las curvas se cruzan cerca del lote {meet:.0f}); este cruce es {sure}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on; this crossover is {sure}.</source>
        <translation>{small} fue más rápido con lotes pequeños, y {large} a partir del lote {batch}; este cruce es {sure}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{winner} was faster than {loser} at every batch measured, from {smallest} to {largest}: no crossover here.</source>
        <translation>{winner} fue más rápido que {loser} en todos los lotes medidos, de {smallest} a {largest}: aquí no hay cruce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side overtook the other over the batches measured.</source>
        <translation>Ninguno de los dos adelantó al otro en los lotes medidos.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each step needs the weights the step before produced, so the steps of an epoch run one after another whatever the number of devices: more devices only split each batch.</source>
        <translation>Cada paso necesita los pesos que produjo el paso anterior, así que los pasos de una época se ejecutan uno tras otro sea cual sea el número de dispositivos: más dispositivos solo dividen cada lote.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An epoch took {small_time} at batch {small} ({small_steps:,} steps, one after another) and {large_time} at batch {large} ({large_steps:,} steps).</source>
        <translation>Una época tardó {small_time} con lote {small} ({small_steps:,} pasos, uno tras otro) y {large_time} con lote {large} ({large_steps:,} pasos).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because the larger batch did more of each step&apos;s work in parallel.</source>
        <translation>Una época de {dataset:,} muestras son {small_steps:,} pasos secuenciales con lote {small} ({small_time} medido) y {large_steps:,} con lote {large} ({large_time}): {ratio:.2f}x el tiempo para {small}/{large} de los pasos, porque el lote más grande hizo en paralelo más trabajo de cada paso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because throughput did not rise with the batch here, so fewer steps did not mean a shorter epoch.</source>
        <translation>Una época de {dataset:,} muestras son {small_steps:,} pasos secuenciales con lote {small} ({small_time} medido) y {large_steps:,} con lote {large} ({large_time}): {ratio:.2f}x el tiempo para {small}/{large} de los pasos, porque aquí el rendimiento no subió con el lote, así que menos pasos no significaron una época más corta.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>16-bit numbers halve the bytes moved, and tensor cores (on a GPU) multiply them faster; a CPU without bf16 units may gain little or lose.</source>
        <translation>Los números de 16 bits reducen a la mitad los bytes movidos, y los núcleos tensoriales (en una GPU) los multiplican más rápido; una CPU sin unidades bf16 puede ganar poco o incluso perder.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The backbone starts from random weights here (no download), so this shows what each choice costs and how fast it learns from scratch: a frozen random backbone gives the head features that mean nothing, where frozen pretrained features would already separate the classes.</source>
        <translation>Aquí el modelo base parte de pesos aleatorios (sin descarga), así que esto muestra lo que cuesta cada opción y lo rápido que aprende desde cero: un modelo base aleatorio congelado da a la cabeza características sin sentido, mientras que unas características preentrenadas congeladas ya separarían las clases.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a frozen backbone needs no gradients or optimizer state for most of the network.</source>
        <translation>un modelo base congelado no necesita gradientes ni estado del optimizador para la mayor parte de la red.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>about in proportion</source>
        <translation>aproximadamente proporcional</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than in proportion</source>
        <translation>menos que proporcional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no measurable growth</source>
        <translation>sin crecimiento medible</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{ms:.0f} ms at {length}</source>
        <translation>{ms:.0f} ms con longitud {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series}: {times} per step at batch {batch}.</source>
        <translation>{series}: {times} por paso con lote {batch}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: it launches many small operations for every position, where a fused kernel launches a few large ones.</source>
        <translation>Con longitud {length}, {cell} tardó {ratio:.1f}x el tiempo de {fused}: lanza muchas operaciones pequeñas por cada posición, mientras que un kernel fusionado lanza unas pocas grandes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: no clear cost of the many small operations on this device.</source>
        <translation>Con longitud {length}, {cell} tardó {ratio:.1f}x el tiempo de {fused}: no hay un coste claro de las muchas operaciones pequeñas en este dispositivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{series} took {ms:.0f} ms per step at the same batch: its convolutions process every position of an image at once, so it has no sequence of steps to wait on.</source>
        <translation>{series} tardó {ms:.0f} ms por paso con el mismo lote: sus convoluciones procesan todas las posiciones de una imagen a la vez, así que no tiene una secuencia de pasos que esperar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{ratio:.1f}x ({series})</source>
        <translation>{ratio:.1f}x ({series})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {times}x longer sequence barely changed the LSTM steps here ({ratios}): read it as noise.</source>
        <translation>Una secuencia {times}x más larga apenas cambió los pasos de la LSTM aquí ({ratios}): léalo como ruido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A {times}x longer sequence made the LSTM steps slower, {ratios}: each position waits for the one before.</source>
        <translation>Una secuencia {times}x más larga hizo más lentos los pasos de la LSTM, {ratios}: cada posición espera a la anterior.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{series} {ratio:.1f}x ({words})</source>
        <translation>{series} {ratio:.1f}x ({words})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: the positions run one after another, each waiting for the state the one before produced; what does not grow is the part of a step that does not depend on the length (embedding, output layer, optimizer).</source>
        <translation>Secuencia {times}x más larga ({short} -&gt; {long}): tiempo por paso {ratios}: las posiciones se ejecutan una tras otra, cada una esperando el estado que produjo la anterior; lo que no crece es la parte de un paso que no depende de la longitud (embedding, capa de salida, optimizador).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: no measurable growth here: read these figures as noise (see below), not as the lesson.</source>
        <translation>Secuencia {times}x más larga ({short} -&gt; {long}): tiempo por paso {ratios}: aquí no hay crecimiento medible: estas cifras deben leerse como ruido (véase abajo), no como la lección.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At batch {batch}, {most} ran {ratio:.2f}x as fast as {one}.</source>
        <translation>Con lote {batch}, {most} fue {ratio:.2f}x más rápido que {one}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ideal would be the ratio of threads; what falls short is time spent dividing the work and waiting, which a small batch cannot hide, and cores shared with other programs.</source>
        <translation>Lo ideal sería la proporción de hilos; lo que falta es el tiempo dedicado a dividir el trabajo y a esperar, que un lote pequeño no puede ocultar, y los núcleos compartidos con otros programas.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/column.py" line="+46"/>
        <source>Done in {seconds:,.1f} s</source>
        <translation>Terminada en {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped in {seconds:,.1f} s</source>
        <translation>Detenida en {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed in {seconds:,.1f} s</source>
        <translation>Falló en {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped</source>
        <translation>Detenida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{status}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{status}: %Ln punto medido</numerusform>
            <numerusform>{status}: %Ln puntos medidos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figure_data.py" line="+127"/>
        <source>your model</source>
        <translation>su modelo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory: measured copy {copy:,.0f} GB/s</source>
        <translation>memoria: copia medida {copy:,.0f} GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cores (CPU) or SMs (GPU)</source>
        <translation>núcleos (CPU) o SM (GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 SIMD lanes per core</source>
        <translation>carriles SIMD fp32 por núcleo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 lanes in all</source>
        <translation>carriles fp32 en total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock (GHz)</source>
        <translation>frecuencia (GHz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory bandwidth (GB/s)</source>
        <translation>ancho de banda de memoria (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak fp32 (GFLOPS)</source>
        <translation>pico fp32 (GFLOPS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>lote más grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory gb</source>
        <translation>memoria (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory type</source>
        <translation>tipo de memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max batch size</source>
        <translation>tamaño de lote máx.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second</source>
        <translation>muestras por segundo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second low</source>
        <translation>muestras por segundo (mín.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second high</source>
        <translation>muestras por segundo (máx.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>limitado por</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per joule</source>
        <translation>muestras por julio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bandwidth gbps</source>
        <translation>ancho de banda (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 tflops</source>
        <translation>TFLOPS fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ridge flops per byte</source>
        <translation>punto de cresta (FLOPs por byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use</source>
        <translation>uso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory (GiB)</source>
        <translation>memoria (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs that fit</source>
        <translation>GPU en las que cabe</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figures.py" line="+46"/>
        <source>The lesson&apos;s chart appears here as it is measured: press Run.</source>
        <translation>El gráfico de la lección aparece aquí a medida que se mide: pulse Ejecutar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson measured nothing it could draw: its reading says why.</source>
        <translation>Esta lección no midió nada que pudiera dibujar: su interpretación explica por qué.</translation>
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
        <translation>estado del optimizador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>workspace</source>
        <translation>espacio de trabajo</translation>
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
        <translation>Multiplicación de matrices: medida frente a pico</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>GFLOPS (log scale)</source>
        <translation>GFLOPS (escala log.)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>peak (datasheet)</source>
        <translation>pico (hoja de datos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate, not measured</source>
        <translation>estimación, no medido</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{gflops:,.0f} GFLOPS, {share:.0%} of peak</source>
        <translation>{gflops:,.0f} GFLOPS, {share:.0%} del pico</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+24"/>
        <location line="+132"/>
        <source>Memory of one training step</source>
        <translation>Memoria de un paso de entrenamiento</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Memory of a language model in each use</source>
        <translation>Memoria de un modelo de lenguaje en cada uso</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Memory of {model} at {context:,} tokens in each use</source>
        <translation>Memoria de {model} con {context:,} tokens en cada uso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>what a 24 GB card can hold</source>
        <translation>lo que cabe en una tarjeta de 24 GB</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Memory of one training step at batch {batch:,}, {total:,.0f} MiB in all</source>
        <translation>Memoria de un paso de entrenamiento con lote {batch:,}, {total:,.0f} MiB en total</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory of one training step at batch {batch:,}</source>
        <translation>Memoria de un paso de entrenamiento con lote {batch:,}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of one training step, {total:,.0f} MiB in all</source>
        <translation>Memoria de un paso de entrenamiento, {total:,.0f} MiB en total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{title}; the largest batch that fitted: {largest:,}</source>
        <translation>{title}; el lote más grande que cupo: {largest:,}</translation>
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
        <translation>Lecciones</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each lesson measures this machine: 5 to 20 seconds on a 2-core CPU. Click a term in the text for its meaning.</source>
        <translation>Cada lección mide esta máquina: de 5 a 20 segundos en una CPU de 2 núcleos. Haga clic en un término del texto para ver su significado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous lesson (the list is hidden in presenter mode)</source>
        <translation>La lección anterior (la lista se oculta en modo presentador)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this lesson on this machine</source>
        <translation>Medir esta lección en esta máquina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; what was measured is kept and read</source>
        <translation>Detener tras el paso actual; lo medido se conserva y se interpreta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next lesson</source>
        <translation>La lección siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the measurement says</source>
        <translation>Qué dice la medición</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Press Run to measure it on this machine.</source>
        <translation>Pulse Ejecutar para medirla en esta máquina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading appears here once the lesson has run.</source>
        <translation>La interpretación aparece aquí cuando se ha ejecutado la lección.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Measuring…</source>
        <translation>Midiendo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting {lesson}…</source>
        <translation>Iniciando {lesson}…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopping after the current step…</source>
        <translation>Deteniendo tras el paso actual…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{step} · about {seconds:,.0f} s left</source>
        <translation>{step} · quedan unos {seconds:,.0f} s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lesson stopped: {message}</source>
        <translation>La lección se detuvo: {message}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Failed after {seconds:,.1f} s: nothing was measured.</source>
        <translation>Falló tras {seconds:,.1f} s: no se midió nada.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Playing the recorded lesson…</source>
        <translation>Reproduciendo la lección grabada…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reading appears here once the recorded lesson has run.</source>
        <translation>La interpretación aparece aquí cuando se ha reproducido la lección grabada.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Recorded: {step}</source>
        <translation>Grabado: {step}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This recording&apos;s figure cannot be drawn ({problem}): it was made by another version of the app, or damaged. Its reading follows.</source>
        <translation>La figura de esta grabación no se puede dibujar ({problem}): la hizo otra versión de la aplicación, o está dañada. A continuación, su interpretación.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/terms.py" line="+78"/>
        <source>not in the glossary yet</source>
        <translation>aún no está en el glosario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</source>
        <translation>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Terms (click one for its meaning): {terms}</source>
        <translation>Términos (haga clic en uno para ver su significado): {terms}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/llm_lesson.py" line="+40"/>
        <source>Estimates from the model&apos;s published shape and the GPUs&apos; published memory: nothing is measured here.</source>
        <translation>Estimaciones a partir de la forma publicada del modelo y de la memoria publicada de las GPU: aquí no se mide nada.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{model} at {context:,} tokens needs {full} to fine-tune fully, which {full_fits} of {count} GPUs hold; with QLoRA it needs {qlora}, which {qlora_fits} hold.</source>
        <translation>{model} con {context:,} tokens necesita {full} para el ajuste fino completo, que caben en {full_fits} de {count} GPU; con QLoRA necesita {qlora}, que caben en {qlora_fits}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{how}: {memory}, of it {cache} of KV cache; {fits} of {count} GPUs hold it, the smallest {smallest}.</source>
        <translation>{how}: {memory}, de ellos {cache} de caché KV; cabe en {fits} de {count} GPU, la más pequeña {smallest}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{how}: {memory}, or {checkpointed} with gradient checkpointing; {fits} of {count} GPUs hold it ({fits_checkpointed} with checkpointing), the smallest {smallest}.</source>
        <translation>{how}: {memory}, o {checkpointed} con gradient checkpointing; cabe en {fits} de {count} GPU ({fits_checkpointed} con checkpointing), la más pequeña {smallest}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Assumed: bf16 weights, Adam for the trained parameters, LoRA rank {rank} on every projection, a 4-bit NF4 base for QLoRA, batch {batch}, one GPU with {headroom:.0%} of its memory kept free. The Advisor page says each in full.</source>
        <translation>Supuestos: pesos en bf16, Adam para los parámetros entrenados, LoRA de rango {rank} en cada proyección, una base NF4 de 4 bits para QLoRA, lote {batch}, una GPU con el {headroom:.0%} de su memoria libre. La página del Asesor dice cada uno por completo.</translation>
    </message>
</context>
<context>
    <name>Memory</name>
    <message>
        <location filename="../../dashboard/advisor/fits.py" line="+299"/>
        <source>use a batch of at most {largest:,}</source>
        <translation>use un lote de como máximo {largest:,}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not even batch 1 fits: free memory, or choose a smaller model or resolution</source>
        <translation>ni siquiera cabe el lote 1: libere memoria o elija un modelo o una resolución menor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch {batch:,} of {what} needs about {need} on the {device}; {available} is available (less {kept:.0%} kept free): {advice}</source>
        <translation>el lote {batch:,} de {what} necesita unos {need} en {device}; hay {available} disponibles (menos un {kept:.0%} que se deja libre): {advice}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{amount:.1f} {unit}</source>
        <translation>{amount:.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{model} for training in {processes} processes</source>
        <translation>{model} para entrenamiento en {processes} procesos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model} for training</source>
        <translation>{model} para entrenamiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{model} for inference</source>
        <translation>{model} para inferencia</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>{refusal} (and %Ln larger batch(es))</source>
        <translation>
            <numerusform>{refusal} (y %Ln lote mayor)</numerusform>
            <numerusform>{refusal} (y %Ln lotes mayores)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+74"/>
        <source>{what} at sequence length {length:,}</source>
        <translation>{what} con longitud de secuencia {length:,}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>searching up to batch {largest:,}, not {limit:,}: batch {next:,} of {what} needs about {need} on the {device}, more than the {available} available (less {kept:.0%} kept free)</source>
        <translation>buscando hasta el lote {largest:,}, no {limit:,}: el lote {next:,} de {what} necesita unos {need} en {device}, más que los {available} disponibles (menos un {kept:.0%} que se deja libre)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../dashboard/ui/menus.py" line="+50"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a run or experiment…</source>
        <translation>&amp;Abrir una ejecución o un experimento…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export this page…</source>
        <translation>&amp;Exportar esta página…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to a &amp;machine…</source>
        <translation>Conectar a una &amp;máquina…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a re&amp;cording…</source>
        <translation>Abrir una &amp;grabación…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as a recor&amp;ding…</source>
        <translation>Exportar como gra&amp;bación…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Presenter mode</source>
        <translation>Modo &amp;presentador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, panels hidden, large text and thick lines for a projector</source>
        <translation>Pantalla completa, paneles ocultos, texto grande y líneas gruesas para proyector</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side &amp;panels</source>
        <translation>Paneles &amp;laterales</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Larger text</source>
        <translation>Texto más &amp;grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Smaller text</source>
        <translation>Texto más pe&amp;queño</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>Tamaño de texto &amp;normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark theme</source>
        <translation>Tema oscuro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light theme</source>
        <translation>Tema claro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toggle theme</source>
        <translation>Cambiar de tema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage</source>
        <translation>Idio&amp;ma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Concepts, and where to see them</source>
        <translation>&amp;Conceptos y dónde verlos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>G&amp;lossary</source>
        <translation>&amp;Glosario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About</source>
        <translation>Acerca &amp;de</translation>
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
        <translation>En&amp;trenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Experiments</source>
        <translation>&amp;Experimentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advisor</source>
        <translation>&amp;Asesor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lecciones</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening {page}…</source>
        <translation>Abriendo {page}…</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../../dashboard/ui/remote/dialog.py" line="+23"/>
        <source>Connect to a machine</source>
        <translation>Conectar a una máquina</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The window reaches it with this computer&apos;s ssh: your ~/.ssh/config, keys and agent, never a password. dl-dashboard must be installed there, in the same version as here.</source>
        <translation>La ventana llega a ella con el ssh de este ordenador: tu ~/.ssh/config, tus claves y tu agente, nunca una contraseña. dl-dashboard debe estar instalado allí, en la misma versión que aquí.</translation>
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
        <translation>Su comando dl-dashboard:</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/remote/watch.py" line="+55"/>
        <source>Back to this machine</source>
        <translation>Volver a esta máquina</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Connecting to {host} over ssh…</source>
        <translation>Conectando con {host} por ssh…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Watching {host} live over ssh: {hardware}</source>
        <translation>Observando {host} en vivo por ssh: {hardware}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The link to the machine ended: {problem}</source>
        <translation>El enlace con la máquina terminó: {problem}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: {problem}</source>
        <translation>No conectado: {problem}</translation>
    </message>
    <message>
        <location filename="../../dashboard/protocol/transport.py" line="+42"/>
        <source>give the dl-dashboard command of the remote machine, e.g. dl-dashboard or /opt/venv/bin/dl-dashboard</source>
        <translation>indica el comando dl-dashboard de la máquina remota, por ejemplo dl-dashboard o /opt/venv/bin/dl-dashboard</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{host} is not a host name: give one as ssh takes it (gpu-server, user@10.0.0.5, or an alias of ~/.ssh/config)</source>
        <translation>{host} no es un nombre de host: indica uno como lo acepta ssh (gpu-server, user@10.0.0.5 o un alias de ~/.ssh/config)</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dashboard/recording/exchange.py" line="+110"/>
        <source> (recorded on {machine})</source>
        <translation> (grabación de {machine})</translation>
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
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Play or pause the recording (Space)</source>
        <translation>Reproducir o pausar la grabación (Espacio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{speed}x</source>
        <translation>{speed}x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the recording</source>
        <translation>Posición en la grabación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave replay</source>
        <translation>Salir de la reproducción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to this machine&apos;s live readings</source>
        <translation>Volver a las lecturas en vivo de esta máquina</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/files.py" line="+18"/>
        <source>Recordings (*{suffix});;All files (*)</source>
        <translation>Grabaciones (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a recording</source>
        <translation>Abrir una grabación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as a recording</source>
        <translation>Exportar como grabación</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot export {name}: {problem}.</source>
        <translation>No se puede exportar {name}: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export it: {problem}.</source>
        <translation>No se puede exportar: {problem}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording written to {target}: {events:,} events and {samples:,} hardware samples. Play it on any machine with File &gt; Open a recording.</source>
        <translation>Grabación escrita en {target}: {events:,} eventos y {samples:,} muestras de hardware. Se puede reproducir en cualquier máquina con Archivo &gt; Abrir una grabación.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/mode.py" line="+45"/>
        <source>Stop the training run first: a recorded run plays in the Training lab&apos;s charts.</source>
        <translation>Primero detenga la ejecución de entrenamiento: una ejecución grabada se reproduce en los gráficos de la página Entrenamiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the experiment to end (or cancel it) first: a recorded experiment plays in the Experiments page&apos;s charts.</source>
        <translation>Primero espere a que termine el experimento (o cancélelo): un experimento grabado se reproduce en los gráficos de la página Experimentos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the lesson to end (or stop it) first: a recorded lesson plays in the Lessons page.</source>
        <translation>Primero espere a que termine la lección (o deténgala): una lección grabada se reproduce en la página Lecciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the benchmarks to end (or cancel them) first: recorded benchmarks play in the Advisor&apos;s Measured vs peak tab.</source>
        <translation>Primero espere a que terminen las pruebas de rendimiento (o cancélelas): las pruebas grabadas se reproducen en la pestaña «Medido frente a pico» del Asesor.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading the recording {file}…</source>
        <translation>Leyendo la grabación {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the recording… {share:.0%}</source>
        <translation>Leyendo la grabación… {share:.0%}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not opened, nothing imported: {problem}</source>
        <translation>No se abrió, no se importó nada: {problem}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Left the replay: live readings of this machine.</source>
        <translation>Fin de la reproducción: lecturas en vivo de esta máquina.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still writing the last recording: export again once it is written.</source>
        <translation>Aún se está escribiendo la última grabación: exporte de nuevo cuando termine.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Writing the recording {file}…</source>
        <translation>Escribiendo la grabación {file}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording was not written: {problem}</source>
        <translation>No se escribió la grabación: {problem}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{banner} (its machine&apos;s specs were not recorded)</source>
        <translation>{banner} (no se grabaron las especificaciones de su máquina)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing a recording made on {machine}.</source>
        <translation>Reproduciendo una grabación hecha en {machine}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved experiments, to compare with this machine&apos;s.</source>
        <translation>Reproduciendo una grabación hecha en {machine}; añadida a los experimentos guardados, para compararla con los de esta máquina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved runs, to compare with this machine&apos;s.</source>
        <translation>Reproduciendo una grabación hecha en {machine}; añadida a las ejecuciones guardadas, para compararla con las de esta máquina.</translation>
    </message>
    <message>
        <location filename="../../dashboard/recording/fileformat.py" line="+85"/>
        <source>Recording: {title}, made on {machine}, {when} (dl-dashboard {version})</source>
        <translation>Grabación: {title}, hecha en {machine}, {when} (dl-dashboard {version})</translation>
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
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak FP32 (est.)</source>
        <translation>Pico FP32 (est.)</translation>
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
        <translation>Velocidad de copia de RAM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured at start-up: one thread copying 256 MiB several times, counting bytes read plus written. It moves from copy to copy and from launch to launch: other programs using the CPU or the memory bus at that moment, the CPU&apos;s clock (still rising, or lowered to save power), and whether the OS backed the buffers with huge pages. The median is the number to quote; the range shows how far single copies strayed.</source>
        <translation>Medida al inicio: un hilo copia 256 MiB varias veces y cuenta los bytes leídos más los escritos. Varía de una copia a otra y de un inicio a otro: otros programas que usan la CPU o el bus de memoria en ese momento, la frecuencia de la CPU (aún subiendo, o reducida para ahorrar energía) y si el sistema operativo respaldó los búferes con páginas enormes (huge pages). La mediana es la cifra que citar; el rango muestra cuánto se desviaron las copias individuales.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{median} (measured, 1 thread)</source>
        <translation>{median} (medida, 1 hilo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread); it varies with other load and the CPU&apos;s clock</source>
        <translation>{median} (mediana de {repeats}, {low:,.1f}–{high:,.1f}; 1 hilo); varía con otras cargas y con la frecuencia de la CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)</source>
        <translation>{median} (mediana de {repeats}, {low:,.1f}–{high:,.1f}; 1 hilo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{version} ({build} build)</source>
        <translation>{version} (compilación {build})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not installed</source>
        <translation>no instalado</translation>
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
        <translation>Backends utilizables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu only</source>
        <translation>solo cpu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intra-op threads</source>
        <translation>Hilos intra-op</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>units</source>
        <translation>unidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{lanes} in {count} {groups}</source>
        <translation>{lanes} en {count} {groups}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cores} ({count} GPU cores)</source>
        <translation>{cores} ({count} núcleos de GPU)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{size} unified (shared with the CPU)</source>
        <translation>{size} unificada (compartida con la CPU)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1st gen</source>
        <translation>1.ª gen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd gen</source>
        <translation>2.ª gen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd gen</source>
        <translation>3.ª gen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th gen</source>
        <translation>4.ª gen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th gen</source>
        <translation>5.ª gen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} ({generation})</source>
        <translation>{count} ({generation})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{core} max core, {memory} memory</source>
        <translation>núcleo {core} máx., memoria {memory}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{now} now, {max} max</source>
        <translation>{now} ahora, {max} máx.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute capability</source>
        <translation>Capacidad de cómputo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor cores</source>
        <translation>Núcleos tensoriales</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Bandwidth (peak)</source>
        <translation>Ancho de banda (pico)</translation>
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
        <translation>Límite de potencia</translation>
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
        <translation>Controlador</translation>
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
        <translation>Ancho de banda de memoria</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <location filename="../../dashboard/training/choices.py" line="+42"/>
        <source>Two convolution and pooling layers and two dense layers: the smallest CNN that learns real images.</source>
        <translation>Dos capas de convolución y pooling y dos capas densas: la CNN más pequeña que aprende imágenes reales.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Keras example CNN (three valid-padding convolutions, two dense layers) rewritten in PyTorch.</source>
        <translation>La CNN de ejemplo de Keras (tres convoluciones con padding «valid», dos capas densas) reescrita en PyTorch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A character model on PyTorch&apos;s fused nn.LSTM (cuDNN on NVIDIA GPUs) predicting the next character.</source>
        <translation>Un modelo de caracteres sobre la nn.LSTM fusionada de PyTorch (cuDNN en GPU NVIDIA) que predice el siguiente carácter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The same character model with a hand-written LSTM cell unrolled in Python, to compare with the fused one.</source>
        <translation>El mismo modelo de caracteres con una celda LSTM escrita a mano y desenrollada en Python, para compararla con la fusionada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A small GPT: three causal transformer blocks predicting the next character, with fused or plain attention.</source>
        <translation>Un GPT pequeño: tres bloques transformer causales que predicen el siguiente carácter, con atención fusionada o simple.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An 11-million-parameter residual network from torchvision, pretrained on ImageNet, with a new head.</source>
        <translation>Una red residual de 11 millones de parámetros de torchvision, preentrenada en ImageNet, con una cabeza nueva.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 2.5-million-parameter network built for phones, pretrained on ImageNet, with a new head.</source>
        <translation>Una red de 2,5 millones de parámetros diseñada para móviles, preentrenada en ImageNet, con una cabeza nueva.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 138-million-parameter plain convolutional network, pretrained on ImageNet: heavy on memory and FLOPs.</source>
        <translation>Una red convolucional simple de 138 millones de parámetros, preentrenada en ImageNet: exigente en memoria y FLOPs.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>shapes (built-in, 10 classes)</source>
        <translation>shapes (integrado, 10 clases)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST digits (download)</source>
        <translation>Dígitos MNIST (descarga)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion-MNIST (download)</source>
        <translation>Fashion-MNIST (descarga)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIFAR-10 (download)</source>
        <translation>CIFAR-10 (descarga)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python stdlib source (built-in text)</source>
        <translation>Código fuente de la stdlib de Python (texto integrado)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A torchvision classification model with random weights.</source>
        <translation>Un modelo de clasificación de torchvision con pesos aleatorios.</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="+48"/>
        <source>batch size</source>
        <translation>tamaño de lote</translation>
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
        <translation>pasos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threads</source>
        <translation>hilos</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+148"/>
        <source>processes</source>
        <translation>procesos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data-loader workers</source>
        <translation>procesos de carga de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resolution</source>
        <translation>resolución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training samples</source>
        <translation>muestras de entrenamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation samples</source>
        <translation>muestras de validación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>longitud de secuencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm-up steps</source>
        <translation>pasos de calentamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report interval</source>
        <translation>intervalo de informe</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>unknown length unit &apos;{unit}&apos;: choose one of {choices}</source>
        <translation>unidad de duración desconocida &apos;{unit}&apos;: elija una de {choices}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} {value} is not allowed: give its name as text</source>
        <translation>no se admite {name} {value}: indique su nombre como texto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown model {value}: choose one of {choices}</source>
        <translation>modelo desconocido {value}: elija uno de {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown dataset {value}: choose one of {choices}</source>
        <translation>conjunto de datos desconocido {value}: elija uno de {choices}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use python-text</source>
        <translation>el modelo &apos;{model}&apos; no puede entrenarse con &apos;{dataset}&apos;: use python-text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use an image dataset (shapes, mnist, fashion-mnist, cifar10)</source>
        <translation>el modelo &apos;{model}&apos; no puede entrenarse con &apos;{dataset}&apos;: use un conjunto de imágenes (shapes, mnist, fashion-mnist, cifar10)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>learning rate {value} is not allowed: use a finite number greater than 0 and at most {highest} (e.g. 0.001)</source>
        <translation>no se admite la tasa de aprendizaje {value}: use un número finito mayor que 0 y como máximo {highest} (p. ej., 0.001)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>say how long to train: a number of epochs or of steps</source>
        <translation>indique cuánto entrenar: un número de épocas o de pasos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device {value} is not available here: choose one of {choices}</source>
        <translation>el dispositivo {value} no está disponible aquí: elija uno de {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown precision {value}: choose one of {choices}</source>
        <translation>precisión desconocida {value}: elija una de {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown optimizer {value}: choose one of {choices}</source>
        <translation>optimizador desconocido {value}: elija uno de {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown freeze mode {value}: choose one of {choices}</source>
        <translation>modo de congelación desconocido {value}: elija uno de {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freezing needs a pretrained backbone: choose {models}, or freeze mode &apos;full&apos;</source>
        <translation>congelar requiere un modelo base (backbone) preentrenado: elija {models}, o el modo de congelación &apos;full&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown attention {value}: choose one of {choices}</source>
        <translation>atención desconocida {value}: elija una de {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention &apos;{attention}&apos; applies to tiny-gpt only: for {model} use &apos;fused&apos;</source>
        <translation>la atención &apos;{attention}&apos; solo se aplica a tiny-gpt: para {model} use &apos;fused&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+72"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (this machine&apos;s logical cores)</source>
        <translation>no se admite {name} {value}: use un número entero de {low:,.0f} a {high:,.0f} (los núcleos lógicos de esta máquina)</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>{name} {value} px is not allowed: use a whole number from {low:,.0f} to {high:,.0f} px</source>
        <translation>no se admite {name} {value} px: use un número entero de {low:,.0f} a {high:,.0f} px</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f}</source>
        <translation>no se admite {name} {value}: use un número entero de {low:,.0f} a {high:,.0f}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} {value} is not allowed: use true or false</source>
        <translation>no se admite {name} {value}: use true o false</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>data-parallel training runs on the CPU or on CUDA GPUs: on mps use 1 process</source>
        <translation>el entrenamiento con paralelismo de datos funciona en la CPU o en GPU CUDA: en mps use 1 proceso</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (one per GPU of this machine)</source>
        <translation>no se admite {name} {value}: use un número entero de {low:,.0f} a {high:,.0f} (uno por cada GPU de esta máquina)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32 or bf16</source>
        <translation>la precisión mixta fp16 (con escalador de gradientes) necesita una GPU CUDA: en {device} use fp32 o bf16</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32</source>
        <translation>la precisión mixta fp16 (con escalador de gradientes) necesita una GPU CUDA: en {device} use fp32</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 autocast is offered on cpu and CUDA: on mps use fp32</source>
        <translation>bf16 autocast está disponible en cpu y CUDA: en mps use fp32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device} does not support bf16 (it needs an Ampere or newer GPU): use fp16 or fp32</source>
        <translation>{device} no admite bf16 (necesita una GPU Ampere o más reciente): use fp16 o fp32</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/disk.py" line="+22"/>
        <source>set DL_DASHBOARD_DATA_DIR to a writable folder with free space</source>
        <translation>asigne a DL_DASHBOARD_DATA_DIR una carpeta con permiso de escritura y espacio libre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk full</source>
        <translation>disco lleno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk quota exceeded</source>
        <translation>cuota de disco superada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read-only file system</source>
        <translation>sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O error</source>
        <translation>error de E/S</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the data folder {folder} cannot be used: none of its parent folders can be read; {hint}</source>
        <translation>no se puede usar la carpeta de datos {folder}: no se puede leer ninguna de sus carpetas superiores; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is a file, not a folder; {hint}</source>
        <translation>no se puede usar la carpeta de datos {folder}: {existing} es un archivo, no una carpeta; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is not writable (read-only or no permission); {hint}</source>
        <translation>no se puede usar la carpeta de datos {folder}: no se puede escribir en {existing} (solo lectura o sin permiso); {hint}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the data folder {folder} cannot be used: {reason}; {hint}</source>
        <translation>no se puede usar la carpeta de datos {folder}: {reason}; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} has only {free} free; a run needs at least {needed}; {hint}</source>
        <translation>la carpeta de datos {folder} solo tiene {free} libres; una ejecución necesita al menos {needed}; {hint}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/training/run_schema.py" line="+148"/>
        <source>%Ln unreadable line(s) (not JSON: the file was damaged or edited)</source>
        <translation>
            <numerusform>%Ln línea ilegible (no es JSON: el archivo se dañó o se editó)</numerusform>
            <numerusform>%Ln líneas ilegibles (no es JSON: el archivo se dañó o se editó)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln line(s) with wrong types (from another version, or edited)</source>
        <translation>
            <numerusform>%Ln línea con tipos incorrectos (de otra versión, o editada)</numerusform>
            <numerusform>%Ln líneas con tipos incorrectos (de otra versión, o editadas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last line, cut short (the app was killed while writing it)</source>
        <translation>la última línea, incompleta (la aplicación se cerró a la fuerza mientras la escribía)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skipped {lines}.</source>
        <translation>Se omitió: {lines}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/runs.py" line="+311"/>
        <source>model default</source>
        <translation>la del modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>run {number}</source>
        <translation>ejecución {number}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/figures.py" line="+53"/>
        <source>samples per second</source>
        <translation>muestras por segundo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step</source>
        <translation>por paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step, {share} of it waiting for the all-reduce</source>
        <translation>por paso; el {share} de ese tiempo, esperando el all-reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>process memory (RAM)</source>
        <translation>RAM del proceso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} memory (tensors)</source>
        <translation>tensores en {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU busy</source>
        <translation>CPU ocupada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} busy</source>
        <translation>{device} ocupada</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="-157"/>
        <source>SGD (momentum 0.9)</source>
        <translation>SGD (momento 0,9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 mixed (CUDA, grad scaler)</source>
        <translation>fp16 mixta (CUDA, escalador de gradientes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 autocast</source>
        <translation>bf16 autocast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>modelo base congelado (solo cabeza)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>último bloque + cabeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused (scaled_dot_product_attention)</source>
        <translation>fusionada (scaled_dot_product_attention)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain (matmul, mask, softmax, matmul)</source>
        <translation>simple (matmul, máscara, softmax, matmul)</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Run</source>
        <translation>Ejecución</translation>
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
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation>Tamaño de lote</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+2"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>CPU threads</source>
        <translation>Hilos de CPU</translation>
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
        <translation>Resolución</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Loader workers</source>
        <translation>Procesos de carga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="-1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>How the transformer computes attention: one fused kernel, or the formula step by step, which keeps the sequence length x sequence length scores in memory</source>
        <translation>Cómo calcula el transformer la atención: un único kernel fusionado, o la fórmula paso a paso, que guarda en memoria las puntuaciones de longitud de secuencia x longitud de secuencia</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Samples per step: larger batches use the hardware&apos;s parallelism, and its memory</source>
        <translation>Muestras por paso: los lotes más grandes aprovechan el paralelismo del hardware, y su memoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate, e.g. 0.001 or 3e-4</source>
        <translation>Tasa de aprendizaje, p. ej. 0.001 o 3e-4</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+8"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch&apos;s default</source>
        <translation>según torch</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch intra-op threads: how many CPU cores one step may use</source>
        <translation>hilos intra-op de torch: cuántos núcleos de CPU puede usar un paso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data-parallel processes (DistributedDataParallel, started by torchrun): each trains a whole batch and they average their gradients every step. On CUDA, one per GPU; on the CPU, the threads are shared among them</source>
        <translation>Procesos con paralelismo de datos (DistributedDataParallel, lanzados por torchrun): cada uno entrena un lote completo y promedian sus gradientes en cada paso. En CUDA, uno por GPU; en la CPU, se reparten los hilos entre ellos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>channels-last (NHWC)</source>
        <translation>channels-last (NHWC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep data on the device</source>
        <translation>datos en el dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate/move the whole built-in dataset to the training device once</source>
        <translation>Generar/mover una sola vez todo el conjunto de datos integrado al dispositivo de entrenamiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pin memory</source>
        <translation>memoria fijada (pin memory)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+3"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>download when needed</source>
        <translation>descargar cuando haga falta</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Download datasets and pretrained weights that are not cached yet. Off: use only what is here; the built-in datasets always work offline</source>
        <translation>Descargar los conjuntos de datos y pesos preentrenados que aún no estén en caché. Desactivado: usar solo lo que hay aquí; los conjuntos de datos integrados siempre funcionan sin conexión</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>model default ({pixels} px)</source>
        <translation>la del modelo ({pixels} px)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n/a (text)</source>
        <translation>n/d (texto)</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>Measuring {model}…</source>
        <translation>Midiendo {model}…</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>The recording does not say the model&apos;s size.</source>
        <translation>La grabación no indica el tamaño del modelo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward, as recorded</source>
        <translation>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parámetros, {trainable:,.0f} entrenables · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; por muestra en la pasada hacia adelante, según la grabación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward (a training step is about 3x) · input {shape}</source>
        <translation>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parámetros, {trainable:,.0f} entrenables · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; por muestra en la pasada hacia adelante (un paso de entrenamiento, unas 3x) · entrada {shape}</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Cannot build this model: {reason}</source>
        <translation>No se puede construir este modelo: {reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This run trained on {device}, which this machine does not have: {chosen} is chosen instead.</source>
        <translation>Esta ejecución se entrenó en {device}, que esta máquina no tiene: se elige {chosen} en su lugar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also from the saved run: {settings}.</source>
        <translation>También de la ejecución guardada: {settings}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/live.py" line="+79"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross-entropy</source>
        <translation>entropía cruzada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>Exactitud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>accuracy</source>
        <translation>exactitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time (after warm-up)</source>
        <translation>Tiempo por paso (tras calentamiento)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>ocupación</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+86"/>
        <source>time since start (s)</source>
        <translation>tiempo desde el inicio (s)</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+212"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>train (raw)</source>
        <translation>entrenamiento (bruta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train (smoothed)</source>
        <translation>entrenamiento (suavizada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>train (running)</source>
        <translation>entrenamiento (en curso)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steady (after warm-up)</source>
        <translation>estable (tras calentamiento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole step</source>
        <translation>paso completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for data</source>
        <translation>esperando datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process RSS</source>
        <translation>RSS del proceso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the gradient all-reduce</source>
        <translation>esperando el all-reduce de los gradientes</translation>
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
        <translation>{device}: total</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+114"/>
        <source>Ready. Press Start to train.</source>
        <translation>Listo. Pulse Iniciar para entrenar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start training (F5)</source>
        <translation>Iniciar el entrenamiento (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause or resume (F6)</source>
        <translation>Pausar o reanudar (F6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop; the run so far is kept (Shift+F5)</source>
        <translation>Detener; se conserva lo ya entrenado (Shift+F5)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Preparing: loading the data and building the model…</source>
        <translation>Preparando: cargando los datos y construyendo el modelo…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Following the run on {host} again ({folder})…</source>
        <translation>Siguiendo de nuevo el entrenamiento en {host} ({folder})…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Ended after step {step:,.0f} without a summary; the steps recorded are kept in the saved run.</source>
        <translation>Terminó tras el paso {step:,.0f} sin resumen; los pasos registrados se conservan en la ejecución guardada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing was trained.</source>
        <translation>No se entrenó nada.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Opening run {name}…</source>
        <translation>Abriendo la ejecución {name}…</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Opening run… (%Ln step(s))</source>
        <translation>
            <numerusform>Abriendo la ejecución… (%Ln paso)</numerusform>
            <numerusform>Abriendo la ejecución… (%Ln pasos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/training/run_export.py" line="+63"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>Se exportó %Ln archivo a {folder}</numerusform>
            <numerusform>Se exportaron %Ln archivos a {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+31"/>
        <source>Saved run {name} could not be opened.</source>
        <translation>No se pudo abrir la ejecución guardada {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open {name}: {reason}.</source>
        <translation>No se pudo abrir {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="+152"/>
        <source>Cannot overlay {name}: {reason}.</source>
        <translation>No se puede superponer {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/run_export.py" line="-41"/>
        <source>Choose a saved run to export.</source>
        <translation>Elija una ejecución guardada para exportar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export run as CSV</source>
        <translation>Exportar la ejecución como CSV</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot export {name}: {reason}.</source>
        <translation>No se puede exportar {name}: {reason}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export plots to folder</source>
        <translation>Exportar los gráficos a una carpeta</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="-92"/>
        <source>Saved runs</source>
        <translation>Ejecuciones guardadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open a run; select several (Ctrl/Shift) and press Overlay to compare them</source>
        <translation>Doble clic para abrir una ejecución; seleccione varias (Ctrl/Shift) y pulse Superponer para compararlas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay</source>
        <translation>Superponer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected runs&apos; loss and throughput on the same axes</source>
        <translation>Dibujar la pérdida y el rendimiento de las ejecuciones seleccionadas en los mismos ejes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by time</source>
        <translation>por tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by step</source>
        <translation>por paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay against each run&apos;s time since start, or against its step number (which compares runs of different speed sample for sample)</source>
        <translation>Superponer según el tiempo desde el inicio de cada ejecución, o según su número de paso (que compara ejecuciones de distinta velocidad muestra a muestra)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected run&apos;s metrics as CSV</source>
        <translation>Exportar las métricas de la ejecución seleccionada como CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plots…</source>
        <translation>Gráficos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the plots as PNG and SVG</source>
        <translation>Exportar los gráficos como PNG y SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link to the machine that trains this run dropped; the run went on there. Follow it again: its steps since, live, added to this copy (or all at once if it has ended).</source>
        <translation>Se cayó el enlace con la máquina que entrena esta ejecución; la ejecución siguió allí. Síguela de nuevo: sus pasos desde entonces, en vivo, añadidos a esta copia (o todos a la vez si ya terminó).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>unreadable: {reason}</source>
        <translation>ilegible: {reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Reattach to the run on {host}</source>
        <translation>Reconectar con la ejecución en {host}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Select two or more saved runs (Ctrl+click) to overlay them.</source>
        <translation>Seleccione dos o más ejecuciones guardadas (Ctrl+clic) para superponerlas.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/status.py" line="+63"/>
        <source>{progress} · paused</source>
        <translation>{progress} · en pausa</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/texts.py" line="+22"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: the loss is not a number</source>
        <translation>Detenido: la pérdida no es un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of memory</source>
        <translation>Memoria insuficiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>completed</source>
        <translation>completada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation>interrumpida</translation>
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
            <numerusform>{outcome} tras %Ln paso en {duration} · estable {speed} · exactitud de validación {accuracy}</numerusform>
            <numerusform>{outcome} tras %Ln pasos en {duration} · estable {speed} · exactitud de validación {accuracy}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>energy not measured: {reason}</source>
        <translation>energía no medida: {reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{processes} data-parallel processes, each with batch {batch}: a global batch of {total}</source>
        <translation>{processes} procesos con paralelismo de datos, cada uno con lote {batch}: un lote global de {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>trained %Ln step(s)</source>
        <translation>
            <numerusform>entrenó %Ln paso</numerusform>
            <numerusform>entrenó %Ln pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>stopped by the user after %Ln step(s)</source>
        <translation>
            <numerusform>detenida por el usuario tras %Ln paso</numerusform>
            <numerusform>detenida por el usuario tras %Ln pasos</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&lt;b&gt;{model}&lt;/b&gt;: {parameters:,.0f} parameters, {trainable:,.0f} trainable · {mflops:,.1f} MFLOPs per sample (forward; a training step is about 3x) · {train:,.0f} training and {validation:,.0f} validation samples of {dataset} · batch {batch} · {steps} steps on {device} ({precision})</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;: {parameters:,.0f} parámetros, {trainable:,.0f} entrenables · {mflops:,.1f} MFLOPs por muestra (pasada hacia adelante; un paso de entrenamiento, unas 3x) · {train:,.0f} muestras de entrenamiento y {validation:,.0f} de validación de {dataset} · lote {batch} · {steps} pasos en {device} ({precision})</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{energy} over its epochs ({per_joule} samples/J at {power}, peak {peak})</source>
        <translation>{energy} a lo largo de sus épocas ({per_joule} muestras/J a {power}, pico de {peak})</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Step {step:,.0f} of {total:,.0f} (epoch {epoch}) · loss {loss:.4f} · {speed:,.0f} samples/s · {milliseconds:.1f} ms/step · ETA {eta}</source>
        <translation>Paso {step:,.0f} de {total:,.0f} (época {epoch}) · pérdida {loss:.4f} · {speed:,.0f} muestras/s · {milliseconds:.1f} ms/paso · restante {eta}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved run {name}: no summary (the app was closed or killed)</source>
        <translation>Ejecución guardada {name}: sin resumen (la aplicación se cerró o se forzó su cierre)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved run {name}: {ending}</source>
        <translation>Ejecución guardada {name}: {ending}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its settings were not put in the form: {reason}.</source>
        <translation>Su configuración no se cargó en el formulario: {reason}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Overlay of {count} runs by step (loss smoothed); they differ in: {labels}</source>
        <translation>Superposición de {count} ejecuciones por paso (pérdida suavizada); difieren en: {labels}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay of {count} runs by time (loss smoothed); they differ in: {labels}</source>
        <translation>Superposición de {count} ejecuciones por tiempo (pérdida suavizada); difieren en: {labels}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="-64"/>
        <source>batch size {batch} is larger than the {samples} training samples of &apos;{dataset}&apos;: use at most {samples}</source>
        <translation>el tamaño de lote {batch} es mayor que las {samples} muestras de entrenamiento de &apos;{dataset}&apos;: use como máximo {samples}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/engine.py" line="+344"/>
        <source>the loss became {loss} at step {step}: lower the learning rate (now {rate}) or use fp32</source>
        <translation>la pérdida se volvió {loss} en el paso {step}: baje la tasa de aprendizaje (ahora {rate}) o use fp32</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>out of memory at batch size {batch} on {device}: try a smaller batch, fp16/bf16, or a frozen backbone</source>
        <translation>memoria insuficiente con tamaño de lote {batch} en {device}: pruebe un lote más pequeño, fp16/bf16 o un modelo base congelado</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/builtin_data.py" line="+207"/>
        <source>python-text needs the Python standard library&apos;s .py source, but {folder} has too little ({characters:,} characters; packaged apps often ship only compiled files): use the built-in &apos;shapes&apos; dataset</source>
        <translation>python-text necesita el código fuente .py de la biblioteca estándar de Python, pero {folder} tiene muy poco ({characters:,} caracteres; las aplicaciones empaquetadas suelen incluir solo archivos compilados): use el conjunto de datos integrado &apos;shapes&apos;</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/torchvision_data.py" line="+86"/>
        <source>{name} is not downloaded (looked in {root}) and downloading is turned off: use the built-in &apos;shapes&apos; dataset, or allow the download once to save it into {root}</source>
        <translation>{name} no está descargado (se buscó en {root}) y la descarga está desactivada: use el conjunto de datos integrado &apos;shapes&apos;, o permita la descarga una vez para guardarlo en {root}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} is not downloaded and could not be downloaded ({reason}); this machine may be offline: use the built-in &apos;shapes&apos; dataset, or connect once to download it into {root}</source>
        <translation>{name} no está descargado y no se pudo descargar ({reason}); puede que este equipo no tenga conexión: use el conjunto de datos integrado &apos;shapes&apos;, o conéctese una vez para descargarlo en {root}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/distributed.py" line="+243"/>
        <source>another process of this data-parallel run ended at step {step}, so every process stopped; the launcher&apos;s message names it</source>
        <translation>otro proceso de esta ejecución con paralelismo de datos terminó en el paso {step}, así que todos los procesos se detuvieron; el mensaje del lanzador (launcher) indica cuál</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/launch.py" line="+129"/>
        <source>stopped by {signal}: every rank was stopped</source>
        <translation>detenida por la señal {signal}: se detuvieron todos los ranks</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>rank {rank} (process {pid}) was killed by {signal}; torchrun stopped the other ranks</source>
        <translation>rank {rank} (proceso {pid}) fue terminado a la fuerza por la señal {signal}; torchrun detuvo los demás ranks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rank {rank} (process {pid}) stopped because another process of the run ended (on another machine?)</source>
        <translation>rank {rank} (proceso {pid}) se detuvo porque terminó otro proceso de la ejecución (¿en otra máquina?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank} (process {pid}) ended with exit status {status}; torchrun stopped the other ranks</source>
        <translation>rank {rank} (proceso {pid}) terminó con el código de salida {status}; torchrun detuvo los demás ranks</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/models.py" line="+44"/>
        <source>ImageNet weights not available offline: backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>Pesos de ImageNet no disponibles sin conexión: modelo base inicializado al azar (la velocidad y la memoria son válidas, la exactitud no)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>ImageNet weights in {file} could not be read ({error}): backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>No se pudieron leer los pesos de ImageNet en {file} ({error}): modelo base inicializado al azar (la velocidad y la memoria son válidas, la exactitud no)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/generated.py" line="+40"/>
        <source>What the model writes after the prompt, at step {step}:</source>
        <translation>Lo que escribe el modelo tras el prompt, en el paso {step}:</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/child.py" line="+167"/>
        <source>The link to {host} dropped before the run ended ({problem}). The run goes on on {host}, saved in {folder}: Reattach under the saved runs follows it again, and fetches the rest once it has ended.</source>
        <translation>El enlace con {host} se cayó antes de que terminara la ejecución ({problem}). La ejecución sigue en {host}, guardada en {folder}: Reconectar, bajo las ejecuciones guardadas, vuelve a seguirla y trae el resto cuando termine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its runs folder</source>
        <translation>su carpeta de ejecuciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run on {host} ended before its summary ({problem}); what arrived is kept here.</source>
        <translation>La ejecución en {host} terminó antes de su resumen ({problem}); lo que llegó se guarda aquí.</translation>
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
        <translation>muestras/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CUDA cores</source>
        <translation>núcleos CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit bus</source>
        <translation>bits de bus</translation>
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
        <translation>pasos</translation>
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
        <translation>procesadores de flujo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ALUs</source>
        <translation>ALU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation>carriles FP32</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>samples/J</source>
        <translation>muestras/J</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../dashboard/ui/exporting.py" line="+16"/>
        <source>Could not export to {target}: {reason}.</source>
        <translation>No se pudo exportar a {target}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="-27"/>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concepts, and where to see them</source>
        <translation>Conceptos y dónde verlos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a chart</source>
        <translation>Doble clic en un gráfico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: start</source>
        <translation>Entrenamiento: iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: pause or resume</source>
        <translation>Entrenamiento: pausar o reanudar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: stop (the run so far is kept)</source>
        <translation>Entrenamiento: detener (se conserva lo ya entrenado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: run the lesson chosen</source>
        <translation>Lecciones: ejecutar la lección elegida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: stop the lesson</source>
        <translation>Lecciones: detener la lección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor: run the benchmarks</source>
        <translation>Asesor: ejecutar las pruebas de rendimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give it the whole page; again, or Esc, to restore</source>
        <translation>lo amplía a toda la página; otra vez, o Esc, para restaurar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{keys} or {key}</source>
        <translation>{keys} o {key}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Deep Learning Hardware Dashboard&lt;/b&gt; {version}&lt;br&gt;See what your CPU and GPUs have and do while a real model trains.</source>
        <translation>&lt;b&gt;Panel de hardware para aprendizaje profundo&lt;/b&gt; {version}&lt;br&gt;Qué tienen y qué hacen la CPU y las GPU mientras se entrena un modelo real.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/main_window.py" line="+273"/>
        <source>Deep Learning Hardware Dashboard</source>
        <translation>Panel de hardware para aprendizaje profundo</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Presenter mode (F11 to leave)</source>
        <translation>Modo presentador (F11 para salir)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{folder} is not a saved run or experiment (it has no config.json)</source>
        <translation>{folder} no es una ejecución ni un experimento guardado (no tiene config.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing here to export as a recording: choose a run in the Training lab, an experiment in Experiments, or a lesson that ran here in Lessons.</source>
        <translation>Nada que exportar como grabación: elija una ejecución en Entrenamiento, un experimento en Experimentos o una lección ejecutada aquí en Lecciones.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a saved run or experiment</source>
        <translation>Abrir una ejecución o un experimento guardados</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{page}: nothing to export yet</source>
        <translation>{page}: todavía no hay nada que exportar</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/monitor_status.py" line="+62"/>
        <source>hardware monitor stopped: {reason}</source>
        <translation>monitor de hardware detenido: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading hardware…</source>
        <translation>leyendo el hardware…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only: no GPU found</source>
        <translation>solo CPU: no se encontró ninguna GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sampling every {seconds} s</source>
        <translation>muestreo cada {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sampler: waiting</source>
        <translation>muestreador: en espera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sampler: {cost:.1f} ms per tick ({share:.2f}% of one core)</source>
        <translation>muestreador: {cost:.1f} ms por lectura ({share:.2f}% de un núcleo)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hardware monitor stopped: {reason}</source>
        <translation>Monitor de hardware detenido: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} × {vendor} (driver {driver})</source>
        <translation>{count} × {vendor} (controlador {driver})</translation>
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
        <translation>ejecución</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>experiment</source>
        <translation>experimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>folder</source>
        <translation>carpeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind}: {name}</source>
        <translation>{kind}: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing yet</source>
        <translation>nada todavía</translation>
    </message>
</context>
</TS>
