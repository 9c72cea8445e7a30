// SOUNDNESS: right inherent-attributes: the source spells its flags in the attribute dictionary, mlir-opt-19 prints them as properties: the same op, verified
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: f32, %y: f32, %a: i32, %b: i32) -> (f32, i32, i1) {
  %r = arith.addf %x, %y {fastmath = #arith.fastmath<nnan>} : f32
  %s = arith.addi %a, %b {overflowFlags = #arith.overflow<nsw>} : i32
  %c = arith.cmpf oeq, %x, %y {fastmath = #arith.fastmath<fast>} : f32
  return %r, %s, %c : f32, i32, i1
}
