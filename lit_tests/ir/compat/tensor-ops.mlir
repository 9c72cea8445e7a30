// REQUIRES: mlir-opt-19
// tensor ops of MLIR 19 that xDSL 0.74 lacks: pack / unpack (with padding,
// outer_dims_perm, dynamic tiles), parallel_insert_slice, bitcast, rank,
// gather, scatter.  Read by tvmlir's reader alone, printed as mlir-opt-19
// prints them, and read back from mlir-opt-19's generic form.  tv-check
// models pack/unpack and rank only: unsupported at the first other op.
// RUN: %mlir-opt %s > %t.up
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: diff %t.ours %t.up
// RUN: tv-opt --reader native --print-op-generic %s | %mlir-opt > %t.gen
// RUN: diff %t.gen %t.up
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: diff %t.fromgen %t.up
// RUN: %expect-exit 2 -- tv-check --accept-bounded --reader native %s %s | filecheck %s
// MLIR's verifier rules: a packed type too small, a partial tile without a
// padding value.
// RUN: %mutate 'into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>' 'into %d : tensor<128x256xf32> -> tensor<15x8x8x32xf32>' < %s > %t.small.mlir
// RUN: %mutate --all '16x8x8x32' '15x8x8x32' < %t.small.mlir > %t.small2.mlir
// RUN: %bad-input tv-opt --reader native %t.small2.mlir | filecheck %s --check-prefix=SMALL
// RUN: %mutate --all '128x256' '127x256' < %s > %t.partial.mlir
// RUN: %bad-input tv-opt --reader native %t.partial.mlir | filecheck %s --check-prefix=PARTIAL
func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>, %p: f32, %ti: index, %dd: tensor<?x?x8x?xf32>, %ds: tensor<?x?xf32>, %i: tensor<2x1xindex>) -> (tensor<16x8x8x32xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>, index, tensor<2x1x256xf32>, tensor<128x256xi32>) {
  %0 = tensor.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %e = tensor.empty() : tensor<128x256xf32>
  %1 = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %e : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %2 = tensor.pack %ds padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, %ti] into %dd : tensor<?x?xf32> -> tensor<?x?x8x?xf32>
  %r = tensor.rank %ds : tensor<?x?xf32>
  %g = tensor.gather %s[%i] gather_dims([0]) : (tensor<128x256xf32>, tensor<2x1xindex>) -> tensor<2x1x256xf32>
  %b = tensor.bitcast %s : tensor<128x256xf32> to tensor<128x256xi32>
  return %0, %1, %2, %r, %g, %b : tensor<16x8x8x32xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>, index, tensor<2x1x256xf32>, tensor<128x256xi32>
}
func.func @scatter(%s: tensor<2x1x256xf32>, %d: tensor<128x256xf32>, %i: tensor<2x1xindex>) -> tensor<128x256xf32> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x1x256xf32>, tensor<128x256xf32>, tensor<2x1xindex>) -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
// CHECK: @f: unsupported (tensor.gather at {{.*}}tensor-ops.mlir:28:8)
// CHECK: @scatter: unsupported (tensor.scatter at {{.*}}tensor-ops.mlir:33:8)
// SMALL: small2.mlir:23:8: error: 'tensor.pack' op the shape of output is not large enough to hold the packed data. Expected at least tensor<16x8x8x32xf32>, got tensor<15x8x8x32xf32>
// PARTIAL: partial.mlir:23:8: error: 'tensor.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set
