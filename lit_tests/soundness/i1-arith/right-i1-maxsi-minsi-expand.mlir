// SOUNDNESS: right i1-arith: mlir-opt-19 --arith-expand of maxsi/minsi on i1 (true is -1), unedited
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// EXP: arith.cmpi sgt, %arg0, %arg1 : i1
// CHECK: @maxsi: verified
// CHECK: @minsi: verified

func.func @maxsi(%x: i1, %y: i1) -> i1 {
  %r = arith.maxsi %x, %y : i1
  return %r : i1
}

func.func @minsi(%x: i1, %y: i1) -> i1 {
  %r = arith.minsi %x, %y : i1
  return %r : i1
}
