// C = A * B with C zeroed first: scf loops, no annotations.
func.func @mm(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      memref.store %z, %C[%i, %j] : memref<4x5xf32>
      scf.for %k = %c0 to %c3 step %c1 {
        %a = memref.load %A[%i, %k] : memref<4x3xf32>
        %b = memref.load %B[%k, %j] : memref<3x5xf32>
        %c = memref.load %C[%i, %j] : memref<4x5xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<4x5xf32>
      }
    }
  }
  return
}
