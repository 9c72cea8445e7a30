builtin.module {
  "memref.global"() <{sym_name = "__tv_constant_2", type = memref<2x2x4xf32>, initial_value = dense<[[[-0.0340232104, 0.414404392, -0.633208334, -0.286082327], [1.48167717, 2.50399351, 0.347873241, 1.56381297]], [[-0.328057826, 0.521204472, 1.68517399, 0.430109262], [-1.637580e-01, 8.789540e-01, -1.01292777, -0.302305847]]]> : tensor<2x2x4xf32>, sym_visibility = "private", constant}> : () -> ()
  "memref.global"() <{sym_name = "__tv_constant_1", type = memref<4x2x2xf32>, initial_value = dense<[[[0.264429212, -0.124946415], [-0.424915314, 0.0307821631]], [[0.466027319, -0.223013818], [-0.162773073, 0.39101243]], [[-0.0695727468, -0.190966666], [-0.100707769, 0.0183095336]], [[-0.407335103, -0.142893672], [0.48482579, -0.107185662]]]> : tensor<4x2x2xf32>, sym_visibility = "private", constant}> : () -> ()
  "memref.global"() <{sym_name = "__tv_constant_0", type = memref<4xf32>, initial_value = dense<[0.45541209, -0.195198834, -0.201117575, -0.149034083]> : tensor<4xf32>, sym_visibility = "private", constant}> : () -> ()
  func.func @vit_patch_embed_dispatch_0_conv_4x2x2x2x2_f32(%0: memref<4x4xf32>) -> memref<2x2x4xf32> {
    %1 = memref.alloc() : memref<2x2x4xf32>
    %2 = arith.constant 0 : index
    %3 = arith.constant dense<[[[-0.0340232104, 0.414404392, -0.633208334, -0.286082327], [1.48167717, 2.50399351, 0.347873241, 1.56381297]], [[-0.328057826, 0.521204472, 1.68517399, 0.430109262], [-1.637580e-01, 8.789540e-01, -1.01292777, -0.302305847]]]> : tensor<2x2x4xf32>
    %4 = arith.constant dense<[[[0.264429212, -0.124946415], [-0.424915314, 0.0307821631]], [[0.466027319, -0.223013818], [-0.162773073, 0.39101243]], [[-0.0695727468, -0.190966666], [-0.100707769, 0.0183095336]], [[-0.407335103, -0.142893672], [0.48482579, -0.107185662]]]> : tensor<4x2x2xf32>
    %5 = arith.constant dense<[0.45541209, -0.195198834, -0.201117575, -0.149034083]> : tensor<4xf32>
    %6 = arith.constant 2 : index
    %7 = arith.constant 1 : index
    %8 = arith.constant 0.000000e+00 : f32
    %9 = memref.get_global @__tv_constant_0 : memref<4xf32>
    %10 = memref.get_global @__tv_constant_1 : memref<4x2x2xf32>
    %11 = memref.get_global @__tv_constant_2 : memref<2x2x4xf32>
    scf.forall (%arg0, %arg1) in (4, 2) {
      %12 = memref.alloca() {alignment = 64 : i64} : memref<1x1x2xf32>
      %13 = memref.subview %1[%arg1, 0, %arg0] [1, 2, 1] [1, 1, 1] : memref<2x2x4xf32> to memref<1x2x1xf32, strided<[8, 4, 1], offset: ?>>
      %14 = vector.transfer_read %9[%arg0], %8 {in_bounds = [true]} : memref<4xf32>, vector<1xf32>
      %15 = vector.broadcast %14 : vector<1xf32> to vector<1x1x2xf32>
      %16 = vector.shape_cast %15 : vector<1x1x2xf32> to vector<2xf32>
      %17 = memref.subview %12[0, 0, 0] [1, 1, 2] [1, 1, 1] : memref<1x1x2xf32> to memref<2xf32, strided<[1]>>
      vector.transfer_write %16, %17[%2] {in_bounds = [true]} : vector<2xf32>, memref<2xf32, strided<[1]>>
      scf.for %arg2 = %2 to %6 step %7 {
        %18 = affine.apply affine_map<(d0)[s0] -> (((d0 * 2) + s0))> (%arg1)[%arg2]
        %19 = memref.subview %10[%arg0, %arg2, 0] [1, 1, 2] [1, 1, 1] : memref<4x2x2xf32> to memref<1x1x2xf32, strided<[4, 2, 1], offset: ?>>
        %20 = memref.subview %0[%18, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
        %21 = arith.constant 0 : index
        %22 = arith.constant 1 : index
        %23 = arith.constant 2 : index
        "scf.parallel"(%21, %21, %21, %22, %22, %23, %22, %22, %22) <{operandSegmentSizes = array<i32: 3, 3, 3, 0>}> ({
        ^bb0(%24: index, %25: index, %26: index):
          scf.for %27 = %21 to %22 step %22 {
            scf.for %28 = %21 to %23 step %22 {
              %29 = affine.apply affine_map<(d0, d1) -> (((d0 * 2) + d1))> (%25, %27)
              %30 = affine.apply affine_map<(d0, d1) -> (((d0 * 2) + d1))> (%26, %28)
              %arg3 = memref.load %20[%29, %30] : memref<1x4xf32, strided<[4, 1], offset: ?>>
              %arg4 = memref.load %19[%24, %27, %28] : memref<1x1x2xf32, strided<[4, 2, 1], offset: ?>>
              %arg5 = memref.load %12[%24, %25, %26] : memref<1x1x2xf32>
              %31 = arith.mulf %arg3, %arg4 : f32
              %32 = arith.addf %arg5, %31 : f32
              memref.store %32, %12[%24, %25, %26] : memref<1x1x2xf32>
            }
          }
          scf.reduce
        }) : (index, index, index, index, index, index, index, index, index) -> ()
      }
      %33 = memref.subview %12[0, 0, 0] [1, 1, 2] [1, 1, 1] : memref<1x1x2xf32> to memref<2xf32, strided<[1]>>
      %34 = vector.transfer_read %33[%2], %8 {in_bounds = [true]} : memref<2xf32, strided<[1]>>, vector<2xf32>
      %35 = vector.transfer_read %11[%arg1, %2, %arg0], %8 {in_bounds = [true, true]} : memref<2x2x4xf32>, vector<2x1xf32>
      %36 = vector.broadcast %35 : vector<2x1xf32> to vector<1x2x1xf32>
      %37 = vector.shape_cast %36 : vector<1x2x1xf32> to vector<2xf32>
      %38 = arith.addf %34, %37 : vector<2xf32>
      %39 = memref.subview %13[0, 0, 0] [1, 2, 1] [1, 1, 1] : memref<1x2x1xf32, strided<[8, 4, 1], offset: ?>> to memref<1x2xf32, strided<[8, 4], offset: ?>>
      %40 = memref.subview %39[0, 0] [1, 2] [1, 1] : memref<1x2xf32, strided<[8, 4], offset: ?>> to memref<2xf32, affine_map<(d0)[s0] -> (((d0 * 4) + s0))>>
      vector.transfer_write %38, %40[%2] {in_bounds = [true]} : vector<2xf32>, memref<2xf32, affine_map<(d0)[s0] -> (((d0 * 4) + s0))>>
    }
    func.return %1 : memref<2x2x4xf32>
  }
}