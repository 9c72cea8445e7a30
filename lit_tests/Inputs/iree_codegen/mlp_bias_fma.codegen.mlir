builtin.module {
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense<[-0.324089825, -0.230166435, -0.349320233, -0.468280494, -0.291870236, 0.42979902, 0.223109186, 0.242336273]>
  memref.global "private" constant @__constant_8x4xf32 : memref<8x4xf32> = dense<[[-3.743410e-03, 0.268221796, -0.411522567, -0.367969513], [-0.192577183, 0.134078681, -9.906590e-03, 0.396444738], [-0.0443720222, 0.132306278, -0.151106536, -0.0982826948], [-0.477674246, -0.331141055, -0.20611155, 0.0185217857], [0.197667599, 0.300011396, -0.338970542, -0.217731416], [0.181608558, 0.415193975, -0.102900088, 0.374155879], [-0.0805916786, 0.0529070497, 0.452738106, -0.46383518], [-0.31476897, -0.126582623, -0.194899976, 0.432000399]]>
  func.func @mlp_dispatch_0_matmul_like_2x8x4_f32(%0: memref<2x4xf32>) -> memref<2x8xf32> {
    %1 = memref.alloc() : memref<2x8xf32>
    %2 = arith.constant 4 : index
    %3 = arith.constant 1 : index
    %4 = arith.constant 2 : index
    %5 = arith.constant 8 : index
    %6 = memref.get_global @__constant_8x4xf32 : memref<8x4xf32>
    %7 = memref.get_global @__constant_8xf32 : memref<8xf32>
    "gpu.launch"(%2, %3, %3, %4, %5, %3) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%8: index, %9: index, %10: index, %11: index, %12: index, %13: index, %14: index, %15: index, %16: index, %17: index, %18: index, %19: index):
      %20 = arith.constant 16 : i32
      %21 = arith.constant 2 : i32
      %22 = arith.constant 1 : index
      %23 = arith.constant 0 : index
      %24 = arith.constant dense<0.000000e+00> : vector<1xf32>
      %25 = arith.index_castui %12 : index to i32
      %26 = arith.muli %25, %21 overflow<nsw> : i32
      %27 = arith.index_castui %11 : index to i32
      %28 = arith.addi %26, %27 overflow<nsw> : i32
      scf.for %arg0 = %28 to %21 step %20 : i32 {
        %29 = arith.index_castui %8 : index to i32
        %30 = arith.muli %29, %21 overflow<nsw> : i32
        %31 = arith.addi %30, %arg0 : i32
        %32 = arith.index_castui %31 : i32 to index
        %33 = vector.load %0[%23, %23] : memref<2x4xf32>, vector<4xf32>
        %34 = vector.load %0[%22, %23] : memref<2x4xf32>, vector<4xf32>
        %35 = vector.load %6[%32, %23] : memref<8x4xf32>, vector<4xf32>
        %36 = vector.load %7[%32] : memref<8xf32>, vector<1xf32>
        %37 = vector.extract %33[0] : f32 from vector<4xf32>
        %38 = vector.extract %34[0] : f32 from vector<4xf32>
        %39 = vector.from_elements %37, %38 : vector<2xf32>
        %40 = vector.extract %33[1] : f32 from vector<4xf32>
        %41 = vector.extract %34[1] : f32 from vector<4xf32>
        %42 = vector.from_elements %40, %41 : vector<2xf32>
        %43 = vector.extract %33[2] : f32 from vector<4xf32>
        %44 = vector.extract %34[2] : f32 from vector<4xf32>
        %45 = vector.from_elements %43, %44 : vector<2xf32>
        %46 = vector.extract %33[3] : f32 from vector<4xf32>
        %47 = vector.extract %34[3] : f32 from vector<4xf32>
        %48 = vector.from_elements %46, %47 : vector<2xf32>
        %49 = vector.extract %35[0] : f32 from vector<4xf32>
        %50 = vector.broadcast %49 : f32 to vector<2xf32>
        %51 = vector.extract %35[1] : f32 from vector<4xf32>
        %52 = vector.broadcast %51 : f32 to vector<2xf32>
        %53 = vector.extract %35[2] : f32 from vector<4xf32>
        %54 = vector.broadcast %53 : f32 to vector<2xf32>
        %55 = vector.extract %35[3] : f32 from vector<4xf32>
        %56 = vector.broadcast %55 : f32 to vector<2xf32>
        %57 = vector.extract %36[0] : f32 from vector<1xf32>
        %58 = vector.broadcast %57 : f32 to vector<2xf32>
        %59 = math.fma %48, %56, %58 : vector<2xf32>
        %60 = math.fma %45, %54, %59 : vector<2xf32>
        %61 = math.fma %42, %52, %60 : vector<2xf32>
        %62 = math.fma %39, %50, %61 : vector<2xf32>
        %63 = vector.extract %62[0] : f32 from vector<2xf32>
        %64 = vector.broadcast %63 : f32 to vector<1xf32>
        %65 = vector.extract %62[1] : f32 from vector<2xf32>
        %66 = vector.broadcast %65 : f32 to vector<1xf32>
        %67 = arith.cmpf ugt, %64, %24 : vector<1xf32>
        %68 = arith.cmpf ugt, %66, %24 : vector<1xf32>
        %69 = arith.select %67, %64, %24 : vector<1xi1>, vector<1xf32>
        %70 = arith.select %68, %66, %24 : vector<1xi1>, vector<1xf32>
        vector.store %69, %1[%23, %32] : memref<2x8xf32>, vector<1xf32>
        vector.store %70, %1[%22, %32] : memref<2x8xf32>, vector<1xf32>
      }
      "gpu.terminator"() : () -> ()
    }) {subgroup_size = 32 : i64} : (index, index, index, index, index, index) -> ()
    func.return %1 : memref<2x8xf32>
  }
}