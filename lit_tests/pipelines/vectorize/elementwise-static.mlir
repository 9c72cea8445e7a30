// REQUIRES: tv-plugin
// The issue's done-when: an annotated elementwise kernel, vectorized by the
// real linalg vectorizer (vectorize_children_and_apply_patterns, plugin
// loaded so tv.prophesy widens with the arith op), bufferized, verifies.
// Its prophecy indices are index vectors (ramps, broadcast and
// transposed): lane (l0, l1) claims @sum(l0, l1) (design-notes section 8).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/add_broadcast.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --one-shot-bufferize=bufferize-function-boundaries --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.vec.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.vec.mlir -o %t.out | filecheck %s
// Wrong lane index: the row ramp names row 6 at lane 7.
// RUN: %mutate 'dense<\[0, 1, 2, 3, 4, 5, 6, 7\]> : vector<8xindex>' 'dense<[0, 1, 2, 3, 4, 5, 6, 6]> : vector<8xindex>' < %t.vec.mlir > %t.lane.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.lane.mlir | filecheck %s --check-prefix=LANE

// SHAPE:     "func.func"() <{function_type
// SHAPE-NOT: "linalg.generic"
// SHAPE:     "vector.transfer_read"
// SHAPE:     "tv.prophesy"({{.*}}) {{.*}} : (vector<8x16xf32>, vector<8x16xindex>, vector<8x16xindex>) -> vector<8x16xf32>
// SHAPE:     "vector.transfer_write"

// CHECK:     ok      read in bounds: vector.transfer_read at {{.*}}add_broadcast.mlir:4:9
// CHECK:     ok      value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:4:9
// CHECK:     ok      write in bounds: vector.transfer_write at {{.*}}add_broadcast.mlir:5:10
// CHECK:     ok      value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:5:10
// CHECK:     ok      coverage: result 0
// CHECK:     @add_broadcast: verified

// LANE:      FAILED  value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:5:10: the stored lane is not the prophesied spec element
// LANE-NEXT:   instance: {{.*}}lane0@5:10=7
// LANE:      @add_broadcast: FAILED (value = prophecy)
