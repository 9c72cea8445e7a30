// SOUNDNESS: wrong affine-dataflow: the target performs the same events (one per index, the same operands as a set) in another order, the even indices first: the k-th events' operands differ and the route must decline
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --verbose --no-confirm %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (
// CHECK: note: affine dataflow route: the operands of the events are not proved equal

func.func @f(%A: memref<1024xf32>) {
  affine.for %i = 0 to 1024 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// ----- target

func.func @f(%A: memref<1024xf32>) {
  affine.for %i = 0 to 1024 step 2 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "test.use"(%v) : (f32) -> ()
  }
  affine.for %i = 1 to 1024 step 2 {
    %v = affine.load %A[%i] : memref<1024xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
