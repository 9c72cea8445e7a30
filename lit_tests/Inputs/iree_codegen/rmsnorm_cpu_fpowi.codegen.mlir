builtin.module {
  "memref.global"() <{sym_name = "__tv_constant_0", type = memref<4xf32>, initial_value = dense<[1.0139395, 0.898831785, -0.211065888, -1.53260851]> : tensor<4xf32>, sym_visibility = "private", constant}> : () -> ()
  func.func @rmsnorm_dispatch_0_reduction_3x4_f32(%0: memref<3x4xf32>) -> memref<3x4xf32> {
    %1 = memref.alloc() : memref<3x4xf32>
    %2 = arith.constant dense<2> : vector<4xi64>
    %3 = arith.constant 0 : index
    %4 = arith.constant dense<1.000000e-06> : vector<1xf32>
    %5 = arith.constant dense<4.000000e+00> : vector<1xf32>
    %6 = arith.constant dense<0.000000e+00> : vector<1xf32>
    %7 = arith.constant 0.000000e+00 : f32
    %8 = arith.constant dense<[1.0139395, 0.898831785, -0.211065888, -1.53260851]> : tensor<4xf32>
    %9 = memref.get_global @__tv_constant_0 : memref<4xf32>
    scf.forall (%arg0) in (3) {
      %10 = memref.subview %1[%arg0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
      %11 = vector.transfer_read %0[%arg0, %3], %7 {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
      %12 = math.fpowi %11, %2 : vector<4xf32>, vector<4xi64>
      %13 = vector.shape_cast %12 : vector<4xf32> to vector<1x4xf32>
      %14 = vector.multi_reduction <add>, %13, %6 [1] : vector<1x4xf32> to vector<1xf32>
      %15 = vector.transfer_read %9[%3], %7 {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
      %16 = arith.divf %14, %5 : vector<1xf32>
      %17 = arith.addf %16, %4 : vector<1xf32>
      %18 = math.rsqrt %17 : vector<1xf32>
      %19 = vector.broadcast %18 : vector<1xf32> to vector<1x4xf32>
      %20 = vector.shape_cast %19 : vector<1x4xf32> to vector<4xf32>
      %21 = arith.mulf %11, %20 : vector<4xf32>
      %22 = arith.mulf %21, %15 : vector<4xf32>
      %23 = memref.subview %10[0, 0] [1, 4] [1, 1] : memref<1x4xf32, strided<[4, 1], offset: ?>> to memref<4xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
      vector.transfer_write %22, %23[%3] {in_bounds = [true]} : vector<4xf32>, memref<4xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
    }
    func.return %1 : memref<3x4xf32>
  }
}