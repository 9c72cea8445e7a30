// SOUNDNESS: wrong int-ops: cmpi slt on index values emitted as ult
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%i: index, %n: index) -> i1 {
  %r = arith.cmpi slt, %i, %n : index
  return %r : i1
}

// ----- target

func.func @f(%i: index, %n: index) -> i1 {
  %r = arith.cmpi ult, %i, %n : index
  return %r : i1
}
