// REQUIRES: mlir-opt-19, heavy
// Reductions that upstream's transforms reorder (issue 8, item 7):
// partial accumulators filled with the neutral element, then merged into
// the output (reordered.py finds the merge).  maximumf is associative and
// commutative, so --verify evaluates the reduction as sets of reduced
// elements (accumulate.py), each partial step's element read off the input
// cells it loads (--annotate leaves the reduction chain bare, so the
// partial steps carry no prophecy; with annotate{bare-reductions=false}
// upstream clones the body's prophecy into them, with the tile's index for
// `tile_reduction_using_for` and `split_reduction`), and proves all three
// for all sizes.  A float sum whose spec carries no
// fastmath<reassoc> may not be reordered at all; with reassoc it is
// evaluated as sets, but the partials start at +0.0, which is not addf's
// neutral element (-0.0 + +0.0 = +0.0): not proved.
//
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_max.mlir > %t.max.mlir
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir > %t.sum.mlir
// RUN: %mutate 'arith.addf %in, %acc : f32' 'arith.addf %in, %acc fastmath<reassoc> : f32' < %S/../../Inputs/programs/row_sum.mlir > %t.reassoc.src.mlir
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %t.reassoc.src.mlir > %t.reassoc.mlir
//
// A consumer reads the reordered max (x - max): the read gets m(i) once the
// cell holds every element of its row and started from init(i).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_max_shift.mlir > %t.shift.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.shift.mlir > %t.forall.shift.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.forall.shift.mlir -o %t.forall.shift.out | filecheck %s --check-prefix=SHIFT
// Mutant: the merge skips partial 0, and the consumer reads the row max.
// RUN: %mutate --nth 3 '"scf.for"\(%3, %0, %1\)' '"scf.for"(%%1, %%0, %%1)' < %t.forall.shift.mlir > %t.shift.skip.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.shift.skip.mlir -o %t.shift.skip.out | filecheck %s --check-prefix=SHIFTSKIP
//
// Split-K matmul: a float sum, proved only under verify{assume-reassoc}.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir > %t.mm.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_k_forall.mlir %t.mm.mlir > %t.splitk.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.splitk.mlir -o %t.splitk.out | filecheck %s --check-prefix=SPLITK
// RUN: %expect-exit 0 -- tv-opt -p 'verify{assume-reassoc=true}' %t.splitk.mlir -o %t.splitk.assumed.out | filecheck %s --check-prefix=SPLITKOK
// Mutant: partial r reads the quarter of k starting at 2r (overlapping).
// RUN: %mutate '"arith.muli"\((%arg\d+), (%\d+)\)' '"arith.muli"(\1, %%1)' < %t.splitk.mlir > %t.splitk.overlap.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{assume-reassoc=true}' %t.splitk.overlap.mlir | filecheck %s --check-prefix=SPLITKBAD
//
// tile_reduction_using_for: a loop over tiles of the reduced dim.
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.max.mlir > %t.for.max.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.for.max.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.for.max.mlir -o %t.for.max.out | filecheck %s --check-prefix=MAX
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.sum.mlir > %t.for.sum.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.for.sum.mlir -o %t.for.sum.out | filecheck %s --check-prefix=SUM
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.reassoc.mlir > %t.forall.reassoc.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.forall.reassoc.mlir -o %t.forall.reassoc.out | filecheck %s --check-prefix=REASSOC
//
// tile_reduction_using_forall: parallel partials.
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.max.mlir > %t.forall.max.mlir
// RUN: %expect-exit 0 -- tv-opt --confirm %t.forall.max.mlir -o %t.forall.max.out | filecheck %s --check-prefix=FORALL
//
// Mutant: tiles of 1 instead of 4 (partial r reads k = r + kk): partials
// overlap and k >= 7 is never reduced.
// RUN: %mutate '"arith.muli"\((%arg\d+), (%\d+)\)' '"arith.muli"(\1, %%1)' < %t.forall.max.mlir > %t.overlap.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.overlap.mlir | filecheck %s --check-prefix=OVERLAP
// Mutant: the merge loop starts at partial 1.
// RUN: %mutate --nth 3 '"scf.for"\(%3, %0, %1\)' '"scf.for"(%%1, %%0, %%1)' < %t.forall.max.mlir > %t.skip.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.skip.mlir | filecheck %s --check-prefix=SKIP
// Mutant: the partials start at 0.0, not -inf (not maximumf's neutral).
// RUN: %mutate '0xFF800000 : f32\}> : \(\) -> f32 loc\(unknown\)' '0.000000e+00 : f32}> : () -> f32 loc(unknown)' < %t.forall.max.mlir > %t.zero.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.zero.mlir | filecheck %s --check-prefix=ZERO
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.sum.mlir > %t.forall.sum.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.forall.sum.mlir -o %t.forall.sum.out | filecheck %s --check-prefix=SUM
// With verify{assume-reassoc} the user accepts reordered float sums (and a
// zero of either sign as addf's neutral element): proved, the assumption
// printed.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{assume-reassoc=true}' %t.forall.sum.mlir -o %t.forall.sum.assumed.out | filecheck %s --check-prefix=ASSUMED
//
// split_reduction: x reshaped to [i, k1, k0], partials over k0.
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_reduction.mlir %t.max.mlir > %t.split.max.mlir
// RUN: %expect-exit 0 -- tv-opt --confirm %t.split.max.mlir -o %t.split.max.out | filecheck %s --check-prefixes=MAX,SPLITEXEC
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_reduction.mlir %t.sum.mlir > %t.split.sum.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.split.sum.mlir -o %t.split.sum.out | filecheck %s --check-prefix=SUM
//
// Mutant: the merge stores the partial alone (max(p, m) -> p): no longer a
// merge of accumulators, so nothing is refused up front, and the lowering
// is wrong: the output misses the other partials.  The merge store is now
// a store without annotation, whose value is unknown: not decided
// (unsupported), and --confirm shows the wrong output: FAILED.
// RUN: %mutate --nth 2 '"arith.maximumf"\((%\d+), (%\d+)\)' '"arith.maximumf"(\1, \1)' < %t.for.max.mlir > %t.nomerge.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --confirm %t.nomerge.mlir | filecheck %s --check-prefix=NOMERGE

