// REQUIRES: mlir-opt-19
// affine.apply / affine.min mean (xDSL has no affine.max) what -lower-affine makes of
// them: wrapping index arithmetic, signed floordiv / ceildiv / mod by a
// positive constant (negative operands included), signed min.
// The real lowering verifies; each mutation of it is rejected.
// RUN: %mlir-opt -lower-affine %s --mlir-print-op-generic > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s --check-prefix=OK
// floordiv with `a <= 0` for `a < 0` (wrong at 0).  (Its division could be
// unsigned: the dividend is never negative; ceildiv's is at the minimum.)
// RUN: %mutate --nth 1 'predicate = 2 : i64' 'predicate = 3 : i64' < %t.tgt.mlir > %t.bad1.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad1.mlir --function apply | filecheck %s --check-prefix=FLOOR
// ceildiv divided unsigned.
// RUN: %mutate --nth 2 'arith.divsi' 'arith.divui' < %t.tgt.mlir > %t.bad2.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad2.mlir --function apply | filecheck %s --check-prefix=CEIL
// mod fixing up the wrong remainders (`r > 0` for `r < 0`).  (An unsigned
// remainder by 8 would be right: 2^64 is a multiple of 8.)
// RUN: %mutate --nth -1 'predicate = 2 : i64' 'predicate = 4 : i64' < %t.tgt.mlir > %t.bad3.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad3.mlir --function apply | filecheck %s --check-prefix=MOD
// min compared unsigned.
// RUN: %mutate --nth 2 'arith.minsi' 'arith.minui' < %t.tgt.mlir > %t.bad4.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad4.mlir --function minmax | filecheck %s --check-prefix=BADMIN

// OK: @apply: verified
// OK-NEXT: @minmax: verified
// FLOOR: @apply: FAILED (return value mismatch (2/4))
// CEIL: @apply: FAILED (return value mismatch (3/4))
// MOD: @apply: FAILED (return value mismatch (4/4))
// BADMIN: @minmax: FAILED (return value mismatch)

func.func @apply(%i: index, %j: index, %s: index) -> (index, index, index, index) {
  %a = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 - 3)>(%i, %j)[%s]
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
  %c = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%i)
  %d = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
  return %a, %b, %c, %d : index, index, index, index
}

func.func @minmax(%i: index, %j: index) -> index {
  %a = affine.min affine_map<(d0, d1) -> (d0, d1 + 2, 16)>(%i, %j)
  return %a : index
}
