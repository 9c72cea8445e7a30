// SOUNDNESS: right affine-lowering: -lower-affine of `d0 mod 8 + s0 floordiv 4` with the remainder's remsi turned into remui: for a power of two both give the low bits, and the sign fix-up then never fires
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --lower-affine %s | %mutate 'arith.remsi %arg0' 'arith.remui %arg0' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @am: verified

func.func @am(%i: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod 8 + s0 floordiv 4)>(%i)[%s]
  return %r : index
}
