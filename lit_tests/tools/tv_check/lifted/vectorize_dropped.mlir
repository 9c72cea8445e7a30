// REQUIRES: mlir-opt-19
// The lifted route, negative: the consumer's vectorized loop stops one
// vector short (its last columns are never written).
// RUN: %mlir-opt -affine-super-vectorize="virtual-vector-size=4" %s > %t.tgt.mlir
// RUN: %mutate --nth 2 'affine.for %arg4 = 0 to 32 step 4' 'affine.for %arg4 = 0 to 28 step 4' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --lift-fallback --no-dataflow-route --memref-inputs-simple %s %t.bad.mlir | filecheck %s

// CHECK: @producer_consumer: FAILED (lifted route: the target differs from the source's proved formula: the outputs: confirmed by execution: result 0 [0, 28]

func.func @producer_consumer(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) {
  %tmp = memref.alloc() : memref<32x32xf32>
  %two = arith.constant 2.000000e+00 : f32
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<32x32xf32>
      %m = arith.mulf %a, %two : f32
      affine.store %m, %tmp[%i, %j] : memref<32x32xf32>
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %t = affine.load %tmp[%i, %j] : memref<32x32xf32>
      %b = affine.load %B[%i, %j] : memref<32x32xf32>
      %s = arith.addf %t, %b : f32
      affine.store %s, %C[%i, %j] : memref<32x32xf32>
    }
  }
  memref.dealloc %tmp : memref<32x32xf32>
  return
}
