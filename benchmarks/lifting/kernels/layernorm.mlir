// LayerNorm (row-wise, one thread per row, hidden size 8 fixed as for
// RMSNorm): mean, then the variance around it, both sums in registers, then
// O = (X - mean) / sqrt(var + eps) * W + B: a three-stage formula.
func.func @layernorm(%X: memref<?x8xf32>, %W: memref<8xf32>, %B: memref<8xf32>, %O: memref<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %cols = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %n = memref.dim %X, %c0 : memref<?x8xf32>
  %nb = arith.ceildivsi %n, %c4 : index
  "gpu.launch"(%nb, %c1, %c1, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %base = arith.muli %bx, %c4 : index
    %i = arith.addi %base, %tx : index
    %mask = arith.cmpi slt, %i, %n : index
    scf.if %mask {
      %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %b = arith.addf %a, %x : f32
        scf.yield %b : f32
      }
      %mean = arith.divf %s, %cols : f32
      %ss = scf.for %j = %c0 to %c8 step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %d = arith.subf %x, %mean : f32
        %sq = arith.mulf %d, %d : f32
        %b = arith.addf %a, %sq : f32
        scf.yield %b : f32
      }
      %var = arith.divf %ss, %cols : f32
      %v = arith.addf %var, %eps : f32
      %sd = math.sqrt %v : f32
      scf.for %j = %c0 to %c8 step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %w = memref.load %W[%j] : memref<8xf32>
        %bias = memref.load %B[%j] : memref<8xf32>
        %d = arith.subf %x, %mean : f32
        %y = arith.divf %d, %sd : f32
        %yw = arith.mulf %y, %w : f32
        %r = arith.addf %yw, %bias : f32
        memref.store %r, %O[%i, %j] : memref<?x8xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
