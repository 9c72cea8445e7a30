// SOUNDNESS: wrong opaque-ops: a load forwarded across an opaque op whose subview (offset edited from 1 to 0) contains the stored cell
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// Wrong only if test.touch writes its operand, which MLIR may know (its
// memory effects) and tvmlir does not: unsupported, never verified (the
// guessed-writes rule of session 27; a concrete run had made it FAILED).
// CHECK: @f: unsupported (test.touch at {{.*}}: the counterexample depends on what an op tvmlir does not know writes to its memref operands

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[0] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 0>>
  memref.store %v, %a[%c0] : memref<4xi32>
  "test.touch"(%s) : (memref<2xi32, strided<[1], offset: 0>>) -> ()
  %y = memref.load %a[%c0] : memref<4xi32>
  return %y : i32
}

// ----- target

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[0] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 0>>
  memref.store %v, %a[%c0] : memref<4xi32>
  "test.touch"(%s) : (memref<2xi32, strided<[1], offset: 0>>) -> ()
  return %v : i32
}
