// `linalg.fill` of index, complex and vector values, as MLIR's own tests
// write them (Dialect/Linalg/transform-op-bufferize-to-allocation.mlir,
// transform-promotion.mlir, generalize-named-ops.mlir): xDSL's parser
// asserted an integer or float element (unreadable, exit 2 "cannot read
// this valid MLIR").  Read and printed back as mlir-opt-19 reads them.
// RUN: %split-pair %s %t
// RUN: tv-opt %t.src.mlir > %t.read.mlir
// RUN: filecheck %s --check-prefix=READ < %t.read.mlir
// RUN: mlir-opt-19 %t.read.mlir > %t.back.mlir
// READ: linalg.fill ins(%i : index) outs(%it : tensor<?xindex>) -> tensor<?xindex>
// READ: linalg.fill ins(%i : index) outs(%m : memref<?x?xindex>)
// READ: linalg.fill ins(%c : complex<f32>) outs(%ct : tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
// READ: linalg.fill ins(%v : vector<2x4xf32>) outs(%vt : tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>>

// The index fill against mlir-opt-19's generalization (the target part):
// verified; yielding the init instead of the value: FAILED.  The complex
// fill too (complex<f32> is a pair of floats since session 27).
// RUN: %expect-exit 2 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=CHECK
// CHECK-DAG: @idx: verified
// CHECK-DAG: @cplx: verified
// RUN: %mutate "linalg.yield %in : index" "linalg.yield %out : index" < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @idx: FAILED (return value mismatch)
// RUN: %mutate "linalg.yield %in : complex<f32>" "linalg.yield %out : complex<f32>" < %t.tgt.mlir > %t.cbad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.cbad.mlir | filecheck %s --check-prefix=CBAD
// CBAD: @cplx: FAILED (return value mismatch)

// MLIR's rules stay errors: a shaped value, and a cast other than between
// integers and floats or from index to an integer.
// RUN: %mutate --nth -1 "ins\(%i : index\) outs\(%m" "ins(%m : memref<?x?xindex>) outs(%m" < %t.src.mlir > %t.shaped.mlir
// RUN: %bad-input tv-opt %t.shaped.mlir | filecheck %s --check-prefix=SHAPED
// SHAPED: shaped.mlir:[[# @LINE + 10]]:3: error: 'linalg.fill' op expected op with scalar input
// RUN: %mutate --nth -1 "ins\(%i: index\) outs\(%it" "ins(%f: f32) outs(%it" < %t.src.mlir > %t.cast.mlir
// RUN: %bad-input tv-opt %t.cast.mlir | filecheck %s --check-prefix=CAST
// CAST: cast.mlir:[[# @LINE + 3]]:8: error: 'linalg.fill' op could not cast operand of type 'f32' to 'index'

func.func @idx(%it: tensor<?xindex>, %i: index, %f: f32) -> tensor<?xindex> {
  %0 = linalg.fill ins(%i: index) outs(%it: tensor<?xindex>) -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
func.func @idx_memref(%m: memref<?x?xindex>, %i: index) {
  linalg.fill ins(%i : index) outs(%m : memref<?x?xindex>)
  return
}
func.func @cplx(%c: complex<f32>, %ct: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %1 = linalg.fill ins(%c : complex<f32>) outs(%ct : tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %1 : tensor<4xcomplex<f32>>
}
func.func @vec(%v: vector<2x4xf32>, %vt: tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>> {
  %2 = linalg.fill ins(%v : vector<2x4xf32>) outs(%vt : tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>>
  return %2 : tensor<vector<2x4xf32>>
}

// ----- target

#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @idx(%arg0: tensor<?xindex>, %arg1: index, %arg2: f32) -> tensor<?xindex> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%arg1 : index) outs(%arg0 : tensor<?xindex>) {
    ^bb0(%in: index, %out: index):
      linalg.yield %in : index
    } -> tensor<?xindex>
    return %0 : tensor<?xindex>
  }
  func.func @idx_memref(%arg0: memref<?x?xindex>, %arg1: index) {
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : index) outs(%arg0 : memref<?x?xindex>) {
    ^bb0(%in: index, %out: index):
      linalg.yield %in : index
    }
    return
  }
  func.func @cplx(%arg0: complex<f32>, %arg1: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%arg0 : complex<f32>) outs(%arg1 : tensor<4xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %out: complex<f32>):
      linalg.yield %in : complex<f32>
    } -> tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
}
