// S[i] = sum_j X[i, j], the running sum in a per-thread one-element buffer
// (memref.alloca in the gpu.launch body), not in a register.
func.func @row_sum_cell(%X: memref<?x?xf32>, %S: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %X, %c0 : memref<?x?xf32>
  %m = memref.dim %X, %c1 : memref<?x?xf32>
  %nb = arith.ceildivsi %n, %c4 : index
  "gpu.launch"(%nb, %c1, %c1, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %base = arith.muli %bx, %c4 : index
    %i = arith.addi %base, %tx : index
    %mask = arith.cmpi slt, %i, %n : index
    scf.if %mask {
      %cell = memref.alloca() : memref<f32>
      memref.store %z, %cell[] : memref<f32>
      scf.for %j = %c0 to %m step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %a = memref.load %cell[] : memref<f32>
        %b = arith.addf %a, %x : f32
        memref.store %b, %cell[] : memref<f32>
      }
      %s = memref.load %cell[] : memref<f32>
      memref.store %s, %S[%i] : memref<?xf32>
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
