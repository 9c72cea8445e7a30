// A row sum accumulating in a per-thread memref.alloca cell.  The lifter
// finds the formula but gives the cell's stores no prophecy (a reduction
// kept in a temporary is not read as a stage), so --verify reports them
// unannotated: unproved, with that reason.  (Before, the unannotated
// store's opaque value was declared with the cell's rank as arity, without
// the thread ids a per-thread allocation's storage adds: an internal error.)
// RUN: %expect-exit 1 -- tv-lift %S/Inputs/row-sum-private-cell.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK:     FAILED  missing annotation: memref.store at {{.*}}row-sum-private-cell.mlir:18:7: the stored value has no tv.prophesy
// CHECK:     FAILED  missing annotation: memref.store at {{.*}}row-sum-private-cell.mlir:23:9: the stored value has no tv.prophesy
// CHECK-NOT: internal error
// CHECK:     @row_sum_cell: lifted (unproved: --verify: FAILED (missing annotation)): S[i] = sum_k(0.0; X[i,k])
