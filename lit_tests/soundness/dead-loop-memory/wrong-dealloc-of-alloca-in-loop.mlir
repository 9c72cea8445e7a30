// SOUNDNESS: wrong dead-loop-memory: a promoted scratch buffer of a loop body still freed in the body (UB); the dead nest must not hide it
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (affine.for at {{.*}}exceeds the unroll bound

func.func @f(%out: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %j = 0 to 300 {
    %a = memref.alloc() : memref<8xf32>
    affine.for %i = 0 to 8 {
      affine.store %cst, %a[%i] : memref<8xf32>
    }
    memref.dealloc %a : memref<8xf32>
  }
  affine.store %cst, %out[0] : memref<4xf32>
  return
}

// ----- target

func.func @f(%arg0: memref<4xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %arg1 = 0 to 300 {
    %alloca = memref.alloca() : memref<8xf32>
    affine.for %arg2 = 0 to 8 {
      affine.store %cst, %alloca[%arg2] : memref<8xf32>
    }
    memref.dealloc %alloca : memref<8xf32>
  }
  affine.store %cst, %arg0[0] : memref<4xf32>
  return
}
