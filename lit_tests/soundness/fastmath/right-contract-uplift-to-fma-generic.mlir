// SOUNDNESS: right fastmath: mlir-opt-19 --math-uplift-to-fma inside a linalg.generic body whose mulf and addf carry fastmath<contract>
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --math-uplift-to-fma %s > %t.mlir
// RUN: filecheck %s --check-prefix=FMA < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// FMA: math.fma %in, %in_0, %out fastmath<contract> : f32
// CHECK: @axpy8: verified

func.func @axpy8(%a: tensor<8xf32>, %x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %x : tensor<8xf32>, tensor<8xf32>) outs(%y : tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q fastmath<contract> : f32
    %s = arith.addf %m, %o fastmath<contract> : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
