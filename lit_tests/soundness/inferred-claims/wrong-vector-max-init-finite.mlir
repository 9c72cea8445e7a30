// SOUNDNESS: wrong inferred-claims: vectorized row max folded from -FLT_MAX instead of -inf: wrong only on a row of -inf
// REQUIRES: mlir-opt-19
// The fold's claim (@m) fits every run; folding from -FLT_MAX is not @m's
// partial reduction, so the proof fails (no run shows it: unsupported).
// RUN: %mlir-opt --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --canonicalize --cse --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %S/../../Inputs/programs/row_max.mlir > %t.low.mlir
// RUN: %mutate 'dense<0xFF800000> : vector<8xf32>' 'dense<-3.40282347E+38> : vector<8xf32>' < %t.low.mlir > %t.m0.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m0.mlir
// RUN: %expect-exit 2 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/row_max.mlir"}' %t.m0.mlir -o %t.out.mlir | filecheck %s

// MUT: dense<-3.40282347E+38> : vector<8xf32>
// CHECK: note: inferred: vector.multi_reduction at {{.*}}row_max.mlir:8:12: @m [lane0]
// CHECK: @row_max: unsupported (inferred claim not proved: value = prophecy: vector.multi_reduction at {{.*}}row_max.mlir:8:12)
