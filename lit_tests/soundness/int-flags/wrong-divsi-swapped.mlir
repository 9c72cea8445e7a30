// SOUNDNESS: wrong int-flags: the lowered divsi divides b by a
// REQUIRES: mlir-opt-19
// The operands swapped: undefined behaviour where a[i] = 0 and the spec is
// defined, and a wrong quotient elsewhere.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/div_i32.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '"arith.divsi"\((%\d+), (%\d+)\)' '"arith.divsi"(\2, \1)' < %t.low.mlir > %t.swap.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.swap.mlir | filecheck %s

// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK: @div: FAILED (value = prophecy)
