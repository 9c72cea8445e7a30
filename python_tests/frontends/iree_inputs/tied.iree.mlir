util.func public @f(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch.workgroups(%arg0, %arg1) : (tensor<4xf32>, tensor<2xf32>) -> %arg0 =
      (%acc: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>, %in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf32>>) {
    %v = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0], sizes = [2], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf32>> -> tensor<2xf32>
    iree_tensor_ext.dispatch.tensor.store %v, %acc, offsets = [1], sizes = [2], strides = [1] : tensor<2xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>
    flow.return
  }
  util.return %0 : tensor<4xf32>
}
