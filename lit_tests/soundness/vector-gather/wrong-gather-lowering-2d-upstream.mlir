// SOUNDNESS: wrong vector-gather: mlir-opt-19's own --test-vector-gather-lowering of a 2-D gather, unmutated, is undefined where the gather reads the next row
// REQUIRES: mlir-opt-19
// MLIR 19's two lowerings of vector.gather disagree on an n-D base: the
// LLVM one offsets the element pointer of %base[%i, %j] by each lane's
// offset (a linear position: an offset past the row reads the next row,
// what IREE's embedding gathers rely on), the scalar one
// (Gather1DToConditionalLoads, MLIR's own vector-gather-lowering.mlir
// test) adds it to the last index of a tensor.extract, undefined past the
// row.  tvmlir reads the gather as the LLVM lowering does, so the scalar
// one is undefined where the gather is not: lane 1 reads [0, 1 + 1], past
// the 2 columns.
// RUN: %mlir-opt --test-vector-gather-lowering %s > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @gather_2d: FAILED (target is undefined where the source is defined)

func.func @gather_2d(%base: tensor<4x2xf32>, %v: vector<2xindex>, %fill: vector<2xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant dense<true> : vector<2xi1>
  %g = vector.gather %base[%c0, %c1][%v], %m, %fill : tensor<4x2xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}
