// REQUIRES: tv-plugin
// The plugin's verifiers reject what the Python dialect's verifiers reject
// (python_tests/test_tv_dialect.py), with the same messages.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --split-input-file --verify-diagnostics %s

tv.spec @s source "" {
  tv.spec_tensor @T : tensor<4x4xf32> stages 1
}
func.func @rank(%v: f32, %i: index) -> f32 {
  // expected-error @+1 {{'tv.prophesy' op @s::@T has rank 2 but the prophecy gives 1 indices}}
  %p = tv.prophesy %v for @s::@T [%i] : f32
  return %p : f32
}

// -----

tv.spec @s source "" {
  tv.spec_tensor @T : tensor<4x4xf32> stages 1
}
func.func @stages(%v: f32, %i: index) -> f32 {
  // expected-error @+1 {{'tv.prophesy' op @s::@T has 1 reduction stages but the prophecy gives 2 stage indices}}
  %p = tv.prophesy %v for @s::@T [%i, %i] stage [%i, %i] : f32
  return %p : f32
}

// -----

tv.spec @s source "" {
  tv.spec_tensor @T : tensor<4xf32>
}
func.func @element_type(%v: i32, %i: index) -> i32 {
  // expected-error @+1 {{'tv.prophesy' op value of type 'i32' cannot equal an element of @s::@T : 'tensor<4xf32>'}}
  %p = tv.prophesy %v for @s::@T [%i] : i32
  return %p : i32
}

// -----

tv.spec @s source "" {
  tv.spec_tensor @T : tensor<4xf32>
}
func.func @no_tensor(%v: f32, %i: index) -> f32 {
  // expected-error @+1 {{'tv.prophesy' op tv.spec @s has no spec tensor @U}}
  %p = tv.prophesy %v for @s::@U [%i] : f32
  return %p : f32
}

// -----

tv.spec @s source "" {
}
func.func @no_spec(%v: f32, %i: index) -> f32 {
  // expected-error @+1 {{'tv.prophesy' op no tv.spec named @t}}
  %p = tv.prophesy %v for @t::@T [%i] : f32
  return %p : f32
}

// -----

tv.spec @s source "" {
  // expected-error @+1 {{'tv.spec_tensor' op stages must be positive (omit it for no reduction), got 0}}
  tv.spec_tensor @T : tensor<4xf32> stages 0
}

// -----

// expected-error @+1 {{'tv.spec' op may only contain tv.spec_tensor ops, found arith.constant}}
tv.spec @s source "" {
  %c = arith.constant 0 : index
}

// -----

// A fragment without any tv.spec (stripped, or not attached yet) is not
// checked against one; a widened prophecy has index vectors lane by lane.
func.func @fragment(%v: vector<4xf32>, %i: vector<4xindex>) -> vector<4xf32> {
  %p = tv.prophesy %v for @gone::@T [%i] : vector<4xf32>
  return %p : vector<4xf32>
}

// -----

// `@T.order.p0.p1...` names reduction @T folded in another order of its
// reduction dims (tv_dialect/spec.py `reordered_name`): a permutation of its
// stages other than the identity, the stage count of @T.
tv.spec @s source "" {
  tv.spec_tensor @T : tensor<4xf32> stages 2
  tv.spec_tensor @U : tensor<4xf32> stages 1
}
func.func @reordered(%v: f32, %i: index, %j: index, %k: index) -> f32 {
  %p = tv.prophesy %v for @s::@T.order.1.0 [%i] stage [%j, %k] : f32
  // expected-error @+1 {{'tv.prophesy' op @s::@T.order.1.0 has 2 reduction stages but the prophecy gives 1 stage indices}}
  %q = tv.prophesy %p for @s::@T.order.1.0 [%i] stage [%j] : f32
  return %q : f32
}

// -----

tv.spec @s source "" {
  tv.spec_tensor @T : tensor<4xf32> stages 2
}
func.func @identity_order(%v: f32, %i: index, %j: index, %k: index) -> f32 {
  // expected-error @+1 {{'tv.prophesy' op tv.spec @s has no spec tensor @T.order.0.1}}
  %p = tv.prophesy %v for @s::@T.order.0.1 [%i] stage [%j, %k] : f32
  return %p : f32
}

// -----

tv.spec @s source "" {
  tv.spec_tensor @T : tensor<4xf32> stages 2
}
func.func @repeated_dim(%v: f32, %i: index, %j: index, %k: index) -> f32 {
  // expected-error @+1 {{'tv.prophesy' op tv.spec @s has no spec tensor @T.order.1.1}}
  %p = tv.prophesy %v for @s::@T.order.1.1 [%i] stage [%j, %k] : f32
  return %p : f32
}

// -----

tv.spec @s source "" {
  tv.spec_tensor @U : tensor<4xf32> stages 1
}
func.func @one_stage(%v: f32, %i: index, %j: index) -> f32 {
  // expected-error @+1 {{'tv.prophesy' op tv.spec @s has no spec tensor @U.order.0}}
  %p = tv.prophesy %v for @s::@U.order.0 [%i] stage [%j] : f32
  return %p : f32
}
