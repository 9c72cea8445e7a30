// REQUIRES: mlir-opt-19, heavy
// A source allocation whose dynamic extents multiply to 2^48 elements or
// more is taken as failing (undefined), printed as an assumption
// (memref.py, `_assume_allocation_fits`).  MLIR's own
// Bufferization/Transforms/OwnershipBasedBufferDeallocation/
// dealloc-region-branchop-interface.mlir:58 @nested_region_control_flow:
// the target clones the returned allocation, which read past a block whose
// size had wrapped modulo 2^64 (extents near 2^63): a false "target is
// undefined".
// RUN: %mlir-opt -allow-unregistered-dialect -ownership-based-buffer-deallocation --buffer-deallocation-simplification %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded --allow-unregistered-dialect %s %t.tgt.mlir | filecheck %s
// CHECK: @nested_region_control_flow: verified
// CHECK: @nested_region_control_flow: assumes an allocation of the source holds fewer than 2^48 elements
//
// The freed allocation returned instead of its clone: FAILED.
// RUN: %mutate --nth -1 'return %2 : memref' 'return %%1#0 : memref' < %t.tgt.mlir > %t.free.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --allow-unregistered-dialect %s %t.free.mlir | filecheck %s --check-prefix=FREE
// FREE: @nested_region_control_flow: FAILED (return value mismatch)

func.func @nested_region_control_flow(
  %arg0 : index,
  %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    "test.read_buffer"(%3) : (memref<?x?xf32>) -> ()
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}
