// S[i] = sum_j X[i, j], S zeroed first.
func.func @row_sum(%X: memref<4x6xf32>, %S: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %S[%i] : memref<4xf32>
    scf.for %j = %c0 to %c6 step %c1 {
      %x = memref.load %X[%i, %j] : memref<4x6xf32>
      %s = memref.load %S[%i] : memref<4xf32>
      %t = arith.addf %s, %x : f32
      memref.store %t, %S[%i] : memref<4xf32>
    }
  }
  return
}
