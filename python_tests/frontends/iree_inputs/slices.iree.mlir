util.func public @f(%arg0: tensor<2x4xf32>) -> tensor<2x2xf32> {
  %0 = flow.dispatch.workgroups(%arg0) : (tensor<2x4xf32>) -> tensor<2x2xf32> =
      (%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>, %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>) {
    %a = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x2xf32>
    %b = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 2], sizes = [2, 2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x2xf32>
    %e = tensor.empty() : tensor<2x2xf32>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %z = arith.subf %x, %y : f32
      linalg.yield %z : f32
    } -> tensor<2x2xf32>
    iree_tensor_ext.dispatch.tensor.store %s, %out, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : tensor<2x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
    flow.return
  }
  util.return %0 : tensor<2x2xf32>
}
