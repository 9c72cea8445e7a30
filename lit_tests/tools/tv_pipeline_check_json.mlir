// REQUIRES: mlir-opt-19
// `tv-pipeline-check --json`: the report as one tvmlir-pipeline-check/1
// document.  Without the plugin a bufferizing pipeline breaks on the
// annotations (exit 1); the verdict and both runs are in the JSON.
// RUN: %expect-exit 1 -- tv-pipeline-check --no-plugin --json --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,canonicalize,cse)' %s | filecheck %s

// CHECK:      "schema": "tvmlir-pipeline-check/1",
// CHECK:      "plugin": null,
// CHECK-NEXT: "verdict": "pipeline fails only with annotations",
// CHECK-NEXT: "exit_code": 1,
// CHECK-NEXT: "runs": {
// CHECK-NEXT:   "plain": {
// CHECK-NEXT:     "ok": true,
// CHECK:        "annotated": {
// CHECK-NEXT:     "ok": false,
// CHECK:      "detail": "<stdin>:{{[0-9]+}}:{{[0-9]+}}: error: ops with unknown memory side effects are not supported",

func.func @add(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %out: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%out : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  func.return %0 : tensor<8x16xf32>
}
