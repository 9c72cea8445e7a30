// REQUIRES: mlir-opt-19, tv-plugin
// The PyTorch attention through the vectorize family: the keepdim row
// sums' init (a broadcast of 0.0 into tensor<3x1xf32>) is vectorized as a
// tv.prophesy on a vector<1x3xf32> followed by a vector.transpose, and
// only the transposed vector is written.  Each written lane is a lane of
// the prophecy (lane moves are followed to it, design-notes section 8,
// "Vectors"), so the write stores that lane's spec element, and the
// prophecy is checked where it stands, on every lane.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/torch/attention.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --lower-affine --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.vec.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.vec.mlir -o %t.out | filecheck %s
//
// Mutant: the prophesied init is 1.0, not the spec's 0.0.
// RUN: %mutate 'dense<0.000000e\+00> : vector<1x3xf32>' 'dense<1.000000e+00> : vector<1x3xf32>' < %t.vec.mlir > %t.one.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.one.mlir | filecheck %s --check-prefix=ONE
//
// Mutant: the transposed vector is negated before it is written: not a
// lane move, so what the write stores is unknown.
// RUN: %mutate '^(\s*)"vector.transfer_write"\((%\d+), (.*)\(vector<3x1xf32>, ' '\1%neg = "arith.negf"(\2) <{fastmath = #arith.fastmath<none>}> : (vector<3x1xf32>) -> vector<3x1xf32>\n\1"vector.transfer_write"(%neg, \3(vector<3x1xf32>, ' < %t.vec.mlir > %t.neg.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.neg.mlir -o %t.neg.out | filecheck %s --check-prefix=NEG

// SHAPE: %[[P:[0-9]+]] = "tv.prophesy"({{.*}}) {{.*}} : (vector<1x3xf32>, vector<1x3xindex>, vector<1x3xindex>) -> vector<1x3xf32>
// SHAPE-NEXT: %[[T:[0-9]+]] = "vector.transpose"(%[[P]]) {{.*}} -> vector<3x1xf32>
// SHAPE-NEXT: "vector.transfer_write"(%[[T]],

// CHECK-NOT: missing annotation
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}attention.mlir:72:7
// CHECK: @attention: verified

// ONE: FAILED  value = prophecy: tv.prophesy at {{.*}}attention.mlir:72:7: the stored lane is not the prophesied spec element
// ONE: @attention: FAILED (value = prophecy)

// NEG: undecided missing annotation: vector.transfer_write at {{.*}}attention.mlir:72:7: the stored vector has no tv.prophesy: the annotation was lost
// NEG: @attention: unsupported (annotation lost at {{.*}})
