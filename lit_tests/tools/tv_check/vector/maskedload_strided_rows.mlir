// vector.maskedload from a view whose rows are not contiguous reads its
// trailing dimension (MLIR 19): it is read, not refused as a gather's
// linear position would be.  A copy of it is verified; reading the
// pass-through in place of a set lane is FAILED.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %mutate '%r = vector.maskedload %b\[%i, %j\], %m, %fill : (.*)$' '%r = arith.select %m, %fill, %fill : vector<4xi1>, vector<4xf32>' < %t.tgt.mlir > %t.wrong.mlir
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.wrong.mlir | filecheck %s --check-prefix=WRONG
// CHECK: @f: verified
// WRONG: @f: FAILED

func.func @f(%b: memref<3x4xf32, strided<[8, 1]>>, %i: index, %j: index, %m: vector<4xi1>, %fill: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %b[%i, %j], %m, %fill : memref<3x4xf32, strided<[8, 1]>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// ----- target

func.func @f(%b: memref<3x4xf32, strided<[8, 1]>>, %i: index, %j: index, %m: vector<4xi1>, %fill: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %b[%i, %j], %m, %fill : memref<3x4xf32, strided<[8, 1]>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
