// REQUIRES: mlir-opt-19
// `vector.print` is an output event (semantics/opaque.py `_print`): the
// target prints what the source prints, in order, with the same
// punctuation; a poison lane of the source may print anything.
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @prints: verified
// CHECK: @poison_lane: verified
//
// The poison printed as 7: the source may print any value there.
// RUN: %mutate '^(\s*)vector.print (%\S+) : i32\n(\s*return\n\s*\}\n\}|\s*return\n\s*\}\n$)' '\1%%c7 = arith.constant 7 : i32\n\1vector.print %%c7 : i32\n\3' < %t.tgt.mlir > %t.seven.mlir
// RUN: tv-check %s %t.seven.mlir --function poison_lane | filecheck %s --check-prefix=SEVEN
// SEVEN: @poison_lane: verified
//
// The prints swapped.
// RUN: %mutate '^(\s*vector.print %arg0 : vector<4xi32>)\n(\s*vector.print %arg1 : i32)' '\2\n\1' < %t.tgt.mlir > %t.swap.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.swap.mlir --function prints | filecheck %s --check-prefix=SWAP
// SWAP: @prints: FAILED (the target does not perform the source's events (opaque ops, prints) in the same order with the same operands)
// SWAP: source: vector.print at {{.*}}:{{[0-9]+}}:3, vector.print at
//
// One print dropped.
// RUN: %mutate '^\s*vector.print %arg1 : i32\n' '' < %t.tgt.mlir > %t.drop.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.drop.mlir --function prints | filecheck %s --check-prefix=DROP
// DROP: @prints: FAILED (the target does not perform the source's events
//
// Another punctuation.
// RUN: %mutate 'vector.print %arg1 : i32' 'vector.print %arg1 : i32 punctuation <comma>' < %t.tgt.mlir > %t.punct.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.punct.mlir --function prints | filecheck %s --check-prefix=PUNCT
// PUNCT: @prints: FAILED (the target does not perform the source's events

func.func @prints(%a: vector<4xi32>, %b: i32) {
  %c0 = arith.constant dense<0> : vector<4xi32>
  %x = arith.addi %a, %c0 : vector<4xi32>
  vector.print %x : vector<4xi32>
  %z = arith.constant 0 : i32
  %y = arith.ori %b, %z : i32
  vector.print %y : i32
  return
}

// A poison value (an oversized shift) printed.
func.func @poison_lane(%a: i32) {
  %c40 = arith.constant 40 : i32
  %c1 = arith.constant 1 : i32
  %p = arith.shli %c1, %c40 : i32
  vector.print %p : i32
  return
}
