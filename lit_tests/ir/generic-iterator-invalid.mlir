// An iterator type other than MLIR 19's parallel / reduction (and "window",
// MLIR's third kind until 2022) is bad input at the op, as in mlir-opt-19
// (it was a ValueError, exit 4; found by python_tests/test_fuzz.py).
// "window" parses (mlir-tv's corpus has IREE outputs of that time), but
// --lower refuses it (unsupported, exit 2) and tv-check reads it only as a reduction: here it
// indexes the output, which is unsupported.
// RUN: %bad-input tv-opt %s | filecheck %s
// RUN: %bad-input tv-check %s %s | filecheck %s
// RUN: %mutate --all 'paraSlel' 'window' < %s > %t.window.mlir
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt --lower %t.window.mlir -o %t.lowered.mlir 2>&1 | filecheck %s --check-prefix=WINDOW
// RUN: %expect-exit 2 -- tv-check %t.window.mlir %t.window.mlir | filecheck %s --check-prefix=WINDOW-CHECK
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["paraSlel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: generic-iterator-invalid.mlir:13:23: error: unexpected iterator_type (paraSlel)
// WINDOW: unsupported (linalg.generic at {{.*}}window.mlir:13:8): iterator types other than parallel and reduction
// WINDOW-CHECK: @f: unsupported (linalg.generic at {{.*}}window.mlir:13:8: a window iterator that indexes an output)
