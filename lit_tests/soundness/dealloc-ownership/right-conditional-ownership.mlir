// SOUNDNESS: right dealloc-ownership: mlir-opt-19's ownership-based-buffer-deallocation of a buffer allocated in one branch: freed after the load when that branch ran
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --ownership-based-buffer-deallocation --canonicalize %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%c: i1, %x: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %m = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %x, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
