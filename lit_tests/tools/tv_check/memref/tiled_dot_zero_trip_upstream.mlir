// REQUIRES: mlir-opt-19, heavy
// MLIR's Linalg/transform-patterns.mlir @dot tiled by the transform dialect
// (tile_using_for) into an scf.for over subviews of memref arguments.
// Two bugs it found:
// * an internal error (exit 4): an ite over memory arrays built from z3
//   lambdas was typed as a Bool (z3py's QuantifierRef subclasses BoolRef;
//   semantics/fp/terms.py), so the memory obligation could not index it;
// * a false alarm: where the loop runs zero times (empty %x) the target
//   leaves %v as it was, uninitialized included, and so does the source's
//   dot over an empty sum; the source's result was marked initialized.
// Session 32: the proof holds within the extent bounds (50), and the
// checks past them at the tile size (extents <= 129 and 66) run out of
// their share of the budget: a bounded proof with undecided checks past
// it is unsupported, not "verified for extents <= 50" (a tile of 64 is
// where a wrong remainder would show).
// RUN: %mlir-opt --transform-interpreter %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --function dot %s %t.tgt.mlir | filecheck %s
// The tile's extent one short of the remainder drops the last product:
// RUN: %mutate '\(64, -d0 \+ s0\)' '(64, -d0 + s0 - 1)' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function dot %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// CHECK: @dot: unsupported (verified for extents <= 50 only: the checks past them (extents <= 129, 66, {{.*}}for the constants 64{{.*}} of the functions) decided nothing)
// BAD: @dot: FAILED (memory mismatch)

func.func @dot(%x: memref<?xf32, strided<[1], offset: ?>>, %y: memref<?xf32, strided<[1], offset: ?>>, %v: memref<f32>) {
  linalg.dot ins(%x, %y: memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) outs(%v: memref<f32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.dot"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
