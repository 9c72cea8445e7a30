// SOUNDNESS: wrong int-lowering: x / 2 (signed, truncating) strength-reduced to an arithmetic shift right by 1, which floors (-3 / 2 becomes -2)
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/div2_rem3.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "arith.divsi"\((%\d+), (%arg\d+)\) : \(i32, i32\) -> i32' '%%k1 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n      \1 = "arith.shrsi"(\2, %%k1) : (i32, i32) -> i32' < %t.low.mlir > %t.mut.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s
// SHAPE: shrsi
// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK: @idiv: FAILED (value = prophecy)
