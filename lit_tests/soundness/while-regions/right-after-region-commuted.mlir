// SOUNDNESS: right while-regions: an input-bounded scf.while (not unrollable) whose after region's multiply is commuted: paired region by region
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %one = arith.constant 1 : i32
    %p1 = arith.addi %p, %one : i32
    %q1 = arith.muli %q, %p : i32
    scf.yield %p1, %q1 : i32, i32
  }
  return %r#1 : i32
}

// ----- target

func.func @f(%x: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %one = arith.constant 1 : i32
    %p1 = arith.addi %p, %one : i32
    %q1 = arith.muli %p, %q : i32
    scf.yield %p1, %q1 : i32, i32
  }
  return %r#1 : i32
}
