// REQUIRES: mlir-opt-19
// gpu ops in MLIR 19's custom syntax (xDSL 0.74 read them generic only):
// gpu.launch with its size assignments, the id ops with LLVM 19's
// `upper_bound`, gpu.barrier, gpu.terminator.  Read by tvmlir's reader
// alone, printed as mlir-opt-19 prints them, read back from its generic
// form (where `upper_bound` is a property).
// RUN: %mlir-opt %s > %t.up
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: diff %t.ours %t.up
// RUN: tv-opt --reader native --print-op-generic %s | %mlir-opt > %t.gen
// RUN: diff %t.gen %t.up
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: diff %t.fromgen %t.up
// RUN: tv-opt --reader native %s | filecheck %s
// RUN: %mutate --nth 2 'gpu.thread_id x' 'gpu.thread_id w' < %s > %t.dim.mlir
// RUN: %bad-input tv-opt --reader native %t.dim.mlir | filecheck %s --check-prefix=DIM
func.func @f(%m: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %t = gpu.thread_id x upper_bound 128
    %b = gpu.block_id y
    %d = gpu.block_dim z
    %v = memref.load %m[%bx] : memref<?xf32>
    gpu.barrier
    memref.store %v, %m[%bx] : memref<?xf32>
    gpu.terminator
  }
  return
}
// CHECK: gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
// CHECK: gpu.thread_id x upper_bound 128
// CHECK: gpu.barrier
// DIM: dim.mlir:20:24: error: expected a dimension x, y or z, got 'w'
