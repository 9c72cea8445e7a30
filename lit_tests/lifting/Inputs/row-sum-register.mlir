// S[i] = sum_j X[i, j], the running sum in a register (an scf.for
// iter_arg), stored once after the loop.
func.func @row_sum_register(%X: memref<?x?xf32>, %S: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %X, %c0 : memref<?x?xf32>
  %m = memref.dim %X, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %s = scf.for %j = %c0 to %m step %c1 iter_args(%a = %z) -> (f32) {
      %x = memref.load %X[%i, %j] : memref<?x?xf32>
      %b = arith.addf %a, %x : f32
      scf.yield %b : f32
    }
    memref.store %s, %S[%i] : memref<?xf32>
  }
  return
}
