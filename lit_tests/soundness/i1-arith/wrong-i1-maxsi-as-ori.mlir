// SOUNDNESS: wrong i1-arith: maxsi/minsi on i1 lowered as ori/andi (a boolean max; but signed, true is -1, the smaller)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.maxsi' 'arith.ori' | %mutate 'arith.minsi' 'arith.andi' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @maxsi: FAILED (return value mismatch)
// CHECK: @minsi: FAILED (return value mismatch)

func.func @maxsi(%x: i1, %y: i1) -> i1 {
  %r = arith.maxsi %x, %y : i1
  return %r : i1
}

func.func @minsi(%x: i1, %y: i1) -> i1 {
  %r = arith.minsi %x, %y : i1
  return %r : i1
}
