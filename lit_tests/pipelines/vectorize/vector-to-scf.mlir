// REQUIRES: tv-plugin
// What convert-vector-to-scf leaves of a vectorized kernel.  With the
// default target rank 1 it stages each 2-D transfer through a
// memref<vector<8x16xf32>> alloca viewed by vector.type_cast: read (not
// bad input), and refused as unsupported with the reason, since a memref
// cell holding a whole vector is not modelled.  With target-rank=2 the
// transfers stay and the kernel verifies.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/add_broadcast.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --one-shot-bufferize=bufferize-function-boundaries --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(func.func(convert-vector-to-scf),canonicalize,cse)' --mlir-print-op-generic --mlir-print-debuginfo %t.vec.mlir > %t.scf.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.scf.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.scf.mlir -o %t.scf.out | filecheck %s --check-prefix=STAGED
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(func.func(convert-vector-to-scf{target-rank=2}),canonicalize,cse)' --mlir-print-op-generic --mlir-print-debuginfo %t.vec.mlir > %t.rank2.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.rank2.mlir -o %t.rank2.out | filecheck %s --check-prefix=RANK2

// SHAPE: "memref.alloca"() {{.*}} -> memref<vector<8x16xf32>>
// SHAPE: "vector.type_cast"

// STAGED: unsupported: memref.alloca at {{.*}}add_broadcast.mlir:{{[0-9]+}}:{{[0-9]+}}: memref of vectors (memref<vector<8x16xf32>>)
// STAGED: @add_broadcast: unsupported (memref.alloca at

// RANK2: @add_broadcast: verified
