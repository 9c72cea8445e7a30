// --annotate on a static matmul: the spec is the generalized function with
// tv.name attached (as text), one tv.spec_tensor per named tensor.  The
// reduction's chain stays bare (bare-reductions, the default: A and B fix
// every loop dim, so --verify infers the claim and the vectorizer sees the
// plain reduction).  With annotate{bare-reductions=false}, a prophecy on
// the yielded value: indices = the output map (i, j) applied to the
// linalg.index values, stage = the reduction dim k.
// RUN: tv-opt --annotate %S/../Inputs/programs/matmul.mlir | filecheck %s
// RUN: tv-opt -p 'annotate{bare-reductions=false}' %S/../Inputs/programs/matmul.mlir | filecheck %s --check-prefix=CHAIN
// The output parses back (pretty and generic form) to the same text.
// RUN: tv-opt --annotate %S/../Inputs/programs/matmul.mlir > %t.ann.mlir
// RUN: tv-opt %t.ann.mlir | diff %t.ann.mlir -
// RUN: tv-opt --print-op-generic %t.ann.mlir | tv-opt | diff %t.ann.mlir -
// Annotating again changes nothing.
// RUN: tv-opt --annotate %t.ann.mlir | diff %t.ann.mlir -
// Stripping gives back the generalized program (the linalg.index ops that
// fed the prophecy are dead; dropped before comparing).
// RUN: tv-opt --strip-tv %t.ann.mlir > %t.stripped.mlir
// RUN: tv-opt -p tv-generalize-named-ops %S/../Inputs/programs/matmul.mlir | diff %t.stripped.mlir -

// CHECK:      tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}, %B: tensor<16x4xf32> {tv.name = \22B\22}, %C: tensor<8x4xf32> {tv.name = \22C\22}) -> tensor<8x4xf32> {\0A
// CHECK-SAME:   %AB = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) attrs =  {tv.name = \22AB\22} {\0A
// CHECK-SAME:   ^bb0(%in: f32, %in_1: f32, %out: f32):\0A    %0 = arith.mulf %in, %in_1 : f32\0A    %1 = arith.addf %out, %0 : f32\0A    linalg.yield %1 : f32\0A  } -> tensor<8x4xf32>\0A
// CHECK-SAME:   func.return %AB : tensor<8x4xf32>\0A}" tensors [@A : tensor<8x16xf32>, @B : tensor<16x4xf32>, @C : tensor<8x4xf32>, @AB : tensor<8x4xf32> stages 1]
// CHECK-NEXT: func.func @matmul(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:   %AB = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) {
// CHECK-NEXT:   ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:     %[[M:.*]] = arith.mulf %in, %in_1 : f32
// CHECK-NEXT:     %[[S:.*]] = arith.addf %out, %[[M]] : f32
// CHECK-NEXT:     linalg.yield %[[S]] : f32
// CHECK-NEXT:   } -> tensor<8x4xf32>
// CHECK-NEXT:   func.return %AB : tensor<8x4xf32>

// CHAIN:      @AB : tensor<8x4xf32> stages 1]
// CHAIN-NEXT: func.func @matmul(
// CHAIN:      ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHAIN-NEXT:   %[[M:.*]] = arith.mulf %in, %in_1 : f32
// CHAIN-NEXT:   %[[S:.*]] = arith.addf %out, %[[M]] : f32
// CHAIN-NEXT:   %[[I:.*]] = linalg.index 0 : index
// CHAIN-NEXT:   %[[J:.*]] = linalg.index 1 : index
// CHAIN-NEXT:   %[[K:.*]] = linalg.index 2 : index
// CHAIN-NEXT:   %[[P:.*]] = tv.prophesy %[[S]] for @matmul_spec::@AB [%[[I]], %[[J]]] stage [%[[K]]] : f32
// CHAIN-NEXT:   linalg.yield %[[P]] : f32
