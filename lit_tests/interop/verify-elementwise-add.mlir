// REQUIRES: mlir-opt-19
// Elementwise add 16x16 through the upstream GPU pipeline.
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %s > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt --allow-unregistered-dialect --verify %t.gpu.mlir -o /dev/null | filecheck %s

"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "A", type = tensor<16x16xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "B", type = tensor<16x16xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "O", type = tensor<16x16xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "C", type = tensor<16x16xf32>} : () -> ()
}) {sym_name = "add_spec", source = "func.func @add(%a: tensor<16x16xf32> {tv.name = \"A\"}, %b: tensor<16x16xf32> {tv.name = \"B\"}, %out: tensor<16x16xf32> {tv.name = \"O\"}) -> tensor<16x16xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %s = arith.addf %x, %y : f32\n    linalg.yield %s : f32\n  } -> tensor<16x16xf32>\n  func.return %0 : tensor<16x16xf32>\n}"} : () -> ()

func.func @add(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %out: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = "tv.prophesy"(%s, %i, %j) {spec = @add_spec::@C, operandSegmentSizes = array<i32: 1, 2, 0>} : (f32, index, index) -> f32
    linalg.yield %p : f32
  } -> tensor<16x16xf32>
  func.return %0 : tensor<16x16xf32>
}

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}verify-elementwise-add.mlir:20:10
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-elementwise-add.mlir:14:8: threads of a block
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-elementwise-add.mlir:14:8: blocks
// CHECK: ok      coverage: result 0 ({{.*}} = @C)
// CHECK: ok      final value: result 0 ({{.*}} = @C) of func.return at {{.*}}: holds exactly its spec elements
// CHECK: @add: verified
