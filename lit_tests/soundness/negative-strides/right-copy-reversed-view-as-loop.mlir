// SOUNDNESS: right negative-strides: memref.copy from a view of stride -1 written as a loop loading element 3 - i
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%m: memref<4xf32>, %o: memref<4xf32>) {
  %v = memref.reinterpret_cast %m to offset: [3], sizes: [4], strides: [-1] : memref<4xf32> to memref<4xf32, strided<[-1], offset: 3>>
  memref.copy %v, %o : memref<4xf32, strided<[-1], offset: 3>> to memref<4xf32>
  return
}

// ----- target

func.func @f(%m: memref<4xf32>, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %j = arith.subi %c3, %i : index
    %x = memref.load %m[%j] : memref<4xf32>
    memref.store %x, %o[%i] : memref<4xf32>
  }
  return
}
