// SOUNDNESS: right vector-gather: mlir-opt-19 --canonicalize of a gather whose i8 lane offsets wrap (no nsw: the wrapped offset is read), only lane 0 used
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%m: memref<64xf32>, %x: vector<4xi8>) -> f32 {
  %c60 = arith.constant 60 : index
  %t = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %k = arith.constant dense<[0, 100, 0, 0]> : vector<4xi8>
  %o = arith.addi %x, %k : vector<4xi8>
  %g = vector.gather %m[%c60][%o], %t, %pass : memref<64xf32>, vector<4xi8>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %r = vector.extract %g[0] : f32 from vector<4xf32>
  return %r : f32
}

// ----- target

module {
  func.func @f(%arg0: memref<64xf32>, %arg1: vector<4xi8>) -> f32 {
    %c60 = arith.constant 60 : index
    %cst = arith.constant dense<true> : vector<4xi1>
    %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
    %cst_1 = arith.constant dense<[0, 100, 0, 0]> : vector<4xi8>
    %0 = arith.addi %arg1, %cst_1 : vector<4xi8>
    %1 = vector.gather %arg0[%c60] [%0], %cst, %cst_0 : memref<64xf32>, vector<4xi8>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %2 = vector.extract %1[0] : f32 from vector<4xf32>
    return %2 : f32
  }
}

