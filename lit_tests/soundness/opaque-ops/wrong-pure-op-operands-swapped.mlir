// SOUNDNESS: wrong opaque-ops: a pure opaque op called with its operands swapped
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// Wrong only if test.op is not commutative, which MLIR knows (a trait) and
// tvmlir does not: unsupported, never verified (session 35,
// check.py `_depends_on_opaque_meaning`).
// CHECK: @f: unsupported (the counterexample depends on what test.op computes (an op tvmlir does not know, uninterpreted)

func.func @f(%x: i32, %y: i32) -> i32 {
  %r = "test.op"(%x, %y) : (i32, i32) -> i32
  return %r : i32
}

// ----- target

func.func @f(%x: i32, %y: i32) -> i32 {
  %r = "test.op"(%y, %x) : (i32, i32) -> i32
  return %r : i32
}
