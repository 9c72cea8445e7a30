// SOUNDNESS: wrong opaque-ops: an opaque op with a memref operand duplicated by the target (an effect performed twice)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (the target does not perform the source's events

func.func @f(%a: memref<4xi32>) {
  "test.touch"(%a) : (memref<4xi32>) -> ()
  return
}

// ----- target

func.func @f(%a: memref<4xi32>) {
  "test.touch"(%a) : (memref<4xi32>) -> ()
  "test.touch"(%a) : (memref<4xi32>) -> ()
  return
}
