// SOUNDNESS: wrong wide-int: the emulated i64 addition with its carry sign-extended (-1 added to the high word) instead of zero-extended
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --arith-emulate-wide-int=widest-int-supported=32 %s | %mutate 'arith.extui %overflow' 'arith.extsi %overflow' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @add64: FAILED (return value mismatch)

func.func @add64(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %c32 = arith.constant 32 : i64
  %al = vector.extract %a[0] : i32 from vector<2xi32>
  %ah = vector.extract %a[1] : i32 from vector<2xi32>
  %ale = arith.extui %al : i32 to i64
  %ahe = arith.extui %ah : i32 to i64
  %ahs = arith.shli %ahe, %c32 : i64
  %aw = arith.ori %ahs, %ale : i64
  %bl = vector.extract %b[0] : i32 from vector<2xi32>
  %bh = vector.extract %b[1] : i32 from vector<2xi32>
  %ble = arith.extui %bl : i32 to i64
  %bhe = arith.extui %bh : i32 to i64
  %bhs = arith.shli %bhe, %c32 : i64
  %bw = arith.ori %bhs, %ble : i64
  %r = arith.addi %aw, %bw : i64
  %rl = arith.trunci %r : i64 to i32
  %rs = arith.shrui %r, %c32 : i64
  %rh = arith.trunci %rs : i64 to i32
  %z = arith.constant dense<0> : vector<2xi32>
  %v0 = vector.insert %rl, %z[0] : i32 into vector<2xi32>
  %v1 = vector.insert %rh, %v0[1] : i32 into vector<2xi32>
  return %v1 : vector<2xi32>
}
