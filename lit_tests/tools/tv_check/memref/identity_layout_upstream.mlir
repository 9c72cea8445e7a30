// REQUIRES: mlir-opt-19
// A memref type with the identity affine-map layout is the same type as
// one without a layout: the canonicalizer drops the map from a signature
// (MLIR 19's Dialect/MemRef/canonicalize.mlir, @load_store_nontemporal),
// and the pair verifies instead of "signatures differ"
// (tvmlir/refinement/signature.py, `same_type`).  A target moving element 8
// instead of 7 fails.
// RUN: %mlir-opt -canonicalize %s > %t.mlir
// RUN: filecheck %s --check-prefix=IR < %t.mlir
// IR: func.func @load_store_nontemporal(%arg0: memref<32xf32>, %arg1: memref<32xf32>)
// RUN: tv-check %s %t.mlir | filecheck %s
// CHECK: @load_store_nontemporal: verified
// RUN: %mutate 'arith.constant 7 : index' 'arith.constant 8 : index' < %t.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @load_store_nontemporal: FAILED (memory mismatch)

func.func @load_store_nontemporal(%input : memref<32xf32, affine_map<(d0) -> (d0)>>, %output : memref<32xf32, affine_map<(d0) -> (d0)>>) {
  %1 = arith.constant 7 : index
  %2 = memref.load %input[%1] {nontemporal = true} : memref<32xf32, affine_map<(d0) -> (d0)>>
  memref.store %2, %output[%1] {nontemporal = true} : memref<32xf32, affine_map<(d0) -> (d0)>>
  func.return
}
