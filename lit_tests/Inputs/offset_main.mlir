  // Appended to the tiled @offset of pipelines/forall/constant-offset-map.mlir
  // (after its module's closing brace is removed): A[i][j] = 12 * i + j,
  // O = -1, print @offset(A, O).  The spec's result is columns 8..11 of A.
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %a = memref.alloc() : memref<3x12xf32>
    %o = memref.alloc() : memref<3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c12 = arith.constant 12 : index
    %neg = arith.constant -1.0 : f32
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c12 step %c1 {
        %k = arith.muli %i, %c12 : index
        %l = arith.addi %k, %j : index
        %li = arith.index_cast %l : index to i64
        %f = arith.sitofp %li : i64 to f32
        memref.store %f, %a[%i, %j] : memref<3x12xf32>
      }
      scf.for %j = %c0 to %c4 step %c1 {
        memref.store %neg, %o[%i, %j] : memref<3x4xf32>
      }
    }
    %r = func.call @offset(%a, %o) : (memref<3x12xf32>, memref<3x4xf32>) -> memref<3x4xf32>
    %u = memref.cast %r : memref<3x4xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
