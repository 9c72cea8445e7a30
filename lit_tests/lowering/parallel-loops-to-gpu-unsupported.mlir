// A store at block level next to a thread loop would run once per thread
// of the block: not mapped, an error at the store.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt -p tv-parallel-loops-to-gpu %s 2>&1 | filecheck %s
// CHECK: unsupported (memref.store at {{.*}}parallel-loops-to-gpu-unsupported.mlir:13:5): side effects at block level, outside the thread-mapped loops, would run once per thread

func.func @f(%o: memref<8x4xf32>, %r: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  "scf.parallel"(%c0, %c8, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    memref.store %v, %r[%i] : memref<8xf32>
    "scf.parallel"(%c0, %c4, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%j: index):
      memref.store %v, %o[%i, %j] : memref<8x4xf32>
      scf.reduce
    }) : (index, index, index) -> ()
    scf.reduce
  }) : (index, index, index) -> ()
  func.return
}
