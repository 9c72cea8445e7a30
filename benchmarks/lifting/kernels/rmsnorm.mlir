// RMSNorm (Liger-Kernel's, row-wise, one thread per row, hidden size 8 fixed
// as Triton fixes a constexpr block): O = X / sqrt(sum(X^2) / 8 + eps) * W,
// the sum of squares in a register: a two-stage formula.
func.func @rmsnorm(%X: memref<?x8xf32>, %W: memref<8xf32>, %O: memref<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %cols = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-06 : f32
  %n = memref.dim %X, %c0 : memref<?x8xf32>
  %nb = arith.ceildivsi %n, %c4 : index
  "gpu.launch"(%nb, %c1, %c1, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
    %base = arith.muli %bx, %c4 : index
    %i = arith.addi %base, %tx : index
    %mask = arith.cmpi slt, %i, %n : index
    scf.if %mask {
      %ss = scf.for %j = %c0 to %c8 step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %sq = arith.mulf %x, %x : f32
        %b = arith.addf %a, %sq : f32
        scf.yield %b : f32
      }
      %mean = arith.divf %ss, %cols : f32
      %v = arith.addf %mean, %eps : f32
      %rms = math.sqrt %v : f32
      scf.for %j = %c0 to %c8 step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x8xf32>
        %w = memref.load %W[%j] : memref<8xf32>
        %y = arith.divf %x, %rms : f32
        %r = arith.mulf %y, %w : f32
        memref.store %r, %O[%i, %j] : memref<?x8xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
