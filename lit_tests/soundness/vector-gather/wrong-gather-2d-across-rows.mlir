// SOUNDNESS: wrong vector-gather: a 2-D gather whose lane offsets cross rows reads the next row (MLIR 19's lowerings address the base linearly); read as the last dimension only, the source was "always undefined" and any target verified
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%base: memref<6x4xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<true> : vector<2xi1>
  %p = arith.constant dense<0.0> : vector<2xf32>
  %i = arith.constant dense<[5, 6]> : vector<2xindex>
  %g = vector.gather %base[%c0, %c0][%i], %t, %p : memref<6x4xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// ----- target

func.func @f(%base: memref<6x4xf32>) -> vector<2xf32> {
  %p = arith.constant dense<7.0> : vector<2xf32>
  return %p : vector<2xf32>
}
