// A pooling window whose elements depend on the source's choices (the sign
// of an nsz zero, one per element): the query holds for all of them, so the
// window's constant (semantics/window_max.py) is replaced by its fold under
// that quantifier (window_max.inline_folds).  x - x with nsz may be -0.0 or
// +0.0 in the source: the target's +0.0 refines it; the other way round the
// target may pick -0.0 where the source gives +0.0.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %expect-exit 1 -- tv-check %t.tgt.mlir %t.src.mlir | filecheck %s --check-prefix=BAD

func.func @f(%x: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(a,b,c,d) -> (a,b,c,d)>, affine_map<(a,b,c,d) -> (a,b,c,d)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%x : tensor<1x2x2x1xf32>) outs(%e : tensor<1x2x2x1xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.subf %v, %v fastmath<nsz> : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x1xf32>
  %0 = "tosa.max_pool2d"(%y) {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// ----- target

func.func @f(%x: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(a,b,c,d) -> (a,b,c,d)>, affine_map<(a,b,c,d) -> (a,b,c,d)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%x : tensor<1x2x2x1xf32>) outs(%e : tensor<1x2x2x1xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.subf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x1xf32>
  %0 = "tosa.max_pool2d"(%y) {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// OK: @f: verified
// BAD: @f: FAILED (return value mismatch)
// BAD: source: +0.0
// BAD-NEXT: target: -0.0
