#!/usr/bin/env bash
# A "compiler" that miscompiles ReLU (max becomes min) and rewrites the
# carried spec to match: mlir-opt-19, then maximumf -> minimumf in the code
# and in the tv.spec source text alike.  --verify alone cannot see it; with
# source= (as tvmlir_add_validation passes) the spec no longer matches.
# tvmlir_add_validation calls it as `... INPUT -o OUTPUT`: OUTPUT is last.
set -euo pipefail
out="${*: -1}"
mlir-opt-19 "$@"
grep -q '"arith.maximumf"' "$out"
grep -q 'arith.maximumf %' "$out"
sed -i 's/"arith.maximumf"/"arith.minimumf"/; s/arith.maximumf %/arith.minimumf %/' "$out"
