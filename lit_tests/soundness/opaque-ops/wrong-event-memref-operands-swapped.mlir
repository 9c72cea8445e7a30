// SOUNDNESS: wrong opaque-ops: an opaque op with memref operands (test.copy) called with its buffers swapped
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (the target does not perform the source's events (opaque ops, prints) in the same order with the same operands)

func.func @f(%a: memref<4xi32>, %b: memref<4xi32>) {
  "test.copy"(%a, %b) : (memref<4xi32>, memref<4xi32>) -> ()
  return
}

// ----- target

func.func @f(%a: memref<4xi32>, %b: memref<4xi32>) {
  "test.copy"(%b, %a) : (memref<4xi32>, memref<4xi32>) -> ()
  return
}
