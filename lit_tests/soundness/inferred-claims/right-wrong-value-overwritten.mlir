// SOUNDNESS: right inferred-claims: transpose that first writes the next cell with this cell's value, then overwrites it with its own
// REQUIRES: mlir-opt-19
// A store of a loaded value is a copy: the final value of each cell is its own element.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../../Inputs/programs/transpose.mlir > %t.low.mlir
// RUN: %mutate '"memref\.store"\(%8, %arg1, %arg4, %arg5\) <\{nontemporal = false\}> : \(f32, memref<16x8xf32, strided<\[\?, \?\], offset: \?>>, index, index\) -> \(\)' '"memref.store"(%8, %arg1, %arg4, %arg5) <{nontemporal = false}> : (f32, memref<16x8xf32, strided<[?, ?], offset: ?>>, index, index) -> ()\n%qn = "arith.addi"(%arg5, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n"memref.store"(%8, %arg1, %arg4, %qn) <{nontemporal = false}> : (f32, memref<16x8xf32, strided<[?, ?], offset: ?>>, index, index) -> ()' < %t.low.mlir > %t.m0.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m0.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/transpose.mlir"}' %t.m0.mlir -o %t.out.mlir | filecheck %s

// MUT: "memref.store"(%8, %arg1, %arg4, %qn)
// CHECK: @transpose: verified
