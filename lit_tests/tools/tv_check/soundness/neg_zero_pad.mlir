// --use-neg-zero reads a +0.0 yielded by a tensor.pad body as -0.0 too
// (mlir-tv's option; its use-neg-zero pairs pad with a +0.0 body).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=PLAIN
// RUN: tv-check --use-neg-zero %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=NEG
// RUN: tv-check --use-neg-zero --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=NEG

func.func @pad(%t: tensor<2xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// ----- target

func.func @pad(%t: tensor<2xf32>) -> tensor<4xf32> {
  %z = arith.constant -0.0 : f32
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// PLAIN:      @pad: FAILED (return value mismatch)
// PLAIN:        returned value #0: first mismatching element [0]
// PLAIN-NEXT:     source: +0.0
// PLAIN-NEXT:     target: -0.0

// NEG:      @pad: verified
// NEG:        @pad: assumes +0.0 written by linalg.fill or yielded by a linalg or tensor.pad body is -0.0 (--use-neg-zero)
