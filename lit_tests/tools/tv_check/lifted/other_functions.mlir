// REQUIRES: mlir-opt-19
// The lifted route reads the checked function alone: another function of
// the file with an op tvmlir does not know (checked as an opaque event by
// the ordinary check) does not stop it.
// RUN: %mlir-opt --allow-unregistered-dialect -affine-loop-fusion %s > %t.tgt.mlir
// RUN: tv-check --lift-fallback --no-dataflow-route --allow-unregistered-dialect --memref-inputs-simple %s %t.tgt.mlir | filecheck %s

// CHECK: @other: verified
// CHECK-NEXT: @producer_consumer: verified

func.func @other(%a: memref<4xf32>) {
  "test.foo"(%a) : (memref<4xf32>) -> ()
  return
}

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
