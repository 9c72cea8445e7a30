// REQUIRES: mlir-opt-19
// MLIR's Dialect/Vector/canonicalize.mlir: `create_mask %c8, vscale * 16`
// of vector<8x[16]xi1> canonicalizes to `constant_mask [8, 16]`, all set:
// a size in a scalable dimension counts [16]-sized units, as the type does
// (refinement/vscale.py).  It read 16 lanes, a false FAILED at vscale 2,
// and, worse, verified a mask of 16 lanes only against it.
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @create_vector_mask_to_constant_mask_scalable_all_true: verified
// A source that sets 16 lanes only (not 16 x vscale) against the all-set mask:
// RUN: %mutate '%%1 = arith.muli %%0, %%c16 : index' '%%1 = arith.maxui %%c16, %%c8 : index' < %s > %t.lanes.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %t.lanes.mlir %t.tgt.mlir | filecheck %s --check-prefix=LANES
// LANES: FAILED (return value mismatch at vscale = 2)
// The mask one unit short:
// RUN: %mutate '\[8, 16\]' '[8, 0]' < %t.tgt.mlir > %t.none.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.none.mlir | filecheck %s --check-prefix=NONE
// NONE: FAILED (return value mismatch at vscale = 1)

func.func @create_vector_mask_to_constant_mask_scalable_all_true() -> (vector<8x[16]xi1>) {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %0 = vector.vscale
  %1 = arith.muli %0, %c16 : index
  %10 = vector.create_mask %c8, %1 : vector<8x[16]xi1>
  return %10 : vector<8x[16]xi1>
}
