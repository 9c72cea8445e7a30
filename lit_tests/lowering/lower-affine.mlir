// tv-lower-affine: the affine ops the lowering creates, in arith as
// mlir-opt-19's lower-affine + canonicalize write them.
// RUN: tv-opt -p tv-lower-affine %s | filecheck %s

// CHECK-LABEL: func.func @min
// CHECK-NEXT:    %[[D:.*]] = arith.subi %ub, %iv : index
// CHECK-NEXT:    %[[M:.*]] = arith.minsi %extent, %[[D]] : index
// CHECK-NEXT:    func.return %[[M]] : index
func.func @min(%extent: index, %ub: index, %iv: index) -> index {
  %0 = affine.min affine_map<(d0, d1, d2) -> (d0, d1 - d2)> (%extent, %ub, %iv)
  func.return %0 : index
}

// CHECK-LABEL: func.func @apply
// CHECK-NEXT:    %[[S:.*]] = arith.addi %i, %k : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[T:.*]] = arith.muli %i, %[[C2]] : index
// CHECK-NEXT:    %[[U:.*]] = arith.addi %[[T]], %k : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[Q:.*]] = arith.floordivsi %i, %[[C4]] : index
// CHECK-NEXT:    %[[QM:.*]] = arith.muli %[[Q]], %[[C4]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.subi %i, %[[QM]] : index
// CHECK-NEXT:    func.return %[[S]], %[[U]], %[[R]] : index, index, index
func.func @apply(%i: index, %k: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%i, %k)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)> (%i, %k)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 4)> (%i)
  func.return %0, %1, %2 : index, index, index
}
