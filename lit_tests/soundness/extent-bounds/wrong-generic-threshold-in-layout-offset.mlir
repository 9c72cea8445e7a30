// SOUNDNESS: wrong extent-bounds: an elementwise negation over min(n, 60) elements, 60 read back by extract_strided_metadata from a reinterpret_cast's static offset: wrong past 60 elements (attack round 12: a layout's offset is no shape extent and was not read for constants: 'verified for extents <= 50', exit 0)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)
// CHECK: verified for extents <= 50 only: checked again with extents <= {{[0-9]+}}

func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<?xf32>) {
  ^bb0(%a: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// ----- target

func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %x, %c0 : tensor<?xf32>
  %m = memref.alloca() : memref<1xf32>
  %rc = memref.reinterpret_cast %m to offset: [60], sizes: [1], strides: [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: 60>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %rc : memref<1xf32, strided<[1], offset: 60>> -> memref<f32>, index, index, index
  %lim = arith.minui %dim, %off : index
  %r = scf.for %i = %c0 to %lim step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %a = tensor.extract %t[%i] : tensor<?xf32>
    %n = arith.negf %a : f32
    %w = tensor.insert %n into %t[%i] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
