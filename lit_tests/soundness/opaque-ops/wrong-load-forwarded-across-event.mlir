// SOUNDNESS: wrong opaque-ops: a load forwarded from a store across an opaque op that may write the buffer
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// Wrong only if test.touch writes its operand, which MLIR may know (its
// memory effects) and tvmlir does not: unsupported, never verified (the
// guessed-writes rule of session 27; a concrete run had made it FAILED).
// CHECK: @f: unsupported (test.touch at {{.*}}: the counterexample depends on what an op tvmlir does not know writes to its memref operands

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
