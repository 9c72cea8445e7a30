// Calls to external functions are uninterpreted and pure (mlir-tv's
// assumption): a verdict relying on it says so, and with
// --no-assume-pure-calls such calls are unsupported.
// RUN: %split-pair %s %t
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: tv-check --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: tv-check --json %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=JSON
// RUN: %expect-exit 2 -- tv-check --no-assume-pure-calls %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OFF

func.func private @ext(i32) -> i32

// ext(x) - ext(x) is 0 only if @ext returns the same value twice.
func.func @twice(%x: i32) -> i32 {
  %a = func.call @ext(%x) : (i32) -> i32
  %b = func.call @ext(%x) : (i32) -> i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}

// No call: no assumption.
func.func @no_call(%x: i32) -> i32 {
  %r = arith.subi %x, %x : i32
  return %r : i32
}

// ----- target

func.func private @ext(i32) -> i32

func.func @twice(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}

func.func @no_call(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}

// CHECK:      @twice: verified
// CHECK-NEXT: @no_call: verified
// CHECK-NEXT: assumptions of the verified functions:
// CHECK-NEXT:   @twice: assumes external function @ext is pure and total (--no-assume-pure-calls turns this off)
// CHECK-NOT:  @no_call

// JSON:      "function": "twice",
// JSON:      "assumptions": [
// JSON-NEXT:   "external function @ext is pure and total (--no-assume-pure-calls turns this off)"
// JSON:      "function": "no_call",
// JSON:      "assumptions": [],

// OFF:      @twice: unsupported (func.call at {{.*}}.src.mlir:14:8: call to external @ext: its effects are not modelled (--no-assume-pure-calls))
// OFF-NEXT: @no_call: verified
