// REQUIRES: mlir-opt-19
// mlir-opt-19 without the plugin reads unregistered ops only in generic
// form: --print-tv-generic prints the tv ops so and leaves the rest
// readable; the default custom syntax is refused.
// RUN: tv-opt --annotate --print-tv-generic %s -o %t.ann.mlir
// RUN: filecheck %s < %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.ann.mlir | filecheck %s --check-prefix=READ
// RUN: tv-opt --annotate %s -o %t.custom.mlir
// RUN: %expect-exit 1 -- %mlir-opt --allow-unregistered-dialect %t.custom.mlir | filecheck %s --check-prefix=CUSTOM

func.func @scale(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %two = arith.constant 2.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK:      "tv.spec"() {sym_name = "scale_spec", source = "{{.*}}", tensors = [{name = "x", type = tensor<8xf32>}, {{.*}}]} : () -> ()
// CHECK:      func.func @scale(
// CHECK:        linalg.generic
// CHECK:        %[[P:.*]] = "tv.prophesy"(%{{.*}}, %{{.*}}) {spec = @scale_spec::@r, operandSegmentSizes = array<i32: 1, 1, 0>} : (f32, index) -> f32
// CHECK-NEXT:   linalg.yield %[[P]] : f32

// READ: "tv.prophesy"
// CUSTOM: error: Dialect `tv' not found for custom op 'tv.spec'
