// SOUNDNESS: wrong int-lowering: x / 2 + x % 3 marked nuw: a negative quotient plus a negative remainder (x = -4) wraps unsigned, poison stored
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/div2_rem3.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "arith.addi"\((%\d+), (%\d+)\) <\{overflowFlags = #arith.overflow<none>\}> : \(i32, i32\) -> i32' '\1 = "arith.addi"(\2, \3) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32' < %t.low.mlir > %t.mut.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s
// SHAPE: overflow<nuw>
// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK: @idiv: FAILED (value = prophecy)
