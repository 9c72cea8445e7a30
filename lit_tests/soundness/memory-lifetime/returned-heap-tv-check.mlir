// SOUNDNESS: right memory-lifetime: tv-check of mlir-opt-19 -one-shot-bufferize's output, whose returned buffer is a heap memref.alloc (the counterpart of returned-alloca-tv-check)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --one-shot-bufferize="bufferize-function-boundaries" %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s

func.func @splat(%x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: @splat: verified
