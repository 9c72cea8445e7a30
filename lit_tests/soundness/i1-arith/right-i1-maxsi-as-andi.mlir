// SOUNDNESS: right i1-arith: maxsi/minsi on i1 lowered as andi/ori (signed: true is -1), maxui/minui as ori/andi
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.maxsi' 'arith.andi' | %mutate 'arith.minsi' 'arith.ori' | %mutate 'arith.maxui' 'arith.ori' | %mutate 'arith.minui' 'arith.andi' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @maxsi: verified
// CHECK: @minsi: verified
// CHECK: @maxui: verified
// CHECK: @minui: verified

func.func @maxsi(%x: i1, %y: i1) -> i1 {
  %r = arith.maxsi %x, %y : i1
  return %r : i1
}

func.func @minsi(%x: i1, %y: i1) -> i1 {
  %r = arith.minsi %x, %y : i1
  return %r : i1
}

func.func @maxui(%x: i1, %y: i1) -> i1 {
  %r = arith.maxui %x, %y : i1
  return %r : i1
}

func.func @minui(%x: i1, %y: i1) -> i1 {
  %r = arith.minui %x, %y : i1
  return %r : i1
}
