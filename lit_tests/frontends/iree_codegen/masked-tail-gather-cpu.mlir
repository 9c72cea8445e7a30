// IREE's llvm-cpu codegen for embedding_pool's bag sum (dispatch 0, a
// mean of 3 rows of a 6x4 embedding table per output; iree-compile 3.13;
// stored launch form): each workgroup folds k in tiles of 2 with a masked
// `vector.multi_reduction <add>` whose lanes are `vector.gather`s of the
// table (a spec constant) at the indices a masked `transfer_read` loads
// from the input; the second tile has one lane (k = 2), the other
// selected to -0.0.  The fold's claim is `stage [3 - min(3 - k, 2)]`;
// each lane's stage is read off the input cell its gather index loads
// (followed, for a stage only, through the scalar loads and `scf.if`s
// `tv-vector-gather-to-loads` makes of the gather), clamped to the last
// stage past the row, where the lane steps by -0.0.  Before, no lane
// read an input the stage could be taken from, and the lanes fell back to
// consecutive stages ending at the claim (the masked lane's step first):
// `inferred claim not proved`.  Verified; the tile's extent one too large
// (a subview past the row) FAILED, located, confirmed by execution.
// More mutants (and equivalent programs) in
// masked-tail-gather-cpu-mutants.mlir.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir -o %t.out.mlir | filecheck %s
//
// RUN: %mutate '\(\(\(d0 \* -1\) \+ 3\), 2\)' '(((d0 * -1) + 4), 2)' < %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir > %t.extent.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.extent.mlir -o %t.out.mlir | filecheck %s --check-prefix=EXTENT


// CHECK: note: inferred: vector.multi_reduction at embedding_pool_dispatch_0_reduction_2x4x3_i64xf32.mlir:49:39: @generic1 [%arg0, %arg1] stage [-1*%min + 3]
// CHECK: ok  value = prophecy: tv.prophesy at embedding_pool_dispatch_0_reduction_2x4x3_i64xf32.mlir:49:39
// CHECK: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: verified

// EXTENT: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: subview [2 +2x1] outside its source of size 3 {{.*}} at memref.subview at embedding_pool_dispatch_0_reduction_2x4x3_i64xf32.mlir:37:28
// EXTENT: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: FAILED
