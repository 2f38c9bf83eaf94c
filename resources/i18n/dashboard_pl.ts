<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../dashboard/advisor/advise.py" line="+104"/>
        <source>from the model, not measured</source>
        <translation>z modelu, nie zmierzone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured on the recorded {gpu}</source>
        <translation>zmierzone na nagranym {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from the recorded {gpu}, measured</source>
        <translation>przeskalowane z nagranego {gpu}, zmierzone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured on your {gpu}</source>
        <translation>zmierzone na twoim {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled from your {gpu}, measured</source>
        <translation>przeskalowane z twojego {gpu}, zmierzone</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+52"/>
        <source>{precision} not supported (no {precision} matrix units)</source>
        <translation>{precision} nieobsługiwane (brak jednostek macierzowych {precision})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>does not fit even at batch 1</source>
        <translation>nie mieści się nawet przy partii 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>does not fit at batch {batch}</source>
        <translation>nie mieści się przy partii {batch}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>limited by per-operation launch overhead</source>
        <translation>ograniczone narzutem uruchamiania każdej operacji</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>SGD with momentum</source>
        <translation>SGD z momentum</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, {workspace} of temporaries and about {framework} for the CUDA context.</source>
        <translation>Przy partii {batch} w precyzji {precision} z optymalizatorem {optimizer} model {model} potrzebuje na GPU NVIDIA około {total}: {activations} na aktywacje zachowywane dla przejścia wstecz, {fixed} na wagi, gradienty i stan optymalizatora, {workspace} na dane tymczasowe i około {framework} na kontekst CUDA.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch} in {precision} with {optimizer}, {model} needs about {total} on an NVIDIA GPU: {activations} of activations kept for the backward pass, {fixed} for weights, gradients and optimizer state, and about {framework} for the CUDA context.</source>
        <translation>Przy partii {batch} w precyzji {precision} z optymalizatorem {optimizer} model {model} potrzebuje na GPU NVIDIA około {total}: {activations} na aktywacje zachowywane dla przejścia wstecz, {fixed} na wagi, gradienty i stan optymalizatora oraz około {framework} na kontekst CUDA.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{fitting} of %Ln GPU(s) fit it with {headroom:.0%} to spare; the smallest that does has {memory} ({gpu}).</source>
        <translation>
            <numerusform>Model mieści się na {fitting} z %Ln GPU z zapasem {headroom:.0%}; najmniejsze z nich ma {memory} ({gpu}).</numerusform>
            <numerusform>Model mieści się na {fitting} z %Ln GPU z zapasem {headroom:.0%}; najmniejsze z nich ma {memory} ({gpu}).</numerusform>
            <numerusform>Model mieści się na {fitting} z %Ln GPU z zapasem {headroom:.0%}; najmniejsze z nich ma {memory} ({gpu}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>None of the %Ln GPU(s) fits it; the largest batch on any is {batch} ({gpu}).</source>
        <translation>
            <numerusform>Model nie mieści się na %Ln GPU; największa partia na nim to {batch} ({gpu}).</numerusform>
            <numerusform>Model nie mieści się na żadnym z %Ln GPU; największa partia na którymkolwiek z nich to {batch} ({gpu}).</numerusform>
            <numerusform>Model nie mieści się na żadnym z %Ln GPU; największa partia na którymkolwiek z nich to {batch} ({gpu}).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Activations dominate and grow with the batch ({per_sample} per sample): a smaller batch, mixed precision or freezing the backbone saves the most memory.</source>
        <translation>Dominują aktywacje, które rosną z partią ({per_sample} na próbkę): najwięcej pamięci oszczędzi mniejsza partia, mieszana precyzja lub zamrożenie szkieletu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state dominate and do not grow with the batch (activations add {per_sample} per sample): larger batches cost little memory, while freezing layers or SGD instead of Adam would save more.</source>
        <translation>Dominują wagi, gradienty i stan optymalizatora, które nie rosną z partią (aktywacje dodają {per_sample} na próbkę): większe partie kosztują niewiele pamięci, a więcej oszczędziłoby zamrożenie warstw lub SGD zamiast Adama.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>Krok treningu wykonuje {gflops:,.2f} GFLOPs na próbkę na każde przesłane {moved}, czyli {intensity:,.0f} FLOPs na bajt: wszystkie GPU ({compute} z {judged}) są dla tego modelu ograniczone obliczeniami, więc FLOPS (i rdzenie tensorowe w fp16 lub bf16) liczą się bardziej niż przepustowość pamięci.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({compute} of {judged}) are compute-bound for this model, so FLOPS (and tensor cores in fp16 or bf16) matter more than memory bandwidth.</source>
        <translation>Krok treningu wykonuje {gflops:,.2f} GFLOPs na próbkę na każde przesłane {moved}, czyli {intensity:,.0f} FLOPs na bajt: większość GPU ({compute} z {judged}) jest dla tego modelu ograniczona obliczeniami, więc FLOPS (i rdzenie tensorowe w fp16 lub bf16) liczą się bardziej niż przepustowość pamięci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: all GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>Krok treningu wykonuje {gflops:,.2f} GFLOPs na próbkę na każde przesłane {moved}, czyli {intensity:,.0f} FLOPs na bajt: wszystkie GPU ({memory} z {judged}) są dla tego modelu ograniczone przepustowością pamięci, więc przepustowość pamięci liczy się bardziej niż FLOPS: najwięcej zyskują karty z HBM.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte: most GPUs ({memory} of {judged}) are bandwidth-bound for this model, so memory bandwidth matters more than FLOPS: HBM cards gain most.</source>
        <translation>Krok treningu wykonuje {gflops:,.2f} GFLOPs na próbkę na każde przesłane {moved}, czyli {intensity:,.0f} FLOPs na bajt: większość GPU ({memory} z {judged}) jest dla tego modelu ograniczona przepustowością pamięci, więc przepustowość pamięci liczy się bardziej niż FLOPS: najwięcej zyskują karty z HBM.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A training step does {gflops:,.2f} GFLOPs per sample for every {moved} it moves, {intensity:,.0f} FLOPs per byte, near the balance point of today&apos;s GPUs: {compute} of {judged} are compute-bound and {memory} bandwidth-bound for this model, so both FLOPS and bandwidth matter, and GPUs with much more FLOPS than bandwidth are held back by their memory.</source>
        <translation>Krok treningu wykonuje {gflops:,.2f} GFLOPs na próbkę na każde przesłane {moved}, czyli {intensity:,.0f} FLOPs na bajt, blisko punktu równowagi dzisiejszych GPU: dla tego modelu {compute} z {judged} jest ograniczonych obliczeniami, a {memory} przepustowością pamięci, więc liczą się i FLOPS, i przepustowość, a GPU o znacznie większej liczbie FLOPS niż przepustowości hamuje ich pamięć.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None of these GPUs runs {precision}.</source>
        <translation>Żadne z tych GPU nie obsługuje {precision}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {overhead} of them the model is so small that launching its operations, not the GPU, sets the pace: a larger batch helps more than a faster GPU.</source>
        <translation>Na {overhead} z nich model jest tak mały, że tempo wyznacza uruchamianie jego operacji, a nie GPU: większa partia pomoże bardziej niż szybsze GPU.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Fastest here, %Ln GPU(s) within {share:.0%} of each other (among them {gpu}): about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>
            <numerusform>Najszybsze tutaj: %Ln GPU w granicach {share:.0%} od siebie (wśród nich {gpu}): około {rate} próbek/s ({low}-{high}). Szybkości są przedziałami: {source}.</numerusform>
            <numerusform>Najszybsze tutaj: %Ln GPU w granicach {share:.0%} od siebie (wśród nich {gpu}): około {rate} próbek/s ({low}-{high}). Szybkości są przedziałami: {source}.</numerusform>
            <numerusform>Najszybsze tutaj: %Ln GPU w granicach {share:.0%} od siebie (wśród nich {gpu}): około {rate} próbek/s ({low}-{high}). Szybkości są przedziałami: {source}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fastest here: {gpu}, about {rate} samples/s ({low}-{high}). Speeds are ranges: {source}.</source>
        <translation>Najszybsze tutaj: {gpu}, około {rate} próbek/s ({low}–{high}). Szybkości są zakresami: {source}.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on {fitting} of %Ln GPU(s).</source>
        <translation>
            <numerusform>Model {model} przy partii {batch} w precyzji {precision} potrzebuje około {total}: mieści się na {fitting} z %Ln GPU.</numerusform>
            <numerusform>Model {model} przy partii {batch} w precyzji {precision} potrzebuje około {total}: mieści się na {fitting} z %Ln GPU.</numerusform>
            <numerusform>Model {model} przy partii {batch} w precyzji {precision} potrzebuje około {total}: mieści się na {fitting} z %Ln GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{model} at batch {batch} in {precision} needs about {total}: it fits on none of %Ln GPU(s); the largest batch on any is {largest} ({gpu}).</source>
        <translation>
            <numerusform>Model {model} przy partii {batch} w precyzji {precision} potrzebuje około {total}: nie mieści się na żadnym z %Ln GPU; największa partia na którymkolwiek to {largest} ({gpu}).</numerusform>
            <numerusform>Model {model} przy partii {batch} w precyzji {precision} potrzebuje około {total}: nie mieści się na żadnym z %Ln GPU; największa partia na którymkolwiek to {largest} ({gpu}).</numerusform>
            <numerusform>Model {model} przy partii {batch} w precyzji {precision} potrzebuje około {total}: nie mieści się na żadnym z %Ln GPU; największa partia na którymkolwiek to {largest} ({gpu}).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fastest, estimated: {gpu}, about {rate} samples/s.</source>
        <translation>Najszybsze według szacunku: {gpu}, około {rate} próbek/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s: the CPU sets the pace.</source>
        <translation>
            <numerusform>%Ln GPU remisuje jako najszybsze, około {rate} próbek/s: tempo narzuca CPU.</numerusform>
            <numerusform>%Ln GPU remisują jako najszybsze, około {rate} próbek/s: tempo narzuca CPU.</numerusform>
            <numerusform>%Ln GPU remisuje jako najszybsze, około {rate} próbek/s: tempo narzuca CPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln GPU(s) tie as fastest, about {rate} samples/s.</source>
        <translation>
            <numerusform>%Ln GPU remisuje jako najszybsze, około {rate} próbek/s.</numerusform>
            <numerusform>%Ln GPU remisują jako najszybsze, około {rate} próbek/s.</numerusform>
            <numerusform>%Ln GPU remisuje jako najszybsze, około {rate} próbek/s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inference, estimated for the forward pass alone (not calibrated on inference): one answer at batch 1 takes {low} to {high} across these GPUs, mostly the CPU launching each operator, whatever the GPU; at batch {batch} {gpu} serves about {rate} samples/s.</source>
        <translation>Wnioskowanie, oszacowane tylko dla przejścia w przód (bez kalibracji na wnioskowaniu): jedna odpowiedź przy partii 1 trwa od {low} do {high} na tych GPU, głównie przez CPU uruchamiający każdy operator, niezależnie od GPU; przy partii {batch} {gpu} obsługuje około {rate} próbek/s.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/measured_scaling.py" line="+46"/>
        <source>scaled per operator from a step of your model measured on your {gpu}</source>
        <translation>przeskalowane operator po operatorze z kroku twojego modelu zmierzonego na twoim {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scaled per operator from a step of this model recorded on {gpu}</source>
        <translation>przeskalowane operator po operatorze z kroku tego modelu nagranego na {gpu}</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Speeds scaled per operator from a step of your model measured on your {gpu}: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>Szybkości przeskalowane operator po operatorze z kroku twojego modelu zmierzonego na twoim {gpu}: przy skalowaniu z H100 na 11 innych GPU takie szacunki myliły się o {error:.0%} w medianie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled per operator from a step of this model recorded on {gpu}, not measured on this machine: scaled from an H100 to 11 other GPUs, such estimates were off by {error:.0%} in the median.</source>
        <translation>Szybkości przeskalowane operator po operatorze z kroku tego modelu nagranego na {gpu}, nie zmierzonego na tej maszynie: przy skalowaniu z H100 na 11 innych GPU takie szacunki myliły się o {error:.0%} w medianie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speeds scaled from a step recorded on {gpu}, not measured on this machine: expect them within ±{spread:.0%}.</source>
        <translation>Szybkości przeskalowane z kroku nagranego na {gpu}, nie zmierzonego na tej maszynie: spodziewaj się ich w granicach ±{spread:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speeds scaled from a step measured on your {gpu}: expect them within ±{spread:.0%}.</source>
        <translation>Szybkości przeskalowane z kroku zmierzonego na twoim {gpu}: spodziewaj się ich w granicach ±{spread:.0%}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speeds estimated from the model, not measured on these GPUs: {within:.0%} of such estimates came within 1.5x of a measurement left out of the fit.</source>
        <translation>Szybkości oszacowane z modelu, nie zmierzone na tych GPU: {within:.0%} takich szacunków różniło się najwyżej 1,5-krotnie od pomiaru pominiętego w dopasowaniu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Speeds come from a model of one training step: each layer&apos;s arithmetic and memory traffic at the GPU&apos;s published peaks, scaled by the share that real kernels of its kind reach (tensor cores, Winograd, depthwise, normalisation), plus the time the CPU needs to launch them. The GPU and the CPU work at the same time, so the slower one sets the pace.</source>
        <translation>Szybkości pochodzą z modelu jednego kroku treningu: arytmetyka i ruch w pamięci każdej warstwy przy opublikowanych wartościach szczytowych GPU, przeskalowane przez odsetek, jaki osiągają rzeczywiste jądra danego rodzaju (rdzenie tensorowe, Winograd, depthwise, normalizacja), plus czas, którego CPU potrzebuje na ich uruchomienie. GPU i CPU pracują jednocześnie, więc tempo wyznacza wolniejsza z tych dwóch jednostek.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its constants were fitted to {points} measured training steps: Lambda&apos;s published ResNet-50 throughput on 12 GPUs, and 13 torchvision models timed on an NVIDIA H100. Each model, then each GPU, was left out of the fit and estimated from the rest: {within:.0%} of those estimates were within 1.5x of the measurement, and the range printed beside each estimate held {coverage:.0%} of the measurements.</source>
        <translation>Stałe tego modelu dopasowano do zmierzonych kroków treningu (liczba: {points}): to opublikowana przez firmę Lambda przepustowość ResNet-50 na 12 GPU oraz 13 modeli z torchvision zmierzonych na NVIDIA H100. Każdy model, a potem każde GPU, pomijano w dopasowaniu i szacowano na podstawie pozostałych: {within:.0%} tych szacunków różniło się od pomiaru najwyżej 1,5-krotnie, a zakres podany obok każdego szacunku objął {coverage:.0%} pomiarów.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weak spots: the CPU&apos;s share was measured with one server&apos;s processor, so on a fast desktop CPU small batches can train faster than shown; no AMD or Apple GPU was measured; the less a model looks like the ones measured, the less sure the estimate. A GPU in this machine can calibrate every estimate: time your model in Measured vs peak.</source>
        <translation>Słabe punkty: udział CPU zmierzono na procesorze jednego serwera, więc na szybkim CPU komputera stacjonarnego małe partie mogą trenować szybciej, niż pokazano; nie zmierzono żadnego GPU AMD ani Apple; im mniej model przypomina te zmierzone, tym mniej pewny szacunek. GPU w tym komputerze może skalibrować każdy szacunek: zmierz czas swojego modelu w zakładce „Zmierzone a szczytowe”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On an NVIDIA GPU, Measured vs peak also profiles one step of your model there and scales each operator&apos;s time to every NVIDIA GPU by what bounds it: arithmetic, memory or launches. Scaled that way from an H100 to the 11 other GPUs of Lambda&apos;s ResNet-50 table, the estimates were off by {error:.0%} in the median; each row then says whether it was scaled or comes from the model.</source>
        <translation>Na GPU NVIDIA zakładka Zmierzone a szczytowe profiluje też jeden krok twojego modelu i skaluje czas każdego operatora na każde GPU NVIDIA według tego, co go ogranicza: arytmetyki, pamięci lub uruchomień. Tak przeskalowane z H100 na 11 pozostałych GPU z tabeli ResNet-50 Lambdy szacunki myliły się o {error:.0%} w medianie; każdy wiersz mówi wtedy, czy został przeskalowany, czy pochodzi z modelu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The method, the data and every residual: docs/advisor-accuracy.md, reproduced by python -m dashboard.advisor.accuracy.</source>
        <translation>Metoda, dane i wszystkie reszty dopasowania: docs/advisor-accuracy.md; odtwarza je polecenie python -m dashboard.advisor.accuracy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/advisor/advise.py" line="-60"/>
        <source>%Ln GPU(s) cannot run {precision} at all.</source>
        <translation>
            <numerusform>%Ln GPU w ogóle nie obsługuje {precision}.</numerusform>
            <numerusform>%Ln GPU w ogóle nie obsługują {precision}.</numerusform>
            <numerusform>%Ln GPU w ogóle nie obsługuje {precision}.</numerusform>
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
        <translation>poniżej 1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>about {seconds} s</source>
        <translation>około {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {minutes} min {seconds} s</source>
        <translation>około {minutes} min {seconds} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about {minutes} min</source>
        <translation>około {minutes} min</translation>
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
        <translation>kopiowanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host-to-device</source>
        <translation>host → urządzenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device-to-host</source>
        <translation>urządzenie → host</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinned</source>
        <translation>przypięta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pageable</source>
        <translation>stronicowana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>pominięto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>błąd</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_catalog.py" line="+77"/>
        <source>built-in {file}: entry {number} {name}: {problem}</source>
        <translation>wbudowany {file}: wpis {number} {name}: {problem}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{file} in {folder}</source>
        <translation>{file} w {folder}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(no name)</source>
        <translation>(bez nazwy)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{where}: cannot be read ({error}); only the built-in GPUs are shown</source>
        <translation>{where}: nie można odczytać ({error}); pokazano tylko wbudowane GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: not valid JSON ({error} at line {line} column {column}); only the built-in GPUs are shown</source>
        <translation>{where}: niepoprawny JSON ({error} w wierszu {line}, kolumnie {column}); pokazano tylko wbudowane GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: nested too deeply to be a catalogue; only the built-in GPUs are shown</source>
        <translation>{where}: zbyt głębokie zagnieżdżenie jak na katalog; pokazano tylko wbudowane GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: must be a JSON object like {example}</source>
        <translation>{where}: musi być obiektem JSON, np. {example}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: schema must be {schema}, got {value}; ignored</source>
        <translation>{where}: schema musi wynosić {schema}, otrzymano {value}; zignorowano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: unknown key {keys} ignored (allowed: schema, notes, gpus, prices)</source>
        <translation>{where}: nieznany klucz {keys} zignorowano (dozwolone: schema, notes, gpus, prices)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{where}: gpus must be a list of GPU entries, got {value}</source>
        <translation>{where}: gpus musi być listą wpisów GPU, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: entry {number} {name}</source>
        <translation>{where}: wpis {number} {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: each entry needs a &quot;name&quot; (text); entry skipped</source>
        <translation>{where}: każdy wpis wymaga pola &quot;name&quot; (tekst); wpis pominięto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: same name as entry {number}; the later entry is used</source>
        <translation>{where}: ta sama nazwa co we wpisie {number}; użyto późniejszego wpisu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}: {problem}; entry skipped</source>
        <translation>{where}: {problem}; wpis pominięto</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{where}: prices must map GPU names to USD, like {example}</source>
        <translation>{where}: prices musi przypisywać nazwom GPU ceny w USD, np. {example}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: no GPU named {name} in the catalogue; price ignored</source>
        <translation>{where}: prices: w katalogu nie ma GPU o nazwie {name}; cenę zignorowano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: prices: {name}: {problem}; price ignored</source>
        <translation>{where}: prices: {name}: {problem}; cenę zignorowano</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_reading.py" line="+38"/>
        <source>fp32 training (TF32 convolutions)</source>
        <translation>trening fp32 (konwolucje TF32)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{precision} tensor cores</source>
        <translation>rdzenie tensorowe {precision}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{precision} (no matrix units)</source>
        <translation>{precision} (brak jednostek macierzowych)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{precision} tensor</source>
        <translation>{precision} tensorowe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No estimate: {note}.</source>
        <translation>Brak szacunku: {note}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is compute-bound here overall.</source>
        <translation>Szacunek: {rate}, czyli {achieved} użytecznej pracy; model jest tu ogólnie ograniczony obliczeniami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated {rate}, that is {achieved} of useful work; it is memory-bound here overall.</source>
        <translation>Szacunek: {rate}, czyli {achieved} użytecznej pracy; model jest tu ogólnie ograniczony pamięcią.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It fits (largest batch {largest:,}).</source>
        <translation>Mieści się (największa partia {largest:,}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It does not fit (largest batch {largest:,}).</source>
        <translation>Nie mieści się (największa partia {largest:,}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt;: {model} does {intensity:,.0f} FLOPs per byte it moves at batch {batch}.</source>
        <translation>&lt;b&gt;{gpu}&lt;/b&gt;: {model} wykonuje {intensity:,.0f} FLOPs na przesłany bajt przy partii {batch}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This GPU&apos;s ridge point for {which} is {ridge:,.0f} FLOPs per byte ({peak} ÷ {bandwidth:,.0f} GB/s): layers below it wait for memory, layers above it for arithmetic.</source>
        <translation>Punkt załamania tego GPU dla {which} to {ridge:,.0f} FLOPs na bajt ({peak} ÷ {bandwidth:,.0f} GB/s): warstwy poniżej niego czekają na pamięć, warstwy powyżej na arytmetykę.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/gpu_spec.py" line="+66"/>
        <source>no TF32 peak (TF32 is an NVIDIA tensor-core mode)</source>
        <translation>brak szczytu TF32 (TF32 to tryb rdzeni tensorowych NVIDIA)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (compute capability unknown)</source>
        <translation>brak szczytu TF32 (nieznana compute capability)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no TF32 peak (no dense FP16 tensor rate in the catalogue)</source>
        <translation>brak szczytu TF32 (brak w katalogu gęstej wydajności tensorowej FP16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 derived: half the dense FP16 tensor rate (NVIDIA Ampere and newer)</source>
        <translation>TF32 wyliczone: połowa gęstej wydajności tensorowej FP16 (NVIDIA Ampere i nowsze)</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+1"/>
        <source>TFLOPS, dense</source>
        <translation>TFLOPS, gęste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>year</source>
        <translation>rok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bits</source>
        <translation>bity</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix units</source>
        <translation>jednostki macierzowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>urządzenia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a CUDA compute capability such as &quot;8.6&quot;</source>
        <translation>compute capability CUDA, np. &quot;8.6&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an LLVM target such as &quot;gfx90a&quot;</source>
        <translation>target LLVM, np. &quot;gfx90a&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an entry must be a JSON object with fields such as &apos;name&apos;, got {value}</source>
        <translation>wpis musi być obiektem JSON z polami takimi jak &apos;name&apos;, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown field {fields}; allowed fields: {allowed}</source>
        <translation>nieznane pole {fields}; dozwolone pola: {allowed}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing field {fields} (required: {required})</source>
        <translation>brak pola {fields} (wymagane: {required})</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a list</source>
        <translation>lista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be a text of at most {length} characters, got {value}</source>
        <translation>{name} musi być tekstem o długości najwyżej {length} (w znakach), otrzymano {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a non-empty text of at most {length} characters, got {value}</source>
        <translation>{name} musi być niepustym tekstem o długości najwyżej {length} (w znakach), otrzymano {value}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} must be one of {allowed} for vendor {vendor}, got {value}</source>
        <translation>{name} musi mieć jedną z wartości {allowed} dla producenta {vendor}, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} must be one of {allowed}, got {value}</source>
        <translation>{name} musi mieć jedną z wartości {allowed}, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} musi mieć wartość true lub false, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}) or null, got {value}</source>
        <translation>{name} musi być liczbą od {low:g} do {high:g} ({unit}) lub null, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a number from {low:g} to {high:g} ({unit}), got {value}</source>
        <translation>{name} musi być liczbą od {low:g} do {high:g} ({unit}), otrzymano {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}) or null, got {value}</source>
        <translation>{name} musi być liczbą całkowitą od {low} do {high} ({unit}) lub null, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} must be a whole number from {low} to {high} ({unit}), got {value}</source>
        <translation>{name} musi być liczbą całkowitą od {low} do {high} ({unit}), otrzymano {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list, got {value}</source>
        <translation>{name} musi być listą, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of non-empty texts, got item {value}</source>
        <translation>{name} musi być listą niepustych tekstów, otrzymano element {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} must be a list of URLs (http://, https:// or file://), got {value}</source>
        <translation>{name} musi być listą adresów URL (http://, https:// lub file://), otrzymano {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must be a list of 4-digit hex PCI device ids such as &quot;2684&quot;, got {value}</source>
        <translation>{name} musi być listą 4-cyfrowych szesnastkowych identyfikatorów urządzeń PCI, np. &quot;2684&quot;, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} must list field names of this entry, got {value}</source>
        <translation>{name} musi wymieniać nazwy pól tego wpisu, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compute_capability must be null for vendor {vendor}, got {value}</source>
        <translation>compute_capability musi być null dla producenta {vendor}, otrzymano {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compute_capability must be {what} or null, got {value}</source>
        <translation>compute_capability musi być {what} lub null, otrzymano {value}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/microbench.py" line="+40"/>
        <source>above the stated peak: the peak is an estimate (a clock or rate set too low)</source>
        <translation>powyżej podanego szczytu: szczyt jest szacunkiem (taktowanie lub wydajność ustawione za nisko)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counted as read + write</source>
        <translation>liczone jako odczyt + zapis</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on the CPU</source>
        <translation>TF32 to tryb rdzeni tensorowych NVIDIA (Ampere i nowsze): nie ma go na CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on Apple GPUs</source>
        <translation>TF32 to tryb rdzeni tensorowych NVIDIA (Ampere i nowsze): nie ma go na GPU Apple</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fp16 matmul on the CPU is emulated: not a meaningful peak</source>
        <translation>matmul fp16 na CPU jest emulowany: to nie jest miarodajny szczyt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>TF32 is measured on NVIDIA GPUs only (on ROCm it depends on hipBLASLt and the GPU)</source>
        <translation>TF32 mierzy się tylko na GPU NVIDIA (na ROCm zależy od hipBLASLt i GPU)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this GPU has no bf16 support</source>
        <translation>to GPU nie obsługuje bf16</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the CPU is the host: no transfer to measure</source>
        <translation>CPU jest hostem: nie ma transferu do zmierzenia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unified memory: pinned host buffers do not apply</source>
        <translation>pamięć zunifikowana: przypięte bufory hosta nie mają zastosowania</translation>
    </message>
    <message>
        <location line="+223"/>
        <source>memory peak {gbps:,} GB/s</source>
        <translation>szczyt pamięci {gbps:,} GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory: measured copy {gbps:,} GB/s (no published peak)</source>
        <translation>pamięć: zmierzone kopiowanie {gbps:,} GB/s (brak opublikowanego szczytu)</translation>
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
        <translation>brak szczytów rdzeni tensorowych (GPU nie ma w katalogu)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unified memory: no host link</source>
        <translation>pamięć zunifikowana: brak łącza z hostem</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MIG is on: a device may be a slice of this GPU, the peaks are the whole GPU&apos;s</source>
        <translation>MIG jest włączone: urządzenie może być wycinkiem tego GPU, a szczyty dotyczą całego GPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>bf16 runs on AMX tiles: no bf16 peak estimated</source>
        <translation>bf16 działa na kafelkach AMX: nie oszacowano szczytu bf16</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bf16: twice the FP32 rate (AVX512-BF16 does two multiply-adds per FP32 lane)</source>
        <translation>bf16: dwukrotność wydajności FP32 (AVX512-BF16 wykonuje dwa mnożenia z dodawaniem na ścieżkę FP32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAM bandwidth peak known</source>
        <translation>nieznany szczyt przepustowości RAM</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CPU not read</source>
        <translation>nie odczytano CPU</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/placement.py" line="+57"/>
        <source>1 warm-up step, then {steps} timed steps</source>
        <translation>1 krok rozgrzewki, potem mierzone kroki: {steps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then {steps} timed steps</source>
        <translation>kroki rozgrzewki: {warmup}, potem mierzone kroki: {steps}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 warm-up step, then timed steps for {seconds} s (at least {steps})</source>
        <translation>1 krok rozgrzewki, potem kroki mierzone przez {seconds} s (co najmniej {steps})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{warmup} warm-up steps, then timed steps for {seconds} s (at least {steps})</source>
        <translation>kroki rozgrzewki: {warmup}, potem kroki mierzone przez {seconds} s (co najmniej {steps})</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no rate known for this device</source>
        <translation>brak znanej wydajności dla tego urządzenia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gflops:,.0f} GFLOPS, half {what}</source>
        <translation>przy {gflops:,.0f} GFLOPS, czyli połowie {what}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at {gbps:,.0f} GB/s, half the memory bandwidth</source>
        <translation>przy {gbps:,.0f} GB/s, czyli połowie przepustowości pamięci</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>warm-up step {step} of {steps}</source>
        <translation>krok rozgrzewki {step} z {steps}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>timed step {step} of {steps}</source>
        <translation>mierzony krok {step} z {steps}</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+4"/>
        <source>quick: {warmup} warm-up, 1 timed step</source>
        <translation>szybki: rozgrzewka {warmup}, 1 mierzony krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>quick: {warmup} warm-up, {steps} timed steps</source>
        <translation>szybki: rozgrzewka {warmup}, mierzone kroki: {steps}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, 1 timed step</source>
        <translation>rozgrzewka {warmup}, 1 mierzony krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+1"/>
        <source>{warmup} warm-up, {steps} timed steps</source>
        <translation>rozgrzewka {warmup}, mierzone kroki: {steps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-6"/>
        <source>{model}, batch {batch}, {precision} on {device} ({how})</source>
        <translation>{model}, partia {batch}, {precision} na {device} ({how})</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+324"/>
        <source>reading the peaks and tracing the model</source>
        <translation>odczyt szczytów i śledzenie modelu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading the peaks</source>
        <translation>odczyt szczytów</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>timing {model}</source>
        <translation>pomiar czasu {model}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profiling a step of {model} per operator</source>
        <translation>profilowanie kroku {model} operator po operatorze</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the estimated {precision} peak</source>
        <translation>szacowanej wydajności szczytowej {precision}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {precision} peak</source>
        <translation>wydajności szczytowej {precision}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {precision} matmul measured just before</source>
        <translation>zmierzonego chwilę wcześniej matmulu {precision}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{peak} (the matmuls measured only {rate}: other load?)</source>
        <translation>{peak} (zmierzone matmule osiągnęły tylko {rate}: inne obciążenie?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rate known: a guess</source>
        <translation>brak znanej wydajności: zgadywanie</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/bench_estimate.py" line="+52"/>
        <source>{model} at batch {batch}</source>
        <translation>{model} przy partii {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/session.py" line="+109"/>
        <source>Your model is not timed here: a model from a file is traced for the estimate, but the benchmarks time the lab&apos;s and torchvision&apos;s models only.</source>
        <translation>Twój model nie jest tu mierzony: model z pliku jest śledzony na potrzeby szacunku, ale benchmarki mierzą tylko modele laboratorium i torchvision.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your model is not timed here: {reason}.</source>
        <translation>Twój model nie jest tu mierzony: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/roofline_peaks.py" line="+14"/>
        <source>TF32 convolutions (cuDNN&apos;s default)</source>
        <translation>konwolucje TF32 (domyślne w cuDNN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FP16 matrix units: FP16 assumed at the FP32 rate</source>
        <translation>brak jednostek macierzowych FP16: przyjęto FP16 z wydajnością FP32</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/speed.py" line="+140"/>
        <source>a model fitted to {points} measured training steps; with each model or GPU left out of the fit, its range held {coverage:.0%} of them</source>
        <translation>model dopasowany do zmierzonych kroków treningu (liczba: {points}); gdy pomijano w dopasowaniu każdy model lub GPU z osobna, jego zakres objął {coverage:.0%} z nich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as measured on {gpu}</source>
        <translation>{factor:.0%} szybkości dopasowanego modelu ±{spread:.0%}, według pomiaru na {gpu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{factor:.0%} of the fitted model&apos;s speed +-{spread:.0%}, as recorded on {gpu}</source>
        <translation>{factor:.0%} szybkości dopasowanego modelu ±{spread:.0%}, według nagrania z {gpu}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench.py" line="+112"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+221"/>
        <location filename="../../dashboard/ui/replay/headline.py" line="+46"/>
        <source>Measured vs peak</source>
        <translation>Zmierzone a szczytowe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>also time my model here</source>
        <translation>zmierz tu też mój model</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run benchmarks</source>
        <translation>Uruchom benchmarki</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Device</source>
        <translation>Urządzenie</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Playing benchmarks recorded on {device}…</source>
        <translation>Odtwarzanie benchmarków nagranych na {device}…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Recorded on {device}: %Ln measurement(s)</source>
        <translation>
            <numerusform>Nagrane na {device}: %Ln pomiar</numerusform>
            <numerusform>Nagrane na {device}: %Ln pomiary</numerusform>
            <numerusform>Nagrane na {device}: %Ln pomiarów</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Cancelling after the current measurement…</source>
        <translation>Anulowanie po bieżącym pomiarze…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Peaks: {source}</source>
        <translation>Szczyty: {source}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The benchmarks stopped: {reason}</source>
        <translation>Benchmarki zatrzymały się: {reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/bench_texts.py" line="+32"/>
        <source>Matmul, copy and transfer speeds of one device beside its peaks.</source>
        <translation>Szybkości matmul, kopiowania i transferu jednego urządzenia obok jego szczytów.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>test</source>
        <translation>test</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>precision</source>
        <translation>precyzja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>size</source>
        <translation>rozmiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved</source>
        <translation>osiągnięto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>peak</source>
        <translation>szczyt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>of peak</source>
        <translation>% szczytu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{test} ({memory})</source>
        <translation>{test} ({memory})</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>quick</source>
        <translation>szybki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smaller matrices and shorter timing (the time it takes is worked out when this section is shown)</source>
        <translation>Mniejsze macierze i krótszy pomiar (czas trwania zostanie obliczony, gdy ta sekcja się pokaże)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline (a large model at a large batch takes a while on a CPU)</source>
        <translation>Trenuj wybrany model przez kilka kroków na tym urządzeniu i umieść go na wykresie roofline (duży model przy dużej partii zajmie na CPU sporo czasu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quick: smaller matrices and shorter timing, {quick} on {device}; a full run takes {full}.</source>
        <translation>Szybki: mniejsze macierze i krótszy pomiar, {quick} na {device}; pełny przebieg trwa {full}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train the chosen model for a few steps on this device and place it on the roofline.</source>
        <translation>Trenuj wybrany model przez kilka kroków na tym urządzeniu i umieść go na wykresie roofline.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timing {model} adds {quick} quick ({quick_timing}) or {full} full ({full_timing}).</source>
        <translation>Pomiar {model} dodaje {quick} w trybie szybkim ({quick_timing}) lub {full} w pełnym ({full_timing}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One step of {model} is expected to take {step} {basis}; its first step corrects that while it runs.</source>
        <translation>Jeden krok {model} powinien trwać {step} {basis}; pierwszy krok koryguje to w trakcie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A quick run here takes {tests}.</source>
        <translation>Szybki przebieg trwa tutaj {tests}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full run here takes {tests}.</source>
        <translation>Pełny przebieg trwa tutaj {tests}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quick run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>Szybki przebieg trwa tutaj {tests}; pomiar {model} dodaje {model_time} ({timing}, każdy po {step} {basis}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}; timing {model} adds {model_time} ({timing}, {step} each {basis}).</source>
        <translation>Pełny przebieg trwa tutaj {tests}; pomiar {model} dodaje {model_time} ({timing}, każdy po {step} {basis}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A quick run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>Szybki przebieg trwa tutaj {tests}, plus pomiar Twojego modelu (czas zostanie obliczony po prześledzeniu modelu).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full run here takes {tests}, plus timing your model (worked out once the model is traced).</source>
        <translation>Pełny przebieg trwa tutaj {tests}, plus pomiar Twojego modelu (czas zostanie obliczony po prześledzeniu modelu).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quick ({duration})</source>
        <translation>szybki ({duration})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring {device}…</source>
        <translation>Pomiar {device}…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Measuring {device}: reading the peaks and tracing your model…</source>
        <translation>Pomiar {device}: odczyt szczytów i śledzenie Twojego modelu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring {device}: reading the peaks…</source>
        <translation>Pomiar {device}: odczyt szczytów…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{done} of {total} done · {current} · {left} left (longer than expected)</source>
        <translation>{done} z {total} gotowe · {current} · pozostało {left} (dłużej, niż przewidywano)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{done} of {total} done · {current} · {left} left</source>
        <translation>{done} z {total} gotowe · {current} · pozostało {left}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your model: {reason}</source>
        <translation>Twój model: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your model: {rate}, {gflops} at {intensity:,.0f} FLOPs per byte.</source>
        <translation>Twój model: {rate}, {gflops} przy {intensity:,.0f} FLOPs na bajt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the CPU sets the pace (Python and launching kernels): a faster GPU would not help at this batch. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>Profil: {kernels} pracy GPU w każdym kroku trwającym {step}, więc tempo wyznacza CPU (Python i uruchamianie kerneli): szybszy GPU nie pomógłby przy tej partii. Szybkość każdego GPU jest teraz skalowana z tego kroku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profiled: {kernels} of GPU work in each {step} step, so the GPU sets the pace. Every GPU&apos;s speed is now scaled from this step.</source>
        <translation>Profil: {kernels} pracy GPU w każdym kroku trwającym {step}, więc tempo wyznacza GPU. Szybkość każdego GPU jest teraz skalowana z tego kroku.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Cancelled: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>Anulowano: %Ln pomiar, czas: {seconds}.</numerusform>
            <numerusform>Anulowano: %Ln pomiary, czas: {seconds}.</numerusform>
            <numerusform>Anulowano: %Ln pomiarów, czas: {seconds}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Done: %Ln measurement(s) in {seconds} (expected {expected}).</source>
        <translation>
            <numerusform>Gotowe: %Ln pomiar, czas: {seconds} (przewidywano {expected}).</numerusform>
            <numerusform>Gotowe: %Ln pomiary, czas: {seconds} (przewidywano {expected}).</numerusform>
            <numerusform>Gotowe: %Ln pomiarów, czas: {seconds} (przewidywano {expected}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Done: %Ln measurement(s) in {seconds}.</source>
        <translation>
            <numerusform>Gotowe: %Ln pomiar, czas: {seconds}.</numerusform>
            <numerusform>Gotowe: %Ln pomiary, czas: {seconds}.</numerusform>
            <numerusform>Gotowe: %Ln pomiarów, czas: {seconds}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/charts.py" line="+145"/>
        <location line="+14"/>
        <source>Roofline</source>
        <translation>Wykres roofline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arithmetic intensity (FLOPs per byte, log scale)</source>
        <translation>intensywność arytmetyczna (FLOPs na bajt, skala log.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} (log scale)</source>
        <translation>{unit} (skala log.)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{roof} peak {peak:,.1f} {unit}</source>
        <translation>szczyt {roof}: {peak:,.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>memory {gbps:,.0f} GB/s</source>
        <translation>pamięć {gbps:,.0f} GB/s</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/form.py" line="+51"/>
        <source>image</source>
        <translation>obraz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>szkielet zamrożony (tylko głowica)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>ostatni blok + głowica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>cała sieć</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your model</source>
        <translation>Twój model</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>samples</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>próbek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per epoch, for the epoch times ({size:,}: CIFAR-10&apos;s training set)</source>
        <translation>Próbki na epokę, do obliczenia czasu epoki ({size:,}: zbiór treningowy CIFAR-10)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open model file…</source>
        <translation>Otwórz plik modelu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own nn.Module from a Python file: it is built and traced in a separate process, with random weights, on inputs of the shape you give</source>
        <translation>Własny nn.Module z pliku Pythona: jest tworzony i śledzony w osobnym procesie, z losowymi wagami, na wejściach o podanym kształcie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One sample&apos;s input shape, e.g. 3,224,224 (channels, height, width); the model returns one row of class scores per sample</source>
        <translation>Kształt wejścia jednej próbki, np. 3,224,224 (kanały, wysokość, szerokość); model zwraca jeden wiersz wyników klas na próbkę</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+109"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input shape</source>
        <translation>Kształt wejścia</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+4"/>
        <source>Batch size</source>
        <translation>Rozmiar partii (batch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precyzja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optymalizator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation>Trenuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input size</source>
        <translation>Rozmiar wejścia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch</source>
        <translation>Epoka</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="+16"/>
        <source>{model} (from {file})</source>
        <translation>{model} (z {file})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{model} (torchvision)</source>
        <translation>{model} (z torchvision)</translation>
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
        <translation>Otwórz plik modelu</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Python files (*.py)</source>
        <translation>Pliki Pythona (*.py)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{file} defines no class: the Advisor needs an nn.Module subclass it can build with no arguments.</source>
        <translation>{file} nie definiuje żadnej klasy: Doradca potrzebuje podklasy nn.Module, którą może utworzyć bez argumentów.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model class to build:</source>
        <translation>Klasa modelu do utworzenia:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only GPUs it fits on</source>
        <translation>tylko GPU, na których się mieści</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>Producent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>Seria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation>Typ pamięci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least</source>
        <translation>Co najmniej</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All vendors</source>
        <translation>Wszyscy producenci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All series</source>
        <translation>Wszystkie serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>All memory types</source>
        <translation>Wszystkie typy pamięci</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="-91"/>
        <source>Catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the GPU catalogue…</source>
        <translation>Wczytywanie katalogu GPU…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the folder of my GPU file</source>
        <translation>Otwórz folder z moim plikiem GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add your own GPUs and prices in gpus.json there (see the README); the page reads it again when you change a setting</source>
        <translation>Dodaj własne GPU i ceny w pliku gpus.json w tym folderze (zob. README); strona wczytuje go ponownie po każdej zmianie ustawienia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table as JSON (like `dl-dashboard advise --json`) and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>Tabela jako JSON (jak `dl-dashboard advise --json`) i CSV oraz wykresy jako PNG i SVG, do folderu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Profiling the model…</source>
        <translation>Profilowanie modelu…</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+35"/>
        <source>Memory per GPU</source>
        <translation>Pamięć według GPU</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+36"/>
        <source>Estimated speed</source>
        <translation>Szacowana szybkość</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>How good is this estimate?</source>
        <translation>Jak dokładny jest ten szacunek?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Charts</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected GPU</source>
        <translation>Wybrane GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GiB, log scale (dashed: what the model needs)</source>
        <translation>GiB, skala log. (przerywana: ile potrzebuje model)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/s (whiskers: the range)</source>
        <translation>próbek/s (wąsy: zakres)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a GPU in the table to see where this model sits on its roofline.</source>
        <translation>Wybierz GPU w tabeli, aby zobaczyć, gdzie ten model leży na jego wykresie roofline.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Profiling {model} (a traced training step)…</source>
        <translation>Profilowanie {model} (prześledzony krok treningu)…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="+172"/>
        <location filename="../../dashboard/ui/advisor/page.py" line="+32"/>
        <source>Could not estimate this model: {reason}</source>
        <translation>Nie udało się oszacować tego modelu: {reason}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/page.py" line="+30"/>
        <source>needed at batch {batch}: {memory}</source>
        <translation>potrzeba przy partii {batch}: {memory}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{model}, batch {batch} (estimate)</source>
        <translation>{model}, partia {batch} (szacunek)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu}: roofline</source>
        <translation>{gpu}: roofline</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export the advice to a folder</source>
        <translation>Eksportuj poradę do folderu</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>Wyeksportowano %Ln plik do {folder}</numerusform>
            <numerusform>Wyeksportowano %Ln pliki do {folder}</numerusform>
            <numerusform>Wyeksportowano %Ln plików do {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/advisor/page_texts.py" line="+18"/>
        <source>%Ln GPU(s), {own} of them from your file</source>
        <translation>
            <numerusform>GPU w katalogu: %Ln, w tym z Twojego pliku: {own}</numerusform>
            <numerusform>GPU w katalogu: %Ln, w tym z Twojego pliku: {own}</numerusform>
            <numerusform>GPU w katalogu: %Ln, w tym z Twojego pliku: {own}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>GPU w katalogu: %Ln</numerusform>
            <numerusform>GPU w katalogu: %Ln</numerusform>
            <numerusform>GPU w katalogu: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{catalogue}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}. Własne GPU i ceny wpisz w {file}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpus} (the recorded machine&apos;s)</source>
        <translation>{gpus} (nagranego komputera)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the recorded machine&apos;s GPUs (or it has none)</source>
        <translation>żadne z GPU nagranego komputera (lub nie ma on żadnego)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of this machine&apos;s GPUs (or it has none)</source>
        <translation>żadne z GPU tego komputera (lub nie ma on żadnego)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{catalogue}; highlighted: {found}. Your own GPUs and prices go in {file}.</source>
        <translation>{catalogue}; wyróżnione: {found}. Własne GPU i ceny wpisz w {file}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+40"/>
        <source>workstation</source>
        <translation>stacja robocza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datacenter</source>
        <translation>centrum danych</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimated for the forward pass alone (eval mode, eager PyTorch) by the training speed model, which was not calibrated on inference. On a Jetson the ARM CPU launches operators more slowly, so its batch-1 latency is likely optimistic</source>
        <translation>Oszacowane tylko dla przejścia w przód (tryb eval, PyTorch eager) modelem szybkości treningu, którego nie kalibrowano na wnioskowaniu. Na Jetsonie procesor ARM wolniej uruchamia operatory, więc jego opóźnienie przy partii 1 jest zapewne zaniżone</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation>obliczenia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <comment>what limits the speed</comment>
        <translation>pamięć</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>vendor</source>
        <translation>producent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series</source>
        <translation>seria</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>memory</source>
        <translation>pamięć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>przepustowość</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{precision} peak</source>
        <translation>szczyt {precision}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32: the FP32 rate; fp16/bf16: dense tensor (matrix) TFLOPS, no sparsity</source>
        <translation>fp32: wydajność FP32; fp16/bf16: gęste TFLOPS tensorowe (macierzowe), bez rzadkości (sparsity)</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>The middle estimate and, in brackets, the range the validation gave: from the model of a step, or scaled from a step measured on your GPU (each row&apos;s note says which once one was measured)</source>
        <translation>Szacunek środkowy i, w nawiasie, zakres z walidacji: z modelu kroku albo przeskalowany z kroku zmierzonego na twoim GPU (uwaga w każdym wierszu mówi, które, gdy krok został zmierzony)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="-104"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+3"/>
        <source>fits</source>
        <translation>mieści się</translation>
    </message>
    <message>
        <location line="-22"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+1"/>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+0"/>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{rate} (checkpointed)</source>
        <translation>{rate} (z checkpointingiem)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tokens/s trained
(estimate)</source>
        <translation>tokeny/s trenowane
(szacunek)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s generated
(estimate)</source>
        <translation>tokeny/s generowane
(szacunek)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU&apos;s
memory</source>
        <translation>pamięć
GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needed</source>
        <translation>potrzeba</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needed with
checkpointing</source>
        <translation>potrzeba z
checkpointingiem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits with
checkpointing</source>
        <translation>mieści się z
checkpointingiem</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Estimating…</source>
        <translation>Szacowanie…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+2"/>
        <source>Does one training step at this batch fit in the GPU&apos;s memory, with headroom?</source>
        <translation>Czy jeden krok treningu przy tej partii mieści się w pamięci GPU, z zapasem?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest batch</source>
        <translation>największa partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch whose estimate fits, with headroom</source>
        <translation>Największa partia, której szacunek mieści się z zapasem</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>est. samples/s (range)</source>
        <translation>szac. próbek/s (zakres)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>inference: ms at batch 1 (range)</source>
        <translation>wnioskowanie: ms przy partii 1 (zakres)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inference samples/s (range)</source>
        <translation>próbek/s wnioskowania (zakres)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>epoch</source>
        <translation>epoka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples/J</source>
        <translation>próbek/J</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated samples/s divided by the board power (TDP)</source>
        <translation>Szacowane próbki/s podzielone przez moc karty (TDP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples/s per $</source>
        <translation>próbek/s na $</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>brak ceny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a price in your GPU file (see the panel)</source>
        <translation>Wymaga ceny w Twoim pliku GPU (zob. panel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>ograniczenie</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_view.py" line="-82"/>
        <location filename="../../dashboard/ui/advisor/table.py" line="+2"/>
        <source>note</source>
        <translation>uwaga</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/table.py" line="+92"/>
        <source>&lt;b&gt;{gpu}&lt;/b&gt; (in this machine)</source>
        <translation>&lt;b&gt;{gpu}&lt;/b&gt; (w tym komputerze)</translation>
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
        <translation>niepotwierdzone w źródle pierwotnym: {fields}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sources: {sources}</source>
        <translation>źródła: {sources}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/model_file_trust.py" line="+73"/>
        <source>{file} is a Python program. To trace its model the Advisor runs it, with your rights: it can read, change and delete your files like any program you start.

Run it only if you trust where it came from. You are asked again if it changes.</source>
        <translation>{file} to program w Pythonie. Aby prześledzić jego model, Doradca uruchamia go z Twoimi uprawnieniami: może odczytywać, zmieniać i usuwać Twoje pliki jak każdy program, który uruchamiasz.

Uruchom go tylko wtedy, gdy ufasz jego źródłu. Jeśli się zmieni, pytanie pojawi się ponownie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run this model file?</source>
        <translation>Uruchomić ten plik modelu?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_advice.py" line="+65"/>
        <source>no bf16 units: fp16 mixed precision assumed</source>
        <translation>brak jednostek bf16: przyjęto mieszaną precyzję fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no matrix units: at the fp32 rate</source>
        <translation>brak jednostek macierzowych: w tempie fp32</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>one of the board&apos;s {devices} devices (memory, peak and bandwidth of one)</source>
        <translation>jedno z urządzeń karty (łącznie: {devices}; pamięć, szczyt i przepustowość jednego)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Full fine-tuning: bf16 mixed precision with fp32 master weights and Adam: 2 bytes of weights, 2 of gradients and 12 of optimizer state (master copy and two moments) per parameter.</source>
        <translation>Pełne dostrajanie: mieszana precyzja bf16 z głównymi wagami fp32 i Adam: 2 bajty wag, 2 gradientów i 12 stanu optymalizatora (kopia główna i dwa momenty) na parametr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LoRA: a frozen bf16 base (2 bytes per parameter); adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>LoRA: zamrożona baza bf16 (2 bajty na parametr); adaptery rzędu {rank} na projekcjach q, k, v, o, gate, up i down każdej warstwy w fp32, z gradientami i stanem Adama (bajty na parametr adaptera: {bytes}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>QLoRA: a frozen 4-bit NF4 base: {nf4:.3f} bytes per projection weight with double-quantised constants, embedding and LM head in bf16; adapters of rank {rank} on every layer&apos;s q, k, v, o, gate, up and down projections in fp32 with gradients and Adam state ({bytes} bytes per adapter parameter).</source>
        <translation>QLoRA: zamrożona 4-bitowa baza NF4: {nf4:.3f} bajta na wagę projekcji ze stałymi podwójnej kwantyzacji, embedding i głowica LM w bf16; adaptery LoRA rzędu {rank} na projekcjach q, k, v, o, gate, up i down każdej warstwy w fp32, z gradientami i stanem Adama (bajty na parametr adaptera: {bytes}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inference: bf16 weights and a bf16 KV cache holding the whole context for every sequence (2 x layers x KV heads x head dim x context x batch x 2 bytes); sliding-window layers would hold less.</source>
        <translation>Wnioskowanie: wagi bf16 i pamięć podręczna KV w bf16 z całym kontekstem każdej sekwencji (2 x warstwy x głowice KV x wymiar głowicy x kontekst x partia x 2 bajty); warstwy z przesuwanym oknem trzymałyby mniej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations: fused attention (no context x context matrix), bf16; the loss keeps {bytes} bytes per token and vocabulary entry (fp32 logits, log-probabilities, their gradient). Checkpointing keeps each layer&apos;s input and recomputes one layer at a time.</source>
        <translation>Aktywacje: połączona uwaga (bez macierzy kontekst x kontekst), bf16; strata trzyma na token i pozycję słownika {bytes} B (logity fp32, log-prawdopodobieństwa, ich gradient). Checkpointing trzyma wejście każdej warstwy i przelicza po jednej warstwie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed: (6 x parameters + attention) FLOPs per token (4 x with a frozen base; one more forward with checkpointing) at {share:.0%} of the dense bf16 peak: an estimate.</source>
        <translation>Szybkość: (6 x parametry + uwaga) FLOPs na token (4 x przy zamrożonej bazie; jeszcze jedno przejście w przód z checkpointingiem) przy {share:.0%} gęstego szczytu bf16: szacunek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decoding speed: each step reads every weight and the batch&apos;s KV cache, at {bandwidth:.0%} of the peak memory bandwidth (or the compute at {compute:.0%} of the bf16 peak, if slower): an estimate.</source>
        <translation>Szybkość dekodowania: każdy krok czyta wszystkie wagi i pamięć podręczną KV partii, przy {bandwidth:.0%} szczytowej przepustowości pamięci (lub obliczenia przy {compute:.0%} szczytu bf16, jeśli wolniejsze): szacunek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fits: the total plus the CUDA context (about 400 MiB) within the GPU&apos;s memory less {headroom:.0%}; one GPU, no offloading.</source>
        <translation>Mieści się: suma plus kontekst CUDA (około 400 MiB) w pamięci GPU pomniejszonej o {headroom:.0%}; jedno GPU, bez odciążania.</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_config.py" line="+177"/>
        <source>{where}: is a folder; give the config.json file inside it</source>
        <translation>{where}: to folder; wskaż plik config.json w nim</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: no such file; give the path of a Hugging Face config.json</source>
        <translation>{where}: nie ma takiego pliku; wskaż ścieżkę pliku config.json z Hugging Face</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: cannot be read ({reason})</source>
        <translation>{where}: nie można odczytać ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: larger than {size:,} KiB; a Hugging Face config.json is a few KiB</source>
        <translation>{where}: większy niż {size:,} KiB; config.json z Hugging Face ma kilka KiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: not UTF-8 text; a config.json is JSON text</source>
        <translation>{where}: to nie tekst UTF-8; config.json to tekst JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not valid JSON ({reason} at line {line} column {column})</source>
        <translation>{where}: niepoprawny JSON ({reason} w wierszu {line}, kolumnie {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: nested too deeply to be a config.json</source>
        <translation>{where}: zbyt głęboko zagnieżdżony jak na config.json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: not a config.json ({reason})</source>
        <translation>{where}: to nie config.json ({reason})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: must be a JSON object like {example}, got {kind}</source>
        <translation>{where}: musi być obiektem JSON jak {example}, jest {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a multimodal config (its language model under text_config) is not supported; give a text-only model&apos;s config.json</source>
        <translation>{where}: konfiguracja multimodalna (model językowy w text_config) nie jest obsługiwana; wskaż config.json modelu tylko tekstowego</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: a mixture-of-experts model ({key}) is not supported; the estimates are for dense decoder-only models</source>
        <translation>{where}: model mixture-of-experts ({key}) nie jest obsługiwany; szacunki dotyczą gęstych modeli typu decoder-only</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where}: missing {missing}; a decoder-only model&apos;s config.json gives {required}</source>
        <translation>{where}: brak {missing}; config.json modelu decoder-only podaje {required}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: num_attention_heads ({heads:,}) must be a multiple of num_key_value_heads ({kv_heads:,})</source>
        <translation>{where}: num_attention_heads ({heads:,}) musi być wielokrotnością num_key_value_heads ({kv_heads:,})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: hidden_size ({hidden:,}) must be a multiple of num_attention_heads ({heads:,}) when there is no head_dim</source>
        <translation>{where}: hidden_size ({hidden:,}) musi być wielokrotnością num_attention_heads ({heads:,}), gdy nie ma head_dim</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be a whole number from {low:,} to {high:,}, got {value}</source>
        <translation>{where}: {key} musi być liczbą całkowitą od {low:,} do {high:,}, jest {value}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {key} must be true or false, got {value}</source>
        <translation>{where}: {key} musi być true lub false, jest {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{context:,} tokens is beyond {model}&apos;s max_position_embeddings ({limit:,}): the figures are the memory such a context would take, not a promise the model handles it</source>
        <translation>Kontekst (tokeny: {context:,}) przekracza max_position_embeddings modelu {model} ({limit:,}): liczby to pamięć, jaką zająłby taki kontekst, a nie obietnica, że model sobie z nim poradzi</translation>
    </message>
    <message>
        <location filename="../../dashboard/advisor/llm_words.py" line="+20"/>
        <source>full fine-tuning</source>
        <translation>pełne dostrajanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inference</source>
        <translation>wnioskowanie</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{method} rank {rank}</source>
        <translation>{method} rząd {rank}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{model} for inference needs {memory} at {context:,} tokens (KV cache {cache}): it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} do wnioskowania potrzebuje {memory} przy {context:,} tokenach (pamięć podręczna KV {cache}): mieści się na {fitting} z {count} GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs.</source>
        <translation>{model} z {how} potrzebuje {memory} przy {context:,} tokenach: mieści się na {fitting} z {count} GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{model} with {how} needs {memory} at {context:,} tokens: it fits on {fitting} of {count} GPUs. With gradient checkpointing, {checkpointed}: {fitting_more} GPUs, from {smallest} cards up.</source>
        <translation>{model} z {how} potrzebuje {memory} przy {context:,} tokenach: mieści się na {fitting} z {count} GPU. Z gradient checkpointingiem {checkpointed}: {fitting_more} GPU, od kart {smallest} w górę.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{model}: {parameters:,} parameters, {trainable:,} of them trained; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}: parametry: {parameters:,}, w tym trenowane: {trainable:,}; {how}, tokeny kontekstu: {context:,}, partia {batch}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model}: {parameters:,} parameters; {how}, context {context:,} tokens, batch {batch}.</source>
        <translation>{model}: parametry: {parameters:,}; {how}, tokeny kontekstu: {context:,}, partia {batch}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory: weights {weights}, gradients {gradients}, optimizer state {optimizer}, activations {activations}, logits and loss {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>Pamięć: wagi {weights}, gradienty {gradients}, stan optymalizatora {optimizer}, aktywacje {activations}, logity i strata {workspace}: razem {total}, plus kontekst CUDA na każdym GPU.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory: weights {weights}, KV cache {cache}, prefill and logits {workspace}: total {total}, plus the CUDA context on each GPU.</source>
        <translation>Pamięć: wagi {weights}, pamięć podręczna KV {cache}, prefill i logity {workspace}: razem {total}, plus kontekst CUDA na każdym GPU.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With gradient checkpointing the activations take {activations}: total {total}.</source>
        <translation>Z gradient checkpointingiem aktywacje zajmują {activations}: razem {total}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fastest training, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>Najszybszy trening, szacunkowo: {gpu}, około {rate} tokenów/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest decoding, estimated: {gpu}, about {rate} tokens/s.</source>
        <translation>Najszybsze dekodowanie, szacunkowo: {gpu}, około {rate} tokenów/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Configuration: {source}</source>
        <translation>Konfiguracja: {source}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/advisor/llm_form.py" line="-97"/>
        <source>Vision and other models</source>
        <translation>Wizja i inne modele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language model</source>
        <translation>Model językowy</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Advise on</source>
        <translation>Doradź dla</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your language model</source>
        <translation>Twój model językowy</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open config.json…</source>
        <translation>Otwórz config.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own model&apos;s Hugging Face config.json: read as JSON (nothing in it runs), at most 1 MiB</source>
        <translation>Plik config.json z Hugging Face twojego modelu: czytany jako JSON (nic z niego nie jest uruchamiane), najwyżej 1 MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>tokenów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per sequence: the training sequence length, or the prompt and the generated tokens</source>
        <translation>Tokeny na sekwencję: długość sekwencji treningowej albo prompt i wygenerowane tokeny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences per step</source>
        <translation>Sekwencje na krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA&apos;s rank r: each adapted projection gains r x (inputs + outputs) trained parameters</source>
        <translation>Rząd r LoRA: każda adaptowana projekcja zyskuje r x (wejścia + wyjścia) trenowanych parametrów</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mode</source>
        <translation>Tryb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context length</source>
        <translation>Długość kontekstu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA rank</source>
        <translation>Rząd LoRA</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Configuration from {source}</source>
        <translation>Konfiguracja z {source}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open config.json</source>
        <translation>Otwórz config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>Pliki JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dashboard/ui/plots.py" line="+254"/>
        <source>time (s, 0 = now)</source>
        <translation>czas (s, 0 = teraz)</translation>
    </message>
</context>
<context>
    <name>Experiments</name>
    <message>
        <location filename="../../dashboard/experiments/plan.py" line="+20"/>
        <source>Batch sizes × devices × precisions</source>
        <translation>Rozmiary partii × urządzenia × precyzje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>największa partia</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>batch sizes must be whole numbers separated by commas, got {text!r}</source>
        <translation>rozmiary partii muszą być liczbami całkowitymi oddzielonymi przecinkami, otrzymano {text!r}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give at least one batch size, e.g. 1,4,16,64</source>
        <translation>podaj co najmniej jeden rozmiar partii, np. 1,4,16,64</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch sizes must be between 1 and {largest:,}, got {text!r}</source>
        <translation>rozmiary partii muszą mieścić się w zakresie od 1 do {largest:,}, otrzymano {text!r}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>seconds per point must be more than 0 and at most {most}, got {seconds}</source>
        <translation>liczba sekund na punkt musi być większa od 0 i nie większa niż {most}, otrzymano {seconds}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>choose at least one device and one precision</source>
        <translation>wybierz co najmniej jedno urządzenie i jedną precyzję</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/presets.py" line="+52"/>
        <source>this machine has one logical core: there is nothing to scale</source>
        <translation>ten komputer ma jeden rdzeń logiczny: nie ma czego skalować</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no GPU here: fp32 against bf16 autocast on the CPU; fp16 with a gradient scaler and tensor cores need a CUDA GPU</source>
        <translation>brak GPU: fp32 vs bf16 autocast na CPU; fp16 ze skalerem gradientów i rdzenie tensorowe wymagają GPU z CUDA</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no GPU here: the data already lives where the CPU computes, so the two series should agree within noise; on a GPU the first pays a host-to-device copy of every batch</source>
        <translation>brak GPU: dane już są tam, gdzie liczy CPU, więc obie serie powinny się zgadzać w granicach szumu; na GPU pierwsza seria płaci za kopiowanie każdej partii z hosta na urządzenie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no GPU here: measured the CPU half; on a machine with a GPU the same preset shows from which batch size the GPU overtakes the CPU, for a small and a large model</source>
        <translation>brak GPU: zmierzono część dotyczącą CPU; na komputerze z GPU ten sam preset pokazuje, od jakiego rozmiaru partii GPU wyprzedza CPU, dla małego i dużego modelu</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no GPU here: measured on the CPU; on a GPU the same preset goes to 4,096 tokens and shows where plain attention runs out of memory</source>
        <translation>brak GPU: zmierzono na CPU; na GPU ten sam zestaw sięga 4096 tokenów i pokazuje, gdzie zwykła uwaga wyczerpuje pamięć</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CPU thread scaling</source>
        <translation>Skalowanie wątków CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster does a step get with more CPU cores, at a small and a large batch?</source>
        <translation>Jak bardzo przyspiesza krok przy większej liczbie rdzeni CPU, przy małej i dużej partii?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32 vs mixed precision</source>
        <translation>fp32 vs mieszana precyzja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does lower precision (fp16 on tensor cores, bf16) train faster and use less memory?</source>
        <translation>Czy niższa precyzja (fp16 na rdzeniach tensorowych, bf16) trenuje szybciej i zużywa mniej pamięci?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transfer learning: what to fine-tune</source>
        <translation>Uczenie transferowe: co dostrajać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What do freezing the backbone, training the last block, or everything cost in speed and memory?</source>
        <translation>Ile kosztuje, w szybkości i pamięci, zamrożenie szkieletu, trenowanie ostatniego bloku lub całej sieci?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fused LSTM vs a hand-written cell</source>
        <translation>Połączone LSTM vs ręcznie napisana komórka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much does a fused LSTM kernel (cuDNN on NVIDIA) save over the articles&apos; Python LSTM cell?</source>
        <translation>Ile oszczędza połączone jądro LSTM (cuDNN na NVIDIA) w porównaniu z komórką LSTM w Pythonie z artykułów?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data copied from the host vs kept on the device</source>
        <translation>Dane kopiowane z hosta vs trzymane na urządzeniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of a step is the copy of each batch from host memory to the device?</source>
        <translation>Jaką część kroku zajmuje kopiowanie każdej partii z pamięci hosta na urządzenie?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling with devices</source>
        <translation>Skalowanie z liczbą urządzeń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much faster do data-parallel processes train together than one alone, at the same batch per process, and what does averaging their gradients cost?</source>
        <translation>O ile szybciej procesy z równoległością danych trenują razem niż jeden proces w pojedynkę, przy tej samej partii na proces, i ile kosztuje uśrednianie ich gradientów?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inference: latency against throughput</source>
        <translation>Wnioskowanie: opóźnienie a przepustowość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long does one answer take at batch 1, how many answers a second does a batch of 64 give, and what do ONNX Runtime and int8 change?</source>
        <translation>Ile trwa jedna odpowiedź przy partii 1, ile odpowiedzi na sekundę daje partia 64 i co zmieniają ONNX Runtime oraz int8?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention and sequence length</source>
        <translation>Uwaga a długość sekwencji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How do speed and memory grow with the sequence length, for attention written as the formula and for fused attention?</source>
        <translation>Jak szybkość i pamięć rosną wraz z długością sekwencji dla uwagi zapisanej jak wzór i dla uwagi scalonej?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When is a GPU worth it?</source>
        <translation>Kiedy GPU się opłaca?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From which batch size does a GPU beat the CPU, for a small and a large model?</source>
        <translation>Od jakiego rozmiaru partii GPU pokonuje CPU, dla małego i dużego modelu?</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+75"/>
        <source>On {name}, batch {oom} already ran out of memory: nothing could be measured.</source>
        <translation>Seria {name}: już przy partii {oom} zabrakło pamięci: nic nie udało się zmierzyć.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, no batch could be measured.</source>
        <translation>Seria {name}: nie udało się zmierzyć żadnej partii.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On {name}, no batch could be measured: {reason}.</source>
        <translation>Seria {name}: nie udało się zmierzyć żadnej partii: {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, only batch {batch} was measured ({rate}); batch {oom} ran out of memory, so nothing larger fits and no knee can be found.</source>
        <translation>Seria {name}: zmierzono tylko partię {batch} ({rate}); przy partii {oom} zabrakło pamięci, więc nic większego się nie zmieści i nie da się wyznaczyć kolana.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, only batch {batch} was measured ({rate}): a single batch shows no trend, so no knee can be found.</source>
        <translation>Seria {name}: zmierzono tylko partię {batch} ({rate}): jedna partia nie pokazuje trendu, więc nie da się wyznaczyć kolana.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Batch {oom} did not fit in memory.</source>
        <translation>Partia {oom} nie zmieściła się w pamięci.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On {name}, throughput was highest at the smallest batch, {first} ({rate}): larger batches did not run faster.</source>
        <translation>Seria {name}: przepustowość była najwyższa przy najmniejszej partii, {first} ({rate}): większe partie nie działały szybciej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On {name}, throughput stayed flat from batch {first} to batch {last}, between {low} and {high}, within the {margin:.0%} noise: batching gained nothing measurable here.</source>
        <translation>Seria {name}: przepustowość pozostała płaska od partii {first} do partii {last}, między {low} a {high}, w granicach szumu {margin:.0%}: łączenie w partie nie dało tu mierzalnego zysku.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, throughput rose from {low} at batch {first} to {high} at batch {best}, {ratio:.1f}x.</source>
        <translation>Seria {name}: przepustowość wzrosła z {low} przy partii {first} do {high} przy partii {best}, {ratio:.1f}x.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It was still rising at batch {batch} ({gain:+.0%} per doubling over the last step, {threshold:.0%} or more): the knee lies beyond the batches measured.</source>
        <translation>Przy partii {batch} wciąż rosła ({gain:+.0%} przy ostatnim podwojeniu, czyli {threshold:.0%} lub więcej): kolano leży poza zmierzonymi partiami.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), while peak memory grew from {low} to {high}, so larger batches cost memory for little speed.</source>
        <translation>Kolano to partia {knee}: od niej do partii {last} każde podwojenie dawało mniej niż {threshold:.0%} (najwyżej {gain:+.0%}), a szczytowe zużycie pamięci wzrosło z {low} do {high}, więc większe partie kosztują pamięć, a niewiele przyspieszają.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is batch {knee}: from there to batch {last} each doubling gained less than {threshold:.0%} (at most {gain:+.0%}), so larger batches cost memory for little speed.</source>
        <translation>Kolano to partia {knee}: od niej do partii {last} każde podwojenie dawało mniej niż {threshold:.0%} (najwyżej {gain:+.0%}), więc większe partie kosztują pamięć, a niewiele przyspieszają.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch {batch} was {slower:.0%} slower than batch {best}, the fastest ({rate} against {best_rate}, beyond the {margin:.0%} noise): {cause}.</source>
        <translation>Partia {batch} była o {slower:.0%} wolniejsza od partii {best}, najszybszej ({rate} wobec {best_rate}, ponad szum {margin:.0%}): {cause}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>likely not the batch itself: other processes used {share:.0f}% of the CPU while it was measured</source>
        <translation>prawdopodobnie nie z powodu samej partii: inne procesy zajmowały {share:.0f}% CPU w czasie pomiaru</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit</source>
        <translation>prawdopodobnie presja pamięci: następna partia się nie zmieściła, więc ta działała blisko limitu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing</source>
        <translation>prawdopodobnie zbiór roboczy przerósł pamięci podręczne CPU, więc każdy krok czekał na pamięć główną (ograniczenie pamięcią) zamiast liczyć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>likely memory pressure on the device</source>
        <translation>prawdopodobnie presja pamięci na urządzeniu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>likely memory: peak memory jumped from {best_memory} to {memory}, more than the {growth:.0f}x larger batch explains</source>
        <translation>prawdopodobnie pamięć: szczytowe zużycie pamięci skoczyło z {best_memory} do {memory}, bardziej, niż tłumaczy to {growth:.0f}x większa partia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure: the next batch did not fit, so this one ran close to the limit (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>prawdopodobnie presja pamięci: następna partia się nie zmieściła, więc ta działała blisko limitu (szczytowe zużycie pamięci {best_memory} przy partii {best}, {memory} przy partii {batch})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>likely the working set outgrew the CPU&apos;s caches, so each step waited on main memory (memory-bound) instead of computing (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>prawdopodobnie zbiór roboczy przerósł pamięci podręczne CPU, więc każdy krok czekał na pamięć główną (ograniczenie pamięcią) zamiast liczyć (szczytowe zużycie pamięci {best_memory} przy partii {best}, {memory} przy partii {batch})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>likely memory pressure on the device (peak memory {best_memory} at batch {best}, {memory} at batch {batch})</source>
        <translation>prawdopodobnie presja pamięci na urządzeniu (szczytowe zużycie pamięci {best_memory} przy partii {best}, {memory} przy partii {batch})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on.</source>
        <translation>Przy małych partiach wygrywa {small}, a od partii {batch} wzwyż {large}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}).</source>
        <translation>Przy małych partiach wygrywa {small}, a od partii {batch} wzwyż {large} ({small_lead:.0%} w tyle przy partii {previous}, {large_lead:.0%} z przodu przy partii {batch}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on ({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead at batch {batch}); the curves meet near batch {meet:.0f}.</source>
        <translation>Przy małych partiach wygrywa {small}, a od partii {batch} wzwyż {large} ({small_lead:.0%} w tyle przy partii {previous}, {large_lead:.0%} z przodu przy partii {batch}); krzywe przecinają się w okolicy partii {meet:.0f}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both leads exceed the {margin:.0%} noise, so the crossover is clear.</source>
        <translation>Obie przewagi przekraczają szum {margin:.0%}, więc punkt przecięcia jest wyraźny.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A lead is within the {margin:.0%} noise (or the machine was busy), so the crossover is uncertain: another run could move it by a measured batch either way.</source>
        <translation>Jedna z przewag mieści się w szumie {margin:.0%} (lub komputer był obciążony), więc punkt przecięcia jest niepewny: kolejny przebieg mógłby go przesunąć o jedną zmierzoną partię w dowolną stronę.</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/noise_reading.py" line="+29"/>
        <source>On {name}, batch {listed} was noisy: its steps varied so much that its figure may be off by more than {limit:.0%}, so read it as rough.</source>
        <translation>Seria {name}: partia {listed} była zaszumiona: jej kroki różniły się tak bardzo, że wynik może odbiegać o ponad {limit:.0%}, więc traktuj go jako przybliżony.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On {name}, batches {listed} were noisy: their steps varied so much that their figures may be off by more than {limit:.0%}, so read them as rough.</source>
        <translation>Seria {name}: partie {listed} były zaszumione: ich kroki różniły się tak bardzo, że wyniki mogą odbiegać o ponad {limit:.0%}, więc traktuj je jako przybliżone.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} at batch {batches}</source>
        <translation>{name} przy partii {batches}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while these were measured: {listed}; their figures are likely low.</source>
        <translation>Inne procesy zajmowały do {share:.0f}% CPU podczas tych pomiarów: {listed}; ich wyniki są prawdopodobnie zaniżone.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Other processes used {share:.0f}% of the CPU while batch {batches} on {name} was measured: its figure is likely low.</source>
        <translation>Inne procesy zajmowały {share:.0f}% CPU podczas pomiaru partii {batches} serii {name}: jej wynik jest prawdopodobnie zaniżony.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes used up to {share:.0f}% of the CPU while batches {batches} on {name} were measured: their figures are likely low.</source>
        <translation>Inne procesy zajmowały do {share:.0f}% CPU podczas pomiaru partii {batches} serii {name}: ich wyniki są prawdopodobnie zaniżone.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{batch} ({low} to {high}, {apart:.0%} apart)</source>
        <translation>{batch} (od {low} do {high}, różnica {apart:.0%})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batch {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>powtórzenia partii {listed} różniły się o ponad {limit:.0%}: partia zaszumiona, więc użyto mediany</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>repeats of batches {listed} disagreed by more than {limit:.0%}: noisy, so the median is used</source>
        <translation>powtórzenia partii {listed} różniły się o ponad {limit:.0%}: partie zaszumione, więc użyto mediany</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the other repeated batches agreed within {gap:.0%}</source>
        <translation>pozostałe powtarzane partie zgadzały się w granicach {gap:.0%}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all repeated batches agreed within {gap:.0%}</source>
        <translation>wszystkie powtarzane partie zgadzały się w granicach {gap:.0%}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On {name}, batches measured up to {times} times: {findings}.</source>
        <translation>Seria {name}: partie mierzono do {times} razy: {findings}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>These points carry no record of how much their steps varied, so differences under about {limit:.0%} may be noise.</source>
        <translation>Te punkty nie zawierają informacji o zmienności ich kroków, więc różnice poniżej około {limit:.0%} mogą być szumem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%} and no other program took more than {busy:.0f}% of the CPU, so differences larger than about {worst:.0%} are real.</source>
        <translation>Kroki w każdym punkcie różniły się najwyżej o {spread:.0%}, a żaden inny program nie zajmował więcej niż {busy:.0f}% CPU, więc różnice większe niż około {worst:.0%} są rzeczywiste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps within each point varied by at most {spread:.0%}, so differences larger than about {worst:.0%} are real.</source>
        <translation>Kroki w każdym punkcie różniły się najwyżej o {spread:.0%}, więc różnice większe niż około {worst:.0%} są rzeczywiste.</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/reading.py" line="+12"/>
        <source>Trainable parameters: {counts}.</source>
        <translation>Parametry trenowalne: {counts}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{loss:.3f} on {name}</source>
        <translation>{loss:.3f} dla serii {name}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From the same seed at batch {batch}, the loss after %Ln step(s) was {ends}: the curves show whether the change affected learning.</source>
        <translation>
            <numerusform>Przy tym samym ziarnie i partii {batch} strata po %Ln kroku wyniosła {ends}: krzywe pokazują, czy zmiana wpłynęła na uczenie.</numerusform>
            <numerusform>Przy tym samym ziarnie i partii {batch} strata po %Ln krokach wyniosła {ends}: krzywe pokazują, czy zmiana wpłynęła na uczenie.</numerusform>
            <numerusform>Przy tym samym ziarnie i partii {batch} strata po %Ln krokach wyniosła {ends}: krzywe pokazują, czy zmiana wpłynęła na uczenie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{accuracy:.0%} on {name}</source>
        <translation>{accuracy:.0%} dla serii {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training accuracy over steps {first}-{last} (each batch judged before the step that learned from it): {accuracies}.</source>
        <translation>Dokładność treningowa w krokach {first}–{last} (każda partia oceniana przed krokiem, który się na niej uczył): {accuracies}.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} {ratio:.2f}x (within noise)</source>
        <translation>{name} {ratio:.2f}x (w granicach szumu)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At batch {batch}, relative to {first} ({rate}): {ratios}.</source>
        <translation>Przy partii {batch}, względem serii {first} ({rate}): {ratios}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With {name}, one answer takes {latency} at batch {small}; at batch {large} it serves {rate}, and every answer in the batch waits {wait}.</source>
        <translation>Seria {name}: jedna odpowiedź trwa {latency} przy partii {small}; przy partii {large} obsługuje {rate}, a każda odpowiedź w partii czeka {wait}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} trained the most samples per joule at batch {batch}: {per_joule} samples/J at {power} on average.</source>
        <translation>Seria {name} uzyskała najwięcej próbek na dżul przy partii {batch}: {per_joule} próbek/J przy średniej mocy {power}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Energy was not measured: {reason}.</source>
        <translation>Nie zmierzono energii: {reason}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>At batch {batch} per GPU, {name} trained {rate}: {ratio:.2f}x one GPU, {efficiency:.0%} of linear scaling; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>Przy partii {batch} na GPU seria {name} osiągnęła {rate}: {ratio:.2f}x wyniku jednego GPU, {efficiency:.0%} skalowania liniowego; każdy krok czekał {share:.0%} swojego czasu na all-reduce gradientów.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At batch {batch} per process, {name} trained {rate}: {ratio:.2f}x one process on the same cores; each step waited {share:.0%} of its time for the gradient all-reduce.</source>
        <translation>Przy partii {batch} na proces seria {name} osiągnęła {rate}: {ratio:.2f}x wyniku jednego procesu na tych samych rdzeniach; każdy krok czekał {share:.0%} swojego czasu na all-reduce gradientów.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On one CPU the processes share the same cores, so more processes add no arithmetic: what they gain is a combined batch of {combined} samples per step, and what they pay is the all-reduce and each one&apos;s smaller share of the threads.</source>
        <translation>Na jednym CPU procesy dzielą te same rdzenie, więc więcej procesów nie dodaje obliczeń: zyskują łączną partię (próbki na krok: {combined}), a płacą za all-reduce i mniejszą część wątków przypadającą na każdy z nich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Short of linear because every step ends with an all-reduce of all the gradients over the links between the GPUs (NVLink or PCIe), and the steps still run one after another.</source>
        <translation>Wynik jest niższy od liniowego, bo każdy krok kończy się operacją all-reduce wszystkich gradientów przez łącza między GPU (NVLink lub PCIe), a kroki nadal wykonują się jeden po drugim.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>With {processes} processes the all-reduce took {small_share:.0%} of a step at batch {small} and {large_share:.0%} at batch {large}: the gradients are as large at every batch, so larger batches hide them better.</source>
        <translation>Przy {processes} procesach operacja all-reduce zajmowała {small_share:.0%} kroku przy partii {small} i {large_share:.0%} przy partii {large}: gradienty są tak samo duże przy każdej partii, więc większe partie lepiej ukrywają ich przesyłanie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../dashboard/experiments/takeaway.py" line="+334"/>
        <source>Even batch {batch} did not fit.</source>
        <translation>Nawet partia {batch} się nie zmieściła.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Every batch up to the search&apos;s limit of {limit:,} fitted (%Ln tries), so the largest is at least that.</source>
        <translation>
            <numerusform>Zmieściła się każda partia do limitu wyszukiwania {limit:,} (%Ln próba), więc największa wynosi co najmniej tyle.</numerusform>
            <numerusform>Zmieściła się każda partia do limitu wyszukiwania {limit:,} (%Ln próby), więc największa wynosi co najmniej tyle.</numerusform>
            <numerusform>Zmieściła się każda partia do limitu wyszukiwania {limit:,} (%Ln prób), więc największa wynosi co najmniej tyle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The largest batch that fits is {largest:,} (batch {failing:,} ran out of memory; %Ln tries: doubling, then bisecting); with a 10% margin, use {safe:,}.</source>
        <translation>
            <numerusform>Największa partia, która się mieści, to {largest:,} (przy partii {failing:,} zabrakło pamięci; %Ln próba: podwajanie, potem bisekcja); z 10% zapasem użyj {safe:,}.</numerusform>
            <numerusform>Największa partia, która się mieści, to {largest:,} (przy partii {failing:,} zabrakło pamięci; %Ln próby: podwajanie, potem bisekcja); z 10% zapasem użyj {safe:,}.</numerusform>
            <numerusform>Największa partia, która się mieści, to {largest:,} (przy partii {failing:,} zabrakło pamięci; %Ln prób: podwajanie, potem bisekcja); z 10% zapasem użyj {safe:,}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest batch is often much smaller than the largest.</source>
        <translation>Najszybsza partia jest często znacznie mniejsza od największej.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/charts.py" line="+98"/>
        <source>Throughput</source>
        <translation>Przepustowość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak memory</source>
        <translation>Szczytowe zużycie pamięci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per epoch ({samples:,} samples)</source>
        <translation>Czas epoki (próbki: {samples:,})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples per joule</source>
        <translation>Próbki na dżul</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>batch size (log scale)</source>
        <translation>rozmiar partii (skala log.)</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>memory (GiB)</source>
        <translation>pamięć (GiB)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Throughput on a log scale</source>
        <translation>Przepustowość w skali logarytmicznej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A log axis keeps series far apart (a CPU beside a GPU) both visible; on by default when they differ by more than 10x</source>
        <translation>Oś logarytmiczna pokazuje serie bardzo od siebie odległe (CPU obok GPU); domyślnie włączona, gdy różnią się ponad 10x</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds</source>
        <translation>sekundy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cross-entropy</source>
        <translation>entropia krzyż.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step (warm-up included; same seed throughout)</source>
        <translation>krok (z rozgrzewką; cały czas to samo ziarno)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tokens/s</source>
        <translation>tokenów/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{unit} (log scale)</source>
        <translation>{unit} (skala logarytmiczna)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>batch size per process (log scale)</source>
        <translation>rozmiar partii na proces (skala log.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sequence length (log scale)</source>
        <translation>długość sekwencji (skala log.)</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>out of memory at {batch}</source>
        <translation>brak pamięci przy {batch}</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{device} memory</source>
        <translation>pamięć {device}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>knee {batch}?</source>
        <translation>kolano {batch}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knee {batch}</source>
        <translation>kolano {batch}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best {batch}</source>
        <translation>najlepsza {batch}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>largest {batch}</source>
        <translation>największa {batch}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>crossover near {batch:.0f}</source>
        <translation>przecięcie w pobliżu {batch:.0f}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no crossover: {series} faster at every batch</source>
        <translation>brak przecięcia: {series} szybsze przy każdej partii</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loss</source>
        <translation>Strata (loss)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss at batch {batch}</source>
        <translation>Strata przy partii {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/form.py" line="+150"/>
        <source>Experiment</source>
        <translation>Eksperyment</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation>Porównanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>Urządzenia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Precision</source>
        <translation>Precyzja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch sizes</source>
        <translation>Rozmiary partii (batch)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time per point</source>
        <translation>Czas na punkt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Comma-separated batch sizes, 1 to {largest}</source>
        <translation>Rozmiary partii oddzielone przecinkami, od 1 do {largest}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measuring time per point, after 3 warm-up steps</source>
        <translation>Czas pomiaru na punkt, po 3 krokach rozgrzewki</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Each point trains the model from scratch at one batch size and times whole steps. A device&apos;s series ends at its first out-of-memory. Why it matters: small batches leave SIMD lanes and cores (or a GPU&apos;s thousands of lanes) idle; once every unit is busy, a larger batch costs memory without adding speed.</source>
        <translation>Każdy punkt trenuje model od zera przy jednym rozmiarze partii i mierzy czas całych kroków. Seria urządzenia kończy się na pierwszym braku pamięci. Dlaczego to ważne: małe partie zostawiają ścieżki SIMD i rdzenie (lub tysiące ścieżek GPU) bezczynne; gdy każda jednostka jest zajęta, większa partia kosztuje pamięć, nie dodając szybkości.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point is a real training run of its processes (started by torchrun when there are several), timed after 5 warm-up steps. Why it matters: the processes share each step&apos;s work, but every step ends with an all-reduce that averages their gradients, and that wait does not shrink with more devices.</source>
        <translation>Każdy punkt to prawdziwy przebieg treningu jego procesów (uruchamianych przez torchrun, gdy jest ich kilka), mierzony po 5 krokach rozgrzewki. Dlaczego to ważne: procesy dzielą się pracą każdego kroku, ale każdy krok kończy się all-reduce uśredniającym ich gradienty, a to czekanie nie maleje z liczbą urządzeń.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point times the model answering batches in eval mode, without gradients: its latency is how long every answer in the batch waits, its throughput the batch over that latency. Why it matters: an edge device answers one request at a time (latency), a server batches many (throughput).</source>
        <translation>Każdy punkt mierzy model odpowiadający na partie w trybie eval, bez gradientów: jego opóźnienie to czas, przez jaki czeka każda odpowiedź w partii, a przepustowość to partia podzielona przez to opóźnienie. Dlaczego to ważne: urządzenie brzegowe odpowiada na jedno żądanie naraz (opóźnienie), serwer łączy wiele w partie (przepustowość).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each point trains tiny-gpt from scratch at one sequence length, at batch 4, and times whole steps; peak memory on the CPU is what the point added to the process. Why it matters: attention written as the formula keeps a score for every pair of positions, so its memory grows with the square of the length; a fused kernel does not keep them.</source>
        <translation>Każdy punkt trenuje tiny-gpt od zera przy jednej długości sekwencji, przy partii 4, i mierzy czas całych kroków; szczytowa pamięć na CPU to tyle, ile punkt dodał do procesu. Dlaczego to ważne: uwaga zapisana jak wzór trzyma wynik dla każdej pary pozycji, więc jej pamięć rośnie z kwadratem długości; scalone jądro ich nie trzyma.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>How do throughput and memory change with batch size on each device?</source>
        <translation>Jak przepustowość i pamięć zmieniają się z rozmiarem partii na każdym urządzeniu?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at batch sizes {sizes})</source>
        <translation>{question} (serie: {series}; rozmiary partii: {sizes})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{question} ({series} series at sequence lengths {lengths}, batch {batch})</source>
        <translation>{question} (serie: {series}, długości sekwencji {lengths}, partia {batch})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose at least one device and one precision.</source>
        <translation>Wybierz co najmniej jedno urządzenie i jedną precyzję.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="+50"/>
        <source>Choose what to compare, then Run sweep.</source>
        <translation>Wybierz, co porównać, i naciśnij Uruchom przegląd.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Run sweep</source>
        <translation>Uruchom przegląd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest batch</source>
        <translation>Największa partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the largest batch that fits on the first chosen device and precision (doubling, then bisecting), timing every try: the fastest batch comes with it</source>
        <translation>Znajdź największą partię, która mieści się na pierwszym wybranym urządzeniu w pierwszej wybranej precyzji (podwajanie, potem bisekcja), mierząc czas każdej próby: przy okazji wychodzi najszybsza partia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; measured points are kept</source>
        <translation>Zatrzymaj po bieżącym kroku; zmierzone punkty zostają zachowane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points as JSON and CSV, and the charts as PNG and SVG, into a folder</source>
        <translation>Punkty jako JSON i CSV oraz wykresy jako PNG i SVG, do folderu</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Searching the largest batch of {model} on {device} in {precision} (up to {limit:,})…</source>
        <translation>Szukanie największej partii modelu {model} na {device} w precyzji {precision} (do {limit:,})…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Measuring %Ln point(s)…</source>
        <translation>
            <numerusform>Pomiar %Ln punktu…</numerusform>
            <numerusform>Pomiar %Ln punktów…</numerusform>
            <numerusform>Pomiar %Ln punktów…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Following the experiment on {host} again…</source>
        <translation>Ponowne śledzenie eksperymentu na {host}…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{done} of {total}: {series} at sequence length {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done} z {total}: {series} przy długości sekwencji {batch}: {detail} · zostało najwyżej {left} (seria kończy się wcześniej przy braku pamięci)</translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>Wyeksportowano %Ln plik do {folder}</numerusform>
            <numerusform>Wyeksportowano %Ln pliki do {folder}</numerusform>
            <numerusform>Wyeksportowano %Ln plików do {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/status_texts.py" line="+20"/>
        <source>out of memory at sequence length {length}</source>
        <translation>brak pamięci przy długości sekwencji {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory at batch size {batch}</source>
        <translation>brak pamięci przy rozmiarze partii {batch}</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>{outcome}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{outcome}: zmierzono %Ln punkt</numerusform>
            <numerusform>{outcome}: zmierzono %Ln punkty</numerusform>
            <numerusform>{outcome}: zmierzono %Ln punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{outcome}: %Ln point(s) measured, saved in {folder}</source>
        <translation>
            <numerusform>{outcome}: zmierzono %Ln punkt, zapisano w {folder}</numerusform>
            <numerusform>{outcome}: zmierzono %Ln punkty, zapisano w {folder}</numerusform>
            <numerusform>{outcome}: zmierzono %Ln punktów, zapisano w {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Recorded: %Ln point(s)</source>
        <translation>
            <numerusform>Nagrano: %Ln punkt</numerusform>
            <numerusform>Nagrano: %Ln punkty</numerusform>
            <numerusform>Nagrano: %Ln punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recorded: %Ln point(s): the last, {series} batch {batch}</source>
        <translation>
            <numerusform>Nagrano: %Ln punkt; ostatni: {series}, partia {batch}</numerusform>
            <numerusform>Nagrano: %Ln punkty; ostatni: {series}, partia {batch}</numerusform>
            <numerusform>Nagrano: %Ln punktów; ostatni: {series}, partia {batch}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Opened 1 saved experiment: %Ln point(s)</source>
        <translation>
            <numerusform>Otwarto 1 zapisany eksperyment: %Ln punkt</numerusform>
            <numerusform>Otwarto 1 zapisany eksperyment: %Ln punkty</numerusform>
            <numerusform>Otwarto 1 zapisany eksperyment: %Ln punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Opened {experiments} saved experiments: %Ln point(s)</source>
        <translation>
            <numerusform>Otwarto zapisane eksperymenty ({experiments}): %Ln punkt</numerusform>
            <numerusform>Otwarto zapisane eksperymenty ({experiments}): %Ln punkty</numerusform>
            <numerusform>Otwarto zapisane eksperymenty ({experiments}): %Ln punktów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/page.py" line="-179"/>
        <source>Cancelling after the current step…</source>
        <translation>Anulowanie po bieżącym kroku…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{done} of {total}: {series} batch {batch}: {detail} · at most {left} left (a series ends early at out-of-memory)</source>
        <translation>{done} z {total}: {series}, partia {batch}: {detail} · pozostało najwyżej {left} (seria kończy się wcześniej przy braku pamięci)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Playing a recorded experiment…</source>
        <translation>Odtwarzanie nagranego eksperymentu…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Wait for the running measurement to finish (or cancel it) first.</source>
        <translation>Najpierw poczekaj na zakończenie trwającego pomiaru (lub go anuluj).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the replay first (the bar above the page): a recording plays here.</source>
        <translation>Najpierw zakończ odtwarzanie (pasek nad stroną): tutaj odtwarzane jest nagranie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open {what}.</source>
        <translation>Nie udało się otworzyć: {what}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the experiment to a folder</source>
        <translation>Eksportuj eksperyment do folderu</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/status_texts.py" line="-34"/>
        <source>{rate}, peak {memory}</source>
        <translation>{rate}, szczyt {memory}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled</source>
        <translation>Anulowano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>Zatrzymano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/saved.py" line="+60"/>
        <source>Saved experiments</source>
        <translation>Zapisane eksperymenty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to reopen an experiment; select several (Ctrl/Shift) and press Open to draw them on the same axes</source>
        <translation>Kliknij dwukrotnie, aby ponownie otworzyć eksperyment; zaznacz kilka (Ctrl/Shift) i naciśnij Otwórz, aby narysować je na wspólnych osiach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected experiments; several are overlaid, each series named by its experiment</source>
        <translation>Narysuj zaznaczone eksperymenty; kilka zostanie nałożonych, a każda seria będzie nazwana od swojego eksperymentu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link to the machine that measures this experiment dropped; it went on there. Follow it again: its points since, live, added to this copy (or all at once if it has ended).</source>
        <translation>Połączenie z maszyną, która mierzy ten eksperyment, zostało zerwane; trwał tam dalej. Śledź go ponownie: jego punkty od tamtej pory, na żywo, dopisane do tej kopii (albo wszystkie naraz, jeśli się już skończył).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{folder}  [unreadable: {reason}]</source>
        <translation>{folder}  [nieczytelny: {reason}]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reattach to the experiment on {host}</source>
        <translation>Podłącz ponownie do eksperymentu na {host}</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/scaling.py" line="+32"/>
        <location filename="../../dashboard/experiments/shown_labels.py" line="+15"/>
        <source>energy is not read for points measured as training runs</source>
        <translation>energia nie jest odczytywana dla punktów mierzonych jako przebiegi treningowe</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>fewer than two GPUs here: CPU processes share this machine&apos;s cores, so the series split the same cores differently and show what averaging gradients costs, not what more devices gain</source>
        <translation>ten komputer ma mniej niż dwa GPU: procesy CPU współdzielą jego rdzenie, więc serie różnie dzielą te same rdzenie i pokazują, ile kosztuje uśrednianie gradientów, a nie ile dają kolejne urządzenia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this machine has one logical core and fewer than two GPUs: there is nothing to scale</source>
        <translation>ten komputer ma jeden rdzeń logiczny i mniej niż dwa GPU: nie ma czego skalować</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/serving.py" line="+37"/>
        <source>ONNX Runtime is not installed here (pip install onnx onnxscript onnxruntime)</source>
        <translation>ONNX Runtime nie jest tu zainstalowany (pip install onnx onnxscript onnxruntime)</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/shown_labels.py" line="-35"/>
        <source>small CNN on {device}</source>
        <translation>mała sieć CNN na {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {dataset} ({device})</source>
        <translation>{model} na {dataset} ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{model} on {device}</source>
        <translation>{model} na {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{series}, sequence {length}</source>
        <translation>{series}, długość sekwencji {length}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused nn.LSTM ({device})</source>
        <translation>scalony nn.LSTM ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand-written cell ({device})</source>
        <translation>komórka napisana ręcznie ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain attention ({device})</source>
        <translation>zwykła uwaga ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused attention ({device})</source>
        <translation>scalona uwaga ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batches copied from host memory to {device}</source>
        <translation>partie kopiowane z pamięci hosta na {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data kept on {device}</source>
        <translation>dane trzymane na {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen</source>
        <translation>zamrożony szkielet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>ostatni blok + głowica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full fine-tuning</source>
        <translation>pełne dostrajanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eager PyTorch ({device})</source>
        <translation>PyTorch w trybie eager ({device})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>int8 dynamic (torchao) ({device})</source>
        <translation>dynamiczna kwantyzacja int8 (torchao) ({device})</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln thread(s)</source>
        <translation>
            <numerusform>%Ln wątek</numerusform>
            <numerusform>%Ln wątki</numerusform>
            <numerusform>%Ln wątków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln process(es)</source>
        <translation>
            <numerusform>%Ln proces</numerusform>
            <numerusform>%Ln procesy</numerusform>
            <numerusform>%Ln procesów</numerusform>
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
        <translation>Nic nie udało się zmierzyć: już partia {oom} wyczerpała pamięć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing could be measured: the details say why.</source>
        <translation>Nic nie udało się zmierzyć: szczegóły mówią dlaczego.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Only batch {batch} was measured ({rate}): one batch shows no trend.</source>
        <translation>Zmierzono tylko partię {batch} ({rate}): jedna partia nie pokazuje trendu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throughput stayed flat from batch {first} to batch {last}, within the {margin:.0%} noise: larger batches gained nothing here.</source>
        <translation>Przepustowość pozostała płaska od partii {first} do partii {last}, w granicach szumu {margin:.0%}: większe partie nic tu nie dały.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}.</source>
        <translation>Przepustowość wzrosła {ratio:.1f}x od partii {first} do partii {best}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput rose {ratio:.1f}x from batch {first} to batch {best}, then fell {slower:.0%} by batch {batch}.</source>
        <translation>Przepustowość wzrosła {ratio:.1f}x od partii {first} do partii {best}, a potem spadła o {slower:.0%} do partii {batch}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It was still rising at batch {last}: the knee lies beyond.</source>
        <translation>Przy partii {last} wciąż rosła: kolano leży dalej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is batch {knee}: past it, each doubling gained under {threshold:.0%}.</source>
        <translation>Kolano to partia {knee}: dalej każde podwojenie dawało mniej niż {threshold:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knee is uncertain: batch {batch}&apos;s repeats measured {low} and {high} samples/s, further apart than the {threshold:.0%} gain defining it.</source>
        <translation>Kolano jest niepewne: powtórzenia partii {batch} dały {low} i {high} próbek/s, różnią się bardziej niż zysk {threshold:.0%}, który je wyznacza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knee is uncertain: batch {batch}&apos;s figure may be off by ±{spread:.0%}, more than the {threshold:.0%} gain defining it.</source>
        <translation>Kolano jest niepewne: wynik partii {batch} może odbiegać o ±{spread:.0%}, więcej niż zysk {threshold:.0%}, który je wyznacza.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{one} and {two} share no measured batch, so they cannot be compared.</source>
        <translation>{one} i {two} nie mają wspólnej zmierzonej partii, więc nie da się ich porównać.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Neither {one} nor {two} stayed ahead: they swapped places over the batches measured.</source>
        <translation>Ani {one}, ani {two} nie utrzymało przewagi: zamieniały się miejscami w zmierzonych partiach.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At batch {batch}, {winner} ran {ratio:.2f}x as fast as {loser}.</source>
        <translation>Przy partii {batch} {winner} działało {ratio:.2f}x szybciej niż {loser}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch, {low} to {high}: {low_ratio:.1f}x at batch {low}, {high_ratio:.1f}x at batch {high}.</source>
        <translation>{winner} było szybsze niż {loser} przy każdej partii, od {low} do {high}: {low_ratio:.1f}x przy partii {low}, {high_ratio:.1f}x przy partii {high}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Uncertain at batch {batch}: a {lead:.0%} lead is within the {margin:.0%} noise.</source>
        <translation>Niepewne przy partii {batch}: przewaga {lead:.0%} mieści się w szumie {margin:.0%}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} was faster than {loser} at every batch measured.</source>
        <translation>{winner} było szybsze niż {loser} przy każdej zmierzonej partii.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+15"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on.</source>
        <translation>Przy małych partiach szybsze było {small}, a od partii {batch} wzwyż {large}.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{small} was faster at small batches, {large} from batch {batch} on: they cross near batch {meet:.0f}.</source>
        <translation>Przy małych partiach szybsze było {small}, a od partii {batch} wzwyż {large}: krzywe przecinają się w pobliżu partii {meet:.0f}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uncertain: leads of {small_lead:.0%} and {large_lead:.0%} are within the {margin:.0%} noise.</source>
        <translation>Niepewne: przewagi {small_lead:.0%} i {large_lead:.0%} mieszczą się w szumie {margin:.0%}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertain: other programs were busy while it was measured.</source>
        <translation>Niepewne: inne programy były zajęte podczas pomiaru.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{large} overtook {small} from batch {batch} on.</source>
        <translation>Od partii {batch} wzwyż {large} wyprzedziło {small}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{fastest} reached the highest throughput, {rate}; the series share no batch to compare them at.</source>
        <translation>{fastest} osiągnęło najwyższą przepustowość, {rate}; serie nie mają wspólnej partii do porównania.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At batch {batch}, {fastest} was fastest: {ratio:.2f}x {slowest}.</source>
        <translation>Przy partii {batch} najszybsze było {fastest}: {ratio:.2f}x {slowest}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{second} is within the noise of it ({gap:.0%} apart): call it a tie.</source>
        <translation>{second} mieści się w jego szumie (różnica {gap:.0%}): to remis.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{processes} processes trained {ratio:.2f}x as fast as one at batch {batch} per process: {efficiency:.0%} of linear scaling.</source>
        <translation>Procesy (liczba: {processes}) trenowały {ratio:.2f}x szybciej niż jeden przy partii {batch} na proces: {efficiency:.0%} skalowania liniowego.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>One answer took {latency} at batch {small} ({quick}); at batch {large}, {busy} served the most, {rate}.</source>
        <translation>Jedna odpowiedź trwała {latency} przy partii {small} ({quick}); przy partii {large} najwięcej obsłużyło {busy}: {rate}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every batch up to {limit:,} fitted.</source>
        <translation>Zmieściła się każda partia do {limit:,}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest batch that fits is {largest:,} (use {safe:,} for a 10% margin).</source>
        <translation>Największa mieszcząca się partia to {largest:,} (z 10% zapasu użyj {safe:,}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fastest was batch {best:,}, {rate}.</source>
        <translation>Najszybsza była partia {best:,}, {rate}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/reading_view.py" line="+81"/>
        <source>Details</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figures behind the takeaway: each point&apos;s noise, the repeats and other programs&apos; CPU use</source>
        <translation>Liczby stojące za wnioskiem: szum każdego punktu, powtórzenia i użycie CPU przez inne programy</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/length_reading.py" line="+49"/>
        <source>roughly quadratic</source>
        <translation>w przybliżeniu kwadratowo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>between linear and quadratic</source>
        <translation>między liniowo a kwadratowo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roughly linear</source>
        <translation>w przybliżeniu liniowo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nearly flat</source>
        <translation>prawie płasko</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Too few sequence lengths were measured to say how memory grows.</source>
        <translation>Zmierzono za mało długości sekwencji, by powiedzieć, jak rośnie pamięć.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak memory grew alike in every series, as length^{exponent} ({growth}).</source>
        <translation>Szczytowa pamięć rosła tak samo w każdej serii, jak długość^{exponent} ({growth}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peak memory grew as length^{steep_exponent} ({steep_growth}) for {steep} and length^{flat_exponent} ({flat_growth}) for {flat}.</source>
        <translation>Szczytowa pamięć rosła jak długość^{steep_exponent} ({steep_growth}) dla {steep} i długość^{flat_exponent} ({flat_growth}) dla {flat}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: {first_rate} tokens/s at {first:,} tokens, {last_rate} tokens/s at {last:,}.</source>
        <translation>{name}: {first_rate} tokenów/s przy {first:,} tokenach, {last_rate} tokenów/s przy {last:,}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its peak memory fits length^{exponent}: {growth}.</source>
        <translation>Jej szczytowa pamięć pasuje do długość^{exponent}: {growth}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It ran out of memory at {length:,} tokens on {device}.</source>
        <translation>Zabrakło jej pamięci przy {length:,} tokenach na {device}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the CPU no length is run out of memory on purpose: there the kernel would end the process, so the memory guard leaves out the lengths that cannot fit before anything runs. CPU memory is counted above what the process held before each point (the runtime and the data).</source>
        <translation>Na CPU żadna długość nie jest celowo doprowadzana do braku pamięci: tam jądro zakończyłoby proces, więc ochrona pamięci pomija długości, które się nie zmieszczą, zanim cokolwiek ruszy. Pamięć CPU liczona jest ponad to, co proces zajmował przed każdym punktem (środowisko uruchomieniowe i dane).</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/storage.py" line="+78"/>
        <source>this machine</source>
        <translation>ten komputer</translation>
    </message>
    <message>
        <location filename="../../dashboard/experiments/child.py" line="+107"/>
        <source>The link to {host} dropped before the experiment ended ({problem}). It goes on on {host}, saved in {folder}: Reattach under the saved experiments follows it again, and fetches the rest once it has ended.</source>
        <translation>Połączenie z {host} zostało zerwane przed końcem eksperymentu ({problem}). Trwa dalej na {host}, zapisywany w {folder}: Podłącz ponownie pod zapisanymi eksperymentami śledzi go znowu, a po jego końcu pobiera resztę.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../../dashboard/lessons/glossary.py" line="+14"/>
        <source>accuracy</source>
        <translation>dokładność (accuracy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of samples whose most likely class (or next character) the model predicted right. It is measured on held-out data at the end of each epoch, and on each training batch in comparisons.</source>
        <translation>Odsetek próbek, dla których najbardziej prawdopodobna według modelu klasa (lub następny znak) była poprawna. Mierzy się ją na danych wydzielonych (held-out) na koniec każdej epoki, a w porównaniach na każdej partii treningowej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activations</source>
        <translation>aktywacje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The intermediate results of the forward pass that are kept for the backward pass. They grow with the batch size and usually decide the largest batch that fits.</source>
        <translation>Wyniki pośrednie przejścia w przód (forward pass) zachowywane na potrzeby przejścia wstecz (backward pass). Rosną z rozmiarem partii i zwykle decydują o największej partii, która się mieści.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How data-parallel processes average their gradients after each backward pass: every process sends its own and receives the mean. The time a step waits for it is the price of sharing the batch among devices.</source>
        <translation>Sposób, w jaki procesy z równoległością danych uśredniają gradienty po każdym przejściu wstecz: każdy proces wysyła swoje i otrzymuje średnią. Czas, przez który krok na to czeka, to cena podziału partii między urządzenia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>arithmetic intensity</source>
        <translation>intensywność arytmetyczna (arithmetic intensity)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calculations done per byte read or written (FLOPs per byte). Low intensity waits for memory; high intensity waits for the arithmetic units.</source>
        <translation>Liczba obliczeń na bajt odczytany lub zapisany (FLOPs na bajt). Przy niskiej intensywności czeka się na pamięć; przy wysokiej na jednostki arytmetyczne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention</source>
        <translation>uwaga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a transformer lets each position of a sequence draw on the earlier ones: a score for every pair of positions, turned into weights by a softmax.</source>
        <translation>Sposób, w jaki transformer pozwala każdej pozycji sekwencji korzystać z wcześniejszych: wynik dla każdej pary pozycji, zamieniony na wagi przez softmax.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bandwidth</source>
        <translation>przepustowość pamięci (bandwidth)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many bytes per second memory can deliver to the processor (GB/s).</source>
        <translation>Ile bajtów na sekundę pamięć może dostarczyć do procesora (GB/s).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bandwidth-bound</source>
        <translation>ograniczony przepustowością pamięci (bandwidth-bound)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by how fast data arrives from memory, not by arithmetic: faster memory helps, more FLOPS do not.</source>
        <translation>Ograniczony tym, jak szybko dane napływają z pamięci, a nie arytmetyką: pomaga szybsza pamięć, więcej FLOPS nie pomaga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>batch size</source>
        <translation>rozmiar partii (batch size)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many samples one training step processes together. A larger batch gives the hardware more parallel work but needs more memory.</source>
        <translation>Ile próbek jeden krok treningu przetwarza razem. Większa partia daje sprzętowi więcej pracy równoległej, ale wymaga więcej pamięci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with the same range as fp32 and less precision: it rarely needs loss scaling.</source>
        <translation>16-bitowy format liczb o tym samym zakresie co fp32 i mniejszej precyzji: rzadko wymaga skalowania straty (loss scaling).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy machine</source>
        <translation>obciążony komputer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other programs used more than 10% of the CPU while a figure was measured: that figure is likely low and noisier than on an idle machine.</source>
        <translation>Inne programy zajmowały ponad 10% CPU w czasie pomiaru: wynik jest prawdopodobnie zaniżony i bardziej zaszumiony niż na bezczynnym komputerze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cache</source>
        <translation>pamięć podręczna (cache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small, fast memory on the processor. Work that fits in it runs faster than work that must go to main memory.</source>
        <translation>Mała, szybka pamięć w procesorze. Praca, która się w niej mieści, przebiega szybciej niż praca sięgająca do pamięci głównej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clock</source>
        <translation>taktowanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cycles per second a processor runs (MHz). A GPU raises its clock under load and lowers it when it is too hot or at its power limit, so the same work can take longer.</source>
        <translation>Ile cykli na sekundę wykonuje procesor (MHz). GPU podnosi taktowanie pod obciążeniem i obniża je, gdy jest za gorące lub osiąga limit mocy, więc ta sama praca może trwać dłużej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute-bound</source>
        <translation>ograniczony obliczeniami (compute-bound)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limited by the arithmetic units: a processor with more FLOPS helps, faster memory does not.</source>
        <translation>Ograniczony przez jednostki arytmetyczne: pomaga procesor o większej liczbie FLOPS, szybsza pamięć nie pomaga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation>punkt przecięcia (crossover)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batch size from which one device or setting stays faster than the other.</source>
        <translation>Rozmiar partii, od którego jedno urządzenie lub ustawienie pozostaje szybsze od drugiego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data parallelism</source>
        <translation>równoległość danych (data parallelism)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several devices each take part of every batch and then average their gradients: each step is shorter, but the steps still run one after another.</source>
        <translation>Każde z kilku urządzeń przetwarza część każdej partii, a potem uśredniają one gradienty: każdy krok jest krótszy, ale kroki nadal wykonują się jeden po drugim.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>epoch</source>
        <translation>epoka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pass over the whole training set: dataset size divided by batch size steps.</source>
        <translation>Jedno przejście przez cały zbiór treningowy: tyle kroków, ile wynosi rozmiar zbioru danych podzielony przez rozmiar partii.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate</source>
        <translation>szacunek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number computed from published specifications, not measured on this machine. Estimates are always labelled as such.</source>
        <translation>Liczba obliczona z opublikowanych specyfikacji, a nie zmierzona na tym komputerze. Szacunki są zawsze tak oznaczone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FLOPS</source>
        <translation>FLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floating-point operations per second: how much arithmetic a device does.</source>
        <translation>Operacje zmiennoprzecinkowe na sekundę: ile arytmetyki wykonuje urządzenie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 16-bit number format with a small range: fast on tensor cores, but training needs a gradient scaler so small gradients do not round to zero.</source>
        <translation>16-bitowy format liczb o małym zakresie: szybki na rdzeniach tensorowych, ale trening wymaga skalera gradientów (gradient scaler), aby małe gradienty nie zaokrąglały się do zera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard 32-bit floating-point number format.</source>
        <translation>Standardowy 32-bitowy format liczb zmiennoprzecinkowych.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frozen backbone</source>
        <translation>zamrożony szkielet (frozen backbone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pretrained part of a network whose weights are not trained: no gradients or optimizer state are kept for it.</source>
        <translation>Wstępnie wytrenowana część sieci, której wagi nie są trenowane: nie przechowuje się dla niej gradientów ani stanu optymalizatora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fused kernel</source>
        <translation>połączone jądro (fused kernel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One operation on the device that does the work of several, saving launches and trips to memory.</source>
        <translation>Jedna operacja na urządzeniu, która wykonuje pracę kilku, oszczędzając uruchomień i odwołań do pamięci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GDDR</source>
        <translation>GDDR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory of consumer GPUs: chips around the processor on the board, a few hundred GB/s to about 1.8 TB/s.</source>
        <translation>Pamięć konsumenckich GPU: układy rozmieszczone wokół procesora na płytce, od kilkuset GB/s do około 1,8 TB/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gradient checkpointing</source>
        <translation>gradient checkpointing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeping only each layer&apos;s input during the forward pass and computing the rest again during the backward pass: far less memory for activations, about a third more computation.</source>
        <translation>Zachowanie w przebiegu w przód tylko wejścia każdej warstwy i ponowne obliczenie reszty w przebiegu wstecz: znacznie mniej pamięci na aktywacje, około jednej trzeciej więcej obliczeń.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gradients</source>
        <translation>gradienty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One number per trained weight saying how to change it; as much memory as the trained weights.</source>
        <translation>Jedna liczba na każdą trenowaną wagę, mówiąca, jak ją zmienić; zajmują tyle pamięci co trenowane wagi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High-bandwidth memory: stacks of memory beside the GPU die in the same package, 1.5 to 8 TB/s on data centre GPUs.</source>
        <translation>Pamięć o wysokiej przepustowości (high-bandwidth memory): stosy pamięci obok układu GPU w tej samej obudowie, od 1,5 do 8 TB/s w GPU do centrów danych.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache</source>
        <translation>pamięć podręczna KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The keys and values a language model computed for the tokens already seen, kept so that each new token is computed once. It grows with the context and the batch.</source>
        <translation>Klucze i wartości, które model językowy obliczył dla już widzianych tokenów, przechowywane, aby każdy nowy token liczyć tylko raz. Rośnie wraz z kontekstem i rozmiarem partii.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kernel launch</source>
        <translation>uruchomienie jądra (kernel launch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting one operation on a GPU: a few microseconds each, which small operations cannot hide.</source>
        <translation>Rozpoczęcie jednej operacji na GPU: każde trwa kilka mikrosekund, czego małe operacje nie są w stanie ukryć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knee</source>
        <translation>kolano (knee)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest batch after which each doubling of the batch gains less than 10% throughput: larger batches cost memory for little speed.</source>
        <translation>Najmniejsza partia, od której każde podwojenie partii zwiększa przepustowość o mniej niż 10%: większe partie kosztują pamięć, a niewiele przyspieszają.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low-rank adaptation: the model&apos;s weights stay frozen and small trainable matrices beside them learn the change, so only a fraction of a percent of the parameters need gradients and optimizer state.</source>
        <translation>Adaptacja niskiego rzędu: wagi modelu pozostają zamrożone, a małe trenowalne macierze obok nich uczą się zmiany, więc tylko ułamek procenta parametrów potrzebuje gradientów i stanu optymalizatora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss</source>
        <translation>strata (loss)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How wrong the model&apos;s predictions are on the training batch; training makes it fall.</source>
        <translation>Jak bardzo mylą się przewidywania modelu na partii treningowej; w trakcie treningu strata spada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LSTM</source>
        <translation>LSTM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A recurrent network that reads a sequence one position at a time, carrying a state from each position to the next.</source>
        <translation>Sieć rekurencyjna, która czyta sekwencję po jednej pozycji, przenosząc stan z każdej pozycji do następnej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul</source>
        <translation>matmul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matrix multiplication: most of a network&apos;s arithmetic.</source>
        <translation>Mnożenie macierzy (matrix multiplication): większość arytmetyki sieci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed precision</source>
        <translation>mieszana precyzja (mixed precision)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computing in 16-bit numbers where it is safe while keeping the weights in 32 bits: faster and smaller, with the same learning.</source>
        <translation>Obliczenia na liczbach 16-bitowych tam, gdzie jest to bezpieczne, przy wagach przechowywanych w 32 bitach: szybciej i mniej pamięci, a uczenie takie samo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noisy</source>
        <translation>zaszumiony (noisy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A point whose figure may be off by more than 5% (its steps varied that much for how few were timed), or whose repeated measurements differed by more than 10%: read differences smaller than that as noise.</source>
        <translation>Punkt, którego wynik może odbiegać o ponad 5% (jego kroki różniły się aż tak przy tak małej liczbie zmierzonych) albo którego powtórzone pomiary różniły się o ponad 10%: mniejsze różnice traktuj jako szum.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optimizer state</source>
        <translation>stan optymalizatora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the optimizer keeps per weight between steps: Adam keeps two numbers, SGD with momentum one.</source>
        <translation>To, co optymalizator przechowuje dla każdej wagi między krokami: Adam dwie liczby, SGD z momentum jedną.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of memory</source>
        <translation>brak pamięci (out of memory)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device could not allocate what a step needed: the step fails; a smaller batch, lower precision or frozen layers need less.</source>
        <translation>Urządzenie nie mogło przydzielić tego, czego potrzebował krok: krok kończy się błędem; mniejsza partia, niższa precyzja lub zamrożone warstwy wymagają mniej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak FLOPS</source>
        <translation>szczytowe FLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most arithmetic a device could do per second if every unit worked every cycle; real code reaches part of it.</source>
        <translation>Najwięcej arytmetyki, ile urządzenie mogłoby wykonać w sekundę, gdyby każda jednostka pracowała w każdym cyklu; rzeczywisty kod osiąga tylko część tej wartości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peak memory</source>
        <translation>szczytowe zużycie pamięci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most memory a step needed at any moment: on a GPU the tensors allocated, on the CPU the memory of the whole process. It decides whether a batch fits.</source>
        <translation>Najwięcej pamięci, ile krok potrzebował w dowolnej chwili: na GPU przydzielone tensory, na CPU pamięć całego procesu. Decyduje o tym, czy partia się mieści.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power</source>
        <translation>moc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The electrical power the GPU draws (W). Near its power limit the GPU lowers its clock.</source>
        <translation>Moc elektryczna pobierana przez GPU (W). W pobliżu limitu mocy GPU obniża taktowanie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quantisation</source>
        <translation>kwantyzacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storing numbers in fewer bits, such as 8 or 4 instead of 16, with a scale for each small block: a quarter of the memory at 4 bits, for a little accuracy.</source>
        <translation>Zapisywanie liczb na mniejszej liczbie bitów, np. 8 lub 4 zamiast 16, ze skalą dla każdego małego bloku: ćwierć pamięci przy 4 bitach, kosztem odrobiny precyzji.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ridge point</source>
        <translation>punkt załamania (ridge point)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arithmetic intensity where a device&apos;s bandwidth limit meets its compute limit on the roofline: below it, work is bandwidth-bound.</source>
        <translation>Intensywność arytmetyczna, przy której na wykresie roofline limit przepustowości pamięci urządzenia spotyka się z limitem obliczeń: poniżej niej praca jest ograniczona przepustowością pamięci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roofline</source>
        <translation>wykres roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chart of achievable speed against arithmetic intensity: a sloped roof set by memory bandwidth, then a flat roof set by peak FLOPS.</source>
        <translation>Wykres osiągalnej szybkości w funkcji intensywności arytmetycznej: pochyły dach wyznaczony przez przepustowość pamięci, a za nim płaski dach wyznaczony przez szczytowe FLOPS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>samples per joule</source>
        <translation>próbek na dżul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples done per joule of the device&apos;s energy, read from its energy counter (NVML on NVIDIA, RAPL on the CPU) over the timed steps: work per energy, where throughput is work per second.</source>
        <translation>Liczba próbek treningowych przetworzonych na dżul energii urządzenia, odczytanej z jego licznika energii (NVML na NVIDIA, RAPL na CPU) podczas mierzonych kroków: praca na jednostkę energii, podczas gdy przepustowość to praca na sekundę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>samples/s</source>
        <translation>próbek/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training samples processed per second: the throughput of training.</source>
        <translation>Liczba próbek treningowych przetwarzanych w ciągu sekundy: przepustowość treningu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>długość sekwencji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many positions (characters, words) a text sample has: an LSTM steps through them one by one.</source>
        <translation>Ile pozycji (znaków, słów) ma próbka tekstu: LSTM przechodzi przez nie po kolei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single instruction, multiple data: one CPU instruction applied to a row of numbers at once (8 floats with AVX2, 16 with AVX-512).</source>
        <translation>Single instruction, multiple data (jedna instrukcja, wiele danych): jedna instrukcja CPU stosowana naraz do rzędu liczb (8 liczb float z AVX2, 16 z AVX-512).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>steady throughput</source>
        <translation>ustalona przepustowość (steady throughput)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per second once warm-up is over (caches filled, clocks raised, memory allocated): what the lessons measure.</source>
        <translation>Próbki na sekundę po zakończeniu rozgrzewki (pamięci podręczne wypełnione, taktowanie podniesione, pamięć przydzielona): to właśnie mierzą lekcje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step</source>
        <translation>krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One update of the weights: forward pass, backward pass and optimizer on one batch.</source>
        <translation>Jedna aktualizacja wag: przejście w przód, przejście wstecz i krok optymalizatora na jednej partii.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step time</source>
        <translation>czas kroku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long one training step takes (ms), once warm-up is over. Throughput is batch size divided by step time.</source>
        <translation>Jak długo trwa jeden krok treningu (ms) po zakończeniu rozgrzewki. Przepustowość to rozmiar partii podzielony przez czas kroku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s core temperature (°C). Too hot, the GPU lowers its clock (thermal throttling), and training slows.</source>
        <translation>Temperatura rdzenia GPU (°C). Gdy jest za gorąco, GPU obniża taktowanie (dławienie termiczne, thermal throttling) i trening zwalnia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor core</source>
        <translation>rdzeń tensorowy (tensor core)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A GPU unit that multiplies small matrices of 16-bit (or TF32) numbers in one instruction, many times faster than ordinary lanes.</source>
        <translation>Jednostka GPU, która mnoży małe macierze liczb 16-bitowych (lub TF32) w jednej instrukcji, wielokrotnie szybciej niż zwykłe ścieżki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thread</source>
        <translation>wątek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An independent sequence of instructions; a CPU runs one per core (two with hyper-threading) at once.</source>
        <translation>Niezależny ciąg instrukcji; CPU wykonuje naraz jeden na rdzeń (dwa z hyper-threadingiem).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throughput</source>
        <translation>przepustowość (throughput)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Work done per second; in training, samples per second. It is the figure to compare between devices, batch sizes and precisions.</source>
        <translation>Praca wykonana w ciągu sekundy; w treningu: próbki na sekundę. To tę wartość porównuje się między urządzeniami, rozmiarami partii i precyzjami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trainable parameters</source>
        <translation>parametry trenowalne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The weights the optimizer updates: fewer when part of the network is frozen.</source>
        <translation>Wagi aktualizowane przez optymalizator: jest ich mniej, gdy część sieci jest zamrożona.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transfer learning</source>
        <translation>uczenie transferowe (transfer learning)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting from a network trained on another, larger dataset and training only part of it (or all of it, briefly) on yours.</source>
        <translation>Start od sieci wytrenowanej na innym, większym zbiorze danych i trenowanie na własnych danych tylko jej części (lub całości, krótko).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>utilization</source>
        <translation>wykorzystanie (utilization)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of time a processor was busy. 100% means never idle, not fully used: a GPU busy with small kernels is at 100% while most of its cores wait.</source>
        <translation>Odsetek czasu, w którym procesor był zajęty. 100% oznacza, że nigdy nie był bezczynny, a nie że był w pełni wykorzystany: GPU zajęte małymi jądrami ma 100%, choć większość jego rdzeni czeka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One unit of text a language model reads or writes: a character for the lab&apos;s tiny-gpt, a piece of a word for large models.</source>
        <translation>Jednostka tekstu, którą model językowy czyta lub pisze: znak w laboratoryjnym tiny-gpt, fragment słowa w dużych modelach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s own memory: the model, its gradients, the optimizer state and the activations must all fit in it.</source>
        <translation>Własna pamięć GPU: model, jego gradienty, stan optymalizatora i aktywacje muszą się w niej zmieścić.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warm-up</source>
        <translation>rozgrzewka (warm-up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first steps of a run, slower than the rest: memory is being allocated, kernels chosen and caches filled. Measurements leave them out.</source>
        <translation>Pierwsze kroki przebiegu, wolniejsze od pozostałych: przydzielana jest pamięć, wybierane są jądra i wypełniane pamięci podręczne. Pomiary je pomijają.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>wagi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network&apos;s learned numbers (parameters): 4 bytes each in fp32.</source>
        <translation>Wyuczone liczby sieci (parametry): po 4 bajty każda w fp32.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/chart_terms.py" line="+59"/>
        <source>What the words on this chart mean: {terms}</source>
        <translation>Co znaczą pojęcia na tym wykresie: {terms}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain the chart {title}</source>
        <translation>Wyjaśnij wykres {title}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>What the words on this chart mean, in plain language.</source>
        <translation>Co znaczą pojęcia na tym wykresie, prostym językiem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{title}: the words</source>
        <translation>{title}: pojęcia</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="+50"/>
        <location line="+74"/>
        <source>Glossary</source>
        <translation>Słowniczek</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>The words the charts, readings and lessons use, in plain language.</source>
        <translation>Pojęcia używane na wykresach, w odczytach i lekcjach, wyjaśnione prostym językiem.</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+49"/>
        <source>waiting for the first sample…</source>
        <translation>oczekiwanie na pierwszy odczyt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now:</source>
        <translation>Teraz:</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{host} · {card}</source>
        <translation>{host} · {card}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{busy} busy · {clock} · load {load} · RAM {used} of {total} · swap {swap}</source>
        <translation>zajętość {busy} · {clock} · obciążenie {load} · RAM {used} z {total} · swap {swap}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{busy} busy, memory bus {bus}
{used} of {total} used · {temperature} · fan {fan}
{power} of {limit} · energy {energy}
clocks {core} core, {memory} memory
PCIe rx {rx}, tx {tx} · throttling: {throttle}</source>
        <translation>zajętość {busy}, magistrala pamięci {bus}
użyte {used} z {total} · {temperature} · wentylator {fan}
{power} z {limit} · energia {energy}
taktowanie: rdzeń {core}, pamięć {memory}
PCIe rx {rx}, tx {tx} · dławienie (throttling): {throttle}</translation>
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
        <translation>Odczyt co</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often to read the hardware ({low}-{high} s)</source>
        <translation>Jak często odczytywać sprzęt ({low}–{high} s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much of the past the plots show</source>
        <translation>Jaki okres wstecz pokazują wykresy</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The recorded process: {cpu} of one core, {rss} resident</source>
        <translation>Nagrany proces: {cpu} jednego rdzenia, {rss} w pamięci (RSS)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its agent on {host}: {cpu} of one core, {rss} resident</source>
        <translation>Jego agent na {host}: {cpu} jednego rdzenia, {rss} w pamięci</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>This app: {cpu} of one core, {rss} resident</source>
        <translation>Ta aplikacja: {cpu} jednego rdzenia, {rss} w pamięci (RSS)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+144"/>
        <source>Reading this machine&apos;s hardware…</source>
        <translation>Odczytywanie sprzętu tego komputera…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+174"/>
        <source>No GPU found</source>
        <translation>Nie znaleziono GPU</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Utilization</source>
        <translation>Wykorzystanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>zajętość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory used</source>
        <translation>Użyta pamięć</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>pamięć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU temperature</source>
        <translation>Temperatura GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU power</source>
        <translation>Moc GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>power</source>
        <translation>moc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation>Taktowanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clock</source>
        <translation>taktowanie</translation>
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
        <translation>CPU i pamięć</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU {index} · {vendor}</source>
        <translation>GPU {index} · {vendor}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="+33"/>
        <source>reading…</source>
        <translation>odczyt…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Software on {host}:&lt;/b&gt; {listed}</source>
        <translation>&lt;b&gt;Oprogramowanie na {host}:&lt;/b&gt; {listed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Software:&lt;/b&gt; {listed}</source>
        <translation>&lt;b&gt;Oprogramowanie:&lt;/b&gt; {listed}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="-128"/>
        <source>RAM total</source>
        <translation>RAM łącznie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU {index}</source>
        <translation>GPU {index}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/curves.py" line="+18"/>
        <source>{gpu} memory bus</source>
        <translation>{gpu} magistrala pamięci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} core</source>
        <translation>{gpu} rdzeń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} memory</source>
        <translation>{gpu} pamięć</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/page.py" line="+8"/>
        <source>{gpu} total</source>
        <translation>{gpu} łącznie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu} limit</source>
        <translation>{gpu} limit</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/cards.py" line="+12"/>
        <source>measuring…</source>
        <translation>pomiar…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/hardware/tables.py" line="-19"/>
        <source>Shown from this machine&apos;s last launch; reading it afresh…</source>
        <translation>Dane z ostatniego uruchomienia na tym komputerze; trwa ponowny odczyt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the rest: the CPU in detail, the RAM copy speed and PyTorch…</source>
        <translation>Odczyt reszty: szczegóły CPU, szybkość kopiowania RAM i PyTorch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The machine the recording was made on, not this one: its specs and its readings as recorded.</source>
        <translation>Komputer, na którym powstało nagranie, a nie ten: jego specyfikacja i odczyty tak, jak je nagrano.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Two machines: {host}, read live over ssh, and this one, {here}. Each card and curve is named by its machine.</source>
        <translation>Dwie maszyny: {host}, odczytywana na żywo przez ssh, i ta, {here}. Każda karta i krzywa nosi nazwę swojej maszyny.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CPU has a few fast cores; SIMD ({simd}) lets each one work on 8 to 16 numbers per instruction. A GPU has thousands of simpler lanes and memory several times faster, which is what the large matrix multiplications of deep learning need: the same operation on many numbers at once.</source>
        <translation>CPU ma kilka szybkich rdzeni; SIMD ({simd}) pozwala każdemu z nich przetwarzać 8 do 16 liczb w jednej instrukcji. GPU ma tysiące prostszych ścieżek i kilkakrotnie szybszą pamięć, a tego właśnie potrzebują duże mnożenia macierzy w deep learningu: ta sama operacja na wielu liczbach naraz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>running on CPU only</source>
        <translation>tylko CPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{vendor}: {reason}</source>
        <translation>{vendor}: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only ({reasons})</source>
        <translation>tylko CPU ({reasons})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Everything still works on the CPU. On a machine with an NVIDIA, AMD or Apple GPU, each GPU gets a card here, the GPU/CPU ratios of cores, memory bandwidth and FLOPS appear below, and the plots add GPU utilization, memory, temperature, power and clocks.</source>
        <translation>&lt;b&gt;Dlaczego:&lt;/b&gt; {status}.&lt;br&gt;&lt;br&gt;Wszystko nadal działa na CPU. Na komputerze z GPU NVIDIA, AMD lub Apple każde GPU ma tu własną kartę, poniżej pojawiają się stosunki GPU/CPU liczby rdzeni, przepustowości pamięci i FLOPS, a wykresy pokazują także wykorzystanie, pamięć, temperaturę, moc i taktowanie GPU.</translation>
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
        <translation>Proces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>Pamięć GPU</translation>
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
        <translation>CPU według rdzeni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: {host}</source>
        <translation>{title}: {host}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busy (%)</source>
        <translation>zajętość (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>logical core</source>
        <translation>rdzeń logiczny</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia_values.py" line="+41"/>
        <source>no NVIDIA driver found (NVML library not installed)</source>
        <translation>nie znaleziono sterownika NVIDIA (biblioteka NVML nie jest zainstalowana)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver not loaded</source>
        <translation>sterownik NVIDIA nie jest załadowany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>driver/library version mismatch: reboot</source>
        <translation>niezgodność wersji sterownika i biblioteki: uruchom komputer ponownie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to access the NVIDIA driver</source>
        <translation>brak uprawnień dostępu do sterownika NVIDIA</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>idle</source>
        <translation>bezczynność</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applications clocks setting</source>
        <translation>ustawienie zegarów aplikacji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software power cap</source>
        <translation>programowy limit mocy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware slowdown</source>
        <translation>sprzętowe spowolnienie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sync boost</source>
        <translation>sync boost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>software thermal slowdown</source>
        <translation>programowe spowolnienie termiczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hardware thermal slowdown</source>
        <translation>sprzętowe spowolnienie termiczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power brake</source>
        <translation>hamulec mocy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>display clock setting</source>
        <translation>ustawienie zegara wyświetlania</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/amd_specs.py" line="+19"/>
        <source>amdsmi not installed (pip install &apos;dl-dashboard[amd]&apos;)</source>
        <translation>amdsmi nie jest zainstalowany (pip install &apos;dl-dashboard[amd]&apos;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no AMD GPU found</source>
        <translation>nie znaleziono GPU AMD</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>AMD GPU driver (amdgpu) not loaded</source>
        <translation>sterownik GPU AMD (amdgpu) nie jest załadowany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AMD GPU driver (amdgpu) did not answer (DRM error)</source>
        <translation>sterownik GPU AMD (amdgpu) nie odpowiedział (błąd DRM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no permission to open the AMD GPU: add your user to the &apos;render&apos; and &apos;video&apos; groups</source>
        <translation>brak uprawnień do otwarcia GPU AMD: dodaj swojego użytkownika do grup &apos;render&apos; i &apos;video&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) could not be loaded: install amd-smi-lib from ROCm</source>
        <translation>nie można załadować biblioteki AMD SMI (libamd_smi.so): zainstaluj amd-smi-lib z ROCm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD SMI library (libamd_smi.so) is too old for this amdsmi package</source>
        <translation>biblioteka AMD SMI (libamd_smi.so) jest za stara dla tego pakietu amdsmi</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/apple.py" line="+35"/>
        <source>not a Mac</source>
        <translation>to nie jest Mac</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intel Mac: no Apple Silicon GPU</source>
        <translation>Mac z procesorem Intel: brak GPU Apple Silicon</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/nvidia.py" line="+51"/>
        <source>nvidia-ml-py is not installed</source>
        <translation>nvidia-ml-py nie jest zainstalowany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA driver found but no GPU</source>
        <translation>znaleziono sterownik NVIDIA, ale nie ma GPU</translation>
    </message>
    <message>
        <location filename="../../dashboard/hardware/energy.py" line="+25"/>
        <source>no {folder} (not Linux, or a virtual machine that hides the CPU&apos;s energy counters)</source>
        <translation>brak {folder} (to nie Linux albo maszyna wirtualna ukrywa liczniki energii CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no RAPL package zone in {folder} (not an Intel or recent AMD CPU, or hidden by the VM)</source>
        <translation>brak strefy pakietu RAPL w {folder} (CPU nie jest Intelem ani nowszym AMD albo strefę ukrywa maszyna wirtualna)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is readable by root only (Linux 5.10 and newer); run as root or allow it with chmod</source>
        <translation>{file} może czytać tylko root (Linux 5.10 i nowsze); uruchom jako root albo zezwól na odczyt przez chmod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} could not be read: {error}</source>
        <translation>nie udało się odczytać {file}: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML could not start: {error}</source>
        <translation>NVML nie uruchomił się: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML has no GPU {index}: {error}</source>
        <translation>NVML nie ma GPU {index}: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this GPU has no energy counter (NVML offers one on Volta and newer)</source>
        <translation>ten GPU nie ma licznika energii (NVML udostępnia go od architektury Volta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVML failed: {error}</source>
        <translation>błąd NVML: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no energy counter is read for {device}</source>
        <translation>dla {device} nie jest odczytywany żaden licznik energii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the energy counter could not be read</source>
        <translation>nie udało się odczytać licznika energii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another rank could not read its device&apos;s energy counter</source>
        <translation>inny proces (rank) nie mógł odczytać licznika energii swojego urządzenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no epoch was completed</source>
        <translation>nie ukończono żadnej epoki</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../dashboard/lessons/advisor_lesson.py" line="+32"/>
        <source>The GPUs are estimates from their published numbers and the traced model, not measurements.</source>
        <translation>GPU są tu szacunkami na podstawie ich opublikowanych danych i prześledzonego modelu, a nie pomiarami.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Measured here: {rate:,.0f} samples/s on {device} at batch {batch}.</source>
        <translation>Zmierzono tutaj: {rate:,.0f} próbek/s na {device} przy partii {batch}.</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+29"/>
        <source>No catalogue GPU fits this model at this batch.</source>
        <translation>Żadne GPU z katalogu nie mieści tego modelu przy tej partii.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s.</source>
        <translation>Najszybsza dla tego modelu: {gpu}, około {rate} próbek/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest for this model: {gpu}, about {rate} samples/s, {ratio:,.0f}x the {measured:,.0f} samples/s measured here on {device}.</source>
        <translation>Najszybsza dla tego modelu: {gpu}, około {rate} próbek/s, {ratio:,.0f}x więcej niż {measured:,.0f} próbek/s zmierzone tutaj na {device}.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, compute-bound for this model.</source>
        <translation>Najszybsze: {gpu}, {low}–{high} próbek/s, dla tego modelu ograniczone obliczeniami (compute-bound).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest: {gpu}, {low}-{high} samples/s, memory-bound for this model.</source>
        <translation>Najszybsze: {gpu}, {low}–{high} próbek/s, dla tego modelu ograniczone przepustowością pamięci (bandwidth-bound).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most samples per joule: {gpu}.</source>
        <translation>Najwięcej próbek na dżul: {gpu}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest memory that fits: {gpu} with {memory} GB (largest batch about {batch:,}).</source>
        <translation>Najmniejsza pamięć, która wystarcza: {gpu} z {memory} GB (największa partia około {batch:,}).</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/bench.py" line="+41"/>
        <source>{benchmark} on {device}</source>
        <translation>{benchmark} na {device}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peaks on {device}</source>
        <translation>szczyty na {device}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>No GPU here: the CPU was measured; the {gpu} is shown from its published numbers (estimate), its matmul at {share:.0%} of its fp32 peak.</source>
        <translation>Brak GPU: zmierzono CPU; {gpu} pokazano na podstawie opublikowanych danych (szacunek), z matmul przy {share:.0%} jego szczytu fp32.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name}: w matmul fp32 byłoby to około {gflops:,.0f} GFLOPS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} would reach about {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name}: w matmul fp32 byłoby to około {gflops:,.0f} GFLOPS, {share:.0%} jego szczytu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul.</source>
        <translation>{name}: zmierzono {gflops:,.0f} GFLOPS w matmul fp32.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of the peak computed from the clock it reports: it ran at a higher clock than that (turbo boost, which a virtual machine often hides), so that peak is too low.</source>
        <translation>{name}: zmierzono {gflops:,.0f} GFLOPS w matmul fp32, {share:.0%} szczytu obliczonego z raportowanego taktowania: rzeczywiste taktowanie było wyższe (turbo boost, które maszyna wirtualna często ukrywa), więc ten szczyt jest za niski.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} measured {gflops:,.0f} GFLOPS on an fp32 matmul, {share:.0%} of its peak.</source>
        <translation>{name}: zmierzono {gflops:,.0f} GFLOPS w matmul fp32, {share:.0%} jego szczytu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No matmul could be measured here: the details say why.</source>
        <translation>Nie udało się tu zmierzyć żadnego matmul: szczegóły mówią dlaczego.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul, {share:.0%} of its computed peak.</source>
        <translation>Ten procesor osiągnął {gflops:,.0f} GFLOPS na matmul, {share:.0%} obliczonego szczytu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This processor reached {gflops:,.0f} GFLOPS on a matmul.</source>
        <translation>Ten procesor osiągnął {gflops:,.0f} GFLOPS na matmul.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A {gpu} would multiply matrices about {ratio:,.0f}x as fast as this CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>{gpu} mnożyłaby macierze około {ratio:,.0f}x szybciej niż ten CPU: {gflops:,.0f} wobec {cpu:,.0f} GFLOPS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {gpu} multiplied matrices {ratio:,.0f}x as fast as the CPU: {gflops:,.0f} against {cpu:,.0f} GFLOPS.</source>
        <translation>{gpu} mnożyło macierze {ratio:,.0f}x szybciej niż CPU: {gflops:,.0f} wobec {cpu:,.0f} GFLOPS.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate (estimate): thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>To {ratio:,.0f}x wydajność CPU (szacunek): tysiące ścieżek pracują nad niezależnymi fragmentami tych samych macierzy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is {ratio:,.0f}x the CPU&apos;s rate: thousands of lanes working on independent pieces of the same matrices.</source>
        <translation>To {ratio:,.0f}x wydajność CPU: tysiące ścieżek pracują nad niezależnymi fragmentami tych samych macierzy.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No GPU here: the CPU was measured; the GDDR and HBM GPUs are shown from their published numbers.</source>
        <translation>Brak GPU: zmierzono CPU; GPU z pamięcią GDDR i HBM pokazano na podstawie opublikowanych danych.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The matmul or the copy could not be measured here, so there is no ridge to place the model against.</source>
        <translation>Nie udało się tu zmierzyć matmul lub kopiowania, więc nie ma grzbietu (ridge), względem którego umieścić model.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this device, work below about {ridge:.0f} FLOPs per byte waits for memory; above it, for arithmetic.</source>
        <translation>Na tym urządzeniu praca poniżej około {ridge:.0f} FLOP na bajt czeka na pamięć; powyżej – na arytmetykę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, below this device&apos;s ridge of {ridge:.0f}: memory bandwidth limits it (bandwidth-bound).</source>
        <translation>Model wykonuje {intensity:.0f} FLOP na bajt, poniżej grzbietu (ridge) tego urządzenia, {ridge:.0f}: ogranicza go przepustowość pamięci (bandwidth-bound).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte, above this device&apos;s ridge of {ridge:.0f}: arithmetic limits it (compute-bound).</source>
        <translation>Model wykonuje {intensity:.0f} FLOP na bajt, powyżej grzbietu (ridge) tego urządzenia, {ridge:.0f}: ogranicza go arytmetyka (compute-bound).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This CPU measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>Na tym CPU zmierzono {matmul:,.0f} GFLOPS w matmul i {copy:,.0f} GB/s przy kopiowaniu: praca poniżej około {ridge:.0f} FLOPs na bajt czeka tu na pamięć.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This {device} measured {matmul:,.0f} GFLOPS on a matmul and {copy:,.0f} GB/s on a copy: work below about {ridge:.0f} FLOPs per byte waits for memory here.</source>
        <translation>Na tym urządzeniu ({device}) zmierzono {matmul:,.0f} GFLOPS w matmul i {copy:,.0f} GB/s przy kopiowaniu: praca poniżej około {ridge:.0f} FLOPs na bajt czeka tu na pamięć.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the bandwidth-bound side.</source>
        <translation>Model wykonuje {intensity:.0f} FLOPs na bajt i osiągnął {gflops:,.0f} GFLOPS: na tym urządzeniu leży po stronie ograniczenia przepustowością pamięci (bandwidth-bound).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model does {intensity:.0f} FLOPs per byte and reached {gflops:,.0f} GFLOPS: on this device it sits on the compute-bound side.</source>
        <translation>Model wykonuje {intensity:.0f} FLOPs na bajt i osiągnął {gflops:,.0f} GFLOPS: na tym urządzeniu leży po stronie ograniczenia obliczeniami (compute-bound).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} ({memory}, {bandwidth:,.0f} GB/s) turns at {ridge:.0f} FLOPs per byte.</source>
        <translation>{gpu} ({memory}, {bandwidth:,.0f} GB/s) ma punkt załamania przy {ridge:.0f} FLOPs na bajt.</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/catalog.py" line="+39"/>
        <source>CPU vs GPU: a few fast cores against thousands of simple ones</source>
        <translation>CPU vs GPU: kilka szybkich rdzeni kontra tysiące prostych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU has a handful of powerful cores, each with SIMD lanes that apply one instruction to 8 or 16 numbers at once; a GPU has thousands of simpler lanes and memory several times faster. Training is mostly large matrix multiplications, which split into many independent pieces, so the GPU&apos;s width wins. This lesson puts both side by side and times the same matrix multiplication on each.</source>
        <translation>CPU ma garstkę wydajnych rdzeni, każdy ze ścieżkami SIMD, które stosują jedną instrukcję naraz do 8 lub 16 liczb; GPU ma tysiące prostszych ścieżek i kilkakrotnie szybszą pamięć. Trening to głównie duże mnożenia macierzy, które dzielą się na wiele niezależnych części, więc wygrywa szerokość GPU. Ta lekcja zestawia oba procesory i mierzy na każdym czas tego samego mnożenia macierzy (matmul).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Batch size is the unit of parallelism</source>
        <translation>Rozmiar partii (batch size) to jednostka równoległości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A batch is the group of samples processed together in one step: a larger batch gives the hardware more independent work at once, so throughput rises. Once the cores are full it flattens at the knee, and past it a larger batch only costs memory, or even slows down when it no longer fits in the caches.</source>
        <translation>Partia (batch) to grupa próbek przetwarzanych razem w jednym kroku: większa partia daje sprzętowi więcej niezależnej pracy naraz, więc przepustowość rośnie. Gdy rdzenie są w pełni zajęte, krzywa wypłaszcza się w kolanie (knee), a dalej większa partia tylko kosztuje pamięć, a nawet zwalnia, gdy przestaje mieścić się w pamięci podręcznej (cache).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When the CPU wins</source>
        <translation>Kiedy wygrywa CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting work on a GPU has a fixed cost: launching each operation and copying each batch. A small model at a small batch gives the GPU too little to do to pay that cost back, so the CPU is faster; as the batch grows the GPU overtakes it at the crossover batch.</source>
        <translation>Rozpoczęcie pracy na GPU ma stały koszt: uruchomienie każdej operacji (kernel launch) i skopiowanie każdej partii. Mały model przy małej partii daje GPU za mało pracy, by ten koszt się zwrócił, więc CPU jest szybszy; gdy partia rośnie, GPU wyprzedza go w punkcie przecięcia (crossover).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory limits: what fills the device</source>
        <translation>Limity pamięci: co wypełnia urządzenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training keeps the weights, one gradient per weight, the optimizer&apos;s state (Adam keeps two more numbers per weight) and the activations saved for the backward pass. Only the activations grow with the batch, so they decide the largest batch that fits; one more and the device runs out of memory.</source>
        <translation>Trening przechowuje wagi, jeden gradient na wagę, stan optymalizatora (Adam trzyma dwie dodatkowe liczby na wagę) i aktywacje zapisane dla przejścia wstecz. Z partią rosną tylko aktywacje, więc to one decydują o największej partii, która się mieści; o jedną więcej i urządzeniu brakuje pamięci (out of memory).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs are serial, batches are parallel</source>
        <translation>Epoki są sekwencyjne, partie równoległe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An epoch is one pass over the training data in steps of one batch, and each step needs the weights the previous step produced, so steps run one after another. A larger batch means fewer steps per epoch, which shortens the epoch only while throughput still rises. More devices split each batch between them; they cannot run the steps of an epoch at the same time.</source>
        <translation>Epoka to jedno przejście przez dane treningowe w krokach po jednej partii, a każdy krok potrzebuje wag wyprodukowanych przez poprzedni, więc kroki wykonują się jeden po drugim. Większa partia oznacza mniej kroków na epokę, co skraca epokę tylko dopóty, dopóki przepustowość jeszcze rośnie. Kilka urządzeń dzieli między siebie każdą partię (data parallelism); nie mogą wykonywać kroków epoki jednocześnie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory bandwidth vs compute: the roofline</source>
        <translation>Przepustowość pamięci vs obliczenia: wykres roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every operation needs arithmetic and data. If it does few calculations per byte it reads, it waits for memory (bandwidth-bound); if many, it waits for the arithmetic units (compute-bound). The roofline draws both limits; GPUs with HBM memory move data several times faster than those with GDDR, which matters for the bandwidth-bound part of a model.</source>
        <translation>Każda operacja potrzebuje arytmetyki i danych. Jeśli wykonuje mało obliczeń na odczytany bajt, czeka na pamięć (bandwidth-bound); jeśli dużo, czeka na jednostki arytmetyczne (compute-bound). Wykres roofline pokazuje oba limity; GPU z pamięcią HBM przesyłają dane kilka razy szybciej niż te z GDDR, co ma znaczenie dla części modelu ograniczonej przepustowością pamięci.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mixed precision and tensor cores</source>
        <translation>Mieszana precyzja (mixed precision) i rdzenie tensorowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers stored in 16 bits (fp16, bf16) take half the memory and bandwidth of 32-bit ones, and tensor cores multiply them many times faster. Mixed precision computes in 16 bits where it is safe and keeps the weights in 32 bits, so the loss should fall as it does in fp32.</source>
        <translation>Liczby zapisane w 16 bitach (fp16, bf16) zajmują połowę pamięci i przepustowości liczb 32-bitowych, a rdzenie tensorowe mnożą je wielokrotnie szybciej. Mieszana precyzja (mixed precision) liczy w 16 bitach tam, gdzie to bezpieczne, a wagi trzyma w 32 bitach, więc strata (loss) powinna spadać tak samo jak w fp32.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfer learning: what to train</source>
        <translation>Uczenie transferowe (transfer learning): co trenować</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network trained on a large dataset already knows general features. Freezing its backbone trains only the new head: far fewer trainable parameters, no gradients for the rest, less memory and faster steps; training the last block too, or everything, adapts more at a higher cost.</source>
        <translation>Sieć wytrenowana na dużym zbiorze danych zna już ogólne cechy. Zamrożenie jej szkieletu (frozen backbone) oznacza trenowanie tylko nowej głowicy: znacznie mniej parametrów trenowalnych, brak gradientów dla reszty, mniej pamięci i szybsze kroki; trenowanie także ostatniego bloku albo całości dopasowuje sieć bardziej, ale większym kosztem.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CNN vs LSTM: why a recurrent model parallelises less</source>
        <translation>CNN vs LSTM: dlaczego model rekurencyjny słabiej się zrównolegla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A convolution looks at every position of its input at once; an LSTM reads a sequence one position after another, because each step needs the previous step&apos;s state. A fused LSTM kernel (cuDNN on NVIDIA) does each time step in a few large operations; a hand-written cell launches many small ones per step, so it pays more for every position of the sequence.</source>
        <translation>Konwolucja patrzy naraz na każdą pozycję swojego wejścia; LSTM czyta sekwencję pozycja po pozycji, bo każdy krok potrzebuje stanu z poprzedniego kroku. Połączone jądro LSTM (fused kernel, cuDNN na NVIDIA) wykonuje każdy krok czasowy w kilku dużych operacjach; ręcznie napisana komórka uruchamia w każdym kroku wiele małych, więc płaci więcej za każdą pozycję sekwencji.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Threads and SIMD on the CPU</source>
        <translation>Wątki i SIMD na CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU parallelises a step over its cores with threads, and within each core over SIMD lanes. More threads help only when the batch has enough work to share: a small batch spends more time dividing and synchronising than computing.</source>
        <translation>CPU zrównolegla krok na swoje rdzenie za pomocą wątków, a w każdym rdzeniu na ścieżki SIMD. Więcej wątków pomaga tylko wtedy, gdy partia ma dość pracy do podziału: mała partia spędza więcej czasu na dzieleniu pracy i synchronizacji niż na obliczeniach.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing a GPU</source>
        <translation>Wybór GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right GPU is the one whose memory holds your model at the batch you want and whose compute or bandwidth, whichever limits your model, is highest for the money and power. The advisor traces the model once and estimates every catalogue GPU from its published numbers.</source>
        <translation>Właściwe GPU to takie, którego pamięć zmieści Twój model przy wybranej partii i którego moc obliczeniowa lub przepustowość pamięci (zależnie od tego, co ogranicza Twój model) jest najwyższa w stosunku do ceny i poboru mocy. Doradca raz śledzi model i szacuje każde GPU z katalogu na podstawie jego opublikowanych danych.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention and sequence length</source>
        <translation>Uwaga a długość sekwencji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In attention every position of a sequence looks at every earlier one. Written as the formula, it keeps a score for each pair of positions, so its memory grows with the square of the sequence length; a fused kernel (FlashAttention, PyTorch&apos;s scaled_dot_product_attention) computes the same result in tiles and never keeps them all, so its memory grows linearly.</source>
        <translation>W mechanizmie uwagi każda pozycja sekwencji patrzy na wszystkie wcześniejsze. Zapisana jak wzór, uwaga trzyma wynik dla każdej pary pozycji, więc jej pamięć rośnie z kwadratem długości sekwencji; scalone jądro (FlashAttention, scaled_dot_product_attention w PyTorch) liczy ten sam wynik kafelkami i nigdy nie trzyma ich wszystkich, więc jego pamięć rośnie liniowo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What fits for a language model</source>
        <translation>Co się mieści dla modelu językowego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning every weight of a language model keeps, per parameter, the weight, its gradient and Adam&apos;s state: about 16 bytes. LoRA freezes the model and trains small adapters beside it; QLoRA also stores the frozen weights in 4 bits. Inference needs only the weights and the KV cache of the context.</source>
        <translation>Dostrajanie wszystkich wag modelu językowego przechowuje na każdy parametr wagę, jej gradient i stan Adama: około 16 bajtów. LoRA zamraża model i trenuje obok niego małe adaptery; QLoRA dodatkowo zapisuje zamrożone wagi w 4 bitach. Wnioskowanie potrzebuje tylko wag i pamięci podręcznej KV kontekstu.</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/estimates.py" line="+16"/>
        <source>(estimate)</source>
        <translation>(szacunek)</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/lab.py" line="+89"/>
        <source>{step} ({done} of {units})</source>
        <translation>{step} ({done} z {units})</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{series} at sequence length {length}</source>
        <translation>{series}, długość sekwencji {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series} batch {batch}</source>
        <translation>{series}, partia {batch}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/memory.py" line="+45"/>
        <source>No GPU here: a CPU has no memory limit that can be hit safely (running out means the system killing the app, not an error to catch), so the CPU&apos;s memory was measured at a few batches and the largest batch of catalogue GPUs is estimated (estimate).</source>
        <translation>Brak GPU: CPU nie ma limitu pamięci, który można bezpiecznie osiągnąć (jego przekroczenie oznacza, że system zabija aplikację, a nie błąd do przechwycenia), więc zmierzono pamięć CPU przy kilku partiach, a największe partie GPU z katalogu oszacowano (szacunek).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Batch {fitting:,} was the largest that fitted on {device}; batch {failing:,} raised a real out-of-memory error.</source>
        <translation>Partia {fitting:,} była największą, która zmieściła się na {device}; partia {failing:,} wywołała prawdziwy błąd braku pamięci.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, gradients and optimizer state take {fixed} at any batch; activations, {activations} at batch {batch}, grow with it.</source>
        <translation>Wagi, gradienty i stan optymalizatora zajmują {fixed} przy każdej partii; aktywacje, {activations} przy partii {batch}, rosną razem z nią.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On a GPU, one batch too many raises torch.cuda.OutOfMemoryError: the step fails, the batch is halved until it fits. Estimated largest batches: {batches}.</source>
        <translation>Na GPU zbyt duża partia wywołuje torch.cuda.OutOfMemoryError: krok kończy się błędem, a partia jest zmniejszana o połowę, aż się zmieści. Szacowane największe partie: {batches}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch {failing:,} raised a real out-of-memory error on {device}, caught and reported; the largest batch that fitted was {fitting:,}.</source>
        <translation>Partia {failing:,} wywołała na {device} prawdziwy błąd braku pamięci (out of memory), przechwycony i zgłoszony; największa partia, która się zmieściła, to {fitting:,}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>At batch {batch} with Adam: weights {weights}, gradients {gradients}, optimizer state {optimizer} (together {fixed}, whatever the batch) and activations {activations}, which grow with the batch (sizes of the traced tensors).</source>
        <translation>Przy partii {batch} z Adamem: wagi {weights}, gradienty {gradients}, stan optymalizatora {optimizer} (razem {fixed}, niezależnie od partii) i aktywacje {activations}, które rosną z partią (rozmiary prześledzonych tensorów).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Measured peak memory went from {first} at batch {first_batch} to {last} at batch {last_batch} (the whole process on a CPU).</source>
        <translation>Zmierzone szczytowe zużycie pamięci wzrosło z {first} przy partii {first_batch} do {last} przy partii {last_batch} (na CPU: cały proces).</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/readings.py" line="+20"/>
        <source>Curves and figures marked (estimate) are computed from published specifications, not measured here: they show the shape to expect, not this machine.</source>
        <translation>Krzywe i wartości oznaczone (szacunek) są obliczone z opublikowanych specyfikacji, a nie zmierzone tutaj: pokazują oczekiwany kształt, a nie ten komputer.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Other processes used up to {busiest:.0f}% of the CPU while this was measured: the figures are likely low and noisier than on an idle machine.</source>
        <translation>Inne procesy zajmowały do {busiest:.0f}% CPU w czasie pomiaru: wyniki są prawdopodobnie zaniżone i bardziej zaszumione niż na bezczynnym komputerze.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>At batch {batch}, {faster} ran {ratio:.2f}x as fast as {slower} ({fast:,.0f} samples/s against {slow:,.0f} samples/s): {why}</source>
        <translation>Przy partii {batch} stosunek szybkości {faster} do {slower} wyniósł {ratio:.2f}x ({fast:,.0f} próbek/s wobec {slow:,.0f} próbek/s): {why}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/run.py" line="+144"/>
        <source>setting up: {title}</source>
        <translation>przygotowanie: {title}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>done</source>
        <translation>gotowe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson could not run here: {message}</source>
        <translation>Lekcja nie mogła się tu wykonać: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson failed: {error}: {message}</source>
        <translation>Lekcja nie powiodła się: {error}: {message}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stopped before the end: {reading}</source>
        <translation>Zatrzymano przed końcem: {reading}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Stopped after %Ln measured point(s); there is not enough to read yet.</source>
        <translation>
            <numerusform>Zatrzymano po zmierzeniu %Ln punktu; to jeszcze za mało, by coś odczytać.</numerusform>
            <numerusform>Zatrzymano po zmierzeniu %Ln punktów; to jeszcze za mało, by coś odczytać.</numerusform>
            <numerusform>Zatrzymano po zmierzeniu %Ln punktów; to jeszcze za mało, by coś odczytać.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/sweeps.py" line="+80"/>
        <source>Going from batch {first} to batch {best} multiplied throughput by {ratio:.1f}x: a bigger batch is more work the cores do at once.</source>
        <translation>Przejście od partii {first} do partii {best} zwiększyło przepustowość {ratio:.1f}x: większa partia to więcej pracy, którą rdzenie wykonują naraz.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Peak memory grew with each step up ({steps}).</source>
        <translation>Szczytowe zużycie pamięci rosło z każdym zwiększeniem partii ({steps}).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No GPU here: the CPU was measured; the {gpu} curve is an estimate from its published numbers, not a measurement.</source>
        <translation>Brak GPU: zmierzono CPU; krzywa {gpu} to szacunek na podstawie opublikowanych danych, a nie pomiar.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>an estimate: the GPU side is not measured</source>
        <translation>szacunkowy: strona GPU nie jest mierzona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clear: both leads are beyond the noise</source>
        <translation>wyraźny: obie przewagi wykraczają poza szum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not certain: a lead within {margin:.0%} could swap on the next run</source>
        <translation>niepewny: przewaga w granicach {margin:.0%} może się odwrócić w następnym przebiegu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on (the curves meet near batch {meet:.0f}); this crossover is {sure}.</source>
        <translation>Przy małych partiach wygrywa {small}, a od partii {batch} wzwyż {large} (krzywe przecinają się w okolicy partii {meet:.0f}); ten punkt przecięcia jest {sure}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{small} was faster at small batches and {large} from batch {batch} on; this crossover is {sure}.</source>
        <translation>Przy małych partiach wygrywa {small}, a od partii {batch} wzwyż {large}; ten punkt przecięcia jest {sure}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{winner} was faster than {loser} at every batch measured, from {smallest} to {largest}: no crossover here.</source>
        <translation>Przy każdej zmierzonej partii, od {smallest} do {largest}, wygrywa {winner}, a przegrywa {loser}: nie ma tu punktu przecięcia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side overtook the other over the batches measured.</source>
        <translation>Żadna ze stron nie wyprzedziła drugiej w zakresie zmierzonych partii.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each step needs the weights the step before produced, so the steps of an epoch run one after another whatever the number of devices: more devices only split each batch.</source>
        <translation>Każdy krok potrzebuje wag wyprodukowanych przez poprzedni, więc kroki epoki wykonują się jeden po drugim bez względu na liczbę urządzeń: więcej urządzeń tylko dzieli każdą partię.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An epoch took {small_time} at batch {small} ({small_steps:,} steps, one after another) and {large_time} at batch {large} ({large_steps:,} steps).</source>
        <translation>Epoka trwała {small_time} przy partii {small} (kroki jeden po drugim: {small_steps:,}) i {large_time} przy partii {large} (kroki: {large_steps:,}).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because the larger batch did more of each step&apos;s work in parallel.</source>
        <translation>Epoka (próbki: {dataset:,}) to sekwencyjne kroki: {small_steps:,} przy partii {small} (zmierzono {small_time}) i {large_steps:,} przy partii {large} ({large_time}): czas {ratio:.2f}x przy {small}/{large} liczby kroków, bo większa partia wykonała równolegle więcej pracy każdego kroku.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An epoch of {dataset:,} samples is {small_steps:,} serial steps at batch {small} ({small_time} measured) and {large_steps:,} at batch {large} ({large_time}): {ratio:.2f}x the time for {small}/{large} of the steps, because throughput did not rise with the batch here, so fewer steps did not mean a shorter epoch.</source>
        <translation>Epoka (próbki: {dataset:,}) to sekwencyjne kroki: {small_steps:,} przy partii {small} (zmierzono {small_time}) i {large_steps:,} przy partii {large} ({large_time}): czas {ratio:.2f}x przy {small}/{large} liczby kroków, bo przepustowość nie rosła tu z partią, więc mniej kroków nie oznaczało krótszej epoki.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>16-bit numbers halve the bytes moved, and tensor cores (on a GPU) multiply them faster; a CPU without bf16 units may gain little or lose.</source>
        <translation>Liczby 16-bitowe oznaczają o połowę mniej przesyłanych bajtów, a rdzenie tensorowe (na GPU) mnożą je szybciej; CPU bez jednostek bf16 może zyskać niewiele albo nawet stracić.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The backbone starts from random weights here (no download), so this shows what each choice costs and how fast it learns from scratch: a frozen random backbone gives the head features that mean nothing, where frozen pretrained features would already separate the classes.</source>
        <translation>Szkielet startuje tu z losowych wag (bez pobierania), więc widać, ile kosztuje każdy wybór i jak szybko sieć uczy się od zera: zamrożony losowy szkielet daje głowicy cechy bez znaczenia, podczas gdy zamrożone wstępnie wytrenowane cechy już rozdzielałyby klasy.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a frozen backbone needs no gradients or optimizer state for most of the network.</source>
        <translation>zamrożony szkielet nie potrzebuje gradientów ani stanu optymalizatora dla większości sieci.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>about in proportion</source>
        <translation>mniej więcej proporcjonalnie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than in proportion</source>
        <translation>mniej niż proporcjonalnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no measurable growth</source>
        <translation>brak mierzalnego wzrostu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{ms:.0f} ms at {length}</source>
        <translation>{ms:.0f} ms przy długości {length}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{series}: {times} per step at batch {batch}.</source>
        <translation>{series}: {times} na krok przy partii {batch}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: it launches many small operations for every position, where a fused kernel launches a few large ones.</source>
        <translation>Przy długości {length} czas {cell} wyniósł {ratio:.1f}x czasu {fused}: ręcznie napisana komórka uruchamia wiele małych operacji na każdą pozycję, a połączone jądro kilka dużych.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At length {length} the {cell} took {ratio:.1f}x the {fused}&apos;s time: no clear cost of the many small operations on this device.</source>
        <translation>Przy długości {length} czas {cell} wyniósł {ratio:.1f}x czasu {fused}: na tym urządzeniu nie widać wyraźnego kosztu wielu małych operacji.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{series} took {ms:.0f} ms per step at the same batch: its convolutions process every position of an image at once, so it has no sequence of steps to wait on.</source>
        <translation>{series}: {ms:.0f} ms na krok przy tej samej partii: konwolucje przetwarzają naraz każdą pozycję obrazu, więc nie ma ciągu kroków, na które trzeba czekać.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{ratio:.1f}x ({series})</source>
        <translation>{ratio:.1f}x ({series})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {times}x longer sequence barely changed the LSTM steps here ({ratios}): read it as noise.</source>
        <translation>Sekwencja {times}x dłuższa prawie nie zmieniła tu kroków LSTM ({ratios}): traktuj to jako szum.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A {times}x longer sequence made the LSTM steps slower, {ratios}: each position waits for the one before.</source>
        <translation>Sekwencja {times}x dłuższa spowolniła kroki LSTM, {ratios}: każda pozycja czeka na poprzednią.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{series} {ratio:.1f}x ({words})</source>
        <translation>{series} {ratio:.1f}x ({words})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: the positions run one after another, each waiting for the state the one before produced; what does not grow is the part of a step that does not depend on the length (embedding, output layer, optimizer).</source>
        <translation>{times}x dłuższa sekwencja ({short} -&gt; {long}): czas na krok {ratios}: pozycje przetwarzane są jedna po drugiej, każda czeka na stan wyprodukowany przez poprzednią; nie rośnie ta część kroku, która nie zależy od długości (embedding, warstwa wyjściowa, optymalizator).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{times}x longer sequence ({short} -&gt; {long}): {ratios} the time per step: no measurable growth here: read these figures as noise (see below), not as the lesson.</source>
        <translation>{times}x dłuższa sekwencja ({short} -&gt; {long}): czas na krok {ratios}: brak tu mierzalnego wzrostu: traktuj te wartości jako szum (zob. niżej), a nie jako lekcję.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>At batch {batch}, {most} ran {ratio:.2f}x as fast as {one}.</source>
        <translation>Przy partii {batch} stosunek szybkości {most} do {one} wyniósł {ratio:.2f}x.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ideal would be the ratio of threads; what falls short is time spent dividing the work and waiting, which a small batch cannot hide, and cores shared with other programs.</source>
        <translation>Ideałem byłby stosunek liczby wątków; brakującą część stanowi czas dzielenia pracy i czekania, którego mała partia nie ukryje, oraz rdzenie współdzielone z innymi programami.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/column.py" line="+46"/>
        <source>Done in {seconds:,.1f} s</source>
        <translation>Gotowe w {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped in {seconds:,.1f} s</source>
        <translation>Zatrzymano po {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed in {seconds:,.1f} s</source>
        <translation>Błąd po {seconds:,.1f} s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped</source>
        <translation>Zatrzymano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Błąd</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{status}: %Ln point(s) measured</source>
        <translation>
            <numerusform>{status}: zmierzono %Ln punkt</numerusform>
            <numerusform>{status}: zmierzono %Ln punkty</numerusform>
            <numerusform>{status}: zmierzono %Ln punktów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figure_data.py" line="+127"/>
        <source>your model</source>
        <translation>Twój model</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>memory: measured copy {copy:,.0f} GB/s</source>
        <translation>pamięć: zmierzone kopiowanie {copy:,.0f} GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cores (CPU) or SMs (GPU)</source>
        <translation>rdzenie (CPU) lub SM (GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 SIMD lanes per core</source>
        <translation>ścieżki SIMD fp32 na rdzeń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 lanes in all</source>
        <translation>ścieżki fp32 łącznie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clock (GHz)</source>
        <translation>taktowanie (GHz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory bandwidth (GB/s)</source>
        <translation>przepustowość pamięci (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak fp32 (GFLOPS)</source>
        <translation>szczytowe fp32 (GFLOPS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest batch</source>
        <translation>największa partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory gb</source>
        <translation>pamięć (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory type</source>
        <translation>typ pamięci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fits</source>
        <translation>mieści się</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max batch size</source>
        <translation>maks. rozmiar partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second</source>
        <translation>próbek na sekundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second low</source>
        <translation>próbek na sekundę (min.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per second high</source>
        <translation>próbek na sekundę (maks.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>ograniczenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples per joule</source>
        <translation>próbek na dżul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>uwaga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bandwidth gbps</source>
        <translation>przepustowość (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp32 tflops</source>
        <translation>fp32 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ridge flops per byte</source>
        <translation>punkt załamania (FLOPs na bajt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use</source>
        <translation>zastosowanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory (GiB)</source>
        <translation>pamięć (GiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs that fit</source>
        <translation>GPU, w których się mieści</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/figures.py" line="+46"/>
        <source>The lesson&apos;s chart appears here as it is measured: press Run.</source>
        <translation>Wykres lekcji pojawi się tutaj w trakcie pomiaru: naciśnij Uruchom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson measured nothing it could draw: its reading says why.</source>
        <translation>Ta lekcja nie zmierzyła niczego, co dałoby się narysować: odczyt wyjaśnia dlaczego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights</source>
        <translation>wagi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gradients</source>
        <translation>gradienty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation>stan optymalizatora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>activations</source>
        <translation>aktywacje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>workspace</source>
        <translation>przestrzeń robocza</translation>
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
        <translation>Mnożenie macierzy: zmierzone a szczytowe</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>GFLOPS (log scale)</source>
        <translation>GFLOPS (skala log.)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>peak (datasheet)</source>
        <translation>szczyt (specyfikacja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>zmierzone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate, not measured</source>
        <translation>szacunek, nie pomiar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{gflops:,.0f} GFLOPS, {share:.0%} of peak</source>
        <translation>{gflops:,.0f} GFLOPS, {share:.0%} szczytu</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+24"/>
        <location line="+132"/>
        <source>Memory of one training step</source>
        <translation>Pamięć jednego kroku treningu</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Memory of a language model in each use</source>
        <translation>Pamięć modelu językowego w każdym zastosowaniu</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Memory of {model} at {context:,} tokens in each use</source>
        <translation>Pamięć {model} przy {context:,} tokenach w każdym zastosowaniu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>what a 24 GB card can hold</source>
        <translation>ile zmieści karta 24 GB</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Memory of one training step at batch {batch:,}, {total:,.0f} MiB in all</source>
        <translation>Pamięć jednego kroku treningu przy partii {batch:,}, łącznie {total:,.0f} MiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory of one training step at batch {batch:,}</source>
        <translation>Pamięć jednego kroku treningu przy partii {batch:,}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of one training step, {total:,.0f} MiB in all</source>
        <translation>Pamięć jednego kroku treningu, łącznie {total:,.0f} MiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{title}; the largest batch that fitted: {largest:,}</source>
        <translation>{title}; największa partia, która się zmieściła: {largest:,}</translation>
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
        <translation>Lekcje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each lesson measures this machine: 5 to 20 seconds on a 2-core CPU. Click a term in the text for its meaning.</source>
        <translation>Każda lekcja mierzy ten komputer: od 5 do 20 sekund na 2-rdzeniowym CPU. Kliknij pojęcie w tekście, aby zobaczyć jego znaczenie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation>◀ Poprzednia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous lesson (the list is hidden in presenter mode)</source>
        <translation>Poprzednia lekcja (w trybie prezentera lista jest ukryta)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this lesson on this machine</source>
        <translation>Zmierz tę lekcję na tym komputerze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current step; what was measured is kept and read</source>
        <translation>Zatrzymaj po bieżącym kroku; to, co zmierzono, zostanie zachowane i odczytane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation>Następna ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next lesson</source>
        <translation>Następna lekcja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the measurement says</source>
        <translation>Co mówi pomiar</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Press Run to measure it on this machine.</source>
        <translation>Naciśnij Uruchom, aby zmierzyć to na tym komputerze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reading appears here once the lesson has run.</source>
        <translation>Odczyt pojawi się tutaj po wykonaniu lekcji.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Measuring…</source>
        <translation>Pomiar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting {lesson}…</source>
        <translation>Uruchamianie: {lesson}…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopping after the current step…</source>
        <translation>Zatrzymywanie po bieżącym kroku…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{step} · about {seconds:,.0f} s left</source>
        <translation>{step} · pozostało około {seconds:,.0f} s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lesson stopped: {message}</source>
        <translation>Lekcja zatrzymała się: {message}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Failed after {seconds:,.1f} s: nothing was measured.</source>
        <translation>Błąd po {seconds:,.1f} s: nic nie zmierzono.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Playing the recorded lesson…</source>
        <translation>Odtwarzanie nagranej lekcji…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reading appears here once the recorded lesson has run.</source>
        <translation>Odczyt pojawi się tutaj po odtworzeniu nagranej lekcji.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Recorded: {step}</source>
        <translation>Nagrano: {step}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This recording&apos;s figure cannot be drawn ({problem}): it was made by another version of the app, or damaged. Its reading follows.</source>
        <translation>Nie można narysować wykresu z tego nagrania ({problem}): powstało w innej wersji aplikacji lub jest uszkodzone. Poniżej jego odczyt.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/lessons/terms.py" line="+78"/>
        <source>not in the glossary yet</source>
        <translation>jeszcze nie ma w słowniczku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</source>
        <translation>&lt;b&gt;{term}&lt;/b&gt;: {meaning}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Terms (click one for its meaning): {terms}</source>
        <translation>Pojęcia (kliknij, aby zobaczyć znaczenie): {terms}</translation>
    </message>
    <message>
        <location filename="../../dashboard/lessons/llm_lesson.py" line="+40"/>
        <source>Estimates from the model&apos;s published shape and the GPUs&apos; published memory: nothing is measured here.</source>
        <translation>Szacunki z opublikowanego kształtu modelu i opublikowanej pamięci GPU: nic nie jest tu mierzone.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{model} at {context:,} tokens needs {full} to fine-tune fully, which {full_fits} of {count} GPUs hold; with QLoRA it needs {qlora}, which {qlora_fits} hold.</source>
        <translation>{model} przy {context:,} tokenach potrzebuje {full} do pełnego dostrajania, co mieści się w {full_fits} z {count} GPU; z QLoRA potrzebuje {qlora}, co mieści się w {qlora_fits}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{how}: {memory}, of it {cache} of KV cache; {fits} of {count} GPUs hold it, the smallest {smallest}.</source>
        <translation>{how}: {memory}, z tego {cache} pamięci podręcznej KV; mieści się w {fits} z {count} GPU, najmniejsze {smallest}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{how}: {memory}, or {checkpointed} with gradient checkpointing; {fits} of {count} GPUs hold it ({fits_checkpointed} with checkpointing), the smallest {smallest}.</source>
        <translation>{how}: {memory} lub {checkpointed} z gradient checkpointingiem; mieści się w {fits} z {count} GPU ({fits_checkpointed} z checkpointingiem), najmniejsze {smallest}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Assumed: bf16 weights, Adam for the trained parameters, LoRA rank {rank} on every projection, a 4-bit NF4 base for QLoRA, batch {batch}, one GPU with {headroom:.0%} of its memory kept free. The Advisor page says each in full.</source>
        <translation>Założenia: wagi w bf16, Adam dla trenowanych parametrów, LoRA rzędu {rank} na każdej projekcji, 4-bitowa baza NF4 dla QLoRA, partia {batch}, jedno GPU z {headroom:.0%} pamięci wolnej. Strona Doradcy opisuje każde w całości.</translation>
    </message>
</context>
<context>
    <name>Memory</name>
    <message>
        <location filename="../../dashboard/advisor/fits.py" line="+299"/>
        <source>use a batch of at most {largest:,}</source>
        <translation>użyj partii co najwyżej {largest:,}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not even batch 1 fits: free memory, or choose a smaller model or resolution</source>
        <translation>nie mieści się nawet partia 1: zwolnij pamięć albo wybierz mniejszy model lub rozdzielczość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batch {batch:,} of {what} needs about {need} on the {device}; {available} is available (less {kept:.0%} kept free): {advice}</source>
        <translation>partia {batch:,} dla {what} potrzebuje około {need} na {device}; dostępne jest {available} (bez {kept:.0%} zostawianych wolnych): {advice}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{amount:.1f} {unit}</source>
        <translation>{amount:.1f} {unit}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{model} for training in {processes} processes</source>
        <translation>{model} do trenowania w {processes} procesach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{model} for training</source>
        <translation>{model} do trenowania</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{model} for inference</source>
        <translation>{model} do wnioskowania</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>{refusal} (and %Ln larger batch(es))</source>
        <translation>
            <numerusform>{refusal} (i %Ln większa partia)</numerusform>
            <numerusform>{refusal} (i %Ln większe partie)</numerusform>
            <numerusform>{refusal} (i %Ln większych partii)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+74"/>
        <source>{what} at sequence length {length:,}</source>
        <translation>{what} przy długości sekwencji {length:,}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>searching up to batch {largest:,}, not {limit:,}: batch {next:,} of {what} needs about {need} on the {device}, more than the {available} available (less {kept:.0%} kept free)</source>
        <translation>szukanie do partii {largest:,}, nie {limit:,}: partia {next:,} dla {what} potrzebuje około {need} na {device}, więcej niż dostępne {available} (bez {kept:.0%} zostawianych wolnych)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../dashboard/ui/menus.py" line="+50"/>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a run or experiment…</source>
        <translation>&amp;Otwórz przebieg lub eksperyment…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>Otwórz o&amp;statnie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export this page…</source>
        <translation>&amp;Eksportuj tę stronę…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to a &amp;machine…</source>
        <translation>Połącz z &amp;komputerem…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a re&amp;cording…</source>
        <translation>Otwórz &amp;nagranie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export as a recor&amp;ding…</source>
        <translation>Eksportuj jako nagran&amp;ie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Presenter mode</source>
        <translation>T&amp;ryb prezentera</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, panels hidden, large text and thick lines for a projector</source>
        <translation>Pełny ekran, ukryte panele, duży tekst i grube linie dla projektora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side &amp;panels</source>
        <translation>Panele &amp;boczne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Larger text</source>
        <translation>&amp;Większy tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Smaller text</source>
        <translation>&amp;Mniejszy tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normalny rozmiar tekstu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark theme</source>
        <translation>Ciemny motyw</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light theme</source>
        <translation>Jasny motyw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toggle theme</source>
        <translation>Przełącz motyw</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Getting started</source>
        <translation>&amp;Pierwsze kroki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Concepts, and where to see them</source>
        <translation>Pojęcia i &amp;gdzie je zobaczyć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>G&amp;lossary</source>
        <translation>S&amp;łowniczek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About</source>
        <translation>&amp;O programie</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../../dashboard/ui/pages.py" line="+25"/>
        <source>&amp;Hardware</source>
        <translation>&amp;Sprzęt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Training lab</source>
        <translation>&amp;Trening</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Experiments</source>
        <translation>&amp;Eksperymenty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advisor</source>
        <translation>&amp;Doradca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lekcje</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opening {page}…</source>
        <translation>Otwieranie: {page}…</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <location filename="../../dashboard/ui/remote/dialog.py" line="+23"/>
        <source>Connect to a machine</source>
        <translation>Połącz z komputerem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The window reaches it with this computer&apos;s ssh: your ~/.ssh/config, keys and agent, never a password. dl-dashboard must be installed there, in the same version as here.</source>
        <translation>Okno łączy się z nim przez ssh tego komputera: Twój ~/.ssh/config, klucze i agent, nigdy hasło. Musi tam być zainstalowany dl-dashboard w tej samej wersji co tutaj.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connect</source>
        <translation>Połącz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its dl-dashboard command:</source>
        <translation>Jego polecenie dl-dashboard:</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/remote/watch.py" line="+55"/>
        <source>Back to this machine</source>
        <translation>Wróć do tego komputera</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Connecting to {host} over ssh…</source>
        <translation>Łączenie z {host} przez ssh…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Watching {host} live over ssh: {hardware}</source>
        <translation>Podgląd {host} na żywo przez ssh: {hardware}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The link to the machine ended: {problem}</source>
        <translation>Połączenie z komputerem zostało przerwane: {problem}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: {problem}</source>
        <translation>Nie połączono: {problem}</translation>
    </message>
    <message>
        <location filename="../../dashboard/protocol/transport.py" line="+42"/>
        <source>give the dl-dashboard command of the remote machine, e.g. dl-dashboard or /opt/venv/bin/dl-dashboard</source>
        <translation>podaj polecenie dl-dashboard na zdalnym komputerze, np. dl-dashboard lub /opt/venv/bin/dl-dashboard</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{host} is not a host name: give one as ssh takes it (gpu-server, user@10.0.0.5, or an alias of ~/.ssh/config)</source>
        <translation>{host} nie jest nazwą hosta: podaj ją tak, jak przyjmuje ssh (gpu-server, user@10.0.0.5 lub alias z ~/.ssh/config)</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dashboard/recording/exchange.py" line="+110"/>
        <source> (recorded on {machine})</source>
        <translation> (nagrane na {machine})</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/bar.py" line="+111"/>
        <location line="+34"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+34"/>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Play or pause the recording (Space)</source>
        <translation>Odtwórz lub wstrzymaj nagranie (Spacja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Szybkość odtwarzania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{speed}x</source>
        <translation>{speed}x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the recording</source>
        <translation>Pozycja w nagraniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave replay</source>
        <translation>Zakończ odtwarzanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to this machine&apos;s live readings</source>
        <translation>Powrót do bieżących odczytów tego komputera</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/files.py" line="+18"/>
        <source>Recordings (*{suffix});;All files (*)</source>
        <translation>Nagrania (*{suffix});;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a recording</source>
        <translation>Otwórz nagranie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as a recording</source>
        <translation>Eksportuj jako nagranie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot export {name}: {problem}.</source>
        <translation>Nie można wyeksportować {name}: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export it: {problem}.</source>
        <translation>Nie można tego wyeksportować: {problem}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording written to {target}: {events:,} events and {samples:,} hardware samples. Play it on any machine with File &gt; Open a recording.</source>
        <translation>Nagranie zapisano w {target}: zdarzenia: {events:,}, odczyty sprzętu: {samples:,}. Można je odtworzyć na dowolnym komputerze poleceniem Plik &gt; Otwórz nagranie…</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/mode.py" line="+45"/>
        <source>Stop the training run first: a recorded run plays in the Training lab&apos;s charts.</source>
        <translation>Najpierw zatrzymaj trening: nagrany przebieg odtwarza się na wykresach strony Trening.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the experiment to end (or cancel it) first: a recorded experiment plays in the Experiments page&apos;s charts.</source>
        <translation>Najpierw poczekaj na koniec eksperymentu (lub go anuluj): nagrany eksperyment odtwarza się na wykresach strony Eksperymenty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the lesson to end (or stop it) first: a recorded lesson plays in the Lessons page.</source>
        <translation>Najpierw poczekaj na koniec lekcji (lub ją zatrzymaj): nagrana lekcja odtwarza się na stronie Lekcje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the benchmarks to end (or cancel them) first: recorded benchmarks play in the Advisor&apos;s Measured vs peak tab.</source>
        <translation>Najpierw poczekaj na koniec benchmarków (lub je anuluj): nagrane benchmarki odtwarzają się w zakładce Doradcy „Zmierzone a szczytowe”.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading the recording {file}…</source>
        <translation>Wczytywanie nagrania {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the recording… {share:.0%}</source>
        <translation>Wczytywanie nagrania… {share:.0%}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not opened, nothing imported: {problem}</source>
        <translation>Nie otwarto, nic nie zaimportowano: {problem}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Left the replay: live readings of this machine.</source>
        <translation>Zakończono odtwarzanie: bieżące odczyty tego komputera.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Still writing the last recording: export again once it is written.</source>
        <translation>Poprzednie nagranie wciąż się zapisuje: wyeksportuj ponownie, gdy zapis się zakończy.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Writing the recording {file}…</source>
        <translation>Zapisywanie nagrania {file}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The recording was not written: {problem}</source>
        <translation>Nagranie nie zostało zapisane: {problem}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{banner} (its machine&apos;s specs were not recorded)</source>
        <translation>{banner} (specyfikacji jego komputera nie nagrano)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing a recording made on {machine}.</source>
        <translation>Odtwarzanie nagrania wykonanego na {machine}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved experiments, to compare with this machine&apos;s.</source>
        <translation>Odtwarzanie nagrania wykonanego na {machine}; dodano je do zapisanych eksperymentów, by porównać je z eksperymentami tego komputera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing a recording made on {machine}; added to the saved runs, to compare with this machine&apos;s.</source>
        <translation>Odtwarzanie nagrania wykonanego na {machine}; dodano je do zapisanych przebiegów, by porównać je z przebiegami tego komputera.</translation>
    </message>
    <message>
        <location filename="../../dashboard/recording/fileformat.py" line="+85"/>
        <source>Recording: {title}, made on {machine}, {when} (dl-dashboard {version})</source>
        <translation>Nagranie: {title}, wykonane na {machine}, {when} (dl-dashboard {version})</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/replay/headline.py" line="-12"/>
        <source>batch {batch}</source>
        <translation>partia {batch}</translation>
    </message>
</context>
<context>
    <name>Specs</name>
    <message>
        <location filename="../../dashboard/hardware/describe.py" line="+22"/>
        <source>{physical} physical, {logical} logical</source>
        <translation>fizyczne: {physical}, logiczne: {logical}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{base} base, {max} max</source>
        <translation>{base} bazowe, {max} maks.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+107"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Vendor / arch</source>
        <translation>Producent / arch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Cores</source>
        <translation>Rdzenie</translation>
    </message>
    <message>
        <location line="-108"/>
        <location line="+110"/>
        <location line="+29"/>
        <source>Clock</source>
        <translation>Taktowanie</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Cache</source>
        <translation>Pamięć podręczna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SIMD</source>
        <translation>SIMD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak FP32 (est.)</source>
        <translation>Szczytowe FP32 (szac.)</translation>
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
        <translation>Szybkość kopiowania RAM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured at start-up: one thread copying 256 MiB several times, counting bytes read plus written. It moves from copy to copy and from launch to launch: other programs using the CPU or the memory bus at that moment, the CPU&apos;s clock (still rising, or lowered to save power), and whether the OS backed the buffers with huge pages. The median is the number to quote; the range shows how far single copies strayed.</source>
        <translation>Zmierzona przy starcie: jeden wątek kilkakrotnie kopiuje 256 MiB, licząc bajty odczytane i zapisane. Wynik różni się między kopiami i między uruchomieniami: zależy od innych programów używających w tej chwili CPU lub magistrali pamięci, od taktowania CPU (wciąż rosnącego lub obniżonego dla oszczędzania energii) i od tego, czy system przydzielił buforom duże strony (huge pages). Podawać należy medianę; zakres pokazuje, jak daleko odbiegały pojedyncze kopie.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{median} (measured, 1 thread)</source>
        <translation>{median} (zmierzone, 1 wątek)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread); it varies with other load and the CPU&apos;s clock</source>
        <translation>{median} (mediana z {repeats}, {low:,.1f}–{high:,.1f}; 1 wątek); zależy od innego obciążenia i taktowania CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)</source>
        <translation>{median} (mediana z {repeats}, {low:,.1f}–{high:,.1f}; 1 wątek)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{version} ({build} build)</source>
        <translation>{version} (kompilacja {build})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not installed</source>
        <translation>nie zainstalowano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OS</source>
        <translation>System</translation>
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
        <translation>Dostępne backendy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cpu only</source>
        <translation>tylko cpu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intra-op threads</source>
        <translation>Wątki intra-op</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>units</source>
        <translation>jednostkach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{lanes} in {count} {groups}</source>
        <translation>{lanes} w {count} {groups}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cores} ({count} GPU cores)</source>
        <translation>{cores} (rdzenie GPU: {count})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{size} unified (shared with the CPU)</source>
        <translation>{size} pamięci zunifikowanej (wspólnej z CPU)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1st gen</source>
        <translation>1. generacja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd gen</source>
        <translation>2. generacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd gen</source>
        <translation>3. generacja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th gen</source>
        <translation>4. generacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th gen</source>
        <translation>5. generacja</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} ({generation})</source>
        <translation>{count} ({generation})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{core} max core, {memory} memory</source>
        <translation>rdzeń maks. {core}, pamięć {memory}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{now} now, {max} max</source>
        <translation>{now} teraz, {max} maks.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Series</source>
        <translation>Seria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Architektura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute capability</source>
        <translation>Compute capability</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor cores</source>
        <translation>Rdzenie tensorowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Bandwidth (peak)</source>
        <translation>Przepustowość (szczytowa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Peak FP32</source>
        <translation>Szczytowe FP32</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Power limit</source>
        <translation>Limit mocy</translation>
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
        <translation>Sterownik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Parallel cores</source>
        <translation>Rdzenie równoległe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth</source>
        <translation>Przepustowość pamięci</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <location filename="../../dashboard/training/choices.py" line="+42"/>
        <source>Two convolution and pooling layers and two dense layers: the smallest CNN that learns real images.</source>
        <translation>Dwie warstwy konwolucji z poolingiem i dwie warstwy gęste: najmniejsza sieć CNN, która uczy się na prawdziwych obrazach.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Keras example CNN (three valid-padding convolutions, two dense layers) rewritten in PyTorch.</source>
        <translation>Przykładowa sieć CNN z Keras (trzy konwolucje z paddingiem „valid”, dwie warstwy gęste) przepisana na PyTorch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A character model on PyTorch&apos;s fused nn.LSTM (cuDNN on NVIDIA GPUs) predicting the next character.</source>
        <translation>Model znakowy na połączonym (fused) nn.LSTM z PyTorch (cuDNN na GPU NVIDIA), przewidujący następny znak.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The same character model with a hand-written LSTM cell unrolled in Python, to compare with the fused one.</source>
        <translation>Ten sam model znakowy z ręcznie napisaną komórką LSTM rozwiniętą w Pythonie, do porównania z wersją połączoną.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A small GPT: three causal transformer blocks predicting the next character, with fused or plain attention.</source>
        <translation>Mały GPT: trzy przyczynowe bloki transformera przewidujące następny znak, z mechanizmem uwagi łączonym (fused) lub zwykłym (plain).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An 11-million-parameter residual network from torchvision, pretrained on ImageNet, with a new head.</source>
        <translation>Sieć rezydualna z torchvision o 11 milionach parametrów, wstępnie wytrenowana na ImageNet, z nową głowicą.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 2.5-million-parameter network built for phones, pretrained on ImageNet, with a new head.</source>
        <translation>Sieć o 2,5 miliona parametrów zaprojektowana dla telefonów, wstępnie wytrenowana na ImageNet, z nową głowicą.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A 138-million-parameter plain convolutional network, pretrained on ImageNet: heavy on memory and FLOPs.</source>
        <translation>Zwykła sieć konwolucyjna o 138 milionach parametrów, wstępnie wytrenowana na ImageNet: wymaga dużo pamięci i FLOP-ów.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>shapes (built-in, 10 classes)</source>
        <translation>shapes (wbudowany, 10 klas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST digits (download)</source>
        <translation>Cyfry MNIST (pobieranie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fashion-MNIST (download)</source>
        <translation>Fashion-MNIST (pobieranie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIFAR-10 (download)</source>
        <translation>CIFAR-10 (pobieranie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python stdlib source (built-in text)</source>
        <translation>Kod stdlib Pythona (wbudowany tekst)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A torchvision classification model with random weights.</source>
        <translation>Model klasyfikacji z torchvision z losowymi wagami.</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="+48"/>
        <source>batch size</source>
        <translation>rozmiar partii</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+50"/>
        <source>epochs</source>
        <translation>epoki</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>steps</source>
        <translation>kroki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed</source>
        <translation>ziarno (seed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threads</source>
        <translation>wątki</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+148"/>
        <source>processes</source>
        <translation>procesy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data-loader workers</source>
        <translation>procesy ładujące dane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resolution</source>
        <translation>rozdzielczość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training samples</source>
        <translation>próbki treningowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation samples</source>
        <translation>próbki walidacyjne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequence length</source>
        <translation>długość sekwencji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warm-up steps</source>
        <translation>kroki rozgrzewki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>report interval</source>
        <translation>interwał raportowania</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>unknown length unit &apos;{unit}&apos;: choose one of {choices}</source>
        <translation>nieznana jednostka długości &apos;{unit}&apos;: wybierz jedną z: {choices}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} {value} is not allowed: give its name as text</source>
        <translation>{name}: wartość {value} jest niedozwolona: podaj nazwę jako tekst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown model {value}: choose one of {choices}</source>
        <translation>nieznany model {value}: wybierz jeden z: {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown dataset {value}: choose one of {choices}</source>
        <translation>nieznany zbiór danych {value}: wybierz jeden z: {choices}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use python-text</source>
        <translation>model &apos;{model}&apos; nie może trenować na &apos;{dataset}&apos;: użyj python-text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model &apos;{model}&apos; cannot train on &apos;{dataset}&apos;: use an image dataset (shapes, mnist, fashion-mnist, cifar10)</source>
        <translation>model &apos;{model}&apos; nie może trenować na &apos;{dataset}&apos;: użyj zbioru obrazów (shapes, mnist, fashion-mnist, cifar10)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>learning rate {value} is not allowed: use a finite number greater than 0 and at most {highest} (e.g. 0.001)</source>
        <translation>współczynnik uczenia {value} jest niedozwolony: podaj skończoną liczbę większą od 0 i nie większą niż {highest} (np. 0.001)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>say how long to train: a number of epochs or of steps</source>
        <translation>podaj, jak długo trenować: liczbę epok lub kroków</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device {value} is not available here: choose one of {choices}</source>
        <translation>urządzenie {value} nie jest tu dostępne: wybierz jedno z: {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown precision {value}: choose one of {choices}</source>
        <translation>nieznana precyzja {value}: wybierz jedną z: {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown optimizer {value}: choose one of {choices}</source>
        <translation>nieznany optymalizator {value}: wybierz jeden z: {choices}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown freeze mode {value}: choose one of {choices}</source>
        <translation>nieznany tryb zamrażania {value}: wybierz jeden z: {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>freezing needs a pretrained backbone: choose {models}, or freeze mode &apos;full&apos;</source>
        <translation>zamrażanie wymaga wstępnie wytrenowanego szkieletu: wybierz {models} albo tryb zamrażania &apos;full&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown attention {value}: choose one of {choices}</source>
        <translation>nieznany mechanizm uwagi {value}: wybierz jeden z: {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention &apos;{attention}&apos; applies to tiny-gpt only: for {model} use &apos;fused&apos;</source>
        <translation>mechanizm uwagi &apos;{attention}&apos; dotyczy tylko tiny-gpt: dla {model} użyj &apos;fused&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+72"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (this machine&apos;s logical cores)</source>
        <translation>{name}: wartość {value} jest niedozwolona: podaj liczbę całkowitą od {low:,.0f} do {high:,.0f} (rdzenie logiczne tego komputera)</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>{name} {value} px is not allowed: use a whole number from {low:,.0f} to {high:,.0f} px</source>
        <translation>{name}: wartość {value} px jest niedozwolona: podaj liczbę całkowitą od {low:,.0f} do {high:,.0f} px</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f}</source>
        <translation>{name}: wartość {value} jest niedozwolona: podaj liczbę całkowitą od {low:,.0f} do {high:,.0f}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} {value} is not allowed: use true or false</source>
        <translation>{name}: wartość {value} jest niedozwolona: podaj true lub false</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>data-parallel training runs on the CPU or on CUDA GPUs: on mps use 1 process</source>
        <translation>trening z równoległością danych działa na CPU lub na GPU z CUDA: na mps użyj 1 procesu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} {value} is not allowed: use a whole number from {low:,.0f} to {high:,.0f} (one per GPU of this machine)</source>
        <translation>{name}: wartość {value} jest niedozwolona: podaj liczbę całkowitą od {low:,.0f} do {high:,.0f} (jeden na każde GPU tego komputera)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32 or bf16</source>
        <translation>mieszana precyzja fp16 (ze skalerem gradientów) wymaga GPU z CUDA: na {device} użyj fp32 lub bf16</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp16 mixed precision (with a gradient scaler) needs a CUDA GPU: on {device} use fp32</source>
        <translation>mieszana precyzja fp16 (ze skalerem gradientów) wymaga GPU z CUDA: na {device} użyj fp32</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bf16 autocast is offered on cpu and CUDA: on mps use fp32</source>
        <translation>bf16 autocast jest dostępny na cpu i CUDA: na mps użyj fp32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device} does not support bf16 (it needs an Ampere or newer GPU): use fp16 or fp32</source>
        <translation>{device} nie obsługuje bf16 (wymaga GPU Ampere lub nowszego): użyj fp16 lub fp32</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/disk.py" line="+22"/>
        <source>set DL_DASHBOARD_DATA_DIR to a writable folder with free space</source>
        <translation>ustaw DL_DASHBOARD_DATA_DIR na zapisywalny folder z wolnym miejscem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk full</source>
        <translation>dysk pełny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk quota exceeded</source>
        <translation>przekroczono przydział miejsca na dysku (quota)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read-only file system</source>
        <translation>system plików tylko do odczytu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O error</source>
        <translation>błąd wejścia/wyjścia</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the data folder {folder} cannot be used: none of its parent folders can be read; {hint}</source>
        <translation>nie można użyć folderu danych {folder}: żaden z jego folderów nadrzędnych nie daje się odczytać; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is a file, not a folder; {hint}</source>
        <translation>nie można użyć folderu danych {folder}: {existing} jest plikiem, a nie folderem; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} cannot be used: {existing} is not writable (read-only or no permission); {hint}</source>
        <translation>nie można użyć folderu danych {folder}: {existing} nie jest zapisywalny (tylko do odczytu lub brak uprawnień); {hint}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the data folder {folder} cannot be used: {reason}; {hint}</source>
        <translation>nie można użyć folderu danych {folder}: {reason}; {hint}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the data folder {folder} has only {free} free; a run needs at least {needed}; {hint}</source>
        <translation>w folderze danych {folder} wolne jest tylko {free}; przebieg wymaga co najmniej {needed}; {hint}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/training/run_schema.py" line="+148"/>
        <source>%Ln unreadable line(s) (not JSON: the file was damaged or edited)</source>
        <translation>
            <numerusform>%Ln nieczytelny wiersz (nie JSON: plik został uszkodzony lub edytowany)</numerusform>
            <numerusform>%Ln nieczytelne wiersze (nie JSON: plik został uszkodzony lub edytowany)</numerusform>
            <numerusform>%Ln nieczytelnych wierszy (nie JSON: plik został uszkodzony lub edytowany)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln line(s) with wrong types (from another version, or edited)</source>
        <translation>
            <numerusform>%Ln wiersz z błędnymi typami (z innej wersji lub edytowany)</numerusform>
            <numerusform>%Ln wiersze z błędnymi typami (z innej wersji lub edytowane)</numerusform>
            <numerusform>%Ln wierszy z błędnymi typami (z innej wersji lub edytowanych)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last line, cut short (the app was killed while writing it)</source>
        <translation>ostatni wiersz, ucięty (aplikację zamknięto w trakcie jego zapisu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skipped {lines}.</source>
        <translation>Pominięto: {lines}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/runs.py" line="+311"/>
        <source>model default</source>
        <translation>domyślna modelu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default</source>
        <translation>domyślnie</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>run {number}</source>
        <translation>przebieg {number}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/figures.py" line="+53"/>
        <source>samples per second</source>
        <translation>próbek na sekundę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step</source>
        <translation>na krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per step, {share} of it waiting for the all-reduce</source>
        <translation>na krok, z czego {share} to czekanie na all-reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>process memory (RAM)</source>
        <translation>pamięć procesu (RAM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} memory (tensors)</source>
        <translation>pamięć {device} (tensory)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU busy</source>
        <translation>zajętość CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} busy</source>
        <translation>zajętość {device}</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="-157"/>
        <source>SGD (momentum 0.9)</source>
        <translation>SGD (momentum 0,9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp16 mixed (CUDA, grad scaler)</source>
        <translation>fp16 mieszana (CUDA, GradScaler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 autocast</source>
        <translation>bf16 autocast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backbone frozen (head only)</source>
        <translation>szkielet zamrożony (tylko głowica)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last block + head</source>
        <translation>ostatni blok + głowica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>cała sieć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused (scaled_dot_product_attention)</source>
        <translation>łączona (scaled_dot_product_attention)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain (matmul, mask, softmax, matmul)</source>
        <translation>zwykła (matmul, maska, softmax, matmul)</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+63"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Device</source>
        <translation>Urządzenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size</source>
        <translation>Rozmiar partii (batch)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Długość</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+0"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Optimizer</source>
        <translation>Optymalizator</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Learning rate</source>
        <translation>Współczynnik uczenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Precyzja</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+2"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>CPU threads</source>
        <translation>Wątki CPU</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Fine-tuning</source>
        <translation>Dostrajanie (fine-tuning)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+0"/>
        <source>Resolution</source>
        <translation>Rozdzielczość</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Loader workers</source>
        <translation>Procesy ładujące</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>Ziarno (seed)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="-1"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Attention</source>
        <translation>Mechanizm uwagi</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>How the transformer computes attention: one fused kernel, or the formula step by step, which keeps the sequence length x sequence length scores in memory</source>
        <translation>Jak transformer oblicza mechanizm uwagi: jednym połączonym jądrem albo wzorem krok po kroku, który trzyma w pamięci wyniki o rozmiarze długość sekwencji x długość sekwencji</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Samples per step: larger batches use the hardware&apos;s parallelism, and its memory</source>
        <translation>Próbki na krok: większe partie wykorzystują równoległość sprzętu, ale i jego pamięć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate, e.g. 0.001 or 3e-4</source>
        <translation>Współczynnik uczenia, np. 0.001 lub 3e-4</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+8"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch&apos;s default</source>
        <translation>domyślnie (torch)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>torch intra-op threads: how many CPU cores one step may use</source>
        <translation>Wątki intra-op w torch: ile rdzeni CPU może użyć jeden krok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Data-parallel processes (DistributedDataParallel, started by torchrun): each trains a whole batch and they average their gradients every step. On CUDA, one per GPU; on the CPU, the threads are shared among them</source>
        <translation>Procesy z równoległością danych (DistributedDataParallel, uruchamiane przez torchrun): każdy trenuje całą partię, a w każdym kroku uśredniają swoje gradienty. Na CUDA jeden na GPU; na CPU dzielą między siebie wątki</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>channels-last (NHWC)</source>
        <translation>channels-last (NHWC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep data on the device</source>
        <translation>trzymaj dane na urządzeniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate/move the whole built-in dataset to the training device once</source>
        <translation>Jednorazowo wygeneruj lub przenieś cały wbudowany zbiór danych na urządzenie treningowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pin memory</source>
        <translation>przypięta pamięć (pin memory)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/experiments/model_options.py" line="+3"/>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>download when needed</source>
        <translation>pobieraj w razie potrzeby</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/form.py" line="+1"/>
        <source>Download datasets and pretrained weights that are not cached yet. Off: use only what is here; the built-in datasets always work offline</source>
        <translation>Pobieraj zbiory danych i wstępnie wytrenowane wagi, których nie ma jeszcze w pamięci podręcznej. Wyłączone: używaj tylko tego, co jest na miejscu; wbudowane zbiory danych zawsze działają offline</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>model default ({pixels} px)</source>
        <translation>domyślna modelu ({pixels} px)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n/a (text)</source>
        <translation>b.d. (tekst)</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>Measuring {model}…</source>
        <translation>Pomiar modelu {model}…</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>The recording does not say the model&apos;s size.</source>
        <translation>Nagranie nie podaje rozmiaru modelu.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward, as recorded</source>
        <translation>parametry: &lt;b&gt;{parameters:,.0f}&lt;/b&gt;, trenowalne: {trainable:,.0f} · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; na próbkę w przejściu w przód, według nagrania</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{parameters:,.0f}&lt;/b&gt; parameters, {trainable:,.0f} trainable · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; per sample forward (a training step is about 3x) · input {shape}</source>
        <translation>parametry: &lt;b&gt;{parameters:,.0f}&lt;/b&gt;, trenowalne: {trainable:,.0f} · &lt;b&gt;{mflops:,.1f} MFLOPs&lt;/b&gt; na próbkę w przejściu w przód (krok treningu to około 3x tyle) · wejście {shape}</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Cannot build this model: {reason}</source>
        <translation>Nie można zbudować tego modelu: {reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This run trained on {device}, which this machine does not have: {chosen} is chosen instead.</source>
        <translation>Ten przebieg trenował na {device}, którego nie ma na tym komputerze: zamiast niego wybrano {chosen}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also from the saved run: {settings}.</source>
        <translation>Także z zapisanego przebiegu: {settings}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/live.py" line="+79"/>
        <source>Loss</source>
        <translation>Strata (loss)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross-entropy</source>
        <translation>entropia krzyż.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>Dokładność</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>accuracy</source>
        <translation>dokładność</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Przepustowość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time (after warm-up)</source>
        <translation>Czas kroku (po rozgrzewce)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>time</source>
        <translation>czas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>pamięć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation>Sprzęt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>busy</source>
        <translation>zajętość</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+86"/>
        <source>time since start (s)</source>
        <translation>czas od startu (s)</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+212"/>
        <source>step</source>
        <translation>krok</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>train (raw)</source>
        <translation>trening (surowa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train (smoothed)</source>
        <translation>wygładzona</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>validation</source>
        <translation>walidacja</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>train (running)</source>
        <translation>trening (bieżąca)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steady (after warm-up)</source>
        <translation>ustalona (po rozgrzewce)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole step</source>
        <translation>cały krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for data</source>
        <translation>czekanie na dane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process RSS</source>
        <translation>RSS procesu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the gradient all-reduce</source>
        <translation>czekanie na all-reduce gradientów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank}</source>
        <translation>rank {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{device}: tensors</source>
        <translation>{device}: tensory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device}: reserved</source>
        <translation>{device}: zarezerwowane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU {index}</source>
        <translation>GPU {index}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>RAM total</source>
        <translation>RAM łącznie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{device} total</source>
        <translation>{device} łącznie</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+114"/>
        <source>Ready. Press Start to train.</source>
        <translation>Gotowe. Naciśnij Start, aby rozpocząć trening.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start training (F5)</source>
        <translation>Rozpocznij trening (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause or resume (F6)</source>
        <translation>Pauza lub wznowienie (F6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop; the run so far is kept (Shift+F5)</source>
        <translation>Zatrzymaj; dotychczasowy przebieg zostaje zachowany (Shift+F5)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Preparing: loading the data and building the model…</source>
        <translation>Przygotowanie: wczytywanie danych i budowanie modelu…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Following the run on {host} again ({folder})…</source>
        <translation>Ponowne śledzenie przebiegu na {host} ({folder})…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing…</source>
        <translation>Przygotowanie…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Stopping…</source>
        <translation>Zatrzymywanie…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Ended after step {step:,.0f} without a summary; the steps recorded are kept in the saved run.</source>
        <translation>Zakończono po kroku {step:,.0f} bez podsumowania; zarejestrowane kroki pozostają w zapisanym przebiegu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing was trained.</source>
        <translation>Nic nie wytrenowano.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Opening run {name}…</source>
        <translation>Otwieranie przebiegu {name}…</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Opening run… (%Ln step(s))</source>
        <translation>
            <numerusform>Otwieranie przebiegu… (%Ln krok)</numerusform>
            <numerusform>Otwieranie przebiegu… (%Ln kroki)</numerusform>
            <numerusform>Otwieranie przebiegu… (%Ln kroków)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dashboard/ui/training/run_export.py" line="+63"/>
        <source>Exported %Ln file(s) to {folder}</source>
        <translation>
            <numerusform>Wyeksportowano %Ln plik do {folder}</numerusform>
            <numerusform>Wyeksportowano %Ln pliki do {folder}</numerusform>
            <numerusform>Wyeksportowano %Ln plików do {folder}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/page.py" line="+31"/>
        <source>Saved run {name} could not be opened.</source>
        <translation>Nie udało się otworzyć zapisanego przebiegu {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open {name}: {reason}.</source>
        <translation>Nie udało się otworzyć {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="+152"/>
        <source>Cannot overlay {name}: {reason}.</source>
        <translation>Nie można nałożyć {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/run_export.py" line="-41"/>
        <source>Choose a saved run to export.</source>
        <translation>Wybierz zapisany przebieg do eksportu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export run as CSV</source>
        <translation>Eksportuj przebieg jako CSV</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot export {name}: {reason}.</source>
        <translation>Nie można wyeksportować {name}: {reason}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exported {path}</source>
        <translation>Wyeksportowano {path}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export plots to folder</source>
        <translation>Eksportuj wykresy do folderu</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/saved.py" line="-92"/>
        <source>Saved runs</source>
        <translation>Zapisane przebiegi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to open a run; select several (Ctrl/Shift) and press Overlay to compare them</source>
        <translation>Kliknij dwukrotnie, aby otworzyć przebieg; zaznacz kilka (Ctrl/Shift) i naciśnij Nałóż, aby je porównać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay</source>
        <translation>Nałóż</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the selected runs&apos; loss and throughput on the same axes</source>
        <translation>Narysuj stratę i przepustowość zaznaczonych przebiegów na wspólnych osiach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by time</source>
        <translation>wg czasu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by step</source>
        <translation>wg kroku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay against each run&apos;s time since start, or against its step number (which compares runs of different speed sample for sample)</source>
        <translation>Nałóż względem czasu od startu każdego przebiegu albo względem numeru kroku (porównuje to przebiegi o różnej szybkości próbka po próbce)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected run&apos;s metrics as CSV</source>
        <translation>Eksportuj metryki zaznaczonego przebiegu jako CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plots…</source>
        <translation>Wykresy…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the plots as PNG and SVG</source>
        <translation>Eksportuj wykresy jako PNG i SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link to the machine that trains this run dropped; the run went on there. Follow it again: its steps since, live, added to this copy (or all at once if it has ended).</source>
        <translation>Połączenie z maszyną, która trenuje ten przebieg, zostało zerwane; przebieg trwał tam dalej. Śledź go ponownie: jego kroki od tamtej pory, na żywo, dopisane do tej kopii (albo wszystkie naraz, jeśli się już skończył).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>unreadable: {reason}</source>
        <translation>nieczytelny: {reason}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Reattach to the run on {host}</source>
        <translation>Podłącz ponownie do przebiegu na {host}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Select two or more saved runs (Ctrl+click) to overlay them.</source>
        <translation>Zaznacz co najmniej dwa zapisane przebiegi (Ctrl+klik), aby je nałożyć.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/status.py" line="+63"/>
        <source>{progress} · paused</source>
        <translation>{progress} · pauza</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/texts.py" line="+22"/>
        <source>Finished</source>
        <translation>Ukończono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>Zatrzymano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: the loss is not a number</source>
        <translation>Zatrzymano: strata nie jest liczbą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of memory</source>
        <translation>Brak pamięci</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>completed</source>
        <translation>ukończony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped</source>
        <translation>zatrzymany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>nieudany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>błąd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interrupted</source>
        <translation>przerwany</translation>
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
            <numerusform>{outcome} po %Ln kroku w czasie {duration} · przepustowość ustalona {speed} · dokładność walidacyjna {accuracy}</numerusform>
            <numerusform>{outcome} po %Ln krokach w czasie {duration} · przepustowość ustalona {speed} · dokładność walidacyjna {accuracy}</numerusform>
            <numerusform>{outcome} po %Ln krokach w czasie {duration} · przepustowość ustalona {speed} · dokładność walidacyjna {accuracy}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>energy not measured: {reason}</source>
        <translation>nie zmierzono energii: {reason}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{processes} data-parallel processes, each with batch {batch}: a global batch of {total}</source>
        <translation>procesy z równoległością danych: {processes}, każdy z partią {batch}: partia globalna {total}</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>trained %Ln step(s)</source>
        <translation>
            <numerusform>wytrenowano %Ln krok</numerusform>
            <numerusform>wytrenowano %Ln kroki</numerusform>
            <numerusform>wytrenowano %Ln kroków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>stopped by the user after %Ln step(s)</source>
        <translation>
            <numerusform>zatrzymany przez użytkownika po %Ln kroku</numerusform>
            <numerusform>zatrzymany przez użytkownika po %Ln krokach</numerusform>
            <numerusform>zatrzymany przez użytkownika po %Ln krokach</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&lt;b&gt;{model}&lt;/b&gt;: {parameters:,.0f} parameters, {trainable:,.0f} trainable · {mflops:,.1f} MFLOPs per sample (forward; a training step is about 3x) · {train:,.0f} training and {validation:,.0f} validation samples of {dataset} · batch {batch} · {steps} steps on {device} ({precision})</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt;: parametry: {parameters:,.0f}, trenowalne: {trainable:,.0f} · {mflops:,.1f} MFLOPs na próbkę (w przód; krok treningu to około 3x tyle) · próbki ze zbioru {dataset}: treningowe {train:,.0f}, walidacyjne {validation:,.0f} · partia {batch} · kroki: {steps} na {device} ({precision})</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{energy} over its epochs ({per_joule} samples/J at {power}, peak {peak})</source>
        <translation>{energy} w trakcie epok ({per_joule} próbek/J przy {power}, szczyt {peak})</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Step {step:,.0f} of {total:,.0f} (epoch {epoch}) · loss {loss:.4f} · {speed:,.0f} samples/s · {milliseconds:.1f} ms/step · ETA {eta}</source>
        <translation>Krok {step:,.0f} z {total:,.0f} (epoka {epoch}) · strata {loss:.4f} · {speed:,.0f} próbek/s · {milliseconds:.1f} ms/krok · pozostało {eta}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved run {name}: no summary (the app was closed or killed)</source>
        <translation>Zapisany przebieg {name}: brak podsumowania (aplikację zamknięto lub przerwano)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved run {name}: {ending}</source>
        <translation>Zapisany przebieg {name}: {ending}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its settings were not put in the form: {reason}.</source>
        <translation>Jego ustawień nie wpisano do formularza: {reason}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Overlay of {count} runs by step (loss smoothed); they differ in: {labels}</source>
        <translation>Nałożenie przebiegów ({count}) wg kroku (strata wygładzona); różnią się: {labels}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay of {count} runs by time (loss smoothed); they differ in: {labels}</source>
        <translation>Nałożenie przebiegów ({count}) wg czasu (strata wygładzona); różnią się: {labels}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/config.py" line="-64"/>
        <source>batch size {batch} is larger than the {samples} training samples of &apos;{dataset}&apos;: use at most {samples}</source>
        <translation>rozmiar partii {batch} jest większy niż liczba próbek treningowych zbioru &apos;{dataset}&apos; ({samples}): użyj najwyżej {samples}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/engine.py" line="+344"/>
        <source>the loss became {loss} at step {step}: lower the learning rate (now {rate}) or use fp32</source>
        <translation>strata przyjęła wartość {loss} w kroku {step}: zmniejsz współczynnik uczenia (obecnie {rate}) lub użyj fp32</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>out of memory at batch size {batch} on {device}: try a smaller batch, fp16/bf16, or a frozen backbone</source>
        <translation>brak pamięci przy rozmiarze partii {batch} na {device}: spróbuj mniejszej partii, fp16/bf16 lub zamrożonego szkieletu</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/builtin_data.py" line="+207"/>
        <source>python-text needs the Python standard library&apos;s .py source, but {folder} has too little ({characters:,} characters; packaged apps often ship only compiled files): use the built-in &apos;shapes&apos; dataset</source>
        <translation>python-text potrzebuje źródeł .py biblioteki standardowej Pythona, ale w {folder} jest ich za mało (znaki: {characters:,}; spakowane aplikacje często zawierają tylko pliki skompilowane): użyj wbudowanego zbioru danych &apos;shapes&apos;</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/torchvision_data.py" line="+86"/>
        <source>{name} is not downloaded (looked in {root}) and downloading is turned off: use the built-in &apos;shapes&apos; dataset, or allow the download once to save it into {root}</source>
        <translation>{name} nie jest pobrany (szukano w {root}), a pobieranie jest wyłączone: użyj wbudowanego zbioru danych &apos;shapes&apos; albo zezwól raz na pobranie, aby zapisać go w {root}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} is not downloaded and could not be downloaded ({reason}); this machine may be offline: use the built-in &apos;shapes&apos; dataset, or connect once to download it into {root}</source>
        <translation>{name} nie jest pobrany i nie udało się go pobrać ({reason}); ten komputer może być offline: użyj wbudowanego zbioru danych &apos;shapes&apos; albo połącz się raz z siecią, aby pobrać go do {root}</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/distributed.py" line="+243"/>
        <source>another process of this data-parallel run ended at step {step}, so every process stopped; the launcher&apos;s message names it</source>
        <translation>inny proces tego przebiegu z równoległością danych zakończył się w kroku {step}, więc zatrzymały się wszystkie procesy; komunikat programu uruchamiającego (launchera) wskazuje, który to był</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/launch.py" line="+129"/>
        <source>stopped by {signal}: every rank was stopped</source>
        <translation>przerwano sygnałem {signal}: zatrzymano wszystkie ranki</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>rank {rank} (process {pid}) was killed by {signal}; torchrun stopped the other ranks</source>
        <translation>rank {rank} (proces {pid}) został zabity sygnałem {signal}; torchrun zatrzymał pozostałe ranki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rank {rank} (process {pid}) stopped because another process of the run ended (on another machine?)</source>
        <translation>rank {rank} (proces {pid}) zatrzymał się, bo zakończył się inny proces tego przebiegu (na innym komputerze?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank {rank} (process {pid}) ended with exit status {status}; torchrun stopped the other ranks</source>
        <translation>rank {rank} (proces {pid}) zakończył się z kodem wyjścia {status}; torchrun zatrzymał pozostałe ranki</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/models.py" line="+44"/>
        <source>ImageNet weights not available offline: backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>Wagi ImageNet niedostępne offline: szkielet zainicjowany losowo (szybkość i pamięć są miarodajne, dokładność nie)</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>ImageNet weights in {file} could not be read ({error}): backbone randomly initialised (speed and memory are valid, accuracy is not)</source>
        <translation>Nie udało się odczytać wag ImageNet z {file} ({error}): szkielet zainicjowany losowo (szybkość i pamięć są miarodajne, dokładność nie)</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/training/generated.py" line="+40"/>
        <source>What the model writes after the prompt, at step {step}:</source>
        <translation>Co model pisze po podpowiedzi (prompt), w kroku {step}:</translation>
    </message>
    <message>
        <location filename="../../dashboard/training/child.py" line="+167"/>
        <source>The link to {host} dropped before the run ended ({problem}). The run goes on on {host}, saved in {folder}: Reattach under the saved runs follows it again, and fetches the rest once it has ended.</source>
        <translation>Połączenie z {host} zostało zerwane przed końcem przebiegu ({problem}). Przebieg trwa dalej na {host}, zapisywany w {folder}: Podłącz ponownie pod zapisanymi przebiegami śledzi go znowu, a po jego końcu pobiera resztę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its runs folder</source>
        <translation>swoim folderze przebiegów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run on {host} ended before its summary ({problem}); what arrived is kept here.</source>
        <translation>Przebieg na {host} skończył się przed podsumowaniem ({problem}); to, co dotarło, zostaje tutaj.</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../dashboard/units.py" line="+11"/>
        <source>n/a</source>
        <translation>b.d.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>samples/s</source>
        <translation>próbek/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CUDA cores</source>
        <translation>rdzeni CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit bus</source>
        <translation>bit magistrali</translation>
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
        <translation>kroków</translation>
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
        <translation>rdz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream processors</source>
        <translation>procesorów strumieniowych</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ALUs</source>
        <translation>jednostek ALU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 lanes</source>
        <translation>ścieżek FP32</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>samples/J</source>
        <translation>próbek/J</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>wył.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../dashboard/ui/exporting.py" line="+16"/>
        <source>Could not export to {target}: {reason}.</source>
        <translation>Nie udało się wyeksportować do {target}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/help.py" line="-27"/>
        <source>Getting started</source>
        <translation>Pierwsze kroki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concepts, and where to see them</source>
        <translation>Pojęcia i gdzie je zobaczyć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a chart</source>
        <translation>Dwukrotne kliknięcie wykresu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: start</source>
        <translation>Trening: start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: pause or resume</source>
        <translation>Trening: pauza lub wznowienie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training lab: stop (the run so far is kept)</source>
        <translation>Trening: zatrzymanie (dotychczasowy przebieg zostaje zachowany)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: run the lesson chosen</source>
        <translation>Lekcje: uruchom wybraną lekcję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons: stop the lesson</source>
        <translation>Lekcje: zatrzymaj lekcję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor: run the benchmarks</source>
        <translation>Doradca: uruchomienie benchmarków</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>give it the whole page; again, or Esc, to restore</source>
        <translation>wykres zajmuje całą stronę; ponownie lub Esc przywraca układ</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{keys} or {key}</source>
        <translation>{keys} lub {key}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About</source>
        <translation>O programie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Deep Learning Hardware Dashboard&lt;/b&gt; {version}&lt;br&gt;See what your CPU and GPUs have and do while a real model trains.</source>
        <translation>&lt;b&gt;Panel sprzętu do deep learningu&lt;/b&gt; {version}&lt;br&gt;Zobacz, co mają i co robią Twoje CPU i GPU, gdy trenuje prawdziwy model.</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/main_window.py" line="+273"/>
        <source>Deep Learning Hardware Dashboard</source>
        <translation>Panel sprzętu do deep learningu</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Presenter mode (F11 to leave)</source>
        <translation>Tryb prezentera (F11, aby wyjść)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{folder} is not a saved run or experiment (it has no config.json)</source>
        <translation>{folder} nie jest zapisanym przebiegiem ani eksperymentem (brak pliku config.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing here to export as a recording: choose a run in the Training lab, an experiment in Experiments, or a lesson that ran here in Lessons.</source>
        <translation>Nie ma tu nic do wyeksportowania jako nagranie: wybierz przebieg na stronie Trening, eksperyment na stronie Eksperymenty lub lekcję uruchomioną tutaj na stronie Lekcje.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a saved run or experiment</source>
        <translation>Otwórz zapisany przebieg lub eksperyment</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{page}: nothing to export yet</source>
        <translation>{page}: na razie nic do wyeksportowania</translation>
    </message>
    <message>
        <location filename="../../dashboard/ui/monitor_status.py" line="+62"/>
        <source>hardware monitor stopped: {reason}</source>
        <translation>monitor sprzętu zatrzymany: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading hardware…</source>
        <translation>odczyt sprzętu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running on CPU only: no GPU found</source>
        <translation>tylko CPU: nie znaleziono GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sampling every {seconds} s</source>
        <translation>odczyt co {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sampler: waiting</source>
        <translation>próbnik: oczekiwanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sampler: {cost:.1f} ms per tick ({share:.2f}% of one core)</source>
        <translation>próbnik: {cost:.1f} ms na odczyt ({share:.2f}% jednego rdzenia)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hardware monitor stopped: {reason}</source>
        <translation>Monitor sprzętu zatrzymany: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} × {vendor} (driver {driver})</source>
        <translation>{count} × {vendor} (sterownik {driver})</translation>
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
        <translation>przebieg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>experiment</source>
        <translation>eksperyment</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind}: {name}</source>
        <translation>{kind}: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing yet</source>
        <translation>jeszcze nic</translation>
    </message>
</context>
</TS>
