// Calls: a callee defined in the module is inlined; a declared one is an
// uninterpreted function of its arguments (the same on both sides).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s

func.func private @external(%x: f32, %t: tensor<?xf32>) -> tensor<?xf32>

func.func @helper(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}

func.func @inline(%a: i32) -> i32 {
  %r = func.call @helper(%a) : (i32) -> i32
  return %r : i32
}

func.func @same_call(%x: f32, %y: f32, %t: tensor<?xf32>) -> tensor<?xf32> {
  %s = arith.addf %x, %y : f32
  %r = func.call @external(%s, %t) : (f32, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @other_argument(%x: f32, %y: f32, %t: tensor<?xf32>) -> tensor<?xf32> {
  %r = func.call @external(%x, %t) : (f32, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// ----- target

func.func private @external(%x: f32, %t: tensor<?xf32>) -> tensor<?xf32>

func.func @helper(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %c, %a : i32
  return %r : i32
}

func.func @inline(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}

func.func @same_call(%x: f32, %y: f32, %t: tensor<?xf32>) -> tensor<?xf32> {
  %s = arith.addf %y, %x : f32
  %r = func.call @external(%s, %t) : (f32, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @other_argument(%x: f32, %y: f32, %t: tensor<?xf32>) -> tensor<?xf32> {
  %r = func.call @external(%y, %t) : (f32, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// CHECK: @helper: verified
// CHECK-NEXT: @inline: verified
// CHECK-NEXT: @same_call: verified
// CHECK-NEXT: @other_argument: FAILED (return value mismatch)
