// REQUIRES: mlir-opt-19
// Matmul on dynamic shapes through the same upstream pipeline (the parallel
// loops stay scf.parallel, tiled 2x4 with affine.min bounds lowered to
// cmpi/select): one proof for all sizes.
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %s > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt --allow-unregistered-dialect --verify %t.gpu.mlir -o /dev/null | filecheck %s

"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "A", type = tensor<?x?xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "B", type = tensor<?x?xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "C0", type = tensor<?x?xf32>} : () -> ()
  "tv.spec_tensor"() {sym_name = "C", type = tensor<?x?xf32>, stages = 1 : i64} : () -> ()
}) {sym_name = "matmul_spec", source = "func.func @matmul(%A: tensor<?x?xf32> {tv.name = \"A\"}, %B: tensor<?x?xf32> {tv.name = \"B\"}, %C: tensor<?x?xf32> {tv.name = \"C0\"}) -> tensor<?x?xf32> {\n  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) attrs = {tv.name = \"C\"} {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n    linalg.yield %s : f32\n  } -> tensor<?x?xf32>\n  func.return %0 : tensor<?x?xf32>\n}"} : () -> ()

func.func @matmul(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %p = "tv.prophesy"(%s, %i, %j, %k) {spec = @matmul_spec::@C, operandSegmentSizes = array<i32: 1, 2, 1>} : (f32, index, index, index) -> f32
    linalg.yield %p : f32
  } -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}verify-matmul-dynamic.mlir:26:10
// CHECK: ok      no read-write race: scf.parallel at {{.*}}verify-matmul-dynamic.mlir:16:8: parallel iterations
// CHECK: ok      coverage: result 0 ({{.*}} = @C)
// CHECK: ok      final value: result 0 ({{.*}} = @C)
// CHECK: @matmul: verified
