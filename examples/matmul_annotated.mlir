// A matmul on tensors with its prophetic annotation, in the form
// `tv-opt --annotate` produces: the spec keeps the source, and the
// prophecy says which element of C each yielded value is, at which
// reduction step k.  `tv-opt examples/matmul_annotated.mlir` parses,
// verifies and prints it; `--strip-tv` removes the annotation again.
tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}, %B: tensor<16x4xf32> {tv.name = \22B\22}, %C: tensor<8x4xf32> {tv.name = \22C0\22}) -> tensor<8x4xf32> {\0A  %0 = linalg.matmul {tv.name = \22C\22} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) -> tensor<8x4xf32>\0A  func.return %0 : tensor<8x4xf32>\0A}" {
  tv.spec_tensor @A : tensor<8x16xf32>
  tv.spec_tensor @B : tensor<16x4xf32>
  tv.spec_tensor @C0 : tensor<8x4xf32>
  tv.spec_tensor @C : tensor<8x4xf32> stages 1
}

func.func @matmul(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %p = tv.prophesy %s for @matmul_spec::@C [%i, %j] stage [%k] : f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  func.return %0 : tensor<8x4xf32>
}
