builtin.module {
  func.func @pooling_cnn_dispatch_2_conv_2x2x2x2x2_f32(%0: memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>>, %1: memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>>) -> memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>> {
    %2 = arith.constant 1 : index
    %3 = arith.constant 32 : index
    "gpu.launch"(%2, %2, %2, %3, %2, %2) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%4: index, %5: index, %6: index, %7: index, %8: index, %9: index, %10: index, %11: index, %12: index, %13: index, %14: index, %15: index):
      %16 = arith.constant 4 : i32
      %17 = arith.constant 1 : i32
      %18 = arith.constant 2 : i32
      %19 = arith.constant 0 : i32
      %20 = arith.constant 32 : i32
      %21 = arith.constant 8 : i32
      %22 = arith.constant dense<0xff800000> : vector<1xf32>
      %23 = arith.index_castui %7 : index to i32
      scf.for %arg0 = %23 to %21 step %20 : i32 {
        %24 = arith.divui %arg0, %16 : i32
        %25 = arith.index_castui %24 : i32 to index
        %26 = arith.remui %arg0, %16 : i32
        %27 = arith.divui %26, %18 : i32
        %28 = arith.remui %arg0, %18 : i32
        %29 = arith.addi %27, %17 overflow<nsw> : i32
        %30 = arith.index_castui %29 : i32 to index
        %31 = arith.addi %28, %17 overflow<nsw> : i32
        %32 = arith.index_castui %31 : i32 to index
        vector.store %22, %1[%25, %30, %32] : memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>>, vector<1xf32>
        %33 = arith.muli %27, %18 overflow<nsw> : i32
        %34 = arith.muli %28, %18 overflow<nsw> : i32
        scf.for %arg1 = %19 to %18 step %17 : i32 {
          %35 = arith.addi %33, %arg1 : i32
          %36 = arith.index_castui %35 : i32 to index
          scf.for %arg2 = %19 to %18 step %17 : i32 {
            %37 = arith.addi %34, %arg2 : i32
            %38 = arith.index_castui %37 : i32 to index
            %39 = memref.load %0[%25, %36, %38] : memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>>
            %40 = memref.load %1[%25, %30, %32] : memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>>
            %41 = arith.maximumf %40, %39 : f32
            memref.store %41, %1[%25, %30, %32] : memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>>
          }
        }
      }
      "gpu.terminator"() : () -> ()
    }) {subgroup_size = 32 : i64} : (index, index, index, index, index, index) -> ()
    func.return %1 : memref<2x4x4xf32, strided<[16, 4, 1], offset: ?>>
  }
}