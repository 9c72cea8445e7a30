// REQUIRES: tv-plugin
// Softmax through the vectorize family: the elementwise generics become
// vector code (the row max and sum are read back as vectors, broadcast
// and transposed).  The row max, whose chain --annotate leaves bare, is a
// vector.multi_reduction whose claim is inferred and proved where it
// stands (verify/folds.py); the sum over the intermediate exp keeps its
// prophecy, stays scalar and is lowered to loops.  All verify in one
// function.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/softmax.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(transform-preload-library{transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir},transform-interpreter,canonicalize,cse,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)' --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.vec.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.vec.mlir -o %t.out | filecheck %s
// A miscompiled vector exp:
// RUN: %mutate '"math.exp"' '"math.log"' < %t.vec.mlir > %t.log.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.log.mlir | filecheck %s --check-prefix=LOG

// SHAPE: "vector.multi_reduction"({{.*}}) <{kind = #vector.kind<maximumf>
// SHAPE: "vector.transpose"
// SHAPE: "math.exp"({{.*}}) {{.*}} : (vector<4x8xf32>) -> vector<4x8xf32>
// SHAPE: "arith.addf"({{.*}}) {{.*}} : (f32, f32) -> f32
// SHAPE: "arith.divf"({{.*}}) {{.*}} : (vector<4x8xf32>, vector<4x8xf32>) -> vector<4x8xf32>

// CHECK: ok      value = prophecy: vector.multi_reduction at {{.*}}softmax.mlir:10:12: inferred @max's partial reduction, lane by lane of the fold
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:15:10
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}softmax.mlir:23:11
// CHECK: @softmax: verified

// LOG: FAILED  value = prophecy: tv.prophesy at {{.*}}softmax.mlir:15:10: the stored lane is not the prophesied spec element
// LOG: @softmax: FAILED (value = prophecy)
