// SOUNDNESS: wrong masked-memory: --test-vector-emulate-masked-load-store output whose lane-1 address is not advanced (lane 1 loads m[i], not m[i + 1])
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --test-vector-emulate-masked-load-store %s | %mutate '%2 = arith.addi %arg1, %c1 : index' '%2 = arith.addi %arg1, %c0_x : index' | %mutate '(%c1 = arith.constant 1 : index)' '\1\n    %%c0_x = arith.constant 0 : index' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @masked: FAILED

func.func @masked(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
