// C = A * B, 2x2 tiles staged through workgroup memory with barriers;
// C[i, j] is updated in place after every element of every tile, so the
// reduction step of a store is 2 * t + kk (inferred from the trace).
func.func @tiled(%A: memref<4x4xf32>, %B: memref<4x4xf32>, %C: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  "gpu.launch"(%c2, %c2, %c1, %c2, %c2, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %As = memref.alloc() : memref<2x2xf32, 3>
    %Bs = memref.alloc() : memref<2x2xf32, 3>
    %bi = arith.muli %bx, %c2 : index
    %i = arith.addi %bi, %tx : index
    %bj = arith.muli %by, %c2 : index
    %j = arith.addi %bj, %ty : index
    memref.store %z, %C[%i, %j] : memref<4x4xf32>
    scf.for %t = %c0 to %c2 step %c1 {
      %t2 = arith.muli %t, %c2 : index
      %ka = arith.addi %t2, %ty : index
      %kb = arith.addi %t2, %tx : index
      %a = memref.load %A[%i, %ka] : memref<4x4xf32>
      memref.store %a, %As[%tx, %ty] : memref<2x2xf32, 3>
      %b = memref.load %B[%kb, %j] : memref<4x4xf32>
      memref.store %b, %Bs[%tx, %ty] : memref<2x2xf32, 3>
      "gpu.barrier"() : () -> ()
      scf.for %kk = %c0 to %c2 step %c1 {
        %x = memref.load %As[%tx, %kk] : memref<2x2xf32, 3>
        %y = memref.load %Bs[%kk, %ty] : memref<2x2xf32, 3>
        %c = memref.load %C[%i, %j] : memref<4x4xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<4x4xf32>
      }
      "gpu.barrier"() : () -> ()
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
