// SOUNDNESS: wrong opaque-ops: a load forwarded from a store across an opaque op that may write the buffer
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  "test.touch"(%a) : (memref<4xi32>) -> ()
  %r = memref.load %a[%c0] : memref<4xi32>
  return %r : i32
}

// ----- target

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  "test.touch"(%a) : (memref<4xi32>) -> ()
  return %v : i32
}
