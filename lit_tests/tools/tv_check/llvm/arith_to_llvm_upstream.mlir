// REQUIRES: mlir-opt-19
// The `llvm` dialect's arithmetic (semantics/llvm_scalar.py), read
// generically through mlir-opt-19, on real `-convert-arith-to-llvm`
// output: integer and float ops with their flags, casts, comparisons,
// selects, min/max intrinsics, 1-D vectors, and the `index <-> i64`
// conversion casts (the same bits under the printed index width).
// RUN: %mlir-opt --convert-arith-to-llvm %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt.mlir | filecheck %s
// CHECK-DAG: @ints: verified
// CHECK-DAG: @floats: verified
// CHECK-DAG: @casts: verified
// CHECK-DAG: @vectors: verified
// CHECK-DAG: @indices: verified
// CHECK: @indices: assumes index is 64 bits wide (--index-bitwidth=64)
//
// Mutants of that output, each a lowering bug, each FAILED:
// RUN: %mutate 'llvm.sdiv' 'llvm.udiv' < %t.tgt.mlir > %t.udiv.mlir
// RUN: %expect-exit 1 -- tv-check --function ints %s %t.udiv.mlir | filecheck --check-prefix=UDIV %s
// UDIV: @ints: FAILED (return value mismatch
// RUN: %mutate 'llvm.add %arg0, %arg1 :' 'llvm.add %arg0, %arg1 overflow<nsw> :' < %t.tgt.mlir > %t.nsw.mlir
// RUN: %expect-exit 1 -- tv-check --function ints %s %t.nsw.mlir | filecheck --check-prefix=NSW %s
// NSW: @ints: FAILED (return value mismatch
// NSW: target: poison
// RUN: %mutate 'llvm.fcmp "olt"' 'llvm.fcmp "ult"' < %t.tgt.mlir > %t.ult.mlir
// RUN: %expect-exit 1 -- tv-check --function floats %s %t.ult.mlir | filecheck --check-prefix=ULT %s
// ULT: @floats: FAILED (return value mismatch
// ULT: NaN
// RUN: %mutate 'llvm.fptosi' 'llvm.fptoui' < %t.tgt.mlir > %t.fptoui.mlir
// RUN: %expect-exit 1 -- tv-check --function casts %s %t.fptoui.mlir | filecheck --check-prefix=FPTOUI %s
// FPTOUI: @casts: FAILED (return value mismatch
// RUN: %mutate 'llvm.intr.smax' 'llvm.intr.umax' < %t.tgt.mlir > %t.umax.mlir
// RUN: %expect-exit 1 -- tv-check --function indices %s %t.umax.mlir | filecheck --check-prefix=UMAX %s
// UMAX: @indices: FAILED (return value mismatch

func.func @ints(%a: i32, %b: i32) -> (i32, i32, i32, i1, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %c7 = arith.constant 7 : i32
  %1 = arith.divsi %a, %c7 : i32
  %2 = arith.shrui %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.select %3, %0, %1 : i32
  %5 = arith.muli %a, %b overflow<nsw> : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

func.func @floats(%x: f32, %y: f32) -> (f32, i1, f32, f32) {
  %0 = arith.addf %x, %y fastmath<nnan> : f32
  %1 = arith.cmpf olt, %x, %y : f32
  %2 = arith.maximumf %x, %y : f32
  %3 = arith.negf %x : f32
  return %0, %1, %2, %3 : f32, i1, f32, f32
}

func.func @casts(%x: f32, %i: i16) -> (i32, f64, i64, f16, f32) {
  %0 = arith.fptosi %x : f32 to i32
  %1 = arith.extf %x : f32 to f64
  %2 = arith.extui %i : i16 to i64
  %3 = arith.truncf %x : f32 to f16
  %4 = arith.sitofp %i : i16 to f32
  return %0, %1, %2, %3, %4 : i32, f64, i64, f16, f32
}

func.func @vectors(%a: vector<4xi32>, %x: vector<4xf32>) -> (vector<4xi32>, vector<4xf32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = arith.subi %a, %c : vector<4xi32>
  %f = arith.constant dense<2.0> : vector<4xf32>
  %1 = arith.mulf %x, %f : vector<4xf32>
  return %0, %1 : vector<4xi32>, vector<4xf32>
}

func.func @indices(%i: index, %j: index) -> index {
  %0 = arith.muli %i, %j : index
  %1 = arith.maxsi %0, %i : index
  return %1 : index
}
