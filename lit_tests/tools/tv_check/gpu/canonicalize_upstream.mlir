// REQUIRES: mlir-opt-19
// MLIR 19's own Dialect/GPU/canonicalize.mlir functions (semantics/gpu.py):
// async tokens carry no data, gpu.wait orders work, gpu.alloc / memcpy /
// memset are memref.alloc / copy / a fill, and a launch whose body touches
// no memory is UB exactly where some thread's body is (symbolic grid).
// RUN: %mlir-opt -allow-unregistered-dialect -canonicalize %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @fold_wait_op_test1: verified
// CHECK-NEXT: @fold_wait_op_test2: verified
// CHECK-NEXT: @memcpy_after_cast: verified
// CHECK-NEXT: @memset_after_cast: verified
// CHECK-NEXT: @gpu_dim_of_alloc: verified
// CHECK-NEXT: @gpu_launch_without_side_effects: verified
// The second gpu.alloc's token is never waited on: read as complete when
// the caller reads, an assumption the verdict prints.
// CHECK: @fold_wait_op_test2: assumes async GPU work still pending when the function returns has completed when the caller reads memory (the caller waits on it first)
//
// Mutants.  memset writes another value: FAILED.
// RUN: %mutate 'gpu.memset +%arg0, %arg1' '%k = arith.constant 1.0 : f32\n    gpu.memset %arg0, %k' < %t.tgt.mlir > %t.memset.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function memset_after_cast %s %t.memset.mlir | filecheck %s --check-prefix=MEMSET
// MEMSET: @memset_after_cast: FAILED
//
// memcpy copies the other way: FAILED.
// RUN: %mutate 'gpu.memcpy +%arg0, %arg1' 'gpu.memcpy %arg1, %arg0' < %t.tgt.mlir > %t.memcpy.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function memcpy_after_cast %s %t.memcpy.mlir | filecheck %s --check-prefix=MEMCPY
// MEMCPY: @memcpy_after_cast: FAILED
//
// A launch the pass kept, whose body divides by the thread id (UB for
// thread 0 of any non-empty grid): the target is undefined where the
// source is not, if `test.test1` gives a non-empty grid.  What it returns
// is unknown (one interpretation gives an empty grid, where nothing runs),
// so since session 35 this is unsupported, never verified (check.py
// `_depends_on_opaque_meaning`).
// RUN: %mutate --nth -1 '^    return$' '    gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %0#0, %g1 = %0#1, %g2 = %0#2) threads(%x0, %x1, %x2) in (%w0 = %0#3, %w1 = %0#4, %w2 = %0#5) {\n      %q = arith.divui %b0, %x0 : index\n      gpu.terminator\n    }\n    return' < %t.tgt.mlir > %t.div.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --function gpu_launch_without_side_effects %s %t.div.mlir | filecheck %s --check-prefix=DIV
// DIV: @gpu_launch_without_side_effects: unsupported (the counterexample depends on what test.test1 computes

func.func @fold_wait_op_test1() {
  %1 = gpu.wait async
  gpu.wait []
  %3 = gpu.wait async
  gpu.wait [%3]
  return
}

func.func @fold_wait_op_test2(%arg0: i1) -> (memref<5xf16>, memref<5xf16>) {
  %0 = gpu.wait async
  %memref, %asyncToken = gpu.alloc async [%0] () : memref<5xf16>
  gpu.wait [%0]
  %1 = gpu.wait async [%0]
  %memref_0, %asyncToken_0 = gpu.alloc async [%1] () : memref<5xf16>
  gpu.wait [%1]
  return %memref, %memref_0 : memref<5xf16>, memref<5xf16>
}

func.func @memcpy_after_cast(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
  %0 = memref.cast %arg0 : memref<10xf32> to memref<?xf32>
  %1 = memref.cast %arg1 : memref<10xf32> to memref<?xf32>
  gpu.memcpy %0, %1 : memref<?xf32>, memref<?xf32>
  return
}

func.func @memset_after_cast(%arg0: memref<10xf32>, %arg1: f32) {
  %0 = memref.cast %arg0 : memref<10xf32> to memref<?xf32>
  gpu.memset %0, %arg1 : memref<?xf32>, f32
  return
}

func.func @gpu_dim_of_alloc(%size: index) -> index {
  %0 = gpu.alloc(%size) : memref<?xindex>
  %c0 = arith.constant 0 : index
  %1 = memref.dim %0, %c0 : memref<?xindex>
  return %1 : index
}

func.func @gpu_launch_without_side_effects() {
  %0:6 = "test.test1"() : () -> (index, index, index, index, index, index)
  gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %0#0, %arg7 = %0#1, %arg8 = %0#2)
    threads(%arg3, %arg4, %arg5) in (%arg9 = %0#3, %arg10 = %0#4, %arg11 = %0#5) {
    %1 = arith.addi %arg0, %arg1 : index
    gpu.terminator
  }
  return
}
