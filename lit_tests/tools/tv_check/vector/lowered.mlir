// REQUIRES: mlir-opt-19
// Vector arguments and vector ops in tv-check (semantics/vector*.py): vectors
// are their lanes.  mlir-opt-19's -lower-vector-multi-reduction (transpose,
// extract, lane-wise maximumf) and -test-vector-emulate-masked-load-store
// (create_mask, one scf.if per lane) verify against the vector ops; a lane
// read twice, a max turned into a min, a lane inserted into the wrong vector
// and a mask lane shifted fail.
// RUN: %mlir-opt --lower-vector-multi-reduction %s > %t.red.mlir
// RUN: filecheck --check-prefix=RED %s < %t.red.mlir
// RUN: %mlir-opt --test-vector-emulate-masked-load-store %s > %t.mask.mlir
// RUN: filecheck --check-prefix=MASK %s < %t.mask.mlir
// RUN: tv-check %s %t.red.mlir | filecheck --check-prefix=OK %s
// RUN: tv-check %s %t.mask.mlir | filecheck --check-prefix=OK %s
// RUN: %mutate 'vector.extract %0\[2\]' 'vector.extract %0[1]' < %t.red.mlir > %t.lane.mlir
// RUN: %expect-exit 1 -- tv-check --function row_max %s %t.lane.mlir | filecheck --check-prefix=ROW %s
// RUN: %mutate --nth 2 'arith.maximumf' 'arith.minimumf' < %t.red.mlir > %t.min.mlir
// RUN: %expect-exit 1 -- tv-check --function row_max %s %t.min.mlir | filecheck --check-prefix=ROW %s
// RUN: %mutate 'vector.insert %17, %4 \[2\]' 'vector.insert %17, %2 [2]' < %t.mask.mlir > %t.into.mlir
// RUN: %expect-exit 1 -- tv-check --function masked_load %s %t.into.mlir | filecheck --check-prefix=LOAD %s
// RUN: %mutate 'vector.extract %0\[3\]' 'vector.extract %0[4]' < %t.mask.mlir > %t.shift.mlir
// RUN: %expect-exit 1 -- tv-check --function masked_load %s %t.shift.mlir | filecheck --check-prefix=LOAD %s

// RED: vector.transpose
// RED-NOT: vector.multi_reduction
// MASK: scf.if
// MASK-NOT: vector.maskedload

func.func @row_max(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <maximumf>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %r : vector<2xf32>
}

func.func @masked_load(%m: memref<8xi32>, %pass: vector<8xi32>, %n: index) -> vector<8xi32> {
  %c0 = arith.constant 0 : index
  %mask = vector.create_mask %n : vector<8xi1>
  %r = vector.maskedload %m[%c0], %mask, %pass : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  return %r : vector<8xi32>
}

// OK: @row_max: verified
// OK-NEXT: @masked_load: verified
// ROW: @row_max: FAILED (return value mismatch)
// LOAD: @masked_load: FAILED (return value mismatch)
