// SOUNDNESS: right int-range: mlir-opt-19 --arith-unsigned-when-equivalent of divsi and cmpi slt on a value masked non-negative, unedited
// REQUIRES: mlir-opt-19
// x & 127 is non-negative, so divsi is divui and slt is ult on it.
// RUN: %mlir-opt --arith-unsigned-when-equivalent %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// EXP: arith.divui
// EXP: arith.cmpi ult
// CHECK: @div_masked: verified
// CHECK: @cmp_masked: verified

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
