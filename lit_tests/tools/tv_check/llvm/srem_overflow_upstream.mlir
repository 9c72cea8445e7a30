// REQUIRES: mlir-opt-19
// A finding: `-convert-arith-to-llvm` lowers `arith.remsi` to `llvm.srem`.
// LLVM's `srem` of INT_MIN by -1 is undefined ("overflow also leads to
// undefined behavior", LangRef), while MLIR 19's ArithOps.td names only a
// zero divisor for remsi, and its folder computes INT_MIN % -1 = 0
// (tvmlir reads remsi that way, semantics/arith.py `_division`).  Either
// ArithOps.td must say that remsi overflows, or the lowering is wrong at
// (INT_MIN, -1); tv-check reports the target undefined there.
// RUN: %mlir-opt --convert-arith-to-llvm %s > %t.tgt.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @rem: FAILED (target is undefined where the source is defined)
// CHECK: %a = -2147483648
// CHECK: %b = -1
// The same lowering of `remui` (`urem`, UB for a zero divisor only, as
// remui) verifies:
// CHECK: @urem: verified

func.func @rem(%a: i32, %b: i32) -> i32 {
  %0 = arith.remsi %a, %b : i32
  return %0 : i32
}

func.func @urem(%a: i32, %b: i32) -> i32 {
  %0 = arith.remui %a, %b : i32
  return %0 : i32
}
