// out = max(A + B, 0) elementwise, dynamic sizes.
func.func @relu_add(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %O: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %O, %c0 : memref<?x?xf32>
  %m = memref.dim %O, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf32>
      %b = memref.load %B[%i, %j] : memref<?x?xf32>
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %z : f32
      memref.store %r, %O[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
