// A prophecy on a vector: its index operands are index vectors of the
// value's shape (one scalar prophecy per lane), so the custom syntax never
// writes their type.  tv-opt and mlir-opt-19 with the plugin read each
// other's output; a scalar index for a vector value is bad input.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: %mutate '\[%i\] stage \[%k\] : vector' '[%j] stage [%k] : vector' < %s > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @f(%v: vector<4x8xf32>, %i: vector<4x8xindex>, %k: vector<4x8xindex>, %j: index, %s: f32) -> vector<4x8xf32> {
  %p = tv.prophesy %v for @f_spec::@C [%i] stage [%k] : vector<4x8xf32>
  %q = tv.prophesy %s for @f_spec::@D [%j] : f32
  func.return %p : vector<4x8xf32>
}

// CHECK: %p = tv.prophesy %v for @f_spec::@C [%i] stage [%k] : vector<4x8xf32>
// CHECK: %q = tv.prophesy %s for @f_spec::@D [%j] : f32
// GENERIC: "tv.prophesy"(%v, %i, %k) {spec = @f_spec::@C, operandSegmentSizes = array<i32: 1, 1, 1>} : (vector<4x8xf32>, vector<4x8xindex>, vector<4x8xindex>) -> vector<4x8xf32>
// BAD: prophecy-syntax.mlir.tmp.bad.mlir:11:{{[0-9]+}}: error: operand is used with type vector<4x8xindex>, but has been previously used or defined with type index
// PLUGIN: tv.prophesy %{{.*}} for @f_spec::@C [%{{.*}}] stage [%{{.*}}] : vector<4x8xf32>
// PLUGIN: tv.prophesy %{{.*}} for @f_spec::@D [%{{.*}}] : f32
