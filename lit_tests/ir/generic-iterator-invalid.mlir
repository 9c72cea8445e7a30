// An iterator type other than MLIR 19's parallel / reduction is bad input
// at the op, as in mlir-opt-19 (it was a ValueError, exit 4; found by
// python_tests/test_fuzz.py).  xDSL's "window" is not MLIR's either.
// RUN: %bad-input tv-opt %s | filecheck %s
// RUN: %bad-input tv-check %s %s | filecheck %s
// RUN: %mutate --all 'paraSlel' 'window' < %s > %t.window.mlir
// RUN: %bad-input tv-opt %t.window.mlir | filecheck %s --check-prefix=WINDOW
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["paraSlel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: generic-iterator-invalid.mlir:9:23: error: unexpected iterator_type (paraSlel)
// WINDOW: window.mlir:9:23: error: unexpected iterator_type (window)
