// Softmax with its running max in a per-thread cell (memref.alloca) and its
// running sum in a register: the same three-stage formula.
func.func @softmax(%X: memref<?x?xf32>, %O: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ninf = arith.constant 0xFF800000 : f32
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
      %mcell = memref.alloca() : memref<f32>
      memref.store %ninf, %mcell[] : memref<f32>
      scf.for %j = %c0 to %m step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %a = memref.load %mcell[] : memref<f32>
        %b = arith.maximumf %a, %x : f32
        memref.store %b, %mcell[] : memref<f32>
      }
      %mx = memref.load %mcell[] : memref<f32>
      %sum = scf.for %j = %c0 to %m step %c1 iter_args(%a = %z) -> (f32) {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %d = arith.subf %x, %mx : f32
        %e = math.exp %d : f32
        %b = arith.addf %a, %e : f32
        scf.yield %b : f32
      }
      scf.for %j = %c0 to %m step %c1 {
        %x = memref.load %X[%i, %j] : memref<?x?xf32>
        %d = arith.subf %x, %mx : f32
        %e = math.exp %d : f32
        %r = arith.divf %e, %sum : f32
        memref.store %r, %O[%i, %j] : memref<?x?xf32>
      }
    }
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}
