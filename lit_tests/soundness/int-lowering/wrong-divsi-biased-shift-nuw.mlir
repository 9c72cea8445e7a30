// SOUNDNESS: wrong int-lowering: the bias add x + (x >>> 31) of a strength-reduced x / 2 marked nuw: -1 + 1 wraps unsigned, poison
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/div2_rem3.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "arith.divsi"\((%\d+), (%arg\d+)\) : \(i32, i32\) -> i32' '%%k1 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n      %%k31 = "arith.constant"() <{value = 31 : i32}> : () -> i32\n      %%sg = "arith.shrui"(\2, %%k31) : (i32, i32) -> i32\n      %%bi = "arith.addi"(\2, %%sg) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32\n      \1 = "arith.shrsi"(%%bi, %%k1) : (i32, i32) -> i32' < %t.low.mlir > %t.mut.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s
// SHAPE: overflow<nuw>
// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK: @idiv: FAILED (value = prophecy)
