// SOUNDNESS: right opaque-ops: a pure opaque op kept with its attribute, its duplicate removed (CSE)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: opaque ops with results and no memref operand are pure functions

func.func @f(%x: i32, %y: i32) -> i32 {
  %r = "test.op"(%x, %y) {a = 1 : i32} : (i32, i32) -> i32
  %s = "test.op"(%x, %y) {a = 1 : i32} : (i32, i32) -> i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}

// ----- target

func.func @f(%x: i32, %y: i32) -> i32 {
  %r = "test.op"(%x, %y) {a = 1 : i32} : (i32, i32) -> i32
  %t = arith.addi %r, %r : i32
  return %t : i32
}
