// REQUIRES: mlir-opt-19, heavy
// Softmax through mlir-opt-19's linalg vectorizer (no plugin, no
// annotation): two vector.multi_reduction folds and one vector write.
// The folds' claims are inferred (the row max; the sum at its last step,
// proved step by step over the folded lanes) and the write's lanes get
// index vectors.
// RUN: %mlir-opt --transform-preload-library=transform-library-paths=%S/../Inputs/transform/vectorize-children.mlir --transform-interpreter --canonicalize --cse --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %S/../Inputs/programs/softmax.mlir > %t.vec.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/softmax.mlir"}' %t.vec.mlir -o %t.out.mlir | filecheck %s
//
// The sum folds the input row instead of its exponentials: those values
// are no spec element, and the output differs.
// RUN: %mutate '"vector.multi_reduction"\((%\w+), (%\w+)\) <\{kind = #vector.kind<add>' '"vector.multi_reduction"(%4, \2) <{kind = #vector.kind<add>' < %t.vec.mlir > %t.sum.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/softmax.mlir"}' %t.sum.mlir -o %t.out.mlir | filecheck %s --check-prefix=SUM

// CHECK: note: inferred: vector.multi_reduction at {{.*}}softmax.mlir:10:12: @max [lane0]
// CHECK: note: inferred: vector.multi_reduction at {{.*}}softmax.mlir:19:12: @sum [lane0] stage [7]
// CHECK: note: inferred: vector.transfer_write at {{.*}}: @soft [lane0, lane1]
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:19:12: @sum's partial reductions, lane by lane of the fold
// CHECK: @softmax: verified

// SUM: FAILED  execution matches spec: vector.multi_reduction at {{.*}}softmax.mlir:19:12: the value {{.*}} it produced in run 0 is no element of any spec tensor; confirmed by execution: result 0 [0, 0]
// SUM: @softmax: FAILED (execution matches spec)
