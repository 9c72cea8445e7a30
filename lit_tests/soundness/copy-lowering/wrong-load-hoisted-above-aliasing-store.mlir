// SOUNDNESS: wrong copy-lowering: a load of %a hoisted above a store into %b, which may alias %a (tv-check)
// The loaded value is only returned: where %a and %b are one buffer the
// source returns the stored 1.0, the target the element before the store.
// (Or, where that element is uninitialized, the target reads it before the
// store defines it: undefined behaviour; either counterexample may come.)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED

func.func @f(%a: memref<8xf32>, %b: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %b[%c0] : memref<8xf32>
  %y = memref.load %a[%c0] : memref<8xf32>
  return %y : f32
}

// ----- target

func.func @f(%a: memref<8xf32>, %b: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %y = memref.load %a[%c0] : memref<8xf32>
  memref.store %one, %b[%c0] : memref<8xf32>
  return %y : f32
}
