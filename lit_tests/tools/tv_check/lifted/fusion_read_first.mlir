// REQUIRES: mlir-opt-19
// The lifted route, negative: the fused nest reading the producer's cell
// before the producer writes it (it reads uninitialized memory).
// RUN: %mlir-opt -affine-loop-fusion %s > %t.tgt.mlir
// RUN: %mutate '(affine.store %1, %alloc\[%arg3, %arg4\] : memref<32x32xf32>\n)(\s*)(%2 = affine.load %alloc\[%arg3, %arg4\] : memref<32x32xf32>\n)' '\3\2\1' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --lift-fallback --no-dataflow-route --memref-inputs-simple %s %t.bad.mlir | filecheck %s

// CHECK: @producer_consumer: FAILED (lifted route: the target differs from the source's proved formula: {{.*}}confirmed by execution: result 0 [0, 0]: spec {{.*}}, execution undefined

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
