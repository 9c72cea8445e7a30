// tosa.mul with a shift is UB where some element overflows (REQUIRE in the
// TOSA specification): each side's UB is an `exists` over the indices.
// Commuting the operands is correct, but the proof needs the source's
// "no index overflows" instantiated at the target's overflowing index:
// refinement/ub_witness.py skolemizes the target's UB and adds that
// instance (mlir-tv's tosa-ops/mul_shift: a 30 s timeout on 3 dynamic extents;
// here 4x?, which timed out at 10 s before, verifies in about 2 s).
// Squaring one operand (UB where the source is defined) must still fail.
// (A shift of 2 instead of 1 times out: a model must make the source's
// "no index overflows" hold for all indices, which z3 does not find.)
// RUN: %mlir-opt %s > %t.src.mlir
// RUN: %mutate 'tosa.mul %arg0, %arg1' 'tosa.mul %arg1, %arg0' < %t.src.mlir > %t.tgt.mlir
// RUN: tv-check --accept-bounded --succinct %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate 'tosa.mul %arg0, %arg1' 'tosa.mul %arg0, %arg0' < %t.src.mlir > %t.square.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %t.src.mlir %t.square.mlir | filecheck %s --check-prefix=BAD

// OK: @f: verified
// BAD: @f: FAILED

func.func @f(%arg0: tensor<4x?xi32>, %arg1: tensor<4x?xi32>) -> tensor<4x?xi32> {
  %0 = tosa.mul %arg0, %arg1 {shift = 1 : i8} : (tensor<4x?xi32>, tensor<4x?xi32>) -> tensor<4x?xi32>
  return %0 : tensor<4x?xi32>
}
