// REQUIRES: mlir-opt-19
// tv.spec is an op without region (issue 9): mlir-opt-19 --inline, which
// segfaulted on the region form when the dialect is unregistered, leaves it
// alone, and tvmlir still reads the spec afterwards.  The region form of
// earlier releases is still read, and printed in the current form.
// RUN: tv-opt --annotate --print-tv-generic %s -o %t.ann.mlir
// RUN: filecheck %s --check-prefix=GENERIC < %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --inline --mlir-print-op-generic %t.ann.mlir -o %t.inl.mlir
// RUN: tv-opt %t.inl.mlir | filecheck %s
// RUN: tv-opt %S/Inputs/spec-region-form.mlir | filecheck %s --check-prefix=OLD

func.func @scale(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// GENERIC: "tv.spec"() {sym_name = "scale_spec", source = "{{.*}}", tensors = [{name = "x", type = tensor<8xf32>}, {name = "o", type = tensor<8xf32>}, {name = "r", type = tensor<8xf32>}]} : () -> ()
// GENERIC-NOT: tv.spec_tensor

// CHECK: tv.spec @scale_spec source "{{.*}}" tensors [@x : tensor<8xf32>, @o : tensor<8xf32>, @r : tensor<8xf32>]
// CHECK: tv.prophesy %{{.*}} for @scale_spec::@r [%{{.*}}] : f32

// OLD: tv.spec @add_spec source "" tensors [@A : tensor<4xf32>, @C : tensor<4x4xf32> stages 1]
// OLD-NOT: tv.spec_tensor
