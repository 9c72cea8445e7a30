// REQUIRES: mlir-opt-19
// Memref arguments with non-identity layouts: a dynamic strided layout
// (unknown strides and offset) and an affine-map layout with a symbol (a
// strided one, its symbol unknown).  mlir-opt-19's -fold-memref-alias-ops
// folds a subview into the load (with affine.apply); that verifies, and
// the fold with the row offset dropped is rejected.
// RUN: %mlir-opt -fold-memref-alias-ops %s --mlir-print-op-generic > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate '\(s0 \+ 1\)>' '(s0)>' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// An affine-map layout that is not strided stays unsupported.
// RUN: %expect-exit 2 -- tv-check %S/Inputs/layout_mod.mlir %S/Inputs/layout_mod.mlir | filecheck %s --check-prefix=MOD

// OK: @strided_arg: verified
// OK-NEXT: @map_arg: verified
// BAD: @strided_arg: FAILED (return value mismatch)
// BAD: @map_arg: FAILED (return value mismatch)
// MOD: @f: unsupported ({{.*}}memref layout affine_map<(d0) -> ((d0 mod 4))> is not modelled)

func.func @strided_arg(%m: memref<4x4xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index) -> f32 {
  %v = memref.subview %m[1, 2][2, 2][1, 1] : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %x = memref.load %v[%i, %j] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %x : f32
}

func.func @map_arg(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>, %i: index, %j: index) -> f32 {
  %v = memref.subview %m[1, 1][2, 2][1, 1] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %x = memref.load %v[%i, %j] : memref<2x2xf32, strided<[8, 1], offset: ?>>
  return %x : f32
}
