// The "window" iterator type: MLIR had it until 2022 (a sequential loop
// over a convolution or pooling window), and IREE outputs of that time
// (mlir-tv's long-opts/llvmcpu-plan-conv-loop-order) still carry it.  A
// window dim that no output indexes is read as a reduction dim: the
// source's 1-D convolution and the target's "window" generic verify; one
// that reads the window one element late fails; a window dim that indexes
// the output is unsupported, with the reason.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --function sum3 %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate '-> \(d0 \+ d1\)>' '-> (d0 + 2 - d1)>' < %t.tgt.mlir > %t.flipped.mlir
// RUN: %expect-exit 1 -- tv-check --succinct --function sum3 %t.src.mlir %t.flipped.mlir | filecheck %s --check-prefix=FLIPPED
// RUN: %expect-exit 2 -- tv-check --function indexed %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=INDEXED
// OK: @sum3: verified
// FLIPPED: @sum3: FAILED (return value mismatch)
// INDEXED: @indexed: unsupported (linalg.generic at {{.*}}.tgt.mlir:{{[0-9]+}}:{{[0-9]+}}: a window iterator that indexes an output)

func.func @sum3(%x: tensor<6xf32>, %w: tensor<3xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x, %w : tensor<6xf32>, tensor<3xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @indexed(%x: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// ----- target

func.func @sum3(%x: tensor<6xf32>, %w: tensor<3xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "window"]} ins(%x, %w : tensor<6xf32>, tensor<3xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @indexed(%x: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["window"]} ins(%x : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}
