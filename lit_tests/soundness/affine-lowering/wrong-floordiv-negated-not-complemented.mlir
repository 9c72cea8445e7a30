// SOUNDNESS: wrong affine-lowering: -lower-affine of `s0 floordiv 4` whose negative branch divides 0 - s0 instead of -1 - s0 (off by one at negative multiples of 4)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --lower-affine %s | %mutate '= arith.subi %c-1, %arg1 : index' '= arith.subi %c0_0, %arg1 : index' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @am: FAILED (return value mismatch)

func.func @am(%i: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod 8 + s0 floordiv 4)>(%i)[%s]
  return %r : index
}