// SHAPE: "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
// SHAPE: "arith.maximumf"
// SHAPE-NOT: "tv.prophesy"
// SHAPE: "memref.store"

// MAX:      ok      reduction element: memref.store at {{.*}}row_max.mlir:6:8
// MAX:      ok      reduction complete: result 0 {{.*}}: every cell combines all of @m's reduced elements once
// SPLITEXEC: confirm: execution agrees with the spec in 16 runs
// MAX:      @row_max: verified

// FORALL:   ok      reduction element: memref.store at {{.*}}row_max.mlir:6:8
// FORALL:   ok      reduced once: memref.store at {{.*}}row_max.mlir:6:8
// FORALL:   ok      no read-write race: scf.forall
// FORALL:   ok      reduced once: memref.store at {{.*}}row_max.mlir:6:8
// FORALL:   ok      reduction complete: result 0 {{.*}}: every cell combines all of @m's reduced elements once
// FORALL:   ok      final value: result 0
// FORALL:   confirm: execution agrees with the spec in 16 runs
// FORALL:   @row_max: verified

// SHIFT:    ok      reduction element:
// SHIFT:    @row_max_shift: verified

// SHIFTSKIP: unsupported: memref.load at {{.*}}: reads a reduction computed in another order before it is complete
// SHIFTSKIP: @row_max_shift: unsupported

// SPLITK:   unsupported: memref.store at {{.*}}matmul.mlir:{{[0-9]+}}:{{[0-9]+}}: addf reduction reordered without reassoc
// SPLITKOK: note: assumes: @{{[A-Za-z_]+}}'s arith.addf is associative and commutative
// SPLITKOK: @matmul: verified
// SPLITKBAD: @matmul: FAILED

// OVERLAP:  FAILED  reduced once: memref.store at {{.*}}row_max.mlir:6:8: combines a reduced element the cell already holds
// OVERLAP:  FAILED  reduction complete: {{.*}}: a cell misses reduced elements of @m at its own index
// OVERLAP:  @row_max: FAILED (reduced once)

// SKIP:     FAILED  reduction complete: {{.*}}: a cell misses reduced elements of @m at its own index
// SKIP:     @row_max: FAILED (reduction complete)

// ZERO:     FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// ZERO:     undecided missing annotation
// ZERO:     unsupported: memref.store at {{.*}}: merges a partial of {{.*}} that did not start from arith.maximumf's neutral element
// ZERO:     @row_max: FAILED (value = prophecy)

// SUM:      unsupported: memref.store at {{.*}}row_sum.mlir:3:8: addf reduction reordered without reassoc: partial accumulators of @s are merged here in another order than the spec's, and the spec's arith.addf carries no fastmath<reassoc>
// SUM:      @row_sum: unsupported (memref.store at {{.*}}row_sum.mlir:3:8)

// REASSOC:  undecided missing annotation: memref.store
// REASSOC:  unsupported: {{.*}}: merges a partial of {{.*}} that did not start from arith.addf's neutral element
// REASSOC:  @row_sum: unsupported ({{.*}})

// ASSUMED:  note: assumes: @s's arith.addf is associative and commutative with a zero of either sign as its neutral element (verify{assume-reassoc}
// ASSUMED:  ok      reduction complete:
// ASSUMED:  @row_sum: verified

// NOMERGE:  confirm: execution: mismatch
// NOMERGE:  @row_max: FAILED (confirmed by execution)
