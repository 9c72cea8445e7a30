// SOUNDNESS: wrong int-range: (x & 15) < 15 and (x urem 10) < 9 folded to true as --int-range-optimizations folds the <= 15 / <= 9 forms (a bound off by one)
// REQUIRES: mlir-opt-19
// The target is mlir-opt-19's output for the correct bounds (16, ule 9);
// the source's bounds are one tighter: x = 15 (resp. 9) tells them apart.
// RUN: sed -e 's/constant 15 : i32  \/\/ BOUND/constant 16 : i32/' -e 's/cmpi ult, %a, %c : i32  \/\/ REM/cmpi ule, %a, %c : i32/' %s | %mlir-opt --int-range-optimizations > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// EXP-NOT: arith.cmpi
// CHECK: @cmp_masked: FAILED (return value mismatch)
// CHECK: @cmp_rem: FAILED (return value mismatch)

func.func @cmp_masked(%x: i32) -> i1 {
  %m = arith.constant 15 : i32
  %c = arith.constant 15 : i32  // BOUND
  %a = arith.andi %x, %m : i32
  %r = arith.cmpi slt, %a, %c : i32
  return %r : i1
}

func.func @cmp_rem(%x: i32) -> i1 {
  %m = arith.constant 10 : i32
  %c = arith.constant 9 : i32
  %a = arith.remui %x, %m : i32
  %r = arith.cmpi ult, %a, %c : i32  // REM
  return %r : i1
}
