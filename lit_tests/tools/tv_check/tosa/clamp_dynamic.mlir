// tosa.clamp on dynamic shapes against its real lowering (mlir-opt-19
// tosa-to-linalg; mlir-tv's opts/tosa-to-linalg/clamp).  The result's
// extent of a one-operand op is now the operand's own extent term, not
// `ite(d = 1, 1, d)`, so the operand is read at the result's indices; the
// proof used to multiply `ite(d0 = 1, 0, i0)` by an extent (14-16 s, a
// timeout under load; now well under a second).  A mutated bound must fail.
// REQUIRES: mlir-opt-19, heavy
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' --mlir-print-op-generic %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// RUN: %mutate --all '2\.000000e\+00' '3.000000e+00' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// RUN: %mutate --all '126' '127' < %t.tgt.mlir > %t.badi.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.badi.mlir | filecheck %s --check-prefix=BADI

func.func @clamp_i32(%arg0: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = tosa.clamp %arg0 {min_int = -127 : i64, max_int = 126 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32} : (tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @clamp_f32(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.clamp %arg0 {min_int = -127 : i64, max_int = 126 : i64, min_fp = 1.0 : f32, max_fp = 2.0 : f32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: @clamp_i32: verified
// CHECK-NOT: extents
// CHECK: @clamp_f32: verified
// BAD: @clamp_f32: FAILED (return value mismatch)
// BADI: @clamp_i32: FAILED (return value mismatch)
