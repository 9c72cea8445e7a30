// SOUNDNESS: wrong int-semantics: remui whose source guards a zero divisor (returning x) emitted unguarded
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.remui %arg0, %\d+' 'arith.remui %arg0, %arg1' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @remui_guarded: FAILED (target is undefined where the source is defined)
// CHECK: %y = 0

func.func @remui_guarded(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %isz = arith.cmpi eq, %y, %c0 : i32
  %safe = arith.select %isz, %c1, %y : i32
  %q = arith.remui %x, %safe : i32
  %r = arith.select %isz, %x, %q : i32
  return %r : i32
}
