// SOUNDNESS: right vector-gather: a 2-D gather at [%r, 0] with lane offsets 5 and 6 reads row %r + 1's elements 1 and 2 (linear positions, as MLIR 19's LLVM lowering addresses them)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%base: memref<6x4xf32>, %r: index) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<true> : vector<2xi1>
  %p = arith.constant dense<0.0> : vector<2xf32>
  %i = arith.constant dense<[5, 6]> : vector<2xindex>
  %g = vector.gather %base[%r, %c0][%i], %t, %p : memref<6x4xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// ----- target

func.func @f(%base: memref<6x4xf32>, %r: index) -> vector<2xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %row = arith.addi %r, %c1 : index
  %a = memref.load %base[%row, %c1] : memref<6x4xf32>
  %b = memref.load %base[%row, %c2] : memref<6x4xf32>
  %v = vector.from_elements %a, %b : vector<2xf32>
  return %v : vector<2xf32>
}
