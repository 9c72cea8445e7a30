// One dense layer of a small MLP, in the form a frontend such as
// torch-mlir emits it: y = relu(x * W + b), batch 4, 16 features in, 8 out.
//
//   tv-opt --annotate --lower --verify examples/dense_relu.mlir
//
// lowers it to gpu.launch code and proves each store computes its element of
// y (or prints a counterexample).
func.func @dense_relu(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>, %b: tensor<8xf32>, %out: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x8xf32>) -> tensor<4x8xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%out : tensor<4x8xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  func.return %y : tensor<4x8xf32>
}
