// REQUIRES: mlir-opt-19
// The lifted route: a producer and a consumer nest (2048 iterations)
// fused by -affine-loop-fusion into one nest.
// RUN: %mlir-opt -affine-loop-fusion %s > %t.tgt.mlir
// RUN: tv-check --lift-fallback --no-dataflow-route --memref-inputs-simple --verbose %s %t.tgt.mlir | filecheck %s

// CHECK: @producer_consumer: verified
// CHECK-NEXT: note: lifted route: the source is proved to compute arg2_s0[i,j] = arg0[i,j] * 2.0; arg2[i,j] = arg2_s0[i,j] + arg1[i,j]
// CHECK-NEXT: note: lifted route: the target is proved to compute the same formula

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
