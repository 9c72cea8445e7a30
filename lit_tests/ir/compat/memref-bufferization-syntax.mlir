// REQUIRES: mlir-opt-19
// memref and bufferization ops in MLIR 19's syntax: atomic_rmw,
// memory_space_cast, extract_aligned_pointer_as_index, rank (of an
// unranked memref), reshape, realloc; a clone between cast-compatible
// types and bufferization.dealloc.  Read by tvmlir's reader alone,
// printed as mlir-opt-19 prints them, read back from its generic form.
// RUN: %mlir-opt %s > %t.up
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: diff %t.ours %t.up
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: diff %t.fromgen %t.up
// A clone's static result extent is a run-time fact: reading its last
// element verifies, a clone to a wrong extent is an error.
// RUN: tv-check --accept-bounded --reader native --function clone_read %s %s | filecheck %s
// RUN: %mutate --nth -1 'bufferization.clone %a : memref<\?xf32> to memref<32xf32>' 'bufferization.clone %a : memref<?xf32> to memref<32xi32>' < %s > %t.elem0.mlir
// RUN: %mutate --nth -1 'memref.load %0\[%c\] : memref<32xf32>' 'memref.load %0[%c] : memref<32xi32>' < %t.elem0.mlir > %t.elem1.mlir
// RUN: %mutate --nth -1 'return %v : f32' 'return %v : i32' < %t.elem1.mlir > %t.elem2.mlir
// RUN: %mutate --nth -1 '-> f32 \{' '-> i32 {' < %t.elem2.mlir > %t.elem.mlir
// RUN: %bad-input tv-opt --reader native %t.elem.mlir | filecheck %s --check-prefix=ELEM
func.func @ops(%m: memref<4xf32>, %v: f32, %i: index, %u: memref<*xf32>, %s: memref<2xindex>, %d: memref<?xf32>, %n: index, %b: memref<4xi32>, %c: i1, %r: memref<2xf32>) -> (f32, index, index, memref<?x?xf32>, memref<?xf32>, i1) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %2 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  %3 = memref.rank %u : memref<*xf32>
  %4 = memref.reshape %u(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %5 = memref.realloc %d(%n) : memref<?xf32> to memref<?xf32>
  %6 = bufferization.dealloc (%d, %b : memref<?xf32>, memref<4xi32>) if (%c, %c) retain (%r : memref<2xf32>)
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return %0, %2, %3, %4, %5, %6 : f32, index, index, memref<?x?xf32>, memref<?xf32>, i1
}
func.func @clone_read(%a: memref<?xf32>) -> f32 {
  %0 = bufferization.clone %a : memref<?xf32> to memref<32xf32>
  %c = arith.constant 31 : index
  %v = memref.load %0[%c] : memref<32xf32>
  return %v : f32
}
// CHECK: @clone_read: verified
// ELEM: elem.mlir:32:8: error: 'bufferization.clone' op clone of memref<?xf32> to memref<32xi32> changes the element type
