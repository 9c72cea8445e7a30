// SOUNDNESS: right int-lowering: x / 2 strength-reduced to (x + (x >>> 31)) >> 1, the rounding-towards-zero bias for negative x
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/div2_rem3.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "arith.divsi"\((%\d+), (%arg\d+)\) : \(i32, i32\) -> i32' '%%k1 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n      %%k31 = "arith.constant"() <{value = 31 : i32}> : () -> i32\n      %%sg = "arith.shrui"(\2, %%k31) : (i32, i32) -> i32\n      %%bi = "arith.addi"(\2, %%sg) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n      \1 = "arith.shrsi"(%%bi, %%k1) : (i32, i32) -> i32' < %t.low.mlir > %t.mut.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mut.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mut.mlir -o %t.out | filecheck %s
// SHAPE: shrui
// CHECK: ok      value = prophecy
// CHECK: @idiv: verified
