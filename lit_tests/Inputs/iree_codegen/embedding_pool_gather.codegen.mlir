builtin.module {
  memref.global "private" constant @__constant_6x4xf32 : memref<6x4xf32> = dense<[[-1.54053986, -0.351461768, -0.318608969, -1.22206187], [2.17232513, -0.502008319, 0.902878642, -1.64577687], [1.48167717, 2.50399351, 0.347873241, 1.56381297], [1.28715491, -0.127719283, -0.14684771, -0.904442966], [-1.637580e-01, 8.789540e-01, -1.01292777, -0.302305847], [-0.994177938, -0.540861249, -0.844084322, 0.152935416]]>
  func.func @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32(%0: memref<2x3xi64>) -> memref<2x4xf32> {
    %1 = memref.alloc() : memref<2x4xf32>
    %2 = arith.constant 1 : index
    %3 = arith.constant 32 : index
    %4 = memref.get_global @__constant_6x4xf32 : memref<6x4xf32>
    "gpu.launch"(%2, %2, %2, %3, %2, %2) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%5: index, %6: index, %7: index, %8: index, %9: index, %10: index, %11: index, %12: index, %13: index, %14: index, %15: index, %16: index):
      %17 = arith.constant 4 : i32
      %18 = arith.constant 32 : i32
      %19 = arith.constant 8 : i32
      %20 = arith.constant 0.000000e+00 : f32
      %21 = arith.constant 0 : index
      %22 = arith.constant dense<3.000000e+00> : vector<1xf32>
      %23 = arith.constant dense<0.000000e+00> : vector<3xf32>
      %24 = arith.constant dense<true> : vector<3xi1>
      %25 = arith.constant dense<4> : vector<3xindex>
      %26 = arith.index_castui %8 : index to i32
      scf.for %arg0 = %26 to %19 step %18 : i32 {
        %27 = arith.divui %arg0, %17 : i32
        %28 = arith.index_castui %27 : i32 to index
        %29 = arith.remui %arg0, %17 : i32
        %30 = arith.index_castui %29 : i32 to index
        %31 = vector.load %0[%28, %21] : memref<2x3xi64>, vector<3xi64>
        %32 = arith.index_cast %31 : vector<3xi64> to vector<3xindex>
        %33 = arith.muli %32, %25 : vector<3xindex>
        %34 = vector.broadcast %29 : i32 to vector<3xi32>
        %35 = arith.index_castui %34 : vector<3xi32> to vector<3xindex>
        %36 = arith.addi %35, %33 : vector<3xindex>
        %37 = vector.gather %4[%21, %21] [%36], %24, %23 : memref<6x4xf32>, vector<3xindex>, vector<3xi1>, vector<3xf32> into vector<3xf32>
        %38 = vector.reduction <add>, %37, %20 : vector<3xf32> into f32
        %39 = vector.broadcast %38 : f32 to vector<1xf32>
        %40 = arith.divf %39, %22 : vector<1xf32>
        vector.store %40, %1[%28, %30] : memref<2x4xf32>, vector<1xf32>
      }
      "gpu.terminator"() : () -> ()
    }) {subgroup_size = 32 : i64} : (index, index, index, index, index, index) -> ()
    func.return %1 : memref<2x4xf32>
  }
}