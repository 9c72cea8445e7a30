// SOUNDNESS: right negative-strides: memref.copy into a reinterpret_cast view of strides [-3, -1] written as a loop nest storing at [1 - i, 2 - j]
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%m: memref<2x2xf32>, %o: memref<2x2xf32>) {
  %v = memref.reinterpret_cast %o to offset: [3], sizes: [2, 2], strides: [-2, -1] : memref<2x2xf32> to memref<2x2xf32, strided<[-2, -1], offset: 3>>
  memref.copy %m, %v : memref<2x2xf32> to memref<2x2xf32, strided<[-2, -1], offset: 3>>
  return
}

// ----- target

func.func @f(%m: memref<2x2xf32>, %o: memref<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %x = memref.load %m[%i, %j] : memref<2x2xf32>
      %ri = arith.subi %c1, %i : index
      %rj = arith.subi %c1, %j : index
      memref.store %x, %o[%ri, %rj] : memref<2x2xf32>
    }
  }
  return
}
