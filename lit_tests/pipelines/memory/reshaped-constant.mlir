// REQUIRES: mlir-opt-19
// linalg-fold-unit-extent-dims collapses a 1x8 weight and canonicalize
// folds the collapse into the constant: after bufferization the lowered
// code reads a global memref<8xf32> where the spec has a tensor<1x8xf32>
// constant.  The global holds the constant's elements in row-major order
// in another shape, so each cell is the constant's element at its
// row-major position (verify/globals.py, heap.reshaped_heap): verified.
// Before that rule: unsupported (memref.global ... holds no constant of
// the spec).
// RUN: tv-opt --annotate --print-tv-generic --print-debuginfo %S/../../Inputs/programs/add_weight_unit_dim.mlir > %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(linalg-fold-unit-extent-dims),canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=4},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-kernel-outlining,lower-affine,canonicalize,cse)' --mlir-print-debuginfo --mlir-print-op-generic --mlir-print-local-scope %t.ann.mlir > %t.low.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: two elements of the folded weight swapped.  Matching is by
// value: no spec constant holds these elements in any shape.
// RUN: %mutate 'dense<\[5\.000000e-01, -1\.250000e\+00,' 'dense<[-1.250000e+00, 5.000000e-01,' < %t.low.mlir > %t.swapped.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.swapped.mlir -o %t.out | filecheck %s --check-prefix=SWAPPED
//
// Mutant: the global declared with 7 elements (one dropped): as many
// elements as no spec constant.
// RUN: %mutate --all 'memref<8xf32>' 'memref<7xf32>' < %t.low.mlir | %mutate ', -2\.500000e\+00\]> : tensor<8xf32>' ']> : tensor<7xf32>' > %t.short.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.short.mlir -o %t.out | filecheck %s --check-prefix=SHORT

//
// Mutant: the kernel reads the folded weight at its thread's index within
// the block (%5), not the element's (%6): the cells of the reshaped
// global hold the spec constant's elements, so block 1 adding w[j - 4]
// is FAILED at the value.
// RUN: %mutate '"memref.load"\((%arg\d+), %6\) (<\{nontemporal = false\}> : \(memref<8xf32>, index\) -> f32 loc\("[^"]*add_weight_unit_dim.mlir":4:8\)\n\s*%9 =)' '"memref.load"(\1, %5) \2' < %t.low.mlir > %t.wrongread.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.wrongread.mlir | filecheck %s --check-prefix=WRONGREAD

// SHAPE: "memref.global"() <{{{.*}}constant, initial_value = dense<{{.*}}> : tensor<8xf32>, sym_name = "__constant_8xf32"{{.*}}type = memref<8xf32>}>

// OK: note: memref.global @__constant_8xf32 is the spec's constant @cst{{[0-9]*}} in another shape (8 for 1x8, the same elements in row-major order)
// OK: @add_weight: verified

// SWAPPED: unsupported: memref.get_global at {{.*}}: memref.global @__constant_8xf32 holds no constant of the spec
// SWAPPED: @add_weight: unsupported

// SHORT: memref.global @__constant_{{.*}} holds no constant of the spec
// SHORT: @add_weight: unsupported

// WRONGREAD: note: memref.global @__constant_8xf32 is the spec's constant
// WRONGREAD: FAILED  value = prophecy: tv.prophesy at {{.*}}add_weight_unit_dim.mlir:4:8
// WRONGREAD: @add_weight: FAILED (value = prophecy)
