// A softmax built from linalg ops: every linalg result is a spec tensor
// (the two reductions with one stage), every generic gets its prophecy but
// the max, whose chain stays bare (it reads only the input x; the sum reads
// the intermediate exp, so it keeps its prophecy);
// the tensor.empty ops are in the spec but name nothing.
// RUN: tv-opt --annotate %S/../Inputs/programs/softmax.mlir | filecheck %s
// RUN: tv-opt --annotate %S/../Inputs/programs/softmax.mlir | tv-opt --strip-tv > %t.stripped.mlir
// RUN: tv-opt -p tv-generalize-named-ops %S/../Inputs/programs/softmax.mlir | diff %t.stripped.mlir -

// CHECK:      tv.spec @softmax_spec source "func.func @softmax(%x: tensor<4x8xf32> {tv.name = \22x\22}, %y: tensor<4x8xf32> {tv.name = \22y\22}) -> tensor<4x8xf32> {
// CHECK-SAME:   %row = tensor.empty() : tensor<4xf32>\0A  %full = tensor.empty() : tensor<4x8xf32>
// CHECK-SAME:   tensors [@x : tensor<4x8xf32>, @y : tensor<4x8xf32>, @max_init : tensor<4xf32>, @max : tensor<4xf32> stages 1, @max_b : tensor<4x8xf32>, @shifted : tensor<4x8xf32>, @exp : tensor<4x8xf32>, @sum_init : tensor<4xf32>, @sum : tensor<4xf32> stages 1, @sum_b : tensor<4x8xf32>, @soft : tensor<4x8xf32>]
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@max_init [%{{.*}}] : f32
// CHECK-NOT:  @softmax_spec::@max [
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@max_b [%{{.*}}, %{{.*}}] : f32
// CHECK:      %[[D:.*]] = arith.subf
// CHECK:      tv.prophesy %[[D]] for @softmax_spec::@shifted [%{{.*}}, %{{.*}}] : f32
// CHECK:      %[[E:.*]] = math.exp
// CHECK:      tv.prophesy %[[E]] for @softmax_spec::@exp [%{{.*}}, %{{.*}}] : f32
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@sum_init [%{{.*}}] : f32
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@sum [%{{.*}}] stage [%{{.*}}] : f32
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@sum_b [%{{.*}}, %{{.*}}] : f32
// CHECK:      %[[Q:.*]] = arith.divf
// CHECK:      tv.prophesy %[[Q]] for @softmax_spec::@soft [%{{.*}}, %{{.*}}] : f32
