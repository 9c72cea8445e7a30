// REQUIRES: mlir-opt-19
// Float sums over vector lanes: MLIR leaves their order open; tvmlir takes
// the accumulator first, then the lanes in order (what mlir-opt-19's
// lowerings compute), prints that as an assumption, and refuses the
// reduction under --no-assume-vector-reduction-order.  The inner-reduction
// lowering of multi_reduction (vector.reduction per row) verifies; a row
// reduced with mul fails; nnan on the lowered reduction (lanes become
// poison) is unsupported, not ignored.
// RUN: %mlir-opt --lower-vector-multi-reduction=lowering-strategy=inner-reduction %s > %t.inner.mlir
// RUN: filecheck --check-prefix=INNER %s < %t.inner.mlir
// RUN: tv-check %s %t.inner.mlir | filecheck --check-prefix=OK %s
// RUN: %expect-exit 2 -- tv-check --no-assume-vector-reduction-order %s %t.inner.mlir | filecheck --check-prefix=NO %s
// RUN: %mutate '%6 = vector.reduction <add>' '%6 = vector.reduction <mul>' < %t.inner.mlir > %t.mul.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mul.mlir | filecheck --check-prefix=MUL %s
// RUN: %mutate '%6 = vector.reduction <add>, %4, %5 :' '%6 = vector.reduction <add>, %4, %5 fastmath<nnan> :' < %t.inner.mlir > %t.nnan.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.nnan.mlir | filecheck --check-prefix=NNAN %s

// INNER: vector.reduction <add>
// INNER-NOT: vector.multi_reduction

func.func @row_sum(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %r : vector<2xf32>
}

// OK: @row_sum: verified
// OK: @row_sum: assumes float add/mul vector reductions (vector.reduction, multi_reduction, contract) combine the accumulator first, then the lanes in order
// NO: @row_sum: unsupported (vector.multi_reduction at {{.*}}float_reduction.mlir:22:8: a float reduction whose order MLIR leaves unspecified (--no-assume-vector-reduction-order))
// MUL: @row_sum: FAILED (return value mismatch)
// NNAN: @row_sum: unsupported (vector.reduction at {{.*}}nnan.mlir:{{[0-9]+}}:{{[0-9]+}}: fast-math flags on a vector reduction (nnan) are not modelled)
