builtin.module {
  tv.spec @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32_spec source "func.func @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32(%arg0: tensor<2x6x6xf32> {bufferization.writable = false, tv.name = \22arg0\22}, %arg1: tensor<2x4x4xf32> {bufferization.writable = false, tv.name = \22arg1\22}, %arg2: tensor<2x4x4xf32> {bufferization.writable = false, tv.name = \22arg2\22}, %arg3: tensor<2xf32> {bufferization.writable = false, tv.name = \22arg3\22}) -> tensor<2x4x4xf32> {\0A  %0 = arith.constant dense<[[[[0.186359406, 0.100453079, 0.10492792], [-1.256760e-02, 0.118588589, 0.214850873], [-0.0757914707, 0.227742851, 0.0374591909]], [[-0.165319249, -0.16916436, 8.313480e-02], [-0.0332553238, -0.103832021, 0.119355239], [-0.12432576, -0.112656809, 0.044057589]]], [[[-0.0425576381, -0.198879153, -0.0708082244], [-0.0828353614, -0.100449964, 0.183489397], [-0.0357518494, -0.14395456, 0.0698339865]], [[0.0406101197, -0.178964645, -0.225713521], [0.178333774, -0.218288511, 0.233957946], [0.131607354, 0.196709424, -0.205127567]]]]> : tensor<2x2x3x3xf32>\0A  %1 = arith.constant 0.000000e+00 : f32\0A  %2 = arith.constant dense<[-0.164096877, -0.0164125189]> : tensor<2xf32>\0A  %3 = tensor.empty() : tensor<2x4x4xf32>\0A  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, (d1 + d4), (d2 + d5))>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = [\22parallel\22, \22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22, \22reduction\22]} ins(%arg0, %0 : tensor<2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%arg1 : tensor<2x4x4xf32>) attrs =  {tv.name = \22generic0\22} {\0A  ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):\0A    %5 = arith.mulf %arg9, %arg10 : f32\0A    %6 = arith.addf %arg11, %5 : f32\0A    linalg.yield %6 : f32\0A  } -> tensor<2x4x4xf32>\0A  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [\22parallel\22, \22parallel\22, \22parallel\22]} ins(%arg2, %4, %2, %arg3 : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2xf32>, tensor<2xf32>) outs(%3 : tensor<2x4x4xf32>) attrs =  {tv.name = \22generic1\22} {\0A  ^bb0(%arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32):\0A    %8 = arith.subf %arg5, %arg6 : f32\0A    %9 = arith.mulf %8, %arg7 : f32\0A    %10 = arith.addf %9, %1 : f32\0A    %11 = arith.addf %arg4, %10 : f32\0A    %12 = arith.cmpf ugt, %11, %1 : f32\0A    %13 = arith.select %12, %11, %1 : f32\0A    linalg.yield %13 : f32\0A  } -> tensor<2x4x4xf32>\0A  func.return %7 : tensor<2x4x4xf32>\0A}" tensors [@arg0 : tensor<2x6x6xf32>, @arg1 : tensor<2x4x4xf32>, @arg2 : tensor<2x4x4xf32>, @arg3 : tensor<2xf32>, @generic0 : tensor<2x4x4xf32> stages 3, @generic1 : tensor<2x4x4xf32>]
  memref.global "private" constant @__tv_constant_1 : memref<2x2x3x3xf32> = dense<[[[[0.186359406, 0.100453079, 0.10492792], [-1.256760e-02, 0.118588589, 0.214850873], [-0.0757914707, 0.227742851, 0.0374591909]], [[-0.165319249, -0.16916436, 8.313480e-02], [-0.0332553238, -0.103832021, 0.119355239], [-0.12432576, -0.112656809, 0.044057589]]], [[[-0.0425576381, -0.198879153, -0.0708082244], [-0.0828353614, -0.100449964, 0.183489397], [-0.0357518494, -0.14395456, 0.0698339865]], [[0.0406101197, -0.178964645, -0.225713521], [0.178333774, -0.218288511, 0.233957946], [0.131607354, 0.196709424, -0.205127567]]]]>
  memref.global "private" constant @__tv_constant_0 : memref<1x2xf32> = dense<[[-0.164096877, -0.0164125189]]>
  func.func @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32(%0: memref<2x6x6xf32>, %1: memref<2x4x4xf32>, %2: memref<2x4x4xf32>, %3: memref<2xf32>) -> memref<2x4x4xf32> {
    %4 = memref.alloc() : memref<2x4x4xf32>
    %5 = memref.expand_shape %0 [[0 : i64, 1 : i64], [2 : i64], [3 : i64]] output_shape [1, 2, 6, 6] : memref<2x6x6xf32> into memref<1x2x6x6xf32>
    %6 = memref.cast %5 : memref<1x2x6x6xf32> to memref<1x2x6x6xf32, strided<[72, 36, 6, 1], offset: ?>>
    %7 = memref.expand_shape %1 [[0 : i64, 1 : i64], [2 : i64], [3 : i64]] output_shape [1, 2, 4, 4] : memref<2x4x4xf32> into memref<1x2x4x4xf32>
    %8 = memref.cast %7 : memref<1x2x4x4xf32> to memref<1x2x4x4xf32, strided<[32, 16, 4, 1], offset: ?>>
    %9 = memref.expand_shape %2 [[0 : i64, 1 : i64], [2 : i64], [3 : i64]] output_shape [1, 2, 4, 4] : memref<2x4x4xf32> into memref<1x2x4x4xf32>
    %10 = memref.expand_shape %3 [[0 : i64, 1 : i64]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
    %11 = memref.cast %10 : memref<1x2xf32> to memref<1x2xf32, strided<[2, 1], offset: ?>>
    %12 = memref.expand_shape %4 [[0 : i64, 1 : i64], [2 : i64], [3 : i64]] output_shape [1, 2, 4, 4] : memref<2x4x4xf32> into memref<1x2x4x4xf32>
    %13 = arith.constant 0 : index
    %14 = arith.constant 0.000000e+00 : f32
    %15 = arith.constant dense<[[[[0.186359406, 0.100453079, 0.10492792], [-1.256760e-02, 0.118588589, 0.214850873], [-0.0757914707, 0.227742851, 0.0374591909]], [[-0.165319249, -0.16916436, 8.313480e-02], [-0.0332553238, -0.103832021, 0.119355239], [-0.12432576, -0.112656809, 0.044057589]]], [[[-0.0425576381, -0.198879153, -0.0708082244], [-0.0828353614, -0.100449964, 0.183489397], [-0.0357518494, -0.14395456, 0.0698339865]], [[0.0406101197, -0.178964645, -0.225713521], [0.178333774, -0.218288511, 0.233957946], [0.131607354, 0.196709424, -0.205127567]]]]> : tensor<2x2x3x3xf32>
    %16 = arith.constant dense<0.000000e+00> : vector<4xf32>
    %17 = arith.constant 0.000000e+00 : f32
    %18 = arith.constant 1 : index
    %19 = arith.constant 3 : index
    %20 = arith.constant dense<[[-0.164096877, -0.0164125189]]> : tensor<1x2xf32>
    %21 = memref.get_global @__tv_constant_0 : memref<1x2xf32>
    %22 = memref.get_global @__tv_constant_1 : memref<2x2x3x3xf32>
    scf.forall (%arg0, %arg1) in (2, 4) {
      %23 = memref.subview %12[0, %arg0, %arg1, 0] [1, 1, 1, 4] [1, 1, 1, 1] : memref<1x2x4x4xf32> to memref<1x1x1x4xf32, strided<[32, 16, 4, 1], offset: ?>>
      %24 = vector.transfer_read %8[%13, %arg0, %arg1, %13], %14 {in_bounds = [true]} : memref<1x2x4x4xf32, strided<[32, 16, 4, 1], offset: ?>>, vector<4xf32>
      %25 = scf.for %arg2 = %13 to %19 step %18 iter_args(%arg3 = %24) -> (vector<4xf32>) {
        %26 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1))> ()[%arg2, %arg1]
        %27 = scf.for %arg4 = %13 to %19 step %18 iter_args(%arg5 = %arg3) -> (vector<4xf32>) {
          %28 = memref.subview %22[%arg0, 0, %arg2, %arg4] [1, 2, 1, 1] [1, 1, 1, 1] : memref<2x2x3x3xf32> to memref<1x2x1x1xf32, strided<[18, 9, 3, 1], offset: ?>>
          %29 = memref.subview %28[0, 0, 0, 0] [1, 2, 1, 1] [1, 1, 1, 1] : memref<1x2x1x1xf32, strided<[18, 9, 3, 1], offset: ?>> to memref<1x2x1xf32, strided<[18, 9, 3], offset: ?>>
          %30 = memref.subview %6[0, 0, %26, %arg4] [1, 2, 1, 4] [1, 1, 1, 1] : memref<1x2x6x6xf32, strided<[72, 36, 6, 1], offset: ?>> to memref<1x2x1x4xf32, strided<[72, 36, 6, 1], offset: ?>>
          %31 = memref.subview %30[0, 0, 0, 0] [1, 2, 1, 4] [1, 1, 1, 1] : memref<1x2x1x4xf32, strided<[72, 36, 6, 1], offset: ?>> to memref<1x2x4xf32, strided<[72, 36, 1], offset: ?>>
          %32 = memref.subview %31[0, 0, 0] [1, 2, 4] [1, 1, 1] : memref<1x2x4xf32, strided<[72, 36, 1], offset: ?>> to memref<2x4xf32, affine_map<(d0, d1)[s0] -> ((((d0 * 36) + d1) + s0))>>
          %33 = vector.transfer_read %32[%13, %13], %14 {in_bounds = [true, true]} : memref<2x4xf32, affine_map<(d0, d1)[s0] -> ((((d0 * 36) + d1) + s0))>>, vector<2x4xf32>
          %34 = memref.subview %29[0, 0, 0] [1, 2, 1] [1, 1, 1] : memref<1x2x1xf32, strided<[18, 9, 3], offset: ?>> to memref<2xf32, affine_map<(d0)[s0] -> (((d0 * 9) + s0))>>
          %35 = vector.transfer_read %34[%13], %14 {in_bounds = [true]} : memref<2xf32, affine_map<(d0)[s0] -> (((d0 * 9) + s0))>>, vector<2xf32>
          %36 = vector.transpose %33, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
          %37 = vector.broadcast %35 : vector<2xf32> to vector<4x2xf32>
          %38 = arith.mulf %36, %37 : vector<4x2xf32>
          %39 = vector.multi_reduction <add>, %38, %arg5 [1] : vector<4x2xf32> to vector<4xf32>
          %40 = vector.broadcast %arg0 : index to vector<4xindex>
          %41 = vector.broadcast %arg1 : index to vector<4xindex>
          %42 = arith.constant 0 : index
          %43 = vector.broadcast %42 : index to vector<4xindex>
          %44 = vector.step : vector<4xindex>
          %45 = arith.addi %43, %44 : vector<4xindex>
          %46 = vector.broadcast %arg2 : index to vector<4xindex>
          %47 = vector.broadcast %arg4 : index to vector<4xindex>
          %48 = arith.constant 1 : index
          %49 = vector.broadcast %48 : index to vector<4xindex>
          %50 = tv.prophesy %39 for @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32_spec::@generic0.order.1.2.0 [%40, %41, %45] stage [%46, %47, %49] : vector<4xf32>
          scf.yield %50 : vector<4xf32>
        }
        %51 = vector.broadcast %arg0 : index to vector<4xindex>
        %52 = vector.broadcast %arg1 : index to vector<4xindex>
        %53 = arith.constant 0 : index
        %54 = vector.broadcast %53 : index to vector<4xindex>
        %55 = vector.step : vector<4xindex>
        %56 = arith.addi %54, %55 : vector<4xindex>
        %57 = vector.broadcast %arg2 : index to vector<4xindex>
        %58 = arith.constant 2 : index
        %59 = vector.broadcast %58 : index to vector<4xindex>
        %60 = arith.constant 1 : index
        %61 = vector.broadcast %60 : index to vector<4xindex>
        %62 = tv.prophesy %27 for @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32_spec::@generic0.order.1.2.0 [%51, %52, %56] stage [%57, %59, %61] : vector<4xf32>
        scf.yield %62 : vector<4xf32>
      }
      %63 = vector.transfer_read %9[%13, %arg0, %arg1, %13], %17 {in_bounds = [true]} : memref<1x2x4x4xf32>, vector<4xf32>
      %64 = vector.transfer_read %21[%13, %arg0], %17 {in_bounds = [true]} : memref<1x2xf32>, vector<1xf32>
      %65 = vector.transfer_read %11[%13, %arg0], %17 {in_bounds = [true]} : memref<1x2xf32, strided<[2, 1], offset: ?>>, vector<1xf32>
      %66 = vector.broadcast %64 : vector<1xf32> to vector<4xf32>
      %67 = arith.subf %25, %66 : vector<4xf32>
      %68 = vector.broadcast %65 : vector<1xf32> to vector<4xf32>
      %69 = arith.mulf %67, %68 : vector<4xf32>
      %70 = arith.addf %69, %16 : vector<4xf32>
      %71 = arith.addf %63, %70 : vector<4xf32>
      %72 = arith.cmpf ugt, %71, %16 : vector<4xf32>
      %73 = arith.select %72, %71, %16 : vector<4xi1>, vector<4xf32>
      %74 = memref.subview %23[0, 0, 0, 0] [1, 1, 1, 4] [1, 1, 1, 1] : memref<1x1x1x4xf32, strided<[32, 16, 4, 1], offset: ?>> to memref<4xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
      %75 = vector.broadcast %arg0 : index to vector<4xindex>
      %76 = vector.broadcast %arg1 : index to vector<4xindex>
      %77 = arith.constant 0 : index
      %78 = vector.broadcast %77 : index to vector<4xindex>
      %79 = vector.step : vector<4xindex>
      %80 = arith.addi %78, %79 : vector<4xindex>
      %81 = tv.prophesy %73 for @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32_spec::@generic1 [%75, %76, %80] : vector<4xf32>
      vector.transfer_write %81, %74[%13] {in_bounds = [true]} : vector<4xf32>, memref<4xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
    }
    func.return %4 : memref<2x4x4xf32>
  }
}
