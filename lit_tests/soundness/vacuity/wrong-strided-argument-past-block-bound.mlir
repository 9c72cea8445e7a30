// SOUNDNESS: wrong vacuity: a memref argument of 4 elements at stride 2^47 (a footprint of 3 * 2^47 + 1 elements): contradictory facts, never verified
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported ({{.*}}contradict each other

func.func @f(%m: memref<4xi8, strided<[140737488355328]>>, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi8, strided<[140737488355328]>>
  %r = memref.load %m[%c0] : memref<4xi8, strided<[140737488355328]>>
  return %r : i8
}

// ----- target

func.func @f(%m: memref<4xi8, strided<[140737488355328]>>, %v: i8) -> i8 {
  %one = arith.constant 1 : i8
  %r = arith.addi %v, %one : i8
  return %r : i8
}
