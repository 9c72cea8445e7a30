// SOUNDNESS: wrong opaque-ops: a store into the buffer an opaque op reads moved after the op (store sinking across an unknown effect)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// The opaque op reads the buffer the store wrote: the target's event has
// other operands (its memory), and the memory differs after it; either
// obligation is a right reason, and the model z3 returns picks the event.
// CHECK: @f: FAILED (the target does not perform the source's events (opaque ops, prints) in the same order with the same operands)

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = "test.get"(%a, %c1) : (memref<4xi32>, index) -> i32
  return %x : i32
}

// ----- target

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = "test.get"(%a, %c1) : (memref<4xi32>, index) -> i32
  memref.store %v, %a[%c0] : memref<4xi32>
  return %x : i32
}
