// A thread loop whose bound depends on the block's iv without a constant
// cap has no launch size: not mapped, an error at the loop.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt -p tv-parallel-loops-to-gpu %s 2>&1 | filecheck %s
// CHECK: unsupported (scf.parallel at {{.*}}parallel-loops-to-gpu-bound.mlir:12:5): the upper bound of a thread-mapped loop is neither launch-invariant nor an affine.min with a constant result

func.func @triangle(%o: memref<8x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  "scf.parallel"(%c0, %c8, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.parallel"(%c0, %i, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%j: index):
      memref.store %v, %o[%i, %j] : memref<8x8xf32>
      scf.reduce
    }) : (index, index, index) -> ()
    scf.reduce
  }) : (index, index, index) -> ()
  func.return
}
