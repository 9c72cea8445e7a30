// MatMul: C = A B, one thread per element of C, 2x2 threads per block
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %k = memref.dim %A, %c1 : memref<?x?xf32>
  %m = memref.dim %B, %c1 : memref<?x?xf32>
  %nb = arith.ceildivsi %n, %c2 : index
  %mb = arith.ceildivsi %m, %c2 : index
  "gpu.launch"(%nb, %mb, %c1, %c2, %c2, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %bi = arith.muli %bx, %c2 : index
    %i = arith.addi %bi, %tx : index
    %bj = arith.muli %by, %c2 : index
    %j = arith.addi %bj, %ty : index
    %mi = arith.cmpi slt, %i, %n : index
    %mj = arith.cmpi slt, %j, %m : index
    %mask = arith.andi %mi, %mj : i1
    scf.if %mask {
      memref.store %z, %C[%i, %j] : memref<?x?xf32>
      scf.for %kk = %c0 to %k step %c1 {
        %a = memref.load %A[%i, %kk] : memref<?x?xf32>
        %b = memref.load %B[%kk, %j] : memref<?x?xf32>
        %c = memref.load %C[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<?x?xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
