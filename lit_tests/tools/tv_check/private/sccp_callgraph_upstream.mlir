// REQUIRES: mlir-opt-19
// A private function is checked through the public functions that call it
// (refinement/private.py): -sccp specializes it to the constants its only
// callers pass, and standalone, over every argument, it fails where no
// caller can call it (held-out Transforms/sccp-callgraph.mlir :1 :26 :121
// :181 were false FAILEDs).  Sources: MLIR 19's sccp-callgraph.mlir.
// RUN: %mlir-opt -allow-unregistered-dialect -sccp %s > %t.tgt.mlir
// RUN: tv-check --allow-unregistered-dialect %s %t.tgt.mlir | filecheck %s
// CHECK: @private: verified
// CHECK-NEXT: @simple_private: verified
// CHECK-NEXT: @nested: verified
// CHECK-NEXT: @simple_nested: verified
// CHECK: @private: assumes private @private runs only through calls from @simple_private (verified with it inlined)
// CHECK: @nested: assumes private @nested runs only through calls from @simple_nested (verified with it inlined)
//
// The caller returns the call's result, and the specialized callee returns
// 2 where 1 is passed: the public caller FAILS, and the private function is
// not verified through it.
// RUN: %mutate '(func.func @simple_private\(\) -> i32 \{\n\s*%c1_i32 = arith.constant 1 : i32\n\s*(%\S+) = call @private\(%c1_i32\) : \(i32\) -> i32\n\s*)return %c1_i32' '\1return \2' < %t.tgt.mlir > %t.use.mlir
// RUN: tv-check --allow-unregistered-dialect %s %t.use.mlir --function simple_private | filecheck %s --check-prefix=USE
// USE: @simple_private: verified
// RUN: %mutate '(func.func private @private\(%arg0: i32\) -> i32 \{\n\s*)%c1_i32 = arith.constant 1 : i32' '\1%c1_i32 = arith.constant 2 : i32' < %t.use.mlir > %t.two.mlir
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %s %t.two.mlir | filecheck %s --check-prefix=TWO
// TWO: @private: unsupported (func.func private @private: fails standalone, on arguments its callers may never pass; it runs only through @simple_private (failed), not verified)
// TWO-NEXT: @simple_private: FAILED (return value mismatch)
// TWO: source: 1
// TWO-NEXT: target: 2
//
// A private function whose symbol escapes (an op holds it, not a call): it
// may run on any argument, so its standalone check stands.
// RUN: %mutate '(\s*)(%\S+ = call @private)' '\1"test.use"() {f = @private} : () -> ()\1\2' < %t.two.mlir > %t.escape.mlir
// RUN: %mutate '(\s*)(%\S+ = call @private)' '\1"test.use"() {f = @private} : () -> ()\1\2' < %s > %t.escape_src.mlir
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %t.escape_src.mlir %t.escape.mlir --function private | filecheck %s --check-prefix=ESCAPE
// ESCAPE: @private: FAILED (return value mismatch)

func.func private @private(%arg0 : i32) -> i32 {
  return %arg0 : i32
}

func.func @simple_private() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @private(%1) : (i32) -> i32
  return %result : i32
}

func.func nested @nested(%arg0 : i32) -> i32 {
  return %arg0 : i32
}

func.func @simple_nested() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @nested(%1) : (i32) -> i32
  return %result : i32
}
