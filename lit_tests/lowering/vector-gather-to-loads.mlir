// tv-vector-gather-to-loads: a vector.gather on a row-major memref becomes
// one scalar load per lane at the lane's linear position (a flat
// collapse_shape of a 2-D base), under an scf.if where the mask bit is not
// a constant true.  tv-check proves each rewritten function refines the
// gather (tv-check's own reading of the op); a 1-D one is also refined by it.
// RUN: tv-opt -p tv-vector-gather-to-loads %s -o %t.mlir
// RUN: filecheck %s < %t.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.mlir | filecheck %s --check-prefix=PROVED
// RUN: %expect-exit 0 -- tv-check --function one_d %t.mlir %s | filecheck %s --check-prefix=BACK
//
// Lane 1 read at lane 2's offset: FAILED.
// RUN: %mutate --nth 2 '%idx\[1\]' '%idx[2]' < %t.mlir > %t.wrong.mlir
// RUN: %expect-exit 1 -- tv-check --function all_set %s %t.wrong.mlir | filecheck %s --check-prefix=WRONG

// CHECK-LABEL: func.func @one_d
// CHECK-NOT: vector.gather
// CHECK: scf.if
// CHECK: memref.load
// CHECK: vector.from_elements
func.func @one_d(%base: memref<8xf32>, %i: index, %idx: vector<3xi32>, %mask: vector<3xi1>, %pass: vector<3xf32>) -> vector<3xf32> {
  %g = vector.gather %base[%i][%idx], %mask, %pass : memref<8xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g : vector<3xf32>
}

// CHECK-LABEL: func.func @all_set
// CHECK: memref.collapse_shape
// CHECK-NOT: scf.if
// CHECK-NOT: vector.gather
// CHECK: vector.from_elements
func.func @all_set(%base: memref<3x4xf32>, %i: index, %j: index, %idx: vector<3xi32>, %pass: vector<3xf32>) -> vector<3xf32> {
  %m = arith.constant dense<true> : vector<3xi1>
  %g = vector.gather %base[%i, %j][%idx], %m, %pass : memref<3x4xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g : vector<3xf32>
}

// CHECK-LABEL: func.func @constant_mask
// CHECK-COUNT-1: scf.if
// CHECK-NOT: vector.gather
func.func @constant_mask(%base: memref<3x4xf32>, %i: index, %j: index, %idx: vector<3xi32>, %pass: vector<3xf32>) -> vector<3xf32> {
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %g = vector.gather %base[%i, %j][%idx], %m, %pass : memref<3x4xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g : vector<3xf32>
}

// CHECK-LABEL: func.func @data_mask
// CHECK-COUNT-3: scf.if
func.func @data_mask(%base: memref<3x4xf32>, %i: index, %j: index, %idx: vector<3xi32>, %mask: vector<3xi1>, %pass: vector<3xf32>) -> vector<3xf32> {
  %g = vector.gather %base[%i, %j][%idx], %mask, %pass : memref<3x4xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g : vector<3xf32>
}

// Rows that are not contiguous (stride 8 for 4 columns): left alone.
// CHECK-LABEL: func.func @strided_rows
// CHECK: vector.gather
func.func @strided_rows(%base: memref<3x4xf32, strided<[8, 1]>>, %i: index, %j: index, %idx: vector<3xi32>, %pass: vector<3xf32>) -> vector<3xf32> {
  %m = arith.constant dense<true> : vector<3xi1>
  %g = vector.gather %base[%i, %j][%idx], %m, %pass : memref<3x4xf32, strided<[8, 1]>>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g : vector<3xf32>
}

// PROVED: @one_d: verified
// PROVED: @all_set: verified
// PROVED: @constant_mask: verified
// PROVED: @data_mask: verified
// PROVED: @strided_rows: unsupported (vector.gather at {{.*}}: a gather from a view whose rows are not contiguous

// BACK: @one_d: verified

// WRONG: @all_set: FAILED (return value mismatch)
// REQUIRES: heavy
