// REQUIRES: mlir-opt-19
// linalg-fold-unit-extent-dims drops the unit dimension of a 1x8 add:
// after bufferization each argument is copied (memref.copy, from a dynamic
// strided layout to an identity one) into a buffer viewed as 8 elements
// (memref.collapse_shape); expand-strided-metadata turns those views into
// memref.reinterpret_cast.  Copies write the cells' symbolic contents and
// views name cells of their storage (design-notes section 8).
// RUN: tv-opt --annotate --print-tv-generic --print-debuginfo %S/../../Inputs/programs/add_unit_dim.mlir > %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(linalg-fold-unit-extent-dims),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=4},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-kernel-outlining,lower-affine,canonicalize,cse)' --mlir-print-debuginfo --mlir-print-op-generic --mlir-print-local-scope %t.ann.mlir > %t.low.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s --check-prefix=OK
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(linalg-fold-unit-extent-dims),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=4},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),expand-strided-metadata,gpu-kernel-outlining,lower-affine,canonicalize,cse)' --mlir-print-debuginfo --mlir-print-op-generic --mlir-print-local-scope %t.ann.mlir > %t.esm.mlir
// RUN: filecheck %s --check-prefix=ESM-SHAPE < %t.esm.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.esm.mlir -o %t.esm.out | filecheck %s --check-prefix=OK
//
// Mutant: the first copy made a self-copy of its (uninitialized) target.
// RUN: %mutate '"memref.copy"\(%arg\d+, (%\d+)\) : \(memref<[^)]*?>>, (memref<1x8xf32>)\)' '"memref.copy"(\1, \1) : (\2, \2)' < %t.low.mlir > %t.self.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.self.mlir | filecheck %s --check-prefix=SELF
//
// Mutant: the first reinterpret_cast starts one element late: the last
// thread reads past the end of the 1x8 buffer (the view is never an error
// by itself, the access is).  The 1-D views' type becomes
// memref<8xf32, strided<[1], offset: ?>> everywhere (the kernel's arguments
// too): a static type with offset 0 over an offset-1 view is invalid MLIR.
// RUN: %mutate --all 'memref<8xf32>' 'memref<8xf32, strided<[1], offset: ?>>' < %t.esm.mlir | %mutate 'static_offsets = array<i64: 0>' 'static_offsets = array<i64: 1>' > %t.shifted.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.shifted.mlir | filecheck %s --check-prefix=SHIFTED

// SHAPE: "memref.copy"({{.*}}) : (memref<1x8xf32, strided<[?, ?], offset: ?>>, memref<1x8xf32>) -> ()
// SHAPE: "memref.collapse_shape"
// SHAPE: "gpu.launch_func"

// ESM-SHAPE: "memref.copy"
// ESM-SHAPE: "memref.reinterpret_cast"
// ESM-SHAPE-NOT: "memref.collapse_shape"
// ESM-SHAPE: "gpu.launch_func"

// OK-NOT: FAILED
// OK: ok      write in bounds: memref.copy at {{.*}}add_unit_dim.mlir:3:8
// OK: ok      read defined: memref.copy at {{.*}}add_unit_dim.mlir:3:8
// OK: ok      view in bounds: memref.load at {{.*}}add_unit_dim.mlir:3:8
// OK: ok      final value: result 0
// OK: @add_unit: verified

// SELF: FAILED  read defined: memref.copy at {{.*}}add_unit_dim.mlir:3:8: copies memref.alloc@{{.*}} where no input or earlier write defines it
// SELF: @add_unit: FAILED (read defined)

// SHIFTED: FAILED  view in bounds: memref.load at {{.*}}add_unit_dim.mlir:3:8: reads through reinterpret_cast of {{.*}} outside the storage of memref.alloc@{{.*}} (memref<1x8xf32>)
// SHIFTED-NEXT: instance: block_id.x=1, thread_id.x=3, cell memref.alloc@{{.*}}[1, 0]
// SHIFTED: @add_unit: FAILED (view in bounds)
