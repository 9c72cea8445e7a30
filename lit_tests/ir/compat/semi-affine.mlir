// A product with a symbol (`d1 * s0`) is valid MLIR (semi-affine; strided
// layouts are written so); xDSL 0.74 raised NotImplementedError (exit 4).
// A product of two dimensions is not: MLIR's error, at the operator.
// RUN: tv-opt %s | filecheck %s
// RUN: %mutate --all 'd1 \* s0' 'd1 * d0' < %s > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir | filecheck %s --check-prefix=BAD
// CHECK: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (((d1 * s0) + d0))>>
func.func private @f(memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>)
// BAD: bad.mlir:8:69: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
