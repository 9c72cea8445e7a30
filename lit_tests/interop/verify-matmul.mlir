// REQUIRES: mlir-opt-19
// The annotated matmul of annotated-matmul.mlir, with its real spec source,
// through the real upstream GPU pipeline: tiled 2x4, mapped to blocks and
// threads, outlined to a gpu.func launched with gpu.launch_func (tile sizes
// and bounds passed as kernel operands).  --verify proves it, and its report
// points into this file (mlir-opt keeps locations with --mlir-print-debuginfo).
// The IR passes through --verify into mlir-opt-19 again.
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %s > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt --allow-unregistered-dialect --verify %t.gpu.mlir -o /dev/null | filecheck %s
// RUN: tv-opt --allow-unregistered-dialect --verify --print-op-generic %t.gpu.mlir 2>/dev/null | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK

"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "A", type = tensor<8x16xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "B", type = tensor<16x4xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "C0", type = tensor<8x4xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "C", type = tensor<8x4xf32>, stages = 1 : i64} : () -> ()
}) {sym_name = "matmul_spec", source = "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \"A\"}, %B: tensor<16x4xf32> {tv.name = \"B\"}, %C: tensor<8x4xf32> {tv.name = \"C0\"}) -> tensor<8x4xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n    linalg.yield %s : f32\n  } -> tensor<8x4xf32>\n  func.return %0 : tensor<8x4xf32>\n}"} : () -> ()

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
    %p = "tv.prophesy"(%s, %i, %j, %k) {spec = @matmul_spec::@C, operandSegmentSizes = array<i32: 1, 2, 1>} : (f32, index, index, index) -> f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  func.return %0 : tensor<8x4xf32>
}

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}verify-matmul.mlir:30:10
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-matmul.mlir:20:8: threads of a block
// CHECK: ok      no read-write race: gpu.launch_func at {{.*}}verify-matmul.mlir:20:8: blocks
// CHECK: ok      coverage: result 0 ({{.*}} = @C)
// CHECK: ok      final value: result 0 ({{.*}} = @C)
// CHECK: @matmul: verified

// BACK: gpu.func @matmul_kernel
// BACK: "tv.prophesy"
// BACK-NEXT: memref.store
