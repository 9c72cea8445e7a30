// --json: one document with a verdict per function, its rounds and the
// exit code; --jobs N gives the same verdicts.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --json %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --jobs 2 %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=JOBS

func.func @same(%a: f32) -> f32 {
  return %a : f32
}

func.func @negated(%a: f32) -> f32 {
  return %a : f32
}

// ----- target

func.func @same(%a: f32) -> f32 {
  return %a : f32
}

func.func @negated(%a: f32) -> f32 {
  %n = arith.negf %a : f32
  return %n : f32
}

// CHECK:      "functions": [
// CHECK:          "function": "same",
// CHECK-NEXT:     "status": "verified",
// CHECK:          "rounds": [
// CHECK:              "result": "unsat",
// CHECK:          "line": "@same: verified"
// CHECK:          "function": "negated",
// CHECK-NEXT:     "status": "failed",
// CHECK-NEXT:     "reason": "return value mismatch",
// CHECK:          "counterexample": [
// CHECK-NEXT:       "%a = {{.*}}",
// CHECK:          "line": "@negated: FAILED (return value mismatch)"
// CHECK:        "exit_code": 1

// JOBS: @same: verified
// JOBS-NEXT: @negated: FAILED (return value mismatch)
