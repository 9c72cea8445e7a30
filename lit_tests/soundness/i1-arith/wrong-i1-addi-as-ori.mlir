// SOUNDNESS: wrong i1-arith: addi on i1 lowered as ori (true + true wraps to false)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.addi' 'arith.ori' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @add: FAILED (return value mismatch)
// CHECK: %x = -1
// CHECK: %y = -1
// CHECK: source: 0

func.func @add(%x: i1, %y: i1) -> i1 {
  %r = arith.addi %x, %y : i1
  return %r : i1
}
