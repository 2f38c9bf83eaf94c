#!/usr/bin/env bash
# Runs a built bundle as a user without Python would: an empty environment (env -i), a fresh HOME, another working
# directory, no virtual environment on PATH. Fails on any missing module, Qt plugin, system library or resource.
# Usage: packaging/smoke_test.sh [dist/dl-dashboard]
set -euo pipefail

bundle="$(cd "${1:-dist/dl-dashboard}" && pwd)"
program="$bundle/dl-dashboard"
[ -x "$program" ] || { echo "smoke test: no bundle at $bundle (run make package first)" >&2; exit 2; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/work"
cd "$scratch/work"
clean=(env -i "HOME=$scratch/home" "PATH=/usr/bin:/bin" "LANG=C.UTF-8" "DL_DASHBOARD_DATA_DIR=$scratch/data")

step() { printf '%-46s' "$1"; }
ok() { echo "ok${1:+ ($1)}"; }

step "system libraries of the Qt plugins (ldd)"
missing="$(find "$bundle" -path '*/plugins/platforms/*.so' \( -name 'libqxcb.so' -o -name 'libqoffscreen.so' \) \
  -exec env LD_LIBRARY_PATH="$bundle/_internal:$bundle/_internal/PySide6/Qt/lib" ldd {} \; | grep 'not found' | sort -u || true)"
if [ -n "$missing" ]; then
  echo "FAILED: missing system libraries (install the packages packaging/README.md lists):"
  echo "$missing"
  exit 1
fi
ok

step "--version"
version="$("${clean[@]}" "$program" --version)"
ok "$version"

step "specs --json"
"${clean[@]}" "$program" specs --json > "$scratch/specs.json"
grep -q '"logical_cores"' "$scratch/specs.json" || { echo "FAILED: specs --json has no CPU"; exit 1; }
ok

step "--self-test --screenshot (offscreen)"
started=$(date +%s.%N)
"${clean[@]}" QT_QPA_PLATFORM=offscreen "$program" --self-test --screenshot "$scratch/window.png" > "$scratch/self-test.log" 2>&1 \
  || { echo "FAILED"; cat "$scratch/self-test.log"; exit 1; }
if grep -q "Traceback" "$scratch/self-test.log"; then echo "FAILED: a traceback"; cat "$scratch/self-test.log"; exit 1; fi
[ -s "$scratch/window.png" ] || { echo "FAILED: no screenshot"; exit 1; }
ok "$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f s", e - s }')"

step "train: 20 steps of simple-cnn on the CPU"
"${clean[@]}" "$program" train --model simple-cnn --device cpu --batch-size 32 --steps 20 --offline --json \
  > "$scratch/train.jsonl" 2> "$scratch/train.err" || { echo "FAILED"; cat "$scratch/train.err"; exit 1; }
grep -q '"status": "completed"' "$scratch/train.jsonl" \
  || { echo "FAILED: no completed summary"; tail -3 "$scratch/train.jsonl"; cat "$scratch/train.err"; exit 1; }
ok

step "advise (the GPU catalogue, a resource)"
"${clean[@]}" "$program" advise --model simple-cnn --batch-size 32 --json > "$scratch/advise.json" 2> "$scratch/advise.err" \
  || { echo "FAILED"; cat "$scratch/advise.err"; exit 1; }
grep -q 'H100' "$scratch/advise.json" || { echo "FAILED: the catalogue's GPUs are missing"; exit 1; }
ok
echo "smoke test passed: $version from $bundle"
