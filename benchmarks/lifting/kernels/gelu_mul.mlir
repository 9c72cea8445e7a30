// GeluMul (FlagGems): gelu(X) * Y
func.func @gelu_mul(%X: memref<?xf32>, %Y: memref<?xf32>, %O: memref<?xf32>) {
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
      %h = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %c = arith.constant 0.79788456 : f32
      %d = arith.constant 0.044715 : f32
      %x2 = arith.mulf %x, %x : f32
      %x3 = arith.mulf %x2, %x : f32
      %t1 = arith.mulf %d, %x3 : f32
      %t2 = arith.addf %x, %t1 : f32
      %t3 = arith.mulf %c, %t2 : f32
      %t4 = math.tanh %t3 : f32
      %t5 = arith.addf %one, %t4 : f32
      %t6 = arith.mulf %h, %x : f32
      %g = arith.mulf %t6, %t5 : f32
      %r = arith.mulf %g, %y : f32
      memref.store %r, %O[%i] : memref<?xf32>
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
