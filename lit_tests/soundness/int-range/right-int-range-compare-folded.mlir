// SOUNDNESS: right int-range: mlir-opt-19 --int-range-optimizations folds (x & 15) < 16 and (x urem 10) <= 9 to true, unedited
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --int-range-optimizations %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// EXP-NOT: arith.cmpi
// CHECK: @cmp_masked: verified
// CHECK: @cmp_rem: verified

func.func @cmp_masked(%x: i32) -> i1 {
  %m = arith.constant 15 : i32
  %c = arith.constant 16 : i32
  %a = arith.andi %x, %m : i32
  %r = arith.cmpi slt, %a, %c : i32
  return %r : i1
}

func.func @cmp_rem(%x: i32) -> i1 {
  %m = arith.constant 10 : i32
  %c = arith.constant 9 : i32
  %a = arith.remui %x, %m : i32
  %r = arith.cmpi ule, %a, %c : i32
  return %r : i1
}
