// SOUNDNESS: wrong affine-lowering: -lower-affine of `d0 mod 6 + s0 floordiv 4` with the remainder's remsi turned into remui (wrong for a negative d0: 6 is no power of two)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --lower-affine %s | %mutate 'arith.remsi %arg0' 'arith.remui %arg0' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @am: FAILED (return value mismatch)

func.func @am(%i: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod 6 + s0 floordiv 4)>(%i)[%s]
  return %r : index
}
