// REQUIRES: mlir-opt-19, tv-plugin, heavy
// Reductions annotated with annotate{bare-reductions=true}: no prophecy on
// the combiner chain, so the linalg vectorizer (which needs the chain from
// the output argument to the yield to be one combiner) vectorizes the
// annotated reduction exactly as the plain one (issue 9).  --verify infers
// the claim from the input lanes each folded lane reads and proves the
// vector.multi_reduction lane by lane (verify/inferred.py, verify/folds.py).
//
// Same code as the plain program (plugin loaded), row sum and matmul:
// RUN: tv-pipeline-check --plugin=%tv-plugin --generalize-plain --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir},transform-interpreter)' %S/../../Inputs/programs/row_sum.mlir 2>&1 | filecheck %s --check-prefix=SAME
// RUN: tv-pipeline-check --plugin=%tv-plugin --generalize-plain --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir},transform-interpreter)' %S/../../Inputs/programs/matmul.mlir 2>&1 | filecheck %s --check-prefix=SAME
//
// The vectorized row sum verifies:
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --canonicalize --cse --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.vec.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.vec.mlir -o %t.out | filecheck %s
// ... and so does the column max (a reduction over dim 0 of the vector):
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/col_max.mlir > %t.colmax.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --canonicalize --cse --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.colmax.ann.mlir > %t.colmax.vec.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.colmax.vec.mlir -o %t.colmax.out | filecheck %s --check-prefix=COLMAX
//
// Mutant: the fold starts from 0.0, not the init row: lane 0's step fails.
// RUN: %mutate '^(\s*)(%\d+) = "vector.multi_reduction"\((%\d+), %\d+\)' '\1%zacc = "arith.constant"() <{value = dense<0.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>\n\1\2 = "vector.multi_reduction"(\3, %zacc)' < %t.vec.mlir > %t.zero.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.zero.mlir | filecheck %s --check-prefix=ZERO
// Mutant: a product instead of a sum: no spec reduction combines with mul,
// so nothing is inferred and the write's value is unknown.
// RUN: %mutate '#vector.kind<add>' '#vector.kind<mul>' < %t.vec.mlir > %t.mul.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.mul.mlir -o %t.mul.out | filecheck %s --check-prefix=MUL
// Mutant: the rows are read one column late (the last lane is padding):
// RUN: %mutate --nth 1 '"vector.transfer_read"\((%arg0), (%\d+), (%\d+), (%\d+)\) <\{in_bounds = \[true, true\]' '"vector.transfer_read"(\1, \2, %c1x, \4) <{in_bounds = [true, false]' < %t.vec.mlir | %mutate '^(\s*)(%\d+ = "vector.transfer_read"\(%arg0)' '\1%c1x = "arith.constant"() <{value = 1 : index}> : () -> index\n\1\2' > %t.shift.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.shift.mlir | filecheck %s --check-prefix=SHIFT

// Split and tiled reductions of a bare row max: each partial step's element
// is read off the input cells it loads (accumulate.py), so all three
// transforms verify without the prophecy upstream clones into the partial.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_max.mlir > %t.max.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.max.mlir > %t.max.forall.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.max.forall.mlir -o %t.max.forall.out | filecheck %s --check-prefix=SPLIT
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.max.mlir > %t.max.for.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.max.for.mlir -o %t.max.for.out | filecheck %s --check-prefix=SPLIT
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_reduction.mlir %t.max.mlir > %t.max.split.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.max.split.mlir -o %t.max.split.out | filecheck %s --check-prefix=SPLIT
// ... and partials filled with 0.0 instead of -inf (not neutral for max) are not:
// RUN: %mutate 'value = 0xFF800000 : f32' 'value = 0.000000e+00 : f32' < %t.max.for.mlir > %t.max.zero.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.max.zero.mlir | filecheck %s --check-prefix=SPLITZERO
// SPLIT: ok      reduction complete
// SPLIT: @row_max: verified

// SPLITZERO: @row_max: FAILED

// SAME: same code

// SHAPE: "vector.multi_reduction"({{.*}}) <{kind = #vector.kind<add>, reduction_dims = [1]}>
// SHAPE-NOT: tv.prophesy

// CHECK: note: assumes: vector.multi_reduction <add> on floats folds its lanes in order from the accumulator
// CHECK: ok      value = prophecy: vector.multi_reduction at {{.*}}row_sum.mlir:{{.*}}: inferred @s's partial reduction, lane by lane of the fold (no tv.prophesy here)
// CHECK: @row_sum: verified

// COLMAX: ok      value = prophecy: vector.multi_reduction at {{.*}}col_max.mlir:{{.*}}: inferred @m's partial reduction, lane by lane of the fold
// COLMAX: @col_max: verified

// ZERO: FAILED  value = prophecy: vector.multi_reduction at {{.*}}: folding lane [0] of the vector.multi_reduction does not give @s's partial reduction at the element it reads
// ZERO: @row_sum: FAILED (value = prophecy)

// MUL: undecided missing annotation: vector.transfer_write
// MUL: @row_sum: unsupported (annotation lost at {{.*}})

// SHIFT: @row_sum: FAILED
