// Cat: O = X ++ Y (static, 4 + 4 elements), one thread per element of O
func.func @cat(%X: memref<4xf32>, %Y: memref<4xf32>, %O: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  "gpu.launch"(%c1, %c1, %c1, %c8, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %lo = arith.cmpi slt, %tx, %c4 : index
    scf.if %lo {
      %x = memref.load %X[%tx] : memref<4xf32>
      memref.store %x, %O[%tx] : memref<8xf32>
    } else {
      %t = arith.subi %tx, %c4 : index
      %y = memref.load %Y[%t] : memref<4xf32>
      memref.store %y, %O[%tx] : memref<8xf32>
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
