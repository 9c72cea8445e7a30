// fastmath<nsz>: the sign of a zero result is a fresh choice per execution
// of the op (Alive2): angelic in the source (some choice must match the
// target), demonic in the target (every choice must be matched).  Two
// identical nsz ops do not have to agree.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s

// x + 0.0 with nsz may be -0.0 for x = -0.0: the source can always pick x.
func.func @add_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %a = arith.addf %x, %z fastmath<nsz> : f32
  return %a : f32
}

// The converse adds a choice the source does not have.
func.func @adds_nsz(%x: f32) -> f32 {
  return %x : f32
}

// Identical pairs verify.
func.func @same(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y fastmath<nsz> : f32
  %b = arith.addf %x, %y fastmath<nsz> : f32
  return %a, %b : f32, f32
}

// CSE of two nsz ops: one of the source's behaviours.
func.func @merge(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y fastmath<nsz> : f32
  %b = arith.addf %x, %y fastmath<nsz> : f32
  return %a, %b : f32, f32
}

// Duplicating one nsz op: the two copies may choose differently.
func.func @split(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y fastmath<nsz> : f32
  return %a, %a : f32, f32
}

// Elementwise on a tensor: one choice per element.
func.func @per_element(%x: f32, %y: f32) -> tensor<2xf32> {
  %s = arith.addf %x, %y fastmath<nsz> : f32
  %t = tensor.from_elements %s, %s : tensor<2xf32>
  return %t : tensor<2xf32>
}

// The converse: one choice for both elements is one of the source's.
func.func @per_element_merge(%x: f32, %y: f32) -> tensor<2xf32> {
  %a = tensor.from_elements %x, %x : tensor<2xf32>
  %b = tensor.from_elements %y, %y : tensor<2xf32>
  %t = arith.addf %a, %b fastmath<nsz> : tensor<2xf32>
  return %t : tensor<2xf32>
}

// ----- target

func.func @add_zero(%x: f32) -> f32 {
  return %x : f32
}

func.func @adds_nsz(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %a = arith.addf %x, %z fastmath<nsz> : f32
  return %a : f32
}

func.func @same(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y fastmath<nsz> : f32
  %b = arith.addf %x, %y fastmath<nsz> : f32
  return %a, %b : f32, f32
}

func.func @merge(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y fastmath<nsz> : f32
  return %a, %a : f32, f32
}

func.func @split(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y fastmath<nsz> : f32
  %b = arith.addf %x, %y fastmath<nsz> : f32
  return %a, %b : f32, f32
}

func.func @per_element(%x: f32, %y: f32) -> tensor<2xf32> {
  %a = tensor.from_elements %x, %x : tensor<2xf32>
  %b = tensor.from_elements %y, %y : tensor<2xf32>
  %t = arith.addf %a, %b fastmath<nsz> : tensor<2xf32>
  return %t : tensor<2xf32>
}

func.func @per_element_merge(%x: f32, %y: f32) -> tensor<2xf32> {
  %s = arith.addf %x, %y fastmath<nsz> : f32
  %t = tensor.from_elements %s, %s : tensor<2xf32>
  return %t : tensor<2xf32>
}

// CHECK:      @add_zero: verified
// CHECK-NEXT: @adds_nsz: FAILED (return value mismatch)
// CHECK-NEXT:   %x = {{[+-]}}0.0
// CHECK:          source: {{[+-]}}0.0
// CHECK-NEXT:     target: {{[+-]}}0.0
// CHECK:      @same: verified
// CHECK-NEXT: @merge: verified
// CHECK-NEXT: @split: FAILED (return value mismatch ({{[12]}}/2))
// CHECK:        source: {{[+-]}}0.0
// CHECK-NEXT:   target: {{[+-]}}0.0
// CHECK:      @per_element: FAILED (return value mismatch)
// CHECK:        returned value #0: first mismatching element [{{[01]}}]
// CHECK:      @per_element_merge: verified
