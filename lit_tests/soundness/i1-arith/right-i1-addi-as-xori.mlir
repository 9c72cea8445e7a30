// SOUNDNESS: right i1-arith: addi/subi on i1 lowered as xori, muli as andi
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.addi' 'arith.xori' | %mutate 'arith.subi' 'arith.xori' | %mutate 'arith.muli' 'arith.andi' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @add: verified
// CHECK: @sub: verified
// CHECK: @mul: verified

func.func @add(%x: i1, %y: i1) -> i1 {
  %r = arith.addi %x, %y : i1
  return %r : i1
}

func.func @sub(%x: i1, %y: i1) -> i1 {
  %r = arith.subi %x, %y : i1
  return %r : i1
}

func.func @mul(%x: i1, %y: i1) -> i1 {
  %r = arith.muli %x, %y : i1
  return %r : i1
}
