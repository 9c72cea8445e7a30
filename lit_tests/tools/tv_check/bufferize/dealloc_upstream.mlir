// REQUIRES: mlir-opt-19
// `bufferization.dealloc` (semantics/bufferization_dealloc.py): an
// allocation is freed once if the condition of some operand lying in it
// holds and no retained memref lies in it; each result is the ownership of
// a retained memref.  MLIR 19's simplifications of it
// (Dialect/Bufferization/canonicalize.mlir,
// Transforms/buffer-deallocation-simplification.mlir):
// RUN: %mlir-opt --buffer-deallocation-simplification -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @dealloc_always_false_condition: verified
// CHECK: @dealloc_contained_in_retained: verified
// CHECK: @dealloc_ownership: verified
//
// The remaining condition made true: frees %arg1 where the source does not.
// RUN: %mutate 'bufferization.dealloc \(%arg1 : memref<2xi32>\) if \(%arg2\)' 'bufferization.dealloc (%arg1 : memref<2xi32>) if (%%true)' < %t.tgt.mlir | %mutate '(func.func @dealloc_always_false_condition.*\n)' '\1    %%true = arith.constant true\n' > %t.cond.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.cond.mlir --function dealloc_always_false_condition | filecheck %s --check-prefix=COND
// COND: @dealloc_always_false_condition: FAILED (memory mismatch)
//
// The ownership of a retained memref that an operand aliases dropped.
// RUN: %mutate --nth -1 'return %arg0, %arg1, %%true, %%true' 'return %arg0, %arg1, %%true, %%false' < %t.tgt.mlir | %mutate '(func.func @dealloc_contained_in_retained.*\n)' '\1    %%false = arith.constant false\n' > %t.own.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.own.mlir --function dealloc_contained_in_retained | filecheck %s --check-prefix=OWN
// OWN: @dealloc_contained_in_retained: FAILED (return value mismatch (4/4))

// Dialect/Bufferization/canonicalize.mlir @dealloc_always_false_condition
func.func @dealloc_always_false_condition(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1) {
  %false = arith.constant false
  bufferization.dealloc (%arg0, %arg1 : memref<2xi32>, memref<2xi32>) if (%false, %arg2)
  return
}

// Transforms/buffer-deallocation-simplification.mlir
// @dealloc_remove_dealloc_memref_contained_in_retained_with_const_true_condition
func.func @dealloc_contained_in_retained(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: memref<2xi32>)
    -> (memref<2xi32>, memref<2xi32>, i1, i1) {
  %true = arith.constant true
  %base_buffer, %offset, %size, %stride = memref.extract_strided_metadata %arg0 : memref<2xi32> -> memref<i32>, index, index, index
  %base_buffer_1, %offset_1, %size_1, %stride_1 = memref.extract_strided_metadata %arg1 : memref<2xi32> -> memref<i32>, index, index, index
  %base_buffer_2, %offset_2, %size_2, %stride_2 = memref.extract_strided_metadata %arg2 : memref<2xi32> -> memref<i32>, index, index, index
  %0:2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_2 : memref<i32>, memref<i32>, memref<i32>) if (%true, %true, %true) retain (%arg0, %arg1 : memref<2xi32>, memref<2xi32>)
  return %arg0, %arg1, %0#0, %0#1 : memref<2xi32>, memref<2xi32>, i1, i1
}

// An allocation owned under a condition, retained: its ownership is the
// condition, nothing is freed.
func.func @dealloc_ownership(%c: i1) -> (memref<2xi32>, i1) {
  %a = memref.alloc() : memref<2xi32>
  %0 = bufferization.dealloc (%a : memref<2xi32>) if (%c) retain (%a : memref<2xi32>)
  return %a, %0 : memref<2xi32>, i1
}
