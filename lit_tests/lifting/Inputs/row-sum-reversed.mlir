// The row sum with its loop reversed (j = 5 - jj): same final sums up to
// rounding, but the partial sums it stores are not the spec's stages.
func.func @row_sum(%X: memref<4x6xf32>, %S: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %S[%i] : memref<4xf32>
    scf.for %j = %c0 to %c6 step %c1 {
      %c5 = arith.constant 5 : index
      %jr = arith.subi %c5, %j : index
      %x = memref.load %X[%i, %jr] : memref<4x6xf32>
      %s = memref.load %S[%i] : memref<4xf32>
      %t = arith.addf %s, %x : f32
      memref.store %t, %S[%i] : memref<4xf32>
    }
  }
  return
}
