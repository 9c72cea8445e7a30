// SOUNDNESS: wrong affine-dataflow: the target also loads every element of an input the source never reads (the value unused); memref arguments may hold uninitialized elements and reading one is UB, so the target is undefined where the source is not (the ordinary check says so at 4 elements): the route must decline
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose --no-confirm %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: affine.load at {{.*}}: the target may read an element of argument 0 that the source does not read (UB if uninitialized)

func.func @f(%A: memref<1024xf32>, %B: memref<1024xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 1024 {
    affine.store %c, %B[%i] : memref<1024xf32>
  }
  return
}

// ----- target

func.func @f(%A: memref<1024xf32>, %B: memref<1024xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 1024 {
    %a = affine.load %A[%i] : memref<1024xf32>
    affine.store %c, %B[%i] : memref<1024xf32>
  }
  return
}
