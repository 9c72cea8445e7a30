// REQUIRES: mlir-opt-19
// Row sum 8x16 through the upstream GPU pipeline (reduction loop inside the kernel).
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %s > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt --allow-unregistered-dialect --verify %t.gpu.mlir -o /dev/null | filecheck %s

"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "X", type = tensor<8x16xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "S0", type = tensor<8xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "S", type = tensor<8xf32>, stages = 1 : i64} : () -> ()
}) {sym_name = "row_sum_spec", source = "func.func @row_sum(%x: tensor<8x16xf32> {tv.name = \"X\"}, %init: tensor<8xf32> {tv.name = \"S0\"}) -> tensor<8xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = [\"parallel\", \"reduction\"]} ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) attrs = {tv.name = \"S\"} {\n  ^bb0(%v: f32, %acc: f32):\n    %s = arith.addf %acc, %v : f32\n    linalg.yield %s : f32\n  } -> tensor<8xf32>\n  func.return %0 : tensor<8xf32>\n}"} : () -> ()

func.func @row_sum(%x: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %p = "tv.prophesy"(%s, %i, %k) {spec = @row_sum_spec::@S, operandSegmentSizes = array<i32: 1, 1, 1>} : (f32, index, index) -> f32
    linalg.yield %p : f32
  } -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}verify-row-sum.mlir:19:10
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-row-sum.mlir:13:8: threads of a block
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-row-sum.mlir:13:8: blocks
// CHECK: ok      coverage: result 0 ({{.*}} = @S)
// CHECK: ok      final value: result 0 ({{.*}} = @S)
// CHECK: @row_sum: verified
