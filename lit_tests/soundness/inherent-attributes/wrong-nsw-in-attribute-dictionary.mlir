// SOUNDNESS: wrong inherent-attributes: a target's overflow<nsw> spelled in its attribute dictionary ({overflowFlags = #arith.overflow<nsw>}) must make signed overflow poison, as the property does
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.addi %arg0, %arg1 : i32' 'arith.addi %arg0, %arg1 {overflowFlags = #arith.overflow<nsw>} : i32' > %t.bad.mlir
// RUN: %mlir-opt %t.bad.mlir | filecheck --check-prefix=UPSTREAM %s
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// UPSTREAM: arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK: @add: FAILED (return value mismatch)
// CHECK: target: poison

func.func @add(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %x, %y : i32
  return %r : i32
}
