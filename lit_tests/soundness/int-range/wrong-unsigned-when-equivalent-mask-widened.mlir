// SOUNDNESS: wrong int-range: --arith-unsigned-when-equivalent output whose mask is edited to keep the sign bit (a range analysis that missed it)
// REQUIRES: mlir-opt-19
// After the edit x & -1 may be negative: divui and ult differ from divsi and slt.
// RUN: %mlir-opt --arith-unsigned-when-equivalent %s | %mutate --all 'arith.constant 127 : i32' 'arith.constant -1 : i32' > %t.mlir
// RUN: sed 's/constant 127 : i32/constant -1 : i32/' %s > %t.src.mlir
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.mlir | filecheck %s
// CHECK: @div_masked: FAILED (return value mismatch)
// CHECK: @cmp_masked: FAILED (return value mismatch)

func.func @div_masked(%x: i32) -> i32 {
  %m = arith.constant 127 : i32
  %c = arith.constant 3 : i32
  %a = arith.andi %x, %m : i32
  %r = arith.divsi %a, %c : i32
  return %r : i32
}

func.func @cmp_masked(%x: i32, %y: i32) -> i1 {
  %m = arith.constant 127 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.andi %y, %m : i32
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}
