// SOUNDNESS: wrong memory-lifetime: tv-check of a bufferized function whose returned buffer is turned into a memref.alloca (mlir-opt-19 -one-shot-bufferize output, edited): the caller gets dangling stack memory
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --one-shot-bufferize="bufferize-function-boundaries" %s > %t.mlir
// RUN: %mutate 'memref.alloc\(\)' 'memref.alloca()' < %t.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s

func.func @splat(%x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: @splat: FAILED (target is undefined where the source is defined)
// CHECK: the source is defined, the target is undefined
