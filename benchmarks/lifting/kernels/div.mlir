// Binary /
func.func @div(%X: memref<?xf32>, %Y: memref<?xf32>, %O: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %O, %c0 : memref<?xf32>
  %nb = arith.ceildivsi %n, %c4 : index
  "gpu.launch"(%nb, %c1, %c1, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %base = arith.muli %bx, %c4 : index
    %i = arith.addi %base, %tx : index
    %mask = arith.cmpi slt, %i, %n : index
    scf.if %mask {
      %x = memref.load %X[%i] : memref<?xf32>
      %y = memref.load %Y[%i] : memref<?xf32>
      %r = arith.divf %x, %y : f32
      memref.store %r, %O[%i] : memref<?xf32>
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
