// REQUIRES: mlir-opt-19
// --gpu-kernel-outlining clones the functions a kernel calls into its
// gpu.module, where the outlined kernel's calls resolve; tv-check resolves
// calls in the top-level module, which may hold another function of that
// name, so a call inside a gpu.func is unsupported (semantics/gpu.py).
// RUN: %mlir-opt --gpu-kernel-outlining %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function scale %s %t.tgt.mlir | filecheck %s
// CHECK: @scale: unsupported (func.call at {{.*}}: a call inside a gpu.func (its callee is the gpu.module's) is not modelled)

func.func @twice(%x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  return %y : f32
}

func.func @scale(%in: memref<2xf32>, %out: memref<2xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%tx] : memref<2xf32>
    %w = func.call @twice(%v) : (f32) -> f32
    memref.store %w, %out[%tx] : memref<2xf32>
    gpu.terminator
  }
  return
}
