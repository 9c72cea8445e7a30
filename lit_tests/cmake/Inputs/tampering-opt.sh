#!/usr/bin/env bash
# A "compiler" that miscompiles ReLU (max becomes min) and rewrites the
# carried spec to match: mlir-opt-19, then maximumf -> minimumf in the code
# and in the tv.spec source text alike.  --verify alone cannot see it; with
# source= (as tvmlir_add_validation passes) the spec no longer matches.
set -euo pipefail
out=""
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  if [ "${args[$i]}" = "-o" ]; then out="${args[$((i + 1))]}"; fi
done
mlir-opt-19 "$@"
grep -q '"arith.maximumf"' "$out"
grep -q 'arith.maximumf %' "$out"
sed -i 's/"arith.maximumf"/"arith.minimumf"/; s/arith.maximumf %/arith.minimumf %/' "$out"
