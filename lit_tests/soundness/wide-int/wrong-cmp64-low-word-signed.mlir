// SOUNDNESS: wrong wide-int: the emulated i64 signed compare with its low words compared signed (they are the unsigned part)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --arith-emulate-wide-int=widest-int-supported=32 %s | %mutate 'arith.cmpi ult, (%\d+), (%\d+) : i32\n(.*)\n(.*)\n(.*arith.select)' 'arith.cmpi slt, \1, \2 : i32\n\3\n\4\n\5' > %t.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @cmp64: FAILED (return value mismatch)

func.func @cmp64(%a: vector<2xi32>, %b: vector<2xi32>) -> i1 {
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
  %r = arith.cmpi slt, %aw, %bw : i64
  return %r : i1
}
