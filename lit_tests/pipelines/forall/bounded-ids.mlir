// REQUIRES: mlir-opt-19, tv-plugin
// Thread offsets `thread_id * q` where q = ceildiv(min(3, 16 - 3 * block_id), 2)
// (transform.structured.tile_using_forall num_threads, mlir-opt-19): q is 2
// in full block tiles and 1 in the last one, so the product is quasi-affine
// once the block id is bounded by the launch (0 <= block_id < grid size).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/transpose.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_gpu_num_threads.mlir --inline-outlined=%tv-plugin %t.ann.mlir > %t.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s
// Outlined: LLVM 19's gpu-kernel-outlining adds known_block_size and
// known_grid_size, which each launch must match.
// RUN: %mlir-opt --allow-unregistered-dialect --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %t.mlir > %t.outlined.mlir
// RUN: filecheck %s --check-prefix=OUTLINED-SHAPE < %t.outlined.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.outlined.mlir -o %t.outlined.out | filecheck %s --check-prefixes=CHECK,OUTLINED
// Mutant: a kernel that claims 2x1 threads per block, launched with 2x2:
// undefined behaviour.
// RUN: %mutate 'known_block_size = array<i32: 2, 2, 1>' 'known_block_size = array<i32: 2, 1, 1>' < %t.outlined.mlir > %t.known.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.known.mlir | filecheck %s --check-prefix=KNOWN
// Mutant: 6 blocks along x instead of 3 (the bounded ids are the launch's,
// not the schedule's).  In blocks 3..5 the tile size min(3, 8 - 3 * b) is
// negative and differs from block to block, so `thread_id * q` is no
// longer piecewise constant: never verified, reported as the non-affine
// product it is.  (Views are not obligations by themselves any more, only
// the accesses through them: design-notes section 8, "Views".)
// RUN: %mutate '"gpu.launch"\((%\d+), (%\d+),' '"gpu.launch"(\2, \2,' < %t.mlir > %t.grid.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.grid.mlir -o %t.grid.out | filecheck %s --check-prefix=GRID

// SHAPE:     "arith.divsi"
// SHAPE:     %[[Q:[0-9]+]] = "arith.select"
// SHAPE-NEXT: "arith.muli"(%{{[0-9]+}}, %[[Q]])

// OUTLINED-SHAPE: known_block_size = array<i32: 2, 2, 1>
// OUTLINED-SHAPE: known_grid_size = array<i32: 3, 6, 1>

// CHECK-NOT: unsupported
// CHECK-NOT: FAILED
// OUTLINED:  ok      known launch size: gpu.launch_func at {{.*}}transpose.mlir:3:9: grid size [3, 6, 1]
// OUTLINED:  ok      known launch size: gpu.launch_func at {{.*}}transpose.mlir:3:9: block size [2, 2, 1]
// CHECK:     ok      view in bounds: memref.{{load|store}} at {{.*}}transpose.mlir:3:9
// CHECK:     ok      value = prophecy: tv.prophesy at {{.*}}transpose.mlir:3:9
// CHECK:     ok      coverage: result 0 ({{.*}} = @AT)
// CHECK:     @transpose: verified

// KNOWN:     FAILED  known launch size: gpu.launch_func at {{.*}}transpose.mlir:3:9: launched with a block size other than transpose_kernel's known_block_size [2, 1, 1]: undefined behaviour
// KNOWN:     @transpose: FAILED (known launch size)

// GRID:      unsupported: arith.muli at {{.*}}transpose.mlir:3:9: not quasi-affine: product of two non-constant index values
// GRID:      @transpose: unsupported (arith.muli at {{.*}}transpose.mlir:3:9)
