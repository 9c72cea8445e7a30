// A dense literal of integers wider than 64 bits is valid MLIR that xDSL
// 0.74 cannot hold (its packing raised NotImplementedError: exit 4).
// tvmlir's reader alone says so at the literal (bad input); with
// mlir-opt-19 the input is valid, so unsupported (exit 2).
// RUN: %bad-input tv-check --reader native %s %s | filecheck %s
// RUN: %expect-exit 2 -- tv-check %s %s | filecheck %s --check-prefix=AUTO
// REQUIRES: mlir-opt-19
func.func @f() -> vector<3xi128> {
  %c = arith.constant dense<[1, 2, 3]> : vector<3xi128>
  return %c : vector<3xi128>
}
// CHECK: dense-wide-int.mlir:9:28: error: tvmlir cannot hold a dense literal of index, >64-bit integer or f80/f128 elements
// AUTO: unsupported (tvmlir cannot read this valid MLIR: tvmlir cannot hold a dense literal of index, >64-bit integer or f80/f128 elements at {{.*}}dense-wide-int.mlir:9:28)
