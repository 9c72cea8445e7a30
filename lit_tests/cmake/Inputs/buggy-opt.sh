#!/usr/bin/env bash
# A "compiler" with a bug: mlir-opt-19, then ReLU's max(x, 0) becomes min(x, 0).
set -euo pipefail
out=""
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  if [ "${args[$i]}" = "-o" ]; then out="${args[$((i + 1))]}"; fi
done
mlir-opt-19 "$@"
grep -q '"arith.maximumf"' "$out"   # the bug must have something to change
sed -i 's/"arith.maximumf"/"arith.minimumf"/' "$out"
