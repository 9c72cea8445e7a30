// REQUIRES: mlir-opt-19
// An upstream miscompilation that tvmlir's execution oracle exposes:
// mlir-opt-19's `tile_reduction_using_for` (and `split_reduction`) clones the reduction body into
// the partial op without offsetting `linalg.index` of the reduced dim, so
// a body that reads its reduced index k (row_max_index: max_k x[i,k] + k)
// sees k mod 4 in the tile loop.  `tile_reduction_using_forall` offsets it
// (k = 4 * r + kk) and is right: --verify proves it (a reordered maxsi
// reduction, accumulate.py) and execution agrees.  In the `for` variant a
// partial step does not combine the element of @r at the input cell it
// loads (x[i, k] + k mod 4, not + k); --verify does not claim more than
// that (unsupported: a step that is not the spec's may still be part of a
// right program); the oracle runs it: `confirm{verify=false}` exits 1 on
// the concrete mismatch, and so does `--confirm` (an unsupported verdict
// whose execution differs from the spec is FAILED, confirmed by execution).
//
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_max_index.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.ann.mlir > %t.for.mlir
// RUN: filecheck %s --check-prefix=FORSHAPE < %t.for.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'confirm{verify=false}' %t.for.mlir -o %t.for.out | filecheck %s --check-prefix=FOR
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --confirm %t.for.mlir | filecheck %s --check-prefix=FORVERIFY
// `split_reduction` has the same bug (the partial sees k0, not 4 * k1 + k0).
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_reduction.mlir %t.ann.mlir > %t.split.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'confirm{verify=false}' %t.split.mlir -o %t.split.out | filecheck %s --check-prefix=FOR
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.ann.mlir > %t.forall.mlir
// RUN: %expect-exit 2 -- tv-opt -p 'confirm{verify=false}' %t.forall.mlir -o %t.forall.out | filecheck %s --check-prefix=FORALL
// RUN: %expect-exit 0 -- tv-opt --verify %t.forall.mlir -o %t.forall2.out | filecheck %s --check-prefix=FORALLVERIFY

// The partial op's body reads `linalg.index 1` unchanged: the tile-local
// index, added to the element as is.
// FORSHAPE: "scf.for"
// FORSHAPE: %[[X:[0-9]+]] = "memref.load"
// FORSHAPE: %[[ACC:[0-9]+]] = "memref.load"
// FORSHAPE: %[[K:[0-9]+]] = "arith.index_cast"(%arg{{[0-9]+}})
// FORSHAPE: "arith.addi"(%[[X]], %[[K]])

// FOR: @row_max_index: confirm: mismatch (run {{[0-9]+}}): result 0 [{{[0-9]+}}]: spec {{-?[0-9]+}}, execution {{-?[0-9]+}}

// FORVERIFY: unsupported: memref.store at {{.*}}row_max_index.mlir:{{[0-9]+}}:{{[0-9]+}}: maxsi reduction reordered
// FORVERIFY: confirm: execution: mismatch
// FORVERIFY: @row_max_index: FAILED (confirmed by execution)

// FORALL: @row_max_index: confirm: no mismatch in 16 runs

// FORALLVERIFY: ok      reduction element: memref.store
// FORALLVERIFY: ok      reduction complete:
// FORALLVERIFY: @row_max_index: verified
