// SOUNDNESS: wrong i1-arith: cmpi slt on i1 (true < false, signed) lowered as ult
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'cmpi slt' 'cmpi ult' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @less: FAILED (return value mismatch)

func.func @less(%x: i1, %y: i1) -> i1 {
  %r = arith.cmpi slt, %x, %y : i1
  return %r : i1
}
