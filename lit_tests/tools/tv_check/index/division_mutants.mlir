// REQUIRES: mlir-opt-19
// Mutants of MLIR 19's canonicalization of `index` divisions and casts
// (semantics/index_ops.py), each a folding bug a compiler could have:
// truncating where the op floors, zero-extending where it sign-extends,
// and a division by a value that may be zero hoisted out of its guard
// (UB in the target where the source is defined).
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt.mlir | filecheck --check-prefix=RIGHT %s
// RUN: sed -e 's/index.constant -2/index.constant -1/' %t.tgt.mlir > %t.floor.mlir
// RUN: %expect-exit 1 -- tv-check --function floordiv %s %t.floor.mlir | filecheck --check-prefix=FLOOR %s
// RUN: sed -e 's/index.casts %arg0 : i8 to index/index.castu %arg0 : i8 to index/' %t.tgt.mlir > %t.cast.mlir
// RUN: %expect-exit 1 -- tv-check --function widen %s %t.cast.mlir | filecheck --check-prefix=CAST %s
// RUN: %expect-exit 1 -- tv-check --function guarded %s %S/Inputs/guarded_hoisted.mlir | filecheck --check-prefix=GUARD %s

// RIGHT-DAG: @floordiv: verified
// FLOOR: @floordiv: FAILED (return value mismatch)
func.func @floordiv() -> index {
  %c-6 = index.constant -6
  %c5 = index.constant 5
  %0 = index.floordivs %c-6, %c5
  return %0 : index
}

// RIGHT-DAG: @widen: verified
// CAST: @widen: FAILED (return value mismatch)
// CAST: %arg0 = -{{[0-9]+}}
func.func @widen(%arg0: i8) -> index {
  %0 = index.casts %arg0 : i8 to index
  return %0 : index
}

// RIGHT-DAG: @guarded: verified
// GUARD: @guarded: FAILED (target is undefined where the source is defined)
// GUARD: %d = 0
func.func @guarded(%n: index, %d: index) -> index {
  %c0 = index.constant 0
  %nz = index.cmp ne(%d, %c0)
  %r = scf.if %nz -> index {
    %q = index.divu %n, %d
    scf.yield %q : index
  } else {
    scf.yield %c0 : index
  }
  return %r : index
}
