// REQUIRES: mlir-opt-19
// A fill then a matmul into a fresh tensor: upstream bufferization allocates
// the result, and the pipeline launches two kernels.  Both are annotated (the
// fill with its tensor Z, the matmul with its stages).
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %s > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt --allow-unregistered-dialect --verify %t.gpu.mlir -o /dev/null | filecheck %s

"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "A", type = tensor<8x16xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "B", type = tensor<16x4xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "Z", type = tensor<8x4xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "C", type = tensor<8x4xf32>, stages = 1 : i64} : () -> ()
}) {sym_name = "matmul_spec", source = "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \"A\"}, %B: tensor<16x4xf32> {tv.name = \"B\"}) -> tensor<8x4xf32> {\n  %zero = arith.constant 0.0 : f32\n  %e = tensor.empty() : tensor<8x4xf32>\n  %init = linalg.generic {indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%zero : f32) outs(%e : tensor<8x4xf32>) attrs = {tv.name = \"Z\"} {\n  ^bb0(%z: f32, %o: f32):\n    linalg.yield %z : f32\n  } -> tensor<8x4xf32>\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%init : tensor<8x4xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n    linalg.yield %s : f32\n  } -> tensor<8x4xf32>\n  func.return %0 : tensor<8x4xf32>\n}"} : () -> ()

func.func @matmul(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %init = linalg.generic {indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%zero : f32) outs(%e : tensor<8x4xf32>) {
  ^bb0(%z: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = "tv.prophesy"(%z, %i, %j) {spec = @matmul_spec::@Z, operandSegmentSizes = array<i32: 1, 2, 0>} : (f32, index, index) -> f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %p = "tv.prophesy"(%s, %i, %j, %k) {spec = @matmul_spec::@C, operandSegmentSizes = array<i32: 1, 2, 1>} : (f32, index, index, index) -> f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  func.return %0 : tensor<8x4xf32>
}

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}verify-fill-matmul.mlir:23:10
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-fill-matmul.mlir:18:11: threads of a block
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-fill-matmul.mlir:18:11: blocks
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}verify-fill-matmul.mlir:36:10
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-fill-matmul.mlir:26:8: threads of a block
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-fill-matmul.mlir:26:8: blocks
// CHECK: ok      coverage: result 0 (memref.alloc@{{.*}}verify-fill-matmul.mlir:17:8 = @C)
// CHECK: ok      final value: result 0 (memref.alloc@{{.*}}verify-fill-matmul.mlir:17:8 = @C)
// CHECK: @matmul: verified
