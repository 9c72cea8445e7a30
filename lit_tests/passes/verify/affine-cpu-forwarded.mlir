// REQUIRES: mlir-opt-19, tv-plugin, heavy
// The annotated matmul and row sum through mlir-opt-19's affine CPU pipeline
// of issue 21 (lit_tests/Inputs/mlir_affine_pipeline.py, with the tv
// plugin): their reductions' chains are bare (annotate{bare-reductions}), and
// after unrolling by 2 affine-scalrep forwards the first step's stored sum
// into the second step instead of loading the cell again.  Each store's
// claim is inferred (verify/inferred.py: the accumulator is the cell's load
// or the value an earlier store wrote into it) and checked; it was
// `unsupported (annotation lost at memref.store ...)`.
// RUN: tv-opt --annotate %S/../../Inputs/programs/matmul.mlir -o %t.mm.ann.mlir
// RUN: %mlir-affine-cpu-pipeline --load-dialect-plugin=%tv-plugin %t.mm.ann.mlir > %t.mm.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mm.mlir -o %t.out.mlir | filecheck %s
// CHECK: @matmul: verified
//
// The second step adds its product to the cell's old value instead of the
// first step's sum (a dropped element): FAILED at that store.
// RUN: %mutate --nth 2 '"arith.addf"\((%\w+), (%\w+)\)' '"arith.addf"(%10, \2)' < %t.mm.mlir > %t.drop.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.drop.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.drop.mlir -o %t.out.mlir | filecheck %s --check-prefix=DROP
// MUT: %10 = "memref.load"(%arg2, %arg5, %arg6)
// MUT: "arith.addf"(%10, %11)
// MUT: "arith.addf"(%10, %16)
// DROP: FAILED  value = prophecy: memref.store at {{.*}}: the stored value is not the inferred spec element
// DROP: @matmul: FAILED (value = prophecy)
//
// The second step multiplies into the sum (a wrong combiner): no spec
// reduction combines with mulf, so nothing is inferred for that store (a
// claim guessed for another op could call a right program wrong):
// unsupported, never verified.
// RUN: %mutate --nth 2 '"arith.addf"\((%\w+), (%\w+)\)' '"arith.mulf"(\1, \2)' < %t.mm.mlir > %t.comb.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.comb.mlir -o %t.out.mlir | filecheck %s --check-prefix=COMB
// COMB: @matmul: unsupported (annotation lost at memref.store at {{.*}}comb.mlir:34:15)
//
// The row sum (4-wide tiles of 16 columns, unrolled by 2) verifies; with
// its column tiles starting one column late (off by one), FAILED.
// RUN: tv-opt --annotate %S/../../Inputs/programs/row_sum.mlir -o %t.rs.ann.mlir
// RUN: %mlir-affine-cpu-pipeline --load-dialect-plugin=%tv-plugin %t.rs.ann.mlir > %t.rs.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.rs.mlir -o %t.out.mlir | filecheck %s --check-prefix=RS
// RS: @row_sum: verified
// RUN: %mutate '"scf.for"\(%3, %2, %5\)' '"scf.for"(%1, %2, %5)' < %t.rs.mlir > %t.late.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.late.mlir -o %t.out.mlir | filecheck %s --check-prefix=LATE
// LATE: FAILED  read in bounds: memref.load at {{.*}}: reads %arg0 outside
// LATE: @row_sum: FAILED
//
// The row max: scalar replacement keeps one store per unrolled pair, of
// max(x1, max(x0, cell)): two inferred steps, checked in order, verify.
// The second step maxes with the cell instead of the first step (a dropped
// element): FAILED.  The second step reads column 0: its claim is not the
// next stage, and for maximumf (associative and commutative) a chain out of
// the spec's order may be right, so nothing is inferred: unsupported.
// RUN: tv-opt --annotate %S/../../Inputs/programs/row_max.mlir -o %t.rm.ann.mlir
// RUN: %mlir-affine-cpu-pipeline --load-dialect-plugin=%tv-plugin %t.rm.ann.mlir > %t.rm.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.rm.mlir -o %t.out.mlir | filecheck %s --check-prefix=RM
// RM: ok      value = prophecy: arith.maximumf at {{.*}}: inferred @m's partial reduction (no tv.prophesy here)
// RM: ok      value = prophecy: memref.store at {{.*}}: inferred @m's partial reduction (no tv.prophesy here)
// RM: @row_max: verified
// RUN: %mutate '"arith.maximumf"\(%14, %12\)' '"arith.maximumf"(%14, %11)' < %t.rm.mlir > %t.rmdrop.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.rmdrop.mlir -o %t.out.mlir | filecheck %s --check-prefix=RMDROP
// RMDROP: FAILED  value = prophecy: memref.store at {{.*}}: the stored value is not the inferred spec element
// RMDROP: @row_max: FAILED (value = prophecy)
// RUN: %mutate '(%14 = "memref.load"\(%arg0, %arg3, )%13\)' '\1%5)' < %t.rm.mlir > %t.rmcol.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.rmcol.mlir -o %t.out.mlir | filecheck %s --check-prefix=RMCOL
// RMCOL: @row_max: unsupported (annotation lost at memref.store at
