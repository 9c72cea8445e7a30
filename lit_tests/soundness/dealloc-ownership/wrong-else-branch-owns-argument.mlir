// SOUNDNESS: wrong dealloc-ownership: the else branch yields ownership true for the argument it forwards (the argument is freed)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --ownership-based-buffer-deallocation --canonicalize %s | %mutate 'scf.yield %arg1, %false' 'scf.yield %arg1, %%true' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

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
