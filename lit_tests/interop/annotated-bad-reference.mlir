// REQUIRES: mlir-opt-19
// A prophecy naming a tensor the spec does not have passes through
// mlir-opt-19 untouched; tv-opt rejects it after the pipeline, at the
// prophecy's place in *this* file (mlir-opt keeps locations with
// --mlir-print-debuginfo).
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %s > %t.gpu.mlir
// RUN: %bad-input tv-opt --allow-unregistered-dialect %t.gpu.mlir | filecheck %s
// CHECK: annotated-bad-reference.mlir:20:10: error: 'tv.prophesy' op tv.spec @add_spec has no spec tensor @D

"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "C", type = tensor<16xf32>} : () -> ()
}) {sym_name = "add_spec", source = "func.func @add() {}"} : () -> ()

func.func @add(%a: tensor<16xf32>, %b: tensor<16xf32>, %out: tensor<16xf32>) -> tensor<16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%out : tensor<16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %i = linalg.index 0 : index
    %p = "tv.prophesy"(%s, %i) {spec = @add_spec::@D, operandSegmentSizes = array<i32: 1, 1, 0>} : (f32, index) -> f32
    linalg.yield %p : f32
  } -> tensor<16xf32>
  func.return %0 : tensor<16xf32>
}
